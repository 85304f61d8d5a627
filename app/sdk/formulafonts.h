// The fonts a formula is set in (FormulaLayout): the serif of FormulaRenderer::fontFamilies()
// at the formula's pixel size, 70 % of it in script style and 55 % in scriptscript, with each
// size's em, x-height and maths axis — what TeX's parameters are measured in; and that pixel
// size itself, matched to the text around the formula by x-height. Private to the SDK.
#pragma once

#include "formulalevel.h"

#include "text/formulanode.h"

#include <QFont>
#include <QHash>

namespace atlas {

class FormulaFonts {
public:
    struct Metrics {
        qreal em = 0;
        qreal xHeight = 0;
        qreal axis = 0; // height of the maths axis (the middle of '+') above the baseline
    };

    explicit FormulaFonts(qreal pixelSize) : pixelSize_(pixelSize) {}

    // The formula's pixel size: the text's, adjusted so that the serif's x-height matches the
    // text font's — letters in a formula then look as large as the words around them.
    static qreal pixelSize(const QFont &text);

    QFont font(FormulaLevel level, FormulaNode::FontStyle style, qreal scale = 1.0) const;
    const Metrics &metrics(FormulaLevel level);
    qreal em(FormulaLevel level) { return metrics(level).em; }

private:
    qreal pixelSize_;
    QHash<int, Metrics> metrics_; // by size
};

} // namespace atlas
