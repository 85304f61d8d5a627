// Every folder of tests/fixtures/packs is a pack with one defect, named after it, with a
// README.md that describes the defect and an expected.txt that holds the exact diagnostics
// (valid-* folders: none). The loader — and, for some, attention-atlas-cli validate — must
// print exactly those lines, paths relative to the source folder as passed.
//
// What git cannot hold (FIFOs, symbolic links, large files) is made here, in a copy of the
// folder inside a temporary directory that mirrors tests/fixtures/packs/<name>, so the
// printed paths are the same.
#include "coretestsupport.h"
#include "suiteregistry.h"

#include "core/packloader.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <memory>

using namespace atlas;
using namespace atlas::test;

namespace {

const QString relativeRoot = QStringLiteral("tests/fixtures/packs");

// Completes a copied fixture. `pack` is the copy, `outside` a folder beside it (outside the
// pack) for link targets.
using Preparation = std::function<bool(const QString &pack, const QString &outside)>;

const QMap<QString, Preparation> &preparations()
{
    static const QMap<QString, Preparation> table{
        {QStringLiteral("manifest-is-a-fifo"), [](const QString &pack, const QString &) {
             return makeFifo(pack + QLatin1String("/pack.json"));
         }},
        {QStringLiteral("manifest-symlink-leaves-pack"), [](const QString &pack, const QString &outside) {
             return writePack(outside, minimalManifest())
                 && makeSymlink(QStringLiteral("../../outside/pack.json"), pack + QLatin1String("/pack.json"));
         }},
        {QStringLiteral("manifest-symlink-to-nothing"), [](const QString &pack, const QString &) {
             return makeSymlink(QStringLiteral("missing.json"), pack + QLatin1String("/pack.json"));
         }},
        {QStringLiteral("body-symlink-loop"), [](const QString &pack, const QString &) {
             return QFile::remove(pack + QLatin1String("/chapters/intro.md"))
                 && makeSymlink(QStringLiteral("intro.md"), pack + QLatin1String("/chapters/intro.md"));
         }},
        {QStringLiteral("huge-manifest"), [](const QString &pack, const QString &) {
             // A valid manifest padded to 2 MiB: rejected for its size, not its content.
             QByteArray manifest = QJsonDocument(minimalManifest()).toJson();
             manifest.append(QByteArray((qint64(2) << 20) - manifest.size(), ' '));
             return writePack(pack, manifest);
         }},
        {QStringLiteral("body-symlink-leaves-pack"), [](const QString &pack, const QString &outside) {
             return writeFile(outside + QLatin1String("/intro.md"), minimalBody())
                 && QFile::remove(pack + QLatin1String("/chapters/intro.md"))
                 && makeSymlink(outside + QLatin1String("/intro.md"), pack + QLatin1String("/chapters/intro.md"));
         }},
        {QStringLiteral("body-too-large"), [](const QString &pack, const QString &) {
             return writeFile(pack + QLatin1String("/chapters/intro.md"), QByteArray(600 << 10, 'a'));
         }},
        // What the SVGs point at exists: the validator refuses the reference without following it.
        {QStringLiteral("image-svg-refers-outside"), [](const QString &, const QString &outside) {
             return writeFile(outside + QLatin1String("/x.png"), QByteArrayLiteral("\x89PNG\r\n\x1a\n"));
         }},
        {QStringLiteral("image-svg-fifo-outside"), [](const QString &, const QString &outside) {
             return makeFifo(outside + QLatin1String("/fifo"));
         }},
        {QStringLiteral("image-outside-pack-symlink"), [](const QString &pack, const QString &outside) {
             return writeFile(outside + QLatin1String("/diagram.png"), QByteArrayLiteral("\x89PNG\r\n\x1a\n"))
                 && makeSymlink(QStringLiteral("../../../../outside/diagram.png"),
                                pack + QLatin1String("/chapters/images/diagram.png"));
         }},
    };
    return table;
}

QStringList fixtureNames()
{
    return QDir(packFixturesDir()).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
}

// The working directory and the folder argument for a fixture: the source tree itself, or a
// temporary mirror of it for fixtures that need preparing.
struct Staged {
    std::unique_ptr<QTemporaryDir> temporary;
    QString workingDirectory;
    QString folder; // relative to workingDirectory
    QString pack;   // absolute
    QString problem;
};

Staged stage(const QString &name)
{
    Staged s;
    s.folder = relativeRoot + QLatin1Char('/') + name;
    const auto preparation = preparations().constFind(name);
    if (preparation == preparations().constEnd()) {
        s.workingDirectory = sourceDir();
        s.pack = QDir(sourceDir()).filePath(s.folder);
        return s;
    }
    s.temporary = std::make_unique<QTemporaryDir>();
    s.workingDirectory = s.temporary->path();
    s.pack = QDir(s.workingDirectory).filePath(s.folder);
    const QString outside = QDir(s.workingDirectory).filePath(QStringLiteral("tests/fixtures/outside"));
    if (!s.temporary->isValid() || !copyTree(QDir(packFixturesDir()).filePath(name), s.pack)
        || !QDir().mkpath(outside) || !(*preparation)(s.pack, outside))
        s.problem = QStringLiteral("cannot prepare a copy of ") + name;
    return s;
}

bool hasError(const QStringList &lines)
{
    for (const QString &line : lines)
        if (line.contains(QLatin1String(": error: ")))
            return true;
    return false;
}

} // namespace

class TestPackFixtures : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void corpusIsComplete();
    void preparationsNameFixtures();
    void loader_data();
    void loader();
    void cli_data();
    void cli();
};

