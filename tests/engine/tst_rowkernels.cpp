// RowKernels: products and mixtures in a fixed summation order — the inner index increasing,
// the keys in the order given — so that a row computed alone equals, bit for bit, the same row
// of a many-row product, wherever it sits in memory.
#include <atlas/rowkernels.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

#include <numeric>

using namespace atlas;
using enginetest::bitIdentical;
using enginetest::cat;

namespace {

using Mat = Matrix<double>;

std::vector<Index> natural(Index n)
{
    std::vector<Index> order(static_cast<std::size_t>(n));
    std::iota(order.begin(), order.end(), Index(0));
    return order;
}

} // namespace

class TestRowKernels : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void productAgreesWithTheLibrary();
    void aRowAloneEqualsTheSameRowOfAProduct();
    void productSumsTheInnerIndexInOrder();
    void mixtureSumsKeysInTheGivenOrder();
    void mixtureSkipsMaskedKeys();
    void refusals();
};

void TestRowKernels::productAgreesWithTheLibrary()
{
    enginetest::Random random(1);
    for (auto [m, k, n] : {std::tuple{1, 1, 1}, {3, 5, 4}, {17, 33, 9}, {64, 64, 64}, {5, 0, 3}}) {
        const Mat a = random.matrix<double>(m, k), b = random.matrix<double>(k, n);
        const Mat c = RowKernels::product<double>(a, b);
        QCOMPARE(c.rows(), Index(m));
        QCOMPARE(c.cols(), Index(n));
        QVERIFY2(enginetest::relativeError(c, Mat(a * b)) <= 1e-14, cat(m, "×", k, "×", n).c_str());
    }
    const Matrix<float> f = RowKernels::product<float>(Matrix<float>::Ones(2, 3), Matrix<float>::Constant(3, 2, 0.5f));
    QVERIFY(f.isApproxToConstant(1.5f, 0));
}

void TestRowKernels::aRowAloneEqualsTheSameRowOfAProduct()
{
    // Rows of a big product, of a block with another stride, and of one-row products: all
    // equal bit for bit — what the KV cache relies on.
    enginetest::Random random(2);
    const Mat a = random.matrix<double>(50, 37, -5, 5), b = random.matrix<double>(37, 23, -5, 5);
    const Mat whole = RowKernels::product<double>(a, b);
    Mat wider = random.matrix<double>(60, 41);
    wider.block(7, 3, 50, 37) = a; // the same rows at other addresses, another row stride
    const Mat fromBlock = RowKernels::product<double>(wider.block(7, 3, 50, 37), b);
    QVERIFY(bitIdentical(whole, fromBlock));
    for (Index i = 0; i < a.rows(); ++i) {
        const Mat row = a.row(i);
        QVERIFY2(bitIdentical(RowKernels::product<double>(row, b), whole.row(i)), cat("row ", i).c_str());
        QVERIFY(bitIdentical(RowKernels::product<double>(a.topRows(i + 1), b).bottomRows(1), whole.row(i)));
    }
}

void TestRowKernels::productSumsTheInnerIndexInOrder()
{
    // 1e16 + 1 rounds back to 1e16: in the order 0, 1, 2 the sum is (1e16 + 1) − 1e16 = 0;
    // any order that adds the ±1e16 first would give 1.
    const Mat a{{1e16, 1.0, -1e16}};
    const Mat b = Mat::Ones(3, 1);
    QCOMPARE(RowKernels::product<double>(a, b)(0, 0), 0.0);
    const Mat reordered{{1e16, -1e16, 1.0}};
    QCOMPARE(RowKernels::product<double>(reordered, b)(0, 0), 1.0);
}

void TestRowKernels::mixtureSumsKeysInTheGivenOrder()
{
    const Mat p{{1.0, 1.0, 1.0}};
    const Mat v{{1e16, 2.0}, {1.0, 2.0}, {-1e16, 2.0}};
    const BoolMatrix all = BoolMatrix::Constant(1, 3, true);
    const Mat inOrder = RowKernels::mixture<double>(p, all, v, natural(3));
    QCOMPARE(inOrder(0, 0), 0.0);
    QCOMPARE(inOrder(0, 1), 6.0);
    const std::vector<Index> order{0, 2, 1};
    QCOMPARE(RowKernels::mixture<double>(p, all, v, order)(0, 0), 1.0);
    // Against the definition on random data.
    enginetest::Random random(3);
    const Mat probabilities = random.matrix<double>(6, 9, 0, 1), values = random.matrix<double>(9, 4);
    const BoolMatrix every = BoolMatrix::Constant(6, 9, true);
    QVERIFY(enginetest::relativeError(RowKernels::mixture<double>(probabilities, every, values, natural(9)),
                                      Mat(probabilities * values)) <= 1e-15);
}

void TestRowKernels::mixtureSkipsMaskedKeys()
{
    // A masked key is not added, not even as 0·v: an infinite or NaN value there changes nothing.
    const Mat p{{0.25, 0.0, 0.75}};
    const Mat v{{2.0}, {std::numeric_limits<double>::quiet_NaN()}, {6.0}};
    BoolMatrix allowed(1, 3);
    allowed << true, false, true;
    QCOMPARE(RowKernels::mixture<double>(p, allowed, v, natural(3))(0, 0), 5.0);
}

void TestRowKernels::refusals()
{
    QVERIFY_THROWS_EXCEPTION(ShapeError, RowKernels::product<double>(Mat::Zero(2, 3), Mat::Zero(2, 3)));
    const Mat p = Mat::Zero(2, 3), v = Mat::Zero(3, 1);
    const BoolMatrix all = BoolMatrix::Constant(2, 3, true);
    QVERIFY_THROWS_EXCEPTION(ShapeError, RowKernels::mixture<double>(p, all, v, std::vector<Index>{0, 1}));
    QVERIFY_THROWS_EXCEPTION(ShapeError, RowKernels::mixture<double>(p, all, v, std::vector<Index>{0, 1, 1}));
    QVERIFY_THROWS_EXCEPTION(ShapeError, RowKernels::mixture<double>(p, all, v, std::vector<Index>{0, 1, 3}));
    QVERIFY_THROWS_EXCEPTION(ShapeError, RowKernels::mixture<double>(p, BoolMatrix::Constant(2, 2, true), v, natural(3)));
    QVERIFY_THROWS_EXCEPTION(ShapeError, RowKernels::mixture<double>(p, all, Mat::Zero(2, 1), natural(3)));
}

ATLAS_TEST_APPLESS_MAIN(TestRowKernels)
#include "tst_rowkernels.moc"
