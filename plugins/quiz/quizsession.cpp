#include "quizsession.h"

#include "quizorder.h"

#include <QJsonArray>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace atlas {

namespace {
constexpr int stateVersion = 1;
constexpr int maxAttempt = 1000000;
} // namespace

QuizSession::QuizSession(const ChapterPack &pack, const QString &chapterId, const QuizParams &params,
                         CourseProgress &progress, QObject *parent)
    : QObject(parent), pack_(pack), chapterId_(chapterId), params_(params), progress_(progress)
{
    if (params_.questions.isEmpty()) {
        for (const ChapterSpec &chapter : pack_.chapters)
            if (chapter.id != chapterId_)
                for (const QuestionSpec &q : chapter.questions)
                    pool_.append(&q);
    } else {
        // Unknown ids were reported by the validator; a hand-made pack still must not crash.
        pool_ = specs(params_.questions);
    }
    restore();
    connect(&progress_, &CourseProgress::recordChanged, this, [this](const QString &id) {
        for (const QuestionSpec *q : std::as_const(attempt_))
            if (q->id == id) {
                Q_EMIT scoreChanged();
                return;
            }
    });
}

QList<const QuestionSpec *> QuizSession::specs(const QStringList &ids) const
{
    QList<const QuestionSpec *> out;
    for (const QString &id : ids)
        if (const QuestionSpec *q = pack_.question(id))
            out.append(q);
    return out;
}

QStringList QuizSession::ids(const QList<const QuestionSpec *> &questions)
{
    QStringList out;
    for (const QuestionSpec *q : questions)
        out.append(q->id);
    return out;
}

bool QuizSession::isReadable(const QJsonObject &state)
{
    const auto integer = [&state](const char *key, bool required) {
        const QJsonValue v = state.value(QLatin1String(key));
        return v.isUndefined() ? !required : v.isDouble() && v.toDouble() == std::floor(v.toDouble());
    };
    const auto strings = [&state](const char *key, bool required) {
        const QJsonValue v = state.value(QLatin1String(key));
        if (v.isUndefined())
            return !required;
        if (!v.isArray())
            return false;
        const QJsonArray array = v.toArray();
        return std::all_of(array.begin(), array.end(), [](const QJsonValue &id) { return id.isString(); });
    };
    return integer("version", true) && integer("attempt", true) && strings("order", true) && strings("retry", false)
        && integer("retryRound", false);
}

void QuizSession::restore()
{
    const QJsonObject state = progress_.chapterState(chapterId_);
    // Of the wrong types is damage, not an old pack: keep a copy before it is replaced.
    if (!state.isEmpty() && !isReadable(state))
        progress_.keepCopyBeforeReplacing(chapterId_);
    const int number = state.value(QLatin1String("attempt")).toInt(1);
    const QStringList stored = state.value(QLatin1String("order")).toVariant().toStringList();
    const QStringList poolList = ids(pool_);
    const QSet<QString> poolIds(poolList.begin(), poolList.end());
    const qsizetype expected = params_.count ? std::min<qsizetype>(*params_.count, pool_.size()) : pool_.size();
    const QSet<QString> storedSet(stored.begin(), stored.end());
    const bool fits = state.value(QLatin1String("version")).toInt() == stateVersion && number >= 1 && number <= maxAttempt
        && stored.size() == expected && storedSet.size() == stored.size() && poolIds.contains(storedSet);
    if (!fits) {
        newAttempt(state.isEmpty() ? 1 : std::clamp(number, 1, maxAttempt));
        return;
    }
    attemptNumber_ = number;
    attempt_ = specs(stored);
    const QStringList retry = state.value(QLatin1String("retry")).toVariant().toStringList();
    QList<const QuestionSpec *> retryShown;
    for (const QuestionSpec *q : specs(retry))
        if (attempt_.contains(q) && !retryShown.contains(q))
            retryShown.append(q);
    retryRound_ = retryShown.isEmpty() ? 0 : std::max(1, state.value(QLatin1String("retryRound")).toInt(1));
    shown_ = retryShown.isEmpty() ? attempt_ : retryShown;
}

