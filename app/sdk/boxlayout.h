// Box layouts written as the nesting they are, in the spirit of Qt Creator's layout builder:
//
//     BoxLayout::column(this, {intro, BoxLayout::row({lengthLabel, length, BoxLayout::stretch()}),
//                              BoxLayout::aligned(heatmap, Qt::AlignLeft), reading});
//
// An item is a widget, a layout, a stretch or a fixed spacing, with an optional stretch factor
// and alignment; column(owner, …) lays out `owner` edge to edge (a lab panel's margins are its
// section's).
#pragma once

#include "sdk/sdkexport.h"

#include <QBoxLayout>

#include <initializer_list>

class QHBoxLayout;
class QLayout;
class QVBoxLayout;
class QWidget;

namespace atlas {

class ATLAS_SDK_EXPORT BoxLayout {
public:
    struct Item {
        enum class Kind { Widget, Layout, Stretch, Spacing };

        Item(QWidget *w) : kind(Kind::Widget), widget(w) {}
        Item(QLayout *l) : kind(Kind::Layout), layout(l) {}

        Kind kind;
        QWidget *widget = nullptr;
        QLayout *layout = nullptr;
        int amount = 0; // the stretch factor, or the spacing in pixels
        Qt::Alignment alignment;
    };

    // `owner`'s layout, a column with no margins.
    static QVBoxLayout *column(QWidget *owner, std::initializer_list<Item> items);
    static QVBoxLayout *column(std::initializer_list<Item> items);
    static QHBoxLayout *row(std::initializer_list<Item> items);

    static Item stretch(int factor = 1);
    static Item spacing(int pixels);
    static Item aligned(QWidget *widget, Qt::Alignment alignment);
    // A widget taking `factor` of the room left along the box.
    static Item stretched(QWidget *widget, int factor);

    static void add(QBoxLayout *box, std::initializer_list<Item> items);
};

} // namespace atlas
