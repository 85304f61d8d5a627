#include "markdownview.h"

#include "formularenderer.h"
#include "formulatextobject.h"
#include "packimage.h"

#include "core/markdownformulas.h"
#include "core/packlimits.h"

#include <QAbstractTextDocumentLayout>
#include <QDesktopServices>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QHash>
#include <QPainter>
#include <QScrollBar>
#include <QSet>
#include <QStringDecoder>
#include <QMimeData>
#include <QTextBlock>
#include <QTextBoundaryFinder>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextList>
#include <QTextTable>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace atlas {

namespace {

const QLatin1String formulaScheme("atlas-formula");

// Qt's line breaker measures a run without a break opportunity to its end for every line it
// breaks off it, so such a run costs time quadratic in its length once it is longer than a
// line: a body of one 512 KiB word (a pasted base64 blob, a minified line), which the
// validator accepts, froze the view for two minutes. Runs longer than maxUnbrokenRun
// characters get a zero-width space every breakEvery characters, where the line breaker may
// then stop: nothing shows, the run wraps as WrapAtWordBoundaryOrAnywhere would wrap it, and
// copying takes them out again (createMimeDataFromSelection). No line holds 200 characters.
constexpr qsizetype maxUnbrokenRun = 200;
constexpr qsizetype breakEvery = 16;
constexpr QChar zeroWidthSpace(0x200B);

// Whether `text` has more than maxUnbrokenRun characters between two spaces: the cheap test
// that spares every ordinary body the line-break analysis below.
bool hasLongRun(const QString &text)
{
    qsizetype run = 0;
    for (const QChar c : text) {
        run = c.isSpace() ? 0 : run + 1;
        if (run > maxUnbrokenRun)
            return true;
    }
    return false;
}

void breakLongRuns(QTextDocument *doc)
{
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().nonBreakableLines() || block.length() <= maxUnbrokenRun)
            continue; // lines that never wrap are laid out in one pass
        const QString text = block.text();
        QTextBoundaryFinder lines(QTextBoundaryFinder::Line, text);
        QTextBoundaryFinder graphemes(QTextBoundaryFinder::Grapheme, text);
        QList<qsizetype> breaks;
        qsizetype previous = 0;
        for (qsizetype next = lines.toNextBoundary(); next >= 0; next = lines.toNextBoundary()) {
            if (next - previous > maxUnbrokenRun) {
                for (qsizetype at = previous + breakEvery; at < next; at += breakEvery) {
                    graphemes.setPosition(at); // never inside a surrogate pair or before a combining mark
                    const qsizetype boundary = graphemes.isAtBoundary() ? at : graphemes.toNextBoundary();
                    if (boundary > 0 && boundary < next && (breaks.isEmpty() || boundary > breaks.last()))
                        breaks.append(boundary);
                }
            }
            previous = next;
        }
        // From the end, so that each insertion leaves the offsets before it valid.
        QTextCursor cursor(doc);
        for (auto at = breaks.crbegin(); at != breaks.crend(); ++at) {
            cursor.setPosition(block.position() + int(*at));
            cursor.insertText(QString(zeroWidthSpace));
        }
    }
}

// QTextDocument::loadResource reads local files itself when the view returns nothing, and
// Qt's image handler then tries QImage::load on the name. This document asks the view only,
// and answers a refused image with a placeholder so neither fallback ever runs.
class PackDocument final : public QTextDocument {
public:
    explicit PackDocument(MarkdownView *view) : QTextDocument(view), view_(view) {}

protected:
    QVariant loadResource(int type, const QUrl &name) override
    {
        QVariant result = view_->loadResource(type, name);
        if (!result.isValid() && type == QTextDocument::ImageResource)
            result = placeholder();
        if (result.isValid())
            addResource(type, name, result); // asked once per document, not at every paint
        return result;
    }

private:
    static QImage placeholder()
    {
        QImage image(24, 18, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(QColor(0x88, 0x88, 0x88), 1.5));
        p.drawRect(QRectF(1, 1, 22, 16));
        p.drawLine(QPointF(1, 17), QPointF(23, 1));
        return image;
    }

