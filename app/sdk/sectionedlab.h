// A lab of numbered sections in one scrolling column (LabSections), with what such labs show
// above it: the line that says what the last change did there (ChangeSummaryLine) and a
// Reset button, whose effect is outlined like any edit's. A chapter's lab derives from it,
// adds its panels as sections, gives them headings and says how to reset its examples, and
// names the figures its sections show (File → Export Figures).
#pragma once

#include "sdk/sdkexport.h"

#include "sdk/chapterlab.h"

#include <QList>

class QPushButton;

namespace atlas {

class LabSections;
class MatrixHeatmap;

class ATLAS_SDK_EXPORT SectionedLab : public ChapterLab {
    Q_OBJECT

public:
    explicit SectionedLab(QWidget *parent = nullptr);

    LabSections *sections() const { return sections_; }
    QPushButton *resetButton() const { return reset_; }
    // The figures named with addFigure, in that order.
    QList<ExportableFigure> figures() const override { return figures_; }
    // The examples as the chapter gave them, the first section at the top: what a screenshot
    // shows.
    void prepareForScreenshot() override;

protected:
    // Begins a section holding `panel` (made a child of sections()->widget()).
    void addSection(QWidget *panel);
    // A figure to export as `name`: a heatmap (PNG, SVG and its numbers as CSV) or a chart.
    void addFigure(const QString &name, MatrixHeatmap *heatmap);
    void addFigure(const QString &name, QWidget *chart);
    // Puts the examples back as the chapter gave them; called inside a ChangeMarking.
    virtual void resetExamples() = 0;
    // The lab's own texts (headings, accessible name), again after a language change.
    virtual void retranslate() = 0;
    void changeEvent(QEvent *event) override;

private:
    void retranslateReset();

    QPushButton *reset_;
    LabSections *sections_;
    QList<ExportableFigure> figures_;
};

} // namespace atlas
