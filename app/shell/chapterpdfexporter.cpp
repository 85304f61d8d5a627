#include "chapterpdfexporter.h"

#include "coursesession.h"
#include "mainwindow.h"
#include "tourexporter.h"

#include "core/packpaths.h"
#include "core/questionkinds.h"
#include "sdk/chapterpage.h"
#include "sdk/figureexporter.h"
#include "sdk/formulatextobject.h"
#include "sdk/markdownview.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QGraphicsView>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>

#include <algorithm>
#include <memory>

namespace atlas {

namespace {

// Everything is laid out in pixels at 96 per inch — the unit the screen's widgets and the
// reading view measure in — and the painter scales that to the PDF's resolution.
constexpr qreal layoutDpi = 96;
constexpr qreal marginMm = 18;
constexpr qreal headerGap = 14;   // between the running header or footer and the text
constexpr qreal figureGap = 14;   // between figures, and above the figures' heading
constexpr qreal formulaRatio = 4; // formulas typeset at 384 pixels per inch

qreal mmToLayout(qreal mm)
{
    return mm / 25.4 * layoutDpi;
}

QFont printFont(qreal pointSize, bool bold = false, bool italic = false)
{
    QFont font = QApplication::font();
    font.setPointSizeF(pointSize);
    font.setBold(bold);
    font.setItalic(italic);
    return font;
}

// For what the exporter draws itself (header, footer, headings): the painter is scaled from
// layout pixels, so a point size — which the PDF device would turn into its own 600 dpi
// pixels, then scaled again — must be given as layout pixels.
QFont paintedFont(qreal pointSize, bool bold = false)
{
    QFont font = printFont(pointSize, bold);
    font.setPixelSize(qRound(pointSize * layoutDpi / 72));
    return font;
}

struct PlacedFigure {
    QWidget *widget = nullptr;
    int page = 0;        // 0-based
    QPointF topLeft;     // in the content area, layout pixels
    qreal scale = 1;
};

// The chapter's text — title, summary and body — as one document ready to paginate.
class HandoutText {
public:
    HandoutText(const CourseSession &session, int index, qreal width)
    {
        const ChapterPack &pack = session.pack();
        const ChapterSpec &chapter = pack.chapters.at(index);
        const QString language = session.language();
        view_.setAttribute(Qt::WA_DontShowOnScreen);
        view_.setPalette(FigureExporter::paperPalette());
        // The printed text's size: 9.5 pt for the interface makes 11 pt for the reading font.
        view_.setFont(printFont(9.5));
        view_.setFrameShape(QFrame::NoFrame);
        view_.setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        view_.setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        view_.setMinimumFormulaPixelRatio(formulaRatio);
        view_.resize(int(width), 800);
        view_.show(); // laid out at the page's width, never on a screen
        const QString body = pack.bodyPath(chapter, language);
        if (!body.isEmpty())
            view_.loadFile(body, PackPaths(pack.directory));

        // A copy to paginate, so the view's own layout is left alone. It asks the view (its
        // parent's parent) for the typeset formulas and draws them with the view's handler.
        document_.reset(view_.document()->clone(view_.document()));
        document_->documentLayout()->registerHandler(FormulaTextObject::objectType, new FormulaTextObject(document_.get()));
        QTextFrameFormat root = document_->rootFrame()->frameFormat();
        root.setLeftMargin(0);
        root.setRightMargin(0);
        root.setTopMargin(0);
        root.setBottomMargin(0);
        document_->rootFrame()->setFrameFormat(root);

        // Title and summary above the body: typed into the body's first block, which then
        // splits off the body with the body's own formats.
        const bool hadBody = !document_->isEmpty();
        QTextCursor cursor(document_.get());
        cursor.movePosition(QTextCursor::Start);
        const QTextBlockFormat bodyBlock = cursor.blockFormat();
        const QTextCharFormat bodyChar = cursor.charFormat();
        QTextBlockFormat titleBlock;
        titleBlock.setBottomMargin(6);
        cursor.setBlockFormat(titleBlock);
        QTextCharFormat titleFormat;
        titleFormat.setFont(printFont(17, true));
        titleFormat.setForeground(Qt::black);
        //: The title of a chapter in a printed handout: %1 its number, %2 its title
        cursor.insertText(ChapterPdfExporter::tr("%1. %2").arg(index + 1).arg(chapter.title.text(language)), titleFormat);
        const QString summary = chapter.summary.text(language);
        if (!summary.isEmpty()) {
            QTextBlockFormat summaryBlock;
            summaryBlock.setBottomMargin(14);
            QTextCharFormat summaryFormat;
            summaryFormat.setFont(printFont(11, false, true));
            summaryFormat.setForeground(QColor(0x40, 0x40, 0x40));
            cursor.insertBlock(summaryBlock, summaryFormat);
            cursor.insertText(summary, summaryFormat);
        }
        if (hadBody)
            cursor.insertBlock(bodyBlock, bodyChar);
        appendQuestions(chapter, language);
    }

