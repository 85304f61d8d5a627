// attention-atlas-cli attention, valid requests (docs/cli.md): the response's shape, its numbers
// against the engine (bit for bit: the tool runs the same code), against an independent naive
// implementation, against the seed's worked relation, and its gradients against central finite
// differences of the tool's own output.
#include "alibireference.h"
#include "clitestsupport.h"
#include "suiteregistry.h"

#include <atlas/multiheadattention.h>

#include <QTemporaryFile>
#include <QTest>

#include <cmath>
#include <functional>
#include <limits>
#include <tuple>

using namespace atlas;
using namespace atlas::test;

namespace {

const double ln3 = std::log(3.0);

// ---- cases -------------------------------------------------------------------------------

AttentionCase projectedCase(std::uint64_t seed, Index length, Index modelWidth, int heads,
                            Index dk, Index dv, Index outputWidth /* 0: no wo */)
{
    Values values(seed);
    AttentionCase c;
    c.x = values.matrix(length, modelWidth);
    c.heads = heads;
    c.wq = values.matrix(modelWidth, heads * dk);
    c.wk = values.matrix(modelWidth, heads * dk);
    c.wv = values.matrix(modelWidth, heads * dv);
    if (outputWidth > 0)
        c.wo = values.matrix(heads * dv, outputWidth);
    c.gradOutput = values.matrix(length, outputWidth > 0 ? outputWidth : heads * dv);
    return c;
}

// H query heads sharing G key/value heads: wk is d × G·dk and wv d × G·dv.
AttentionCase groupedCase(std::uint64_t seed, Index length, Index modelWidth, int heads, int groups,
                          Index dk, Index dv, Index outputWidth /* 0: no wo */)
{
    Values values(seed);
    AttentionCase c;
    c.x = values.matrix(length, modelWidth);
    c.heads = heads;
    c.kvHeads = groups;
    c.wq = values.matrix(modelWidth, heads * dk);
    c.wk = values.matrix(modelWidth, groups * dk);
    c.wv = values.matrix(modelWidth, groups * dv);
    if (outputWidth > 0)
        c.wo = values.matrix(heads * dv, outputWidth);
    c.gradOutput = values.matrix(length, outputWidth > 0 ? outputWidth : heads * dv);
    return c;
}

AttentionCase perHeadCase(std::uint64_t seed, Index length, const std::vector<std::pair<Index, Index>> &widths,
                          Index outputWidth /* 0: no wo */)
{
    Values values(seed);
    AttentionCase c;
    Index concatenated = 0;
    for (const auto &[dk, dv] : widths) {
        c.inputs.push_back({values.matrix(length, dk), values.matrix(length, dk), values.matrix(length, dv)});
        concatenated += dv;
    }
    if (outputWidth > 0)
        c.wo = values.matrix(concatenated, outputWidth);
    c.gradOutput = values.matrix(length, outputWidth > 0 ? outputWidth : concatenated);
    return c;
}

// Named cases covering both forms, every option and uneven widths; each has a grad_output.
AttentionCase namedCase(const QString &name)
{
    if (name == QLatin1String("single token"))
        return projectedCase(1, 1, 3, 1, 2, 2, 0);
    if (name == QLatin1String("causal, two heads, no wo"))
        return projectedCase(2, 5, 4, 2, 3, 2, 0);
    if (name == QLatin1String("non-causal, three heads, wo")) {
        AttentionCase c = projectedCase(3, 4, 3, 3, 1, 2, 5);
        c.causal = false;
        return c;
    }
    if (name == QLatin1String("document ids, temperature, wo")) {
        AttentionCase c = projectedCase(4, 6, 4, 2, 2, 2, 2);
        c.documentIds = {4, 4, 4, 9, 9, 4}; // the last token returns to document 4
        c.temperature = 0.7;
        return c;
    }
    if (name == QLatin1String("per-head, uneven widths, wo, ids")) {
        AttentionCase c = perHeadCase(5, 4, {{1, 3}, {4, 1}}, 2);
        c.documentIds = {0, 0, 1, 1};
        return c;
    }
    if (name == QLatin1String("per-head, non-causal, no wo")) {
        AttentionCase c = perHeadCase(6, 3, {{2, 2}}, 0);
        c.causal = false;
        c.temperature = 2.5;
        return c;
    }
    if (name == QLatin1String("rotary (default base), two heads, wo")) {
        AttentionCase c = projectedCase(7, 6, 4, 2, 4, 2, 3);
        c.rotary = RotaryOptions{};
        c.rotaryBaseOmitted = true;
        return c;
    }
    if (name == QLatin1String("rotary at given positions, non-causal")) {
        AttentionCase c = projectedCase(8, 5, 3, 1, 6, 2, 0);
        c.rotary = RotaryOptions{100.0, {0, 1, 2, 0, 1}};
        c.causal = false;
        return c;
    }
    if (name == QLatin1String("alibi, three heads, ids, wo")) {
        AttentionCase c = projectedCase(9, 6, 4, 3, 2, 2, 2);
        c.alibi = true;
        c.documentIds = {1, 1, 1, 2, 2, 2};
        c.temperature = 0.8;
        return c;
    }
    if (name == QLatin1String("4 heads in 2 kv groups, rotary, alibi, wo")) {
        AttentionCase c = groupedCase(10, 6, 5, 4, 2, 2, 3, 4);
        c.rotary = RotaryOptions{500.0, {3, 4, 5, 6, 7, 8}};
        c.alibi = true;
        return c;
    }
    if (name == QLatin1String("multi-query (kv_heads 1), non-causal")) {
        AttentionCase c = groupedCase(11, 5, 4, 3, 1, 3, 2, 0);
        c.causal = false;
        return c;
    }
    if (name == QLatin1String("per-head, rotary, alibi")) {
        AttentionCase c = perHeadCase(12, 4, {{2, 3}, {4, 1}}, 2);
        c.rotary = RotaryOptions{10000.0, {5, -2, 7, 1}};
        c.alibi = true;
        return c;
    }
    if (name == QLatin1String("cross-attention, 3 queries, 5 keys, wo")) {
        AttentionCase c = projectedCase(13, 3, 4, 2, 2, 3, 2);
        c.context = Values(113).matrix(5, 4);
        return c;
    }
    if (name == QLatin1String("cross-attention, 2 kv groups, key padding")) {
        AttentionCase c = groupedCase(14, 4, 3, 4, 2, 2, 2, 0);
        c.context = Values(114).matrix(6, 3);
        c.keyPadding = {false, false, true, false, true, true};
        return c;
    }
    if (name == QLatin1String("cross-attention, causal, equal lengths")) {
        AttentionCase c = projectedCase(15, 4, 3, 1, 2, 2, 3);
        c.context = Values(115).matrix(4, 3);
        c.causal = true;
        c.temperature = 1.5;
        return c;
    }
    if (name == QLatin1String("self, key padding, non-causal, wo")) {
        AttentionCase c = projectedCase(16, 5, 4, 2, 2, 2, 3);
        c.causal = false;
        c.keyPadding = {false, false, false, true, true};
        return c;
    }
    if (name == QLatin1String("per-head, key padding")) {
        AttentionCase c = perHeadCase(17, 4, {{2, 2}, {3, 1}}, 0);
        c.keyPadding = {true, false, false, false};
        return c;
    }
    qFatal("unknown case");
}

const char *const caseNames[] = {"single token", "causal, two heads, no wo", "non-causal, three heads, wo",
                                  "document ids, temperature, wo", "per-head, uneven widths, wo, ids",
                                  "per-head, non-causal, no wo", "rotary (default base), two heads, wo",
                                  "rotary at given positions, non-causal", "alibi, three heads, ids, wo",
                                  "4 heads in 2 kv groups, rotary, alibi, wo", "multi-query (kv_heads 1), non-causal",
                                  "per-head, rotary, alibi", "cross-attention, 3 queries, 5 keys, wo",
                                  "cross-attention, 2 kv groups, key padding", "cross-attention, causal, equal lengths",
                                  "self, key padding, non-causal, wo", "per-head, key padding"};

void addNamedCases()
{
    QTest::addColumn<QString>("name");
    for (const char *name : caseNames)
        QTest::newRow(name) << QString::fromLatin1(name);
}

// ---- the engine, called directly -----------------------------------------------------

template <typename Scalar>
AttentionWeights<Scalar> engineWeights(const AttentionCase &c)
{
    AttentionWeights<Scalar> w;
    if (c.projected()) {
        w.wq = c.wq.cast<Scalar>();
        w.wk = c.wk.cast<Scalar>();
        w.wv = c.wv.cast<Scalar>();
    }
    if (c.wo)
        w.wo = c.wo->cast<Scalar>();
    return w;
}

template <typename Scalar>
AttentionTrace<Scalar> engineForward(const AttentionCase &c, const AttentionHook<Scalar> &hook = {})
{
    if (c.projected() && c.context)
        return MultiHeadAttention<Scalar>::forward(c.x.cast<Scalar>(), c.context->cast<Scalar>(), engineWeights<Scalar>(c), c.heads,
                                                   c.options(), hook);
    if (c.projected())
        return MultiHeadAttention<Scalar>::forward(c.x.cast<Scalar>(), engineWeights<Scalar>(c), c.heads, c.options(), hook);
    std::vector<HeadInput<Scalar>> inputs;
    for (const HeadInput<double> &h : c.inputs)
        inputs.push_back({h.q.cast<Scalar>(), h.k.cast<Scalar>(), h.v.cast<Scalar>()});
    return MultiHeadAttention<Scalar>::forward(inputs, engineWeights<Scalar>(c).wo, c.options(), hook);
}

// Every number of the response equals the engine's in precision Scalar, bit for bit.
template <typename Scalar>
QString compareWithEngine(const AttentionCase &c, const AttentionResponse &r)
{
    const AttentionTrace<Scalar> trace = engineForward<Scalar>(c);
    QString problem = compareExact(QStringLiteral("output"), r.output, trace.output.template cast<double>());
    for (std::size_t h = 0; problem.isEmpty() && h < trace.heads.size(); ++h) {
        const HeadTrace<Scalar> &e = trace.heads[h];
        const HeadResponse &a = r.heads[h];
        const QString at = QStringLiteral("heads[%1].").arg(h);
        for (const auto &[key, actual, expected] :
             {std::tuple{"q", &a.q, &e.q}, {"k", &a.k, &e.k}, {"v", &a.v, &e.v}, {"scores", &a.scores, &e.scores},
              {"probabilities", &a.probabilities, &e.probabilities}, {"output", &a.output, &e.output}})
            if (problem.isEmpty())
                problem = compareExact(at + QLatin1String(key), *actual, expected->template cast<double>());
        if (problem.isEmpty())
            problem = compareBool(at + QStringLiteral("allowed"), a.allowed, trace.allowed);
        if (problem.isEmpty() && c.rotary)
            problem = compareExact(at + QStringLiteral("q_rotated"), a.qRotated, e.rotatedQ.template cast<double>());
        if (problem.isEmpty() && c.rotary)
            problem = compareExact(at + QStringLiteral("k_rotated"), a.kRotated, e.rotatedK.template cast<double>());
        if (problem.isEmpty() && a.alibiSlope && *a.alibiSlope != e.slope)
            problem = at + QStringLiteral("alibi_slope: %1, the engine says %2").arg(*a.alibiSlope, 0, 'g', 17).arg(e.slope, 0, 'g', 17);
    }
    if (!problem.isEmpty() || !c.gradOutput)
        return problem;

    const AttentionGradients<Scalar> g = MultiHeadAttention<Scalar>::backward(trace, engineWeights<Scalar>(c), c.gradOutput->cast<Scalar>());
    if (c.projected())
        for (const auto &[key, actual, expected] :
             {std::tuple{"x", &r.x, &g.x}, {"wq", &r.wq, &g.wq}, {"wk", &r.wk, &g.wk}, {"wv", &r.wv, &g.wv}})
            if (problem.isEmpty())
                problem = compareExact(QStringLiteral("gradients.") + QLatin1String(key), *actual, expected->template cast<double>());
    if (problem.isEmpty() && c.wo)
        problem = compareExact(QStringLiteral("gradients.wo"), *r.wo, g.wo->template cast<double>());
    if (problem.isEmpty() && c.context)
        problem = compareExact(QStringLiteral("gradients.context"), *r.context, g.context.template cast<double>());
    for (std::size_t h = 0; problem.isEmpty() && h < g.heads.size(); ++h) {
        const HeadGradients<Scalar> &e = g.heads[h];
        const HeadGradientResponse &a = r.headGradients[h];
        const QString at = QStringLiteral("gradients.heads[%1].").arg(h);
        for (const auto &[key, actual, expected] :
             {std::tuple{"q", &a.q, &e.q}, {"k", &a.k, &e.k}, {"v", &a.v, &e.v}, {"scores", &a.scores, &e.scores},
              {"probabilities", &a.probabilities, &e.probabilities}})
            if (problem.isEmpty())
                problem = compareExact(at + QLatin1String(key), *actual, expected->template cast<double>());
    }
    return problem;
}

// ---- an independent reference --------------------------------------------------------

BoolMatrix expectedAllowed(Index length, bool causal, const std::vector<std::int64_t> &ids)
{
    BoolMatrix allowed(length, length);
    for (Index q = 0; q < length; ++q)
        for (Index k = 0; k < length; ++k)
            allowed(q, k) = (!causal || k <= q) && (ids.empty() || ids[std::size_t(q)] == ids[std::size_t(k)]);
    return allowed;
}

// The contract's mask for a whole request: T × T_k, causal as asked (by default not with a
// context), document ids, and no padding key for any query.
BoolMatrix expectedAllowed(const AttentionCase &c)
{
    const bool causal = c.causal.value_or(!c.context);
    BoolMatrix allowed(c.length(), c.keyLength());
    for (Index q = 0; q < allowed.rows(); ++q)
        for (Index k = 0; k < allowed.cols(); ++k)
            allowed(q, k) = (!causal || k <= q)
                && (c.documentIds.empty() || c.documentIds[std::size_t(q)] == c.documentIds[std::size_t(k)])
                && (c.keyPadding.empty() || !c.keyPadding[std::size_t(k)]);
    return allowed;
}

Mat naiveProduct(const Mat &a, const Mat &b)
{
    Mat c = Mat::Zero(a.rows(), b.cols());
    for (Index i = 0; i < a.rows(); ++i)
        for (Index j = 0; j < b.cols(); ++j)
            for (Index l = 0; l < a.cols(); ++l)
                c(i, j) += a(i, l) * b(l, j);
    return c;
}

struct Reference {
    std::vector<Mat> q, k, v, qRotated, kRotated, scores, probabilities, outputs;
    Mat output;
};

// Pair (2i, 2i+1) of row t turned by θ = positions[t]·base^(−2i/dk).
Mat naiveRotation(const Mat &m, const RotaryOptions &rotary)
{
    Mat out = m;
    for (Index t = 0; t < m.rows(); ++t) {
        const double position = rotary.positions.empty() ? double(t) : double(rotary.positions[std::size_t(t)]);
        for (Index i = 0; 2 * i < m.cols(); ++i) {
            const double theta = position * std::pow(rotary.base, -2.0 * double(i) / double(m.cols()));
            out(t, 2 * i) = m(t, 2 * i) * std::cos(theta) - m(t, 2 * i + 1) * std::sin(theta);
            out(t, 2 * i + 1) = m(t, 2 * i) * std::sin(theta) + m(t, 2 * i + 1) * std::cos(theta);
        }
    }
    return out;
}

// The contract's formulas written out with loops: Q = X·Wq, head h takes columns
// [h·dk, (h+1)·dk) of Q and those of key/value group g = ⌊h·G/H⌋ of K and V; with rotary
// q and k turned pair by pair; S = Q·Kᵀ/(τ√dk) − slope·|i − j| with alibi (alibireference.h);
// softmax over allowed keys; O = P·V; Y = [O…]·Wo.
Reference referenceForward(const AttentionCase &c)
{
    Reference ref;
    const Index length = c.length();
    const AttentionOptions options = c.options();
    const BoolMatrix allowed = expectedAllowed(c);
    const Index keys = c.keyLength();
    if (c.projected()) {
        const Mat &keysFrom = c.context ? *c.context : c.x; // cross-attention: keys and values from the context
        const Mat q = naiveProduct(c.x, c.wq), k = naiveProduct(keysFrom, c.wk), v = naiveProduct(keysFrom, c.wv);
        const Index groups = c.groupCount();
        const Index dk = c.wq.cols() / c.heads, dv = c.wv.cols() / groups;
        for (Index h = 0; h < c.heads; ++h) {
            const Index g = h * groups / c.heads;
            ref.q.push_back(q.middleCols(h * dk, dk));
            ref.k.push_back(k.middleCols(g * dk, dk));
            ref.v.push_back(v.middleCols(g * dv, dv));
        }
    } else {
        for (const HeadInput<double> &h : c.inputs) {
            ref.q.push_back(h.q);
            ref.k.push_back(h.k);
            ref.v.push_back(h.v);
        }
    }
    Mat concatenated(length, 0);
    for (std::size_t h = 0; h < ref.q.size(); ++h) {
        const double dk = static_cast<double>(ref.q[h].cols());
        const Mat q = c.rotary ? naiveRotation(ref.q[h], *c.rotary) : ref.q[h];
        const Mat k = c.rotary ? naiveRotation(ref.k[h], *c.rotary) : ref.k[h];
        ref.qRotated.push_back(q);
        ref.kRotated.push_back(k);
        const double slope = c.alibi.value_or(false) ? reference::alibiSlope(Index(h) + 1, Index(ref.q.size())) : 0.0;
        Mat s(length, keys), p = Mat::Zero(length, keys);
        for (Index i = 0; i < length; ++i) {
            double maximum = -std::numeric_limits<double>::infinity();
            for (Index j = 0; j < keys; ++j) {
                double dot = 0;
                for (Index l = 0; l < q.cols(); ++l)
                    dot += q(i, l) * k(j, l);
                s(i, j) = dot / (options.temperature * std::sqrt(dk)) - slope * double(std::abs(i - j));
                if (allowed(i, j))
                    maximum = std::max(maximum, s(i, j));
            }
            double sum = 0;
            for (Index j = 0; j < keys; ++j)
                if (allowed(i, j))
                    sum += p(i, j) = std::exp(s(i, j) - maximum);
            if (sum > 0) // a row with no allowed key stays 0
                p.row(i) /= sum;
        }
        ref.scores.push_back(s);
        ref.probabilities.push_back(p);
        ref.outputs.push_back(naiveProduct(p, ref.v[h]));
        Mat wider(length, concatenated.cols() + ref.outputs.back().cols());
        wider << concatenated, ref.outputs.back();
        concatenated = wider;
    }
    ref.output = c.wo ? naiveProduct(concatenated, *c.wo) : concatenated;
    return ref;
}

// ---- finite differences through the tool ---------------------------------------------

using Select = std::function<Mat &(AttentionCase &)>;

// ∂L/∂θ for every entry of one matrix of the request, L = Σ G ∘ output, by central differences
// of the tool's own output, against `analytic`.
QString finiteDifferences(const AttentionCase &base, const QString &what, const Mat &analytic, const Select &select)
{
    AttentionCase forward = base;
    forward.gradOutput.reset();
    const Mat &gradOutput = *base.gradOutput;
    const Mat theta = select(forward);
    if (analytic.rows() != theta.rows() || analytic.cols() != theta.cols())
        return what + QStringLiteral(": gradient shape differs from the parameter's");
    for (Index r = 0; r < theta.rows(); ++r)
        for (Index c = 0; c < theta.cols(); ++c) {
            AttentionCase plus = forward, minus = forward;
            const double step = 1e-5 * std::max(1.0, std::fabs(theta(r, c)));
            select(plus)(r, c) = theta(r, c) + step;
            select(minus)(r, c) = theta(r, c) - step;
            AttentionResponse up, down;
            if (QString problem = runAttention(plus, up); !problem.isEmpty())
                return problem;
            if (QString problem = runAttention(minus, down); !problem.isEmpty())
                return problem;
            const double estimate = (loss(gradOutput, up.output) - loss(gradOutput, down.output))
                / (select(plus)(r, c) - select(minus)(r, c));
            if (!(std::fabs(estimate - analytic(r, c)) <= 1e-6 * (1.0 + std::fabs(analytic(r, c)))))
                return QStringLiteral("%1[%2][%3]: reported %4, finite differences give %5")
                    .arg(what).arg(r).arg(c).arg(analytic(r, c), 0, 'g', 17).arg(estimate, 0, 'g', 17);
        }
    return {};
}

// Every number of a float-precision response must be a float: the computation really ran in
// single precision and was written without decoration.
QString allFloats(const QString &what, const Mat &m)
{
    for (Index r = 0; r < m.rows(); ++r)
        for (Index c = 0; c < m.cols(); ++c)
            if (static_cast<double>(static_cast<float>(m(r, c))) != m(r, c))
                return QStringLiteral("%1[%2][%3] = %4 is not a float").arg(what).arg(r).arg(c).arg(m(r, c), 0, 'g', 17);
    return {};
}

std::vector<std::pair<QString, const Mat *>> everyMatrix(const AttentionResponse &r)
{
    std::vector<std::pair<QString, const Mat *>> all{{QStringLiteral("output"), &r.output}};
    for (std::size_t h = 0; h < r.heads.size(); ++h) {
        const HeadResponse &head = r.heads[h];
        const QString at = QStringLiteral("heads[%1].").arg(h);
        for (const auto &[key, m] : {std::pair{"q", &head.q}, {"k", &head.k}, {"v", &head.v}, {"scores", &head.scores},
                                      {"probabilities", &head.probabilities}, {"output", &head.output},
                                      {"q_rotated", &head.qRotated}, {"k_rotated", &head.kRotated}})
            all.emplace_back(at + QLatin1String(key), m);
    }
    if (r.hasGradients) {
        if (r.x.size() > 0)
            for (const auto &[key, m] : {std::pair{"x", &r.x}, {"wq", &r.wq}, {"wk", &r.wk}, {"wv", &r.wv}})
                all.emplace_back(QStringLiteral("gradients.") + QLatin1String(key), m);
        if (r.wo)
            all.emplace_back(QStringLiteral("gradients.wo"), &*r.wo);
        if (r.context)
            all.emplace_back(QStringLiteral("gradients.context"), &*r.context);
        for (std::size_t h = 0; h < r.headGradients.size(); ++h) {
            const HeadGradientResponse &g = r.headGradients[h];
            const QString at = QStringLiteral("gradients.heads[%1].").arg(h);
            for (const auto &[key, m] : {std::pair{"q", &g.q}, {"k", &g.k}, {"v", &g.v}, {"scores", &g.scores},
                                          {"probabilities", &g.probabilities}})
                all.emplace_back(at + QLatin1String(key), m);
        }
    }
    return all;
}

// The seed's worked relation as a one-head, dk = 1 request: for the query at position 1 the
// allowed scores are [0, ln 3] and the values [2, 6].
AttentionCase workedRelation()
{
    AttentionCase c;
    c.inputs.push_back({Mat{{1.0}, {1.0}}, Mat{{0.0}, {ln3}}, Mat{{2.0}, {6.0}}});
    c.gradOutput = Mat{{0.0}, {1.0}}; // the objective is the output at position 1
    return c;
}

} // namespace