    MarkdownView *view_;
};

// GitHub's heading anchors: "The attention mechanism" → "the-attention-mechanism".
QString slug(const QString &heading)
{
    QString s;
    for (const QChar c : heading.trimmed().toLower()) {
        if (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_'))
            s += c;
        else if (c.isSpace())
            s += QLatin1Char('-');
    }
    return s;
}

bool isBlank(QChar c)
{
    return c == QLatin1Char(' ') || c == QChar::LineSeparator || c == QLatin1Char('\t');
}

// How much room an AlignMiddle inline object of height h, set in `font`, takes in its line:
// h / 2 + the returned offset above the baseline, h / 2 - offset below. Qt versions compute
// the offset differently (a quarter of the x-height in 6.4, from the font's height in
// others), so it is measured: one tall object alone on a line, whose ascent is then its own.
qreal middleOffset(const QFont &font)
{
    constexpr int probe = 400;
    QTextDocument doc;
    doc.setDefaultFont(font);
    doc.setTextWidth(1000);
    QImage image(1, probe, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    doc.addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("probe")), image);
    QTextImageFormat format;
    format.setName(QStringLiteral("probe"));
    format.setWidth(1);
    format.setHeight(probe);
    format.setVerticalAlignment(QTextCharFormat::AlignMiddle);
    QTextCursor(&doc).insertImage(format);
    doc.documentLayout()->documentSize();
    const QTextLayout *layout = doc.begin().layout();
    if (!layout || layout->lineCount() == 0)
        return QFontMetricsF(font).xHeight() / 4; // Qt 5's rule
    return layout->lineAt(0).ascent() - probe / 2.0;
}

// AlignMiddle's offset grows with the font of the object's format (a quarter of its x-height
// in Qt 6.4). A formula object draws itself, so that font serves one purpose only: choosing
// it so the offset is `target` makes the line reserve the formula's own ascent and descent,
// not the larger of the two twice over. `offsets` caches measurements by font; `offset` gets
// the offset the returned font gives.
QFont balancingFont(const QFont &base, qreal target, QHash<QString, qreal> &offsets, qreal &offset)
{
    auto measure = [&offsets](const QFont &font) {
        auto known = offsets.constFind(font.key());
        if (known == offsets.cend())
            known = offsets.insert(font.key(), middleOffset(font));
        return *known;
    };
    constexpr int reference = 100;
    QFont font = base;
    font.setPixelSize(reference);
    const qreal perPixel = measure(font) / reference;
    if (perPixel > 0 && target > 0)
        font.setPixelSize(std::clamp(int(std::lround(target / perPixel)), 1, 4000));
    else
        font = base;
    offset = measure(font);
    return font;
}

QColor mixed(const QColor &a, const QColor &b, qreal t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t), float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

} // namespace

MarkdownView::MarkdownView(QWidget *parent) : QTextBrowser(parent)
{
    setDocument(new PackDocument(this));
    // Read-only: the edits that typeset and polish a body are never undone, so they need no
    // undo history (which would hold a copy of every one of them).
    document()->setUndoRedoEnabled(false);
    document()->documentLayout()->registerHandler(FormulaTextObject::objectType, new FormulaTextObject(this));
    setOpenLinks(false);
    setOpenExternalLinks(false);
    setReadOnly(true);
    externalLinkHandler_ = [](const QUrl &url) { QDesktopServices::openUrl(url); };
    connect(this, &QTextBrowser::anchorClicked, this, &MarkdownView::activateLink);
}

void MarkdownView::setExternalLinkHandler(ExternalLinkHandler handler)
{
    externalLinkHandler_ = std::move(handler);
}

int MarkdownView::invalidFormulaCount() const
{
    return int(std::count_if(formulas_.begin(), formulas_.end(), [](const Formula &f) { return !f.error.isEmpty(); }));
}

