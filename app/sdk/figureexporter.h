// Saves what a chapter shows: any widget (chart or matrix) as PNG (at twice the screen
// resolution, for slides) or SVG (vector, for print), and any matrix as CSV. Files are
// written atomically (QSaveFile), so a failed export never leaves half a file behind.
//
// A figure is for paper and slides: it is drawn black on white whatever the desktop's colours
// (on a dark desktop the widget's own palette would give light text on white paper). The
// widget takes the paper palette only while it is drawn.
#pragma once

#include "sdk/sdkexport.h"

#include <QCoreApplication>
#include <QPalette>
#include <QString>
#include <QWidget>

class QPainter;

namespace atlas {

class MatrixModel;

class ATLAS_SDK_EXPORT FigureExporter {
    Q_DECLARE_TR_FUNCTIONS(FigureExporter)

public:
    // By the path's suffix: .png, .svg or .csv (csv needs a model). On failure returns false
    // and sets `error` (translated).
    static bool save(QWidget *widget, const MatrixModel *model, const QString &path, QString &error);
    static bool savePng(QWidget *widget, const QString &path, QString &error, qreal scale = 2.0);
    static bool saveSvg(QWidget *widget, const QString &path, const QString &title, QString &error);
    static bool saveCsv(const MatrixModel &model, const QString &path, QString &error);

    // Black text and lines on white, the rest of the style's standard (light) palette.
    static QPalette paperPalette();
    // Draws `widget` and its children onto `painter` in the paper palette, as QWidget::render
    // would; the widget has its own palette again when this returns.
    static void renderOnPaper(QWidget *widget, QPainter *painter,
                              QWidget::RenderFlags flags = QWidget::DrawWindowBackground | QWidget::DrawChildren);

    // Asks for a file name and format, then saves; errors are shown in a message box.
    static void exportInteractively(QWidget *parent, QWidget *widget, const MatrixModel *model,
                                    const QString &suggestedName);
    // Adds "Export as PNG/SVG(/CSV)…" and "Copy" to `widget`'s context menu.
    static void installContextMenu(QWidget *widget, const MatrixModel *model, const QString &suggestedName);
};

} // namespace atlas
