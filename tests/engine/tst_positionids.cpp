// PositionIds: continuing ids, ids reset where each document (each run of equal ids) begins.

#include "suiteregistry.h"

#include <atlas/positionids.h>

#include <QTest>

using namespace atlas;

class TestPositionIds : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void continuing();
    void resetPerDocument();
};

void TestPositionIds::continuing()
{
    QCOMPARE(PositionIds::continuing(5), (PositionIdList{0, 1, 2, 3, 4}));
    QVERIFY(PositionIds::continuing(0).empty());
    QVERIFY_THROWS_EXCEPTION(ShapeError, PositionIds::continuing(-1));
}

void TestPositionIds::resetPerDocument()
{
    QCOMPARE(PositionIds::resetPerDocument({0, 0, 0, 1, 1, 1, 1}), (PositionIdList{0, 1, 2, 0, 1, 2, 3}));
    QCOMPARE(PositionIds::resetPerDocument({7, 7, 3, 3, 3, 9}), (PositionIdList{0, 1, 0, 1, 2, 0}));
    // A document whose tokens are not contiguous starts again at each run.
    QCOMPARE(PositionIds::resetPerDocument({4, 4, 9, 4}), (PositionIdList{0, 1, 0, 0}));
    QCOMPARE(PositionIds::resetPerDocument({2, 2, 2}), PositionIds::continuing(3));
    QVERIFY(PositionIds::resetPerDocument({}).empty());
}

ATLAS_TEST_APPLESS_MAIN(TestPositionIds)
#include "tst_positionids.moc"
