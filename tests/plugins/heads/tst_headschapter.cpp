// The heads chapter opened through its plugin from the built-in pack, as the shell opens it: it
// follows the induction chapter and takes apart the pack's trained decoder; the questions (at
// least six, of at least three types) graded — every numeric answer recomputed by the engine —
// the figures, a language change, and renders at the tour's sizes in English, German and French
// without anything cut off on the right. With ATLAS_RENDER_DIR set, the renders are kept.
#include "chapterharness.h"
#include "languagescope.h"
#include "pagechecks.h"
#include "suiteregistry.h"
#include "tourrender.h"

#include "core/quizgrader.h"

#include <atlas/headcircuits.h>

#include <QApplication>
#include <QLabel>
#include <QScrollArea>
#include <QStandardPaths>
#include <QTest>

using namespace atlas;
using test::PageChecks;

class TestHeadsChapter : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void followsInductionAndTakesItsModelApart();
    void questionsHaveThreeTypes();
    void numericAnswersComeFromTheEngine();
    void choiceAnswersAreGraded();
    void figuresIncludeEveryPanel();
    void languageChangeKeepsTheLab();
    void rendersAtTourSizes_data();
    void rendersAtTourSizes();
};

void TestHeadsChapter::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestHeadsChapter::followsInductionAndTakesItsModelApart()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("heads")), qPrintable(harness.error()));
    const ChapterPack &pack = *harness.loadResult().pack;
    QCOMPARE(pack.chapters.at(5).id, QStringLiteral("induction"));
    QCOMPARE(pack.chapters.at(6).id, QStringLiteral("heads"));
    QCOMPARE(pack.chapters.at(6).kind, QStringLiteral("heads"));
    ChapterPage *page = harness.page();
    QVERIFY(page->findChild<QWidget *>(QStringLiteral("headsLab")));
    for (const char *panel : {"rankPanel", "circuitsPanel", "compositionPanel"})
        QVERIFY2(page->findChild<QWidget *>(QString::fromLatin1(panel)), panel);
    auto *notice = page->findChild<QLabel *>(QStringLiteral("modelNotice"));
    QVERIFY(notice && notice->isHidden());
    auto *reading = page->findChild<QLabel *>(QStringLiteral("circuitsReading"));
    QVERIFY2(reading && reading->text().startsWith(QStringLiteral("Copying score")), qPrintable(reading->text()));
}

void TestHeadsChapter::questionsHaveThreeTypes()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("heads")), qPrintable(harness.error()));
    const QList<QuestionSpec> &questions = harness.context().chapter().questions;
    QVERIFY(questions.size() >= 6);
    QSet<QString> types;
    for (const QuestionSpec &q : questions)
        types.insert(q.type);
    QVERIFY(types.size() >= 3);
}

void TestHeadsChapter::numericAnswersComeFromTheEngine()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("heads")), qPrintable(harness.error()));
    const ChapterPack &pack = *harness.loadResult().pack;
    const auto check = [&](const char *id, double engine) {
        const QuestionSpec *q = pack.question(QString::fromLatin1(id));
        QVERIFY2(q, id);
        QCOMPARE(q->type, QStringLiteral("numeric"));
        QVERIFY2(std::abs(q->numericAnswer - engine) <= q->tolerance,
                 qPrintable(QStringLiteral("%1: the pack says %2, the engine %3").arg(QString::fromLatin1(id)).arg(q->numericAnswer).arg(engine)));
        QVERIFY(QuizGrader::grade(*q, QuizAnswer::numeric(engine)).isCorrect());
        QVERIFY(!QuizGrader::grade(*q, QuizAnswer::numeric(engine + 10 * q->tolerance + 0.5)).isCorrect());
    };
    // The rank of a 64 × 64 W_QK folded through 8 columns.
    const Matrix<double> wq = Matrix<double>::Random(64, 8), wk = Matrix<double>::Random(64, 8);
    const std::vector<double> s = HeadCircuits::singularValues(wq * wk.transpose());
    check("heads-qk-rank", double(std::count_if(s.cbegin(), s.cend(), [&](double v) { return v > 1e-9 * s.front(); })));
    // Four 512 × 512 projections.
    check("heads-parameters", 4.0 * 512 * (8 * 64));
    // Eigenvalues 3, 1, −1.
    check("heads-copying-score", HeadCircuits::copyingScore(Eigen::Vector3d(3, 1, -1).asDiagonal().toDenseMatrix()));
}

void TestHeadsChapter::choiceAnswersAreGraded()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("heads")), qPrintable(harness.error()));
    const ChapterPack &pack = *harness.loadResult().pack;
    for (const char *id : {"heads-where-it-looks", "heads-induction-route"}) {
        const QuestionSpec *q = pack.question(QString::fromLatin1(id));
        QVERIFY2(q, id);
        QVERIFY(QuizGrader::grade(*q, QuizAnswer::choice(1)).isCorrect());
        QVERIFY(!QuizGrader::grade(*q, QuizAnswer::choice(0)).isCorrect());
    }
    const QuestionSpec *narrow = pack.question(QStringLiteral("heads-narrow-heads"));
    QVERIFY(narrow);
    QVERIFY(QuizGrader::grade(*narrow, QuizAnswer::choices({0, 2})).isCorrect());
    QVERIFY(!QuizGrader::grade(*narrow, QuizAnswer::choices({0, 1, 2})).isCorrect());
}

void TestHeadsChapter::figuresIncludeEveryPanel()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("heads")), qPrintable(harness.error()));
    QStringList names;
    for (const ExportableFigure &f : harness.page()->figures())
        names.append(f.name);
    QCOMPARE(names, (QStringList{QStringLiteral("qk-low-rank"), QStringLiteral("qk-over-tokens"), QStringLiteral("ov-over-tokens"),
                                 QStringLiteral("q-composition"), QStringLiteral("k-composition"), QStringLiteral("v-composition")}));
}

void TestHeadsChapter::languageChangeKeepsTheLab()
{
    const test::LanguageScope scope(QStringLiteral("de"));
    QVERIFY(scope.isLoaded());
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("heads"), QStringLiteral("de")), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    QEvent event(QEvent::LanguageChange);
    for (QWidget *w : page->findChildren<QWidget *>())
        QApplication::sendEvent(w, &event);
    auto *reading = page->findChild<QLabel *>(QStringLiteral("rankReading"));
    QVERIFY(reading);
    QVERIFY2(!reading->text().startsWith(QStringLiteral("Singular values")), qPrintable(reading->text()));
}

void TestHeadsChapter::rendersAtTourSizes_data()
{
    test::addTourSizes();
}

void TestHeadsChapter::rendersAtTourSizes()
{
    QFETCH(QSize, size);
    QFETCH(QString, language);
    const QString problems = test::tourSizeProblems(QStringLiteral("heads"), "headsLab", size, language);
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
}

ATLAS_TEST_MAIN(TestHeadsChapter)
#include "tst_headschapter.moc"
