// attention-atlas-cli variance (docs/cli.md): q·k for q, k ~ N(0, 1)^dk has variance dk, and
// q·k/√dk variance 1; with --keys, softmax saturation over T keys with and without the scaling.
// The fields, their consistency, determinism for a seed, the statistics within five standard
// errors, and bad options against the error contract.
#include "clitestsupport.h"
#include "suiteregistry.h"

#include <QTest>

#include <cmath>

using namespace atlas::test;

namespace {

QStringList arguments(const QStringList &options)
{
    return QStringList{QStringLiteral("variance")} + options;
}

QString runVariance(const QStringList &options, QJsonObject &response)
{
    return successContract(runCli(arguments(options)), response);
}

double number(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toDouble(std::nan(""));
}

// A histogram: counts per bin plus the values below and above the edges.
QString checkHistogram(const QJsonObject &h, qsizetype bins, qint64 samples, const QString &what)
{
    const QJsonArray counts = h.value(QLatin1String("counts")).toArray();
    if (counts.size() != bins)
        return QStringLiteral("%1.counts: %2 bins, expected %3").arg(what).arg(counts.size()).arg(bins);
    qint64 total = h.value(QLatin1String("below")).toInteger(-1) + h.value(QLatin1String("above")).toInteger(-1);
    for (const QJsonValue &c : counts) {
        if (c.toInteger(-1) < 0)
            return what + QStringLiteral(".counts: expected non-negative integers");
        total += c.toInteger();
    }
    if (total != samples)
        return QStringLiteral("%1: counts, below and above add up to %2, expected %3 samples").arg(what).arg(total).arg(samples);
    return {};
}

} // namespace

class TestCliVariance : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void fields();
    void saturationFields();
    void deterministicForASeed();
    void varianceIsDk_data();
    void varianceIsDk();
    void saturationWithoutScaling();
    void dkOneScalesNothing();
    void badOptions_data();
    void badOptions();
};

void TestCliVariance::fields()
{
    QJsonObject r;
    ATLAS_VERIFY_OK(runVariance({QStringLiteral("--dk"), QStringLiteral("16"), QStringLiteral("--samples"), QStringLiteral("2000"),
                                 QStringLiteral("--seed"), QStringLiteral("7")}, r));
    ATLAS_VERIFY_OK(noNullOrNonFinite(r));
    QCOMPARE(r.value(QLatin1String("dk")).toInteger(), 16);
    QCOMPARE(r.value(QLatin1String("samples")).toInteger(), 2000);
    for (const char *key : {"mean", "variance", "scaled_variance", "expected_variance", "variance_standard_error"})
        QVERIFY2(r.value(QLatin1String(key)).isDouble(), key);
    ATLAS_COMPARE_EXACT(number(r, "expected_variance"), 16.0);
    QCOMPARE(number(r, "variance_standard_error"), std::sqrt((2.0 * 16 * 16 + 6.0 * 16) / 2000));
    // The scaled scores are the unscaled ones over √dk: their variance over dk.
    QVERIFY(std::fabs(number(r, "scaled_variance") - number(r, "variance") / 16) <= 1e-12 * number(r, "variance"));
    QVERIFY(!r.contains(QLatin1String("saturation"))); // only with --keys

    // Histograms of both, over shared increasing edges, accounting for every sample.
    const QJsonObject histogram = r.value(QLatin1String("histogram")).toObject();
    const QJsonArray edges = histogram.value(QLatin1String("edges")).toArray();
    QVERIFY(edges.size() >= 2);
    for (qsizetype i = 1; i < edges.size(); ++i)
        QVERIFY(edges.at(i).toDouble() > edges.at(i - 1).toDouble());
    ATLAS_VERIFY_OK(checkHistogram(histogram.value(QLatin1String("unscaled")).toObject(), edges.size() - 1, 2000, QStringLiteral("histogram.unscaled")));
    ATLAS_VERIFY_OK(checkHistogram(histogram.value(QLatin1String("scaled")).toObject(), edges.size() - 1, 2000, QStringLiteral("histogram.scaled")));
}

