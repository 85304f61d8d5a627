// Every head's figures on the held-out set (128 sequences of the task), in two tables: its
// previous-token, induction and duplicate-token scores; and what switching it off alone does to
// the repeated half — the loss increase and the accuracy left (atlas/inductiontrainer.h,
// HeadReport).
// Measuring them evaluates the model once per head, so the session measures them on a worker
// when no run is going; meanwhile, and during a run, the table says which step it shows.
#pragma once

#include <atlas/inductiontrainer.h>

#include <QStringList>
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
    // After a run or with a new model: the table keeps what it shows while the figures of `step`
    // are measured in the background, and says so.
    void markMeasuring(std::int64_t step);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    QLabel *step_;
    QTableWidget *scores_ = nullptr, *table_ = nullptr;
    QStringList scoreHeadings_, ablationHeadings_;
    std::int64_t shownStep_ = -1;
};

} // namespace atlas
