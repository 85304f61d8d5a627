#include "moodleexport.h"

#include "maskquestion.h"
#include "questionjson.h"


namespace atlas {

namespace {

MoodleText plain(const QString &text)
{
    return MoodleText{text, MoodleTextFormat::Plain, 0};
}

// 1/k is a grade Moodle's import accepts for these k only (question_bank's grade list).
bool moodleHasShare(qsizetype k)
{
    return (k >= 1 && k <= 10) || k == 20;
}

} // namespace

QString MoodleExport::percentText(double fraction)
{
    return QString::number(fraction * 100, 'g', 7);
}

QString MoodleExport::numberText(double value)
{
    return QuestionJson::number(value);
}

QString MoodleExport::maskNote()
{
    //: Appended to a mask question exported to Moodle, where it becomes a multiple-answer question.
    return tr("(Each answer is one slot of the packed block: its position, its token and the document it belongs to. "
              "Select every slot that is a correct key.)");
}

MoodleQuestion MoodleExport::category(const QString &pack, const QString &chapter)
{
    const auto escaped = [](QString name) { return name.replace(QLatin1Char('/'), QLatin1String("//")); };
    MoodleQuestion q;
    q.type = QStringLiteral("category");
    q.category = QStringLiteral("$course$/") + escaped(pack) + QLatin1Char('/') + escaped(chapter);
    return q;
}

std::optional<MoodleQuestion> MoodleExport::convert(const QuestionSpec &question, const QString &language,
                                                    QStringList &notes)
{
    const auto text = [&](const LocalizedText &t, const QString &where) {
        const QString resolved = t.resolvedLanguage(language);
        const QString wanted = LocalizedText::normalizedLanguage(language);
        if (!resolved.isEmpty() && resolved != wanted && !wanted.startsWith(resolved + QLatin1Char('_')))
            notes.append(tr("question '%1': %2 has no '%3' text; the '%4' text is used").arg(question.id, where, language, resolved));
        return t.text(language);
    };
    // Correct answers sharing 100% equally: 1/k must be one of Moodle's grades.
    const auto noteShare = [&](qsizetype k) {
        if (!moodleHasShare(k))
            notes.append(tr("question '%1': Moodle's grade list has no share of 1/%2 for its %2 correct answers; "
                            "choose \"nearest grade\" when importing it into Moodle").arg(question.id).arg(k));
    };
    MoodleQuestion q;
    q.name = question.id;
    q.idNumber = question.id;
    q.text = plain(text(question.prompt, tr("the prompt")));
    q.generalFeedback = plain(text(question.explanation, tr("the explanation")));
    q.shuffle = question.shuffle;
    switch (question.type) {
    case QuestionType::Single:
    case QuestionType::Multiple: {
        q.type = QStringLiteral("multichoice");
        q.single = question.type == QuestionType::Single;
        const qsizetype k = question.correctChoices.size();
        for (qsizetype i = 0; i < question.choices.size(); ++i) {
            const ChoiceSpec &c = question.choices.at(i);
            MoodleAnswer a;
            a.text = plain(text(c.text, tr("choice %1").arg(i + 1)));
            a.feedback = plain(text(c.feedback, tr("the feedback of choice %1").arg(i + 1)));
            const bool correct = question.correctChoices.contains(static_cast<int>(i));
            a.fraction = q.single ? (correct ? 1.0 : 0.0) : (correct ? 1.0 / static_cast<double>(k) : -1.0);
            q.answers.append(a);
        }
        if (!q.single)
            noteShare(k);
        break;
    }
    case QuestionType::Numeric: {
        q.type = QStringLiteral("numerical");
        MoodleAnswer a;
        a.text = plain(numberText(question.numericAnswer));
        a.fraction = 1;
        a.tolerance = question.tolerance;
        q.answers.append(a);
        const QString unit = text(question.unit, tr("the unit"));
        if (!unit.isEmpty())
            q.units.append({unit, 1});
        break;
    }
    case QuestionType::Mask: {
        const std::optional<PackedBlock> block = MaskQuestion::block(question.mask);
        const QList<int> keys = MaskQuestion::allowedKeys(question.mask);
        if (!block || keys.isEmpty()) {
            notes.append(tr("question '%1': a mask question without a correct key is not exported").arg(question.id));
            return std::nullopt;
        }
        q.type = QStringLiteral("multichoice");
        q.single = false;
        q.shuffle = false; // slots in their order
        q.text.text += QStringLiteral("\n\n") + maskNote();
        for (Index slot = 0; slot < block->length(); ++slot) {
            const qint64 token = block->tokens[static_cast<std::size_t>(slot)];
            const QString label = question.mask.tokenLabels.value(token, QString::number(token));
            MoodleAnswer a;
            //: A mask question's slot as an answer in Moodle: "slot 3: cat (document 2)".
            a.text = plain(tr("slot %1: %2 (document %3)").arg(slot).arg(label).arg(block->documentIds[static_cast<std::size_t>(slot)] + 1));
            a.fraction = keys.contains(static_cast<int>(slot)) ? 1.0 / static_cast<double>(keys.size()) : -1.0;
            q.answers.append(a);
        }
        notes.append(tr("question '%1': a mask question, exported as a multiple-answer question over the %2 slots of its block")
                         .arg(question.id).arg(block->length()));
        noteShare(keys.size());
        break;
    }
    }
    return q;
}

} // namespace atlas
