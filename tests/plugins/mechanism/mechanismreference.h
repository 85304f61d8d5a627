// Shared by the mechanism suites: the built-in course's mechanism params, and the engine
// called directly on what a MechanismState holds — the reference every view is checked against.
#pragma once

#include "mechanismparams.h"
#include "mechanismstate.h"

#include "builtinpack.h"

#include <atlas/multiheadattention.h>

namespace mechanismtest {

inline atlas::MechanismParams builtInParams()
{
    atlas::ParamsReport report;
    return atlas::MechanismParams::read(atlas::test::BuiltInPack::params(QStringLiteral("mechanism")), report);
}

// The engine, called directly on what the state holds.
inline atlas::AttentionTrace<double> engine(const atlas::MechanismState &state)
{
    atlas::AttentionOptions options;
    options.causal = state.causal();
    options.temperature = state.temperature();
    return atlas::MultiHeadAttention<double>::forward(state.embeddings(), state.weights(), state.heads(), options);
}

} // namespace mechanismtest
