// The quiz without widgets: params (every located defect), the seeded shuffle (pinned, a
// permutation, unbiased), the session kept in the progress store across restarts, retries that
// never erase a first try, reset, the score by chapter, answers in words, and the exported
// CSV and JSON.
#include "quizanswertext.h"
#include "quizorder.h"
#include "quizparams.h"
#include "quizresults.h"
#include "quizsession.h"

#include "core/learnerid.h"
#include "core/packloader.h"
#include "core/progressstore.h"
#include "interchange/csv.h"

#include <QDir>
#include <QSettings>
#include <QStandardPaths>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <memory>
#include "suiteregistry.h"
#include "testpaths.h"

using namespace atlas;

namespace {

QString describe(const ParamsReport &report)
{
    QStringList lines;
    for (const ParamsReport::Entry &e : report.entries())
        lines.append(e.path.toPointer() + QStringLiteral(": ") + e.message);
    for (const ParamsReport::QuestionReference &r : report.questionReferences())
        lines.append(QStringLiteral("reference ") + r.path.toPointer() + QStringLiteral(" → ") + r.questionId);
    return lines.join(QLatin1Char('\n'));
}

QStringList ids(const QList<const QuestionSpec *> &questions)
{
    QStringList out;
    for (const QuestionSpec *q : questions)
        out.append(q->id);
    return out;
}

QSet<QString> idSet(const QStringList &list)
{
    return QSet<QString>(list.begin(), list.end());
}

// The built-in course and a progress store in a temporary folder; reopen() is a restart.
class Course {
public:
    Course()
    {
        PackLoader::Options options;
        options.checkBodies = false;
        pack_ = *PackLoader::load(testpaths::sourceDir() + QStringLiteral("/content/self-attention"), options).pack;
        reopen();
    }
    void reopen()
    {
        progress_.reset();
        store_ = std::make_unique<ProgressStore>(QDir(dir_.path()).filePath(QStringLiteral("progress.json")));
        store_->load();
        progress_ = std::make_unique<CourseProgress>(*store_, pack_);
    }
    ChapterPack &pack() { return pack_; }
    CourseProgress &progress() { return *progress_; }
    QString path(const QString &name) const { return QDir(dir_.path()).filePath(name); }
    QString folder() const { return dir_.path(); }

    // Answers a question right or wrong, as a learner would.
    static int firstWrongChoice(const QuestionSpec &q)
    {
        int wrong = 0;
        while (q.correctChoices.contains(wrong))
            ++wrong;
        return wrong;
    }

    GradeResult answer(const QString &id, bool right)
    {
        const QuestionSpec &q = *pack_.question(id);
        QuizAnswer a = QuizAnswerText::correctAnswer(q);
        if (!right) {
            if (q.type == QLatin1String("single"))
                a = QuizAnswer::choice((q.correctChoices.at(0) + 1) % static_cast<int>(q.choices.size()));
            else if (q.type == QLatin1String("multiple")) // the first right choice and the first wrong one
                a = QuizAnswer::choices({q.correctChoices.at(0), firstWrongChoice(q)});
            else if (q.type == QLatin1String("numeric"))
                a = QuizAnswer::numeric(q.numericAnswer + 1 + 10 * q.tolerance);
            else if (q.type == QLatin1String("mask"))
                a = QuizAnswer::keys({0});
            else if (q.type == QLatin1String("short"))
                a = QuizAnswer::typed(QStringLiteral("no idea"));
            else if (q.type == QLatin1String("matching"))
                a = QuizAnswer::choices(QList<int>(q.items.size(), static_cast<int>(q.choices.size()) - 1));
            else
                qFatal("no wrong answer for a '%s' question", qPrintable(q.type));
        }
        return progress_->submit(q, a);
    }

private:
    QTemporaryDir dir_;
    ChapterPack pack_;
    std::unique_ptr<ProgressStore> store_;
    std::unique_ptr<CourseProgress> progress_;
};

} // namespace

class TestQuizSession : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // the learner id's settings
    void paramsDefaults();
    void paramsDefects_data();
    void paramsDefects();
    void paramsNameQuestionsForTheLoader();

    void splitMixIsPinned();
    void shuffleIsPinned();
    void shuffleIsAPermutation();
    void shuffleIsUnbiased();

    void poolIsEveryOtherChaptersQuestions();
    void orderIsSeededAndKeptAcrossRestarts();
    void staleStoredOrderIsRebuilt();
    void unreadableStoredStateIsKeptBeforeItIsReplaced();
    void ownListAndCount();
    void retryShowsOnlyTheMissedAndKeepsFirstTries();
    void retryRoundSurvivesRestartAndShowAllEndsIt();
    void resetClearsRecordsAndStartsANewOrder();
    void scoreByChapter();
    void answersInWords();
    void csvExport();
    void jsonExport();
    void saveFailures();
};

