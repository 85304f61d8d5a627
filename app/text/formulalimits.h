// How long and how deep a formula may be: the parser's own limits, which PackLimits states as
// a pack's (maxFormulaLength, maxFormulaDepth).
#pragma once

namespace atlas {

struct FormulaLimits {
    // A formula ($…$ in a body) is a line or two of TeX; a long display formula has a few
    // hundred characters. Parsing is linear, and the nesting limit keeps the recursive parser
    // and renderer far from the stack's end whatever a body holds.
    static constexpr int maxLength = 2000;
    static constexpr int maxDepth = 32;
};

} // namespace atlas
