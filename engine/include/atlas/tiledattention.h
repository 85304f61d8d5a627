// Exact attention computed tile by tile with an online softmax — the IO-aware scheme of
// FlashAttention (Dao et al., 2022) — so that the T_q × T_k score matrix is never held at
// once. It computes the same function as dense attention (MultiHeadAttention, one head):
//     O = softmax(c·Q·Kᵀ + M)·V,   c = 1/√dₖ by default, M = 0 allowed / −∞ masked,
// and differs from it only in the order of floating-point operations.
//
// Algorithm. Queries are cut into row blocks of Br, keys and values into column blocks of
// Bc. For one query row i, keep a running maximum mᵢ, a running normalizer ℓᵢ and an
// unnormalized output row õᵢ (start: mᵢ = −∞, ℓᵢ = 0, õᵢ = 0). For each key block J:
//     sᵢⱼ   = c·qᵢ·kⱼ                         for j ∈ J allowed for i
//     m'ᵢ   = max(mᵢ, max_j sᵢⱼ)
//     ℓᵢ   ← e^{mᵢ−m'ᵢ}·ℓᵢ + Σⱼ e^{sᵢⱼ−m'ᵢ}
//     õᵢ   ← e^{mᵢ−m'ᵢ}·õᵢ + Σⱼ e^{sᵢⱼ−m'ᵢ}·vⱼ
//     mᵢ   ← m'ᵢ
// and finally oᵢ = õᵢ/ℓᵢ. Rescaling by e^{mᵢ−m'ᵢ} when the maximum grows keeps every
// exponent ≤ 0 (no overflow) and makes the result independent of how the keys were cut:
// after all blocks ℓᵢ = Σ_{j allowed} e^{sᵢⱼ−mᵢ} and õᵢ = Σ_{j allowed} e^{sᵢⱼ−mᵢ}·vⱼ with
// mᵢ the maximum over all allowed keys — exactly the dense softmax's numerator and
// denominator. A tile with no allowed pair is skipped without computing its scores (a
// causal mask skips the tiles above the diagonal). A query row with no allowed key gets
// the output 0 (as the dense engine does, never NaN).
//
// What it counts, for comparison with the dense form (counts of numbers, not bytes):
//   scoreEvaluations   query–key pairs whose score was computed (every pair of every tile
//                      that was not skipped): T_q·T_k without a mask — the work is still
//                      quadratic; IO-aware does not mean less arithmetic.
//   peakScoreValues    scores held at once: one tile, Br·Bc (dense: T_q·T_k).
//   slowMemoryTraffic  numbers moved between a large slow memory (a GPU's HBM) and a small
//                      fast one (on-chip SRAM) in a simple model of the loops above: each
//                      query block read once, the K and V blocks of every computed tile read,
//                      each output row and its two statistics written once:
//                          T_q·dₖ + Σ_tiles Bc·(dₖ + dᵥ) + T_q·(dᵥ + 2).
//   denseSlowMemoryTraffic  the same model for the standard dense implementation, which
//                      writes S to slow memory, reads it back for the softmax, writes P and
//                      reads it back for P·V:  T_q·dₖ + T_k·(dₖ + dᵥ) + 4·T_q·T_k + T_q·dᵥ.
// The model ignores caches, registers and kernel launch details; it is the accounting of
// the FlashAttention paper in its simplest form, not a measurement.
//
// Inputs that are not finite (NaN, ±∞), or finite inputs whose scores overflow, are refused:
// the result has `finite = false` and a zero output, since the rescaling argument above needs
// finite scores.
#pragma once

#include "atlas/types.h"

namespace atlas {

template <typename Scalar>
struct TiledAttentionResult {
    Matrix<Scalar> output;           // T_q × dᵥ
    Vector<Scalar> rowMaximum;       // mᵢ after the last tile (−∞ for rows with no allowed key)
    Vector<Scalar> rowNormalizer;    // ℓᵢ after the last tile (0 for rows with no allowed key)
    bool finite = true;              // false: non-finite input, nothing computed
    Index tileRows = 0, tileColumns = 0;
    Index tilesComputed = 0;
    Index tilesSkipped = 0;          // tiles without an allowed pair
    Index scoreEvaluations = 0;
    Index peakScoreValues = 0;
    double slowMemoryTraffic = 0;
    double denseSlowMemoryTraffic = 0;
};

template <typename Scalar>
class TiledAttention {
public:
    // q: T_q × dₖ, k: T_k × dₖ, v: T_k × dᵥ; `allowed` is T_q × T_k, or empty to allow every
    // pair. `scale` c ≤ 0 means 1/√dₖ. Throws ShapeError when shapes do not fit or a tile
    // size is < 1.
    static TiledAttentionResult<Scalar> forward(MatrixRef<Scalar> q, MatrixRef<Scalar> k,
                                                MatrixRef<Scalar> v, const BoolMatrix &allowed,
                                                Index tileRows, Index tileColumns,
                                                Scalar scale = 0);
};

extern template class TiledAttention<float>;
extern template class TiledAttention<double>;

} // namespace atlas
