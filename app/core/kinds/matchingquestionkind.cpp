#include "matchingquestionkind.h"

#include "core/jsonreader.h"
#include "core/moodleexportcontext.h"
#include "core/moodleimportcontext.h"
#include "core/questionfields.h"
#include "core/questionjson.h"

#include <QJsonArray>

#include <algorithm>

namespace atlas {

namespace {

// What names a match whatever its position: its English text.
QString matchKey(const ChoiceSpec &match)
{
    return match.text.text(LocalizedText::defaultLanguage());
}

// The index of the match whose English text is `key`, added when new.
int matchIndex(QuestionSpec &question, const LocalizedText &text)
{
    const QString key = text.text(LocalizedText::defaultLanguage());
    for (qsizetype i = 0; i < question.choices.size(); ++i)
        if (matchKey(question.choices.at(i)) == key)
            return static_cast<int>(i);
    question.choices.append(ChoiceSpec{text, LocalizedText()});
    return static_cast<int>(question.choices.size() - 1);
}

} // namespace

QString MatchingQuestionKind::name() const
{
    return QStringLiteral("matching");
}

QJsonObject MatchingQuestionKind::schema() const
{
    static_assert(minItems == 2 && maxItems == 12 && maxMatches - minItems == 14, "the schema below says 2 to 12 pairs, 14 distractors");
    return schemaFromJson(R"json({
      "required": ["pairs"],
      "properties": {
        "pairs": {"type": "array", "minItems": 2, "maxItems": 12, "items": {"type": "object", "required": ["item", "match"], "properties": {"item": {"$ref": "#/$defs/text"}, "match": {"$ref": "#/$defs/text"}}}},
        "distractors": {"type": "array", "items": {"$ref": "#/$defs/text"}, "maxItems": 14, "description": "matches that belong to no item"}
      }
    })json");
}

bool MatchingQuestionKind::hasShuffle() const
{
    return true;
}

void MatchingQuestionKind::read(QuestionFields &fields, QuestionSpec &question) const
{
    const JsonPath pairsPath = fields.at(QStringLiteral("pairs"));
    const QJsonValue pairs = fields.value(QStringLiteral("pairs"));
    if (!fields.has(QStringLiteral("pairs"))) {
        fields.error(pairsPath, DiagnosticCode::Missing, tr("missing (the items and their matches: [{\"item\": …, \"match\": …}, …])"));
        return;
    }
    if (!pairs.isArray()) {
        fields.error(pairsPath, DiagnosticCode::WrongType, tr("expected an array of pairs, got %1").arg(JsonReader::typeName(pairs)));
        return;
    }
    const QJsonArray list = pairs.toArray();
    if (list.size() < minItems || list.size() > maxItems) {
        fields.error(pairsPath, DiagnosticCode::OutOfRange, tr("expected %1 to %2 pairs, got %3").arg(minItems).arg(maxItems).arg(list.size()));
        return;
    }
    QStringList seenItems;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const JsonPath path = pairsPath / i;
        if (!list.at(i).isObject()) {
            fields.error(path, DiagnosticCode::WrongType, tr("expected a pair {\"item\": …, \"match\": …}, got %1").arg(JsonReader::typeName(list.at(i))));
            continue;
        }
        const QJsonObject pair = list.at(i).toObject();
        fields.unknownKeys(pair, path, {QStringLiteral("item"), QStringLiteral("match")});
        const std::optional<LocalizedText> item = fields.text(pair, QStringLiteral("item"), path, true);
        const std::optional<LocalizedText> match = fields.text(pair, QStringLiteral("match"), path, true);
        if (!item || !match)
            continue;
        const QString english = item->text(LocalizedText::defaultLanguage());
        if (seenItems.contains(english))
            fields.warning(path / QStringLiteral("item"), DiagnosticCode::Duplicate, tr("the same item as an earlier pair: a learner cannot tell them apart"));
        seenItems.append(english);
        question.items.append(*item);
        question.correctChoices.append(matchIndex(question, *match));
    }
    const qsizetype paired = question.choices.size();
    if (fields.has(QStringLiteral("distractors"))) {
        const JsonPath path = fields.at(QStringLiteral("distractors"));
        const QJsonValue value = fields.value(QStringLiteral("distractors"));
        if (!value.isArray()) {
            fields.error(path, DiagnosticCode::WrongType, tr("expected an array of texts, got %1").arg(JsonReader::typeName(value)));
        } else {
            const QJsonArray distractors = value.toArray();
            for (qsizetype i = 0; i < distractors.size(); ++i) {
                const std::optional<LocalizedText> text = fields.textValue(distractors.at(i), path / i);
                if (!text)
                    continue;
                const qsizetype before = question.choices.size();
                if (matchIndex(question, *text) < before)
                    fields.warning(path / i, DiagnosticCode::Duplicate, tr("the same text as a match or an earlier distractor: it is offered once"));
            }
        }
    }
    if (question.choices.size() > maxMatches)
        fields.error(fields.at(QStringLiteral("distractors")), DiagnosticCode::OutOfRange,
                     tr("expected at most %1 matches in all, got %2 (%3 from the pairs)").arg(maxMatches).arg(question.choices.size()).arg(paired));
}

