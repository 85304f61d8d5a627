#include "atlas/nexttokendistribution.h"

#include <cmath>

namespace atlas {

RowVector<double> NextTokenDistribution::logits(const RowVector<double> &hidden,
                                                MatrixRef<double> embeddings)
{
    if (hidden.size() != embeddings.cols())
        throw ShapeError("hidden: expected " + std::to_string(embeddings.cols())
                         + " entries (the embedding width), got " + std::to_string(hidden.size()));
    RowVector<double> z(embeddings.rows());
    for (Index j = 0; j < embeddings.rows(); ++j)
        z(j) = hidden.dot(embeddings.row(j));
    return z;
}

RowVector<double> NextTokenDistribution::probabilities(const RowVector<double> &logits,
                                                       double temperature)
{
    if (!(temperature > 0) || !std::isfinite(temperature))
        throw ShapeError("temperature: expected a finite number > 0");
    if (logits.size() == 0)
        throw ShapeError("logits: expected at least one entry");
    if (!logits.allFinite())
        throw ShapeError("logits: expected finite numbers");
    const double maximum = logits.maxCoeff();
    RowVector<double> p(logits.size());
    for (Index j = 0; j < logits.size(); ++j)
        p(j) = std::exp((logits(j) - maximum) / temperature);
    p /= p.sum(); // ≥ 1: the largest logit contributes exp(0)
    return p;
}

} // namespace atlas
