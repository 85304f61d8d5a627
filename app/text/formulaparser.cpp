#include "formulaparser.h"

#include "formulalexer.h"
#include "formulalimits.h"
#include "formulasymbols.h"

namespace atlas {

namespace {

using Kind = FormulaNode::Kind;
using AtomClass = FormulaNode::AtomClass;
using FontStyle = FormulaNode::FontStyle;
using ErrorKind = FormulaError::Kind;
using Command = FormulaSymbols::Command;
using CommandInfo = FormulaSymbols::CommandInfo;
using FontOverride = FormulaSymbols::FontOverride;

QString codePoint(QChar c)
{
    return QString::number(c.unicode(), 16).toUpper().rightJustified(4, QLatin1Char('0'));
}

FormulaNode row(int offset)
{
    FormulaNode r;
    r.kind = Kind::Row;
    r.offset = offset;
    return r;
}

// Script and argument contents are always rows, so the tree has one shape per construct.
FormulaNode asRow(FormulaNode node)
{
    if (node.kind == Kind::Row)
        return node;
    FormulaNode r = row(node.offset);
    r.children.push_back(std::move(node));
    return r;
}

class Parser : FormulaLexer {
public:
    explicit Parser(const QString &source) : FormulaLexer(source) {}

    FormulaParseResult run()
    {
        FormulaParseResult result;
        if (s_.size() > FormulaLimits::maxLength) {
            fail(ErrorKind::TooLong, FormulaLimits::maxLength,
                 FormulaParser::tr("the formula has %1 characters, more than the limit of %2")
                     .arg(s_.size()).arg(FormulaLimits::maxLength));
        } else if (s_.trimmed().isEmpty()) {
            fail(ErrorKind::EmptyFormula, 0, FormulaParser::tr("empty formula"));
        } else {
            FormulaNode root = row(0);
            if (parseRow(root, Stop::End, 0))
                result.root = std::move(root);
        }
        if (error_)
            result.root = row(0);
        result.error = error_;
        return result;
    }

private:
    enum class Stop { End, Brace, Bracket, Right };

    // Counts nesting for the whole of a construct's parse.
    struct Nesting {
        explicit Nesting(Parser &parser) : p(parser) { ++p.depth_; }
        ~Nesting() { --p.depth_; }
        Nesting(const Nesting &) = delete;
        Nesting &operator=(const Nesting &) = delete;
        Parser &p;
    };

    bool fail(ErrorKind kind, int offset, const QString &message)
    {
        if (!error_)
            error_ = FormulaError{kind, offset, message};
        return false;
    }

    bool tooDeep()
    {
        if (depth_ <= FormulaLimits::maxDepth)
            return false;
        fail(ErrorKind::TooDeep, pos_, FormulaParser::tr("the formula is nested deeper than %1 levels").arg(FormulaLimits::maxDepth));
        return true;
    }

    bool parseRow(FormulaNode &target, Stop stop, int openOffset)
    {
        Nesting nesting(*this);
        if (tooDeep())
            return false;
        while (true) {
            skipSpaces();
            if (atEnd()) {
                switch (stop) {
                case Stop::End:
                    return true;
                case Stop::Brace:
                    return fail(ErrorKind::UnbalancedBraces, openOffset, FormulaParser::tr("unbalanced braces: this '{' is never closed"));
                case Stop::Bracket:
                    return fail(ErrorKind::UnbalancedBraces, openOffset, FormulaParser::tr("the '[' opening the index of \\sqrt is never closed with ']'"));
                case Stop::Right:
                    return fail(ErrorKind::LeftWithoutRight, openOffset, FormulaParser::tr("\\left without a matching \\right"));
                }
            }
            const QChar c = peek();
            if (c == QLatin1Char('}')) {
                if (stop == Stop::Brace) {
                    ++pos_;
                    return true;
                }
                if (stop == Stop::Right)
                    return fail(ErrorKind::LeftWithoutRight, openOffset, FormulaParser::tr("\\left without a matching \\right before the group closes"));
                return fail(ErrorKind::UnbalancedBraces, pos_, FormulaParser::tr("unbalanced braces: '}' without a matching '{'"));
            }
            if (c == QLatin1Char(']') && stop == Stop::Bracket) {
                ++pos_;
                return true;
            }
            if (atCommand(QLatin1String("right"))) {
                if (stop == Stop::Right)
                    return true;
                return fail(ErrorKind::RightWithoutLeft, pos_, FormulaParser::tr("\\right without a matching \\left"));
            }
            if (!parseItem(target))
                return false;
        }
    }

