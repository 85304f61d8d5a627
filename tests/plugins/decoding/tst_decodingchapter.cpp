// The decoding chapter opened through its plugin from the built-in pack, as the shell opens
// it: its place in the course (after gradients, before induction), the lab trained in the
// background while the window stays responsive, at least six questions of three types whose
// numeric answers the engine recomputes, the figures, and renders without clipping at the
// tour's sizes in English and German. With ATLAS_RENDER_DIR set, the renders are kept there.
#include "chapterharness.h"
#include "pagechecks.h"
#include "suiteregistry.h"

#include "core/quizgrader.h"

#include <atlas/decodingcost.h>
#include <atlas/kvcachesize.h>
#include <atlas/tokensampler.h>

#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTest>
#include <QTranslator>

#include <cmath>

using namespace atlas;
using test::PageChecks;

namespace {

const QuestionSpec *question(const QList<QuestionSpec> &questions, const QString &id)
{
    for (const QuestionSpec &q : questions)
        if (q.id == id)
            return &q;
    return nullptr;
}

// The interface in `language` (the application's catalogue and number format) while it lives,
// as View → Language gives it; the pack's texts follow the harness's language.
class InterfaceLanguage {
public:
    explicit InterfaceLanguage(const QString &language) : previous_(QLocale())
    {
        if (language != QLatin1String("en") && translator_.load(QStringLiteral(":/i18n/attention-atlas_") + language))
            installed_ = QCoreApplication::installTranslator(&translator_);
        QLocale::setDefault(QLocale(language));
    }
    ~InterfaceLanguage()
    {
        if (installed_)
            QCoreApplication::removeTranslator(&translator_);
        QLocale::setDefault(previous_);
    }
    bool ready(const QString &language) const { return language == QLatin1String("en") || installed_; }

private:
    QLocale previous_;
    QTranslator translator_;
    bool installed_ = false;
};

} // namespace

class TestDecodingChapter : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void sitsBetweenGradientsAndInduction();
    void opensThroughItsPluginAndTrainsInTheBackground();
    void questionsHaveThreeTypesAndEngineAnswers();
    void figuresIncludeTheCacheAndTheCharts();
    void labFitsTheNarrowestTourColumn_data();
    void labFitsTheNarrowestTourColumn();
    void rendersAtTourSizes_data();
    void rendersAtTourSizes();
};

void TestDecodingChapter::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestDecodingChapter::sitsBetweenGradientsAndInduction()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("decoding")), qPrintable(harness.error()));
    QStringList ids;
    for (const ChapterSpec &c : harness.context().pack().chapters)
        ids.append(c.id);
    const qsizetype at = ids.indexOf(QStringLiteral("decoding"));
    QVERIFY(at > 0);
    QCOMPARE(ids.at(at - 1), QStringLiteral("gradients"));
    QCOMPARE(ids.at(at + 1), QStringLiteral("induction"));
    QCOMPARE(harness.context().chapter().kind, QStringLiteral("decoding"));
}

void TestDecodingChapter::opensThroughItsPluginAndTrainsInTheBackground()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("decoding")), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    QVERIFY(page->findChild<QWidget *>(QStringLiteral("decodingLab")));
    auto *step = page->findChild<QPushButton *>(QStringLiteral("stepButton"));
    auto *status = page->findChild<QLabel *>(QStringLiteral("decodingStatus"));
    QVERIFY(step && status);
    // The page returned before the training ended: the event loop runs while it trains.
    QTRY_VERIFY_WITH_TIMEOUT(step->isEnabled(), 60000);
    QVERIFY2(status->text().contains(QStringLiteral("final loss")), qPrintable(status->text()));
    QTest::mouseClick(step, Qt::LeftButton);
    QVERIFY(page->findChild<QLabel *>(QStringLiteral("delta00"))->text().contains(QStringLiteral("bit for bit")));
}

