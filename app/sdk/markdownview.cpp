#include "markdownview.h"

#include "formulatextobject.h"
#include "formulatypesetter.h"
#include "longrunbreaker.h"
#include "markdownpolish.h"
#include "packdocument.h"
#include "packimage.h"

#include "core/packlimits.h"
#include "text/markdownformulas.h"

#include <QAbstractTextDocumentLayout>
#include <QDesktopServices>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QMimeData>
#include <QScrollBar>
#include <QStringDecoder>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace atlas {

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
            prepared += QLatin1String("![formula](") + FormulaTypesetter::scheme() + QLatin1Char(':') + QString::number(formulas_.size()) + QLatin1Char(')');
            formulas_.append(Formula{f.tex, markdown_.mid(f.start, f.length), f.display, QImage(), QString()});
            from = f.start + f.length;
        }
        prepared += QStringView(markdown_).mid(from);
        doc->setMarkdown(prepared, QTextDocument::MarkdownDialectGitHub);
        if (LongRunBreaker::hasLongRun(markdown_))
            LongRunBreaker::breakLongRuns(doc);
        typesetFormulas();
        MarkdownPolish::apply(doc, palette(), isDark());
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
    const QColor red = isDark() ? QColor(0xff, 0x8a, 0x80) : QColor(0xc6, 0x28, 0x28);
    FormulaTypesetter typesetter(document(), renderedRatio_ > 0 ? renderedRatio_ : 1.0, palette().color(QPalette::Text), red);
    const QList<FormulaTypesetter::Placeholder> places = typesetter.placeholders(int(formulas_.size()));
    // From the end, so that edits never move a place not yet visited.
    for (auto place = places.crbegin(); place != places.crend(); ++place) {
        Formula &formula = formulas_[place->index];
        formula.image = typesetter.typeset(*place, formula.tex, formula.written, formula.display, formula.error);
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
    if (name.scheme() == FormulaTypesetter::scheme()) {
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
    const QTextFrameFormat frame = document()->rootFrame()->frameFormat();
    QList<QImage> images;
    images.reserve(formulas_.size());
    for (const Formula &formula : std::as_const(formulas_))
        images.append(formula.image);
    FormulaTypesetter::fitDisplayFormulas(document(), viewport()->width() - frame.leftMargin() - frame.rightMargin(), images);
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
        data->setText(data->text().remove(LongRunBreaker::zeroWidthSpace));
    if (data && data->hasHtml())
        data->setHtml(data->html().remove(LongRunBreaker::zeroWidthSpace));
    if (data && data->hasFormat(QStringLiteral("text/markdown")))
        data->setData(QStringLiteral("text/markdown"),
                      QString::fromUtf8(data->data(QStringLiteral("text/markdown"))).remove(LongRunBreaker::zeroWidthSpace).toUtf8());
    return data;
}

} // namespace atlas

#include "moc_markdownview.cpp"
