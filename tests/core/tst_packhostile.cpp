// Hostile packs made at test time: path escapes, symbolic link loops and escapes, FIFOs and
// folders where files belong, huge and deeply nested manifests, JSON truncated at every
// byte, every field with every wrong type, random bytes, thousands of defects. The loader
// must never crash or hang, and must say what is wrong and where.
#include "coretestsupport.h"
#include "suiteregistry.h"

#include "core/packlimits.h"
#include "core/packloader.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <iterator>

using namespace atlas;
using namespace atlas::test;

namespace {

// Sets the value at a JSON pointer ("/chapters/0/title"), creating a missing last key.
QJsonValue setAt(const QJsonValue &at, QStringList segments, const QJsonValue &value)
{
    if (segments.isEmpty())
        return value;
    const QString head = segments.takeFirst();
    if (at.isArray()) {
        QJsonArray array = at.toArray();
        const int index = head.toInt();
        array[index] = setAt(array.at(index), segments, value);
        return array;
    }
    QJsonObject object = at.toObject();
    object.insert(head, setAt(object.value(head), segments, value));
    return object;
}

QJsonObject with(const QJsonObject &manifest, const QString &pointer, const QJsonValue &value)
{
    return setAt(manifest, pointer.mid(1).split(QLatin1Char('/')), value).toObject();
}

QString describe(const PackLoadResult &r)
{
    return diagnosticLines(r.diagnostics).join(QLatin1Char('\n'));
}

// The first diagnostic for `pointer` (or inside it), or nullptr.
const Diagnostic *diagnosticAt(const PackLoadResult &r, const QString &pointer, Diagnostic::Severity severity = Diagnostic::Severity::Error)
{
    for (const Diagnostic &d : r.diagnostics)
        if (d.severity == severity && (d.pointer == pointer || d.pointer.startsWith(pointer + QLatin1Char('/'))))
            return &d;
    return nullptr;
}

// Every diagnostic well-formed: a file, a message, a location that is either unknown or
// 1-based, and a line and column for every manifest diagnostic that names a field.
QString checkWellFormed(const PackLoadResult &r)
{
    for (const Diagnostic &d : r.diagnostics) {
        if (d.file.isEmpty() || d.message.isEmpty())
            return QStringLiteral("empty file or message: ") + d.toString();
        if (d.line < 0 || d.column < 0 || (d.line == 0) != (d.column == 0))
            return QStringLiteral("bad location: ") + d.toString();
        if (!d.pointer.isEmpty() && d.line == 0)
            return QStringLiteral("unlocated field: ") + d.toString();
    }
    if (!r.pack && r.errorCount() == 0)
        return QStringLiteral("no pack and no error");
    return QString();
}

} // namespace

class TestPackHostile : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void pathEscapes_data();
    void pathEscapes();
    void symbolicLinkLoops();
    void symbolicLinksOut();
    void linksInsideThePackAreFine();
    void fifosAndFoldersWhereFilesBelong();
    void manifestSizeLimit();
    void deepNesting();
    void truncatedAtEveryByte();
    void wrongTypes_data();
    void wrongTypes();
    void randomBytes();
    void mutatedManifests();
    void thousandsOfWarningsStayValid();
    void errorsBeyondTheCapStillMarkTheChapter();
    void manyDefectsInALargeManifestAreFast();
    void duplicateKeysAreRefused();
    void longLinkTextStillChecked();
    void limits();
    void packFolderItself();

private:
    PackLoadResult load(const QJsonObject &manifest);
    PackLoadResult load(const QByteArray &manifest);
    QString pack() const { return temporary_->filePath(QStringLiteral("pack")); }
    QString outside() const { return temporary_->filePath(QStringLiteral("outside")); }
    std::unique_ptr<QTemporaryDir> temporary_;
};

void TestPackHostile::init()
{
    temporary_ = std::make_unique<QTemporaryDir>();
    QVERIFY(temporary_->isValid());
    QVERIFY(writeFile(outside() + QLatin1String("/secret.md"), "# Secret\n"));
    QVERIFY(writeFile(outside() + QLatin1String("/secret.png"), "\x89PNG"));
    QVERIFY(writeFile(outside() + QLatin1String("/pack.json"), QJsonDocument(minimalManifest()).toJson()));
}

PackLoadResult TestPackHostile::load(const QJsonObject &manifest)
{
    return load(QJsonDocument(manifest).toJson(QJsonDocument::Indented));
}

