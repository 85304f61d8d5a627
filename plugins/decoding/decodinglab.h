// The decoding chapter's lab: the generation controls (Step, Generate 8, Generate to the end,
// Reset) and the training status stay above numbered sections — the sequence with the Δ meter
// (cached logits against a full recompute, in double and float, in the recompute's summation
// order and reversed), the cache itself, sampling, the cost per token against T, and the
// memory calculator. Training and the cost measurement run on worker threads: the window stays
// responsive.
//
// The training can be watched: under the status a line says what the decoder writes after
// the prompt at the newest checkpoint (greedy), so the learner reads it go from noise to the
// corpus's sentences; "Train again" with "Slow enough to watch" repeats the run (same seed,
// same model) over some 25 s; afterwards the replay bar puts an earlier checkpoint's decoder
// in the lab — generate from a half-trained model — and Newest brings the trained one back.
#pragma once

#include "sdk/chapterpage.h"

#include "sdk/chapterlab.h"

class QCheckBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;

namespace atlas {

class CachePanel;
class CostPanel;
class CostSweep;
class DecodingSession;
class LabSections;
class ReplayBar;
class SamplingPanel;

class DecodingLab : public ChapterLab {
    Q_OBJECT

public:
    DecodingLab(DecodingSession &session, CostSweep &sweep, QWidget *parent = nullptr);

    // The cache's heatmaps, the next token's distribution and the two cost charts.
    QList<ExportableFigure> figures() const override;
    // Trains the decoder on this thread if it is not ready, generates 24 tokens from the
    // prompt with the params' sampling settings, and measures the cost chart to the end.
    void prepareForScreenshot() override;

private:
    void onStateChanged();
    void onSequenceChanged();
    void applyPrompt();
    void updateStatus();
    void updateDeltas();
    void updateWatch();
    void updateReplay();

    DecodingSession &session_;
    CostSweep &sweep_;
    LabSections *sections_;
    QPushButton *step_, *generate_, *toEnd_, *reset_;
    QProgressBar *progress_;
    QLabel *status_;
    QPushButton *trainAgain_, *cancelTraining_;
    QCheckBox *pace_;
    QLabel *watch_;
    ReplayBar *replay_;
    QLabel *promptMessage_, *sequence_;
    QLineEdit *prompt_;
    // The Δ meter's cells: [precision (0 double, 1 float)][order (0 the recompute's, 1 reversed)].
    QLabel *deltaCells_[2][2];
    CachePanel *cache_;
    SamplingPanel *sampling_;
    CostPanel *cost_;
};

} // namespace atlas