void MarkdownView::setMarkdown(const QString &markdown, const QString &baseFolder, const PackPaths &paths)
{
    paths_ = paths;
    message_.clear();
    markdown_ = markdown;
    const QString canonical = QFileInfo(baseFolder).canonicalFilePath();
    // A folder outside the pack serves nothing: every image is refused.
    baseFolder_ = !canonical.isEmpty() && QFileInfo(canonical).isDir() && paths.contains(canonical) ? canonical : QString();
    keepScroll_ = false; // a new text starts at its top
    rebuild();
}

bool MarkdownView::loadFile(const QString &absolutePath, const PackPaths &paths)
{
    paths_ = paths;
    const QString name = QFileInfo(absolutePath).fileName();
    if (!paths.contains(absolutePath)) {
        //: %1 is a file name
        showMessage(tr("This text cannot be shown: '%1' is not a file inside the chapter pack.").arg(name));
        return false;
    }
    const QFileInfo info(QFileInfo(absolutePath).canonicalFilePath());
    if (!info.isFile()) {
        showMessage(tr("This text cannot be shown: '%1' is not a regular file.").arg(name));
        return false;
    }
    if (info.size() > PackLimits::maxBodyBytes) {
        showMessage(tr("This text cannot be shown: '%1' has %2 bytes, more than the limit of %3.")
                        .arg(name).arg(info.size()).arg(PackLimits::maxBodyBytes));
        return false;
    }
    QFile file(info.filePath());
    if (!file.open(QIODevice::ReadOnly)) {
        showMessage(tr("This text cannot be shown: '%1' cannot be read (%2).").arg(name, file.errorString()));
        return false;
    }
    const QByteArray data = file.read(PackLimits::maxBodyBytes + 1);
    if (data.size() > PackLimits::maxBodyBytes) {
        showMessage(tr("This text cannot be shown: '%1' is larger than the limit of %2 bytes.").arg(name).arg(PackLimits::maxBodyBytes));
        return false;
    }
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder(data);
    if (decoder.hasError()) {
        showMessage(tr("This text cannot be shown: '%1' is not UTF-8 text.").arg(name));
        return false;
    }
    setMarkdown(text, info.absolutePath(), paths);
    return true;
}

void MarkdownView::showMessage(const QString &message)
{
    markdown_.clear();
    baseFolder_.clear();
    message_ = message;
    keepScroll_ = false;
    rebuild();
}

QFont MarkdownView::readingFont() const
{
    // A little larger than the interface: this is where the learner reads.
    QFont f = font();
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * 1.15);
    else if (f.pixelSize() > 0)
        f.setPixelSize(qRound(f.pixelSize() * 1.15));
    return f;
}

// Everything the built document depends on besides the text: rebuilding for an event that
// changed none of it (Qt sends several while a widget is first shown) would only cost time.
QString MarkdownView::appearance() const
{
    const QPalette &p = palette();
    return readingFont().toString() + QLatin1Char('|') + p.color(QPalette::Text).name(QColor::HexArgb)
        + p.color(QPalette::Base).name(QColor::HexArgb) + p.color(QPalette::Link).name(QColor::HexArgb)
        + QLatin1Char('|') + QString::number(devicePixelRatioF());
}

qreal MarkdownView::formulaPixelRatio() const
{
    return std::max(devicePixelRatioF(), minimumFormulaRatio_);
}

void MarkdownView::setMinimumFormulaPixelRatio(qreal ratio)
{
    if (qFuzzyCompare(ratio, minimumFormulaRatio_))
        return;
    minimumFormulaRatio_ = ratio;
    keepScroll_ = true;
    rebuild();
}

bool MarkdownView::isDark() const
{
    return palette().color(QPalette::Base).lightness() < 128;
}

