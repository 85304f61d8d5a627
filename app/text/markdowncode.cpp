#include "markdowncode.h"

namespace atlas {

bool MarkdownCode::fenceLine(const QString &trimmed)
{
    if (!trimmed.startsWith(QLatin1String("```")) && !trimmed.startsWith(QLatin1String("~~~")))
        return false;
    // A fence closes only with the marker that opened it.
    const QString marker = trimmed.left(3);
    if (!inFence_) {
        inFence_ = true;
        fenceMarker_ = marker;
    } else if (marker == fenceMarker_) {
        inFence_ = false;
    }
    return true;
}

QString MarkdownCode::withoutSpans(const QString &line)
{
    QString result = line;
    qsizetype i = 0;
    while (i < result.size()) {
        if (result.at(i) != QLatin1Char('`')) {
            ++i;
            continue;
        }
        qsizetype ticks = 0;
        while (i + ticks < result.size() && result.at(i + ticks) == QLatin1Char('`'))
            ++ticks;
        const qsizetype close = result.indexOf(QString(ticks, QLatin1Char('`')), i + ticks);
        if (close < 0)
            break;
        for (qsizetype j = i; j < close + ticks; ++j)
            result[j] = QLatin1Char(' ');
        i = close + ticks;
    }
    return result;
}

} // namespace atlas
