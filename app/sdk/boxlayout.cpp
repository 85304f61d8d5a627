#include "boxlayout.h"

#include <QHBoxLayout>
#include <QVBoxLayout>
#include <QWidget>

namespace atlas {

QVBoxLayout *BoxLayout::column(QWidget *owner, std::initializer_list<Item> items)
{
    auto *box = new QVBoxLayout(owner);
    box->setContentsMargins(0, 0, 0, 0);
    add(box, items);
    return box;
}

QVBoxLayout *BoxLayout::column(std::initializer_list<Item> items)
{
    auto *box = new QVBoxLayout;
    add(box, items);
    return box;
}

QHBoxLayout *BoxLayout::row(std::initializer_list<Item> items)
{
    auto *box = new QHBoxLayout;
    add(box, items);
    return box;
}

BoxLayout::Item BoxLayout::stretch(int factor)
{
    Item item(static_cast<QWidget *>(nullptr));
    item.kind = Item::Kind::Stretch;
    item.amount = factor;
    return item;
}

BoxLayout::Item BoxLayout::spacing(int pixels)
{
    Item item(static_cast<QWidget *>(nullptr));
    item.kind = Item::Kind::Spacing;
    item.amount = pixels;
    return item;
}

BoxLayout::Item BoxLayout::aligned(QWidget *widget, Qt::Alignment alignment)
{
    Item item(widget);
    item.alignment = alignment;
    return item;
}

BoxLayout::Item BoxLayout::stretched(QWidget *widget, int factor)
{
    Item item(widget);
    item.amount = factor;
    return item;
}

void BoxLayout::add(QBoxLayout *box, std::initializer_list<Item> items)
{
    for (const Item &item : items) {
        switch (item.kind) {
        case Item::Kind::Widget:
            box->addWidget(item.widget, item.amount, item.alignment);
            break;
        case Item::Kind::Layout:
            box->addLayout(item.layout, item.amount);
            break;
        case Item::Kind::Stretch:
            box->addStretch(item.amount);
            break;
        case Item::Kind::Spacing:
            box->addSpacing(item.amount);
            break;
        }
    }
}

} // namespace atlas