void TestQuizSession::paramsDefaults()
{
    ParamsReport report;
    const QuizParams p = QuizParams::read(QJsonObject(), report);
    QVERIFY(report.entries().isEmpty() && report.questionReferences().isEmpty());
    QVERIFY(p.questions.isEmpty());
    QCOMPARE(p.seed, declared::quiz::seed::defaultValue);
    QVERIFY(!p.count);
}

void TestQuizSession::paramsDefects_data()
{
    QTest::addColumn<QJsonObject>("params");
    QTest::addColumn<QString>("expected");
    // the declared keys, alphabetical
    QTest::newRow("unknown key") << QJsonObject{{"seeds", 1}} << "/seeds: unknown field (expected one of: count, questions, seed)";
    QTest::newRow("questions not an array") << QJsonObject{{"questions", "all"}} << "/questions: expected an array of question ids, got a string";
    QTest::newRow("questions empty") << QJsonObject{{"questions", QJsonArray{}}} << "/questions: expected 1 to 512 question ids, got 0";
    QTest::newRow("id not a string") << QJsonObject{{"questions", QJsonArray{"a", 7}}} << "/questions/1: expected a string, got a number";
    QTest::newRow("not an id") << QJsonObject{{"questions", QJsonArray{"a b"}}} << "/questions/0: 'a b' is not a question id";
    QTest::newRow("listed twice") << QJsonObject{{"questions", QJsonArray{"a", "b", "a"}}} << "/questions/2: question 'a' is listed twice";
    QTest::newRow("negative seed") << QJsonObject{{"seed", -1}} << "/seed: expected an integer from 0 to 9007199254740991, got -1";
    QTest::newRow("fractional seed") << QJsonObject{{"seed", 1.5}} << "/seed: expected an integer";
    QTest::newRow("count zero") << QJsonObject{{"count", 0}} << "/count: expected an integer from 1 to 512, got 0";
    QTest::newRow("count above the list") << QJsonObject{{"questions", QJsonArray{"a", "b"}}, {"count", 3}} << "/count: 3 questions per attempt, but only 2 are listed in \"questions\"";
}

void TestQuizSession::paramsDefects()
{
    QFETCH(QJsonObject, params);
    QFETCH(QString, expected);
    ParamsReport report;
    QuizParams::read(params, report);
    QVERIFY(report.hasErrors());
    const QString got = describe(report);
    QVERIFY2(got.contains(expected), qPrintable(QStringLiteral("expected \"%1\" in:\n%2").arg(expected, got)));
}

void TestQuizSession::paramsNameQuestionsForTheLoader()
{
    // Only the loader knows the pack's ids: every listed id becomes a located reference.
    ParamsReport report;
    const QuizParams p = QuizParams::read(QJsonObject{{"questions", QJsonArray{"packing-slot7-mask", "history-explanation"}}, {"seed", 7}, {"count", 2}}, report);
    QVERIFY(!report.hasErrors());
    QCOMPARE(describe(report), QStringLiteral("reference /questions/0 → packing-slot7-mask\nreference /questions/1 → history-explanation"));
    QCOMPARE(p.questions, (QStringList{"packing-slot7-mask", "history-explanation"}));
    QCOMPARE(p.seed, qint64(7));
    QCOMPARE(p.count, std::optional<int>(2));
}

void TestQuizSession::splitMixIsPinned()
{
    // SplitMix64's published sequence from state 0.
    std::uint64_t state = 0;
    QCOMPARE(QuizOrder::splitMix64(state), std::uint64_t(0xe220a8397b1dcdafULL));
    QCOMPARE(QuizOrder::splitMix64(state), std::uint64_t(0x6e789e6aa1b965f4ULL));
}

void TestQuizSession::shuffleIsPinned()
{
    // Worked out independently (a few lines of Python over the same definition): any platform,
    // any standard library, the same order.
    QCOMPARE(QuizOrder::shuffled({"a", "b", "c", "d", "e"}, 2017), (QStringList{"b", "d", "c", "a", "e"}));
    QCOMPARE(QuizOrder::mix({2017, 1}), std::uint64_t(0x75737f2e06913cc4ULL));
    QCOMPARE(QuizOrder::shuffled({"a", "b", "c", "d", "e"}, QuizOrder::mix({2017, 1})), (QStringList{"d", "e", "c", "a", "b"}));
    QVERIFY(QuizOrder::mix({2017, 1}) != QuizOrder::mix({1, 2017}));
}