void MarkdownView::rebuild()
{
    if (rebuilding_)
        return;
    rebuilding_ = true;
    const int scroll = keepScroll_ ? verticalScrollBar()->value() : 0;
    keepScroll_ = true;
    QTextDocument *doc = document();
    // One edit block: the layout hears of the hundreds of small edits below once (laying out
    // after each of them made opening a long body six times slower).
    QTextCursor batch(doc);
    batch.beginEditBlock();
    doc->setDefaultFont(readingFont());
    formulas_.clear();
    renderedRatio_ = formulaPixelRatio();
    builtFor_ = appearance();
    if (!message_.isEmpty()) {
        doc->clear();
        QTextCursor cursor(doc);
        QTextCharFormat format;
        format.setFontItalic(true);
        format.setForeground(palette().color(QPalette::Text));
        cursor.insertText(message_, format);
    } else {
        // Formulas become images before Markdown sees them, so '_' and '*' inside TeX are
        // never read as emphasis.
        const MarkdownFormulas::Scan scan = MarkdownFormulas::scan(markdown_);
        QString prepared;
        prepared.reserve(markdown_.size());
        qsizetype from = 0;
        for (const MarkdownFormula &f : scan.formulas) {
            if (formulas_.size() >= PackLimits::maxFormulasPerBody)
                break;
            prepared += QStringView(markdown_).mid(from, f.start - from);
            // Qt 6.4 drops images without alt text, so the placeholder has one.
            prepared += QLatin1String("![formula](") + formulaScheme + QLatin1Char(':') + QString::number(formulas_.size()) + QLatin1Char(')');
            formulas_.append(Formula{f.tex, markdown_.mid(f.start, f.length), f.display, QImage(), QString()});
            from = f.start + f.length;
        }
        prepared += QStringView(markdown_).mid(from);
        doc->setMarkdown(prepared, QTextDocument::MarkdownDialectGitHub);
        if (hasLongRun(markdown_))
            breakLongRuns(doc);
        typesetFormulas();
        polishDocument();
    }
    updateMeasure();
    fitDisplayFormulas();
    batch.endEditBlock();
    fitWrapMode();
    // The text cursor (invisible, read-only) would otherwise stay at the end and pull the
    // view there when shown.
    setTextCursor(QTextCursor(doc));
    if (scroll > 0) {
        doc->documentLayout()->documentSize(); // lay out fully, so the old position exists
        verticalScrollBar()->setValue(scroll);
    }
    rebuilding_ = false;
}

