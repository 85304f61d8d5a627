// EfficiencyPanel: allowed (query, key) pairs against T² and T(T+1)/2 for the seed's block
// (30 of 100, 55 causal), the ideal speedups, tile counts, sums over every block, and the
// chart's three bar sets per block; the measured speedup beside the ideal one, for the row
// actually measured.
#include "efficiencypanel.h"
#include "packingsession.h"

#include "suiteregistry.h"
#include "widgetpart.h"

#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QPushButton>
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
    void measuredSpeedupBesideTheIdeal();
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
    const QTableWidget *table = part<QTableWidget>(&panel, "pairCounts");
    QCOMPARE(table->item(3, 0)->text(), QStringLiteral("30"));
    QCOMPARE(table->item(4, 0)->text(), QStringLiteral("30 %"));
    QCOMPARE(table->item(5, 0)->text(), QStringLiteral("3.33×"));
    QCOMPARE(table->item(6, 0)->text(), QStringLiteral("1.83×"));
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
    QCOMPARE(part<QTableWidget>(&panel, "pairCounts")->item(3, 1)->text(), QString::number(allowed));
}

void TestEfficiencyPanel::tilesFollowTheTileSize()
{
    PackingSession session{PackingParams()};
    EfficiencyPanel panel(session);
    part<QSpinBox>(&panel, "tileSide")->setValue(5);
    QCOMPARE(session.tileSize(), 5);
    // 5 × 5 tiles over the seed's block: the two diagonal tiles hold every allowed pair.
    QCOMPARE(panel.blockStatistics().tiles, Index(4));
    QCOMPARE(panel.blockStatistics().activeTiles, Index(2));
    const QTableWidget *table = part<QTableWidget>(&panel, "pairCounts");
    QCOMPARE(table->item(7, 0)->text(), QStringLiteral("2 / 4"));
    QCOMPARE(table->item(8, 0)->text(), QStringLiteral("2.00×"));
}

void TestEfficiencyPanel::chartHasThreeCountsPerBlock()
{
    PackingSession session{PackingParams()};
    EfficiencyPanel panel(session);
    QCOMPARE(panel.chartView()->chart()->animationOptions(), QChart::NoAnimation);
    // The chart owns its series and their bar sets.
    const QBarSet *allowed = part<QBarSet>(panel.chartView()->chart(), "allowedBars");
    QCOMPARE(allowed->count(), 3);
    QCOMPARE(allowed->at(0), 30.0);
    QCOMPARE(allowed->label(), QStringLiteral("document-aware, allowed"));
    QCOMPARE(panel.chartView()->chart()->title(), QStringLiteral("(query, key) pairs per block"));
}

void TestEfficiencyPanel::measuredSpeedupBesideTheIdeal()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    PackingSession session{PackingParams()};
    EfficiencyPanel panel(session);
    QVERIFY(panel.measuredText().startsWith(QStringLiteral("Not measured yet")));
    // Block 0 (documents of 5 and 5 slots) at ≈ 512: each slot stands for 51 positions.
    QComboBox *rowLength = part<QComboBox>(&panel, "rowLength");
    rowLength->setCurrentIndex(1);
    QCOMPARE(rowLength->currentText(), QStringLiteral("T = 510 (scaled)"));
    QCOMPARE(rowLength->itemText(0), QStringLiteral("T = 10 (as packed)"));
    QPushButton *measureButton = part<QPushButton>(&panel, "measureSpeedup");
    measureButton->click();
    QVERIFY(!measureButton->isEnabled() || !panel.speedup().task().isRunning());
    panel.prepareForScreenshot();
    QVERIFY(measureButton->isEnabled());
    QVERIFY(!part<QPushButton>(&panel, "cancelSpeedup")->isEnabled());
    const std::optional<PackingSpeedup::Outcome> &o = panel.speedup().outcome();
    QVERIFY(o);
    QCOMPARE(o->length, Index(510));
    QCOMPARE(o->causalPairs, std::int64_t(510 * 511 / 2));
    QCOMPARE(o->allowedPairs, std::int64_t(2 * 255 * 256 / 2));
    QVERIFY(o->causal.medianMs > 0 && o->documents.medianMs > 0);
    // The sentence gives both times, the measured speedup and the ideal one of this row (1.996…).
    const QString text = panel.measuredText();
    QVERIFY2(text.startsWith(QStringLiteral("Block 0, every slot standing for 51 positions: T = 510")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Measured speedup %1×").arg(QLocale().toString(o->measuredSpeedup(), 'f', 2))), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("ideal 2.00×")), qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral("press Measure again")));
    // Another block: the old figures are marked as such until measured again.
    session.setBlock(1);
    QVERIFY(panel.measuredText().contains(QStringLiteral("press Measure again")));
    // As packed: the block's own ten slots, its own ideal ratio (55 causal pairs ÷ its allowed ones).
    rowLength->setCurrentIndex(0);
    panel.measure();
    panel.prepareForScreenshot();
    const PackingSpeedup::Outcome &packed = *panel.speedup().outcome();
    QCOMPARE(packed.length, Index(session.block().length()));
    QCOMPARE(packed.causalPairs, std::int64_t(55));
    QCOMPARE(packed.allowedPairs, std::int64_t(MaskStatistics::of(session.block().allowed(), 4).allowed));
    QVERIFY2(panel.measuredText().startsWith(QStringLiteral("Block 1 as packed: T = 10, one head, dₖ = dᵥ = 64, float, one thread; "
                                                            "the tiled kernel, median of 5 forward passes.")),
             qPrintable(panel.measuredText()));
}

ATLAS_TEST_MAIN(TestEfficiencyPanel)
#include "tst_efficiencypanel.moc"
