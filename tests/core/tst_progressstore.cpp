// ProgressStore: the learner's progress file under a missing folder, corruption, partly
// unreadable entries, folders that cannot be written, a crash in the middle of a write, and
// a pack whose version changes. Nothing may be lost without a copy, nothing may crash.
#include "coretestsupport.h"

#include "core/progressstore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <sys/resource.h>
#include <sys/stat.h>

using namespace atlas;
using namespace atlas::test;

namespace {

const QString packId = QStringLiteral("org.example.progress");
const char crashOption[] = "--write-half-and-abort";
const char saveLoopOption[] = "--save-in-a-loop";

// A child process's whole life: start replacing `path` the way ProgressStore::save does,
// write half of the new content, and die before committing.
[[noreturn]] void writeHalfAndAbort(const char *path)
{
    const rlimit noCore{0, 0};
    ::setrlimit(RLIMIT_CORE, &noCore);
    QSaveFile file(QString::fromLocal8Bit(path));
    if (!file.open(QIODevice::WriteOnly))
        std::_Exit(3);
    const QByteArray replacement = "{\"format\": 1, \"packs\": {\"" + QByteArray(100000, 'x') + "\": {}}}";
    file.write(replacement.left(replacement.size() / 2));
    file.flush();
    std::abort();
}

// A child process's whole life: save `path` over and over, each save a bigger file with
// "generation" one higher, saying each generation on stdout after its save, until killed.
[[noreturn]] void saveInALoop(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QString path = QString::fromLocal8Bit(argv[2]);
    ProgressStore store(path);
    if (!store.load().notice.isEmpty())
        std::_Exit(4);
    for (int generation = 1;; ++generation) {
        PackProgress &p = store.progress(packId, QStringLiteral("1.0.0"), {});
        p.lastChapter = QString::number(generation);
        // ~1 MB per file, so that a kill lands inside writes as often as between them.
        for (int i = 0; i < 200; ++i)
            p.answers.insert(QStringLiteral("q%1-%2").arg(generation % 50).arg(i),
                             QuestionRecord{generation, true, true, true, QJsonValue(QString(100, QLatin1Char('a' + generation % 26))), QStringList()});
        if (!store.save())
            std::_Exit(5);
        std::printf("%d\n", generation);
        std::fflush(stdout);
    }
}

QuestionRecord record(int attempts, bool correct, std::optional<bool> firstTry, const QJsonValue &answer)
{
    QuestionRecord r;
    r.attempts = attempts;
    r.correct = correct;
    r.solved = correct || firstTry.value_or(false);
    r.firstTryCorrect = firstTry;
    r.lastAnswer = answer;
    return r;
}

// Fills the store's record of `packId` at `version` with one of everything.
void fill(ProgressStore &store, const QString &version = QStringLiteral("1.0.0"))
{
    PackProgress &p = store.progress(packId, version, {});
    p.visited = {QStringLiteral("intro"), QStringLiteral("quiz")};
    p.completed = {QStringLiteral("intro")};
    p.lastChapter = QStringLiteral("quiz");
    p.answers.insert(QStringLiteral("q1"), record(2, true, false, QJsonArray{1}));
    p.answers.insert(QStringLiteral("q2"), record(1, false, false, QJsonValue(-0.5)));
    p.answers.insert(QStringLiteral("q3"), record(1, true, true, QJsonArray{5, 6, 7}));
    p.chapterState.insert(QStringLiteral("quiz"), QJsonObject{{QStringLiteral("order"), QJsonArray{2, 0, 1}}});
}

// True when this process may write into a folder without write permission (root).
bool permissionsIgnored(const QString &folder)
{
    QFile probe(QDir(folder).filePath(QStringLiteral(".probe")));
    const bool written = probe.open(QIODevice::WriteOnly);
    if (written)
        probe.remove();
    return written;
}

void expectSetAsideWarning()
{
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^progress file .* set aside:")));
}

void expectSaveWarning()
{
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^cannot save progress: ")));
}

QJsonObject fileObject(const QString &path)
{
    return QJsonDocument::fromJson(readFile(path)).object();
}

} // namespace

