#include "headssession.h"

#include <atlas/decoderarchive.h>
#include <atlas/normalsampler.h>

#include <algorithm>
#include <cmath>
#include <string_view>

namespace atlas {

HeadsSession::HeadsSession(const HeadsParams &params, QObject *parent) : QObject(parent), params_(params)
{
    reset();
}

void HeadsSession::reset()
{
    headWidth_ = params_.headWidth;
    computeRank();
    if (model_ && !reports_.empty()) {
        const auto best = std::max_element(reports_.cbegin(), reports_.cend(), [](const HeadReport &a, const HeadReport &b) {
            return a.inductionScore < b.inductionScore;
        });
        layer_ = best->layer - 1;
        head_ = best->head - 1;
    }
    Q_EMIT changed();
}

void HeadsSession::setHeadWidth(int dk)
{
    dk = std::clamp(dk, 1, params_.width);
    if (dk == headWidth_)
        return;
    headWidth_ = dk;
    computeRank();
    Q_EMIT changed();
}

void HeadsSession::computeRank()
{
    // The first dₖ columns of two fixed d × d draws: widening the head adds columns, it does
    // not redraw the ones already there.
    const Matrix<double> q = NormalSampler(params_.seed * 2 + 1).uniformMatrix(params_.width, params_.width).leftCols(headWidth_);
    const Matrix<double> k = NormalSampler(params_.seed * 2 + 2).uniformMatrix(params_.width, params_.width).leftCols(headWidth_);
    qk_ = q * k.transpose();
    singular_ = HeadCircuits::singularValues(qk_);
}

int HeadsSession::rank() const
{
    if (singular_.empty() || singular_.front() <= 0)
        return 0;
    return int(std::count_if(singular_.cbegin(), singular_.cend(), [&](double s) { return s > 1e-9 * singular_.front(); }));
}

qint64 HeadsSession::projectionParameters(int width, int heads, int headWidth)
{
    return qint64(4) * width * heads * headWidth;
}

bool HeadsSession::loadModel(const QByteArray &bytes, QString *problem)
{
    try {
        DecoderArchive<double> archive = DecoderArchive<double>::read(std::string_view(bytes.constData(), std::size_t(bytes.size())));
        const std::unique_ptr<InductionTrainer<double>> trainer = InductionTrainer<double>::fromArchive(archive);
        reports_ = trainer->heads();
        model_ = std::move(archive);
    } catch (const std::exception &error) {
        if (problem)
            *problem = QString::fromUtf8(error.what());
        model_.reset();
        reports_.clear();
        copying_.clear();
        composition_.clear();
        Q_EMIT changed();
        return false;
    }
    copying_.clear();
    for (const HeadReport &r : reports_)
        copying_.push_back(HeadCircuits::copyingScore(HeadCircuits::tokenOV(model_->parameters, model_->config, r.layer - 1, r.head - 1)));
    composition_.clear();
    if (model_->config.layers == 2) {
        const Index heads = model_->config.heads;
        composition_.assign(std::size_t(heads), std::vector<HeadComposition>(std::size_t(heads)));
        for (Index a = 0; a < heads; ++a)
            for (Index b = 0; b < heads; ++b)
                composition_[std::size_t(a)][std::size_t(b)] = HeadCircuits::composition(model_->parameters, model_->config, 0, a, 1, b);
    }
    reset();
    return true;
}

void HeadsSession::select(Index layer, Index head)
{
    if (!model_ || layer < 0 || layer >= model_->config.layers || head < 0 || head >= model_->config.heads)
        return;
    if (layer == layer_ && head == head_)
        return;
    layer_ = layer;
    head_ = head;
    Q_EMIT changed();
}

Matrix<double> HeadsSession::tokenQK() const
{
    return model_ ? HeadCircuits::tokenQK(model_->parameters, model_->config, layer_, head_) : Matrix<double>();
}

Matrix<double> HeadsSession::tokenOV() const
{
    return model_ ? HeadCircuits::tokenOV(model_->parameters, model_->config, layer_, head_) : Matrix<double>();
}

} // namespace atlas

#include "moc_headssession.cpp"
