#include "matrixeditor.h"

#include "core/numberinput.h"

#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QToolTip>
#include <QUndoCommand>
#include <QUndoStack>
#include <QVBoxLayout>

namespace atlas {

namespace {

// One accepted cell edit (or a pasted block), undoable.
class SetCellsCommand final : public QUndoCommand {
public:
    struct Change {
        int row, column;
        double before, after;
    };
    SetCellsCommand(MatrixModel *model, QList<Change> changes, const QString &text)
        : QUndoCommand(text), model_(model), changes_(std::move(changes))
    {
    }
    void redo() override
    {
        for (const Change &c : changes_)
            model_->setValue(c.row, c.column, c.after);
    }
    void undo() override
    {
        for (const Change &c : changes_)
            model_->setValue(c.row, c.column, c.before);
    }

private:
    MatrixModel *model_;
    QList<Change> changes_;
};

// Edits cells as text so that the editor, not the model, decides what a typed value means.
class CellDelegate final : public QStyledItemDelegate {
public:
    CellDelegate(MatrixEditor *editor) : QStyledItemDelegate(editor), editor_(editor) {}

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const override
    {
        auto *line = new QLineEdit(parent);
        line->setFrame(false);
        line->setAlignment(Qt::AlignCenter);
        return line;
    }
    void setEditorData(QWidget *widget, const QModelIndex &index) const override
    {
        static_cast<QLineEdit *>(widget)->setText(QLocale().toString(index.data(MatrixModel::ValueRole).toDouble(), 'g', 12));
    }
    void setModelData(QWidget *widget, QAbstractItemModel *, const QModelIndex &index) const override
    {
        editor_->submitText(index.row(), index.column(), static_cast<QLineEdit *>(widget)->text());
    }

private:
    MatrixEditor *editor_;
};

} // namespace

struct MatrixEditor::Private {
    MatrixModel *model;
    QTableView *view;
    QUndoStack *undo;
    QLabel *titleLabel;
    QLabel *messageLabel;
    double minimum = -1e6;
    double maximum = 1e6;
    QString lastError;
};

MatrixEditor::MatrixEditor(QWidget *parent) : QWidget(parent), d(std::make_unique<Private>())
{
    d->model = new MatrixModel(this);
    d->view = new QTableView(this);
    d->undo = new QUndoStack(this);
    d->titleLabel = new QLabel(this);
    d->messageLabel = new QLabel(this);
    d->model->setEditable(true);
    d->model->setAxisNames(tr("row"), tr("column"));
    d->view->setModel(d->model);
    d->view->setItemDelegate(new CellDelegate(this));
    d->view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                           | QAbstractItemView::AnyKeyPressed | QAbstractItemView::SelectedClicked);
    d->view->setSelectionMode(QAbstractItemView::ContiguousSelection);
    d->view->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    d->view->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Maximum);
    d->view->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    d->view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    const QFontMetrics fm(font());
    d->view->horizontalHeader()->setDefaultSectionSize(fm.horizontalAdvance(QStringLiteral("−00.000")) + 14);
    d->view->verticalHeader()->setDefaultSectionSize(fm.height() + 10);
    d->view->installEventFilter(this);

    QFont titleFont = d->titleLabel->font();
    titleFont.setBold(true);
    d->titleLabel->setFont(titleFont);
    d->titleLabel->setVisible(false);
    d->messageLabel->setWordWrap(true);
    d->messageLabel->setVisible(false);
    QPalette warning = d->messageLabel->palette();
    warning.setColor(QPalette::WindowText, QColor(0xb2, 0x18, 0x2b));
    d->messageLabel->setPalette(warning);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(d->titleLabel);
    layout->addWidget(d->view, 0, Qt::AlignLeft);
    layout->addWidget(d->messageLabel);

    connect(d->model, &MatrixModel::editRequested, this, [this](int row, int column, double value) {
        submitText(row, column, QLocale::c().toString(value, 'g', 17));
    });
    connect(d->undo, &QUndoStack::indexChanged, this, [this] {
        d->messageLabel->setVisible(false);
        Q_EMIT matrixChanged();
    });

    auto *undoAction = d->undo->createUndoAction(this, tr("Undo"));
    undoAction->setShortcut(QKeySequence::Undo);
    undoAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    auto *redoAction = d->undo->createRedoAction(this, tr("Redo"));
    redoAction->setShortcut(QKeySequence::Redo);
    redoAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(undoAction);
    addAction(redoAction);
}

MatrixEditor::~MatrixEditor()
{
    // The undo stack is a child, deleted after this destructor has run; clearing itself, it
    // announces a new index, which must not reach this editor any more (UBSan found the
    // announcement reading the message label of an editor already half destroyed).
    d->undo->disconnect(this);
    d->model->disconnect(this);
}

MatrixModel *MatrixEditor::model() const
{
    return d->model;
}

QTableView *MatrixEditor::view() const
{
    return d->view;
}

QUndoStack *MatrixEditor::undoStack() const
{
    return d->undo;
}

const MatrixValues &MatrixEditor::matrix() const
{
    return d->model->matrix();
}

double MatrixEditor::minimum() const
{
    return d->minimum;
}