PackLoadResult TestPackHostile::load(const QByteArray &manifest)
{
    if (!writeFile(pack() + QLatin1String("/pack.json"), manifest)
        || (!QFileInfo::exists(pack() + QLatin1String("/chapters/intro.md"))
            && !QFileInfo(pack() + QLatin1String("/chapters/intro.md")).isSymLink()
            && !writeFile(pack() + QLatin1String("/chapters/intro.md"), minimalBody())))
        qFatal("cannot write the pack");
    return PackLoader::load(pack(), {});
}

void TestPackHostile::pathEscapes_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("asBody");  // the error for "body": path
    QTest::addColumn<QString>("asImage"); // the error for ![x](path) in the body

    const QString parent = QStringLiteral("'%1' contains '..'; paths may not leave the pack folder");
    const QString absolute = QStringLiteral("'%1' is an absolute path; paths must be relative to the pack folder");
    const QString url = QStringLiteral("'%1' is a URL or drive path; only files inside the pack may be referenced");
    const QString network = QStringLiteral("image '%1' is outside the pack: images are never loaded from the network");
    const QString backslash = QStringLiteral("'%1' contains a backslash; separate folders with '/'");
    QTest::newRow("../x") << "../outside/secret.md" << parent << parent;
    QTest::newRow("deep ..") << "chapters/../../outside/secret.md" << parent << parent;
    QTest::newRow("/etc/passwd") << "/etc/passwd" << absolute << absolute;
    QTest::newRow("C:\\x") << "C:\\x" << url << url;
    QTest::newRow("file:///etc/passwd") << "file:///etc/passwd" << url << url;
    QTest::newRow("https://x") << "https://x/secret.png" << url << network;
    QTest::newRow("HTTP://X") << "HTTP://X/secret.png" << url << network;
    QTest::newRow("backslashes") << "..\\outside\\secret.md" << backslash << backslash;
    QTest::newRow("javascript:") << "javascript:alert" << url << url;
}

void TestPackHostile::pathEscapes()
{
    QFETCH(QString, path);
    QFETCH(QString, asBody);
    QFETCH(QString, asImage);

    PackLoadResult r = load(with(minimalManifest(), QStringLiteral("/chapters/0/body"), path));
    QCOMPARE(r.errorCount(), 1);
    const Diagnostic *d = diagnosticAt(r, QStringLiteral("/chapters/0/body"));
    QVERIFY2(d, qPrintable(describe(r)));
    QCOMPARE(d->message, asBody.arg(path));
    QVERIFY(d->line > 0);
    QVERIFY(r.pack->chapters.at(0).body.isEmpty()); // never used
    QVERIFY(!r.pack->chapters.at(0).problems.isEmpty());

    // In a body, as an image; the body is in chapters/, so the target is resolved from there.
    QVERIFY(writeFile(pack() + QLatin1String("/chapters/intro.md"), "# T\n\n![x](" + path.toUtf8() + ")\n"));
    r = load(minimalManifest());
    QCOMPARE(describe(r), QDir(pack()).filePath(QStringLiteral("chapters/intro.md:3:6: error: ")) + asImage.arg(path));
}

void TestPackHostile::symbolicLinkLoops()
{
    // A body that loops, an image that loops, a folder that loops, a manifest that loops.
    QVERIFY(makeSymlink(QStringLiteral("b.md"), pack() + QLatin1String("/chapters/a.md")));
    QVERIFY(makeSymlink(QStringLiteral("a.md"), pack() + QLatin1String("/chapters/b.md")));
    QVERIFY(makeSymlink(QStringLiteral("loop"), pack() + QLatin1String("/loop")));
    QVERIFY(makeSymlink(QStringLiteral("self.png"), pack() + QLatin1String("/chapters/self.png")));
    QVERIFY(writeFile(pack() + QLatin1String("/chapters/intro.md"), "![x](self.png)\n"));
    QJsonObject m = with(minimalManifest(), QStringLiteral("/chapters/0/body"), QStringLiteral("chapters/a.md"));
    PackLoadResult r = load(m);
    QCOMPARE(describe(r).section(QLatin1String(": error: "), 1), QStringLiteral("/chapters/0/body: 'chapters/a.md' is a symbolic link to nothing"));
    r = load(with(minimalManifest(), QStringLiteral("/chapters/0/body"), QStringLiteral("loop/intro.md")));
    QCOMPARE(describe(r).section(QLatin1String(": error: "), 1), QStringLiteral("/chapters/0/body: 'loop/intro.md' does not exist"));
    r = load(minimalManifest());
    QCOMPARE(describe(r), QDir(pack()).filePath(QStringLiteral("chapters/intro.md:1:6: error: 'chapters/self.png' is a symbolic link to nothing")));

    QVERIFY(QFile::remove(pack() + QLatin1String("/pack.json")));
    QVERIFY(makeSymlink(QStringLiteral("pack.json"), pack() + QLatin1String("/pack.json")));
    r = PackLoader::load(pack(), {});
    QCOMPARE(describe(r), QDir(pack()).filePath(QStringLiteral("pack.json: error: a symbolic link to nothing")));
    QVERIFY(!r.pack);
}