void TestQuizSession::shuffleIsAPermutation()
{
    QStringList ids;
    for (int i = 0; i < 40; ++i)
        ids.append(QStringLiteral("q%1").arg(i));
    for (std::uint64_t seed : {0ULL, 1ULL, 2017ULL, 0xffffffffffffffffULL}) {
        QStringList order = QuizOrder::shuffled(ids, seed);
        QVERIFY(order != ids);
        QCOMPARE(QuizOrder::shuffled(ids, seed), order);
        order.sort();
        QStringList sorted = ids;
        sorted.sort();
        QCOMPARE(order, sorted);
    }
    QCOMPARE(QuizOrder::shuffled({}, 3), QStringList());
    QCOMPARE(QuizOrder::shuffled({"only"}, 3), QStringList{"only"});
}

void TestQuizSession::shuffleIsUnbiased()
{
    // All 6 orders of 3 items, 60 000 seeds: each within 4 % of 10 000 (about 10 standard
    // deviations of a fair shuffle; the seeds are fixed, so this cannot flake).
    std::map<QString, int> counts;
    for (std::uint64_t seed = 0; seed < 60000; ++seed)
        ++counts[QuizOrder::shuffled({"a", "b", "c"}, QuizOrder::mix({seed})).join(QString())];
    QCOMPARE(counts.size(), std::size_t(6));
    for (const auto &[order, n] : counts)
        QVERIFY2(std::abs(n - 10000) < 400, qPrintable(order + QLatin1Char(' ') + QString::number(n)));
}

void TestQuizSession::poolIsEveryOtherChaptersQuestions()
{
    Course course;
    QuizSession session(course.pack(), QStringLiteral("quiz"), QuizParams(), course.progress());
    QCOMPARE(ids(session.pool()), course.pack().questionIds());
    QCOMPARE(session.attemptQuestions().size(), session.pool().size());
    QVERIFY(ids(session.attemptQuestions()) != ids(session.pool())); // shuffled
    QCOMPARE(idSet(ids(session.attemptQuestions())), idSet(course.pack().questionIds()));
    QCOMPARE(session.shown(), session.attemptQuestions());
    QCOMPARE(session.attemptNumber(), 1);
    QVERIFY(!session.isRetryRound());
    // The order is the documented one: the pool shuffled with mix(seed, attempt).
    QCOMPARE(ids(session.attemptQuestions()), QuizOrder::shuffled(course.pack().questionIds(), QuizOrder::mix({2017, 1})));
}

void TestQuizSession::orderIsSeededAndKeptAcrossRestarts()
{
    Course course;
    QStringList first;
    {
        QuizSession session(course.pack(), QStringLiteral("quiz"), QuizParams(), course.progress());
        first = ids(session.attemptQuestions());
        const QJsonObject state = course.progress().chapterState(QStringLiteral("quiz"));
        QCOMPARE(state.value(QLatin1String("version")).toInt(), 1);
        QCOMPARE(state.value(QLatin1String("attempt")).toInt(), 1);
        QCOMPARE(state.value(QLatin1String("order")).toVariant().toStringList(), first);
    }
    course.reopen();
    QuizSession again(course.pack(), QStringLiteral("quiz"), QuizParams(), course.progress());
    QCOMPARE(ids(again.attemptQuestions()), first);
    // Another seed, another order.
    Course other;
    QuizParams seeded;
    seeded.seed = 1;
    QuizSession different(other.pack(), QStringLiteral("quiz"), seeded, other.progress());
    QVERIFY(ids(different.attemptQuestions()) != first);
}

void TestQuizSession::staleStoredOrderIsRebuilt()
{
    Course course;
    // An order from an older version of the pack: a question that no longer exists.
    QStringList stale = course.pack().questionIds();
    stale.replace(0, QStringLiteral("removed-question"));
    course.progress().setChapterState(QStringLiteral("quiz"), QJsonObject{{"version", 1}, {"attempt", 3}, {"order", QJsonArray::fromStringList(stale)}});
    QuizSession session(course.pack(), QStringLiteral("quiz"), QuizParams(), course.progress());
    QVERIFY(!ids(session.attemptQuestions()).contains(QStringLiteral("removed-question")));
    QCOMPARE(session.attemptQuestions().size(), course.pack().questionIds().size());
    QCOMPARE(session.attemptNumber(), 3); // the learner's attempt count is kept
    QCOMPARE(ids(session.attemptQuestions()), QuizOrder::shuffled(course.pack().questionIds(), QuizOrder::mix({2017, 3})));
    // Garbage of every kind is rebuilt too, never trusted.
    for (const QJsonObject &garbage : {QJsonObject{{"version", 99}}, QJsonObject{{"order", 5}},
                                       QJsonObject{{"version", 1}, {"attempt", -4}, {"order", QJsonArray{"x"}}},
                                       QJsonObject{{"version", 1}, {"attempt", 1}, {"order", QJsonArray::fromStringList(course.pack().questionIds() + course.pack().questionIds())}}}) {
        course.progress().setChapterState(QStringLiteral("quiz"), garbage);
        QuizSession rebuilt(course.pack(), QStringLiteral("quiz"), QuizParams(), course.progress());
        QCOMPARE(rebuilt.attemptQuestions().size(), course.pack().questionIds().size());
    }
}

