// MechanismState: every change the lab offers gives exactly the engine's numbers for the
// edited example (the same call, bit for bit); the mask and head toggles; the temperatures;
// the measured distinctions (τₛ and a new Wv leave every A bit-identical); out-of-range edits
// change nothing; and the numeric answers of the chapter's questions are what the engine
// computes for the chapter's own example.
#include "mechanismstate.h"

#include "builtinpack.h"
#include "mechanismreference.h"
#include "suiteregistry.h"

#include <atlas/attentioncost.h>
#include <atlas/attentionmask.h>
#include <atlas/attentionmixture.h>
#include <atlas/multiheadattention.h>
#include <atlas/nexttokendistribution.h>

#include <QJsonArray>
#include <QTest>

#include <cmath>
#include <limits>

using namespace atlas;
using mechanismtest::builtInParams;
using mechanismtest::engine;

namespace {

QJsonObject question(const QString &id)
{
    const QJsonArray questions = test::BuiltInPack::chapter(QStringLiteral("mechanism")).value(QLatin1String("questions")).toArray();
    for (const QJsonValue &q : questions)
        if (q.toObject().value(QLatin1String("id")).toString() == id)
            return q.toObject();
    return {};
}

bool identical(const AttentionTrace<double> &a, const AttentionTrace<double> &b)
{
    if (a.heads.size() != b.heads.size() || a.allowed != b.allowed || a.output != b.output
        || a.concatenated != b.concatenated)
        return false;
    for (std::size_t h = 0; h < a.heads.size(); ++h)
        if (a.heads[h].q != b.heads[h].q || a.heads[h].k != b.heads[h].k || a.heads[h].v != b.heads[h].v
            || a.heads[h].rawScores != b.heads[h].rawScores || a.heads[h].scores != b.heads[h].scores
            || a.heads[h].probabilities != b.heads[h].probabilities || a.heads[h].output != b.heads[h].output)
            return false;
    return true;
}

bool allFinite(const MechanismState &state)
{
    const AttentionTrace<double> &t = state.trace();
    for (const HeadTrace<double> &h : t.heads)
        if (!h.rawScores.allFinite() || !h.scores.allFinite() || !h.probabilities.allFinite() || !h.output.allFinite())
            return false;
    for (int h = 0; h < state.heads(); ++h)
        if (!state.mixture(h).allFinite())
            return false;
    return t.output.allFinite() && state.nextTokenDistribution().allFinite() && state.nextTokenLogits().allFinite();
}

} // namespace

class TestMechanismState : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void startsFromTheParams();
    void seededExampleIsReadableAndStable();
    void editingACellGivesTheEnginesNumbers_data();
    void editingACellGivesTheEnginesNumbers();
    void causalToggle();
    void headsToggleRedrawsWeightsInTheNewShape();
    void attentionTemperatureChangesA();
    void samplingTemperatureLeavesAAndYBitIdentical();
    void newValueWeightsLeaveABitIdenticalAndMoveY();
    void mixtureSumsToTheHeadOutput();
    void queryChangeIsNotAChange();
    void badEditsChangeNothing();
    void extremeInputsStayFinite();
    void resetRestoresTheParams();
    void questionAnswersComeFromTheExample();
    void computedQuestionsComeFromTheEngine();
};

void TestMechanismState::startsFromTheParams()
{
    const MechanismParams p = builtInParams();
    const MechanismState state(p);
    QCOMPARE(state.embeddings(), *p.x);
    QCOMPARE(state.weights().wq, *p.wq);
    QCOMPARE(*state.weights().wo, *p.wo);
    QCOMPARE(state.query(), p.initialQuery());
    QVERIFY(state.engineError().isEmpty());
    QVERIFY(identical(state.trace(), engine(state)));
    QCOMPARE(state.lastEffect().change, MechanismState::Change::None);
}

void TestMechanismState::seededExampleIsReadableAndStable()
{
    ParamsReport report;
    const MechanismParams p = MechanismParams::read(QJsonObject(), report);
    const MechanismState a(p), b(p);
    QCOMPARE(a.embeddings(), b.embeddings());
    QCOMPARE(a.weights().wv, b.weights().wv);
    // One decimal, so a learner can redo a product by hand.
    for (const Matrix<double> *m : {&a.embeddings(), &a.weights().wq, &a.weights().wk, &a.weights().wv, &*a.weights().wo})
        for (Index i = 0; i < m->size(); ++i) {
            const double tenths = m->data()[i] * 10;
            QVERIFY2(std::abs(tenths - std::round(tenths)) < 1e-9, qPrintable(QString::number(m->data()[i])));
        }
    QCOMPARE(a.weights().wq.rows(), Index(4));
    QCOMPARE(a.weights().wq.cols(), Index(4));
    QCOMPARE(a.weights().wo->rows(), Index(4));
    QVERIFY(a.embeddings().cwiseAbs().maxCoeff() > 0);
    QVERIFY(a.weights().wq != a.weights().wk);
}

