// The plugin registry against real fixture plugins: every kind of broken plugin is kept with
// its reason and warned about, and the good one still loads.
#include "core/chapterparamsvalidator.h"
#include "core/pluginregistry.h"
#include "core/questionkinds.h"
#include "sdk/chapterplugin.h"

#include <QDir>
#include <QRegularExpression>
#include <QTest>
#include "suiteregistry.h"
#include "testpaths.h"

using namespace atlas;

class TestPluginRegistry : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyFileIsRecordedWithItsState();
    void rejectionsAreWarnedAboutNamingTheFile();
    void goodPluginLoadsOnFirstUseOnly();
    void objectWithoutInterfaceFailsWithReason();
    void validatesParamsThroughThePlugin();
    void validatesParamsThroughTheParamsModule();
    void unusableParamsModuleLeavesItToThePlugin_data();
    void unusableParamsModuleLeavesItToThePlugin();
    void unknownKindCannotValidate();
    void searchPathPutsEnvironmentFirst();
    void sameFileThroughTwoFoldersCountsOnce();
    void missingFolderIsQuiet();
    void questionKindsAreAddedBeforePacksAreRead();

private:
    static const PluginRecord *byFile(const PluginRegistry &registry, const QString &stem);
};

const PluginRecord *TestPluginRegistry::byFile(const PluginRegistry &registry, const QString &stem)
{
    for (const PluginRecord &r : registry.records())
        if (QFileInfo(r.file).fileName().contains(stem))
            return &r;
    return nullptr;
}

void TestPluginRegistry::initTestCase()
{
    QVERIFY2(QDir(testpaths::fixturePluginDir()).exists(), qPrintable(testpaths::fixturePluginDir()));
}

void TestPluginRegistry::everyFileIsRecordedWithItsState()
{
    PluginRegistry registry;
    registry.scan({testpaths::fixturePluginDir()}, false);
    QCOMPARE(registry.records().size(), 9);

    const PluginRecord *good = byFile(registry, QStringLiteral("a_good"));
    QVERIFY(good);
    QCOMPARE(good->state, PluginRecord::State::Found);
    QCOMPARE(good->kind, QStringLiteral("fixture-good"));
    QCOMPARE(good->name.text(QStringLiteral("de")), QStringLiteral("Gute Attrappe"));
    QCOMPARE(good->name.text(QStringLiteral("fr")), QStringLiteral("Good fixture"));
    QCOMPARE(good->apiVersion, ChapterPluginApiVersion);
    QVERIFY(good->instance == nullptr); // not loaded by scanning

    const PluginRecord *duplicate = byFile(registry, QStringLiteral("b_duplicate"));
    QVERIFY(duplicate);
    QCOMPARE(duplicate->state, PluginRecord::State::Rejected);
    QVERIFY2(duplicate->error.contains(QStringLiteral("already provided by")) && duplicate->error.contains(good->file), qPrintable(duplicate->error));

    const PluginRecord *wrongIid = byFile(registry, QStringLiteral("c_wrongiid"));
    QVERIFY(wrongIid);
    QCOMPARE(wrongIid->state, PluginRecord::State::Rejected);
    QVERIFY2(wrongIid->error.contains(QStringLiteral("org.example.SomethingElse/1.0")), qPrintable(wrongIid->error));

    const PluginRecord *wrongApi = byFile(registry, QStringLiteral("d_wrongapi"));
    QVERIFY(wrongApi);
    QCOMPARE(wrongApi->state, PluginRecord::State::Rejected);
    QVERIFY2(wrongApi->error.contains(QStringLiteral("99")), qPrintable(wrongApi->error));

    const PluginRecord *notPlugin = byFile(registry, QStringLiteral("f_notaplugin"));
    QVERIFY(notPlugin);
    QCOMPARE(notPlugin->state, PluginRecord::State::Rejected);
    QVERIFY2(notPlugin->error.startsWith(QStringLiteral("not a plugin")), qPrintable(notPlugin->error));

    const PluginRecord *junk = byFile(registry, QStringLiteral("junk.txt"));
    QVERIFY(junk);
    QCOMPARE(junk->state, PluginRecord::State::Rejected);

    // Question kinds are recorded apart: they are no chapter kinds.
    const PluginRecord *question = byFile(registry, QStringLiteral("g_questionkind"));
    QVERIFY(question);
    QCOMPARE(question->role, PluginRecord::Role::QuestionKind);
    QCOMPARE(question->kind, QStringLiteral("fixture-question"));
    QCOMPARE(question->state, PluginRecord::State::Found);
    QCOMPARE(registry.kinds(), (QStringList{QStringLiteral("fixture-good"), QStringLiteral("fixture-no-interface")}));
}

