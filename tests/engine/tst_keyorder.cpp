// KeyOrder: keys sorted by their contents (k, then v, under IEEE totalOrder; position breaks
// ties), the order of a subset equal to the order of the whole restricted to it, insertion
// equal to sorting, and well-defined orders for −0, NaN and equal keys.
#include <atlas/keyorder.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

#include <algorithm>
#include <limits>

using namespace atlas;
using enginetest::cat;

namespace {

using Mat = Matrix<double>;

} // namespace

class TestKeyOrder : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sortsByKeysThenValuesThenPosition();
    void aPrefixKeepsItsOrder();
    void insertingEqualsSorting();
    void everyBitPatternHasAPlace();
};

void TestKeyOrder::sortsByKeysThenValuesThenPosition()
{
    const Mat k{{1, 2}, {0, 5}, {1, 2}, {1, 1}, {1, 2}};
    const Mat v{{3}, {0}, {-1}, {9}, {3}};
    // (0,5) < (1,1) < (1,2 | v −1) < (1,2 | v 3, position 0) < (1,2 | v 3, position 4)
    QCOMPARE(KeyOrder::sorted<double>(k, v), (std::vector<Index>{1, 3, 2, 0, 4}));
    QVERIFY(KeyOrder::before<double>(k, v, 0, 4));
    QVERIFY(!KeyOrder::before<double>(k, v, 4, 0));
    QVERIFY(!KeyOrder::before<double>(k, v, 2, 2));
}

void TestKeyOrder::aPrefixKeepsItsOrder()
{
    // The keys 0…t in the order of all T keys, restricted: the order of keys 0…t alone.
    enginetest::Random random(1);
    Mat k = random.matrix<double>(40, 3), v = random.matrix<double>(40, 2);
    for (Index i = 0; i < 40; i += 7) // some equal rows
        k.row(i) = k.row(0);
    const std::vector<Index> whole = KeyOrder::sorted<double>(k, v);
    for (Index t = 0; t < 40; ++t) {
        std::vector<Index> restricted;
        std::copy_if(whole.begin(), whole.end(), std::back_inserter(restricted), [t](Index j) { return j <= t; });
        QVERIFY2(restricted == KeyOrder::sorted<double>(k.topRows(t + 1), v.topRows(t + 1)), cat("t = ", t).c_str());
    }
}

void TestKeyOrder::insertingEqualsSorting()
{
    enginetest::Random random(2);
    const Mat k = random.matrix<double>(30, 2), v = random.matrix<double>(30, 4);
    std::vector<Index> order;
    for (Index t = 0; t < 30; ++t) {
        KeyOrder::insert<double>(order, k.topRows(t + 1), v.topRows(t + 1), t);
        QCOMPARE(order, KeyOrder::sorted<double>(k.topRows(t + 1), v.topRows(t + 1)));
    }
    QVERIFY_THROWS_EXCEPTION(ShapeError, KeyOrder::insert<double>(order, k, v, 30));
}

void TestKeyOrder::everyBitPatternHasAPlace()
{
    // totalOrder: −∞ < −1 < −0 < +0 < 1 < +∞ < NaN; sorting never sees an inconsistent
    // comparison, whatever the numbers.
    const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
    const Mat k{{nan}, {0.0}, {-0.0}, {inf}, {-inf}, {1.0}, {-1.0}};
    const Mat v = Mat::Zero(7, 1);
    QCOMPARE(KeyOrder::sorted<double>(k, v), (std::vector<Index>{4, 6, 2, 1, 5, 3, 0}));
    const Matrix<float> f = k.cast<float>();
    QCOMPARE(KeyOrder::sorted<float>(f, Matrix<float>::Zero(7, 1)), (std::vector<Index>{4, 6, 2, 1, 5, 3, 0}));
}

ATLAS_TEST_APPLESS_MAIN(TestKeyOrder)
#include "tst_keyorder.moc"
