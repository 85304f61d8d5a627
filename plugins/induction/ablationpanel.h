// Every head's figures on the held-out set (128 sequences of the task): its previous-token,
// induction and duplicate-token scores, and what switching it off alone does to the repeated
// half — the loss increase and the accuracy left (atlas/inductiontrainer.h, HeadReport).
// Measuring them evaluates the model once per head, so the table is filled when no run is
// going; during a run it says which step it shows.
#pragma once

#include <atlas/inductiontrainer.h>

#include <QWidget>

class QLabel;
class QTableWidget;

namespace atlas {

class AblationPanel : public QWidget {
    Q_OBJECT

public:
    explicit AblationPanel(QWidget *parent = nullptr);

    // `step` is the model's training step.
    void show(const std::vector<HeadReport> &reports, std::int64_t step);
    // During a run: the table keeps the figures it has and says they are from an earlier step.
    void markStale(std::int64_t step);

    QTableWidget *table() const { return table_; }
    QLabel *stepLabel() const { return step_; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *intro_;
    QLabel *step_;
    QTableWidget *table_;
    std::int64_t shownStep_ = -1;
};

} // namespace atlas
