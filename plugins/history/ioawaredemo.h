// "IO-aware kernels reduce memory traffic while implementing the same mathematics", run: the
// engine computes one causal head both ways on the same seeded Q, K, V (IoAwareComparison)
// and the panel puts side by side what changes — scores held at once, numbers moved to and
// from slow memory — and what does not: the scores computed (still quadratic) and the output,
// whose largest difference is rounding (about 1e-16 in double, 1e-7 in float).
//
// Larger T takes a few hundred milliseconds, so each run happens off the GUI thread
// (BackgroundTask), with a busy indicator and Cancel; changing a setting while a run is in
// flight starts another when it ends (the comparison sees the cancel flag only between its two
// halves: not worth waiting for), and only the newest result is shown.
#pragma once

#include "ioawarecomparison.h"

#include "core/backgroundtask.h"

#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QProgressBar;
class QPushButton;

namespace atlas {

class IoAwareDemo final : public QWidget {
    Q_OBJECT

public:
    explicit IoAwareDemo(QWidget *parent = nullptr);

    IoAwareComparison::Request request() const;
    void setRequest(const IoAwareComparison::Request &request);
    // The last finished run (nullopt before the first).
    const std::optional<IoAwareComparison::Outcome> &outcome() const { return task_.result(); }
    bool isRunning() const { return task_.isRunning(); }
    // Blocks until the current run (and a queued one) has finished and is shown.
    void waitForResult();
    void cancel();

    QString cellText(int row, int column) const;
    QString verdictText() const;

Q_SIGNALS:
    void resultShown();

private:
    void start();
    void finished();
    void showOutcome();

    QComboBox *lengthBox_, *tileBox_, *precisionBox_;
    QCheckBox *causalBox_;
    QProgressBar *busy_;
    QPushButton *cancelButton_;
    QLabel *status_;
    QGridLayout *table_;
    QList<QList<QLabel *>> cells_;
    QLabel *verdict_;

    BackgroundTask<IoAwareComparison::Outcome> task_;
    bool pending_ = false;
};

} // namespace atlas
