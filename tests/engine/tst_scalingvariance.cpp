// ScalingVarianceExperiment: Var(q·k) = dₖ under the textbook assumptions and 1 after the
// 1/√dₖ scaling, both within 5 standard errors; σ⁴dₖ(1 + ρ²(dₖ − 1)) when the assumptions
// are broken; the standard error √((2dₖ² + 6dₖ)/n) as the spread of the measurement across
// seeds; a non-zero mean widening each product to 1 + 2μ²; determinism, histograms and
// softmax saturation.
#include <atlas/normalsampler.h>
#include <atlas/scalingvariance.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <vector>

using namespace atlas;
using enginetest::cat;

namespace {

void expectSameHistogram(const Histogram &a, const Histogram &b)
{
    QVERIFY(a.edges == b.edges);
    QVERIFY(a.counts == b.counts);
    QCOMPARE(a.below, b.below);
    QCOMPARE(a.above, b.above);
}

Index total(const Histogram &h)
{
    Index n = h.below + h.above;
    for (Index c : h.counts)
        n += c;
    return n;
}

} // namespace

class TestScalingVariance : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void varianceIsDkAndScaledVarianceIsOne_data();
    void varianceIsDkAndScaledVarianceIsOne();
    void standardErrorIsTheSpreadAcrossSeeds();
    void nonZeroMeanWidensEachProduct();
    void brokenAssumptionsFollowThePrediction_data();
    void brokenAssumptionsFollowThePrediction();
    void sameSeedSameResult();
    void differentSeedsDiffer();
    void histogramsCountEverySample();
    void histogramBinsByEdges();
    void histogramRejectsBadInput();
    void unscaledSoftmaxSaturatesAsDkGrows();
    void rejectsInvalidConfigs_data();
    void rejectsInvalidConfigs();
    void predictedVarianceFormula();
    void progressRisesToOneAndChangesNothing();
    void cancellingStopsEarly_data();
    void cancellingStopsEarly();
};

void TestScalingVariance::varianceIsDkAndScaledVarianceIsOne_data()
{
    QTest::addColumn<int>("dk");
    for (int dk : {1, 4, 16, 64, 256, 1024})
        QTest::addRow("dk = %d", dk) << dk;
}

void TestScalingVariance::varianceIsDkAndScaledVarianceIsOne()
{
    QFETCH(int, dk);
    VarianceConfig config;
    config.dk = dk;
    config.samples = 10000;
    config.seed = 20240 + std::uint64_t(dk);
    const VarianceResult r = ScalingVarianceExperiment::run(config);
    const double n = double(config.samples), d = double(dk);
    // The standard error of a sample variance of Gaussian dot products, E[s⁴] = 3d² + 6d.
    const double se = std::sqrt((2 * d * d + 6 * d) / n);
    QVERIFY2(std::abs(r.varianceStandardError - se) <= 1e-15 * se,
             cat(r.varianceStandardError, " vs ", se).c_str());
    QCOMPARE(r.assumedVariance, d);
    QCOMPARE(r.predictedVariance, d);
    // Five standard errors: a correct engine fails this with probability below 1e-6.
    QVERIFY2(std::abs(r.variance - d) <= 5 * se,
             cat("Var(q·k) = ", r.variance, ", expected ", d, " ± 5·", se).c_str());
    QVERIFY2(std::abs(r.scaledVariance - 1) <= 5 * se / d,
             cat("Var(q·k/√dk) = ", r.scaledVariance, ", expected 1 ± 5·", se / d).c_str());
    // Means: s has standard deviation √d, so its sample mean has standard error √(d/n).
    QVERIFY2(std::abs(r.mean) <= 5 * std::sqrt(d / n), cat("mean ", r.mean).c_str());
    QVERIFY2(std::abs(r.scaledMean) <= 5 / std::sqrt(n), cat("scaled mean ", r.scaledMean).c_str());
    // The scaled series is the unscaled one divided by √d, sample by sample.
    QVERIFY2(std::abs(r.scaledVariance - r.variance / d) <= 1e-12 * r.scaledVariance,
             cat(r.scaledVariance, " vs ", r.variance / d).c_str());
    QVERIFY(!r.unscaledSaturation && !r.scaledSaturation); // keys = 0
}

