// The tool's numbers against an independent automatic differentiation: random requests (all
// options, rotary positions, ALiBi and shared key/value heads included) run through
// attention-atlas-cli, and the same mathematics evaluated scalar by scalar on a reverse-mode
// tape (tests/support/tapeattention.h). Every forward value and every gradient must agree to
// double precision.
#include "clitestsupport.h"
#include "suiteregistry.h"
#include "tapeattention.h"

#include <QTest>

using namespace atlas;
using namespace atlas::test;
using tapeattention::TapeAttention;
using tapeattention::VarMatrix;

namespace {

// Two evaluations of the same double arithmetic in different orders differ by rounding of
// about 1e-15 of each quantity's largest entry; 1e-12 admits that and nothing more.
constexpr double tolerance = 1e-12;

// max |a − b| / max(‖a‖∞, ‖b‖∞), "" when within the tolerance.
QString agree(const QString &what, const Mat &cli, const Mat &tape)
{
    if (cli.rows() != tape.rows() || cli.cols() != tape.cols())
        return QStringLiteral("%1: shape %2×%3 vs %4×%5").arg(what).arg(cli.rows()).arg(cli.cols()).arg(tape.rows()).arg(tape.cols());
    const double scale = std::max({cli.cwiseAbs().maxCoeff(), tape.cwiseAbs().maxCoeff(), 1e-300});
    const double error = (cli - tape).cwiseAbs().maxCoeff() / scale;
    return error <= tolerance ? QString() : QStringLiteral("%1: relative error %2").arg(what).arg(error, 0, 'g', 3);
}

} // namespace

class TestCliAutodiff : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void matchesTape_data();
    void matchesTape();
};

void TestCliAutodiff::matchesTape_data()
{
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("dk");
    QTest::addColumn<int>("dv");
    QTest::addColumn<bool>("withWo");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<bool>("documents");
    QTest::addColumn<double>("temperature");
    QTest::addColumn<int>("kvHeads"); // 0: not given
    QTest::addColumn<bool>("rotary");
    QTest::addColumn<bool>("alibi");
    QTest::addColumn<int>("contextRows"); // 0: self-attention
    QTest::addColumn<bool>("padding");   // the second and the last key are padding
    QTest::newRow("1 head, defaults") << 11 << 1 << 3 << 3 << false << true << false << 1.0 << 0 << false << false << 0 << false;
    QTest::newRow("2 heads, Wo, documents, tau 0.7") << 12 << 2 << 2 << 3 << true << true << true << 0.7 << 0 << false << false << 0 << false;
    QTest::newRow("3 heads, Wo, bidirectional, tau 2.5") << 13 << 3 << 4 << 2 << true << false << false << 2.5 << 0 << false << false << 0 << false;
    QTest::newRow("4 heads, bidirectional documents") << 14 << 4 << 1 << 2 << false << false << true << 1.3 << 0 << false << false << 0 << false;
    QTest::newRow("4 heads in 2 kv groups, Wo, documents") << 15 << 4 << 2 << 3 << true << true << true << 1.0 << 2 << false << false << 0 << false;
    QTest::newRow("3 heads, one kv head, bidirectional") << 16 << 3 << 3 << 2 << false << false << false << 0.9 << 1 << false << false << 0 << false;
    QTest::newRow("2 heads, ALiBi, Wo, documents") << 17 << 2 << 3 << 2 << true << true << true << 1.1 << 0 << false << true << 0 << false;
    QTest::newRow("2 heads, rotary, Wo") << 18 << 2 << 4 << 2 << true << true << false << 1.0 << 0 << true << false << 0 << false;
    QTest::newRow("4 heads in 2 kv groups, rotary at positions, ALiBi, bidirectional") << 19 << 4 << 2 << 2 << true << false << true << 0.8 << 2 << true << true << 0 << false;
    QTest::newRow("cross-attention, 4 keys, 2 heads, Wo") << 20 << 2 << 3 << 2 << true << false << false << 1.0 << 0 << false << false << 4 << false;
    QTest::newRow("cross-attention, 9 keys, groups, padding, tau 1.4") << 21 << 4 << 2 << 3 << false << false << false << 1.4 << 2 << false << false << 9 << true;
    QTest::newRow("cross-attention, causal, equal lengths, padding, Wo") << 22 << 2 << 2 << 2 << true << true << false << 1.0 << 0 << false << false << 6 << true;
    QTest::newRow("self-attention, padding, documents, Wo") << 23 << 3 << 2 << 2 << true << true << true << 0.9 << 0 << false << false << 0 << true;
}

