// What every background computation of a lab shares, whatever its result: one run at a time in
// Qt's thread pool, the run's cancel flag, its progress as a fraction, how it ended, and the
// signals, delivered on the thread the task lives in (the GUI thread). BackgroundTask<Result>
// (backgroundtask.h) adds the result and the results on the way; a class template cannot
// declare signals, so they are declared here.
//
// A run is cancelled and awaited when another starts and when the task is destroyed; what it
// had not delivered by then is dropped, so an old run's results and end are never taken for
// the new one's, and the destructor emits nothing.
#pragma once

#include "core/coreexport.h"

#include <QFuture>
#include <QObject>
#include <QString>
#include <QTimer>

#include <atomic>
#include <functional>
#include <memory>

namespace atlas {

class ATLAS_CORE_EXPORT BackgroundTaskBase : public QObject {
    Q_OBJECT

public:
    // How the last run ended; None while a run goes and before the first.
    enum class Ending { None, Completed, Cancelled, Failed };

    ~BackgroundTaskBase() override;

    // Raises the run's cancel flag: the work sees it and returns early. A run whose work
    // returns with the flag raised ends Cancelled, and its result is not kept — unless asked
    // (a training run's result is the weights it reached, worth keeping when stopped).
    void cancel();
    void setKeepsCancelledResults(bool keep) { keepsCancelledResults_ = keep; }
    // From start() until the run's end is delivered (finished()).
    bool isRunning() const { return current_ != nullptr; }
    // Blocks until the run in flight has returned, then delivers what is left of it now: its
    // results on the way, its progress, its result and finished(). Nothing of it comes later.
    void finishNow();

    // The run's progress, 0 … 1: rises only, and is 1 once a run has completed.
    double progress() const { return progress_; }
    Ending ending() const { return ending_; }
    bool wasCancelled() const { return ending_ == Ending::Cancelled; }
    // Why the last run failed: what its work threw (an engine message, not translated).
    const QString &errorText() const { return errorText_; }

Q_SIGNALS:
    // A run began (start()); progressChanged(0) follows.
    void started();
    void progressChanged(double fraction);
    // The run ended (ending() says how); its result, if any, is in place.
    void finished();

protected:
    // What a run shares with its worker. The worker writes the ending and the error; the
    // owner's thread reads them once the run has returned.
    struct Run {
        virtual ~Run() = default;
        std::atomic<bool> cancel{false};
        std::atomic<int> permille{0};
        std::atomic<bool> progressPosted{false};
        std::atomic<bool> partialsPosted{false};
        Ending ending = Ending::None;
        QString error;
    };

    explicit BackgroundTaskBase(QObject *parent);

    // Cancels and awaits the run in flight, then calls `work` on the thread pool as `run`.
    void launch(std::shared_ptr<Run> run, std::function<void()> work);
    // From the worker: the run's progress, and that results wait in the run for the owner.
    void reportProgress(const std::shared_ptr<Run> &run, double fraction);
    void reportPartials(const std::shared_ptr<Run> &run);
    bool isCurrent(const Run &run) const { return current_.get() == &run; }

    // On the owner's thread, for the run in flight: hand over the results waiting in it, and
    // keep the result of a run that completed.
    // Returns whether there were any.
    virtual bool handOverPartials(Run &run) = 0;
    virtual void keepResult(Run &run) = 0;

private:
    // Cancels and awaits the run in flight, delivering nothing more of it.
    void stop();
    // Results on the way reach the owner's thread through one queued call at a time, and at
    // most once per interval from the start on: between two deliveries the event loop serves
    // timers, input and painting however fast the worker publishes.
    void deliverPartials(const std::shared_ptr<Run> &run);
    void deliverProgress(Run &run);
    void deliverEnd(const std::shared_ptr<Run> &run);

    static constexpr int DeliveryIntervalMs = 16; // a frame
    QTimer pacer_;
    std::shared_ptr<Run> current_;
    QFuture<void> future_;
    double progress_ = 0;
    Ending ending_ = Ending::None;
    QString errorText_;
    bool keepsCancelledResults_ = false;
};

} // namespace atlas