    // One token or construct, appended to `target`.
    bool parseItem(FormulaNode &target)
    {
        const int start = pos_;
        const QChar c = peek();
        if (c == QLatin1Char('{')) {
            ++pos_;
            FormulaNode group = row(start);
            if (!parseRow(group, Stop::Brace, start))
                return false;
            target.children.push_back(std::move(group));
            return true;
        }
        if (c == QLatin1Char('^') || c == QLatin1Char('_'))
            return parseScript(target, c == QLatin1Char('^'));
        if (c == QLatin1Char('\\'))
            return parseCommand(target);
        if (c == QLatin1Char('~')) {
            ++pos_;
            target.children.push_back(space(6, start));
            return true;
        }
        if (c == QLatin1Char('&') || c == QLatin1Char('#') || c == QLatin1Char('%') || c == QLatin1Char('$'))
            return fail(ErrorKind::ReservedCharacter, start,
                        FormulaParser::tr("'%1' has a special meaning in TeX; write \\%1 for the character itself").arg(c));
        if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format
            || c.unicode() == 0xFFFD || c.category() == QChar::Other_NotAssigned) {
            return fail(ErrorKind::ControlCharacter, start,
                        FormulaParser::tr("the character U+%1 cannot be typeset").arg(codePoint(c)));
        }
        // A combining mark typed after a letter (x̂) belongs to that letter.
        if (c.isMark() && !target.children.empty() && target.children.back().kind == Kind::Symbol) {
            target.children.back().text += c;
            ++pos_;
            return true;
        }
        QString text(c);
        char32_t code = c.unicode();
        if (c.isHighSurrogate() && pos_ + 1 < s_.size() && s_.at(pos_ + 1).isLowSurrogate()) {
            text += s_.at(pos_ + 1);
            code = QChar::surrogateToUcs4(c, s_.at(pos_ + 1));
        } else if (c.isSurrogate()) {
            return fail(ErrorKind::ControlCharacter, start, FormulaParser::tr("a broken UTF-16 surrogate at this character"));
        }
        pos_ += int(text.size());
        const FormulaSymbols::CharacterInfo info = FormulaSymbols::character(code, text);
        target.children.push_back(symbol(info.text, info.atomClass, info.fontStyle, start, info.limits));
        return true;
    }

    FormulaNode symbol(QString text, AtomClass atomClass, FontStyle style, int offset, bool limits = false) const
    {
        // Fonts apply to letters and digits (ordinary symbols), as \mathbf does in TeX.
        if (atomClass == AtomClass::Ordinary) {
            switch (font_) {
            case FontOverride::None:
                break;
            case FontOverride::Roman:
                style = FontStyle::Upright;
                break;
            case FontOverride::Bold:
                style = FontStyle::Bold;
                break;
            case FontOverride::Blackboard:
                text = FormulaSymbols::blackboard(text);
                style = FontStyle::Upright;
                break;
            }
        }
        FormulaNode n;
        n.kind = Kind::Symbol;
        n.text = text;
        n.atomClass = atomClass;
        n.fontStyle = style;
        n.limits = limits;
        n.offset = offset;
        return n;
    }

    static FormulaNode space(int mu, int offset)
    {
        FormulaNode n;
        n.kind = Kind::Space;
        n.mu = mu;
        n.offset = offset;
        return n;
    }

    bool parseScript(FormulaNode &target, bool superscript)
    {
        const int at = pos_;
        ++pos_;
        if (target.children.empty() || target.children.back().kind != Kind::Scripts) {
            // The script attaches to the previous item; with none (or after a space), to nothing.
            FormulaNode base = row(at);
            if (!target.children.empty() && target.children.back().kind != Kind::Space) {
                base = std::move(target.children.back());
                target.children.pop_back();
            }
            FormulaNode scripts;
            scripts.kind = Kind::Scripts;
            scripts.offset = base.kind == Kind::Row && base.children.empty() ? at : base.offset;
            scripts.atomClass = base.atomClass;
            scripts.limits = base.limits;
            scripts.children.push_back(std::move(base));
            scripts.children.push_back(row(at));
            scripts.children.push_back(row(at));
            target.children.push_back(std::move(scripts));
        } else if (superscript ? target.children.back().hasSuperscript : target.children.back().hasSubscript) {
            return fail(ErrorKind::DoubleScript, at,
                        superscript ? FormulaParser::tr("double superscript: group it, e.g. x^{ab} or {x^a}^b")
                                    : FormulaParser::tr("double subscript: group it, e.g. x_{ij} or {x_i}_j"));
        }
        FormulaNode argument;
        if (!parseArgument(argument, superscript ? QStringLiteral("'^'") : QStringLiteral("'_'"), at))
            return false;
        FormulaNode &scripts = target.children.back();
        scripts.children[superscript ? 2 : 1] = asRow(std::move(argument));
        (superscript ? scripts.hasSuperscript : scripts.hasSubscript) = true;
        return true;
    }

