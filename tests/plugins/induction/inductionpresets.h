// Shared by the induction suites: the Quick preset with a given number of steps, small enough
// that a few dozen steps take a fraction of a second.
#pragma once

#include "inductionparams.h"

#include <cstdint>

namespace inductiontest {

inline atlas::InductionParams quickParams(std::int64_t steps)
{
    atlas::InductionParams p;
    p.preset = atlas::InductionPreset::Quick;
    p.config = atlas::inductionPreset(atlas::InductionPreset::Quick);
    p.config.steps = steps;
    return p;
}

} // namespace inductiontest
