// How the window looks for a learner with low vision: a larger font than the desktop's and a
// high-contrast palette (black on white, a dark selection), chosen on the command line
// (--font-scale, --high-contrast) and honoured by the window and the tour export alike.
#pragma once

#include <QPalette>

namespace atlas {

class Appearance {
public:
    // Black text on white, black frames, a dark-blue selection with white text, and the
    // secondary text (captions, hints) dark enough for 7:1 contrast (WCAG AAA).
    static QPalette highContrastPalette();
    // Applies both to the whole application; call before any window is made.
    static void apply(double fontScale, bool highContrast);
};

} // namespace atlas