void TestDecodingChapter::questionsHaveThreeTypesAndEngineAnswers()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("decoding")), qPrintable(harness.error()));
    const QList<QuestionSpec> &questions = harness.context().chapter().questions;
    QVERIFY(questions.size() >= 6);
    QSet<QString> types;
    for (const QuestionSpec &q : questions)
        types.insert(q.type);
    QVERIFY(types.size() >= 3);

    const auto gradesRight = [](const QuestionSpec &q, double value) {
        QuizAnswer a;
        a.number = value;
        return QuizGrader::grade(q, a).isCorrect();
    };
    // The cache of a Llama-2-70B-shaped model (80 layers, 64 query heads, 8 KV heads of 128)
    // at 4096 positions in 2-byte numbers, in GiB.
    const QuestionSpec *gqa = question(questions, QStringLiteral("decoding-gqa-cache-gib"));
    QVERIFY(gqa);
    KvCacheShape shape;
    shape.layers = 80;
    shape.queryHeads = 64;
    shape.kvHeads = 8;
    shape.keyWidth = 128;
    shape.contextLength = 4096;
    shape.bytesPerNumber = 2;
    const double gib = KvCacheSize::bytes(shape) / (1024.0 * 1024 * 1024);
    QVERIFY(std::abs(gqa->numericAnswer - gib) <= gqa->tolerance);
    QVERIFY(gradesRight(*gqa, gib));
    // MQA divides the MHA cache by H.
    const QuestionSpec *mqa = question(questions, QStringLiteral("decoding-mqa-factor"));
    QVERIFY(mqa);
    const double factor = KvCacheSize::bytes(KvCacheSize::withKvHeads(shape, 64)) / KvCacheSize::bytes(KvCacheSize::withKvHeads(shape, 1));
    QVERIFY(gradesRight(*mqa, factor));
    // The chapter's decoder: scores computed by a cached step at T = 64, counted by the engine.
    const QuestionSpec *scores = question(questions, QStringLiteral("decoding-cached-scores"));
    QVERIFY(scores);
    DecoderConfig config;
    config.layers = 2;
    config.heads = 2;
    config.keyWidth = 16;
    config.valueWidth = 16;
    config.modelWidth = 32;
    config.maxLength = 64;
    config.vocabulary = 20;
    QVERIFY(gradesRight(*scores, DecodingCost::cachedStep(config, 64).scores));
    QCOMPARE(DecodingCost::fullRecompute(config, 64).scores, 133120.0); // the explanation's recompute: 2·2·(64·65/2)·16
    // Top-k 2 at τₛ = 1 on logits (2, 1, 0): p of the first is e/(e + 1).
    const QuestionSpec *topk = question(questions, QStringLiteral("decoding-top-k"));
    QVERIFY(topk);
    RowVector<double> logits(3);
    logits << 2, 1, 0;
    QVERIFY(gradesRight(*topk, TokenSampler::distribution(logits, 1.0, 2)(0)));
}

void TestDecodingChapter::figuresIncludeTheCacheAndTheCharts()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("decoding")), qPrintable(harness.error()));
    QStringList names;
    int matrices = 0;
    for (const ExportableFigure &f : harness.page()->figures()) {
        names.append(f.name);
        QVERIFY(f.widget);
        matrices += f.matrix ? 1 : 0;
    }
    QCOMPARE(names, (QStringList{"kv-cache-keys", "kv-cache-values", "kv-cache-newest-attention", "next-token-distribution",
                                 "cost-measured", "cost-counted"}));
    QCOMPARE(matrices, 3);
}

