// The `attention` command's request (docs/cli.md), read and checked field by field.
#pragma once

#include "core/jsonreader.h"

#include <atlas/multiheadattention.h>

#include <QCoreApplication>
#include <QJsonObject>

#include <optional>

namespace atlas {

struct AttentionRequest {
    bool projected = true;                   // x + weights; otherwise per-head inputs
    Matrix<double> x;
    AttentionWeights<double> weights;        // wq, wk, wv empty in the per-head form
    Index heads = 0;
    Index kvHeads = 0;                       // G = the key/value heads (= heads unless kv_heads)
    std::vector<HeadInput<double>> inputs;
    std::optional<Matrix<double>> context;   // cross-attention: keys and values from it (T_k × d_model)
    AttentionOptions options;
    std::optional<Matrix<double>> gradOutput;
    bool singlePrecision = false;
    // false: only the output and the gradients of x and the weights, computed by the tiled
    // kernel (no T × T matrix), which allows T up to maxUntracedLength.
    bool trace = true;

    Index length() const;
    Index keyLength() const;                 // T_k: the context's rows, else T
    Index outputWidth() const;
    Index valueWidth() const;                // dᵥ of one head in the projected form

    // Sanity limits: beyond these the tool refuses instead of exhausting the machine.
    static constexpr Index maxLength = 4096;
    static constexpr Index maxUntracedLength = 16384; // "trace": false (the request size limit stays)
    static constexpr Index maxWidth = 4096;
    static constexpr Index maxHeads = 64;
    // H·T·T_k: 4 M score entries is a ~250 MB response; beyond that JSON is the wrong medium.
    static constexpr Index maxScoreEntries = Index(1) << 22;
    // Every intermediate is in the response, so its count of numbers bounds the engine's
    // memory too (8 bytes each, and a few temporaries): 32 M numbers ≈ 256 MB of matrices
    // and ~800 MB of JSON (which is written as it is made, never held whole).
    static constexpr Index maxResponseNumbers = Index(1) << 25;
    // In float precision a score s is known to about half the spacing of floats near s; the
    // softmax turns a score error δ into a relative probability error of up to ~2δ. Below
    // 2¹³ = 8192 the spacing is at most 2⁻¹⁰, so each probability is within ~0.1 % of what
    // exact scores give; beyond it float is refused (double holds to ~8.8 × 10¹²).
    static constexpr double maxFloatScore = 8192;

    // How many numbers the response holds: every head's q, k, v, scores, allowed,
    // probabilities and output, the output, and the gradients when asked for.
    Index responseNumbers() const;

    // Records the first defect in `reader` and returns nullopt, or returns a request whose
    // shapes all fit together.
    static std::optional<AttentionRequest> parse(const QJsonObject &request, JsonReader &reader);
};

} // namespace atlas
