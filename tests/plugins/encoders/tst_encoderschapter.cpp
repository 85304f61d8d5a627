// The encoders chapter opened through its plugin from the built-in pack, as the shell opens it:
// the lab with its three sections, the questions (at least six, of at least three types) graded
// — every numeric answer recomputed by the engine — the figures, a language change, and renders
// at the tour's sizes in English, German and French without anything cut off on the right. With
// ATLAS_RENDER_DIR set, the renders are kept as PNGs.
#include "chapterharness.h"
#include "languagescope.h"
#include "pagechecks.h"
#include "suiteregistry.h"
#include "tourrender.h"

#include "core/quizgrader.h"

#include <atlas/multiheadattention.h>
#include <atlas/paddingcost.h>

#include <QApplication>
#include <QLabel>
#include <QScrollArea>
#include <QStandardPaths>
#include <QTest>

using namespace atlas;
using test::PageChecks;

class TestEncodersChapter : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void followsPackingAndOpensThroughItsPlugin();
    void questionsHaveThreeTypes();
    void numericAnswersComeFromTheEngine();
    void choiceAnswersAreGraded();
    void figuresIncludeEveryPanel();
    void languageChangeKeepsTheLab();
    void rendersAtTourSizes_data();
    void rendersAtTourSizes();
};

void TestEncodersChapter::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestEncodersChapter::followsPackingAndOpensThroughItsPlugin()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("encoders")), qPrintable(harness.error()));
    const ChapterPack &pack = *harness.loadResult().pack;
    QCOMPARE(pack.chapters.at(7).id, QStringLiteral("packing"));
    QCOMPARE(pack.chapters.at(8).id, QStringLiteral("encoders"));
    QCOMPARE(pack.chapters.at(8).kind, QStringLiteral("encoders"));
    ChapterPage *page = harness.page();
    QVERIFY(page->findChild<QWidget *>(QStringLiteral("encodersLab")));
    for (const char *panel : {"directionPanel", "crossAttentionPanel", "paddingPanel"})
        QVERIFY2(page->findChild<QWidget *>(QString::fromLatin1(panel)), panel);
    auto *reading = page->findChild<QLabel *>(QStringLiteral("directionReading"));
    QVERIFY(reading);
    QVERIFY2(reading->text().contains(QStringLiteral("1 of 5 in the decoder")), qPrintable(reading->text()));
}

void TestEncodersChapter::questionsHaveThreeTypes()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("encoders")), qPrintable(harness.error()));
    const QList<QuestionSpec> &questions = harness.context().chapter().questions;
    QVERIFY(questions.size() >= 6);
    QSet<QString> types;
    for (const QuestionSpec &q : questions)
        types.insert(q.type);
    QVERIFY(types.size() >= 3);
}

void TestEncodersChapter::numericAnswersComeFromTheEngine()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("encoders")), qPrintable(harness.error()));
    const ChapterPack &pack = *harness.loadResult().pack;
    const auto check = [&](const char *id, double engine) {
        const QuestionSpec *q = pack.question(QString::fromLatin1(id));
        QVERIFY2(q, id);
        QCOMPARE(q->type, QStringLiteral("numeric"));
        QVERIFY2(std::abs(q->numericAnswer - engine) <= q->tolerance,
                 qPrintable(QStringLiteral("%1: the pack says %2, the engine %3").arg(QString::fromLatin1(id)).arg(q->numericAnswer).arg(engine)));
        QVERIFY(QuizGrader::grade(*q, QuizAnswer::numeric(engine)).isCorrect());
        QVERIFY(!QuizGrader::grade(*q, QuizAnswer::numeric(engine + 1)).isCorrect());
    };
    // A causal head over 5 random rows; the last row replaced: the rows that differ.
    Matrix<double> x = Matrix<double>::Random(5, 4), y = x;
    y.row(4).setRandom();
    AttentionWeights<double> w{Matrix<double>::Random(4, 4), Matrix<double>::Random(4, 4), Matrix<double>::Random(4, 4), std::nullopt};
    AttentionOptions causal;
    const Matrix<double> a = MultiHeadAttention<double>::forward(x, w, 1, causal).output,
                         b = MultiHeadAttention<double>::forward(y, w, 1, causal).output;
    Index moved = 0;
    for (Index i = 0; i < 5; ++i)
        moved += (a.row(i).array() != b.row(i).array()).any() ? 1 : 0;
    check("encoders-decoder-rows-moved", double(moved));
    // One cross-attention head: 4 target queries over 5 source keys.
    AttentionOptions cross;
    cross.causal = false;
    check("encoders-cross-weights",
          double(MultiHeadAttention<double>::forward(Matrix<double>::Random(4, 4), Matrix<double>::Random(5, 4), w, 1, cross)
                     .heads.front().probabilities.size()));
    check("encoders-padding-pairs", double(PaddingCost::of({6, 2, 4}, false).computedPairs));
}

void TestEncodersChapter::choiceAnswersAreGraded()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("encoders")), qPrintable(harness.error()));
    const ChapterPack &pack = *harness.loadResult().pack;
    const QuestionSpec *generate = pack.question(QStringLiteral("encoders-which-can-generate"));
    QVERIFY(generate);
    QVERIFY(QuizGrader::grade(*generate, QuizAnswer::choice(1)).isCorrect());
    QVERIFY(!QuizGrader::grade(*generate, QuizAnswer::choice(0)).isCorrect());
    const QuestionSpec *sources = pack.question(QStringLiteral("encoders-cross-sources"));
    QVERIFY(sources);
    QVERIFY(QuizGrader::grade(*sources, QuizAnswer::choices({1, 2})).isCorrect());
    QVERIFY(!QuizGrader::grade(*sources, QuizAnswer::choices({0, 1, 2})).isCorrect());
    const QuestionSpec *padded = pack.question(QStringLiteral("encoders-padded-query-row"));
    QVERIFY(padded);
    QVERIFY(QuizGrader::grade(*padded, QuizAnswer::choice(1)).isCorrect());
}

void TestEncodersChapter::figuresIncludeEveryPanel()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("encoders")), qPrintable(harness.error()));
    QStringList names;
    for (const ExportableFigure &f : harness.page()->figures()) {
        names.append(f.name);
        QVERIFY(f.widget && f.matrix);
    }
    QCOMPARE(names, (QStringList{QStringLiteral("encoder-weights"), QStringLiteral("decoder-weights"),
                                 QStringLiteral("cross-attention-alignment"), QStringLiteral("padded-weights")}));
}

void TestEncodersChapter::languageChangeKeepsTheLab()
{
    const test::LanguageScope scope(QStringLiteral("de"));
    QVERIFY(scope.isLoaded());
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("encoders"), QStringLiteral("de")), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    QEvent event(QEvent::LanguageChange);
    for (QWidget *w : page->findChildren<QWidget *>())
        QApplication::sendEvent(w, &event);
    auto *counts = page->findChild<QLabel *>(QStringLiteral("paddingCounts"));
    QVERIFY(counts);
    QVERIFY2(counts->text().contains(QStringLiteral("75")) && !counts->text().contains(QStringLiteral("slots")), qPrintable(counts->text()));
}

void TestEncodersChapter::rendersAtTourSizes_data()
{
    test::addTourSizes();
}

void TestEncodersChapter::rendersAtTourSizes()
{
    QFETCH(QSize, size);
    QFETCH(QString, language);
    const QString problems = test::tourSizeProblems(QStringLiteral("encoders"), "encodersLab", size, language);
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
}

ATLAS_TEST_MAIN(TestEncodersChapter)
#include "tst_encoderschapter.moc"