void TestPackHostile::symbolicLinksOut()
{
    // The body, its German version, an image, a folder on the way, and the manifest.
    QVERIFY(makeSymlink(outside() + QLatin1String("/secret.md"), pack() + QLatin1String("/chapters/intro.md")));
    PackLoadResult r = load(minimalManifest());
    QCOMPARE(describe(r).section(QLatin1String(": error: "), 1), QStringLiteral("/chapters/0/body: 'chapters/intro.md' is a symbolic link that leaves the pack folder"));
    QVERIFY(QFile::remove(pack() + QLatin1String("/chapters/intro.md")));

    QVERIFY(makeSymlink(QStringLiteral("../../outside/secret.md"), pack() + QLatin1String("/chapters/intro.de.md")));
    r = load(with(minimalManifest(), QStringLiteral("/languages"), QJsonArray{QStringLiteral("en"), QStringLiteral("de")}));
    QVERIFY2(describe(r).contains(QDir(pack()).filePath(QStringLiteral("chapters/intro.de.md: error: 'chapters/intro.de.md' is a symbolic link that leaves the pack folder"))),
             qPrintable(describe(r)));
    QVERIFY(QFile::remove(pack() + QLatin1String("/chapters/intro.de.md")));

    QVERIFY(makeSymlink(outside(), pack() + QLatin1String("/chapters/images")));
    QVERIFY(writeFile(pack() + QLatin1String("/chapters/intro.md"), "![x](images/secret.png)\n"));
    r = load(minimalManifest());
    QCOMPARE(describe(r), QDir(pack()).filePath(QStringLiteral("chapters/intro.md:1:6: error: 'chapters/images/secret.png' is a symbolic link that leaves the pack folder")));

    QVERIFY(QFile::remove(pack() + QLatin1String("/pack.json")));
    QVERIFY(makeSymlink(QStringLiteral("/etc/hostname"), pack() + QLatin1String("/pack.json")));
    r = PackLoader::load(pack(), {});
    QCOMPARE(describe(r), QDir(pack()).filePath(QStringLiteral("pack.json: error: a symbolic link that leaves the pack folder")));
}

void TestPackHostile::linksInsideThePackAreFine()
{
    QVERIFY(writeFile(pack() + QLatin1String("/common/intro.md"), "![x](figure.png)\n"));
    QVERIFY(writeFile(pack() + QLatin1String("/common/figure.png"), "\x89PNG"));
    QVERIFY(makeSymlink(QStringLiteral("../common/intro.md"), pack() + QLatin1String("/chapters/intro.md")));
    QVERIFY(writeFile(pack() + QLatin1String("/real.json"), QJsonDocument(minimalManifest()).toJson()));
    QVERIFY(makeSymlink(QStringLiteral("real.json"), pack() + QLatin1String("/pack.json")));
    // The image is resolved from the body's folder as written (chapters/), where it is missing.
    const PackLoadResult r = PackLoader::load(pack(), {});
    QCOMPARE(describe(r), QDir(pack()).filePath(QStringLiteral("chapters/intro.md:1:6: error: 'chapters/figure.png' does not exist")));
    QVERIFY(makeSymlink(QStringLiteral("../common/figure.png"), pack() + QLatin1String("/chapters/figure.png")));
    QCOMPARE(describe(PackLoader::load(pack(), {})), QString());
}

