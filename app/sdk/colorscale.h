// The colours data are drawn in. Both scales are colour-blind safe (ColorBrewer) and do not
// share hues, so a reader never confuses "negative" with "large probability":
//   - signed values: RdBu, diverging around 0 (blue negative, white 0, red positive);
//   - probabilities and other values in [0, 1]: Purples, white to deep purple.
// Masked cells are not a colour of either scale: they are hatched grey.
#pragma once

#include "sdk/sdkexport.h"

#include <QColor>

namespace atlas {

class ATLAS_SDK_EXPORT ColorScale {
public:
    // t in [−1, 1] (clamped).
    static QColor diverging(double t);
    // t in [0, 1] (clamped).
    static QColor sequential(double t);
    // Black or white, whichever reads better on `background`.
    static QColor textOn(const QColor &background);
    static QColor maskedFill();
    // Qualitative colours for categories (document instances): Okabe–Ito, safe for all
    // common colour-vision deficiencies.
    static QColor category(int index);
};

} // namespace atlas
