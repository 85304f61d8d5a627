// Lays out a parsed formula for FormulaRenderer by TeX's rules (The TeXbook, appendix G,
// simplified): atoms spaced by their classes, scripts raised and lowered, fractions and
// radicals kept clear of their bars, \left/\right delimiters grown to their contents and
// drawn, limits above and below ∑ in display style, accents over their base. The result is
// one FormulaBox. Private to the SDK.
#pragma once

#include "formulabox.h"
#include "formulalevel.h"

#include "text/formulanode.h"

namespace atlas {

class FormulaLayout {
public:
    // `root` set in `level`, the base font `pixelSize` pixels large.
    static FormulaBox layout(const FormulaNode &root, FormulaLevel level, qreal pixelSize);
};

} // namespace atlas
