#include "orderingquestioninput.h"

#include "core/kinds/orderingquestionkind.h"

#include <QAbstractItemView>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QListWidget>
#include <QPushButton>
#include <QResizeEvent>
#include <QVBoxLayout>

#include <algorithm>

namespace atlas {

OrderingQuestionInput::OrderingQuestionInput(const QuestionSpec &question, CourseProgress &progress, QWidget *parent)
    : QuestionInput(question, parent), progress_(progress), list_(new QListWidget(this)), up_(new QPushButton(this)),
      down_(new QPushButton(this))
{
    list_->setObjectName(QStringLiteral("orderList"));
    list_->setDragDropMode(QAbstractItemView::InternalMove);
    list_->setDefaultDropAction(Qt::MoveAction);
    list_->setSelectionMode(QAbstractItemView::SingleSelection);
    list_->setWordWrap(true);
    list_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    list_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    list_->setTextElideMode(Qt::ElideNone);
    list_->setResizeMode(QListView::Adjust);
    list_->installEventFilter(this);
    list_->viewport()->installEventFilter(this);
    up_->setObjectName(QStringLiteral("moveUp"));
    down_->setObjectName(QStringLiteral("moveDown"));
    auto *buttons = new QVBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addWidget(up_);
    buttons->addWidget(down_);
    buttons->addStretch(1);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(list_, 1, Qt::AlignTop);
    layout->addLayout(buttons);
    connect(up_, &QPushButton::clicked, this, [this] { moveCurrent(-1); });
    connect(down_, &QPushButton::clicked, this, [this] { moveCurrent(+1); });
    connect(list_->model(), &QAbstractItemModel::rowsMoved, this, &OrderingQuestionInput::readOrder);
    connect(list_, &QListWidget::currentRowChanged, this, &OrderingQuestionInput::updateButtons);

    clear();
    connect(&progress_, &CourseProgress::choiceOrderChanged, this, &OrderingQuestionInput::clear);
}

void OrderingQuestionInput::showOrder()
{
    rebuilding_ = true;
    const int current = std::max(0, list_->currentRow());
    list_->clear();
    for (qsizetype row = 0; row < order_.size(); ++row) {
        const int item = order_.at(row);
        QString text = tr("%1. %2").arg(row + 1).arg(question().choices.value(item).text.text(contentLanguage()));
        if (shown_ && row + 1 < order_.size()) {
            const bool pair = order_.at(row + 1) == item + 1;
            //: After grading an ordering question: this item is followed by the item that comes right after it.
            text += QLatin1String("   ") + (pair ? tr("✓ right before the next")
                                                //: After grading an ordering question: the next item is not the one that follows this one.
                                                : tr("✗ not right before the next"));
        }
        auto *row_ = new QListWidgetItem(text, list_);
        row_->setData(Qt::UserRole, item);
        row_->setData(Qt::AccessibleTextRole, text);
    }
    list_->setCurrentRow(std::min(current, static_cast<int>(order_.size()) - 1));
    fitRows();
    rebuilding_ = false;
    updateButtons();
}

void OrderingQuestionInput::fitRows()
{
    // Each row as tall as its wrapped text at the list's width, the list as tall as its rows:
    // every item is read whole and the whole order is seen at once.
    const int width = std::max(list_->viewport()->width(), fontMetrics().averageCharWidth() * 20) - 8;
    int total = 0;
    for (int row = 0; row < list_->count(); ++row) {
        QListWidgetItem *item = list_->item(row);
        const int height = list_->fontMetrics().boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap, item->text()).height() + 6;
        item->setSizeHint(QSize(width, height));
        total += height;
    }
    list_->setFixedHeight(total + 2 * list_->frameWidth());
}

void OrderingQuestionInput::readOrder()
{
    if (rebuilding_)
        return;
    QList<int> order;
    for (int row = 0; row < list_->count(); ++row)
        order.append(list_->item(row)->data(Qt::UserRole).toInt());
    order_ = order;
    const int current = list_->currentRow();
    showOrder(); // the positions follow the move
    list_->setCurrentRow(current);
}

