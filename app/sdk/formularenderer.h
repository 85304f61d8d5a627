// Typesets a formula (the TeX subset of FormulaParser) with QFontMetricsF and paints it.
//
// The layout follows TeX's rules where they matter for reading (The TeXbook, appendix G,
// simplified): four styles (display, text, script, scriptscript — sizes 100/100/70/55 %),
// "cramped" styles that keep superscripts low under bars, spacing between atoms by class
// (thin after a comma, medium around +, thick around =; unary minus stays tight), italic
// correction before superscripts, fraction numerators and denominators kept clear of a
// bar that sits on the maths axis, radicals with a vinculum, \left/\right delimiters grown
// to their contents, limits above and below ∑ in display style. The TeX parameters are
// expressed in x-heights so they adapt to the serif font in use ("DejaVu Serif" first).
//
// The result is a display list (items()) in a box with a baseline; painting replays it with
// the painter's pen colour, so one layout serves light and dark palettes.
#pragma once

#include "sdk/sdkexport.h"

#include <QCoreApplication>
#include <QFont>
#include <QImage>
#include <QList>
#include <QPainterPath>
#include <QRectF>
#include <QSizeF>
#include <QString>

class QColor;
class QPainter;

namespace atlas {

class ATLAS_SDK_EXPORT FormulaRenderer {
    Q_DECLARE_TR_FUNCTIONS(FormulaRenderer)

public:
    enum class Style { Display, Inline };

    // One thing to draw, in the formula's coordinates (0, 0 = top left of size()).
    struct Item {
        enum class Kind { Glyphs, Rule, Path };
        enum class Role { Symbol, Text, LargeOperator, FractionBar, Vinculum, Radical, Delimiter, Accent };
        Kind kind = Kind::Glyphs;
        Role role = Role::Symbol;
        QString text;        // Glyphs
        QFont font;          // Glyphs
        QPointF origin;      // Glyphs: the start of the baseline
        qreal baseline = 0;  // Glyphs: origin.y(); other kinds: the baseline of their box
        QRectF rect;         // Glyphs: ink bounds; Rule: the filled rectangle; Path: its bounds
        QPainterPath path;   // Path
        bool filled = false; // Path: fill it, else stroke it with penWidth
        qreal penWidth = 1;
        Qt::PenCapStyle cap = Qt::FlatCap;
    };

    FormulaRenderer(const QString &tex, const QFont &baseFont, Style style = Style::Inline);

    bool isValid() const { return error_.isEmpty(); }
    QString errorString() const { return error_; }  // translated; empty when valid
    int errorOffset() const { return errorOffset_; } // in the source; -1 when valid
    const QString &source() const { return source_; }
    QString plainText() const { return plainText_; } // a linear reading for screen readers
    Style style() const { return style_; }

    QSizeF size() const { return size_; }  // empty when invalid
    qreal baseline() const { return baseline_; } // from the top of size() down to the baseline
    // The formula's font size in pixels: the base font's, matched to it by x-height.
    qreal pixelSize() const { return pixelSize_; }
    const QList<Item> &items() const { return items_; }

    // Paints with the painter's pen colour; the formula's top left goes to `topLeft`.
    void paint(QPainter &painter, QPointF topLeft) const;
    // A transparent image of size() × devicePixelRatio pixels (the ratio set on it).
    QImage toImage(qreal devicePixelRatio, const QColor &text) const;

    // The serif families formulas are set in, most preferred first.
    static QStringList fontFamilies();

private:
    QString source_;
    Style style_;
    QString error_;
    int errorOffset_ = -1;
    QString plainText_;
    QSizeF size_;
    qreal baseline_ = 0;
    qreal pixelSize_ = 0;
    QList<Item> items_;
};

} // namespace atlas
