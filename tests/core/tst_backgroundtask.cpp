// BackgroundTask: the work runs on a pool thread and its result arrives on the owner's thread
// with finished(); progress rises from 0 to 1; a cancelled run stops and leaves the result
// before it; a run started while another goes is the only one whose results and end arrive;
// destroying the task during a run neither hangs nor emits; finishNow() delivers at once; an
// exception thrown by the work is a failed run, not a crash; results on the way arrive in order
// before the end, and none of a replaced run's; a result that cannot be copied can be taken. Workers and the test meet at
// latches and flags, never at a sleep: the timeouts only bound a broken run.
#include "core/backgroundtask.h"

#include "suiteregistry.h"

#include <atlas/types.h>

#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <latch>
#include <memory>
#include <thread>

using namespace atlas;

namespace {

constexpr int generous = 30000; // ms: a run that takes this long is broken

// Returns once the run is cancelled (the test cancels or starts another run).
void waitForCancel(const std::atomic<bool> &cancel)
{
    while (!cancel.load())
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

} // namespace

class TestBackgroundTask : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void resultArrivesOnTheOwnersThread();
    void progressRisesFromZeroToOne();
    void cancelStopsTheWorkAndKeepsThePreviousResult();
    void aCancelledResultIsKeptWhenAsked();
    void restartWhileRunningKeepsOnlyTheNewRun();
    void destroyWhileRunningNeitherHangsNorEmits();
    void finishNowDeliversAtOnce();
    void anExceptionIsAFailedRun();
    void partialResultsArriveInOrderBeforeTheEnd();
    void partialResultsOfAReplacedRunAreDropped();
    void aMoveOnlyResultIsTaken();
    void aFloodOfResultsLeavesTheEventLoopFree();
};

void TestBackgroundTask::resultArrivesOnTheOwnersThread()
{
    BackgroundTask<int> task;
    QVERIFY(!task.isRunning());
    QVERIFY(!task.result());
    std::atomic<QThread *> workerThread{nullptr};
    QThread *finishedThread = nullptr;
    std::optional<int> resultAtFinished;
    connect(&task, &BackgroundTaskBase::finished, this, [&] {
        finishedThread = QThread::currentThread();
        resultAtFinished = task.result();
    });
    QSignalSpy finished(&task, &BackgroundTaskBase::finished);
    task.start([&workerThread](const std::atomic<bool> &, const std::function<void(double)> &) {
        workerThread = QThread::currentThread();
        return 42;
    });
    QVERIFY(task.isRunning());
    QVERIFY(finished.wait(generous));
    QCOMPARE(finished.count(), 1);
    QVERIFY(workerThread.load() != QThread::currentThread());
    QCOMPARE(finishedThread, QThread::currentThread());
    QCOMPARE(resultAtFinished, std::optional<int>(42)); // in place when finished() arrives
    QCOMPARE(task.result(), std::optional<int>(42));
    QCOMPARE(task.ending(), BackgroundTaskBase::Ending::Completed);
    QVERIFY(!task.isRunning());
}

void TestBackgroundTask::progressRisesFromZeroToOne()
{
    BackgroundTask<int> task;
    QList<double> seen;
    connect(&task, &BackgroundTaskBase::progressChanged, this, [&seen](double f) { seen.append(f); });
    QSignalSpy finished(&task, &BackgroundTaskBase::finished);
    task.start([](const std::atomic<bool> &, const std::function<void(double)> &progress) {
        for (double f : {0.25, 0.5, 0.4, 0.75}) // a step back is not reported
            progress(f);
        return 1;
    });
    QVERIFY(finished.wait(generous));
    // Deliveries may merge reports, never reorder or invent them; a completed run ends at 1.
    QVERIFY(seen.size() >= 2);
    QCOMPARE(seen.constFirst(), 0.0);
    QCOMPARE(seen.constLast(), 1.0);
    QVERIFY(std::is_sorted(seen.begin(), seen.end()));
    for (double f : seen)
        QVERIFY(f == 0.0 || f == 0.25 || f == 0.5 || f == 0.75 || f == 1.0);
    QCOMPARE(task.progress(), 1.0);
}

