// CourseProgress: visits, graded attempts, first-try correctness, completion, reset, score,
// signals and saving after every change.
#include "coretestsupport.h"

#include "core/courseprogress.h"
#include "core/progressstore.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace atlas;
using namespace atlas::test;

namespace {

// intro: no questions; quiz: q-single (answer 1 of 3) and q-numeric (2 ± 0.1); packing:
// q-mask (the seed's slot 7 → 5, 6, 7).
ChapterPack makePack()
{
    ChapterPack pack;
    pack.id = QStringLiteral("org.example.progress");
    pack.version = QStringLiteral("1.0.0");
    ChapterSpec intro;
    intro.id = QStringLiteral("intro");
    ChapterSpec quiz;
    quiz.id = QStringLiteral("quiz");
    QuestionSpec single;
    single.id = QStringLiteral("q-single");
    single.chapterId = quiz.id;
    single.type = QuestionType::Single;
    for (int n = 0; n < 3; ++n)
        single.choices.append(ChoiceSpec{LocalizedText(QString::number(n)), LocalizedText()});
    single.correctChoices = {1};
    QuestionSpec numeric;
    numeric.id = QStringLiteral("q-numeric");
    numeric.chapterId = quiz.id;
    numeric.type = QuestionType::Numeric;
    numeric.numericAnswer = 2;
    numeric.tolerance = 0.1;
    quiz.questions = {single, numeric};
    ChapterSpec packing;
    packing.id = QStringLiteral("packing");
    QuestionSpec mask;
    mask.id = QStringLiteral("q-mask");
    mask.chapterId = packing.id;
    mask.type = QuestionType::Mask;
    mask.mask.documents = {{11, 12, 13}, {21, 22, 23, 24}};
    mask.mask.blockLength = 10;
    mask.mask.bos = 1;
    mask.mask.eos = 2;
    mask.mask.query = 7;
    packing.questions = {mask};
    pack.chapters = {intro, quiz, packing};
    return pack;
}

} // namespace

class TestCourseProgress : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void visit();
    void visitingAnUnknownChapterChangesNothing();
    void attemptsAndFirstTry();
    void invalidAnswersDoNotCount();
    void completion();
    void completionNeedsAVisit();
    void gatheringChapterCompletesWithItsQuestions();
    void reset();
    void score();
    void lastAnswer();
    void progressSurvivesARestart();
    void staleCompletionIsRecomputed();
    void chapterState();
    void saveFailureIsReportedOnce();

private:
    QString progressFile() const { return temporary_->filePath(QStringLiteral("data/progress.json")); }
    std::unique_ptr<QTemporaryDir> temporary_;
    ChapterPack pack_ = makePack();
    const QuestionSpec &q(const char *id) const { return *pack_.question(QString::fromLatin1(id)); }
};

void TestCourseProgress::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestCourseProgress::init()
{
    temporary_ = std::make_unique<QTemporaryDir>();
    QVERIFY(temporary_->isValid());
}

void TestCourseProgress::visit()
{
    ProgressStore store(progressFile());
    CourseProgress progress(store, pack_);
    QSignalSpy changed(&progress, &CourseProgress::chapterChanged);
    QVERIFY(!progress.isVisited(QStringLiteral("intro")));

    progress.visit(QStringLiteral("intro"));
    QVERIFY(progress.isVisited(QStringLiteral("intro")));
    QCOMPARE(progress.lastChapter(), QStringLiteral("intro"));
    QVERIFY(progress.isCompleted(QStringLiteral("intro"))); // no questions: visiting completes it
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.at(0).at(0).toString(), QStringLiteral("intro"));
    QVERIFY(QFileInfo(progressFile()).isFile()); // saved (the folder was created)

    progress.visit(QStringLiteral("quiz"));
    QVERIFY(!progress.isCompleted(QStringLiteral("quiz")));
    QCOMPARE(progress.lastChapter(), QStringLiteral("quiz"));
    progress.visit(QStringLiteral("intro"));
    QCOMPARE(progress.lastChapter(), QStringLiteral("intro"));
    QCOMPARE(changed.count(), 2); // a second visit is no change
}

