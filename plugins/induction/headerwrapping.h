// Column headings that wrap instead of widening a table: a heading the table's width cannot hold
// on one line is broken into lines (at spaces and after hyphens) no wider than its column's
// widest cell, or its longest word when that is wider. A table of short values keeps narrow
// columns whatever the language.
#pragma once

#include <QStringList>

class QFontMetrics;
class QTableWidget;

namespace atlas {

class HeaderWrapping {
public:
    // Sets `labels` as `table`'s column headings, wrapped for the cells the table holds now and
    // its width (call it again after either changes).
    static void apply(QTableWidget *table, const QStringList &labels);
    // `text` broken into lines of at most `width` pixels in `metrics` (a word wider stays whole).
    static QString wrap(const QString &text, const QFontMetrics &metrics, int width);
};

} // namespace atlas