void MarkdownView::typesetFormulas()
{
    QTextDocument *doc = document();
    struct Place {
        int position;
        int index;
        QTextImageFormat format;
    };
    QList<Place> places;
    const QString prefix = formulaScheme + QLatin1Char(':');
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            const QTextCharFormat format = fragment.charFormat();
            if (!fragment.isValid() || !format.isImageFormat())
                continue;
            const QString name = format.toImageFormat().name();
            bool ok = false;
            const int index = name.startsWith(prefix) ? name.mid(prefix.size()).toInt(&ok) : -1;
            if (!ok || index < 0 || index >= formulas_.size())
                continue;
            for (int i = 0; i < fragment.length(); ++i)
                places.append(Place{fragment.position() + i, index, format.toImageFormat()});
        }
    }

    const qreal ratio = renderedRatio_ > 0 ? renderedRatio_ : 1.0;
    const QColor text = palette().color(QPalette::Text);
    QHash<QString, qreal> middleOffsets; // by font
    const QColor red = isDark() ? QColor(0xff, 0x8a, 0x80) : QColor(0xc6, 0x28, 0x28);
    // From the end, so that edits never move a place not yet visited.
    for (auto place = places.crbegin(); place != places.crend(); ++place) {
        Formula &formula = formulas_[place->index];
        int position = place->position;
        QTextCursor cursor(doc);
        cursor.setPosition(position);
        cursor.setPosition(position + 1, QTextCursor::KeepAnchor);
        const QFont textFont = place->format.font();
        const FormulaRenderer renderer(formula.tex, textFont,
                                       formula.display ? FormulaRenderer::Style::Display : FormulaRenderer::Style::Inline);
        if (!renderer.isValid()) {
            formula.error = renderer.errorString();
            QTextCharFormat source;
            source.setFontFamilies({QFontDatabase::systemFont(QFontDatabase::FixedFont).family()});
            source.setFontFixedPitch(true);
            source.setForeground(red);
            //: %1 is the parser's reason, e.g. that a TeX command is unknown
            source.setToolTip(tr("This formula cannot be typeset: %1").arg(formula.error));
            cursor.insertText(formula.written, source);
            continue;
        }

        const QSizeF size = renderer.size();
        const int width = int(std::ceil(size.width()));
        const int height = int(std::ceil(size.height()));
        QImage image(std::max(1, int(std::ceil(width * ratio))), std::max(1, int(std::ceil(height * ratio))),
                     QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        image.setDevicePixelRatio(ratio);
        {
            QPainter painter(&image);
            painter.setPen(text);
            renderer.paint(painter, QPointF(0, 0));
        }
        formula.image = image;
        const QString name = prefix + QString::number(place->index);
        doc->addResource(QTextDocument::ImageResource, QUrl(name), image);

        // A FormulaTextObject: it draws the image itself, on the line's baseline.
        QTextImageFormat format = place->format;
        format.setObjectType(FormulaTextObject::objectType);
        format.setName(name);
        format.setWidth(width);
        format.setToolTip(formula.written);
        format.setProperty(QTextFormat::ImageAltText, renderer.plainText());
        if (formula.display) {
            format.setHeight(height);
            format.setVerticalAlignment(QTextCharFormat::AlignNormal);
        } else {
            // The only way to reserve room below the baseline is AlignMiddle, whose object
            // reaches height / 2 + c above it and height / 2 - c below, c set by the format's
            // font: one with c = (above - below) / 2 makes that exactly above and below.
            const qreal above = renderer.baseline();
            const qreal below = size.height() - above;
            qreal c = 0;
            format.setFont(balancingFont(textFont, (above - below) / 2, middleOffsets, c));
            format.setHeight(std::ceil(2 * std::max(above - c, below + c)));
            format.setVerticalAlignment(QTextCharFormat::AlignMiddle);
            format.setProperty(FormulaTextObject::Baseline, above);
        }
        cursor.setCharFormat(format);

        if (!formula.display) {
            // Alone in its block (a table cell, say), the formula would set the line's
            // baseline by itself, higher than the text's in the next cell; a zero-width space
            // lends the line the font's ascent and descent.
            if (doc->findBlock(position).length() == 2) {
                QTextCharFormat plain; // the text's font, not the formula object's
                plain.setFont(textFont);
                QTextCursor(doc->findBlock(position)).insertText(QString(QChar(0x200B)), plain);
            }
            continue;
        }
        {
            // A paragraph of its own, centred, without the spaces that surrounded it. Blocks
            // split off a list item are indented like it, without a bullet of their own.
            auto leaveList = [](const QTextBlock &block) {
                if (QTextList *list = block.textList())
                    list->remove(block); // keeps the list's indentation
            };
            cursor.setPosition(position);
            while (!cursor.atBlockStart() && isBlank(doc->characterAt(cursor.position() - 1))) {
                cursor.deletePreviousChar();
                --position;
            }
            if (!cursor.atBlockStart()) {
                cursor.insertBlock();
                ++position;
                leaveList(doc->findBlock(position));
            }
            cursor.setPosition(position + 1);
            while (!cursor.atBlockEnd() && isBlank(doc->characterAt(cursor.position())))
                cursor.deleteChar();
            if (!cursor.atBlockEnd()) {
                cursor.insertBlock();
                leaveList(cursor.block());
            }
            const qreal em = QFontMetricsF(textFont).height();
            QTextBlock block = doc->findBlock(position);
            QTextBlockFormat blockFormat = block.blockFormat();
            blockFormat.setAlignment(Qt::AlignHCenter);
            blockFormat.setTopMargin(0.5 * em);
            blockFormat.setBottomMargin(0.5 * em);
            blockFormat.setProperty(QTextFormat::UserProperty, true); // a display formula
            QTextCursor(block).setBlockFormat(blockFormat);
        }
    }
}