class TestCliAttention : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void workedRelation();
    void workedRelationPrefixInvariance();
    void temperatureUndoesRootDk();
    void shapes_data();
    void shapes();
    void matchesEngine_data() { addNamedCases(); }
    void matchesEngine();
    void matchesReference_data() { addNamedCases(); }
    void matchesReference();
    void defaults();
    void nonCausal();
    void documentIds_data();
    void documentIds();
    void slidingWindow();
    void temperatureScaling();
    void outputProjection();
    void maskedGradientsAreZero_data();
    void maskedGradientsAreZero();
    void projectedGradientsMatchFiniteDifferences();
    void crossAttentionGradientsMatchFiniteDifferences();
    void contextAndPadding();
    void perHeadGradientsMatchFiniteDifferences();
    void scoreAndProbabilityGradientsMatchFiniteDifferences();
    void floatPrecision_data() { addNamedCases(); }
    void floatPrecision();
    void extremeScoresStayFinite();
    void maskedOverflowDoesNotPoisonGradients();
    void inputFile();
    void positionOptionsHaveNeutralDefaults();
    void rotaryScoresDependOnRelativePosition();
    void alibiSlopesAndBias();
    void groupedHeadsShareKeysAndValues();
    void positionsAndGroupsGradientsMatchFiniteDifferences();
};

