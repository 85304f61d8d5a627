// The decoding chapter's tiny corpus: sentences cut into word tokens, their vocabulary, and the
// sequences the chapter's decoder is trained on.
//
// The tokenizer lowercases; a word is a run of letters, digits or combining marks (an
// apostrophe between letters stays inside it), and every other character that is not white
// space is a token of its own: "The cat sat." gives the, cat, sat, ".". Token 0 is ⟨bos⟩, the
// beginning of a sequence; words are numbered from 1 in the order they first appear.
//
// A training sequence is ⟨bos⟩ followed by sentences drawn uniformly at random (with
// replacement) until it holds `length` tokens, the last sentence cut where the length ends:
// the decoder learns to continue a prompt with sentences like the corpus's. Qt Core only.
#pragma once

#include <atlas/types.h>

#include <QCoreApplication>
#include <QStringList>

#include <optional>
#include <random>
#include <vector>

namespace atlas {

class DecodingCorpus {
    Q_DECLARE_TR_FUNCTIONS(DecodingCorpus)

public:
    static constexpr int beginToken = 0;

    DecodingCorpus() = default;
    explicit DecodingCorpus(const QStringList &sentences);

    static QStringList tokenize(const QString &text);
    static QString beginLabel() { return QStringLiteral("⟨bos⟩"); }

    // ⟨bos⟩ and every distinct word, ⟨bos⟩ first.
    const QStringList &vocabulary() const { return vocabulary_; }
    int size() const { return static_cast<int>(vocabulary_.size()); }
    const std::vector<std::vector<int>> &sentences() const { return sentences_; }
    QString label(int token) const;

    // The ids of `text`'s words; nullopt, with `problem` (translated) naming the first word
    // that is not in the vocabulary.
    std::optional<std::vector<int>> encode(const QString &text, QString *problem = nullptr) const;

    std::vector<int> trainingSequence(std::mt19937_64 &random, Index length) const;

private:
    QStringList vocabulary_;
    std::vector<std::vector<int>> sentences_;
};

} // namespace atlas
