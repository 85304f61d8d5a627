// The plugin SDK, installed and used from outside this source tree (tests/install/
// CMakeLists.txt says how): the example chapter kind and the example question kind build
// against the installed prefix alone and pass their own tests; the chapter kind is validated
// by the installed attention-atlas-cli through its plugin, listed "ok" by the installed
// application and drawn by its tour; the question kind's questions are read, checked and
// shown through its plugin, and refused without it.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTest>

#include <utility>
#include "testpaths.h"

namespace {

const QString workDir = QStringLiteral(ATLAS_EXAMPLE_WORK_DIR);
const QString prefix = workDir + QStringLiteral("/prefix");
const QString exampleBuild = workDir + QStringLiteral("/build");
const QString exampleSource = testpaths::sourceDir() + QStringLiteral("/examples/hello-chapter");
const QString examplePack = exampleSource + QStringLiteral("/pack");
const QString examplePlugins = exampleBuild + QStringLiteral("/plugins");
const QString estimateSource = testpaths::sourceDir() + QStringLiteral("/examples/estimate-question");
const QString estimateBuild = workDir + QStringLiteral("/build-estimate");
const QString estimatePack = estimateSource + QStringLiteral("/pack");
const QString estimatePlugins = estimateBuild + QStringLiteral("/plugins");

struct Run {
    int exitCode = -1;
    bool finished = false;
    QString out, err;
    QString describe(const QString &program, const QStringList &arguments) const
    {
        return QStringLiteral("%1 %2\nexit %3%4\nstdout:\n%5\nstderr:\n%6")
            .arg(program, arguments.join(QLatin1Char(' ')))
            .arg(exitCode)
            .arg(finished ? QString() : QStringLiteral(" (did not finish)"), out.right(6000), err.right(6000));
    }
};

// The environment of a learner's session with no display, its settings inside workDir.
QProcessEnvironment environment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "LANGUAGE", "ATLAS_PLUGIN_PATH"})
        env.remove(QLatin1String(name));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), workDir + QStringLiteral("/config"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), workDir + QStringLiteral("/data"));
    return env;
}

Run run(const QString &program, const QStringList &arguments, const QProcessEnvironment &env = environment(),
        int timeoutSeconds = 1500)
{
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(program, arguments);
    Run r;
    r.finished = process.waitForStarted(30000) && process.waitForFinished(timeoutSeconds * 1000);
    if (!r.finished)
        process.kill();
    r.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    r.out = QString::fromUtf8(process.readAllStandardOutput());
    r.err = QString::fromUtf8(process.readAllStandardError());
    return r;
}

// `program` with ATLAS_PLUGIN_PATH naming an example's plugin folder (none: no plugin).
Run runWithExamplePlugin(const QString &program, const QStringList &arguments, const QString &plugins = examplePlugins)
{
    QProcessEnvironment env = environment();
    if (!plugins.isEmpty())
        env.insert(QStringLiteral("ATLAS_PLUGIN_PATH"), plugins);
    return run(program, arguments, env, 300);
}

QString installed(const char *executable)
{
    return prefix + QStringLiteral("/" ATLAS_INSTALL_BINDIR "/") + QLatin1String(executable);
}

} // namespace

class TestSdkExample : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void exampleSeesOnlyThePrefix();
    void exampleTestsPass();
    void validatorChecksParamsThroughThePlugin();
    void applicationListsTheChapterAsOk();
    void tourDrawsThePage();
    void questionKindLoadsThroughItsPlugin();
};

