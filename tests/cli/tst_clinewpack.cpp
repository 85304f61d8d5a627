// attention-atlas-cli new-pack: the pack it writes is valid as written (validate --strict, with
// every chapter's params through its plugin: no error, no warning) for every set of languages
// it writes; it holds one lesson chapter with a figure, a body with a formula and one question
// of each type, in exactly the languages asked for; and every refusal is exit status 2, one
// line, and nothing written.
#include "clitestsupport.h"
#include "suiteregistry.h"

#include <algorithm>

#include <QDir>
#include <QFileInfo>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace atlas::test;

class TestCliNewPack : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void writesAStrictlyValidPack_data();
    void writesAStrictlyValidPack();
    void idAndTitleAsGiven();
    void emptyFolderIsAccepted();
    void refusals_data();
    void refusals();
    void helpNamesTheOptions();
};

namespace {

QJsonObject readManifest(const QString &pack)
{
    QFile file(QDir(pack).filePath(QStringLiteral("pack.json")));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

// Every file under `folder`, relative to it, sorted.
QStringList filesUnder(const QString &folder)
{
    QStringList files;
    QDir dir(folder);
    const QFileInfoList entries = dir.entryInfoList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
    for (const QFileInfo &entry : entries) {
        if (entry.isDir()) {
            for (const QString &inner : filesUnder(entry.filePath()))
                files.append(entry.fileName() + QLatin1Char('/') + inner);
        } else {
            files.append(entry.fileName());
        }
    }
    files.sort();
    return files;
}

// The language keys of every text object in `value` (objects of language → string only).
void collectTextLanguages(const QJsonValue &value, QSet<QString> &languages)
{
    if (value.isArray()) {
        for (const QJsonValue &v : value.toArray())
            collectTextLanguages(v, languages);
        return;
    }
    if (!value.isObject())
        return;
    const QJsonObject object = value.toObject();
    const QStringList keys = object.keys();
    const bool text = !object.isEmpty() && std::all_of(object.begin(), object.end(), [](const QJsonValue &v) { return v.isString(); })
        && std::all_of(keys.cbegin(), keys.cend(), [](const QString &k) { return k.size() == 2; });
    if (text) {
        for (const QString &key : keys)
            languages.insert(key);
        return;
    }
    for (const QJsonValue &v : object)
        collectTextLanguages(v, languages);
}

} // namespace

void TestCliNewPack::writesAStrictlyValidPack_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QStringList>("languages");
    QTest::newRow("default") << QStringList{} << QStringList{"en"};
    QTest::newRow("en") << QStringList{"--languages", "en"} << QStringList{"en"};
    QTest::newRow("en,de") << QStringList{"--languages", "en,de"} << QStringList{"en", "de"};
    QTest::newRow("en,fr") << QStringList{"--languages=en,fr"} << QStringList{"en", "fr"};
    QTest::newRow("de alone: English added") << QStringList{"--languages", "de"} << QStringList{"en", "de"};
    QTest::newRow("fr,de") << QStringList{"--languages", "fr, de"} << QStringList{"en", "fr", "de"};
    QTest::newRow("en,de,fr") << QStringList{"--languages", "en,de,fr"} << QStringList{"en", "de", "fr"};
}

