// attention-atlas-cli validate (docs/cli.md): one diagnostic per line, then a summary line;
// exit status 0 valid, 1 invalid (with --strict: any warning too), 2 usage error.
#include "coretestsupport.h"
#include "core/chapterpluginapi.h"
#include "suiteregistry.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSaveFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include "testpaths.h"

using namespace atlas;
using namespace atlas::test;

class TestValidateCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void builtInCourseIsValid();
    void installedCourseIsValid();
    void brokenFixture();
    void usageErrors_data();
    void usageErrors();
    void help();
    void missingFolder();
    void withPlugins();
    void strictCountsWarnings();
    void builtInCourseIsStrictlyValid();
    void paramsAreCheckedWithoutWidgetLibraries();
    void jsonReport();
    void jsonReportWithoutManifest();
    void codesAreTheDocumentedOnes();
    void watchReportsAgainAfterASave();
};

void TestValidateCli::builtInCourseIsValid()
{
    const CliRun run = runCli({QStringLiteral("validate"), QStringLiteral("content/self-attention"), QStringLiteral("--no-plugins")}, sourceDir());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    QCOMPARE(run.outLines(), QStringList{QStringLiteral("content/self-attention: valid: 0 errors, 0 warnings (12 chapters, %1 questions); "
                                                       "chapter kinds and params not checked (--no-plugins)").arg(builtInQuestionCount())});
    QCOMPARE(run.err, QByteArray());
}

void TestValidateCli::installedCourseIsValid()
{
    // The build tree mirrors the installation (docs/architecture.md, "Build and install layout").
    const CliRun run = runCli({QStringLiteral("validate"), QStringLiteral("--no-plugins"), testpaths::builtInPackDir()},
                              testpaths::buildDir());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    QCOMPARE(run.outLines().size(), 1);
}