void MarkdownView::polishDocument()
{
    QTextDocument *doc = document();
    const QColor link = palette().color(QPalette::Link);
    const QColor codeBackground = mixed(palette().color(QPalette::Base), palette().color(QPalette::Text), isDark() ? 0.14 : 0.06);
    struct Range {
        int from;
        int to;
        QTextCharFormat format;
    };
    QList<Range> ranges;
    QSet<QString> anchors;
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
        QTextBlockFormat format = block.blockFormat();
        const bool code = format.hasProperty(QTextFormat::BlockCodeFence) || format.nonBreakableLines();
        if (code) {
            format.setBackground(codeBackground);
        } else if (!format.hasProperty(QTextFormat::UserProperty)) {
            format.setLineHeight(130, QTextBlockFormat::ProportionalHeight);
        }
        QTextCursor(block).setBlockFormat(format);
        if (format.headingLevel() > 0) {
            // "#the-attention-mechanism" links reach their heading, as on GitHub.
            QString anchor = slug(block.text());
            for (int n = 1; anchors.contains(anchor); ++n)
                anchor = slug(block.text()) + QLatin1Char('-') + QString::number(n);
            anchors.insert(anchor);
            QTextCharFormat named;
            named.setAnchor(true);
            named.setAnchorNames({anchor});
            ranges.append(Range{block.position(), block.position() + block.length() - 1, named});
        }
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            const QTextCharFormat f = fragment.charFormat();
            if (f.isAnchor() && !f.anchorHref().isEmpty()) {
                QTextCharFormat colored;
                colored.setForeground(link);
                ranges.append(Range{fragment.position(), fragment.position() + fragment.length(), colored});
            } else if (!code && f.fontFixedPitch() && !f.isImageFormat()) {
                QTextCharFormat shaded;
                shaded.setBackground(codeBackground);
                ranges.append(Range{fragment.position(), fragment.position() + fragment.length(), shaded});
            }
        }
    }
    for (const Range &range : ranges) {
        QTextCursor cursor(doc);
        cursor.setPosition(range.from);
        cursor.setPosition(range.to, QTextCursor::KeepAnchor);
        cursor.mergeCharFormat(range.format);
    }
}

// QTextBrowser has no maximum line width; wide windows get wider side margins instead, so a
// line stays around 75 characters.
void MarkdownView::updateMeasure()
{
    const QFontMetricsF metrics(document()->defaultFont());
    const qreal margin = 1.2 * metrics.height();
    const qreal measure = 75 * metrics.averageCharWidth();
    const qreal side = std::max(margin, (viewport()->width() - measure) / 2);
    QTextFrame *root = document()->rootFrame();
    QTextFrameFormat format = root->frameFormat();
    if (std::abs(format.leftMargin() - side) < 0.5 && std::abs(format.topMargin() - margin) < 0.5)
        return;
    format.setLeftMargin(side);
    format.setRightMargin(side);
    format.setTopMargin(margin);
    format.setBottomMargin(margin);
    root->setFrameFormat(format);
}

QVariant MarkdownView::refuse(const QUrl &url, const QString &reason)
{
    Q_EMIT resourceRefused(url, reason);
    return QVariant();
}

QVariant MarkdownView::loadResource(int type, const QUrl &name)
{
    if (name.scheme() == formulaScheme) {
        bool ok = false;
        const int index = name.path().toInt(&ok);
        if (type != QTextDocument::ImageResource || !ok || index < 0 || index >= formulas_.size())
            return refuse(name, tr("there is no formula %1 in this text").arg(name.path()));
        if (formulas_.at(index).image.isNull()) { // asked while the text is still being built
            QImage empty(1, 1, QImage::Format_ARGB32_Premultiplied);
            empty.fill(Qt::transparent);
            return empty;
        }
        return formulas_.at(index).image;
    }
    if (type != QTextDocument::ImageResource)
        return refuse(name, tr("'%1' is not an image; only images inside the pack are loaded").arg(name.toString()));
    return packImage(name);
}

