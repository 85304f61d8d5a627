// The decoding lab's cost section: the work of one new token against the sequence length T,
// with the KV cache and by a full recompute — measured on this machine (CostSweep, in the
// background, with progress and cancel) and counted in multiply–adds (atlas/decodingcost.h) —
// as two log–log charts and a sentence on the longest length.
#pragma once

#include "sdk/chapterpage.h"
#include "sdk/taskcontrols.h"

#include <QWidget>

class QChartView;
class QLabel;
class QLineSeries;
class QLogValueAxis;

namespace atlas {

class CostSweep;
struct DecodingTiming;

class CostPanel : public QWidget {
    Q_OBJECT

public:
    explicit CostPanel(CostSweep &sweep, QWidget *parent = nullptr);

    // The measured and the counted chart, under their export names.
    QList<ExportableFigure> figures() const;

private:
    void onMeasured(const DecodingTiming &timing);
    void onFinished(bool cancelled);
    void updateSummary();

    CostSweep &sweep_;
    TaskControls *controls_;
    QChartView *timeChart_, *workChart_;
    QLineSeries *cachedTime_, *recomputeTime_, *cachedWork_, *recomputeWork_;
    QLogValueAxis *timeLengths_, *timeAxis_, *workLengths_, *workAxis_;
    QLabel *summary_;
    bool cancelled_ = false;
};

} // namespace atlas