void TestBackgroundTask::cancelStopsTheWorkAndKeepsThePreviousResult()
{
    BackgroundTask<int> task;
    QSignalSpy finished(&task, &BackgroundTaskBase::finished);
    task.start([](const std::atomic<bool> &, const std::function<void(double)> &) { return 1; });
    QVERIFY(finished.wait(generous));
    QCOMPARE(task.result(), std::optional<int>(1));

    // The work returns only once it sees the flag, with a value: a cancelled run's value is
    // not a result.
    std::latch started(1);
    task.start([&started](const std::atomic<bool> &cancel, const std::function<void(double)> &progress) {
        progress(0.5);
        started.count_down();
        waitForCancel(cancel);
        return 2;
    });
    started.wait();
    task.cancel();
    QVERIFY(finished.wait(generous));
    QCOMPARE(finished.count(), 2);
    QCOMPARE(task.ending(), BackgroundTaskBase::Ending::Cancelled);
    QVERIFY(task.wasCancelled());
    QCOMPARE(task.result(), std::optional<int>(1));
    QVERIFY(task.progress() < 1);
    QVERIFY(!task.isRunning());

    // The next run starts clean.
    task.start([](const std::atomic<bool> &, const std::function<void(double)> &) { return 3; });
    QVERIFY(!task.wasCancelled());
    QCOMPARE(task.ending(), BackgroundTaskBase::Ending::None);
    QVERIFY(finished.wait(generous));
    QCOMPARE(task.result(), std::optional<int>(3));
}

void TestBackgroundTask::aCancelledResultIsKeptWhenAsked()
{
    BackgroundTask<int> task;
    task.setKeepsCancelledResults(true);
    std::latch started(1);
    task.start([&started](const std::atomic<bool> &cancel, const std::function<void(double)> &) {
        started.count_down();
        waitForCancel(cancel);
        return 4; // what was reached
    });
    started.wait();
    task.cancel();
    task.finishNow();
    QCOMPARE(task.ending(), BackgroundTaskBase::Ending::Cancelled);
    QCOMPARE(task.result(), std::optional<int>(4));
}

void TestBackgroundTask::restartWhileRunningKeepsOnlyTheNewRun()
{
    BackgroundTask<QString> task;
    QSignalSpy finished(&task, &BackgroundTaskBase::finished);
    QList<double> seen;
    connect(&task, &BackgroundTaskBase::progressChanged, this, [&seen](double f) { seen.append(f); });
    std::latch started(1);
    std::atomic<bool> firstReturned{false};
    task.start([&](const std::atomic<bool> &cancel, const std::function<void(double)> &progress) {
        progress(0.9);
        started.count_down();
        waitForCancel(cancel);
        firstReturned = true;
        return QStringLiteral("first");
    });
    started.wait(); // its progress and, soon, its end are posted; none may count for the second
    std::atomic<bool> release{false};
    task.start([&](const std::atomic<bool> &cancel, const std::function<void(double)> &progress) {
        while (!release.load() && !cancel.load()) // cancelled only if the test fails before releasing
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        progress(0.3);
        return QStringLiteral("second");
    });
    QVERIFY(firstReturned); // start() cancelled and awaited the first run
    QVERIFY(task.isRunning());
    QCOMPARE(seen.constLast(), 0.0);
    QCoreApplication::processEvents(); // the first run's deliveries, while the second waits
    QCOMPARE(finished.count(), 0);
    QVERIFY(task.isRunning());
    QCOMPARE(seen.constLast(), 0.0);
    release = true;
    QVERIFY(finished.wait(generous));
    QCoreApplication::processEvents();
    QCOMPARE(finished.count(), 1);
    QCOMPARE(task.result(), std::optional<QString>(QStringLiteral("second")));
    QCOMPARE(task.ending(), BackgroundTaskBase::Ending::Completed);
    QVERIFY(!seen.contains(0.9));
}

