#include "formulaparser.h"

#include "packlimits.h"

#include <QHash>

namespace atlas {

namespace {

using Kind = FormulaNode::Kind;
using AtomClass = FormulaNode::AtomClass;
using FontStyle = FormulaNode::FontStyle;
using AccentKind = FormulaNode::AccentKind;
using ErrorKind = FormulaError::Kind;

// \mathrm, \mathbf, \mathbb change how the letters inside them are drawn.
enum class FontOverride { None, Roman, Bold, Blackboard };

enum class Command { Symbol, Space, Fraction, Sqrt, Left, Right, Text, OperatorName, NamedOperator, Font, Accent };

struct CommandInfo {
    Command command = Command::Symbol;
    QString text;
    AtomClass atomClass = AtomClass::Ordinary;
    FontStyle fontStyle = FontStyle::Upright;
    int mu = 0;
    bool limits = false;
    AccentKind accent = AccentKind::Hat;
    FontOverride font = FontOverride::None;
};

const QHash<QString, CommandInfo> &commands()
{
    static const QHash<QString, CommandInfo> table = [] {
        QHash<QString, CommandInfo> t;
        auto symbol = [&t](const char *name, const char16_t *text, AtomClass atomClass,
                           FontStyle style = FontStyle::Upright, bool limits = false) {
            CommandInfo c;
            c.text = QString::fromUtf16(text);
            c.atomClass = atomClass;
            c.fontStyle = style;
            c.limits = limits;
            t.insert(QLatin1String(name), c);
        };
        auto command = [&t](const char *name, Command kind) {
            CommandInfo c;
            c.command = kind;
            t.insert(QLatin1String(name), c);
        };
        const AtomClass ord = AtomClass::Ordinary, bin = AtomClass::Binary, rel = AtomClass::Relation,
                        open = AtomClass::Opening, close = AtomClass::Closing, op = AtomClass::LargeOperator;
        const FontStyle italic = FontStyle::Italic;

        // Greek: lowercase letters are variables (italic), capitals upright, as in TeX.
        symbol("alpha", u"α", ord, italic);      symbol("beta", u"β", ord, italic);
        symbol("gamma", u"γ", ord, italic);      symbol("delta", u"δ", ord, italic);
        symbol("epsilon", u"ϵ", ord, italic);    symbol("varepsilon", u"ε", ord, italic);
        symbol("zeta", u"ζ", ord, italic);       symbol("eta", u"η", ord, italic);
        symbol("theta", u"θ", ord, italic);      symbol("vartheta", u"ϑ", ord, italic);
        symbol("iota", u"ι", ord, italic);       symbol("kappa", u"κ", ord, italic);
        symbol("lambda", u"λ", ord, italic);     symbol("mu", u"μ", ord, italic);
        symbol("nu", u"ν", ord, italic);         symbol("xi", u"ξ", ord, italic);
        symbol("pi", u"π", ord, italic);         symbol("varpi", u"ϖ", ord, italic);
        symbol("rho", u"ρ", ord, italic);        symbol("varrho", u"ϱ", ord, italic);
        symbol("sigma", u"σ", ord, italic);      symbol("varsigma", u"ς", ord, italic);
        symbol("tau", u"τ", ord, italic);        symbol("upsilon", u"υ", ord, italic);
        symbol("phi", u"ϕ", ord, italic);        symbol("varphi", u"φ", ord, italic);
        symbol("chi", u"χ", ord, italic);        symbol("psi", u"ψ", ord, italic);
        symbol("omega", u"ω", ord, italic);
        symbol("Gamma", u"Γ", ord);   symbol("Delta", u"Δ", ord);   symbol("Theta", u"Θ", ord);
        symbol("Lambda", u"Λ", ord);  symbol("Xi", u"Ξ", ord);      symbol("Pi", u"Π", ord);
        symbol("Sigma", u"Σ", ord);   symbol("Upsilon", u"Υ", ord); symbol("Phi", u"Φ", ord);
        symbol("Psi", u"Ψ", ord);     symbol("Omega", u"Ω", ord);

        // Binary operators: a medium space on each side.
        symbol("cdot", u"⋅", bin);  symbol("times", u"×", bin);  symbol("odot", u"⊙", bin);
        symbol("circ", u"∘", bin);  symbol("pm", u"±", bin);     symbol("mp", u"∓", bin);
        symbol("div", u"÷", bin);   symbol("ast", u"∗", bin);    symbol("star", u"⋆", bin);
        symbol("bullet", u"∙", bin); symbol("otimes", u"⊗", bin); symbol("oplus", u"⊕", bin);
        symbol("cup", u"∪", bin);   symbol("cap", u"∩", bin);    symbol("wedge", u"∧", bin);
        symbol("vee", u"∨", bin);   symbol("setminus", u"∖", bin);

        // Relations and arrows: a thick space on each side.
        symbol("le", u"≤", rel);      symbol("leq", u"≤", rel);     symbol("ge", u"≥", rel);
        symbol("geq", u"≥", rel);     symbol("ne", u"≠", rel);      symbol("neq", u"≠", rel);
        symbol("approx", u"≈", rel);  symbol("sim", u"∼", rel);     symbol("simeq", u"≃", rel);
        symbol("propto", u"∝", rel);  symbol("equiv", u"≡", rel);   symbol("in", u"∈", rel);
        symbol("notin", u"∉", rel);   symbol("ni", u"∋", rel);      symbol("subset", u"⊂", rel);
        symbol("subseteq", u"⊆", rel); symbol("supset", u"⊃", rel); symbol("supseteq", u"⊇", rel);
        symbol("ll", u"≪", rel);      symbol("gg", u"≫", rel);      symbol("perp", u"⊥", rel);
        symbol("mid", u"∣", rel);
        symbol("to", u"→", rel);      symbol("rightarrow", u"→", rel); symbol("leftarrow", u"←", rel);
        symbol("gets", u"←", rel);    symbol("leftrightarrow", u"↔", rel);
        symbol("Rightarrow", u"⇒", rel); symbol("Leftarrow", u"⇐", rel); symbol("Leftrightarrow", u"⇔", rel);
        symbol("mapsto", u"↦", rel);  symbol("longrightarrow", u"⟶", rel);

        // Ordinary symbols.
        symbol("infty", u"∞", ord);   symbol("partial", u"∂", ord); symbol("nabla", u"∇", ord);
        symbol("ldots", u"…", ord);   symbol("dots", u"…", ord);    symbol("cdots", u"⋯", ord);
        symbol("vdots", u"⋮", ord);   symbol("ddots", u"⋱", ord);   symbol("top", u"⊤", ord);
        symbol("bot", u"⊥", ord);     symbol("forall", u"∀", ord);  symbol("exists", u"∃", ord);
        symbol("neg", u"¬", ord);     symbol("lnot", u"¬", ord);    symbol("emptyset", u"∅", ord);
        symbol("varnothing", u"∅", ord); symbol("ell", u"ℓ", ord);  symbol("prime", u"′", ord);
        symbol("hbar", u"ℏ", ord);    symbol("|", u"‖", ord);       symbol("Vert", u"‖", ord);
        symbol("vert", u"|", ord);

        // Delimiters usable without \left/\right.
        symbol("lVert", u"‖", open);  symbol("rVert", u"‖", close);
        symbol("lvert", u"|", open);  symbol("rvert", u"|", close);
        symbol("langle", u"⟨", open); symbol("rangle", u"⟩", close);
        symbol("lbrace", u"{", open); symbol("rbrace", u"}", close);
        symbol("{", u"{", open);      symbol("}", u"}", close);
        symbol("lceil", u"⌈", open);  symbol("rceil", u"⌉", close);
        symbol("lfloor", u"⌊", open); symbol("rfloor", u"⌋", close);

        // Escaped characters that TeX would otherwise read as syntax.
        symbol("_", u"_", ord); symbol("%", u"%", ord); symbol("$", u"$", ord);
        symbol("#", u"#", ord); symbol("&", u"&", ord);

        // Large operators; the summing ones take their limits above and below in display.
        symbol("sum", u"∑", op, FontStyle::Upright, true);
        symbol("prod", u"∏", op, FontStyle::Upright, true);
        symbol("coprod", u"∐", op, FontStyle::Upright, true);
        symbol("bigcup", u"⋃", op, FontStyle::Upright, true);
        symbol("bigcap", u"⋂", op, FontStyle::Upright, true);
        symbol("int", u"∫", op);  symbol("iint", u"∬", op);  symbol("oint", u"∮", op);

        // Spaces, in mu (1/18 em).
        auto space = [&t](const char *name, int mu) {
            CommandInfo c;
            c.command = Command::Space;
            c.mu = mu;
            t.insert(QLatin1String(name), c);
        };
        space(",", 3); space("thinspace", 3); space(":", 4); space(">", 4); space("medspace", 4);
        space(";", 5); space("thickspace", 5); space("!", -3); space(" ", 6); space("enspace", 9);
        space("quad", 18); space("qquad", 36);

        // Operator names set upright, like \operatorname{…}.
        auto named = [&t](const char *name, bool limits) {
            CommandInfo c;
            c.command = Command::NamedOperator;
            c.text = QLatin1String(name);
            c.atomClass = AtomClass::LargeOperator;
            c.limits = limits;
            t.insert(QLatin1String(name), c);
        };
        for (const char *name : {"sin", "cos", "tan", "tanh", "exp", "log", "ln", "dim", "ker", "arg", "deg"})
            named(name, false);
        for (const char *name : {"max", "min", "sup", "inf", "lim", "det", "Pr", "gcd"})
            named(name, true);

        command("frac", Command::Fraction);
        command("sqrt", Command::Sqrt);
        command("left", Command::Left);
        command("right", Command::Right);
        command("text", Command::Text);
        command("textrm", Command::Text);
        command("operatorname", Command::OperatorName);

        auto font = [&t](const char *name, FontOverride override) {
            CommandInfo c;
            c.command = Command::Font;
            c.font = override;
            t.insert(QLatin1String(name), c);
        };
        font("mathrm", FontOverride::Roman);
        font("mathbf", FontOverride::Bold);
        font("mathbb", FontOverride::Blackboard);

        auto accent = [&t](const char *name, AccentKind kind) {
            CommandInfo c;
            c.command = Command::Accent;
            c.accent = kind;
            t.insert(QLatin1String(name), c);
        };
        accent("hat", AccentKind::Hat);     accent("widehat", AccentKind::Hat);
        accent("bar", AccentKind::Bar);     accent("overline", AccentKind::Bar);
        accent("tilde", AccentKind::Tilde); accent("widetilde", AccentKind::Tilde);
        accent("vec", AccentKind::Vec);
        return t;
    }();
    return table;
}

// What \left and \right accept, and what is drawn for it ("" for the invisible '.').
std::optional<QString> delimiterFor(const QString &token)
{
    static const QHash<QString, QString> table = [] {
        QHash<QString, QString> t;
        for (const char *plain : {"(", ")", "[", "]", "|", "/"})
            t.insert(QLatin1String(plain), QLatin1String(plain));
        t.insert(QStringLiteral("."), QString());
        t.insert(QStringLiteral("<"), QStringLiteral("⟨"));
        t.insert(QStringLiteral(">"), QStringLiteral("⟩"));
        for (const char16_t *unicode : {u"⟨", u"⟩", u"‖", u"⌈", u"⌉", u"⌊", u"⌋"})
            t.insert(QString::fromUtf16(unicode), QString::fromUtf16(unicode));
        t.insert(QStringLiteral("\\{"), QStringLiteral("{"));
        t.insert(QStringLiteral("\\}"), QStringLiteral("}"));
        t.insert(QStringLiteral("\\lbrace"), QStringLiteral("{"));
        t.insert(QStringLiteral("\\rbrace"), QStringLiteral("}"));
        t.insert(QStringLiteral("\\|"), QStringLiteral("‖"));
        t.insert(QStringLiteral("\\Vert"), QStringLiteral("‖"));
        t.insert(QStringLiteral("\\lVert"), QStringLiteral("‖"));
        t.insert(QStringLiteral("\\rVert"), QStringLiteral("‖"));
        t.insert(QStringLiteral("\\vert"), QStringLiteral("|"));
        t.insert(QStringLiteral("\\lvert"), QStringLiteral("|"));
        t.insert(QStringLiteral("\\rvert"), QStringLiteral("|"));
        t.insert(QStringLiteral("\\langle"), QStringLiteral("⟨"));
        t.insert(QStringLiteral("\\rangle"), QStringLiteral("⟩"));
        t.insert(QStringLiteral("\\lceil"), QStringLiteral("⌈"));
        t.insert(QStringLiteral("\\rceil"), QStringLiteral("⌉"));
        t.insert(QStringLiteral("\\lfloor"), QStringLiteral("⌊"));
        t.insert(QStringLiteral("\\rfloor"), QStringLiteral("⌋"));
        return t;
    }();
    const auto it = table.find(token);
    if (it == table.end())
        return std::nullopt;
    return *it;
}

struct CharacterInfo {
    QString text;
    AtomClass atomClass = AtomClass::Ordinary;
    FontStyle fontStyle = FontStyle::Upright;
    bool limits = false;
};

// How a character typed directly is set: ASCII and Greek lowercase letters are variables;
// operators and relations (ASCII or Unicode) get their class so spacing follows TeX.
CharacterInfo characterInfo(char32_t c, const QString &text)
{
    CharacterInfo info;
    info.text = text;
    if ((c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z') || (c >= 0x03B1 && c <= 0x03C9)
        || c == 0x03F5 || c == 0x03D1 || c == 0x03D5 || c == 0x03D6 || c == 0x03F1) {
        info.fontStyle = FontStyle::Italic;
        return info;
    }
    switch (c) {
    case U'-': info.text = QStringLiteral("−"); info.atomClass = AtomClass::Binary; return info;
    case U'*': info.text = QStringLiteral("∗"); info.atomClass = AtomClass::Binary; return info;
    case U'\'': info.text = QStringLiteral("′"); return info;
    case U'+': info.atomClass = AtomClass::Binary; return info;
    case U'=': case U'<': case U'>': case U':':
        info.atomClass = AtomClass::Relation;
        return info;
    case U',': case U';':
        info.atomClass = AtomClass::Punctuation;
        return info;
    case U'(': case U'[':
        info.atomClass = AtomClass::Opening;
        return info;
    case U')': case U']': case U'!': case U'?':
        info.atomClass = AtomClass::Closing;
        return info;
    default:
        break;
    }
    static const QString binaries = QStringLiteral("±∓×÷·⋅∘∗⊙⊗⊕⊖∧∨∩∪∖∙⋆−");
    static const QString relations = QStringLiteral("≤≥≠≈∼≃≅∝≡∈∉∋⊂⊃⊆⊇→←↔⇒⇐⇔↦≪≫∣≔⟶⊥");
    static const QString openings = QStringLiteral("⟨⌈⌊");
    static const QString closings = QStringLiteral("⟩⌉⌋");
    static const QString limitOperators = QStringLiteral("∑∏∐⋃⋂");
    static const QString integrals = QStringLiteral("∫∬∮");
    if (c <= 0xFFFF) {
        const QChar ch{char16_t(c)};
        if (binaries.contains(ch))
            info.atomClass = AtomClass::Binary;
        else if (relations.contains(ch))
            info.atomClass = AtomClass::Relation;
        else if (openings.contains(ch))
            info.atomClass = AtomClass::Opening;
        else if (closings.contains(ch))
            info.atomClass = AtomClass::Closing;
        else if (limitOperators.contains(ch) || integrals.contains(ch)) {
            info.atomClass = AtomClass::LargeOperator;
            info.limits = limitOperators.contains(ch);
        }
    }
    return info;
}

// ℝ, ℕ, … have their own code points; the other double-struck letters live in the
// Mathematical Alphanumeric Symbols block.
QString blackboard(const QString &text)
{
    if (text.size() != 1)
        return text;
    const char16_t c = text.at(0).unicode();
    switch (c) {
    case u'C': return QStringLiteral("ℂ");
    case u'H': return QStringLiteral("ℍ");
    case u'N': return QStringLiteral("ℕ");
    case u'P': return QStringLiteral("ℙ");
    case u'Q': return QStringLiteral("ℚ");
    case u'R': return QStringLiteral("ℝ");
    case u'Z': return QStringLiteral("ℤ");
    default: break;
    }
    char32_t mapped = 0;
    if (c >= u'A' && c <= u'Z')
        mapped = 0x1D538 + (c - u'A');
    else if (c >= u'a' && c <= u'z')
        mapped = 0x1D552 + (c - u'a');
    else if (c >= u'0' && c <= u'9')
        mapped = 0x1D7D8 + (c - u'0');
    else
        return text;
    return QString::fromUcs4(&mapped, 1);
}

QString codePoint(QChar c)
{
    return QString::number(c.unicode(), 16).toUpper().rightJustified(4, QLatin1Char('0'));
}

bool isAsciiLetter(QChar c)
{
    return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('A') && c <= QLatin1Char('Z'));
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

class Parser {
public:
    explicit Parser(const QString &source) : s_(source) {}

    FormulaParseResult run()
    {
        FormulaParseResult result;
        if (s_.size() > PackLimits::maxFormulaLength) {
            fail(ErrorKind::TooLong, PackLimits::maxFormulaLength,
                 FormulaParser::tr("the formula has %1 characters, more than the limit of %2")
                     .arg(s_.size()).arg(PackLimits::maxFormulaLength));
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
        if (depth_ <= PackLimits::maxFormulaDepth)
            return false;
        fail(ErrorKind::TooDeep, pos_, FormulaParser::tr("the formula is nested deeper than %1 levels").arg(PackLimits::maxFormulaDepth));
        return true;
    }

    bool atEnd() const { return pos_ >= s_.size(); }
    QChar peek() const { return atEnd() ? QChar() : s_.at(pos_); }

    void skipSpaces()
    {
        while (!atEnd() && s_.at(pos_).isSpace())
            ++pos_;
    }

    // True if a command `name` (letters) starts at pos_.
    bool atCommand(QLatin1String name) const
    {
        if (peek() != QLatin1Char('\\') || !QStringView(s_).mid(pos_ + 1).startsWith(name))
            return false;
        const qsizetype after = pos_ + 1 + name.size();
        return after >= s_.size() || !isAsciiLetter(s_.at(after));
    }

    // Reads "\name" (letters) or "\c" (one other character) at pos_; returns the name.
    QString readCommandName()
    {
        ++pos_; // the backslash
        if (atEnd())
            return QString();
        const int start = pos_;
        if (isAsciiLetter(s_.at(pos_))) {
            while (!atEnd() && isAsciiLetter(s_.at(pos_)))
                ++pos_;
        } else {
            ++pos_;
        }
        return s_.mid(start, pos_ - start);
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
        const CharacterInfo info = characterInfo(code, text);
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
                text = blackboard(text);
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
        const std::optional<QString> delimiter = delimiterFor(token);
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
        const auto found = commands().find(name);
        if (found == commands().end())
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

    const QString &s_;
    int pos_ = 0;
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