void TestSdkExample::initTestCase()
{
    QVERIFY(QDir(workDir).removeRecursively());
    QVERIFY(QDir().mkpath(workDir));

    const QStringList install{QStringLiteral("--install"), testpaths::buildDir(), QStringLiteral("--prefix"), prefix};
    const Run installed = run(QStringLiteral(ATLAS_CMAKE), install);
    QVERIFY2(installed.finished && installed.exitCode == 0, qPrintable(installed.describe(QStringLiteral("cmake"), install)));

    for (const auto &[source, buildDir] : {std::pair{exampleSource, exampleBuild}, std::pair{estimateSource, estimateBuild}}) {
        QStringList configure{QStringLiteral("-S"), source, QStringLiteral("-B"), buildDir,
                              QStringLiteral("-G"), QStringLiteral(ATLAS_GENERATOR),
                              QStringLiteral("-DCMAKE_MAKE_PROGRAM=" ATLAS_MAKE_PROGRAM),
                              QStringLiteral("-DCMAKE_CXX_COMPILER=" ATLAS_CXX_COMPILER),
                              QStringLiteral("-DCMAKE_BUILD_TYPE=Release"),
                              // The prefix is the only place it may find Attention Atlas.
                              QStringLiteral("-DCMAKE_PREFIX_PATH=") + prefix,
                              QStringLiteral("-DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF"),
                              QStringLiteral("-DCMAKE_EXPORT_COMPILE_COMMANDS=ON"),
                              QStringLiteral("-DATLAS_WARNINGS_AS_ERRORS=ON")};
        if (!QStringLiteral(ATLAS_CXX_COMPILER_LAUNCHER).isEmpty())
            configure.append(QStringLiteral("-DCMAKE_CXX_COMPILER_LAUNCHER=" ATLAS_CXX_COMPILER_LAUNCHER));
        const Run configured = run(QStringLiteral(ATLAS_CMAKE), configure);
        QVERIFY2(configured.finished && configured.exitCode == 0, qPrintable(configured.describe(QStringLiteral("cmake"), configure)));

        const QStringList build{QStringLiteral("--build"), buildDir, QStringLiteral("-j2")};
        const Run built = run(QStringLiteral(ATLAS_CMAKE), build);
        QVERIFY2(built.finished && built.exitCode == 0, qPrintable(built.describe(QStringLiteral("cmake"), build)));
    }
}

void TestSdkExample::exampleSeesOnlyThePrefix()
{
    for (const QString &buildDir : {exampleBuild, estimateBuild}) {
        QFile cache(buildDir + QStringLiteral("/CMakeCache.txt"));
        QVERIFY(cache.open(QIODevice::ReadOnly));
        const QString cacheText = QString::fromUtf8(cache.readAll());
        QVERIFY2(cacheText.contains(QStringLiteral("AttentionAtlasSdk_DIR:PATH=") + prefix + QLatin1Char('/')), "found elsewhere than the prefix");

        // No compile command reaches into this source tree's libraries or this build.
        QFile commands(buildDir + QStringLiteral("/compile_commands.json"));
        QVERIFY(commands.open(QIODevice::ReadOnly));
        const QJsonArray entries = QJsonDocument::fromJson(commands.readAll()).array();
        QVERIFY(entries.size() >= 5);
        for (const QJsonValue &entry : entries) {
            const QString command = entry.toObject().value(QLatin1String("command")).toString();
            // The example's own folders (its build, the prefix) lie inside this build; nothing else may.
            QString outsideWorkDir = command;
            outsideWorkDir.remove(workDir + QLatin1Char('/'));
            const QStringList forbiddenPaths{testpaths::sourceDir() + QStringLiteral("/app"), testpaths::sourceDir() + QStringLiteral("/engine"),
                                             testpaths::buildDir() + QStringLiteral("/")};
            for (const QString &forbidden : forbiddenPaths)
                QVERIFY2(!outsideWorkDir.contains(forbidden), qPrintable(forbidden + QStringLiteral(" in ") + command));
            QVERIFY2(command.contains(prefix + QStringLiteral("/")), qPrintable(command));
        }
    }
}

void TestSdkExample::exampleTestsPass()
{
    const QStringList arguments{QStringLiteral("--test-dir"), exampleBuild, QStringLiteral("--output-on-failure")};
    const Run tests = run(QStringLiteral(ATLAS_CTEST), arguments);
    QVERIFY2(tests.finished && tests.exitCode == 0, qPrintable(tests.describe(QStringLiteral("ctest"), arguments)));
    QVERIFY2(tests.out.contains(QStringLiteral("tst_hellochapter")), qPrintable(tests.out));

    const QStringList estimate{QStringLiteral("--test-dir"), estimateBuild, QStringLiteral("--output-on-failure")};
    const Run estimateTests = run(QStringLiteral(ATLAS_CTEST), estimate);
    QVERIFY2(estimateTests.finished && estimateTests.exitCode == 0, qPrintable(estimateTests.describe(QStringLiteral("ctest"), estimate)));
    QVERIFY2(estimateTests.out.contains(QStringLiteral("tst_estimatequestion")), qPrintable(estimateTests.out));
}

