// TokenSampler: the sampling distribution softmax(z/τₛ) over the top k logits, greedy
// argmax, draws that follow the distribution and repeat with the seed, and refusals.
#include <atlas/nexttokendistribution.h>
#include <atlas/tokensampler.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace atlas;
using enginetest::cat;

namespace {

RowVector<double> logits(std::initializer_list<double> values)
{
    RowVector<double> z(static_cast<Index>(values.size()));
    Index i = 0;
    for (double v : values)
        z(i++) = v;
    return z;
}


} // namespace

class TestTokenSampler : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void temperatureSharpensAndFlattens();
    void topKKeepsTheLargest();
    void greedyIsTheLimit();
    void drawsFollowTheDistribution();
    void seedsRepeat();
    void refusals();
};

void TestTokenSampler::temperatureSharpensAndFlattens()
{
    const RowVector<double> z = logits({1.0, 2.0, 0.5, -1.0});
    for (double tau : {0.25, 1.0, 3.0}) {
        const RowVector<double> p = TokenSampler::distribution(z, tau);
        // The same function the mechanism chapter's next-token demo computes.
        QVERIFY(enginetest::relativeError(p, NextTokenDistribution::probabilities(z, tau)) <= 1e-15);
        QVERIFY(std::abs(p.sum() - 1) <= 1e-15);
        for (Index j = 0; j < 4; ++j)
            QVERIFY(std::abs(p(j) / p(1) - std::exp((z(j) - z(1)) / tau)) <= 1e-14);
    }
    QVERIFY(TokenSampler::distribution(z, 0.25)(1) > TokenSampler::distribution(z, 1.0)(1));
    QVERIFY(TokenSampler::distribution(z, 3.0)(1) < TokenSampler::distribution(z, 1.0)(1));
}

void TestTokenSampler::topKKeepsTheLargest()
{
    const RowVector<double> z = logits({0.3, 2.0, -1.0, 2.0, 1.5});
    const RowVector<double> p = TokenSampler::distribution(z, 1.0, 2);
    // The two largest are entries 1 and 3 (equal), renormalised; every other entry is 0.
    QCOMPARE(p(0), 0.0);
    QCOMPARE(p(2), 0.0);
    QCOMPARE(p(4), 0.0);
    QCOMPARE(p(1), 0.5);
    QCOMPARE(p(3), 0.5);
    // Ties at the boundary: lower index first.
    const RowVector<double> tie = TokenSampler::distribution(z, 1.0, 1);
    QCOMPARE(tie(1), 1.0);
    QCOMPARE(tie(3), 0.0);
    const RowVector<double> three = TokenSampler::distribution(z, 0.7, 3);
    QCOMPARE(three(0), 0.0);
    QVERIFY(three(4) > 0 && std::abs(three.sum() - 1) <= 1e-15);
    // k = 0 and k ≥ V keep every entry.
    QVERIFY(enginetest::bitIdentical(TokenSampler::distribution(z, 1.0, 0), TokenSampler::distribution(z, 1.0, 5)));
    QVERIFY(enginetest::bitIdentical(TokenSampler::distribution(z, 1.0, 0), TokenSampler::distribution(z, 1.0, 99)));
}

void TestTokenSampler::greedyIsTheLimit()
{
    const RowVector<double> z = logits({0.3, 2.0, -1.0, 2.0, 1.5});
    QCOMPARE(TokenSampler::greedy(z), Index(1)); // the first of the equal maxima
    QCOMPARE(TokenSampler::greedy(logits({-5.0})), Index(0));
    const RowVector<double> cold = TokenSampler::distribution(logits({0.3, 2.0, 1.9}), 1e-3);
    QCOMPARE(cold(1), 1.0); // 1 + e^−100 rounds to 1
    QVERIFY(cold(2) > 0 && cold(2) < 1e-40);
}

void TestTokenSampler::drawsFollowTheDistribution()
{
    // 200 000 seeded draws: each frequency within 5 standard errors of its probability.
    const RowVector<double> z = logits({0.0, 1.0, -0.5, 2.0, 0.7});
    const RowVector<double> p = TokenSampler::distribution(z, 1.2, 4);
    TokenSampler sampler(2024);
    std::vector<int> counts(5, 0);
    const int n = 200000;
    for (int i = 0; i < n; ++i)
        ++counts[std::size_t(sampler.sample(z, 1.2, 4))];
    QCOMPARE(counts[2], 0); // outside the top 4
    for (Index j = 0; j < 5; ++j) {
        const double frequency = double(counts[std::size_t(j)]) / n;
        const double error = std::sqrt(p(j) * (1 - p(j)) / n);
        QVERIFY2(std::abs(frequency - p(j)) <= 5 * error + 1e-12, cat("token ", j, ": ", frequency, " vs ", p(j)).c_str());
    }
}

void TestTokenSampler::seedsRepeat()
{
    const RowVector<double> z = logits({0.1, 0.2, 0.3, 0.4});
    auto draws = [&](std::uint64_t seed) {
        TokenSampler sampler(seed);
        std::vector<Index> out;
        for (int i = 0; i < 50; ++i)
            out.push_back(sampler.sample(z, 1.0));
        return out;
    };
    QCOMPARE(draws(1), draws(1));
    QVERIFY(draws(1) != draws(2));
}

void TestTokenSampler::refusals()
{
    const RowVector<double> z = logits({0.1, 0.2});
    QCOMPARE(enginetest::refusedField([&] { TokenSampler::distribution(RowVector<double>(), 1.0); }), std::string("logits"));
    QCOMPARE(enginetest::refusedField([&] { TokenSampler::distribution(logits({0.1, std::nan("")}), 1.0); }), std::string("logits"));
    QCOMPARE(enginetest::refusedField([&] { TokenSampler::greedy(logits({std::numeric_limits<double>::infinity()})); }), std::string("logits"));
    for (double tau : {0.0, -1.0, std::numeric_limits<double>::infinity(), std::nan("")})
        QCOMPARE(enginetest::refusedField([&] { TokenSampler::distribution(z, tau); }), std::string("temperature"));
    QCOMPARE(enginetest::refusedField([&] { TokenSampler::distribution(z, 1.0, -1); }), std::string("topK"));
    TokenSampler sampler(1);
    QCOMPARE(enginetest::refusedField([&] { sampler.draw(logits({0.0, 0.0})); }), std::string("probabilities"));
    QCOMPARE(enginetest::refusedField([&] { sampler.draw(logits({0.5, -0.1})); }), std::string("probabilities"));
}

ATLAS_TEST_APPLESS_MAIN(TestTokenSampler)
#include "tst_tokensampler.moc"