void TestCliVariance::saturationFields()
{
    QJsonObject r;
    ATLAS_VERIFY_OK(runVariance({QStringLiteral("--dk"), QStringLiteral("8"), QStringLiteral("--samples"), QStringLiteral("500"),
                                 QStringLiteral("--keys"), QStringLiteral("10")}, r));
    ATLAS_VERIFY_OK(noNullOrNonFinite(r));
    const QJsonObject s = r.value(QLatin1String("saturation")).toObject();
    QCOMPARE(s.value(QLatin1String("keys")).toInteger(), 10);
    QCOMPARE(number(s, "uniform_entropy"), std::log(10.0));
    for (const char *which : {"unscaled", "scaled"}) {
        const QJsonObject o = s.value(QLatin1String(which)).toObject();
        const double maxP = number(o, "mean_max_probability"), entropy = number(o, "mean_entropy");
        // Between uniform (1/T, ln T) and one-hot (1, 0).
        QVERIFY2(maxP >= 0.1 && maxP <= 1.0, which);
        QVERIFY2(entropy >= 0.0 && entropy <= std::log(10.0), which);
    }
}

void TestCliVariance::deterministicForASeed()
{
    const QStringList options{QStringLiteral("--dk"), QStringLiteral("32"), QStringLiteral("--samples"), QStringLiteral("3000"),
                              QStringLiteral("--keys"), QStringLiteral("4"), QStringLiteral("--seed"), QStringLiteral("12345")};
    const CliResult a = runCli(arguments(options));
    const CliResult b = runCli(arguments(options));
    QJsonObject response;
    ATLAS_VERIFY_OK(successContract(a, response));
    QCOMPARE(a.out, b.out);
    // Another seed draws other numbers (the echoed seed alone must not be the difference).
    QStringList otherSeed = options;
    otherSeed.last() = QStringLiteral("12346");
    QJsonObject other;
    ATLAS_VERIFY_OK(runVariance(otherSeed, other));
    for (const char *key : {"mean", "variance", "scaled_variance"})
        QVERIFY2(number(other, key) != number(response, key), key);
    QVERIFY(other.value(QLatin1String("histogram")) != response.value(QLatin1String("histogram")));
    QVERIFY(other.value(QLatin1String("saturation")) != response.value(QLatin1String("saturation")));
}

void TestCliVariance::varianceIsDk_data()
{
    QTest::addColumn<int>("dk");
    QTest::addColumn<int>("seed");
    for (int dk : {1, 4, 64, 256})
        for (int seed : {1, 2})
            QTest::addRow("dk %d, seed %d", dk, seed) << dk << seed;
}

void TestCliVariance::varianceIsDk()
{
    QFETCH(int, dk);
    QFETCH(int, seed);
    constexpr int samples = 20000;
    QJsonObject r;
    ATLAS_VERIFY_OK(runVariance({QStringLiteral("--dk"), QString::number(dk), QStringLiteral("--samples"), QString::number(samples),
                                 QStringLiteral("--seed"), QString::number(seed)}, r));
    // Under the assumptions Var(q·k) = dk and E[(q·k)⁴] = 3dk² + 6dk, so the sample variance
    // has standard error √((2dk² + 6dk)/n); the mean has standard error √(dk/n).
    const double standardError = std::sqrt((2.0 * dk * dk + 6.0 * dk) / samples);
    QVERIFY(std::fabs(number(r, "variance_standard_error") - standardError) <= 1e-15 * standardError);
    const double variance = number(r, "variance");
    QVERIFY2(std::fabs(variance - dk) <= 5 * standardError,
             qPrintable(QStringLiteral("variance %1, expected %2 ± 5·%3").arg(variance).arg(dk).arg(standardError)));
    QVERIFY2(std::fabs(number(r, "scaled_variance") - 1.0) <= 5 * standardError / dk,
             qPrintable(QStringLiteral("scaled_variance %1").arg(number(r, "scaled_variance"))));
    QVERIFY2(std::fabs(number(r, "mean")) <= 5 * std::sqrt(double(dk) / samples),
             qPrintable(QStringLiteral("mean %1").arg(number(r, "mean"))));
}

void TestCliVariance::saturationWithoutScaling()
{
    // dk = 256: unscaled scores spread with σ = 16 and the softmax over 16 keys is nearly
    // one-hot; scaled ones have σ = 1 and keep it spread.
    QJsonObject r;
    ATLAS_VERIFY_OK(runVariance({QStringLiteral("--dk"), QStringLiteral("256"), QStringLiteral("--samples"), QStringLiteral("1000"),
                                 QStringLiteral("--keys"), QStringLiteral("16")}, r));
    const QJsonObject s = r.value(QLatin1String("saturation")).toObject();
    const QJsonObject unscaled = s.value(QLatin1String("unscaled")).toObject();
    const QJsonObject scaled = s.value(QLatin1String("scaled")).toObject();
    QVERIFY(number(unscaled, "mean_max_probability") > 0.9);
    QVERIFY(number(scaled, "mean_max_probability") < 0.5);
    QVERIFY(number(unscaled, "mean_entropy") < 0.5 * number(scaled, "mean_entropy"));
}

