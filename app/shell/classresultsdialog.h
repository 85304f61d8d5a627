// File → Class Results…: a teacher's view of a folder of results their learners exported
// from the final quiz (ClassResults, ItemAnalysis): a table of every question with its facility
// and discrimination indices, flags and the answers given most often, sortable by any column
// (a header click, or "Sort by" for the keyboard) and exportable as CSV (the same table as
// `attention-atlas-cli questions stats`); the files that could not be counted are listed with
// their reasons below it.
#pragma once

#include "interchange/itemanalysis.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTableView;

namespace atlas {

class ClassResultsDialog final : public QDialog {
    Q_OBJECT

public:
    explicit ClassResultsDialog(const QString &folder, QWidget *parent = nullptr);

    // The table as shown (sorted), and the files not counted, for tests.
    QTableView *table() const { return table_; }
    QListWidget *problems() const { return problems_; }
    // "Sort by": the quiz's order, then one entry per column; and highest first.
    QComboBox *sortBy() const { return sortBy_; }
    QCheckBox *descending() const { return descending_; }
    // Writes the table as CSV to `path` (QSaveFile); false with the reason in `error`.
    bool exportCsv(const QString &path, QString &error) const;

    enum Column { Question, Chapter, Type, Learners, Facility, Discrimination, Flags, Answers, Prompt, ColumnCount };

private:
    void fill();
    void requestExport();
    void sortFromControls();
    void controlsFromHeader(int column, Qt::SortOrder order);

    QString folder_;
    QList<ItemAnalysis::Question> questions_;
    QLabel *summary_;
    QStandardItemModel *model_;
    QSortFilterProxyModel *sorted_;
    QComboBox *sortBy_;
    QCheckBox *descending_;
    QTableView *table_;
    QLabel *problemsLabel_;
    QListWidget *problems_;
    QPushButton *exportButton_;
};

} // namespace atlas
