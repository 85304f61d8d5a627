// A page of typeset formulas and a chapter text with formulas, saved as PNGs for people to
// judge (build/tests/sdk/formula-gallery*.png, markdown-view*.png). The checks are the ones a
// machine can make: every formula has ink, and no ink touches its image's border (clipping).
#include "imageink.h"
#include "suiteregistry.h"

#include "sdk/formularenderer.h"
#include "sdk/formulaview.h"
#include "sdk/markdownview.h"

#include "core/packpaths.h"

#include <QApplication>
#include <QDir>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include "testpaths.h"

using namespace atlas;

namespace {

const QStringList &gallery()
{
    static const QStringList formulas{
        QStringLiteral("\\operatorname{softmax}\\left(\\frac{QK^\\top}{\\sqrt{d_k}} + M\\right)V"),
        QStringLiteral("\\frac{\\partial o}{\\partial s_j} = a_j (v_j - o)"),
        QStringLiteral("\\operatorname{Var}(q \\cdot k) = d_k"),
        QStringLiteral("\\frac{1}{\\sqrt{d_k}}"),
        QStringLiteral("x_i^2 + y^{2}_{j} = z'"),
        QStringLiteral("\\hat{y} = \\bar{x} + \\tilde{z} + \\vec{v}"),
        QStringLiteral("\\left(\\frac{a}{b}\\right) \\left[\\frac{a}{b}\\right] \\left\\{\\frac{a}{b}\\right\\} \\left\\langle \\frac{a}{b} \\right\\rangle \\left| \\frac{a}{b} \\right|"),
        QStringLiteral("a_{ij} = \\frac{\\exp(s_{ij})}{\\sum_{k=1}^{T} \\exp(s_{ik})}"),
        QStringLiteral("S = \\frac{QK^\\top}{\\sqrt{d_k}}, \\quad W \\in \\mathbb{R}^{d \\times d_k}"),
        QStringLiteral("\\sqrt[3]{x} \\ne \\sqrt{\\frac{1}{1 + e^{-x}}}"),
        QStringLiteral("\\lVert \\mathbf{q} \\rVert \\le 1 \\Rightarrow -1 \\le \\cos\\theta \\le 1"),
        QStringLiteral("\\alpha\\beta\\gamma\\delta\\epsilon\\varepsilon\\theta\\lambda\\mu\\pi\\sigma\\phi\\omega \\Gamma\\Delta\\Theta\\Sigma\\Omega"),
        QStringLiteral("o_i = \\sum_j a_{ij} v_j \\quad \\text{for } i = 1, \\ldots, T"),
        QStringLiteral("softmax(QKᵀ/√dₖ + M) × V − 1"),
        QStringLiteral("\\int_0^1 f(x)\\,dx \\approx \\prod_{i} p_i"),
    };
    return formulas;
}

// True if no pixel on the border has more than a trace of ink.
bool borderClear(const QImage &image)
{
    auto faint = [&](int x, int y) { return qAlpha(image.pixel(x, y)) < 40; };
    for (int x = 0; x < image.width(); ++x)
        if (!faint(x, 0) || !faint(x, image.height() - 1))
            return false;
    for (int y = 0; y < image.height(); ++y)
        if (!faint(0, y) || !faint(image.width() - 1, y))
            return false;
    return true;
}

QImage page(qreal ratio, bool dark)
{
    QFont base(QStringLiteral("DejaVu Sans"));
    base.setPixelSize(18);
    const QColor background = dark ? QColor(0x20, 0x22, 0x26) : Qt::white;
    const QColor ink = dark ? QColor(0xe8, 0xe8, 0xe8) : Qt::black;
    const int width = 1100;
    int height = 20;
    QList<FormulaRenderer> display, inlined;
    for (const QString &tex : gallery()) {
        display.append(FormulaRenderer(tex, base, FormulaRenderer::Style::Display));
        inlined.append(FormulaRenderer(tex, base, FormulaRenderer::Style::Inline));
        height += int(std::max(display.last().size().height(), inlined.last().size().height())) + 24;
    }
    QImage image(QSize(width, height) * ratio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(background);
    QPainter p(&image);
    qreal y = 10;
    for (int i = 0; i < display.size(); ++i) {
        const qreal rowHeight = std::max(display[i].size().height(), inlined[i].size().height());
        // Both styles on a shared baseline, with a text sample and a faint baseline guide.
        const qreal baseline = std::round(y + std::max(display[i].baseline(), inlined[i].baseline()));
        p.setPen(QColor(0, 160, 255, 90));
        p.drawLine(QPointF(10, baseline), QPointF(width - 10, baseline));
        p.setPen(ink);
        p.setFont(base);
        p.drawText(QPointF(12, baseline), QStringLiteral("Text x"));
        display[i].paint(p, QPointF(90, baseline - display[i].baseline()));
        p.setPen(ink);
        p.drawText(QPointF(640, baseline), QStringLiteral("inline:"));
        inlined[i].paint(p, QPointF(700, baseline - inlined[i].baseline()));
        y += rowHeight + 24;
    }
    return image;
}

} // namespace

class FormulaGalleryTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyFormulaHasInkAndIsNotClipped_data()
    {
        QTest::addColumn<QString>("tex");
        QTest::addColumn<bool>("display");
        QTest::addColumn<qreal>("ratio");
        for (const QString &tex : gallery())
            for (const bool display : {true, false})
                for (const qreal ratio : {1.0, 2.0})
                    QTest::newRow(qPrintable(QStringLiteral("%1 %2 @%3x").arg(tex, display ? QStringLiteral("display") : QStringLiteral("inline")).arg(ratio)))
                        << tex << display << ratio;
    }

