// Exact attention computed tile by tile with an online softmax — the IO-aware scheme of
// FlashAttention (Dao, Fu, Ermon, Rudra, Ré 2022, arXiv:2205.14135) in the loop order of
// FlashAttention-2 (Dao 2023, arXiv:2307.08691) — forward and backward, for several heads at
// once, with masks given by structure (structuredmask.h), never as a T × T matrix. It
// computes the same function as dense attention (MultiHeadAttention, per head):
//     O = softmax(S)·V,   sᵢⱼ = c·qᵢ·kⱼ + bᵢⱼ  for allowed (i, j),   c = 1/√dₖ by default,
// where bᵢⱼ = −slopeₕ·|pos(i) − j| with ALiBi and 0 without: the bias of alibibias.h (Press,
// Smith, Lewis 2021, arXiv:2108.12409 — the paper's −slope·(i − j) for the keys a causal
// query sees, the engine's symmetric extension for keys after a query, which only a
// bidirectional mask allows), with pos(i) = i + queryOffset; the multi-head layer passes
// AlibiBias::slopes. It differs from the dense form only in the order of floating-point
// operations.
//
// Layout (the multi-head layer's, so nothing is copied): q is T_q × H·dₖ, k is T_k × G·dₖ,
// v is T_k × G·dᵥ, the output T_q × H·dᵥ; head h uses columns [h·dₖ, (h+1)·dₖ) of q and the
// key/value head g = ⌊h·G/H⌋ (G = H: multi-head; G = 1: multi-query; otherwise grouped-query
// attention). Rotary positions are applied to q and k before the kernel.
//
// Forward. Queries are cut into row blocks of Br, keys and values into column blocks of Bc.
// For one query row i keep a running maximum mᵢ, a running normalizer ℓᵢ and an unnormalized
// output row õᵢ (start: mᵢ = −∞, ℓᵢ = 0, õᵢ = 0). For each key block J:
//     sᵢⱼ   = c·qᵢ·kⱼ + bᵢⱼ                    (a Br × Bc matrix product per tile)
//     m'ᵢ   = max(mᵢ, max_{j∈J allowed} sᵢⱼ)
//     pᵢⱼ   = e^{sᵢⱼ−m'ᵢ} (0 when not allowed),  αᵢ = e^{mᵢ−m'ᵢ}
//     ℓᵢ   ← αᵢ·ℓᵢ + Σⱼ pᵢⱼ,   õᵢ ← αᵢ·õᵢ + Σⱼ pᵢⱼ·vⱼ   (a Br × Bc by Bc × dᵥ product)
//     mᵢ   ← m'ᵢ
// and finally oᵢ = õᵢ/ℓᵢ. Rescaling by αᵢ when the maximum grows keeps every exponent ≤ 0
// (no overflow) and makes the result independent of how the keys were cut: after all blocks
// ℓᵢ = Σ_{j allowed} e^{sᵢⱼ−mᵢ} and õᵢ = Σ_{j allowed} e^{sᵢⱼ−mᵢ}·vⱼ with mᵢ the maximum over
// all allowed keys — exactly the dense softmax's numerator and denominator. A query with no
// allowed key gets oᵢ = 0, mᵢ = −∞, ℓᵢ = 0 (as the dense engine does, never NaN). The forward
// keeps mᵢ and ℓᵢ — O(T) numbers per head — for the backward pass.
//
// Backward (FlashAttention-2, Algorithm 2), for L with upstream dO = ∂L/∂O: with the
// log-sum-exp Lᵢ = mᵢ + ln ℓᵢ the probabilities are recomputed tile by tile, pᵢⱼ = e^{sᵢⱼ−Lᵢ},
// never stored, and with Dᵢ = rowsum(dO ∘ O)ᵢ = Σⱼ pᵢⱼ·(dOᵢ·vⱼ):
//     dV = Pᵀ·dO,   dP = dO·Vᵀ,   dS = P ∘ (dP − D),   dQ = c·dS·K,   dK = c·dSᵀ·Q
// (dS ∘ (dP − D) is the softmax's vector–Jacobian product P ∘ (dP − rowsum(P ∘ dP)), since
// rowsum(P ∘ dP) = rowsum(dO ∘ O)). A key block's dK, dV are accumulated over every query
// block and every query head that shares its key/value head; masked pairs have p = 0 and pass
// no gradient. ALiBi's bias is a constant: nothing flows to it.
//
// Tiles. From the mask's structure each tile is empty (never touched: no product, no
// exponential), full (no per-pair test) or a boundary tile. A boundary tile computes only
// the smallest rectangle that holds its allowed pairs (a causal diagonal tile stops at its
// last query's key, a tile across a document boundary keeps the rows and keys that can meet),
// and tests pairs only if that rectangle still needs it: each row cut at its last visible key
// (causal), ids compared (more than one document left). A rectangle the causal diagonal
// crosses is computed as its full part (the keys its first query may see, which every row may
// see, in one product of all its rows) and the triangle right of it in strips of 16 query rows,
// each ending at its own last query's key, so the masked pairs it computes fall from about
// Br²/2 to 8·Br (for causal documents of 256 in tiles of 64 rows: 95% of the computed pairs are
// allowed instead of 80%). Default tile sizes (defaultTileRows/Columns) are chosen for the cache:
// the working set of one tile — Q block Br×dₖ, K and V blocks Bc×(dₖ+dᵥ), the scores Br×Bc
// and the accumulator Br×dᵥ — must stay in a core's L2 cache (≥ 512 KiB on current x86 and
// ARM cores) while Eigen's product packs its operands into L1-sized panels; and Br, Bc must
// be large enough that the products are efficient (each operand is packed once per product,
// which costs O((Br + Bc)·dₖ) against the product's 2·Br·Bc·dₖ operations) and that the
// per-row softmax work runs over long contiguous rows. At dₖ = dᵥ = 64 in float, Br = 64 and
// Bc = 256: 16 + 128 + 64 + 16 KiB = 224 KiB; the measured optimum on this project's
// benchmark (benchmarks/bench_tiledattention) is flat around it. Wider heads get fewer key
// columns so the working set keeps its size.
//
// Threads. The forward's units are (head, query block); the backward's are (key/value head,
// stripe of key blocks), a stripe s holding the key blocks b ≡ s (mod S). Every unit writes
// its own part of the result, except that the backward's dQ receives contributions from every
// stripe: stripe 0 adds into dQ, stripe s > 0 into a buffer of its own, and the buffers are
// added in the order s = 1, 2, … at the end. S depends only on the problem (never on the
// number of threads): up to 8 units per key/value head in total, while the buffers stay
// within 12 MiB. The order of every floating-point sum is therefore fixed, and the results
// are bit-identical for any number of threads.
//
// Memory beyond inputs and outputs (peakExtraBytes, counted exactly from the buffers the
// kernel allocates): per thread one tile's scores (two in the backward) and small Br/Bc-sized
// vectors; per head the row statistics m, ℓ (and L, D in the backward): O(T) per head, plus
// the backward's dQ buffers (S − 1)·T_q·H·dₖ. Dense attention holds H·T_q·T_k scores.
//
// What it counts, for the history chapter's comparison (counts of numbers, not bytes):
//   scoreEvaluations   query–key pairs whose score was computed (every pair of every
//                      rectangle and strip computed), summed over heads: T_q·T_k per head without a
//                      mask — the work is still quadratic; IO-aware does not mean less
//                      arithmetic.
//   peakScoreValues    scores a thread holds at once: one tile, Br·Bc (dense: T_q·T_k).
//   slowMemoryTraffic  numbers moved between a large slow memory (a GPU's HBM) and a small
//                      fast one (on-chip SRAM) in a simple model of the forward loops: each
//                      query block read once, the K and V blocks of every computed tile read,
//                      each output row and its two statistics written once, per head:
//                          T_q·dₖ + Σ_tiles Bc·(dₖ + dᵥ) + T_q·(dᵥ + 2).
//   denseSlowMemoryTraffic  the same model for the standard dense implementation, which
//                      writes S to slow memory, reads it back for the softmax, writes P and
//                      reads it back for P·V, per head:
//                          T_q·dₖ + T_k·(dₖ + dᵥ) + 4·T_q·T_k + T_q·dᵥ.
// The model ignores caches, registers and kernel launch details; it is the accounting of the
// FlashAttention paper in its simplest form, not a measurement.
//
// Inputs that are not finite (NaN, ±∞), or finite inputs whose scores overflow, are refused:
// the result has `finite = false` and a zero output, since the rescaling argument above needs
// finite scores. (Scores cannot overflow when c·max‖q‖·max‖k‖ + max|b| is far below the
// largest number of the precision — checked once, in O(T·d); only otherwise is every tile
// checked.)
#pragma once

