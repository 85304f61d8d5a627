// Cause and effect: while a ChangeMarking exists, every MatrixModel whose matrix is replaced
// by one of the same shape marks the cells whose value changed, and every MatrixHeatmap
// outlines them for a moment. A lab makes one around the recomputation that follows a
// learner's edit:
//
//     { ChangeMarking marking; refresh(); }
//
// so an edit of X outlines exactly the cells of every view it moved — the head whose weights
// did not move shows no outline — while a recomputation for any other reason (another head
// shown, the language switched) marks nothing and clears the marks shown.
#pragma once

#include "sdk/sdkexport.h"

namespace atlas {

class ATLAS_SDK_EXPORT ChangeMarking {
public:
    ChangeMarking();
    ~ChangeMarking();
    ChangeMarking(const ChangeMarking &) = delete;
    ChangeMarking &operator=(const ChangeMarking &) = delete;

    // Whether a marking is in progress (on the GUI thread, where models change).
    static bool isActive();

private:
    static int depth_;
};

} // namespace atlas
