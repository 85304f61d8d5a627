#include "atlas/packingleakage.h"

#include "atlas/attentionmask.h"
#include "atlas/normalsampler.h"
#include "atlas/positionids.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace atlas {

namespace {

Matrix<double> randomMatrix(NormalSampler &sampler, Index rows, Index cols, double std)
{
    Matrix<double> m(rows, cols);
    for (Index i = 0; i < rows; ++i)
        for (Index j = 0; j < cols; ++j)
            m(i, j) = std * sampler.next();
    return m;
}

} // namespace

PackingLeakage::PackingLeakage(const LeakageModelConfig &config, std::uint64_t seed)
    : config_(config)
{
    if (config.vocabulary < 1 || config.modelWidth < 1 || config.heads < 1
        || config.keyWidth < 1 || config.valueWidth < 1 || config.maxLength < 1)
        throw ShapeError("leakage model: every size must be at least 1");
    NormalSampler sampler(seed);
    const Index d = config.modelWidth;
    // Token and position parts of X each of variance 1/2, so X has unit-variance coordinates.
    tokenEmbedding_ = randomMatrix(sampler, config.vocabulary, d, std::sqrt(0.5));
    positionEmbedding_ = randomMatrix(sampler, config.maxLength, d, std::sqrt(0.5));
    const double scale = 1.0 / std::sqrt(static_cast<double>(d));
    weights_.wq = randomMatrix(sampler, d, config.heads * config.keyWidth, scale);
    weights_.wk = randomMatrix(sampler, d, config.heads * config.keyWidth, scale);
    weights_.wv = randomMatrix(sampler, d, config.heads * config.valueWidth, scale);
}

std::vector<Index> PackingLeakage::positions(const PackedBlock &block, bool resetPerInstance)
{
    const PositionIdList ids = resetPerInstance ? PositionIds::resetPerDocument(block.documentIds)
                                                : PositionIds::continuing(block.length());
    return {ids.begin(), ids.end()};
}

BoolMatrix PackingLeakage::mask(const PackedBlock &block, LeakagePolicy policy)
{
    return policy == LeakagePolicy::DocumentAware ? block.allowed() : block.causalOnly();
}

AttentionTrace<double> PackingLeakage::forward(const PackedBlock &block,
                                               const std::vector<std::int64_t> &tokens,
                                               LeakagePolicy policy) const
{
    const Index length = block.length();
    if (static_cast<Index>(tokens.size()) != length)
        throw ShapeError("tokens: expected " + std::to_string(length) + " entries, got "
                         + std::to_string(tokens.size()));
    if (length > config_.maxLength)
        throw ShapeError("block: expected at most " + std::to_string(config_.maxLength)
                         + " slots, got " + std::to_string(length));
    const std::vector<Index> position
        = positions(block, policy == LeakagePolicy::ResetPositionsPlainCausal);
    Matrix<double> x(length, config_.modelWidth);
    for (Index i = 0; i < length; ++i) {
        const std::int64_t token = tokens[static_cast<std::size_t>(i)];
        if (token < 0 || token >= config_.vocabulary)
            throw ShapeError("tokens[" + std::to_string(i) + "]: expected an id in [0, "
                             + std::to_string(config_.vocabulary) + "), got "
                             + std::to_string(token));
        x.row(i) = tokenEmbedding_.row(static_cast<Index>(token))
            + positionEmbedding_.row(position[static_cast<std::size_t>(i)]);
    }
    AttentionOptions options;
    options.causal = true;
    if (policy == LeakagePolicy::DocumentAware)
        options.documentIds = block.documentIds;
    return MultiHeadAttention<double>::forward(x, weights_, config_.heads, options);
}

LeakageReport PackingLeakage::probe(const PackedBlock &block, Index slot,
                                    std::int64_t replacement, LeakagePolicy policy) const
{
    if (slot < 0 || slot >= block.length())
        throw ShapeError("slot: expected a slot in [0, " + std::to_string(block.length())
                         + "), got " + std::to_string(slot));
    std::vector<std::int64_t> edited(block.tokens.begin(), block.tokens.end());
    edited[static_cast<std::size_t>(slot)] = replacement;
    const Matrix<double> before = forward(block, block.tokens, policy).output;
    const Matrix<double> after = forward(block, edited, policy).output;

    LeakageReport report;
    report.policy = policy;
    report.editedSlot = slot;
    report.change.resize(block.tokens.size());
    const DocumentId instance = block.documentIds[static_cast<std::size_t>(slot)];
    for (Index i = 0; i < block.length(); ++i) {
        const double change = (after.row(i) - before.row(i)).cwiseAbs().maxCoeff();
        report.change[static_cast<std::size_t>(i)] = change;
        if (block.documentIds[static_cast<std::size_t>(i)] == instance) {
            report.maxSameInstance = std::max(report.maxSameInstance, change);
        } else {
            report.maxOtherInstances = std::max(report.maxOtherInstances, change);
            if (change != 0)
                ++report.otherPositionsMoved;
        }
    }
    return report;
}

} // namespace atlas