void TestCourseProgress::visitingAnUnknownChapterChangesNothing()
{
    ProgressStore store(progressFile());
    CourseProgress progress(store, pack_);
    QSignalSpy changed(&progress, &CourseProgress::chapterChanged);
    progress.visit(QStringLiteral("nonexistent"));
    QVERIFY(!progress.isVisited(QStringLiteral("nonexistent")));
    QCOMPARE(progress.lastChapter(), QString());
    QCOMPARE(changed.count(), 0);
    QVERIFY(!QFileInfo::exists(progressFile()));
}

void TestCourseProgress::attemptsAndFirstTry()
{
    ProgressStore store(progressFile());
    CourseProgress progress(store, pack_);
    QSignalSpy records(&progress, &CourseProgress::recordChanged);

    QVERIFY(!progress.submit(q("q-single"), QuizAnswer::choice(0)).isCorrect());
    QuestionRecord r = progress.record(QStringLiteral("q-single"));
    QCOMPARE(r.attempts, 1);
    QCOMPARE(r.correct, false);
    QCOMPARE(r.firstTryCorrect, std::optional<bool>(false));
    QVERIFY(progress.submit(q("q-single"), QuizAnswer::choice(1)).isCorrect());
    r = progress.record(QStringLiteral("q-single"));
    QCOMPARE(r.attempts, 2);
    QCOMPARE(r.correct, true);
    QCOMPARE(r.firstTryCorrect, std::optional<bool>(false)); // only the first graded attempt decides

    QVERIFY(progress.submit(q("q-numeric"), QuizAnswer::numeric(2.05)).isCorrect());
    QVERIFY(!progress.submit(q("q-numeric"), QuizAnswer::numeric(3)).isCorrect());
    r = progress.record(QStringLiteral("q-numeric"));
    QCOMPARE(r.attempts, 2);
    QCOMPARE(r.correct, false); // the latest answer
    QCOMPARE(r.firstTryCorrect, std::optional<bool>(true));
    QCOMPARE(r.lastAnswer, QJsonValue(3.0));

    QCOMPARE(records.count(), 4);
    QCOMPARE(records.at(3).at(0).toString(), QStringLiteral("q-numeric"));
}

void TestCourseProgress::invalidAnswersDoNotCount()
{
    ProgressStore store(progressFile());
    CourseProgress progress(store, pack_);
    QSignalSpy records(&progress, &CourseProgress::recordChanged);

    // Before any graded answer: nothing recorded, nothing saved, and the first try is still open.
    const GradeResult empty = progress.submit(q("q-single"), QuizAnswer::choices({}));
    QCOMPARE(empty.outcome, GradeResult::Outcome::Invalid);
    QVERIFY(progress.submit(q("q-numeric"), QuizAnswer::numeric(std::numeric_limits<double>::quiet_NaN())).invalidReason.size() > 0);
    QVERIFY(!progress.submit(q("q-mask"), QuizAnswer::keys({99})).isValid());
    QCOMPARE(progress.record(QStringLiteral("q-single")).attempts, 0);
    QCOMPARE(progress.record(QStringLiteral("q-single")).firstTryCorrect, std::optional<bool>());
    QCOMPARE(records.count(), 0);
    QVERIFY(!QFileInfo::exists(progressFile()));
    QVERIFY(progress.submit(q("q-single"), QuizAnswer::choice(1)).isCorrect());
    QCOMPARE(progress.record(QStringLiteral("q-single")).firstTryCorrect, std::optional<bool>(true));

    // After one: the record is untouched.
    const QuestionRecord before = progress.record(QStringLiteral("q-single"));
    QVERIFY(!progress.submit(q("q-single"), QuizAnswer::choices({0, 2})).isValid());
    QCOMPARE(progress.record(QStringLiteral("q-single")), before);
}

