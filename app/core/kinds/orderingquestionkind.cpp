#include "orderingquestionkind.h"

#include "core/jsonreader.h"
#include "core/moodleexportcontext.h"
#include "core/moodleimportcontext.h"
#include "core/questionfields.h"
#include "core/questionjson.h"

#include <QJsonArray>

#include <algorithm>
#include <numeric>

namespace atlas {

namespace {

// What names an item whatever its position: its English text.
QString itemKey(const ChoiceSpec &item)
{
    return item.text.text(LocalizedText::defaultLanguage());
}

QList<int> identity(qsizetype n)
{
    QList<int> out(n);
    std::iota(out.begin(), out.end(), 0);
    return out;
}

// Whether `order` holds each of 0 … n − 1 once.
bool isPermutation(const QList<int> &order, qsizetype n)
{
    if (order.size() != n)
        return false;
    QList<int> sorted = order;
    std::sort(sorted.begin(), sorted.end());
    return sorted == identity(n);
}

} // namespace

QString OrderingQuestionKind::name() const
{
    return QStringLiteral("ordering");
}

QJsonObject OrderingQuestionKind::schema() const
{
    static_assert(minItems == 2 && maxItems == 10, "the schema below says 2 to 10 items");
    return schemaFromJson(R"json({
      "required": ["items"],
      "properties": {
        "items": {"type": "array", "items": {"$ref": "#/$defs/text"}, "minItems": 2, "maxItems": 10, "description": "the items in their right order"}
      }
    })json");
}

void OrderingQuestionKind::read(QuestionFields &fields, QuestionSpec &question) const
{
    const JsonPath itemsPath = fields.at(QStringLiteral("items"));
    const QJsonValue items = fields.value(QStringLiteral("items"));
    if (!fields.has(QStringLiteral("items"))) {
        fields.error(itemsPath, DiagnosticCode::Missing, tr("missing (the items in their right order: [text, text, …])"));
        return;
    }
    if (!items.isArray()) {
        fields.error(itemsPath, DiagnosticCode::WrongType, tr("expected an array of texts in their right order, got %1").arg(JsonReader::typeName(items)));
        return;
    }
    const QJsonArray list = items.toArray();
    if (list.size() < minItems || list.size() > maxItems) {
        fields.error(itemsPath, DiagnosticCode::OutOfRange, tr("expected %1 to %2 items, got %3").arg(minItems).arg(maxItems).arg(list.size()));
        return;
    }
    QStringList seen;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const std::optional<LocalizedText> text = fields.textValue(list.at(i), itemsPath / i);
        if (!text)
            continue;
        const QString english = text->text(LocalizedText::defaultLanguage());
        if (seen.contains(english))
            fields.error(itemsPath / i, DiagnosticCode::Duplicate, tr("the same text as an earlier item: a learner could not tell which goes first"));
        seen.append(english);
        question.choices.append(ChoiceSpec{*text, LocalizedText()});
    }
}

void OrderingQuestionKind::writeJson(const QuestionSpec &question, QuestionJsonMembers &members) const
{
    QStringList items;
    for (const ChoiceSpec &item : question.choices)
        items.append(QuestionJson::text(item.text));
    members.add(QStringLiteral("items"), members.itemLines(items));
}

bool OrderingQuestionKind::takesMoodle(const MoodleQuestion &question) const
{
    return question.type == QLatin1String("ordering");
}

bool OrderingQuestionKind::fromMoodle(const MoodleQuestion &q, QuestionSpec &spec, MoodleImportContext &context) const
{
    for (qsizetype i = 0; i < q.answers.size(); ++i) {
        const LocalizedText item = context.text(q.answers.at(i).text, tr("item %1").arg(i + 1));
        if (item.isEmpty())
            continue; // Moodle drops blank items too
        spec.choices.append(ChoiceSpec{item, LocalizedText()});
    }
    if (spec.choices.size() < minItems || spec.choices.size() > maxItems) {
        context.warn(q.line, tr("skipped: %1 items; a pack ordering question has %2 to %3").arg(spec.choices.size()).arg(minItems).arg(maxItems));
        return false;
    }
    QStringList seen;
    for (const ChoiceSpec &item : std::as_const(spec.choices)) {
        if (seen.contains(itemKey(item))) {
            context.warn(q.line, tr("skipped: two items read \"%1\"; a learner could not tell which goes first").arg(itemKey(item)));
            return false;
        }
        seen.append(itemKey(item));
    }
    // Moodle's defaults when the element is missing: graded relative to the next item, and
    // at most 6 items shown, picked at random. (Its GIFT reader takes a count of 2 as 6.)
    const QString grading = q.options.value(QStringLiteral("gradingtype")).trimmed().toUpper();
    static const QStringList sameRule{QString(), QStringLiteral("RELATIVE"), QStringLiteral("REL"), QStringLiteral("RELATIVE_NEXT_EXCLUDE_LAST"),
                                      QStringLiteral("1")};
    if (!sameRule.contains(grading))
        context.warn(q.line, tr("graded here by adjacent pairs (Moodle's \"relative to the next item, excluding the last\"), not by %1")
                                 .arg(q.options.value(QStringLiteral("gradingtype")).trimmed()));
    const QString select = q.options.value(QStringLiteral("selecttype")).trimmed().toUpper();
    const bool all = select == QLatin1String("ALL") || select == QLatin1String("EXACT") || select == QLatin1String("0");
    bool countRead = false;
    const int count = q.options.value(QStringLiteral("selectcount"), QStringLiteral("6")).trimmed().toInt(&countRead);
    const int shown = countRead && count >= 2 ? count : 6;
    if (!all && shown < spec.choices.size())
        context.warn(q.line, tr("all %1 items are shown here; Moodle shows %2 of them").arg(spec.choices.size()).arg(shown));
    return true;
}

