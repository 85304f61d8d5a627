// What an attention head does on a sequence, as two numbers (Olsson et al. 2022, "In-context
// Learning and Induction Heads", arXiv:2209.11895, §2 and appendix; Elhage et al. 2021, "A
// Mathematical Framework for Transformer Circuits").
//
// A is one head's attention on tokens t₀ … t_{T−1}: T × T, rows = queries, columns = keys,
// each row a distribution over keys 0 … i (causal).
//
//   previous-token score   (1/(T−1)) Σ_{i=1}^{T−1} A(i, i−1)
//       the mean weight from each position to the one just before it; 1 for a head that
//       always reads the previous token, about 1/(i+1) per row for a uniform head.
//
//   induction score        (1/|Q|) Σ_{i ∈ Q} Σ_{k ∈ Jᵢ} A(i, k),  Jᵢ = {j + 1 : j < i, t_j = t_i},
//                          Q = {i : Jᵢ ≠ ∅}
//       for every query whose token occurred before, the weight on the positions just after
//       its earlier occurrences (what came next last time); 1 for a head that reads exactly
//       there. On the repeated-token task Q is the second copy and Jᵢ = {i − R + 1}. Undefined
//       (nullopt) when no token repeats.
//
//   duplicate-token score  (1/|Q|) Σ_{i ∈ Q} Σ_{j ∈ Dᵢ} A(i, j),  Dᵢ = {j < i : t_j = t_i}
//       the weight from a repeated token on its own earlier occurrences. A layer-1 head that
//       does this lets a layer-2 head find "the position after the earlier occurrence" from
//       the query side (Q-composition) instead of from the keys (K-composition with a
//       previous-token head): another way to build the same induction head.
//
// The ablation loss increase of a head is a model-level figure (InductionTrainer::heads):
// the repeated-half loss with that head's output zeroed minus the loss with every head on.
#pragma once

#include "atlas/types.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace atlas {

// Jᵢ above: the keys an induction head reads from query i — the positions just after the
// earlier occurrences of tᵢ — ascending; empty when tᵢ did not occur before. Throws ShapeError
// unless 0 ≤ query < T. (The induction mask question of a pack is graded with it.)
std::vector<Index> inductionKeys(const std::vector<int> &tokens, Index query);
std::vector<Index> inductionKeys(const std::vector<std::int64_t> &tokens, Index query);

// Throws ShapeError unless A is T × T with T ≥ 2.
template <typename Scalar>
double previousTokenScore(const Matrix<Scalar> &attention);

// Throws ShapeError unless A is T × T and `tokens` has T entries.
template <typename Scalar>
std::optional<double> inductionScore(const Matrix<Scalar> &attention, const std::vector<int> &tokens);

// Same domain and refusals as inductionScore.
template <typename Scalar>
std::optional<double> duplicateTokenScore(const Matrix<Scalar> &attention, const std::vector<int> &tokens);

extern template double previousTokenScore<float>(const Matrix<float> &);
extern template double previousTokenScore<double>(const Matrix<double> &);
extern template std::optional<double> inductionScore<float>(const Matrix<float> &, const std::vector<int> &);
extern template std::optional<double> inductionScore<double>(const Matrix<double> &, const std::vector<int> &);
extern template std::optional<double> duplicateTokenScore<float>(const Matrix<float> &, const std::vector<int> &);
extern template std::optional<double> duplicateTokenScore<double>(const Matrix<double> &, const std::vector<int> &);

} // namespace atlas