void TestCliAttention::workedRelation()
{
    AttentionResponse r;
    ATLAS_VERIFY_OK(runAttention(::workedRelation(), r));
    const HeadResponse &head = r.heads[0];
    // Scores are reported scaled and before the mask: row 0 shows the masked ln 3 as well.
    ATLAS_VERIFY_OK(compareExact(QStringLiteral("scores"), head.scores, Mat{{0.0, ln3}, {0.0, ln3}}));
    BoolMatrix causal(2, 2);
    causal << true, false, true, true;
    ATLAS_VERIFY_OK(compareBool(QStringLiteral("allowed"), head.allowed, causal));
    // Position 0 reads only itself: probability exactly 1, output exactly the value 2.
    ATLAS_VERIFY_OK(compareExact(QStringLiteral("probabilities row 0"), head.probabilities.topRows(1), Mat{{1.0, 0.0}}));
    ATLAS_VERIFY_OK(compareClose(QStringLiteral("probabilities row 1"), head.probabilities.bottomRows(1), Mat{{0.25, 0.75}}, 1e-15, 0));
    ATLAS_VERIFY_OK(compareExact(QStringLiteral("output row 0"), r.output.topRows(1), Mat{{2.0}}));
    ATLAS_VERIFY_OK(compareClose(QStringLiteral("output row 1"), r.output.bottomRows(1), Mat{{5.0}}, 1e-15, 0));
    ATLAS_VERIFY_OK(compareExact(QStringLiteral("heads[0].output"), head.output, r.output));

    // ∂o/∂s = a_j (v_j − o): −0.75 and +0.75; the masked entry of row 0 is exactly 0.
    const HeadGradientResponse &g = r.headGradients[0];
    ATLAS_VERIFY_OK(compareClose(QStringLiteral("gradients.scores row 1"), g.scores.bottomRows(1), Mat{{-0.75, 0.75}}, 1e-15, 0));
    ATLAS_VERIFY_OK(compareExact(QStringLiteral("gradients.scores row 0"), g.scores.topRows(1), Mat{{0.0, 0.0}}));
    // ∂o/∂a_j = v_j on the allowed keys; ∂o/∂v_j = a_j.
    ATLAS_VERIFY_OK(compareExact(QStringLiteral("gradients.probabilities"), g.probabilities, Mat{{0.0, 0.0}, {2.0, 6.0}}));
    ATLAS_VERIFY_OK(compareClose(QStringLiteral("gradients.v"), g.v, Mat{{0.25}, {0.75}}, 1e-15, 0));
    // Through the scores to q and k (scale 1): ∂o/∂q₁ = Σ ∂o/∂s₁ⱼ kⱼ, ∂o/∂kⱼ = ∂o/∂s₁ⱼ q₁.
    ATLAS_VERIFY_OK(compareClose(QStringLiteral("gradients.q"), g.q, Mat{{0.0}, {0.75 * ln3}}, 1e-15, 0));
    ATLAS_VERIFY_OK(compareClose(QStringLiteral("gradients.k"), g.k, Mat{{-0.75}, {0.75}}, 1e-15, 0));
}