QVariant MarkdownView::packImage(const QUrl &url)
{
    const QString shown = url.toString();
    if (!paths_ || baseFolder_.isEmpty())
        return refuse(url, tr("'%1' is not loaded: this text does not belong to an open chapter pack").arg(shown));
    if (!url.scheme().isEmpty() || !url.host().isEmpty())
        return refuse(url, tr("'%1' is a URL: only images inside the pack are shown, nothing is loaded from elsewhere").arg(shown));
    if (url.hasQuery())
        return refuse(url, tr("'%1' has a query; image names are plain file names inside the pack").arg(shown));
    const QString path = url.path(QUrl::FullyDecoded);
    if (const std::optional<QString> syntax = PackPaths::syntaxError(path))
        return refuse(url, *syntax);
    const QString folder = QDir(paths_->root()).relativeFilePath(baseFolder_);
    const QString relative = folder == QLatin1String(".") || folder.isEmpty() ? path : folder + QLatin1Char('/') + path;
    const PackImage::Result read = PackImage::read(*paths_, relative, path);
    if (!read.ok())
        return refuse(url, read.error);
    return read.image;
}

void MarkdownView::activateLink(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    if (scheme == QLatin1String("http") || scheme == QLatin1String("https") || scheme == QLatin1String("mailto")) {
        Q_EMIT externalLinkRequested(url);
        if (externalLinkHandler_)
            externalLinkHandler_(url);
        return;
    }
    if (scheme == QLatin1String("chapter") && !url.path().isEmpty()) {
        Q_EMIT chapterLinkActivated(url.path());
        return;
    }
    if (scheme.isEmpty() && url.path().isEmpty() && url.hasFragment()) {
        scrollToAnchor(url.fragment());
        return;
    }
    //: %1 is the link target as written
    Q_EMIT linkRefused(url, tr("the link '%1' is not followed: only web addresses, chapter:ID and #section links work here").arg(url.toString()));
}

void MarkdownView::changeEvent(QEvent *event)
{
    QTextBrowser::changeEvent(event); // first: QTextEdit resets the document font on FontChange
    switch (event->type()) {
    case QEvent::PaletteChange:
    case QEvent::FontChange:
    case QEvent::StyleChange:
        if ((!markdown_.isEmpty() || !message_.isEmpty()) && appearance() != builtFor_)
            rebuild();
        break;
    default:
        break;
    }
}

void MarkdownView::resizeEvent(QResizeEvent *event)
{
    QTextBrowser::resizeEvent(event);
    QTextCursor batch(document());
    batch.beginEditBlock();
    updateMeasure();
    fitDisplayFormulas();
    batch.endEditBlock();
    fitWrapMode();
}

// Lines break between words only. QTextEdit's default, WrapAtWordBoundaryOrAnywhere, splits a
// word that does not quite fit at any character — in practice right before the punctuation
// that follows it, so a colon after a bold word ("**Wahrscheinlichkeitspfad**:") opened the
// next line alone in a narrow column. A word and its punctuation that overflow the measure a
// little hang into the side margin instead. Only when a line of prose is wider than the whole
// view (a word longer than a very narrow column) may lines break anywhere, so nothing is cut
// off. Tables never decide that: a table whose columns need more than the view's width at
// word boundaries keeps its words whole and the view scrolls sideways instead (before, it
// switched the whole text to breaking anywhere, and the cells split words mid-way).
void MarkdownView::fitWrapMode()
{
    setWordWrapMode(QTextOption::WordWrap);
    QTextDocument *doc = document();
    QAbstractTextDocumentLayout *layout = doc->documentLayout();
    layout->documentSize(); // lay out in the new mode
    qreal widest = 0;
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
        const QTextLayout *lines = block.layout();
        if (!lines || !block.isVisible() || QTextCursor(block).currentTable())
            continue;
        const qreal left = layout->blockBoundingRect(block).left();
        // An empty line shows nothing to cut off (the empty block after a wide table sits
        // at its right edge).
        for (int i = 0; i < lines->lineCount(); ++i)
            if (lines->lineAt(i).naturalTextWidth() > 0)
                widest = std::max(widest, left + lines->lineAt(i).x() + lines->lineAt(i).naturalTextWidth());
    }
    if (widest > viewport()->width())
        setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
}

