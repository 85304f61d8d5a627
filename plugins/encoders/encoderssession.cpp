#include "encoderssession.h"

#include <atlas/multiheadattention.h>
#include <atlas/normalsampler.h>

#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace atlas {

namespace {

// FNV-1a of the word's UTF-8 bytes: the same number on every machine (qHash is seeded).
std::uint64_t wordHash(const QString &word)
{
    std::uint64_t h = 1469598103934665603ull;
    for (const char byte : word.toUtf8()) {
        h ^= static_cast<unsigned char>(byte);
        h *= 1099511628211ull;
    }
    return h;
}

Matrix<double> uniform(std::uint64_t seed, Index rows, Index cols, double scale = 1)
{
    return NormalSampler(seed).uniformMatrix(rows, cols, scale);
}

// Rows of two outputs that differ in any bit.
Index differingRows(const Matrix<double> &a, const Matrix<double> &b)
{
    Index rows = 0;
    for (Index i = 0; i < a.rows(); ++i)
        rows += (a.row(i).array() != b.row(i).array()).any() ? 1 : 0;
    return rows;
}

} // namespace

EncodersSession::EncodersSession(const EncodersParams &params, QObject *parent) : QObject(parent), params_(params)
{
    // One head of width 8; the query and key projections large enough that the weights are not
    // all alike (scores of a few units), the value projection of unit scale.
    const double scale = 1.0 / std::sqrt(static_cast<double>(width));
    wq_ = uniform(params_.seed * 3 + 1, width, width, 5 * scale);
    wk_ = uniform(params_.seed * 3 + 2, width, width, 5 * scale);
    wv_ = uniform(params_.seed * 3 + 3, width, width, 2 * scale);
    reset();
}

void EncodersSession::reset()
{
    lastChanged_ = false;
    source_ = params_.source;
    target_ = params_.target;
    lengths_ = params_.lengths;
    selected_ = static_cast<int>(std::min_element(lengths_.cbegin(), lengths_.cend()) - lengths_.cbegin());
    draws_ = 0;
    computeDirection();
    computeCross();
    computePadding();
    realRowsChange_ = 0;
    Q_EMIT changed();
}

Matrix<double> EncodersSession::vectors(const QStringList &words) const
{
    Matrix<double> x(words.size(), width);
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QString &word = words.at(i);
        const auto group = std::find_if(params_.lexicon.cbegin(), params_.lexicon.cend(),
                                        [&](const QStringList &words) { return words.contains(word, Qt::CaseInsensitive); });
        // The group's shared direction, or, outside the lexicon, a direction of the word's own.
        const std::uint64_t direction = group != params_.lexicon.cend()
            ? params_.seed * 1000003 + std::uint64_t(group - params_.lexicon.cbegin())
            : params_.seed ^ (wordHash(word) * 31 + 7);
        x.row(i) = uniform(params_.seed ^ wordHash(word), 1, width, 0.35) + uniform(direction, 1, width);
    }
    return x;
}

QStringList EncodersSession::sentence() const
{
    QStringList words = params_.sentence;
    if (lastChanged_)
        words.last() = params_.alternative;
    return words;
}

void EncodersSession::setLastChanged(bool on)
{
    if (on == lastChanged_)
        return;
    lastChanged_ = on;
    computeDirection();
    Q_EMIT changed();
}

void EncodersSession::computeDirection()
{
    AttentionWeights<double> w{wq_, wk_, wv_, std::nullopt};
    QStringList other = params_.sentence;
    other.last() = params_.alternative;
    for (bool causal : {false, true}) {
        AttentionOptions options;
        options.causal = causal;
        const AttentionTrace<double> original = MultiHeadAttention<double>::forward(vectors(params_.sentence), w, 1, options);
        const AttentionTrace<double> changed = MultiHeadAttention<double>::forward(vectors(other), w, 1, options);
        const AttentionTrace<double> &shown = lastChanged_ ? changed : original;
        (causal ? causalWeights_ : bidirectionalWeights_) = shown.heads.front().probabilities;
        (causal ? causalAllowed_ : bidirectionalAllowed_) = shown.allowed;
        (causal ? causalRowsChanged_ : bidirectionalRowsChanged_) = differingRows(original.output, changed.output);
    }
}

bool EncodersSession::setSource(const QString &line, QString *problem)
{
    return setSentence(source_, line, problem);
}

bool EncodersSession::setTarget(const QString &line, QString *problem)
{
    return setSentence(target_, line, problem);
}