void TestPackHostile::fifosAndFoldersWhereFilesBelong()
{
    // A FIFO body, a FIFO image, a FIFO German body, a folder as the body.
    QVERIFY(makeFifo(pack() + QLatin1String("/chapters/pipe.md")));
    QVERIFY(makeFifo(pack() + QLatin1String("/chapters/pipe.png")));
    QVERIFY(makeFifo(pack() + QLatin1String("/chapters/intro.de.md")));
    QVERIFY(QDir().mkpath(pack() + QLatin1String("/chapters/folder.md")));
    QVERIFY(writeFile(pack() + QLatin1String("/chapters/intro.md"), "![x](pipe.png) ![y](folder.md)\n"));
    FifoWatchdog w1(pack() + QLatin1String("/chapters/pipe.md"));
    FifoWatchdog w2(pack() + QLatin1String("/chapters/pipe.png"));
    FifoWatchdog w3(pack() + QLatin1String("/chapters/intro.de.md"));

    PackLoadResult r = load(with(minimalManifest(), QStringLiteral("/chapters/0/body"), QStringLiteral("chapters/pipe.md")));
    QCOMPARE(describe(r).section(QLatin1String(": error: "), 1), QStringLiteral("/chapters/0/body: 'chapters/pipe.md' is not a regular file"));
    r = load(with(minimalManifest(), QStringLiteral("/chapters/0/body"), QStringLiteral("chapters/folder.md")));
    QCOMPARE(describe(r).section(QLatin1String(": error: "), 1), QStringLiteral("/chapters/0/body: 'chapters/folder.md' is a folder, not a file"));
    r = load(with(minimalManifest(), QStringLiteral("/languages"), QJsonArray{QStringLiteral("en"), QStringLiteral("de")}));
    const QString body = QDir(pack()).filePath(QStringLiteral("chapters/intro.md"));
    QCOMPARE(diagnosticLines(r.diagnostics).mid(0, 3),
             (QStringList{body + QLatin1String(":1:6: error: 'chapters/pipe.png' is not a regular file"),
                          body + QLatin1String(":1:21: error: 'chapters/folder.md' is a folder, not a file"),
                          QDir(pack()).filePath(QStringLiteral("chapters/intro.de.md: error: 'chapters/intro.de.md' is not a regular file"))}));
    // And the German texts are missing: a warning at each of the two places.
    QCOMPARE(r.diagnostics.size(), 5);
    QVERIFY(r.diagnostics.at(3).message.startsWith(QLatin1String("2 texts lack the declared language 'de'")));
    QCOMPARE(r.diagnostics.at(4).message, QStringLiteral("lacks the declared language 'de' too (2 of 2)"));
    QVERIFY(!w1.fired() && !w2.fired() && !w3.fired());
}

void TestPackHostile::manifestSizeLimit()
{
    const QByteArray valid = QJsonDocument(minimalManifest()).toJson();
    const qint64 limit = PackLimits::maxManifestBytes;
    // Exactly at the limit: read and accepted (trailing whitespace is JSON).
    PackLoadResult r = load(valid + QByteArray(limit - valid.size(), ' '));
    QCOMPARE(describe(r), QString());
    r = load(valid + QByteArray(limit + 1 - valid.size(), ' '));
    QCOMPARE(describe(r), QDir(pack()).filePath(QStringLiteral("pack.json: error: 1048577 bytes, larger than the limit of 1048576 bytes")));
    r = load(valid + QByteArray(2000000 - valid.size(), '\n'));
    QCOMPARE(describe(r), QDir(pack()).filePath(QStringLiteral("pack.json: error: 2000000 bytes, larger than the limit of 1048576 bytes")));
    QVERIFY(!r.pack);
}

void TestPackHostile::deepNesting()
{
    // 100 000 levels inside the params of a chapter, then the same at the top.
    QByteArray manifest = QJsonDocument(minimalManifest()).toJson(QJsonDocument::Compact);
    const qsizetype at = manifest.indexOf("\"title\":\"Introduction\"");
    QVERIFY(at > 0);
    manifest.insert(at, "\"params\":{\"x\":" + QByteArray(100000, '[') + QByteArray(100000, ']') + "},");
    PackLoadResult r = load(manifest);
    QCOMPARE(r.diagnostics.size(), 1);
    QCOMPARE(r.diagnostics.at(0).code, DiagnosticCode::TooLarge);
    QVERIFY2(r.diagnostics.at(0).message.contains(QLatin1String("32")), qPrintable(r.diagnostics.at(0).message));
    QCOMPARE(r.diagnostics.at(0).line, 1);
    // root {, chapters [, chapter {, params {, then 29 '[' reach level 33.
    QCOMPARE(r.diagnostics.at(0).column, static_cast<int>(at + QByteArray("\"params\":{\"x\":").size() + 29));
    r = load(QByteArray(100000, '[') + QByteArray(100000, ']'));
    QCOMPARE(describe(r), QDir(pack()).filePath(QStringLiteral("pack.json:1:33: error: nested deeper than 32 levels")));
    r = load(QByteArray(100000, '{'));
    QCOMPARE(r.diagnostics.at(0).column, 33);
    // 32 levels are allowed (params are the kind's business: no error without a catalog).
    manifest = QJsonDocument(minimalManifest()).toJson(QJsonDocument::Compact);
    manifest.insert(manifest.indexOf("\"title\":\"Introduction\""), "\"params\":{\"x\":" + QByteArray(28, '[') + QByteArray(28, ']') + "},");
    r = load(manifest);
    QCOMPARE(describe(r), QString());
}