void TestPluginRegistry::rejectionsAreWarnedAboutNamingTheFile()
{
    // One warning per refused file, each naming it as "FILE: reason" (the atlas.plugins category).
    for (const char *stem : {"b_duplicate", "c_wrongiid", "d_wrongapi", "f_notaplugin", "junk.txt"})
        QTest::ignoreMessage(QtWarningMsg,
                             QRegularExpression(QRegularExpression::escape(QLatin1String(stem)) + QStringLiteral("[^/\\s]*: \\S")));
    PluginRegistry registry;
    registry.scan({testpaths::fixturePluginDir()}, true);
    QCOMPARE(registry.records().size(), 9);
}

void TestPluginRegistry::goodPluginLoadsOnFirstUseOnly()
{
    PluginRegistry registry;
    registry.scan({testpaths::fixturePluginDir()}, false);
    auto *plugin = registry.interfaceFor<ChapterPlugin>(QStringLiteral("fixture-good"));
    QVERIFY(plugin);
    QCOMPARE(registry.record(QStringLiteral("fixture-good"))->state, PluginRecord::State::Loaded);
    QCOMPARE(registry.interfaceFor<ChapterPlugin>(QStringLiteral("fixture-good")), plugin); // same instance
    QVERIFY(!registry.interfaceFor<ChapterPlugin>(QStringLiteral("fixture-wrong-api")));    // refused kinds never load
}

void TestPluginRegistry::objectWithoutInterfaceFailsWithReason()
{
    PluginRegistry registry;
    registry.scan({testpaths::fixturePluginDir()}, false);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("e_noiface.*does not implement|instance does not implement")));
    QVERIFY(!registry.instance(QStringLiteral("fixture-no-interface")));
    const PluginRecord *r = registry.record(QStringLiteral("fixture-no-interface"));
    QVERIFY(r);
    QCOMPARE(r->state, PluginRecord::State::Failed);
    QVERIFY2(r->error.contains(QStringLiteral("interface")), qPrintable(r->error));
    // The failure is remembered: no second attempt, no second warning.
    QVERIFY(!registry.instance(QStringLiteral("fixture-no-interface")));
}

void TestPluginRegistry::validatesParamsThroughThePlugin()
{
    PluginRegistry registry;
    registry.scan({testpaths::fixturePluginDir()}, false);
    ParamsReport good, bad;
    QString problem;
    QVERIFY(registry.validateParams(QStringLiteral("fixture-good"), QJsonObject{{QStringLiteral("number"), 3}}, good, problem));
    QVERIFY(!good.hasErrors());
    QVERIFY(registry.validateParams(QStringLiteral("fixture-good"), QJsonObject{{QStringLiteral("number"), 42}}, bad, problem));
    QCOMPARE(bad.entries().size(), 1);
    QCOMPARE(bad.entries().first().path.toPointer(), QStringLiteral("/number"));
}

// A kind whose metadata names its params module is validated by the module alone: the plugin,
// with its widgets, is never loaded, and the module is no kind of its own.
void TestPluginRegistry::validatesParamsThroughTheParamsModule()
{
    PluginRegistry registry;
    registry.scan({testpaths::fixturePluginDir() + QStringLiteral("/params")}, false);
    QCOMPARE(registry.records().size(), 3); // the module is not a record
    QCOMPARE(registry.kinds(), (QStringList{QStringLiteral("fixture-missing-params"), QStringLiteral("fixture-params"),
                                            QStringLiteral("fixture-path-params")}));
    ParamsReport report;
    QString problem;
    QVERIFY(registry.validateParams(QStringLiteral("fixture-params"), QJsonObject{{QStringLiteral("number"), 3}}, report, problem));
    QCOMPARE(report.entries().size(), 1);
    QCOMPARE(report.entries().first().message, QStringLiteral("checked by the params module"));
    QCOMPARE(registry.record(QStringLiteral("fixture-params"))->state, PluginRecord::State::Found);
    // The page still comes from the plugin.
    QVERIFY(registry.interfaceFor<ChapterPlugin>(QStringLiteral("fixture-params")));
    ParamsReport again;
    QVERIFY(registry.validateParams(QStringLiteral("fixture-params"), QJsonObject{{QStringLiteral("number"), 3}}, again, problem));
    QCOMPARE(again.entries().first().message, QStringLiteral("checked by the params module"));
}

