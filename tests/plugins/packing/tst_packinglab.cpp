// PackingLab and MaskPanel: the strip shows the block with its labels; the mask toggles
// between plain causal and document-aware causal; selecting a query — in the strip, in the
// mask or by keyboard — highlights its allowed keys (the seed's slot 7 → 5, 6, 7); the labels
// line names the label from the next block and the struck-out cross-document label.
#include "hostileinput.h"
#include "maskpanel.h"
#include "packinglab.h"
#include "packingsession.h"
#include "suiteregistry.h"
#include "widgetpart.h"

#include "sdk/changesummaryline.h"
#include "sdk/matrixheatmap.h"
#include "sdk/packedblockstrip.h"

#include <QRadioButton>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

using namespace atlas;
using atlas::test::HostileInput;

namespace {

// The lab's parts, found by their object names.
PackedBlockStrip *stripOf(const PackingLab &lab)
{
    return part<PackedBlockStrip>(&lab, "packedBlockStrip");
}

MaskPanel *maskOf(const PackingLab &lab)
{
    return part<MaskPanel>(&lab, "maskPanel");
}

} // namespace

class TestPackingLab : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void hostileControlsKeepTheSelectionValid();
    void stripShowsTheBlockWithLabels();
    void slot7HighlightsItsAllowedKeys();
    void plainCausalMaskLetsSlot7ReadEverySlot();
    void clickingASlotSelectsTheQuery();
    void maskRowSelectsTheQuery();
    void labelsLineExplainsShiftedSupervision();
    void blockSelectorShowsOtherBlocks();
    void extremeSettingsStayUsable();
    void aChangeIsOutlinedWhereItReachesAndSummarised();
};

void TestPackingLab::stripShowsTheBlockWithLabels()
{
    PackingSession session{PackingParams()};
    PackingLab lab(session);
    PackedBlockStrip *strip = stripOf(lab);
    QCOMPARE(strip->slotCount(), 10);
    QVERIFY(strip->showsLabels());
    QVERIFY(!strip->isSelectable());
    // The word's label, its shifted label and that it is an allowed key of the query.
    QCOMPARE(strip->slotAccessibleText(6), QStringLiteral("slot 6, token 5 “a”, document 2, label dog, selected"));
    QCOMPARE(strip->block().tokens, session.block().tokens);
}

void TestPackingLab::slot7HighlightsItsAllowedKeys()
{
    PackingSession session{PackingParams()};
    PackingLab lab(session);
    QCOMPARE(stripOf(lab)->querySlot(), 7);
    QCOMPARE(stripOf(lab)->selectedSlots(), (QList<int>{5, 6, 7}));
    MaskPanel *mask = maskOf(lab);
    QVERIFY(part<QRadioButton>(mask, "documentAware")->isChecked());
    const MatrixModel *model = mask->heatmap()->model();
    QCOMPARE(model->rowCount(), 10);
    for (int k = 0; k < 10; ++k)
        QCOMPARE(model->isMasked(7, k), !(k >= 5 && k <= 7));
    QCOMPARE(model->data(model->index(7, 3)).toString(), QStringLiteral("−∞"));
    QCOMPARE(model->data(model->index(7, 5)).toString(), QStringLiteral("0"));
    QCOMPARE(mask->heatmap()->selectedRow(), 7);
    QVERIFY(mask->summaryText().startsWith(QStringLiteral("Query slot 7 may read slots 5–7.")));
    QCOMPARE(model->rowAxisName(), QStringLiteral("query"));
}

