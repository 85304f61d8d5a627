// The packing chapter's state, shared by its panels: the corpus (texts, tokenized), the block
// length, the packed blocks (the engine's Packer), which block and which query slot are
// selected, which mask is shown, and the leakage meter's edit.
//
// Edits that would break the chapter's limits are refused with a message and change nothing;
// a selection that no longer exists after an edit (a block or slot beyond the new packing)
// moves to the nearest one that does.
#pragma once

#include "core/corpustokenizer.h"
#include "packingparams.h"

#include <atlas/packer.h>

#include <QObject>

namespace atlas {

class PackingSession : public QObject {
    Q_OBJECT

public:
    explicit PackingSession(const PackingParams &params, QObject *parent = nullptr);

    const QStringList &documents() const { return documents_; }
    const TokenizedCorpus &corpus() const { return corpus_; }
    const std::vector<PackedBlock> &blocks() const { return blocks_; }
    const PackedBlock &block() const { return blocks_[std::size_t(block_)]; }
    int blockIndex() const { return block_; }
    int blockLength() const { return blockLength_; }
    int query() const { return query_; }
    PackingParams::Mask mask() const { return mask_; }
    BoolMatrix currentMask() const;
    // The keys the query may read under the current mask, ascending.
    QList<int> allowedKeys() const;
    int tileSize() const { return tileSize_; }
    quint64 seed() const { return seed_; }
    int editSlot() const { return editSlot_; }
    qint64 replacement() const { return replacement_; }

    // "" when applied, else why not.
    QString setDocument(int index, const QString &text);
    QString addDocument(const QString &text);
    QString removeDocument(int index);
    void setBlockLength(int length);
    void setBlock(int index);
    void setQuery(int slot);
    void setMask(PackingParams::Mask mask);
    void setTileSize(int size);
    void setEdit(int slot, qint64 replacement);

Q_SIGNALS:
    void corpusChanged();    // documents or block length: new packing
    void selectionChanged(); // block, query, mask, tile size or edit

private:
    void repack();
    void clampSelection();
    // After an edit of the documents or the block length: repack, clamp, corpusChanged().
    void repackAndTell();

    QStringList documents_;
    TokenizedCorpus corpus_;
    std::vector<PackedBlock> blocks_;
    int blockLength_;
    int block_;
    int query_;
    PackingParams::Mask mask_;
    int tileSize_;
    quint64 seed_;
    int editSlot_;
    qint64 replacement_ = 2;
};

} // namespace atlas
