// PackedBlockStrip: what a screen reader hears for each slot, keyboard and mouse selection,
// and a geometry that keeps every slot readable and unclipped at any width.
#include "sdk/packedblockstrip.h"

#include "suiteregistry.h"

#include <atlas/packer.h>

#include <QAccessible>
#include <QApplication>
#include <QSignalSpy>
#include <QTest>

using namespace atlas;

namespace {

// The mask question's block: documents [[11,12,13],[21,22,23,24]], block_length 10, bos 1, eos 2.
//   slot   0    1  2  3  4     5    6  7  8  9   | next block: 10 = ⟨EOS⟩ of document 2
//   token ⟨BOS⟩ 11 12 13 ⟨EOS⟩ ⟨BOS⟩ 21 22 23 24
PackedBlock seedBlock(int index = 0)
{
    PackRequest request;
    request.documents = {{11, 12, 13}, {21, 22, 23, 24}};
    request.blockLength = 10;
    request.bos = 1;
    request.eos = 2;
    return Packer::pack(request).at(static_cast<std::size_t>(index));
}

QString name(QAccessibleInterface *iface)
{
    return iface ? iface->text(QAccessible::Name) : QStringLiteral("<no interface>");
}

} // namespace

class TestPackedBlockStrip : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void accessibleSlotTexts();
    void accessibleLabelTexts();
    void continuingFragment();
    void tokenLabels();
    void keyboardMovesAndSelects();
    void spaceWithoutSelectionOnlyClicks();
    void mouseSelects();
    void oneRowAtSizeHintWrapsWhenNarrow();
    void longBlockWrapsAndMovesByRow();
    void shorterBlockDropsSelection();
    void keyMarksAreSpokenAndMakeRoom();
};

void TestPackedBlockStrip::accessibleSlotTexts()
{
    PackedBlockStrip strip;
    strip.setBlock(seedBlock());
    strip.setSelectable(true);
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(&strip);
    QVERIFY(iface);
    QCOMPARE(iface->role(), QAccessible::List);
    QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Packed block, 10 slots"));
    QCOMPARE(iface->childCount(), 10);
    QCOMPARE(name(iface->child(7)), QStringLiteral("slot 7, token 22, document 2"));
    QCOMPARE(name(iface->child(0)), QStringLiteral("slot 0, BOS, start of a document, token 1, document 1"));
    QCOMPARE(name(iface->child(4)), QStringLiteral("slot 4, EOS, end of a document, token 2, document 1"));
    QCOMPARE(name(iface->child(5)), QStringLiteral("slot 5, BOS, start of a document, token 1, document 2"));
    QCOMPARE(iface->child(7)->role(), QAccessible::CheckBox);
    QVERIFY(iface->child(7)->state().checkable);
    QVERIFY(!iface->child(7)->state().checked);
    QCOMPARE(iface->indexOfChild(iface->child(7)), 7);
    QCOMPARE(iface->child(7)->parent(), iface);

    strip.toggleSlot(7);
    QCOMPARE(name(iface->child(7)), QStringLiteral("slot 7, token 22, document 2, selected"));
    QVERIFY(iface->child(7)->state().checked);

    strip.setQuerySlot(7);
    QCOMPARE(name(iface->child(7)), QStringLiteral("slot 7, token 22, document 2, query, selected"));
    QVERIFY(iface->text(QAccessible::Description).contains(QStringLiteral("document 1 in slots 0 to 4")));
    QVERIFY(iface->text(QAccessible::Description).contains(QStringLiteral("document 2 in slots 5 to 9")));
    QVERIFY(iface->text(QAccessible::Description).contains(QStringLiteral("The query is slot 7.")));

    // The toggle action is what assistive technology uses to check a slot.
    QAccessibleActionInterface *actions = iface->child(6)->actionInterface();
    QVERIFY(actions);
    QVERIFY(actions->actionNames().contains(QAccessibleActionInterface::toggleAction()));
    actions->doAction(QAccessibleActionInterface::toggleAction());
    QCOMPARE(strip.selectedSlots(), (QList<int>{6, 7}));

    // Not selectable: list items, not check boxes, and no toggle action.
    strip.setSelectable(false);
    QCOMPARE(iface->child(3)->role(), QAccessible::ListItem);
    QVERIFY(!iface->child(3)->actionInterface()->actionNames().contains(QAccessibleActionInterface::toggleAction()));
}