void TestCourseProgress::completion()
{
    ProgressStore store(progressFile());
    CourseProgress progress(store, pack_);
    QSignalSpy changed(&progress, &CourseProgress::chapterChanged);
    progress.visit(QStringLiteral("quiz"));
    QCOMPARE(changed.count(), 1);

    progress.submit(q("q-single"), QuizAnswer::choice(1));
    QVERIFY(!progress.isCompleted(QStringLiteral("quiz")));
    progress.submit(q("q-numeric"), QuizAnswer::numeric(1.5));
    QVERIFY(!progress.isCompleted(QStringLiteral("quiz")));
    QCOMPARE(changed.count(), 1);
    progress.submit(q("q-numeric"), QuizAnswer::numeric(1.95));
    QVERIFY(progress.isCompleted(QStringLiteral("quiz")));
    QCOMPARE(changed.count(), 2);
    QCOMPARE(changed.last().at(0).toString(), QStringLiteral("quiz"));
    QVERIFY(!progress.isCompleted(QStringLiteral("packing")));

    // Completed means every question was answered correctly at least once: trying a question
    // again and getting it wrong does not undo that.
    progress.submit(q("q-single"), QuizAnswer::choice(2));
    QVERIFY(!progress.record(QStringLiteral("q-single")).correct);
    QVERIFY(progress.isCompleted(QStringLiteral("quiz")));
    QCOMPARE(changed.count(), 2);
}

void TestCourseProgress::completionNeedsAVisit()
{
    ProgressStore store(progressFile());
    CourseProgress progress(store, pack_);
    progress.submit(q("q-mask"), QuizAnswer::keys({7, 6, 5}));
    QVERIFY(!progress.isCompleted(QStringLiteral("packing")));
    progress.visit(QStringLiteral("packing"));
    QVERIFY(progress.isCompleted(QStringLiteral("packing")));
}

void TestCourseProgress::gatheringChapterCompletesWithItsQuestions()
{
    // A final chapter gathering q-single and q-mask: visiting it is not enough; it completes
    // when both are solved, wherever they were answered, and a reset undoes that.
    ChapterPack pack = makePack();
    ChapterSpec gathering;
    gathering.id = QStringLiteral("final");
    gathering.gatheredQuestions = {QStringLiteral("q-single"), QStringLiteral("q-mask")};
    pack.chapters.append(gathering);
    ProgressStore store(progressFile());
    CourseProgress progress(store, pack);
    QSignalSpy changed(&progress, &CourseProgress::chapterChanged);
    progress.visit(QStringLiteral("final"));
    QVERIFY(!progress.isCompleted(QStringLiteral("final")));
    QCOMPARE(changed.count(), 1); // the visit

    progress.submit(*pack.question(QStringLiteral("q-single")), QuizAnswer::choice(1));
    QVERIFY(!progress.isCompleted(QStringLiteral("final")));
    QCOMPARE(changed.count(), 1);
    progress.submit(*pack.question(QStringLiteral("q-mask")), QuizAnswer::keys({5, 6, 7}));
    QVERIFY(progress.isCompleted(QStringLiteral("final")));
    QVERIFY(!progress.isCompleted(QStringLiteral("packing"))); // not visited
    QCOMPARE(changed.count(), 2);
    QCOMPARE(changed.last().at(0).toString(), QStringLiteral("final"));

    // Recomputed on the next start from the records, not from a stored flag.
    {
        ProgressStore again(progressFile());
        again.load();
        CourseProgress restarted(again, pack);
        QVERIFY(restarted.isCompleted(QStringLiteral("final")));
    }

    progress.resetQuestions({QStringLiteral("q-mask")});
    QVERIFY(!progress.isCompleted(QStringLiteral("final")));
    QCOMPARE(changed.last().at(0).toString(), QStringLiteral("final"));
}

