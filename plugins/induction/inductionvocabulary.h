// How the chapter writes the model's token ids, and what a learner types turned back into ids.
//
// Ids 0 … V−1 are the task's random tokens, written with the first V token labels (the
// syllables ba, be, … by default); id V, when the task has one, is the beginning-of-sequence
// token, written "BOS". A typed sequence is labels separated by white space; the BOS is put in
// front by the chapter, as the task does, so the learner types only the tokens.
#pragma once

#include <atlas/inductiontrainer.h>

#include <QCoreApplication>
#include <QStringList>

#include <optional>
#include <vector>

namespace atlas {

class InductionVocabulary {
    Q_DECLARE_TR_FUNCTIONS(InductionVocabulary)

public:
    InductionVocabulary() = default;
    // `labels` holds at least config.task.vocabulary entries (InductionParams guarantees it).
    InductionVocabulary(const QStringList &labels, const InductionTrainingConfig &config);

    static QString beginLabel() { return QStringLiteral("BOS"); }
    // "" when `label` can name a token, else why not (a whole translated sentence).
    static QString labelProblem(const QString &label);

    int tokenCount() const { return static_cast<int>(labels_.size()); } // V
    bool hasBegin() const { return begin_; }
    // The longest sequence the model reads (T of the task), and how many of it a learner types.
    int maxLength() const { return maxLength_; }
    int maxTyped() const { return maxLength_ - (begin_ ? 1 : 0); }

    QString label(int id) const;
    QStringList labels(const std::vector<int> &ids) const;
    // The tokens' labels: "ba be bi … me".
    QString listing() const;

    // The ids the model reads for `text` (the BOS first when the task has one); nullopt, with a
    // sentence in `problem`, for an unknown label, no token or more than maxTyped().
    std::optional<std::vector<int>> parse(const QString &text, QString *problem = nullptr) const;
    // The typed form of `ids` (the BOS left out).
    QString text(const std::vector<int> &ids) const;
    // A phrase and its repeat, from the first labels.
    QString exampleSequence() const;

private:
    QStringList labels_;
    bool begin_ = false;
    int maxLength_ = 0;
};

} // namespace atlas
