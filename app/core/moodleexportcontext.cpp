#include "moodleexportcontext.h"

namespace atlas {

MoodleText MoodleExportContext::text(const LocalizedText &t, const QString &where)
{
    const QString resolved = t.resolvedLanguage(language_);
    const QString wanted = LocalizedText::normalizedLanguage(language_);
    if (!resolved.isEmpty() && resolved != wanted && !wanted.startsWith(resolved + QLatin1Char('_')))
        note(tr("question '%1': %2 has no '%3' text; the '%4' text is used").arg(questionId_, where, language_, resolved));
    return plain(t.text(language_));
}

void MoodleExportContext::noteShare(qsizetype k)
{
    // 1/k is a grade Moodle's import accepts for these k only (question_bank's grade list).
    if ((k >= 1 && k <= 10) || k == 20)
        return;
    note(tr("question '%1': Moodle's grade list has no share of 1/%2 for its %2 correct answers; "
            "choose \"nearest grade\" when importing it into Moodle").arg(questionId_).arg(k));
}

} // namespace atlas
