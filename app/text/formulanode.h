// One node of a parsed formula (see FormulaParser): what to typeset, not how.
//
// A formula is a tree of rows. The parser decides what each piece *is* (a variable, an
// operator, a fraction, …) and the renderer decides where it goes; keeping the tree free of
// geometry lets the validator (Qt Core only) and the renderer (Qt Gui) share it.
//
// Children by kind:
//   Row        the items, in order
//   Scripts    [base, subscript, superscript]; an absent script is an empty Row and its
//              has…script flag is false
//   Fraction   [numerator, denominator]
//   Root       [radicand, index] (index: an empty Row for a square root)
//   Delimited  [content]; `text` is the opening delimiter, `closing` the closing one
//              (empty for the invisible '.')
//   Accent     [base]
//   Symbol, Text, Space: none
#pragma once

#include "text/textexport.h"

#include <QString>

#include <vector>

namespace atlas {

struct ATLAS_TEXT_EXPORT FormulaNode {
    enum class Kind { Row, Symbol, Text, Space, Scripts, Fraction, Root, Delimited, Accent };

    // TeX's atom classes, which decide the space between neighbours (a thin space after a
    // comma, a medium one around '+', a thick one around '=').
    enum class AtomClass { Ordinary, LargeOperator, Binary, Relation, Opening, Closing, Punctuation, Inner };

    // Variables are italic; digits, operators, Greek capitals and words are upright.
    enum class FontStyle { Italic, Upright, Bold };

    enum class AccentKind { Hat, Bar, Tilde, Vec };

    Kind kind = Kind::Row;
    AtomClass atomClass = AtomClass::Ordinary;
    FontStyle fontStyle = FontStyle::Upright;
    AccentKind accent = AccentKind::Hat;
    QString text;     // Symbol/Text: what is drawn; Delimited: the opening delimiter
    QString closing;  // Delimited: the closing delimiter
    int mu = 0;       // Space: width in mu (1/18 em); negative for \!
    bool limits = false;          // LargeOperator: scripts above and below in display style
    bool hasSubscript = false;    // Scripts
    bool hasSuperscript = false;  // Scripts
    int offset = 0;               // where the node starts in the source, in UTF-16 units
    std::vector<FormulaNode> children;

    bool isEmptyRow() const { return kind == Kind::Row && children.empty(); }

    // A compact, stable spelling of the tree for tests and debug output, e.g.
    // "[frac([Q sup(K,[⊤])],[sqrt([sub(d,[k])])])]" for \frac{QK^\top}{\sqrt{d_k}}.
    QString shape() const;
    // A linear reading for screen readers and tooltips, e.g. "S = (QK^⊤)/√(d_k)".
    QString plainText() const;
};

} // namespace atlas
