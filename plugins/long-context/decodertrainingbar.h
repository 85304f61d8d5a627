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

private:
    void refresh();
    // `text`, without its Alt shortcut unless this bar has them.
    QString shortcut(const QString &text) const;

    LongContextSession &session_;
    bool shortcuts_;
    QLabel *status_;
    QSpinBox *seed_;
    QProgressBar *progress_;
    QPushButton *train_;
    QPushButton *cancel_;
};

} // namespace atlas
