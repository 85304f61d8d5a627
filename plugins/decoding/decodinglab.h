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

#include <QWidget>

class QCheckBox;
class QGridLayout;
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
class MemoryPanel;
class ReplayBar;
class SamplingPanel;

class DecodingLab : public QWidget {
    Q_OBJECT

public:
    DecodingLab(DecodingSession &session, CostSweep &sweep, QWidget *parent = nullptr);

    LabSections *sections() const { return sections_; }
    QPushButton *stepButton() const { return step_; }
    QPushButton *generateButton() const { return generate_; }
    QPushButton *generateToEndButton() const { return toEnd_; }
    QPushButton *resetButton() const { return reset_; }
    QProgressBar *trainingProgress() const { return progress_; }
    QLabel *statusLabel() const { return status_; }
    QPushButton *trainAgainButton() const { return trainAgain_; }
    QPushButton *cancelTrainingButton() const { return cancelTraining_; }
    QCheckBox *paceCheck() const { return pace_; }
    QLabel *watchLabel() const { return watch_; }
    ReplayBar *replayBar() const { return replay_; }
    QLabel *sequenceLabel() const { return sequence_; }
    QLineEdit *promptEdit() const { return prompt_; }
    QLabel *promptMessage() const { return promptMessage_; }
    // The Δ meter's cell for a precision (0 double, 1 float) and an order (0 the recompute's, 1 reversed).
    QLabel *deltaCell(int precision, int order) const;
    CachePanel *cache() const { return cache_; }
    SamplingPanel *sampling() const { return sampling_; }
    CostPanel *cost() const { return cost_; }
    MemoryPanel *memory() const { return memory_; }

private:
    void onStateChanged();
    void onSequenceChanged();
    void applyPrompt();
    void updateStatus();
    void updateDeltas();
    void updateWatch();
    void updateReplay();

    DecodingSession &session_;
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
    QGridLayout *deltas_;
    QLabel *deltaCells_[2][2];
    CachePanel *cache_;
    SamplingPanel *sampling_;
    CostPanel *cost_;
    MemoryPanel *memory_;
};

} // namespace atlas
