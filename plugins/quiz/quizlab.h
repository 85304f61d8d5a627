// The final quiz: a score line that follows every answer, the buttons (Retry missed, Show all
// questions, Reset quiz…, Export results…), and three tabs — the questions in the attempt's
// shuffled order (one QuestionView each), the score by chapter (table and chart), and the
// review of mistakes.
//
// Retry missed shows only the questions whose latest answer is wrong, shuffled again, ready
// to answer (their records, first try included, stay). Reset asks first, then clears the
// attempt's records and starts a new attempt in a new order. Export writes CSV or JSON.
#pragma once

#include "quizsession.h"

#include "sdk/chapterpage.h"

#include "sdk/chapterlab.h"

class QLabel;
class QPushButton;
class QTabWidget;
class QTableView;
class QVBoxLayout;

namespace atlas {

class QuestionView;
class QuizMistakesView;
class QuizScoreChart;
class QuizScoreModel;

class QuizLab final : public ChapterLab {
    Q_OBJECT

public:
    QuizLab(QuizSession &session, const QString &language, QWidget *parent = nullptr);

    void setContentLanguage(const QString &language) override;

    QuizSession &session() const { return session_; }
    const QList<QuestionView *> &questionViews() const { return views_; }
    QString scoreText() const;
    QTabWidget *tabs() const { return tabs_; }

    QList<ExportableFigure> figures() const override;
    // The questions' tab.
    void prepareForScreenshot() override;
    // Writes the results (by suffix .csv or .json); false and a reason on failure.
    bool exportTo(const QString &path, QString &error);

    enum Tab { QuestionsTab, ScoreTab, MistakesTab };

public Q_SLOTS:
    void retryMissed();
    void showAllQuestions();
    // Asks for confirmation, then resets.
    void requestReset();
    // Asks for a file, then exports.
    void requestExport();
    // Asks for the learner id the exported results carry (the one the teacher asked for).
    void requestLearnerId();
    // Shows the question on the Questions tab (switching back to all questions if needed)
    // and puts the keyboard focus in it.
    void showQuestion(const QString &questionId);

Q_SIGNALS:
    void chapterRequested(const QString &chapterId);
    void statusMessage(const QString &message);

private:
    void rebuildQuestions();
    void focusQuestion(QuestionView *view);
    void updateTexts();

    QuizSession &session_;
    QString language_;
    QLabel *scoreLine_;
    QLabel *note_;
    QPushButton *retryButton_;
    QPushButton *showAllButton_;
    QPushButton *resetButton_;
    QPushButton *exportButton_;
    QPushButton *learnerIdButton_;
    QTabWidget *tabs_;
    QWidget *questionsPage_;
    QLabel *roundLabel_;
    QVBoxLayout *questionsLayout_;
    QList<QuestionView *> views_;
    QuizScoreModel *scoreModel_;
    QTableView *scoreTable_;
    QuizScoreChart *scoreChart_;
    QuizMistakesView *mistakes_;
};

} // namespace atlas
