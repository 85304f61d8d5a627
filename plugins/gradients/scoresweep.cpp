#include "scoresweep.h"

#include <algorithm>

namespace atlas {

ScoreSweepResult ScoreSweep::compute(const Vector<double> &scores, const Vector<double> &values,
                                     const std::vector<bool> &allowed, int key,
                                     double halfWidth, int points)
{
    ScoreSweepResult result;
    const Index n = scores.size();
    result.key = std::clamp(key, 0, int(std::max<Index>(n - 1, 0)));
    points = std::max(points, 2);
    const WorkedRelationResult<double> now = WorkedRelation<double>::compute(scores, values, allowed);
    result.currentScore = scores(result.key);
    result.currentOutput = now.output;
    result.slope = now.gradScores(result.key);
    result.empty = now.empty;
    result.allowed = allowed.empty() ? std::vector<bool>(std::size_t(n), true) : allowed;
    result.keyAllowed = result.allowed[std::size_t(result.key)];

    result.scores.resize(std::size_t(points));
    result.outputs.resize(std::size_t(points));
    result.probabilities.assign(std::size_t(n), std::vector<double>(std::size_t(points)));
    Vector<double> swept = scores;
    for (int p = 0; p < points; ++p) {
        const double s = result.currentScore - halfWidth + 2 * halfWidth * p / (points - 1);
        swept(result.key) = s;
        const WorkedRelationResult<double> r = WorkedRelation<double>::compute(swept, values, allowed);
        result.scores[std::size_t(p)] = s;
        result.outputs[std::size_t(p)] = r.output;
        for (Index l = 0; l < n; ++l)
            result.probabilities[std::size_t(l)][std::size_t(p)] = r.probabilities(l);
    }
    return result;
}

} // namespace atlas