void TestScalingVariance::standardErrorIsTheSpreadAcrossSeeds()
{
    // For Gaussian coordinates the measured variance scatters across seeds with the standard
    // deviation √((2dₖ² + 6dₖ)/n) the lab prints. 400 seeds estimate that spread to about
    // 1/√(2·399) ≈ 3.5 %; allowed: 20 % (more than 5 of those).
    constexpr int seeds = 400;
    VarianceConfig config;
    config.dk = 4;
    config.samples = 500;
    std::vector<double> measured;
    for (int seed = 1; seed <= seeds; ++seed) {
        config.seed = std::uint64_t(seed);
        measured.push_back(ScalingVarianceExperiment::run(config).variance);
    }
    double mean = 0;
    for (double v : measured)
        mean += v / seeds;
    double spread = 0;
    for (double v : measured)
        spread += (v - mean) * (v - mean) / (seeds - 1);
    spread = std::sqrt(spread);
    const double se = std::sqrt((2.0 * 16 + 6.0 * 4) / 500);
    QVERIFY2(std::abs(spread - se) <= 0.2 * se, cat("spread across seeds ", spread, ", standard error ", se).c_str());
}

void TestScalingVariance::nonZeroMeanWidensEachProduct()
{
    // q, k ~ N(μ, 1) independent: Var(qk) = E[q²]E[k²] − (E[q]E[k])² = (1 + μ²)² − μ⁴ = 1 + 2μ².
    // With μ = 1: 3, where the zero-mean argument says 1. 200 000 products; each has fourth
    // moment E[q⁴]² = 10² = 100, so the sample variance's standard error is below 0.025.
    NormalSampler sampler(7);
    constexpr int n = 200000;
    const double mu = 1;
    double sum = 0, sumSquares = 0;
    for (int i = 0; i < n; ++i) {
        const double product = (sampler.next() + mu) * (sampler.next() + mu);
        sum += product;
        sumSquares += product * product;
    }
    const double variance = (sumSquares - sum * sum / n) / (n - 1);
    QVERIFY2(std::abs(variance - (1 + 2 * mu * mu)) <= 0.125, cat("Var(qk) = ", variance, ", expected 3").c_str());
}

void TestScalingVariance::brokenAssumptionsFollowThePrediction_data()
{
    QTest::addColumn<int>("dk");
    QTest::addColumn<double>("sigma");
    QTest::addColumn<double>("rho");
    QTest::newRow("sigma 2") << 16 << 2.0 << 0.0;
    QTest::newRow("rho 0.5") << 64 << 1.0 << 0.5;
    QTest::newRow("sigma 0.5, rho 0.2") << 32 << 0.5 << 0.2;
    QTest::newRow("sigma 1.5, rho 0.05") << 128 << 1.5 << 0.05;
}

void TestScalingVariance::brokenAssumptionsFollowThePrediction()
{
    QFETCH(int, dk);
    QFETCH(double, sigma);
    QFETCH(double, rho);
    VarianceConfig config;
    config.dk = dk;
    config.samples = 20000;
    config.seed = 99;
    config.coordinateStd = sigma;
    config.correlation = rho;
    const VarianceResult r = ScalingVarianceExperiment::run(config);
    const double d = double(dk), n = double(config.samples);
    const double predicted = std::pow(sigma, 4) * d * (1 + rho * rho * (d - 1));
    QVERIFY2(std::abs(r.predictedVariance - predicted) <= 1e-12 * predicted,
             cat(r.predictedVariance, " vs ", predicted).c_str());
    QCOMPARE(r.assumedVariance, d);

    // Standard error for this case. With q, k ~ N(0, Σ) independent, s = q·k given k is
    // N(0, kᵀΣk), so E[s⁴] = 3E[(kᵀΣk)²] = 3((tr Σ²)² + 2 tr Σ⁴) and
    //     Var(s²) = 2(tr Σ²)² + 6 tr Σ⁴   (2d² + 6d when Σ = I).
    // Σ = σ²((1 − ρ)I + ρ11ᵀ) has eigenvalues σ²(1 − ρ + ρd) once and σ²(1 − ρ) d − 1 times.
    const double big = sigma * sigma * (1 - rho + rho * d), small = sigma * sigma * (1 - rho);
    const double tr2 = big * big + (d - 1) * small * small;
    const double tr4 = std::pow(big, 4) + (d - 1) * std::pow(small, 4);
    QVERIFY2(std::abs(tr2 - predicted) <= 1e-12 * predicted, "tr Σ² is the predicted variance");
    const double se = std::sqrt((2 * tr2 * tr2 + 6 * tr4) / n);
    QVERIFY2(std::abs(r.variance - predicted) <= 5 * se,
             cat("Var(q·k) = ", r.variance, ", predicted ", predicted, " ± 5·", se).c_str());
    // …and clearly not dₖ: the √dₖ argument no longer holds.
    QVERIFY2(std::abs(r.variance - d) > 5 * se,
             cat("Var(q·k) = ", r.variance, " is within 5·", se, " of dk").c_str());
    QVERIFY2(std::abs(r.scaledVariance - 1) > 5 * se / d,
             cat("scaled variance ", r.scaledVariance, " still looks like 1").c_str());
}

