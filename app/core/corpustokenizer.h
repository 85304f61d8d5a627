// The packing chapter's tokenizer: simple enough to explain in one paragraph, documented in
// the chapter and in docs/pack-format.md. It lives in core because a mask question may take
// its documents from its chapter's texts ("from_chapter", MaskQuestionReader), tokenized
// exactly as the chapter's lab tokenizes them.
//
//   1. Lowercase the text.
//   2. A word is a run of letters, digits or combining marks (an apostrophe between letters
//      stays inside: "don't"); every other character that is not white space — punctuation,
//      symbols — is a token of its own.
//   3. Ids: 0 is ⟨BOS⟩ and 1 is ⟨EOS⟩ (reserved); the words get 2, 3, … in the order they first
//      appear, reading the documents from the first to the last.
//
// So "The cat sat." and "the dog" give the, cat, sat, . and the, dog with ids the = 2, cat = 3,
// sat = 4, . = 5, dog = 6.
#pragma once

#include "core/coreexport.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace atlas {

struct ATLAS_CORE_EXPORT TokenizedCorpus {
    QStringList vocabulary;                         // index = id; 0 ⟨BOS⟩, 1 ⟨EOS⟩
    std::vector<std::vector<std::int64_t>> documents; // ids per document
    QList<QStringList> pieces;                      // the words per document, as tokenized
};

class ATLAS_CORE_EXPORT CorpusTokenizer {
public:
    static constexpr std::int64_t bos = 0;
    static constexpr std::int64_t eos = 1;

    static QStringList split(const QString &text);
    static TokenizedCorpus tokenize(const QStringList &documents);
    // id → word, for the block strip's labels (BOS and EOS are drawn by role).
    static QHash<qint64, QString> labels(const TokenizedCorpus &corpus);
};

} // namespace atlas