// The probe: a stored state of the wrong types was replaced with no copy kept. Now the
// progress file is copied aside first (once per session), and the learner is told where.
void TestQuizSession::unreadableStoredStateIsKeptBeforeItIsReplaced()
{
    Course course;
    const QJsonObject damaged{{"version", "one"}, {"attempt", QJsonArray{}}, {"order", 5}};
    QVERIFY(!QuizSession::isReadable(damaged));
    course.progress().setChapterState(QStringLiteral("quiz"), damaged);
    const QByteArray before = [&] {
        QFile f(course.path(QStringLiteral("progress.json")));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    QVERIFY(!before.isEmpty());
    course.reopen();
    QSignalSpy kept(&course.progress(), &CourseProgress::progressCopyKept);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("copied to .* before unreadable state is replaced")));
    QuizSession session(course.pack(), QStringLiteral("quiz"), QuizParams(), course.progress());
    QCOMPARE(kept.size(), 1);
    const QString notice = kept.at(0).at(0).toString();
    const QStringList copies = QDir(course.folder()).entryList({QStringLiteral("progress.json.corrupt-*")}, QDir::Files);
    QCOMPARE(copies.size(), 1);
    QVERIFY2(notice.contains(copies.at(0)), qPrintable(notice));
    QFile copy(course.path(copies.at(0)));
    QVERIFY(copy.open(QIODevice::ReadOnly));
    QCOMPARE(copy.readAll(), before);
    // The quiz starts afresh and saves a readable state.
    QCOMPARE(session.attemptQuestions().size(), course.pack().questionIds().size());
    QVERIFY(QuizSession::isReadable(course.progress().chapterState(QStringLiteral("quiz"))));
    // Stale but well-typed states (an older pack) are rebuilt without a copy: not damage.
    QVERIFY(QuizSession::isReadable(QJsonObject{{"version", 1}, {"attempt", 3}, {"order", QJsonArray{"gone"}}}));
    QVERIFY(QuizSession::isReadable(QJsonObject{{"version", 1}, {"attempt", 1}, {"order", QJsonArray{}}, {"retry", QJsonArray{"a"}}, {"retryRound", 2}}));
    QVERIFY(!QuizSession::isReadable(QJsonObject{{"version", 1}, {"attempt", 1.5}, {"order", QJsonArray{}}}));
    QVERIFY(!QuizSession::isReadable(QJsonObject{{"version", 1}, {"attempt", 1}, {"order", QJsonArray{1}}}));
    QVERIFY(!QuizSession::isReadable(QJsonObject{{"version", 1}, {"attempt", 1}, {"order", QJsonArray{}}, {"retry", "a"}}));
}

void TestQuizSession::ownListAndCount()
{
    Course course;
    QuizParams params;
    params.questions = {QStringLiteral("history-explanation"), QStringLiteral("packing-slot7-mask"), QStringLiteral("gradients-first-score"),
                        QStringLiteral("gradients-two-roads"), QStringLiteral("no-such-question")};
    params.count = 3;
    QuizSession session(course.pack(), QStringLiteral("quiz"), params, course.progress());
    // An unknown id (the validator reports it) is left out rather than crash the page.
    QCOMPARE(session.pool().size(), 4);
    QCOMPARE(session.attemptQuestions().size(), 3);
    for (const QuestionSpec *q : session.attemptQuestions())
        QVERIFY(params.questions.contains(q->id));
    // The next attempt draws a new selection in a new order.
    const QStringList first = ids(session.attemptQuestions());
    session.reset();
    QCOMPARE(session.attemptQuestions().size(), 3);
    QVERIFY(ids(session.attemptQuestions()) != first);
}

