#include "controlcharacters.h"

namespace atlas {

qsizetype ControlCharacters::first(QStringView text)
{
    for (qsizetype i = 0; i < text.size(); ++i)
        if (isControl(text.at(i)))
            return i;
    return -1;
}

QString ControlCharacters::name(QChar c)
{
    return QStringLiteral("U+%1").arg(c.unicode(), 4, 16, QLatin1Char('0')).toUpper();
}

QString ControlCharacters::removed(QStringView text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text)
        if (!isControl(c))
            out += c;
    return out;
}

} // namespace atlas
