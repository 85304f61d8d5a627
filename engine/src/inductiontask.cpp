#include "atlas/inductiontask.h"

#include "seededdraw.h"

#include <algorithm>
#include <limits>
#include <numeric>
#include <random>

namespace atlas {

namespace {

// A uniform integer in [0, n) by rejection: the same on every platform (std::uniform_int_
// distribution is implementation-defined).
using detail::uniformBelow;

// SplitMix64's finalizer: decorrelates nearby seeds before they seed mt19937_64.
std::uint64_t mix(std::uint64_t x)
{
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

} // namespace

TokenBatch TokenBatch::single(const std::vector<int> &tokens, std::vector<PredictionPart> parts)
{
    if (tokens.empty())
        throw ShapeError("tokens: expected at least one token");
    if (!parts.empty() && parts.size() != tokens.size())
        throw ShapeError("parts: expected " + std::to_string(tokens.size()) + " entries");
    TokenBatch batch;
    batch.sequences = 1;
    batch.length = static_cast<Index>(tokens.size());
    batch.tokens = tokens;
    batch.labels.assign(tokens.size(), -1);
    for (std::size_t i = 0; i + 1 < tokens.size(); ++i)
        batch.labels[i] = tokens[i + 1];
    batch.parts = parts.empty() ? std::vector<PredictionPart>(tokens.size(), PredictionPart::Neither)
                                : std::move(parts);
    return batch;
}

InductionTask::InductionTask(InductionTaskConfig config) : config_(std::move(config))
{
    if (config_.vocabulary < 1)
        throw ShapeError("vocabulary: expected at least 1 token");
    if (config_.repeat < 1)
        throw ShapeError("repeat: expected at least 1 token");
    if (config_.corpus.empty() && config_.repeat > config_.vocabulary)
        throw ShapeError("repeat: expected at most the vocabulary's " + std::to_string(config_.vocabulary)
                         + " tokens (the tokens of a copy are distinct), got " + std::to_string(config_.repeat));
    if (config_.minimumRepeat != 0 && config_.corpus.empty()
        && (config_.minimumRepeat < std::max<Index>(1, 2 * config_.repeat - config_.vocabulary)
            || config_.minimumRepeat > config_.repeat))
        throw ShapeError("minimumRepeat: expected 0 (every copy has R tokens) or "
                         + std::to_string(std::max<Index>(1, 2 * config_.repeat - config_.vocabulary)) + " to "
                         + std::to_string(config_.repeat) + " (2R − r tokens are distinct), got "
                         + std::to_string(config_.minimumRepeat));
    if (!config_.corpus.empty()) {
        if (static_cast<Index>(config_.corpus.size()) < 2 * config_.repeat)
            throw ShapeError("corpus: expected at least 2 × repeat = " + std::to_string(2 * config_.repeat)
                             + " tokens, got " + std::to_string(config_.corpus.size()));
        for (std::size_t i = 0; i < config_.corpus.size(); ++i)
            if (config_.corpus[i] < 0 || config_.corpus[i] >= config_.vocabulary)
                throw ShapeError("corpus[" + std::to_string(i) + "]: expected an id in [0, "
                                 + std::to_string(config_.vocabulary) + ")");
    }
    for (Index r = 0; r <= config_.repeat; ++r)
        partsByRepeat_.push_back(parts(r));
}

Index InductionTask::length() const
{
    return 2 * config_.repeat + offset();
}

Index InductionTask::modelVocabulary() const
{
    return config_.vocabulary + offset();
}

int InductionTask::beginToken() const
{
    return config_.beginToken ? static_cast<int>(config_.vocabulary) : -1;
}

Index InductionTask::minimumRepeat() const
{
    return config_.minimumRepeat > 0 && config_.corpus.empty() ? config_.minimumRepeat : config_.repeat;
}

std::vector<PredictionPart> InductionTask::parts(Index r) const
{
    const Index s = offset(), u = 2 * (config_.repeat - r);
    std::vector<PredictionPart> parts(static_cast<std::size_t>(length()), PredictionPart::Neither);
    for (Index i = 0; i < length(); ++i) {
        if (i + 1 >= std::max<Index>(s, 1) && i + 1 <= s + u + r - 1)
            parts[static_cast<std::size_t>(i)] = PredictionPart::FirstHalf;
        else if (i >= s + u + r && i <= s + u + 2 * r - 2)
            parts[static_cast<std::size_t>(i)] = PredictionPart::RepeatedHalf;
    }
    return parts;
}

template <typename Engine>
void InductionTask::fill(Engine &engine, int *row, PredictionPart *parts, Index r,
                         std::vector<int> &pool) const
{
    const Index s = offset(), big = config_.repeat, u = 2 * (big - r);
    if (s > 0)
        row[0] = beginToken();
    if (config_.corpus.empty()) {
        // The first u + r steps of a Fisher–Yates shuffle: u + r distinct ids, uniformly.
        pool.resize(static_cast<std::size_t>(config_.vocabulary));
        std::iota(pool.begin(), pool.end(), 0);
        for (Index k = 0; k < u + r; ++k) {
            const auto j = static_cast<std::size_t>(k)
                + uniformBelow(engine, static_cast<std::uint64_t>(config_.vocabulary - k));
            std::swap(pool[static_cast<std::size_t>(k)], pool[j]);
        }
        for (Index k = 0; k < u; ++k)
            row[s + k] = pool[static_cast<std::size_t>(k)];
        for (Index k = 0; k < r; ++k)
            row[s + u + k] = row[s + u + r + k] = pool[static_cast<std::size_t>(u + k)];
    } else {
        const auto windows = static_cast<std::uint64_t>(config_.corpus.size()) - static_cast<std::uint64_t>(2 * big) + 1;
        const std::size_t start = uniformBelow(engine, windows);
        for (Index k = 0; k < 2 * big; ++k)
            row[s + k] = config_.corpus[start + static_cast<std::size_t>(k)];
    }
    const std::vector<PredictionPart> &p = partsByRepeat_[static_cast<std::size_t>(r)];
    std::copy(p.begin(), p.end(), parts);
}

TokenBatch InductionTask::sequence(std::uint64_t seed, Index repeat) const
{
    const Index r = repeat > 0 ? repeat : config_.repeat;
    if (r < minimumRepeat() || r > config_.repeat)
        throw ShapeError("repeat: expected " + std::to_string(minimumRepeat()) + " to "
                         + std::to_string(config_.repeat) + ", got " + std::to_string(r));
    std::mt19937_64 engine(mix(seed));
    std::vector<int> tokens(static_cast<std::size_t>(length())), pool;
    std::vector<PredictionPart> parts(tokens.size());
    fill(engine, tokens.data(), parts.data(), r, pool);
    return TokenBatch::single(tokens, parts);
}

TokenBatch InductionTask::batch(Index sequences, std::uint64_t seed) const
{
    TokenBatch batch;
    fillBatch(batch, sequences, seed);
    return batch;
}

void InductionTask::fillBatch(TokenBatch &batch, Index sequences, std::uint64_t seed) const
{
    if (sequences < 1)
        throw ShapeError("batch: expected at least 1 sequence");
    std::mt19937_64 engine(mix(seed));
    const Index t = length(), low = minimumRepeat();
    batch.sequences = sequences;
    batch.length = t;
    batch.tokens.resize(static_cast<std::size_t>(sequences * t));
    batch.labels.assign(batch.tokens.size(), -1);
    batch.parts.resize(batch.tokens.size());
    thread_local std::vector<int> pool;
    for (Index b = 0; b < sequences; ++b) {
        const Index r = low == config_.repeat
            ? low : low + static_cast<Index>(uniformBelow(engine, static_cast<std::uint64_t>(config_.repeat - low + 1)));
        int *row = batch.tokens.data() + b * t;
        fill(engine, row, batch.parts.data() + b * t, r, pool);
        for (Index i = 0; i + 1 < t; ++i)
            batch.labels[static_cast<std::size_t>(b * t + i)] = row[i + 1];
    }
}

std::uint64_t InductionTask::stepSeed(std::uint64_t seed, std::int64_t step)
{
    return mix(mix(seed) ^ static_cast<std::uint64_t>(step));
}

} // namespace atlas
