// The score summary by chapter as a table: one row per chapter with questions in the quiz,
// then the whole quiz — questions, answered, correct now, right on the first try. Follows
// every change of a record.
#pragma once

#include <QAbstractTableModel>

namespace atlas {

class QuizSession;

class QuizScoreModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { ChapterColumn, QuestionsColumn, AnsweredColumn, CorrectColumn, FirstTryColumn, ColumnCount };

    explicit QuizScoreModel(const QuizSession &session, QObject *parent = nullptr);

    void setLanguage(const QString &language);
    void refresh();

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QString title;
        int questions = 0, answered = 0, correct = 0, firstTry = 0;
        bool total = false;
    };

    const QuizSession &session_;
    QString language_ = QStringLiteral("en");
    QList<Row> rows_;
};

} // namespace atlas
