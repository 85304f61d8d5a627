// The engine's answer to a mask question: which keys may the chosen query attend to?
//
// The block is packed exactly as `attention-atlas-cli pack` packs it, and the answer is row
// `query` of its document-aware causal mask (k ≤ q and same instance) — computed, never typed.
// With the induction rule the answer is instead the keys an induction head reads from the
// query: the slots just after the earlier occurrences of the query's token in the block
// (inductionKeys), among the keys the query may attend to.
#pragma once

#include "core/coreexport.h"

#include "questionspec.h"

#include <atlas/packer.h>

#include <QList>

#include <optional>

namespace atlas {

class ATLAS_CORE_EXPORT MaskQuestion {
public:
    // The block the question shows, or nullopt when the spec's block index does not exist.
    static std::optional<PackedBlock> block(const MaskQuestionSpec &spec);
    // The correct key slots of the query under the spec's rule, ascending; empty if the spec is
    // unusable (or, with the induction rule, when the query's token did not occur before).
    static QList<int> allowedKeys(const MaskQuestionSpec &spec);
};

} // namespace atlas
