#include "mechanismstate.h"

#include "seededexample.h"

#include <atlas/attentionmixture.h>
#include <atlas/nexttokendistribution.h>

#include <cmath>

namespace atlas {

namespace {

bool withinMagnitude(const Matrix<double> &m)
{
    return m.allFinite() && (m.size() == 0 || m.cwiseAbs().maxCoeff() <= MechanismParams::maxMagnitude);
}

bool sameShape(const Matrix<double> &a, const Matrix<double> &b)
{
    return a.rows() == b.rows() && a.cols() == b.cols();
}

double maxDifference(const Matrix<double> &a, const Matrix<double> &b)
{
    return a.size() == 0 ? 0.0 : (a - b).cwiseAbs().maxCoeff();
}

} // namespace

MechanismState::MechanismState(const MechanismParams &params) : params_(params)
{
    initialize();
    recompute();
}

void MechanismState::initialize()
{
    heads_ = params_.heads;
    weightSeed_ = params_.seed;
    valueDraws_ = 0;
    x_ = params_.x ? *params_.x : SeededExample::embeddings(params_.seed, params_.length(), params_.modelWidth);
    weights_ = SeededExample::weights(weightSeed_, params_.modelWidth, heads_, params_.keyWidth, params_.valueWidth);
    if (params_.wq)
        weights_.wq = *params_.wq;
    if (params_.wk)
        weights_.wk = *params_.wk;
    if (params_.wv)
        weights_.wv = *params_.wv;
    if (params_.wo)
        weights_.wo = *params_.wo;
    options_ = AttentionOptions();
    options_.causal = params_.causal;
    options_.temperature = params_.temperature;
    samplingTemperature_ = params_.samplingTemperature;
    query_ = params_.initialQuery();
    weightsEdited_ = false;
    weightsFromParams_ = params_.wq || params_.wk || params_.wv || params_.wo;
}

const Matrix<double> &MechanismState::weight(Weight which) const
{
    switch (which) {
    case Weight::Query: return weights_.wq;
    case Weight::Key: return weights_.wk;
    case Weight::Value: return weights_.wv;
    case Weight::Output: break;
    }
    return *weights_.wo;
}

const Matrix<double> &MechanismState::mixture(int head) const
{
    static const Matrix<double> none;
    return head >= 0 && static_cast<std::size_t>(head) < mixtures_.size() ? mixtures_[static_cast<std::size_t>(head)] : none;
}

bool MechanismState::setEmbeddings(const Matrix<double> &x)
{
    if (!sameShape(x, x_) || !withinMagnitude(x))
        return false;
    x_ = x;
    applyChange(Change::Embeddings);
    return true;
}

bool MechanismState::setWeight(Weight which, const Matrix<double> &w)
{
    const Matrix<double> &current = weight(which);
    if (!sameShape(w, current) || !withinMagnitude(w))
        return false;
    Change change = Change::OutputWeights;
    switch (which) {
    case Weight::Query: weights_.wq = w; change = Change::QueryWeights; break;
    case Weight::Key: weights_.wk = w; change = Change::KeyWeights; break;
    case Weight::Value: weights_.wv = w; change = Change::ValueWeights; break;
    case Weight::Output: weights_.wo = w; break;
    }
    weightsEdited_ = true;
    applyChange(change);
    return true;
}

bool MechanismState::setHeads(int heads, bool *replacedCustomWeights)
{
    if (heads < 1 || heads > declared::mechanism::heads::maximum)
        return false;
    if (replacedCustomWeights)
        *replacedCustomWeights = weightsEdited_ || weightsFromParams_;
    heads_ = heads;
    weights_ = SeededExample::weights(weightSeed_, params_.modelWidth, heads_, params_.keyWidth, params_.valueWidth);
    weightsEdited_ = false;
    weightsFromParams_ = false;
    applyChange(Change::Heads);
    return true;
}

void MechanismState::setCausal(bool causal)
{
    options_.causal = causal;
    applyChange(Change::Causal);
}

bool MechanismState::setTemperature(double temperature)
{
    if (!(temperature >= declared::mechanism::temperature::minimum && temperature <= declared::mechanism::temperature::maximum))
        return false;
    options_.temperature = temperature;
    applyChange(Change::AttentionTemperature);
    return true;
}

bool MechanismState::setSamplingTemperature(double temperature)
{
    if (!(temperature >= declared::mechanism::temperature::minimum && temperature <= declared::mechanism::temperature::maximum))
        return false;
    samplingTemperature_ = temperature;
    applyChange(Change::SamplingTemperature);
    return true;
}

bool MechanismState::setQuery(int query)
{
    if (query < 0 || query >= length())
        return false;
    query_ = query;
    readQueryRow();
    return true;
}

void MechanismState::drawNewWeights()
{
    ++weightSeed_;
    valueDraws_ = 0;
    weights_ = SeededExample::weights(weightSeed_, params_.modelWidth, heads_, params_.keyWidth, params_.valueWidth);
    weightsEdited_ = false;
    weightsFromParams_ = false;
    applyChange(Change::NewWeights);
}

void MechanismState::drawNewValueWeights()
{
    // Another stream than any weightSeed_ + n: the high bits count the value draws.
    ++valueDraws_;
    const AttentionWeights<double> other = SeededExample::weights(weightSeed_ ^ (valueDraws_ << 40), params_.modelWidth,
                                                                  heads_, params_.keyWidth, params_.valueWidth);
    weights_.wv = other.wv;
    weightsEdited_ = true;
    applyChange(Change::NewValueWeights);
}

void MechanismState::reset()
{
    initialize();
    applyChange(Change::Reset);
}

void MechanismState::applyChange(Change change)
{
    const AttentionTrace<double> before = trace_;
    const RowVector<double> distributionBefore = distribution_;
    recompute();
    previousOutput_ = before.output;
    effect_ = ChangeEffect();
    effect_.change = change;
    effect_.comparable = before.heads.size() == trace_.heads.size() && sameShape(before.output, trace_.output)
        && distributionBefore.size() == distribution_.size();
    if (!effect_.comparable)
        return;
    effect_.attentionIdentical = true;
    for (std::size_t h = 0; h < trace_.heads.size(); ++h) {
        const Matrix<double> &a = trace_.heads[h].probabilities;
        const Matrix<double> &b = before.heads[h].probabilities;
        const double moved = a == b ? 0.0 : maxDifference(a, b);
        effect_.attentionChangeByHead.push_back(moved);
        effect_.maxAttentionChange = std::max(effect_.maxAttentionChange, moved);
        effect_.attentionIdentical = effect_.attentionIdentical && a == b;
    }
    effect_.maxOutputChange = maxDifference(trace_.output, before.output);
    effect_.outputIdentical = trace_.output == before.output;
    effect_.maxDistributionChange = distribution_.size() == 0
        ? 0.0 : (distribution_ - distributionBefore).cwiseAbs().maxCoeff();
}

void MechanismState::recompute()
{
    try {
        trace_ = MultiHeadAttention<double>::forward(x_, weights_, heads_, options_);
        engineError_.clear();
    } catch (const ShapeError &error) {
        engineError_ = QString::fromStdString(error.what());
    }
    readQueryRow();
}

void MechanismState::readQueryRow()
{
    mixtures_.clear();
    if (!engineError_.isEmpty() || trace_.heads.empty())
        return;
    query_ = std::min(query_, length() - 1);
    try {
        for (const HeadTrace<double> &head : trace_.heads)
            mixtures_.push_back(AttentionMixture::contributions(head.probabilities.row(query_), head.v));
        logits_ = NextTokenDistribution::logits(trace_.output.row(query_), x_);
        distribution_ = NextTokenDistribution::probabilities(logits_, samplingTemperature_);
    } catch (const ShapeError &error) {
        engineError_ = QString::fromStdString(error.what());
        mixtures_.clear();
    }
}

} // namespace atlas
