// A read-only table a lab shows whole in its column: no scroll bars, rows selected whole,
// columns as wide as their contents (the last takes the rest), headings that wrap
// (HeaderWrapping) and a height that holds every row.
#pragma once

#include <QStringList>

class QTableWidget;
class QWidget;

namespace atlas {

class WholeTable {
public:
    // A table of `columns` columns named `name`, a child of `parent`.
    static QTableWidget *make(QWidget *parent, const QString &name, int columns);
    // After its cells or its width changed: `headings` wrapped to them, the rows' heights and
    // the table's.
    static void fit(QTableWidget *table, const QStringList &headings);
};

} // namespace atlas
