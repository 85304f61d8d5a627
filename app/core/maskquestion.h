// The engine's answer to a mask question: which keys may the chosen query attend to?
//
// The block is packed exactly as `attention-atlas-cli pack` packs it, and the answer is row
// `query` of its document-aware causal mask (k ≤ q and same instance) — computed, never typed.
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
    // The allowed key slots of the query, ascending; empty if the spec is unusable.
    static QList<int> allowedKeys(const MaskQuestionSpec &spec);
};

} // namespace atlas