void TestCourseProgress::reset()
{
    ProgressStore store(progressFile());
    CourseProgress progress(store, pack_);
    progress.visit(QStringLiteral("quiz"));
    progress.submit(q("q-single"), QuizAnswer::choice(1));
    progress.submit(q("q-numeric"), QuizAnswer::numeric(2));
    QVERIFY(progress.isCompleted(QStringLiteral("quiz")));
    QSignalSpy records(&progress, &CourseProgress::recordChanged);
    QSignalSpy changed(&progress, &CourseProgress::chapterChanged);

    progress.resetQuestions({QStringLiteral("q-single")});
    QCOMPARE(progress.record(QStringLiteral("q-single")).attempts, 0);
    QCOMPARE(progress.record(QStringLiteral("q-numeric")).attempts, 1);
    QVERIFY(!progress.isCompleted(QStringLiteral("quiz")));
    QVERIFY(progress.isVisited(QStringLiteral("quiz")));
    QCOMPARE(records.count(), 1);
    QCOMPARE(changed.count(), 1);

    // The reset is saved, and a fresh first try is possible.
    ProgressStore reloaded(progressFile());
    QCOMPARE(reloaded.load().notice, QString());
    QVERIFY(!reloaded.progress(pack_.id, pack_.version, pack_.questionIds()).answers.contains(QStringLiteral("q-single")));
    progress.submit(q("q-single"), QuizAnswer::choice(1));
    QCOMPARE(progress.record(QStringLiteral("q-single")).firstTryCorrect, std::optional<bool>(true));
}

void TestCourseProgress::score()
{
    ProgressStore store(progressFile());
    CourseProgress progress(store, pack_);
    const QList<const QuestionSpec *> all = pack_.allQuestions();
    CourseProgress::Score s = progress.score(all);
    QCOMPARE(s.total, 3);
    QCOMPARE(s.attempted, 0);
    QCOMPARE(s.correct, 0);
    QCOMPARE(s.firstTryCorrect, 0);

    progress.submit(q("q-single"), QuizAnswer::choice(0));   // wrong, then right
    progress.submit(q("q-single"), QuizAnswer::choice(1));
    progress.submit(q("q-numeric"), QuizAnswer::numeric(2)); // right, then wrong
    progress.submit(q("q-numeric"), QuizAnswer::numeric(9));
    progress.submit(q("q-mask"), QuizAnswer::keys({}));      // not graded
    s = progress.score(all);
    QCOMPARE(s.total, 3);
    QCOMPARE(s.attempted, 2);
    QCOMPARE(s.correct, 1);
    QCOMPARE(s.firstTryCorrect, 1);

    const CourseProgress::Score quiz = progress.score({&q("q-single")});
    QCOMPARE(quiz.total, 1);
    QCOMPARE(quiz.correct, 1);
    QCOMPARE(quiz.firstTryCorrect, 0);
}

void TestCourseProgress::lastAnswer()
{
    ProgressStore store(progressFile());
    CourseProgress progress(store, pack_);
    QVERIFY(!progress.lastAnswer(q("q-single")).has_value());
    progress.submit(q("q-single"), QuizAnswer::choice(2));
    progress.submit(q("q-numeric"), QuizAnswer::numeric(-1.25));
    progress.submit(q("q-mask"), QuizAnswer::keys({7, 5, 6}));
    QCOMPARE(progress.lastAnswer(q("q-single"))->selection, QList<int>{2});
    QCOMPARE(progress.lastAnswer(q("q-numeric"))->number, -1.25);
    QCOMPARE(progress.lastAnswer(q("q-mask"))->selection, (QList<int>{7, 5, 6}));
}

void TestCourseProgress::progressSurvivesARestart()
{
    {
        ProgressStore store(progressFile());
        CourseProgress progress(store, pack_);
        progress.visit(QStringLiteral("packing"));
        progress.submit(q("q-mask"), QuizAnswer::keys({5, 6, 7}));
        progress.visit(QStringLiteral("quiz"));
        progress.submit(q("q-single"), QuizAnswer::choice(0));
    }
    ProgressStore store(progressFile());
    QCOMPARE(store.load().notice, QString());
    CourseProgress progress(store, pack_);
    QVERIFY(progress.isVisited(QStringLiteral("packing")));
    QVERIFY(progress.isCompleted(QStringLiteral("packing")));
    QVERIFY(!progress.isCompleted(QStringLiteral("quiz")));
    QCOMPARE(progress.lastChapter(), QStringLiteral("quiz"));
    QCOMPARE(progress.record(QStringLiteral("q-single")).attempts, 1);
    QCOMPARE(progress.record(QStringLiteral("q-single")).firstTryCorrect, std::optional<bool>(false));
    QCOMPARE(progress.lastAnswer(q("q-mask"))->selection, (QList<int>{5, 6, 7}));
}

