// A \left or \right delimiter of a formula (FormulaLayout) grown to the contents it encloses:
// the font's own glyph while that is tall enough, else drawn as a path of the asked height,
// centred on the maths axis — a crescent for ( ), a stem with hooks for [ ] and the ceilings
// and floors, a curled brace, an angle, bars, a slash; the closing shapes are the opening ones
// mirrored. Private to the SDK.
#pragma once

#include "formulabox.h"
#include "formulafonts.h"
#include "formulalevel.h"

#include <QString>

namespace atlas {

class FormulaDelimiter {
public:
    // The delimiter `d` ("" for the invisible '.') at least `height` high, in `level`; thin
    // strokes are no thinner than `rule`.
    static FormulaBox box(const QString &d, qreal height, FormulaLevel level, FormulaFonts &fonts, qreal rule);
};

} // namespace atlas
