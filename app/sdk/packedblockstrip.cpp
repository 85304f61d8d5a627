#include "packedblockstrip.h"

#include "packedblockaccessible.h"
#include "packedblockcontent.h"
#include "packedblockgeometry.h"
#include "packedblockpainter.h"

#include <QAccessible>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QStringList>
#include <QToolTip>

#include <algorithm>

namespace atlas {

PackedBlockStrip::PackedBlockStrip(QWidget *parent) : QWidget(parent)
{
    static const bool factoryInstalled = [] {
        QAccessible::installFactory(PackedBlockAccessible::factory);
        return true;
    }();
    Q_UNUSED(factoryInstalled);

    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setFocusPolicy(Qt::StrongFocus);
    updateAccessibleName();
}

PackedBlockStrip::~PackedBlockStrip() = default;

void PackedBlockStrip::setBlock(const PackedBlock &block)
{
    block_ = block;
    bosId_.reset();
    eosId_.reset();
    for (std::size_t i = 0; i < block_.tokens.size(); ++i) {
        if (block_.roles[i] == SlotRole::Bos && !bosId_)
            bosId_ = block_.tokens[i];
        if (block_.roles[i] == SlotRole::Eos && !eosId_)
            eosId_ = block_.tokens[i];
    }
    const int n = slotCount();
    QSet<int> kept;
    for (int s : std::as_const(selected_))
        if (s < n)
            kept.insert(s);
    const bool selectionChanged_ = kept != selected_;
    selected_ = kept;
    missed_.clear();
    extra_.clear();
    if (query_ >= n)
        query_ = -1;
    current_ = n == 0 ? -1 : std::clamp(current_, 0, n - 1);
    invalidateLayout();
    updateAccessibleName();
    if (selectionChanged_)
        Q_EMIT selectionChanged();
}

void PackedBlockStrip::setTokenLabels(const QHash<qint64, QString> &labels)
{
    tokenLabels_ = labels;
    invalidateLayout();
}

void PackedBlockStrip::setShowLabels(bool show)
{
    if (show == showLabels_)
        return;
    showLabels_ = show;
    invalidateLayout();
}

void PackedBlockStrip::setQuerySlot(int slot)
{
    const int q = slot >= 0 && slot < slotCount() ? slot : -1;
    if (q == query_)
        return;
    query_ = q;
    invalidateLayout();
    updateAccessibleName();
}

void PackedBlockStrip::setSelectable(bool selectable)
{
    if (selectable == selectable_)
        return;
    selectable_ = selectable;
    setCursor(selectable ? Qt::PointingHandCursor : Qt::ArrowCursor);
    update();
}

QList<int> PackedBlockStrip::selectedSlots() const
{
    QList<int> slots(selected_.begin(), selected_.end());
    std::sort(slots.begin(), slots.end());
    return slots;
}

void PackedBlockStrip::setSelectedSlots(const QList<int> &selection)
{
    QSet<int> next;
    for (int s : selection)
        if (s >= 0 && s < slotCount())
            next.insert(s);
    if (next == selected_)
        return;
    selected_ = next;
    update();
    Q_EMIT selectionChanged();
}

void PackedBlockStrip::toggleSlot(int slot)
{
    if (slot < 0 || slot >= slotCount())
        return;
    if (!selected_.remove(slot))
        selected_.insert(slot);
    update();
    notifyAccessibleState(slot);
    Q_EMIT selectionChanged();
}

void PackedBlockStrip::setKeyMarks(const QList<int> &missed, const QList<int> &extra)
{
    const QSet<int> m(missed.begin(), missed.end()), e(extra.begin(), extra.end());
    if (m == missed_ && e == extra_)
        return;
    // The marks add a caption row, so the height changes when they appear or disappear.
    const bool rowChanged = (m.isEmpty() && e.isEmpty()) != (missed_.isEmpty() && extra_.isEmpty());
    missed_ = m;
    extra_ = e;
    if (rowChanged)
        invalidateLayout();
    else
        update();
}

void PackedBlockStrip::setCurrentSlot(int slot)
{
    if (slotCount() == 0)
        return;
    slot = std::clamp(slot, 0, slotCount() - 1);
    if (slot == current_)
        return;
    current_ = slot;
    update();
    notifyAccessibleFocus();
    Q_EMIT currentSlotChanged(slot);
}

// ---- what the strip shows, and where --------------------------------------------------------

PackedBlockContent PackedBlockStrip::blockContent() const
{
    return PackedBlockContent(block_, tokenLabels_, bosId_, eosId_);
}

const PackedBlockGeometry &PackedBlockStrip::blockGeometry() const
{
    if (!geometry_)
        geometry_ = std::make_unique<PackedBlockGeometry>(font(), blockContent(), showLabels_, query_,
                                                          !missed_.isEmpty() || !extra_.isEmpty());
    return *geometry_;
}

void PackedBlockStrip::invalidateLayout()
{
    geometry_.reset();
    updateGeometry();
    update();
}

int PackedBlockStrip::heightForWidth(int width) const
{
    return blockGeometry().heightForWidth(width);
}

QSize PackedBlockStrip::sizeHint() const
{
    return blockGeometry().sizeHint();
}

QSize PackedBlockStrip::minimumSizeHint() const
{
    return blockGeometry().minimumSizeHint();
}

QRect PackedBlockStrip::slotRect(int slot) const
{
    return blockGeometry().slotRect(width(), slot);
}

QRect PackedBlockStrip::labelRect(int slot) const
{
    return blockGeometry().labelRect(width(), slot);
}

int PackedBlockStrip::slotAt(const QPoint &position) const
{
    return blockGeometry().slotAt(width(), position);
}

// ---- accessibility -------------------------------------------------------------------------

QString PackedBlockStrip::slotAccessibleText(int slot) const
{
    if (slot < 0 || slot >= slotCount())
        return QString();
    const auto i = static_cast<std::size_t>(slot);
    const PackedBlockContent content = blockContent();
    const PackedBlockContent::Captions captions = PackedBlockContent::captions();
    QStringList parts;
    parts << tr("slot %1").arg(slot) << content.tokenAccessibleText(block_.tokens[i], block_.roles[i])
          //: %1 counts the documents of the packing from 1.
          << tr("document %1").arg(block_.documentIndex[i] + 1);
    if (content.instanceContinues(slot) && content.instanceStart(slot) == slot)
        parts << tr("continues from the previous block");
    if (slot == query_)
        parts << captions.query;
    if (showLabels_)
        parts << content.labelAccessibleText(slot);
    if (missed_.contains(slot))
        parts << captions.missed;
    if (extra_.contains(slot))
        parts << captions.extra;
    if (selected_.contains(slot))
        //: Part of a slot's spoken description: the key slot is selected (chosen) in the exercise.
        parts << tr("selected");
    //: Separator between the parts of a slot's spoken description.
    return parts.join(tr(", "));
}

void PackedBlockStrip::updateAccessibleName()
{
    //: Accessible name of the packed-block strip; %n is the number of slots.
    setAccessibleName(tr("Packed block, %n slot(s)", nullptr, slotCount()));
    const PackedBlockContent content = blockContent();
    QStringList instances;
    for (int s = 0; s < slotCount(); ++s) {
        if (content.instanceStart(s) != s)
            continue;
        int end = s;
        while (end + 1 < slotCount() && content.instanceStart(end + 1) == s)
            ++end;
        QString text = tr("document %1 in slots %2 to %3")
                           .arg(block_.documentIndex[static_cast<std::size_t>(s)] + 1)
                           .arg(s)
                           .arg(end);
        if (content.instanceContinues(s))
            text += tr(", continued from the previous block");
        instances << text;
    }
    QString description = instances.join(tr("; "));
    if (query_ >= 0)
        description += tr(". The query is slot %1.").arg(query_);
    setAccessibleDescription(description);
}

void PackedBlockStrip::notifyAccessibleFocus()
{
    if (!QAccessible::isActive() || !hasFocus() || current_ < 0)
        return;
    QAccessibleEvent event(this, QAccessible::Focus);
    event.setChild(current_);
    QAccessible::updateAccessibility(&event);
}

void PackedBlockStrip::notifyAccessibleState(int slot)
{
    if (!QAccessible::isActive())
        return;
    QAccessible::State changed;
    changed.checked = true;
    QAccessibleStateChangeEvent event(this, changed);
    event.setChild(slot);
    QAccessible::updateAccessibility(&event);
}

// ---- painting and interaction --------------------------------------------------------------

void PackedBlockStrip::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const PackedBlockContent content = blockContent();
    PackedBlockPainter(*this, blockGeometry(), content).paint(p);
}

