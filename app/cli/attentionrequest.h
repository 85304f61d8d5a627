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
    AttentionOptions options;
    std::optional<Matrix<double>> gradOutput;
    bool singlePrecision = false;
    // false: only the output and the gradients of x and the weights, computed by the tiled
    // kernel (no T × T matrix), which allows T up to maxUntracedLength.
    bool trace = true;

    Index length() const;
    Index outputWidth() const;
    Index valueWidth() const;                // dᵥ of one head in the projected form

    // Sanity limits: beyond these the tool refuses instead of exhausting the machine.
    static constexpr Index maxLength = 4096;
    static constexpr Index maxUntracedLength = 16384; // "trace": false (the request size limit stays)
    static constexpr Index maxWidth = 4096;
    static constexpr Index maxHeads = 64;
    // H·T²: 4 M score entries is a ~250 MB response; beyond that JSON is the wrong medium.
    static constexpr Index maxScoreEntries = Index(1) << 22;

    // Records the first defect in `reader` and returns nullopt, or returns a request whose
    // shapes all fit together.
    static std::optional<AttentionRequest> parse(const QJsonObject &request, JsonReader &reader);
};

} // namespace atlas