    QTextDocument *document() const { return document_.get(); }

    // The chapter's questions after its text, on a page of their own, to answer with a pen:
    // each prompt as the learner reads it, then what its kind prints below it (choices to tick,
    // blanks to fill) — one unbreakable block per question, so no question is split by a page.
    void appendQuestions(const ChapterSpec &chapter, const QString &language)
    {
        if (chapter.questions.isEmpty())
            return;
        QTextCursor cursor(document_.get());
        cursor.movePosition(QTextCursor::End);
        QTextBlockFormat headingBlock;
        headingBlock.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        headingBlock.setBottomMargin(6);
        QTextCharFormat headingFormat;
        headingFormat.setFont(printFont(13, true));
        headingFormat.setForeground(Qt::black);
        cursor.insertBlock(headingBlock, headingFormat);
        //: The heading above a chapter's questions in a printed handout.
        cursor.insertText(ChapterPdfExporter::tr("Check your understanding"), headingFormat);
        QTextCharFormat promptFormat;
        promptFormat.setFont(printFont(10.5, true));
        promptFormat.setForeground(Qt::black);
        QTextCharFormat lineFormat;
        lineFormat.setFont(printFont(10.5));
        lineFormat.setForeground(Qt::black);
        const QLocale locale;
        for (qsizetype i = 0; i < chapter.questions.size(); ++i) {
            const QuestionSpec &question = chapter.questions.at(i);
            const QuestionKind &kind = QuestionKinds::of(question);
            QTextBlockFormat promptBlock;
            promptBlock.setTopMargin(10);
            promptBlock.setBottomMargin(3);
            cursor.insertBlock(promptBlock, promptFormat);
            const int first = cursor.block().blockNumber();
            //: A question in a printed handout: %1 its number in the chapter, %2 its prompt.
            cursor.insertText(ChapterPdfExporter::tr("%1. %2").arg(i + 1).arg(kind.presentPrompt(question.prompt.text(language))), promptFormat);
            QTextBlockFormat lineBlock;
            lineBlock.setLeftMargin(18);
            lineBlock.setBottomMargin(2);
            for (const QString &line : kind.printLines(question, language, locale)) {
                cursor.insertBlock(lineBlock, lineFormat);
                cursor.insertText(line, lineFormat);
            }
            questionBlocks_.append({first, cursor.block().blockNumber()});
        }
    }