void TestPackedBlockStrip::accessibleLabelTexts()
{
    PackedBlockStrip strip;
    strip.setBlock(seedBlock());
    strip.setShowLabels(true);
    QCOMPARE(strip.slotAccessibleText(3), QStringLiteral("slot 3, token 13, document 1, label ⟨EOS⟩"));
    // EOS of document 1 followed by BOS of document 2: not trained.
    QCOMPARE(strip.slotAccessibleText(4), QStringLiteral("slot 4, EOS, end of a document, token 2, document 1, label ⟨BOS⟩, not trained (loss-masked)"));
    QCOMPARE(strip.slotAccessibleText(8), QStringLiteral("slot 8, token 23, document 2, label 24"));
    // The last label lies in the next block (document 2's EOS), named from the ids seen here.
    QCOMPARE(strip.slotAccessibleText(9), QStringLiteral("slot 9, token 24, document 2, label ⟨EOS⟩ from the next block"));
    QVERIFY(strip.labelRect(9).isValid());
    QVERIFY(strip.labelRect(9).top() > strip.slotRect(9).bottom());

    strip.setShowLabels(false);
    QCOMPARE(strip.slotAccessibleText(3), QStringLiteral("slot 3, token 13, document 1"));
    QVERIFY(!strip.labelRect(3).isValid());
}

void TestPackedBlockStrip::continuingFragment()
{
    // Block 1 holds only document 2's EOS: a fragment that began in block 0, and the end of
    // the stream (no label).
    PackedBlockStrip strip;
    strip.setBlock(seedBlock(1));
    strip.setShowLabels(true);
    QCOMPARE(strip.slotCount(), 1);
    QCOMPARE(strip.slotAccessibleText(0), QStringLiteral("slot 0, EOS, end of a document, token 2, document 2, continues from the previous block, no label, end of the stream"));
    QVERIFY(strip.accessibleDescription().contains(QStringLiteral("continued from the previous block")));

    // Only the first slot of a continuing instance says so.
    PackRequest request;
    request.documents = {{11, 12, 13, 14, 15}, {21, 22, 23}};
    request.blockLength = 4;
    request.bos = 1;
    request.eos = 2;
    strip.setBlock(Packer::pack(request).at(1)); // 13 14 15 ⟨EOS⟩
    QVERIFY(strip.slotAccessibleText(0).contains(QStringLiteral("continues from the previous block")));
    QVERIFY(!strip.slotAccessibleText(1).contains(QStringLiteral("continues")));
}

void TestPackedBlockStrip::tokenLabels()
{
    PackedBlockStrip strip;
    strip.setBlock(seedBlock());
    strip.setTokenLabels({{22, QStringLiteral("cat")}});
    QCOMPARE(strip.slotAccessibleText(7), QStringLiteral("slot 7, token 22 “cat”, document 2"));
    QCOMPARE(strip.slotAccessibleText(6), QStringLiteral("slot 6, token 21, document 2"));
}

