// Large and tiny numbers as a reader writes them, "1.07 × 10⁹" and "7.8 × 10⁻¹⁶", in the
// learner's locale (decimal separator) — not "1.07E+09".
#pragma once

#include <QLocale>
#include <QString>

namespace atlas {

class ScientificNumber {
public:
    // `decimals` digits after the separator of the mantissa; 0 stays "0".
    static QString format(double value, int decimals, const QLocale &locale = QLocale());
};

} // namespace atlas
