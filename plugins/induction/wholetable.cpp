#include "wholetable.h"

#include "headerwrapping.h"

#include <QHeaderView>
#include <QTableWidget>

namespace atlas {

QTableWidget *WholeTable::make(QWidget *parent, const QString &name, int columns)
{
    auto *table = new QTableWidget(parent);
    table->setObjectName(name);
    table->setColumnCount(columns);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table->setWordWrap(true);
    return table;
}

void WholeTable::fit(QTableWidget *table, const QStringList &headings)
{
    HeaderWrapping::apply(table, headings);
    table->resizeRowsToContents();
    table->setFixedHeight(table->horizontalHeader()->sizeHint().height() + table->verticalHeader()->length()
                          + 2 * table->frameWidth());
}

} // namespace atlas
