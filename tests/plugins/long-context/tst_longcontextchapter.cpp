// The long-context chapter opened through its plugin from the built-in pack, as the shell opens
// it: after the encoders chapter, the lab with its three sections, the questions (at least six,
// of at least three types) graded — every numeric answer recomputed by the engine — the figures,
// a language change, and renders at the tour's sizes in English, German and French without
// anything cut off on the right. With ATLAS_RENDER_DIR set, the renders are kept as PNGs.
#include "chapterharness.h"
#include "languagescope.h"
#include "pagechecks.h"
#include "suiteregistry.h"
#include "tourrender.h"

#include "core/quizgrader.h"

#include <atlas/kvcachesize.h>
#include <atlas/structuredmask.h>

#include <QApplication>
#include <QLabel>
#include <QStandardPaths>
#include <QTest>

#include <cmath>

using namespace atlas;

class TestLongContextChapter : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void followsEncodersAndOpensThroughItsPlugin();
    void questionsHaveThreeTypes();
    void numericAnswersComeFromTheEngine();
    void choiceAnswersAreGraded();
    void figuresIncludeEveryPanel();
    void languageChangeKeepsTheLab();
    void rendersAtTourSizes_data();
    void rendersAtTourSizes();
};

void TestLongContextChapter::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestLongContextChapter::followsEncodersAndOpensThroughItsPlugin()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("long-context")), qPrintable(harness.error()));
    const ChapterPack &pack = *harness.loadResult().pack;
    QCOMPARE(pack.chapters.at(8).id, QStringLiteral("encoders"));
    QCOMPARE(pack.chapters.at(9).id, QStringLiteral("long-context"));
    QCOMPARE(pack.chapters.at(9).kind, QStringLiteral("long-context"));
    ChapterPage *page = harness.page();
    QVERIFY(page->findChild<QWidget *>(QStringLiteral("longContextLab")));
    for (const char *panel : {"windowPanel", "sinksPanel", "lengthPanel"})
        QVERIFY2(page->findChild<QWidget *>(QString::fromLatin1(panel)), panel);
    auto *facts = page->findChild<QLabel *>(QStringLiteral("windowFacts"));
    QVERIFY(facts);
    // T = 24, W = 4: 24·4 − 6 = 90 of 300 pairs; three layers reach 1 + 3·3 = 10 inputs.
    QVERIFY2(facts->text().contains(QStringLiteral("90")) && facts->text().contains(QStringLiteral("300"))
                 && facts->text().contains(QStringLiteral("10 inputs")),
             qPrintable(facts->text()));
}

void TestLongContextChapter::questionsHaveThreeTypes()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("long-context")), qPrintable(harness.error()));
    const QList<QuestionSpec> &questions = harness.context().chapter().questions;
    QVERIFY(questions.size() >= 6);
    QSet<QString> types;
    for (const QuestionSpec &q : questions)
        types.insert(q.type);
    QVERIFY(types.size() >= 3);
}

void TestLongContextChapter::numericAnswersComeFromTheEngine()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("long-context")), qPrintable(harness.error()));
    const ChapterPack &pack = *harness.loadResult().pack;
    const auto check = [&](const char *id, double engine) {
        const QuestionSpec *q = pack.question(QString::fromLatin1(id));
        QVERIFY2(q, id);
        QCOMPARE(q->type, QStringLiteral("numeric"));
        QVERIFY2(std::abs(q->numericAnswer - engine) <= q->tolerance,
                 qPrintable(QStringLiteral("%1: the pack says %2, the engine %3").arg(QString::fromLatin1(id)).arg(q->numericAnswer).arg(engine)));
        QVERIFY(QuizGrader::grade(*q, QuizAnswer::numeric(engine)).isCorrect());
        QVERIFY(!QuizGrader::grade(*q, QuizAnswer::numeric(engine + 1 + 2 * q->tolerance)).isCorrect());
    };
    check("long-context-window-pairs", double(StructuredMask::causal().withWindow(3).allowedPairs(10, 10)));
    // One layer moves information W − 1 positions back: 32 layers, 32·(W − 1) (the session's
    // reach is checked against a brute-force walk in tst_longcontextsession).
    check("long-context-receptive-field", 32.0 * (4096 - 1));
    KvCacheShape mistral;
    mistral.layers = 32;
    mistral.queryHeads = 32;
    mistral.kvHeads = 8;
    mistral.keyWidth = 128;
    mistral.contextLength = 20000;
    mistral.batch = 4;
    mistral.bytesPerNumber = 2;
    mistral.window = 4096;
    check("long-context-rolling-cache-gib", KvCacheSize::bytes(mistral) / double(1 << 30));
    // The sink's weight gone, the others renormalised: 0.065 / (1 − 0.74).
    check("long-context-sink-evicted-weight", 0.065 / (1 - 0.74));
    check("long-context-ntk-base", 10000 * std::pow(4.0, 128.0 / 126.0));
}

void TestLongContextChapter::choiceAnswersAreGraded()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("long-context")), qPrintable(harness.error()));
    const ChapterPack &pack = *harness.loadResult().pack;
    const QuestionSpec *reach = pack.question(QStringLiteral("long-context-two-layer-reach"));
    QVERIFY(reach);
    QVERIFY(QuizGrader::grade(*reach, QuizAnswer::choices({2, 3, 4})).isCorrect());
    QVERIFY(!QuizGrader::grade(*reach, QuizAnswer::choices({1, 2, 3, 4})).isCorrect());
    const QuestionSpec *beyond = pack.question(QStringLiteral("long-context-beyond-trained"));
    QVERIFY(beyond);
    QVERIFY(QuizGrader::grade(*beyond, QuizAnswer::choice(3)).isCorrect());
    QVERIFY(!QuizGrader::grade(*beyond, QuizAnswer::choice(0)).isCorrect());
}

void TestLongContextChapter::figuresIncludeEveryPanel()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("long-context")), qPrintable(harness.error()));
    QStringList names;
    for (const ExportableFigure &f : harness.page()->figures()) {
        names.append(f.name);
        QVERIFY(f.widget);
    }
    QCOMPARE(names, (QStringList{QStringLiteral("window-reach"), QStringLiteral("first-token-mass"), QStringLiteral("stream-loss"),
                                 QStringLiteral("loss-by-sinks-kept"), QStringLiteral("loss-by-length")}));
}

void TestLongContextChapter::languageChangeKeepsTheLab()
{
    const test::LanguageScope scope(QStringLiteral("de"));
    QVERIFY(scope.isLoaded());
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("long-context"), QStringLiteral("de")), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    QEvent event(QEvent::LanguageChange);
    for (QWidget *w : page->findChildren<QWidget *>())
        QApplication::sendEvent(w, &event);
    auto *facts = page->findChild<QLabel *>(QStringLiteral("windowFacts"));
    QVERIFY(facts);
    QVERIFY2(facts->text().contains(QStringLiteral("90")) && !facts->text().contains(QStringLiteral("pairs")), qPrintable(facts->text()));
}

void TestLongContextChapter::rendersAtTourSizes_data()
{
    test::addTourSizes();
}

void TestLongContextChapter::rendersAtTourSizes()
{
    QFETCH(QSize, size);
    QFETCH(QString, language);
    const QString problems = test::tourSizeProblems(QStringLiteral("long-context"), "longContextLab", size, language);
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
}

ATLAS_TEST_MAIN(TestLongContextChapter)
#include "tst_longcontextchapter.moc"
