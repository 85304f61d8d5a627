// Packer: documents wrapped in BOS/EOS, concatenated and cut into blocks; per slot the
// shifted label, the instance id, the loss mask and the document-aware causal mask.
#include <atlas/attentionmask.h>
#include <atlas/packer.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

#include <algorithm>
#include <optional>

using namespace atlas;
using enginetest::cat;
using enginetest::text;

namespace {

constexpr std::int64_t bos = 1;
constexpr std::int64_t eos = 2;

// The seed's specimen: the second document begins at slot 5.
PackRequest specimen(Index blockLength)
{
    return PackRequest{{{11, 12, 13}, {21, 22, 23, 24}}, blockLength, bos, eos};
}

std::vector<std::optional<std::int64_t>> labels(std::initializer_list<std::int64_t> values,
                                                bool lastIsNull)
{
    std::vector<std::optional<std::int64_t>> out(values.begin(), values.end());
    if (lastIsNull)
        out.back() = std::nullopt;
    return out;
}

// The stream the packer documents: BOS, tokens, EOS per document, in order.
std::vector<std::int64_t> wrappedStream(const PackRequest &request)
{
    std::vector<std::int64_t> stream;
    for (const auto &document : request.documents) {
        stream.push_back(request.bos);
        stream.insert(stream.end(), document.begin(), document.end());
        stream.push_back(request.eos);
    }
    return stream;
}

} // namespace

class TestPacker : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void specimenBlockOfEight();
    void slot7AttendsExactlySlots5To7();
    void lastLabelIsSupervisionNotContext();
    void documentCrossingABlockContinuesAsNewInstance();
    void singleBlockEndsWithNullLabel_data();
    void singleBlockEndsWithNullLabel();
    void blockLengthOne();
    void emptyDocuments();
    void noDocuments();
    void invariantsOnRandomStreams_data();
    void invariantsOnRandomStreams();
    void rejectsBlockLengthBelowOne();
};

void TestPacker::specimenBlockOfEight()
{
    const std::vector<PackedBlock> blocks = Packer::pack(specimen(8));
    QCOMPARE(Packer::streamLength(specimen(8)), Index(11));
    QCOMPARE(blocks.size(), std::size_t(2));
    const PackedBlock &b = blocks[0];
    QCOMPARE(b.streamOffset, Index(0));
    QCOMPARE(b.tokens, (std::vector<std::int64_t>{1, 11, 12, 13, 2, 1, 21, 22}));
    QVERIFY(b.labels == labels({11, 12, 13, 2, 1, 21, 22, 23}, false));
    QCOMPARE(b.documentIds, (DocumentIds{0, 0, 0, 0, 0, 1, 1, 1}));
    QCOMPARE(b.documentIndex, (std::vector<int>{0, 0, 0, 0, 0, 1, 1, 1}));
    QVERIFY(b.roles
            == (std::vector<SlotRole>{SlotRole::Bos, SlotRole::Token, SlotRole::Token,
                                      SlotRole::Token, SlotRole::Eos, SlotRole::Bos,
                                      SlotRole::Token, SlotRole::Token}));
    // Slot 4 is EOS, its label the next document's BOS: a cross-document prediction, masked.
    QCOMPARE(b.lossMask,
             (std::vector<bool>{true, true, true, true, false, true, true, true}));
    QCOMPARE(b.continuesPrevious, (std::vector<bool>{false, false}));
    QCOMPARE(b.instanceCount(), 2);
    QCOMPARE(b.cumulativeLengths(), (std::vector<int>{0, 5, 8}));
    QCOMPARE(b.documentIds, (std::vector<std::int64_t>{0, 0, 0, 0, 0, 1, 1, 1}));

    const PackedBlock &c = blocks[1];
    QCOMPARE(c.streamOffset, Index(8));
    QCOMPARE(c.tokens, (std::vector<std::int64_t>{23, 24, 2}));
    QVERIFY(c.labels == labels({24, 2, 0}, true)); // the stream ends: no label
    QCOMPARE(c.lossMask, (std::vector<bool>{true, true, false}));
    QCOMPARE(c.documentIds, (DocumentIds{0, 0, 0}));
    QCOMPARE(c.continuesPrevious, (std::vector<bool>{true}));
    QCOMPARE(c.cumulativeLengths(), (std::vector<int>{0, 3}));
}