void OrderingQuestionInput::moveCurrent(int step)
{
    const int row = list_->currentRow();
    const int to = row + step;
    if (locked_ || row < 0 || to < 0 || to >= order_.size())
        return;
    order_.swapItemsAt(row, to);
    showOrder();
    list_->setCurrentRow(to);
}

void OrderingQuestionInput::updateButtons()
{
    const int row = list_->currentRow();
    up_->setEnabled(!locked_ && row > 0);
    down_->setEnabled(!locked_ && row >= 0 && row + 1 < order_.size());
}

QuestionInput::Input OrderingQuestionInput::currentInput() const
{
    return Input{QuizAnswer::choices(order_), QString()};
}

void OrderingQuestionInput::setAnswer(const QuizAnswer &answer)
{
    QList<int> sorted = answer.selection;
    std::sort(sorted.begin(), sorted.end());
    QList<int> mine = order_;
    std::sort(mine.begin(), mine.end());
    if (sorted != mine)
        return; // not an order of these items
    order_ = answer.selection;
    showOrder();
}

void OrderingQuestionInput::clear()
{
    // Back to the learner's starting order (a new one when the learner's order changed).
    shown_.reset();
    const QList<int> order = progress_.choiceOrder(question());
    if (order.size() == question().choices.size())
        order_ = OrderingQuestionKind::startingOrder(order);
    showOrder();
}

void OrderingQuestionInput::setLocked(bool locked)
{
    locked_ = locked;
    list_->setDragDropMode(locked ? QAbstractItemView::NoDragDrop : QAbstractItemView::InternalMove);
    updateButtons();
}

void OrderingQuestionInput::showResult(const std::optional<GradeResult> &result)
{
    shown_ = result;
    showOrder();
}

QString OrderingQuestionInput::resultReport(const GradeResult &result) const
{
    const qsizetype n = result.pickedChoices.size();
    if (n < 2)
        return QString();
    qsizetype pairs = 0;
    for (qsizetype i = 0; i + 1 < n; ++i)
        pairs += result.pickedChoices.at(i + 1) == result.pickedChoices.at(i) + 1 ? 1 : 0;
    //: After grading an ordering question: "3 of 4 neighbouring pairs are in the right order."
    return tr("%1 of %2 neighbouring pairs are in the right order.").arg(pairs).arg(n - 1);
}

void OrderingQuestionInput::setLanguage(const QString &language)
{
    setContentLanguage(language);
    showOrder();
}

void OrderingQuestionInput::retranslateUi()
{
    //: Button beside an ordering question's list: moves the selected item one place up.
    up_->setText(tr("Move up"));
    up_->setToolTip(tr("Move the selected item one place up (Alt+Up)"));
    //: Button beside an ordering question's list: moves the selected item one place down.
    down_->setText(tr("Move down"));
    down_->setToolTip(tr("Move the selected item one place down (Alt+Down)"));
    //: Accessible name of an ordering question's list.
    list_->setAccessibleName(tr("Items in your order"));
    //: Accessible description of an ordering question's list.
    list_->setAccessibleDescription(tr("Arrow keys pick an item; Alt+Up and Alt+Down move it; the mouse can drag it."));
    showOrder();
}

void OrderingQuestionInput::focusFirst()
{
    list_->setFocus(Qt::OtherFocusReason);
}

bool OrderingQuestionInput::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == list_->viewport() && event->type() == QEvent::Resize
        && static_cast<QResizeEvent *>(event)->size().width() != static_cast<QResizeEvent *>(event)->oldSize().width())
        fitRows(); // the rows wrap at the new width
    if (watched == list_ && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->modifiers() & Qt::AltModifier && (key->key() == Qt::Key_Up || key->key() == Qt::Key_Down)) {
            moveCurrent(key->key() == Qt::Key_Up ? -1 : +1);
            return true;
        }
    }
    return QuestionInput::eventFilter(watched, event);
}

} // namespace atlas

#include "moc_orderingquestioninput.cpp"
