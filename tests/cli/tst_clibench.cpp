// attention-atlas-cli bench: one JSON object with every field of the contract, consistent
// with itself (the work accounting, the allowed pairs of each mask, the memory of each
// kernel); bad options against the error contract. No timing is asserted: only that times
// and rates are positive and consistent — speed is for benchmarks/.
#include "clitestsupport.h"
#include "suiteregistry.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace atlas::test;

namespace {

QStringList bench(const QStringList &options)
{
    return QStringList{QStringLiteral("bench")} + options;
}

double number(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toDouble(std::nan(""));
}

QStringList small(const QString &mask, const QString &pass = QStringLiteral("forward"))
{
    return {QStringLiteral("--length"), QStringLiteral("96"), QStringLiteral("--heads"), QStringLiteral("2"),
            QStringLiteral("--dk"), QStringLiteral("8"), QStringLiteral("--mask"), mask, QStringLiteral("--pass"), pass,
            QStringLiteral("--precision"), QStringLiteral("float"), QStringLiteral("--repeats"), QStringLiteral("2")};
}

} // namespace

class TestCliBench : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyField();
    void allowedPairsPerMask_data();
    void allowedPairsPerMask();
    void workAccounting();
    void memoryOfEachKernel();
    void badOptions_data();
    void badOptions();
};

void TestCliBench::everyField()
{
    QJsonObject r;
    ATLAS_VERIFY_OK(successContract(runCli(bench(small(QStringLiteral("docs:3"), QStringLiteral("backward"))
                                                 + QStringList{QStringLiteral("--dv"), QStringLiteral("4"), QStringLiteral("--threads"),
                                                               QStringLiteral("2"), QStringLiteral("--kernel"), QStringLiteral("tiled")})),
                                    r));
    const QStringList expected{QStringLiteral("kernel"), QStringLiteral("length"), QStringLiteral("heads"), QStringLiteral("dk"),
                               QStringLiteral("dv"), QStringLiteral("mask"), QStringLiteral("pass"), QStringLiteral("precision"),
                               QStringLiteral("threads"), QStringLiteral("median_ms"), QStringLiteral("min_ms"),
                               QStringLiteral("allowed_pairs"), QStringLiteral("gflops"), QStringLiteral("peak_extra_bytes"),
                               QStringLiteral("gemm_gflops"), QStringLiteral("products"), QStringLiteral("blas_gflops"),
                               QStringLiteral("roofline")};
    QStringList keys = r.keys();
    QStringList sorted = expected;
    keys.sort();
    sorted.sort();
    QCOMPARE(keys, sorted);
    QCOMPARE(r.value(QLatin1String("kernel")).toString(), QStringLiteral("tiled"));
    QCOMPARE(r.value(QLatin1String("length")).toInteger(), 96);
    QCOMPARE(r.value(QLatin1String("heads")).toInteger(), 2);
    QCOMPARE(r.value(QLatin1String("dk")).toInteger(), 8);
    QCOMPARE(r.value(QLatin1String("dv")).toInteger(), 4);
    QCOMPARE(r.value(QLatin1String("mask")).toString(), QStringLiteral("docs:3"));
    QCOMPARE(r.value(QLatin1String("pass")).toString(), QStringLiteral("backward"));
    QCOMPARE(r.value(QLatin1String("precision")).toString(), QStringLiteral("float"));
    QCOMPARE(r.value(QLatin1String("threads")).toInteger(), 2);
    QVERIFY(number(r, "min_ms") > 0);
    QVERIFY(number(r, "min_ms") <= number(r, "median_ms"));
    QVERIFY(number(r, "gflops") > 0);
    QVERIFY(number(r, "gemm_gflops") > 0);
    QVERIFY(number(r, "blas_gflops") > 0);
    QCOMPARE(number(r, "roofline"), number(r, "gflops") / std::max(number(r, "gemm_gflops"), number(r, "blas_gflops")));
    QCOMPARE(r.value(QLatin1String("products")).toString(), QStringLiteral("eigen"));
    QVERIFY(r.value(QLatin1String("peak_extra_bytes")).toInteger() > 0);
    // dv defaults to dk.
    QJsonObject d;
    ATLAS_VERIFY_OK(successContract(runCli(bench(small(QStringLiteral("none")))), d));
    QCOMPARE(d.value(QLatin1String("dv")).toInteger(), 8);
    QCOMPARE(d.value(QLatin1String("threads")).toInteger(), 1);
    QCOMPARE(d.value(QLatin1String("kernel")).toString(), QStringLiteral("tiled"));
}

