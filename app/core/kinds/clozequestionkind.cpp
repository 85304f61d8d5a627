#include "clozequestionkind.h"


#include "core/clozecodes.h"
#include "core/moodleexportcontext.h"
#include "core/moodleimportcontext.h"
#include "core/questionkinds.h"

namespace atlas {

namespace {

// The pack kind of a Moodle sub-question.
QString kindOf(const MoodleQuestion &sub)
{
    if (sub.type == QLatin1String("shortanswer"))
        return QStringLiteral("short");
    if (sub.type == QLatin1String("numerical"))
        return QStringLiteral("numeric");
    return sub.single ? QStringLiteral("single") : QStringLiteral("multiple");
}

} // namespace

ClozeQuestionKind::ClozeQuestionKind() : GapQuestionKind(Rules{{QStringLiteral("single"), QStringLiteral("multiple"), QStringLiteral("short"), QStringLiteral("numeric")}, true, true})
{
}

QString ClozeQuestionKind::name() const
{
    return QStringLiteral("cloze");
}

bool ClozeQuestionKind::takesMoodle(const MoodleQuestion &question) const
{
    return question.type == QLatin1String("cloze") || question.type == QLatin1String("multianswer");
}

bool ClozeQuestionKind::fromMoodle(const MoodleQuestion &q, QuestionSpec &spec, MoodleImportContext &context) const
{
    // The codes are read from the question's text as the pack holds it (plain, its markup
    // and entities resolved), so that their answers are plain text too.
    const QString language = context.language();
    const QString prompt = spec.prompt.text(language);
    const QList<ClozeCodes::Code> codes = ClozeCodes::read(prompt);
    if (codes.isEmpty() || codes.size() > maxGaps) {
        context.warn(q.line, tr("skipped: %1 embedded answers in the text; a pack cloze question has 1 to %2").arg(codes.size()).arg(maxGaps));
        return false;
    }
    QString text;
    qsizetype at = 0;
    for (qsizetype i = 0; i < codes.size(); ++i) {
        const ClozeCodes::Code &code = codes.at(i);
        text += QStringView(prompt).mid(at, code.begin - at) + mark(static_cast<int>(i) + 1);
        at = code.end;
        if (code.tooManyAnswers) {
            context.warn(q.line, tr("skipped: gap %1 has more than %2 answers").arg(i + 1).arg(ClozeCodes::maxAnswers));
            return false;
        }
        MoodleQuestion sub = code.question;
        sub.line = q.line;
        for (MoodleAnswer &a : sub.answers)
            a.line = q.line;
        QuestionSpec gap;
        gap.id = spec.id + QStringLiteral("/gap") + QString::number(i + 1);
        gap.type = kindOf(sub);
        const int weight = std::clamp(code.weight, 1, maxWeight);
        if (weight != code.weight)
            context.warn(q.line, tr("gap %1's weight %2 is taken as %3: a pack gap weighs 1 to %4").arg(i + 1).arg(code.weight).arg(weight).arg(maxWeight));
        gap.weight = weight;
        if (!QuestionKinds::find(gap.type)->fromMoodle(sub, gap, context))
            return false;
        gap.shuffle = false;
        spec.gaps.push_back(std::move(gap));
    }
    text += QStringView(prompt).mid(at);
    spec.prompt.set(language, text);
    return true;
}

bool ClozeQuestionKind::toMoodle(const QuestionSpec &question, MoodleQuestion &q, MoodleExportContext &context) const
{
    if (context.target() == MoodleExportContext::Target::Gift) {
        context.note(tr("question '%1' skipped: GIFT has no embedded answers (a cloze question); export it to Moodle XML").arg(question.id));
        return false;
    }
    q.type = QStringLiteral("cloze");
    QStringList codes;
    for (std::size_t i = 0; i < question.gaps.size(); ++i) {
        const QuestionSpec &gap = question.gaps.at(i);
        MoodleQuestion sub;
        if (!QuestionKinds::of(gap).toMoodle(gap, sub, context))
            return false;
        if (!sub.units.isEmpty())
            context.note(tr("question '%1': gap %2's unit is left out: Moodle's embedded answers have no units").arg(question.id).arg(i + 1));
        codes.append(ClozeCodes::write(sub, gap.weight));
    }
    q.text.text = replaceMarks(q.text.text, [&codes](int gap, int) { return codes.value(gap - 1); });
    return true;
}

} // namespace atlas
