#pragma once

namespace enginetest {

// The masks the kernels are held against the dense engine with.
enum class MaskKind { None, Causal, Documents, CausalDocuments, CausalWindow, CausalDocumentsWindow };

inline constexpr MaskKind allMaskKinds[] = {MaskKind::None,         MaskKind::Causal,
                                            MaskKind::Documents,    MaskKind::CausalDocuments,
                                            MaskKind::CausalWindow, MaskKind::CausalDocumentsWindow};

inline const char *maskName(MaskKind kind)
{
    switch (kind) {
    case MaskKind::None: return "no mask";
    case MaskKind::Causal: return "causal";
    case MaskKind::Documents: return "documents";
    case MaskKind::CausalDocuments: return "causal documents";
    case MaskKind::CausalWindow: return "causal window";
    case MaskKind::CausalDocumentsWindow: return "causal documents window";
    }
    return "";
}

inline bool isCausal(MaskKind kind)
{
    return kind != MaskKind::None && kind != MaskKind::Documents;
}

inline bool hasDocuments(MaskKind kind)
{
    return kind == MaskKind::Documents || kind == MaskKind::CausalDocuments || kind == MaskKind::CausalDocumentsWindow;
}

// The window of the windowed kinds: a fifth of T, at least 1 (and at least 3 when T allows), so
// that tiles fall before the window, across its edge and inside it; 0 for the others.
inline long long windowOf(MaskKind kind, long long length)
{
    if (kind != MaskKind::CausalWindow && kind != MaskKind::CausalDocumentsWindow)
        return 0;
    const long long w = length / 5;
    return w >= 3 ? w : (length >= 3 ? 3 : 1);
}

} // namespace enginetest
