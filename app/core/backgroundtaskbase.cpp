#include "backgroundtaskbase.h"

#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <exception>

namespace atlas {

BackgroundTaskBase::BackgroundTaskBase(QObject *parent) : QObject(parent)
{
    pacer_.setSingleShot(true);
    pacer_.setInterval(DeliveryIntervalMs);
    connect(&pacer_, &QTimer::timeout, this, [this] {
        if (current_)
            deliverPartials(current_);
    });
}

BackgroundTaskBase::~BackgroundTaskBase()
{
    // The worker posts to this object until it returns: wait while the object is still whole.
    // Whatever it posted is discarded with the object, so nothing is emitted from here.
    stop();
}

void BackgroundTaskBase::cancel()
{
    if (current_)
        current_->cancel.store(true);
}

void BackgroundTaskBase::finishNow()
{
    if (!current_)
        return;
    const std::shared_ptr<Run> run = current_;
    future_.waitForFinished();
    // The end the worker posted finds the run delivered already and does nothing.
    deliverEnd(run);
}

void BackgroundTaskBase::stop()
{
    pacer_.stop();
    if (!current_)
        return;
    current_->cancel.store(true);
    // What the run posted finds it is no longer the run in flight.
    current_.reset();
    future_.waitForFinished();
}

void BackgroundTaskBase::launch(std::shared_ptr<Run> run, std::function<void()> work)
{
    stop();
    current_ = run;
    // The first results come a frame after the start at the earliest, as every later ones
    // do: what the owner started it with (a click, a timer) is served before them.
    pacer_.start();
    progress_ = 0;
    ending_ = Ending::None;
    errorText_.clear();
    future_ = QtConcurrent::run([this, run = std::move(run), work = std::move(work)] {
        try {
            work();
            run->ending = run->cancel.load() ? Ending::Cancelled : Ending::Completed;
        } catch (const std::exception &e) {
            // A ShapeError or std::bad_alloc is the run's end, never the program's.
            run->ending = Ending::Failed;
            run->error = QString::fromUtf8(e.what());
        } catch (...) {
            run->ending = Ending::Failed; // nothing to say about it: deliverEnd says so
        }
        QMetaObject::invokeMethod(this, [this, run] { deliverEnd(run); }, Qt::QueuedConnection);
    });
    Q_EMIT started();
    Q_EMIT progressChanged(0);
}

void BackgroundTaskBase::reportProgress(const std::shared_ptr<Run> &run, double fraction)
{
    // Thousandths: finer than any bar.
    const int permille = static_cast<int>((fraction > 0 ? std::min(fraction, 1.0) : 0.0) * 1000);
    if (permille <= run->permille.load())
        return;
    run->permille.store(permille);
    // One delivery waits in the queue at a time; it reads the newest value when it arrives, so
    // a run posts at most a thousand, each a signal: progress needs no pacing.
    if (!run->progressPosted.exchange(true))
        QMetaObject::invokeMethod(
            this, [this, run] {
                if (isCurrent(*run))
                    deliverProgress(*run);
            },
            Qt::QueuedConnection);
}

void BackgroundTaskBase::reportPartials(const std::shared_ptr<Run> &run)
{
    if (!run->partialsPosted.exchange(true))
        QMetaObject::invokeMethod(
            this, [this, run] {
                // While the pacer runs, it delivers (and the flag stays up, so the worker posts
                // nothing more): a worker faster than the window never fills its event queue.
                if (isCurrent(*run) && !pacer_.isActive())
                    deliverPartials(run);
            },
            Qt::QueuedConnection);
}

void BackgroundTaskBase::deliverPartials(const std::shared_ptr<Run> &run) // keeps the run alive meanwhile
{
    run->partialsPosted.store(false); // before taking: what the worker adds after this posts again
    // A receiver may have started another run, which has a pacer of its own.
    if (handOverPartials(*run) && isCurrent(*run))
        pacer_.start();
}

void BackgroundTaskBase::deliverProgress(Run &run)
{
    run.progressPosted.store(false); // before reading: a report after this read posts again
    const double fraction = run.permille.load() / 1000.0;
    if (fraction <= progress_)
        return;
    progress_ = fraction;
    Q_EMIT progressChanged(progress_);
}

void BackgroundTaskBase::deliverEnd(const std::shared_ptr<Run> &run)
{
    if (!isCurrent(*run))
        return; // replaced by another run, or delivered by finishNow()
    // The results on the way and the progress the queue still holds come first.
    handOverPartials(*run);
    if (isCurrent(*run))
        deliverProgress(*run);
    if (!isCurrent(*run))
        return; // a receiver started another run meanwhile
    if (run->ending == Ending::Completed || (run->ending == Ending::Cancelled && keepsCancelledResults_))
        keepResult(*run);
    current_.reset();
    pacer_.stop();
    ending_ = run->ending;
    errorText_ = run->error;
    if (ending_ == Ending::Failed && errorText_.isEmpty())
        errorText_ = tr("The computation stopped with an unexpected error.");
    if (ending_ == Ending::Completed && progress_ < 1) {
        progress_ = 1;
        Q_EMIT progressChanged(progress_);
    }
    Q_EMIT finished();
}

} // namespace atlas

#include "moc_backgroundtaskbase.cpp"
