// Checks of a chapter page's layout as a learner sees it — what is wider than its column,
// what reaches past the right edge — and renders kept for people to look at. Each check
// returns what it found wrong ("" when nothing), for the test to assert with QVERIFY2.
//
// A plugin's own classes are reached by class name (inherits()), as the shell would.
#pragma once

#include <QDir>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QList>
#include <QPixmap>
#include <QRect>
#include <QScrollArea>
#include <QString>
#include <QStringList>
#include <QTableView>
#include <QWidget>

namespace atlas::test {

class PageChecks {
public:
    // The scroll area of the reading column: the one whose content holds the questions.
    static QScrollArea *readingColumn(const QWidget *page)
    {
        QScrollArea *reading = nullptr;
        for (QScrollArea *area : page->findChildren<QScrollArea *>())
            if (area->widget())
                for (const QWidget *w : area->widget()->findChildren<QWidget *>())
                    if (w->inherits("atlas::QuizPanel"))
                        reading = area;
        return reading;
    }

    // The page's other visible scrolling columns that sit in a splitter: the lab's.
    static QList<QScrollArea *> labColumns(const QWidget *page)
    {
        const QScrollArea *reading = readingColumn(page);
        QList<QScrollArea *> columns;
        for (QScrollArea *area : page->findChildren<QScrollArea *>())
            if (area != reading && area->widget() && area->isVisible() && area->parentWidget()
                && area->parentWidget()->inherits("QSplitter"))
                columns.append(area);
        return columns;
    }

    // The visible widgets under `root` whose minimum width is more than `width`, as
    // "class name (min N)": what makes a column too wide.
    static QStringList widerThan(const QWidget *root, int width)
    {
        QStringList wide;
        for (const QWidget *w : root->findChildren<QWidget *>())
            if (w->isVisibleTo(root) && w->minimumSizeHint().width() > width)
                wide.append(QStringLiteral("%1 %2 (min %3)")
                                .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName())
                                .arg(w->minimumSizeHint().width()));
        return wide;
    }

    // Whether `area` scrolls sideways: its content wider than its viewport.
    static QString overflow(const QScrollArea *area)
    {
        const int content = area->widget()->width(), viewport = area->viewport()->width();
        if (content <= viewport)
            return QString();
        return QStringLiteral("content %1 > viewport %2 (content minimum %3): %4")
            .arg(content)
            .arg(viewport)
            .arg(area->widget()->minimumSizeHint().width())
            .arg(widerThan(area->widget(), viewport).join(QLatin1String("; ")));
    }

    // Whether any column of `page` scrolls sideways — the reading column, which must exist, and
    // each lab column — as "reading: …" and "lab: …" ("" when none does).
    static QString columnsOverflow(const QWidget *page)
    {
        const QScrollArea *reading = readingColumn(page);
        if (!reading)
            return QStringLiteral("no reading column (no scroll area holds the questions)");
        QStringList found;
        if (const QString wide = overflow(reading); !wide.isEmpty())
            found.append(QStringLiteral("reading: ") + wide);
        for (const QScrollArea *lab : labColumns(page))
            if (const QString wide = overflow(lab); !wide.isEmpty())
                found.append(QStringLiteral("lab: ") + wide);
        return found.join(QLatin1String("; "));
    }