void TestScalingVariance::sameSeedSameResult()
{
    VarianceConfig config;
    config.dk = 24;
    config.samples = 3000;
    config.seed = 5;
    config.keys = 8;
    config.correlation = 0.3;
    const VarianceResult a = ScalingVarianceExperiment::run(config);
    const VarianceResult b = ScalingVarianceExperiment::run(config);
    QCOMPARE(a.mean, b.mean);
    QCOMPARE(a.variance, b.variance);
    QCOMPARE(a.scaledMean, b.scaledMean);
    QCOMPARE(a.scaledVariance, b.scaledVariance);
    expectSameHistogram(a.unscaled, b.unscaled);
    expectSameHistogram(a.scaled, b.scaled);
    QVERIFY(a.unscaledSaturation && b.unscaledSaturation);
    QCOMPARE(a.unscaledSaturation->meanMaxProbability, b.unscaledSaturation->meanMaxProbability);
    QCOMPARE(a.unscaledSaturation->meanEntropy, b.unscaledSaturation->meanEntropy);
    QCOMPARE(a.scaledSaturation->meanMaxProbability, b.scaledSaturation->meanMaxProbability);
    QCOMPARE(a.scaledSaturation->meanEntropy, b.scaledSaturation->meanEntropy);
}

void TestScalingVariance::differentSeedsDiffer()
{
    VarianceConfig config;
    config.dk = 24;
    config.samples = 3000;
    config.keys = 8;
    config.seed = 5;
    const VarianceResult a = ScalingVarianceExperiment::run(config);
    config.seed = 6;
    const VarianceResult b = ScalingVarianceExperiment::run(config);
    QVERIFY(a.mean != b.mean);
    QVERIFY(a.variance != b.variance);
    QVERIFY(a.unscaled.counts != b.unscaled.counts);
    QVERIFY(a.unscaledSaturation->meanMaxProbability != b.unscaledSaturation->meanMaxProbability);
}

void TestScalingVariance::histogramsCountEverySample()
{
    for (Index dk : {1, 9, 100}) {
        VarianceConfig config;
        config.dk = dk;
        config.samples = 5000;
        config.bins = 17;
        const VarianceResult r = ScalingVarianceExperiment::run(config);
        for (const Histogram *h : {&r.unscaled, &r.scaled}) {
            QCOMPARE(total(*h), config.samples);
            QCOMPARE(h->counts.size(), std::size_t(17));
            QCOMPARE(h->edges.size(), std::size_t(18));
            for (std::size_t i = 1; i < h->edges.size(); ++i)
                QVERIFY(h->edges[i] > h->edges[i - 1]);
        }
        QVERIFY(r.unscaled.edges == r.scaled.edges); // shared so they overlay
    }
}

void TestScalingVariance::histogramBinsByEdges()
{
    // [0, 4) in 4 bins of width 1; a value on an inner edge opens the next bin, the top edge
    // belongs to the last bin, values outside go below/above.
    const Histogram h = ScalingVarianceExperiment::histogram(
        {-0.5, 0.0, 0.2, 1.0, 1.5, 2.999, 3.0, 4.0, 4.0001, -1e300, 1e300,
         -std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity()},
        0.0, 4.0, 4);
    QVERIFY(h.edges == (std::vector<double>{0, 1, 2, 3, 4}));
    QVERIFY(h.counts == (std::vector<Index>{2, 2, 1, 2}));
    QCOMPARE(h.below, Index(3));
    QCOMPARE(h.above, Index(3));
}