void TestDecodingChapter::labFitsTheNarrowestTourColumn_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language : {"en", "de", "fr"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

void TestDecodingChapter::labFitsTheNarrowestTourColumn()
{
    // In the window at 1024 × 700 the chapter list and the reading column leave the lab about
    // 450 pixels: the lab must not ask for more, in any language, or it scrolls sideways.
    QFETCH(QString, language);
    const InterfaceLanguage interface(language);
    QVERIFY(interface.ready(language));
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("decoding"), language), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    page->prepareForScreenshot();
    QApplication::processEvents();
    auto *lab = page->findChild<QWidget *>(QStringLiteral("decodingLab"));
    auto *sections = lab->findChild<QScrollArea *>();
    constexpr int narrowest = 440;
    QVERIFY2(lab->minimumSizeHint().width() <= narrowest, qPrintable(QString::number(lab->minimumSizeHint().width())));
    const int content = sections->widget()->minimumSizeHint().width() + sections->verticalScrollBar()->sizeHint().width();
    QVERIFY2(content <= narrowest, qPrintable(QStringLiteral("%1: %2").arg(content).arg(
                                       PageChecks::widerThan(sections->widget(), narrowest - 20).join(QStringLiteral(", ")))));
    const QString dir = qEnvironmentVariable("ATLAS_RENDER_DIR");
    if (!dir.isEmpty()) { // the lab alone at that width, section by section, to look at
        lab->setParent(nullptr);
        lab->resize(narrowest, 700);
        lab->show();
        QApplication::processEvents();
        QVERIFY(PageChecks::saveInPieces(sections->widget(), 900,
                                         QDir(dir).filePath(QStringLiteral("decoding-lab-440-%1-%2.png").arg(language, QStringLiteral("%1")))));
        lab->hide();
        lab->setParent(page); // the page deletes it
    }
}

void TestDecodingChapter::rendersAtTourSizes_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    QTest::newRow("1440x900 en") << QSize(1440, 900) << QStringLiteral("en");
    QTest::newRow("1024x700 en") << QSize(1024, 700) << QStringLiteral("en");
    QTest::newRow("1440x900 de") << QSize(1440, 900) << QStringLiteral("de");
    QTest::newRow("1024x700 de") << QSize(1024, 700) << QStringLiteral("de");
}

void TestDecodingChapter::rendersAtTourSizes()
{
    QFETCH(QSize, size);
    QFETCH(QString, language);
    const InterfaceLanguage interface(language);
    QVERIFY(interface.ready(language));
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("decoding"), language), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    QVERIFY(harness.showPage(size));
    page->prepareForScreenshot();
    QApplication::processEvents(); // as the tour does: the new rows laid out before the picture
    QVERIFY(page->findChild<QPushButton *>(QStringLiteral("stepButton"))->isEnabled());
    const QString stem = QStringLiteral("decoding-%1x%2-%3").arg(size.width()).arg(size.height()).arg(language);
    PageChecks::keepPageAndQuestions(page, stem);
    const QString overflow = PageChecks::columnsOverflow(page);
    QVERIFY2(overflow.isEmpty(), qPrintable(overflow));
    auto *sections = page->findChild<QWidget *>(QStringLiteral("decodingLab"))->findChild<QScrollArea *>();
    QVERIFY(sections);
    QWidget *content = sections->widget();
    QApplication::processEvents();
    const QString overhang = PageChecks::overhang(content, sections->viewport());
    QVERIFY2(overhang.isEmpty(), qPrintable(overhang + QStringLiteral("; too wide: ")
                                            + PageChecks::widerThan(content, sections->viewport()->width()).join(QStringLiteral(", "))));
    const QString dir = qEnvironmentVariable("ATLAS_RENDER_DIR");
    if (!dir.isEmpty()) {
        PageChecks::keep(page->findChild<QWidget *>(QStringLiteral("decodingLab"))->grab().toImage(), stem + QStringLiteral("-lab.png"));
        QVERIFY(PageChecks::saveInPieces(content, 900, QDir(dir).filePath(stem + QStringLiteral("-sections-%1.png"))));
    }
}

ATLAS_TEST_MAIN(TestDecodingChapter)
#include "tst_decodingchapter.moc"
