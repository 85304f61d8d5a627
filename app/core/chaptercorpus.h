// The corpus a chapter's params describe, as a mask question of that chapter may use it
// ("from_chapter": true, docs/pack-format.md): the chapter's texts tokenized by
// CorpusTokenizer, packed with ⟨BOS⟩ = 0 and ⟨EOS⟩ = 1, and the block the chapter shows.
//
// Read from params, whatever the kind: "documents" as an array of texts (one per document, as
// the packing chapter has them) or else "tokens" as an array of words (one document, as the
// mechanism chapter has them); "block_length", "block" and "query" when present. A params
// object without such texts has no corpus. The params themselves are checked by the kind's
// plugin; here a field that is not of the expected type is simply absent.
#pragma once

#include "corpustokenizer.h"

#include <QHash>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace atlas {

struct ChapterCorpus {
    TokenizedCorpus corpus;
    QHash<qint64, QString> labels;    // id → word, for every word (not ⟨BOS⟩ and ⟨EOS⟩)
    std::optional<qint64> blockLength; // the chapter's "block_length", if it has one
    std::optional<qint64> block;       // its "block"
    std::optional<qint64> query;       // its "query"

    static std::optional<ChapterCorpus> fromParams(const QJsonObject &params);
};

} // namespace atlas
