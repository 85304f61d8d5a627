// PackingSession: the default corpus packs into the seed's block (second document at slot 5,
// query 7 → keys 5, 6, 7), the engine's packing and labels, edits that repack, refusals that
// change nothing, and selections that follow a repack.
#include "packingsession.h"

#include "suiteregistry.h"

#include <QSignalSpy>
#include <QTest>

using namespace atlas;

class TestPackingSession : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void defaultBlockIsTheSeeds();
    void maskChoosesTheAllowedKeys();
    void labelsAndLossMaskComeFromTheEngine();
    void fragmentsContinueAcrossBlocks();
    void editsRepackAndRefusalsChangeNothing();
    void selectionFollowsARepack();
};

void TestPackingSession::defaultBlockIsTheSeeds()
{
    PackingSession session{PackingParams()};
    QCOMPARE(session.blocks().size(), std::size_t(3));
    const PackedBlock &block = session.block();
    QCOMPARE(block.length(), Index(10));
    QCOMPARE(block.documentIds, (DocumentIds{0, 0, 0, 0, 0, 1, 1, 1, 1, 1}));
    QCOMPARE(block.roles[5], SlotRole::Bos);
    QCOMPARE(session.query(), 7);
    QCOMPARE(session.allowedKeys(), (QList<int>{5, 6, 7}));
    QCOMPARE(block.cumulativeLengths(), (std::vector<int>{0, 5, 10}));
}

void TestPackingSession::maskChoosesTheAllowedKeys()
{
    PackingSession session{PackingParams()};
    QSignalSpy selection(&session, &PackingSession::selectionChanged);
    session.setMask(PackingParams::Mask::PlainCausal);
    QCOMPARE(selection.count(), 1);
    QCOMPARE(session.allowedKeys(), (QList<int>{0, 1, 2, 3, 4, 5, 6, 7}));
    session.setQuery(3);
    QCOMPARE(session.allowedKeys(), (QList<int>{0, 1, 2, 3}));
    session.setMask(PackingParams::Mask::DocumentAware);
    QCOMPARE(session.allowedKeys(), (QList<int>{0, 1, 2, 3}));
    session.setQuery(9);
    QCOMPARE(session.allowedKeys(), (QList<int>{5, 6, 7, 8, 9}));
    session.setQuery(42); // clamped to the block
    QCOMPARE(session.query(), 9);
}

void TestPackingSession::labelsAndLossMaskComeFromTheEngine()
{
    PackingSession session{PackingParams()};
    const PackedBlock &block = session.block();
    // Slot 4 is the first document's EOS; its label is the second document's BOS: masked.
    QCOMPARE(block.labels[4], std::optional<std::int64_t>(CorpusTokenizer::bos));
    QVERIFY(!block.lossMask[4]);
    // Slot 9's label is the EOS that opens block 1: visible as a label, counted.
    QCOMPARE(block.labels[9], std::optional<std::int64_t>(CorpusTokenizer::eos));
    QVERIFY(block.lossMask[9]);
    for (int i : {0, 1, 2, 3, 5, 6, 7, 8})
        QVERIFY(block.lossMask[std::size_t(i)]);
}

void TestPackingSession::fragmentsContinueAcrossBlocks()
{
    PackingSession session{PackingParams()};
    session.setBlock(2);
    const PackedBlock &block = session.block();
    QCOMPARE(block.continuesPrevious.front(), true);
    QCOMPARE(block.documentIds[0], DocumentId(0));
    QCOMPARE(block.documentIds[1], DocumentId(0));
    QCOMPARE(block.roles[1], SlotRole::Eos);
    session.setQuery(1);
    QCOMPARE(session.allowedKeys(), (QList<int>{0, 1})); // earlier-block context is lost
}

void TestPackingSession::editsRepackAndRefusalsChangeNothing()
{
    PackingSession session{PackingParams()};
    QSignalSpy corpus(&session, &PackingSession::corpusChanged);
    QCOMPARE(session.setDocument(0, QStringLiteral("the cat sat down")), QString());
    QCOMPARE(corpus.count(), 1);
    QCOMPARE(session.block().roles[6], SlotRole::Bos); // the second document moved one slot
    QVERIFY(session.setDocument(0, QString(401, QLatin1Char('a'))).contains(QStringLiteral("at most 400 characters")));
    QVERIFY(session.setDocument(7, QStringLiteral("x")).contains(QStringLiteral("no document 8")));
    QCOMPARE(corpus.count(), 1);
    QCOMPARE(session.documents().size(), 4);
    QCOMPARE(session.addDocument(QStringLiteral("one more")), QString());
    QCOMPARE(session.documents().size(), 5);
    QCOMPARE(session.removeDocument(0), QString());
    QCOMPARE(session.documents().front(), QStringLiteral("a dog ran home"));
    while (session.documents().size() > 1)
        QCOMPARE(session.removeDocument(0), QString());
    QVERIFY(session.removeDocument(0).contains(QStringLiteral("at least one document")));
    for (int i = 1; i < declared::packing::documents::maxItems; ++i)
        QCOMPARE(session.addDocument(QStringLiteral("x")), QString());
    QVERIFY(session.addDocument(QStringLiteral("x")).contains(QStringLiteral("At most 16")));
}

void TestPackingSession::selectionFollowsARepack()
{
    PackingSession session{PackingParams()};
    session.setBlock(2);
    session.setQuery(9);
    session.setBlockLength(16); // 30 slots → blocks of 16 and 14
    QCOMPARE(session.blocks().size(), std::size_t(2));
    QCOMPARE(session.blockIndex(), 1);
    QCOMPARE(session.query(), 9);
    session.setBlockLength(64);
    QCOMPARE(session.blockIndex(), 0);
    QCOMPARE(session.block().length(), Index(30));
    // The replacement word survives a renumbering of the vocabulary.
    const qint64 dog = session.replacement();
    QCOMPARE(session.corpus().vocabulary[dog], QStringLiteral("dog"));
    QCOMPARE(session.setDocument(0, QStringLiteral("zebras graze")), QString());
    QCOMPARE(session.corpus().vocabulary[session.replacement()], QStringLiteral("dog"));
}

ATLAS_TEST_GUILESS_MAIN(TestPackingSession)
#include "tst_packingsession.moc"
