// The training replay's shared pieces: the replay bar (the slider asks for a snapshot or the
// newest weights, the mark sits at the kept step nearest the marked one and only where the
// kept steps reach it, without a name there is no mark button), the history's spacing, and
// the pace (a paced run's steps are never early; an interrupted wait returns).
#include "sdk/replaybar.h"
#include "sdk/traininghistory.h"
#include "sdk/trainingpace.h"

#include "suiteregistry.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>

using namespace atlas;

class TestReplayBar : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void theSliderAsksForSnapshotsAndTheNewest();
    void theMarkSitsAtTheNearestKeptStep();
    void theHistoryKeepsItsFirstAndLastAndThins();
    void aPacedStepIsNeverEarly();
};

void TestReplayBar::theSliderAsksForSnapshotsAndTheNewest()
{
    ReplayBar bar;
    QSignalSpy snapshot(&bar, &ReplayBar::snapshotRequested);
    QSignalSpy latest(&bar, &ReplayBar::latestRequested);
    bar.setHistory({0, 10, 20, 30}, std::nullopt, -1);
    QCOMPARE(bar.slider()->value(), 3);
    QCOMPARE(bar.stepLabel()->text(), QStringLiteral("30 / 30"));
    QVERIFY(!bar.latestButton()->isEnabled());
    QCOMPARE(snapshot.count(), 0); // setting the history asks for nothing
    bar.slider()->setValue(1);
    QCOMPARE(snapshot.count(), 1);
    QCOMPARE(snapshot.at(0).at(0).toInt(), 1);
    QCOMPARE(bar.stepLabel()->text(), QStringLiteral("10 / 30"));
    QVERIFY(bar.latestButton()->isEnabled());
    bar.latestButton()->click();
    QCOMPARE(latest.count(), 1);
    QCOMPARE(bar.slider()->value(), 3);
    QCOMPARE(bar.slider()->accessibleDescription(), QStringLiteral("step 30 of 30"));
}

void TestReplayBar::theMarkSitsAtTheNearestKeptStep()
{
    ReplayBar bar;
    QVERIFY(bar.markButton()->isHidden()); // unnamed: no mark button
    bar.setMarkTexts(QStringLiteral("Where it formed"), QStringLiteral("tip"), QStringLiteral("formed at step %1"));
    QVERIFY(!bar.markButton()->isHidden());
    bar.setHistory({0, 10, 20, 30}, 13, -1);
    QCOMPARE(bar.markIndex(), 1);
    QVERIFY(bar.slider()->accessibleDescription().endsWith(QStringLiteral("; formed at step 13")));
    QSignalSpy snapshot(&bar, &ReplayBar::snapshotRequested);
    bar.markButton()->click();
    QCOMPARE(bar.slider()->value(), 1);
    QCOMPARE(snapshot.count(), 1);
    // Outside the kept steps (a restored model's history begins later): no mark.
    bar.setHistory({20, 30}, 13, -1);
    QCOMPARE(bar.markIndex(), -1);
    QVERIFY(!bar.markButton()->isEnabled());
    bar.setMarkTexts(QString(), QString(), QString());
    QVERIFY(bar.markButton()->isHidden());
}

void TestReplayBar::theHistoryKeepsItsFirstAndLastAndThins()
{
    TrainingHistory<int> history;
    history.clear(1);
    for (int step = 0; step <= 1000; ++step)
        history.add(step, step);
    QVERIFY(history.size() <= TrainingHistory<int>::capacity);
    QCOMPARE(history.at(0).step, 0);
    for (std::size_t i = 0; i < history.size(); ++i)
        QCOMPARE(history.at(i).parameters, int(history.at(i).step)); // each step keeps its own weights
    history.add(1001, 1001, true);
    QCOMPARE(history.back().step, 1001);
    history.add(500, -1, true); // the past is not rewritten
    QCOMPARE(history.back().step, 1001);
    QCOMPARE(history.steps().front(), 0);
    QCOMPARE(history.at(history.nearest(1000)).step % history.interval() == 0 || history.at(history.nearest(1000)).step == 1001,
             true);
}

void TestReplayBar::aPacedStepIsNeverEarly()
{
    TrainingPace none;
    QVERIFY(!none.paced());
    TrainingPace pace(std::chrono::milliseconds(200), 10); // 20 ms a step
    QVERIFY(pace.paced());
    QElapsedTimer timer;
    timer.start();
    pace.start();
    pace.waitFor(5, [] { return false; });
    QVERIFY2(timer.elapsed() >= 99, qPrintable(QString::number(timer.elapsed()))); // step 5 is due at 100 ms
    // Interrupted, the wait returns without waiting for step 10 (another 100 ms).
    bool interrupt = true;
    pace.waitFor(1000, [&interrupt] { return interrupt; });
    QVERIFY(timer.elapsed() < 20000);
}

ATLAS_TEST_MAIN(TestReplayBar)
#include "tst_replaybar.moc"
