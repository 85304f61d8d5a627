#include "atlas/tokensampler.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string>
#include <vector>

namespace atlas {

namespace {

void requireLogits(const RowVector<double> &logits)
{
    if (logits.size() == 0)
        throw ShapeError("logits: expected at least one entry");
    if (!logits.allFinite())
        throw ShapeError("logits: expected finite numbers");
}

} // namespace

RowVector<double> TokenSampler::distribution(const RowVector<double> &logits, double temperature,
                                             Index topK)
{
    requireLogits(logits);
    if (!(temperature > 0) || !std::isfinite(temperature))
        throw ShapeError("temperature: expected a finite number > 0");
    if (topK < 0)
        throw ShapeError("topK: expected 0 (keep every entry) or a positive count, got "
                         + std::to_string(topK));
    const Index size = logits.size();
    const Index kept = topK == 0 ? size : std::min(topK, size);
    std::vector<Index> order(static_cast<std::size_t>(size));
    std::iota(order.begin(), order.end(), Index(0));
    std::stable_sort(order.begin(), order.end(),
                     [&](Index a, Index b) { return logits(a) > logits(b); });
    order.resize(static_cast<std::size_t>(kept));
    std::sort(order.begin(), order.end()); // sum in index order
    const double maximum = logits.maxCoeff(); // always among the kept entries
    RowVector<double> p = RowVector<double>::Zero(size);
    double sum = 0;
    for (const Index j : order) {
        p(j) = std::exp((logits(j) - maximum) / temperature);
        sum += p(j);
    }
    return p / sum; // sum ≥ 1: the largest logit contributes exp 0
}

Index TokenSampler::greedy(const RowVector<double> &logits)
{
    requireLogits(logits);
    Index best = 0;
    for (Index j = 1; j < logits.size(); ++j)
        if (logits(j) > logits(best))
            best = j;
    return best;
}

Index TokenSampler::sample(const RowVector<double> &logits, double temperature, Index topK)
{
    return draw(distribution(logits, temperature, topK));
}

Index TokenSampler::draw(const RowVector<double> &probabilities)
{
    if (probabilities.size() == 0 || !probabilities.allFinite() || (probabilities.array() < 0).any())
        throw ShapeError("probabilities: expected finite, non-negative entries");
    const double u = static_cast<double>(engine_() >> 11) * 0x1.0p-53; // [0, 1)
    double cumulative = 0;
    Index last = -1;
    for (Index j = 0; j < probabilities.size(); ++j) {
        if (probabilities(j) <= 0)
            continue;
        last = j;
        cumulative += probabilities(j);
        if (u < cumulative)
            return j;
    }
    if (last < 0)
        throw ShapeError("probabilities: expected at least one positive entry");
    return last;
}

} // namespace atlas