// Cut a small valid manifest after every byte: always an error with a location inside the
// text that was there, never a crash.
void TestPackHostile::truncatedAtEveryByte()
{
    const QByteArray full = QJsonDocument(minimalManifest(true)).toJson(QJsonDocument::Indented);
    const QByteArray trimmed = full.trimmed();
    QVERIFY(full.size() > 1000);
    for (qsizetype length = 0; length < trimmed.size(); ++length) {
        const QByteArray prefix = full.left(length);
        const PackLoadResult r = load(prefix);
        const QString where = QStringLiteral("cut after %1 bytes: ").arg(length) + describe(r);
        QVERIFY2(!r.pack && r.diagnostics.size() == 1, qPrintable(where));
        const Diagnostic &d = r.diagnostics.at(0);
        QVERIFY2(d.isError() && d.message.startsWith(QLatin1String("invalid JSON: ")), qPrintable(where));
        const QList<QByteArray> lines = prefix.split('\n');
        QVERIFY2(d.line >= 1 && d.line <= lines.size(), qPrintable(where));
        QVERIFY2(d.column >= 1 && d.column <= QString::fromUtf8(lines.at(d.line - 1)).size() + 1, qPrintable(where));
    }
    QCOMPARE(describe(load(trimmed)), QString());
}

void TestPackHostile::wrongTypes_data()
{
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QJsonValue>("value");

    enum Type { Null = 1, Bool = 2, Number = 4, String = 8, Array = 16, Object = 32 };
    const int text = String | Object;
    const QList<QPair<const char *, int>> fields{
        {"/format", Number}, {"/id", String}, {"/version", String}, {"/title", text},
        {"/description", text}, {"/languages", Array}, {"/authors", Array}, {"/chapters", Array},
        {"/chapters/0", Object}, {"/chapters/0/id", String}, {"/chapters/0/kind", String},
        {"/chapters/0/title", text}, {"/chapters/0/summary", text}, {"/chapters/0/body", String},
        {"/chapters/0/params", Object}, {"/chapters/0/questions", Array},
        {"/chapters/0/questions/0", Object}, {"/chapters/0/questions/0/id", String},
        {"/chapters/0/questions/0/type", String}, {"/chapters/0/questions/0/prompt", text},
        {"/chapters/0/questions/0/explanation", text}, {"/chapters/0/questions/0/choices", Array},
        {"/chapters/0/questions/0/choices/0", text}, {"/chapters/0/questions/0/choices/0/text", text},
        {"/chapters/0/questions/0/choices/0/feedback", text}, {"/chapters/0/questions/0/answer", Number},
        {"/chapters/0/questions/1/answer", Array}, {"/chapters/0/questions/1/answer/0", Number},
        {"/chapters/0/questions/2/answer", Number}, {"/chapters/0/questions/2/tolerance", Number},
        {"/chapters/0/questions/2/unit", text}, {"/chapters/0/questions/3/params", Object},
        {"/chapters/0/questions/3/params/documents", Array}, {"/chapters/0/questions/3/params/documents/0", Array},
        {"/chapters/0/questions/3/params/documents/0/0", Number},
        {"/chapters/0/questions/3/params/block_length", Number}, {"/chapters/0/questions/3/params/bos", Number},
        {"/chapters/0/questions/3/params/eos", Number}, {"/chapters/0/questions/3/params/block", Number},
        {"/chapters/0/questions/3/params/query", Number}, {"/chapters/0/questions/3/params/token_labels", Object},
        {"/chapters/0/questions/3/answer", Array},
    };
    const QList<QPair<int, QJsonValue>> values{
        {Null, QJsonValue::Null}, {Bool, true}, {Number, 12345}, {String, QStringLiteral("text")},
        {Array, QJsonArray{QStringLiteral("x")}}, {Object, QJsonObject{{QStringLiteral("zz"), 1}}}};
    const char *names[] = {"null", "bool", "number", "string", "array", "object"};
    for (const auto &[pointer, accepted] : fields)
        for (int t = 0; t < values.size(); ++t)
            if (!(accepted & values.at(t).first))
                QTest::addRow("%s = %s", pointer, names[t]) << QString::fromLatin1(pointer) << values.at(t).second;
}