class TestProgressStore : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void defaultFileIsInTheTestLocation();
    void missingFolderIsCreated();
    void roundTrip();
    void corruptFileIsSetAside_data();
    void corruptFileIsSetAside();
    void everyCorruptCopyIsKept();
    void progressFileIsAFolder();
    void oversizedFileIsSetAside();
    void partlyUnreadable_data();
    void partlyUnreadable();
    void readOnlyFolder();
    void saveFailsWhenTheFileIsAFolder();
    void saveFailsWhenTheFolderCannotBeMade();
    void unreadableFileThatCannotBeMoved();
    void crashInTheMiddleOfAWrite();
    void killedAtAnyMomentOfASave();
    void abandonedWrite();
    void interruptedSaveIsCleanedUp();
    void savedCompactly();
    void nearlyFullFileSurvivesASave();
    void saveBeyondTheLimitKeepsTheOldFile();
    void futureFormatIsSetAside();
    void copyKeptBeforeUnreadableStateIsReplaced();
    void versionChange();
    void archiveIsBounded();

private:
    QString file() const { return temporary_->filePath(QStringLiteral("progress.json")); }
    std::unique_ptr<QTemporaryDir> temporary_;
};

void TestProgressStore::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestProgressStore::init()
{
    temporary_ = std::make_unique<QTemporaryDir>();
    QVERIFY(temporary_->isValid());
}

void TestProgressStore::defaultFileIsInTheTestLocation()
{
    const QString location = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QVERIFY(location.contains(QLatin1String(".qttest")));
    QCOMPARE(ProgressStore::defaultFilePath(), QDir(location).filePath(QStringLiteral("progress.json")));
    QCOMPARE(ProgressStore().filePath(), ProgressStore::defaultFilePath());
}

void TestProgressStore::missingFolderIsCreated()
{
    const QString path = temporary_->filePath(QStringLiteral("a/b/c/progress.json"));
    ProgressStore store(path);
    const ProgressStore::LoadOutcome outcome = store.load();
    QCOMPARE(outcome.notice, QString());
    QCOMPARE(outcome.setAsidePath, QString());
    QVERIFY(!QFileInfo::exists(temporary_->filePath(QStringLiteral("a")))); // loading writes nothing
    fill(store);
    QString error;
    QVERIFY2(store.save(&error), qPrintable(error));
    QCOMPARE(error, QString());
    const QJsonObject saved = fileObject(path);
    QCOMPARE(saved.value(QStringLiteral("format")).toInt(), 1);
    QVERIFY(saved.value(QStringLiteral("packs")).toObject().contains(packId));
}

void TestProgressStore::roundTrip()
{
    ProgressStore store(file());
    fill(store);
    QuestionRecord typed = record(1, false, false, QJsonValue(QStringLiteral("soft-max")));
    typed.partialCredit = 0.5; // a short answer's partial credit
    store.progress(packId, QStringLiteral("1.0.0"), {}).answers.insert(QStringLiteral("q4"), typed);
    PackProgress &other = store.progress(QStringLiteral("org.example.other"), QStringLiteral("2"), {});
    other.visited = {QStringLiteral("x")};
    QVERIFY(store.save());
    const QByteArray first = readFile(file());

    ProgressStore loaded(file());
    QCOMPARE(loaded.load().notice, QString());
    QVERIFY(loaded.contains(packId));
    QVERIFY(loaded.contains(QStringLiteral("org.example.other")));
    QCOMPARE(loaded.progress(packId, QStringLiteral("1.0.0"), {}).toJson(), store.progress(packId, QStringLiteral("1.0.0"), {}).toJson());
    const PackProgress &p = loaded.progress(packId, QStringLiteral("1.0.0"), {});
    QCOMPARE(p.answers.value(QStringLiteral("q1")), record(2, true, false, QJsonArray{1}));
    QCOMPARE(p.answers.value(QStringLiteral("q3")).firstTryCorrect, std::optional<bool>(true));
    QCOMPARE(p.answers.value(QStringLiteral("q4")).partialCredit, 0.5);
    QCOMPARE(p.answers.value(QStringLiteral("q4")).lastAnswer, QJsonValue(QStringLiteral("soft-max")));
    QCOMPARE(p.answers.value(QStringLiteral("q1")).partialCredit, 0.0); // none written: none
    QCOMPARE(p.lastChapter, QStringLiteral("quiz"));
    // Saving what was loaded writes the same bytes: the format is stable.
    QVERIFY(loaded.save());
    QCOMPARE(readFile(file()), first);
}