double MatrixEditor::maximum() const
{
    return d->maximum;
}

QString MatrixEditor::lastError() const
{
    return d->lastError;
}

void MatrixEditor::setMatrix(MatrixValues values)
{
    d->undo->clear();
    d->model->setMatrix(std::move(values));
    d->messageLabel->setVisible(false);
    //: Screen-reader description of an editable matrix; %1, %2: numbers of rows and columns.
    d->view->setAccessibleDescription(tr("%1 rows by %2 columns. Each cell says its row, its column and its value; type a number to change it.")
                                        .arg(d->model->rowCount())
                                        .arg(d->model->columnCount()));
}

void MatrixEditor::setTitle(const QString &title)
{
    d->titleLabel->setText(title);
    d->titleLabel->setVisible(!title.isEmpty());
    d->view->setAccessibleName(title);
}

void MatrixEditor::setRange(double minimum, double maximum)
{
    d->minimum = minimum;
    d->maximum = maximum;
}

void MatrixEditor::showError(int row, int column, const QString &message)
{
    d->lastError = tr("Row %1, column %2: %3").arg(d->model->rowLabel(row), d->model->columnLabel(column), message);
    d->messageLabel->setText(d->lastError);
    d->messageLabel->setVisible(true);
    const QRect cell = d->view->visualRect(d->model->index(row, column));
    if (d->view->isVisible())
        QToolTip::showText(d->view->viewport()->mapToGlobal(cell.bottomLeft()), message, d->view->viewport(), cell, 4000);
    Q_EMIT editRejected(row, column, message);
}

bool MatrixEditor::submitText(int row, int column, const QString &text)
{
    if (row < 0 || column < 0 || row >= d->model->rowCount() || column >= d->model->columnCount())
        return false;
    const NumberParse parsed = NumberInput::parse(text, QLocale(), d->minimum, d->maximum);
    if (!parsed.ok) {
        showError(row, column, parsed.error);
        return false;
    }
    d->lastError.clear();
    const double before = d->model->value(row, column);
    if (before == parsed.value)
        return true;
    d->undo->push(new SetCellsCommand(d->model, {{row, column, before, parsed.value}},
                                    tr("Edit %1").arg(d->model->cellDescription(row, column))));
    return true;
}

void MatrixEditor::paste()
{
    const QModelIndex start = d->view->currentIndex();
    if (!start.isValid())
        return;
    // All or nothing: a block that does not fit from the current cell, or any cell that is
    // not a number in range, leaves the matrix as it was, with a message saying why. Only as
    // many lines as could fit are split, so pasting megabytes costs no more than refusing them.
    const int rowsLeft = d->model->rowCount() - start.row();
    const int columnsLeft = d->model->columnCount() - start.column();
    const QString text = QApplication::clipboard()->text().trimmed();
    QList<QStringView> lines;
    for (const QStringView line : QStringView(text).split(QLatin1Char('\n'))) {
        if (lines.size() == rowsLeft) {
            //: %1, %2: the numbers of rows and columns left from the current cell; %3: the cell
            showError(start.row(), start.column(),
                      tr("The pasted block has more than %1 rows, but only %1 × %2 cells remain from %3: nothing was pasted.")
                          .arg(rowsLeft).arg(columnsLeft).arg(d->model->cellDescription(start.row(), start.column())));
            return;
        }
        lines.append(line);
    }
    static const QRegularExpression separators(QStringLiteral("[\\t;]|,(?=\\s)|\\s+"));
    QList<SetCellsCommand::Change> changes;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QList<QStringView> cells = lines.at(i).split(separators, Qt::SkipEmptyParts);
        if (cells.size() > columnsLeft) {
            //: %1: a line number of the pasted text; %2: its number of values; %3, %4: rows and columns left; %5: the cell
            showError(start.row(), start.column(),
                      tr("Line %1 of the pasted block has %2 values, but only %3 × %4 cells remain from %5: nothing was pasted.")
                          .arg(i + 1).arg(cells.size()).arg(rowsLeft).arg(columnsLeft)
                          .arg(d->model->cellDescription(start.row(), start.column())));
            return;
        }
        for (qsizetype j = 0; j < cells.size(); ++j) {
            const int row = start.row() + static_cast<int>(i), column = start.column() + static_cast<int>(j);
            const NumberParse parsed = NumberInput::parse(cells.at(j).toString(), QLocale(), d->minimum, d->maximum);
            if (!parsed.ok) {
                showError(row, column, parsed.error);
                return;
            }
            changes.append({row, column, d->model->value(row, column), parsed.value});
        }
    }
    if (!changes.isEmpty())
        d->undo->push(new SetCellsCommand(d->model, changes, tr("Paste %n cell(s)", nullptr, static_cast<int>(changes.size()))));
}

bool MatrixEditor::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == d->view && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->matches(QKeySequence::Paste)) {
            paste();
            return true;
        }
        if (key->matches(QKeySequence::Undo)) {
            d->undo->undo();
            return true;
        }
        if (key->matches(QKeySequence::Redo)) {
            d->undo->redo();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace atlas

#include "moc_matrixeditor.cpp"