void TestCliAttention::workedRelationPrefixInvariance()
{
    // "At the first causal position only value 2 is allowed, so output is 2 regardless of
    // future score or value."
    AttentionCase c = ::workedRelation();
    c.inputs[0].k(1, 0) = 40.0;
    c.inputs[0].v(1, 0) = -1000.0;
    AttentionResponse r;
    ATLAS_VERIFY_OK(runAttention(c, r));
    ATLAS_VERIFY_OK(compareExact(QStringLiteral("output row 0"), r.output.topRows(1), Mat{{2.0}}));
    ATLAS_VERIFY_OK(compareExact(QStringLiteral("gradients.k row 1 (future key)"), r.headGradients[0].k.bottomRows(1), Mat{{0.0}}));
}

void TestCliAttention::temperatureUndoesRootDk()
{
    // dk = 4 and τ = 1/2: τ·√dk = 1, so the same scores [0, ln 3] and the same numbers as
    // dk = 1, bit for bit.
    AttentionCase c = ::workedRelation();
    c.inputs[0].q = Mat{{1.0, 0.0, 0.0, 0.0}, {1.0, 0.0, 0.0, 0.0}};
    c.inputs[0].k = Mat{{0.0, 0.0, 0.0, 0.0}, {ln3, 0.0, 0.0, 0.0}};
    c.temperature = 0.5;
    AttentionResponse wide, narrow;
    ATLAS_VERIFY_OK(runAttention(c, wide));
    ATLAS_VERIFY_OK(runAttention(::workedRelation(), narrow));
    ATLAS_VERIFY_OK(compareExact(QStringLiteral("scores"), wide.heads[0].scores, narrow.heads[0].scores));
    ATLAS_VERIFY_OK(compareExact(QStringLiteral("probabilities"), wide.heads[0].probabilities, narrow.heads[0].probabilities));
    ATLAS_VERIFY_OK(compareExact(QStringLiteral("output"), wide.output, narrow.output));
    ATLAS_VERIFY_OK(compareExact(QStringLiteral("gradients.scores"), wide.headGradients[0].scores, narrow.headGradients[0].scores));
}

void TestCliAttention::shapes_data()
{
    // parseAttentionResponse checks every shape, and that gradients (with x/wq/wk/wv only in
    // the projected form, wo only with wo) appear exactly when grad_output is given.
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("gradients");
    for (const char *name : caseNames) {
        QTest::addRow("%s", name) << QString::fromLatin1(name) << false;
        QTest::addRow("%s, gradients", name) << QString::fromLatin1(name) << true;
    }
}

void TestCliAttention::shapes()
{
    QFETCH(QString, name);
    QFETCH(bool, gradients);
    AttentionCase c = namedCase(name);
    if (!gradients)
        c.gradOutput.reset();
    AttentionResponse r;
    ATLAS_VERIFY_OK(runAttention(c, r));
    // The mask is shared by every head.
    for (const HeadResponse &head : r.heads)
        ATLAS_VERIFY_OK(compareBool(QStringLiteral("allowed"), head.allowed, r.heads.front().allowed));
}

void TestCliAttention::matchesEngine()
{
    QFETCH(QString, name);
    const AttentionCase c = namedCase(name);
    AttentionResponse r;
    ATLAS_VERIFY_OK(runAttention(c, r));
    ATLAS_VERIFY_OK(compareWithEngine<double>(c, r));
}

