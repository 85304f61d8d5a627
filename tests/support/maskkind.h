// The four mask structures the tiled-kernel suites sweep, and their names in failure messages.
#pragma once

namespace enginetest {

enum class MaskKind { None, Causal, Documents, CausalDocuments };

inline const char *maskName(MaskKind kind)
{
    switch (kind) {
    case MaskKind::None: return "no mask";
    case MaskKind::Causal: return "causal";
    case MaskKind::Documents: return "documents";
    case MaskKind::CausalDocuments: return "causal documents";
    }
    return "";
}

} // namespace enginetest