void TestPackHostile::wrongTypes()
{
    QFETCH(QString, pointer);
    QFETCH(QJsonValue, value);
    const PackLoadResult r = load(with(minimalManifest(true), pointer, value));
    const QString why = checkWellFormed(r);
    QVERIFY2(why.isEmpty(), qPrintable(why + QLatin1Char('\n') + describe(r)));
    const Diagnostic *d = diagnosticAt(r, pointer);
    QVERIFY2(d, qPrintable(describe(r)));
    QVERIFY(d->line > 0);
    QVERIFY(!r.isValid());
}

void TestPackHostile::randomBytes()
{
    QRandomGenerator random(20240601);
    for (int n = 0; n < 300; ++n) {
        QByteArray bytes(random.bounded(3000), '\0');
        for (char &c : bytes)
            c = static_cast<char>(random.bounded(256));
        if (n % 3 == 0 && !bytes.isEmpty())
            bytes[0] = n % 2 ? '{' : '['; // past the first byte, into the parser
        const PackLoadResult r = load(bytes);
        const QString why = checkWellFormed(r);
        QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("sample %1: ").arg(n) + why));
        QVERIFY(!r.pack);
    }
}

// Valid JSON mostly, broken in a few places: reaches the field checks with odd content.
void TestPackHostile::mutatedManifests()
{
    const QByteArray base = QJsonDocument(minimalManifest(true)).toJson(QJsonDocument::Indented);
    const QByteArray alphabet = "{}[]\":,0123456789-.eE truefalsnl\\u\xc3\xbc\xff";
    QRandomGenerator random(42);
    int parsed = 0;
    for (int n = 0; n < 600; ++n) {
        QByteArray bytes = base;
        const int edits = 1 + static_cast<int>(random.bounded(6));
        for (int e = 0; e < edits; ++e) {
            const qsizetype at = random.bounded(bytes.size());
            switch (random.bounded(3)) {
            case 0: bytes[at] = alphabet.at(random.bounded(alphabet.size())); break;
            case 1: bytes.remove(at, 1 + random.bounded(20)); break;
            default: bytes.insert(at, alphabet.at(random.bounded(alphabet.size()))); break;
            }
        }
        const PackLoadResult r = load(bytes);
        const QString why = checkWellFormed(r);
        QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("sample %1: ").arg(n) + why + QLatin1Char('\n') + describe(r)));
        parsed += r.pack ? 1 : 0;
    }
    QVERIFY2(parsed > 20, qPrintable(QString::number(parsed))); // the field checks were reached
}

void TestPackHostile::thousandsOfWarningsStayValid()
{
    QJsonObject m = minimalManifest();
    for (int n = 0; n < 3000; ++n)
        m.insert(QStringLiteral("x-%1").arg(n, 4, 10, QLatin1Char('0')), n);
    const PackLoadResult r = load(m);
    QCOMPARE(r.diagnostics.size(), PackLimits::maxDiagnostics + 1);
    QCOMPARE(r.errorCount(), 0);
    QVERIFY(r.isValid());
    QCOMPARE(r.diagnostics.last().code, DiagnosticCode::TooLarge);
    QVERIFY(r.diagnostics.last().pointer.isEmpty());
    QCOMPARE(r.diagnostics.last().severity, Diagnostic::Severity::Warning);
    QCOMPARE(r.diagnostics.at(499).pointer, QStringLiteral("/x-0499"));
    QCOMPARE(r.diagnostics.at(499).code, DiagnosticCode::UnknownField);
    QVERIFY(r.diagnostics.at(499).line > 0);
}

