// CourseProgress: visits, graded attempts, first-try correctness, completion, reset, score,
// signals and saving after every change; each learner's order of the choices, and answers
// that speak of the authored choice.
#include "coretestsupport.h"
#include "suiteregistry.h"

#include "core/choiceorder.h"
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

#include <algorithm>

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
    single.type = QStringLiteral("single");
    for (int n = 0; n < 3; ++n)
        single.choices.append(ChoiceSpec{LocalizedText(QString::number(n)), LocalizedText()});
    single.correctChoices = {1};
    QuestionSpec numeric;
    numeric.id = QStringLiteral("q-numeric");
    numeric.chapterId = quiz.id;
    numeric.type = QStringLiteral("numeric");
    numeric.numericAnswer = 2;
    numeric.tolerance = 0.1;
    quiz.questions = {single, numeric};
    ChapterSpec packing;
    packing.id = QStringLiteral("packing");
    QuestionSpec mask;
    mask.id = QStringLiteral("q-mask");
    mask.chapterId = packing.id;
    mask.type = QStringLiteral("mask");
    mask.mask.documents = {{11, 12, 13}, {21, 22, 23, 24}};
    mask.mask.blockLength = 10;
    mask.mask.bos = 1;
    mask.mask.eos = 2;
    mask.mask.query = 7;
    packing.questions = {mask};
    pack.chapters = {intro, quiz, packing};
    return pack;
}

// One chapter of choice questions: q-eight (single, answer 5 of 8: "c5"), q-pinned (single,
// "shuffle": false, answer 2 of 3), q-multi (multiple, answer {1, 3} of 4).
ChapterPack choicePack(const QString &version = QStringLiteral("1.0.0"))
{
    ChapterPack pack;
    pack.id = QStringLiteral("org.example.choices");
    pack.version = version;
    ChapterSpec chapter;
    chapter.id = QStringLiteral("choices");
    auto question = [&chapter](const char *id, const QString &type, int count, QList<int> answer) {
        QuestionSpec q;
        q.id = QString::fromLatin1(id);
        q.chapterId = chapter.id;
        q.type = type;
        for (int n = 0; n < count; ++n)
            q.choices.append(ChoiceSpec{LocalizedText(QStringLiteral("c%1").arg(n)), LocalizedText()});
        q.correctChoices = answer;
        return q;
    };
    QuestionSpec pinned = question("q-pinned", QStringLiteral("single"), 3, {2});
    pinned.shuffle = false;
    chapter.questions = {question("q-eight", QStringLiteral("single"), 8, {5}), pinned,
                         question("q-multi", QStringLiteral("multiple"), 4, {1, 3})};
    pack.chapters = {chapter};
    return pack;
}

// A progress file holding only a learner seed for `pack`.
QByteArray seedFile(const ChapterPack &pack, double seed)
{
    const QJsonObject file{{QStringLiteral("format"), 1},
                           {QStringLiteral("packs"), QJsonObject{{pack.id, QJsonObject{
                               {QStringLiteral("version"), pack.version},
                               {QStringLiteral("learnerSeed"), seed}}}}}};
    return QJsonDocument(file).toJson();
}

