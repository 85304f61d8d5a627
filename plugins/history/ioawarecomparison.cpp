#include "ioawarecomparison.h"

#include <atlas/multiheadattention.h>
#include <atlas/normalsampler.h>
#include <atlas/tiledattention.h>

#include <algorithm>

namespace atlas {

namespace {

template <typename Scalar>
void compare(const IoAwareComparison::Request &request, const std::atomic<bool> *cancel, IoAwareComparison::Outcome &out)
{
    NormalSampler sampler(request.seed);
    auto draw = [&sampler](Index rows, Index cols) {
        Matrix<Scalar> m(rows, cols);
        for (Index i = 0; i < rows; ++i)
            for (Index j = 0; j < cols; ++j)
                m(i, j) = static_cast<Scalar>(sampler.next());
        return m;
    };
    const Index t = request.length, d = request.headWidth;
    const Matrix<Scalar> q = draw(t, d), k = draw(t, d), v = draw(t, d);
    AttentionOptions options;
    options.causal = request.causal;
    const AttentionTrace<Scalar> dense = MultiHeadAttention<Scalar>::forward({HeadInput<Scalar>{q, k, v}}, std::nullopt, options);
    if (cancel && cancel->load()) {
        out.cancelled = true;
        return;
    }
    const StructuredMask mask = request.causal ? StructuredMask::causal() : StructuredMask::none();
    const TiledAttentionResult<Scalar> tiled = TiledAttention<Scalar>::forward(q, k, v, mask, request.tile, request.tile);
    const HeadTrace<Scalar> &head = dense.heads.front();
    out.denseScores = head.scores.size();
    out.denseHeld = head.probabilities.size();
    out.tiledScores = tiled.scoreEvaluations;
    out.tiledHeld = tiled.peakScoreValues;
    out.tilesComputed = tiled.tilesComputed;
    out.tilesSkipped = tiled.tilesSkipped;
    out.denseTraffic = tiled.denseSlowMemoryTraffic;
    out.tiledTraffic = tiled.slowMemoryTraffic;
    out.maxDifference = (head.output.template cast<double>() - tiled.output.template cast<double>()).cwiseAbs().maxCoeff();
    out.outputScale = head.output.template cast<double>().cwiseAbs().maxCoeff();
}

} // namespace

IoAwareComparison::Outcome IoAwareComparison::run(const Request &request, const std::atomic<bool> *cancel)
{
    Outcome out;
    out.request = request;
    if (request.singlePrecision)
        compare<float>(request, cancel, out);
    else
        compare<double>(request, cancel, out);
    return out;
}

} // namespace atlas
