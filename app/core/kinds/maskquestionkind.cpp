#include "maskquestionkind.h"

#include "maskquestionreader.h"

#include "core/maskquestion.h"
#include "core/moodleexportcontext.h"
#include "core/questionjson.h"

#include <QSet>

#include <algorithm>

namespace atlas {

namespace {

QString paramsJson(const MaskQuestionSpec &m)
{
    QStringList documents;
    for (const auto &document : m.documents) {
        QStringList tokens;
        for (std::int64_t token : document)
            tokens.append(QString::number(token));
        documents.append(QLatin1Char('[') + tokens.join(QLatin1String(", ")) + QLatin1Char(']'));
    }
    QString out = QStringLiteral("{\"documents\": [") + documents.join(QLatin1String(", ")) + QStringLiteral("], \"block_length\": ")
        + QString::number(m.blockLength) + QStringLiteral(", \"bos\": ") + QString::number(m.bos) + QStringLiteral(", \"eos\": ")
        + QString::number(m.eos) + QStringLiteral(", \"block\": ") + QString::number(m.block) + QStringLiteral(", \"query\": ")
        + QString::number(m.query);
    if (m.rule == MaskQuestionSpec::Rule::Induction)
        out += QStringLiteral(", \"rule\": \"induction\"");
    if (!m.tokenLabels.isEmpty()) {
        QList<qint64> ids = m.tokenLabels.keys();
        std::sort(ids.begin(), ids.end());
        QStringList labels;
        for (qint64 id : ids)
            labels.append(QuestionJson::string(QString::number(id)) + QStringLiteral(": ") + QuestionJson::string(m.tokenLabels.value(id)));
        out += QStringLiteral(", \"token_labels\": {") + labels.join(QLatin1String(", ")) + QLatin1Char('}');
    }
    return out + QLatin1Char('}');
}

} // namespace

QString MaskQuestionKind::name() const
{
    return QStringLiteral("mask");
}

QJsonObject MaskQuestionKind::schema() const
{
    return schemaFromJson(R"json({
      "required": ["params"],
      "properties": {
        "params": {"$ref": "#/$defs/params-mask"},
        "answer": {"type": "array", "items": {"type": "integer", "minimum": 0}, "description": "the allowed keys' positions; the engine's answer is the judge"}
      },
      "$defs": {
        "params-mask": {
          "description": "A mask question's packed block (docs/pack-format.md, \"mask\"): written as token ids, or taken from the chapter's texts with \"from_chapter\": true.",
          "type": "object",
          "properties": {
            "documents": {"type": "array", "minItems": 1, "items": {"type": "array", "items": {"type": "integer"}}},
            "from_chapter": {"type": "boolean"},
            "block_length": {"type": "integer", "minimum": 1, "maximum": 64},
            "bos": {"type": "integer"},
            "eos": {"type": "integer"},
            "block": {"type": "integer", "minimum": 0},
            "query": {"type": "integer", "minimum": 0, "maximum": 63},
            "token_labels": {
              "description": "How tokens are shown: token id (an integer, as a key) → a label of 1 to 24 characters.",
              "type": "object", "propertyNames": {"pattern": "^-?[0-9]{1,18}$"},
              "additionalProperties": {"type": "string", "minLength": 1, "maxLength": 24}
            },
            "rule": {"enum": ["allowed", "induction"]}
          },
          "if": {"required": ["from_chapter"], "properties": {"from_chapter": {"const": true}}},
          "then": {"not": {"anyOf": [{"required": ["documents"]}, {"required": ["bos"]}, {"required": ["eos"]}]}},
          "else": {"required": ["documents", "block_length", "bos", "eos", "query"]}
        }
      }
    })json");
}

void MaskQuestionKind::read(QuestionFields &fields, QuestionSpec &question) const
{
    MaskQuestionReader::read(fields, question);
}

void MaskQuestionKind::writeJson(const QuestionSpec &question, QuestionJsonMembers &members) const
{
    members.add(QStringLiteral("params"), paramsJson(question.mask));
    if (question.mask.authoredAnswer)
        members.add(QStringLiteral("answer"), QuestionJson::integers(*question.mask.authoredAnswer));
}

QString MaskQuestionKind::moodleNote()
{
    //: Appended to a mask question exported to Moodle, where it becomes a multiple-answer question.
    return tr("(Each answer is one slot of the packed block: its position, its token and the document it belongs to. "
              "Select every slot that is a correct key.)");
}