bool isPermutation(QList<int> order, int count)
{
    std::sort(order.begin(), order.end());
    return order == ChoiceOrder::identity(count);
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
    void choicesComeInTheLearnersOrder();
    void orderSurvivesARestart();
    void newSeedGivesANewOrderAndIsKept();
    void authoredOrderWhenPinnedOrAsked();
    void answersSpeakOfTheAuthoredChoice();
    void answersFollowTheirTextsAcrossAPackUpdate();
    void damagedSeedIsReplaced();
    void shuffleFavoursNoPosition();

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

void TestCourseProgress::choicesComeInTheLearnersOrder()
{
    // Two learners (two seeds, as two installations would have): each sees a permutation of
    // the authored choices, and not the same one.
    const ChapterPack pack = choicePack();
    const QuestionSpec &eight = *pack.question(QStringLiteral("q-eight"));
    QList<QList<int>> orders;
    for (const double seed : {1.0, 2.0}) {
        QTemporaryDir dir;
        const QString file = QDir(dir.path()).filePath(QStringLiteral("progress.json"));
        QVERIFY(writeFile(file, seedFile(pack, seed)));
        ProgressStore store(file);
        QCOMPARE(store.load().notice, QString());
        CourseProgress progress(store, pack);
        QCOMPARE(progress.learnerSeed(), std::uint64_t(seed));
        const QList<int> order = progress.choiceOrder(eight);
        QVERIFY(isPermutation(order, 8));
        QCOMPARE(order, ChoiceOrder::permutation(std::uint64_t(seed), eight.id, 8));
        orders.append(order);
    }
    QVERIFY2(orders.at(0) != orders.at(1), "two learner seeds gave the same order");
    QVERIFY(orders.at(0) != ChoiceOrder::identity(8) || orders.at(1) != ChoiceOrder::identity(8));
    // Questions of one learner are shuffled independently of each other.
    ProgressStore store(progressFile());
    CourseProgress progress(store, pack);
    QVERIFY(isPermutation(progress.choiceOrder(*pack.question(QStringLiteral("q-multi"))), 4));
    // Questions without choices have no order.
    QVERIFY(CourseProgress(store, pack_).choiceOrder(q("q-numeric")).isEmpty());

    // Fresh installations draw their own seeds.
    QTemporaryDir other;
    ProgressStore otherStore(QDir(other.path()).filePath(QStringLiteral("progress.json")));
    CourseProgress otherProgress(otherStore, pack);
    QVERIFY(progress.learnerSeed() != otherProgress.learnerSeed());
    QVERIFY(progress.learnerSeed() < PackProgress::seedLimit);
}

void TestCourseProgress::orderSurvivesARestart()
{
    const ChapterPack pack = choicePack();
    const QuestionSpec &eight = *pack.question(QStringLiteral("q-eight"));
    std::uint64_t seed = 0;
    QList<int> order;
    {
        ProgressStore store(progressFile());
        CourseProgress progress(store, pack);
        seed = progress.learnerSeed();
        order = progress.choiceOrder(eight);
        progress.visit(QStringLiteral("choices")); // the first change saves the seed with it
    }
    ProgressStore store(progressFile());
    QCOMPARE(store.load().notice, QString());
    CourseProgress progress(store, pack);
    QCOMPARE(progress.learnerSeed(), seed);
    QCOMPARE(progress.choiceOrder(eight), order);
    // A pack update keeps the learner's seed, so unchanged questions keep their order.
    ProgressStore again(progressFile());
    again.load();
    const ChapterPack updated = choicePack(QStringLiteral("1.1.0"));
    CourseProgress afterUpdate(again, updated);
    QCOMPARE(afterUpdate.learnerSeed(), seed);
    QCOMPARE(afterUpdate.choiceOrder(*updated.question(QStringLiteral("q-eight"))), order);
}

void TestCourseProgress::newSeedGivesANewOrderAndIsKept()
{
    const ChapterPack pack = choicePack();
    const QuestionSpec &eight = *pack.question(QStringLiteral("q-eight"));
    std::uint64_t seed = 0;
    {
        ProgressStore store(progressFile());
        CourseProgress progress(store, pack);
        QSignalSpy reordered(&progress, &CourseProgress::choiceOrderChanged);
        const std::uint64_t before = progress.learnerSeed();
        progress.drawLearnerSeed(); // saves
        QCOMPARE(reordered.count(), 1);
        QVERIFY(progress.learnerSeed() != before);
        seed = progress.learnerSeed();
        QCOMPARE(progress.choiceOrder(eight), ChoiceOrder::permutation(seed, eight.id, 8));
    }
    ProgressStore store(progressFile());
    store.load();
    QCOMPARE(CourseProgress(store, pack).learnerSeed(), seed);
}

void TestCourseProgress::authoredOrderWhenPinnedOrAsked()
{
    const ChapterPack pack = choicePack();
    ProgressStore store(progressFile());
    CourseProgress progress(store, pack);
    // "shuffle": false pins the order, whatever the seed.
    for (int n = 0; n < 20; ++n) {
        QCOMPARE(progress.choiceOrder(*pack.question(QStringLiteral("q-pinned"))), ChoiceOrder::identity(3));
        progress.drawLearnerSeed();
    }
    // A store that asks for authored orders (the tour) shows every question as written.
    store.setAuthoredChoiceOrder(true);
    QCOMPARE(progress.choiceOrder(*pack.question(QStringLiteral("q-eight"))), ChoiceOrder::identity(8));
    QCOMPARE(progress.choiceOrder(*pack.question(QStringLiteral("q-multi"))), ChoiceOrder::identity(4));
}

void TestCourseProgress::answersSpeakOfTheAuthoredChoice()
{
    // Whatever position the learner saw it at, the record holds the authored index and the
    // choice's text, and grading is by authored index.
    const ChapterPack pack = choicePack();
    const QuestionSpec &eight = *pack.question(QStringLiteral("q-eight"));
    const QuestionSpec &multi = *pack.question(QStringLiteral("q-multi"));
    ProgressStore store(progressFile());
    CourseProgress progress(store, pack);
    while (progress.choiceOrder(eight).indexOf(5) == 5) // the answer shown elsewhere than written
        progress.drawLearnerSeed();
    QVERIFY(progress.submit(eight, QuizAnswer::choice(5)).isCorrect());
    QuestionRecord r = progress.record(eight.id);
    QCOMPARE(r.lastAnswer, QJsonValue(QJsonArray{5}));
    QCOMPARE(r.answerTexts, QStringList{QStringLiteral("c5")});
    const int shownAt = progress.choiceOrder(eight).indexOf(5);
    QVERIFY(!progress.submit(eight, QuizAnswer::choice(shownAt)).isCorrect()); // a position is not an answer
    QVERIFY(progress.submit(multi, QuizAnswer::choices({1, 3})).isCorrect());
    r = progress.record(multi.id);
    QCOMPARE(r.lastAnswer, QJsonValue(QJsonArray{1, 3}));
    QCOMPARE(r.answerTexts, (QStringList{QStringLiteral("c1"), QStringLiteral("c3")}));
    // The file says the same.
    const QJsonObject saved = QJsonDocument::fromJson(readFile(progressFile())).object();
    const QJsonObject answers = saved.value(QLatin1String("packs")).toObject().value(pack.id).toObject().value(QLatin1String("answers")).toObject();
    QCOMPARE(answers.value(QLatin1String("q-multi")).toObject().value(QLatin1String("answer")), QJsonValue(QJsonArray{1, 3}));
    QCOMPARE(answers.value(QLatin1String("q-multi")).toObject().value(QLatin1String("answerTexts")), QJsonValue(QJsonArray{QStringLiteral("c1"), QStringLiteral("c3")}));
}

void TestCourseProgress::answersFollowTheirTextsAcrossAPackUpdate()
{
    {
        const ChapterPack pack = choicePack();
        ProgressStore store(progressFile());
        CourseProgress progress(store, pack);
        progress.submit(*pack.question(QStringLiteral("q-eight")), QuizAnswer::choice(5));
        progress.submit(*pack.question(QStringLiteral("q-multi")), QuizAnswer::choices({1, 3}));
        progress.submit(*pack.question(QStringLiteral("q-pinned")), QuizAnswer::choice(0));
    }
    // Version 2 moves the choices of q-eight (reversed) and of q-multi, and drops q-pinned's
    // chosen text.
    ChapterPack updated = choicePack(QStringLiteral("2.0.0"));
    ChapterSpec &chapter = updated.chapters.first();
    QuestionSpec &eight = chapter.questions[0];
    std::reverse(eight.choices.begin(), eight.choices.end());
    eight.correctChoices = {2};                            // "c5" now written third
    QuestionSpec &pinned = chapter.questions[1];
    pinned.choices[0].text = LocalizedText(QStringLiteral("reworded"));
    QuestionSpec &multi = chapter.questions[2];
    std::swap(multi.choices[0], multi.choices[3]);         // c3 c1 c2 c0
    multi.correctChoices = {0, 1};

    ProgressStore store(progressFile());
    store.load();
    CourseProgress progress(store, updated);
    QCOMPARE(progress.lastAnswer(eight)->selection, QList<int>{2});
    QVERIFY(progress.record(eight.id).correct);
    QCOMPARE(progress.lastAnswer(multi)->selection, (QList<int>{0, 1}));
    QCOMPARE(progress.record(multi.id).answerTexts, (QStringList{QStringLiteral("c3"), QStringLiteral("c1")}));
    QVERIFY(progress.record(multi.id).correct);
    // The text is gone: the answer is forgotten, the attempt and first try are not.
    QVERIFY(!progress.lastAnswer(pinned));
    QCOMPARE(progress.record(pinned.id).attempts, 1);
    QCOMPARE(progress.record(pinned.id).firstTryCorrect, std::optional<bool>(false));

    // A record written before answers kept their texts: kept while the pack is the same,
    // forgotten when it is updated (its indices may point at other choices now).
    const ChapterPack pack = choicePack();
    QJsonObject old{{QStringLiteral("version"), pack.version},
                    {QStringLiteral("answers"), QJsonObject{{QStringLiteral("q-eight"), QJsonObject{
                        {QStringLiteral("attempts"), 1}, {QStringLiteral("correct"), true}, {QStringLiteral("solved"), true},
                        {QStringLiteral("firstTryCorrect"), true}, {QStringLiteral("answer"), QJsonArray{5}}}}}}};
    QVERIFY(writeFile(progressFile(), QJsonDocument(QJsonObject{{QStringLiteral("format"), 1},
                                                                {QStringLiteral("packs"), QJsonObject{{pack.id, old}}}}).toJson()));
    {
        ProgressStore same(progressFile());
        same.load();
        CourseProgress sameVersion(same, pack);
        QCOMPARE(sameVersion.lastAnswer(*pack.question(QStringLiteral("q-eight")))->selection, QList<int>{5});
    }
    ProgressStore newer(progressFile());
    newer.load();
    const ChapterPack next = choicePack(QStringLiteral("2.0.0"));
    CourseProgress newerVersion(newer, next);
    QVERIFY(!newerVersion.lastAnswer(*next.question(QStringLiteral("q-eight"))));
    QVERIFY(newerVersion.record(QStringLiteral("q-eight")).solved);
}

void TestCourseProgress::damagedSeedIsReplaced()
{
    const ChapterPack pack = choicePack();
    for (const double bad : {-1.0, 0.5, 9007199254740992.0 /* 2^53 */}) {
        QVERIFY(writeFile(progressFile(), seedFile(pack, bad)));
        ProgressStore store(progressFile());
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("unreadable progress entries")));
        const ProgressStore::LoadOutcome outcome = store.load();
        QVERIFY2(!outcome.notice.isEmpty(), "a damaged seed is reported");
        CourseProgress progress(store, pack);
        QVERIFY(progress.learnerSeed() < PackProgress::seedLimit);
        QVERIFY(isPermutation(progress.choiceOrder(*pack.question(QStringLiteral("q-eight"))), 8));
    }
}

