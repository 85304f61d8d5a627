// How a body's document looks once Markdown has built it (MarkdownView): code blocks and code
// spans shaded a little towards the text colour, lines of prose 130 % high, links in the
// palette's link colour, and every heading an anchor named as GitHub names it, so that
// "#the-attention-mechanism" links reach it. Private to the SDK.
#pragma once

class QPalette;
class QTextDocument;

namespace atlas {

class MarkdownPolish {
public:
    // Polishes `doc` for `palette`, a dark one when `dark`.
    static void apply(QTextDocument *doc, const QPalette &palette, bool dark);
};

} // namespace atlas
