// The work of one new token against the sequence length T, with and without the KV cache:
// counted (atlas/decodingcost.h, multiply–adds) and measured on this machine
// (DecodingCost::measure, the median of a few runs), for T = 16, 32, … 512.
//
// The measurement uses a decoder of the chapter's shape whose position table reaches 512
// (seeded weights: the time does not depend on their values). It runs off the GUI thread
// (BackgroundTask) and reports each length as it is measured, with progress in counted work;
// cancel() stops it after the length in progress. Qt Core only.
#pragma once

#include "core/backgroundtask.h"

#include <atlas/decodingcost.h>

#include <QList>
#include <QObject>

namespace atlas {

class CostSweep : public QObject {
    Q_OBJECT

public:
    explicit CostSweep(const DecoderConfig &shape, QObject *parent = nullptr);

    static QList<Index> lengths(); // 16, 32, … 512
    const DecoderConfig &config() const { return config_; }
    DecodingWork cachedWork(Index length) const { return DecodingCost::cachedStep(config_, length); }
    DecodingWork recomputeWork(Index length) const { return DecodingCost::fullRecompute(config_, length); }

    // Nothing while a measurement runs.
    void measure();
    bool isRunning() const { return task_.isRunning(); }
    void cancel() { task_.cancel(); }
    // Blocks until the measurement in progress has ended and its results are in (screenshots,
    // tests).
    void finishNow() { task_.finishNow(); }
    // What has been measured, by increasing length.
    const QList<DecodingTiming> &timings() const { return timings_; }
    // The run itself, for the controls that follow it (TaskControls).
    BackgroundTaskBase &task() { return task_; }

Q_SIGNALS:
    void started();
    void measured(const DecodingTiming &timing);
    void progressChanged(double fraction);
    void finished(bool cancelled);

private:
    DecoderConfig config_;
    QList<DecodingTiming> timings_;
    BackgroundTask<void, DecodingTiming> task_;
};

} // namespace atlas
