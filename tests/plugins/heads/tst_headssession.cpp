// HeadsSession against the engine: the example's W_QK has rank dₖ for every dₖ; the pack's
// trained decoder loads, its heads' reports are the induction metrics', each copying score and
// composition is HeadCircuits' on the archive's weights, the induction head is selected first;
// a damaged file is refused with a reason.
#include "headssession.h"

#include "testpaths.h"
#include "suiteregistry.h"

#include <atlas/decoderarchive.h>

#include <QFile>
#include <QSignalSpy>
#include <QTest>

using namespace atlas;

namespace {

QByteArray packModel()
{
    QFile file(testpaths::sourceDir() + QStringLiteral("/content/self-attention/models/induction-default.decoder"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestHeadsSession : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void rankFollowsTheHeadWidth();
    void thePacksDecoderTakenApart();
    void aDamagedModelIsRefused();
};

void TestHeadsSession::rankFollowsTheHeadWidth()
{
    HeadsSession session{HeadsParams()};
    QSignalSpy changed(&session, &HeadsSession::changed);
    for (int dk = 1; dk <= 8; ++dk) {
        session.setHeadWidth(dk);
        QCOMPARE(session.rank(), dk);
        QCOMPARE(session.qk().rows(), Index(8));
        QCOMPARE(int(session.singularValues().size()), 8);
    }
    QCOMPARE(changed.count(), 8); // from 2 to 1, then up one at a time: every step a change
    session.setHeadWidth(8);
    QCOMPARE(changed.count(), 8); // the same width again: no change, no signal
    session.setHeadWidth(40);
    QCOMPARE(session.headWidth(), 8);
    QCOMPARE(HeadsSession::projectionParameters(512, 8, 64), qint64(1048576));
    QCOMPARE(HeadsSession::projectionParameters(512, 1, 512), qint64(1048576));
}

void TestHeadsSession::thePacksDecoderTakenApart()
{
    const QByteArray bytes = packModel();
    QVERIFY(!bytes.isEmpty());
    HeadsSession session{HeadsParams()};
    QVERIFY(!session.hasModel());
    QString problem;
    QVERIFY2(session.loadModel(bytes, &problem), qPrintable(problem));
    const DecoderArchive<double> archive = DecoderArchive<double>::read(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    const DecoderConfig &c = session.modelConfig();
    QCOMPARE(c.layers, Index(2));
    QCOMPARE(session.reports().size(), std::size_t(c.layers * c.heads));
    // The reports are the induction trainer's, for the same archive.
    const std::vector<HeadReport> expected = InductionTrainer<double>::fromArchive(archive)->heads();
    for (std::size_t i = 0; i < expected.size(); ++i) {
        QCOMPARE(session.reports()[i].inductionScore, expected[i].inductionScore);
        QCOMPARE(session.copyingScores()[i],
                 HeadCircuits::copyingScore(HeadCircuits::tokenOV(archive.parameters, c, expected[i].layer - 1, expected[i].head - 1)));
    }
    // The head with the highest induction score is shown first; its circuits are the engine's.
    const auto best = std::max_element(expected.cbegin(), expected.cend(),
                                       [](const HeadReport &a, const HeadReport &b) { return a.inductionScore < b.inductionScore; });
    QCOMPARE(session.selectedLayer(), best->layer - 1);
    QCOMPARE(session.selectedHead(), best->head - 1);
    QVERIFY(best->inductionScore > 0.5);
    QVERIFY(session.tokenOV() == HeadCircuits::tokenOV(archive.parameters, c, best->layer - 1, best->head - 1));
    QCOMPARE(session.tokenQK().rows(), c.vocabulary);
    // An induction head copies: what it reads, it raises.
    const std::size_t bestIndex = std::size_t(best - expected.cbegin());
    QVERIFY2(session.copyingScores()[bestIndex] > 0.5, qPrintable(QString::number(session.copyingScores()[bestIndex])));
    // Composition of every layer-1 head into every layer-2 head.
    QCOMPARE(session.composition().size(), std::size_t(c.heads));
    const HeadComposition one = HeadCircuits::composition(archive.parameters, c, 0, 1, 1, 2);
    QCOMPARE(session.composition()[1][2].k, one.k);
    session.select(0, 0);
    QCOMPARE(session.selectedLayer(), Index(0));
}

void TestHeadsSession::aDamagedModelIsRefused()
{
    HeadsSession session{HeadsParams()};
    QString problem;
    QVERIFY(!session.loadModel(QByteArrayLiteral("not a model"), &problem));
    QVERIFY(!problem.isEmpty());
    QVERIFY(!session.hasModel());
    QByteArray cut = packModel();
    cut.truncate(cut.size() / 2);
    QVERIFY(!session.loadModel(cut, &problem));
    QVERIFY(session.composition().empty());
}

ATLAS_TEST_APPLESS_MAIN(TestHeadsSession)
#include "tst_headssession.moc"
