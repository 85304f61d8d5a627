// The packing chapter opened through its plugin from the built-in pack, as the shell opens it
// — so the page's classes live in the plugin and are reached only through Qt types and object
// names: the lab with the seed's block (slot 7 reads slots 5–7), its questions, its figures,
// the screenshot state, and renders at the tour's sizes without anything cut off on the right.
// With ATLAS_RENDER_DIR set, the renders are kept there as PNGs for people to look at.
#include "chapterharness.h"
#include "languagescope.h"
#include "pagechecks.h"
#include "suiteregistry.h"

#include "sdk/quizpanel.h"

#include "sdk/packedblockstrip.h"

#include <atlas/attentionmask.h>
#include <atlas/maskstatistics.h>
#include <atlas/packer.h>

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QLocale>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

#include <algorithm>

using namespace atlas;
using test::PageChecks;

class TestPackingChapter : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void opensWithTheSeedsBlock();
    void questionsAreTheChaptersOwn();
    void numericAnswersComeFromTheEngine();
    void figuresIncludeMaskAndCharts();
    void rendersEveryViewAtTourSizes_data();
    void rendersEveryViewAtTourSizes();
};

void TestPackingChapter::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestPackingChapter::opensWithTheSeedsBlock()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("packing")), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    // The strip is an SDK class: shared with this test, so it can be inspected directly.
    auto *strip = page->findChild<PackedBlockStrip *>(QStringLiteral("packedBlockStrip"));
    QVERIFY(strip);
    QCOMPARE(strip->querySlot(), 7);
    QCOMPARE(strip->selectedSlots(), (QList<int>{5, 6, 7}));
    auto *views = page->findChild<QTabWidget *>(QStringLiteral("packingViews"));
    QVERIFY(views);
    QCOMPARE(views->count(), 5);
    page->prepareForScreenshot();
    QCOMPARE(views->currentWidget()->objectName(), QStringLiteral("maskPanel"));
}

void TestPackingChapter::questionsAreTheChaptersOwn()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("packing")), qPrintable(harness.error()));
    const QList<QuestionSpec> &questions = harness.context().chapter().questions;
    QVERIFY(questions.size() >= 4);
    QStringList ids;
    int masks = 0;
    for (const QuestionSpec &q : questions) {
        ids.append(q.id);
        masks += q.type == QStringLiteral("mask") ? 1 : 0;
    }
    QVERIFY(ids.contains(QStringLiteral("packing-reset-cross-pairs")));
    QVERIFY(ids.contains(QStringLiteral("packing-slot7-mask")));
    QVERIFY(masks >= 2);
}

void TestPackingChapter::numericAnswersComeFromTheEngine()
{
    // The seed's block (documents of 3 and 4 tokens, block length 10), document-aware mask.
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("packing")), qPrintable(harness.error()));
    const ChapterPack &pack = *harness.loadResult().pack;
    const PackedBlock block = Packer::pack({{{11, 12, 13}, {21, 22, 23, 24}}, 10, 1, 2}).front();
    const MaskStatistics byTiles = MaskStatistics::of(block.allowed(), 4);
    const QuestionSpec *tiles = pack.question(QStringLiteral("packing-active-tiles"));
    QVERIFY(tiles);
    QCOMPARE(tiles->tolerance, 0.0);
    QCOMPARE(tiles->numericAnswer, double(byTiles.activeTiles));
    QCOMPARE(byTiles.tiles, Index(9));
    // The explanation's count of scores in those tiles (60 of 100).
    Index scores = 0;
    const Index t = block.length();
    for (Index r = 0; r < t; r += 4)
        for (Index c = 0; c < t; c += 4)
            if (block.allowed().block(r, c, std::min<Index>(4, t - r), std::min<Index>(4, t - c)).any())
                scores += std::min<Index>(4, t - r) * std::min<Index>(4, t - c);
    QCOMPARE(scores, Index(60));
    const QuestionSpec *pairs = pack.question(QStringLiteral("packing-allowed-pairs"));
    QVERIFY(pairs);
    QCOMPARE(pairs->numericAnswer, double(AttentionMask::allowedCount(block.allowed())));

    // ⟨BOS⟩ a ⟨EOS⟩ in slots 0–2, ⟨BOS⟩ b c ⟨EOS⟩ in 3–6, the plain causal mask (position ids
    // restarted change nothing the mask allows): the pairs from the second document into the
    // first; none under the document-aware mask.
    const PackedBlock two = Packer::pack({{{11}, {21, 22}}, 7, 1, 2}).front();
    const auto crossPairs = [&two](const BoolMatrix &allowed) {
        Index n = 0;
        for (Index q = 0; q < two.length(); ++q)
            for (Index k = 0; k < two.length(); ++k)
                n += allowed(q, k) && two.documentIds[std::size_t(q)] == 1 && two.documentIds[std::size_t(k)] == 0 ? 1 : 0;
        return n;
    };
    const QuestionSpec *reset = pack.question(QStringLiteral("packing-reset-cross-pairs"));
    QVERIFY(reset);
    QCOMPARE(reset->numericAnswer, double(crossPairs(two.causalOnly())));
    QCOMPARE(crossPairs(two.allowed()), Index(0));
}

