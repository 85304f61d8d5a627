// The positions chapter opened through its plugin from the built-in pack, as the shell opens
// it: the lab with its five sections and the pack's learned table, the questions (at least six,
// of at least three types) graded by the engine — every numeric answer recomputed from the
// engine's tables, rotations and slopes, the mask question's keys packed by the engine — the
// figures, a language change, and renders at the tour's sizes in English, German and French without
// anything cut off on the right (in English, German and French). With ATLAS_RENDER_DIR set, the renders are kept as PNGs.
#include "chapterharness.h"
#include "languagescope.h"
#include "pagechecks.h"
#include "suiteregistry.h"
#include "tourrender.h"

#include "core/maskquestion.h"
#include "core/quizgrader.h"

#include <atlas/alibibias.h>
#include <atlas/rotaryembedding.h>
#include <atlas/sinusoidalpositions.h>

#include <QApplication>
#include <QLabel>
#include <QScrollArea>
#include <QStandardPaths>
#include <QTest>

#include <numbers>

using namespace atlas;
using test::PageChecks;

class TestPositionsChapter : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void isTheSecondChapterAndOpensThroughItsPlugin();
    void questionsHaveThreeTypes();
    void numericAnswersComeFromTheEngine();
    void choiceAndMaskAnswersAreGraded();
    void figuresIncludeEveryPanel();
    void languageChangeKeepsTheLab();
    void rendersAtTourSizes_data();
    void rendersAtTourSizes();
};

void TestPositionsChapter::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestPositionsChapter::isTheSecondChapterAndOpensThroughItsPlugin()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("positions")), qPrintable(harness.error()));
    const ChapterPack &pack = *harness.loadResult().pack;
    QCOMPARE(pack.chapters.at(0).id, QStringLiteral("mechanism"));
    QCOMPARE(pack.chapters.at(1).id, QStringLiteral("positions"));
    QCOMPARE(pack.chapters.at(1).kind, QStringLiteral("positions"));
    ChapterPage *page = harness.page();
    QVERIFY(page->findChild<QWidget *>(QStringLiteral("positionsLab")));
    for (const char *panel : {"orderPanel", "absolutePanel", "rotaryPanel", "alibiPanel", "positionIdsPanel"})
        QVERIFY2(page->findChild<QWidget *>(QString::fromLatin1(panel)), panel);
    // The pack's trained decoder gives the learned table: its heatmap is shown, no notice.
    auto *learned = page->findChild<QLabel *>(QStringLiteral("learnedIntro"));
    QVERIFY(learned);
    QVERIFY2(learned->text().contains(QStringLiteral("25 positions")), qPrintable(learned->text()));
    auto *verdict = page->findChild<QLabel *>(QStringLiteral("orderVerdict"));
    QVERIFY(verdict);
    QVERIFY2(verdict->text().startsWith(QStringLiteral("max |Δ| = 0, exactly")), qPrintable(verdict->text()));
}

void TestPositionsChapter::questionsHaveThreeTypes()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("positions")), qPrintable(harness.error()));
    const QList<QuestionSpec> &questions = harness.context().chapter().questions;
    QVERIFY(questions.size() >= 6);
    QSet<QString> types;
    for (const QuestionSpec &q : questions)
        types.insert(q.type);
    QVERIFY(types.size() >= 3);
    QVERIFY(types.contains(QStringLiteral("numeric")));
}

void TestPositionsChapter::numericAnswersComeFromTheEngine()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("positions")), qPrintable(harness.error()));
    const ChapterPack &pack = *harness.loadResult().pack;
    const auto check = [&](const char *id, double engine) {
        const QuestionSpec *q = pack.question(QString::fromLatin1(id));
        QVERIFY2(q, id);
        QCOMPARE(q->type, QStringLiteral("numeric"));
        QVERIFY2(std::abs(q->numericAnswer - engine) <= q->tolerance,
                 qPrintable(QStringLiteral("%1: the pack says %2, the engine %3").arg(QString::fromLatin1(id)).arg(q->numericAnswer).arg(engine, 0, 'g', 17)));
        QVERIFY(QuizGrader::grade(*q, QuizAnswer::numeric(engine)).isCorrect());
        QVERIFY(!QuizGrader::grade(*q, QuizAnswer::numeric(engine + 3 * q->tolerance + 0.01)).isCorrect());
    };
    // P₃·P₂ of the sinusoidal table with d = 4, base 10 000.
    const Matrix<double> p = SinusoidalPositions::table<double>(4, 4, 10000);
    check("positions-sinusoid-similarity", p.row(3).dot(p.row(2)));
    // One turn of pair 1 of a RoPE head with dₖ = 8.
    check("positions-rope-period", 2 * std::numbers::pi / RotaryEmbedding::frequencies(8, 10000)[1]);
    // ALiBi, head 2 of 8, query 6 and key 2: the bias matrix's entry.
    check("positions-alibi-bias", AlibiBias::bias<double>(7, AlibiBias::slope(2, 8))(6, 2));
}

