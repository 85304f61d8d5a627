// The induction chapter opened through its plugin from the built-in pack, as the shell opens
// it: the lab with its sections, the pack's trained model shown at once (the induction head
// formed), at least six questions of three types with a mask question graded by the engine,
// the figures, a finished screenshot, and renders without clipping at the tour's sizes. With
// ATLAS_RENDER_DIR set, the renders are kept there as PNGs for people to look at.
#include "chapterharness.h"
#include "pagechecks.h"

#include "core/maskquestion.h"
#include "core/trainedmodelstore.h"
#include "core/quizgrader.h"

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QStandardPaths>
#include <QTest>

using namespace atlas;
using test::PageChecks;

class TestInductionChapter : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void opensThroughItsPluginWithThePacksTrainedModel();
    void questionsHaveThreeTypesAndAnEngineGradedMask();
    void figuresIncludeTheChartsAndEveryHead();
    void languageChangeKeepsTheLab();
    void rendersAtTourSizes_data();
    void rendersAtTourSizes();
};

void TestInductionChapter::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    // No learner's model from an earlier run of these tests: the page shows the pack's.
    QFile::remove(TrainedModelStore::defaultFilePath(QStringLiteral("org.attention-atlas.self-attention-induction")));
}

void TestInductionChapter::opensThroughItsPluginWithThePacksTrainedModel()
{
    {
        test::ChapterHarness harness;
        QVERIFY2(harness.open(QStringLiteral("induction")), qPrintable(harness.error()));
        ChapterPage *page = harness.page();
        QVERIFY(page->findChild<QWidget *>(QStringLiteral("inductionLab")));
        auto *train = page->findChild<QPushButton *>(QStringLiteral("trainButton"));
        QVERIFY(train && train->isEnabled());
        auto *status = page->findChild<QLabel *>(QStringLiteral("trainingStatus"));
        QVERIFY(status);
        // The pack ships a model trained past the formation: the learner sees formed heads at once.
        QVERIFY2(status->text().contains(QStringLiteral("induction head formed at step")), qPrintable(status->text()));
        auto *notice = page->findChild<QLabel *>(QStringLiteral("modelNotice"));
        QVERIFY(notice);
        QVERIFY2(notice->text().isEmpty(), qPrintable(notice->text()));
    }
    // Opening and closing the chapter leaves the learner's store alone: the pack's model is
    // not theirs until they train it.
    QVERIFY(!QFile::exists(TrainedModelStore::defaultFilePath(QStringLiteral("org.attention-atlas.self-attention-induction"))));
}

void TestInductionChapter::questionsHaveThreeTypesAndAnEngineGradedMask()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("induction")), qPrintable(harness.error()));
    const QList<QuestionSpec> &questions = harness.context().chapter().questions;
    QVERIFY(questions.size() >= 6);
    QSet<QuestionType> types;
    const QuestionSpec *mask = nullptr;
    for (const QuestionSpec &q : questions) {
        types.insert(q.type);
        if (q.type == QuestionType::Mask)
            mask = &q;
    }
    QVERIFY(types.size() >= 3);
    QVERIFY(mask);
    QCOMPARE(mask->mask.rule, MaskQuestionSpec::Rule::Induction);
    // Slot 6 holds "la"; the earlier "la" is at slot 2, so the head reads slot 3.
    QCOMPARE(MaskQuestion::allowedKeys(mask->mask), QList<int>{3});
    QuizAnswer right;
    right.selection = {3};
    QVERIFY(QuizGrader::grade(*mask, right).isCorrect());
    QuizAnswer wrong;
    wrong.selection = {2};
    const GradeResult r = QuizGrader::grade(*mask, wrong);
    QVERIFY(!r.isCorrect());
    QCOMPARE(r.missedKeys, QList<int>{3});
    QCOMPARE(r.extraKeys, QList<int>{2});
}

void TestInductionChapter::figuresIncludeTheChartsAndEveryHead()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("induction")), qPrintable(harness.error()));
    QStringList names;
    int matrices = 0;
    for (const ExportableFigure &f : harness.page()->figures()) {
        names.append(f.name);
        QVERIFY(f.widget);
        matrices += f.matrix ? 1 : 0;
    }
    QVERIFY(names.contains(QStringLiteral("induction-loss")));
    QVERIFY(names.contains(QStringLiteral("induction-accuracy")));
    QVERIFY(names.contains(QStringLiteral("attention-layer-2-head-1")));
    QCOMPARE(matrices, 8); // the default preset: 2 layers of 4 heads
}

void TestInductionChapter::languageChangeKeepsTheLab()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("induction")), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    QEvent event(QEvent::LanguageChange);
    for (QWidget *w : page->findChildren<QWidget *>())
        QApplication::sendEvent(w, &event);
    harness.context().setLanguage(QStringLiteral("fr"));
    QCOMPARE(page->findChild<QPushButton *>(QStringLiteral("trainButton"))->text(), QStringLiteral("Train"));
    QVERIFY(page->findChild<QLabel *>(QStringLiteral("trainingStatus"))->text().contains(QStringLiteral("formed")));
}

void TestInductionChapter::rendersAtTourSizes_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1440x900") << QSize(1440, 900);
    QTest::newRow("1024x700") << QSize(1024, 700);
}

void TestInductionChapter::rendersAtTourSizes()
{
    QFETCH(QSize, size);
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("induction")), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    QVERIFY(harness.showPage(size));
    page->prepareForScreenshot();
    auto *status = page->findChild<QLabel *>(QStringLiteral("trainingStatus"));
    QVERIFY(status->text().contains(QStringLiteral("formed at step")));
    const QString stem = QStringLiteral("induction-%1x%2").arg(size.width()).arg(size.height());
    PageChecks::keepPageAndQuestions(page, stem);
    const QString overflow = PageChecks::columnsOverflow(page);
    QVERIFY2(overflow.isEmpty(), qPrintable(overflow));
    // The lab's sections, as a learner scrolls through them (the run's controls stay above).
    auto *sections = page->findChild<QWidget *>(QStringLiteral("inductionLab"))->findChild<QScrollArea *>();
    QVERIFY(sections);
    QWidget *content = sections->widget();
    QApplication::processEvents();
    const QString overhang = PageChecks::overhang(content, sections->viewport());
    QVERIFY2(overhang.isEmpty(), qPrintable(overhang + QStringLiteral("; too wide: ")
                                            + PageChecks::widerThan(content, sections->viewport()->width()).join(QStringLiteral(", "))));
    const QString dir = qEnvironmentVariable("ATLAS_RENDER_DIR");
    if (!dir.isEmpty()) {
        PageChecks::keep(page->findChild<QWidget *>(QStringLiteral("inductionLab"))->grab().toImage(), stem + QStringLiteral("-lab.png"));
        QVERIFY(PageChecks::saveInPieces(content, 900, QDir(dir).filePath(stem + QStringLiteral("-sections-%1.png"))));
    }
}

QTEST_MAIN(TestInductionChapter)
#include "tst_inductionchapter.moc"