void TestPackedBlockStrip::keyboardMovesAndSelects()
{
    PackedBlockStrip strip;
    strip.setBlock(seedBlock());
    strip.setSelectable(true);
    strip.resize(strip.sizeHint());
    strip.show();
    QVERIFY(QTest::qWaitForWindowActive(&strip));
    strip.setFocus();
    QVERIFY(strip.hasFocus());
    QCOMPARE(strip.currentSlot(), 0);

    QSignalSpy selection(&strip, &PackedBlockStrip::selectionChanged);
    QSignalSpy clicked(&strip, &PackedBlockStrip::slotClicked);
    QSignalSpy current(&strip, &PackedBlockStrip::currentSlotChanged);
    for (int i = 0; i < 5; ++i)
        QTest::keyClick(&strip, Qt::Key_Right);
    QCOMPARE(strip.currentSlot(), 5);
    QCOMPARE(current.count(), 5);
    QTest::keyClick(&strip, Qt::Key_Space);
    QCOMPARE(strip.selectedSlots(), QList<int>{5});
    QCOMPARE(selection.count(), 1);
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.at(0).at(0).toInt(), 5);
    QVERIFY(QAccessible::queryAccessibleInterface(&strip)->child(5)->state().focused);

    QTest::keyClick(&strip, Qt::Key_Space); // toggles back
    QVERIFY(strip.selectedSlots().isEmpty());
    QTest::keyClick(&strip, Qt::Key_End);
    QCOMPARE(strip.currentSlot(), 9);
    QTest::keyClick(&strip, Qt::Key_Right); // stays at the end
    QCOMPARE(strip.currentSlot(), 9);
    QTest::keyClick(&strip, Qt::Key_Left);
    QCOMPARE(strip.currentSlot(), 8);
    QTest::keyClick(&strip, Qt::Key_Home);
    QCOMPARE(strip.currentSlot(), 0);
    QTest::keyClick(&strip, Qt::Key_Left);
    QCOMPARE(strip.currentSlot(), 0);
}

void TestPackedBlockStrip::spaceWithoutSelectionOnlyClicks()
{
    // The packing chapter picks a query this way: Space "clicks" the slot, nothing is checked.
    PackedBlockStrip strip;
    strip.setBlock(seedBlock());
    strip.setSelectedSlots({5, 6});
    strip.show();
    QVERIFY(QTest::qWaitForWindowActive(&strip));
    strip.setFocus();
    QSignalSpy clicked(&strip, &PackedBlockStrip::slotClicked);
    QSignalSpy selection(&strip, &PackedBlockStrip::selectionChanged);
    QTest::keyClick(&strip, Qt::Key_Right);
    QTest::keyClick(&strip, Qt::Key_Space);
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.at(0).at(0).toInt(), 1);
    QCOMPARE(selection.count(), 0);
    QCOMPARE(strip.selectedSlots(), (QList<int>{5, 6}));
}

void TestPackedBlockStrip::mouseSelects()
{
    PackedBlockStrip strip;
    strip.setBlock(seedBlock());
    strip.setSelectable(true);
    strip.resize(strip.sizeHint());
    strip.show();
    QVERIFY(QTest::qWaitForWindowExposed(&strip));
    QSignalSpy clicked(&strip, &PackedBlockStrip::slotClicked);
    QCOMPARE(strip.slotAt(strip.slotRect(6).center()), 6);
    QTest::mouseClick(&strip, Qt::LeftButton, Qt::NoModifier, strip.slotRect(6).center());
    QCOMPARE(strip.selectedSlots(), QList<int>{6});
    QCOMPARE(strip.currentSlot(), 6);
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(strip.slotAt(QPoint(1, 1)), -1);
}

void TestPackedBlockStrip::oneRowAtSizeHintWrapsWhenNarrow()
{
    PackedBlockStrip strip;
    strip.setBlock(seedBlock());
    strip.setShowLabels(true);
    strip.setQuerySlot(7);
    const QSize hint = strip.sizeHint();
    const int oneRow = strip.heightForWidth(100000);
    QCOMPARE(hint.height(), oneRow);
    QCOMPARE(strip.heightForWidth(hint.width()), oneRow);
    // Readable: a slot fits its widest text.
    strip.resize(hint);
    const QFontMetrics fm(strip.font());
    QVERIFY(strip.slotRect(0).width() >= fm.horizontalAdvance(QStringLiteral("⟨BOS⟩")) + 8);
    for (int s = 0; s < strip.slotCount(); ++s) {
        QVERIFY2(strip.rect().contains(strip.slotRect(s)), qPrintable(QStringLiteral("slot %1 clipped at the size hint").arg(s)));
        QVERIFY(strip.rect().contains(strip.labelRect(s)));
    }

    // Narrow: more rows, every slot still whole, inside the widget and apart from the others.
    for (const int width : {strip.minimumSizeHint().width(), hint.width() / 2, hint.width() - 1}) {
        const int height = strip.heightForWidth(width);
        QVERIFY2(height > oneRow, qPrintable(QStringLiteral("width %1 does not wrap").arg(width)));
        strip.resize(width, height);
        for (int s = 0; s < strip.slotCount(); ++s) {
            QCOMPARE(strip.slotRect(s).size(), strip.slotRect(0).size());
            QVERIFY2(strip.rect().contains(strip.slotRect(s)) && strip.rect().contains(strip.labelRect(s)),
                     qPrintable(QStringLiteral("slot %1 clipped at width %2").arg(s).arg(width)));
            for (int t = s + 1; t < strip.slotCount(); ++t)
                QVERIFY2(!strip.slotRect(s).intersects(strip.slotRect(t)) && !strip.labelRect(s).intersects(strip.slotRect(t)),
                         qPrintable(QStringLiteral("slots %1 and %2 overlap at width %3").arg(s).arg(t).arg(width)));
        }
    }
    // Layouts take the minimum height at every width: it must not exceed the preferred one.
    QCOMPARE(strip.minimumSizeHint().height(), oneRow);
    QVERIFY(strip.minimumSizeHint().height() <= hint.height());
}