// A params module that is missing, or named by a path out of the plugin's folder, is not used
// (said on the atlas.plugins category): the plugin checks the params, as it always could.
void TestPluginRegistry::unusableParamsModuleLeavesItToThePlugin_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("warning");
    QTest::newRow("missing") << QStringLiteral("fixture-missing-params") << QStringLiteral("j_missingparams.*params module .*libatlas_fixture_nothere.so not used");
    QTest::newRow("path") << QStringLiteral("fixture-path-params") << QStringLiteral("k_pathparams.*ignoring paramsModule \"\\.\\./libatlas_fixture_i_module.so\", not a file name");
}

void TestPluginRegistry::unusableParamsModuleLeavesItToThePlugin()
{
    QFETCH(QString, kind);
    QFETCH(QString, warning);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(warning));
    PluginRegistry registry;
    registry.scan({testpaths::fixturePluginDir() + QStringLiteral("/params")}, true);
    ParamsReport report;
    QString problem;
    QVERIFY(registry.validateParams(kind, QJsonObject{{QStringLiteral("number"), 42}}, report, problem));
    QCOMPARE(report.entries().size(), 1);
    QCOMPARE(report.entries().first().message, QStringLiteral("expected a number from 0 to 10"));
    QCOMPARE(registry.record(kind)->state, PluginRecord::State::Loaded);
}

void TestPluginRegistry::unknownKindCannotValidate()
{
    PluginRegistry registry;
    registry.scan({testpaths::fixturePluginDir()}, false);
    ParamsReport report;
    QString problem;
    QVERIFY(!registry.validateParams(QStringLiteral("no-such-kind"), QJsonObject(), report, problem));
    QVERIFY(!problem.isEmpty());
}

void TestPluginRegistry::searchPathPutsEnvironmentFirst()
{
    qputenv("ATLAS_PLUGIN_PATH", "/tmp/one:/tmp/two");
    const QStringList paths = PluginRegistry::defaultSearchPaths();
    qunsetenv("ATLAS_PLUGIN_PATH");
    QCOMPARE(paths.size(), 3);
    QCOMPARE(paths.at(0), QStringLiteral("/tmp/one"));
    QCOMPARE(paths.at(1), QStringLiteral("/tmp/two"));
    // Relative to the executable, as installed (this test's executable is not in bin/).
    QVERIFY2(paths.at(2).endsWith(QStringLiteral("/" ATLAS_INSTALL_PLUGINDIR)), qPrintable(paths.at(2)));
}

void TestPluginRegistry::sameFileThroughTwoFoldersCountsOnce()
{
    PluginRegistry registry;
    registry.scan({testpaths::fixturePluginDir(), testpaths::fixturePluginDir() + QStringLiteral("/.")}, false);
    QCOMPARE(registry.records().size(), 9);
}

void TestPluginRegistry::missingFolderIsQuiet()
{
    PluginRegistry registry;
    registry.scan({QStringLiteral("/nonexistent/attention-atlas/plugins")}, true);
    QVERIFY(registry.records().isEmpty());
    QVERIFY(registry.kinds().isEmpty());
}

void TestPluginRegistry::questionKindsAreAddedBeforePacksAreRead()
{
    // The kind of one plugin joins the built-in ones; one named as a built-in kind is refused
    // with the reason and never replaces it.
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("h_takenkind[^/\\s]*: not added: the question kind 'single' already exists")));
    PluginRegistry registry;
    registry.scan({testpaths::fixturePluginDir()}, false);
    const QList<QObject *> loaded = registry.loadQuestionKinds();
    QCOMPARE(loaded.size(), 1);
    QCOMPARE(byFile(registry, QStringLiteral("g_questionkind"))->state, PluginRecord::State::Loaded);
    const QuestionKind *kind = QuestionKinds::find(QStringLiteral("fixture-question"));
    QVERIFY(kind);
    QVERIFY(QuestionKinds::names().contains(QStringLiteral("fixture-question")));
    const PluginRecord *taken = byFile(registry, QStringLiteral("h_takenkind"));
    QCOMPARE(taken->state, PluginRecord::State::Failed);
    QCOMPARE(taken->error, QStringLiteral("the question kind 'single' already exists"));
    QuestionSpec single;
    single.type = QStringLiteral("single");
    single.choices = {ChoiceSpec{LocalizedText(QStringLiteral("a")), LocalizedText()}, ChoiceSpec{LocalizedText(QStringLiteral("b")), LocalizedText()}};
    single.correctChoices = {0};
    QVERIFY(!QuestionKinds::of(single).grade(single, QuizAnswer::choice(1)).isCorrect()); // still the built-in kind
    // A chapter kind's lookups never see question kinds.
    QVERIFY(!registry.record(QStringLiteral("fixture-question")));
    QVERIFY(!registry.instance(QStringLiteral("fixture-question")));
}

ATLAS_TEST_MAIN(TestPluginRegistry)
#include "tst_pluginregistry.moc"