void TestProgressStore::corruptFileIsSetAside_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::newRow("truncated JSON") << QByteArray("{\"format\": 1, \"packs\": {\"org.example.progress\": {\"visited\": [\"in");
    QTest::newRow("binary garbage") << QByteArray("\x00\xff\xfe{\x01\x80 progress", 14);
    QTest::newRow("empty file") << QByteArray();
    QTest::newRow("an array") << QByteArray("[1, 2, 3]");
    QTest::newRow("another format") << QByteArray(R"({"format": 0, "packs": {}})");
    QTest::newRow("format of the wrong type") << QByteArray(R"({"format": "1", "packs": {}})");
    QTest::newRow("a string") << QByteArray(R"("progress")");
    QTest::newRow("no format") << QByteArray(R"({"packs": {}})");
    QTest::newRow("packs not an object") << QByteArray(R"({"format": 1, "packs": []})");
}

void TestProgressStore::corruptFileIsSetAside()
{
    QFETCH(QByteArray, content);
    QVERIFY(writeFile(file(), content));
    ProgressStore store(file());
    expectSetAsideWarning();
    const ProgressStore::LoadOutcome outcome = store.load();

    // Set aside under a recognizable name, byte for byte, never deleted.
    QVERIFY2(QRegularExpression(QStringLiteral("/progress\\.json\\.corrupt-\\d{8}-\\d{6}$")).match(outcome.setAsidePath).hasMatch(),
             qPrintable(outcome.setAsidePath));
    QCOMPARE(readFile(outcome.setAsidePath), content);
    QCOMPARE(QFileInfo(outcome.setAsidePath).size(), qint64(content.size()));
    QVERIFY(outcome.notice.contains(outcome.setAsidePath));
    QVERIFY(outcome.notice.contains(QLatin1String("you start fresh")));
    // A fresh start: nothing in memory, nothing in the way of saving.
    QVERIFY(!QFileInfo::exists(file()));
    QVERIFY(!store.contains(packId));
    QVERIFY(!store.savingDisabled());
    fill(store);
    QVERIFY(store.save());
    QCOMPARE(store.load().notice, QString());
    QVERIFY(store.contains(packId));
    QCOMPARE(readFile(outcome.setAsidePath), content);
}

void TestProgressStore::everyCorruptCopyIsKept()
{
    QStringList copies;
    for (int n = 0; n < 3; ++n) {
        const QByteArray content = "corrupt " + QByteArray::number(n);
        QVERIFY(writeFile(file(), content));
        ProgressStore store(file());
        expectSetAsideWarning();
        copies.append(store.load().setAsidePath);
        QCOMPARE(readFile(copies.last()), content);
    }
    // Within one second the names get a counter; either way all three differ and survive.
    QCOMPARE(QSet<QString>(copies.begin(), copies.end()).size(), 3);
    for (int n = 0; n < 3; ++n)
        QCOMPARE(readFile(copies.at(n)), "corrupt " + QByteArray::number(n));
}

void TestProgressStore::progressFileIsAFolder()
{
    QVERIFY(writeFile(file() + QLatin1String("/inside.txt"), "kept"));
    ProgressStore store(file());
    expectSetAsideWarning();
    const ProgressStore::LoadOutcome outcome = store.load();
    QVERIFY(!outcome.setAsidePath.isEmpty());
    QCOMPARE(readFile(outcome.setAsidePath + QLatin1String("/inside.txt")), QByteArray("kept"));
    fill(store);
    QVERIFY(store.save());
    QVERIFY(QFileInfo(file()).isFile());
}

void TestProgressStore::oversizedFileIsSetAside()
{
    {
        QFile big(file());
        QVERIFY(big.open(QIODevice::WriteOnly));
        QVERIFY(big.resize(ProgressStore::maxFileBytes + 1)); // sparse: cheap
    }
    ProgressStore store(file());
    expectSetAsideWarning();
    const ProgressStore::LoadOutcome outcome = store.load();
    QCOMPARE(QFileInfo(outcome.setAsidePath).size(), ProgressStore::maxFileBytes + 1);
    QVERIFY(outcome.notice.contains(QLatin1String("larger than 16 MiB")));
}

