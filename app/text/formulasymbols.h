// The vocabulary of the formulas' TeX subset (FormulaParser): what each command is (a symbol
// with its atom class, a space, a construct such as \frac, a font or an accent), what \left and
// \right accept as delimiters, how a character typed directly is set, and the double-struck
// letters of \mathbb. Private to core.
#pragma once

#include "formulanode.h"

#include <QHash>
#include <QString>

#include <optional>

namespace atlas {

class FormulaSymbols {
public:
    // \mathrm, \mathbf, \mathbb change how the letters inside them are drawn.
    enum class FontOverride { None, Roman, Bold, Blackboard };

    enum class Command { Symbol, Space, Fraction, Sqrt, Left, Right, Text, OperatorName, NamedOperator, Font, Accent };

    struct CommandInfo {
        Command command = Command::Symbol;
        QString text;
        FormulaNode::AtomClass atomClass = FormulaNode::AtomClass::Ordinary;
        FormulaNode::FontStyle fontStyle = FormulaNode::FontStyle::Upright;
        int mu = 0;
        bool limits = false;
        FormulaNode::AccentKind accent = FormulaNode::AccentKind::Hat;
        FontOverride font = FontOverride::None;
    };

    struct CharacterInfo {
        QString text;
        FormulaNode::AtomClass atomClass = FormulaNode::AtomClass::Ordinary;
        FormulaNode::FontStyle fontStyle = FormulaNode::FontStyle::Upright;
        bool limits = false;
    };

    // What the command \name is; nullptr when the subset has no such command.
    static const CommandInfo *command(const QString &name);
    // What \left and \right accept, and what is drawn for it ("" for the invisible '.').
    static std::optional<QString> delimiter(const QString &token);
    // How a character typed directly is set: ASCII and Greek lowercase letters are variables;
    // operators and relations (ASCII or Unicode) get their class so spacing follows TeX.
    static CharacterInfo character(char32_t c, const QString &text);
    // The double-struck form of a single letter or digit (\mathbb); any other text as it is.
    static QString blackboard(const QString &text);

private:
    static const QHash<QString, CommandInfo> &commands();
};

} // namespace atlas
