// Paints the packed-block strip (PackedBlockStrip) where its geometry puts things: per band,
// the row captions, a bracket with its document's caption over every run of an instance (an
// arrow in where it continues from the previous block) and the query pointer; per slot, its
// number, its token box in its document's colour (a torn left edge where the instance began in
// the previous block; a heavier or dashed border and a check badge for the selection and the
// grading), the grading mark, the label box (struck through when loss-masked, dashed with an
// arrow in when it comes from the next block) and the focus ring. Private to the SDK.
#pragma once

class QPainter;

namespace atlas {

class PackedBlockContent;
class PackedBlockGeometry;
class PackedBlockStrip;

class PackedBlockPainter {
public:
    PackedBlockPainter(const PackedBlockStrip &strip, const PackedBlockGeometry &geometry, const PackedBlockContent &content)
        : strip_(strip), geometry_(geometry), content_(content)
    {
    }

    void paint(QPainter &p) const;

private:
    void paintBand(QPainter &p, int band) const;
    void paintSlot(QPainter &p, int slot) const;

    const PackedBlockStrip &strip_;
    const PackedBlockGeometry &geometry_;
    const PackedBlockContent &content_;
};

} // namespace atlas
