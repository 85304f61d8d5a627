#include "gapquestionkind.h"

#include "core/jsonreader.h"
#include "core/packschema.h"
#include "core/questionfields.h"
#include "core/questionjson.h"
#include "core/questionkinds.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace atlas {

namespace {

const QRegularExpression &markPattern()
{
    static const QRegularExpression pattern(QStringLiteral("\\[\\[([0-9]{1,3})\\]\\]"));
    return pattern;
}

} // namespace

QList<int> GapQuestionKind::marks(const QString &text)
{
    QList<int> out;
    QRegularExpressionMatchIterator it = markPattern().globalMatch(text);
    while (it.hasNext())
        out.append(it.next().captured(1).toInt());
    return out;
}

QString GapQuestionKind::mark(int gap)
{
    return QStringLiteral("[[%1]]").arg(gap);
}

QString GapQuestionKind::presentPrompt(const QString &prompt) const
{
    QString out = prompt;
    return out.replace(markPattern(), QStringLiteral("___(\\1)___"));
}

QString GapQuestionKind::replaceMarks(const QString &text, const std::function<QString(int gap, int index)> &replacement)
{
    QString out;
    qsizetype at = 0;
    int index = 0;
    QRegularExpressionMatchIterator it = markPattern().globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        out += QStringView(text).mid(at, m.capturedStart(0) - at);
        out += replacement(m.captured(1).toInt(), index++);
        at = m.capturedEnd(0);
    }
    return out + QStringView(text).mid(at);
}

