#include "courseprogress.h"

#include "choiceorder.h"
#include "questionkinds.h"

#include <QRandomGenerator>
#include <QSet>

#include <algorithm>

namespace atlas {

CourseProgress::CourseProgress(ProgressStore &store, const ChapterPack &pack, QObject *parent)
    : QObject(parent), store_(store), pack_(pack), progress_(nullptr)
{
    const bool packUpdated = store.contains(pack.id) && store.storedVersion(pack.id) != pack.version;
    progress_ = &store.progress(pack.id, pack.version, pack.questionIds());
    reconcileChoiceAnswers(packUpdated);
    if (!progress_->learnerSeed)
        progress_->learnerSeed = randomSeed();
    progress_->completed.clear();
    for (const ChapterSpec &chapter : pack_.chapters)
        if (progress_->visited.contains(chapter.id))
            updateCompletion(chapter.id);
}

void CourseProgress::save()
{
    QString error;
    if (store_.save(&error)) {
        lastSaveError_.clear();
    } else if (error != lastSaveError_) {
        lastSaveError_ = error;
        Q_EMIT saveFailed(error);
    }
}

void CourseProgress::updateCompletion(const QString &chapterId)
{
    const ChapterSpec *chapter = pack_.chapter(chapterId);
    if (!chapter)
        return;
    bool complete = progress_->visited.contains(chapterId);
    for (const QuestionSpec &q : chapter->questions)
        complete = complete && progress_->answers.value(q.id).solved;
    for (const QString &id : chapter->gatheredQuestions)
        complete = complete && progress_->answers.value(id).solved;
    if (complete)
        progress_->completed.insert(chapterId);
    else
        progress_->completed.remove(chapterId);
}

CourseProgress::Solved CourseProgress::solved(const QString &chapterId) const
{
    Solved s;
    const ChapterSpec *chapter = pack_.chapter(chapterId);
    if (!chapter)
        return s;
    const auto count = [&](const QString &id) {
        ++s.total;
        s.solved += progress_->answers.value(id).solved ? 1 : 0;
    };
    for (const QuestionSpec &q : chapter->questions)
        count(q.id);
    for (const QString &id : chapter->gatheredQuestions)
        count(id);
    return s;
}

QStringList CourseProgress::chaptersDependingOn(const QStringList &questionIds) const
{
    QSet<QString> owners;
    for (const QString &id : questionIds)
        if (const QuestionSpec *q = pack_.question(id))
            owners.insert(q->chapterId);
    QStringList chapters;
    for (const ChapterSpec &chapter : pack_.chapters) {
        const bool gathers = std::any_of(questionIds.cbegin(), questionIds.cend(),
                                         [&chapter](const QString &id) { return chapter.gatheredQuestions.contains(id); });
        if (owners.contains(chapter.id) || gathers)
            chapters.append(chapter.id);
    }
    return chapters;
}

void CourseProgress::visit(const QString &chapterId)
{
    if (!pack_.chapter(chapterId))
        return;
    const bool wasVisited = progress_->visited.contains(chapterId);
    progress_->visited.insert(chapterId);
    progress_->lastChapter = chapterId;
    updateCompletion(chapterId);
    save();
    if (!wasVisited)
        Q_EMIT chapterChanged(chapterId);
}

GradeResult CourseProgress::submit(const QuestionSpec &question, const QuizAnswer &answer)
{
    const QuestionKind &kind = QuestionKinds::of(question);
    const GradeResult result = kind.grade(question, answer);
    if (!result.isValid())
        return result;
    QuestionRecord &r = progress_->answers[question.id];
    ++r.attempts;
    r.correct = result.isCorrect();
    r.partialCredit = result.isPartlyCorrect() ? result.fraction : 0;
    r.solved = r.solved || result.isCorrect();
    if (!r.firstTryCorrect)
        r.firstTryCorrect = result.isCorrect();
    r.lastAnswer = kind.answerToJson(answer);
    r.answerTexts = kind.answerKeys(question, answer);
    const QStringList chapters = chaptersDependingOn({question.id});
    QStringList changed;
    for (const QString &chapterId : chapters) {
        const bool wasComplete = isCompleted(chapterId);
        updateCompletion(chapterId);
        if (wasComplete != isCompleted(chapterId))
            changed.append(chapterId);
    }
    save();
    Q_EMIT recordChanged(question.id);
    for (const QString &chapterId : changed)
        Q_EMIT chapterChanged(chapterId);
    return result;
}

std::optional<QuizAnswer> CourseProgress::lastAnswer(const QuestionSpec &question) const
{
    const auto it = progress_->answers.constFind(question.id);
    if (it == progress_->answers.constEnd())
        return std::nullopt;
    return QuestionKinds::of(question).answerFromJson(it->lastAnswer);
}

void CourseProgress::showSolution(const QuestionSpec &question)
{
    QuestionRecord &r = progress_->answers[question.id];
    if (r.solutionShown)
        return;
    r.solutionShown = true;
    if (!r.firstTryCorrect)
        r.firstTryCorrect = false;
    save();
    Q_EMIT recordChanged(question.id);
}

void CourseProgress::resetQuestions(const QStringList &questionIds)
{
    for (const QString &id : questionIds)
        progress_->answers.remove(id);
    const QStringList chapters = chaptersDependingOn(questionIds);
    for (const QString &chapterId : chapters)
        updateCompletion(chapterId);
    save();
    for (const QString &id : questionIds)
        Q_EMIT recordChanged(id);
    for (const QString &chapterId : chapters)
        Q_EMIT chapterChanged(chapterId);
}

std::uint64_t CourseProgress::randomSeed()
{
    return QRandomGenerator::system()->generate64() % PackProgress::seedLimit;
}

QList<int> CourseProgress::choiceOrder(const QuestionSpec &question) const
{
    const int count = QuestionKinds::of(question).itemCount(question);
    if (count == 0)
        return {};
    if (!question.shuffle || store_.authoredChoiceOrder())
        return ChoiceOrder::identity(count);
    return ChoiceOrder::permutation(learnerSeed(), question.id, count);
}

void CourseProgress::drawLearnerSeed()
{
    const std::uint64_t previous = learnerSeed();
    std::uint64_t seed = randomSeed();
    while (seed == previous)
        seed = randomSeed();
    progress_->learnerSeed = seed;
    save();
    Q_EMIT choiceOrderChanged();
}

void CourseProgress::reconcileChoiceAnswers(bool packUpdated)
{
    for (auto it = progress_->answers.begin(); it != progress_->answers.end(); ++it) {
        const QuestionSpec *question = pack_.question(it.key());
        QuestionRecord &r = it.value();
        // Only answers that name items (choices) can follow them.
        if (!question || QuestionKinds::of(*question).itemCount(*question) == 0 || r.lastAnswer.isUndefined() || r.lastAnswer.isNull())
            continue;
        const QuestionKind &kind = QuestionKinds::of(*question);
        auto forget = [&r] {
            r.lastAnswer = QJsonValue();
            r.answerTexts.clear();
        };
        const std::optional<QuizAnswer> stored = kind.answerFromJson(r.lastAnswer);
        if (!stored || r.answerTexts.isEmpty()) {
            // Without the texts there is no telling whether an updated pack moved the choices.
            if (packUpdated)
                forget();
            continue;
        }
        if (kind.answerKeys(*question, *stored) == r.answerTexts)
            continue;
        const std::optional<QuizAnswer> moved = kind.answerFromKeys(*question, r.answerTexts);
        if (!moved) {
            forget();
            continue;
        }
        r.lastAnswer = kind.answerToJson(*moved);
        r.answerTexts = kind.answerKeys(*question, *moved);
        const GradeResult regraded = kind.grade(*question, *moved);
        r.correct = regraded.isCorrect();
        r.partialCredit = regraded.isPartlyCorrect() ? regraded.fraction : 0;
    }
}

CourseProgress::Score CourseProgress::score(const QList<const QuestionSpec *> &questions) const
{
    Score s;
    for (const QuestionSpec *q : questions) {
        ++s.total;
        const auto it = progress_->answers.constFind(q->id);
        if (it == progress_->answers.constEnd() || it->attempts == 0)
            continue;
        ++s.attempted;
        s.correct += it->correct ? 1 : 0;
        s.credit += it->correct ? 1.0 : it->partialCredit;
        s.firstTryCorrect += it->firstTryCorrect.value_or(false) ? 1 : 0;
    }
    return s;
}

QJsonObject CourseProgress::chapterState(const QString &chapterId) const
{
    return progress_->chapterState.value(chapterId).toObject();
}

void CourseProgress::keepCopyBeforeReplacing(const QString &chapterId)
{
    if (copyKept_)
        return;
    copyKept_ = true;
    QString error;
    const QString copy = store_.keepCopy(&error);
    if (!copy.isEmpty())
        //: %1: a chapter id; %2: where the copy of the progress file is
        Q_EMIT progressCopyKept(tr("What the chapter '%1' had saved could not be read and starts afresh; a copy of your progress file is at %2.")
                                    .arg(chapterId, copy));
    else if (!error.isEmpty())
        //: %1: a chapter id; %2: the path the copy was meant for
        Q_EMIT progressCopyKept(tr("What the chapter '%1' had saved could not be read and starts afresh; a copy of your progress file could not be made at %2.")
                                    .arg(chapterId, error));
}

void CourseProgress::setChapterState(const QString &chapterId, const QJsonObject &state)
{
    progress_->chapterState.insert(chapterId, state);
    save();
}

} // namespace atlas

#include "moc_courseprogress.cpp"
