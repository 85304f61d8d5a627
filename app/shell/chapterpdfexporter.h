// A chapter as a printable handout (File → Export Chapter as PDF…, --export-pdf DIR): a PDF on
// A4 or Letter paper with the chapter's title and summary, its text with the typeset formulas,
// then the figures its lab shows now (ChapterPage::figures(), the same as File → Export
// Figures), each whole on one page and scaled down to the page's width where it is wider;
// every page carries the chapter's title and "Page N of M".
//
// The text is laid out by a MarkdownView of its own (formulas typeset at four times the screen's
// resolution, so they stay sharp on paper); text and figures are black on white whatever the
// desktop's colours (FigureExporter::paperPalette); text stays text in the PDF (it can be
// searched and copied), and charts and matrices are drawn as vectors. Files are written whole
// or not at all (a temporary file renamed at the end).
#pragma once

#include <QCoreApplication>
#include <QPageSize>
#include <QString>

#include <functional>
#include <optional>

namespace atlas {

class CourseSession;
class MainWindow;

class ChapterPdfExporter {
    Q_DECLARE_TR_FUNCTIONS(ChapterPdfExporter)

public:
    // "A4" or "Letter" (any case); nullopt for anything else.
    static std::optional<QPageSize::PageSizeId> pageSizeFromName(const QString &name);
    // Letter where the locale measures in US units, A4 elsewhere.
    static QPageSize::PageSizeId defaultPageSize();

    // Writes chapter `index` of the window's pack, as its page shows it now, to `path`. The
    // chapter must have a page (it has been shown). Returns the number of pages written, or −1
    // with `error` set (translated).
    static int exportChapter(MainWindow &window, int index, const QString &path, QPageSize::PageSizeId pageSize,
                             QString &error);

    // (index from 0, count, chapter id)
    using Progress = std::function<void(int, int, const QString &)>;
    // --export-pdf: shows every chapter in turn as the tour does (each prepared as a learner first
    // sees it) and writes DIR/NN-<chapter-id>.pdf. Returns the number of files, or −1 with `error`.
    static int exportCourse(MainWindow &window, const QString &directory, QPageSize::PageSizeId pageSize,
                            QString &error, const Progress &progress = {});
};

} // namespace atlas
