// A laid-out piece of a formula (FormulaLayout): the items that draw it, relative to its left
// edge and baseline with y growing downwards, its width, its height above and depth below the
// baseline, and the atom class that spaces it from its neighbours; and the three kinds of item
// a box is made of — glyphs, rules and paths. Private to the SDK.
#pragma once

#include "formularenderer.h"

#include "text/formulanode.h"

#include <QFont>
#include <QList>
#include <QPainterPath>
#include <QRectF>
#include <QString>

namespace atlas {

struct FormulaBox {
    using Item = FormulaRenderer::Item;

    qreal width = 0;
    qreal ascent = 0;  // above the baseline
    qreal descent = 0; // below it
    qreal italic = 0;  // italic correction included at the right of `width`
    FormulaNode::AtomClass atomClass = FormulaNode::AtomClass::Ordinary;
    bool isCharacter = false; // one symbol: scripts are placed by TeX's rules for characters
    QList<Item> items;

    // Adds the items of `other`, its origin at (dx, dy).
    void place(const FormulaBox &other, qreal dx, qreal dy);

    // `text` set in `font`, as wide as it advances (plus an italic letter's overhang) and as
    // high and deep as its ink.
    static FormulaBox glyphs(const QString &text, const QFont &font, Item::Role role);
    // A filled rectangle.
    static Item rule(const QRectF &rect, Item::Role role);
    // A path, filled or stroked with `penWidth`.
    static Item path(const QPainterPath &p, Item::Role role, bool filled, qreal penWidth, Qt::PenCapStyle cap = Qt::FlatCap);
};

} // namespace atlas
