// PackPaths: the syntax of paths in a pack, and confinement to the pack folder on the file
// system (symbolic links, folders, FIFOs, a pack folder reached through a link).
#include "coretestsupport.h"
#include "suiteregistry.h"

#include "core/packpaths.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace atlas;
using namespace atlas::test;

class TestPackPaths : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void syntax_data();
    void syntax();
    void resolve_data();
    void resolve();
    void resolveGivesTheCanonicalPath();
    void packReachedThroughALink();
    void missingPackFolder();
    void contains();

private:
    std::unique_ptr<QTemporaryDir> temporary_;
    QString pack_;
    QString outside_;
};

void TestPackPaths::init()
{
    // pack/ with files, links and a FIFO; outside/ beside it.
    temporary_ = std::make_unique<QTemporaryDir>();
    QVERIFY(temporary_->isValid());
    pack_ = temporary_->filePath(QStringLiteral("pack"));
    outside_ = temporary_->filePath(QStringLiteral("outside"));
    QVERIFY(writeFile(pack_ + QLatin1String("/chapters/intro.md"), minimalBody()));
    QVERIFY(writeFile(pack_ + QLatin1String("/chapters/images/a.png"), "png"));
    QVERIFY(writeFile(outside_ + QLatin1String("/secret.md"), "secret"));
    QVERIFY(writeFile(temporary_->filePath(QStringLiteral("pack2/x.md")), "a sibling whose name starts like the pack's"));
    QVERIFY(makeSymlink(QStringLiteral("intro.md"), pack_ + QLatin1String("/chapters/alias.md")));
    QVERIFY(makeSymlink(QStringLiteral("../../outside/secret.md"), pack_ + QLatin1String("/chapters/relative-out.md")));
    QVERIFY(makeSymlink(outside_ + QLatin1String("/secret.md"), pack_ + QLatin1String("/chapters/absolute-out.md")));
    QVERIFY(makeSymlink(QStringLiteral("/etc/passwd"), pack_ + QLatin1String("/passwd.md")));
    QVERIFY(makeSymlink(QStringLiteral("nowhere.md"), pack_ + QLatin1String("/dangling.md")));
    QVERIFY(makeSymlink(QStringLiteral("loop-b.md"), pack_ + QLatin1String("/loop-a.md")));
    QVERIFY(makeSymlink(QStringLiteral("loop-a.md"), pack_ + QLatin1String("/loop-b.md")));
    QVERIFY(makeSymlink(QStringLiteral("self.md"), pack_ + QLatin1String("/self.md")));
    QVERIFY(makeSymlink(outside_, pack_ + QLatin1String("/linked-folder")));
    QVERIFY(makeSymlink(QStringLiteral("chapters"), pack_ + QLatin1String("/inner-folder")));
    QVERIFY(makeSymlink(QStringLiteral("../pack2/x.md"), pack_ + QLatin1String("/sibling.md")));
    QVERIFY(makeFifo(pack_ + QLatin1String("/pipe.md")));
}

void TestPackPaths::syntax_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("error"); // empty: accepted

    QTest::newRow("plain") << "chapters/intro.md" << QString();
    QTest::newRow("top level") << "intro.md" << QString();
    QTest::newRow("dot segment") << "./intro.md" << QString();
    QTest::newRow("dots inside a name") << "a..b/..c.md" << QString();
    QTest::newRow("non-ASCII") << "Kapitel/Einführung.md" << QString();
    QTest::newRow("space") << "my chapter.md" << QString();

    QTest::newRow("empty") << "" << "expected a relative path inside the pack, got an empty string";
    QTest::newRow("blank") << "  \t" << "expected a relative path inside the pack, got an empty string";
    QTest::newRow("parent") << "../x" << "'../x' contains '..'; paths may not leave the pack folder";
    QTest::newRow("parent inside") << "chapters/../../x" << "'chapters/../../x' contains '..'; paths may not leave the pack folder";
    QTest::newRow("parent alone") << ".." << "'..' contains '..'; paths may not leave the pack folder";
    QTest::newRow("trailing parent") << "chapters/.." << "'chapters/..' contains '..'; paths may not leave the pack folder";
    QTest::newRow("absolute") << "/etc/passwd" << "'/etc/passwd' is an absolute path; paths must be relative to the pack folder";
    QTest::newRow("UNC-like") << "//server/share/x" << "'//server/share/x' is an absolute path; paths must be relative to the pack folder";
    QTest::newRow("drive") << "C:\\x" << "'C:\\x' is a URL or drive path; only files inside the pack may be referenced";
    QTest::newRow("drive, slash") << "c:/x" << "'c:/x' is a URL or drive path; only files inside the pack may be referenced";
    QTest::newRow("file URL") << "file:///etc/passwd" << "'file:///etc/passwd' is a URL or drive path; only files inside the pack may be referenced";
    QTest::newRow("https") << "https://x" << "'https://x' is a URL or drive path; only files inside the pack may be referenced";
    QTest::newRow("data URL") << "data:image/png;base64,AAAA" << "'data:image/png;base64,AAAA' is a URL or drive path; only files inside the pack may be referenced";
    // A colon after a leading word reads as a scheme, even if a file could be named so.
    QTest::newRow("colon") << "notes:v2.md" << "'notes:v2.md' is a URL or drive path; only files inside the pack may be referenced";
    QTest::newRow("backslash") << "chapters\\intro.md" << "'chapters\\intro.md' contains a backslash; separate folders with '/'";
    QTest::newRow("backslash parent") << "..\\x" << "'..\\x' contains a backslash; separate folders with '/'";
    QTest::newRow("NUL") << QStringLiteral("a") + QChar(0) + QStringLiteral("b") << QStringLiteral("'a") + QChar(0) + QStringLiteral("b' contains a NUL character");
}