void TestPackingChapter::figuresIncludeMaskAndCharts()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("packing")), qPrintable(harness.error()));
    QStringList names;
    int matrices = 0;
    for (const ExportableFigure &f : harness.page()->figures()) {
        names.append(f.name);
        QVERIFY(f.widget);
        matrices += f.matrix ? 1 : 0;
    }
    for (const char *name : {"packed-block", "packing-mask", "leakage-document-aware", "leakage-plain-causal",
                             "leakage-reset-positions", "packing-pairs"})
        QVERIFY2(names.contains(QString::fromLatin1(name)), name);
    QCOMPARE(matrices, 1);
}

void TestPackingChapter::rendersEveryViewAtTourSizes_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    QTest::newRow("1440x900") << QSize(1440, 900) << QStringLiteral("en");
    QTest::newRow("1024x700") << QSize(1024, 700) << QStringLiteral("en");
    // The longest labels of the efficiency view's measurement row are French.
    QTest::newRow("1024x700 fr") << QSize(1024, 700) << QStringLiteral("fr");
}

void TestPackingChapter::rendersEveryViewAtTourSizes()
{
    QFETCH(QSize, size);
    QFETCH(QString, language);
    const test::LanguageScope scope(language);
    QVERIFY(scope.isLoaded());
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("packing"), language), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    QVERIFY(harness.showPage(size));
    page->prepareForScreenshot();
    // The efficiency view shows the speedup measured for the tour beside the ideal one.
    auto *measured = page->findChild<QLabel *>(QStringLiteral("measuredSpeedup"));
    QVERIFY(measured);
    if (language == QLatin1String("en"))
        QVERIFY2(measured->text().contains(QStringLiteral("Measured speedup")) && measured->text().contains(QStringLiteral(", ideal 2.00×")),
                 qPrintable(measured->text()));
    else
        QVERIFY2(measured->text().contains(QStringLiteral("Accélération mesurée")) && measured->text().contains(QStringLiteral("idéale 2,00×")),
                 qPrintable(measured->text()));
    const QString stem = QStringLiteral("packing-%1x%2-%3").arg(size.width()).arg(size.height()).arg(language);
    PageChecks::keepPageAndQuestions(page, stem);
    auto *lab = page->findChild<QWidget *>(QStringLiteral("packingLab"));
    auto *views = page->findChild<QTabWidget *>(QStringLiteral("packingViews"));
    QVERIFY(lab && views);
    for (int i = 0; i < views->count(); ++i) {
        views->setCurrentIndex(i);
        QApplication::processEvents();
        lab->setMinimumHeight(lab->sizeHint().height());
        QApplication::processEvents();
        PageChecks::keep(lab->grab().toImage(), stem + QStringLiteral("-view-%1.png").arg(i));
        // Nothing of the view is wider than the lab: no control is cut off on the right.
        const QString overhang = PageChecks::overhang(views->currentWidget(), lab);
        QVERIFY2(overhang.isEmpty(), qPrintable(overhang));
        lab->setMinimumHeight(0);
        // Nor does any view make the lab's column scroll sideways.
        QApplication::processEvents();
        const QString overflow = PageChecks::columnsOverflow(page);
        QVERIFY2(overflow.isEmpty(), qPrintable(QStringLiteral("view %1: ").arg(i) + overflow));
    }
}

ATLAS_TEST_MAIN(TestPackingChapter)
#include "tst_packingchapter.moc"