void TestCliAttention::matchesReference()
{
    QFETCH(QString, name);
    const AttentionCase c = namedCase(name);
    AttentionResponse r;
    ATLAS_VERIFY_OK(runAttention(c, r));
    const Reference ref = referenceForward(c);
    constexpr double relative = 1e-13, absolute = 1e-15; // summation order differs
    for (std::size_t h = 0; h < r.heads.size(); ++h) {
        const HeadResponse &head = r.heads[h];
        const QString at = QStringLiteral("heads[%1].").arg(h);
        ATLAS_VERIFY_OK(compareBool(at + QStringLiteral("allowed"), head.allowed, expectedAllowed(c)));
        ATLAS_VERIFY_OK(compareClose(at + QStringLiteral("q"), head.q, ref.q[h], relative, absolute));
        ATLAS_VERIFY_OK(compareClose(at + QStringLiteral("k"), head.k, ref.k[h], relative, absolute));
        ATLAS_VERIFY_OK(compareClose(at + QStringLiteral("v"), head.v, ref.v[h], relative, absolute));
        if (c.rotary) {
            ATLAS_VERIFY_OK(compareClose(at + QStringLiteral("q_rotated"), head.qRotated, ref.qRotated[h], relative, absolute));
            ATLAS_VERIFY_OK(compareClose(at + QStringLiteral("k_rotated"), head.kRotated, ref.kRotated[h], relative, absolute));
        }
        ATLAS_VERIFY_OK(compareClose(at + QStringLiteral("scores"), head.scores, ref.scores[h], relative, absolute));
        ATLAS_VERIFY_OK(compareClose(at + QStringLiteral("probabilities"), head.probabilities, ref.probabilities[h], relative, absolute));
        ATLAS_VERIFY_OK(compareClose(at + QStringLiteral("output"), head.output, ref.outputs[h], relative, absolute));
        for (Index i = 0; i < c.length(); ++i) {
            // Masked entries are exactly 0, and each row is a distribution — or, without any
            // allowed key (every key padding, say), all zeros, as the contract says.
            for (Index j = 0; j < c.keyLength(); ++j)
                if (!head.allowed(i, j))
                    ATLAS_COMPARE_EXACT(head.probabilities(i, j), 0.0);
            if (head.allowed.row(i).any())
                QVERIFY(std::fabs(head.probabilities.row(i).sum() - 1.0) <= 1e-15);
            else
                QVERIFY(head.output.row(i).isZero(0));
        }
    }
    ATLAS_VERIFY_OK(compareClose(QStringLiteral("output"), r.output, ref.output, relative, absolute));
}

void TestCliAttention::defaults()
{
    AttentionCase implicit = namedCase(QStringLiteral("causal, two heads, no wo"));
    AttentionCase explicitDefaults = implicit;
    explicitDefaults.causal = true;
    explicitDefaults.temperature = 1.0;
    explicitDefaults.precision = QStringLiteral("double");
    const CliResult a = runCli({QStringLiteral("attention")}, toJson(implicit.toJson()));
    const CliResult b = runCli({QStringLiteral("attention")}, toJson(explicitDefaults.toJson()));
    QVERIFY2(a.finished && a.exitCode == 0, qPrintable(a.describe()));
    QCOMPARE(a.out, b.out);

    AttentionResponse r;
    ATLAS_VERIFY_OK(runAttention(implicit, r));
    ATLAS_VERIFY_OK(compareBool(QStringLiteral("allowed"), r.heads[0].allowed, expectedAllowed(5, true, {})));
    // Double precision: the output is not merely floats written as doubles.
    bool beyondFloat = false;
    for (Index i = 0; i < r.output.size(); ++i)
        beyondFloat = beyondFloat || static_cast<double>(static_cast<float>(r.output.data()[i])) != r.output.data()[i];
    QVERIFY(beyondFloat);
}

void TestCliAttention::nonCausal()
{
    AttentionCase c = namedCase(QStringLiteral("causal, two heads, no wo"));
    c.causal = false;
    AttentionResponse r;
    ATLAS_VERIFY_OK(runAttention(c, r));
    ATLAS_VERIFY_OK(compareBool(QStringLiteral("allowed"), r.heads[0].allowed, expectedAllowed(5, false, {})));
    for (const HeadResponse &head : r.heads)
        QVERIFY((head.probabilities.array() > 0).all());
    ATLAS_VERIFY_OK(compareWithEngine<double>(c, r));

    // The first position now reads the last one: changing the last token changes row 0.
    AttentionCase changed = c;
    changed.x.row(4) *= -3.0;
    AttentionResponse r2;
    ATLAS_VERIFY_OK(runAttention(changed, r2));
    QVERIFY(r2.output.row(0) != r.output.row(0));
}

void TestCliAttention::documentIds_data()
{
    QTest::addColumn<std::vector<std::int64_t>>("ids");
    QTest::addColumn<bool>("causal");
    QTest::newRow("two documents, causal") << std::vector<std::int64_t>{7, 7, 3, 3} << true;
    QTest::newRow("two documents, bidirectional") << std::vector<std::int64_t>{7, 7, 3, 3} << false;
    QTest::newRow("interleaved ids") << std::vector<std::int64_t>{1, 2, 1, 2} << true;
    QTest::newRow("negative and large ids") << std::vector<std::int64_t>{-5, 4000000000LL, -5, 4000000000LL} << false;
    QTest::newRow("every token alone") << std::vector<std::int64_t>{0, 1, 2, 3} << false;
}

void TestCliAttention::documentIds()
{
    QFETCH(std::vector<std::int64_t>, ids);
    QFETCH(bool, causal);
    AttentionCase c = projectedCase(11, 4, 3, 1, 2, 3, 0);
    c.causal = causal;
    c.documentIds = ids;
    AttentionResponse r;
    ATLAS_VERIFY_OK(runAttention(c, r));
    const HeadResponse &head = r.heads[0];
    ATLAS_VERIFY_OK(compareBool(QStringLiteral("allowed"), head.allowed, expectedAllowed(4, causal, ids)));
    for (Index i = 0; i < 4; ++i)
        for (Index j = 0; j < 4; ++j)
            if (!head.allowed(i, j)) {
                ATLAS_COMPARE_EXACT(head.probabilities(i, j), 0.0);
                ATLAS_COMPARE_EXACT(r.headGradients[0].scores(i, j), 0.0);
                ATLAS_COMPARE_EXACT(r.headGradients[0].probabilities(i, j), 0.0);
            }
    // A query that may read only itself copies its value exactly.
    for (Index i = 0; i < 4; ++i)
        if (head.allowed.row(i).count() == 1) {
            ATLAS_COMPARE_EXACT(head.probabilities(i, i), 1.0);
            ATLAS_VERIFY_OK(compareExact(QStringLiteral("output row"), head.output.row(i), head.v.row(i)));
        }
    ATLAS_VERIFY_OK(compareWithEngine<double>(c, r));
}

// "window": W: query i reads keys i − W + 1 … i — with document ids both apply — every number
// the engine's; a key outside a query's window gets probability 0 and no gradient (the
// untraced answer is held against the traced one in tst_cliuntraced).
void TestCliAttention::slidingWindow()
{
    AttentionCase c = projectedCase(12, 6, 3, 2, 2, 3, 0);
    c.causal = true;
    c.window = 2;
    c.documentIds = {0, 0, 0, 0, 1, 1};
    AttentionResponse r;
    ATLAS_VERIFY_OK(runAttention(c, r));
    for (const HeadResponse &head : r.heads)
        for (Index i = 0; i < 6; ++i)
            for (Index j = 0; j < 6; ++j) {
                const bool expected = j <= i && j >= i - 1 && (i < 4) == (j < 4);
                ATLAS_COMPARE_EXACT(bool(head.allowed(i, j)), expected);
                if (!expected)
                    ATLAS_COMPARE_EXACT(head.probabilities(i, j), 0.0);
            }
    for (const HeadGradientResponse &g : r.headGradients)
        for (Index i = 0; i < 6; ++i)
            for (Index j = 0; j + 2 <= i; ++j)
                ATLAS_COMPARE_EXACT(g.scores(i, j), 0.0);
    ATLAS_VERIFY_OK(compareWithEngine<double>(c, r));
}

void TestCliAttention::temperatureScaling()
{
    AttentionCase c = namedCase(QStringLiteral("causal, two heads, no wo")); // dk = 3
    AttentionResponse plain;
    ATLAS_VERIFY_OK(runAttention(c, plain));
    for (double tau : {0.25, 2.0, 0.7, 1e3}) {
        c.temperature = tau;
        AttentionResponse r;
        ATLAS_VERIFY_OK(runAttention(c, r));
        for (std::size_t h = 0; h < r.heads.size(); ++h) {
            const HeadResponse &head = r.heads[h];
            // scores = Q·Kᵀ/(τ√dk), every entry, masked ones included.
            const Mat expected = (head.q * head.k.transpose()) / (tau * std::sqrt(3.0));
            ATLAS_VERIFY_OK(compareClose(QStringLiteral("scores (τ = %1)").arg(tau), head.scores, expected, 1e-14, 1e-16));
            if (tau == 0.25 || tau == 2.0) // a power of two scales without rounding
                ATLAS_VERIFY_OK(compareExact(QStringLiteral("τ·scores"), Mat(head.scores * tau), plain.heads[h].scores));
        }
        ATLAS_VERIFY_OK(compareWithEngine<double>(c, r));
    }
}