void TestPositionsChapter::choiceAndMaskAnswersAreGraded()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("positions")), qPrintable(harness.error()));
    const ChapterPack &pack = *harness.loadResult().pack;
    const QuestionSpec *mask = pack.question(QStringLiteral("positions-reset-ids-mask"));
    QVERIFY(mask);
    QCOMPARE(mask->type, QStringLiteral("mask"));
    // ⟨BOS⟩ 11 12 ⟨EOS⟩ ⟨BOS⟩ 21 22 23 ⟨EOS⟩: slot 6 is in the instance that starts at slot 4.
    QCOMPARE(MaskQuestion::allowedKeys(mask->mask), (QList<int>{4, 5, 6}));
    QVERIFY(QuizGrader::grade(*mask, QuizAnswer::keys({4, 5, 6})).isCorrect());
    QVERIFY(!QuizGrader::grade(*mask, QuizAnswer::keys({0, 1, 2, 3, 4, 5, 6})).isCorrect());
    const QuestionSpec *multiple = pack.question(QStringLiteral("positions-what-breaks-symmetry"));
    QVERIFY(multiple);
    QVERIFY(QuizGrader::grade(*multiple, QuizAnswer::choices({1, 2, 4})).isCorrect());
    QVERIFY(!QuizGrader::grade(*multiple, QuizAnswer::choices({1, 2})).isCorrect());       // the mask counts too
    QVERIFY(!QuizGrader::grade(*multiple, QuizAnswer::choices({1, 2, 4, 5})).isCorrect()); // ALiBi with slope 0 adds nothing
    const QuestionSpec *rope = pack.question(QStringLiteral("positions-rope-shift"));
    QVERIFY(rope);
    QVERIFY(QuizGrader::grade(*rope, QuizAnswer::choice(2)).isCorrect());
}

void TestPositionsChapter::figuresIncludeEveryPanel()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("positions")), qPrintable(harness.error()));
    QStringList names;
    int matrices = 0;
    for (const ExportableFigure &f : harness.page()->figures()) {
        names.append(f.name);
        QVERIFY(f.widget);
        matrices += f.matrix ? 1 : 0;
    }
    for (const char *name : {"order-outputs", "order-outputs-permuted", "order-difference", "sinusoidal-table",
                             "sinusoidal-similarity", "learned-table", "learned-similarity",
                             "position-similarity-by-distance", "rotary-pair", "alibi-bias",
                             "alibi-weights-mask-only", "alibi-weights-with-bias", "position-ids"})
        QVERIFY2(names.contains(QString::fromLatin1(name)), name);
    QCOMPARE(matrices, 11);
}

void TestPositionsChapter::languageChangeKeepsTheLab()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("positions")), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    QEvent event(QEvent::LanguageChange);
    for (QWidget *w : page->findChildren<QWidget *>())
        QApplication::sendEvent(w, &event);
    harness.context().setLanguage(QStringLiteral("de"));
    QVERIFY(page->findChild<QLabel *>(QStringLiteral("orderVerdict"))->text().contains(QStringLiteral("|Δ|")));
    QVERIFY(!page->findChild<QLabel *>(QStringLiteral("rotaryScores"))->text().isEmpty());
}

void TestPositionsChapter::rendersAtTourSizes_data()
{
    test::addTourSizes();
}

void TestPositionsChapter::rendersAtTourSizes()
{
    QFETCH(QSize, size);
    QFETCH(QString, language);
    const QString problems = test::tourSizeProblems(QStringLiteral("positions"), "positionsLab", size, language);
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
}

ATLAS_TEST_MAIN(TestPositionsChapter)
#include "tst_positionschapter.moc"