bool MaskQuestionKind::toMoodle(const QuestionSpec &question, MoodleQuestion &q, MoodleExportContext &context) const
{
    const std::optional<PackedBlock> block = MaskQuestion::block(question.mask);
    const QList<int> keys = MaskQuestion::allowedKeys(question.mask);
    if (!block || keys.isEmpty()) {
        context.note(tr("question '%1': a mask question without a correct key is not exported").arg(question.id));
        return false;
    }
    q.type = QStringLiteral("multichoice");
    q.single = false;
    q.shuffle = false; // slots in their order
    q.text.text += QStringLiteral("\n\n") + moodleNote();
    for (Index slot = 0; slot < block->length(); ++slot) {
        const qint64 token = block->tokens[static_cast<std::size_t>(slot)];
        const QString label = question.mask.tokenLabels.value(token, QString::number(token));
        MoodleAnswer a;
        //: A mask question's slot as an answer in Moodle: "slot 3: cat (document 2)".
        a.text = MoodleExportContext::plain(tr("slot %1: %2 (document %3)").arg(slot).arg(label).arg(block->documentIds[static_cast<std::size_t>(slot)] + 1));
        a.fraction = keys.contains(static_cast<int>(slot)) ? 1.0 / static_cast<double>(keys.size()) : -1.0;
        q.answers.append(a);
    }
    context.note(tr("question '%1': a mask question, exported as a multiple-answer question over the %2 slots of its block")
                     .arg(question.id).arg(block->length()));
    context.noteShare(keys.size());
    return true;
}

GradeResult MaskQuestionKind::grade(const QuestionSpec &question, const QuizAnswer &answer) const
{
    const std::optional<PackedBlock> block = MaskQuestion::block(question.mask);
    if (!block)
        return GradeResult::invalid(tr("This question's block cannot be built."));
    QList<int> picked = answer.selection;
    std::sort(picked.begin(), picked.end());
    picked.erase(std::unique(picked.begin(), picked.end()), picked.end());
    if (picked.isEmpty())
        return GradeResult::invalid(tr("Select at least one key."));
    for (int slot : picked)
        if (slot < 0 || slot >= block->length())
            return GradeResult::invalid(tr("Slot %1 is not in the block.").arg(slot));
    GradeResult r;
    r.correctKeys = MaskQuestion::allowedKeys(question.mask);
    const QSet<int> chosen(picked.begin(), picked.end());
    const QSet<int> allowed(r.correctKeys.begin(), r.correctKeys.end());
    for (int k : r.correctKeys)
        if (!chosen.contains(k))
            r.missedKeys.append(k);
    for (int k : picked)
        if (!allowed.contains(k))
            r.extraKeys.append(k);
    r.outcome = r.missedKeys.isEmpty() && r.extraKeys.isEmpty() ? GradeResult::Outcome::Correct : GradeResult::Outcome::Incorrect;
    r.fraction = r.isCorrect() ? 1 : 0;
    return r;
}

QJsonValue MaskQuestionKind::answerToJson(const QuizAnswer &answer) const
{
    return QuizAnswer::indicesToJson(answer.selection);
}

std::optional<QuizAnswer> MaskQuestionKind::answerFromJson(const QJsonValue &value) const
{
    if (const std::optional<QList<int>> slots = QuizAnswer::indicesFromJson(value))
        return QuizAnswer::keys(*slots);
    return std::nullopt;
}

QuizAnswer MaskQuestionKind::correctAnswer(const QuestionSpec &question) const
{
    return QuizAnswer::keys(MaskQuestion::allowedKeys(question.mask));
}

QString MaskQuestionKind::describeAnswer(const QuestionSpec &, const QuizAnswer &answer, const QString &, const QLocale &) const
{
    if (answer.selection.isEmpty())
        return tr("no key selected");
    QStringList slots;
    for (int slot : answer.selection)
        slots.append(QString::number(slot));
    //: The key slots of a mask answer, e.g. "keys 5, 6, 7" (or "key 5"); %n is how many there are.
    return tr("key(s) %1", nullptr, int(slots.size())).arg(slots.join(QLatin1String(", ")));
}

QStringList MaskQuestionKind::printLines(const QuestionSpec &question, const QString &, const QLocale &) const
{
    // The block's slots, a box each to tick the keys.
    const std::optional<PackedBlock> block = MaskQuestion::block(question.mask);
    if (!block)
        return {};
    QStringList lines;
    for (Index slot = 0; slot < block->length(); ++slot) {
        const qint64 token = block->tokens[static_cast<std::size_t>(slot)];
        const QString label = question.mask.tokenLabels.value(token, QString::number(token));
        lines.append(QStringLiteral("☐ ") + tr("slot %1: %2 (document %3)").arg(slot).arg(label).arg(block->documentIds[static_cast<std::size_t>(slot)] + 1));
    }
    return lines;
}

} // namespace atlas
