// The widget a chapter plugin presents, with what the shell needs from every page.
#pragma once

#include "sdk/sdkexport.h"

#include <QList>
#include <QString>
#include <QWidget>

namespace atlas {

// A figure the page can export (File → Export Figures…): a chart or a matrix widget, and for
// matrices their numbers as CSV.
struct ATLAS_SDK_EXPORT ExportableFigure {
    QString name;                 // file stem, e.g. "scores-head-1"
    QWidget *widget = nullptr;    // rendered to PNG and SVG
    const class MatrixModel *matrix = nullptr; // written to CSV when set
};

class ATLAS_SDK_EXPORT ChapterPage : public QWidget {
    Q_OBJECT

public:
    using QWidget::QWidget;

    // The figures currently shown, for export.
    virtual QList<ExportableFigure> figures() const { return {}; }
    // Called before a screenshot (tour export): finish pending work synchronously and show a
    // representative state.
    virtual void prepareForScreenshot() {}
};

} // namespace atlas
