// The packed-block strip (PackedBlockStrip) to assistive technology: a list whose items are
// its slots — check boxes when the strip is selectable — each named as the strip speaks it
// ("slot 7, token 22, document 2, selected"), placed where the slot is drawn, and toggled or
// focused by its actions. Private to the SDK.
#pragma once

#include <QAccessibleWidget>
#include <QHash>

namespace atlas {

class PackedBlockStrip;

class PackedBlockAccessible final : public QAccessibleWidget {
public:
    // The interface of a PackedBlockStrip, for QAccessible::installFactory.
    static QAccessibleInterface *factory(const QString &className, QObject *object);

    explicit PackedBlockAccessible(PackedBlockStrip *strip);
    ~PackedBlockAccessible() override;

    PackedBlockStrip *strip() const;

    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *focusChild() const override;
    QAccessibleInterface *childAt(int x, int y) const override;

private:
    mutable QHash<int, QAccessible::Id> children_;
};

} // namespace atlas