void TestCliAttention::outputProjection()
{
    AttentionCase c = namedCase(QStringLiteral("document ids, temperature, wo"));
    AttentionResponse with;
    ATLAS_VERIFY_OK(runAttention(c, with));
    c.wo.reset();
    c.gradOutput = Values(99).matrix(c.length(), c.wv.cols());
    AttentionResponse without;
    ATLAS_VERIFY_OK(runAttention(c, without));
    // Absent wo: the output is the concatenation of the heads' outputs, exactly.
    Mat concatenated(c.length(), 0);
    for (const HeadResponse &head : without.heads) {
        Mat wider(c.length(), concatenated.cols() + head.output.cols());
        wider << concatenated, head.output;
        concatenated = wider;
    }
    ATLAS_VERIFY_OK(compareExact(QStringLiteral("output without wo"), without.output, concatenated));
    // wo only projects: the heads are the same either way.
    for (std::size_t h = 0; h < with.heads.size(); ++h)
        ATLAS_VERIFY_OK(compareExact(QStringLiteral("head output"), with.heads[h].output, without.heads[h].output));
    const AttentionCase original = namedCase(QStringLiteral("document ids, temperature, wo"));
    ATLAS_VERIFY_OK(compareClose(QStringLiteral("output with wo"), with.output, naiveProduct(concatenated, *original.wo), 1e-13, 1e-15));
}