void TestPacker::slot7AttendsExactlySlots5To7()
{
    const PackedBlock b = Packer::pack(specimen(8)).front();
    const BoolMatrix allowed = b.allowed();
    QCOMPARE(allowed.rows(), Index(8));
    QCOMPARE(allowed.cols(), Index(8));
    for (Index k = 0; k < 8; ++k)
        QVERIFY2(allowed(7, k) == (k >= 5 && k <= 7), text(allowed.row(7)).c_str());
    // Slots 0–4 (the prior example) read only their own causal prefix.
    for (Index q = 0; q < 5; ++q)
        for (Index k = 0; k < 8; ++k)
            QVERIFY2(allowed(q, k) == (k <= q), text(allowed).c_str());
    // The plain causal mask would leak slots 0–4 into slot 7.
    const BoolMatrix leaky = b.causalOnly();
    QVERIFY2(leaky.row(7).all(), text(leaky).c_str());
}

void TestPacker::lastLabelIsSupervisionNotContext()
{
    const std::vector<PackedBlock> blocks = Packer::pack(specimen(8));
    const PackedBlock &b = blocks[0];
    // The last slot's label is the next block's first token…
    QVERIFY(b.labels.back().has_value());
    QCOMPARE(*b.labels.back(), blocks[1].tokens.front());
    QVERIFY(b.lossMask.back());
    // …and it is nowhere in this block's context: the mask covers the block's 8 slots only,
    // and no slot of the block holds that token.
    QCOMPARE(b.allowed().cols(), b.length());
    QVERIFY(std::find(b.tokens.begin(), b.tokens.end(), *b.labels.back()) == b.tokens.end());
}

void TestPacker::documentCrossingABlockContinuesAsNewInstance()
{
    // Blocks of 4: [BOS 11 12 13] [EOS BOS 21 22] [23 24 EOS].
    const std::vector<PackedBlock> blocks = Packer::pack(specimen(4));
    QCOMPARE(blocks.size(), std::size_t(3));
    QCOMPARE(blocks[1].tokens, (std::vector<std::int64_t>{2, 1, 21, 22}));
    QCOMPARE(blocks[1].documentIds, (DocumentIds{0, 1, 1, 1}));
    QCOMPARE(blocks[1].continuesPrevious, (std::vector<bool>{true, false}));
    QCOMPARE(blocks[1].lossMask, (std::vector<bool>{false, true, true, true}));
    QCOMPARE(blocks[1].cumulativeLengths(), (std::vector<int>{0, 1, 4}));
    QCOMPARE(blocks[2].documentIds, (DocumentIds{0, 0, 0}));
    QCOMPARE(blocks[2].continuesPrevious, (std::vector<bool>{true}));
    QCOMPARE(blocks[2].documentIndex, (std::vector<int>{1, 1, 1}));
    // The continuation has no access to its earlier slots: block 2's mask is its own.
    const BoolMatrix allowed = blocks[2].allowed();
    QCOMPARE(allowed.rows(), Index(3));
    QCOMPARE(AttentionMask::allowedCount(allowed), Index(6));
    // Block 0's last label (EOS) belongs to the same document: counted.
    QCOMPARE(*blocks[0].labels.back(), eos);
    QVERIFY(blocks[0].lossMask.back());
}

void TestPacker::singleBlockEndsWithNullLabel_data()
{
    QTest::addColumn<int>("blockLength");
    QTest::addRow("exactly the stream") << 11;
    QTest::addRow("one more") << 12;
    QTest::addRow("much larger") << 64;
}