void TestCliNewPack::writesAStrictlyValidPack()
{
    QFETCH(QStringList, options);
    QFETCH(QStringList, languages);
    QTemporaryDir dir;
    const QString pack = QDir(dir.path()).filePath(QStringLiteral("my-course"));
    const CliResult made = runCli(QStringList{QStringLiteral("new-pack"), pack} + options);
    QVERIFY2(made.finished && made.exitCode == 0 && made.err.isEmpty(), qPrintable(made.describe()));
    QVERIFY2(made.out.contains("org.example.my-course"), qPrintable(made.describe()));

    const CliResult validated = runCli({QStringLiteral("validate"), QStringLiteral("--strict"), pack});
    QVERIFY2(validated.finished && validated.exitCode == 0, qPrintable(validated.describe()));
    QCOMPARE(QString::fromUtf8(validated.out).trimmed(),
             pack + QStringLiteral(": valid: 0 errors, 0 warnings (1 chapter, 9 questions)"));
    // The same through --json: no finding at all, and the plugins checked the params.
    const CliResult json = runCli({QStringLiteral("validate"), QStringLiteral("--strict"), QStringLiteral("--json"), pack});
    const QJsonObject report = QJsonDocument::fromJson(json.out).object();
    QCOMPARE(report.value(QLatin1String("diagnostics")).toArray().size(), 0);
    QCOMPARE(report.value(QLatin1String("plugins_checked")).toBool(), true);

    // The files: the manifest, the README, the figure, and one body per language.
    QStringList expected{QStringLiteral("README.md"), QStringLiteral("chapters/figures/weights.svg"), QStringLiteral("pack.json")};
    for (const QString &language : languages)
        expected.append(language == QLatin1String("en") ? QStringLiteral("chapters/first-lesson.md")
                                                         : QStringLiteral("chapters/first-lesson.%1.md").arg(language));
    expected.sort();
    QCOMPARE(filesUnder(pack), expected);

    const QJsonObject manifest = readManifest(pack);
    QCOMPARE(manifest.value(QLatin1String("languages")).toArray().toVariantList(), QVariant(languages).toList());
    // Every text is in exactly the languages asked for.
    QSet<QString> found;
    collectTextLanguages(manifest, found);
    QCOMPARE(found, QSet<QString>(languages.cbegin(), languages.cend()));
    // One lesson chapter, with a figure and one question of each type.
    const QJsonArray chapters = manifest.value(QLatin1String("chapters")).toArray();
    QCOMPARE(chapters.size(), 1);
    const QJsonObject chapter = chapters.at(0).toObject();
    QCOMPARE(chapter.value(QLatin1String("kind")).toString(), QStringLiteral("lesson"));
    QCOMPARE(chapter.value(QLatin1String("params")).toObject().value(QLatin1String("figures")).toArray().size(), 1);
    QStringList types;
    for (const QJsonValue &question : chapter.value(QLatin1String("questions")).toArray())
        types.append(question.toObject().value(QLatin1String("type")).toString());
    types.sort();
    QCOMPARE(types, (QStringList{"cloze", "gapselect", "mask", "matching", "multiple", "numeric", "ordering", "short", "single"}));
    // Each body has a display formula and explains itself; the README names every file.
    for (const QString &name : expected) {
        if (!name.endsWith(QLatin1String(".md")) || name == QLatin1String("README.md"))
            continue;
        QFile body(QDir(pack).filePath(name));
        QVERIFY(body.open(QIODevice::ReadOnly));
        const QByteArray text = body.readAll();
        QVERIFY2(text.contains("$$") && text.contains("pack.json"), qPrintable(name));
    }
    QFile readme(QDir(pack).filePath(QStringLiteral("README.md")));
    QVERIFY(readme.open(QIODevice::ReadOnly));
    const QByteArray readmeText = readme.readAll();
    for (const char *mentioned : {"pack.json", "chapters/first-lesson.md", "chapters/figures/weights.svg", "validate --strict"})
        QVERIFY2(readmeText.contains(mentioned), mentioned);
    QVERIFY(readmeText.startsWith("# My course\n"));
}

void TestCliNewPack::idAndTitleAsGiven()
{
    QTemporaryDir dir;
    const QString pack = QDir(dir.path()).filePath(QStringLiteral("course"));
    const CliResult made = runCli({QStringLiteral("new-pack"), pack, QStringLiteral("--id"), QStringLiteral("edu.example.physics-101"),
                                   QStringLiteral("--title"), QStringLiteral("Attention \"for\" physicists"), QStringLiteral("--languages"), QStringLiteral("en,de")});
    QVERIFY2(made.finished && made.exitCode == 0, qPrintable(made.describe()));
    const QJsonObject manifest = readManifest(pack);
    QCOMPARE(manifest.value(QLatin1String("id")).toString(), QStringLiteral("edu.example.physics-101"));
    // The title in every language, for the author to translate; quotes survive as JSON.
    const QJsonObject title = manifest.value(QLatin1String("title")).toObject();
    QCOMPARE(title.value(QLatin1String("en")).toString(), QStringLiteral("Attention \"for\" physicists"));
    QCOMPARE(title.value(QLatin1String("de")).toString(), QStringLiteral("Attention \"for\" physicists"));
    const CliResult validated = runCli({QStringLiteral("validate"), QStringLiteral("--strict"), pack});
    QVERIFY2(validated.finished && validated.exitCode == 0, qPrintable(validated.describe()));
}

