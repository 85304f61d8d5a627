// The learner's progress through one opened pack, saved after every change.
//
// Chapters are visited when shown and completed when every question of the chapter has been
// answered correctly at least once (a chapter without questions is complete once visited).
// A chapter that gathers other chapters' questions (a final quiz: ChapterSpec::
// gatheredQuestions) also needs those answered correctly once, wherever they were answered.
// Submitting an answer grades it (QuizGrader, a pure function), updates the question's record
// (attempts, first-try correctness) and saves.
//
// Choices are shown in each learner's own order (ChoiceOrder, seeded by learnerSeed()), but
// every answer is stored, graded and reported by its authored index. A record also keeps the
// texts of the choices it picked, so that when a pack update moves choices the answer follows
// its text; an answer whose choices are gone, or one from an updated pack that predates those
// texts, is forgotten (its attempts and first-try result stay).
#pragma once

#include "core/coreexport.h"

#include "chapterpack.h"
#include "packprogress.h"
#include "progressstore.h"
#include "quizgrader.h"

#include <QObject>

namespace atlas {

class ATLAS_CORE_EXPORT CourseProgress : public QObject {
    Q_OBJECT

public:
    // `store` outlives this object; its record for the pack is created or migrated here.
    CourseProgress(ProgressStore &store, const ChapterPack &pack, QObject *parent = nullptr);

    const ChapterPack &pack() const { return pack_; }

    void visit(const QString &chapterId);
    QString lastChapter() const { return progress_->lastChapter; }
    bool isVisited(const QString &chapterId) const { return progress_->visited.contains(chapterId); }
    bool isCompleted(const QString &chapterId) const { return progress_->completed.contains(chapterId); }

    GradeResult submit(const QuestionSpec &question, const QuizAnswer &answer);
    QuestionRecord record(const QString &questionId) const { return progress_->answers.value(questionId); }
    std::optional<QuizAnswer> lastAnswer(const QuestionSpec &question) const;
    // The learner asked for the worked solution: recorded (and saved), and the question no
    // longer counts as right on the first try unless that try was already made and right.
    void showSolution(const QuestionSpec &question);
    void resetQuestions(const QStringList &questionIds);

    // The learner's seed for this pack: drawn at random when the pack is first opened here,
    // kept in the progress file (written with the next change, such as the first visit).
    std::uint64_t learnerSeed() const { return progress_->learnerSeed.value_or(0); }
    // The authored indices of the question's choices in the order this learner sees them: the
    // seeded permutation, or the authored order when the question pins it ("shuffle": false)
    // or the store asks for it (batch renders). Empty for questions without choices.
    QList<int> choiceOrder(const QuestionSpec &question) const;
    // A new seed, so every question's choices come in a new order ("Reset quiz"). Saves.
    void drawLearnerSeed();

    // How many of the questions a chapter's completion waits for (its own and those it
    // gathers) have been answered correctly at least once.
    struct Solved {
        int solved = 0;
        int total = 0;
    };
    Solved solved(const QString &chapterId) const;

    struct Score {
        int total = 0;
        int attempted = 0;
        int correct = 0;          // latest answer correct
        int firstTryCorrect = 0;
        // The latest answers' credit: 1 for each correct one, its fraction for one partly right.
        double credit = 0;
    };
    Score score(const QList<const QuestionSpec *> &questions) const;

    // Small per-chapter state a chapter wants to keep between runs (JSON object).
    QJsonObject chapterState(const QString &chapterId) const;
    void setChapterState(const QString &chapterId, const QJsonObject &state);
    // For a chapter that found its stored state unreadable (wrong types, not merely out of
    // date) and is about to replace it: a copy of the progress file is set aside first, once
    // per session, and progressCopyKept says where — nothing is replaced unseen.
    void keepCopyBeforeReplacing(const QString &chapterId);

    QString lastSaveError() const { return lastSaveError_; }

Q_SIGNALS:
    void chapterChanged(const QString &chapterId);   // visited or completed changed
    void recordChanged(const QString &questionId);
    void saveFailed(const QString &message);
    void choiceOrderChanged();                        // a new learner seed
    void progressCopyKept(const QString &notice); // translated, for the learner

private:
    void updateCompletion(const QString &chapterId);
    // The chapters whose completion depends on the questions: their own and those gathering them.
    QStringList chaptersDependingOn(const QStringList &questionIds) const;
    void save();
    // After loading: point each stored choice answer at its choices' current indices.
    void reconcileChoiceAnswers(bool packUpdated);
    static std::uint64_t randomSeed();

    ProgressStore &store_;
    const ChapterPack &pack_;
    PackProgress *progress_;
    QString lastSaveError_;
    bool copyKept_ = false;
};

} // namespace atlas
