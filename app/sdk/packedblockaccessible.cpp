#include "packedblockaccessible.h"

#include "packedblockstrip.h"

#include <QPointer>
#include <QWindow>

namespace atlas {

namespace {

// A slot: a list item, or a check box when the strip is selectable.
class SlotAccessible final : public QAccessibleInterface, public QAccessibleActionInterface {
public:
    SlotAccessible(PackedBlockStrip *strip, int slot) : strip_(strip), slot_(slot) {}

    bool isValid() const override { return strip_ && slot_ < strip_->slotCount(); }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override
    {
        return strip_ ? strip_->window()->windowHandle() : nullptr;
    }
    QList<std::pair<QAccessibleInterface *, QAccessible::Relation>> relations(QAccessible::Relation) const override
    {
        return {};
    }
    QAccessibleInterface *focusChild() const override { return nullptr; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QAccessibleInterface *parent() const override
    {
        return strip_ ? QAccessible::queryAccessibleInterface(strip_.data()) : nullptr;
    }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QString text(QAccessible::Text t) const override
    {
        if (!isValid())
            return QString();
        if (t == QAccessible::Name)
            return strip_->slotAccessibleText(slot_);
        return QString();
    }
    void setText(QAccessible::Text, const QString &) override {}
    QRect rect() const override
    {
        if (!isValid())
            return QRect();
        const QRect r = strip_->slotRect(slot_);
        return QRect(strip_->mapToGlobal(r.topLeft()), r.size());
    }
    QAccessible::Role role() const override
    {
        return strip_ && strip_->isSelectable() ? QAccessible::CheckBox : QAccessible::ListItem;
    }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        if (!isValid()) {
            s.invalid = true;
            return s;
        }
        s.focusable = true;
        s.focused = strip_->hasFocus() && strip_->currentSlot() == slot_;
        s.checkable = strip_->isSelectable();
        s.checked = strip_->isSelected(slot_);
        s.readOnly = !strip_->isSelectable();
        return s;
    }
    void *interface_cast(QAccessible::InterfaceType type) override
    {
        return type == QAccessible::ActionInterface ? static_cast<QAccessibleActionInterface *>(this) : nullptr;
    }

    QStringList actionNames() const override
    {
        if (!isValid())
            return {};
        if (strip_->isSelectable())
            return {toggleAction(), setFocusAction()};
        return {setFocusAction()};
    }
    void doAction(const QString &name) override
    {
        if (!isValid())
            return;
        if (name == setFocusAction() || name == toggleAction()) {
            strip_->setFocus(Qt::OtherFocusReason);
            strip_->setCurrentSlot(slot_);
        }
        if (name == toggleAction() && strip_->isSelectable())
            strip_->toggleSlot(slot_);
    }
    QStringList keyBindingsForAction(const QString &name) const override
    {
        return name == toggleAction() ? QStringList{QStringLiteral("Space")} : QStringList();
    }

    int slot() const { return slot_; }
    const PackedBlockStrip *strip() const { return strip_.data(); }

private:
    QPointer<PackedBlockStrip> strip_;
    int slot_;
};

} // namespace

PackedBlockAccessible::PackedBlockAccessible(PackedBlockStrip *strip) : QAccessibleWidget(strip, QAccessible::List) {}

PackedBlockAccessible::~PackedBlockAccessible()
{
    for (QAccessible::Id id : std::as_const(children_))
        QAccessible::deleteAccessibleInterface(id);
}

PackedBlockStrip *PackedBlockAccessible::strip() const
{
    return static_cast<PackedBlockStrip *>(widget());
}

int PackedBlockAccessible::childCount() const
{
    return strip()->slotCount();
}

QAccessibleInterface *PackedBlockAccessible::child(int index) const
{
    if (index < 0 || index >= childCount())
        return nullptr;
    // Slot interfaces live as long as the strip's interface; validity is checked live, so a
    // shorter block simply makes the surplus ones invalid.
    if (const auto it = children_.constFind(index); it != children_.constEnd())
        return QAccessible::accessibleInterface(*it);
    auto *slot = new SlotAccessible(strip(), index);
    children_.insert(index, QAccessible::registerAccessibleInterface(slot));
    return slot;
}

int PackedBlockAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    const auto *slot = dynamic_cast<const SlotAccessible *>(child);
    return slot && slot->strip() == strip() && slot->slot() < childCount() ? slot->slot() : -1;
}

QAccessibleInterface *PackedBlockAccessible::focusChild() const
{
    return strip()->hasFocus() ? child(strip()->currentSlot()) : nullptr;
}

QAccessibleInterface *PackedBlockAccessible::childAt(int x, int y) const
{
    return child(strip()->slotAt(strip()->mapFromGlobal(QPoint(x, y))));
}

QAccessibleInterface *PackedBlockAccessible::factory(const QString &className, QObject *object)
{
    if (className == QLatin1String(PackedBlockStrip::staticMetaObject.className()) && object
        && object->isWidgetType())
        return new PackedBlockAccessible(static_cast<PackedBlockStrip *>(object));
    return nullptr;
}

} // namespace atlas