void TestSdkExample::validatorChecksParamsThroughThePlugin()
{
    const QStringList valid{QStringLiteral("validate"), examplePack};
    const Run ok = runWithExamplePlugin(installed("attention-atlas-cli"), valid);
    QVERIFY2(ok.finished && ok.exitCode == 0, qPrintable(ok.describe(QStringLiteral("attention-atlas-cli"), valid)));
    QVERIFY2(ok.out.contains(QStringLiteral(": valid: 0 errors")), qPrintable(ok.out));

    // The same pack with a temperature of 0: the plugin's own check, located in the manifest.
    const QString broken = workDir + QStringLiteral("/broken-pack");
    QVERIFY(QDir().mkpath(broken + QStringLiteral("/chapters")));
    for (const QString &file : QDir(examplePack + QStringLiteral("/chapters")).entryList(QDir::Files))
        QVERIFY(QFile::copy(examplePack + QStringLiteral("/chapters/") + file, broken + QStringLiteral("/chapters/") + file));
    QFile manifest(examplePack + QStringLiteral("/pack.json"));
    QVERIFY(manifest.open(QIODevice::ReadOnly));
    QJsonObject pack = QJsonDocument::fromJson(manifest.readAll()).object();
    QJsonArray chapters = pack.value(QLatin1String("chapters")).toArray();
    QJsonObject chapter = chapters.at(0).toObject();
    chapter.insert(QStringLiteral("params"), QJsonObject{{QStringLiteral("temperature"), 0}});
    chapters.replace(0, chapter);
    pack.insert(QStringLiteral("chapters"), chapters);
    QFile out(broken + QStringLiteral("/pack.json"));
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(pack).toJson());
    out.close();

    const QStringList invalid{QStringLiteral("validate"), broken};
    const Run refused = runWithExamplePlugin(installed("attention-atlas-cli"), invalid);
    QVERIFY2(refused.finished && refused.exitCode == 1, qPrintable(refused.describe(QStringLiteral("attention-atlas-cli"), invalid)));
    QVERIFY2(refused.out.contains(QStringLiteral(": error: /chapters/0/params/temperature: ")), qPrintable(refused.out));
}

void TestSdkExample::applicationListsTheChapterAsOk()
{
    const QStringList arguments{QStringLiteral("--pack"), examplePack, QStringLiteral("--list-chapters")};
    const Run listed = runWithExamplePlugin(installed("attention-atlas"), arguments);
    QVERIFY2(listed.finished && listed.exitCode == 0, qPrintable(listed.describe(QStringLiteral("attention-atlas"), arguments)));
    QCOMPARE(listed.out, QStringLiteral("hello\thello-chapter\tok\n"));
}

void TestSdkExample::tourDrawsThePage()
{
    const QString tour = workDir + QStringLiteral("/tour");
    const QStringList arguments{QStringLiteral("--pack"), examplePack, QStringLiteral("--export-tour"), tour,
                                QStringLiteral("--tour-size"), QStringLiteral("1024x700")};
    const Run drawn = runWithExamplePlugin(installed("attention-atlas"), arguments);
    QVERIFY2(drawn.finished && drawn.exitCode == 0, qPrintable(drawn.describe(QStringLiteral("attention-atlas"), arguments)));

    const QImage page(tour + QStringLiteral("/01-hello.png"));
    QVERIFY2(!page.isNull(), "01-hello.png is missing or not an image");
    QCOMPARE(page.size(), QSize(1024, 700));
    // Not blank: the text on the left and the lab on the right (the heatmap's colours among
    // them) each put many pixels of their own on the page.
    const auto inkAndColours = [&page](int fromX, int toX) {
        const QRgb background = page.pixel(page.width() - 1, page.height() - 1);
        qsizetype ink = 0;
        QSet<QRgb> colours;
        for (int y = 0; y < page.height(); ++y)
            for (int x = fromX; x < toX; ++x) {
                const QRgb p = page.pixel(x, y);
                ink += p != background;
                colours.insert(p);
            }
        return std::pair{ink, colours.size()};
    };
    const auto [leftInk, leftColours] = inkAndColours(0, page.width() / 2);
    const auto [rightInk, rightColours] = inkAndColours(page.width() / 2, page.width());
    QVERIFY2(leftInk > 5000 && leftColours > 16, qPrintable(QStringLiteral("left half: %1 pixels of ink, %2 colours").arg(leftInk).arg(leftColours)));
    QVERIFY2(rightInk > 5000 && rightColours > 16, qPrintable(QStringLiteral("right half: %1 pixels of ink, %2 colours").arg(rightInk).arg(rightColours)));
}