void TestPackHostile::errorsBeyondTheCapStillMarkTheChapter()
{
    QJsonObject titles{{QStringLiteral("en"), QStringLiteral("Intro")}};
    for (int n = 0; n < 700; ++n)
        titles.insert(QStringLiteral("X%1").arg(n), QStringLiteral("bad key"));
    QJsonObject m = with(minimalManifest(), QStringLiteral("/chapters/0/title"), titles);
    QJsonArray chapters = m.value(QStringLiteral("chapters")).toArray();
    QJsonObject second = chapters.at(0).toObject();
    second.insert(QStringLiteral("id"), QStringLiteral("second"));
    second.insert(QStringLiteral("title"), QStringLiteral("Second"));
    second.insert(QStringLiteral("kind"), QStringLiteral("Not A Kind"));
    chapters.append(second);
    m.insert(QStringLiteral("chapters"), chapters);
    const PackLoadResult r = load(m);
    QCOMPARE(r.diagnostics.size(), PackLimits::maxDiagnostics + 1);
    QCOMPARE(r.diagnostics.last().severity, Diagnostic::Severity::Error);
    QCOMPARE(r.pack->chapters.at(0).problems.size(), 700);
    // The second chapter's error was not printed, but the chapter knows it cannot be shown.
    QCOMPARE(r.pack->chapters.at(1).problems,
             QStringList{"/chapters/1/kind: 'Not A Kind' is not valid: expected a chapter kind such as \"mechanism\""});
}

// Locating diagnostics must not cost a walk of the whole manifest per diagnostic: a chapter
// whose params hold 50 000 escaped keys (params are the kind's business: unchecked without a
// catalog), then 64 questions with eight defects each.
void TestPackHostile::manyDefectsInALargeManifestAreFast()
{
    QByteArray chapter = "{\"id\": \"intro\", \"params\": {";
    for (int n = 0; n < 50000; ++n)
        chapter += (n ? ", \"\\u0069d" : "\"\\u0069d") + QByteArray::number(n) + "\": 0";
    chapter += "}, \"kind\": \"quiz\", \"title\": \"x\", \"body\": \"chapters/intro.md\", \"questions\": [";
    for (int q = 0; q < 64; ++q)
        chapter += QByteArray(q ? ", " : "") + "{\"u0\": 0, \"u1\": 0, \"u2\": 0, \"u3\": 0, \"u4\": 0, \"u5\": 0, \"u6\": 0, \"u7\": 0}";
    chapter += "]}";
    const QByteArray manifest = "{\"format\": 1, \"id\": \"a\", \"version\": \"1\", \"title\": \"t\", \"chapters\": [" + chapter + "]}";
    QVERIFY(manifest.size() < PackLimits::maxManifestBytes);
    const PackLoadResult r = load(manifest);
    QCOMPARE(r.diagnostics.size(), PackLimits::maxDiagnostics + 1);
    QCOMPARE(r.diagnostics.at(0).pointer, QStringLiteral("/chapters/0/questions/0/u0"));
    QCOMPARE(r.diagnostics.at(0).line, 1);
}

// A key given twice is refused where it is given the second time, however many keys the
// object has (the probe's manifests gave "id" 50 000 times; the last one used to count).
void TestPackHostile::duplicateKeysAreRefused()
{
    QByteArray chapter = "{";
    for (int n = 0; n < 50000; ++n)
        chapter += "\"\\u0069d\": \"intro\", ";
    chapter += "\"kind\": \"quiz\", \"title\": \"x\", \"body\": \"chapters/intro.md\"}";
    const QByteArray manifest = "{\"format\": 1, \"id\": \"a\", \"version\": \"1\", \"title\": \"t\", \"chapters\": [" + chapter + "]}";
    const PackLoadResult r = load(manifest);
    QVERIFY(!r.pack);
    QCOMPARE(r.diagnostics.size(), 1);
    QCOMPARE(r.diagnostics.at(0).pointer, QStringLiteral("/chapters/0/id"));
    QCOMPARE(r.diagnostics.at(0).column, 90); // the second "\u0069d"
    QVERIFY2(r.diagnostics.at(0).message.contains(QLatin1String("given twice (first at line 1, column 70)")), qPrintable(r.diagnostics.at(0).message));
}