QJsonObject GapQuestionKind::schema() const
{
    static_assert(maxGaps == 12, "the schema below says 1 to 12 gaps");
    // A gap is a question of its kind: that kind's own fragment is its schema.
    QJsonObject gap;
    if (rules_.typed) {
        QJsonArray cases;
        for (const QString &kind : rules_.kinds)
            cases.append(QJsonObject{{QStringLiteral("if"), QJsonObject{{QStringLiteral("properties"), QJsonObject{{QStringLiteral("type"), QJsonObject{{QStringLiteral("const"), kind}}}}}}},
                                     {QStringLiteral("then"), QJsonObject{{QStringLiteral("$ref"), PackSchema::kindReference(kind)}}}});
        gap.insert(QStringLiteral("type"), QStringLiteral("object"));
        gap.insert(QStringLiteral("required"), QJsonArray{QStringLiteral("type")});
        QJsonObject properties{{QStringLiteral("type"), QJsonObject{{QStringLiteral("enum"), QJsonArray::fromStringList(rules_.kinds)}}}};
        gap.insert(QStringLiteral("properties"), properties);
        gap.insert(QStringLiteral("allOf"), cases);
    } else {
        gap.insert(QStringLiteral("$ref"), PackSchema::kindReference(rules_.kinds.constFirst()));
    }
    if (rules_.weighted) {
        static_assert(maxWeight == 100, "the schema below says weights 1 to 100");
        QJsonObject properties = gap.value(QLatin1String("properties")).toObject();
        properties.insert(QStringLiteral("weight"), schemaFromJson(R"json({"type": "integer", "minimum": 1, "maximum": 100, "default": 1, "description": "the gap's share of the credit"})json"));
        gap.insert(QStringLiteral("properties"), properties);
    }
    QJsonObject gaps = schemaFromJson(R"json({"type": "array", "minItems": 1, "maxItems": 12,
      "description": "the gaps the prompt marks [[1]], [[2]], …, each marked once in every language; each gap is a question of its kind without a prompt"})json");
    gaps.insert(QStringLiteral("items"), gap);
    return QJsonObject{{QStringLiteral("required"), QJsonArray{QStringLiteral("gaps")}},
                       {QStringLiteral("properties"), QJsonObject{{QStringLiteral("gaps"), gaps}}}};
}

void GapQuestionKind::read(QuestionFields &fields, QuestionSpec &question) const
{
    const JsonPath gapsPath = fields.at(QStringLiteral("gaps"));
    const QJsonValue gaps = fields.value(QStringLiteral("gaps"));
    if (!fields.has(QStringLiteral("gaps"))) {
        fields.error(gapsPath, DiagnosticCode::Missing, tr("missing (the gaps the prompt marks [[1]], [[2]], …: [{…}, …])"));
        return;
    }
    if (!gaps.isArray()) {
        fields.error(gapsPath, DiagnosticCode::WrongType, tr("expected an array of gaps, got %1").arg(JsonReader::typeName(gaps)));
        return;
    }
    const QJsonArray list = gaps.toArray();
    if (list.isEmpty() || list.size() > maxGaps) {
        fields.error(gapsPath, DiagnosticCode::OutOfRange, tr("expected 1 to %1 gaps, got %2").arg(maxGaps).arg(list.size()));
        return;
    }
    for (qsizetype i = 0; i < list.size(); ++i) {
        const JsonPath path = gapsPath / i;
        if (!list.at(i).isObject()) {
            fields.error(path, DiagnosticCode::WrongType, tr("expected a gap {…}, got %1").arg(JsonReader::typeName(list.at(i))));
            continue;
        }
        const QJsonObject object = list.at(i).toObject();
        QString type = rules_.kinds.constFirst();
        if (rules_.typed) {
            const QJsonValue t = object.value(QLatin1String("type"));
            if (!t.isString() || !rules_.kinds.contains(t.toString())) {
                fields.error(path / QStringLiteral("type"), t.isUndefined() ? DiagnosticCode::Missing : DiagnosticCode::Reference,
                             tr("expected the gap's kind, one of %1").arg(rules_.kinds.join(QLatin1String(", "))));
                continue;
            }
            type = t.toString();
        }
        const QuestionKind *kind = QuestionKinds::find(type);
        QStringList known = kind->fieldNames();
        if (rules_.typed)
            known.append(QStringLiteral("type"));
        if (rules_.weighted)
            known.append(QStringLiteral("weight"));
        fields.unknownKeys(object, path, known);
        QuestionSpec gap;
        gap.id = question.id + QStringLiteral("/gap") + QString::number(i + 1);
        gap.chapterId = question.chapterId;
        gap.type = type;
        gap.shuffle = false; // a gap's choices are offered as written
        if (rules_.weighted && object.contains(QLatin1String("weight"))) {
            const QJsonValue w = object.value(QLatin1String("weight"));
            const double value = w.toDouble(-1);
            if (!w.isDouble() || value != std::floor(value) || value < 1 || value > maxWeight)
                fields.error(path / QStringLiteral("weight"), DiagnosticCode::OutOfRange,
                             tr("expected the gap's share of the credit, a whole number from 1 to %1").arg(maxWeight));
            else
                gap.weight = static_cast<int>(value);
        }
        QuestionFields gapFields(object, path, fields.chapterParams(), fields.manifest());
        kind->read(gapFields, gap);
        question.gaps.push_back(std::move(gap));
    }
    // Every gap marked once in each language, and nothing else marked.
    const JsonPath promptPath = fields.at(QStringLiteral("prompt"));
    const int n = static_cast<int>(list.size());
    for (const QString &language : question.prompt.languages()) {
        QList<int> found = marks(question.prompt.text(language));
        std::sort(found.begin(), found.end());
        QStringList problems;
        for (int gap = 1; gap <= n; ++gap) {
            const auto count = found.count(gap);
            if (count == 0)
                problems.append(tr("%1 is missing").arg(mark(gap)));
            else if (count > 1)
                problems.append(tr("%1 is there %2 times").arg(mark(gap)).arg(count));
        }
        for (qsizetype k = 0; k < found.size(); ++k) // sorted: a stray mark's repeats are neighbours
            if ((found.at(k) < 1 || found.at(k) > n) && (k == 0 || found.at(k - 1) != found.at(k)))
                problems.append(tr("%1 marks no gap").arg(mark(found.at(k))));
        if (!problems.isEmpty())
            fields.error(fields.value(QStringLiteral("prompt")).isObject() ? promptPath / language : promptPath,
                         DiagnosticCode::Inconsistent,
                         tr("expected each of the %n gap(s) marked once ([[1]] …): %1", nullptr, n).arg(problems.join(QLatin1String("; "))));
    }
}

void GapQuestionKind::writeJson(const QuestionSpec &question, QuestionJsonMembers &members) const
{
    QStringList gaps;
    for (const QuestionSpec &gap : question.gaps) {
        QuestionJsonMembers gapMembers = members.item();
        if (rules_.typed)
            gapMembers.add(QStringLiteral("type"), QuestionJson::string(gap.type));
        if (rules_.weighted && gap.weight != 1)
            gapMembers.add(QStringLiteral("weight"), QString::number(gap.weight));
        QuestionKinds::of(gap).writeJson(gap, gapMembers);
        gaps.append(gapMembers.object());
    }
    members.add(QStringLiteral("gaps"), members.itemLines(gaps));
}

GradeResult GapQuestionKind::grade(const QuestionSpec &question, const QuizAnswer &answer) const
{
    const std::size_t n = question.gaps.size();
    if (answer.gaps.size() != n)
        return GradeResult::invalid(tr("Fill every gap."));
    GradeResult r;
    double earned = 0;
    double weights = 0;
    bool allRight = true;
    for (std::size_t i = 0; i < n; ++i) {
        const QuestionSpec &gap = question.gaps.at(i);
        GradeResult g = QuestionKinds::of(gap).grade(gap, answer.gaps.at(i));
        if (!g.isValid())
            //: A gap question's answer is not complete: "Gap 2: Type a number."
            return GradeResult::invalid(tr("Gap %1: %2").arg(i + 1).arg(g.invalidReason));
        earned += gap.weight * g.fraction;
        weights += gap.weight;
        allRight = allRight && g.isCorrect();
        r.gaps.push_back(std::move(g));
    }
    r.fraction = allRight ? 1.0 : (weights > 0 ? earned / weights : 0);
    r.outcome = allRight ? GradeResult::Outcome::Correct : GradeResult::Outcome::Incorrect;
    return r;
}

QJsonValue GapQuestionKind::answerToJson(const QuizAnswer &answer) const
{
    QJsonArray out;
    for (const QuizAnswer &gap : answer.gaps) {
        if (!gap.selection.isEmpty())
            out.append(QuizAnswer::indicesToJson(gap.selection));
        else if (std::isfinite(gap.number))
            out.append(gap.number);
        else if (!gap.text.isEmpty())
            out.append(gap.text);
        else
            out.append(QJsonValue());
    }
    return out;
}

std::optional<QuizAnswer> GapQuestionKind::answerFromJson(const QJsonValue &value) const
{
    if (!value.isArray() || value.toArray().size() > maxGaps)
        return std::nullopt;
    QuizAnswer out;
    for (const QJsonValue &gap : value.toArray()) {
        if (gap.isArray()) {
            const std::optional<QList<int>> indices = QuizAnswer::indicesFromJson(gap);
            if (!indices)
                return std::nullopt;
            out.gaps.push_back(QuizAnswer::choices(*indices));
        } else if (gap.isDouble() && std::isfinite(gap.toDouble())) {
            out.gaps.push_back(QuizAnswer::numeric(gap.toDouble()));
        } else if (gap.isString() && gap.toString().size() <= 1000) {
            out.gaps.push_back(QuizAnswer::typed(gap.toString()));
        } else if (gap.isNull()) {
            out.gaps.push_back(QuizAnswer());
        } else {
            return std::nullopt;
        }
    }
    return out;
}

QuizAnswer GapQuestionKind::correctAnswer(const QuestionSpec &question) const
{
    QuizAnswer out;
    for (const QuestionSpec &gap : question.gaps)
        out.gaps.push_back(QuestionKinds::of(gap).correctAnswer(gap));
    return out;
}

QString GapQuestionKind::describeAnswer(const QuestionSpec &question, const QuizAnswer &answer, const QString &language,
                                       const QLocale &locale) const
{
    QStringList parts;
    for (std::size_t i = 0; i < question.gaps.size(); ++i) {
        const QuestionSpec &gap = question.gaps.at(i);
        const QuizAnswer given = i < answer.gaps.size() ? answer.gaps.at(i) : QuizAnswer();
        const QString text = QuestionKinds::of(gap).grade(gap, given).isValid() ? QuestionKinds::of(gap).describeAnswer(gap, given, language, locale)
                                                                                //: A gap of a gap question left empty.
                                                                                : tr("(empty)");
        //: One gap's answer in a list of them: "(1) the weights".
        parts.append(tr("(%1) %2").arg(i + 1).arg(text));
    }
    return parts.join(QLatin1String("; "));
}

QString GapQuestionKind::describeCorrect(const QuestionSpec &question, const QString &language, const QLocale &locale) const
{
    QStringList parts;
    for (std::size_t i = 0; i < question.gaps.size(); ++i) {
        const QuestionSpec &gap = question.gaps.at(i);
        parts.append(tr("(%1) %2").arg(i + 1).arg(QuestionKinds::of(gap).describeCorrect(gap, language, locale)));
    }
    return parts.join(QLatin1String("; "));
}

QStringList GapQuestionKind::printLines(const QuestionSpec &question, const QString &language, const QLocale &locale) const
{
    // A line per gap: its number, then what its own kind prints, side by side.
    QStringList lines;
    for (std::size_t i = 0; i < question.gaps.size(); ++i) {
        const QuestionSpec &gap = question.gaps.at(i);
        lines.append(QStringLiteral("(%1) ").arg(i + 1) + QuestionKinds::of(gap).printLines(gap, language, locale).join(QLatin1String("    ")));
    }
    return lines;
}

} // namespace atlas