void TestPacker::singleBlockEndsWithNullLabel()
{
    QFETCH(int, blockLength);
    const std::vector<PackedBlock> blocks = Packer::pack(specimen(blockLength));
    QCOMPARE(blocks.size(), std::size_t(1));
    const PackedBlock &b = blocks[0];
    QCOMPARE(b.length(), Index(11)); // the last block is not padded
    QVERIFY(!b.labels.back().has_value());
    QVERIFY(!b.lossMask.back());
    QCOMPARE(b.documentIds, (DocumentIds{0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1}));
    QCOMPARE(b.cumulativeLengths(), (std::vector<int>{0, 5, 11}));
    QCOMPARE(b.continuesPrevious, (std::vector<bool>{false, false}));
}

void TestPacker::blockLengthOne()
{
    const PackRequest request = specimen(1);
    const std::vector<std::int64_t> stream = wrappedStream(request);
    const std::vector<PackedBlock> blocks = Packer::pack(request);
    QCOMPARE(blocks.size(), stream.size());
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        const PackedBlock &b = blocks[i];
        QCOMPARE(b.streamOffset, Index(i));
        QCOMPARE(b.tokens, (std::vector<std::int64_t>{stream[i]}));
        QCOMPARE(b.documentIds, (DocumentIds{0}));
        // Every block starts an instance; it continues a document unless it is a BOS.
        QCOMPARE(b.continuesPrevious, (std::vector<bool>{b.roles[0] != SlotRole::Bos}));
        QCOMPARE(b.cumulativeLengths(), (std::vector<int>{0, 1}));
        const BoolMatrix allowed = b.allowed();
        QVERIFY(allowed.rows() == 1 && allowed.cols() == 1 && allowed(0, 0));
        if (i + 1 < stream.size())
            QVERIFY(b.labels[0] == std::optional<std::int64_t>(stream[i + 1]));
        else
            QVERIFY(!b.labels[0].has_value());
    }
    // EOS → BOS at stream slot 4 is the only cross-document label.
    for (std::size_t i = 0; i < blocks.size(); ++i)
        QCOMPARE(blocks[i].lossMask[0], i != 4 && i + 1 != blocks.size());
}

void TestPacker::emptyDocuments()
{
    const PackRequest request{{{}, {7}, {}}, 16, bos, eos};
    QCOMPARE(Packer::streamLength(request), Index(7));
    const std::vector<PackedBlock> blocks = Packer::pack(request);
    QCOMPARE(blocks.size(), std::size_t(1));
    const PackedBlock &b = blocks[0];
    QCOMPARE(b.tokens, (std::vector<std::int64_t>{1, 2, 1, 7, 2, 1, 2}));
    QCOMPARE(b.documentIds, (DocumentIds{0, 0, 1, 1, 1, 2, 2}));
    QCOMPARE(b.documentIndex, (std::vector<int>{0, 0, 1, 1, 1, 2, 2}));
    // BOS → EOS of an empty document is a prediction within that document.
    QCOMPARE(b.lossMask, (std::vector<bool>{true, false, true, true, false, true, false}));
    QCOMPARE(b.cumulativeLengths(), (std::vector<int>{0, 2, 5, 7}));
    QCOMPARE(b.instanceCount(), 3);
}

void TestPacker::noDocuments()
{
    const PackRequest request{{}, 8, bos, eos};
    QCOMPARE(Packer::streamLength(request), Index(0));
    QVERIFY(Packer::pack(request).empty());
    const PackedBlock empty;
    QCOMPARE(empty.cumulativeLengths(), (std::vector<int>{0}));
    QCOMPARE(empty.instanceCount(), 0);
}

void TestPacker::invariantsOnRandomStreams_data()
{
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("blockLength");
    for (int blockLength : {2, 3, 5, 8, 13}) {
        QTest::addRow("seed 1, block %d", blockLength) << 1 << blockLength;
        QTest::addRow("seed 2, block %d", blockLength) << 2 << blockLength;
    }
}

