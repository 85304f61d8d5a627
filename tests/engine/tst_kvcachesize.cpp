// KvCacheSize: L·G·(dₖ + dᵥ)·T·B·b bytes, multi-head against grouped-query against
// multi-query side by side, a sliding window's rolling buffer, and refusals naming their field.

#include "suiteregistry.h"

#include <atlas/kvcachesize.h>

#include <QTest>

#include <functional>

using namespace atlas;

namespace {

// 80 layers, 64 query heads of width 128 in 8 groups, 4096 positions, 2-byte numbers.
KvCacheShape large()
{
    KvCacheShape s;
    s.layers = 80;
    s.queryHeads = 64;
    s.kvHeads = 8;
    s.keyWidth = 128;
    s.contextLength = 4096;
    s.bytesPerNumber = 2;
    return s;
}

std::string fieldOf(const KvCacheShape &shape)
{
    try {
        KvCacheSize::bytes(shape);
    } catch (const ShapeError &e) {
        const std::string what = e.what();
        return what.substr(0, what.find(':'));
    }
    return "(accepted)";
}

} // namespace

class TestKvCacheSize : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void bytesOfARealSize();
    void groupsDivideTheCache();
    void aSlidingWindowBoundsTheCache();
    void refusals();
};

void TestKvCacheSize::bytesOfARealSize()
{
    QCOMPARE(KvCacheSize::numbersPerToken(large()), 80.0 * 8 * 256);
    QCOMPARE(KvCacheSize::bytes(large()), 1342177280.0); // 1.25 GiB per sequence
    KvCacheShape batch = large();
    batch.batch = 16;
    batch.bytesPerNumber = 4;
    QCOMPARE(KvCacheSize::bytes(batch), 1342177280.0 * 32);
    KvCacheShape uneven = large();
    uneven.valueWidth = 64;
    QCOMPARE(KvCacheSize::numbersPerToken(uneven), 80.0 * 8 * (128 + 64));
}

void TestKvCacheSize::groupsDivideTheCache()
{
    const double mha = KvCacheSize::bytes(KvCacheSize::withKvHeads(large(), 64));
    const double gqa = KvCacheSize::bytes(large());
    const double mqa = KvCacheSize::bytes(KvCacheSize::withKvHeads(large(), 1));
    QCOMPARE(mha, 10737418240.0); // 10 GiB
    QCOMPARE(mha / gqa, 8.0);
    QCOMPARE(mha / mqa, 64.0);
}

void TestKvCacheSize::aSlidingWindowBoundsTheCache()
{
    // Mistral 7B (Jiang et al. 2023, Table 1): 32 layers, 8 key/value heads of 128, context
    // 8192, window 4096, 16-bit numbers.
    KvCacheShape mistral;
    mistral.layers = 32;
    mistral.queryHeads = 32;
    mistral.kvHeads = 8;
    mistral.keyWidth = 128;
    mistral.contextLength = 8192;
    mistral.bytesPerNumber = 2;
    QCOMPARE(KvCacheSize::cachedPositions(mistral), Index(8192));
    QCOMPARE(KvCacheSize::bytes(mistral), 1073741824.0); // 1 GiB without the window
    mistral.window = 4096;
    QCOMPARE(KvCacheSize::cachedPositions(mistral), Index(4096));
    QCOMPARE(KvCacheSize::bytes(mistral), 536870912.0); // 0.5 GiB: the rolling buffer
    // A window at least as long as the context changes nothing; a longer context, nothing more.
    KvCacheShape wide = mistral;
    wide.window = 8192;
    QCOMPARE(KvCacheSize::bytes(wide), 1073741824.0);
    KvCacheShape longer = mistral;
    longer.contextLength = 32768;
    QCOMPARE(KvCacheSize::bytes(longer), 536870912.0);
    QCOMPARE(KvCacheSize::cachedPositions(KvCacheSize::withKvHeads(longer, 32)), Index(4096));
}

void TestKvCacheSize::refusals()
{
    const std::vector<std::pair<std::function<void(KvCacheShape &)>, std::string>> cases{
        {[](KvCacheShape &s) { s.layers = 0; }, "layers"},
        {[](KvCacheShape &s) { s.queryHeads = 0; }, "queryHeads"},
        {[](KvCacheShape &s) { s.kvHeads = 0; }, "kvHeads"},
        {[](KvCacheShape &s) { s.kvHeads = 3; }, "kvHeads"},   // does not divide 64
        {[](KvCacheShape &s) { s.window = -1; }, "window"},
        {[](KvCacheShape &s) { s.kvHeads = 128; }, "kvHeads"}, // more than the query heads
        {[](KvCacheShape &s) { s.keyWidth = -4; }, "keyWidth"},
        {[](KvCacheShape &s) { s.valueWidth = -1; }, "valueWidth"},
        {[](KvCacheShape &s) { s.contextLength = 0; }, "contextLength"},
        {[](KvCacheShape &s) { s.batch = 0; }, "batch"},
        {[](KvCacheShape &s) { s.bytesPerNumber = 0; }, "bytesPerNumber"},
        {[](KvCacheShape &s) { s.bytesPerNumber = std::nan(""); }, "bytesPerNumber"},
    };
    for (const auto &[change, field] : cases) {
        KvCacheShape s = large();
        change(s);
        QCOMPARE(fieldOf(s), field);
    }
    QCOMPARE(fieldOf(large()), std::string("(accepted)"));
}

ATLAS_TEST_APPLESS_MAIN(TestKvCacheSize)
#include "tst_kvcachesize.moc"
