// Geometry of typeset formulas (what a reader would check with a ruler) and FormulaView.
#include "imageink.h"
#include "suiteregistry.h"

#include "sdk/formularenderer.h"
#include "sdk/formulaview.h"

#include <QApplication>
#include <QTest>

using namespace atlas;
using Item = FormulaRenderer::Item;
using Role = FormulaRenderer::Item::Role;

namespace {

QFont baseFont(int pixels = 20)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(pixels);
    return f;
}

FormulaRenderer render(const QString &tex, FormulaRenderer::Style style = FormulaRenderer::Style::Display, int pixels = 20)
{
    return FormulaRenderer(tex, baseFont(pixels), style);
}

// The n-th glyph item drawing `text`.
const Item *glyph(const FormulaRenderer &r, const QString &text, int n = 0)
{
    for (const Item &item : r.items())
        if (item.kind == Item::Kind::Glyphs && item.text == text && n-- == 0)
            return &item;
    return nullptr;
}

const Item *role(const FormulaRenderer &r, Role wanted)
{
    for (const Item &item : r.items())
        if (item.role == wanted)
            return &item;
    return nullptr;
}

int count(const FormulaRenderer &r, Role wanted)
{
    return int(std::count_if(r.items().begin(), r.items().end(), [wanted](const Item &i) { return i.role == wanted; }));
}

// The colour of the most opaque pixel.
QColor strongest(const QImage &image)
{
    QRgb best = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (qAlpha(image.pixel(x, y)) > qAlpha(best))
                best = image.pixel(x, y);
    return QColor::fromRgba(qUnpremultiply(best));
}

} // namespace

class FormulaRendererTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void fraction_data()
    {
        QTest::addColumn<bool>("display");
        QTest::newRow("display") << true;
        QTest::newRow("inline") << false;
    }

    void fraction()
    {
        QFETCH(bool, display);
        const auto style = display ? FormulaRenderer::Style::Display : FormulaRenderer::Style::Inline;
        const FormulaRenderer r = render(QStringLiteral("\\frac{a}{b}"), style);
        QVERIFY(r.isValid());
        const Item *a = glyph(r, QStringLiteral("a"));
        const Item *b = glyph(r, QStringLiteral("b"));
        const Item *bar = role(r, Role::FractionBar);
        QVERIFY(a && b && bar);
        QCOMPARE(bar->kind, Item::Kind::Rule);
        // The bar lies between numerator and denominator, clear of both.
        QVERIFY(a->rect.bottom() < bar->rect.top());
        QVERIFY(bar->rect.bottom() < b->rect.top());
        // Both are centred on the bar, which is at least as wide as either.
        QVERIFY(bar->rect.width() >= a->rect.width() && bar->rect.width() >= b->rect.width());
        QVERIFY(std::abs(a->rect.center().x() - bar->rect.center().x()) < 2);
        QVERIFY(std::abs(b->rect.center().x() - bar->rect.center().x()) < 2);
        // The bar sits on the maths axis: above the baseline, below the x-height.
        QVERIFY(bar->rect.center().y() < r.baseline());
        QVERIFY(bar->rect.center().y() > r.baseline() - 0.5 * r.pixelSize());
        // Taller than its numerator alone.
        QVERIFY(r.size().height() > render(QStringLiteral("a"), style).size().height() * 1.5);
    }

    void displayFractionsAreLarger()
    {
        const FormulaRenderer display = render(QStringLiteral("\\frac{a}{b}"), FormulaRenderer::Style::Display);
        const FormulaRenderer inlined = render(QStringLiteral("\\frac{a}{b}"), FormulaRenderer::Style::Inline);
        QVERIFY(display.size().height() > inlined.size().height());
        QVERIFY(glyph(display, QStringLiteral("a"))->font.pixelSize() > glyph(inlined, QStringLiteral("a"))->font.pixelSize());
    }

    void scripts()
    {
        const FormulaRenderer sup = render(QStringLiteral("x^2"));
        const Item *x = glyph(sup, QStringLiteral("x"));
        const Item *two = glyph(sup, QStringLiteral("2"));
        QVERIFY(x && two);
        QVERIFY(two->baseline < x->baseline);                 // raised
        QVERIFY(two->font.pixelSize() < x->font.pixelSize()); // smaller
        QVERIFY(two->rect.left() >= x->rect.center().x());    // to the right

        const FormulaRenderer sub = render(QStringLiteral("x_2"));
        QVERIFY(glyph(sub, QStringLiteral("2"))->baseline > glyph(sub, QStringLiteral("x"))->baseline); // lowered

        const FormulaRenderer both = render(QStringLiteral("x_i^2"));
        const Item *i = glyph(both, QStringLiteral("i"));
        const Item *two2 = glyph(both, QStringLiteral("2"));
        QVERIFY(two2->baseline < glyph(both, QStringLiteral("x"))->baseline);
        QVERIFY(i->baseline > glyph(both, QStringLiteral("x"))->baseline);
        QVERIFY(two2->rect.bottom() < i->rect.top()); // never touching

        // Second-level scripts are smaller again.
        const FormulaRenderer nested = render(QStringLiteral("e^{x^2}"));
        QVERIFY(glyph(nested, QStringLiteral("2"))->font.pixelSize() < glyph(nested, QStringLiteral("x"))->font.pixelSize());
    }

    void radical()
    {
        const FormulaRenderer x = render(QStringLiteral("x"));
        const FormulaRenderer root = render(QStringLiteral("\\sqrt{x}"));
        QVERIFY(root.size().width() > x.size().width());
        QVERIFY(root.size().height() > x.size().height());
        QVERIFY(count(root, Role::Radical) > 0);
        const Item *vinculum = role(root, Role::Vinculum);
        const Item *radicand = glyph(root, QStringLiteral("x"));
        QVERIFY(vinculum && radicand);
        QVERIFY(vinculum->rect.bottom() < radicand->rect.top());     // above the radicand
        QVERIFY(vinculum->rect.left() <= radicand->rect.left());      // and covering it
        QVERIFY(vinculum->rect.right() >= radicand->rect.right());
        // The sign reaches from below the baseline up to the vinculum.
        QRectF sign;
        for (const Item &item : root.items())
            if (item.role == Role::Radical)
                sign = sign.united(item.rect);
        QVERIFY(sign.bottom() > root.baseline());
        QVERIFY(sign.top() <= vinculum->rect.bottom());
        QVERIFY(sign.right() <= radicand->rect.left() + 1);

        const FormulaRenderer indexed = render(QStringLiteral("\\sqrt[3]{x}"));
        QVERIFY(glyph(indexed, QStringLiteral("3"))->baseline < glyph(indexed, QStringLiteral("x"))->baseline);
    }

    void delimitersGrow()
    {
        const FormulaRenderer small = render(QStringLiteral("\\left( x \\right)"));
        const FormulaRenderer tall = render(QStringLiteral("\\left( \\frac{a}{b} \\right)"));
        // Around a letter the font's own parenthesis is used; around a fraction a drawn one
        // reaching past numerator and denominator.
        QVERIFY(glyph(small, QStringLiteral("(")));
        QCOMPARE(count(tall, Role::Delimiter), 2);
        const Item *open = role(tall, Role::Delimiter);
        QCOMPARE(open->kind, Item::Kind::Path);
        QVERIFY(open->rect.top() <= glyph(tall, QStringLiteral("a"))->rect.top() + 1);
        QVERIFY(open->rect.bottom() >= glyph(tall, QStringLiteral("b"))->rect.bottom() - 1);
        QVERIFY(open->rect.right() <= glyph(tall, QStringLiteral("a"))->rect.left());
        for (const QString &tex : {QStringLiteral("\\left[\\frac{a}{b}\\right]"), QStringLiteral("\\left\\{\\frac{a}{b}\\right\\}"),
                                   QStringLiteral("\\left\\langle\\frac{a}{b}\\right\\rangle"), QStringLiteral("\\left|\\frac{a}{b}\\right|"),
                                   QStringLiteral("\\left\\|\\frac{a}{b}\\right\\|")})
            QCOMPARE(count(render(tex), Role::Delimiter), 2);
        // '.' draws nothing.
        QCOMPARE(count(render(QStringLiteral("\\left. \\frac{a}{b} \\right|")), Role::Delimiter), 1);
    }

    void accentsSitAbove()
    {
        for (const QString &tex : {QStringLiteral("\\hat{x}"), QStringLiteral("\\bar{x}"), QStringLiteral("\\tilde{x}"), QStringLiteral("\\vec{x}")}) {
            const FormulaRenderer r = render(tex);
            const Item *accent = role(r, Role::Accent);
            QVERIFY2(accent, qPrintable(tex));
            QVERIFY2(accent->rect.bottom() < glyph(r, QStringLiteral("x"))->rect.top(), qPrintable(tex));
        }
    }

    void spacingFollowsClasses()
    {
        // Wrapping a symbol in braces makes it ordinary: the difference is its spacing.
        const qreal mu = render(QStringLiteral("x")).pixelSize() / 18.0;
        auto width = [](const char *tex) { return render(QString::fromUtf8(tex)).size().width(); };
        QVERIFY(std::abs(width("a+b") - width("a{+}b") - 8 * mu) < 1.0);  // medium space, twice
        QVERIFY(std::abs(width("a=b") - width("a{=}b") - 10 * mu) < 1.0); // thick space, twice
        QVERIFY(std::abs(width("-b") - width("{-}b")) < 0.5);              // unary minus: none
        QVERIFY(std::abs(width("(-b)") - width("({-}b)")) < 0.5);
        QVERIFY(std::abs(width("a,b") - width("a{,}b") - 3 * mu) < 1.0);  // thin after a comma
        // In scripts, only the thin spaces remain.
        auto scriptWidth = [](const char *tex) { return render(QString::fromUtf8(tex)).size().width(); };
        QVERIFY(std::abs(scriptWidth("x^{a+b}") - scriptWidth("x^{a{+}b}")) < 0.5);
        QVERIFY(width("a\\quad b") - width("ab") > 0.9 * render(QStringLiteral("x")).pixelSize());
        // Negative space pulls neighbours together, but a formula of nothing else takes no
        // width: its image is its padding only, never a negative size (tests/fuzz/regressions/formula/).
        QVERIFY(width("a\\!b") < width("ab"));
        for (const char *tex : {"\\!", "\\!\\!\\!", "{\\!}", "x^{\\!}"}) {
            const QSizeF size = render(QString::fromUtf8(tex)).size();
            QVERIFY2(size.width() >= 0 && size.height() >= 0, tex);
        }
        QVERIFY(render(QStringLiteral("\\!")).size().width() <= 2.0);
    }

    void largeOperators()
    {
        const FormulaRenderer display = render(QStringLiteral("\\sum_{i}^{n} x"), FormulaRenderer::Style::Display);
        const Item *sum = glyph(display, QStringLiteral("∑"));
        const Item *i = glyph(display, QStringLiteral("i"));
        const Item *n = glyph(display, QStringLiteral("n"));
        QVERIFY(sum && i && n);
        QVERIFY(i->rect.top() > sum->rect.bottom()); // limits below and above
        QVERIFY(n->rect.bottom() < sum->rect.top());
        QVERIFY(std::abs(i->rect.center().x() - sum->rect.center().x()) < 3);
        QVERIFY(sum->font.pixelSize() > glyph(display, QStringLiteral("x"))->font.pixelSize());

        const FormulaRenderer inlined = render(QStringLiteral("\\sum_{i}^{n} x"), FormulaRenderer::Style::Inline);
        QVERIFY(glyph(inlined, QStringLiteral("i"))->rect.left() > glyph(inlined, QStringLiteral("∑"))->rect.center().x()); // beside
        QVERIFY(inlined.size().height() < display.size().height());
    }

    void textAndFonts()
    {
        const FormulaRenderer r = render(QStringLiteral("x \\text{if } \\mathbf{W} \\alpha \\Gamma 2"));
        QVERIFY(glyph(r, QStringLiteral("x"))->font.italic());
        QVERIFY(!glyph(r, QStringLiteral("if "))->font.italic());
        QVERIFY(glyph(r, QStringLiteral("W"))->font.bold());
        QVERIFY(glyph(r, QStringLiteral("α"))->font.italic());
        QVERIFY(!glyph(r, QStringLiteral("Γ"))->font.italic());
        QVERIFY(!glyph(r, QStringLiteral("2"))->font.italic());
        QCOMPARE(glyph(r, QStringLiteral("x"))->font.families().constFirst(), FormulaRenderer::fontFamilies().constFirst());
    }

    void scalesWithTheFont_data()
    {
        QTest::addColumn<QString>("tex");
        QTest::newRow("fraction") << QStringLiteral("\\frac{QK^\\top}{\\sqrt{d_k}}");
        QTest::newRow("scripts") << QStringLiteral("x_i^2 + y_j");
        QTest::newRow("delimiters") << QStringLiteral("\\left(\\frac{a}{b}\\right)");
    }

    void scalesWithTheFont()
    {
        QFETCH(QString, tex);
        const QSizeF small = render(tex, FormulaRenderer::Style::Display, 16).size();
        const QSizeF large = render(tex, FormulaRenderer::Style::Display, 32).size();
        const qreal w = large.width() / small.width();
        const qreal h = large.height() / small.height();
        QVERIFY2(w > 1.75 && w < 2.25, qPrintable(QString::number(w)));
        QVERIFY2(h > 1.75 && h < 2.25, qPrintable(QString::number(h)));

        // Point sizes work too.
        QFont points(QStringLiteral("DejaVu Sans"));
        points.setPointSizeF(12);
        QFont twice = points;
        twice.setPointSizeF(24);
        QVERIFY(FormulaRenderer(tex, twice).size().width() > 1.75 * FormulaRenderer(tex, points).size().width());
    }

    void image_data()
    {
        QTest::addColumn<qreal>("ratio");
        QTest::newRow("1x") << 1.0;
        QTest::newRow("2x") << 2.0;
    }

    void image()
    {
        QFETCH(qreal, ratio);
        const FormulaRenderer r = render(QStringLiteral("\\frac{1}{\\sqrt{d_k}}"));
        const QImage image = r.toImage(ratio, QColor(200, 0, 0));
        QCOMPARE(image.devicePixelRatio(), ratio);
        QCOMPARE(image.width(), int(std::ceil(r.size().width() * ratio)));
        QCOMPARE(image.height(), int(std::ceil(r.size().height() * ratio)));
        QVERIFY(ImageInk::present(image));
        QCOMPARE(qAlpha(image.pixel(0, 0)), 0); // transparent background
        const QColor ink = strongest(image);
        QVERIFY(ink.red() > 150 && ink.green() < 40 && ink.blue() < 40); // drawn in the colour asked for
    }

    void invalidFormula()
    {
        const FormulaRenderer r = render(QStringLiteral("a + \\frac{b}"));
        QVERIFY(!r.isValid());
        QCOMPARE(r.errorOffset(), 4);
        QVERIFY(r.errorString().contains(QLatin1String("\\frac")));
        QVERIFY(r.items().isEmpty());
        QVERIFY(r.size().isEmpty());
        QVERIFY(!ImageInk::present(r.toImage(1.0, Qt::black)));
    }

    void viewFollowsFontPaletteAndFormula()
    {
        FormulaView view(QStringLiteral("S = \\frac{QK^\\top}{\\sqrt{d_k}}"));
        view.setFont(baseFont(16));
        QVERIFY(view.isValid());
        const QSize small = view.sizeHint();
        QCOMPARE(small, QSize(int(std::ceil(view.renderer()->size().width())), int(std::ceil(view.renderer()->size().height()))));
        QCOMPARE(view.accessibleName(), QStringLiteral("S = (QK^⊤)/√(d_k)"));
        QCOMPARE(view.accessibleDescription(), view.formula());

        view.setFont(baseFont(32));
        QVERIFY(view.sizeHint().height() > 1.75 * small.height());

        // The formula is drawn in the palette's text colour: dark mode works.
        view.resize(view.sizeHint());
        QPalette dark = view.palette();
        dark.setColor(QPalette::Window, QColor(30, 30, 30));
        dark.setColor(QPalette::WindowText, QColor(0, 220, 0));
        view.setPalette(dark);
        const QImage shot = view.grab().toImage();
        bool green = false;
        for (int y = 0; y < shot.height() && !green; ++y)
            for (int x = 0; x < shot.width() && !green; ++x) {
                const QColor c = shot.pixelColor(x, y);
                green = c.green() > 180 && c.red() < 60 && c.blue() < 60;
            }
        QVERIFY(green);

        // Inline style keeps the fraction low.
        const int displayHeight = view.sizeHint().height();
        view.setDisplayStyle(false);
        QVERIFY(view.sizeHint().height() < displayHeight);
    }

    void viewShowsErrors()
    {
        FormulaView view;
        view.setFormula(QStringLiteral("x + \\foo"));
        QVERIFY(!view.isValid());
        QVERIFY(view.errorString().contains(QLatin1String("5"))); // the character, counted from 1
        QVERIFY(view.errorString().contains(QLatin1String("\\foo")));
        QCOMPARE(view.accessibleName(), QStringLiteral("x + \\foo"));
        QCOMPARE(view.toolTip(), view.errorString());
        QVERIFY(view.sizeHint().width() > 0 && view.sizeHint().height() > 0);
        view.resize(view.sizeHint());
        QVERIFY(!view.grab().toImage().isNull());

        view.setFormula(QStringLiteral("x + y"));
        QVERIFY(view.isValid());
        QVERIFY(view.errorString().isEmpty());
        QVERIFY(view.toolTip().isEmpty());
    }
};

ATLAS_TEST_MAIN(FormulaRendererTest)
#include "tst_formularenderer.moc"
