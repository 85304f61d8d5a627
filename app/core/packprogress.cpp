#include "packprogress.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace atlas {

namespace {

QJsonArray sortedArray(const QSet<QString> &set)
{
    QStringList list(set.begin(), set.end());
    std::sort(list.begin(), list.end());
    return QJsonArray::fromStringList(list);
}

QSet<QString> stringSet(const QJsonValue &value, int &skipped)
{
    QSet<QString> set;
    if (value.isUndefined())
        return set;
    if (!value.isArray()) {
        ++skipped;
        return set;
    }
    for (const QJsonValue &item : value.toArray()) {
        if (item.isString())
            set.insert(item.toString());
        else
            ++skipped;
    }
    return set;
}

} // namespace

QJsonObject QuestionRecord::toJson() const
{
    QJsonObject o{{QStringLiteral("attempts"), attempts}, {QStringLiteral("correct"), correct},
                  {QStringLiteral("solved"), solved}};
    if (firstTryCorrect)
        o.insert(QStringLiteral("firstTryCorrect"), *firstTryCorrect);
    if (partialCredit > 0)
        o.insert(QStringLiteral("partialCredit"), partialCredit);
    if (solutionShown)
        o.insert(QStringLiteral("solutionShown"), true);
    if (!lastAnswer.isUndefined() && !lastAnswer.isNull())
        o.insert(QStringLiteral("answer"), lastAnswer);
    if (!answerTexts.isEmpty())
        o.insert(QStringLiteral("answerTexts"), QJsonArray::fromStringList(answerTexts));
    return o;
}

std::optional<QuestionRecord> QuestionRecord::fromJson(const QJsonValue &value)
{
    if (!value.isObject())
        return std::nullopt;
    const QJsonObject o = value.toObject();
    const QJsonValue attempts = o.value(QLatin1String("attempts"));
    if (!attempts.isDouble() || attempts.toDouble() < 0 || attempts.toDouble() > 1e9)
        return std::nullopt;
    // A flag of another type is damage, not "false": reject the record so a copy is kept.
    for (const char *flag : {"correct", "solved", "firstTryCorrect", "solutionShown"}) {
        const QJsonValue v = o.value(QLatin1String(flag));
        if (!v.isUndefined() && !v.isBool())
            return std::nullopt;
    }
    // Written only for partial credit (files before it have none: 0).
    const QJsonValue partial = o.value(QLatin1String("partialCredit"));
    if (!partial.isUndefined() && !(partial.isDouble() && partial.toDouble() > 0 && partial.toDouble() < 1))
        return std::nullopt;
    QuestionRecord r;
    r.attempts = static_cast<int>(attempts.toDouble());
    r.partialCredit = partial.toDouble(0);
    r.correct = o.value(QLatin1String("correct")).toBool();
    r.solutionShown = o.value(QLatin1String("solutionShown")).toBool();
    if (o.value(QLatin1String("firstTryCorrect")).isBool())
        r.firstTryCorrect = o.value(QLatin1String("firstTryCorrect")).toBool();
    // Files written before "solved" existed: a correct latest or first answer shows it.
    r.solved = o.value(QLatin1String("solved")).toBool() || r.correct || r.firstTryCorrect.value_or(false);
    r.lastAnswer = o.value(QLatin1String("answer"));
    const QJsonValue texts = o.value(QLatin1String("answerTexts"));
    if (!texts.isUndefined()) {
        if (!texts.isArray())
            return std::nullopt;
        for (const QJsonValue &t : texts.toArray()) {
            if (!t.isString())
                return std::nullopt;
            r.answerTexts.append(t.toString());
        }
    }
    return r;
}

QJsonObject PackProgress::toJson() const
{
    QJsonObject answersObject;
    for (auto it = answers.begin(); it != answers.end(); ++it)
        answersObject.insert(it.key(), it.value().toJson());
    QJsonObject o{{QStringLiteral("version"), version},
                  {QStringLiteral("visited"), sortedArray(visited)},
                  {QStringLiteral("completed"), sortedArray(completed)},
                  {QStringLiteral("answers"), answersObject}};
    if (!lastChapter.isEmpty())
        o.insert(QStringLiteral("lastChapter"), lastChapter);
    if (!chapterState.isEmpty())
        o.insert(QStringLiteral("chapterState"), chapterState);
    if (learnerSeed)
        o.insert(QStringLiteral("learnerSeed"), static_cast<double>(*learnerSeed));
    return o;
}

PackProgress PackProgress::fromJson(const QJsonObject &object, int &skipped)
{
    PackProgress p;
    // Present but of another type counts as unreadable (and so gets the file copied aside)
    // rather than silently becoming empty and being overwritten by the next save.
    auto field = [&](const char *key, bool (QJsonValue::*isExpected)() const) {
        const QJsonValue v = object.value(QLatin1String(key));
        if (!v.isUndefined() && !(v.*isExpected)()) {
            ++skipped;
            return QJsonValue();
        }
        return v;
    };
    p.version = field("version", &QJsonValue::isString).toString();
    p.lastChapter = field("lastChapter", &QJsonValue::isString).toString();
    p.visited = stringSet(object.value(QLatin1String("visited")), skipped);
    p.completed = stringSet(object.value(QLatin1String("completed")), skipped);
    const QJsonValue answers = object.value(QLatin1String("answers"));
    if (answers.isObject()) {
        const QJsonObject a = answers.toObject();
        for (auto it = a.begin(); it != a.end(); ++it) {
            if (const std::optional<QuestionRecord> r = QuestionRecord::fromJson(it.value()))
                p.answers.insert(it.key(), *r);
            else
                ++skipped;
        }
    } else if (!answers.isUndefined()) {
        ++skipped;
    }
    p.chapterState = field("chapterState", &QJsonValue::isObject).toObject();
    const QJsonValue seed = field("learnerSeed", &QJsonValue::isDouble);
    if (seed.isDouble()) {
        const double d = seed.toDouble();
        if (d >= 0 && d < static_cast<double>(seedLimit) && d == std::floor(d))
            p.learnerSeed = static_cast<std::uint64_t>(d);
        else
            ++skipped; // a new seed is drawn; the damaged file is copied aside
    }
    return p;
}

} // namespace atlas