void TestCliAutodiff::matchesTape()
{
    QFETCH(int, seed);
    QFETCH(int, heads);
    QFETCH(int, dk);
    QFETCH(int, dv);
    QFETCH(bool, withWo);
    QFETCH(bool, causal);
    QFETCH(bool, documents);
    QFETCH(double, temperature);
    QFETCH(int, kvHeads);
    QFETCH(bool, rotary);
    QFETCH(bool, alibi);
    QFETCH(int, contextRows);
    QFETCH(bool, padding);

    Values values(static_cast<std::uint64_t>(seed));
    const Index T = 6, d = 5, out = 3;
    const Index groups = kvHeads > 0 ? kvHeads : heads;
    AttentionCase c;
    c.x = values.matrix(T, d);
    c.heads = heads;
    c.wq = values.matrix(d, heads * dk);
    c.wk = values.matrix(d, groups * dk);
    c.wv = values.matrix(d, groups * dv);
    if (kvHeads > 0)
        c.kvHeads = kvHeads;
    if (rotary)
        c.rotary = kvHeads > 0 ? RotaryOptions{300.0, {2, 0, 1, 5, 3, 4}} : RotaryOptions{};
    if (alibi)
        c.alibi = true;
    if (withWo)
        c.wo = values.matrix(heads * dv, out);
    c.causal = causal;
    if (documents)
        c.documentIds = {3, 3, 8, 3, 8, 8};
    c.temperature = temperature;
    c.gradOutput = values.matrix(T, withWo ? out : heads * dv);
    if (contextRows > 0)
        c.context = values.matrix(contextRows, d);
    if (padding) {
        c.keyPadding.assign(std::size_t(c.keyLength()), false);
        c.keyPadding[1] = c.keyPadding.back() = true;
    }

    AttentionResponse r;
    ATLAS_VERIFY_OK(runAttention(c, r));

    scalartape::Tape tape;
    const VarMatrix x = tapeattention::leaves(tape, c.x), wq = tapeattention::leaves(tape, c.wq),
                    wk = tapeattention::leaves(tape, c.wk), wv = tapeattention::leaves(tape, c.wv);
    const VarMatrix wo = withWo ? tapeattention::leaves(tape, *c.wo) : VarMatrix();
    const VarMatrix context = c.context ? tapeattention::leaves(tape, *c.context) : VarMatrix();
    const TapeAttention a = tapeattention::attention(tape, x, wq, wk, wv, withWo ? &wo : nullptr, heads, c.options(),
                                                     c.context ? &context : nullptr);
    std::vector<scalartape::Var> terms;
    for (Index i = 0; i < a.output.rows(); ++i)
        for (Index j = 0; j < a.output.cols(); ++j)
            terms.push_back(a.output(i, j) * (*c.gradOutput)(i, j));
    const scalartape::Gradient g = tape.gradient(scalartape::sum(terms));

    QStringList problems;
    auto check = [&](const QString &what, const Mat &cli, const Mat &reference) {
        const QString problem = agree(what, cli, reference);
        if (!problem.isEmpty())
            problems.append(problem);
    };
    check(QStringLiteral("output"), r.output, a.output.values());
    check(QStringLiteral("gradients.x"), r.x, x.adjoints(g));
    check(QStringLiteral("gradients.wq"), r.wq, wq.adjoints(g));
    check(QStringLiteral("gradients.wk"), r.wk, wk.adjoints(g));
    check(QStringLiteral("gradients.wv"), r.wv, wv.adjoints(g));
    if (c.context) {
        QVERIFY(r.context.has_value());
        check(QStringLiteral("gradients.context"), *r.context, context.adjoints(g));
    }
    if (withWo) {
        QVERIFY(r.wo.has_value());
        check(QStringLiteral("gradients.wo"), *r.wo, wo.adjoints(g));
    }
    for (Index h = 0; h < heads; ++h) {
        const std::size_t u = static_cast<std::size_t>(h);
        const QString head = QStringLiteral("heads[%1].").arg(h);
        check(head + QLatin1String("q"), r.heads[u].q, a.headQ[u].values());
        check(head + QLatin1String("k"), r.heads[u].k, a.headK[u].values());
        check(head + QLatin1String("v"), r.heads[u].v, a.headV[u].values());
        if (rotary) {
            check(head + QLatin1String("q_rotated"), r.heads[u].qRotated, a.rotatedQ[u].values());
            check(head + QLatin1String("k_rotated"), r.heads[u].kRotated, a.rotatedK[u].values());
        }
        check(head + QLatin1String("scores"), r.heads[u].scores, a.scores[u].values());
        check(head + QLatin1String("probabilities"), r.heads[u].probabilities, a.probabilities[u].values());
        check(head + QLatin1String("output"), r.heads[u].output, a.outputs[u].values());
        const QString grad = QStringLiteral("gradients.heads[%1].").arg(h);
        // A head's k and v gradients: its own share of its group's (the tape's private copy).
        check(grad + QLatin1String("q"), r.headGradients[u].q, a.headQ[u].adjoints(g));
        check(grad + QLatin1String("k"), r.headGradients[u].k, a.headK[u].adjoints(g));
        check(grad + QLatin1String("v"), r.headGradients[u].v, a.headV[u].adjoints(g));
        check(grad + QLatin1String("scores"), r.headGradients[u].scores, a.scores[u].adjoints(g));
        check(grad + QLatin1String("probabilities"), r.headGradients[u].probabilities, a.probabilities[u].adjoints(g));
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1String("; "))));
}

ATLAS_TEST_GUILESS_MAIN(TestCliAutodiff)
#include "tst_cliautodiff.moc"