void TestCliVariance::dkOneScalesNothing()
{
    // √1 = 1: the scaled statistics are the unscaled ones exactly.
    QJsonObject r;
    ATLAS_VERIFY_OK(runVariance({QStringLiteral("--dk"), QStringLiteral("1"), QStringLiteral("--samples"), QStringLiteral("500"),
                                 QStringLiteral("--keys"), QStringLiteral("5")}, r));
    ATLAS_COMPARE_EXACT(number(r, "scaled_variance"), number(r, "variance"));
    const QJsonObject s = r.value(QLatin1String("saturation")).toObject();
    QCOMPARE(s.value(QLatin1String("scaled")), s.value(QLatin1String("unscaled")));
}

void TestCliVariance::badOptions_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("field"); // empty: worded by the option parser; any "error: " line
    QTest::addColumn<QStringList>("mentions");
    const auto row = [](const char *name, const QStringList &options, const char *field, const QStringList &mentions = {}) {
        QTest::newRow(name) << options << QString::fromLatin1(field) << mentions;
    };
    const QString dk = QStringLiteral("--dk");
    row("missing --dk", {QStringLiteral("--samples"), QStringLiteral("100")}, "--dk", {QStringLiteral("missing")});
    row("--dk 0", {dk, QStringLiteral("0")}, "--dk", {QStringLiteral("0")});
    row("--dk -4", {dk, QStringLiteral("-4")}, "--dk", {QStringLiteral("-4")});
    row("--dk abc", {dk, QStringLiteral("abc")}, "--dk", {QStringLiteral("abc")});
    row("--dk 2.5", {dk, QStringLiteral("2.5")}, "--dk", {QStringLiteral("2.5")});
    row("--dk empty", {dk, QString()}, "--dk");
    row("--dk beyond the limit", {dk, QStringLiteral("100000000")}, "--dk", {QStringLiteral("100000000")});
    row("--dk without a value", {dk}, "", {QStringLiteral("dk")});
    row("--samples 1", {dk, QStringLiteral("4"), QStringLiteral("--samples"), QStringLiteral("1")}, "--samples", {QStringLiteral("1")});
    row("--samples abc", {dk, QStringLiteral("4"), QStringLiteral("--samples"), QStringLiteral("abc")}, "--samples");
    row("--seed -1", {dk, QStringLiteral("4"), QStringLiteral("--seed"), QStringLiteral("-1")}, "--seed");
    row("--seed x", {dk, QStringLiteral("4"), QStringLiteral("--seed"), QStringLiteral("x")}, "--seed");
    row("--keys 0", {dk, QStringLiteral("4"), QStringLiteral("--keys"), QStringLiteral("0")}, "--keys");
    row("--keys many", {dk, QStringLiteral("4"), QStringLiteral("--keys"), QStringLiteral("1000000")}, "--keys");
    row("--correlation 1", {dk, QStringLiteral("4"), QStringLiteral("--correlation"), QStringLiteral("1")}, "--correlation", {QStringLiteral("1")});
    row("--correlation -0.1", {dk, QStringLiteral("4"), QStringLiteral("--correlation"), QStringLiteral("-0.1")}, "--correlation");
    row("--correlation nan", {dk, QStringLiteral("4"), QStringLiteral("--correlation"), QStringLiteral("nan")}, "--correlation");
    row("--std 0", {dk, QStringLiteral("4"), QStringLiteral("--std"), QStringLiteral("0")}, "--std");
    row("--std inf", {dk, QStringLiteral("4"), QStringLiteral("--std"), QStringLiteral("inf")}, "--std");
    row("--bins 0", {dk, QStringLiteral("4"), QStringLiteral("--bins"), QStringLiteral("0")}, "--bins");
    // Refused up front rather than computed for minutes: 65536 · 10⁷ · 2 normal draws.
    row("too much work", {dk, QStringLiteral("65536"), QStringLiteral("--samples"), QStringLiteral("10000000")}, "--samples|--dk");
    row("unknown option", {dk, QStringLiteral("4"), QStringLiteral("--bogus")}, "", {QStringLiteral("bogus")});
    row("positional argument", {dk, QStringLiteral("4"), QStringLiteral("extra")}, "", {QStringLiteral("extra")});
}

void TestCliVariance::badOptions()
{
    QFETCH(QStringList, options);
    QFETCH(QString, field);
    QFETCH(QStringList, mentions);
    ATLAS_VERIFY_OK(errorContract(runCli(arguments(options)), field, mentions));
}

ATLAS_TEST_GUILESS_MAIN(TestCliVariance)
#include "tst_clivariance.moc"
