#include "classresultsdialog.h"

#include "interchange/classresults.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace atlas {

namespace {

// A cell shown as `text` and sorted by `key` (numbers as numbers, an undefined figure first).
QStandardItem *cell(const QString &text, const QVariant &key)
{
    auto *item = new QStandardItem(text);
    item->setData(key, Qt::UserRole);
    item->setEditable(false);
    return item;
}

} // namespace

ClassResultsDialog::ClassResultsDialog(const QString &folder, QWidget *parent)
    : QDialog(parent), folder_(folder), summary_(new QLabel(this)), model_(new QStandardItemModel(this)),
      sorted_(new QSortFilterProxyModel(this)), sortBy_(new QComboBox(this)), descending_(new QCheckBox(this)),
      table_(new QTableView(this)), problemsLabel_(new QLabel(this)),
      problems_(new QListWidget(this)), exportButton_(new QPushButton(this))
{
    setWindowTitle(tr("Class Results"));
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::PlainText);
    sorted_->setSourceModel(model_);
    sorted_->setSortRole(Qt::UserRole);
    table_->setModel(sorted_);
    table_->setSortingEnabled(true);
    // Until a header is chosen, the questions in the order of the results (the quiz's).
    table_->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    sorted_->sort(-1);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setAlternatingRowColors(true);
    table_->verticalHeader()->setVisible(false);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setAccessibleName(tr("Questions"));
    table_->setAccessibleDescription(tr("One row per question; choose a column header to sort by it."));
    problemsLabel_->setWordWrap(true);
    problems_->setAccessibleName(tr("Files not counted"));
    exportButton_->setText(tr("Export CSV…"));
    exportButton_->setToolTip(tr("Save this table as CSV, for a spreadsheet"));
    // Sorting by the keyboard too: a header takes no focus.
    auto *sortLabel = new QLabel(tr("&Sort by:"), this);
    sortLabel->setBuddy(sortBy_);
    descending_->setText(tr("&Highest first"));
    auto *sorting = new QHBoxLayout;
    sorting->addWidget(sortLabel);
    sorting->addWidget(sortBy_);
    sorting->addWidget(descending_);
    sorting->addStretch(1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(exportButton_, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(exportButton_, &QPushButton::clicked, this, &ClassResultsDialog::requestExport);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(summary_);
    layout->addLayout(sorting);
    layout->addWidget(table_, 3);
    layout->addWidget(problemsLabel_);
    layout->addWidget(problems_, 1);
    layout->addWidget(buttons);
    fill();
    sortBy_->addItem(tr("Quiz order"));
    for (int c = 0; c < ColumnCount; ++c)
        sortBy_->addItem(model_->headerData(c, Qt::Horizontal).toString());
    connect(sortBy_, &QComboBox::currentIndexChanged, this, &ClassResultsDialog::sortFromControls);
    connect(descending_, &QCheckBox::toggled, this, &ClassResultsDialog::sortFromControls);
    connect(table_->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this, &ClassResultsDialog::controlsFromHeader);
    resize(1100, 640);
}

void ClassResultsDialog::sortFromControls()
{
    const int column = sortBy_->currentIndex() - 1; // −1: the quiz's order
    const Qt::SortOrder order = descending_->isChecked() ? Qt::DescendingOrder : Qt::AscendingOrder;
    if (column < 0) {
        table_->horizontalHeader()->setSortIndicator(-1, order);
        sorted_->sort(-1);
    } else {
        table_->sortByColumn(column, order);
    }
}

void ClassResultsDialog::controlsFromHeader(int column, Qt::SortOrder order)
{
    // A header click moves the controls with it (without sorting again).
    const QSignalBlocker blockSort(sortBy_), blockOrder(descending_);
    sortBy_->setCurrentIndex(column + 1);
    descending_->setChecked(order == Qt::DescendingOrder);
}

void ClassResultsDialog::fill()
{
    const ClassResults results = ClassResults::read({folder_});
    questions_ = ItemAnalysis::analyse(results);
    const QString where = QDir::toNativeSeparators(folder_);
    //: %1: "3 learners"; %2: a folder
    summary_->setText(results.learners.isEmpty()
                          ? tr("No results could be read in %1. Learners export them from the final quiz (Export results…).").arg(where)
                          : tr("%1 in %2. Facility: the share of the marks learners earned. Discrimination: how well a question "
                               "separates learners who do well on the rest of the quiz from those who do not (Moodle's quiz "
                               "statistics; 1 is perfect, below 0.1 weak). Flagged: too easy above facility 0.9, too hard "
                               "below 0.2. Choose a column header to sort.")
                                .arg(tr("%n learner(s)", nullptr, int(results.learners.size())), where));
    model_->setHorizontalHeaderLabels({tr("Question"), tr("Chapter"), tr("Type"), tr("Learners"), tr("Facility"), tr("Discrimination"),
                                       tr("Flags"), tr("Answers given"), tr("Prompt")});
    const QLocale locale;
    for (const ItemAnalysis::Question &q : std::as_const(questions_)) {
        QStringList flags, explained, answers;
        for (const QString &flag : q.flags) {
            flags.append(ItemAnalysis::flagLabel(flag));
            explained.append(ItemAnalysis::flagText(flag));
        }
        for (const auto &[text, count] : ItemAnalysis::answersByCount(q))
            //: An answer and how many learners gave it, e.g. "Value vectors ×12"
            answers.append(tr("%1 ×%2").arg(text.isEmpty() ? tr("(empty)") : text).arg(count));
        // Two decimals, with a real minus sign as the course writes numbers.
        const auto figure = [&locale](const std::optional<double> &v) {
            return v ? locale.toString(*v, 'f', 2).replace(locale.negativeSign(), QStringLiteral("\u2212")) : tr("—");
        };
        QList<QStandardItem *> row(ColumnCount);
        row[Question] = cell(q.id, q.id);
        row[Chapter] = cell(q.chapter, q.chapter);
        row[Type] = cell(q.type, q.type);
        row[Learners] = cell(tr("%1 (%2 answered)").arg(q.learners).arg(q.answered), q.learners);
        row[Facility] = cell(figure(q.facility), q.facility);
        row[Discrimination] = cell(figure(q.discrimination), q.discrimination ? *q.discrimination : -2.0);
        row[Flags] = cell(flags.join(QLatin1String("; ")), flags.join(QLatin1String("; ")));
        row[Answers] = cell(answers.join(QLatin1String("; ")), answers.join(QLatin1String("; ")));
        row[Prompt] = cell(q.prompt, q.prompt);
        if (!q.flags.isEmpty())
            for (QStandardItem *item : std::as_const(row))
                item->setToolTip(explained.join(QLatin1Char('\n')));
        model_->appendRow(row);
    }
    for (int c = 0; c < Prompt; ++c)
        table_->resizeColumnToContents(c);
    table_->resizeRowsToContents();
    problems_->clear();
    for (const ClassResults::Problem &p : results.problems)
        problems_->addItem(QStringLiteral("%1: %2").arg(QFileInfo(p.file).fileName(), p.reason));
    problemsLabel_->setText(results.problems.isEmpty() ? tr("Every file was counted.")
                                                       : tr("%n file(s) not counted:", nullptr, int(results.problems.size())));
    problems_->setVisible(!results.problems.isEmpty());
    exportButton_->setEnabled(!questions_.isEmpty());
}

bool ClassResultsDialog::exportCsv(const QString &path, QString &error) const
{
    QSaveFile file(path);
    const QByteArray data = ItemAnalysis::toCsv(questions_);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        error = tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

void ClassResultsDialog::requestExport()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Class Results"), QDir(folder_).filePath(QStringLiteral("class-results.csv")),
                                                      tr("CSV tables (*.csv)"));
    if (path.isEmpty())
        return;
    if (QString error; !exportCsv(path, error))
        QMessageBox::warning(this, tr("Export Class Results"), error);
}

} // namespace atlas

#include "moc_classresultsdialog.cpp"
