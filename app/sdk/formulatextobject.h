// Draws the typeset formulas of a MarkdownView inside its QTextDocument, each on its line's
// baseline.
//
// QTextDocument cannot put an inline image on the baseline with a part below it: it places an
// object either with its bottom on the baseline or (AlignMiddle) centred in the line, and
// where the centre falls depends on everything else on that line. So a formula is a custom
// text object: its size (ImageWidth × ImageHeight, with AlignMiddle) only reserves room above
// and below the baseline, and drawObject() paints the formula's image with its baseline on
// the line's, found from the laid-out line itself.
#pragma once

#include "sdk/sdkexport.h"

#include <QObject>
#include <QTextFormat>
#include <QTextObjectInterface>

namespace atlas {

class ATLAS_SDK_EXPORT FormulaTextObject : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    static constexpr int objectType = QTextFormat::UserObject + 1;
    enum Property {
        // The formula's baseline, in logical pixels from the top of its image; absent for a
        // display formula, which is drawn where the layout puts it.
        Baseline = QTextFormat::UserProperty + 100,
    };

    explicit FormulaTextObject(QObject *parent = nullptr);

    QSizeF intrinsicSize(QTextDocument *doc, int posInDocument, const QTextFormat &format) override;
    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *doc, int posInDocument,
                    const QTextFormat &format) override;
};

} // namespace atlas