void TestBackgroundTask::destroyWhileRunningNeitherHangsNorEmits()
{
    int emitted = 0;
    std::atomic<bool> sawCancel{false};
    std::latch started(1);
    auto *task = new BackgroundTask<int>;
    connect(task, &BackgroundTaskBase::finished, this, [&emitted] { ++emitted; });
    connect(task, &BackgroundTaskBase::progressChanged, this, [&emitted] { ++emitted; });
    task->start([&](const std::atomic<bool> &cancel, const std::function<void(double)> &progress) {
        started.count_down();
        waitForCancel(cancel);
        sawCancel = true;
        progress(1.0);
        return 1;
    });
    started.wait();
    QCoreApplication::processEvents();
    const int before = emitted; // progressChanged(0) from start()
    delete task;                // cancels and waits: the work saw the flag before this returns
    QVERIFY(sawCancel);
    QCoreApplication::processEvents();
    QCOMPARE(emitted, before);

    // A run that has returned, its end posted but not yet delivered: dropped with the task.
    std::latch returned(1);
    task = new BackgroundTask<int>;
    connect(task, &BackgroundTaskBase::finished, this, [&emitted] { ++emitted; });
    task->start([&returned](const std::atomic<bool> &, const std::function<void(double)> &) {
        returned.count_down();
        return 2;
    });
    returned.wait();
    delete task;
    QCoreApplication::processEvents();
    QCOMPARE(emitted, before);
}

void TestBackgroundTask::finishNowDeliversAtOnce()
{
    BackgroundTask<int> task;
    task.finishNow(); // nothing running: nothing to do
    QSignalSpy finished(&task, &BackgroundTaskBase::finished);
    QCOMPARE(finished.count(), 0);
    task.start([](const std::atomic<bool> &, const std::function<void(double)> &progress) {
        progress(0.5);
        return 7;
    });
    task.finishNow();
    QVERIFY(!task.isRunning());
    QCOMPARE(task.result(), std::optional<int>(7));
    QCOMPARE(finished.count(), 1);
    QCOMPARE(task.progress(), 1.0);
    // What the worker posted meanwhile finds the run delivered: no second finished().
    QCoreApplication::processEvents();
    QCOMPARE(finished.count(), 1);
}

void TestBackgroundTask::anExceptionIsAFailedRun()
{
    BackgroundTask<int> task;
    QSignalSpy finished(&task, &BackgroundTaskBase::finished);
    task.start([](const std::atomic<bool> &, const std::function<void(double)> &) { return 5; });
    task.finishNow();

    task.start([](const std::atomic<bool> &, const std::function<void(double)> &) -> int {
        throw ShapeError("test: expected 1 ≤ T");
    });
    QVERIFY(finished.wait(generous));
    QCOMPARE(task.ending(), BackgroundTaskBase::Ending::Failed);
    QCOMPARE(task.errorText(), QStringLiteral("test: expected 1 ≤ T"));
    QCOMPARE(task.result(), std::optional<int>(5)); // the result before stays
    QVERIFY(!task.isRunning());

    // Not even an std::exception: still a failed run, with something to say.
    task.start([](const std::atomic<bool> &, const std::function<void(double)> &) -> int { throw 42; });
    task.finishNow();
    QCOMPARE(task.ending(), BackgroundTaskBase::Ending::Failed);
    QVERIFY(!task.errorText().isEmpty());

    // The task goes on working.
    task.start([](const std::atomic<bool> &, const std::function<void(double)> &) { return 6; });
    QVERIFY(finished.wait(generous));
    QCOMPARE(task.ending(), BackgroundTaskBase::Ending::Completed);
    QVERIFY(task.errorText().isEmpty());
    QCOMPARE(task.result(), std::optional<int>(6));
}

void TestBackgroundTask::partialResultsArriveInOrderBeforeTheEnd()
{
    using Task = BackgroundTask<int, int>;
    const auto work = [](const std::atomic<bool> &, const Task::Progress &, const Task::Publish &publish) {
        for (int i = 0; i < 100; ++i)
            publish(i);
        return 100;
    };
    Task task;
    QList<int> received;
    bool finishedBeforeAll = false;
    connect(&task, &BackgroundTaskBase::finished, this, [&] { finishedBeforeAll = received.size() < 100; });
    QSignalSpy finished(&task, &BackgroundTaskBase::finished);
    QThread *handlerThread = nullptr;
    task.start(work, [&](const std::vector<int> &batch) {
        handlerThread = QThread::currentThread();
        QVERIFY(!batch.empty());
        received.append(QList<int>(batch.begin(), batch.end()));
    });
    QVERIFY(finished.wait(generous));
    QCOMPARE(received.size(), 100);
    for (int i = 0; i < 100; ++i)
        QCOMPARE(received.at(i), i);
    QVERIFY(!finishedBeforeAll);
    QCOMPARE(handlerThread, QThread::currentThread());
    QCOMPARE(task.result(), std::optional<int>(100));

    // finishNow() hands over every partial result too.
    received.clear();
    task.start(work, [&received](const std::vector<int> &batch) { received.append(QList<int>(batch.begin(), batch.end())); });
    task.finishNow();
    QCOMPARE(received.size(), 100);
    QCOMPARE(finished.count(), 2);
}

