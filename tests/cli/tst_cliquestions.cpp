// attention-atlas-cli questions import|export (docs/cli.md): the JSON printed, a pack edited
// in place that still validates, located warnings and errors, exit statuses.
#include "coretestsupport.h"
#include "suiteregistry.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace atlas;
using namespace atlas::test;

class TestQuestionsCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void importPrintsQuestionJson();
    void importIntoPack();
    void importIntoPackRefusesAndKeepsTheFile();
    void malformedInputExits2();
    void usageErrors_data();
    void usageErrors();
    void exportThenImportIntoAnotherPack();
    void help();
};

void TestQuestionsCli::help()
{
    for (const char *sub : {"import", "export"}) {
        const CliRun run = runCli({QStringLiteral("questions"), QLatin1String(sub), QStringLiteral("--help")}, sourceDir());
        QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
        const QByteArray usage = QByteArray("Usage: attention-atlas-cli questions ") + sub + " [options] ";
        QVERIFY2(run.out.startsWith(usage), run.out.constData());
        QVERIFY(run.out.contains("--format <FORMAT>"));
    }
}

void TestQuestionsCli::importPrintsQuestionJson()
{
    const CliRun run = runCli({QStringLiteral("questions"), QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("moodle-xml"),
                               QStringLiteral("tests/fixtures/moodle/documented.xml")}, sourceDir());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    QJsonParseError error;
    const QJsonArray questions = QJsonDocument::fromJson(run.out, &error).array();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(questions.size(), 7);
    QCOMPARE(questions.at(0).toObject().value(QLatin1String("prompt")).toObject(),
             (QJsonObject{{QStringLiteral("en"), QStringLiteral("What is the capital of France?")}}));
    const QStringList err = QString::fromUtf8(run.err).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(err.size(), 12);
    QCOMPARE(err.at(1), QStringLiteral("tests/fixtures/moodle/documented.xml:12: warning: <correctfeedback> is dropped: a pack question has feedback per choice and an explanation"));
    QCOMPARE(err.last(), QStringLiteral("tests/fixtures/moodle/documented.xml: 7 questions imported, 3 skipped, 10 warnings"));
}

void TestQuestionsCli::importIntoPack()
{
    QTemporaryDir dir;
    QVERIFY(copyTree(packFixturesDir() + QStringLiteral("/valid-every-question-type"), dir.path()));
    const CliRun run = runCli({QStringLiteral("questions"), QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("gift"),
                               sourceDir() + QStringLiteral("/tests/fixtures/moodle/documented.gift"), QStringLiteral("--into"), dir.path(),
                               QStringLiteral("--chapter"), QStringLiteral("intro")}, dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    const QByteArray summary = QByteArray("18 questions imported, 4 skipped, 7 warnings; added to chapter 'intro' of ") + dir.path().toUtf8() + '\n';
    QVERIFY2(run.out.endsWith(summary), run.out.constData());
    const CliRun validate = runCli({QStringLiteral("validate"), dir.path()}, dir.path());
    QVERIFY2(validate.finished && validate.exitCode == 0, qPrintable(validate.describe()));
    const PackLoadResult loaded = PackLoader::load(dir.path(), {});
    QVERIFY(loaded.pack);
    QVERIFY(loaded.pack->allQuestions().size() >= 14);
}

void TestQuestionsCli::importIntoPackRefusesAndKeepsTheFile()
{
    QTemporaryDir dir;
    QVERIFY(copyTree(packFixturesDir() + QStringLiteral("/valid-minimal"), dir.path()));
    const QByteArray before = readFile(dir.filePath(QStringLiteral("pack.json")));
    const CliRun run = runCli({QStringLiteral("questions"), QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("gift"),
                               sourceDir() + QStringLiteral("/tests/fixtures/moodle/documented.gift"), QStringLiteral("--into"), dir.path(),
                               QStringLiteral("--chapter"), QStringLiteral("nope")}, dir.path());
    QVERIFY2(run.finished && run.exitCode == 2, qPrintable(run.describe()));
    QVERIFY(run.err.contains("the pack has no chapter 'nope' (its chapters: intro)"));
    QCOMPARE(run.out, QByteArray());
    QCOMPARE(readFile(dir.filePath(QStringLiteral("pack.json"))), before);
}

void TestQuestionsCli::malformedInputExits2()
{
    QTemporaryDir dir;
    QVERIFY(writeFile(dir.filePath(QStringLiteral("bad.gift")), "::ok::Fine{T}\n\nBroken{=a ~b\n"));
    const CliRun run = runCli({QStringLiteral("questions"), QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("gift"),
                               QStringLiteral("bad.gift")}, dir.path());
    QVERIFY2(run.finished && run.exitCode == 2, qPrintable(run.describe()));
    QCOMPARE(run.out, QByteArray());
    QCOMPARE(run.err, QByteArray("bad.gift:3: error: the answers open with '{' but are not closed with '}'\n"));
}

void TestQuestionsCli::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString gift = QStringLiteral("tests/fixtures/moodle/documented.gift");
    QTest::newRow("no subcommand") << QStringList{} << QStringLiteral("error: missing import, export or stats (attention-atlas-cli questions import|export|stats …)");
    QTest::newRow("bad subcommand") << QStringList{QStringLiteral("merge")} << QStringLiteral("error: unknown subcommand 'merge' (expected import, export or stats)");
    QTest::newRow("no format") << QStringList{QStringLiteral("import"), gift} << QStringLiteral("error: missing --format (gift or moodle-xml)");
    QTest::newRow("bad format") << QStringList{QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("aiken"), gift}
                                << QStringLiteral("error: --format: expected gift or moodle-xml, got 'aiken'");
    QTest::newRow("bad language") << QStringList{QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("gift"), QStringLiteral("--lang"), QStringLiteral("English"), gift}
                                  << QStringLiteral("error: --lang: expected a language code such as en, de or de_CH, got 'English'");
    QTest::newRow("into without chapter") << QStringList{QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("gift"), gift, QStringLiteral("--into"), QStringLiteral("content/self-attention")}
                                          << QStringLiteral("error: --into and --chapter go together: the pack and the chapter that receives the questions");
    QTest::newRow("missing file") << QStringList{QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("gift"), QStringLiteral("nothing.gift")}
                                  << QStringLiteral("error: nothing.gift: cannot read the file");
    QTest::newRow("export unknown chapter") << QStringList{QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("gift"), QStringLiteral("tests/fixtures/packs/valid-minimal"), QStringLiteral("--chapter"), QStringLiteral("x")}
                                            << QStringLiteral("error: --chapter: the pack has no chapter 'x' (its chapters: intro)");
}