// A display formula wider than the text column (a long loss in a narrow window) is scaled
// down to the column instead of being cut off; it grows back when there is room.
void MarkdownView::fitDisplayFormulas()
{
    QTextDocument *doc = document();
    const QTextFrameFormat frame = doc->rootFrame()->frameFormat();
    const qreal available = viewport()->width() - frame.leftMargin() - frame.rightMargin();
    if (available <= 0)
        return;
    const QString prefix = formulaScheme + QLatin1Char(':');
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
        if (!block.blockFormat().property(QTextFormat::UserProperty).toBool())
            continue; // not a display formula's paragraph
        const qreal room = available - block.blockFormat().leftMargin() - block.blockFormat().rightMargin()
            - block.blockFormat().indent() * doc->indentWidth();
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            // Formulas are custom text objects, not image objects: read their image properties.
            const QTextCharFormat format = fragment.charFormat();
            const QString name = format.stringProperty(QTextFormat::ImageName);
            if (!fragment.isValid() || !name.startsWith(prefix))
                continue;
            const int index = name.mid(prefix.size()).toInt();
            if (index < 0 || index >= formulas_.size() || formulas_.at(index).image.isNull())
                continue;
            const QSizeF natural = formulas_.at(index).image.deviceIndependentSize();
            const qreal scale = std::clamp(room / natural.width(), 0.3, 1.0);
            const QSizeF wanted(std::floor(natural.width() * scale), std::floor(natural.height() * scale));
            if (std::abs(format.doubleProperty(QTextFormat::ImageWidth) - wanted.width()) < 0.5
                && std::abs(format.doubleProperty(QTextFormat::ImageHeight) - wanted.height()) < 0.5)
                continue;
            QTextCharFormat fitted = format;
            fitted.setProperty(QTextFormat::ImageWidth, wanted.width());
            fitted.setProperty(QTextFormat::ImageHeight, wanted.height());
            QTextCursor cursor(doc);
            cursor.setPosition(fragment.position());
            cursor.setPosition(fragment.position() + fragment.length(), QTextCursor::KeepAnchor);
            cursor.setCharFormat(fitted);
        }
    }
}

void MarkdownView::paintEvent(QPaintEvent *event)
{
    // Moved to a screen with another pixel ratio: typeset again, crisp there.
    if (!formulas_.isEmpty() && !qFuzzyCompare(formulaPixelRatio(), renderedRatio_)) {
        renderedRatio_ = formulaPixelRatio(); // queue one rebuild, not one per paint
        QTimer::singleShot(0, this, &MarkdownView::rebuild);
    }
    QTextBrowser::paintEvent(event);
}

QMimeData *MarkdownView::createMimeDataFromSelection() const
{
    // What the reader copies is the text as written, without the breaks breakLongRuns added.
    QMimeData *data = QTextBrowser::createMimeDataFromSelection();
    if (data && data->hasText())
        data->setText(data->text().remove(zeroWidthSpace));
    if (data && data->hasHtml())
        data->setHtml(data->html().remove(zeroWidthSpace));
    if (data && data->hasFormat(QStringLiteral("text/markdown")))
        data->setData(QStringLiteral("text/markdown"),
                      QString::fromUtf8(data->data(QStringLiteral("text/markdown"))).remove(zeroWidthSpace).toUtf8());
    return data;
}

} // namespace atlas

#include "moc_markdownview.cpp"