// --json: one object with the counts and each finding's code, the same exit status.
void TestValidateCli::jsonReport()
{
    const QString folder = QStringLiteral("tests/fixtures/packs/single-answer-out-of-range");
    const CliRun run = runCli({QStringLiteral("validate"), QStringLiteral("--no-plugins"), QStringLiteral("--json"), folder}, sourceDir());
    QVERIFY2(run.finished && run.exitCode == 1, qPrintable(run.describe()));
    QJsonParseError error;
    const QJsonObject report = QJsonDocument::fromJson(run.out, &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QCOMPARE(report.value(QStringLiteral("pack")).toString(), folder);
    QCOMPARE(report.value(QStringLiteral("valid")), QJsonValue(false));
    QCOMPARE(report.value(QStringLiteral("errors")).toInt(), 1);
    QCOMPARE(report.value(QStringLiteral("warnings")).toInt(), 0);
    QCOMPARE(report.value(QStringLiteral("chapters")).toInt(), 1);
    QCOMPARE(report.value(QStringLiteral("plugins_checked")), QJsonValue(false));
    const QJsonArray diagnostics = report.value(QStringLiteral("diagnostics")).toArray();
    QCOMPARE(diagnostics.size(), 1);
    const QJsonObject d = diagnostics.at(0).toObject();
    QCOMPARE(d.value(QStringLiteral("severity")).toString(), QStringLiteral("error"));
    QCOMPARE(d.value(QStringLiteral("code")).toString(), QStringLiteral("out-of-range"));
    QCOMPARE(d.value(QStringLiteral("file")).toString(), folder + QLatin1String("/pack.json"));
    QCOMPARE(d.value(QStringLiteral("line")).toInt(), 18);
    QCOMPARE(d.value(QStringLiteral("column")).toInt(), 21);
    QCOMPARE(d.value(QStringLiteral("pointer")).toString(), QStringLiteral("/chapters/0/questions/0/answer"));
    QVERIFY(!d.value(QStringLiteral("message")).toString().isEmpty());

    // A valid pack: valid true, status 0, no findings.
    const CliRun valid = runCli({QStringLiteral("validate"), QStringLiteral("--no-plugins"), QStringLiteral("--json"),
                                 QStringLiteral("tests/fixtures/packs/valid-minimal")}, sourceDir());
    QVERIFY2(valid.finished && valid.exitCode == 0, qPrintable(valid.describe()));
    const QJsonObject clean = QJsonDocument::fromJson(valid.out).object();
    QCOMPARE(clean.value(QStringLiteral("valid")), QJsonValue(true));
    QVERIFY(clean.value(QStringLiteral("diagnostics")).toArray().isEmpty());
}

void TestValidateCli::jsonReportWithoutManifest()
{
    const CliRun run = runCli({QStringLiteral("validate"), QStringLiteral("--no-plugins"), QStringLiteral("--json"),
                               QStringLiteral("no/such/pack")}, sourceDir());
    QVERIFY2(run.finished && run.exitCode == 1, qPrintable(run.describe()));
    const QJsonObject report = QJsonDocument::fromJson(run.out).object();
    QVERIFY(report.value(QStringLiteral("chapters")).isNull());
    QVERIFY(report.value(QStringLiteral("questions")).isNull());
    const QJsonObject d = report.value(QStringLiteral("diagnostics")).toArray().at(0).toObject();
    QCOMPARE(d.value(QStringLiteral("code")).toString(), QStringLiteral("file"));
    QVERIFY(d.value(QStringLiteral("line")).isNull());
    QVERIFY(d.value(QStringLiteral("pointer")).isNull());
}

// The codes are a contract: the table in docs/cli.md lists exactly the codes there are, and
// each name reads back as its code.
void TestValidateCli::codesAreTheDocumentedOnes()
{
    QFile doc(sourceDir() + QLatin1String("/docs/cli.md"));
    QVERIFY(doc.open(QIODevice::ReadOnly));
    const QString all = QString::fromUtf8(doc.readAll());
    const qsizetype start = all.indexOf(QLatin1String("| code | the rule a finding reports |"));
    QVERIFY(start >= 0);
    const QString text = all.mid(start, all.indexOf(QLatin1String("\n\n"), start) - start);
    QStringList documented;
    const QRegularExpression row(QStringLiteral("^\\| `([a-z-]+)` \\|"), QRegularExpression::MultilineOption);
    for (auto it = row.globalMatch(text); it.hasNext();)
        documented.append(it.next().captured(1));
    QStringList codes;
    for (int i = 0; i <= int(DiagnosticCode::Guessable); ++i) {
        const QLatin1String name = diagnosticCodeName(DiagnosticCode(i));
        QCOMPARE(diagnosticCodeFromName(QString(name)), std::optional<DiagnosticCode>(DiagnosticCode(i)));
        codes.append(name);
    }
    QVERIFY(!diagnosticCodeFromName(u"no-such-code"));
    documented.sort();
    codes.sort();
    QCOMPARE(documented, codes);
}

void TestValidateCli::brokenFixture()
{
    const QString folder = QStringLiteral("tests/fixtures/packs/single-answer-out-of-range");
    const CliRun run = runCli({QStringLiteral("validate"), QStringLiteral("--no-plugins"), folder}, sourceDir());
    QVERIFY2(run.finished && run.exitCode == 1, qPrintable(run.describe()));
    QCOMPARE(run.outLines(),
             (QStringList{folder + QLatin1String("/pack.json:18:21: error: /chapters/0/questions/0/answer: expected an integer from 0 to 2, got 3"),
                          folder + QLatin1String(": invalid: 1 error, 0 warnings (1 chapter, 0 questions); chapter kinds and params not checked (--no-plugins)")}));
    QCOMPARE(run.err, QByteArray());
}

void TestValidateCli::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("no folder") << QStringList{"validate"} << "error: missing the pack folder (attention-atlas-cli validate DIR)";
    QTest::newRow("no folder, an option") << QStringList{"validate", "--no-plugins"} << "error: missing the pack folder (attention-atlas-cli validate DIR)";
    QTest::newRow("two folders") << QStringList{"validate", "content/self-attention", "content"} << "error: unexpected argument: content";
    QTest::newRow("unknown option") << QStringList{"validate", "--lenient", "content/self-attention"} << "error: Unknown option 'lenient'.";
}

void TestValidateCli::usageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const CliRun run = runCli(arguments, sourceDir());
    QVERIFY2(run.finished && run.exitCode == 2, qPrintable(run.describe()));
    QCOMPARE(run.out, QByteArray());
    QCOMPARE(QString::fromUtf8(run.err), message + QLatin1Char('\n'));
}

void TestValidateCli::help()
{
    const CliRun run = runCli({QStringLiteral("validate"), QStringLiteral("--help")}, sourceDir());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    QVERIFY(run.out.contains("--no-plugins"));
    QVERIFY(run.out.contains("DIR"));
}

void TestValidateCli::missingFolder()
{
    const CliRun run = runCli({QStringLiteral("validate"), QStringLiteral("--no-plugins"), QStringLiteral("no/such/pack")}, sourceDir());
    QVERIFY2(run.finished && run.exitCode == 1, qPrintable(run.describe()));
    QCOMPARE(run.outLines(), (QStringList{"no/such/pack: error: not a folder (a chapter pack is a folder holding pack.json)",
                                          "no/such/pack: invalid: 1 error; chapter kinds and params not checked (--no-plugins)"}));
}

