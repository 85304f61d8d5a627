#include "questioninserter.h"

#include "core/jsonlocator.h"
#include "core/jsonparser.h"
#include "core/packlimits.h"
#include "core/questionjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace atlas {

namespace {

std::optional<QJsonObject> parseManifest(const QByteArray &manifest, QString &error)
{
    JsonParseFailure failure;
    const std::optional<QJsonValue> root = JsonParser::parse(manifest, &failure);
    if (!root) {
        error = QuestionInserter::tr("pack.json is not valid JSON (line %1): %2").arg(failure.line).arg(failure.message);
        return std::nullopt;
    }
    if (!root->isObject() || !root->toObject().value(QLatin1String("chapters")).isArray()) {
        error = QuestionInserter::tr("pack.json has no \"chapters\" array");
        return std::nullopt;
    }
    return root->toObject();
}

// The white space that starts the line holding byte `at`.
QByteArray lineIndent(const QByteArray &text, qsizetype at)
{
    qsizetype start = at;
    while (start > 0 && text.at(start - 1) != '\n')
        --start;
    qsizetype end = start;
    while (end < text.size() && (text.at(end) == ' ' || text.at(end) == '\t'))
        ++end;
    return text.mid(start, end - start);
}

bool onSameLine(const QByteArray &text, qsizetype from, qsizetype to)
{
    return !text.mid(from, to - from).contains('\n');
}

} // namespace

std::optional<QSet<QString>> QuestionInserter::questionIds(const QByteArray &manifest, QString &error)
{
    const std::optional<QJsonObject> root = parseManifest(manifest, error);
    if (!root)
        return std::nullopt;
    QSet<QString> ids;
    for (const QJsonValue chapter : root->value(QLatin1String("chapters")).toArray())
        for (const QJsonValue question : chapter.toObject().value(QLatin1String("questions")).toArray())
            ids.insert(question.toObject().value(QLatin1String("id")).toString());
    return ids;
}

std::optional<QByteArray> QuestionInserter::insert(const QByteArray &manifest, const QString &chapterId,
                                                   const QList<QuestionSpec> &questions, QString &error)
{
    std::optional<QJsonObject> root = parseManifest(manifest, error);
    if (!root)
        return std::nullopt;
    QJsonArray chapters = root->value(QLatin1String("chapters")).toArray();
    qsizetype index = -1;
    QStringList chapterIds;
    qsizetype total = 0;
    for (qsizetype i = 0; i < chapters.size(); ++i) {
        const QJsonObject chapter = chapters.at(i).toObject();
        const QString id = chapter.value(QLatin1String("id")).toString();
        chapterIds.append(id);
        total += chapter.value(QLatin1String("questions")).toArray().size();
        if (id == chapterId && index < 0)
            index = i;
    }
    if (index < 0) {
        error = tr("the pack has no chapter '%1' (its chapters: %2)").arg(chapterId, chapterIds.join(QLatin1String(", ")));
        return std::nullopt;
    }
    QJsonObject chapter = chapters.at(index).toObject();
    QJsonArray list = chapter.value(QLatin1String("questions")).toArray();
    if (list.size() + questions.size() > PackLimits::maxQuestionsPerChapter) {
        error = tr("chapter '%1' would have %2 questions; a chapter holds at most %3").arg(chapterId).arg(list.size() + questions.size()).arg(PackLimits::maxQuestionsPerChapter);
        return std::nullopt;
    }
    if (total + questions.size() > PackLimits::maxQuestions) {
        error = tr("the pack would have %1 questions; a pack holds at most %2").arg(total + questions.size()).arg(PackLimits::maxQuestions);
        return std::nullopt;
    }
    if (questions.isEmpty())
        return manifest;

    const QByteArray newline = manifest.contains("\r\n") ? QByteArrayLiteral("\r\n") : QByteArrayLiteral("\n");
    const JsonLocator locator(manifest);
    const JsonPath chapterPath = JsonPath::field(QStringLiteral("chapters")) / index;
    const auto chapterSpan = locator.span(chapterPath);
    const auto idSpan = locator.span(chapterPath / QStringLiteral("id"));
    if (!chapterSpan || !idSpan) {
        error = tr("chapter '%1' could not be located in pack.json").arg(chapterId);
        return std::nullopt;
    }
    const QByteArray chapterIndent = lineIndent(manifest, chapterSpan->first);
    // The chapter's keys are indented like its "id"; one level is their step from the chapter.
    QByteArray memberIndent = onSameLine(manifest, chapterSpan->first, idSpan->first) ? chapterIndent + "  " : lineIndent(manifest, idSpan->first);
    QByteArray unit = memberIndent.startsWith(chapterIndent) && memberIndent.size() > chapterIndent.size()
        ? memberIndent.mid(chapterIndent.size()) : QByteArrayLiteral("  ");

    const auto objects = [&](const QByteArray &elementIndent) {
        QByteArray out;
        for (qsizetype i = 0; i < questions.size(); ++i) {
            if (i > 0)
                out += ',' + newline + elementIndent;
            QByteArray text = QuestionJson::write(questions.at(i), QString::fromUtf8(elementIndent), QString::fromUtf8(unit)).toUtf8();
            if (newline != "\n")
                text.replace("\n", newline);
            out += text;
        }
        return out;
    };

    QByteArray result;
    const auto questionsSpan = locator.span(chapterPath / QStringLiteral("questions"));
    if (questionsSpan && manifest.at(questionsSpan->first) == '[') {
        const qsizetype open = questionsSpan->first;
        qsizetype last = questionsSpan->second - 2; // before ']'
        while (last > open && QByteArrayView(" \t\r\n").contains(manifest.at(last)))
            --last;
        const QByteArray arrayIndent = lineIndent(manifest, open);
        if (last == open) {
            // "questions": []
            const QByteArray elementIndent = arrayIndent + unit;
            result = manifest.left(open) + '[' + newline + elementIndent + objects(elementIndent) + newline + arrayIndent + ']'
                + manifest.mid(questionsSpan->second);
        } else {
            const auto first = locator.span(chapterPath / QStringLiteral("questions") / 0);
            const QByteArray elementIndent = first && !onSameLine(manifest, open, first->first) ? lineIndent(manifest, first->first) : arrayIndent + unit;
            result = manifest.left(last + 1) + ',' + newline + elementIndent + objects(elementIndent) + manifest.mid(last + 1);
        }
    } else if (!questionsSpan) {
        qsizetype last = chapterSpan->second - 2; // before '}'
        while (last > chapterSpan->first && QByteArrayView(" \t\r\n").contains(manifest.at(last)))
            --last;
        const QByteArray elementIndent = memberIndent + unit;
        result = manifest.left(last + 1) + ',' + newline + memberIndent + "\"questions\": [" + newline + elementIndent
            + objects(elementIndent) + newline + memberIndent + ']' + manifest.mid(last + 1);
    } else {
        error = tr("chapter '%1': \"questions\" is not an array").arg(chapterId);
        return std::nullopt;
    }

    // The edit must be exactly the questions added.
    for (const QuestionSpec &q : questions)
        list.append(JsonParser::parse(QuestionJson::write(q).toUtf8()).value_or(QJsonValue()).toObject());
    chapter.insert(QStringLiteral("questions"), list);
    chapters.replace(index, chapter);
    root->insert(QStringLiteral("chapters"), chapters);
    QString reparseError;
    const std::optional<QJsonObject> reparsed = parseManifest(result, reparseError);
    if (!reparsed || *reparsed != *root) {
        error = tr("adding the questions to pack.json would change more than them; nothing was written");
        return std::nullopt;
    }
    return result;
}

} // namespace atlas