void TestPacker::invariantsOnRandomStreams()
{
    // The documented rules checked slot by slot against the stream rebuilt independently.
    QFETCH(int, seed);
    QFETCH(int, blockLength);
    enginetest::Random random(static_cast<std::uint64_t>(seed));
    PackRequest request{{}, blockLength, bos, eos};
    std::vector<int> owner; // document of each stream slot
    for (int d = 0; d < 7; ++d) {
        std::vector<std::int64_t> document(static_cast<std::size_t>(random.integer(0, 6)));
        for (std::int64_t &token : document)
            token = random.integer(10, 50);
        owner.insert(owner.end(), document.size() + 2, d);
        request.documents.push_back(document);
    }
    const std::vector<std::int64_t> stream = wrappedStream(request);
    const std::vector<PackedBlock> blocks = Packer::pack(request);
    QCOMPARE(Packer::streamLength(request), Index(stream.size()));
    QCOMPARE(blocks.size(), (stream.size() + std::size_t(blockLength) - 1) / std::size_t(blockLength));

    std::size_t next = 0;
    for (const PackedBlock &b : blocks) {
        QCOMPARE(b.streamOffset, Index(next));
        QVERIFY(b.length() == blockLength || &b == &blocks.back());
        const std::size_t slots = b.tokens.size();
        QVERIFY(b.labels.size() == slots && b.documentIds.size() == slots
                && b.lossMask.size() == slots && b.documentIndex.size() == slots
                && b.roles.size() == slots);
        int instances = 0;
        for (Index i = 0; i < b.length(); ++i) {
            const std::size_t s = next + static_cast<std::size_t>(i);
            const std::size_t u = static_cast<std::size_t>(i);
            const std::string where = cat("stream slot ", s);
            QVERIFY2(b.tokens[u] == stream[s], where.c_str());
            QVERIFY2(b.documentIndex[u] == owner[s], where.c_str());
            const bool hasNext = s + 1 < stream.size();
            QVERIFY2(b.labels[u] == (hasNext ? std::optional<std::int64_t>(stream[s + 1]) : std::nullopt),
                     where.c_str());
            QVERIFY2(b.lossMask[u] == (hasNext && owner[s + 1] == owner[s]), where.c_str());
            const bool starts = i == 0 || b.roles[u] == SlotRole::Bos;
            if (starts) {
                QVERIFY2(std::size_t(instances) < b.continuesPrevious.size()
                             && b.continuesPrevious[std::size_t(instances)]
                                 == (b.roles[u] != SlotRole::Bos),
                         where.c_str());
                ++instances;
            }
            QVERIFY2(b.documentIds[u] == instances - 1, where.c_str());
        }
        QCOMPARE(b.instanceCount(), instances);
        QCOMPARE(b.continuesPrevious.size(), std::size_t(instances));

        // Allowed keys: causal, same instance, hence never another document.
        const BoolMatrix allowed = b.allowed();
        for (Index q = 0; q < b.length(); ++q)
            for (Index k = 0; k < b.length(); ++k) {
                const bool same = b.documentIds[static_cast<std::size_t>(q)]
                    == b.documentIds[static_cast<std::size_t>(k)];
                QVERIFY2(allowed(q, k) == (k <= q && same), text(allowed).c_str());
                QVERIFY(!allowed(q, k)
                        || b.documentIndex[static_cast<std::size_t>(q)]
                            == b.documentIndex[static_cast<std::size_t>(k)]);
            }

        // cu_seqlens: boundaries where the instance changes, from 0 to T.
        const std::vector<int> cumulative = b.cumulativeLengths();
        QCOMPARE(cumulative.size(), std::size_t(instances + 1));
        QCOMPARE(cumulative.front(), 0);
        QCOMPARE(cumulative.back(), int(b.length()));
        for (int n = 0; n < instances; ++n)
            for (int i = cumulative[std::size_t(n)]; i < cumulative[std::size_t(n + 1)]; ++i)
                QCOMPARE(b.documentIds[std::size_t(i)], DocumentId(n));
        next += static_cast<std::size_t>(b.length());
    }
    QCOMPARE(next, stream.size());
}

void TestPacker::rejectsBlockLengthBelowOne()
{
    QVERIFY_THROWS_EXCEPTION(ShapeError, Packer::pack(specimen(0)));
    QVERIFY_THROWS_EXCEPTION(ShapeError, Packer::pack(specimen(-3)));
}

ATLAS_TEST_APPLESS_MAIN(TestPacker)
#include "tst_packer.moc"