// A worker that publishes as fast as it can must not keep the window's other events waiting:
// results come at most once a frame, the first a frame after the start, and a
// timer due meanwhile fires between two deliveries (a 0 ms timer fires on every pass of the
// event loop). Before this, the queue was refilled as fast as it was emptied: a training panel
// showed no timer tick until its worker had finished.
void TestBackgroundTask::aFloodOfResultsLeavesTheEventLoopFree()
{
    using Task = BackgroundTask<int, int>;
    Task task;
    QString order; // 'T' a timer tick, 'D' a delivery of results
    QTimer timer;
    timer.setInterval(0);
    connect(&timer, &QTimer::timeout, this, [&order] {
        if (!order.endsWith(QLatin1Char('T')))
            order.append(QLatin1Char('T'));
    });
    timer.start();
    int deliveries = 0;
    task.start(
        [](const std::atomic<bool> &cancel, const Task::Progress &progress, const Task::Publish &publish) {
            int i = 0;
            for (; !cancel.load(); ++i) {
                publish(i);
                progress(double(i % 1000) / 1000.0);
            }
            return i;
        },
        [&](const std::vector<int> &) {
            ++deliveries;
            order.append(QLatin1Char('D'));
        });
    QVERIFY(order.isEmpty()); // nothing delivered from start() itself
    QTRY_VERIFY_WITH_TIMEOUT(deliveries >= 5, generous);
    // What the event loop saw while the run went on; finishNow() then hands over what is left
    // at once (one more 'D', which may follow a delivery with no tick between).
    const QString whileRunning = order;
    task.cancel();
    task.finishNow();
    timer.stop();
    QVERIFY2(whileRunning.startsWith(QLatin1Char('T')), qPrintable(whileRunning));
    QVERIFY2(!whileRunning.contains(QStringLiteral("DD")), qPrintable(whileRunning));
}

void TestBackgroundTask::partialResultsOfAReplacedRunAreDropped()
{
    // Only published results, no result of its own.
    using Task = BackgroundTask<void, QString>;
    Task task;
    QStringList first, second;
    std::latch started(1);
    task.start(
        [&started](const std::atomic<bool> &cancel, const Task::Progress &, const Task::Publish &publish) {
            publish(QStringLiteral("a"));
            started.count_down();
            waitForCancel(cancel);
            publish(QStringLiteral("late")); // after the new run was asked for: never delivered
        },
        [&first](const std::vector<QString> &batch) { first.append(QStringList(batch.begin(), batch.end())); });
    started.wait();
    const qsizetype firstBefore = first.size();
    QSignalSpy finished(&task, &BackgroundTaskBase::finished);
    task.start(
        [](const std::atomic<bool> &, const Task::Progress &, const Task::Publish &publish) {
            publish(QStringLiteral("b"));
            publish(QStringLiteral("c"));
        },
        [&second](const std::vector<QString> &batch) { second.append(QStringList(batch.begin(), batch.end())); });
    QVERIFY(finished.wait(generous));
    QCoreApplication::processEvents();
    QCOMPARE(first.size(), firstBefore);
    QVERIFY(!first.contains(QStringLiteral("late")));
    QCOMPARE(second, (QStringList{QStringLiteral("b"), QStringLiteral("c")}));
    QCOMPARE(finished.count(), 1);
    QCOMPARE(task.ending(), BackgroundTaskBase::Ending::Completed);
}

void TestBackgroundTask::aMoveOnlyResultIsTaken()
{
    BackgroundTask<std::unique_ptr<int>> task;
    task.start([](const std::atomic<bool> &, const std::function<void(double)> &) { return std::make_unique<int>(8); });
    task.finishNow();
    QVERIFY(task.result() && *task.result() && **task.result() == 8);
    const std::optional<std::unique_ptr<int>> taken = task.takeResult();
    QVERIFY(taken && *taken && **taken == 8);
    QVERIFY(!task.result());
}

ATLAS_TEST_MAIN(TestBackgroundTask)
#include "tst_backgroundtask.moc"
