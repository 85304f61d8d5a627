// The line above sections 2 and 3 of the long-context lab: what the two decoders are doing —
// training (progress, Cancel), trained (steps, seed, Train again) or not trained — and the seed
// the next run uses (one seed is a demonstration: the learner may try others). The same in
// both sections, since both read the same decoders.
#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace atlas {

class LongContextSession;

class DecoderTrainingBar : public QWidget {
    Q_OBJECT

public:
    // `shortcuts`: whether its buttons have Alt shortcuts (one of the lab's two bars has them,
    // so that Alt+T means one button).
    DecoderTrainingBar(LongContextSession &session, bool shortcuts, QWidget *parent = nullptr);

    QLabel *status() const { return status_; }
    QPushButton *trainButton() const { return train_; }
    QPushButton *cancelButton() const { return cancel_; }
    QSpinBox *seedBox() const { return seed_; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    LongContextSession &session_;
    bool shortcuts_;
    QLabel *status_;
    QLabel *seedLabel_;
    QSpinBox *seed_;
    QProgressBar *progress_;
    QPushButton *train_;
    QPushButton *cancel_;
};

} // namespace atlas
