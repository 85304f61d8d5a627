#include "moodleexport.h"

#include "core/moodleexportcontext.h"
#include "core/questionkinds.h"

namespace atlas {

MoodleQuestion MoodleExport::category(const QString &pack, const QString &chapter)
{
    const auto escaped = [](QString name) { return name.replace(QLatin1Char('/'), QLatin1String("//")); };
    MoodleQuestion q;
    q.type = QStringLiteral("category");
    q.category = QStringLiteral("$course$/") + escaped(pack) + QLatin1Char('/') + escaped(chapter);
    return q;
}

std::optional<MoodleQuestion> MoodleExport::convert(const QuestionSpec &question, const QString &language,
                                                    QStringList &notes, MoodleExportContext::Target target)
{
    MoodleExportContext context(question.id, language, notes, target);
    MoodleQuestion q;
    q.name = question.id;
    q.idNumber = question.id;
    q.text = context.text(question.prompt, tr("the prompt"));
    q.generalFeedback = context.text(question.explanation, tr("the explanation"));
    q.hint = context.text(question.hint, tr("the hint"));
    q.shuffle = question.shuffle;
    if (!QuestionKinds::of(question).toMoodle(question, q, context))
        return std::nullopt;
    return q;
}

} // namespace atlas