    // A {group} or a single token (a character, or a command with its own arguments).
    bool parseArgument(FormulaNode &out, const QString &owner, int ownerOffset, bool second = false)
    {
        Nesting nesting(*this);
        if (tooDeep())
            return false;
        skipSpaces();
        const QChar c = peek();
        if (atEnd() || c == QLatin1Char('}') || c == QLatin1Char('^') || c == QLatin1Char('_')
            || c == QLatin1Char(']') || atCommand(QLatin1String("right"))) {
            return fail(ErrorKind::MissingArgument, ownerOffset,
                        second ? FormulaParser::tr("missing second argument for %1").arg(owner)
                               : FormulaParser::tr("missing argument for %1").arg(owner));
        }
        const int start = pos_;
        if (c == QLatin1Char('{')) {
            ++pos_;
            out = row(start);
            return parseRow(out, Stop::Brace, start);
        }
        out = row(start);
        return parseItem(out);
    }

    // The contents of \text{…} or \operatorname{…}: characters, not mathematics.
    bool parseRawText(QString &out, const QString &owner, int ownerOffset)
    {
        skipSpaces();
        if (peek() != QLatin1Char('{'))
            return fail(ErrorKind::MissingArgument, ownerOffset, FormulaParser::tr("missing argument for %1 (write %1{…})").arg(owner));
        const int open = pos_;
        ++pos_;
        int level = 0;
        while (!atEnd()) {
            const QChar c = peek();
            if (c == QLatin1Char('\\')) {
                const int at = pos_;
                const QString name = readCommandName();
                static const QString escapes = QStringLiteral("{}_%$#&");
                if (name.size() == 1 && escapes.contains(name.at(0)))
                    out += name;
                else if (name == QLatin1String(" "))
                    out += QLatin1Char(' ');
                else
                    return fail(ErrorKind::UnknownCommand, at,
                                FormulaParser::tr("unknown command '\\%1' inside %2{…} (only \\{ \\} \\_ \\% \\$ \\# \\& are allowed there)")
                                    .arg(name, owner));
                continue;
            }
            ++pos_;
            if (c == QLatin1Char('{')) {
                ++level; // TeX groups inside text change nothing visible
            } else if (c == QLatin1Char('}')) {
                if (level-- == 0) {
                    out = out.simplified().isEmpty() ? QString() : collapseSpaces(out);
                    return true;
                }
            } else if (c.isSpace()) {
                out += QLatin1Char(' ');
            } else if (c == QLatin1Char('~')) {
                out += QChar(0x00A0);
            } else if (c.category() == QChar::Other_Control) {
                return fail(ErrorKind::ControlCharacter, pos_ - 1,
                            FormulaParser::tr("the character U+%1 cannot be typeset").arg(codePoint(c)));
            } else {
                out += c;
            }
        }
        return fail(ErrorKind::UnbalancedBraces, open, FormulaParser::tr("unbalanced braces: this '{' is never closed"));
    }

    // Runs of spaces count as one, as in TeX; a leading or trailing one is kept (\text{ if }).
    static QString collapseSpaces(const QString &text)
    {
        QString out;
        for (const QChar c : text)
            if (c != QLatin1Char(' ') || !out.endsWith(QLatin1Char(' ')))
                out += c;
        return out;
    }

    bool parseDelimiter(QString &out, const QString &owner, int ownerOffset)
    {
        skipSpaces();
        if (atEnd())
            return fail(ErrorKind::MissingArgument, ownerOffset,
                        FormulaParser::tr("missing delimiter after %1 (one of ( ) [ ] | \\| \\{ \\} \\langle \\rangle, or . for none)").arg(owner));
        const int at = pos_;
        QString token;
        if (peek() == QLatin1Char('\\')) {
            token = QLatin1Char('\\') + readCommandName();
        } else {
            token = peek();
            ++pos_;
        }
        const std::optional<QString> delimiter = FormulaSymbols::delimiter(token);
        if (!delimiter)
            return fail(ErrorKind::BadDelimiter, at,
                        FormulaParser::tr("'%1' after %2 is not a delimiter (use one of ( ) [ ] | \\| \\{ \\} \\langle \\rangle, or . for none)")
                            .arg(token, owner));
        out = *delimiter;
        return true;
    }