void MatchingQuestionKind::writeJson(const QuestionSpec &question, QuestionJsonMembers &members) const
{
    QStringList pairs;
    for (qsizetype i = 0; i < question.items.size(); ++i)
        pairs.append(QStringLiteral("{\"item\": ") + QuestionJson::text(question.items.at(i)) + QStringLiteral(", \"match\": ")
                     + QuestionJson::text(question.choices.value(question.correctChoices.value(i)).text) + QLatin1Char('}'));
    members.add(QStringLiteral("pairs"), members.itemLines(pairs));
    QStringList distractors;
    for (qsizetype m = 0; m < question.choices.size(); ++m)
        if (!question.correctChoices.contains(static_cast<int>(m)))
            distractors.append(QuestionJson::text(question.choices.at(m).text));
    if (!distractors.isEmpty())
        members.add(QStringLiteral("distractors"), QLatin1Char('[') + distractors.join(QLatin1String(", ")) + QLatin1Char(']'));
}

bool MatchingQuestionKind::takesMoodle(const MoodleQuestion &question) const
{
    return question.type == QLatin1String("matching") || question.type == QLatin1String("match");
}

bool MatchingQuestionKind::fromMoodle(const MoodleQuestion &q, QuestionSpec &spec, MoodleImportContext &context) const
{
    spec.shuffle = q.shuffle;
    QList<const MoodleAnswer *> distractors;
    for (qsizetype i = 0; i < q.answers.size(); ++i) {
        const MoodleAnswer &a = q.answers.at(i);
        const int number = static_cast<int>(i) + 1;
        LocalizedText match;
        if (!a.match.trimmed().isEmpty())
            match.set(context.language(), a.match.trimmed());
        if (match.isEmpty()) {
            context.warn(a.line, tr("skipped: subquestion %1 has no answer to match").arg(number));
            return false;
        }
        const LocalizedText item = context.text(a.text, tr("subquestion %1").arg(number));
        if (item.isEmpty()) {
            distractors.append(&a); // Moodle's extra wrong answer: a subquestion without text
            continue;
        }
        spec.items.append(item);
        spec.correctChoices.append(matchIndex(spec, match));
    }
    for (const MoodleAnswer *a : std::as_const(distractors)) {
        LocalizedText match;
        match.set(context.language(), a->match.trimmed());
        matchIndex(spec, match);
    }
    if (spec.items.size() < minItems || spec.items.size() > maxItems || spec.choices.size() > maxMatches) {
        context.warn(q.line, tr("skipped: %1 subquestions and %2 answers; a pack matching question has %3 to %4 items and at most %5 matches")
                                 .arg(spec.items.size()).arg(spec.choices.size()).arg(minItems).arg(maxItems).arg(maxMatches));
        return false;
    }
    return true;
}

bool MatchingQuestionKind::toMoodle(const QuestionSpec &question, MoodleQuestion &q, MoodleExportContext &context) const
{
    q.type = QStringLiteral("matching");
    for (qsizetype i = 0; i < question.items.size(); ++i) {
        MoodleAnswer a;
        a.text = context.text(question.items.at(i), tr("item %1").arg(i + 1));
        a.match = context.text(question.choices.at(question.correctChoices.at(i)).text, tr("the match of item %1").arg(i + 1)).text;
        q.answers.append(a);
    }
    for (qsizetype m = 0; m < question.choices.size(); ++m) {
        if (question.correctChoices.contains(static_cast<int>(m)))
            continue;
        MoodleAnswer a; // a subquestion without text: a distractor
        a.match = context.text(question.choices.at(m).text, tr("distractor %1").arg(m + 1)).text;
        q.answers.append(a);
    }
    return true;
}