void TestQuizSession::retryShowsOnlyTheMissedAndKeepsFirstTries()
{
    Course course;
    QuizSession session(course.pack(), QStringLiteral("quiz"), QuizParams(), course.progress());
    QSignalSpy shownChanged(&session, &QuizSession::shownChanged);
    QSignalSpy scoreChanged(&session, &QuizSession::scoreChanged);
    QVERIFY(!session.retryMissed()); // nothing missed yet
    QVERIFY(course.answer(QStringLiteral("induction-which-half"), true).isCorrect());
    QVERIFY(!course.answer(QStringLiteral("gradients-query-coordinate"), false).isCorrect());
    QVERIFY(!course.answer(QStringLiteral("packing-slot7-mask"), false).isCorrect());
    QVERIFY(!course.answer(QStringLiteral("gradients-two-roads"), false).isCorrect());
    QVERIFY(course.answer(QStringLiteral("gradients-two-roads"), true).isCorrect()); // right on the second try
    QCOMPARE(scoreChanged.count(), 5);
    QCOMPARE(idSet(ids(session.missed())),
             (QSet<QString>{"gradients-query-coordinate", "packing-slot7-mask"}));
    QCOMPARE(idSet(ids(session.mistakes())),
             (QSet<QString>{"gradients-query-coordinate", "packing-slot7-mask", "gradients-two-roads"}));

    QVERIFY(session.retryMissed());
    QCOMPARE(shownChanged.count(), 1);
    QVERIFY(session.isRetryRound());
    QCOMPARE(session.retryRound(), 1);
    QCOMPARE(idSet(ids(session.shown())),
             (QSet<QString>{"gradients-query-coordinate", "packing-slot7-mask"}));
    // The attempt itself is unchanged, and so are the records.
    QCOMPARE(session.attemptQuestions().size(), course.pack().questionIds().size());
    QCOMPARE(course.progress().record(QStringLiteral("packing-slot7-mask")).attempts, 1);
    // Right in the retry: correct now, but never right on the first try.
    QVERIFY(course.answer(QStringLiteral("packing-slot7-mask"), true).isCorrect());
    const QuestionRecord r = course.progress().record(QStringLiteral("packing-slot7-mask"));
    QCOMPARE(r.attempts, 2);
    QVERIFY(r.correct);
    QCOMPARE(r.firstTryCorrect, std::optional<bool>(false));
    QCOMPARE(session.score().correct, 3);
    QCOMPARE(session.score().firstTryCorrect, 1);
    // A second retry round: only what is still wrong, shuffled with the round in the seed.
    QVERIFY(session.retryMissed());
    QCOMPARE(session.retryRound(), 2);
    QCOMPARE(ids(session.shown()), QStringList{"gradients-query-coordinate"});
}

void TestQuizSession::retryRoundSurvivesRestartAndShowAllEndsIt()
{
    Course course;
    QStringList shown;
    {
        QuizSession session(course.pack(), QStringLiteral("quiz"), QuizParams(), course.progress());
        course.answer(QStringLiteral("history-explanation"), false);
        course.answer(QStringLiteral("induction-which-half"), false);
        QVERIFY(session.retryMissed());
        shown = ids(session.shown());
    }
    course.reopen();
    QuizSession session(course.pack(), QStringLiteral("quiz"), QuizParams(), course.progress());
    QVERIFY(session.isRetryRound());
    QCOMPARE(ids(session.shown()), shown);
    QSignalSpy shownChanged(&session, &QuizSession::shownChanged);
    session.showAll();
    QCOMPARE(shownChanged.count(), 1);
    QVERIFY(!session.isRetryRound());
    QCOMPARE(session.shown(), session.attemptQuestions());
    course.reopen();
    QuizSession after(course.pack(), QStringLiteral("quiz"), QuizParams(), course.progress());
    QVERIFY(!after.isRetryRound());
}

void TestQuizSession::resetClearsRecordsAndStartsANewOrder()
{
    Course course;
    QuizSession session(course.pack(), QStringLiteral("quiz"), QuizParams(), course.progress());
    const QStringList before = ids(session.attemptQuestions());
    course.progress().visit(QStringLiteral("history"));
    for (const QuestionSpec &q : course.pack().chapter(QStringLiteral("history"))->questions)
        course.answer(q.id, true);
    QVERIFY(course.progress().isCompleted(QStringLiteral("history")));
    course.answer(QStringLiteral("induction-which-half"), false);
    QVERIFY(session.retryMissed());

    QSignalSpy shownChanged(&session, &QuizSession::shownChanged);
    session.reset();
    QCOMPARE(shownChanged.count(), 1);
    QCOMPARE(session.attemptNumber(), 2);
    QVERIFY(!session.isRetryRound());
    QCOMPARE(session.score().attempted, 0);
    QCOMPARE(course.progress().record(QStringLiteral("history-explanation")).attempts, 0);
    // The chapters whose questions were reset are no longer complete.
    QVERIFY(!course.progress().isCompleted(QStringLiteral("history")));
    QVERIFY(ids(session.attemptQuestions()) != before);
    QCOMPARE(ids(session.attemptQuestions()), QuizOrder::shuffled(course.pack().questionIds(), QuizOrder::mix({2017, 2})));
    course.reopen();
    QuizSession after(course.pack(), QStringLiteral("quiz"), QuizParams(), course.progress());
    QCOMPARE(after.attemptNumber(), 2);
    QCOMPARE(ids(after.attemptQuestions()), ids(session.attemptQuestions()));
}

