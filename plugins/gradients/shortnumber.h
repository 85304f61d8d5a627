// Numbers as a learner reads them in prose and formulas: at most a few decimals, trailing
// zeros dropped ("0.25", "5", "−0.75"), a real minus sign, the learner's decimal separator.
#pragma once

#include <QString>

namespace atlas {

class ShortNumber {
public:
    static QString format(double value, int maxDecimals = 4);
    // With an explicit sign: "+0.75", "−0.75", "0".
    static QString signedFormat(double value, int maxDecimals = 4);
    // Scientific notation for errors and tiny changes: "2.1 × 10⁻¹⁰", "0" for zero.
    static QString scientific(double value, int significant = 2);
    // A power of ten as "10⁻⁵".
    static QString powerOfTen(int exponent);
    // An index as Unicode subscript digits: 12 → "₁₂" (for s₁, a₂ in plain-text labels).
    static QString subscript(int index);
};

} // namespace atlas