void TestCliNewPack::emptyFolderIsAccepted()
{
    QTemporaryDir dir; // exists, empty
    const CliResult made = runCli({QStringLiteral("new-pack"), dir.path()});
    QVERIFY2(made.finished && made.exitCode == 0, qPrintable(made.describe()));
    QVERIFY(QFile::exists(QDir(dir.path()).filePath(QStringLiteral("pack.json"))));
}

void TestCliNewPack::refusals_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("setup");   // "nonempty", "file" or ""
    QTest::addColumn<QString>("field");   // what the line names ("" for the folder's own errors)
    QTest::addColumn<QString>("mention");

    QTest::newRow("non-empty folder") << QStringList{} << "nonempty" << "" << "not empty";
    QTest::newRow("a file") << QStringList{} << "file" << "" << "not a folder";
    QTest::newRow("id with a space") << QStringList{"--id", "my course"} << "" << "--id" << "'my course'";
    QTest::newRow("id starting with a dot") << QStringList{"--id", ".org.example"} << "" << "--id" << "not a pack id";
    QTest::newRow("id ending with a dash") << QStringList{"--id", "org.example-"} << "" << "--id" << "not a pack id";
    QTest::newRow("id empty") << QStringList{"--id", ""} << "" << "--id" << "not a pack id";
    QTest::newRow("id too long") << QStringList{"--id", QString(129, QLatin1Char('a'))} << "" << "--id" << "not a pack id";
    QTest::newRow("unknown language") << QStringList{"--languages", "en,es"} << "" << "--languages" << "'es'";
    QTest::newRow("language code case") << QStringList{"--languages", "EN"} << "" << "--languages" << "'EN'";
    QTest::newRow("language twice") << QStringList{"--languages", "de,de"} << "" << "--languages" << "twice";
    QTest::newRow("empty language") << QStringList{"--languages", "en,"} << "" << "--languages" << "separated by commas";
    QTest::newRow("empty title") << QStringList{"--title", "  "} << "" << "--title" << "empty";
}

void TestCliNewPack::refusals()
{
    QFETCH(QStringList, options);
    QFETCH(QString, setup);
    QFETCH(QString, field);
    QFETCH(QString, mention);
    QTemporaryDir dir;
    const QString pack = QDir(dir.path()).filePath(QStringLiteral("course"));
    if (setup == QLatin1String("nonempty")) {
        QVERIFY(QDir().mkpath(pack));
        QFile notes(QDir(pack).filePath(QStringLiteral("notes.txt")));
        QVERIFY(notes.open(QIODevice::WriteOnly) && notes.write("mine\n") == 5);
    } else if (setup == QLatin1String("file")) {
        QFile file(pack);
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    const QStringList before = filesUnder(dir.path());
    const CliResult run = runCli(QStringList{QStringLiteral("new-pack"), pack} + options);
    ATLAS_VERIFY_OK(errorContract(run, field, {mention}));
    if (field.isEmpty())
        QVERIFY2(QString::fromUtf8(run.err).startsWith(QStringLiteral("error: ") + pack + QStringLiteral(": ")), qPrintable(run.describe()));
    // Nothing was written, nothing overwritten.
    QCOMPARE(filesUnder(dir.path()), before);
}

void TestCliNewPack::helpNamesTheOptions()
{
    const CliResult help = runCli({QStringLiteral("new-pack"), QStringLiteral("--help")});
    QVERIFY2(help.finished && help.exitCode == 0, qPrintable(help.describe()));
    for (const char *option : {"--id", "--title", "--languages", "DIR"})
        QVERIFY2(help.out.contains(option), option);
    const CliResult missing = runCli({QStringLiteral("new-pack")});
    ATLAS_VERIFY_OK(errorContract(missing, QString(), {QStringLiteral("new-pack DIR")}));
    const CliResult overview = runCli({QStringLiteral("--help")});
    QVERIFY(overview.out.contains("new-pack"));
}

ATLAS_TEST_GUILESS_MAIN(TestCliNewPack)
#include "tst_clinewpack.moc"
