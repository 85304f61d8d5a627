// Saves what a chapter shows: any widget (chart or matrix) as PNG (at twice the screen
// resolution, for slides) or SVG (vector, for print), and any matrix as CSV. Files are
// written atomically (QSaveFile), so a failed export never leaves half a file behind.
#pragma once

#include "sdk/sdkexport.h"

#include <QCoreApplication>
#include <QString>

class QWidget;

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

    // Asks for a file name and format, then saves; errors are shown in a message box.
    static void exportInteractively(QWidget *parent, QWidget *widget, const MatrixModel *model,
                                    const QString &suggestedName);
    // Adds "Export as PNG/SVG(/CSV)…" and "Copy" to `widget`'s context menu.
    static void installContextMenu(QWidget *widget, const MatrixModel *model, const QString &suggestedName);
};

} // namespace atlas