    // Lays the text out on pages `height` tall; returns the page count and where the text ends
    // on the last page.
    int paginate(QSizeF contentSize, qreal *endOnLastPage)
    {
        document_->setPageSize(contentSize);
        // A question that a page would split starts on the next page (Qt's layout has no
        // "keep together"); each move lays out what follows again.
        QAbstractTextDocumentLayout *layout = document_->documentLayout();
        for (const auto &[first, last] : std::as_const(questionBlocks_)) {
            const QTextBlock start = document_->findBlockByNumber(first);
            const QTextBlock end = document_->findBlockByNumber(last);
            const int startPage = int(layout->blockBoundingRect(start).top() / contentSize.height());
            const int endPage = int((layout->blockBoundingRect(end).bottom() - 1) / contentSize.height());
            if (startPage != endPage) {
                QTextBlockFormat format = start.blockFormat();
                format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
                QTextCursor(start).setBlockFormat(format);
            }
        }
        const int pages = std::max(1, document_->pageCount());
        const QTextBlock last = document_->lastBlock();
        const qreal bottom = document_->documentLayout()->blockBoundingRect(last).bottom();
        *endOnLastPage = bottom - (pages - 1) * contentSize.height();
        return pages;
    }

private:
    QList<std::pair<int, int>> questionBlocks_; // each question's first and last block
    MarkdownView view_;
    std::unique_ptr<QTextDocument> document_;
};

// Figures flow like words: side by side while they fit the width, each whole on one page,
// scaled down only when wider than the page or taller than a whole page.
QList<PlacedFigure> placeFigures(const QList<ExportableFigure> &figures, QSizeF content, int firstPage, qreal top)
{
    QList<PlacedFigure> placed;
    int page = firstPage;
    qreal x = 0, y = top, rowHeight = 0;
    for (const ExportableFigure &figure : figures) {
        QWidget *widget = figure.widget;
        if (!widget)
            continue;
        QSize size = widget->size();
        if (size.width() < 16 || size.height() < 16) // never laid out (a tab not yet opened)
            size = widget->sizeHint().expandedTo(QSize(16, 16));
        const qreal scale = std::min({1.0, content.width() / size.width(), content.height() / size.height()});
        const QSizeF scaled = QSizeF(size) * scale;
        if (x > 0 && x + scaled.width() > content.width()) { // next row
            x = 0;
            y += rowHeight + figureGap;
            rowHeight = 0;
        }
        if (y + scaled.height() > content.height()) { // next page
            ++page;
            x = 0;
            y = 0;
            rowHeight = 0;
        }
        placed.append({widget, page, QPointF(x, y), scale});
        x += scaled.width() + figureGap;
        rowHeight = std::max(rowHeight, scaled.height());
    }
    return placed;
}

// A figure as vectors where Qt can draw it so (matrices, strips: sharp at any zoom, numbers that
// can be searched). A chart is a graphics scene whose legend loses its markers and entries when
// drawn straight onto a PDF, so a chart goes in as an image at three times its size (288 pixels
// per inch at the widget's size), drawn exactly as on screen.
void drawFigure(QPainter &painter, QWidget *widget)
{
    const bool scene = qobject_cast<QGraphicsView *>(widget) || widget->findChild<QGraphicsView *>();
    if (!scene) {
        // Without the window's background: the figure sits on the paper.
        FigureExporter::renderOnPaper(widget, &painter, QWidget::DrawChildren);
        return;
    }
    constexpr qreal ratio = 3;
    QImage image(widget->size() * ratio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::white);
    QPainter imagePainter(&image);
    FigureExporter::renderOnPaper(widget, &imagePainter, QWidget::DrawChildren);
    imagePainter.end();
    painter.drawImage(QRectF(QPointF(0, 0), QSizeF(widget->size())), image);
}

} // namespace

std::optional<QPageSize::PageSizeId> ChapterPdfExporter::pageSizeFromName(const QString &name)
{
    if (name.compare(QLatin1String("A4"), Qt::CaseInsensitive) == 0)
        return QPageSize::A4;
    if (name.compare(QLatin1String("Letter"), Qt::CaseInsensitive) == 0)
        return QPageSize::Letter;
    return std::nullopt;
}

QPageSize::PageSizeId ChapterPdfExporter::defaultPageSize()
{
    return QLocale().measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter : QPageSize::A4;
}

int ChapterPdfExporter::exportChapter(MainWindow &window, int index, const QString &path,
                                      QPageSize::PageSizeId pageSize, QString &error)
{
    CourseSession *session = window.session();
    ChapterPage *page = session ? session->existingPage(index) : nullptr;
    if (!page) {
        error = tr("the chapter has not been opened");
        return -1;
    }
    const ChapterSpec &chapter = session->pack().chapters.at(index);
    const QString chapterTitle = chapter.title.text(session->language());

    const QPageSize paper(pageSize);
    const QSizeF paperSize = paper.size(QPageSize::Millimeter);
    const qreal margin = mmToLayout(marginMm);
    const QSizeF paperLayout(mmToLayout(paperSize.width()), mmToLayout(paperSize.height()));
    const QFont headerFont = paintedFont(8.5);
    const qreal headerHeight = QFontMetricsF(headerFont).height();
    // The text's area: inside the margins, below the running header, above the footer.
    const QRectF content(margin, margin + headerHeight + headerGap, paperLayout.width() - 2 * margin,
                         paperLayout.height() - 2 * margin - 2 * (headerHeight + headerGap));

    HandoutText text(*session, index, content.width());
    qreal textEnd = 0;
    const int textPages = text.paginate(content.size(), &textEnd);

    const QList<ExportableFigure> figures = page->figures();
    // The figures' heading, then the figures, below the text or on a page of their own.
    const QFont figuresHeadingFont = paintedFont(13, true);
    const qreal figuresHeadingHeight = QFontMetricsF(figuresHeadingFont).height() + 6;
    int figuresPage = textPages - 1;
    qreal figuresTop = textEnd + 2 * figureGap;
    if (figuresTop + figuresHeadingHeight + 120 > content.height()) {
        ++figuresPage;
        figuresTop = 0;
    }
    QList<PlacedFigure> placed = placeFigures(figures, content.size(), figuresPage, figuresTop + figuresHeadingHeight);
    if (!placed.isEmpty() && placed.constFirst().page != figuresPage) {
        // The first figure did not fit under the heading: the heading goes with it.
        figuresPage = placed.constFirst().page;
        figuresTop = 0;
        placed = placeFigures(figures, content.size(), figuresPage, figuresHeadingHeight);
    }
    const int pageCount = placed.isEmpty() ? textPages : std::max(textPages, placed.constLast().page + 1);

    // Written beside the target and renamed over it at the end (QSaveFile): a failed export
    // leaves no half file, and an earlier one stays whole until the new one is complete.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        error = tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return -1;
    }
    {
        QPdfWriter writer(&file);
        writer.setPageSize(paper);
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setResolution(600);
        writer.setTitle(chapterTitle);
        writer.setCreator(QStringLiteral("Attention Atlas %1").arg(QCoreApplication::applicationVersion()));
        QPainter painter;
        if (!painter.begin(&writer)) {
            error = tr("cannot write %1").arg(QDir::toNativeSeparators(path));
            return -1;
        }
        const qreal toDevice = writer.resolution() / layoutDpi;
        const QString packTitle = session->pack().title.text(session->language());
        for (int p = 0; p < pageCount; ++p) {
            if (p > 0)
                writer.newPage();
            painter.resetTransform();
            painter.scale(toDevice, toDevice);
            painter.setRenderHint(QPainter::Antialiasing);

            // Running header (course, chapter) and footer (page numbers), in grey, with a rule.
            painter.setFont(headerFont);
            painter.setPen(QColor(0x55, 0x55, 0x55));
            const QRectF header(margin, margin, content.width(), headerHeight);
            const QFontMetricsF metrics(headerFont);
            painter.drawText(header, Qt::AlignLeft | Qt::AlignVCenter, metrics.elidedText(packTitle, Qt::ElideRight, content.width() * 0.45));
            painter.drawText(header, Qt::AlignRight | Qt::AlignVCenter, metrics.elidedText(chapterTitle, Qt::ElideRight, content.width() * 0.5));
            painter.setPen(QPen(QColor(0xb0, 0xb0, 0xb0), 0.75));
            painter.drawLine(QPointF(margin, header.bottom() + headerGap / 2), QPointF(margin + content.width(), header.bottom() + headerGap / 2));
            painter.setPen(QColor(0x55, 0x55, 0x55));
            const QRectF footer(margin, paperLayout.height() - margin - headerHeight, content.width(), headerHeight);
            //: The footer of every page of a printed handout
            painter.drawText(footer, Qt::AlignHCenter | Qt::AlignVCenter, tr("Page %1 of %2").arg(p + 1).arg(pageCount));

            // This page's share of the text.
            if (p < textPages) {
                painter.save();
                painter.translate(content.topLeft() - QPointF(0, p * content.height()));
                const QRectF clip(0, p * content.height(), content.width(), content.height());
                QAbstractTextDocumentLayout::PaintContext context;
                // The layout skips lines outside the context's clip, but keeps a line that only
                // touches it: the first line of the next page starts exactly at this page's
                // bottom. Drawn and clipped away it would still be in the PDF as hidden text
                // (found by search, extracted twice), so the context's clip is a pixel inside.
                context.clip = clip.adjusted(0, 1, 0, -1);
                context.palette = FigureExporter::paperPalette();
                painter.setClipRect(clip);
                text.document()->documentLayout()->draw(&painter, context);
                painter.restore();
            }

            if (p == figuresPage && !placed.isEmpty()) {
                painter.setFont(figuresHeadingFont);
                painter.setPen(Qt::black);
                //: The heading above a chapter's figures in a printed handout
                painter.drawText(QRectF(content.left(), content.top() + figuresTop, content.width(), figuresHeadingHeight),
                                 Qt::AlignLeft | Qt::AlignTop, tr("Figures from the lab"));
            }
            for (const PlacedFigure &figure : placed) {
                if (figure.page != p)
                    continue;
                painter.save();
                painter.translate(content.topLeft() + figure.topLeft);
                painter.scale(figure.scale, figure.scale);
                drawFigure(painter, figure.widget);
                painter.restore();
            }
        }
        if (!painter.end()) {
            error = tr("cannot write %1").arg(QDir::toNativeSeparators(path));
            return -1;
        }
    }
    if (!file.commit()) {
        error = tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return -1;
    }
    QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther);
    return pageCount;
}

int ChapterPdfExporter::exportCourse(MainWindow &window, const QString &directory, QPageSize::PageSizeId pageSize,
                                     QString &error, const Progress &progress)
{
    if (!window.session()) {
        error = tr("no pack is open");
        return -1;
    }
    if (!QDir().mkpath(directory)) {
        error = tr("cannot create the folder %1").arg(QDir::toNativeSeparators(directory));
        return -1;
    }
    window.show();
    QApplication::processEvents();
    const int count = window.session()->chapterCount();
    int written = 0;
    for (int i = 0; i < count; ++i) {
        const QString id = window.session()->pack().chapters.at(i).id;
        if (progress)
            progress(i, count, id);
        TourExporter::showPrepared(window, i);
        const QString file = QDir(directory).filePath(QStringLiteral("%1-%2.pdf").arg(i + 1, 2, 10, QLatin1Char('0')).arg(id));
        if (exportChapter(window, i, file, pageSize, error) < 0)
            return -1;
        ++written;
    }
    return written;
}

} // namespace atlas
