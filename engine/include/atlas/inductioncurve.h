// The training curve the induction chapter draws (and `train-induction --save` keeps with the
// model), and the rule that marks when the induction head forms.
//
// Every training step reports the figures of its batch, measured before its update (so on
// sequences the model has not been trained on; atlas/inductiontrainer.h). One batch is noisy,
// so the curve groups the steps into blocks of ten — steps 1–10, 11–20, … — and draws each
// block's mean at its last step: the loss, and the loss and accuracy of the first half (fresh
// tokens, which nothing predicts) and of the repeated half (tokens whose earlier occurrence is
// in the context).
//
// Formation rule: the induction head has formed at the last step of the first block whose mean
// repeated-half accuracy reaches 50 %. Before the circuit exists the repeated half is as
// unpredictable as the first (accuracy near 1/V); once the heads can find the earlier
// occurrence and copy what followed it, accuracy rises towards 1 within a few dozen steps.
// 50 % is the middle of that rise, and a block mean of ten batches (thousands of predictions)
// does not cross it by chance.
#pragma once

#include <atlas/inductiontrainer.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace atlas {

struct CurvePoint {
    std::int64_t step = 0;          // the block's last step
    double loss = 0;                // means over the block's steps
    double firstHalfLoss = 0, repeatedHalfLoss = 0;
    double firstHalfAccuracy = 0, repeatedHalfAccuracy = 0;
};

class InductionCurve {
public:
    static constexpr int blockSteps = 10;
    static constexpr double formationAccuracy = 0.5;

    // Steps arrive in order. A step outside the open block closes it (a block cut short, say
    // by a model restored without its curve, is drawn with the steps it has).
    void add(const TrainingStep &step);
    void clear();
    // Forgets everything after `step` (a run that went back to earlier weights); the block
    // holding `step`, if it was not complete at `step`, is forgotten too.
    void truncateAfter(std::int64_t step);

    const std::vector<CurvePoint> &points() const { return points_; }
    // The step the rule above marks, or nullopt while no block has crossed.
    std::optional<std::int64_t> formedAt() const { return formedAt_; }
    std::int64_t lastStep() const { return lastStep_; }

    // The curve as one line of text (for the model file's metadata) and back; fromText gives
    // nullopt for text it did not write.
    std::string toText() const;
    static std::optional<InductionCurve> fromText(const std::string &text);

private:
    struct Sums {
        std::int64_t first = 0, last = 0;
        int count = 0;
        double loss = 0, firstLoss = 0, repeatedLoss = 0, firstAccuracy = 0, repeatedAccuracy = 0;
    };
    void close();

    std::vector<CurvePoint> points_;
    Sums open_;
    std::optional<std::int64_t> formedAt_;
    std::int64_t lastStep_ = 0;
};

} // namespace atlas
