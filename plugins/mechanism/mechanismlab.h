// The mechanism chapter's laboratory: the editable example and every stage of its
// computation, recomputed by the engine after each edit.
//
// Controls stay at the top (heads, causal mask, attention temperature, the selected query,
// new weights, reset); below them, in one scrolling column: the example's inputs, one head
// stage by stage, the selected query's weights and mixture, all heads combined, the two
// distinctions (attention vs sampling temperature; weights are not an explanation) and the
// engineering view of the T × T matrix.
#pragma once

#include "mechanismstate.h"

#include "sdk/chapterpage.h"

#include "sdk/chapterlab.h"

#include <functional>
#include <memory>
#include <vector>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace atlas {

class DistinctionsView;
class ExampleEditors;
class HeadCombinationView;
class HeadPipelineView;
class QueryMixtureView;
class ScoreMemoryView;
class LabSections;
class TemperatureSlider;

class MechanismLab : public ChapterLab {
    Q_OBJECT

public:
    explicit MechanismLab(const MechanismParams &params, QWidget *parent = nullptr);
    ~MechanismLab() override;

    const MechanismState &state() const { return *state_; }
    QList<ExportableFigure> figures() const override;
    // Reached by the tests that set both temperatures to MechanismParams' limits.
    TemperatureSlider *temperatureControl() const { return temperature_; }
    DistinctionsView *distinctions() const { return distinctions_; }

    void selectQuery(int row);
    // Scrolls the sections so that section `index` (0 = the example) is at the top.
    void scrollToSection(int index);
    // Everything is computed synchronously. The representative view: one head stage by stage,
    // from the scores to the attention weights, for the last token (which may read every key
    // under the causal mask).
    void prepareForScreenshot() override;

private:
    // What an edit of the example makes the editors show again besides the lab.
    enum class Reload { Nothing, Weights, Example };

    void refresh();
    void syncControls();
    // After an edit of the state: a note on it ("New weights from seed 3."), kept as a function
    // so that it is written again in the language shown ({} for none; the status line adds
    // what the change did), then the editors and the lab shown again, the change marked.
    void showEdit(std::function<QString()> note, Reload reload = Reload::Nothing);
    void updateStatus();

    std::unique_ptr<MechanismState> state_;
    // Export Figures saves every head's stages, not only the head shown: the other heads are
    // drawn by pipelines kept off screen (made on the first export; gone before the state).
    mutable std::vector<std::unique_ptr<HeadPipelineView>> exportPipelines_;
    QSpinBox *heads_;
    QCheckBox *causal_;
    TemperatureSlider *temperature_;
    QComboBox *query_;
    QPushButton *newWeights_;
    QPushButton *reset_;
    QLabel *status_;
    std::function<QString()> note_;
    LabSections *scroll_;
    QWidget *sections_; // scroll_'s column
    ExampleEditors *editors_;
    HeadPipelineView *pipeline_;
    QueryMixtureView *mixture_;
    HeadCombinationView *combination_;
    DistinctionsView *distinctions_;
    ScoreMemoryView *engineering_;
};

} // namespace atlas