bool EncodersSession::setSentence(QStringList &sentence, const QString &line, QString *problem)
{
    const std::optional<QStringList> words = EncodersParams::words(line, 1, problem);
    if (!words)
        return false;
    sentence = *words;
    computeCross();
    Q_EMIT changed();
    return true;
}

void EncodersSession::computeCross()
{
    const Matrix<double> identity = Matrix<double>::Identity(width, width);
    AttentionWeights<double> w{std::sqrt(params_.sharpness) * identity, std::sqrt(params_.sharpness) * identity, identity,
                               std::nullopt};
    AttentionOptions options;
    options.causal = false; // no order between two sentences
    alignment_ = MultiHeadAttention<double>::forward(vectors(target_), vectors(source_), w, 1, options).heads.front().probabilities;
}

std::vector<Index> EncodersSession::strongest() const
{
    std::vector<Index> out;
    for (Index i = 0; i < alignment_.rows(); ++i) {
        Index best = 0;
        alignment_.row(i).maxCoeff(&best);
        out.push_back(best);
    }
    return out;
}

bool EncodersSession::setLengths(const QString &line, QString *problem)
{
    static const QRegularExpression separators(QStringLiteral("[\\s,;]+"));
    const QStringList parts = line.split(separators, Qt::SkipEmptyParts);
    QList<int> lengths;
    for (const QString &part : parts) {
        bool ok = false;
        const int n = part.toInt(&ok);
        if (!ok || n < 1 || n > EncodersParams::maxLength) {
            if (problem)
                //: %1 the longest sequence allowed, %2 what was typed.
                *problem = tr("Each length must be a whole number from 1 to %1; “%2” is not.").arg(EncodersParams::maxLength).arg(part.left(20));
            return false;
        }
        lengths.append(n);
    }
    if (lengths.isEmpty() || lengths.size() > EncodersParams::maxSequences) {
        if (problem)
            //: %1 the most sequences, %2 how many were typed.
            *problem = tr("Type 1 to %1 lengths, separated by spaces or commas (%2 now).").arg(EncodersParams::maxSequences).arg(lengths.size());
        return false;
    }
    lengths_ = lengths;
    selected_ = std::min(selected_, int(lengths_.size()) - 1);
    computePadding();
    realRowsChange_ = 0;
    Q_EMIT changed();
    return true;
}

void EncodersSession::setSelected(int sequence)
{
    sequence = std::clamp(sequence, 0, int(lengths_.size()) - 1);
    if (sequence == selected_)
        return;
    selected_ = sequence;
    computePadding();
    realRowsChange_ = 0;
    Q_EMIT changed();
}

PaddingCost EncodersSession::cost(bool causal) const
{
    return PaddingCost::of(std::vector<Index>(lengths_.cbegin(), lengths_.cend()), causal);
}

KeyPadding EncodersSession::padding() const
{
    return PaddingCost::keyPadding(std::vector<Index>(lengths_.cbegin(), lengths_.cend()), std::size_t(selected_));
}

Matrix<double> EncodersSession::paddedInputs() const
{
    const Index longest = cost(false).longest, length = lengths_.at(selected_);
    Matrix<double> x = uniform(params_.seed * 7919 + std::uint64_t(selected_), longest, width);
    // The padded slots: whatever the batch's array holds there, drawn anew on each redraw.
    if (longest > length)
        x.bottomRows(longest - length) = uniform(params_.seed * 104729 + std::uint64_t(draws_), longest - length, width, 5);
    return x;
}

void EncodersSession::computePadding()
{
    AttentionWeights<double> w{wq_, wk_, wv_, std::nullopt};
    AttentionOptions options;
    options.causal = false;
    options.keyPadding = padding();
    const AttentionTrace<double> trace = MultiHeadAttention<double>::forward(paddedInputs(), w, 1, options);
    paddedWeights_ = trace.heads.front().probabilities;
    paddedAllowed_ = trace.allowed;
    paddedOutput_ = trace.output;
}

void EncodersSession::redrawPadding()
{
    const Matrix<double> before = paddedOutput_;
    ++draws_;
    computePadding();
    const Index real = lengths_.at(selected_);
    realRowsChange_ = (paddedOutput_.topRows(real) - before.topRows(real)).cwiseAbs().maxCoeff();
    Q_EMIT changed();
}

} // namespace atlas

#include "moc_encoderssession.cpp"