void TestCliAttention::maskedGradientsAreZero_data()
{
    QTest::addColumn<QString>("name");
    for (const char *name : {"causal, two heads, no wo", "document ids, temperature, wo", "per-head, uneven widths, wo, ids"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestCliAttention::maskedGradientsAreZero()
{
    QFETCH(QString, name);
    const AttentionCase c = namedCase(name);
    AttentionResponse r;
    ATLAS_VERIFY_OK(runAttention(c, r));
    // Upstream of each head: ∂L/∂C = G·Woᵀ (or G), the head's block of columns. Before masking,
    // ∂L/∂P = ∂L/∂O·Vᵀ; count the masked entries where that is not 0 so the check bites.
    const Mat upstream = c.wo ? Mat(*c.gradOutput * c.wo->transpose()) : *c.gradOutput;
    Index masked = 0, wouldLeak = 0, column = 0;
    for (std::size_t h = 0; h < r.heads.size(); ++h) {
        const HeadResponse &head = r.heads[h];
        const HeadGradientResponse &g = r.headGradients[h];
        const Mat unmasked = upstream.middleCols(column, head.v.cols()) * head.v.transpose();
        column += head.v.cols();
        for (Index i = 0; i < c.length(); ++i)
            for (Index j = 0; j < c.length(); ++j)
                if (!head.allowed(i, j)) {
                    ++masked;
                    wouldLeak += unmasked(i, j) != 0;
                    ATLAS_COMPARE_EXACT(g.scores(i, j), 0.0);
                    ATLAS_COMPARE_EXACT(g.probabilities(i, j), 0.0);
                }
    }
    QVERIFY(masked > 0);
    QVERIFY(wouldLeak > 0);
}

void TestCliAttention::projectedGradientsMatchFiniteDifferences()
{
    // Two heads, causal with document ids, τ ≠ 1, and wo: every path of the graph.
    const AttentionCase c = namedCase(QStringLiteral("document ids, temperature, wo"));
    AttentionResponse r;
    ATLAS_VERIFY_OK(runAttention(c, r));
    ATLAS_VERIFY_OK(finiteDifferences(c, QStringLiteral("gradients.x"), r.x, [](AttentionCase &a) -> Mat & { return a.x; }));
    ATLAS_VERIFY_OK(finiteDifferences(c, QStringLiteral("gradients.wq"), r.wq, [](AttentionCase &a) -> Mat & { return a.wq; }));
    ATLAS_VERIFY_OK(finiteDifferences(c, QStringLiteral("gradients.wk"), r.wk, [](AttentionCase &a) -> Mat & { return a.wk; }));
    ATLAS_VERIFY_OK(finiteDifferences(c, QStringLiteral("gradients.wv"), r.wv, [](AttentionCase &a) -> Mat & { return a.wv; }));
    ATLAS_VERIFY_OK(finiteDifferences(c, QStringLiteral("gradients.wo"), *r.wo, [](AttentionCase &a) -> Mat & { return *a.wo; }));
}

void TestCliAttention::crossAttentionGradientsMatchFiniteDifferences()
{
    // Keys and values from the context: its gradient, and x's through the queries alone; with
    // groups and padding keys, and with wo.
    for (const char *name : {"cross-attention, 2 kv groups, key padding", "cross-attention, 3 queries, 5 keys, wo"}) {
        const AttentionCase c = namedCase(QString::fromLatin1(name));
        AttentionResponse r;
        ATLAS_VERIFY_OK(runAttention(c, r));
        ATLAS_VERIFY_OK(finiteDifferences(c, QStringLiteral("gradients.context"), *r.context, [](AttentionCase &a) -> Mat & { return *a.context; }));
        ATLAS_VERIFY_OK(finiteDifferences(c, QStringLiteral("gradients.x"), r.x, [](AttentionCase &a) -> Mat & { return a.x; }));
        ATLAS_VERIFY_OK(finiteDifferences(c, QStringLiteral("gradients.wq"), r.wq, [](AttentionCase &a) -> Mat & { return a.wq; }));
        ATLAS_VERIFY_OK(finiteDifferences(c, QStringLiteral("gradients.wk"), r.wk, [](AttentionCase &a) -> Mat & { return a.wk; }));
        ATLAS_VERIFY_OK(finiteDifferences(c, QStringLiteral("gradients.wv"), r.wv, [](AttentionCase &a) -> Mat & { return a.wv; }));
        if (c.wo)
            ATLAS_VERIFY_OK(finiteDifferences(c, QStringLiteral("gradients.wo"), *r.wo, [](AttentionCase &a) -> Mat & { return *a.wo; }));
    }
}

void TestCliAttention::contextAndPadding()
{
    // A context without "causal": every query may read every key (no order between two
    // sequences); "causal": true for a context of the queries' own length reads rows ≤ i.
    AttentionCase cross = namedCase(QStringLiteral("cross-attention, 3 queries, 5 keys, wo"));
    AttentionResponse r;
    ATLAS_VERIFY_OK(runAttention(cross, r));
    QVERIFY(r.heads[0].allowed.all());
    QCOMPARE(r.heads[0].k.rows(), Index(5));
    AttentionCase causal = namedCase(QStringLiteral("cross-attention, causal, equal lengths"));
    ATLAS_VERIFY_OK(runAttention(causal, r));
    ATLAS_VERIFY_OK(compareBool(QStringLiteral("allowed"), r.heads[0].allowed, expectedAllowed(4, true, {})));

    // A padding key: masked for every query, its context row gets exactly no gradient, and
    // whatever it holds the response's output does not move by a bit.
    AttentionCase padded = namedCase(QStringLiteral("cross-attention, 2 kv groups, key padding"));
    AttentionResponse before, after;
    ATLAS_VERIFY_OK(runAttention(padded, before));
    for (Index k : {2, 4, 5}) {
        QVERIFY(!before.heads[0].allowed.col(k).any());
        QVERIFY(before.context->row(k).isZero(0));
    }
    padded.context->row(4).setConstant(123.0);
    ATLAS_VERIFY_OK(runAttention(padded, after));
    ATLAS_VERIFY_OK(compareExact(QStringLiteral("output"), after.output, before.output));

    // Without a context the padding applies to the sequence's own keys; a padded position still
    // has a query row, which reads the real keys.
    const AttentionCase self = namedCase(QStringLiteral("self, key padding, non-causal, wo"));
    ATLAS_VERIFY_OK(runAttention(self, r));
    QVERIFY(!r.heads[0].allowed.col(3).any() && !r.heads[0].allowed.col(4).any());
    QVERIFY(r.heads[0].allowed.row(4).head(3).all());
}

void TestCliAttention::perHeadGradientsMatchFiniteDifferences()
{
    const AttentionCase c = namedCase(QStringLiteral("per-head, uneven widths, wo, ids"));
    AttentionResponse r;
    ATLAS_VERIFY_OK(runAttention(c, r));
    for (std::size_t h = 0; h < c.inputs.size(); ++h) {
        const QString at = QStringLiteral("gradients.heads[%1].").arg(h);
        ATLAS_VERIFY_OK(finiteDifferences(c, at + QStringLiteral("q"), r.headGradients[h].q, [h](AttentionCase &a) -> Mat & { return a.inputs[h].q; }));
        ATLAS_VERIFY_OK(finiteDifferences(c, at + QStringLiteral("k"), r.headGradients[h].k, [h](AttentionCase &a) -> Mat & { return a.inputs[h].k; }));
        ATLAS_VERIFY_OK(finiteDifferences(c, at + QStringLiteral("v"), r.headGradients[h].v, [h](AttentionCase &a) -> Mat & { return a.inputs[h].v; }));
    }
    ATLAS_VERIFY_OK(finiteDifferences(c, QStringLiteral("gradients.wo"), *r.wo, [](AttentionCase &a) -> Mat & { return *a.wo; }));
}

void TestCliAttention::scoreAndProbabilityGradientsMatchFiniteDifferences()
{
    // Scores and probabilities are intermediates a request cannot set; perturb them inside the
    // engine (the code the tool runs) and compare with what the tool reports.
    for (const char *name : {"document ids, temperature, wo", "per-head, uneven widths, wo, ids"}) {
        const AttentionCase c = namedCase(QString::fromLatin1(name));
        AttentionResponse r;
        ATLAS_VERIFY_OK(runAttention(c, r));
        const auto perturbedLoss = [&c](AttentionNode node, Index head, Index i, Index j, double delta) {
            const AttentionHook<double> hook = [&](AttentionNode n, Index h, Matrix<double> &value) {
                if (n == node && h == head)
                    value(i, j) += delta;
            };
            return loss(*c.gradOutput, engineForward<double>(c, hook).output);
        };
        constexpr double step = 1e-6;
        for (Index h = 0; h < static_cast<Index>(r.heads.size()); ++h) {
            const HeadResponse &head = r.heads[std::size_t(h)];
            const HeadGradientResponse &g = r.headGradients[std::size_t(h)];
            for (Index i = 0; i < c.length(); ++i)
                for (Index j = 0; j < c.length(); ++j) {
                    // A masked score does not enter the softmax: its derivative really is 0.
                    const double scores = (perturbedLoss(AttentionNode::Scores, h, i, j, step)
                                           - perturbedLoss(AttentionNode::Scores, h, i, j, -step)) / (2 * step);
                    QVERIFY2(std::fabs(scores - g.scores(i, j)) <= 1e-7 * (1 + std::fabs(scores)),
                             qPrintable(QStringLiteral("%1: gradients.heads[%2].scores[%3][%4] = %5, finite differences %6")
                                            .arg(QLatin1String(name)).arg(h).arg(i).arg(j).arg(g.scores(i, j)).arg(scores)));
                    // A masked probability is the constant 0: the contract reports 0 there.
                    const double probabilities = head.allowed(i, j)
                        ? (perturbedLoss(AttentionNode::Probabilities, h, i, j, step)
                           - perturbedLoss(AttentionNode::Probabilities, h, i, j, -step)) / (2 * step)
                        : 0.0;
                    QVERIFY2(std::fabs(probabilities - g.probabilities(i, j)) <= 1e-7 * (1 + std::fabs(probabilities)),
                             qPrintable(QStringLiteral("%1: gradients.heads[%2].probabilities[%3][%4] = %5, expected %6")
                                            .arg(QLatin1String(name)).arg(h).arg(i).arg(j).arg(g.probabilities(i, j)).arg(probabilities)));
                }
        }
    }
}

void TestCliAttention::floatPrecision()
{
    QFETCH(QString, name);
    AttentionCase c = namedCase(name);
    AttentionResponse exact;
    ATLAS_VERIFY_OK(runAttention(c, exact));
    c.precision = QStringLiteral("float");
    AttentionResponse single;
    ATLAS_VERIFY_OK(runAttention(c, single));
    ATLAS_VERIFY_OK(compareWithEngine<float>(c, single));
    const auto singles = everyMatrix(single);
    const auto doubles = everyMatrix(exact);
    QCOMPARE(singles.size(), doubles.size());
    for (std::size_t m = 0; m < singles.size(); ++m) {
        ATLAS_VERIFY_OK(allFloats(singles[m].first, *singles[m].second));
        ATLAS_VERIFY_OK(compareClose(singles[m].first + QStringLiteral(" (float vs double)"), *singles[m].second, *doubles[m].second, 1e-5, 1e-6));
    }
    for (std::size_t h = 0; h < single.heads.size(); ++h)
        ATLAS_VERIFY_OK(compareBool(QStringLiteral("allowed"), single.heads[h].allowed, exact.heads[h].allowed));
}

void TestCliAttention::extremeScoresStayFinite()
{
    // Scores of ±1e300 are finite but exp of their differences underflows: the softmax must
    // still give a distribution, never NaN. (A row with no allowed key cannot be requested:
    // every query may always read itself, whatever causal and document_ids say.)
    AttentionCase c;
    c.inputs.push_back({Mat{{1e150}, {1e150}, {-1e150}}, Mat{{1e150}, {-1e150}, {1e150}}, Mat{{1.0}, {2.0}, {5.0}}});
    c.causal = false;
    c.gradOutput = Mat{{1.0}, {1.0}, {1.0}};
    AttentionResponse r;
    ATLAS_VERIFY_OK(runAttention(c, r)); // includes: no null, every number finite
    ATLAS_VERIFY_OK(compareExact(QStringLiteral("probabilities"), r.heads[0].probabilities,
                                 Mat{{0.5, 0.0, 0.5}, {0.5, 0.0, 0.5}, {0.0, 1.0, 0.0}}));
    ATLAS_VERIFY_OK(compareExact(QStringLiteral("output"), r.output, Mat{{3.0}, {3.0}, {2.0}}));
    // ∂L/∂s = p ∘ (v − o): −1 and +1 where the probability is ½, 0 elsewhere.
    ATLAS_VERIFY_OK(compareExact(QStringLiteral("gradients.scores"), r.headGradients[0].scores,
                                 Mat{{-1.0, 0.0, 1.0}, {-1.0, 0.0, 1.0}, {0.0, 0.0, 0.0}}));
}

void TestCliAttention::maskedOverflowDoesNotPoisonGradients()
{
    // The only overflowing product, ∂L/∂O₀·V₁ᵀ = 2e308 → ∞, belongs to a masked entry (query
    // 0, key 1), and the request's true gradients are all finite and small; the contract
    // reports masked entries as 0, so the request is valid and must succeed.
    AttentionCase c;
    c.inputs.push_back({Mat{{0.0}, {0.0}}, Mat{{0.0}, {0.0}}, Mat{{1.0, 1.0}, {1e308, 1e308}}});
    c.gradOutput = Mat{{1.0, 1.0}, {0.0, 0.0}};
    AttentionResponse r;
    const QString problem = runAttention(c, r);
    ATLAS_VERIFY_OK(problem);
}

void TestCliAttention::inputFile()
{
    const AttentionCase c = namedCase(QStringLiteral("document ids, temperature, wo"));
    QTemporaryFile file;
    QVERIFY(file.open());
    file.write(toJson(c.toJson()));
    file.close();
    const CliResult fromFile = runCli({QStringLiteral("attention"), QStringLiteral("--input"), file.fileName()});
    const CliResult fromStdin = runCli({QStringLiteral("attention")}, toJson(c.toJson()));
    QJsonObject response;
    ATLAS_VERIFY_OK(successContract(fromFile, response));
    QCOMPARE(fromFile.out, fromStdin.out);
}

void TestCliAttention::positionOptionsHaveNeutralDefaults()
{
    // "alibi": false and "kv_heads": H change nothing, to the byte; "rotary": {} is base 10000.
    const AttentionCase plain = namedCase(QStringLiteral("causal, two heads, no wo"));
    AttentionCase neutral = plain;
    neutral.alibi = false;
    neutral.kvHeads = plain.heads;
    const CliResult a = runCli({QStringLiteral("attention")}, toJson(plain.toJson()));
    const CliResult b = runCli({QStringLiteral("attention")}, toJson(neutral.toJson()));
    QVERIFY2(a.finished && a.exitCode == 0, qPrintable(a.describe()));
    QCOMPARE(b.out, a.out);

    AttentionCase implicitBase = namedCase(QStringLiteral("rotary (default base), two heads, wo"));
    AttentionCase explicitBase = implicitBase;
    explicitBase.rotaryBaseOmitted = false;
    explicitBase.rotary->positions = {0, 1, 2, 3, 4, 5};
    const CliResult c = runCli({QStringLiteral("attention")}, toJson(implicitBase.toJson()));
    const CliResult d = runCli({QStringLiteral("attention")}, toJson(explicitBase.toJson()));
    QVERIFY2(c.finished && c.exitCode == 0, qPrintable(c.describe()));
    QCOMPARE(d.out, c.out);
    QVERIFY(c.out != runCli({QStringLiteral("attention")}, toJson(projectedCase(7, 6, 4, 2, 4, 2, 3).toJson())).out);
}

void TestCliAttention::rotaryScoresDependOnRelativePosition()
{
    // RoPE: shifting every position by the same amount leaves every score (to rounding).
    AttentionCase c = namedCase(QStringLiteral("rotary at given positions, non-causal"));
    AttentionResponse base;
    ATLAS_VERIFY_OK(runAttention(c, base));
    for (std::int64_t shift : {1, 37, -9, 100000}) {
        AttentionCase shifted = c;
        for (std::int64_t &p : shifted.rotary->positions)
            p += shift;
        AttentionResponse r;
        ATLAS_VERIFY_OK(runAttention(shifted, r));
        ATLAS_VERIFY_OK(compareClose(QStringLiteral("scores shifted by %1").arg(shift), r.heads[0].scores, base.heads[0].scores, 1e-10, 1e-12));
        // …while the rotated vectors themselves moved.
        QVERIFY(r.heads[0].qRotated != base.heads[0].qRotated);
    }
}

void TestCliAttention::alibiSlopesAndBias()
{
    // Three heads, not a power of two: the slopes of two heads (1/16, 1/256), then the first of
    // the four-head sequence's odd-numbered ones (1/4), as Press et al. interpolate; the
    // scores are c·q·kᵀ − slope·|i − j|.
    const double slopes[3] = {1.0 / 16, 1.0 / 256, 1.0 / 4};
    const AttentionCase c = namedCase(QStringLiteral("alibi, three heads, ids, wo"));
    AttentionResponse r;
    ATLAS_VERIFY_OK(runAttention(c, r));
    const double scale = 1.0 / (0.8 * std::sqrt(2.0));
    for (std::size_t h = 0; h < 3; ++h) {
        const HeadResponse &head = r.heads[h];
        QVERIFY(head.alibiSlope.has_value());
        QCOMPARE(*head.alibiSlope, slopes[h]);
        Mat expected = head.q * head.k.transpose() * scale;
        for (Index i = 0; i < c.length(); ++i)
            for (Index j = 0; j < c.length(); ++j)
                expected(i, j) -= *head.alibiSlope * double(std::abs(i - j));
        ATLAS_VERIFY_OK(compareClose(QStringLiteral("heads[%1].scores").arg(h), head.scores, expected, 1e-13, 1e-15));
    }
}

void TestCliAttention::groupedHeadsShareKeysAndValues()
{
    // kv_heads = 2 of 4: heads 0, 1 read group 0 and heads 2, 3 group 1 — the same k and v,
    // exactly; and the layer equals four ordinary heads whose wk, wv columns are copies of
    // their group's, output bit for bit.
    const AttentionCase c = namedCase(QStringLiteral("4 heads in 2 kv groups, rotary, alibi, wo"));
    AttentionResponse r;
    ATLAS_VERIFY_OK(runAttention(c, r));
    for (const auto &[a, b] : {std::pair{0, 1}, {2, 3}}) {
        ATLAS_VERIFY_OK(compareExact(QStringLiteral("heads[%1].k").arg(b), r.heads[std::size_t(b)].k, r.heads[std::size_t(a)].k));
        ATLAS_VERIFY_OK(compareExact(QStringLiteral("heads[%1].v").arg(b), r.heads[std::size_t(b)].v, r.heads[std::size_t(a)].v));
    }
    QVERIFY(r.heads[0].k != r.heads[2].k);
    // The group's wk gradient is the sum of its heads' shares, through x: Σ_h xᵀ·∂L/∂k_h.
    Mat wk = Mat::Zero(c.wk.rows(), c.wk.cols());
    for (Index h = 0; h < 4; ++h)
        wk.middleCols((h / 2) * 2, 2) += c.x.transpose() * r.headGradients[std::size_t(h)].k;
    ATLAS_VERIFY_OK(compareClose(QStringLiteral("gradients.wk"), r.wk, wk, 1e-13, 1e-15));

    AttentionCase copies = c;
    copies.kvHeads.reset();
    copies.wk = Mat(c.wk.rows(), 4 * 2);
    copies.wv = Mat(c.wv.rows(), 4 * 3);
    for (Index h = 0; h < 4; ++h) {
        copies.wk.middleCols(h * 2, 2) = c.wk.middleCols((h / 2) * 2, 2);
        copies.wv.middleCols(h * 3, 3) = c.wv.middleCols((h / 2) * 3, 3);
    }
    AttentionResponse plain;
    ATLAS_VERIFY_OK(runAttention(copies, plain));
    ATLAS_VERIFY_OK(compareExact(QStringLiteral("output"), r.output, plain.output));
}

void TestCliAttention::positionsAndGroupsGradientsMatchFiniteDifferences()
{
    // Rotary, ALiBi and shared key/value heads together: every parameter gradient against
    // central differences of the tool's own output.
    const AttentionCase c = namedCase(QStringLiteral("4 heads in 2 kv groups, rotary, alibi, wo"));
    AttentionResponse r;
    ATLAS_VERIFY_OK(runAttention(c, r));
    ATLAS_VERIFY_OK(finiteDifferences(c, QStringLiteral("gradients.x"), r.x, [](AttentionCase &a) -> Mat & { return a.x; }));
    ATLAS_VERIFY_OK(finiteDifferences(c, QStringLiteral("gradients.wq"), r.wq, [](AttentionCase &a) -> Mat & { return a.wq; }));
    ATLAS_VERIFY_OK(finiteDifferences(c, QStringLiteral("gradients.wk"), r.wk, [](AttentionCase &a) -> Mat & { return a.wk; }));
    ATLAS_VERIFY_OK(finiteDifferences(c, QStringLiteral("gradients.wv"), r.wv, [](AttentionCase &a) -> Mat & { return a.wv; }));
    ATLAS_VERIFY_OK(finiteDifferences(c, QStringLiteral("gradients.wo"), *r.wo, [](AttentionCase &a) -> Mat & { return *a.wo; }));
    const AttentionCase perHead = namedCase(QStringLiteral("per-head, rotary, alibi"));
    AttentionResponse p;
    ATLAS_VERIFY_OK(runAttention(perHead, p));
    for (std::size_t h = 0; h < perHead.inputs.size(); ++h) {
        const QString at = QStringLiteral("gradients.heads[%1].").arg(h);
        ATLAS_VERIFY_OK(finiteDifferences(perHead, at + QStringLiteral("q"), p.headGradients[h].q, [h](AttentionCase &a) -> Mat & { return a.inputs[h].q; }));
        ATLAS_VERIFY_OK(finiteDifferences(perHead, at + QStringLiteral("k"), p.headGradients[h].k, [h](AttentionCase &a) -> Mat & { return a.inputs[h].k; }));
    }
}

ATLAS_TEST_GUILESS_MAIN(TestCliAttention)
#include "tst_cliattention.moc"
