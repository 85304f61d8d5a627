// The induction chapter opened through its plugin from the built-in pack, as the shell opens
// it: the lab with its sections, the pack's trained model shown at once (the induction head
// formed), at least six questions of three types with a mask question graded by the engine,
// the figures, a finished screenshot, and renders without clipping at the tour's sizes. With
// ATLAS_RENDER_DIR set, the renders are kept there as PNGs for people to look at.
#include "chapterharness.h"
#include "languagescope.h"
#include "pagechecks.h"
#include "suiteregistry.h"

#include "core/maskquestion.h"
#include "core/trainedmodelstore.h"
#include "core/quizgrader.h"

#include <QApplication>
#include <QFile>
#include <QGraphicsTextItem>
#include <QGraphicsView>
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
    QSet<QString> types;
    const QuestionSpec *mask = nullptr;
    for (const QuestionSpec &q : questions) {
        types.insert(q.type);
        if (q.type == QStringLiteral("mask"))
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
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")}) {
        QTest::addRow("%s-1440x900", qPrintable(language)) << language << QSize(1440, 900);
        QTest::addRow("%s-1024x700", qPrintable(language)) << language << QSize(1024, 700);
    }
}

void TestInductionChapter::rendersAtTourSizes()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    const test::LanguageScope scope(language);
    QVERIFY(scope.isLoaded());
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("induction"), language), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    // At the size the page has in a tour window of `size`, next to the chapter list.
    QVERIFY(harness.showPage(PageChecks::pageSizeInWindow(size)));
    page->prepareForScreenshot();
    for (int turn = 0; turn < 4; ++turn)
        QApplication::processEvents(); // layouts settle as in the tour (charts, wrapped labels)
    auto *status = page->findChild<QLabel *>(QStringLiteral("trainingStatus"));
    // The pack's model, formed, said in the page's language.
    const QString formed = QCoreApplication::translate("atlas::InductionLab", "induction head formed at step %1").arg(QString()).trimmed();
    QVERIFY2(status->text().contains(formed), qPrintable(status->text()));
    QVERIFY(language == QLatin1String("en") || !formed.startsWith(QLatin1String("induction head")));
    const QString stem = QStringLiteral("induction-%1-%2x%3").arg(language).arg(size.width()).arg(size.height());
    // The lab's sections, as a learner scrolls through them (the run's controls stay above).
    auto *sections = page->findChild<QWidget *>(QStringLiteral("inductionLab"))->findChild<QScrollArea *>();
    QVERIFY(sections);
    QWidget *content = sections->widget();
    // Kept before the checks, so that a failure can be looked at.
    PageChecks::keepPageAndQuestions(page, stem);
    if (const QString dir = qEnvironmentVariable("ATLAS_RENDER_DIR"); !dir.isEmpty()) {
        PageChecks::keep(page->findChild<QWidget *>(QStringLiteral("inductionLab"))->grab().toImage(), stem + QStringLiteral("-lab.png"));
        QVERIFY(PageChecks::saveInPieces(content, 900, QDir(dir).filePath(stem + QStringLiteral("-sections-%1.png"))));
    }
    const QString overflow = PageChecks::columnsOverflow(page);
    QVERIFY2(overflow.isEmpty(), qPrintable(overflow));
    // The sections' own scroll area never scrolls sideways either.
    const QString sideways = PageChecks::overflow(sections);
    QVERIFY2(sideways.isEmpty(), qPrintable(QStringLiteral("sections: ") + sideways));
    const QString overhang = PageChecks::overhang(content, sections->viewport());
    QVERIFY2(overhang.isEmpty(), qPrintable(overhang + QStringLiteral("; too wide: ")
                                            + PageChecks::widerThan(content, sections->viewport()->width()).join(QStringLiteral(", "))));
    // Nothing cut short: no legend entry or axis title elided, no table column out of view.
    const QStringList elided = PageChecks::elidedChartTexts(content) + PageChecks::clippedTables(content);
    QVERIFY2(elided.isEmpty(), qPrintable(elided.join(QStringLiteral("; "))));
    // The accuracy axis (0 to 1 in fifths) writes the language's decimal separator.
    auto *accuracy = page->findChild<QGraphicsView *>(QStringLiteral("accuracyChart"));
    QVERIFY(accuracy);
    QStringList labels;
    for (const QGraphicsItem *item : accuracy->scene()->items())
        if (const auto *text = qgraphicsitem_cast<const QGraphicsTextItem *>(item))
            labels.append(text->toPlainText());
    const QString fifth = language == QLatin1String("en") ? QStringLiteral("0.2") : QStringLiteral("0,2");
    QVERIFY2(labels.contains(fifth), qPrintable(labels.join(QStringLiteral(" | "))));
}

ATLAS_TEST_MAIN(TestInductionChapter)
#include "tst_inductionchapter.moc"
