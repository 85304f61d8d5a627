// Parses the TeX subset that chapter bodies may use ($…$, $$…$$) into a FormulaNode tree.
//
// The subset (docs/pack-format.md, "Formulas"): rows of symbols; ^ and _ with a token or a
// {group}; \frac, \sqrt (with an optional [index]); \left … \right with ( ) [ ] | \| \{ \}
// \langle \rangle and '.'; \text, \mathrm, \operatorname, \mathbf, \mathbb; the accents \hat
// \bar \tilde \vec; Greek letters; common operators, relations, arrows and spaces; escaped
// \{ \} \_ \% \$ \# \&; and any Unicode character typed directly (ₖ, √, ×, −, …).
//
// A formula is untrusted text from a pack: the parser never throws and never recurses past
// FormulaLimits::maxDepth, rejects sources longer than FormulaLimits::maxLength
// before reading them, and reports the first problem with its offset (in UTF-16 units, as
// QString indexes) and a translated message.
#pragma once

#include "text/textexport.h"

#include "formulanode.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace atlas {

struct ATLAS_TEXT_EXPORT FormulaError {
    enum class Kind {
        EmptyFormula,
        TooLong,
        TooDeep,
        UnknownCommand,
        UnbalancedBraces,
        MissingArgument,
        LeftWithoutRight,
        RightWithoutLeft,
        BadDelimiter,
        DoubleScript,
        ReservedCharacter, // & # % $ unescaped
        ControlCharacter,
    };
    Kind kind = Kind::EmptyFormula;
    int offset = 0;  // in the formula's source, 0-based
    QString message; // translated, without location
};

struct ATLAS_TEXT_EXPORT FormulaParseResult {
    FormulaNode root; // a Row; empty when there is an error
    std::optional<FormulaError> error;

    bool ok() const { return !error.has_value(); }
};

class ATLAS_TEXT_EXPORT FormulaParser {
    Q_DECLARE_TR_FUNCTIONS(FormulaParser)

public:
    static FormulaParseResult parse(const QString &tex);
};

} // namespace atlas
