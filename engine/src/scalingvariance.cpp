#include "atlas/scalingvariance.h"

#include "atlas/normalsampler.h"

#include <algorithm>
#include <cmath>

namespace atlas {

namespace {

// Welford's running mean and variance: stable for large n.
class RunningMoments {
public:
    void add(double x)
    {
        ++n_;
        const double delta = x - mean_;
        mean_ += delta / static_cast<double>(n_);
        m2_ += delta * (x - mean_);
    }
    double mean() const { return mean_; }
    double variance() const { return n_ > 1 ? m2_ / static_cast<double>(n_ - 1) : 0.0; }

private:
    Index n_ = 0;
    double mean_ = 0, m2_ = 0;
};

class CoordinateSampler {
public:
    CoordinateSampler(std::uint64_t seed, double std, double correlation)
        : normal_(seed), std_(std), shared_(std::sqrt(correlation)),
          own_(std::sqrt(1.0 - correlation))
    {
    }

    void fill(std::vector<double> &vector)
    {
        const double common = shared_ > 0 ? normal_.next() : 0.0;
        for (double &x : vector)
            x = std_ * (shared_ * common + own_ * normal_.next());
    }

private:
    NormalSampler normal_;
    double std_, shared_, own_;
};

double dot(const std::vector<double> &a, const std::vector<double> &b)
{
    double sum = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
        sum += a[i] * b[i];
    return sum;
}

// Softmax of `scores` (finite): its largest probability and its entropy in nats, with one
// exponential per score. With m = max s, Z = Σⱼ e^(sⱼ − m) and pⱼ = e^(sⱼ − m)/Z,
//     max p = 1/Z,   H = −Σⱼ pⱼ ln pⱼ = ln Z − Σⱼ pⱼ (sⱼ − m),
// both terms ≥ 0 (Z ≥ 1, sⱼ − m ≤ 0), so rounding never makes H negative.
void softmaxSummary(const std::vector<double> &scores, double &maxProbability, double &entropy)
{
    const double maximum = *std::max_element(scores.begin(), scores.end());
    double sum = 0, weighted = 0;
    for (double s : scores) {
        const double e = std::exp(s - maximum);
        sum += e;
        weighted += e * (s - maximum);
    }
    maxProbability = 1.0 / sum;
    entropy = std::log(sum) - weighted / sum;
}

} // namespace

Histogram ScalingVarianceExperiment::histogram(const std::vector<double> &values, double low,
                                               double high, Index bins)
{
    if (bins < 1 || !(high > low) || !std::isfinite(high - low))
        throw ShapeError("histogram: expected bins ≥ 1 and finite low < high");
    Histogram h;
    h.counts.assign(static_cast<std::size_t>(bins), 0);
    for (Index b = 0; b <= bins; ++b)
        h.edges.push_back(low + (high - low) * static_cast<double>(b) / static_cast<double>(bins));
    const double width = (high - low) / static_cast<double>(bins);
    for (double x : values) {
        if (std::isnan(x))
            throw ShapeError("histogram: a value is NaN");
        if (x < low) {
            ++h.below;
        } else if (x > high) {
            ++h.above;
        } else {
            const Index bin = std::min<Index>(bins - 1, static_cast<Index>((x - low) / width));
            ++h.counts[static_cast<std::size_t>(bin)];
        }
    }
    return h;
}

double ScalingVarianceExperiment::predictedVariance(Index dk, double coordinateStd, double correlation)
{
    if (dk < 1)
        throw ShapeError("dk: expected an integer ≥ 1");
    if (!(coordinateStd > 0) || !std::isfinite(coordinateStd))
        throw ShapeError("std: expected a finite number > 0");
    if (!(correlation >= 0 && correlation < 1))
        throw ShapeError("correlation: expected a number in [0, 1)");
    const double d = static_cast<double>(dk);
    const double sigma2 = coordinateStd * coordinateStd;
    return sigma2 * sigma2 * d * (1.0 + correlation * correlation * (d - 1.0));
}

double ScalingVarianceExperiment::cost(const VarianceConfig &config)
{
    const double dk = static_cast<double>(std::max<Index>(config.dk, 0));
    const double samples = static_cast<double>(std::max<Index>(config.samples, 0));
    const double keys = static_cast<double>(std::max<Index>(config.keys, 0));
    const double perSample = 4.0 + 2.0 * dk + (keys > 0 ? (keys + 1.0) * dk + 0.5 * keys : 0.0);
    return samples * perSample;
}

VarianceResult ScalingVarianceExperiment::run(const VarianceConfig &config)
{
    if (config.dk < 1)
        throw ShapeError("dk: expected an integer ≥ 1");
    if (config.samples < 2)
        throw ShapeError("samples: expected an integer ≥ 2");
    if (config.keys < 0)
        throw ShapeError("keys: expected an integer ≥ 0");
    if (config.bins < 1)
        throw ShapeError("bins: expected an integer ≥ 1");
    if (!(config.coordinateStd > 0) || !std::isfinite(config.coordinateStd))
        throw ShapeError("std: expected a finite number > 0");
    if (!(config.correlation >= 0 && config.correlation < 1))
        throw ShapeError("correlation: expected a number in [0, 1)");

    const double dk = static_cast<double>(config.dk);
    const double rootDk = std::sqrt(dk);
    // Work is counted in coordinates drawn: 2dₖ per variance sample, (T + 1)dₖ per
    // saturation sample.
    const double varianceWork = 2.0 * static_cast<double>(config.samples);
    const double totalWork = varianceWork
        + static_cast<double>(config.keys + 1) * static_cast<double>(config.keys > 0 ? config.samples : 0);
    constexpr Index reportEvery = 256;
    const auto carryOn = [&](double workDone) {
        return !config.progress || config.progress(std::min(1.0, workDone / totalWork));
    };
    VarianceResult result;
    CoordinateSampler sampler(config.seed, config.coordinateStd, config.correlation);
    std::vector<double> q(static_cast<std::size_t>(config.dk));
    std::vector<double> k(q.size());
    std::vector<double> unscaled, scaled;
    unscaled.reserve(static_cast<std::size_t>(config.samples));
    scaled.reserve(unscaled.capacity());
    RunningMoments raw, normalized;
    for (Index i = 0; i < config.samples; ++i) {
        if (i % reportEvery == 0 && !carryOn(2.0 * static_cast<double>(i))) {
            result.cancelled = true;
            return result;
        }
        sampler.fill(q);
        sampler.fill(k);
        const double s = dot(q, k);
        raw.add(s);
        normalized.add(s / rootDk);
        unscaled.push_back(s);
        scaled.push_back(s / rootDk);
    }

    result.mean = raw.mean();
    result.variance = raw.variance();
    result.scaledMean = normalized.mean();
    result.scaledVariance = normalized.variance();
    result.assumedVariance = dk;
    result.predictedVariance = predictedVariance(config.dk, config.coordinateStd, config.correlation);
    result.varianceStandardError
        = std::sqrt((2.0 * dk * dk + 6.0 * dk) / static_cast<double>(config.samples));

    // Shared range: four standard deviations of the wider (unscaled) distribution, never
    // narrower than the scaled one's.
    const double spread = 4.0 * std::sqrt(std::max({result.variance, result.scaledVariance, 1e-12}));
    result.unscaled = histogram(unscaled, -spread, spread, config.bins);
    result.scaled = histogram(scaled, -spread, spread, config.bins);

    if (config.keys > 0) {
        SaturationStatistics plain, adjusted;
        std::vector<std::vector<double>> keyVectors(static_cast<std::size_t>(config.keys),
                                                    std::vector<double>(q.size()));
        std::vector<double> scores(keyVectors.size()), scaledScores(keyVectors.size());
        for (Index i = 0; i < config.samples; ++i) {
            if (i % reportEvery == 0
                && !carryOn(varianceWork + static_cast<double>(config.keys + 1) * static_cast<double>(i))) {
                result.cancelled = true;
                return result;
            }
            sampler.fill(q);
            for (std::size_t j = 0; j < keyVectors.size(); ++j) {
                sampler.fill(keyVectors[j]);
                scores[j] = dot(q, keyVectors[j]);
                scaledScores[j] = scores[j] / rootDk;
            }
            double maxP = 0, entropy = 0;
            softmaxSummary(scores, maxP, entropy);
            plain.meanMaxProbability += maxP;
            plain.meanEntropy += entropy;
            softmaxSummary(scaledScores, maxP, entropy);
            adjusted.meanMaxProbability += maxP;
            adjusted.meanEntropy += entropy;
        }
        const double n = static_cast<double>(config.samples);
        for (SaturationStatistics *s : {&plain, &adjusted}) {
            s->meanMaxProbability /= n;
            s->meanEntropy /= n;
        }
        result.unscaledSaturation = plain;
        result.scaledSaturation = adjusted;
        result.uniformEntropy = std::log(static_cast<double>(config.keys));
    }
    if (config.progress)
        config.progress(1.0);
    return result;
}

} // namespace atlas