    // The first visible widget under `content` that reaches past the right edge of `frame`
    // (a pixel of rounding allowed); scroll bars are the frame's own.
    static QString overhang(const QWidget *content, const QWidget *frame)
    {
        for (const QWidget *w : content->findChildren<QWidget *>()) {
            if (!w->isVisible() || w->inherits("QScrollBar"))
                continue;
            const QRect r(w->mapTo(frame, QPoint(0, 0)), w->size());
            if (r.right() > frame->width() + 1)
                return QStringLiteral("%1 (%2) reaches x = %3 in a lab %4 wide")
                    .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName())
                    .arg(r.right())
                    .arg(frame->width());
        }
        return QString();
    }

    // The size a chapter page has in a window of `window` (--export-tour's --tour-size): the
    // chapter list takes 244 px of its width, the menus, toolbar and status bar 80 px of its
    // height (measured in the shell at 1024 × 700 and 1440 × 900).
    static QSize pageSizeInWindow(QSize window) { return window - QSize(244, 80); }

    // The texts that a chart under `root` shortened with an ellipsis because they did not fit
    // (legend entries, axis titles), as "chart name: text" ("" entries none). Charts are
    // graphics views; their texts are the scene's text items.
    static QStringList elidedChartTexts(const QWidget *root)
    {
        QStringList elided;
        for (const QGraphicsView *view : root->findChildren<QGraphicsView *>()) {
            if (!view->isVisible() || !view->scene())
                continue;
            for (const QGraphicsItem *item : view->scene()->items()) {
                const auto *text = qgraphicsitem_cast<const QGraphicsTextItem *>(item);
                if (text && text->isVisible()
                    && (text->toPlainText().endsWith(QLatin1String("...")) || text->toPlainText().endsWith(QChar(0x2026))))
                    elided.append(QString::fromLatin1(view->parentWidget() ? view->parentWidget()->metaObject()->className() : "")
                                  + QLatin1Char(' ') + view->objectName() + QStringLiteral(": ") + text->toPlainText());
            }
        }
        return elided;
    }

    // The visible tables under `root` whose columns reach past their viewport (a column cut
    // off, or reachable only by scrolling sideways), as "table name: columns N px in M px".
    static QStringList clippedTables(const QWidget *root)
    {
        QStringList clipped;
        for (const QTableView *table : root->findChildren<QTableView *>())
            if (table->isVisible() && table->horizontalHeader()->length() > table->viewport()->width())
                clipped.append(QStringLiteral("%1 %2: columns %3 px in %4 px")
                                   .arg(QString::fromLatin1(table->parentWidget() ? table->parentWidget()->metaObject()->className() : ""),
                                        // a heatmap is named by its title, its first label
                                        table->parentWidget() && table->parentWidget()->findChild<QLabel *>()
                                            ? table->parentWidget()->findChild<QLabel *>()->text()
                                            : table->objectName())
                                   .arg(table->horizontalHeader()->length())
                                   .arg(table->viewport()->width()));
        return clipped;
    }

    // Keeps `image` as `name` in ATLAS_RENDER_DIR, when that is set.
    static void keep(const QImage &image, const QString &name)
    {
        const QString dir = qEnvironmentVariable("ATLAS_RENDER_DIR");
        if (!dir.isEmpty()) {
            QDir().mkpath(dir);
            image.save(QDir(dir).filePath(name));
        }
    }

    // Keeps the page as a learner first sees it, and its questions at their full height as a
    // learner scrolls to them: `stem`-page.png and `stem`-questions.png.
    static void keepPageAndQuestions(QWidget *page, const QString &stem)
    {
        keep(page->grab().toImage(), stem + QStringLiteral("-page.png"));
        for (QWidget *quiz : page->findChildren<QWidget *>()) {
            if (!quiz->inherits("atlas::QuizPanel"))
                continue;
            const int height = quiz->heightForWidth(quiz->width());
            quiz->resize(quiz->width(), height > 0 ? height : quiz->sizeHint().height());
            keep(quiz->grab().toImage(), stem + QStringLiteral("-questions.png"));
            return;
        }
    }

    // Saves all of `widget` in pieces `pieceHeight` high, as `path` with %1 the piece's
    // number from 1; false when a piece cannot be saved.
    static bool saveInPieces(QWidget *widget, int pieceHeight, const QString &path)
    {
        for (int top = 0, piece = 1; top < widget->height(); top += pieceHeight, ++piece)
            if (!widget->grab(QRect(0, top, widget->width(), pieceHeight)).save(path.arg(piece)))
                return false;
        return true;
    }

    // Saves the whole reading column of `page` (text and questions) in pieces as
    // saveInPieces does; false when there is no reading column or a piece cannot be saved.
    static bool saveReadingColumn(const QWidget *page, int pieceHeight, const QString &path)
    {
        QScrollArea *reading = readingColumn(page);
        return reading && saveInPieces(reading->widget(), pieceHeight, path);
    }

    // A chapter page shown at a tour size, checked as a learner sees it: neither column scrolls
    // sideways, nothing in the lab (the widget named `labName`) reaches past its column's right
    // edge, and no table of the lab is cut off. With ATLAS_RENDER_DIR set, the page, its
    // questions, the lab's sections and the reading column are kept as PNGs named after `stem`.
    // Returns what is wrong ("" when nothing).
    static QString tourRenderProblems(QWidget *page, const char *labName, const QString &stem)
    {
        keepPageAndQuestions(page, stem);
        if (const QString wide = columnsOverflow(page); !wide.isEmpty())
            return wide;
        const QWidget *lab = page->findChild<QWidget *>(QLatin1String(labName));
        const QScrollArea *sections = lab ? lab->findChild<QScrollArea *>() : nullptr;
        if (!sections)
            return QStringLiteral("no lab named %1 with a scrolling column").arg(QLatin1String(labName));
        QWidget *content = sections->widget();
        if (const QString over = overhang(content, sections->viewport()); !over.isEmpty())
            return over + QStringLiteral("; too wide: ") + widerThan(content, sections->viewport()->width()).join(QStringLiteral(", "));
        if (const QStringList clipped = clippedTables(content); !clipped.isEmpty())
            return clipped.join(QStringLiteral("; "));
        const QString dir = qEnvironmentVariable("ATLAS_RENDER_DIR");
        if (!dir.isEmpty()
            && (!saveInPieces(content, 900, QDir(dir).filePath(stem + QStringLiteral("-sections-%1.png")))
                || !saveReadingColumn(page, 900, QDir(dir).filePath(stem + QStringLiteral("-reading-%1.png")))))
            return QStringLiteral("the renders could not be written to %1").arg(dir);
        return QString();
    }
};

} // namespace atlas::test
