// The chapter-text view: resources confined to the pack, formulas typeset, links dispatched
// and never followed inside the view.
#include "sdk/formulatextobject.h"
#include "sdk/markdownview.h"

#include "core/packlimits.h"
#include "core/packpaths.h"

#include "suiteregistry.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QScrollBar>
#include <QSignalSpy>
#include <QClipboard>
#include <QGuiApplication>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>
#include <QtMath>
#include <QTextDocument>

#include <sys/stat.h>

using namespace atlas;

namespace {

bool writeImage(const QString &path, const QColor &color)
{
    QImage image(8, 8, QImage::Format_RGB32);
    image.fill(color);
    return image.save(path, "PNG");
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

// The image formats in the document, by name.
QList<QPair<int, QTextImageFormat>> images(const QTextDocument *doc)
{
    QList<QPair<int, QTextImageFormat>> found;
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().isImageFormat()
                || it.fragment().charFormat().objectType() == FormulaTextObject::objectType)
                found.append({it.fragment().position(), it.fragment().charFormat().toImageFormat()});
    return found;
}

std::optional<QTextImageFormat> formulaImage(const QTextDocument *doc, int index, int *position = nullptr)
{
    for (const auto &[pos, format] : images(doc))
        if (format.name() == QStringLiteral("atlas-formula:%1").arg(index)) {
            if (position)
                *position = pos;
            return format;
        }
    return std::nullopt;
}

QColor mostOpaquePixel(const QImage &image)
{
    QRgb best = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (qAlpha(image.pixel(x, y)) > qAlpha(best))
                best = image.pixel(x, y);
    return QColor::fromRgba(best);
}

} // namespace

class MarkdownViewTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir packDir_;
    QTemporaryDir outsideDir_;
    QString chapters_;
    QString outsideImage_;
    QString outsideFifo_;
    std::optional<PackPaths> paths_;

    QString pack(const QString &relative) const { return QDir(packDir_.path()).filePath(relative); }

    // SVGs that reach outside the pack (QtSvg follows their references on its own), one that
    // recurses, and a self-contained one.
    void writeSvgs()
    {
        const QByteArray open = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"16\" height=\"16\">\n";
        const QByteArray toOutside = "../../../" + QFileInfo(outsideDir_.path()).fileName().toUtf8();
        outsideFifo_ = QDir(outsideDir_.path()).filePath(QStringLiteral("fifo"));
        QVERIFY(::mkfifo(QFile::encodeName(outsideFifo_).constData(), 0600) == 0);
        const QList<QPair<QString, QByteArray>> files{
            {QStringLiteral("outside.svg"), open + "<image width=\"16\" height=\"16\" xlink:href=\"" + toOutside + "/outside.png\"/>\n</svg>\n"},
            {QStringLiteral("passwd.svg"), open + "<image width=\"16\" height=\"16\" xlink:href=\"/etc/passwd\"/>\n</svg>\n"},
            {QStringLiteral("zero.svg"), open + "<image width=\"16\" height=\"16\" href=\"/dev/zero\"/>\n</svg>\n"},
            {QStringLiteral("fifo.svg"), open + "<image width=\"16\" height=\"16\" xlink:href=\"" + toOutside + "/fifo\"/>\n</svg>\n"},
            {QStringLiteral("self.svg"), open + "<image width=\"16\" height=\"16\" xlink:href=\"self.svg\"/>\n</svg>\n"},
            {QStringLiteral("cycle.svg"), open + "<g id=\"a\"><rect width=\"4\" height=\"4\"/><use x=\"4\" xlink:href=\"#a\"/></g>\n</svg>\n"},
            // An SVG under a PNG's name: decoded as PNG or not at all, never by QtSvg.
            {QStringLiteral("disguised.png"), open + "<image width=\"16\" height=\"16\" xlink:href=\"" + toOutside + "/outside.png\"/>\n</svg>\n"},
            {QStringLiteral("good.svg"), open + "<defs><rect id=\"r\" width=\"8\" height=\"16\" fill=\"#ff0000\"/></defs>"
                                               "<use xlink:href=\"#r\"/><use x=\"8\" xlink:href=\"#r\"/>\n</svg>\n"},
        };
        for (const auto &[name, data] : files)
            QVERIFY(writeFile(pack(QStringLiteral("chapters/images/") + name), data));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(packDir_.isValid() && outsideDir_.isValid());
        QVERIFY(QDir(packDir_.path()).mkpath(QStringLiteral("chapters/images")));
        chapters_ = pack(QStringLiteral("chapters"));
        QVERIFY(writeImage(pack(QStringLiteral("chapters/images/pic.png")), Qt::green));
        QVERIFY(writeImage(pack(QStringLiteral("figure.png")), Qt::yellow));
        outsideImage_ = QDir(outsideDir_.path()).filePath(QStringLiteral("outside.png"));
        QVERIFY(writeImage(outsideImage_, Qt::blue));
        // Symbolic links that leave the pack: to a system file and to a real image.
        const QString hostname = QFileInfo::exists(QStringLiteral("/etc/hostname")) ? QStringLiteral("/etc/hostname")
                                                                                     : QStringLiteral("/etc/passwd");
        QVERIFY(QFile::link(hostname, pack(QStringLiteral("chapters/images/hostname.png"))));
        QVERIFY(QFile::link(outsideImage_, pack(QStringLiteral("chapters/images/escape.png"))));
        // Larger than an image may be (sparse: costs no disk).
        QFile big(pack(QStringLiteral("chapters/images/big.png")));
        QVERIFY(big.open(QIODevice::WriteOnly) && big.resize(PackLimits::maxImageBytes + 1));
        big.close();
        QVERIFY(writeFile(pack(QStringLiteral("chapters/images/broken.png")), "not a png"));
        writeSvgs();
        if (QTest::currentTestFailed())
            return;
        paths_.emplace(packDir_.path());
    }

    void servesImagesInsideThePack()
    {
        MarkdownView view;
        view.setMarkdown(QStringLiteral("text"), chapters_, *paths_);
        QSignalSpy refused(&view, &MarkdownView::resourceRefused);
        for (const QString &name : {QStringLiteral("images/pic.png"), QStringLiteral("./images/pic.png")}) {
            const QVariant resource = view.loadResource(QTextDocument::ImageResource, QUrl(name));
            QCOMPARE(resource.typeId(), QMetaType::QImage);
            const QImage image = resource.value<QImage>();
            QCOMPARE(image.size(), QSize(8, 8));
            QCOMPARE(image.pixelColor(4, 4), QColor(Qt::green));
        }
        QCOMPARE(refused.count(), 0);
    }

    void refusesResourcesOutsideThePack_data()
    {
        QTest::addColumn<QUrl>("url");
        QTest::addColumn<int>("type");
        const int image = QTextDocument::ImageResource;
        QTest::newRow("climbing to the pack root") << QUrl(QStringLiteral("../figure.png")) << image;
        QTest::newRow("climbing out of the pack") << QUrl(QStringLiteral("../../") + QFileInfo(outsideDir_.path()).fileName() + QStringLiteral("/outside.png")) << image;
        QTest::newRow("absolute path outside") << QUrl(outsideImage_) << image;
        QTest::newRow("absolute path inside") << QUrl(pack(QStringLiteral("chapters/images/pic.png"))) << image;
        QTest::newRow("file URL") << QUrl::fromLocalFile(outsideImage_) << image;
        QTest::newRow("file URL inside") << QUrl::fromLocalFile(pack(QStringLiteral("chapters/images/pic.png"))) << image;
        QTest::newRow("http URL") << QUrl(QStringLiteral("http://example.com/x.png")) << image;
        QTest::newRow("https URL") << QUrl(QStringLiteral("https://example.com/x.png")) << image;
        QTest::newRow("data URL") << QUrl(QStringLiteral("data:image/png;base64,iVBORw0KGgo=")) << image;
        QTest::newRow("symlink to /etc/hostname") << QUrl(QStringLiteral("images/hostname.png")) << image;
        QTest::newRow("symlink to an image outside") << QUrl(QStringLiteral("images/escape.png")) << image;
        QTest::newRow("missing") << QUrl(QStringLiteral("images/missing.png")) << image;
        QTest::newRow("too large") << QUrl(QStringLiteral("images/big.png")) << image;
        QTest::newRow("not an image") << QUrl(QStringLiteral("images/broken.png")) << image;
        QTest::newRow("a folder") << QUrl(QStringLiteral("images")) << image;
        QTest::newRow("style sheet") << QUrl(QStringLiteral("images/pic.png")) << int(QTextDocument::StyleSheetResource);
        QTest::newRow("markdown") << QUrl(QStringLiteral("images/pic.png")) << int(QTextDocument::MarkdownResource);
        QTest::newRow("unknown formula") << QUrl(QStringLiteral("atlas-formula:7")) << image;
    }

    void refusesResourcesOutsideThePack()
    {
        QFETCH(QUrl, url);
        QFETCH(int, type);
        MarkdownView view;
        view.setMarkdown(QStringLiteral("text"), chapters_, *paths_);
        QSignalSpy refused(&view, &MarkdownView::resourceRefused);
        const QVariant resource = view.loadResource(type, url);
        QVERIFY(!resource.isValid());
        QCOMPARE(refused.count(), 1);
        QCOMPARE(refused.first().at(0).toUrl(), url);
        QVERIFY(!refused.first().at(1).toString().isEmpty());
    }

    void refusesSvgsThatReachOutside_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("reason");
        QTest::newRow("an image outside the pack") << QStringLiteral("images/outside.svg") << QStringLiteral("line 2");
        QTest::newRow("/etc/passwd") << QStringLiteral("images/passwd.svg") << QStringLiteral("/etc/passwd");
        QTest::newRow("/dev/zero") << QStringLiteral("images/zero.svg") << QStringLiteral("/dev/zero");
        QTest::newRow("a FIFO outside") << QStringLiteral("images/fifo.svg") << QStringLiteral("fifo");
        QTest::newRow("itself") << QStringLiteral("images/self.svg") << QStringLiteral("self.svg");
        QTest::newRow("a use of its ancestor") << QStringLiteral("images/cycle.svg") << QStringLiteral("refers back to itself");
        QTest::newRow("an SVG named .png") << QStringLiteral("images/disguised.png") << QStringLiteral("cannot be read as an image");
    }

    void refusesSvgsThatReachOutside()
    {
        QFETCH(QString, name);
        QFETCH(QString, reason);
        MarkdownView view;
        view.setMarkdown(QStringLiteral("text"), chapters_, *paths_);
        QSignalSpy refused(&view, &MarkdownView::resourceRefused);
        QVERIFY(!view.loadResource(QTextDocument::ImageResource, QUrl(name)).isValid());
        QCOMPARE(refused.count(), 1);
        const QString said = refused.first().at(1).toString();
        QVERIFY2(said.contains(reason), qPrintable(said));
    }

    void drawsSelfContainedSvgs()
    {
        MarkdownView view;
        view.setMarkdown(QStringLiteral("text"), chapters_, *paths_);
        QSignalSpy refused(&view, &MarkdownView::resourceRefused);
        const QVariant resource = view.loadResource(QTextDocument::ImageResource, QUrl(QStringLiteral("images/good.svg")));
        QCOMPARE(refused.count(), 0);
        QCOMPARE(resource.typeId(), QMetaType::QImage);
        const QImage image = resource.value<QImage>();
        QCOMPARE(image.size(), QSize(16, 16));
        QCOMPARE(image.pixelColor(3, 8), QColor(Qt::red));  // the first use
        QCOMPARE(image.pixelColor(12, 8), QColor(Qt::red)); // the second
    }

    // The whole body, laid out and painted: nothing blocks (the FIFO), nothing recurses, and
    // the blue image outside the pack is drawn nowhere.
    void hostileSvgsInABodyAreDrawnAsPlaceholders()
    {
        MarkdownView view;
        QSignalSpy refused(&view, &MarkdownView::resourceRefused);
        QString body;
        for (const char *name : {"outside.svg", "passwd.svg", "zero.svg", "fifo.svg", "self.svg", "cycle.svg", "disguised.png", "good.svg"})
            body += QStringLiteral("![%1](images/%1)\n\n").arg(QLatin1String(name));
        view.setMarkdown(body, chapters_, *paths_);
        view.resize(600, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.document()->documentLayout()->documentSize();
        const QImage shot = view.grab().toImage();
        QCOMPARE(refused.count(), 7);
        bool red = false;
        for (int y = 0; y < shot.height(); ++y)
            for (int x = 0; x < shot.width(); ++x) {
                const QColor c = shot.pixelColor(x, y);
                QVERIFY2(c != QColor(Qt::blue), "a file outside the pack was drawn");
                red = red || c == QColor(Qt::red);
            }
        QVERIFY(red); // the self-contained SVG was drawn
    }

    void nothingIsServedForAFolderOutsideThePack()
    {
        MarkdownView view;
        view.setMarkdown(QStringLiteral("text"), outsideDir_.path(), *paths_);
        QSignalSpy refused(&view, &MarkdownView::resourceRefused);
        QVERIFY(!view.loadResource(QTextDocument::ImageResource, QUrl(QStringLiteral("outside.png"))).isValid());
        QCOMPARE(refused.count(), 1);
    }

    void theDocumentNeverReadsFilesItself()
    {
        // QTextDocument reads a local file itself when the view returns nothing; the image
        // handler then tries QImage::load. Neither may happen.
        MarkdownView view;
        QSignalSpy refused(&view, &MarkdownView::resourceRefused);
        const QString body = QStringLiteral("![out](%1) ![escape](images/escape.png) ![file](%2) ![in](images/pic.png)\n\n"
                                            "<img src=\"%1\" alt=\"html\">\n")
                                 .arg(outsideImage_, QUrl::fromLocalFile(outsideImage_).toString());
        view.setMarkdown(body, chapters_, *paths_);
        view.resize(600, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.document()->documentLayout()->documentSize(); // lay everything out
        QVERIFY(!view.grab().isNull());                    // and paint it

        QVERIFY(refused.count() >= 3);
        QStringList refusedUrls;
        for (const QList<QVariant> &signal : refused)
            refusedUrls.append(signal.at(0).toUrl().toString());
        QVERIFY(refusedUrls.contains(QUrl(outsideImage_).toString()));
        QVERIFY(refusedUrls.contains(QStringLiteral("images/escape.png")));

        for (const QString &name : {outsideImage_, QStringLiteral("images/escape.png"), QUrl::fromLocalFile(outsideImage_).toString()}) {
            const QVariant resource = view.document()->resource(QTextDocument::ImageResource, QUrl(name));
            QCOMPARE(resource.typeId(), QMetaType::QImage);
            const QImage image = resource.value<QImage>();
            QVERIFY2(image.size() != QSize(8, 8), qPrintable(name)); // a placeholder, not the blue image
        }
        const QImage inside = view.document()->resource(QTextDocument::ImageResource, QUrl(QStringLiteral("images/pic.png"))).value<QImage>();
        QCOMPARE(inside.pixelColor(4, 4), QColor(Qt::green));
    }

    void typesetsFormulas()
    {
        MarkdownView view;
        view.setMarkdown(QStringLiteral("Inline $x^2$ and `$code$` and\n$$\\frac{a}{b}$$\nthen a bad $\\foo$ one, and \\$5."),
                         chapters_, *paths_);
        QCOMPARE(view.formulaCount(), 3);
        QCOMPARE(view.invalidFormulaCount(), 1);
        const QTextDocument *doc = view.document();

        QVERIFY(formulaImage(doc, 0));
        const QTextImageFormat inlineFormula = *formulaImage(doc, 0);
        QCOMPARE(inlineFormula.verticalAlignment(), QTextCharFormat::AlignMiddle);
        QVERIFY(inlineFormula.width() > 0 && inlineFormula.height() > 0);
        QCOMPARE(inlineFormula.toolTip(), QStringLiteral("$x^2$"));

        int position = -1;
        QVERIFY(formulaImage(doc, 1, &position));
        const QTextImageFormat display = *formulaImage(doc, 1);
        const QTextBlock block = doc->findBlock(position);
        QCOMPARE(block.text(), QString(QChar::ObjectReplacementCharacter)); // a line of its own
        QCOMPARE(block.blockFormat().alignment() & Qt::AlignHorizontal_Mask, Qt::AlignHCenter);

        // Formula images are served at the screen's pixel ratio.
        const QImage rendered = view.loadResource(QTextDocument::ImageResource, QUrl(QStringLiteral("atlas-formula:1"))).value<QImage>();
        QVERIFY(!rendered.isNull());
        QCOMPARE(rendered.devicePixelRatio(), view.devicePixelRatioF());
        QCOMPARE(rendered.width(), int(std::ceil(display.width() * view.devicePixelRatioF())));

        // The bad one shows as its source, in red monospace; code and "\$" stay text.
        const QString text = doc->toPlainText();
        QVERIFY(text.contains(QLatin1String("$\\foo$")));
        QVERIFY(text.contains(QLatin1String("$code$")));
        QVERIFY(text.contains(QLatin1String("$5")));
        const int bad = text.indexOf(QLatin1String("$\\foo$"));
        QTextCursor cursor(const_cast<QTextDocument *>(doc));
        cursor.setPosition(bad + 1);
        QVERIFY(cursor.charFormat().fontFixedPitch());
        QVERIFY(cursor.charFormat().foreground().color().red() > 150);
        QVERIFY(cursor.charFormat().toolTip().contains(QLatin1String("\\foo")));
        QVERIFY(!formulaImage(doc, 2)); // no image left behind
    }

    void inlineFormulasSitOnTheBaseline_data()
    {
        QTest::addColumn<QString>("markdown");
        QTest::newRow("alone") << QStringLiteral("x $x$ x");
        QTest::newRow("tall formula elsewhere on the line") << QStringLiteral("x $x$ x $\\frac{a}{b}$");
        QTest::newRow("in a table cell") << QStringLiteral("| x | $x$ | x |\n|---|---|---|\n| a | b | c |");
    }

    void inlineFormulasSitOnTheBaseline()
    {
        // As rendered: the letter x typeset as a formula ends on the same pixel row as the
        // letters x of the text on either side.
        QFETCH(QString, markdown);
        MarkdownView view;
        QPalette plain = view.palette();
        plain.setColor(QPalette::Base, Qt::white);
        plain.setColor(QPalette::Text, Qt::black);
        view.setPalette(plain);
        view.setMarkdown(markdown, chapters_, *paths_);
        view.resize(500, 200);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QImage shot = view.grab().toImage();
        auto dark = [&shot](int x, int y) { return qGray(shot.pixel(x, y)) < 110; };
        // The first line of ink, then its glyphs as runs of inked columns.
        int lineTop = 0;
        while (lineTop < shot.height() && [&] { for (int x = 0; x < shot.width() - 20; ++x) if (dark(x, lineTop)) return false; return true; }())
            ++lineTop;
        QVERIFY(lineTop < shot.height());
        const int lineBottom = std::min(shot.height(), lineTop + 2 * QFontMetrics(view.document()->defaultFont()).height());
        QList<int> bottoms;
        for (int x = 0; x < shot.width() - 20;) {
            auto inked = [&](int column) { for (int y = lineTop; y < lineBottom; ++y) if (dark(column, y)) return true; return false; };
            if (!inked(x)) {
                ++x;
                continue;
            }
            int bottom = -1;
            for (; x < shot.width() - 20 && inked(x); ++x)
                for (int y = lineTop; y < lineBottom; ++y)
                    if (dark(x, y))
                        bottom = std::max(bottom, y);
            bottoms.append(bottom);
            if (bottoms.size() == 3)
                break;
        }
        QCOMPARE(bottoms.size(), 3);
        QVERIFY2(std::abs(bottoms[1] - bottoms[0]) <= 1 && std::abs(bottoms[1] - bottoms[2]) <= 1,
                 qPrintable(QStringLiteral("text x ends on row %1 and %3, the formula's x on %2").arg(bottoms[0]).arg(bottoms[1]).arg(bottoms[2])));
    }

    void inlineFormulasTakeTheirOwnHeight_data()
    {
        QTest::addColumn<QString>("tex");
        QTest::newRow("tall: a radical") << QStringLiteral("\\sqrt{d_k}");
        QTest::newRow("tall and deep: a fraction") << QStringLiteral("\\frac{QK^\\top}{\\sqrt{d_k}}");
        QTest::newRow("a sum with limits") << QStringLiteral("\\sum_{i=1}^{d_k} q_i k_i");
        QTest::newRow("deep: subscripts only") << QStringLiteral("x_{i_j}");
        QTest::newRow("plain letter") << QStringLiteral("x");
    }

    void inlineFormulasTakeTheirOwnHeight()
    {
        // A line holding an inline formula reaches as high as the taller of text and formula
        // and as deep as the deeper: no blank band above or below it (a radical used to
        // reserve its height again under the baseline, spreading the paragraph's lines).
        QFETCH(QString, tex);
        MarkdownView view;
        view.setMarkdown(QStringLiteral("Some text $%1$ and more.").arg(tex), chapters_, *paths_);
        view.resize(600, 200);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTextDocument *doc = view.document();
        int position = -1;
        const std::optional<QTextImageFormat> format = formulaImage(doc, 0, &position);
        QVERIFY(format);
        const QImage image = doc->resource(QTextDocument::ImageResource, QUrl(format->name())).value<QImage>();
        const qreal above = format->doubleProperty(FormulaTextObject::Baseline);
        const qreal below = image.deviceIndependentSize().height() - above;
        const QTextBlock block = doc->findBlock(position);
        const QTextLine line = block.layout()->lineForTextPosition(position - block.position());
        QVERIFY(line.isValid());
        const QFontMetricsF text(doc->defaultFont());
        const qreal ascent = std::max(text.ascent(), above), descent = std::max(text.descent(), below);
        QVERIFY2(line.ascent() <= ascent + 1.5 && line.descent() <= descent + 1.5,
                 qPrintable(QStringLiteral("the line reaches %1 above and %2 below its baseline; text and formula need %3 and %4")
                                .arg(line.ascent()).arg(line.descent()).arg(ascent).arg(descent)));
        QVERIFY(line.ascent() >= ascent - 0.5 && line.descent() >= descent - 0.5); // and never less
    }

    void formulasFollowThePalette()
    {
        MarkdownView view;
        view.setMarkdown(QStringLiteral("$x + y$"), chapters_, *paths_);
        auto ink = [&view] {
            return mostOpaquePixel(view.loadResource(QTextDocument::ImageResource, QUrl(QStringLiteral("atlas-formula:0"))).value<QImage>());
        };
        QCOMPARE(ink().rgb(), view.palette().color(QPalette::Text).rgb());
        QPalette dark = view.palette();
        dark.setColor(QPalette::Base, QColor(20, 20, 20));
        dark.setColor(QPalette::Text, QColor(0, 200, 0));
        view.setPalette(dark);
        QCOMPARE(ink().rgb(), QColor(0, 200, 0).rgb());
        QCOMPARE(view.formulaCount(), 1);
    }

    void loadsFilesInsideThePackOnly()
    {
        MarkdownView view;
        const QString body = pack(QStringLiteral("chapters/intro.md"));
        QVERIFY(writeFile(body, "# Intro\n\nSee $x$ and ![pic](images/pic.png).\n"));
        QVERIFY(view.loadFile(body, *paths_));
        QVERIFY(view.errorMessage().isEmpty());
        QVERIFY(view.toPlainText().contains(QLatin1String("Intro")));
        QCOMPARE(view.formulaCount(), 1);
        // Relative images are resolved against the body's folder.
        QCOMPARE(view.loadResource(QTextDocument::ImageResource, QUrl(QStringLiteral("images/pic.png"))).typeId(), QMetaType::QImage);

        const QString outsideBody = QDir(outsideDir_.path()).filePath(QStringLiteral("outside.md"));
        QVERIFY(writeFile(outsideBody, "secret"));
        const QString linkedBody = pack(QStringLiteral("chapters/linked.md"));
        QVERIFY(QFile::link(outsideBody, linkedBody));
        const QString bigBody = pack(QStringLiteral("chapters/big.md"));
        QVERIFY(writeFile(bigBody, QByteArray(PackLimits::maxBodyBytes + 1, 'a')));
        const QString latin1Body = pack(QStringLiteral("chapters/latin1.md"));
        QVERIFY(writeFile(latin1Body, "caf\xe9"));
        for (const QString &path : {outsideBody, linkedBody, bigBody, latin1Body, chapters_, pack(QStringLiteral("chapters/none.md"))}) {
            QVERIFY2(!view.loadFile(path, *paths_), qPrintable(path));
            QVERIFY(!view.errorMessage().isEmpty());
            QCOMPARE(view.toPlainText(), view.errorMessage()); // shown instead of the text
            QVERIFY(!view.toPlainText().contains(QLatin1String("secret")));
            QCOMPARE(view.formulaCount(), 0);
        }
        QVERIFY(view.loadFile(body, *paths_));
        QVERIFY(view.errorMessage().isEmpty());
    }

    // The probe: a body at the size limit that is one unbroken word froze the view for two
    // minutes in line breaking. Long runs get invisible break opportunities, no more than
    // 16 characters apart, so each line is laid out from a short stretch; the text a reader
    // sees and copies is unchanged.
    void unbrokenRunsGetBreakOpportunities_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("run");
        const QString blob = QString(PackLimits::maxBodyBytes - 64, QLatin1Char('A'));
        QTest::newRow("one word at the body limit") << blob << blob;
        const QString base64 = QString::fromLatin1(QByteArray(300000, '\x5a').toBase64());
        QTest::newRow("a base64 blob in a paragraph") << QStringLiteral("Before it. ") + base64 + QStringLiteral(" After it.") << base64;
        const QString accented = QString(2000, QChar(0x00E9)) + QString::fromUtf8("𝄞").repeated(500);
        QTest::newRow("accents and astral characters") << accented << accented;
        const QString link = QStringLiteral("x").repeated(5000);
        QTest::newRow("inside a link") << QStringLiteral("[%1](https://example.org/)").arg(link) << link;
        QTest::newRow("inside a table cell") << QStringLiteral("| a | b |\n|---|---|\n| %1 | c |\n").arg(link) << link;
    }

    void unbrokenRunsGetBreakOpportunities()
    {
        QFETCH(QString, body);
        QFETCH(QString, run);
        MarkdownView view;
        view.setMarkdown(body, chapters_, *paths_);
        const QString shown = view.document()->toPlainText();
        QString without = shown;
        without.remove(QChar(0x200B));
        QVERIFY(without.contains(run));
        // Between two breaks at most 16 characters (a grapheme more where one straddles).
        qsizetype stretch = 0, longest = 0;
        for (const QChar c : shown) {
            stretch = c == QChar(0x200B) || c.isSpace() ? 0 : stretch + 1;
            longest = std::max(longest, stretch);
        }
        QVERIFY2(longest <= 18, qPrintable(QString::number(longest)));
        // It lays out (the freeze was here) and copies as written.
        view.document()->setTextWidth(400);
        QVERIFY(view.document()->size().height() > 0);
        view.selectAll();
        view.copy();
        QVERIFY(QGuiApplication::clipboard()->text().contains(run));
        QVERIFY(!QGuiApplication::clipboard()->text().contains(QChar(0x200B)));
    }

    void ordinaryTextIsLeftAlone()
    {
        // Long words are no long runs: nothing is added to prose.
        MarkdownView view;
        view.setMarkdown(QStringLiteral("Donaudampfschifffahrtsgesellschaftskapitänsmütze and "
                                        "https://example.org/a/rather/long/address/that/is/still/shorter/than/a/line. ")
                             .repeated(50),
                         chapters_, *paths_);
        QVERIFY(!view.document()->toPlainText().contains(QChar(0x200B)));
    }

    void manyFormulas()
    {
        // The most a body may hold; every one is typeset, none beyond.
        QString body;
        for (int i = 0; i < PackLimits::maxFormulasPerBody + 10; ++i)
            body += (i % 10 == 0 ? QStringLiteral("\n\n$$\\frac{q_%1 \\cdot k_j}{\\sqrt{d_k}}$$\n\n")
                                 : QStringLiteral("and $a_{%1}^2$ ")).arg(i);
        MarkdownView view;
        QElapsedTimer timer;
        timer.start();
        view.setMarkdown(body, chapters_, *paths_);
        qDebug() << "typeset" << view.formulaCount() << "formulas in" << timer.elapsed() << "ms";
        QCOMPARE(view.formulaCount(), PackLimits::maxFormulasPerBody);
        QVERIFY(view.toPlainText().contains(QStringLiteral("$a_{%1}^2$").arg(PackLimits::maxFormulasPerBody + 9)));
        timer.restart();
        view.resize(600, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        qDebug() << "shown in" << timer.elapsed() << "ms";
    }

    void links()
    {
        MarkdownView view;
        QList<QUrl> opened;
        view.setExternalLinkHandler([&opened](const QUrl &url) { opened.append(url); });
        QSignalSpy chapter(&view, &MarkdownView::chapterLinkActivated);
        QSignalSpy external(&view, &MarkdownView::externalLinkRequested);
        QSignalSpy refusedLinks(&view, &MarkdownView::linkRefused);
        QString body = QStringLiteral("[mechanism](chapter:mechanism) [web](https://example.com/page) [mail](mailto:a@example.com) "
                                      "[file](file:///etc/passwd) [relative](other.md) [down](#scaled-attention)\n\n");
        for (int i = 0; i < 80; ++i)
            body += QStringLiteral("Filler paragraph %1.\n\n").arg(i);
        body += QStringLiteral("# Scaled attention\n\nThe end.\n");
        view.setMarkdown(body, chapters_, *paths_);
        view.resize(500, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QString before = view.toPlainText();

        auto click = [&view](const QString &href) {
            const QTextDocument *doc = view.document();
            for (QTextBlock block = doc->begin(); block.isValid(); block = block.next())
                for (auto it = block.begin(); !it.atEnd(); ++it)
                    if (it.fragment().charFormat().anchorHref() == href) {
                        QTextCursor cursor(const_cast<QTextDocument *>(doc));
                        cursor.setPosition(it.fragment().position());
                        const QRect left = view.cursorRect(cursor);
                        cursor.setPosition(it.fragment().position() + 1);
                        const QRect right = view.cursorRect(cursor);
                        QTest::mouseClick(view.viewport(), Qt::LeftButton, Qt::NoModifier,
                                          QPoint((left.center().x() + right.center().x()) / 2, left.center().y()));
                        return true;
                    }
            return false;
        };

        QVERIFY(click(QStringLiteral("chapter:mechanism")));
        QCOMPARE(chapter.count(), 1);
        QCOMPARE(chapter.first().at(0).toString(), QStringLiteral("mechanism"));

        QVERIFY(click(QStringLiteral("https://example.com/page")));
        QCOMPARE(external.count(), 1);
        QCOMPARE(opened, QList<QUrl>{QUrl(QStringLiteral("https://example.com/page"))});
        QVERIFY(click(QStringLiteral("mailto:a@example.com")));
        QCOMPARE(opened.size(), 2);

        QVERIFY(click(QStringLiteral("file:///etc/passwd")));
        QVERIFY(click(QStringLiteral("other.md")));
        QCOMPARE(refusedLinks.count(), 2);
        QCOMPARE(opened.size(), 2);
        QCOMPARE(chapter.count(), 1);

        // Nothing was loaded into the view.
        QVERIFY(view.source().isEmpty());
        QCOMPARE(view.toPlainText(), before);

        QCOMPARE(view.verticalScrollBar()->value(), 0);
        QVERIFY(click(QStringLiteral("#scaled-attention")));
        QVERIFY(view.verticalScrollBar()->value() > 0);
        QCOMPARE(refusedLinks.count(), 2);
        QCOMPARE(view.toPlainText(), before);
    }

    // Lines break between words: the colon after a bold word that barely fits stays with it
    // (QTextEdit's default wrap mode put it alone at the start of the next line), at every
    // width from the narrowest that holds the word and its colon; and a word wider than a very
    // narrow view still breaks rather than being cut off.
    void punctuationStaysWithItsWord()
    {
        MarkdownView view;
        view.setMarkdown(QStringLiteral("- den **Wahrscheinlichkeitspfad**: Die Gewichte $A$ der Mischung werden berechnet."),
                         chapters_, *paths_);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QFontMetrics bold([&view] { QFont f = view.document()->defaultFont(); f.setBold(true); return f; }());
        const int word = bold.horizontalAdvance(QStringLiteral("Wahrscheinlichkeitspfad:"));
        // Where the list item's text begins, with the narrowest side margins.
        view.resize(word + 200, 400);
        QApplication::processEvents();
        const QTextLayout *wide = view.document()->begin().layout();
        const int indent = qCeil(wide->position().x() + wide->lineAt(0).x());
        // The right edge of the widest line, in the view's coordinates.
        const auto widest = [&view] {
            qreal right = 0;
            for (QTextBlock block = view.document()->begin(); block.isValid(); block = block.next())
                for (int i = 0; i < block.layout()->lineCount(); ++i)
                    right = std::max(right, view.document()->documentLayout()->blockBoundingRect(block).left()
                                                + block.layout()->lineAt(i).x() + block.layout()->lineAt(i).naturalTextWidth());
            return right;
        };
        int checked = 0;
        for (int width = indent + word + 2 * view.frameWidth() + 1; width <= indent + word + 160; width += 2) {
            view.resize(width, 400);
            QApplication::processEvents();
            const QTextBlock block = view.document()->begin();
            const QTextLayout *layout = block.layout();
            QVERIFY(layout->lineCount() > 1);
            for (int i = 0; i < layout->lineCount(); ++i) {
                const QString line = block.text().mid(layout->lineAt(i).textStart(), layout->lineAt(i).textLength());
                QVERIFY2(!line.startsWith(QLatin1Char(':')), qPrintable(QStringLiteral("width %1: a line starts with the colon").arg(width)));
            }
            QVERIFY2(widest() <= view.viewport()->width(), qPrintable(QStringLiteral("width %1: a line is cut off").arg(width)));
            QCOMPARE(view.wordWrapMode(), QTextOption::WordWrap);
            ++checked;
        }
        QVERIFY(checked > 50);
        // Narrower than the word itself: lines break anywhere rather than cut the word off.
        view.resize(indent + word / 2, 400);
        QApplication::processEvents();
        QCOMPARE(view.wordWrapMode(), QTextOption::WrapAtWordBoundaryOrAnywhere);
        QVERIFY(widest() <= view.viewport()->width());
    }

    // A table wider than the view at word boundaries keeps every word whole: its cells wrap
    // between words only, the prose keeps breaking between words too, and the view scrolls
    // sideways to show the rest (before, the whole text switched to breaking anywhere and the
    // cells split "Aufmerksamkeitsgewichte" mid-word). At every width from wide to narrow.
    void wideTablesKeepWordsWhole()
    {
        MarkdownView view;
        view.setMarkdown(QStringLiteral(
                             "Die Tabelle fasst zusammen, was jede Größe bedeutet.\n\n"
                             "| Größe | Bedeutung | Wertebereich |\n|---|---|---|\n"
                             "| Aufmerksamkeitsgewichte | Zeilenweise normierte Wahrscheinlichkeitsverteilungen | nichtnegativ |\n"
                             "| Skalarprodukte | Ähnlichkeitsmaße zwischen Anfragevektoren und Schlüsselvektoren | unbeschränkt |\n"),
                         chapters_, *paths_);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        int scrolled = 0;
        for (int width = 900; width >= 260; width -= 20) {
            view.resize(width, 500);
            QApplication::processEvents();
            QCOMPARE(view.wordWrapMode(), QTextOption::WordWrap);
            for (QTextBlock block = view.document()->begin(); block.isValid(); block = block.next()) {
                const QTextLayout *layout = block.layout();
                const QString text = block.text();
                for (int i = 0; layout && i < layout->lineCount(); ++i) {
                    // A line ends at a space or at the end of its block: never inside a word.
                    const int end = layout->lineAt(i).textStart() + layout->lineAt(i).textLength();
                    QVERIFY2(end >= text.size() || text.at(end - 1).isSpace() || text.at(end).isSpace(),
                             qPrintable(QStringLiteral("width %1: '%2' is broken after '%3'").arg(width).arg(text, text.left(end))));
                }
            }
            // What does not fit is reached by scrolling, not cut off or split.
            const int needed = qCeil(view.document()->size().width());
            if (needed > view.viewport()->width()) {
                QVERIFY2(view.horizontalScrollBar()->maximum() >= needed - view.viewport()->width() - 1,
                         qPrintable(QStringLiteral("width %1: the text needs %2 px, the view scrolls %3").arg(width).arg(needed).arg(view.horizontalScrollBar()->maximum())));
                ++scrolled;
            }
        }
        QVERIFY(scrolled > 0); // the narrow widths really needed scrolling
    }
};

ATLAS_TEST_MAIN(MarkdownViewTest)
#include "tst_markdownview.moc"
