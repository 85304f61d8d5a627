#include "sdk/scientificnumber.h"

#include <cmath>

namespace atlas {

QString ScientificNumber::format(double value, int decimals, const QLocale &locale)
{
    if (value == 0 || !std::isfinite(value))
        return locale.toString(value, 'f', 0);
    int exponent = static_cast<int>(std::floor(std::log10(std::abs(value))));
    double mantissa = value / std::pow(10.0, exponent);
    // 9.996 at two decimals reads 10.00: carry into the exponent.
    if (std::abs(std::round(mantissa * std::pow(10.0, decimals))) >= 10 * std::pow(10.0, decimals)) {
        mantissa /= 10;
        ++exponent;
    }
    static const QString superscripts = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    QString power;
    for (const QChar digit : QString::number(exponent))
        power += digit == QLatin1Char('-') ? QChar(0x207B) : superscripts.at(digit.digitValue());
    QString text = locale.toString(mantissa, 'f', decimals);
    if (text.startsWith(locale.negativeSign()))
        text.replace(0, locale.negativeSign().size(), QChar(0x2212));
    // No-break spaces around ×: a line never breaks inside the number (a narrow table cell
    // would otherwise wrap "2.2 ×" away from "10⁻¹⁵").
    const QChar noBreak(0x00A0);
    return text + noBreak + QChar(0x00D7) + noBreak + QStringLiteral("10") + power;
}

} // namespace atlas