void PackedBlockStrip::mousePressEvent(QMouseEvent *event)
{
    const int s = slotAt(event->position().toPoint());
    if (event->button() != Qt::LeftButton || s < 0) {
        QWidget::mousePressEvent(event);
        return;
    }
    setCurrentSlot(s);
    if (selectable_)
        toggleSlot(s);
    Q_EMIT slotClicked(s);
}

void PackedBlockStrip::keyPressEvent(QKeyEvent *event)
{
    const int n = slotCount();
    if (n == 0 || event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) {
        QWidget::keyPressEvent(event);
        return;
    }
    const PackedBlockGeometry::Placement &pl = blockGeometry().placement(width());
    const int current = std::max(current_, 0);
    // The block is always drawn left to right (slot order is stream order), so are the keys.
    switch (event->key()) {
    case Qt::Key_Left:
        setCurrentSlot(current - 1);
        break;
    case Qt::Key_Right:
        setCurrentSlot(current + 1);
        break;
    case Qt::Key_Home:
        setCurrentSlot(0);
        break;
    case Qt::Key_End:
        setCurrentSlot(n - 1);
        break;
    case Qt::Key_Up:
    case Qt::Key_Down: {
        // Between wrapped rows: the slot nearest in x on the row above or below.
        const int target = pl.band[current] + (event->key() == Qt::Key_Up ? -1 : 1);
        if (target < 0 || target >= pl.bands) {
            event->ignore();
            return;
        }
        int best = -1;
        for (int s = 0; s < n; ++s)
            if (pl.band[s] == target && (best < 0 || std::abs(pl.x[s] - pl.x[current]) < std::abs(pl.x[best] - pl.x[current])))
                best = s;
        setCurrentSlot(best);
        break;
    }
    case Qt::Key_Space:
    case Qt::Key_Select:
        if (current_ < 0)
            setCurrentSlot(0);
        if (selectable_)
            toggleSlot(current_);
        Q_EMIT slotClicked(current_);
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void PackedBlockStrip::focusInEvent(QFocusEvent *event)
{
    if (current_ < 0 && slotCount() > 0)
        current_ = 0;
    update();
    QWidget::focusInEvent(event);
    notifyAccessibleFocus();
}

void PackedBlockStrip::focusOutEvent(QFocusEvent *event)
{
    update();
    QWidget::focusOutEvent(event);
}

void PackedBlockStrip::changeEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::FontChange:
    case QEvent::StyleChange:
    case QEvent::LanguageChange:
    case QEvent::LayoutDirectionChange:
        invalidateLayout();
        if (event->type() == QEvent::LanguageChange)
            updateAccessibleName();
        break;
    case QEvent::PaletteChange:
        update();
        break;
    default:
        break;
    }
    QWidget::changeEvent(event);
}

bool PackedBlockStrip::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int s = slotAt(help->pos());
        if (s >= 0)
            QToolTip::showText(help->globalPos(), slotAccessibleText(s), this, blockGeometry().columnRect(width(), s));
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

} // namespace atlas

#include "moc_packedblockstrip.cpp"
