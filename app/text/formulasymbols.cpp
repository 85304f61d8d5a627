#include "formulasymbols.h"

#include <QHash>
#include <QStringList>

namespace atlas {

namespace {

using AtomClass = FormulaNode::AtomClass;
using FontStyle = FormulaNode::FontStyle;
using AccentKind = FormulaNode::AccentKind;

} // namespace

const QHash<QString, FormulaSymbols::CommandInfo> &FormulaSymbols::commands()
{
    static const QHash<QString, CommandInfo> table = [] {
        QHash<QString, CommandInfo> t;
        // `entries` holds "name text" pairs: the command \name draws `text`.
        auto symbols = [&t](AtomClass atomClass, FontStyle style, const char16_t *entries, bool limits = false) {
            const QStringList words = QString::fromUtf16(entries).split(QLatin1Char(' '), Qt::SkipEmptyParts);
            for (qsizetype i = 0; i + 1 < words.size(); i += 2) {
                CommandInfo c;
                c.text = words.at(i + 1);
                c.atomClass = atomClass;
                c.fontStyle = style;
                c.limits = limits;
                t.insert(words.at(i), c);
            }
        };
        // The other commands: their kind, and what that kind needs set in the entry returned.
        auto command = [&t](const char *name, Command kind) -> CommandInfo & {
            CommandInfo &c = *t.insert(QLatin1String(name), CommandInfo());
            c.command = kind;
            return c;
        };
        auto space = [&command](const char *name, int mu) { command(name, Command::Space).mu = mu; };
        auto named = [&command](const char *name, bool limits) {
            CommandInfo &c = command(name, Command::NamedOperator);
            c.text = QLatin1String(name);
            c.atomClass = AtomClass::LargeOperator;
            c.limits = limits;
        };
        auto font = [&command](const char *name, FontOverride override) { command(name, Command::Font).font = override; };
        auto accent = [&command](const char *name, AccentKind kind) { command(name, Command::Accent).accent = kind; };
        const AtomClass ord = AtomClass::Ordinary, bin = AtomClass::Binary, rel = AtomClass::Relation,
                        open = AtomClass::Opening, close = AtomClass::Closing, op = AtomClass::LargeOperator;
        const FontStyle italic = FontStyle::Italic, upright = FontStyle::Upright;

        // Greek: lowercase letters are variables (italic), capitals upright, as in TeX.
        symbols(ord, italic, u"alpha α  beta β  gamma γ  delta δ  epsilon ϵ  varepsilon ε  zeta ζ  eta η  theta θ  "
                             u"vartheta ϑ  iota ι  kappa κ  lambda λ  mu μ  nu ν  xi ξ  pi π  varpi ϖ  rho ρ  varrho ϱ  "
                             u"sigma σ  varsigma ς  tau τ  upsilon υ  phi ϕ  varphi φ  chi χ  psi ψ  omega ω");
        symbols(ord, upright, u"Gamma Γ  Delta Δ  Theta Θ  Lambda Λ  Xi Ξ  Pi Π  Sigma Σ  Upsilon Υ  Phi Φ  Psi Ψ  Omega Ω");

        // Binary operators: a medium space on each side.
        symbols(bin, upright, u"cdot ⋅  times ×  odot ⊙  circ ∘  pm ±  mp ∓  div ÷  ast ∗  star ⋆  bullet ∙  otimes ⊗  "
                              u"oplus ⊕  cup ∪  cap ∩  wedge ∧  vee ∨  setminus ∖");

        // Relations and arrows: a thick space on each side.
        symbols(rel, upright, u"le ≤  leq ≤  ge ≥  geq ≥  ne ≠  neq ≠  approx ≈  sim ∼  simeq ≃  propto ∝  equiv ≡  in ∈  "
                              u"notin ∉  ni ∋  subset ⊂  subseteq ⊆  supset ⊃  supseteq ⊇  ll ≪  gg ≫  perp ⊥  mid ∣  "
                              u"to →  rightarrow →  leftarrow ←  gets ←  leftrightarrow ↔  Rightarrow ⇒  Leftarrow ⇐  "
                              u"Leftrightarrow ⇔  mapsto ↦  longrightarrow ⟶");

        // Ordinary symbols.
        symbols(ord, upright, u"infty ∞  partial ∂  nabla ∇  ldots …  dots …  cdots ⋯  vdots ⋮  ddots ⋱  top ⊤  bot ⊥  "
                              u"forall ∀  exists ∃  neg ¬  lnot ¬  emptyset ∅  varnothing ∅  ell ℓ  prime ′  hbar ℏ  "
                              u"| ‖  Vert ‖  vert |");

        // Delimiters usable without \left/\right.
        symbols(open, upright, u"lVert ‖  lvert |  langle ⟨  lbrace {  { {  lceil ⌈  lfloor ⌊");
        symbols(close, upright, u"rVert ‖  rvert |  rangle ⟩  rbrace }  } }  rceil ⌉  rfloor ⌋");

        // Escaped characters that TeX would otherwise read as syntax.
        symbols(ord, upright, u"_ _  % %  $ $  # #  & &");

        // Large operators; the summing ones take their limits above and below in display.
        symbols(op, upright, u"sum ∑  prod ∏  coprod ∐  bigcup ⋃  bigcap ⋂", true);
        symbols(op, upright, u"int ∫  iint ∬  oint ∮");

        // Spaces, in mu (1/18 em).
        space(",", 3); space("thinspace", 3); space(":", 4); space(">", 4); space("medspace", 4);
        space(";", 5); space("thickspace", 5); space("!", -3); space(" ", 6); space("enspace", 9);
        space("quad", 18); space("qquad", 36);

        // Operator names set upright, like \operatorname{…}.
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

        font("mathrm", FontOverride::Roman);
        font("mathbf", FontOverride::Bold);
        font("mathbb", FontOverride::Blackboard);

        accent("hat", AccentKind::Hat);     accent("widehat", AccentKind::Hat);
        accent("bar", AccentKind::Bar);     accent("overline", AccentKind::Bar);
        accent("tilde", AccentKind::Tilde); accent("widetilde", AccentKind::Tilde);
        accent("vec", AccentKind::Vec);
        return t;
    }();
    return table;
}

const FormulaSymbols::CommandInfo *FormulaSymbols::command(const QString &name)
{
    const auto found = commands().find(name);
    return found == commands().end() ? nullptr : &*found;
}

std::optional<QString> FormulaSymbols::delimiter(const QString &token)
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

FormulaSymbols::CharacterInfo FormulaSymbols::character(char32_t c, const QString &text)
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
QString FormulaSymbols::blackboard(const QString &text)
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

} // namespace atlas
