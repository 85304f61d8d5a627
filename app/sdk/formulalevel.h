// The style a part of a formula is set in (FormulaLayout), after TeX (The TeXbook, chapter
// 17): display, text, script or scriptscript, cramped or not, and the styles of its parts — a
// superscript a size smaller, a subscript and a denominator also cramped (set lower). Private
// to the SDK.
#pragma once

namespace atlas {

struct FormulaLevel {
    enum class Style { Display, Text, Script, ScriptScript };

    Style style = Style::Text;
    bool cramped = false;

    bool isScript() const { return style == Style::Script || style == Style::ScriptScript; }
    FormulaLevel superscript() const { return {isScript() ? Style::ScriptScript : Style::Script, cramped}; }
    FormulaLevel subscript() const { return {superscript().style, true}; }
    FormulaLevel numerator() const
    {
        switch (style) {
        case Style::Display: return {Style::Text, cramped};
        case Style::Text: return {Style::Script, cramped};
        default: return {Style::ScriptScript, cramped};
        }
    }
    FormulaLevel denominator() const { return {numerator().style, true}; }
    FormulaLevel crampedSelf() const { return {style, true}; }
};

} // namespace atlas