void TestPackFixtures::corpusIsComplete()
{
    const QStringList names = fixtureNames();
    QVERIFY2(names.size() >= 80, qPrintable(QString::number(names.size())));
    for (const QString &name : names) {
        const QDir dir(QDir(packFixturesDir()).filePath(name));
        QVERIFY2(QRegularExpression(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$")).match(name).hasMatch(), qPrintable(name));
        const QByteArray readme = readFile(dir.filePath(QStringLiteral("README.md")));
        QVERIFY2(readme.startsWith(QByteArray("# " + name.toUtf8() + "\n\n")) && readme.size() > name.size() + 20,
                 qPrintable(name + QLatin1String(": README.md must name and describe the defect")));
        QVERIFY2(QFileInfo(dir.filePath(QStringLiteral("expected.txt"))).isFile(), qPrintable(name));
        const QStringList expected = fileLines(dir.filePath(QStringLiteral("expected.txt")));
        // A broken fixture states at least one diagnostic, and each names this fixture's file.
        QVERIFY2(name.startsWith(QLatin1String("valid-")) ? expected.isEmpty() : !expected.isEmpty(), qPrintable(name));
        for (const QString &line : expected)
            QVERIFY2(line.startsWith(relativeRoot + QLatin1Char('/') + name + QLatin1Char('/')), qPrintable(line));
    }
}

void TestPackFixtures::preparationsNameFixtures()
{
    const QStringList names = fixtureNames();
    for (auto it = preparations().begin(); it != preparations().end(); ++it)
        QVERIFY2(names.contains(it.key()), qPrintable(it.key()));
}

void TestPackFixtures::loader_data()
{
    QTest::addColumn<QString>("name");
    for (const QString &name : fixtureNames())
        QTest::newRow(qPrintable(name)) << name;
}

void TestPackFixtures::loader()
{
    QFETCH(QString, name);
    const Staged s = stage(name);
    QVERIFY2(s.problem.isEmpty(), qPrintable(s.problem));
    const QString previous = QDir::currentPath();
    QVERIFY(QDir::setCurrent(s.workingDirectory));

    const QString fifo = s.pack + QLatin1String("/pack.json");
    FifoWatchdog watchdog(fifo, 10000);
    const PackLoadResult result = PackLoader::load(s.folder, {});
    QVERIFY2(!watchdog.fired(), "the loader blocked on a FIFO");
    QDir::setCurrent(previous);

    const QStringList expected = fileLines(QDir(packFixturesDir()).filePath(name + QLatin1String("/expected.txt")));
    const QStringList actual = diagnosticLines(result.diagnostics);
    QCOMPARE(actual.join(QLatin1Char('\n')), expected.join(QLatin1Char('\n')));
    QCOMPARE(result.isValid(), !hasError(expected));
}

// A handful through the real tool: every kind of file defect, a located JSON error, a
// warning-only pack (exit 0) and the valid controls.
void TestPackFixtures::cli_data()
{
    QTest::addColumn<QString>("name");
    for (const char *name : {"valid-every-question-type", "missing-title", "truncated-json",
                             "deeply-nested-json", "manifest-is-a-fifo", "manifest-is-a-directory",
                             "body-not-utf8", "image-outside-pack-symlink", "mask-answer-disagrees-with-engine",
                             "declared-language-missing", "duplicate-question-id",
                             "image-svg-refers-outside", "image-svg-fifo-outside", "image-svg-use-cycle"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestPackFixtures::cli()
{
    QFETCH(QString, name);
    const Staged s = stage(name);
    QVERIFY2(s.problem.isEmpty(), qPrintable(s.problem));
    const CliRun run = runCli({QStringLiteral("validate"), QStringLiteral("--no-plugins"), s.folder}, s.workingDirectory);
    QVERIFY2(run.finished, qPrintable(run.describe()));
    QVERIFY2(run.err.isEmpty(), qPrintable(run.describe()));

    QStringList lines = run.outLines();
    QVERIFY2(!lines.isEmpty(), qPrintable(run.describe()));
    const QString summary = lines.takeLast();
    const QStringList expected = fileLines(QDir(packFixturesDir()).filePath(name + QLatin1String("/expected.txt")));
    QCOMPARE(lines.join(QLatin1Char('\n')), expected.join(QLatin1Char('\n')));

    const int errors = static_cast<int>(std::count_if(expected.begin(), expected.end(), [](const QString &l) {
        return l.contains(QLatin1String(": error: "));
    }));
    QCOMPARE(run.exitCode, errors == 0 ? 0 : 1);
    // "DIR: valid|invalid: N error(s)[, M warning(s) (C chapter(s), Q question(s))]; … (--no-plugins)",
    // with English plurals ("1 error", "2 errors").
    const QRegularExpression form(QStringLiteral("^%1: (valid|invalid): (\\d+) errors?(, (\\d+) warnings? \\(\\d+ chapters?, \\d+ questions?\\))?; chapter kinds and params not checked \\(--no-plugins\\)$")
                                      .arg(QRegularExpression::escape(s.folder)));
    const QRegularExpressionMatch m = form.match(summary);
    QVERIFY2(m.hasMatch(), qPrintable(summary));
    QCOMPARE(m.captured(1), errors == 0 ? QStringLiteral("valid") : QStringLiteral("invalid"));
    QCOMPARE(m.captured(2).toInt(), errors);
    if (m.capturedLength(4) > 0)
        QCOMPARE(m.captured(4).toInt(), static_cast<int>(expected.size()) - errors);
}

ATLAS_TEST_GUILESS_MAIN(TestPackFixtures)
#include "tst_packfixtures.moc"
