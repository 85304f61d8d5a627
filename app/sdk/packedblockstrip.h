// One packed block drawn as a row of slots, the way the packing chapter and the mask questions
// show it:
//
//        query ▼                               (optional: the highlighted query slot)
//   ┌ document 1 ──────┐ ┌ document 2 ──────────┐   (a fragment that continues from the
//                                                   previous block: an arrow in, a torn edge)
//   slot    0    1   2  …   5    6    7    8
//   input ⟨BOS⟩ 11  12  … ⟨BOS⟩ 21   22   23
//   label  11   12  13  …  21   22   23   24      (optional; the last one comes from the next
//                                                 block, loss-masked labels are struck through)
//
// Each slot is filled with its document's colour (ColorScale::category, Okabe–Ito). Colour is
// never the only cue: every document instance also gets its own bracket with a caption, wider
// gaps separate instances, and an instance that continues from the previous block says so
// and has an arrow coming in from the left.
//
// Slots can be made selectable (check boxes for a mask question: which keys may the query
// read?). Keyboard: Left/Right (and Up/Down between wrapped rows, Home/End) move the focus
// slot, Space toggles it. To a screen reader each slot reads like
// "slot 7, token 22, document 2, selected".
//
// Narrow widths wrap the slots onto several rows (heightForWidth) instead of scrolling: a
// quiz or a chapter page already scrolls vertically, a nested horizontal scroll bar would
// hide slots from a screenshot and from sighted keyboard users, and wrapping keeps every slot
// at a readable size.
#pragma once

#include "sdk/sdkexport.h"

#include <atlas/packer.h>

#include <QHash>
#include <QList>
#include <QSet>
#include <QWidget>

#include <memory>
#include <optional>

namespace atlas {

class PackedBlockContent;
class PackedBlockGeometry;

class ATLAS_SDK_EXPORT PackedBlockStrip : public QWidget {
    Q_OBJECT

public:
    explicit PackedBlockStrip(QWidget *parent = nullptr);
    ~PackedBlockStrip() override;

    void setBlock(const PackedBlock &block);
    const PackedBlock &block() const { return block_; }
    int slotCount() const { return static_cast<int>(block_.tokens.size()); }

    // Display labels for token ids (e.g. 21 → "the"); ids without one show as numbers.
    void setTokenLabels(const QHash<qint64, QString> &labels);
    // The row of shifted labels (label[i] = the token after slot i) under the inputs.
    void setShowLabels(bool show);
    bool showsLabels() const { return showLabels_; }
    // −1: no query slot.
    void setQuerySlot(int slot);
    int querySlot() const { return query_; }

    // Selectable slots toggle with a click or Space. Selected slots stay drawn as selected when
    // the strip is not selectable (e.g. an answered question).
    void setSelectable(bool selectable);
    bool isSelectable() const { return selectable_; }
    QList<int> selectedSlots() const; // ascending
    void setSelectedSlots(const QList<int> &selection);
    bool isSelected(int slot) const { return selected_.contains(slot); }
    void toggleSlot(int slot);

    // Feedback after a mask question was graded: keys that should have been selected and keys
    // that should not. Empty lists clear it.
    void setKeyMarks(const QList<int> &missed, const QList<int> &extra);
    bool isMissed(int slot) const { return missed_.contains(slot); }
    bool isExtra(int slot) const { return extra_.contains(slot); }

    // The slot with the keyboard focus (−1 when the block is empty).
    int currentSlot() const { return current_; }
    void setCurrentSlot(int slot);

    // What a screen reader says for a slot, e.g. "slot 7, token 22, document 2, selected".
    QString slotAccessibleText(int slot) const;
    // The token box of a slot, in widget coordinates, for the current width.
    QRect slotRect(int slot) const;
    // The label box of a slot (only meaningful with labels shown).
    QRect labelRect(int slot) const;
    int slotAt(const QPoint &position) const; // −1 if none

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

Q_SIGNALS:
    void slotClicked(int slot);
    void selectionChanged();
    void currentSlotChanged(int slot);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;

private:
    // What the strip reads off its block, and where it puts it at the current font and content.
    PackedBlockContent blockContent() const;
    const PackedBlockGeometry &blockGeometry() const;
    void invalidateLayout();
    void updateAccessibleName();
    void notifyAccessibleFocus();
    void notifyAccessibleState(int slot);

    PackedBlock block_;
    QHash<qint64, QString> tokenLabels_;
    bool showLabels_ = false;
    int query_ = -1;
    bool selectable_ = false;
    QSet<int> selected_;
    QSet<int> missed_;
    QSet<int> extra_;
    int current_ = -1;
    // BOS/EOS ids seen in this block, to name the label that comes from the next block.
    std::optional<qint64> bosId_, eosId_;

    mutable std::unique_ptr<PackedBlockGeometry> geometry_; // made when first needed
};

} // namespace atlas
