// Puts the formulas of a Markdown body into its document (MarkdownView). While Markdown is
// read, each formula waits as an image named "atlas-formula:N" (N counts the body's formulas
// from 0); here each becomes a FormulaTextObject that draws the formula, typeset by
// FormulaRenderer at the screen's pixel ratio — an inline one on the text's baseline, a
// display one centred in a paragraph of its own — or, when it cannot be typeset, its source in
// red monospace with the parser's message as tooltip. Display formulas wider than the text
// column are scaled down to it. Private to the SDK.
#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QHash>
#include <QImage>
#include <QLatin1String>
#include <QList>
#include <QString>
#include <QTextFormat>

class QFont;
class QTextCursor;
class QTextDocument;

namespace atlas {

class FormulaTypesetter {
    // The tooltip of a formula that cannot be typeset is the view's: it keeps its translation
    // context.
    Q_DECLARE_TR_FUNCTIONS(atlas::MarkdownView)

public:
    // Where a formula waits to be typeset: a character of the document, showing the image
    // named "atlas-formula:<index>" in `format`.
    struct Placeholder {
        int position;
        int index;
        QTextImageFormat format;
    };

    static QLatin1String scheme() { return QLatin1String("atlas-formula"); }

    // Typesets into `doc`, `ratio` device pixels to a pixel, the formulas in `text` and the
    // source of those that cannot be typeset in `error`.
    FormulaTypesetter(QTextDocument *doc, qreal ratio, const QColor &text, const QColor &error);

    // The placeholders of formulas 0 to count - 1, in document order.
    QList<Placeholder> placeholders(int count) const;
    // Puts the formula `tex` (`written` with its delimiters) in the place of `placeholder`: its
    // image, or a null image and the parser's message in `error`. Places after it may move.
    QImage typeset(const Placeholder &placeholder, const QString &tex, const QString &written, bool display, QString &error);

    // Scales each display formula of `doc` (typeset as `images`, by index) down to the room
    // its paragraph has in `available` pixels, or back up to its natural size.
    static void fitDisplayFormulas(QTextDocument *doc, qreal available, const QList<QImage> &images);

private:
    // Makes the display formula at `position` a centred paragraph of its own.
    void setApart(QTextCursor &cursor, int position, const QFont &textFont);

    QTextDocument *doc_;
    qreal ratio_;
    QColor text_;
    QColor error_;
    QHash<QString, qreal> middleOffsets_; // by font
};

} // namespace atlas
