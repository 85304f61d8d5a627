// The scaling-variance experiment over several head widths, run off the GUI thread.
//
// compute() queues the widths whose results are not cached for the current settings and runs
// them, in the order given, off the GUI thread (BackgroundTask); each result is reported as it
// arrives, progress as a fraction of the work, and a new request or new settings cancel what
// is running (the engine checks for cancellation every few hundred samples). Results are
// cached per setting, so going back to an earlier setting is instant.
#pragma once

#include "scalingvarianceparams.h"

#include "core/backgroundtask.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QObject>

#include <optional>

namespace atlas {

struct VariancePoint {
    int dk = 0;
    VarianceResult result;
};

class VarianceSweep : public QObject {
    Q_OBJECT

public:
    explicit VarianceSweep(QObject *parent = nullptr);

    // 1, 2, 4, … 1024.
    static QList<int> sweepWidths();

    // Everything but dₖ: changing it cancels the work in progress.
    void setSettings(const ScalingVarianceParams &settings);
    const ScalingVarianceParams &settings() const { return settings_; }

    std::optional<VarianceResult> result(int dk) const;
    // The cached results for the current settings, by width.
    QMap<int, VarianceResult> results() const;

    // Computes the widths not yet cached, in this order, in the background.
    void compute(const QList<int> &widths);
    bool isRunning() const { return task_.isRunning(); }
    void cancel() { task_.cancel(); }
    // Blocks until the work in progress is done and its results are cached (screenshots,
    // tests).
    void finishNow() { task_.finishNow(); }

Q_SIGNALS:
    void resultReady(int dk);
    void progressChanged(double fraction);
    // Emitted when the requested work ends, complete or cancelled.
    void finished(bool cancelled);

private:
    static QString settingsKey(const ScalingVarianceParams &settings);
    void absorb(const VariancePoint &point, const QString &key);

    ScalingVarianceParams settings_;
    QString key_;
    QHash<QString, QMap<int, VarianceResult>> cache_;
    BackgroundTask<void, VariancePoint> task_;
};

} // namespace atlas
