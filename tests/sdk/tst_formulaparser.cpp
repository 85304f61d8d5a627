// The TeX subset: what each construct parses to, how symbols are classified, every error
// with its offset, and hostile input (huge, deeply nested, random) that must fail fast.
#include "text/formulaparser.h"
#include "core/packlimits.h"

#include "suiteregistry.h"

#include <QRandomGenerator>
#include <QTest>

using namespace atlas;

Q_DECLARE_METATYPE(FormulaError::Kind)
Q_DECLARE_METATYPE(FormulaNode::AtomClass)
Q_DECLARE_METATYPE(FormulaNode::FontStyle)

namespace {

// The first Symbol or Text node in document order.
const FormulaNode *firstLeaf(const FormulaNode &node)
{
    if (node.kind == FormulaNode::Kind::Symbol || node.kind == FormulaNode::Kind::Text)
        return &node;
    for (const FormulaNode &child : node.children)
        if (const FormulaNode *leaf = firstLeaf(child))
            return leaf;
    return nullptr;
}

} // namespace

class FormulaParserTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void validShapes_data()
    {
        QTest::addColumn<QString>("tex");
        QTest::addColumn<QString>("shape");
        auto row = [](const char *tex, const char *shape) {
            QTest::newRow(tex) << QString::fromUtf8(tex) << QString::fromUtf8(shape);
        };
        row("x", "[x]");
        row("x y 2", "[x y 2]");
        row("x^2", "[sup(x,[2])]");
        row("x_i", "[sub(x,[i])]");
        row("x_i^2", "[subsup(x,[i],[2])]");
        row("x^2_i", "[subsup(x,[i],[2])]");
        row("x_{ij}^{n+1}", "[subsup(x,[i j],[n + 1])]");
        row("{x^2}^3", "[sup([sup(x,[2])],[3])]");
        row("^2", "[sup([],[2])]");
        row("K^\\top", "[sup(K,[⊤])]");
        row("x'", "[x ′]");
        row("\\frac{a}{b}", "[frac([a],[b])]");
        row("\\frac12", "[frac([1],[2])]");
        row("\\frac{QK^\\top}{\\sqrt{d_k}}", "[frac([Q sup(K,[⊤])],[sqrt([sub(d,[k])])])]");
        row("\\sqrt{x}", "[sqrt([x])]");
        row("\\sqrt[3]{x}", "[root([x],[3])]");
        row("\\left( x \\right)", "[left(([x])right)]");
        row("\\left[ x \\right]", "[left[([x])right]]");
        row("\\left| x \\right|", "[left|([x])right|]");
        row("\\left\\{ x \\right\\}", "[left{([x])right}]");
        row("\\left\\langle x \\right\\rangle", "[left⟨([x])right⟩]");
        row("\\left. x \\right|", "[left.([x])right|]");
        row("\\left\\| x \\right\\|", "[left‖([x])right‖]");
        row("\\left( \\left[ x \\right] \\right)", "[left(([left[([x])right]])right)]");
        row("\\text{for all } i", "[text(for all ) i]");
        row("\\mathrm{d}x", "[[d] x]");
        row("\\operatorname{softmax}(x)", "[text(softmax) ( x )]");
        row("\\mathbf{W}_q", "[sub([W],[q])]");
        row("\\mathbb{R}^{d}", "[sup([ℝ],[d])]");
        row("\\hat{x} \\bar{x} \\tilde{x} \\vec{x}", "[hat([x]) bar([x]) tilde([x]) vec([x])]");
        row("\\alpha + \\Omega", "[α + Ω]");
        row("\\epsilon \\varepsilon", "[ϵ ε]");
        row("a - b * c", "[a − b ∗ c]");
        row("\\{ \\} \\_ \\% \\$ \\# \\&", "[{ } _ % $ # &]");
        row("a\\,b\\;c\\:d\\!e\\quad f\\qquad g~h", "[a space(3) b space(5) c space(4) d space(-3) e space(18) f space(36) g space(6) h]");
        row("q \\cdot k \\times v \\odot w", "[q ⋅ k × v ⊙ w]");
        row("a \\le b \\ne c \\to d \\mapsto e", "[a ≤ b ≠ c → d ↦ e]");
        row("\\sum_{i=1}^{n} x_i", "[subsup(∑,[i = 1],[n]) sub(x,[i])]");
        row("\\lVert x \\rVert", "[‖ x ‖]");
        row("ₖ √ × −", "[ₖ √ × −]");
        row("𝑥", "[𝑥]");
        row("x\u0302", "[x\u0302]");
        row("\\max_i x", "[sub(text(max),[i]) x]");
    }

    void validShapes()
    {
        QFETCH(QString, tex);
        QFETCH(QString, shape);
        const FormulaParseResult r = FormulaParser::parse(tex);
        QVERIFY2(r.ok(), r.error ? qPrintable(r.error->message) : "");
        QCOMPARE(r.root.shape(), shape);
    }

    void classification_data()
    {
        QTest::addColumn<QString>("tex");
        QTest::addColumn<FormulaNode::AtomClass>("atomClass");
        QTest::addColumn<FormulaNode::FontStyle>("fontStyle");
        using C = FormulaNode::AtomClass;
        using F = FormulaNode::FontStyle;
        QTest::newRow("letter") << QStringLiteral("x") << C::Ordinary << F::Italic;
        QTest::newRow("digit") << QStringLiteral("2") << C::Ordinary << F::Upright;
        QTest::newRow("plus") << QStringLiteral("+") << C::Binary << F::Upright;
        QTest::newRow("minus") << QStringLiteral("-") << C::Binary << F::Upright;
        QTest::newRow("cdot") << QStringLiteral("\\cdot") << C::Binary << F::Upright;
        QTest::newRow("equals") << QStringLiteral("=") << C::Relation << F::Upright;
        QTest::newRow("approx") << QStringLiteral("\\approx") << C::Relation << F::Upright;
        QTest::newRow("typed le") << QStringLiteral("≤") << C::Relation << F::Upright;
        QTest::newRow("typed times") << QStringLiteral("×") << C::Binary << F::Upright;
        QTest::newRow("comma") << QStringLiteral(",") << C::Punctuation << F::Upright;
        QTest::newRow("open") << QStringLiteral("(") << C::Opening << F::Upright;
        QTest::newRow("close") << QStringLiteral(")") << C::Closing << F::Upright;
        QTest::newRow("sum") << QStringLiteral("\\sum") << C::LargeOperator << F::Upright;
        QTest::newRow("int") << QStringLiteral("\\int") << C::LargeOperator << F::Upright;
        QTest::newRow("alpha") << QStringLiteral("\\alpha") << C::Ordinary << F::Italic;
        QTest::newRow("typed alpha") << QStringLiteral("α") << C::Ordinary << F::Italic;
        QTest::newRow("Gamma") << QStringLiteral("\\Gamma") << C::Ordinary << F::Upright;
        QTest::newRow("infty") << QStringLiteral("\\infty") << C::Ordinary << F::Upright;
        QTest::newRow("mathrm") << QStringLiteral("\\mathrm{d}") << C::Ordinary << F::Upright;
        QTest::newRow("mathbf") << QStringLiteral("\\mathbf{x}") << C::Ordinary << F::Bold;
        QTest::newRow("text") << QStringLiteral("\\text{if}") << C::Ordinary << F::Upright;
        QTest::newRow("operatorname") << QStringLiteral("\\operatorname{softmax}") << C::LargeOperator << F::Upright;
        QTest::newRow("subscript letter") << QStringLiteral("ₖ") << C::Ordinary << F::Upright;
    }

    void classification()
    {
        QFETCH(QString, tex);
        QFETCH(FormulaNode::AtomClass, atomClass);
        QFETCH(FormulaNode::FontStyle, fontStyle);
        const FormulaParseResult r = FormulaParser::parse(tex);
        QVERIFY(r.ok());
        const FormulaNode *leaf = firstLeaf(r.root);
        QVERIFY(leaf);
        QCOMPARE(leaf->atomClass, atomClass);
        QCOMPARE(leaf->fontStyle, fontStyle);
    }

    void limits()
    {
        const FormulaParseResult sum = FormulaParser::parse(QStringLiteral("\\sum_i"));
        QVERIFY(sum.ok());
        QVERIFY(sum.root.children.at(0).limits);
        const FormulaParseResult integral = FormulaParser::parse(QStringLiteral("\\int_0^1"));
        QVERIFY(integral.ok());
        QVERIFY(!integral.root.children.at(0).limits);
    }

    void offsets()
    {
        // Nodes remember where they start, for messages that point into the source.
        const FormulaParseResult r = FormulaParser::parse(QStringLiteral("a + \\frac{b}{c}"));
        QVERIFY(r.ok());
        QCOMPARE(r.root.children.at(0).offset, 0);
        QCOMPARE(r.root.children.at(1).offset, 2);
        QCOMPARE(r.root.children.at(2).offset, 4);
        QCOMPARE(r.root.children.at(2).children.at(1).children.at(0).offset, 13);
    }

    void errors_data()
    {
        QTest::addColumn<QString>("tex");
        QTest::addColumn<FormulaError::Kind>("kind");
        QTest::addColumn<int>("offset");
        QTest::addColumn<QString>("mentions");
        using K = FormulaError::Kind;
        auto row = [](const char *name, const QString &tex, K kind, int offset, const char *mentions) {
            QTest::newRow(name) << tex << kind << offset << QString::fromUtf8(mentions);
        };
        row("unknown command", QStringLiteral("\\foo"), K::UnknownCommand, 0, "'\\foo'");
        row("unknown command later", QStringLiteral("a + \\foo{b}"), K::UnknownCommand, 4, "'\\foo'");
        row("unknown in text", QStringLiteral("\\text{\\alpha}"), K::UnknownCommand, 6, "\\alpha");
        row("lone backslash", QStringLiteral("a \\"), K::UnknownCommand, 2, "\\");
        row("unclosed brace", QStringLiteral("x + {a"), K::UnbalancedBraces, 4, "{");
        row("extra brace", QStringLiteral("a}"), K::UnbalancedBraces, 1, "}");
        row("unclosed text", QStringLiteral("\\text{a"), K::UnbalancedBraces, 5, "{");
        row("unclosed index", QStringLiteral("\\sqrt[3{x}"), K::UnbalancedBraces, 5, "]");
        row("frac without arguments", QStringLiteral("\\frac"), K::MissingArgument, 0, "\\frac");
        row("frac with one argument", QStringLiteral("1 + \\frac{a}"), K::MissingArgument, 4, "\\frac");
        row("frac before brace", QStringLiteral("{\\frac}"), K::MissingArgument, 1, "\\frac");
        row("sqrt without argument", QStringLiteral("\\sqrt"), K::MissingArgument, 0, "\\sqrt");
        row("superscript without argument", QStringLiteral("x^"), K::MissingArgument, 1, "^");
        row("subscript before brace", QStringLiteral("{x_}"), K::MissingArgument, 2, "_");
        row("text without braces", QStringLiteral("\\text x"), K::MissingArgument, 0, "\\text");
        row("left without right", QStringLiteral("\\left( x"), K::LeftWithoutRight, 0, "\\right");
        row("left closed by group", QStringLiteral("{ \\left( }"), K::LeftWithoutRight, 2, "\\right");
        row("right without left", QStringLiteral("x \\right)"), K::RightWithoutLeft, 2, "\\left");
        row("bad delimiter", QStringLiteral("\\left x \\right)"), K::BadDelimiter, 6, "'x'");
        row("bad delimiter command", QStringLiteral("\\left( x \\right\\alpha"), K::BadDelimiter, 15, "\\alpha");
        row("missing delimiter", QStringLiteral("\\left"), K::MissingArgument, 0, "\\left");
        row("empty", QString(), K::EmptyFormula, 0, "empty");
        row("blank", QStringLiteral("  \n "), K::EmptyFormula, 0, "empty");
        row("double superscript", QStringLiteral("x^2^3"), K::DoubleScript, 3, "superscript");
        row("double subscript", QStringLiteral("x_1_2"), K::DoubleScript, 3, "subscript");
        row("percent", QStringLiteral("50%"), K::ReservedCharacter, 2, "\\%");
        row("ampersand", QStringLiteral("a & b"), K::ReservedCharacter, 2, "\\&");
        row("hash", QStringLiteral("#1"), K::ReservedCharacter, 0, "\\#");
        row("dollar", QStringLiteral("a$b"), K::ReservedCharacter, 1, "\\$");
        row("control character", QStringLiteral("a") + QChar(0x01), K::ControlCharacter, 1, "U+0001");
        row("lone surrogate", QStringLiteral("a") + QChar(0xD835), K::ControlCharacter, 1, "surrogate");
        row("too long", QString(PackLimits::maxFormulaLength + 1, QLatin1Char('x')), K::TooLong,
            PackLimits::maxFormulaLength, "2000");
        row("too deep", QString(40, QLatin1Char('{')) + QStringLiteral("x") + QString(40, QLatin1Char('}')),
            K::TooDeep, 32, "32");
    }

    void errors()
    {
        QFETCH(QString, tex);
        QFETCH(FormulaError::Kind, kind);
        QFETCH(int, offset);
        QFETCH(QString, mentions);
        const FormulaParseResult r = FormulaParser::parse(tex);
        QVERIFY(!r.ok());
        QCOMPARE(r.error->kind, kind);
        QCOMPARE(r.error->offset, offset);
        QVERIFY2(r.error->message.contains(mentions), qPrintable(r.error->message));
        QVERIFY(r.root.children.empty()); // no half-built tree
    }

    void limitsAreExactlyAtTheBoundary()
    {
        QVERIFY(FormulaParser::parse(QString(PackLimits::maxFormulaLength, QLatin1Char('x'))).ok());
        // 31 groups inside the formula's own row: 32 levels, the most allowed.
        const int deepest = PackLimits::maxFormulaDepth - 1;
        QVERIFY(FormulaParser::parse(QString(deepest, QLatin1Char('{')) + QStringLiteral("x") + QString(deepest, QLatin1Char('}'))).ok());
    }

    void hostileInputFailsFast_data()
    {
        QTest::addColumn<QString>("tex");
        QTest::newRow("100 000 nested braces") << QString(100000, QLatin1Char('{')) + QString(100000, QLatin1Char('}'));
        QTest::newRow("a megabyte") << QString(1 << 20, QLatin1Char('x'));
        QString sqrt, script, frac, left, accent;
        while (sqrt.size() < PackLimits::maxFormulaLength - 10)
            sqrt += QStringLiteral("\\sqrt{");
        while (script.size() < PackLimits::maxFormulaLength - 10)
            script += QStringLiteral("x^{");
        while (frac.size() < PackLimits::maxFormulaLength - 10)
            frac += QStringLiteral("\\frac{");
        while (left.size() < PackLimits::maxFormulaLength - 10)
            left += QStringLiteral("\\left(");
        while (accent.size() < PackLimits::maxFormulaLength - 10)
            accent += QStringLiteral("\\hat ");
        QTest::newRow("nested roots") << sqrt;
        QTest::newRow("nested scripts") << script;
        QTest::newRow("nested fractions") << frac;
        QTest::newRow("nested lefts") << left;
        QTest::newRow("stacked accents") << accent;
    }

    void hostileInputFailsFast()
    {
        QFETCH(QString, tex);
        const FormulaParseResult r = FormulaParser::parse(tex);
        QVERIFY(!r.ok());
        QVERIFY(r.error->kind == FormulaError::Kind::TooLong || r.error->kind == FormulaError::Kind::TooDeep);
    }

    void randomInputNeverCrashes()
    {
        // Pieces of the syntax in random order: every result is either a tree or an error
        // with an offset inside the source.
        const QStringList pieces{QStringLiteral("{"), QStringLiteral("}"), QStringLiteral("^"), QStringLiteral("_"),
                                 QStringLiteral("\\frac"), QStringLiteral("\\sqrt"), QStringLiteral("["), QStringLiteral("]"),
                                 QStringLiteral("\\left("), QStringLiteral("\\right)"), QStringLiteral("\\text{"),
                                 QStringLiteral("x"), QStringLiteral("2"), QStringLiteral("+"), QStringLiteral("\\alpha"),
                                 QStringLiteral("\\hat"), QStringLiteral("\\mathbb"), QStringLiteral("\\"), QStringLiteral(" "),
                                 QStringLiteral("ₖ"), QStringLiteral("\\,"), QStringLiteral("'"), QStringLiteral("\\left."),
                                 QStringLiteral("\\right"), QStringLiteral("%")};
        QRandomGenerator random(20240611);
        int parsed = 0;
        for (int n = 0; n < 3000; ++n) {
            QString tex;
            const int length = int(random.bounded(1, 40));
            for (int i = 0; i < length; ++i)
                tex += pieces.at(int(random.bounded(qsizetype(pieces.size()))));
            const FormulaParseResult r = FormulaParser::parse(tex);
            if (r.ok()) {
                ++parsed;
                QVERIFY(!r.root.shape().isEmpty());
            } else {
                QVERIFY2(r.error->offset >= 0 && r.error->offset <= tex.size(), qPrintable(tex));
                QVERIFY(!r.error->message.isEmpty());
            }
        }
        QVERIFY(parsed > 0); // the generator does produce valid formulas too
    }

    void plainText_data()
    {
        QTest::addColumn<QString>("tex");
        QTest::addColumn<QString>("text");
        QTest::newRow("scaled scores") << QStringLiteral("S = \\frac{QK^\\top}{\\sqrt{d_k}}") << QStringLiteral("S = (QK^⊤)/√(d_k)");
        QTest::newRow("derivative") << QStringLiteral("\\frac{\\partial o}{\\partial s_j} = a_j(v_j - o)")
                                    << QStringLiteral("(∂o)/(∂s_j) = a_j(v_j − o)");
        QTest::newRow("operator") << QStringLiteral("\\operatorname{Var}(q \\cdot k)") << QStringLiteral("Var(q ⋅ k)");
    }

    void plainText()
    {
        QFETCH(QString, tex);
        QFETCH(QString, text);
        const FormulaParseResult r = FormulaParser::parse(tex);
        QVERIFY(r.ok());
        QCOMPARE(r.root.plainText(), text);
    }
};

ATLAS_TEST_GUILESS_MAIN(FormulaParserTest)
#include "tst_formulaparser.moc"