void TestCliBench::allowedPairsPerMask_data()
{
    QTest::addColumn<QString>("mask");
    QTest::addColumn<qint64>("pairs");
    // T = 96.
    QTest::newRow("none") << QStringLiteral("none") << qint64(96 * 96);
    QTest::newRow("causal") << QStringLiteral("causal") << qint64(96 * 97 / 2);
    QTest::newRow("docs:3 (three causal documents of 32)") << QStringLiteral("docs:3") << qint64(3 * 32 * 33 / 2);
    QTest::newRow("docs:96 (each token alone)") << QStringLiteral("docs:96") << qint64(96);
    // ⌊i·5/96⌋: documents of 20, 19, 19, 19, 19 positions.
    QTest::newRow("docs:5 (uneven)") << QStringLiteral("docs:5") << qint64(20 * 21 / 2 + 4 * 19 * 20 / 2);
    // A window of 16: the first 16 queries read 1 … 16 keys, the other 80 read 16 each.
    QTest::newRow("window:16") << QStringLiteral("window:16") << qint64(16 * 17 / 2 + 80 * 16);
    QTest::newRow("window:1 (each token itself)") << QStringLiteral("window:1") << qint64(96);
    QTest::newRow("window:96 (the causal mask)") << QStringLiteral("window:96") << qint64(96 * 97 / 2);
}

void TestCliBench::allowedPairsPerMask()
{
    QFETCH(QString, mask);
    QFETCH(qint64, pairs);
    QJsonObject r;
    ATLAS_VERIFY_OK(successContract(runCli(bench(small(mask))), r));
    QCOMPARE(r.value(QLatin1String("allowed_pairs")).toInteger(), pairs);
}

void TestCliBench::workAccounting()
{
    // gflops = 2·H·(dk + dv) per allowed pair (4·H·dk when dv = dk), 3.5 times that with the
    // backward pass, over the median time.
    for (const QString &pass : {QStringLiteral("forward"), QStringLiteral("backward")}) {
        QJsonObject r;
        ATLAS_VERIFY_OK(successContract(runCli(bench(small(QStringLiteral("causal"), pass))), r));
        const double flops = 4.0 * 2 * 8 * double(r.value(QLatin1String("allowed_pairs")).toInteger())
            * (pass == QLatin1String("backward") ? 3.5 : 1.0);
        const double expected = flops / (number(r, "median_ms") * 1e6);
        QVERIFY2(std::abs(number(r, "gflops") - expected) <= 1e-9 * expected,
                 qPrintable(QStringLiteral("%1: gflops %2, expected %3").arg(pass).arg(number(r, "gflops")).arg(expected)));
    }
}

