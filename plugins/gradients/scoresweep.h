// One score of the worked relation swept over a range, every point computed by the engine
// (WorkedRelation): the output o and every probability a_l as functions of s_j, plus the
// tangent of o at the current score, whose slope is ∂o/∂s_j = a_j(v_j − o).
//
// This is the picture behind "changing one score redistributes weight across all allowed
// values": raising s_j raises a_j and lowers every other allowed a_l at once, and o slides
// toward v_j.
#pragma once

#include <atlas/workedrelation.h>

#include <vector>

namespace atlas {

struct ScoreSweepResult {
    int key = 0;                                     // the swept score, 0-based
    std::vector<double> scores;                      // the s_j of each point
    std::vector<double> outputs;                     // o at each point
    std::vector<std::vector<double>> probabilities;  // [key][point]: a_l at each point
    double currentScore = 0;
    double currentOutput = 0;
    double slope = 0;                                // ∂o/∂s_j at the current score
    std::vector<bool> allowed;                       // per key
    bool keyAllowed = true;                          // false: o does not depend on s_j at all
    bool empty = false;                              // no allowed key: no mixture
};

class ScoreSweep {
public:
    // Sweeps scores[key] over [scores[key] − halfWidth, scores[key] + halfWidth] in `points`
    // evenly spaced points (points ≥ 2). Sizes must match (the page guarantees it).
    static ScoreSweepResult compute(const Vector<double> &scores, const Vector<double> &values,
                                    const std::vector<bool> &allowed, int key,
                                    double halfWidth = 6.0, int points = 241);
};

} // namespace atlas