void TestMechanismState::editingACellGivesTheEnginesNumbers_data()
{
    QTest::addColumn<int>("matrix"); // −1: X, else MechanismState::Weight
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<double>("value");
    QTest::newRow("X(cat, x1)") << -1 << 1 << 0 << 2.5;
    QTest::newRow("X(mat, x4)") << -1 << 5 << 3 << -1.0;
    QTest::newRow("Wq") << int(MechanismState::Weight::Query) << 3 << 0 << 0.5;
    QTest::newRow("Wk") << int(MechanismState::Weight::Key) << 0 << 2 << -3.0;
    QTest::newRow("Wv") << int(MechanismState::Weight::Value) << 2 << 1 << 7.0;
    QTest::newRow("Wo") << int(MechanismState::Weight::Output) << 1 << 2 << 0.25;
}

void TestMechanismState::editingACellGivesTheEnginesNumbers()
{
    QFETCH(int, matrix);
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(double, value);
    MechanismState state(builtInParams());
    const AttentionTrace<double> before = state.trace();
    if (matrix < 0) {
        Matrix<double> x = state.embeddings();
        x(row, column) = value;
        QVERIFY(state.setEmbeddings(x));
        QCOMPARE(state.embeddings()(row, column), value);
    } else {
        const auto which = static_cast<MechanismState::Weight>(matrix);
        Matrix<double> w = state.weight(which);
        w(row, column) = value;
        QVERIFY(state.setWeight(which, w));
        QCOMPARE(state.weight(which)(row, column), value);
        QVERIFY(state.weightsEdited());
    }
    QVERIFY(identical(state.trace(), engine(state)));
    QVERIFY(!identical(state.trace(), before));
    // The selected row's distribution follows Y.
    const RowVector<double> z = NextTokenDistribution::logits(state.trace().output.row(state.query()), state.embeddings());
    QVERIFY(state.nextTokenLogits() == z);
    QVERIFY(state.nextTokenDistribution() == NextTokenDistribution::probabilities(z, state.samplingTemperature()));
}

void TestMechanismState::causalToggle()
{
    MechanismState state(builtInParams());
    const Index T = state.length();
    QVERIFY(state.trace().allowed == AttentionMask::build(T, true));
    for (const HeadTrace<double> &h : state.trace().heads)
        for (Index i = 0; i < T; ++i)
            for (Index j = i + 1; j < T; ++j)
                QCOMPARE(h.probabilities(i, j), 0.0);
    state.setCausal(false);
    QVERIFY(!state.causal());
    QVERIFY(state.trace().allowed == AttentionMask::build(T, false));
    QVERIFY(identical(state.trace(), engine(state)));
    // The first token now reads later ones.
    QVERIFY(state.trace().heads[0].probabilities(0, T - 1) > 0);
    QCOMPARE(state.lastEffect().change, MechanismState::Change::Causal);
    QVERIFY(!state.lastEffect().attentionIdentical);
    state.setCausal(true);
    QVERIFY(state.trace().allowed == AttentionMask::build(T, true));
}

void TestMechanismState::headsToggleRedrawsWeightsInTheNewShape()
{
    MechanismState state(builtInParams());
    const Matrix<double> x = state.embeddings();
    // The pack gives the weights, so changing the shape replaces them: reported.
    bool replaced = false;
    QVERIFY(state.setHeads(3, &replaced));
    QVERIFY(replaced);
    QCOMPARE(state.heads(), 3);
    QCOMPARE(state.trace().heads.size(), std::size_t(3));
    QCOMPARE(state.weights().wq.cols(), Index(3 * state.keyWidth()));
    QCOMPARE(state.weights().wv.cols(), Index(3 * state.valueWidth()));
    QCOMPARE(state.weights().wo->rows(), Index(3 * state.valueWidth()));
    QCOMPARE(state.trace().concatenated.cols(), Index(3 * state.valueWidth()));
    QCOMPARE(state.embeddings(), x); // X is kept
    QVERIFY(identical(state.trace(), engine(state)));
    QCOMPARE(state.lastEffect().change, MechanismState::Change::Heads);
    QVERIFY(!state.lastEffect().comparable); // two heads before, three now
    // Seeded weights, not edited: going to 1 head discards nothing.
    QVERIFY(state.setHeads(1, &replaced));
    QVERIFY(!replaced);
    QCOMPARE(state.trace().heads.size(), std::size_t(1));
    QCOMPARE(state.mixture(0).rows(), Index(state.length()));
    QVERIFY(state.mixture(1).size() == 0);
    // Out of range: nothing happens.
    QVERIFY(!state.setHeads(0));
    QVERIFY(!state.setHeads(5));
    QCOMPARE(state.heads(), 1);
    // An edited weight is reported as replaced too.
    Matrix<double> wv = state.weights().wv;
    wv(0, 0) += 1;
    QVERIFY(state.setWeight(MechanismState::Weight::Value, wv));
    QVERIFY(state.setHeads(2, &replaced));
    QVERIFY(replaced);
}