void TestCourseProgress::shuffleFavoursNoPosition()
{
    // Over many learners every authored choice lands at every position about equally often
    // (each count is binomial: 4 000 draws, p = 1/4, standard deviation ≈ 27; allowed ± 5σ).
    constexpr int learners = 4000, count = 4;
    int at[count][count] = {};
    for (int seed = 0; seed < learners; ++seed) {
        const QList<int> order = ChoiceOrder::permutation(std::uint64_t(seed), QStringLiteral("q-multi"), count);
        for (int position = 0; position < count; ++position)
            ++at[order.at(position)][position];
    }
    for (int choice = 0; choice < count; ++choice)
        for (int position = 0; position < count; ++position)
            QVERIFY2(std::abs(at[choice][position] - learners / count) <= 5 * 27,
                     qPrintable(QStringLiteral("choice %1 at position %2: %3 times").arg(choice).arg(position).arg(at[choice][position])));
    // The order is fixed by its definition (SplitMix64, FNV-1a, Fisher–Yates), the same on
    // every platform: a learner's saved seed must keep giving them the same order.
    QCOMPARE(ChoiceOrder::hash(QStringLiteral("a")), std::uint64_t(0xaf63dc4c8601ec8cULL)); // FNV-1a test vector
    QCOMPARE(ChoiceOrder::permutation(1, QStringLiteral("q-eight"), 8), (QList<int>{2, 6, 1, 3, 0, 5, 4, 7}));
}

ATLAS_TEST_GUILESS_MAIN(TestCourseProgress)
#include "tst_courseprogress.moc"