void TestQuizSession::scoreByChapter()
{
    Course course;
    QuizSession session(course.pack(), QStringLiteral("quiz"), QuizParams(), course.progress());
    course.answer(QStringLiteral("gradients-first-score"), true);
    course.answer(QStringLiteral("gradients-query-coordinate"), false);
    course.answer(QStringLiteral("history-explanation"), false);
    course.answer(QStringLiteral("history-explanation"), true);
    const QList<QuizSession::ChapterScore> byChapter = session.scoreByChapter();
    QStringList chapters;
    for (const QuizSession::ChapterScore &c : byChapter)
        chapters.append(c.chapterId);
    // Pack order; chapters without questions (scaling-variance here, the quiz itself) are left out.
    for (const QString &id : chapters)
        QVERIFY(!course.pack().chapter(id)->questions.isEmpty());
    QVERIFY(!chapters.contains(QStringLiteral("quiz")));
    const auto find = [&byChapter](const QString &id) {
        for (const QuizSession::ChapterScore &c : byChapter)
            if (c.chapterId == id)
                return c.score;
        return CourseProgress::Score();
    };
    const int gradientsQuestions = static_cast<int>(course.pack().chapter(QStringLiteral("gradients"))->questions.size());
    QVERIFY(gradientsQuestions >= 2);
    QCOMPARE(find(QStringLiteral("gradients")).total, gradientsQuestions);
    QCOMPARE(find(QStringLiteral("gradients")).attempted, 2);
    QCOMPARE(find(QStringLiteral("gradients")).correct, 1);
    QCOMPARE(find(QStringLiteral("gradients")).firstTryCorrect, 1);
    QCOMPARE(find(QStringLiteral("history")).correct, 1);
    QCOMPARE(find(QStringLiteral("history")).firstTryCorrect, 0);
    const CourseProgress::Score all = session.score();
    QCOMPARE(all.total, static_cast<int>(course.pack().questionIds().size()));
    QCOMPARE(all.attempted, 3);
    QCOMPARE(all.correct, 2);
    // The breakdown counts every question once.
    int total = 0;
    for (const QuizSession::Breakdown &b : session.breakdownByChapter()) {
        total += b.rightFirstTime + b.rightLater + b.notYetRight + b.unanswered;
        if (b.chapterId == QLatin1String("history")) {
            QCOMPARE(b.rightLater, 1);
            QCOMPARE(b.unanswered, static_cast<int>(course.pack().chapter(QStringLiteral("history"))->questions.size()) - 1);
        }
        if (b.chapterId == QLatin1String("gradients")) {
            QCOMPARE(b.rightFirstTime, 1);
            QCOMPARE(b.notYetRight, 1);
        }
    }
    QCOMPARE(total, all.total);
}

void TestQuizSession::answersInWords()
{
    Course course;
    const QLocale c = QLocale::c();
    const QuestionSpec &single = *course.pack().question(QStringLiteral("induction-which-half"));
    QCOMPARE(QuizAnswerText::describe(single, QuizAnswer::choice(0), QStringLiteral("en"), c), QStringLiteral("The first half"));
    QCOMPARE(QuizAnswerText::correct(single, QStringLiteral("en"), c), QStringLiteral("The repeated half"));
    const QuestionSpec &multiple = *course.pack().question(QStringLiteral("gradients-two-roads"));
    QCOMPARE(QuizAnswerText::correctAnswer(multiple).selection, (QList<int>{0, 3}));
    QVERIFY(QuizAnswerText::correct(multiple, QStringLiteral("en"), c).contains(QStringLiteral("; The probabilities: via the softmax")));
    const QuestionSpec &numeric = *course.pack().question(QStringLiteral("gradients-query-coordinate"));
    QCOMPARE(QuizAnswerText::describe(numeric, QuizAnswer::numeric(-0.75), QStringLiteral("en"), c), QStringLiteral("−0.75 value units per unit of q₂"));
    QCOMPARE(QuizAnswerText::describe(numeric, QuizAnswer::numeric(-0.75), QStringLiteral("en"), QLocale(QLocale::German)), QStringLiteral("−0,75 value units per unit of q₂"));
    QCOMPARE(QuizAnswerText::correct(numeric, QStringLiteral("en"), c), QStringLiteral("1.5 value units per unit of q₂ (± 0.005)"));
    const QuestionSpec &mask = *course.pack().question(QStringLiteral("packing-slot7-mask"));
    // The engine decides the correct keys.
    QCOMPARE(QuizAnswerText::correct(mask, QStringLiteral("en"), c), QStringLiteral("keys 5, 6, 7"));
    QCOMPARE(QuizAnswerText::describe(mask, QuizAnswer::keys({}), QStringLiteral("en"), c), QStringLiteral("no key selected"));
    QCOMPARE(QuizAnswerText::describe(single, QuizAnswer::choices({}), QStringLiteral("en"), c), QStringLiteral("nothing chosen"));
}

