// The seeded task on which an induction head forms: R random tokens, then the same R again.
//
// A sequence is  [BOS]  a₁ a₂ … a_R  a₁ a₂ … a_R   (T = 2R, or 2R + 1 with the BOS token),
// with a₁ … a_R distinct and drawn uniformly from the ids 0 … V−1 (so R ≤ V); the BOS token, if
// asked for, is the extra id V (the model's vocabulary is then V + 1). Position i predicts
// token i + 1 (the next-token labels of tinydecoder.h); the last position has no label.
//
// Varied repeat length (minimumRepeat < R): each sequence draws its own r ∈ [minimumRepeat, R]
// and is  [BOS]  f₁ … f_{2(R−r)}  a₁ … a_r  a₁ … a_r  — the same length T, with 2(R − r) fresh
// filler tokens first and every token of f and a distinct (so 2R − r ≤ V). With one fixed R
// the repeat is always R − 1 positions back, and a model with position embeddings can learn
// that fixed offset instead of an induction circuit (it does, on this task); when the offset
// varies only "find the earlier occurrence of this token, read what came next" predicts it.
//
// Which predictions belong to which half (s = 1 with BOS, 0 without; u = 2(R − r) fillers):
//   first half     the target is a fresh token (a filler or the first copy's):
//                  i + 1 ∈ [max(s, 1), s + u + r − 1]. Nothing in the context predicts it:
//                  chance accuracy is 1/V (1/(V − k) for a model that has learnt to exclude the
//                  k tokens seen).
//   repeated half  query and target both in the second copy: i ∈ [s + u + r, s + u + 2r − 2],
//                  r − 1 predictions. Each target follows an earlier occurrence of the query's
//                  token, so an induction circuit predicts it exactly.
//   neither        the second copy's first token (i = s + u + r − 1): nothing before it says
//                  that a copy starts there. It still counts in the overall loss.
// The tokens are distinct so that every repeated-half prediction has exactly one earlier
// occurrence to copy from (with repeats inside a copy the answer would be ambiguous).
//
// "Your corpus" mode draws windows of 2R consecutive tokens (after the BOS, if any) at uniform
// random offsets from a given token-id text instead; the halves are those of r = R, so the
// repeated-half figures then measure prediction late in a window of natural text.
//
// Every draw is seeded and uses only std::mt19937_64, whose output the standard fixes, with
// rejection sampling for bounded integers: a seed gives the same batch on every platform.
#pragma once

#include "atlas/types.h"

#include <cstdint>
#include <vector>

namespace atlas {

// Which half of the task a prediction (a query position) belongs to.
enum class PredictionPart : std::uint8_t { Neither, FirstHalf, RepeatedHalf };

// B sequences of one length T, row-major: token b·T + i is position i of sequence b.
struct TokenBatch {
    Index sequences = 0;
    Index length = 0;
    std::vector<int> tokens;              // B·T ids
    std::vector<int> labels;              // B·T next-token ids, −1 where there is none
    std::vector<PredictionPart> parts;    // B·T: which half each query belongs to

    // One sequence with next-token labels (the last has none) and every part Neither unless
    // `parts` is given (T entries). Throws ShapeError on an empty sequence or a size mismatch.
    static TokenBatch single(const std::vector<int> &tokens,
                             std::vector<PredictionPart> parts = {});
};

struct InductionTaskConfig {
    Index vocabulary = 32;    // V: the random tokens are the ids 0 … V−1
    Index repeat = 16;        // R: tokens in each copy, 1 ≤ R ≤ V
    Index minimumRepeat = 0;  // r's lower bound, max(1, 2R − V) ≤ r ≤ R; 0: every copy has R
    bool beginToken = false;  // a BOS token (id V) first
    std::vector<int> corpus;  // non-empty: "your corpus" mode, ids in [0, V), ≥ 2R tokens
};

class InductionTask {
public:
    // Throws ShapeError naming the field (vocabulary, repeat, corpus) when it does not fit.
    explicit InductionTask(InductionTaskConfig config);

    const InductionTaskConfig &config() const { return config_; }
    Index length() const;             // T = 2R (+1 with BOS)
    Index modelVocabulary() const;    // V (+1 with BOS)
    int beginToken() const;           // V, or −1 without BOS
    Index offset() const { return config_.beginToken ? 1 : 0; } // s

    Index minimumRepeat() const;      // r's lower bound (R when not varied)

    // The part of each query position 0 … T−1 of a sequence whose copies have r tokens.
    std::vector<PredictionPart> parts(Index repeat) const;

    // B sequences drawn from the generator seeded with `seed`.
    TokenBatch batch(Index sequences, std::uint64_t seed) const;
    // The same into `batch`, reusing its storage (no allocation once it has the size).
    void fillBatch(TokenBatch &batch, Index sequences, std::uint64_t seed) const;
    // One sequence whose copies have r = `repeat` tokens (R when 0), with its parts.
    TokenBatch sequence(std::uint64_t seed, Index repeat = 0) const;

    // The seed of training step `step`'s batch (step ≥ 1) in a run seeded with `seed`: the
    // batches of one run never depend on how many steps another call made.
    static std::uint64_t stepSeed(std::uint64_t seed, std::int64_t step);

private:
    template <typename Engine>
    void fill(Engine &engine, int *row, PredictionPart *parts, Index repeat, std::vector<int> &pool) const;

    InductionTaskConfig config_;
    std::vector<std::vector<PredictionPart>> partsByRepeat_; // parts(r) for r = 0 … R
};

} // namespace atlas
