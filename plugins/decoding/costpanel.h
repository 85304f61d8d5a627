// The decoding lab's cost section: the work of one new token against the sequence length T,
// with the KV cache and by a full recompute — measured on this machine (CostSweep, in the
// background, with progress and cancel) and counted in multiply–adds (atlas/decodingcost.h) —
// as two log–log charts and a sentence on the longest length.
#pragma once

#include <QWidget>

class QChartView;
class QLabel;
class QLineSeries;
class QLogValueAxis;
class QProgressBar;
class QPushButton;

namespace atlas {

class CostSweep;
struct DecodingTiming;

class CostPanel : public QWidget {
    Q_OBJECT

public:
    explicit CostPanel(CostSweep &sweep, QWidget *parent = nullptr);

    QPushButton *measureButton() const { return measure_; }
    QPushButton *cancelButton() const { return cancel_; }
    QProgressBar *progressBar() const { return progress_; }
    QChartView *timeChart() const { return timeChart_; }
    QChartView *workChart() const { return workChart_; }
    QLabel *summary() const { return summary_; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void onMeasured(const DecodingTiming &timing);
    void onFinished(bool cancelled);
    void updateSummary();
    void retranslate();

    CostSweep &sweep_;
    QLabel *intro_;
    QPushButton *measure_, *cancel_;
    QProgressBar *progress_;
    QChartView *timeChart_, *workChart_;
    QLineSeries *cachedTime_, *recomputeTime_, *cachedWork_, *recomputeWork_;
    QLogValueAxis *timeLengths_, *timeAxis_, *workLengths_, *workAxis_;
    QLabel *summary_;
    bool cancelled_ = false;
};

} // namespace atlas
