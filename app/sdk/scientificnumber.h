// Large and tiny numbers as a reader writes them, "1.07 × 10⁹" and "7.8 × 10⁻¹⁶", in the
// learner's locale (decimal separator) — not "1.07E+09", which QLocale's 'e' format writes
// ("2,2E-15" in German).
#pragma once

#include "sdk/sdkexport.h"

#include <QLocale>
#include <QString>

namespace atlas {

class ATLAS_SDK_EXPORT ScientificNumber {
public:
    // `decimals` digits after the separator of the mantissa; 0 stays "0".
    static QString format(double value, int decimals, const QLocale &locale = QLocale());
};

} // namespace atlas