#include "atlas/attentionkerneloptions.h"
#include "atlas/structuredmask.h"
#include "atlas/types.h"

#include <cstddef>

namespace atlas {

// What a call did, for tests, benchmarks and the history chapter's counts.
struct TiledAttentionStatistics {
    Index tileRows = 0, tileColumns = 0;
    Index tilesComputed = 0;          // tiles whose products were computed (summed over heads)
    Index tilesSkipped = 0;           // tiles without an allowed pair: never touched
    Index tilesTested = 0;            // computed tiles whose pairs were tested against the mask
    Index scoreEvaluations = 0;
    Index peakScoreValues = 0;        // per thread
    double slowMemoryTraffic = 0;     // forward only (see the header comment)
    double denseSlowMemoryTraffic = 0;
    std::size_t peakExtraBytes = 0;   // memory beyond inputs and outputs, all threads
    int threads = 0;                  // threads that ran
    Index stripes = 0;                // backward: key-block stripes per key/value head
};

template <typename Scalar>
struct TiledAttentionResult : TiledAttentionStatistics {
    Matrix<Scalar> output;           // T_q × H·dᵥ
    Vector<Scalar> rowMaximum;       // mᵢ per head: entry h·T_q + i (−∞: no allowed key)
    Vector<Scalar> rowNormalizer;    // ℓᵢ per head: entry h·T_q + i (0: no allowed key)
    bool finite = true;              // false: non-finite input or overflowing scores
    bool cancelled = false;          // stopped early: output zero
};

template <typename Scalar>
struct TiledAttentionGradients : TiledAttentionStatistics {
    Matrix<Scalar> q, k, v;          // ∂L/∂Q (T_q × H·dₖ), ∂L/∂K (T_k × G·dₖ), ∂L/∂V (T_k × G·dᵥ)
    bool finite = true;              // false: non-finite input or overflow (gradients zero)
    bool cancelled = false;
};

template <typename Scalar>
class TiledAttention {
public:
    // Throws ShapeError when shapes do not fit (q, k, v widths against H, G; the mask's ids
    // against T_q, T_k; H slopes), G does not divide H, or a tile size is < 0 (explicit tile
    // sizes must be ≥ 1).
    static TiledAttentionResult<Scalar> forward(MatrixRef<Scalar> q, MatrixRef<Scalar> k,
                                                MatrixRef<Scalar> v, const StructuredMask &mask,
                                                const AttentionKernelOptions &options);

    // Gradients of L = Σ gradOutput ∘ output, from the forward's output and row statistics
    // (same q, k, v, mask and problem options; the tile sizes and threads may differ).
    static TiledAttentionGradients<Scalar> backward(MatrixRef<Scalar> q, MatrixRef<Scalar> k,
                                                    MatrixRef<Scalar> v,
                                                    const StructuredMask &mask,
                                                    const AttentionKernelOptions &options,
                                                    const TiledAttentionResult<Scalar> &forward,
                                                    MatrixRef<Scalar> gradOutput);

    // One head, one thread, explicit tiles: the history chapter's comparison. `scale` c ≤ 0
    // means 1/√dₖ.
    static TiledAttentionResult<Scalar> forward(MatrixRef<Scalar> q, MatrixRef<Scalar> k,
                                                MatrixRef<Scalar> v, const StructuredMask &mask,
                                                Index tileRows, Index tileColumns,
                                                Scalar scale = 0);
};

extern template class TiledAttention<float>;
extern template class TiledAttention<double>;

} // namespace atlas
