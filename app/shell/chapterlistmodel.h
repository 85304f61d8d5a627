// The course's chapters for the navigator: number and title, with a mark for what the
// learner has done (completed ✓, visited ●, not yet ○) or what is wrong (⚠ cannot be shown),
// and under the title how many of its questions are solved ("3/15 solved").
#pragma once

#include <QAbstractListModel>
#include <QPointer>

namespace atlas {

class CourseSession;

class ChapterListModel final : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role { ChapterIdRole = Qt::UserRole + 1, StateRole, SolvedRole, QuestionCountRole };
    enum class State { NotVisited, Visited, Completed, Unavailable };

    explicit ChapterListModel(QObject *parent = nullptr);
    void setSession(CourseSession *session);
    State state(int row) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    // Called when texts must be re-read (language) or a chapter's progress changed.
    void refresh();
    void refreshChapter(const QString &chapterId);

private:
    QPointer<CourseSession> session_;
};

} // namespace atlas
