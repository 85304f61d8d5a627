// The state of the final quiz, kept in the learner's progress so it survives restarts.
//
//   pool      the questions the params name (default: every question of every other chapter)
//   attempt   the pool in a seeded shuffled order (QuizOrder, seed mixed with the attempt
//             number), cut to `count` questions if the params say so
//   shown     what the page shows now: the whole attempt, or — after "Retry missed" — only
//             the questions whose latest answer was wrong, shuffled again
//
// Records are the course's: a question answered in its chapter counts here, and answering it
// here completes it there. A retry never erases a record — the first try stays the first try
// and attempts accumulate; only "Reset" (resetQuestions) clears the attempt's records and
// starts a new attempt in a new order, drawing a new learner seed for the choices' order.
//
// Stored as CourseProgress::chapterState(quiz chapter):
//   {"version": 1, "attempt": 1, "order": [ids of the attempt], "retry": [ids shown, or absent],
//    "retryRound": 0}
// A stored order that no longer fits the pool (questions removed or renamed) is rebuilt; a
// state of the wrong types (damage, not an old pack) is rebuilt after a copy of the progress
// file is kept (CourseProgress::keepCopyBeforeReplacing).
#pragma once

#include "quizparams.h"

#include "core/chapterpack.h"
#include "core/courseprogress.h"

#include <QObject>

namespace atlas {

class QuizSession final : public QObject {
    Q_OBJECT

public:
    QuizSession(const ChapterPack &pack, const QString &chapterId, const QuizParams &params, CourseProgress &progress,
                QObject *parent = nullptr);

    // Whether `state` has the fields above with the right types (its ids may be stale).
    static bool isReadable(const QJsonObject &state);

    const QList<const QuestionSpec *> &pool() const { return pool_; }
    const QList<const QuestionSpec *> &attemptQuestions() const { return attempt_; }
    const QList<const QuestionSpec *> &shown() const { return shown_; }
    int attemptNumber() const { return attemptNumber_; }
    int retryRound() const { return retryRound_; }
    bool isRetryRound() const { return retryRound_ > 0; }

    // Of the attempt: answered, latest answer wrong — what "Retry missed" shows.
    QList<const QuestionSpec *> missed() const;
    // Of the attempt: wrong at some point (first try wrong, or latest wrong) — the review.
    QList<const QuestionSpec *> mistakes() const;
    bool isComplete() const; // every question of the attempt answered correctly

    CourseProgress::Score score() const;
    struct ChapterScore {
        QString chapterId;
        CourseProgress::Score score;
    };
    // In pack order, chapters with questions in the attempt only.
    QList<ChapterScore> scoreByChapter() const;

    // How the questions of one chapter stand, each counted once:
    struct Breakdown {
        QString chapterId;
        int rightFirstTime = 0; // latest answer right, and the first try was right
        int rightLater = 0;     // latest answer right after a wrong first try
        int notYetRight = 0;    // answered, latest answer wrong
        int unanswered = 0;
    };
    QList<Breakdown> breakdownByChapter() const;

    // Shows only the missed questions, shuffled for this retry round; false if none.
    bool retryMissed();
    // Back to the whole attempt (after a retry round).
    void showAll();
    // Clears the attempt's records and starts the next attempt in a new order, with a new
    // learner seed (every question's choices in a new order as well).
    void reset();

    const ChapterPack &pack() const { return pack_; }
    CourseProgress &progress() const { return progress_; }

Q_SIGNALS:
    void shownChanged();
    void scoreChanged();

private:
    void restore();
    void newAttempt(int number);
    void save();
    QList<const QuestionSpec *> specs(const QStringList &ids) const;
    static QStringList ids(const QList<const QuestionSpec *> &questions);

    const ChapterPack &pack_;
    QString chapterId_;
    QuizParams params_;
    CourseProgress &progress_;
    QList<const QuestionSpec *> pool_;
    QList<const QuestionSpec *> attempt_;
    QList<const QuestionSpec *> shown_;
    int attemptNumber_ = 1;
    int retryRound_ = 0;
};

} // namespace atlas