void TestPackPaths::syntax()
{
    QFETCH(QString, path);
    QFETCH(QString, error);
    const std::optional<QString> actual = PackPaths::syntaxError(path);
    QCOMPARE(actual.value_or(QString()), error);
    QCOMPARE(actual.has_value(), !error.isEmpty());
}

void TestPackPaths::resolve_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("error");

    QTest::newRow("file") << "chapters/intro.md" << QString();
    QTest::newRow("dot segment") << "./chapters/intro.md" << QString();
    QTest::newRow("link inside") << "chapters/alias.md" << QString();
    QTest::newRow("through a folder link inside") << "inner-folder/intro.md" << QString();

    QTest::newRow("missing") << "chapters/missing.md" << "'chapters/missing.md' does not exist";
    QTest::newRow("folder") << "chapters" << "'chapters' is a folder, not a file";
    QTest::newRow("FIFO") << "pipe.md" << "'pipe.md' is not a regular file";
    QTest::newRow("relative link out") << "chapters/relative-out.md" << "'chapters/relative-out.md' is a symbolic link that leaves the pack folder";
    QTest::newRow("absolute link out") << "chapters/absolute-out.md" << "'chapters/absolute-out.md' is a symbolic link that leaves the pack folder";
    QTest::newRow("link to /etc/passwd") << "passwd.md" << "'passwd.md' is a symbolic link that leaves the pack folder";
    QTest::newRow("folder link out") << "linked-folder/secret.md" << "'linked-folder/secret.md' is a symbolic link that leaves the pack folder";
    QTest::newRow("link to a sibling folder with a common prefix") << "sibling.md" << "'sibling.md' is a symbolic link that leaves the pack folder";
    QTest::newRow("dangling") << "dangling.md" << "'dangling.md' is a symbolic link to nothing";
    QTest::newRow("loop") << "loop-a.md" << "'loop-a.md' is a symbolic link to nothing";
    QTest::newRow("self loop") << "self.md" << "'self.md' is a symbolic link to nothing";
    QTest::newRow("syntax first") << "../outside/secret.md" << "'../outside/secret.md' contains '..'; paths may not leave the pack folder";
}

void TestPackPaths::resolve()
{
    QFETCH(QString, path);
    QFETCH(QString, error);
    const PackPaths paths(pack_);
    const PackPaths::Resolution r = paths.resolve(path);
    QCOMPARE(r.error, error);
    QCOMPARE(r.ok(), error.isEmpty());
    if (r.ok()) {
        QVERIFY(r.absolutePath.startsWith(paths.root() + QLatin1Char('/')));
        QVERIFY(QFileInfo(r.absolutePath).isFile());
    } else {
        QVERIFY(r.absolutePath.isEmpty());
    }
}

void TestPackPaths::resolveGivesTheCanonicalPath()
{
    const PackPaths paths(pack_);
    const QString intro = QFileInfo(pack_ + QLatin1String("/chapters/intro.md")).canonicalFilePath();
    QCOMPARE(paths.resolve(QStringLiteral("chapters/alias.md")).absolutePath, intro);
    QCOMPARE(paths.resolve(QStringLiteral("inner-folder/intro.md")).absolutePath, intro);
    QCOMPARE(paths.resolve(QStringLiteral("chapters//intro.md")).absolutePath, intro);
}

void TestPackPaths::packReachedThroughALink()
{
    // The pack folder itself may be a link (e.g. ~/courses/current): its target is the root.
    const QString link = temporary_->filePath(QStringLiteral("current"));
    QVERIFY(makeSymlink(pack_, link));
    const PackPaths paths(link);
    QCOMPARE(paths.root(), QFileInfo(pack_).canonicalFilePath());
    QVERIFY(paths.resolve(QStringLiteral("chapters/intro.md")).ok());
    QVERIFY(!paths.resolve(QStringLiteral("chapters/relative-out.md")).ok());
}

void TestPackPaths::missingPackFolder()
{
    const PackPaths paths(temporary_->filePath(QStringLiteral("no-such-pack")));
    QVERIFY(paths.root().isEmpty());
    QCOMPARE(paths.resolve(QStringLiteral("x.md")).error, QStringLiteral("the pack folder does not exist"));
    QCOMPARE(paths.resolve(QStringLiteral("../x.md")).error, QStringLiteral("'../x.md' contains '..'; paths may not leave the pack folder"));
    QVERIFY(!paths.contains(temporary_->path()));
}

void TestPackPaths::contains()
{
    const PackPaths paths(pack_);
    QVERIFY(paths.contains(pack_));
    QVERIFY(paths.contains(pack_ + QLatin1String("/chapters")));
    QVERIFY(paths.contains(pack_ + QLatin1String("/chapters/../chapters/intro.md")));
    QVERIFY(paths.contains(pack_ + QLatin1String("/chapters/alias.md")));
    QVERIFY(!paths.contains(pack_ + QLatin1String("/chapters/relative-out.md")));
    QVERIFY(!paths.contains(temporary_->filePath(QStringLiteral("pack2/x.md")))); // common prefix
    QVERIFY(!paths.contains(pack_ + QLatin1String("/..")));
    QVERIFY(!paths.contains(pack_ + QLatin1String("/missing.md")));
    QVERIFY(!paths.contains(pack_ + QLatin1String("/loop-a.md")));
    QVERIFY(!paths.contains(QString()));
}

ATLAS_TEST_GUILESS_MAIN(TestPackPaths)
#include "tst_packpaths.moc"