    bool parseCommand(FormulaNode &target)
    {
        const int start = pos_;
        const QString name = readCommandName();
        if (name.isEmpty())
            return fail(ErrorKind::UnknownCommand, start, FormulaParser::tr("a lone '\\' at the end of the formula"));
        const CommandInfo *found = FormulaSymbols::command(name);
        if (!found)
            return fail(ErrorKind::UnknownCommand, start, FormulaParser::tr("unknown command '\\%1'").arg(name));
        const CommandInfo &info = *found;
        const QString owner = QLatin1Char('\\') + name;
        switch (info.command) {
        case Command::Symbol:
            target.children.push_back(symbol(info.text, info.atomClass, info.fontStyle, start, info.limits));
            return true;
        case Command::Space:
            target.children.push_back(space(info.mu, start));
            return true;
        case Command::Fraction: {
            FormulaNode numerator, denominator;
            if (!parseArgument(numerator, owner, start) || !parseArgument(denominator, owner, start, true))
                return false;
            FormulaNode n;
            n.kind = Kind::Fraction;
            n.atomClass = AtomClass::Inner;
            n.offset = start;
            n.children.push_back(asRow(std::move(numerator)));
            n.children.push_back(asRow(std::move(denominator)));
            target.children.push_back(std::move(n));
            return true;
        }
        case Command::Sqrt: {
            FormulaNode index = row(pos_);
            skipSpaces();
            if (peek() == QLatin1Char('[')) {
                const int open = pos_;
                ++pos_;
                if (!parseRow(index, Stop::Bracket, open))
                    return false;
            }
            FormulaNode radicand;
            if (!parseArgument(radicand, owner, start))
                return false;
            FormulaNode n;
            n.kind = Kind::Root;
            n.offset = start;
            n.children.push_back(asRow(std::move(radicand)));
            n.children.push_back(std::move(index));
            target.children.push_back(std::move(n));
            return true;
        }
        case Command::Left: {
            Nesting nesting(*this);
            if (tooDeep())
                return false;
            FormulaNode n;
            n.kind = Kind::Delimited;
            n.atomClass = AtomClass::Inner;
            n.offset = start;
            if (!parseDelimiter(n.text, owner, start))
                return false;
            FormulaNode content = row(pos_);
            if (!parseRow(content, Stop::Right, start))
                return false;
            const int rightAt = pos_;
            readCommandName(); // "\right", found by parseRow
            if (!parseDelimiter(n.closing, QStringLiteral("\\right"), rightAt))
                return false;
            n.children.push_back(std::move(content));
            target.children.push_back(std::move(n));
            return true;
        }
        case Command::Right:
            return fail(ErrorKind::RightWithoutLeft, start, FormulaParser::tr("\\right without a matching \\left"));
        case Command::Text:
        case Command::OperatorName: {
            FormulaNode n;
            n.kind = Kind::Text;
            n.offset = start;
            n.fontStyle = FontStyle::Upright;
            if (info.command == Command::OperatorName)
                n.atomClass = AtomClass::LargeOperator;
            if (!parseRawText(n.text, owner, start))
                return false;
            target.children.push_back(std::move(n));
            return true;
        }
        case Command::NamedOperator: {
            FormulaNode n;
            n.kind = Kind::Text;
            n.offset = start;
            n.text = info.text;
            n.atomClass = AtomClass::LargeOperator;
            n.limits = info.limits;
            target.children.push_back(std::move(n));
            return true;
        }
        case Command::Font: {
            const FontOverride saved = font_;
            font_ = info.font;
            FormulaNode argument;
            const bool ok = parseArgument(argument, owner, start);
            font_ = saved;
            if (!ok)
                return false;
            FormulaNode group = asRow(std::move(argument));
            group.offset = start;
            target.children.push_back(std::move(group));
            return true;
        }
        case Command::Accent: {
            FormulaNode argument;
            if (!parseArgument(argument, owner, start))
                return false;
            FormulaNode n;
            n.kind = Kind::Accent;
            n.accent = info.accent;
            n.offset = start;
            n.children.push_back(asRow(std::move(argument)));
            target.children.push_back(std::move(n));
            return true;
        }
        }
        return fail(ErrorKind::UnknownCommand, start, FormulaParser::tr("unknown command '\\%1'").arg(name));
    }

    int depth_ = 0;
    FontOverride font_ = FontOverride::None;
    std::optional<FormulaError> error_;
};

} // namespace

FormulaParseResult FormulaParser::parse(const QString &tex)
{
    return Parser(tex).run();
}

} // namespace atlas