void QuizSession::newAttempt(int number)
{
    attemptNumber_ = number;
    retryRound_ = 0;
    QStringList order = QuizOrder::shuffled(ids(pool_), QuizOrder::mix({static_cast<std::uint64_t>(params_.seed), static_cast<std::uint64_t>(number)}));
    if (params_.count && *params_.count < order.size())
        order = order.mid(0, *params_.count);
    attempt_ = specs(order);
    shown_ = attempt_;
    save();
}

void QuizSession::save()
{
    QJsonObject state{{QStringLiteral("version"), stateVersion},
                      {QStringLiteral("attempt"), attemptNumber_},
                      {QStringLiteral("order"), QJsonArray::fromStringList(ids(attempt_))}};
    if (retryRound_ > 0) {
        state.insert(QStringLiteral("retry"), QJsonArray::fromStringList(ids(shown_)));
        state.insert(QStringLiteral("retryRound"), retryRound_);
    }
    progress_.setChapterState(chapterId_, state);
}

QList<const QuestionSpec *> QuizSession::missed() const
{
    QList<const QuestionSpec *> out;
    for (const QuestionSpec *q : attempt_) {
        const QuestionRecord r = progress_.record(q->id);
        if (r.attempts > 0 && !r.correct)
            out.append(q);
    }
    return out;
}

QList<const QuestionSpec *> QuizSession::mistakes() const
{
    QList<const QuestionSpec *> out;
    for (const QuestionSpec *q : attempt_) {
        const QuestionRecord r = progress_.record(q->id);
        if (r.attempts > 0 && (!r.correct || !r.firstTryCorrect.value_or(false)))
            out.append(q);
    }
    return out;
}

bool QuizSession::isComplete() const
{
    for (const QuestionSpec *q : attempt_)
        if (!progress_.record(q->id).correct)
            return false;
    return !attempt_.isEmpty();
}

CourseProgress::Score QuizSession::score() const
{
    return progress_.score(attempt_);
}

QList<QuizSession::ChapterScore> QuizSession::scoreByChapter() const
{
    QList<ChapterScore> out;
    for (const ChapterSpec &chapter : pack_.chapters) {
        QList<const QuestionSpec *> questions;
        for (const QuestionSpec *q : attempt_)
            if (q->chapterId == chapter.id)
                questions.append(q);
        if (!questions.isEmpty())
            out.append({chapter.id, progress_.score(questions)});
    }
    return out;
}

QList<QuizSession::Breakdown> QuizSession::breakdownByChapter() const
{
    QList<Breakdown> out;
    for (const ChapterSpec &chapter : pack_.chapters) {
        Breakdown b;
        b.chapterId = chapter.id;
        bool any = false;
        for (const QuestionSpec *q : attempt_) {
            if (q->chapterId != chapter.id)
                continue;
            any = true;
            const QuestionRecord r = progress_.record(q->id);
            if (r.attempts == 0)
                ++b.unanswered;
            else if (!r.correct)
                ++b.notYetRight;
            else if (r.firstTryCorrect.value_or(false))
                ++b.rightFirstTime;
            else
                ++b.rightLater;
        }
        if (any)
            out.append(b);
    }
    return out;
}

bool QuizSession::retryMissed()
{
    const QList<const QuestionSpec *> wrong = missed();
    if (wrong.isEmpty())
        return false;
    ++retryRound_;
    const QStringList order = QuizOrder::shuffled(ids(wrong), QuizOrder::mix({static_cast<std::uint64_t>(params_.seed), static_cast<std::uint64_t>(attemptNumber_),
                                                                               static_cast<std::uint64_t>(retryRound_)}));
    shown_ = specs(order);
    save();
    Q_EMIT shownChanged();
    return true;
}

void QuizSession::showAll()
{
    if (retryRound_ == 0)
        return;
    retryRound_ = 0;
    shown_ = attempt_;
    save();
    Q_EMIT shownChanged();
}

void QuizSession::reset()
{
    progress_.resetQuestions(ids(attempt_));
    // A fresh start: the choices come in a new order too, so a remembered position is no help.
    progress_.drawLearnerSeed();
    newAttempt(std::min(attemptNumber_ + 1, maxAttempt));
    Q_EMIT shownChanged();
    Q_EMIT scoreChanged();
}

} // namespace atlas

#include "moc_quizsession.cpp"
