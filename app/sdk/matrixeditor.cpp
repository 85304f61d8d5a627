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

MatrixEditor::MatrixEditor(QWidget *parent)
    : QWidget(parent), model_(new MatrixModel(this)), view_(new QTableView(this)),
      undo_(new QUndoStack(this)), titleLabel_(new QLabel(this)), messageLabel_(new QLabel(this))
{
    model_->setEditable(true);
    model_->setAxisNames(tr("row"), tr("column"));
    view_->setModel(model_);
    view_->setItemDelegate(new CellDelegate(this));
    view_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                           | QAbstractItemView::AnyKeyPressed | QAbstractItemView::SelectedClicked);
    view_->setSelectionMode(QAbstractItemView::ContiguousSelection);
    view_->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    view_->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Maximum);
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    const QFontMetrics fm(font());
    view_->horizontalHeader()->setDefaultSectionSize(fm.horizontalAdvance(QStringLiteral("−00.000")) + 14);
    view_->verticalHeader()->setDefaultSectionSize(fm.height() + 10);
    view_->installEventFilter(this);

    QFont titleFont = titleLabel_->font();
    titleFont.setBold(true);
    titleLabel_->setFont(titleFont);
    titleLabel_->setVisible(false);
    messageLabel_->setWordWrap(true);
    messageLabel_->setVisible(false);
    QPalette warning = messageLabel_->palette();
    warning.setColor(QPalette::WindowText, QColor(0xb2, 0x18, 0x2b));
    messageLabel_->setPalette(warning);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(titleLabel_);
    layout->addWidget(view_, 0, Qt::AlignLeft);
    layout->addWidget(messageLabel_);

    connect(model_, &MatrixModel::editRequested, this, [this](int row, int column, double value) {
        submitText(row, column, QLocale::c().toString(value, 'g', 17));
    });
    connect(undo_, &QUndoStack::indexChanged, this, [this] {
        messageLabel_->setVisible(false);
        Q_EMIT matrixChanged();
    });

    auto *undoAction = undo_->createUndoAction(this, tr("Undo"));
    undoAction->setShortcut(QKeySequence::Undo);
    undoAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    auto *redoAction = undo_->createRedoAction(this, tr("Redo"));
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
    undo_->disconnect(this);
}

void MatrixEditor::setMatrix(const Matrix<double> &values)
{
    undo_->clear();
    model_->setMatrix(values);
    messageLabel_->setVisible(false);
    //: Screen-reader description of an editable matrix; %1, %2: numbers of rows and columns.
    view_->setAccessibleDescription(tr("%1 rows by %2 columns. Each cell says its row, its column and its value; type a number to change it.")
                                        .arg(model_->rowCount())
                                        .arg(model_->columnCount()));
}

void MatrixEditor::setTitle(const QString &title)
{
    titleLabel_->setText(title);
    titleLabel_->setVisible(!title.isEmpty());
    view_->setAccessibleName(title);
}

void MatrixEditor::setRange(double minimum, double maximum)
{
    minimum_ = minimum;
    maximum_ = maximum;
}

void MatrixEditor::showError(int row, int column, const QString &message)
{
    lastError_ = tr("Row %1, column %2: %3").arg(model_->rowLabel(row), model_->columnLabel(column), message);
    messageLabel_->setText(lastError_);
    messageLabel_->setVisible(true);
    const QRect cell = view_->visualRect(model_->index(row, column));
    if (view_->isVisible())
        QToolTip::showText(view_->viewport()->mapToGlobal(cell.bottomLeft()), message, view_->viewport(), cell, 4000);
    Q_EMIT editRejected(row, column, message);
}

bool MatrixEditor::submitText(int row, int column, const QString &text)
{
    if (row < 0 || column < 0 || row >= model_->rowCount() || column >= model_->columnCount())
        return false;
    const NumberParse parsed = NumberInput::parse(text, QLocale(), minimum_, maximum_);
    if (!parsed.ok) {
        showError(row, column, parsed.error);
        return false;
    }
    lastError_.clear();
    const double before = model_->value(row, column);
    if (before == parsed.value)
        return true;
    undo_->push(new SetCellsCommand(model_, {{row, column, before, parsed.value}},
                                    tr("Edit %1").arg(model_->cellDescription(row, column))));
    return true;
}

void MatrixEditor::paste()
{
    const QModelIndex start = view_->currentIndex();
    if (!start.isValid())
        return;
    // All or nothing: a block that does not fit from the current cell, or any cell that is
    // not a number in range, leaves the matrix as it was, with a message saying why. Only as
    // many lines as could fit are split, so pasting megabytes costs no more than refusing them.
    const int rowsLeft = model_->rowCount() - start.row();
    const int columnsLeft = model_->columnCount() - start.column();
    const QString text = QApplication::clipboard()->text().trimmed();
    QList<QStringView> lines;
    for (const QStringView line : QStringView(text).split(QLatin1Char('\n'))) {
        if (lines.size() == rowsLeft) {
            //: %1, %2: the numbers of rows and columns left from the current cell; %3: the cell
            showError(start.row(), start.column(),
                      tr("The pasted block has more than %1 rows, but only %1 × %2 cells remain from %3: nothing was pasted.")
                          .arg(rowsLeft).arg(columnsLeft).arg(model_->cellDescription(start.row(), start.column())));
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
                          .arg(model_->cellDescription(start.row(), start.column())));
            return;
        }
        for (qsizetype j = 0; j < cells.size(); ++j) {
            const int row = start.row() + static_cast<int>(i), column = start.column() + static_cast<int>(j);
            const NumberParse parsed = NumberInput::parse(cells.at(j).toString(), QLocale(), minimum_, maximum_);
            if (!parsed.ok) {
                showError(row, column, parsed.error);
                return;
            }
            changes.append({row, column, model_->value(row, column), parsed.value});
        }
    }
    if (!changes.isEmpty())
        undo_->push(new SetCellsCommand(model_, changes, tr("Paste %n cell(s)", nullptr, static_cast<int>(changes.size()))));
}

bool MatrixEditor::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == view_ && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->matches(QKeySequence::Paste)) {
            paste();
            return true;
        }
        if (key->matches(QKeySequence::Undo)) {
            undo_->undo();
            return true;
        }
        if (key->matches(QKeySequence::Redo)) {
            undo_->redo();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace atlas

#include "moc_matrixeditor.cpp"