// Without --no-plugins the kinds are checked against the installed plugins, whichever they
// are: a kind no plugin can have is an error located at its field.
void TestValidateCli::withPlugins()
{
    QTemporaryDir dir;
    QJsonObject m = minimalManifest();
    QJsonArray chapters = m.value(QStringLiteral("chapters")).toArray();
    QJsonObject chapter = chapters.at(0).toObject();
    chapter.insert(QStringLiteral("kind"), QStringLiteral("no-such-kind-anywhere"));
    chapters[0] = chapter;
    m.insert(QStringLiteral("chapters"), chapters);
    QVERIFY(writePack(dir.filePath(QStringLiteral("p")), m));
    const CliRun run = runCli({QStringLiteral("validate"), QStringLiteral("p")}, dir.path());
    QVERIFY2(run.finished && run.exitCode == 1, qPrintable(run.describe()));
    const QStringList lines = run.outLines();
    QVERIFY2(lines.size() >= 2, qPrintable(run.describe()));
    QVERIFY2(lines.first().startsWith(QLatin1String("p/pack.json:")), qPrintable(lines.first()));
    QVERIFY2(lines.first().contains(QLatin1String(": error: /chapters/0/kind: no installed plugin presents chapters of kind 'no-such-kind-anywhere' (installed kinds: ")),
             qPrintable(lines.first()));
    QVERIFY2(lines.last().startsWith(QLatin1String("p: invalid: 1 error")), qPrintable(lines.last()));
    QVERIFY(!lines.last().contains(QLatin1String("--no-plugins")));
}

void TestValidateCli::strictCountsWarnings()
{
    // A question without an explanation is a warning: valid, unless --strict.
    QTemporaryDir dir;
    QJsonObject m = minimalManifest(true);
    QJsonArray chapters = m.value(QStringLiteral("chapters")).toArray();
    QJsonObject chapter = chapters.at(0).toObject();
    QJsonArray questions = chapter.value(QStringLiteral("questions")).toArray();
    QJsonObject question = questions.at(0).toObject();
    question.remove(QStringLiteral("explanation"));
    questions[0] = question;
    chapter.insert(QStringLiteral("questions"), questions);
    chapters[0] = chapter;
    m.insert(QStringLiteral("chapters"), chapters);
    QVERIFY(writePack(dir.filePath(QStringLiteral("p")), m));

    const CliRun lenient = runCli({QStringLiteral("validate"), QStringLiteral("--no-plugins"), QStringLiteral("p")}, dir.path());
    QVERIFY2(lenient.finished && lenient.exitCode == 0, qPrintable(lenient.describe()));
    const CliRun strict = runCli({QStringLiteral("validate"), QStringLiteral("--no-plugins"), QStringLiteral("--strict"), QStringLiteral("p")}, dir.path());
    QVERIFY2(strict.finished && strict.exitCode == 1, qPrintable(strict.describe()));
    const QStringList lines = strict.outLines();
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines.first().contains(QLatin1String(": warning: /chapters/0/questions/0: no explanation")), qPrintable(lines.first()));
    QCOMPARE(lines.last(), QStringLiteral("p: invalid: 0 errors, 1 warning (1 chapter, 4 questions); chapter kinds and params not checked "
                                          "(--no-plugins); warnings count as errors (--strict)"));
    // --strict on a pack without warnings changes nothing.
    const CliRun clean = runCli({QStringLiteral("validate"), QStringLiteral("--no-plugins"), QStringLiteral("--strict"),
                                 QStringLiteral("tests/fixtures/packs/valid-minimal")}, sourceDir());
    QVERIFY2(clean.finished && clean.exitCode == 0, qPrintable(clean.describe()));
    QVERIFY(!clean.out.contains("--strict"));
    // The warning about clustered pinned answers fails a strict run too.
    const CliRun clustered = runCli({QStringLiteral("validate"), QStringLiteral("--no-plugins"), QStringLiteral("--strict"),
                                     QStringLiteral("tests/fixtures/packs/pinned-answers-clustered")}, sourceDir());
    QVERIFY2(clustered.finished && clustered.exitCode == 1, qPrintable(clustered.describe()));
}

void TestValidateCli::builtInCourseIsStrictlyValid()
{
    // The built-in course, with its plugins checking every chapter's params: no warning at all.
    const CliRun run = runCli({QStringLiteral("validate"), QStringLiteral("--strict"), QStringLiteral("content/self-attention")}, sourceDir());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    QCOMPARE(run.outLines().size(), 1);
}