void TestQuestionsCli::usageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const CliRun run = runCli(QStringList{QStringLiteral("questions")} + arguments, sourceDir());
    QVERIFY2(run.finished && run.exitCode == 2, qPrintable(run.describe()));
    QCOMPARE(run.out, QByteArray());
    QCOMPARE(QString::fromUtf8(run.err).trimmed(), message);
}

// The tool's own round trip: the built-in course exported as Moodle XML, imported into a pack.
void TestQuestionsCli::exportThenImportIntoAnotherPack()
{
    QTemporaryDir dir;
    const CliRun exported = runCli({QStringLiteral("questions"), QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("moodle-xml"),
                                    QStringLiteral("content/self-attention"), QStringLiteral("--chapter"), QStringLiteral("packing")}, sourceDir());
    QVERIFY2(exported.finished && exported.exitCode == 0, qPrintable(exported.describe()));
    QVERIFY(exported.out.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>"));
    QVERIFY(exported.err.contains("content/self-attention: note: question 'packing-slot7-mask': a mask question, exported as a multiple-answer question over the 10 slots of its block"));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("packing.xml")), exported.out));
    QVERIFY(copyTree(packFixturesDir() + QStringLiteral("/valid-minimal"), dir.filePath(QStringLiteral("pack"))));
    const CliRun imported = runCli({QStringLiteral("questions"), QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("moodle-xml"),
                                    QStringLiteral("packing.xml"), QStringLiteral("--into"), QStringLiteral("pack"), QStringLiteral("--chapter"), QStringLiteral("intro")}, dir.path());
    QVERIFY2(imported.finished && imported.exitCode == 0, qPrintable(imported.describe()));
    const PackLoadResult loaded = PackLoader::load(dir.filePath(QStringLiteral("pack")), {});
    QVERIFY(loaded.isValid());
    const PackLoadResult original = PackLoader::load(sourceDir() + QStringLiteral("/content/self-attention"), {});
    QCOMPARE(loaded.pack->chapters.constFirst().questions.size(), original.pack->chapter(QStringLiteral("packing"))->questions.size());
}

ATLAS_TEST_GUILESS_MAIN(TestQuestionsCli)
#include "tst_cliquestions.moc"