void TestCliBench::memoryOfEachKernel()
{
    // The dense kernel keeps H·T² probabilities; the tiled one a few tiles and O(T) per head.
    const QStringList sizes{QStringLiteral("--length"), QStringLiteral("512"), QStringLiteral("--heads"), QStringLiteral("2"),
                            QStringLiteral("--dk"), QStringLiteral("16"), QStringLiteral("--mask"), QStringLiteral("causal"),
                            QStringLiteral("--pass"), QStringLiteral("forward"), QStringLiteral("--precision"), QStringLiteral("double"),
                            QStringLiteral("--repeats"), QStringLiteral("1")};
    QJsonObject dense, tiled;
    ATLAS_VERIFY_OK(successContract(runCli(bench(sizes + QStringList{QStringLiteral("--kernel"), QStringLiteral("dense")})), dense));
    ATLAS_VERIFY_OK(successContract(runCli(bench(sizes)), tiled));
    const qint64 scores = 2 * 512 * 512 * qint64(sizeof(double));
    QCOMPARE(dense.value(QLatin1String("kernel")).toString(), QStringLiteral("dense"));
    QCOMPARE(dense.value(QLatin1String("peak_extra_bytes")).toInteger(), scores);
    const qint64 tiledBytes = tiled.value(QLatin1String("peak_extra_bytes")).toInteger();
    QVERIFY2(tiledBytes > 0 && tiledBytes < scores / 8, qPrintable(QString::number(tiledBytes)));
    QCOMPARE(tiled.value(QLatin1String("allowed_pairs")).toInteger(), dense.value(QLatin1String("allowed_pairs")).toInteger());
    QCOMPARE(dense.value(QLatin1String("products")).toString(), QStringLiteral("eigen"));
    // OpenBLAS's tile products instead of Eigen's: the same work, another product.
    QJsonObject blas;
    ATLAS_VERIFY_OK(successContract(runCli(bench(sizes + QStringList{QStringLiteral("--products"), QStringLiteral("openblas")})), blas));
    QCOMPARE(blas.value(QLatin1String("products")).toString(), QStringLiteral("openblas"));
    QCOMPARE(blas.value(QLatin1String("allowed_pairs")).toInteger(), tiled.value(QLatin1String("allowed_pairs")).toInteger());
    QCOMPARE(blas.value(QLatin1String("peak_extra_bytes")).toInteger(), tiledBytes);
}

