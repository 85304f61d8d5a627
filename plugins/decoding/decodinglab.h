// The decoding chapter's lab: the generation controls (Step, Generate 8, Generate to the end,
// Reset) and the training status stay above numbered sections — the sequence with the Δ meter
// (cached logits against a full recompute, in double and float, in the recompute's summation
// order and reversed), the cache itself, sampling, the cost per token against T, and the
// memory calculator. Training and the cost measurement run on worker threads: the window stays
// responsive.
#pragma once

#include <QWidget>

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
    QLabel *sequenceLabel() const { return sequence_; }
    QLineEdit *promptEdit() const { return prompt_; }
    QLabel *promptMessage() const { return promptMessage_; }
    // The Δ meter's cell for a precision (0 double, 1 float) and an order (0 the recompute's, 1 reversed).
    QLabel *deltaCell(int precision, int order) const;
    CachePanel *cache() const { return cache_; }
    SamplingPanel *sampling() const { return sampling_; }
    CostPanel *cost() const { return cost_; }
    MemoryPanel *memory() const { return memory_; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void onStateChanged();
    void onSequenceChanged();
    void applyPrompt();
    void updateStatus();
    void updateDeltas();
    void retranslate();

    DecodingSession &session_;
    LabSections *sections_;
    QPushButton *step_, *generate_, *toEnd_, *reset_;
    QProgressBar *progress_;
    QLabel *status_;
    QLabel *intro_, *promptLabel_, *promptMessage_, *sequence_;
    QLineEdit *prompt_;
    QGridLayout *deltas_;
    QLabel *deltaHeaders_[3];
    QLabel *deltaCells_[2][2];
    QLabel *deltaNote_;
    CachePanel *cache_;
    SamplingPanel *sampling_;
    CostPanel *cost_;
    MemoryPanel *memory_;
    QLabel *memoryIntro_;
};

} // namespace atlas
