#include "hellochaptersession.h"

#include <atlas/maskedsoftmax.h>

#include <algorithm>
#include <cmath>

namespace hello {

HelloChapterSession::HelloChapterSession(const HelloChapterParams &params, QObject *parent)
    : QObject(parent), scores_(params.scores), temperature_(params.temperature)
{
    recompute();
}

int HelloChapterSession::strongestKey() const
{
    return int(std::max_element(weights_.begin(), weights_.end()) - weights_.begin());
}

bool HelloChapterSession::setScore(int key, double score)
{
    if (key < 0 || key >= keyCount() || !std::isfinite(score) || std::abs(score) > HelloChapterParams::scoreLimit)
        return false;
    scores_[std::size_t(key)] = score;
    recompute();
    return true;
}

bool HelloChapterSession::setTemperature(double temperature)
{
    if (!(temperature >= HelloChapterParams::minTemperature && temperature <= HelloChapterParams::maxTemperature))
        return false;
    temperature_ = temperature;
    recompute();
    return true;
}

void HelloChapterSession::recompute()
{
    // The engine does the mathematics; the lab only shows it.
    atlas::Matrix<double> scaled(1, keyCount());
    for (int k = 0; k < keyCount(); ++k)
        scaled(0, k) = scores_[std::size_t(k)] / temperature_;
    const atlas::BoolMatrix allowed = atlas::BoolMatrix::Constant(1, keyCount(), true);
    const atlas::SoftmaxResult<double> softmax = atlas::MaskedSoftmax<double>::forward(scaled, allowed);
    weights_.assign(softmax.probabilities.data(), softmax.probabilities.data() + keyCount());
    Q_EMIT changed();
}

} // namespace hello
