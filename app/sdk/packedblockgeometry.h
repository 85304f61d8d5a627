// Where the packed-block strip (PackedBlockStrip) puts things: the sizes that follow from its
// fonts and its texts (the slots as wide as their widest text, the gutter with the row
// captions, the rows of a band from the instances' brackets down to the labels), and for a
// width, which band (wrapped row) each slot goes to and at what x — a slot never goes below
// the width of one. Hence each slot's token and label boxes, the slot under a point, and the
// strip's height for a width. Private to the SDK.
#pragma once

#include <QFont>
#include <QList>
#include <QPoint>
#include <QRect>
#include <QSize>

namespace atlas {

class PackedBlockContent;

class PackedBlockGeometry {
public:
    // Sizes that depend on the fonts and on the content, not on the width.
    struct Metrics {
        int margin = 4;
        int gutter = 0;       // left column with the row captions
        int slotWidth = 0;
        int boxHeight = 0;
        int slotGap = 4;
        int instanceGap = 14;
        int trailing = 0;     // room right of the last slot (the "from the next block" arrow)
        int queryHeight = 0;  // the query pointer's row (in the query's band only)
        int queryTop = -1, bracketTop = 0, indexTop = 0, tokenTop = 0, markTop = -1, labelTop = -1;
        int bandHeight = 0;
        int bandSpacing = 10;
    };
    // Where each slot goes for one width: its band (wrapped row) and x.
    struct Placement {
        int width = -1;
        int bands = 0;
        QList<int> band;
        QList<int> x;
    };

    // The geometry of `content` in `font`, with a row of labels when `labels`, the query
    // pointer over `querySlot` (−1: none), and a row of grading marks when `marks`.
    PackedBlockGeometry(const QFont &font, const PackedBlockContent &content, bool labels, int querySlot, bool marks);

    // The font of the captions, slot numbers and marks, a little smaller than `font`.
    static QFont smallFont(const QFont &font);

    const Metrics &metrics() const { return metrics_; }
    const Placement &placement(int width) const;
    int bandTop(int width, int band) const;
    // A slot's token box, its label box (empty without labels) and its whole column, at `width`.
    QRect slotRect(int width, int slot) const;
    QRect labelRect(int width, int slot) const;
    QRect columnRect(int width, int slot) const;
    int slotAt(int width, const QPoint &position) const; // −1 if none

    int heightForWidth(int width) const;
    QSize sizeHint() const;
    QSize minimumSizeHint() const;

private:
    int slotCount() const { return static_cast<int>(startsInstance_.size()); }

    QFont font_;
    QList<bool> startsInstance_; // per slot: another instance starts there
    bool labels_;
    int query_;
    Metrics metrics_;
    mutable Placement placement_; // for the last width asked
};

} // namespace atlas