void TestCliBench::badOptions_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("mention");
    const QStringList valid{QStringLiteral("--length"), QStringLiteral("64"), QStringLiteral("--heads"), QStringLiteral("1"),
                            QStringLiteral("--dk"), QStringLiteral("8"), QStringLiteral("--mask"), QStringLiteral("causal"),
                            QStringLiteral("--pass"), QStringLiteral("forward"), QStringLiteral("--precision"), QStringLiteral("float")};
    auto replaced = [&valid](const QString &option, const QString &value) {
        QStringList copy = valid;
        const qsizetype at = copy.indexOf(option);
        if (at >= 0)
            copy[at + 1] = value;
        else
            copy << option << value;
        return copy;
    };
    auto without = [&valid](const QString &option) {
        QStringList copy = valid;
        const qsizetype at = copy.indexOf(option);
        copy.remove(at, 2);
        return copy;
    };
    QTest::newRow("length missing") << without(QStringLiteral("--length")) << QStringLiteral("--length") << QStringLiteral("missing");
    QTest::newRow("length 0") << replaced(QStringLiteral("--length"), QStringLiteral("0")) << QStringLiteral("--length") << QStringLiteral("'0'");
    QTest::newRow("length not a number") << replaced(QStringLiteral("--length"), QStringLiteral("long")) << QStringLiteral("--length") << QStringLiteral("'long'");
    QTest::newRow("length beyond 65536") << replaced(QStringLiteral("--length"), QStringLiteral("65537")) << QStringLiteral("--length") << QStringLiteral("65536");
    QTest::newRow("heads missing") << without(QStringLiteral("--heads")) << QStringLiteral("--heads") << QStringLiteral("missing");
    QTest::newRow("heads 65") << replaced(QStringLiteral("--heads"), QStringLiteral("65")) << QStringLiteral("--heads") << QStringLiteral("'65'");
    QTest::newRow("dk missing") << without(QStringLiteral("--dk")) << QStringLiteral("--dk") << QStringLiteral("missing");
    QTest::newRow("dk 0") << replaced(QStringLiteral("--dk"), QStringLiteral("0")) << QStringLiteral("--dk") << QStringLiteral("'0'");
    QTest::newRow("dv negative") << replaced(QStringLiteral("--dv"), QStringLiteral("-4")) << QStringLiteral("--dv") << QStringLiteral("'-4'");
    QTest::newRow("mask missing") << without(QStringLiteral("--mask")) << QStringLiteral("--mask") << QStringLiteral("missing");
    QTest::newRow("mask unknown") << replaced(QStringLiteral("--mask"), QStringLiteral("sliding")) << QStringLiteral("--mask") << QStringLiteral("'sliding'");
    QTest::newRow("docs:0") << replaced(QStringLiteral("--mask"), QStringLiteral("docs:0")) << QStringLiteral("--mask") << QStringLiteral("'docs:0'");
    QTest::newRow("more documents than positions") << replaced(QStringLiteral("--mask"), QStringLiteral("docs:65")) << QStringLiteral("--mask") << QStringLiteral("T = 64");
    QTest::newRow("docs without a number") << replaced(QStringLiteral("--mask"), QStringLiteral("docs:")) << QStringLiteral("--mask") << QStringLiteral("'docs:'");
    QTest::newRow("window:0") << replaced(QStringLiteral("--mask"), QStringLiteral("window:0")) << QStringLiteral("--mask") << QStringLiteral("'window:0'");
    QTest::newRow("a window longer than T") << replaced(QStringLiteral("--mask"), QStringLiteral("window:65")) << QStringLiteral("--mask") << QStringLiteral("T = 64");
    QTest::newRow("window without a number") << replaced(QStringLiteral("--mask"), QStringLiteral("window:")) << QStringLiteral("--mask") << QStringLiteral("'window:'");
    QTest::newRow("pass missing") << without(QStringLiteral("--pass")) << QStringLiteral("--pass") << QStringLiteral("missing");
    QTest::newRow("pass unknown") << replaced(QStringLiteral("--pass"), QStringLiteral("sideways")) << QStringLiteral("--pass") << QStringLiteral("'sideways'");
    QTest::newRow("precision missing") << without(QStringLiteral("--precision")) << QStringLiteral("--precision") << QStringLiteral("missing");
    QTest::newRow("precision half") << replaced(QStringLiteral("--precision"), QStringLiteral("half")) << QStringLiteral("--precision") << QStringLiteral("'half'");
    QTest::newRow("threads 0") << replaced(QStringLiteral("--threads"), QStringLiteral("0")) << QStringLiteral("--threads") << QStringLiteral("'0'");
    QTest::newRow("repeats 0") << replaced(QStringLiteral("--repeats"), QStringLiteral("0")) << QStringLiteral("--repeats") << QStringLiteral("'0'");
    QTest::newRow("kernel unknown") << replaced(QStringLiteral("--kernel"), QStringLiteral("flash")) << QStringLiteral("--kernel") << QStringLiteral("'flash'");
    QTest::newRow("products unknown") << replaced(QStringLiteral("--products"), QStringLiteral("mkl")) << QStringLiteral("--products") << QStringLiteral("'mkl'");
    QStringList denseProducts = replaced(QStringLiteral("--kernel"), QStringLiteral("dense"));
    denseProducts << QStringLiteral("--products") << QStringLiteral("openblas");
    QTest::newRow("products of the dense kernel") << denseProducts << QStringLiteral("--products") << QStringLiteral("only the tiled kernel");
    QStringList hugeDense = replaced(QStringLiteral("--length"), QStringLiteral("16384"));
    hugeDense << QStringLiteral("--kernel") << QStringLiteral("dense");
    QTest::newRow("dense scores too many") << hugeDense << QStringLiteral("--length") << QStringLiteral("--kernel tiled");
    // T·H·dk = 65536·64·32 = 2²⁷ numbers per input matrix.
    QStringList hugeInputs = valid;
    hugeInputs[1] = QStringLiteral("65536");
    hugeInputs[3] = QStringLiteral("64");
    hugeInputs[5] = QStringLiteral("32");
    QTest::newRow("inputs too large") << hugeInputs << QStringLiteral("--length") << QStringLiteral("134217728");
    QTest::newRow("unknown option") << valid + QStringList{QStringLiteral("--fast")} << QString() << QStringLiteral("fast");
    QTest::newRow("positional argument") << valid + QStringList{QStringLiteral("now")} << QString() << QStringLiteral("now");
}

void TestCliBench::badOptions()
{
    QFETCH(QStringList, options);
    QFETCH(QString, field);
    QFETCH(QString, mention);
    const CliResult r = runCli(bench(options));
    ATLAS_VERIFY_OK(errorContract(r, field, mention.isEmpty() ? QStringList{} : QStringList{mention}));
}

ATLAS_TEST_MAIN(TestCliBench)
#include "tst_clibench.moc"