void TestCourseProgress::staleCompletionIsRecomputed()
{
    // A file that claims chapters complete without the answers to show for it.
    const QJsonObject file{{QStringLiteral("format"), 1},
                           {QStringLiteral("packs"), QJsonObject{{pack_.id, QJsonObject{
                               {QStringLiteral("version"), pack_.version},
                               {QStringLiteral("visited"), QJsonArray{QStringLiteral("quiz")}},
                               {QStringLiteral("completed"), QJsonArray{QStringLiteral("quiz"), QStringLiteral("packing"), QStringLiteral("gone")}},
                               {QStringLiteral("answers"), QJsonObject{}}}}}}};
    QVERIFY(writeFile(progressFile(), QJsonDocument(file).toJson()));
    ProgressStore store(progressFile());
    QCOMPARE(store.load().notice, QString());
    CourseProgress progress(store, pack_);
    QVERIFY(!progress.isCompleted(QStringLiteral("quiz")));
    QVERIFY(!progress.isCompleted(QStringLiteral("packing")));
    QVERIFY(!progress.isCompleted(QStringLiteral("gone")));
    QVERIFY(progress.isVisited(QStringLiteral("quiz")));
}

void TestCourseProgress::chapterState()
{
    {
        ProgressStore store(progressFile());
        CourseProgress progress(store, pack_);
        QCOMPARE(progress.chapterState(QStringLiteral("quiz")), QJsonObject());
        progress.setChapterState(QStringLiteral("quiz"), QJsonObject{{QStringLiteral("order"), QJsonArray{2, 0, 1}}});
    }
    ProgressStore store(progressFile());
    store.load();
    CourseProgress progress(store, pack_);
    QCOMPARE(progress.chapterState(QStringLiteral("quiz")), (QJsonObject{{QStringLiteral("order"), QJsonArray{2, 0, 1}}}));
}

void TestCourseProgress::saveFailureIsReportedOnce()
{
    // The progress file's folder cannot exist: a regular file has its name.
    QVERIFY(writeFile(temporary_->filePath(QStringLiteral("data")), "not a folder"));
    ProgressStore store(progressFile());
    CourseProgress progress(store, pack_);
    QSignalSpy failed(&progress, &CourseProgress::saveFailed);
    for (int n = 0; n < 3; ++n) // each failed save is logged
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^cannot save progress: .*cannot create the folder")));
    progress.visit(QStringLiteral("intro"));
    progress.submit(q("q-single"), QuizAnswer::choice(1));
    progress.visit(QStringLiteral("quiz"));
    QCOMPARE(failed.count(), 1); // the same failure is not repeated
    QVERIFY(!progress.lastSaveError().isEmpty());
    QCOMPARE(failed.at(0).at(0).toString(), progress.lastSaveError());
    // Nothing is lost in memory.
    QVERIFY(progress.isVisited(QStringLiteral("intro")));
    QCOMPARE(progress.record(QStringLiteral("q-single")).attempts, 1);

    // Once the folder can be made, saving works again and the error is cleared.
    QVERIFY(QFile::remove(temporary_->filePath(QStringLiteral("data"))));
    progress.visit(QStringLiteral("packing"));
    QCOMPARE(progress.lastSaveError(), QString());
    QVERIFY(QFileInfo(progressFile()).isFile());
}

QTEST_GUILESS_MAIN(TestCourseProgress)
#include "tst_courseprogress.moc"