GradeResult MatchingQuestionKind::grade(const QuestionSpec &question, const QuizAnswer &answer) const
{
    const qsizetype n = question.items.size();
    if (answer.selection.size() != n || std::any_of(answer.selection.cbegin(), answer.selection.cend(), [](int m) { return m < 0; }))
        return GradeResult::invalid(tr("Choose a match for every item."));
    for (int m : answer.selection)
        if (m >= question.choices.size())
            return GradeResult::invalid(tr("Match %1 does not exist.").arg(qint64(m) + 1));
    GradeResult r;
    r.pickedChoices = answer.selection;
    r.correctChoices = question.correctChoices;
    qsizetype right = 0;
    for (qsizetype i = 0; i < n; ++i)
        right += answer.selection.at(i) == question.correctChoices.value(i) ? 1 : 0;
    r.fraction = n > 0 ? static_cast<double>(right) / static_cast<double>(n) : 0;
    r.outcome = right == n ? GradeResult::Outcome::Correct : GradeResult::Outcome::Incorrect;
    return r;
}

QJsonValue MatchingQuestionKind::answerToJson(const QuizAnswer &answer) const
{
    return QuizAnswer::indicesToJson(answer.selection);
}

std::optional<QuizAnswer> MatchingQuestionKind::answerFromJson(const QJsonValue &value) const
{
    if (const std::optional<QList<int>> indices = QuizAnswer::indicesFromJson(value))
        return QuizAnswer::choices(*indices);
    return std::nullopt;
}

QuizAnswer MatchingQuestionKind::correctAnswer(const QuestionSpec &question) const
{
    return QuizAnswer::choices(question.correctChoices);
}

QString MatchingQuestionKind::describeAnswer(const QuestionSpec &question, const QuizAnswer &answer, const QString &language,
                                             const QLocale &) const
{
    QStringList pairs;
    for (qsizetype i = 0; i < question.items.size(); ++i) {
        const int m = answer.selection.value(i, -1);
        const QString match = m >= 0 && m < question.choices.size() ? question.choices.at(m).text.text(language)
                                                                    //: An item of a matching question left without a match.
                                                                    : tr("no match");
        //: An item and the match chosen for it: "QKᵀ → the scores".
        pairs.append(tr("%1 → %2").arg(question.items.at(i).text(language), match));
    }
    return pairs.join(QLatin1String("; "));
}

int MatchingQuestionKind::itemCount(const QuestionSpec &question) const
{
    return static_cast<int>(question.choices.size());
}

QStringList MatchingQuestionKind::answerKeys(const QuestionSpec &question, const QuizAnswer &answer) const
{
    QStringList keys;
    for (int m : answer.selection)
        keys.append(m >= 0 && m < question.choices.size() ? matchKey(question.choices.at(m)) : QString());
    return keys;
}

std::optional<QuizAnswer> MatchingQuestionKind::answerFromKeys(const QuestionSpec &question, const QStringList &keys) const
{
    if (keys.size() != question.items.size())
        return std::nullopt;
    QList<int> indices;
    for (const QString &key : keys) {
        const auto found = std::find_if(question.choices.cbegin(), question.choices.cend(),
                                        [&key](const ChoiceSpec &c) { return matchKey(c) == key; });
        if (found == question.choices.cend())
            return std::nullopt;
        indices.append(static_cast<int>(found - question.choices.cbegin()));
    }
    return QuizAnswer::choices(indices);
}

QStringList MatchingQuestionKind::printLines(const QuestionSpec &question, const QString &language, const QLocale &) const
{
    // Each item with a blank, then the matches in alphabetical order (the authored order would
    // give the pairs away).
    QStringList lines;
    for (const LocalizedText &item : question.items)
        lines.append(tr("%1 → %2").arg(item.text(language), QStringLiteral("________")));
    QStringList matches;
    for (const ChoiceSpec &match : question.choices)
        matches.append(match.text.text(language));
    std::sort(matches.begin(), matches.end(), [](const QString &a, const QString &b) { return QString::localeAwareCompare(a, b) < 0; });
    //: On a printed handout, below a matching question's items: the matches to choose from.
    lines.append(tr("Matches: %1").arg(matches.join(QStringLiteral(" · "))));
    return lines;
}

} // namespace atlas