void TestPackingLab::plainCausalMaskLetsSlot7ReadEverySlot()
{
    PackingSession session{PackingParams()};
    PackingLab lab(session);
    part<QRadioButton>(&lab, "plainCausal")->click();
    QCOMPARE(session.mask(), PackingParams::Mask::PlainCausal);
    QCOMPARE(stripOf(lab)->selectedSlots(), (QList<int>{0, 1, 2, 3, 4, 5, 6, 7}));
    const MatrixModel *model = maskOf(lab)->heatmap()->model();
    for (int k = 0; k < 10; ++k)
        QCOMPARE(model->isMasked(7, k), k > 7);
    // 5 × 5 = 25 pairs let document 2 read document 1.
    QCOMPARE(maskOf(lab)->crossDocumentPairs(), 25);
    QVERIFY(maskOf(lab)->summaryText().contains(QStringLiteral("25 pairs that cross a document boundary")));
    QVERIFY(maskOf(lab)->heatmap()->title().startsWith(QStringLiteral("Plain causal mask")));
    part<QRadioButton>(&lab, "documentAware")->click();
    QCOMPARE(stripOf(lab)->selectedSlots(), (QList<int>{5, 6, 7}));
}

void TestPackingLab::clickingASlotSelectsTheQuery()
{
    PackingSession session{PackingParams()};
    PackingLab lab(session);
    lab.resize(900, 700);
    lab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&lab));
    QTest::mouseClick(stripOf(lab), Qt::LeftButton, {}, stripOf(lab)->slotRect(3).center());
    QCOMPARE(session.query(), 3);
    QCOMPARE(stripOf(lab)->querySlot(), 3);
    QCOMPARE(stripOf(lab)->selectedSlots(), (QList<int>{0, 1, 2, 3}));
    QCOMPARE(maskOf(lab)->heatmap()->selectedRow(), 3);
    // Keyboard: the strip's focus slot is the query.
    stripOf(lab)->setFocus();
    QTest::keyClick(stripOf(lab), Qt::Key_Right);
    QTest::keyClick(stripOf(lab), Qt::Key_Right);
    QCOMPARE(session.query(), 5);
    QCOMPARE(stripOf(lab)->selectedSlots(), (QList<int>{5}));
}

void TestPackingLab::maskRowSelectsTheQuery()
{
    PackingSession session{PackingParams()};
    PackingLab lab(session);
    maskOf(lab)->heatmap()->setSelectedRow(9);
    QCOMPARE(session.query(), 9);
    QCOMPARE(stripOf(lab)->selectedSlots(), (QList<int>{5, 6, 7, 8, 9}));
}

void TestPackingLab::labelsLineExplainsShiftedSupervision()
{
    PackingSession session{PackingParams()};
    PackingLab lab(session);
    const QString text = lab.labelsText();
    QVERIFY2(text.contains(QStringLiteral("The label of slot 9 comes from block 1")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("never context")));
    QVERIFY(text.contains(QStringLiteral("Struck out: the label of slot 4")));
    session.setBlock(1);
    QVERIFY(lab.labelsText().contains(QStringLiteral("continues a document from the previous block")));
    session.setBlock(2);
    QVERIFY(lab.labelsText().contains(QStringLiteral("Slot 9 ends the corpus")));
}

void TestPackingLab::blockSelectorShowsOtherBlocks()
{
    PackingSession session{PackingParams()};
    PackingLab lab(session);
    QCOMPARE(part<QSpinBox>(&lab, "block")->maximum(), 2);
    part<QSpinBox>(&lab, "block")->setValue(1);
    QCOMPARE(session.blockIndex(), 1);
    QCOMPARE(stripOf(lab)->block().streamOffset, Index(10));
    QCOMPARE(maskOf(lab)->heatmap()->model()->rowCount(), 10);
    QVERIFY(maskOf(lab)->heatmap()->title().contains(QStringLiteral("block 1")));
}