    void everyFormulaHasInkAndIsNotClipped()
    {
        QFETCH(QString, tex);
        QFETCH(bool, display);
        QFETCH(qreal, ratio);
        QFont base(QStringLiteral("DejaVu Sans"));
        base.setPixelSize(16);
        const FormulaRenderer r(tex, base, display ? FormulaRenderer::Style::Display : FormulaRenderer::Style::Inline);
        QVERIFY2(r.isValid(), qPrintable(r.errorString()));
        const QImage image = r.toImage(ratio, Qt::black);
        QVERIFY(ImageInk::present(image));
        QVERIFY2(borderClear(image), "ink touches the image's border: something is clipped");
    }

    void savePages()
    {
        const QDir out(testpaths::buildDir() + QStringLiteral("/tests/sdk"));
        QVERIFY(page(1.0, false).save(out.filePath(QStringLiteral("formula-gallery.png"))));
        const QImage sharp = page(2.0, false);
        QVERIFY(sharp.save(out.filePath(QStringLiteral("formula-gallery@2x.png"))));
        // The left half in two pieces, easier to inspect at full resolution.
        const int half = sharp.height() / 2;
        QVERIFY(sharp.copy(0, 0, 1240, half).save(out.filePath(QStringLiteral("formula-gallery@2x-top.png"))));
        QVERIFY(sharp.copy(0, half, 1240, sharp.height() - half).save(out.filePath(QStringLiteral("formula-gallery@2x-bottom.png"))));
        QVERIFY(page(1.0, true).save(out.filePath(QStringLiteral("formula-gallery-dark.png"))));

        QTemporaryDir pack;
        QVERIFY(pack.isValid());
        QVERIFY(QDir(pack.path()).mkpath(QStringLiteral("chapters")));
        QImage figure(120, 40, QImage::Format_RGB32);
        figure.fill(QColor(0x4a, 0x90, 0xd9));
        QVERIFY(figure.save(QDir(pack.path()).filePath(QStringLiteral("chapters/figure.png"))));
        const PackPaths paths(pack.path());
        MarkdownView view;
        view.resize(760, 1100);
        const QString body = QStringLiteral(
            "# Scaled dot-product attention\n\n"
            "Each query $q_i$ is compared with every key $k_j$ by a dot product. With $d_k$ "
            "independent components of variance 1, the score $q \\cdot k$ has variance $d_k$, so "
            "we divide by $\\sqrt{d_k}$ before the softmax:\n\n"
            "$$\\operatorname{Attention}(Q, K, V) = \\operatorname{softmax}\\left(\\frac{QK^\\top}{\\sqrt{d_k}} + M\\right)V$$\n\n"
            "The weights $a_{ij} = \\frac{\\exp(s_{ij})}{\\sum_k \\exp(s_{ik})}$ of row $i$ sum to one, and "
            "the output is $o_i = \\sum_j a_{ij} v_j$. The gradient with respect to one score is\n"
            "$$\\frac{\\partial o}{\\partial s_j} = a_j (v_j - o).$$\n"
            "A broken formula such as $\\frac{a}{$ is shown as its source. Prices like $5 and $10 stay text, "
            "and `$code$` is code.\n\n"
            "- a list item with $x_i^2$ and $\\hat{y}$\n"
            "- a list item with a display formula $$\\sum_{j \\le i} a_{ij} = 1$$ inside\n"
            "- see [the mechanism](chapter:mechanism) or [the paper](https://arxiv.org/abs/1706.03762)\n\n"
            "> A quotation with $\\operatorname{Var}(q \\cdot k) = d_k$.\n\n"
            "| head | variance |\n|---|---|\n| unscaled | $d_k$ |\n| scaled | $1$ |\n\n"
            "![a figure](figure.png) ![missing](nowhere.png)\n");
        view.setMarkdown(body, QDir(pack.path()).filePath(QStringLiteral("chapters")), paths);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        // Run with QT_SCALE_FACTOR=2 to see the high-DPI rendering.
        const QString suffix = view.devicePixelRatioF() > 1 ? QStringLiteral("@2x.png") : QStringLiteral(".png");
        QVERIFY(view.grab().save(out.filePath(QStringLiteral("markdown-view") + suffix)));
        QPalette dark;
        dark.setColor(QPalette::Base, QColor(0x20, 0x22, 0x26));
        dark.setColor(QPalette::Window, QColor(0x2a, 0x2c, 0x30));
        dark.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
        dark.setColor(QPalette::WindowText, QColor(0xe8, 0xe8, 0xe8));
        dark.setColor(QPalette::Link, QColor(0x8a, 0xb4, 0xf8));
        view.setPalette(dark);
        QVERIFY(view.grab().save(out.filePath(QStringLiteral("markdown-view-dark") + suffix)));

        FormulaView title(QStringLiteral("S = \\frac{QK^\\top}{\\sqrt{d_k}}"));
        title.resize(title.sizeHint());
        QVERIFY(title.grab().save(out.filePath(QStringLiteral("formula-view.png"))));
        FormulaView broken(QStringLiteral("S = \\frac{QK^\\top}{\\sqrt{d_k}"));
        broken.resize(broken.sizeHint());
        QVERIFY(broken.grab().save(out.filePath(QStringLiteral("formula-view-error.png"))));
    }
};

ATLAS_TEST_MAIN(FormulaGalleryTest)
#include "tst_formulagallery.moc"
