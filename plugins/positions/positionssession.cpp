#include "positionssession.h"

#include <atlas/alibibias.h>
#include <atlas/attentionmask.h>
#include <atlas/decoderarchive.h>
#include <atlas/maskedsoftmax.h>
#include <atlas/multiheadattention.h>
#include <atlas/normalsampler.h>
#include <atlas/rotaryembedding.h>
#include <atlas/sinusoidalpositions.h>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string_view>

namespace atlas {

namespace {

double roundTo(double x, double step)
{
    return std::round(x / step) * step;
}

// A standard-normal matrix drawn from `sampler`, scaled and rounded to `step` so that the
// numbers a learner reads are the numbers the engine uses.
Matrix<double> draw(NormalSampler &sampler, Index rows, Index cols, double scale, double step)
{
    Matrix<double> m(rows, cols);
    for (Index r = 0; r < rows; ++r)
        for (Index c = 0; c < cols; ++c)
            m(r, c) = roundTo(scale * sampler.next(), step);
    return m;
}

// FNV-1a 64 of the label's UTF-8: equal labels get equal vectors, whatever their slot — what
// makes a repeated token ("the … the") the same input wherever it stands.
std::uint64_t labelHash(const QString &label)
{
    std::uint64_t h = 14695981039346656037ull;
    for (const char byte : label.toUtf8()) {
        h ^= std::uint8_t(byte);
        h *= 1099511628211ull;
    }
    return h;
}

bool tokensValid(const QStringList &tokens, QString *problem)
{
    if (tokens.size() < declared::positions::tokens::minItems || tokens.size() > declared::positions::tokens::maxItems) {
        if (problem)
            *problem = PositionsParams::tr("Type %1 to %2 tokens separated by spaces.")
                           .arg(declared::positions::tokens::minItems)
                           .arg(declared::positions::tokens::maxItems);
        return false;
    }
    for (const QString &t : tokens)
        if (t.isEmpty() || t.size() > PositionsParams::maxTokenLength || t.contains(QLatin1Char(' '))) {
            if (problem)
                *problem = PositionsParams::tr("A token has 1 to %1 characters; '%2' has %3.")
                               .arg(PositionsParams::maxTokenLength)
                               .arg(t.left(40))
                               .arg(t.size());
            return false;
        }
    return true;
}

} // namespace

PositionsSession::PositionsSession(const PositionsParams &params, QObject *parent)
    : QObject(parent), params_(params)
{
    reset();
}

void PositionsSession::reset()
{
    tokens_ = params_.tokens;
    permutation_ = params_.initialPermutation();
    orderPositions_ = params_.positions;
    causal_ = params_.causal;
    base_ = params_.base;
    tableLength_ = params_.tableLength;
    queryPosition_ = params_.queryPosition;
    keyPosition_ = params_.keyPosition;
    shift_ = params_.shift;
    pair_ = params_.pair;
    slope_ = params_.slope;
    documents_ = params_.documents;
    shuffles_ = 0;
    drawWeights();
    recompute();
}

void PositionsSession::drawWeights()
{
    NormalSampler sampler(params_.seed);
    const double scale = 1.0 / std::sqrt(double(modelWidth));
    weights_.wq = draw(sampler, modelWidth, modelWidth, scale, 0.01);
    weights_.wk = draw(sampler, modelWidth, modelWidth, scale, 0.01);
    weights_.wv = draw(sampler, modelWidth, valueWidth, scale, 0.01);
    weights_.wo.reset();
    rotaryQ_ = draw(sampler, 1, PositionsParams::rotaryWidth, 1.0, 0.1);
    rotaryK_ = draw(sampler, 1, PositionsParams::rotaryWidth, 1.0, 0.1);
}

void PositionsSession::recompute()
{
    recomputeOrder();
    recomputeTables();
    recomputeRotary();
    recomputeAlibi();
    Q_EMIT changed();
}

// --- the order experiment -----------------------------------------------------------------

bool PositionsSession::setTokens(const QStringList &tokens, QString *problem)
{
    if (!tokensValid(tokens, problem))
        return false;
    const bool resized = tokens.size() != tokens_.size();
    tokens_ = tokens;
    if (resized) {
        permutation_.assign(std::size_t(tokens.size()), 0);
        std::iota(permutation_.rbegin(), permutation_.rend(), 0);
    }
    recompute();
    return true;
}

bool PositionsSession::setPermutation(const std::vector<int> &order)
{
    if (!PositionsParams::isPermutation(order, int(tokens_.size())))
        return false;
    permutation_ = order;
    recompute();
    return true;
}

void PositionsSession::reversePermutation()
{
    std::vector<int> order(permutation_.size());
    std::iota(order.rbegin(), order.rend(), 0);
    setPermutation(order);
}

void PositionsSession::rotatePermutation()
{
    std::vector<int> order(permutation_.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = int((i + 1) % order.size());
    setPermutation(order);
}

void PositionsSession::shufflePermutation()
{
    // Fisher–Yates driven by the seeded sampler: the same sequence of shuffles every time.
    NormalSampler sampler(params_.seed * 7919 + ++shuffles_);
    std::vector<int> order(permutation_.size());
    std::iota(order.begin(), order.end(), 0);
    do {
        for (std::size_t i = order.size() - 1; i > 0; --i)
            std::swap(order[i], order[std::size_t(sampler.uniform() * double(i + 1))]);
    } while (std::is_sorted(order.begin(), order.end()));
    setPermutation(order);
}

void PositionsSession::setOrderPositions(OrderPositions positions)
{
    if (positions == orderPositions_)
        return;
    orderPositions_ = positions;
    recompute();
}

void PositionsSession::setCausal(bool causal)
{
    if (causal == causal_)
        return;
    causal_ = causal;
    recompute();
}

QStringList PositionsSession::permutedTokens() const
{
    QStringList permuted;
    for (int i : permutation_)
        permuted.append(tokens_.at(i));
    return permuted;
}

void PositionsSession::recomputeOrder()
{
    const Index T = tokens_.size();
    x_.resize(T, modelWidth);
    for (Index t = 0; t < T; ++t) {
        NormalSampler sampler(labelHash(tokens_.at(t)) ^ (params_.seed * 0x9E3779B97F4A7C15ull));
        x_.row(t) = draw(sampler, 1, modelWidth, 1.0, 0.1);
    }
    AttentionOptions options;
    options.causal = causal_;
    Matrix<double> positions;
    if (orderPositions_ == OrderPositions::Sinusoidal)
        positions = SinusoidalPositions::table<double>(T, modelWidth, base_);
    else if (orderPositions_ == OrderPositions::Rotary)
        options.rotary = RotaryOptions{base_, {}};
    order_ = PermutationEquivariance<double>::compare(x_, weights_, 1, options,
                                                      std::vector<Index>(permutation_.begin(), permutation_.end()),
                                                      positions);
}

// --- absolute positions ----------------------------------------------------------------------

bool PositionsSession::setBase(double base)
{
    if (!(base >= declared::positions::base::minimum && base <= declared::positions::base::maximum))
        return false;
    base_ = base;
    recompute();
    return true;
}

bool PositionsSession::setTableLength(int length)
{
    if (length < declared::positions::table_length::minimum || length > declared::positions::table_length::maximum)
        return false;
    tableLength_ = length;
    recompute();
    return true;
}

Matrix<double> PositionsSession::cosineSimilarity(const Matrix<double> &table)
{
    Matrix<double> unit = table;
    for (Index r = 0; r < unit.rows(); ++r) {
        const double norm = unit.row(r).norm();
        if (norm > 0)
            unit.row(r) /= norm;
    }
    return unit * unit.transpose();
}

std::vector<double> PositionsSession::meanByDistance(const Matrix<double> &similarity)
{
    const Index n = similarity.rows();
    std::vector<double> mean(std::size_t(std::max<Index>(n, 0)), 0.0);
    for (Index k = 0; k < n; ++k) {
        for (Index p = 0; p + k < n; ++p)
            mean[std::size_t(k)] += similarity(p, p + k);
        mean[std::size_t(k)] /= double(n - k);
    }
    return mean;
}

bool PositionsSession::loadLearnedTable(const QByteArray &bytes, QString *problem)
{
    try {
        const DecoderArchive<float> archive
            = DecoderArchive<float>::read(std::string_view(bytes.constData(), std::size_t(bytes.size())));
        learned_ = archive.parameters.positionEmbedding.cast<double>();
    } catch (const std::exception &error) {
        if (problem)
            //: %1 is the reader's description of the problem (in English), naming the line or field.
            *problem = tr("It is not a model file of this version (%1).").arg(QString::fromUtf8(error.what()));
        return false;
    }
    learnedSimilarity_ = cosineSimilarity(learned_);
    Q_EMIT changed();
    return true;
}

void PositionsSession::recomputeTables()
{
    sinusoidal_ = SinusoidalPositions::table<double>(tableLength_, params_.width, base_);
    sinusoidalSimilarity_ = cosineSimilarity(sinusoidal_);
}

// --- rotary ------------------------------------------------------------------------------------

bool PositionsSession::setQueryPosition(int m)
{
    return setPosition(queryPosition_, m);
}

bool PositionsSession::setKeyPosition(int n)
{
    return setPosition(keyPosition_, n);
}

bool PositionsSession::setShift(int s)
{
    return setPosition(shift_, s);
}

bool PositionsSession::setPosition(int &position, int value)
{
    if (value < 0 || value > PositionsParams::maxPosition)
        return false;
    position = value;
    recompute();
    return true;
}

bool PositionsSession::setPair(int pair)
{
    if (pair < 0 || pair >= PositionsParams::rotaryWidth / 2)
        return false;
    pair_ = pair;
    recompute();
    return true;
}

double PositionsSession::rotaryScore(std::int64_t m, std::int64_t n) const
{
    const Matrix<double> q = RotaryEmbedding::rotate<double>(rotaryQ_, RotaryOptions{base_, {m}});
    const Matrix<double> k = RotaryEmbedding::rotate<double>(rotaryK_, RotaryOptions{base_, {n}});
    return q.row(0).dot(k.row(0));
}

void PositionsSession::recomputeRotary()
{
    const Index dk = PositionsParams::rotaryWidth;
    rotary_.frequencies = RotaryEmbedding::frequencies(dk, base_);
    rotary_.unrotatedScore = rotaryQ_.row(0).dot(rotaryK_.row(0));
    rotary_.score = rotaryScore(queryPosition_, keyPosition_);
    rotary_.shiftedScore = rotaryScore(std::int64_t(queryPosition_) + shift_, std::int64_t(keyPosition_) + shift_);
    rotary_.difference = rotary_.shiftedScore - rotary_.score;
    const Index c = 2 * pair_;
    const auto rotated = [&](const Matrix<double> &v, std::int64_t p) {
        const Matrix<double> r = RotaryEmbedding::rotate<double>(v, RotaryOptions{base_, {p}});
        return QPointF(r(0, c), r(0, c + 1));
    };
    rotary_.query = QPointF(rotaryQ_(0, c), rotaryQ_(0, c + 1));
    rotary_.key = QPointF(rotaryK_(0, c), rotaryK_(0, c + 1));
    rotary_.queryAt = rotated(rotaryQ_, queryPosition_);
    rotary_.keyAt = rotated(rotaryK_, keyPosition_);
    rotary_.queryShifted = rotated(rotaryQ_, std::int64_t(queryPosition_) + shift_);
    rotary_.keyShifted = rotated(rotaryK_, std::int64_t(keyPosition_) + shift_);
}

// --- ALiBi -------------------------------------------------------------------------------------

bool PositionsSession::setSlope(double slope)
{
    if (!(slope >= 0 && slope <= declared::positions::slope::maximum))
        return false;
    slope_ = slope;
    recompute();
    return true;
}

void PositionsSession::recomputeAlibi()
{
    const Index T = x_.rows();
    AttentionOptions options; // causal, no positions: the scores ALiBi is added to
    const AttentionTrace<double> trace = MultiHeadAttention<double>::forward(x_, weights_, 1, options);
    alibi_.allowed = trace.allowed;
    alibi_.scores = trace.heads.front().scores;
    alibi_.maskOnly = trace.heads.front().probabilities;
    alibi_.bias = AlibiBias::bias<double>(T, slope_);
    // B is added where M is: to the scaled scores, inside the masked softmax.
    const Matrix<double> biased = alibi_.scores + alibi_.bias;
    alibi_.withBias = MaskedSoftmax<double>::forward(biased, alibi_.allowed).probabilities;
}

// --- position ids ------------------------------------------------------------------------------

bool PositionsSession::setDocuments(const QList<int> &lengths, QString *problem)
{
    int total = 0;
    bool ok = !lengths.isEmpty() && lengths.size() <= declared::positions::documents::maxItems;
    for (int n : lengths) {
        ok = ok && n >= 1 && n <= PositionsParams::maxDocumentLength;
        total += n;
    }
    ok = ok && total <= PositionsParams::maxPackedLength;
    if (!ok) {
        if (problem)
            *problem = tr("Type 1 to %1 document lengths of 1 to %2 tokens, at most %3 tokens in all.")
                           .arg(declared::positions::documents::maxItems)
                           .arg(PositionsParams::maxDocumentLength)
                           .arg(PositionsParams::maxPackedLength);
        return false;
    }
    documents_ = lengths;
    recompute();
    return true;
}

DocumentIds PositionsSession::documentIds() const
{
    DocumentIds ids;
    for (qsizetype d = 0; d < documents_.size(); ++d)
        ids.insert(ids.end(), std::size_t(documents_.at(d)), DocumentId(d));
    return ids;
}

PositionIdList PositionsSession::continuingIds() const
{
    return PositionIds::continuing(Index(documentIds().size()));
}

PositionIdList PositionsSession::resetIds() const
{
    return PositionIds::resetPerDocument(documentIds());
}

} // namespace atlas

#include "moc_positionssession.cpp"