void TestProgressStore::partlyUnreadable_data()
{
    // Each row breaks one entry of an otherwise good file; what is readable must be kept.
    QTest::addColumn<QString>("pointer"); // what to replace, in the good file's pack record
    QTest::addColumn<QJsonValue>("value");
    QTest::newRow("an answer is not an object") << "answers/bad" << QJsonValue(7);
    QTest::newRow("an answer with negative attempts") << "answers/bad" << QJsonValue(QJsonObject{{QStringLiteral("attempts"), -1}});
    QTest::newRow("an answer without attempts") << "answers/bad" << QJsonValue(QJsonObject{{QStringLiteral("correct"), true}});
    QTest::newRow("an answer whose correctness is a string") << "answers/bad" << QJsonValue(QJsonObject{{QStringLiteral("attempts"), 1}, {QStringLiteral("correct"), QStringLiteral("yes")}});
    QTest::newRow("an answer whose first try is a number") << "answers/bad" << QJsonValue(QJsonObject{{QStringLiteral("attempts"), 1}, {QStringLiteral("firstTryCorrect"), 1}});
    QTest::newRow("an answer whose partial credit is full") << "answers/bad" << QJsonValue(QJsonObject{{QStringLiteral("attempts"), 1}, {QStringLiteral("partialCredit"), 1}});
    QTest::newRow("an answer whose partial credit is a string") << "answers/bad" << QJsonValue(QJsonObject{{QStringLiteral("attempts"), 1}, {QStringLiteral("partialCredit"), QStringLiteral("half")}});
    QTest::newRow("a completed entry is a number") << "completed" << QJsonValue(QJsonArray{QStringLiteral("intro"), 5});
    QTest::newRow("completed is a string") << "completed" << QJsonValue(QStringLiteral("intro"));
    QTest::newRow("chapter state is an array") << "chapterState" << QJsonValue(QJsonArray{1, 2});
    QTest::newRow("last chapter is a number") << "lastChapter" << QJsonValue(3);
    QTest::newRow("the version is a number") << "version" << QJsonValue(1);
    QTest::newRow("the archive is an object") << "archived" << QJsonValue(QJsonObject{{QStringLiteral("0"), 1}});
    QTest::newRow("another pack is not an object") << "../org.example.other" << QJsonValue(QStringLiteral("lost?"));
}

void TestProgressStore::partlyUnreadable()
{
    QFETCH(QString, pointer);
    QFETCH(QJsonValue, value);
    ProgressStore good(file());
    fill(good);
    QVERIFY(good.save());
    QJsonObject root = fileObject(file());
    QJsonObject packs = root.value(QStringLiteral("packs")).toObject();
    QJsonObject pack = packs.value(packId).toObject();
    if (pointer.startsWith(QLatin1String("../"))) {
        packs.insert(pointer.mid(3), value);
    } else if (pointer.startsWith(QLatin1String("answers/"))) {
        QJsonObject answers = pack.value(QStringLiteral("answers")).toObject();
        answers.insert(pointer.mid(8), value);
        pack.insert(QStringLiteral("answers"), answers);
    } else {
        pack.insert(pointer, value);
    }
    packs.insert(packId, pack);
    root.insert(QStringLiteral("packs"), packs);
    const QByteArray original = QJsonDocument(root).toJson();
    QVERIFY(writeFile(file(), original));

    ProgressStore store(file());
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^1 unreadable progress entries in ")));
    const ProgressStore::LoadOutcome outcome = store.load();
    QCOMPARE(outcome.notice, QStringLiteral("1 entry of your saved progress could not be read and was skipped; the rest was kept. A copy of the original is at ")
                                 + outcome.setAsidePath + QLatin1Char('.'));
    QCOMPARE(readFile(outcome.setAsidePath), original); // a copy …
    QCOMPARE(readFile(file()), original);               // … and the original is still in place
    QVERIFY(!store.savingDisabled());
    // Everything else was kept (an unreadable version reads as an unknown one: the record
    // migrates to 1.0.0 with every answer, as all question ids are asked for).
    const PackProgress &p = store.progress(packId, QStringLiteral("1.0.0"), {QStringLiteral("q1"), QStringLiteral("q2"), QStringLiteral("q3")});
    QCOMPARE(p.answers.value(QStringLiteral("q1")), record(2, true, false, QJsonArray{1}));
    QCOMPARE(p.answers.value(QStringLiteral("q3")), record(1, true, true, QJsonArray{5, 6, 7}));
    QVERIFY(!p.answers.contains(QStringLiteral("bad")));
    QVERIFY(p.visited.contains(QStringLiteral("quiz")));
    if (pointer != QLatin1String("lastChapter"))
        QCOMPARE(p.lastChapter, QStringLiteral("quiz"));
    if (pointer != QLatin1String("chapterState"))
        QVERIFY(p.chapterState.contains(QStringLiteral("quiz")));
}

