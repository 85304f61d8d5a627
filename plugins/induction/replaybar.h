// The replay of a model's training: a slider over the kept snapshots (TrainingHistory), the
// step shown, a mark on the slider where the induction head formed, and buttons that jump to
// that step and back to the newest weights. Moving the slider asks for a snapshot; what is
// shown (maps, curves' cursor, ablation) follows from the session.
#pragma once

#include <QWidget>

#include <cstdint>
#include <optional>
#include <vector>

class QLabel;
class QPushButton;
class QSlider;

namespace atlas {

class ReplayBar final : public QWidget {
    Q_OBJECT

public:
    explicit ReplayBar(QWidget *parent = nullptr);

    // The snapshots' steps (ascending), the step the head formed at (if it did), and the
    // snapshot shown (−1: the newest weights, the slider at its end).
    void setHistory(const std::vector<std::int64_t> &steps, std::optional<std::int64_t> formedAt, int shown);

    QSlider *slider() const { return slider_; }
    QLabel *stepLabel() const { return step_; }
    QPushButton *formationButton() const { return formation_; }
    QPushButton *latestButton() const { return latest_; }
    // Where the formation mark sits on the slider (the snapshot nearest the formation), or −1.
    int formationIndex() const { return formationIndex_; }

Q_SIGNALS:
    void snapshotRequested(int index);
    void latestRequested();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void updateStepText();

    QLabel *title_;
    QSlider *slider_;
    QLabel *step_;
    QPushButton *formation_;
    QPushButton *latest_;
    std::vector<std::int64_t> steps_;
    std::optional<std::int64_t> formedAt_;
    int formationIndex_ = -1;
    bool updating_ = false;
};

} // namespace atlas