void TestMechanismState::attentionTemperatureChangesA()
{
    MechanismState state(builtInParams());
    const double scaleBefore = state.trace().heads[0].scale;
    QVERIFY(state.setTemperature(2.0));
    QCOMPARE(state.trace().heads[0].scale, scaleBefore / 2);
    QVERIFY(identical(state.trace(), engine(state)));
    const MechanismState::ChangeEffect &e = state.lastEffect();
    QCOMPARE(e.change, MechanismState::Change::AttentionTemperature);
    QVERIFY(e.comparable);
    QVERIFY(!e.attentionIdentical);
    QVERIFY(e.maxAttentionChange > 0.01);
    QVERIFY(e.maxOutputChange > 0);
    QVERIFY(!state.setTemperature(0.01));
    QVERIFY(!state.setTemperature(std::numeric_limits<double>::quiet_NaN()));
    QCOMPARE(state.temperature(), 2.0);
}

void TestMechanismState::samplingTemperatureLeavesAAndYBitIdentical()
{
    MechanismState state(builtInParams());
    const AttentionTrace<double> before = state.trace();
    const RowVector<double> p = state.nextTokenDistribution();
    QVERIFY(state.setSamplingTemperature(3.0));
    QVERIFY(identical(state.trace(), before));
    const MechanismState::ChangeEffect &e = state.lastEffect();
    QCOMPARE(e.change, MechanismState::Change::SamplingTemperature);
    QVERIFY(e.comparable);
    QVERIFY(e.attentionIdentical);
    QVERIFY(e.outputIdentical);
    QCOMPARE(e.maxAttentionChange, 0.0);
    QCOMPARE(e.maxOutputChange, 0.0);
    QVERIFY(e.maxDistributionChange > 0.01);
    QCOMPARE(e.maxDistributionChange, (state.nextTokenDistribution() - p).cwiseAbs().maxCoeff());
    // Hotter: flatter.
    QVERIFY(state.nextTokenDistribution().maxCoeff() < p.maxCoeff());
}

void TestMechanismState::newValueWeightsLeaveABitIdenticalAndMoveY()
{
    MechanismState state(builtInParams());
    const AttentionTrace<double> before = state.trace();
    const Matrix<double> wq = state.weights().wq, wk = state.weights().wk, wv = state.weights().wv,
                         wo = *state.weights().wo;
    state.drawNewValueWeights();
    QVERIFY(state.weights().wv != wv);
    QCOMPARE(state.weights().wq, wq);
    QCOMPARE(state.weights().wk, wk);
    QCOMPARE(*state.weights().wo, wo);
    QVERIFY(identical(state.trace(), engine(state)));
    const MechanismState::ChangeEffect &e = state.lastEffect();
    QCOMPARE(e.change, MechanismState::Change::NewValueWeights);
    QVERIFY(e.attentionIdentical);
    QVERIFY(!e.outputIdentical);
    QVERIFY(e.maxOutputChange > 0.01);
    QVERIFY(state.outputBeforeLastChange() == before.output);
    for (std::size_t h = 0; h < before.heads.size(); ++h)
        QVERIFY(state.trace().heads[h].probabilities == before.heads[h].probabilities);
    // A second draw differs from the first.
    const Matrix<double> first = state.weights().wv;
    state.drawNewValueWeights();
    QVERIFY(state.weights().wv != first);
}