void TestProgressStore::readOnlyFolder()
{
    const QString folder = temporary_->filePath(QStringLiteral("locked"));
    const QString path = folder + QLatin1String("/progress.json");
    ProgressStore store(path);
    fill(store);
    QVERIFY(store.save());
    const QByteArray before = readFile(path);
    QVERIFY(QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    const bool ignored = permissionsIgnored(folder);
    if (!ignored) {
        store.progress(packId, QStringLiteral("1.0.0"), {}).visited.insert(QStringLiteral("new"));
        QString error;
        expectSaveWarning();
        QVERIFY(!store.save(&error));
        QVERIFY(error.startsWith(QLatin1String("cannot write ") + path + QLatin1String(": ")));
        QVERIFY(store.progress(packId, QStringLiteral("1.0.0"), {}).visited.contains(QStringLiteral("new")));
        QCOMPARE(readFile(path), before);
    }
    QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    if (ignored)
        QSKIP("permissions are not enforced for this user (root); saveFailsWhenTheFileIsAFolder covers the failure");
}

// Covers the failing save where permissions cannot be relied on: the file's name is taken by
// a folder, so the atomic rename cannot replace it.
void TestProgressStore::saveFailsWhenTheFileIsAFolder()
{
    ProgressStore store(file());
    QCOMPARE(store.load().notice, QString());
    fill(store);
    QVERIFY(writeFile(file() + QLatin1String("/inside.txt"), "kept"));
    QString error;
    expectSaveWarning();
    QVERIFY(!store.save(&error));
    QVERIFY2(error.startsWith(QLatin1String("cannot write ") + file() + QLatin1String(": ")), qPrintable(error));
    QCOMPARE(store.progress(packId, QStringLiteral("1.0.0"), {}).answers.size(), 3);
    QCOMPARE(readFile(file() + QLatin1String("/inside.txt")), QByteArray("kept"));
    // No temporary file is left behind.
    QCOMPARE(QDir(temporary_->path()).entryList(QDir::Files | QDir::Hidden), QStringList());
    // A failed save may be retried once the way is clear.
    QVERIFY(QDir(file()).removeRecursively());
    QVERIFY(store.save());
}

void TestProgressStore::saveFailsWhenTheFolderCannotBeMade()
{
    QVERIFY(writeFile(temporary_->filePath(QStringLiteral("data")), "a file, not a folder"));
    ProgressStore store(temporary_->filePath(QStringLiteral("data/progress.json")));
    fill(store);
    QString error;
    expectSaveWarning();
    QVERIFY(!store.save(&error));
    QCOMPARE(error, QLatin1String("cannot create the folder ") + temporary_->filePath(QStringLiteral("data")));
    QVERIFY(store.contains(packId));
}

// A file that can be neither read nor moved must not be overwritten: saving is disabled.
void TestProgressStore::unreadableFileThatCannotBeMoved()
{
    const QString folder = temporary_->filePath(QStringLiteral("locked"));
    const QString path = folder + QLatin1String("/progress.json");
    QVERIFY(writeFile(path, "{\"format\": 1, \"packs\": {}}"));
    QVERIFY(QFile::setPermissions(path, QFileDevice::Permissions()));
    QVERIFY(QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    const bool ignored = permissionsIgnored(folder);
    if (!ignored) {
        ProgressStore store(path);
        expectSetAsideWarning();
        const ProgressStore::LoadOutcome outcome = store.load();
        QCOMPARE(outcome.setAsidePath, QString());
        QVERIFY(outcome.notice.contains(QLatin1String("progress will not be saved this session")));
        QVERIFY(store.savingDisabled());
        fill(store);
        QString error;
        expectSaveWarning();
        QVERIFY(!store.save(&error));
        QVERIFY(!error.isEmpty());
    }
    QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    if (ignored)
        QSKIP("permissions are not enforced for this user (root)");
}

// A process that dies while replacing the file (QSaveFile, as ProgressStore::save) leaves
// the previous file intact and loadable.
void TestProgressStore::crashInTheMiddleOfAWrite()
{
    ProgressStore store(file());
    fill(store);
    QVERIFY(store.save());
    const QByteArray before = readFile(file());

    QProcess child;
    child.start(QCoreApplication::applicationFilePath(), {QString::fromLatin1(crashOption), file()});
    QVERIFY(child.waitForFinished(30000));
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);

    QCOMPARE(readFile(file()), before);
    ProgressStore reloaded(file());
    const ProgressStore::LoadOutcome outcome = reloaded.load();
    QCOMPARE(outcome.notice, QString());
    QCOMPARE(outcome.setAsidePath, QString());
    QCOMPARE(reloaded.progress(packId, QStringLiteral("1.0.0"), {}).toJson(), store.progress(packId, QStringLiteral("1.0.0"), {}).toJson());
    // The half-written temporary file does not get in the way of the next save.
    QVERIFY(reloaded.save());
    QCOMPARE(readFile(file()), before);
}

// The contract of §4: a kill (SIGKILL) at any moment of a save leaves the old file or the
// new one, never a broken one, and nothing else in the folder. A child saves in a loop and is
// killed at a random moment, many times over; after each kill the file must load cleanly and
// hold a generation the child had reached.
void TestProgressStore::killedAtAnyMomentOfASave()
{
    QRandomGenerator random(14);
    int lastSeen = 0;
    int killedMidWay = 0; // kills after which the file was older than what the child was writing
    for (int round = 0; round < 60; ++round) {
        QProcess child;
        child.start(QCoreApplication::applicationFilePath(), {QString::fromLatin1(saveLoopOption), file()});
        QVERIFY(child.waitForStarted(30000));
        // Wait for at least one save, then a random moment more.
        QVERIFY2(child.waitForReadyRead(30000), qPrintable(QString::fromLocal8Bit(child.readAllStandardError())));
        QTest::qWait(int(random.bounded(40)));
        ::kill(pid_t(child.processId()), SIGKILL);
        QVERIFY(child.waitForFinished(30000));
        const QList<QByteArray> reported = child.readAllStandardOutput().split('\n');
        int reached = 0;
        for (const QByteArray &line : reported)
            reached = std::max(reached, line.toInt());

        ProgressStore reloaded(file());
        const ProgressStore::LoadOutcome outcome = reloaded.load();
        QVERIFY2(outcome.notice.isEmpty(), qPrintable(QStringLiteral("round %1: %2").arg(round).arg(outcome.notice)));
        const int generation = reloaded.progress(packId, QStringLiteral("1.0.0"), {}).lastChapter.toInt();
        // The child's generations restart at 1 each round, so the file holds one the child
        // reported (or the one it was writing when killed: reported after the commit).
        QVERIFY2(generation >= 1 && generation >= reached && generation <= reached + 1,
                 qPrintable(QStringLiteral("round %1: the file holds generation %2, the child had reported %3").arg(round).arg(generation).arg(reached)));
        killedMidWay += generation == reached ? 1 : 0;
        lastSeen = generation;
        const QStringList files = QDir(temporary_->path()).entryList(QDir::Files | QDir::Hidden | QDir::System);
        QVERIFY2(files == QStringList{"progress.json"},
                 qPrintable(QStringLiteral("round %1: the folder holds %2").arg(round).arg(files.join(QStringLiteral(", ")))));
    }
    QVERIFY(lastSeen > 0);
    qInfo("%d of 60 kills found the last reported save in the file (killed during a save or between two)", killedMidWay);
}

void TestProgressStore::abandonedWrite()
{
    ProgressStore store(file());
    fill(store);
    QVERIFY(store.save());
    const QByteArray before = readFile(file());
    {
        QSaveFile half(file());
        QVERIFY(half.open(QIODevice::WriteOnly));
        half.write("{\"format\": 1, \"pa");
        // destroyed without commit()
    }
    QCOMPARE(readFile(file()), before);
    QCOMPARE(QDir(temporary_->path()).entryList(QDir::Files | QDir::Hidden), QStringList{"progress.json"});
}

// A kill between QSaveFile's link of the finished temporary file and its rename over the
// progress file leaves progress.json.XXXXXX beside the old file; the next load removes it
// (and only it: a name of another shape is not ours).
void TestProgressStore::interruptedSaveIsCleanedUp()
{
    ProgressStore store(file());
    fill(store);
    QVERIFY(store.save());
    const QByteArray before = readFile(file());
    for (const char *name : {"progress.json.aB3dE9", "progress.json.Zz0000"}) {
        QFile leftover(QDir(temporary_->path()).filePath(QLatin1String(name)));
        QVERIFY(leftover.open(QIODevice::WriteOnly));
        leftover.write("{\"format\": 1, \"packs\": {}}");
    }
    const QStringList others{QStringLiteral("progress.json.bak"), QStringLiteral("progress.json.corrupt-20260101-000000"),
                             QStringLiteral("progress.json.abcdefg"), QStringLiteral("notes.aB3dE9")};
    for (const QString &name : others) {
        QFile other(QDir(temporary_->path()).filePath(name));
        QVERIFY(other.open(QIODevice::WriteOnly));
    }
    ProgressStore reloaded(file());
    QCOMPARE(reloaded.load().notice, QString());
    QCOMPARE(readFile(file()), before);
    QStringList expected = others;
    expected.append(QStringLiteral("progress.json"));
    expected.sort();
    QCOMPARE(QDir(temporary_->path()).entryList(QDir::Files | QDir::Hidden, QDir::Name), expected);
}

void TestProgressStore::savedCompactly()
{
    ProgressStore store(file());
    fill(store);
    QVERIFY(store.save());
    const QByteArray saved = readFile(file());
    QCOMPARE(saved, QJsonDocument(QJsonDocument::fromJson(saved).object()).toJson(QJsonDocument::Compact));
    QVERIFY(!saved.contains('\n'));
}

// The probe's file: 15 MiB, under the 16 MiB limit. Saved indented it became 52 MB and the
// next launch set it aside as too large; compact, it stays what it was.
void TestProgressStore::nearlyFullFileSurvivesASave()
{
    {
        ProgressStore store(file());
        PackProgress &p = store.progress(packId, QStringLiteral("1.0.0"), {});
        QJsonArray answer;
        for (int i = 0; i < 8; ++i)
            answer.append(i);
        for (int i = 0;; ++i) {
            p.answers.insert(QStringLiteral("question-%1").arg(i, 6, 10, QLatin1Char('0')), record(3, true, false, answer));
            if (i % 10000 == 9999 && QJsonDocument(p.toJson()).toJson(QJsonDocument::Compact).size() > (qint64(15) << 20))
                break;
        }
        QVERIFY(store.save());
    }
    const qint64 before = QFileInfo(file()).size();
    QVERIFY(before > (qint64(15) << 20) && before < ProgressStore::maxFileBytes);
    ProgressStore store(file());
    QCOMPARE(store.load().notice, QString());
    store.progress(packId, QStringLiteral("1.0.0"), {}).visited.insert(QStringLiteral("intro"));
    QVERIFY(store.save());
    QVERIFY(QFileInfo(file()).size() < ProgressStore::maxFileBytes);
    ProgressStore again(file());
    QCOMPARE(again.load().notice, QString());
    QVERIFY(again.progress(packId, QStringLiteral("1.0.0"), {}).visited.contains(QStringLiteral("intro")));
}

void TestProgressStore::saveBeyondTheLimitKeepsTheOldFile()
{
    ProgressStore store(file());
    fill(store);
    QVERIFY(store.save());
    const QByteArray before = readFile(file());
    // An answer longer than the file may be.
    store.progress(packId, QStringLiteral("1.0.0"), {}).answers.insert(
        QStringLiteral("huge"), record(1, true, true, QString(int(ProgressStore::maxFileBytes), QLatin1Char('x'))));
    QString error;
    expectSaveWarning();
    QVERIFY(!store.save(&error));
    QVERIFY2(error.contains(QLatin1String("beyond 16 MiB")), qPrintable(error));
    QCOMPARE(readFile(file()), before);
}

void TestProgressStore::futureFormatIsSetAside()
{
    const QByteArray content = R"({"format": 2, "packs": {"org.example.progress": {"version": "9"}}, "learner": {}})";
    QVERIFY(writeFile(file(), content));
    ProgressStore store(file());
    expectSetAsideWarning();
    const ProgressStore::LoadOutcome outcome = store.load();
    QVERIFY2(outcome.notice.contains(QLatin1String("newer version of Attention Atlas (file format 2)")), qPrintable(outcome.notice));
    QVERIFY(outcome.notice.contains(outcome.setAsidePath));
    QCOMPARE(readFile(outcome.setAsidePath), content);
    // Never overwritten: the next save writes a new file beside the copy.
    fill(store);
    QVERIFY(store.save());
    QCOMPARE(readFile(outcome.setAsidePath), content);
}

void TestProgressStore::copyKeptBeforeUnreadableStateIsReplaced()
{
    ProgressStore store(file());
    fill(store);
    QVERIFY(store.save());
    const QByteArray before = readFile(file());
    QString error;
    const QString copy = store.keepCopy(&error);
    QVERIFY2(QRegularExpression(QStringLiteral("/progress\\.json\\.corrupt-\\d{8}-\\d{6}")).match(copy).hasMatch(), qPrintable(copy + error));
    QCOMPARE(readFile(copy), before);
    QCOMPARE(readFile(file()), before); // a copy: the file itself stays
    // Without a file there is nothing to keep.
    ProgressStore none(temporary_->filePath(QStringLiteral("absent.json")));
    QCOMPARE(none.keepCopy(), QString());
}

void TestProgressStore::versionChange()
{
    {
        ProgressStore store(file());
        fill(store, QStringLiteral("1.0.0"));
        QVERIFY(store.save());
    }
    ProgressStore store(file());
    QCOMPARE(store.load().notice, QString());
    // Version 2 dropped q2 and added q4.
    PackProgress &p = store.progress(packId, QStringLiteral("2.0.0"), {QStringLiteral("q1"), QStringLiteral("q3"), QStringLiteral("q4")});
    QCOMPARE(p.version, QStringLiteral("2.0.0"));
    QCOMPARE(p.answers.keys(), (QStringList{"q1", "q3"}));
    QCOMPARE(p.answers.value(QStringLiteral("q1")), record(2, true, false, QJsonArray{1}));
    QVERIFY(p.completed.isEmpty()); // recomputed against the new questions
    QCOMPARE(p.visited.size(), 2);
    QCOMPARE(p.lastChapter, QStringLiteral("quiz"));
    // Asking again at the same version changes nothing.
    QCOMPARE(&store.progress(packId, QStringLiteral("2.0.0"), {}), &p);
    QCOMPARE(p.answers.size(), 2);
    QVERIFY(store.save());

    // The old record, q2 included, is archived in the file and survives later saves.
    for (int round = 0; round < 2; ++round) {
        const QJsonObject saved = fileObject(file()).value(QStringLiteral("packs")).toObject().value(packId).toObject();
        const QJsonArray archived = saved.value(QStringLiteral("archived")).toArray();
        QCOMPARE(archived.size(), 1);
        const QJsonObject old = archived.at(0).toObject();
        QCOMPARE(old.value(QStringLiteral("version")).toString(), QStringLiteral("1.0.0"));
        QCOMPARE(QuestionRecord::fromJson(old.value(QStringLiteral("answers")).toObject().value(QStringLiteral("q2"))),
                 std::optional<QuestionRecord>(record(1, false, false, QJsonValue(-0.5))));
        QCOMPARE(old.value(QStringLiteral("completed")).toArray(), QJsonArray{QStringLiteral("intro")});
        ProgressStore again(file());
        QCOMPARE(again.load().notice, QString());
        QVERIFY(again.save());
    }
}

void TestProgressStore::archiveIsBounded()
{
    ProgressStore store(file());
    for (int version = 1; version <= ProgressStore::maxArchived + 3; ++version) {
        PackProgress &p = store.progress(packId, QString::number(version), {});
        p.lastChapter = QStringLiteral("chapter-") + QString::number(version);
    }
    QVERIFY(store.save());
    const QJsonArray archived = fileObject(file()).value(QStringLiteral("packs")).toObject().value(packId).toObject()
                                    .value(QStringLiteral("archived")).toArray();
    QCOMPARE(archived.size(), ProgressStore::maxArchived);
    // The newest are kept: versions 3 … 7 (8 is current).
    QCOMPARE(archived.first().toObject().value(QStringLiteral("version")).toString(), QStringLiteral("3"));
    QCOMPARE(archived.last().toObject().value(QStringLiteral("version")).toString(), QString::number(ProgressStore::maxArchived + 2));
}

int main(int argc, char *argv[])
{
    if (argc == 3 && std::strcmp(argv[1], crashOption) == 0)
        writeHalfAndAbort(argv[2]);
    if (argc == 3 && std::strcmp(argv[1], saveLoopOption) == 0)
        saveInALoop(argc, argv);
    QCoreApplication app(argc, argv);
    TestProgressStore test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_progressstore.moc"