void TestPackedBlockStrip::longBlockWrapsAndMovesByRow()
{
    PackRequest request;
    std::vector<std::int64_t> longDocument;
    for (int i = 0; i < 70; ++i)
        longDocument.push_back(100 + i);
    request.documents = {longDocument};
    request.blockLength = 64;
    request.bos = 1;
    request.eos = 2;
    PackedBlockStrip strip;
    strip.setBlock(Packer::pack(request).at(0));
    QCOMPARE(strip.slotCount(), 64);
    // The hint does not ask for a screen-wide row; the layout wraps to what it gets.
    QVERIFY(strip.sizeHint().width() < 64 * strip.slotRect(0).width());
    QVERIFY(strip.sizeHint().height() > strip.heightForWidth(100000));

    strip.resize(strip.sizeHint());
    strip.show();
    QVERIFY(QTest::qWaitForWindowActive(&strip));
    strip.setFocus();
    QCOMPARE(strip.currentSlot(), 0);
    QTest::keyClick(&strip, Qt::Key_Down);
    const int below = strip.currentSlot();
    QVERIFY(below > 1);
    QCOMPARE(strip.slotRect(below).left(), strip.slotRect(0).left());
    QVERIFY(strip.slotRect(below).top() > strip.slotRect(0).bottom());
    QTest::keyClick(&strip, Qt::Key_Up);
    QCOMPARE(strip.currentSlot(), 0);
}

void TestPackedBlockStrip::shorterBlockDropsSelection()
{
    PackedBlockStrip strip;
    strip.setBlock(seedBlock());
    strip.setSelectedSlots({0, 7});
    strip.setQuerySlot(7);
    QSignalSpy selection(&strip, &PackedBlockStrip::selectionChanged);
    strip.setBlock(seedBlock(1));
    QCOMPARE(strip.selectedSlots(), QList<int>{0});
    QCOMPARE(selection.count(), 1);
    QCOMPARE(strip.querySlot(), -1);
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(&strip);
    QCOMPARE(iface->childCount(), 1);
    QVERIFY(!iface->child(1));
}

void TestPackedBlockStrip::keyMarksAreSpokenAndMakeRoom()
{
    PackedBlockStrip strip;
    strip.setBlock(seedBlock());
    strip.setSelectedSlots({4, 5, 6});
    const int before = strip.heightForWidth(2000);
    strip.setKeyMarks({7}, {4});
    QVERIFY(strip.isMissed(7));
    QVERIFY(strip.isExtra(4));
    QCOMPARE(strip.slotAccessibleText(4), QStringLiteral("slot 4, EOS, end of a document, token 2, document 1, extra, selected"));
    QCOMPARE(strip.slotAccessibleText(7), QStringLiteral("slot 7, token 22, document 2, missed"));
    QVERIFY(strip.heightForWidth(2000) > before);
    strip.setKeyMarks({}, {});
    QCOMPARE(strip.heightForWidth(2000), before);
    QCOMPARE(strip.slotAccessibleText(7), QStringLiteral("slot 7, token 22, document 2"));
}

ATLAS_TEST_MAIN(TestPackedBlockStrip)
#include "tst_packedblockstrip.moc"