void TestMechanismState::mixtureSumsToTheHeadOutput()
{
    MechanismState state(builtInParams());
    for (int query = 0; query < state.length(); ++query) {
        QVERIFY(state.setQuery(query));
        for (int h = 0; h < state.heads(); ++h) {
            const HeadTrace<double> &head = state.trace().heads[std::size_t(h)];
            const Matrix<double> &terms = state.mixture(h);
            QCOMPARE(terms.rows(), Index(state.length()));
            for (Index j = 0; j < terms.rows(); ++j)
                for (Index c = 0; c < terms.cols(); ++c)
                    QCOMPARE(terms(j, c), head.probabilities(query, j) * head.v(j, c));
            const double gap = (AttentionMixture::sum(terms) - head.output.row(query)).cwiseAbs().maxCoeff();
            QVERIFY2(gap <= 1e-14, qPrintable(QString::number(gap)));
        }
    }
}

void TestMechanismState::queryChangeIsNotAChange()
{
    MechanismState state(builtInParams());
    QVERIFY(state.setTemperature(1.5));
    QVERIFY(state.setQuery(2));
    QCOMPARE(state.query(), 2);
    QCOMPARE(state.lastEffect().change, MechanismState::Change::AttentionTemperature);
    QVERIFY(!state.setQuery(-1));
    QVERIFY(!state.setQuery(state.length()));
    QCOMPARE(state.query(), 2);
}

void TestMechanismState::badEditsChangeNothing()
{
    MechanismState state(builtInParams());
    const AttentionTrace<double> before = state.trace();
    Matrix<double> x = state.embeddings();
    x(0, 0) = std::numeric_limits<double>::quiet_NaN();
    QVERIFY(!state.setEmbeddings(x));
    x(0, 0) = std::numeric_limits<double>::infinity();
    QVERIFY(!state.setEmbeddings(x));
    x(0, 0) = 101;
    QVERIFY(!state.setEmbeddings(x));
    QVERIFY(!state.setEmbeddings(Matrix<double>::Zero(2, 2)));
    QVERIFY(!state.setWeight(MechanismState::Weight::Output, Matrix<double>::Zero(3, 4)));
    QVERIFY(identical(state.trace(), before));
    QCOMPARE(state.lastEffect().change, MechanismState::Change::None);
}

void TestMechanismState::extremeInputsStayFinite()
{
    MechanismState state(builtInParams());
    Matrix<double> x = Matrix<double>::Constant(state.length(), state.modelWidth(), MechanismParams::maxMagnitude);
    x.row(1) *= -1;
    QVERIFY(state.setEmbeddings(x));
    for (MechanismState::Weight w : {MechanismState::Weight::Query, MechanismState::Weight::Key,
                                     MechanismState::Weight::Value, MechanismState::Weight::Output})
        QVERIFY(state.setWeight(w, Matrix<double>::Constant(state.weight(w).rows(), state.weight(w).cols(), MechanismParams::maxMagnitude)));
    QVERIFY(state.setTemperature(declared::mechanism::temperature::minimum));
    QVERIFY(state.setSamplingTemperature(declared::mechanism::temperature::minimum));
    QVERIFY(allFinite(state));
    state.setCausal(false);
    QVERIFY(allFinite(state));
    // All-zero inputs: uniform weights over the allowed keys, still finite.
    QVERIFY(state.setEmbeddings(Matrix<double>::Zero(state.length(), state.modelWidth())));
    QVERIFY(allFinite(state));
    QCOMPARE(state.trace().heads[0].probabilities(0, 0), 1.0 / state.length());
}

void TestMechanismState::resetRestoresTheParams()
{
    const MechanismParams p = builtInParams();
    MechanismState state(p);
    const AttentionTrace<double> original = state.trace();
    QVERIFY(state.setHeads(4));
    state.setCausal(false);
    QVERIFY(state.setTemperature(5));
    state.drawNewWeights();
    state.reset();
    QVERIFY(identical(state.trace(), original));
    QCOMPARE(state.heads(), p.heads);
    QVERIFY(!state.weightsEdited());
    QCOMPARE(state.lastEffect().change, MechanismState::Change::Reset);
}

