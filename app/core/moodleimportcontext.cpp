#include "moodleimportcontext.h"

#include "controlcharacters.h"
#include "moodletext.h"

namespace atlas {

void MoodleImportContext::warn(int line, const QString &message)
{
    messages_.append({ImportMessage::Severity::Warning, line, message});
}

LocalizedText MoodleImportContext::text(const MoodleText &t, const QString &where)
{
    QStringList losses;
    QString plain = MoodleTextConverter::toPlain(t, losses);
    if (const qsizetype control = ControlCharacters::first(plain); control >= 0) {
        //: Import warning: control characters (invisible, e.g. a form feed from a paste) are not text a pack holds.
        losses.append(tr("control characters removed (the first is %1)").arg(ControlCharacters::name(plain.at(control))));
        plain = ControlCharacters::removed(plain);
    }
    for (const QString &loss : losses)
        //: Import warning: %1 is where in the question ("the question text", "answer 2"), %2 what was lost.
        warn(t.line, tr("%1: %2").arg(where, loss));
    LocalizedText out;
    if (!plain.isEmpty())
        out.set(language_, plain);
    return out;
}

QString MoodleImportContext::percent(double fraction)
{
    return QString::number(fraction * 100, 'g', 7) + QLatin1Char('%');
}

} // namespace atlas