void TestScalingVariance::histogramRejectsBadInput()
{
    constexpr double notANumber = std::numeric_limits<double>::quiet_NaN();
    constexpr double infinity = std::numeric_limits<double>::infinity();
    QVERIFY_THROWS_EXCEPTION(ShapeError, ScalingVarianceExperiment::histogram({1.0}, 0, 1, 0));
    QVERIFY_THROWS_EXCEPTION(ShapeError, ScalingVarianceExperiment::histogram({1.0}, 1, 1, 3));
    QVERIFY_THROWS_EXCEPTION(ShapeError, ScalingVarianceExperiment::histogram({1.0}, 2, 1, 3));
    // A NaN is neither inside nor outside the range; it must not be binned.
    QVERIFY_THROWS_EXCEPTION(ShapeError, ScalingVarianceExperiment::histogram({0.5, notANumber}, 0, 1, 3));
    // An infinite range has no finite bin width.
    QVERIFY_THROWS_EXCEPTION(ShapeError, ScalingVarianceExperiment::histogram({0.5}, -infinity, 1, 3));
    QVERIFY_THROWS_EXCEPTION(ShapeError, ScalingVarianceExperiment::histogram({0.5}, 0, infinity, 3));
    QVERIFY_THROWS_EXCEPTION(ShapeError, ScalingVarianceExperiment::histogram({0.5}, notANumber, 1, 3));
}

void TestScalingVariance::unscaledSoftmaxSaturatesAsDkGrows()
{
    // Over T = 16 keys, unscaled scores spread like √dₖ: the largest probability climbs
    // toward 1 and the entropy falls, while the scaled scores keep their spread.
    const Index keys = 16;
    double previousMax = 0, previousEntropy = std::log(double(keys)) + 1;
    for (Index dk : {1, 4, 16, 64, 256}) {
        VarianceConfig config;
        config.dk = dk;
        config.samples = 2000;
        config.keys = keys;
        config.seed = 3;
        const VarianceResult r = ScalingVarianceExperiment::run(config);
        QVERIFY(r.unscaledSaturation && r.scaledSaturation);
        const SaturationStatistics &u = *r.unscaledSaturation, &s = *r.scaledSaturation;
        const std::string where = cat("dk = ", dk, ": unscaled max p ", u.meanMaxProbability,
                                      ", entropy ", u.meanEntropy, "; scaled max p ",
                                      s.meanMaxProbability, ", entropy ", s.meanEntropy);
        QCOMPARE(r.uniformEntropy, std::log(double(keys)));
        for (const SaturationStatistics *x : {&u, &s}) {
            QVERIFY2(x->meanMaxProbability >= 1.0 / double(keys) && x->meanMaxProbability <= 1,
                     where.c_str());
            QVERIFY2(x->meanEntropy >= 0 && x->meanEntropy <= r.uniformEntropy, where.c_str());
        }
        QVERIFY2(u.meanMaxProbability > previousMax, where.c_str());
        QVERIFY2(u.meanEntropy < previousEntropy, where.c_str());
        if (dk >= 16)
            QVERIFY2(u.meanMaxProbability > s.meanMaxProbability + 0.1, where.c_str());
        if (dk == 256)
            QVERIFY2(u.meanMaxProbability > 0.8, where.c_str());
        previousMax = u.meanMaxProbability;
        previousEntropy = u.meanEntropy;
    }
}

void TestScalingVariance::rejectsInvalidConfigs_data()
{
    QTest::addColumn<int>("field");
    QTest::addColumn<double>("value");
    const double notANumber = std::numeric_limits<double>::quiet_NaN();
    const double infinity = std::numeric_limits<double>::infinity();
    QTest::newRow("dk 0") << 0 << 0.0;
    QTest::newRow("samples 1") << 1 << 1.0;
    QTest::newRow("keys -1") << 2 << -1.0;
    QTest::newRow("bins 0") << 3 << 0.0;
    QTest::newRow("sigma 0") << 4 << 0.0;
    QTest::newRow("sigma -1") << 4 << -1.0;
    QTest::newRow("sigma NaN") << 4 << notANumber;
    QTest::newRow("sigma infinity") << 4 << infinity;
    QTest::newRow("rho -0.1") << 5 << -0.1;
    QTest::newRow("rho 1") << 5 << 1.0;
    QTest::newRow("rho NaN") << 5 << notANumber;
}