void TestMechanismState::questionAnswersComeFromTheExample()
{
    // Each numeric question about the example must have the answer the engine computes for
    // the chapter's own params (the explanations say how).
    const MechanismState state(builtInParams());
    const auto answer = [](const QString &id) {
        const QJsonObject q = question(id);
        if (q.isEmpty())
            qFatal("no question %s", qPrintable(id));
        return std::make_pair(q.value(QLatin1String("answer")).toDouble(), q.value(QLatin1String("tolerance")).toDouble());
    };
    const int sat = 2, cat = 1;
    {
        const auto [value, tolerance] = answer(QStringLiteral("mechanism-sat-reads-cat"));
        const double engineValue = state.trace().heads[0].probabilities(sat, cat);
        QVERIFY2(std::abs(value - engineValue) <= tolerance && tolerance <= 0.005,
                 qPrintable(QStringLiteral("pack %1 ± %2, engine %3").arg(value).arg(tolerance).arg(engineValue)));
    }
    {
        const auto [value, tolerance] = answer(QStringLiteral("mechanism-head2-uniform"));
        const RowVector<double> row = state.trace().heads[1].probabilities.row(sat);
        for (int j = 0; j <= sat; ++j)
            QVERIFY2(std::abs(value - row(j)) <= tolerance, qPrintable(QString::number(row(j))));
    }
    {
        const auto [value, tolerance] = answer(QStringLiteral("mechanism-masked-count"));
        const Index masked = state.length() * state.length() - AttentionMask::allowedCount(state.trace().allowed);
        QCOMPARE(tolerance, 0.0);
        QCOMPARE(value, double(masked));
    }
    {
        const auto [value, tolerance] = answer(QStringLiteral("mechanism-dense-memory"));
        const double megabytes = AttentionCost::denseScoreBytes(4096, 32, 2) / 1e6;
        QVERIFY2(std::abs(value - megabytes) <= tolerance, qPrintable(QString::number(megabytes)));
    }
    {
        // A 128 × 64 by 64 × 128 tile product in 2-byte numbers; the explanation compares it with
        // the whole QKᵀ at T = 4096, dₖ = 128 (about 120) and one query at a time (about 1).
        const auto [value, tolerance] = answer(QStringLiteral("mechanism-tile-intensity"));
        const double intensity = AttentionCost::matmulIntensity(128, 64, 128, 2);
        QVERIFY2(std::abs(value - intensity) <= tolerance && tolerance <= 0.5, qPrintable(QString::number(intensity)));
        QCOMPARE(qRound(AttentionCost::matmulIntensity(4096, 128, 4096, 2)), 120);
        QCOMPARE(qRound(AttentionCost::matmulIntensity(1, 128, 4096, 2)), 1);
    }
}

void TestMechanismState::computedQuestionsComeFromTheEngine()
{
    // The two computations the chapter asks about numbers of their own, done by the engine.
    const auto within = [](const QJsonObject &q, double engineValue) {
        return std::abs(q.value(QLatin1String("answer")).toDouble() - engineValue) <= q.value(QLatin1String("tolerance")).toDouble();
    };
    AttentionOptions causal;
    causal.causal = true;
    AttentionOptions unmasked;
    unmasked.causal = false;
    {
        // Query 1 with the weights [0.25, 0.75] (scaled scores 0 and ln 3, dₖ = 2) over the keys
        // k₁ = [1, 0], k₂ = [1, 2] and the values v₁ = [2, 4], v₂ = [6, 0]: y = [5, 1].
        Matrix<double> q(2, 2), k(2, 2), v(2, 2);
        q << 0, 0, 0, std::log(3.0) / std::sqrt(2.0);
        k << 1, 0, 1, 2;
        v << 2, 4, 6, 0;
        const AttentionTrace<double> trace = MultiHeadAttention<double>::forward({HeadInput<double>{q, k, v}}, std::nullopt, causal);
        QVERIFY(std::abs(trace.heads[0].probabilities(1, 1) - 0.75) < 1e-12);
        QVERIFY2(within(question(QStringLiteral("mechanism-mix-two-values")), trace.heads[0].output(1, 1)),
                 qPrintable(QString::number(trace.heads[0].output(1, 1))));
    }
    {
        // Query 1 of three with the scores [0, 0, ln 2] and the values [4, 0, 8] (dₖ = 1): the
        // causal mask leaves keys 0 and 1 (output 2); without it key 2 takes half (output 5).
        Matrix<double> q(3, 1), k(3, 1), v(3, 1);
        q << 0, 1, 0;
        k << 0, 0, std::log(2.0);
        v << 4, 0, 8;
        const double masked = MultiHeadAttention<double>::forward({HeadInput<double>{q, k, v}}, std::nullopt, causal).heads[0].output(1, 0);
        const double open = MultiHeadAttention<double>::forward({HeadInput<double>{q, k, v}}, std::nullopt, unmasked).heads[0].output(1, 0);
        const QJsonArray gaps = question(QStringLiteral("mechanism-mask-on-off")).value(QLatin1String("gaps")).toArray();
        QCOMPARE(gaps.size(), 2);
        QVERIFY2(within(gaps.at(0).toObject(), masked), qPrintable(QString::number(masked)));
        QVERIFY2(within(gaps.at(1).toObject(), open), qPrintable(QString::number(open)));
    }
}

ATLAS_TEST_GUILESS_MAIN(TestMechanismState)
#include "tst_mechanismstate.moc"