bool OrderingQuestionKind::toMoodle(const QuestionSpec &question, MoodleQuestion &q, MoodleExportContext &context) const
{
    q.type = QStringLiteral("ordering");
    for (qsizetype i = 0; i < question.choices.size(); ++i) {
        MoodleAnswer a;
        a.text = context.text(question.choices.at(i).text, tr("item %1").arg(i + 1));
        a.fraction = static_cast<double>(i + 1); // Moodle's ordering keeps the position here
        q.answers.append(a);
    }
    q.options.insert(QStringLiteral("layouttype"), QStringLiteral("VERTICAL"));
    q.options.insert(QStringLiteral("selecttype"), QStringLiteral("ALL"));
    q.options.insert(QStringLiteral("selectcount"), QString::number(question.choices.size()));
    q.options.insert(QStringLiteral("gradingtype"), QStringLiteral("RELATIVE_NEXT_EXCLUDE_LAST"));
    q.options.insert(QStringLiteral("showgrading"), QStringLiteral("SHOW"));
    return true;
}

GradeResult OrderingQuestionKind::grade(const QuestionSpec &question, const QuizAnswer &answer) const
{
    const qsizetype n = question.choices.size();
    if (!isPermutation(answer.selection, n))
        return GradeResult::invalid(tr("Put every item in the list once."));
    GradeResult r;
    r.pickedChoices = answer.selection;
    r.correctChoices = identity(n);
    qsizetype pairs = 0;
    for (qsizetype i = 0; i + 1 < n; ++i)
        pairs += answer.selection.at(i + 1) == answer.selection.at(i) + 1 ? 1 : 0;
    r.fraction = n > 1 ? static_cast<double>(pairs) / static_cast<double>(n - 1) : 1;
    r.outcome = pairs == n - 1 ? GradeResult::Outcome::Correct : GradeResult::Outcome::Incorrect;
    return r;
}

QJsonValue OrderingQuestionKind::answerToJson(const QuizAnswer &answer) const
{
    return QuizAnswer::indicesToJson(answer.selection);
}

std::optional<QuizAnswer> OrderingQuestionKind::answerFromJson(const QJsonValue &value) const
{
    if (const std::optional<QList<int>> indices = QuizAnswer::indicesFromJson(value))
        return QuizAnswer::choices(*indices);
    return std::nullopt;
}

QuizAnswer OrderingQuestionKind::correctAnswer(const QuestionSpec &question) const
{
    return QuizAnswer::choices(identity(question.choices.size()));
}

QString OrderingQuestionKind::describeAnswer(const QuestionSpec &question, const QuizAnswer &answer, const QString &language,
                                             const QLocale &) const
{
    QStringList items;
    for (int i : answer.selection)
        if (i >= 0 && i < question.choices.size())
            items.append(question.choices.at(i).text.text(language));
    //: Between the items of an ordering question's answer, in the learner's order: "QKᵀ → softmax → ·V".
    return items.join(tr(" → "));
}

int OrderingQuestionKind::itemCount(const QuestionSpec &question) const
{
    return static_cast<int>(question.choices.size());
}

QStringList OrderingQuestionKind::answerKeys(const QuestionSpec &question, const QuizAnswer &answer) const
{
    QStringList keys;
    for (int i : answer.selection)
        keys.append(i >= 0 && i < question.choices.size() ? itemKey(question.choices.at(i)) : QString());
    return keys;
}

std::optional<QuizAnswer> OrderingQuestionKind::answerFromKeys(const QuestionSpec &question, const QStringList &keys) const
{
    if (keys.size() != question.choices.size())
        return std::nullopt;
    QList<int> order;
    for (const QString &key : keys) {
        const auto found = std::find_if(question.choices.cbegin(), question.choices.cend(),
                                        [&key](const ChoiceSpec &c) { return itemKey(c) == key; });
        if (found == question.choices.cend())
            return std::nullopt;
        order.append(static_cast<int>(found - question.choices.cbegin()));
    }
    return QuizAnswer::choices(order);
}

QList<int> OrderingQuestionKind::startingOrder(QList<int> order)
{
    if (order == identity(order.size()))
        std::reverse(order.begin(), order.end());
    return order;
}

QStringList OrderingQuestionKind::printLines(const QuestionSpec &question, const QString &language, const QLocale &) const
{
    // The items in alphabetical order (reversed, if that is the right one), a blank before each
    // for its place.
    QList<int> order(question.choices.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        return QString::localeAwareCompare(question.choices.at(a).text.text(language), question.choices.at(b).text.text(language)) < 0;
    });
    QStringList lines;
    for (int i : startingOrder(order))
        lines.append(QStringLiteral("___ ") + question.choices.at(i).text.text(language));
    return lines;
}

} // namespace atlas
