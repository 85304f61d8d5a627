// What the packed-block strip (PackedBlockStrip) reads off its block, apart from where it goes:
// the runs of one document instance, each slot's token and its label as drawn and as spoken,
// the instances' captions, and the captions of the rows and the grading marks. It looks at the
// strip's block and token labels, and lives no longer than they do. Private to the SDK.
#pragma once

#include <atlas/packer.h>

#include <QCoreApplication>
#include <QHash>
#include <QString>

#include <optional>

class QFontMetrics;

namespace atlas {

class PackedBlockContent {
    // The strip's words: they keep its translation context.
    Q_DECLARE_TR_FUNCTIONS(atlas::PackedBlockStrip)

public:
    // `bosId` and `eosId` are the BOS and EOS ids seen in the block, which name the label that
    // comes from the next block.
    PackedBlockContent(const PackedBlock &block, const QHash<qint64, QString> &tokenLabels,
                       std::optional<qint64> bosId, std::optional<qint64> eosId)
        : block_(block), tokenLabels_(tokenLabels), bosId_(bosId), eosId_(eosId)
    {
    }

    int slotCount() const { return static_cast<int>(block_.tokens.size()); }
    // The first slot of the run of `slot`'s document instance.
    int instanceStart(int slot) const;
    // Whether `slot`'s instance began in the previous block.
    bool instanceContinues(int slot) const;
    bool hasLabel(int slot) const;
    bool labelFromNextBlock(int slot) const;

    // A token as drawn: its display label, its id, or ⟨BOS⟩ / ⟨EOS⟩.
    QString tokenText(qint64 token, SlotRole role) const;
    QString slotDisplayText(int slot) const;
    QString labelDisplayText(int slot) const;
    QString tokenAccessibleText(qint64 token, SlotRole role) const;
    QString labelAccessibleText(int slot) const;
    // The longest caption of `slot`'s instance that fits `availableWidth`; "" if none does.
    QString instanceCaption(int slot, int availableWidth, const QFontMetrics &fm) const;

    // The captions of the rows (in the gutter) and of the query, and the marks of a graded key.
    struct Captions {
        QString slot, input, label, query;
        QString missed, extra;
    };
    static Captions captions();

private:
    const PackedBlock &block_;
    const QHash<qint64, QString> &tokenLabels_;
    std::optional<qint64> bosId_, eosId_;
};

} // namespace atlas
