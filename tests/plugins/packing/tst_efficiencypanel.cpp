// EfficiencyPanel: allowed (query, key) pairs against T² and T(T+1)/2 for the seed's block
// (30 of 100, 55 causal), the ideal speedups, tile counts, sums over every block, and the
// chart's three bar sets per block.
#include "efficiencypanel.h"
#include "packingsession.h"

#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>

using namespace atlas;

class TestEfficiencyPanel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void seedBlockCounts();
    void totalsSumTheBlocks();
    void tilesFollowTheTileSize();
    void chartHasThreeCountsPerBlock();
};

void TestEfficiencyPanel::seedBlockCounts()
{
    PackingSession session{PackingParams()};
    EfficiencyPanel panel(session);
    const MaskStatistics &s = panel.blockStatistics();
    QCOMPARE(s.length, Index(10));
    QCOMPARE(s.pairs, Index(100));
    QCOMPARE(s.causalPairs, Index(55));
    QCOMPARE(s.allowed, Index(30));
    QVERIFY(std::abs(s.pairSpeedup() - 100.0 / 30.0) < 1e-12);
    QCOMPARE(panel.table()->item(3, 0)->text(), QStringLiteral("30"));
    QCOMPARE(panel.table()->item(4, 0)->text(), QStringLiteral("30 %"));
    QCOMPARE(panel.table()->item(5, 0)->text(), QStringLiteral("3.33×"));
    QCOMPARE(panel.table()->item(6, 0)->text(), QStringLiteral("1.83×"));
}

void TestEfficiencyPanel::totalsSumTheBlocks()
{
    PackingSession session{PackingParams()};
    EfficiencyPanel panel(session);
    Index allowed = 0, pairs = 0;
    for (const PackedBlock &block : session.blocks()) {
        const MaskStatistics s = MaskStatistics::of(block.allowed(), 4);
        allowed += s.allowed;
        pairs += s.pairs;
    }
    QCOMPARE(panel.totalStatistics().allowed, allowed);
    QCOMPARE(panel.totalStatistics().pairs, pairs);
    QCOMPARE(panel.table()->item(3, 1)->text(), QString::number(allowed));
}

void TestEfficiencyPanel::tilesFollowTheTileSize()
{
    PackingSession session{PackingParams()};
    EfficiencyPanel panel(session);
    panel.tileBox()->setValue(5);
    QCOMPARE(session.tileSize(), 5);
    // 5 × 5 tiles over the seed's block: the two diagonal tiles hold every allowed pair.
    QCOMPARE(panel.blockStatistics().tiles, Index(4));
    QCOMPARE(panel.blockStatistics().activeTiles, Index(2));
    QCOMPARE(panel.table()->item(7, 0)->text(), QStringLiteral("2 / 4"));
    QCOMPARE(panel.table()->item(8, 0)->text(), QStringLiteral("2.00×"));
}

void TestEfficiencyPanel::chartHasThreeCountsPerBlock()
{
    PackingSession session{PackingParams()};
    EfficiencyPanel panel(session);
    QCOMPARE(panel.chartView()->chart()->animationOptions(), QChart::NoAnimation);
    QCOMPARE(panel.allowedBars()->count(), 3);
    QCOMPARE(panel.allowedBars()->at(0), 30.0);
    QCOMPARE(panel.allowedBars()->label(), QStringLiteral("document-aware, allowed"));
    QCOMPARE(panel.chartView()->chart()->title(), QStringLiteral("(query, key) pairs per block"));
}

QTEST_MAIN(TestEfficiencyPanel)
#include "tst_efficiencypanel.moc"
