#include "shortnumber.h"

#include <QLocale>

#include <cmath>

namespace atlas {

QString ShortNumber::format(double value, int maxDecimals)
{
    if (std::isnan(value))
        return QStringLiteral("NaN");
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("∞") : QStringLiteral("−∞");
    const QLocale locale;
    QString text = locale.toString(value, 'f', maxDecimals);
    const QString point = locale.decimalPoint();
    if (text.contains(point)) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(point.size());
    }
    text.replace(locale.negativeSign(), QStringLiteral("−"));
    text.replace(QLatin1Char('-'), QStringLiteral("−"));
    // "−0" after rounding a tiny negative number reads as a sign error.
    if (text == QStringLiteral("−0"))
        text = QStringLiteral("0");
    return text;
}

QString ShortNumber::signedFormat(double value, int maxDecimals)
{
    const QString text = format(value, maxDecimals);
    if (text == QStringLiteral("0") || text.startsWith(QStringLiteral("−")) || std::isnan(value))
        return text;
    return QStringLiteral("+") + text;
}

QString ShortNumber::powerOfTen(int exponent)
{
    static const char16_t superscripts[] = u"⁰¹²³⁴⁵⁶⁷⁸⁹";
    QString digits = QString::number(std::abs(exponent));
    QString text = QStringLiteral("10");
    if (exponent < 0)
        text += QChar(0x207B);
    for (QChar c : digits)
        text += QChar(superscripts[c.digitValue()]);
    return text;
}

QString ShortNumber::scientific(double value, int significant)
{
    if (value == 0)
        return QStringLiteral("0");
    if (!std::isfinite(value))
        return format(value);
    const int exponent = int(std::floor(std::log10(std::abs(value))));
    if (exponent >= -2 && exponent <= 3)
        return format(value, std::max(0, significant - 1 - exponent));
    int shown = exponent;
    double mantissa = value / std::pow(10.0, exponent);
    // 9.97 shown with two digits is "10": write it as 1.0 × 10^(e+1).
    if (std::abs(mantissa) >= 10 - 0.5 * std::pow(10.0, 1 - significant)) {
        mantissa /= 10;
        ++shown;
    }
    return format(mantissa, std::max(0, significant - 1)) + QStringLiteral(" × ") + powerOfTen(shown);
}

QString ShortNumber::subscript(int index)
{
    QString text = QString::number(index);
    for (QChar &c : text)
        if (c.isDigit())
            c = QChar(0x2080 + c.digitValue());
        else if (c == QLatin1Char('-'))
            c = QChar(0x208B);
    return text;
}

} // namespace atlas