void TestPackingLab::extremeSettingsStayUsable()
{
    // One-slot blocks, the longest blocks, and a corpus of empty documents: every view keeps
    // working and says something true.
    PackingSession session{PackingParams()};
    PackingLab lab(session);
    session.setBlockLength(1);
    QCOMPARE(session.blocks().size(), std::size_t(30));
    QCOMPARE(stripOf(lab)->slotCount(), 1);
    QCOMPARE(session.allowedKeys(), (QList<int>{0}));
    QVERIFY(lab.labelsText().contains(QStringLiteral("comes from block 1")));
    session.setBlock(29);
    QVERIFY(lab.labelsText().contains(QStringLiteral("ends the corpus")));
    session.setBlockLength(64);
    QCOMPARE(session.blocks().size(), std::size_t(1));
    QCOMPARE(maskOf(lab)->heatmap()->model()->rowCount(), 30);
    for (int i = 0; i < 4; ++i)
        QCOMPARE(session.setDocument(i, QString()), QString());
    QCOMPARE(session.corpus().vocabulary.size(), 2);
    QCOMPARE(stripOf(lab)->slotCount(), 8);
    // Slot 7 is the fourth document's ⟨EOS⟩: it reads that document's ⟨BOS⟩ and itself.
    session.setQuery(7);
    QCOMPARE(session.allowedKeys(), (QList<int>{6, 7}));
}

// §4: every spin box of the lab under pasted garbage and keys beyond its ends: the block,
// the query slot, the tile size and the edited slot the engine is asked about stay valid.
void TestPackingLab::hostileControlsKeepTheSelectionValid()
{
    PackingSession session{PackingParams()};
    PackingLab lab(session);
    lab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&lab));
    ATLAS_ABUSE_OK(HostileInput::abuseAll(&lab));
    QVERIFY(session.blockIndex() >= 0 && session.blockIndex() < int(session.blocks().size()));
    QVERIFY(session.query() >= 0 && session.query() < session.block().length());
    QVERIFY(session.tileSize() >= 1);
    QVERIFY(session.editSlot() >= 0);
}

ATLAS_TEST_MAIN(TestPackingLab)
#include "tst_packinglab.moc"

// Cause and effect: switching the mask outlines exactly the rows whose allowed keys changed
// (a query of the first document reads the same keys either way), the line above the views
// counts them, and a longer block — other rows and columns — says it resized the figures.
void TestPackingLab::aChangeIsOutlinedWhereItReachesAndSummarised()
{
    PackingSession session{PackingParams()};
    PackingLab lab(session);
    ChangeSummaryLine *line = lab.findChild<ChangeSummaryLine *>();
    QVERIFY(line);
    QVERIFY(line->text().startsWith(QStringLiteral("Change a control")));
    MatrixModel *model = maskOf(lab)->heatmap()->model();
    const int n = model->rowCount();
    BoolMatrix before(n, n);
    for (int q = 0; q < n; ++q)
        for (int k = 0; k < n; ++k)
            before(q, k) = model->isMasked(q, k);
    part<QRadioButton>(&lab, "plainCausal")->click();
    QVERIFY(model->changedCount() > 0);
    for (int q = 0; q < n; ++q) {
        bool rowChanged = false;
        for (int k = 0; k < n; ++k)
            rowChanged = rowChanged || before(q, k) != model->isMasked(q, k);
        for (int k = 0; k < n; ++k)
            if (model->isChanged(q, k))
                QVERIFY2(rowChanged, qPrintable(QStringLiteral("query %1, key %2").arg(q).arg(k)));
    }
    QVERIFY2(line->text().startsWith(QStringLiteral("Your last change moved %1 number").arg(model->changedCount()))
                 || line->text().contains(QStringLiteral("outlined in")),
             qPrintable(line->text()));
    // Back: the same cells again; the line is the new change's.
    part<QRadioButton>(&lab, "documentAware")->click();
    QVERIFY(line->text().contains(QStringLiteral("outlined in")));
    // Another block length: the figures gain columns — resized, nothing to compare.
    part<QSpinBox>(&lab, "blockLength")->setValue(int(session.block().tokens.size()) + 2);
    QVERIFY2(line->text().startsWith(QStringLiteral("Your last change resized")), qPrintable(line->text()));
}