void TestQuizSession::csvExport()
{
    Course course;
    // A prompt with a comma and quotes, to be quoted by the rules.
    for (ChapterSpec &chapter : course.pack().chapters)
        for (QuestionSpec &q : chapter.questions)
            if (q.id == QLatin1String("induction-which-half"))
                q.prompt = LocalizedText(QStringLiteral("What does \"A\" mix, exactly?"));
    QuizSession session(course.pack(), QStringLiteral("quiz"), QuizParams(), course.progress());
    // The rows carry the learner id the teacher asked for.
    QString learnerError;
    QVERIFY2(LearnerId::set(QStringLiteral("class 7, Ada"), learnerError), qPrintable(learnerError));
    course.answer(QStringLiteral("induction-which-half"), false);
    course.answer(QStringLiteral("induction-which-half"), true);
    course.answer(QStringLiteral("gradients-query-coordinate"), false);
    const QString path = course.path(QStringLiteral("results.csv"));
    QString error;
    QVERIFY2(QuizResults::save(session, QStringLiteral("en"), path, error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QCOMPARE(lines.at(0), QByteArray("chapter,question id,prompt,attempts,first-try correct,correct,last answer,credit,learner,solution shown\r"));
    QCOMPARE(lines.size(), course.pack().questionIds().size() + 2); // header, rows, the empty piece after the last CRLF
    // One row per question of the attempt, in the order shown.
    for (qsizetype i = 0; i < session.attemptQuestions().size(); ++i)
        QVERIFY(lines.at(i + 1).contains(QByteArray(',' + session.attemptQuestions().at(i)->id.toUtf8() + ',')));
    QVERIFY(lines.contains(QByteArray("induction,induction-which-half,\"What does \"\"A\"\" mix, exactly?\",2,false,true,The repeated half,1,\"class 7, Ada\",false\r")));
    // A prompt with commas is quoted; the wrong number is written in the C locale with its unit.
    const QByteArray prompt = course.pack().question(QStringLiteral("gradients-query-coordinate"))->prompt.text(QStringLiteral("en")).toUtf8();
    QVERIFY(prompt.contains(',') && !prompt.contains('"'));
    QVERIFY(lines.contains(QByteArray("gradients,gradients-query-coordinate,\"") + prompt + QByteArray("\",1,false,false,2.55 value units per unit of q₂,0,\"class 7, Ada\",false\r")));
    // A question not answered: its row has no verdict, answer or credit.
    const QString unanswered = course.pack().question(QStringLiteral("packing-cu-seqlens"))->prompt.text(QStringLiteral("en"));
    QVERIFY(lines.contains(QByteArray("packing,packing-cu-seqlens,") + Csv::field(unanswered) + QByteArray(",0,,,,,\"class 7, Ada\",false\r")));
    QCOMPARE(Csv::field(QStringLiteral("line\nbreak")), QByteArray("\"line\nbreak\""));
    QCOMPARE(Csv::field(QStringLiteral("plain")), QByteArray("plain"));
}

void TestQuizSession::jsonExport()
{
    QSettings().remove(QStringLiteral("learner/id")); // none set: one is drawn
    Course course;
    QuizSession session(course.pack(), QStringLiteral("quiz"), QuizParams(), course.progress());
    course.answer(QStringLiteral("packing-slot7-mask"), true);
    course.answer(QStringLiteral("history-dense-bytes"), false);
    // A cloze question half right: its number gap (weight 2) right, the two others wrong.
    const QuestionSpec *cloze = course.pack().question(QStringLiteral("scaling-variance-cloze-dk64"));
    QVERIFY(cloze);
    QuizAnswer half;
    half.gaps = {QuizAnswer::numeric(64), QuizAnswer::numeric(64), QuizAnswer::numeric(64)};
    QCOMPARE(course.progress().submit(*cloze, half).fraction, 0.5);
    const QString path = course.path(QStringLiteral("results.JSON"));
    QString error;
    QVERIFY2(QuizResults::save(session, QStringLiteral("en"), path, error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonParseError parseError;
    const QJsonObject root = QJsonDocument::fromJson(file.readAll(), &parseError).object();
    QCOMPARE(parseError.error, QJsonParseError::NoError);
    QCOMPARE(root.value(QLatin1String("format")).toInt(), 1);
    QCOMPARE(root.value(QLatin1String("pack")).toObject().value(QLatin1String("id")).toString(), course.pack().id);
    QCOMPARE(root.value(QLatin1String("learner")).toString(), LearnerId::current()); // drawn once, then kept
    QCOMPARE(LearnerId::current(), root.value(QLatin1String("learner")).toString());
    QVERIFY(root.value(QLatin1String("learner")).toString().startsWith(QLatin1String("learner-")));
    QVERIFY(QDateTime::fromString(root.value(QLatin1String("exported")).toString(), Qt::ISODate).isValid());
    const QJsonObject summary = root.value(QLatin1String("summary")).toObject();
    QCOMPARE(summary.value(QLatin1String("questions")).toInt(), static_cast<int>(course.pack().questionIds().size()));
    QCOMPARE(summary.value(QLatin1String("attempted")).toInt(), 3);
    QCOMPARE(summary.value(QLatin1String("correct")).toInt(), 1);
    QCOMPARE(summary.value(QLatin1String("credit")).toDouble(), 1.5); // 1 + 0 + 0.5
    QCOMPARE(summary.value(QLatin1String("first_try_correct")).toInt(), 1);
    const QJsonArray questions = root.value(QLatin1String("questions")).toArray();
    QCOMPARE(questions.size(), course.pack().questionIds().size());
    for (const QJsonValue &value : questions) {
        const QJsonObject q = value.toObject();
        if (q.value(QLatin1String("id")) == QLatin1String("packing-slot7-mask")) {
            QCOMPARE(q.value(QLatin1String("type")).toString(), QStringLiteral("mask"));
            QCOMPARE(q.value(QLatin1String("last_answer")).toArray(), (QJsonArray{5, 6, 7}));
            QCOMPARE(q.value(QLatin1String("last_answer_text")).toString(), QStringLiteral("keys 5, 6, 7"));
            QCOMPARE(q.value(QLatin1String("first_try_correct")), QJsonValue(true));
        } else if (q.value(QLatin1String("id")) == QLatin1String("history-dense-bytes")) {
            QCOMPARE(q.value(QLatin1String("correct")), QJsonValue(false));
            QCOMPARE(q.value(QLatin1String("last_answer")).toDouble(), 19.0);
            QCOMPARE(q.value(QLatin1String("credit")).toDouble(), 0.0);
        } else if (q.value(QLatin1String("id")) == QLatin1String("scaling-variance-cloze-dk64")) {
            QCOMPARE(q.value(QLatin1String("correct")), QJsonValue(false));
            QCOMPARE(q.value(QLatin1String("credit")).toDouble(), 0.5);
            QCOMPARE(q.value(QLatin1String("last_answer")).toArray(), (QJsonArray{64, 64, 64}));
        } else {
            QCOMPARE(q.value(QLatin1String("attempts")).toInt(), 0);
            QVERIFY(q.value(QLatin1String("correct")).isNull());
            QVERIFY(q.value(QLatin1String("last_answer")).isNull());
            QVERIFY(q.value(QLatin1String("credit")).isNull());
        }
    }
    QVERIFY(!root.value(QLatin1String("chapters")).toArray().isEmpty());
}

void TestQuizSession::saveFailures()
{
    Course course;
    QuizSession session(course.pack(), QStringLiteral("quiz"), QuizParams(), course.progress());
    QString error;
    QVERIFY(!QuizResults::save(session, QStringLiteral("en"), course.path(QStringLiteral("results.txt")), error));
    QVERIFY2(error.contains(QStringLiteral(".csv or .json")), qPrintable(error));
    error.clear();
    QVERIFY(!QuizResults::save(session, QStringLiteral("en"), course.path(QStringLiteral("no/such/folder/results.csv")), error));
    QVERIFY2(error.startsWith(QStringLiteral("cannot write")), qPrintable(error));
    // A failed export leaves an existing file as it was.
    const QString existing = course.path(QStringLiteral("keep.csv"));
    {
        QFile f(existing);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("old");
    }
    QVERIFY(QFile::setPermissions(existing, QFileDevice::ReadOwner));
    QVERIFY(QFile::setPermissions(course.folder(), QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    const bool written = QuizResults::save(session, QStringLiteral("en"), existing, error);
    QVERIFY(QFile::setPermissions(course.folder(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
    if (!written) { // root may write anyway
        QFile f(existing);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("old"));
    }
}

ATLAS_TEST_GUILESS_MAIN(TestQuizSession)
#include "tst_quizsession.moc"
