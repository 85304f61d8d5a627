// The quiz chapter through its plugin, as the shell opens it: the page with its lab over the
// built-in course, the order kept in the chapter's state, the lab's requests reaching the
// shell through the chapter context; params validated by the loaded plugin, unknown question
// ids located by the loader.
// The plugin's classes live in the loaded plugin, so the page is inspected through the SDK's
// and Qt's own widget types and object names.
#include "chapterharness.h"
#include "paramsreporttext.h"
#include "suiteregistry.h"

#include "core/courseprogress.h"
#include "core/maskquestion.h"
#include "core/packloader.h"
#include "core/questionkinds.h"
#include "sdk/questionview.h"
#include "sdk/standardchapterpage.h"

#include <QAbstractButton>
#include <QApplication>
#include <QJsonArray>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include "testpaths.h"

using namespace atlas;
using test::ParamsReportText;

class TestQuizPlugin : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void pageThroughThePlugin();
    void paramsThroughThePlugin();
    void unknownQuestionIdIsLocated();
    void completesWhenItsPoolIsSolved();
};

void TestQuizPlugin::pageThroughThePlugin()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("quiz")), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    QVERIFY(qobject_cast<StandardChapterPage *>(page));
    QWidget *lab = page->findChild<QWidget *>(QStringLiteral("quizLab"));
    QVERIFY(lab);
    QVERIFY(harness.showPage(QSize(1200, 800)));
    // Every question of the other chapters, in the order kept in the chapter's state.
    const QStringList order = harness.progress().chapterState(QStringLiteral("quiz")).value(QLatin1String("order")).toVariant().toStringList();
    QCOMPARE(order.size(), harness.loadResult().pack->questionIds().size());
    QStringList shown;
    for (const QuestionView *view : lab->findChildren<QuestionView *>())
        shown.append(view->question().id);
    QCOMPARE(shown, order);
    QCOMPARE(lab->findChild<QLabel *>(QStringLiteral("quizScore"))->text(),
             QStringLiteral("Score: none of %1 questions answered yet.").arg(order.size()));
    // The lab's status messages reach the shell through the context: reset, confirmed.
    QSignalSpy status(&harness.context(), &ChapterContext::statusMessage);
    QTimer::singleShot(0, [] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
            for (QAbstractButton *button : box->buttons())
                if (box->buttonRole(button) == QMessageBox::DestructiveRole)
                    button->click();
    });
    lab->findChild<QPushButton *>(QStringLiteral("resetQuiz"))->click();
    QCOMPARE(status.count(), 1);
    QCOMPARE(harness.progress().chapterState(QStringLiteral("quiz")).value(QLatin1String("attempt")).toInt(), 2);
    QCOMPARE(page->figures().size(), 1);
    page->prepareForScreenshot();
}

void TestQuizPlugin::paramsThroughThePlugin()
{
    test::ChapterHarness harness;
    ParamsReport report;
    QString problem;
    QVERIFY(harness.registry().validateParams(QStringLiteral("quiz"), QJsonObject{{"seed", "x"}, {"questions", QJsonArray{"a", "a"}}}, report, problem));
    QCOMPARE(ParamsReportText::pointers(report), (QStringList{"/questions/1", "/seed"}));
    QCOMPARE(report.questionReferences().size(), 1);
}

void TestQuizPlugin::unknownQuestionIdIsLocated()
{
    // The built-in pack with a quiz that names a question the pack does not have.
    QFile source(testpaths::sourceDir() + QStringLiteral("/content/self-attention/pack.json"));
    QVERIFY(source.open(QIODevice::ReadOnly));
    QJsonObject manifest = QJsonDocument::fromJson(source.readAll()).object();
    QJsonArray chapters = manifest.value(QLatin1String("chapters")).toArray();
    // Without bodies: only the manifest is copied.
    for (qsizetype i = 0; i < chapters.size(); ++i) {
        QJsonObject chapter = chapters.at(i).toObject();
        chapter.remove(QStringLiteral("body"));
        chapters.replace(i, chapter);
    }
    QJsonObject quiz = chapters.last().toObject();
    quiz.insert(QStringLiteral("params"), QJsonObject{{"questions", QJsonArray{"history-explanation", "history-explantion"}}});
    chapters.replace(chapters.size() - 1, quiz);
    manifest.insert(QStringLiteral("chapters"), chapters);
    QTemporaryDir dir;
    QFile out(dir.filePath(QStringLiteral("pack.json")));
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(manifest).toJson());
    out.close();
    test::ChapterHarness harness(dir.path());
    PackLoader::Options options;
    options.catalog = &harness.registry();
    options.checkBodies = false;
    const PackLoadResult result = PackLoader::load(dir.path(), options);
    QVERIFY2(result.errorCount() == 1, qPrintable(result.diagnostics.constLast().toString()));
    QCOMPARE(result.diagnostics.constLast().pointer, QStringLiteral("/chapters/%1/params/questions/1").arg(chapters.size() - 1));
    QVERIFY(result.diagnostics.constLast().message.contains(QStringLiteral("'history-explantion'")));
    // The chapter is marked: the shell shows its problem instead of a quiz missing a question.
    QVERIFY(!result.pack->chapters.last().problems.isEmpty());
}

void TestQuizPlugin::completesWhenItsPoolIsSolved()
{
    // The built-in quiz draws from every other chapter: opening it does not complete it;
    // answering every one of those questions correctly (here, where a learner could have done
    // it in the chapters) does, and the chapter list hears of it.
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("quiz")), qPrintable(harness.error()));
    const ChapterPack &pack = *harness.loadResult().pack;
    const ChapterSpec *quiz = pack.chapter(QStringLiteral("quiz"));
    QVERIFY(quiz);
    QCOMPARE(quiz->gatheredQuestions, pack.questionIds());
    CourseProgress &progress = harness.progress();
    progress.visit(QStringLiteral("quiz"));
    QVERIFY(!progress.isCompleted(QStringLiteral("quiz")));
    QSignalSpy changed(&progress, &CourseProgress::chapterChanged);
    const QList<const QuestionSpec *> all = pack.allQuestions();
    for (const QuestionSpec *q : all) {
        QVERIFY(!progress.isCompleted(QStringLiteral("quiz")));
        // Each kind's right answer (its grading is tested with the kinds, tst_quizgrader).
        const QuizAnswer answer = QuestionKinds::of(*q).correctAnswer(*q);
        QVERIFY2(progress.submit(*q, answer).isCorrect(), qPrintable(q->id));
    }
    QVERIFY(progress.isCompleted(QStringLiteral("quiz")));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.at(0).at(0).toString(), QStringLiteral("quiz"));
}

ATLAS_TEST_MAIN(TestQuizPlugin)
#include "tst_quizplugin.moc"
