// The line above sections 2 and 3 of the long-context lab: what the two decoders are doing —
// training (progress, Cancel), trained (steps, seed, Train again) or not trained — the same in
// both sections, since both read the same decoders.
#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;

namespace atlas {

class LongContextSession;

class DecoderTrainingBar : public QWidget {
    Q_OBJECT

public:
    explicit DecoderTrainingBar(LongContextSession &session, QWidget *parent = nullptr);

    QLabel *status() const { return status_; }
    QPushButton *trainButton() const { return train_; }
    QPushButton *cancelButton() const { return cancel_; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    LongContextSession &session_;
    QLabel *status_;
    QProgressBar *progress_;
    QPushButton *train_;
    QPushButton *cancel_;
};

} // namespace atlas