void TestPackHostile::longLinkTextStillChecked()
{
    QVERIFY(writeFile(pack() + QLatin1String("/chapters/intro.md"),
                      "![" + QByteArray(100000, 'a') + "](https://example.org/x.png)\n![see [1]](http://example.org/y.png)\n"));
    const PackLoadResult r = load(minimalManifest());
    QCOMPARE(r.errorCount(), 2);
    QCOMPARE(r.diagnostics.at(0).code, DiagnosticCode::Unsafe);
    QVERIFY2(r.diagnostics.at(0).message.contains(QLatin1String("'https://example.org/x.png'")), qPrintable(r.diagnostics.at(0).message));
    QCOMPARE(r.diagnostics.at(0).column, 100005);
    QCOMPARE(r.diagnostics.at(1).line, 2);
}

void TestPackHostile::limits()
{
    // Texts: 20 000 characters pass, 20 001 do not (characters, not bytes: ü is one).
    PackLoadResult r = load(with(minimalManifest(), QStringLiteral("/title"), QString(20000, QChar(0xFC))));
    QCOMPARE(describe(r), QString());
    r = load(with(minimalManifest(), QStringLiteral("/title"), QString(20001, QLatin1Char('a'))));
    QCOMPARE(describe(r).section(QLatin1String(": error: "), 1), QStringLiteral("/title: 20001 characters, more than the limit of 20000"));

    // 512 questions in a pack pass; the 513th is reported where it stands.
    QJsonObject m = minimalManifest(true);
    QJsonArray chapters;
    const QJsonObject single = m.value(QStringLiteral("chapters")).toArray().at(0).toObject()
                                   .value(QStringLiteral("questions")).toArray().at(0).toObject();
    int id = 0;
    for (int c = 0; c < 9; ++c) {
        QJsonObject chapter = m.value(QStringLiteral("chapters")).toArray().at(0).toObject();
        chapter.insert(QStringLiteral("id"), QStringLiteral("c%1").arg(c));
        QJsonArray questions;
        for (int q = 0; q < (c < 8 ? 64 : 1); ++q) {
            QJsonObject question = single;
            question.insert(QStringLiteral("id"), QStringLiteral("q%1").arg(id++));
            questions.append(question);
        }
        chapter.insert(QStringLiteral("questions"), questions);
        chapters.append(chapter);
    }
    m.insert(QStringLiteral("chapters"), chapters);
    r = load(m);
    // The one error (512 copies of one question also draw "guessable" warnings: not this test's).
    QList<Diagnostic> errors;
    std::copy_if(r.diagnostics.cbegin(), r.diagnostics.cend(), std::back_inserter(errors), [](const Diagnostic &d) { return d.isError(); });
    QCOMPARE(diagnosticLines(errors).join(QLatin1Char('\n')).section(QLatin1String(": error: "), 1),
             QStringLiteral("/chapters/8/questions/0: more than the limit of 512 questions in a pack"));
    QCOMPARE(r.pack->allQuestions().size(), 512);

    // A mask question's documents may not pack into more than 1024 slots.
    QJsonArray documents;
    for (int d = 0; d < 400; ++d)
        documents.append(QJsonArray{7});
    r = load(with(minimalManifest(true), QStringLiteral("/chapters/0/questions/3/params/documents"), documents));
    QCOMPARE(describe(r).section(QLatin1String(": error: "), 1), QStringLiteral("/chapters/0/questions/3/params/documents: more than 1024 slots once packed"));
}

void TestPackHostile::packFolderItself()
{
    const QString file = temporary_->filePath(QStringLiteral("plain-file"));
    QVERIFY(writeFile(file, "x"));
    for (const QString &folder : {file, temporary_->filePath(QStringLiteral("missing")), QString()}) {
        const PackLoadResult r = PackLoader::load(folder, {});
        QCOMPARE(describe(r), folder + QLatin1String(": error: not a folder (a chapter pack is a folder holding pack.json)"));
        QVERIFY(!r.pack);
    }
    // A folder given with a trailing slash, or through a link, reads the same pack.
    QVERIFY(writePack(pack(), minimalManifest()));
    QVERIFY(makeSymlink(pack(), temporary_->filePath(QStringLiteral("link"))));
    for (const QString &folder : QStringList{pack() + QLatin1Char('/'), temporary_->filePath(QStringLiteral("link"))}) {
        const PackLoadResult r = PackLoader::load(folder, {});
        QVERIFY2(r.isValid(), qPrintable(describe(r)));
        QCOMPARE(r.pack->directory, QFileInfo(pack()).canonicalFilePath());
    }
}

ATLAS_TEST_GUILESS_MAIN(TestPackHostile)
#include "tst_packhostile.moc"
