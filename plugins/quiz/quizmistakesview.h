// The review of mistakes: every question of the quiz that went wrong at some point — first
// try wrong, or latest answer wrong — with the learner's last answer, the correct answer,
// the explanation, and whether it is right now. Each has links to its question on this page
// and to its chapter; the links are reachable with Tab and open with Return.
#pragma once

#include <QTextBrowser>

namespace atlas {

class QuizSession;
class QuizViewRefresh;

class QuizMistakesView final : public QTextBrowser {
    Q_OBJECT

public:
    explicit QuizMistakesView(const QuizSession &session, QWidget *parent = nullptr);

    void setLanguage(const QString &language);

Q_SIGNALS:
    void questionRequested(const QString &questionId);
    void chapterRequested(const QString &chapterId);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void refresh();
    void fitHeight();

    const QuizSession &session_;
    QString language_ = QStringLiteral("en");
    QuizViewRefresh *refresh_;
};

} // namespace atlas
