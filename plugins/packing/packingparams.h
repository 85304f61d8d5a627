// The params of chapter kind "packing" (documented in docs/pack-format.md, "Chapter kinds"):
//
//   "documents":    the corpus, one text per document (1–16, each at most 64 tokens once
//                   tokenized with CorpusTokenizer)
//   "block_length": slots per packed block (1–64)
//   "block":        the block shown first;  "query": its query slot
//   "mask":         "document" (document-aware causal, the default) or "causal" (plain)
//   "edit_slot":    the slot the leakage meter edits;  "replacement": the word put there
//   "tile_size":    the tile side for the efficiency estimate (1–64)
//   "seed":         seeds the leakage meter's embeddings and projections
//
// The defaults reproduce the seed's block: the second document begins at slot 5, so the query
// at slot 7 may read slots 5, 6, 7. Unknown keys are errors. Qt Core only.
#pragma once

#include "core/corpustokenizer.h"

#include "core/paramsreport.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

namespace atlas {

class JsonReader;

struct PackingParams {
    Q_DECLARE_TR_FUNCTIONS(PackingParams)

public:
    enum class Mask { DocumentAware, PlainCausal };
    static constexpr int maxDocuments = 16;
    static constexpr int maxDocumentTokens = 64;
    static constexpr int maxDocumentCharacters = 400;
    static constexpr int maxBlockLength = 64;

    QStringList documents{QStringLiteral("the cat sat"), QStringLiteral("a dog ran home"),
                          QStringLiteral("birds sing at dawn and again at dusk ."),
                          QStringLiteral("the dog sat on the mat")};
    int blockLength = 10;
    int block = 0;
    int query = 7;
    Mask mask = Mask::DocumentAware;
    int editSlot = 2;
    QString replacement = QStringLiteral("dog");
    int tileSize = 4;
    quint64 seed = 5;

    // Every defect recorded in `report` with its path; defective fields keep their defaults
    // (adjusted so that the result always fits the corpus).
    static PackingParams read(const QJsonObject &params, ParamsReport &report);
    // Problems of one document's text for the editor and the params ("" if fine).
    static QString documentProblem(const QString &text);

private:
    static PackingParams readFields(const QJsonObject &params, JsonReader &reader);
};

} // namespace atlas
