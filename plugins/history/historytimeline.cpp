#include "historytimeline.h"

#include "historythemefiltermodel.h"
#include "historytimelinedelegate.h"
#include "historytimelinemodel.h"

#include <QResizeEvent>
#include <QScrollBar>

namespace atlas {

HistoryTimeline::HistoryTimeline(QWidget *parent) : QListView(parent)
{
    setObjectName(QStringLiteral("timeline"));
    setItemDelegate(new HistoryTimelineDelegate(this));
    setSelectionMode(QAbstractItemView::SingleSelection);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setUniformItemSizes(false);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizeAdjustPolicy(QAbstractScrollArea::AdjustIgnored);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setFrameShape(QFrame::NoFrame);
    setMouseTracking(true);
    viewport()->setAutoFillBackground(false);
}

void HistoryTimeline::setModels(HistoryTimelineModel *entries, HistoryThemeFilterModel *filter)
{
    entries_ = entries;
    filter_ = filter;
    setModel(filter_);
    connect(selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &current) {
        Q_EMIT currentEntryChanged(current.isValid() ? current.data(HistoryTimelineModel::IdRole).toString() : QString());
    });
    // Gaps depend on the previous visible entry: any change of the rows shown relays all out.
    const auto relayout = [this] {
        scheduleDelayedItemsLayout();
        fitHeight();
    };
    connect(filter_, &QAbstractItemModel::modelReset, this, relayout);
    connect(filter_, &QAbstractItemModel::layoutChanged, this, relayout);
    connect(filter_, &QAbstractItemModel::rowsInserted, this, relayout);
    connect(filter_, &QAbstractItemModel::rowsRemoved, this, relayout);
    connect(filter_, &QAbstractItemModel::dataChanged, this, relayout);
    fitHeight();
}

QString HistoryTimeline::currentEntry() const
{
    const QModelIndex current = currentIndex();
    return current.isValid() ? current.data(HistoryTimelineModel::IdRole).toString() : QString();
}

bool HistoryTimeline::setCurrentEntry(const QString &entryId)
{
    if (!entries_ || !filter_)
        return false;
    const int row = entries_->rowOf(entryId);
    const QModelIndex index = row < 0 ? QModelIndex() : filter_->mapFromSource(entries_->index(row));
    if (!index.isValid())
        return false;
    setCurrentIndex(index);
    return true;
}

int HistoryTimeline::visibleCount() const
{
    return filter_ ? filter_->rowCount() : 0;
}

QSize HistoryTimeline::sizeHint() const
{
    int height = 0;
    if (filter_) {
        QStyleOptionViewItem option;
        initViewItemOption(&option);
        for (int row = 0; row < filter_->rowCount(); ++row)
            height += itemDelegate()->sizeHint(option, filter_->index(row, 0)).height() + 2 * spacing();
    }
    return QSize(360, height + 2 * frameWidth() + 4);
}

QSize HistoryTimeline::minimumSizeHint() const
{
    return QSize(240, sizeHint().height());
}

void HistoryTimeline::fitHeight()
{
    setFixedHeight(sizeHint().height());
    updateGeometry();
}

void HistoryTimeline::resizeEvent(QResizeEvent *event)
{
    QListView::resizeEvent(event);
    // Headlines wrap to the width: a new width can change the entries' heights, and so the
    // timeline's own.
    if (event->size().width() != event->oldSize().width()) {
        doItemsLayout();
        if (sizeHint().height() != height())
            fitHeight();
    }
    viewport()->update();
}

} // namespace atlas

#include "moc_historytimeline.cpp"