// Every chapter's params are read by its kind's params module (Qt Core only): validating the
// built-in course maps no widget, chart or SDK library into the process. The dynamic loader
// lists every file it maps (LD_DEBUG=files, on standard error).
void TestValidateCli::paramsAreCheckedWithoutWidgetLibraries()
{
    qputenv("LD_DEBUG", "files");
    const CliRun run = runCli({QStringLiteral("validate"), QStringLiteral("--strict"), QStringLiteral("content/self-attention")}, sourceDir());
    qunsetenv("LD_DEBUG");
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    QCOMPARE(run.outLines().size(), 1);
    QStringList mapped;
    static const QRegularExpression mapping(QStringLiteral("file=(\\S+)\\s+\\[\\d+\\];\\s+(?:needed by|dynamically loaded by)"));
    for (auto it = mapping.globalMatch(QString::fromUtf8(run.err)); it.hasNext();)
        mapped.append(QFileInfo(it.next().captured(1)).fileName());
    // What the tool does map: the core, and one params module per chapter kind of the course.
    QVERIFY2(mapped.contains(QStringLiteral("libatlas_core.so.%1").arg(ChapterPluginApiVersion)), qPrintable(mapped.join(u' ')));
    for (const char *module : {"libatlas_chapter_mechanism_params.so", "libatlas_chapter_long_context_params.so", "libatlas_chapter_quiz_params.so"})
        QVERIFY2(mapped.contains(QLatin1String(module)), module);
    for (const QString &file : std::as_const(mapped))
        QVERIFY2(!file.startsWith(QLatin1String("libQt6Widgets")) && !file.startsWith(QLatin1String("libQt6Charts"))
                     && !file.startsWith(QLatin1String("libQt6Gui")) && !file.startsWith(QLatin1String("libatlas_sdk"))
                     && !QRegularExpression(QStringLiteral("^libatlas_chapter_\\w+(?<!_params)\\.so$")).match(file).hasMatch(),
                 qPrintable(QStringLiteral("validate mapped %1").arg(file)));
}

// --watch: the first report at once; after a save — here as editors make it, a new file
// renamed over the old one (QSaveFile), which a watcher of the old file alone would miss — a
// fresh report; after a second save, another. The process runs until it is ended.
void TestValidateCli::watchReportsAgainAfterASave()
{
    QTemporaryDir dir;
    QVERIFY(writePack(dir.path(), minimalManifest()));
    QProcess cli;
    cli.setProgram(cliPath());
    cli.setArguments({QStringLiteral("validate"), QStringLiteral("--no-plugins"), QStringLiteral("--watch"), dir.path()});
    cli.start();
    QVERIFY(cli.waitForStarted());
    QByteArray out;
    // Reads standard output until it holds `count` summary lines (or 20 s pass).
    const auto waitForSummaries = [&](int count) {
        QElapsedTimer clock;
        clock.start();
        while (out.count(QByteArray(dir.path().toUtf8() + ": ")) < count && clock.elapsed() < 20000) {
            cli.waitForReadyRead(200);
            out += cli.readAllStandardOutput();
        }
        return int(out.count(QByteArray(dir.path().toUtf8() + ": ")));
    };
    QCOMPARE(waitForSummaries(1), 1);
    QVERIFY2(out.contains(": valid: 0 errors"), out.constData());
    QVERIFY(cli.state() == QProcess::Running);

    // Save 1: a broken title, written atomically.
    QJsonObject broken = minimalManifest();
    broken.insert(QStringLiteral("title"), 42);
    {
        QSaveFile file(dir.filePath(QStringLiteral("pack.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(broken).toJson());
        QVERIFY(file.commit());
    }
    QCOMPARE(waitForSummaries(2), 2);
    const QByteArray second = out.mid(out.indexOf("the pack changed; validating again"));
    QVERIFY2(second.contains("error: /title: expected a string or an object of language → string, got a number"), out.constData());
    QVERIFY2(second.contains(": invalid: 1 error"), out.constData());

    // Save 2, in place this time: the watcher was re-armed on the renamed file.
    QVERIFY(writePack(dir.path(), minimalManifest()));
    QCOMPARE(waitForSummaries(3), 3);
    QVERIFY2(out.mid(out.lastIndexOf("validating again")).contains(": valid: 0 errors"), out.constData());
    QVERIFY(cli.state() == QProcess::Running);
    cli.terminate();
    QVERIFY(cli.waitForFinished(10000));
    QVERIFY2(cli.readAllStandardError().contains("watching"), "standard error says it is watching");
}

ATLAS_TEST_GUILESS_MAIN(TestValidateCli)
#include "tst_clivalidate.moc"