void TestSdkExample::questionKindLoadsThroughItsPlugin()
{
    // With the plugin, the installed validator reads the "estimate" questions through the kind.
    const QStringList valid{QStringLiteral("validate"), QStringLiteral("--strict"), estimatePack};
    const Run ok = runWithExamplePlugin(installed("attention-atlas-cli"), valid, estimatePlugins);
    QVERIFY2(ok.finished && ok.exitCode == 0, qPrintable(ok.describe(QStringLiteral("attention-atlas-cli"), valid)));
    QVERIFY2(ok.out.contains(QStringLiteral(": valid: 0 errors, 0 warnings (1 chapter, 2 questions)")), qPrintable(ok.out));

    // Without it, the same pack names a kind of question that does not exist.
    const Run without = runWithExamplePlugin(installed("attention-atlas-cli"), valid, QString());
    QVERIFY2(without.finished && without.exitCode == 1, qPrintable(without.describe(QStringLiteral("attention-atlas-cli"), valid)));
    QVERIFY2(without.out.contains(QStringLiteral(": error: /chapters/0/questions/0/type: expected one of")), qPrintable(without.out));

    // The kind's own check, located in the manifest: a factor of 1 is refused.
    const QString broken = workDir + QStringLiteral("/broken-estimate");
    QVERIFY(QDir().mkpath(broken + QStringLiteral("/chapters")));
    QVERIFY(QFile::copy(estimatePack + QStringLiteral("/chapters/estimates.md"), broken + QStringLiteral("/chapters/estimates.md")));
    QFile manifest(estimatePack + QStringLiteral("/pack.json"));
    QVERIFY(manifest.open(QIODevice::ReadOnly));
    QByteArray text = manifest.readAll();
    QVERIFY(text.contains("\"within\": 2"));
    text.replace("\"within\": 2", "\"within\": 1");
    QFile out(broken + QStringLiteral("/pack.json"));
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(text);
    out.close();
    const QStringList invalid{QStringLiteral("validate"), broken};
    const Run refused = runWithExamplePlugin(installed("attention-atlas-cli"), invalid, estimatePlugins);
    QVERIFY2(refused.finished && refused.exitCode == 1, qPrintable(refused.describe(QStringLiteral("attention-atlas-cli"), invalid)));
    QVERIFY2(refused.out.contains(QStringLiteral(": error: /chapters/0/questions/0/within: expected the factor")), qPrintable(refused.out));

    // The schema for editors describes the kind as its plugin declares it; without the plugin
    // it does not know the kind.
    const QStringList schema{QStringLiteral("schema")};
    const Run described = runWithExamplePlugin(installed("attention-atlas-cli"), schema, estimatePlugins);
    QVERIFY2(described.finished && described.exitCode == 0, qPrintable(described.describe(QStringLiteral("attention-atlas-cli"), schema)));
    const QJsonObject definitions = QJsonDocument::fromJson(described.out.toUtf8()).object().value(QLatin1String("$defs")).toObject();
    const QJsonObject question = definitions.value(QLatin1String("question")).toObject();
    QVERIFY(question.value(QLatin1String("properties")).toObject().value(QLatin1String("type")).toObject()
                .value(QLatin1String("enum")).toArray().contains(QStringLiteral("estimate")));
    const QJsonObject estimate = definitions.value(QLatin1String("question-estimate")).toObject();
    QCOMPARE(estimate.value(QLatin1String("required")).toArray(), QJsonArray{QStringLiteral("answer")});
    QCOMPARE(estimate.value(QLatin1String("properties")).toObject().value(QLatin1String("within")).toObject()
                 .value(QLatin1String("exclusiveMinimum")).toDouble(), 1.0);
    // "within" is the estimate kind's alone: a single-choice question may not have it.
    bool singleRefusesWithin = false;
    for (const QJsonValue &rule : question.value(QLatin1String("allOf")).toArray()) {
        const QJsonObject then = rule.toObject().value(QLatin1String("then")).toObject();
        if (then.value(QLatin1String("$ref")).toString() == QLatin1String("#/$defs/question-single"))
            singleRefusesWithin = then.value(QLatin1String("propertyNames")).toObject().value(QLatin1String("not")).toObject()
                                      .value(QLatin1String("enum")).toArray().contains(QStringLiteral("within"));
    }
    QVERIFY(singleRefusesWithin);
    const Run plain = runWithExamplePlugin(installed("attention-atlas-cli"), schema, QString());
    QVERIFY2(plain.finished && plain.exitCode == 0, qPrintable(plain.describe(QStringLiteral("attention-atlas-cli"), schema)));
    QVERIFY(!plain.out.contains(QStringLiteral("question-estimate")));

    // The application loads the kind and its widgets: the pack opens and its chapter is ok.
    const QStringList arguments{QStringLiteral("--pack"), estimatePack, QStringLiteral("--list-chapters")};
    const Run listed = runWithExamplePlugin(installed("attention-atlas"), arguments, estimatePlugins);
    QVERIFY2(listed.finished && listed.exitCode == 0, qPrintable(listed.describe(QStringLiteral("attention-atlas"), arguments)));
    QCOMPARE(listed.out, QStringLiteral("estimates\tlesson\tok\n"));
}

QTEST_GUILESS_MAIN(TestSdkExample)
#include "tst_sdkexample.moc"
