// AttentionMask: allowed(q, k) = (¬causal ∨ k ≤ q) ∧ (no ids ∨ id[k] = id[q]), and its
// additive form M (0 / −∞).
#include <atlas/attentionmask.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace atlas;
using enginetest::cat;
using enginetest::text;

class TestAttentionMask : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void causalIsLowerTriangle();
    void notCausalAllowsEverything();
    void instanceIdsFollowTheRule_data();
    void instanceIdsFollowTheRule();
    void packedSpecimenSlot7ReadsSlots5To7();
    void additiveIsZeroOrMinusInfinity();
    void allowedCountCountsPairs();
    void emptyLength();
    void rejectsBadArguments();
};

void TestAttentionMask::causalIsLowerTriangle()
{
    const BoolMatrix allowed = AttentionMask::build(5, true);
    QCOMPARE(allowed.rows(), Index(5));
    QCOMPARE(allowed.cols(), Index(5));
    for (Index q = 0; q < 5; ++q)
        for (Index k = 0; k < 5; ++k)
            QVERIFY2(allowed(q, k) == (k <= q), text(allowed).c_str());
}

void TestAttentionMask::notCausalAllowsEverything()
{
    QVERIFY(AttentionMask::build(4, false).all());
}

void TestAttentionMask::instanceIdsFollowTheRule_data()
{
    QTest::addColumn<bool>("causal");
    QTest::addColumn<int>("seed");
    // Ids are drawn at random, so they are neither contiguous nor sorted: equality is all
    // that may matter.
    for (int seed = 1; seed <= 4; ++seed) {
        QTest::addRow("causal, seed %d", seed) << true << seed;
        QTest::addRow("bidirectional, seed %d", seed) << false << seed;
    }
}

void TestAttentionMask::instanceIdsFollowTheRule()
{
    QFETCH(bool, causal);
    QFETCH(int, seed);
    enginetest::Random random(static_cast<std::uint64_t>(seed));
    const Index length = 9;
    std::vector<std::int64_t> ids;
    for (Index i = 0; i < length; ++i)
        ids.push_back(1000 * random.integer(-2, 2)); // large and negative ids are fine
    const BoolMatrix allowed = AttentionMask::build(length, causal, ids);
    for (Index q = 0; q < length; ++q) {
        for (Index k = 0; k < length; ++k) {
            const bool expected = (!causal || k <= q)
                && ids[static_cast<std::size_t>(k)] == ids[static_cast<std::size_t>(q)];
            QVERIFY2(allowed(q, k) == expected,
                     cat("(", q, ", ", k, ") in ", text(allowed)).c_str());
        }
        QVERIFY2(allowed(q, q), "a query always reads its own key");
    }
}

void TestAttentionMask::packedSpecimenSlot7ReadsSlots5To7()
{
    // The seed's specimen: the second document begins at slot 5.
    const BoolMatrix allowed = AttentionMask::build(8, true, {0, 0, 0, 0, 0, 1, 1, 1});
    for (Index k = 0; k < 8; ++k)
        QVERIFY2(allowed(7, k) == (k >= 5), text(allowed.row(7)).c_str());
}

void TestAttentionMask::additiveIsZeroOrMinusInfinity()
{
    const BoolMatrix allowed = AttentionMask::build(6, true, {3, 3, 1, 3, 1, 1});
    const Matrix<double> m = AttentionMask::additive<double>(allowed);
    const Matrix<float> mf = AttentionMask::additive<float>(allowed);
    QCOMPARE(m.rows(), Index(6));
    QCOMPARE(m.cols(), Index(6));
    for (Index q = 0; q < 6; ++q) {
        for (Index k = 0; k < 6; ++k) {
            if (allowed(q, k)) {
                QVERIFY2(m(q, k) == 0.0 && !std::signbit(m(q, k)), text(m).c_str());
                QVERIFY2(mf(q, k) == 0.0f && !std::signbit(mf(q, k)), text(mf).c_str());
            } else {
                QVERIFY2(m(q, k) == -std::numeric_limits<double>::infinity(), text(m).c_str());
                QVERIFY2(mf(q, k) == -std::numeric_limits<float>::infinity(), text(mf).c_str());
            }
        }
    }
}

void TestAttentionMask::allowedCountCountsPairs()
{
    QCOMPARE(AttentionMask::allowedCount(AttentionMask::build(7, true)), Index(28));
    QCOMPARE(AttentionMask::allowedCount(AttentionMask::build(7, false)), Index(49));
    // Instances of 5 and 3 tokens: 15 + 6 causal pairs, 25 + 9 bidirectional.
    const std::vector<std::int64_t> ids{0, 0, 0, 0, 0, 1, 1, 1};
    QCOMPARE(AttentionMask::allowedCount(AttentionMask::build(8, true, ids)), Index(21));
    QCOMPARE(AttentionMask::allowedCount(AttentionMask::build(8, false, ids)), Index(34));
}

void TestAttentionMask::emptyLength()
{
    const BoolMatrix allowed = AttentionMask::build(0, true);
    QCOMPARE(allowed.rows(), Index(0));
    QCOMPARE(allowed.cols(), Index(0));
    QCOMPARE(AttentionMask::allowedCount(allowed), Index(0));
}

void TestAttentionMask::rejectsBadArguments()
{
    QVERIFY_THROWS_EXCEPTION(ShapeError, AttentionMask::build(-1, true));
    QVERIFY_THROWS_EXCEPTION(ShapeError, AttentionMask::build(3, true, {0, 1}));
    QVERIFY_THROWS_EXCEPTION(ShapeError, AttentionMask::build(3, false, {0, 1, 2, 3}));
}

ATLAS_TEST_APPLESS_MAIN(TestAttentionMask)
#include "tst_attentionmask.moc"
