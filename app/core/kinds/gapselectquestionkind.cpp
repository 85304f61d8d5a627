#include "gapselectquestionkind.h"


#include "core/moodleexportcontext.h"
#include "core/moodleimportcontext.h"
#include "core/packlimits.h"
#include "core/questionkinds.h"

#include <algorithm>

namespace atlas {

GapSelectQuestionKind::GapSelectQuestionKind() : GapQuestionKind(Rules{{QStringLiteral("single")}, false, false})
{
}

QString GapSelectQuestionKind::name() const
{
    return QStringLiteral("gapselect");
}

bool GapSelectQuestionKind::isMissingWord(const MoodleQuestion &q)
{
    if (q.type != QLatin1String("multichoice") || !q.single || q.blank <= 0 || q.answers.size() < 2 || q.answers.size() > PackLimits::maxChoices)
        return false;
    const auto full = std::count_if(q.answers.cbegin(), q.answers.cend(), [](const MoodleAnswer &a) { return MoodleImportContext::isFullCredit(a.fraction); });
    const auto none = std::count_if(q.answers.cbegin(), q.answers.cend(), [](const MoodleAnswer &a) { return a.fraction == 0; });
    return full == 1 && none == q.answers.size() - 1;
}

bool GapSelectQuestionKind::takesMoodle(const MoodleQuestion &question) const
{
    return question.type == QLatin1String("gapselect") || isMissingWord(question);
}

bool GapSelectQuestionKind::fromMoodle(const MoodleQuestion &q, QuestionSpec &spec, MoodleImportContext &context) const
{
    const QString language = context.language();
    const QuestionKind &single = *QuestionKinds::find(QStringLiteral("single"));
    if (isMissingWord(q)) {
        QuestionSpec gap;
        gap.id = spec.id + QStringLiteral("/gap1");
        gap.type = single.name();
        if (!single.fromMoodle(q, gap, context))
            return false;
        gap.shuffle = false;
        spec.gaps.push_back(std::move(gap));
        QString prompt = spec.prompt.text(language);
        if (const qsizetype at = MoodleQuestion::blankAt(prompt, q.blank); at >= 0)
            prompt.replace(at, MoodleQuestion::missingWordBlank().size(), mark(1));
        spec.prompt.set(language, prompt);
        return true;
    }
    // Moodle's [[k]] names option k; the gap offers every option of k's group.
    const QList<int> written = marks(spec.prompt.text(language));
    if (written.isEmpty() || written.size() > maxGaps) {
        context.warn(q.line, tr("skipped: %1 gaps in the text; a pack gap-select question has 1 to %2").arg(written.size()).arg(maxGaps));
        return false;
    }
    for (int k : written) {
        if (k < 1 || k > q.answers.size()) {
            context.warn(q.line, tr("skipped: the text's gap [[%1]] names no choice (there are %2)").arg(k).arg(q.answers.size()));
            return false;
        }
        const int group = q.answers.at(k - 1).group;
        QuestionSpec gap;
        gap.id = spec.id + QStringLiteral("/gap") + QString::number(spec.gaps.size() + 1);
        gap.type = single.name();
        gap.shuffle = false;
        for (qsizetype i = 0; i < q.answers.size(); ++i) {
            if (q.answers.at(i).group != group)
                continue;
            if (i == k - 1)
                gap.correctChoices = {static_cast<int>(gap.choices.size())};
            gap.choices.append(ChoiceSpec{context.text(q.answers.at(i).text, tr("choice %1").arg(i + 1)), LocalizedText()});
        }
        if (gap.choices.size() < 2 || gap.choices.size() > PackLimits::maxChoices) {
            context.warn(q.line, tr("skipped: gap [[%1]] offers %2 choices; a pack gap offers 2 to %3").arg(k).arg(gap.choices.size()).arg(PackLimits::maxChoices));
            return false;
        }
        spec.gaps.push_back(std::move(gap));
    }
    spec.prompt.set(language, replaceMarks(spec.prompt.text(language), [](int, int index) { return mark(index + 1); }));
    return true;
}

bool GapSelectQuestionKind::toMoodle(const QuestionSpec &question, MoodleQuestion &q, MoodleExportContext &context) const
{
    if (context.target() == MoodleExportContext::Target::Gift) {
        // GIFT's missing word: one gap, its choices in braces where the gap is.
        if (question.gaps.size() != 1 || std::any_of(question.gaps.front().choices.cbegin(), question.gaps.front().choices.cend(),
                                                     [](const ChoiceSpec &c) { return c.fraction.has_value(); })) {
            context.note(tr("question '%1' skipped: GIFT holds a gap-select question only with one gap and no partial credit (its missing word); export it to Moodle XML")
                             .arg(question.id));
            return false;
        }
        const QuestionSpec &gap = question.gaps.front();
        if (!QuestionKinds::of(gap).toMoodle(gap, q, context))
            return false;
        q.shuffle = false;
        const qsizetype at = q.text.text.indexOf(mark(1));
        q.blank = static_cast<int>(q.text.text.left(at).count(MoodleQuestion::missingWordBlank())) + 1;
        q.text.text.replace(mark(1), MoodleQuestion::missingWordBlank());
        return true;
    }
    q.type = QStringLiteral("gapselect");
    q.shuffle = false;
    QList<int> rightOption; // per gap, the 1-based number of its right choice among all options
    for (std::size_t i = 0; i < question.gaps.size(); ++i) {
        const QuestionSpec &gap = question.gaps.at(i);
        for (qsizetype c = 0; c < gap.choices.size(); ++c) {
            if (gap.correctChoices.value(0) == c)
                rightOption.append(static_cast<int>(q.answers.size()) + 1);
            MoodleAnswer option;
            option.text = context.text(gap.choices.at(c).text, tr("gap %1, choice %2").arg(i + 1).arg(c + 1));
            option.group = static_cast<int>(i) + 1;
            q.answers.append(option);
        }
    }
    q.text.text = replaceMarks(q.text.text, [&rightOption](int gap, int) { return mark(rightOption.value(gap - 1)); });
    const bool lost = std::any_of(question.gaps.cbegin(), question.gaps.cend(), [](const QuestionSpec &gap) {
        return std::any_of(gap.choices.cbegin(), gap.choices.cend(), [](const ChoiceSpec &c) { return !c.feedback.isEmpty() || c.fraction; });
    });
    if (lost)
        context.note(tr("question '%1': Moodle's gap-select question has no feedback and no partial credit per choice: they are left out")
                         .arg(question.id));
    return true;
}

} // namespace atlas