void TestScalingVariance::rejectsInvalidConfigs()
{
    QFETCH(int, field);
    QFETCH(double, value);
    VarianceConfig config;
    config.samples = 10;
    switch (field) {
    case 0: config.dk = Index(value); break;
    case 1: config.samples = Index(value); break;
    case 2: config.keys = Index(value); break;
    case 3: config.bins = Index(value); break;
    case 4: config.coordinateStd = value; break;
    case 5: config.correlation = value; break;
    }
    QVERIFY_THROWS_EXCEPTION(ShapeError, ScalingVarianceExperiment::run(config));
}

void TestScalingVariance::predictedVarianceFormula()
{
    QCOMPARE(ScalingVarianceExperiment::predictedVariance(64, 1, 0), 64.0);
    QCOMPARE(ScalingVarianceExperiment::predictedVariance(64, 2, 0), 1024.0);      // σ⁴ = 16
    QCOMPARE(ScalingVarianceExperiment::predictedVariance(64, 1, 0.5), 1072.0);    // 64 · (1 + 63/4)
    QCOMPARE(ScalingVarianceExperiment::predictedVariance(1, 3, 0.9), 81.0);       // one coordinate: σ⁴
    VarianceConfig config;
    config.dk = 12;
    config.samples = 10;
    config.coordinateStd = 1.5;
    config.correlation = 0.3;
    QCOMPARE(ScalingVarianceExperiment::run(config).predictedVariance,
             ScalingVarianceExperiment::predictedVariance(12, 1.5, 0.3));
    QVERIFY_THROWS_EXCEPTION(ShapeError, ScalingVarianceExperiment::predictedVariance(0, 1, 0));
    QVERIFY_THROWS_EXCEPTION(ShapeError, ScalingVarianceExperiment::predictedVariance(4, 0, 0));
    QVERIFY_THROWS_EXCEPTION(ShapeError, ScalingVarianceExperiment::predictedVariance(4, 1, 1));
}

void TestScalingVariance::progressRisesToOneAndChangesNothing()
{
    VarianceConfig config;
    config.dk = 32;
    config.samples = 3000;
    config.keys = 8;
    config.seed = 5;
    const VarianceResult plain = ScalingVarianceExperiment::run(config);
    std::vector<double> fractions;
    config.progress = [&fractions](double fraction) {
        fractions.push_back(fraction);
        return true;
    };
    const VarianceResult watched = ScalingVarianceExperiment::run(config);
    QVERIFY(!watched.cancelled);
    QVERIFY(!plain.cancelled);
    // Watching the run does not change what it draws.
    QCOMPARE(watched.variance, plain.variance);
    QCOMPARE(watched.scaledSaturation->meanEntropy, plain.scaledSaturation->meanEntropy);
    // 3000 samples in steps of 256, twice (variance, saturation), then the final 1.
    QVERIFY2(fractions.size() >= 20, cat(fractions.size(), " reports").c_str());
    QCOMPARE(fractions.front(), 0.0);
    QCOMPARE(fractions.back(), 1.0);
    for (std::size_t i = 1; i < fractions.size(); ++i)
        QVERIFY2(fractions[i] >= fractions[i - 1], cat("report ", i, ": ", fractions[i], " after ", fractions[i - 1]).c_str());
}

void TestScalingVariance::cancellingStopsEarly_data()
{
    QTest::addColumn<int>("allowedReports");
    QTest::newRow("before the first sample") << 0;
    QTest::newRow("during the variance samples") << 3;
    QTest::newRow("during the saturation samples") << 30;
}

void TestScalingVariance::cancellingStopsEarly()
{
    QFETCH(int, allowedReports);
    VarianceConfig config;
    config.dk = 16;
    config.samples = 5000;
    config.keys = 4;
    int reports = 0;
    config.progress = [&reports, allowedReports](double) { return reports++ < allowedReports; };
    const VarianceResult r = ScalingVarianceExperiment::run(config);
    QVERIFY(r.cancelled);
    // It stopped at the first report that said no.
    QCOMPARE(reports, allowedReports + 1);
}

ATLAS_TEST_APPLESS_MAIN(TestScalingVariance)
#include "tst_scalingvariance.moc"
