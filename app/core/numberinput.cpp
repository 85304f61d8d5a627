#include "numberinput.h"

#include <cmath>
#include <limits>

namespace atlas {

NumberParse NumberInput::parse(const QString &text, const QLocale &locale, double minimum,
                               double maximum)
{
    NumberParse r;
    // No number is written with a thousand characters; reading megabytes of pasted digits
    // would freeze the field for seconds.
    if (text.size() > maxLength) {
        r.error = tr("'%1…' is not a number.").arg(text.trimmed().left(20));
        return r;
    }
    QString cleaned = text.trimmed();
    cleaned.replace(QChar(0x2212), QLatin1Char('-')); // the typographic minus we display
    if (cleaned.isEmpty()) {
        r.error = tr("Type a number.");
        return r;
    }
    const QString lowered = cleaned.toLower();
    if (lowered.contains(QLatin1String("nan")) || lowered.contains(QLatin1String("inf"))
        || cleaned.contains(QChar(0x221E))) {
        r.error = tr("'%1' is not allowed: type a finite number.").arg(text.trimmed());
        return r;
    }
    bool ok = false;
    double value = locale.toDouble(cleaned, &ok);
    if (!ok)
        value = QLocale::c().toDouble(cleaned, &ok);
    if (!ok) {
        r.error = tr("'%1' is not a number.").arg(text.trimmed().left(40));
        return r;
    }
    if (!std::isfinite(value)) {
        r.error = tr("'%1' is too large.").arg(text.trimmed().left(40));
        return r;
    }
    if (value < minimum || value > maximum) {
        r.error = tr("%1 is outside the allowed range, %2 to %3.")
                      .arg(locale.toString(value, 'g', 6), locale.toString(minimum, 'g', 6),
                           locale.toString(maximum, 'g', 6));
        return r;
    }
    r.ok = true;
    r.value = value == 0 ? 0.0 : value; // no "−0"
    return r;
}

QString NumberInput::format(double value, const QLocale &locale, int decimals)
{
    if (std::isnan(value))
        return tr("n/a");
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("∞") : QStringLiteral("−∞");
    QString s = locale.toString(value, 'f', decimals);
    // A value that rounds to zero shows as 0, not −0.
    bool allZero = true;
    for (QChar c : s)
        if (c.isDigit() && c != QLatin1Char('0'))
            allZero = false;
    if (allZero && s.startsWith(locale.negativeSign()))
        s.remove(0, locale.negativeSign().size());
    if (s.startsWith(QLatin1Char('-')))
        s.replace(0, 1, QChar(0x2212));
    return s;
}

} // namespace atlas
