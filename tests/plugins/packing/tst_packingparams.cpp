// PackingParams: the seed's block by default, every defect located by its JSON path with what
// was expected (block, query and edit slot checked against the packing of the documents), and
// the plugin's validateParams reporting the same.
#include "packingparams.h"

#include "core/chapterparamsvalidator.h"
#include "core/pluginregistry.h"

#include "builtinpack.h"
#include "paramsreporttext.h"
#include "suiteregistry.h"
#include "testjson.h"

#include <QTest>
#include "testpaths.h"

using namespace atlas;
using test::BuiltInPack;
using test::ParamsReportText;
using test::TestJson;

namespace {

QStringList errors(const QJsonObject &params, PackingParams *out = nullptr)
{
    ParamsReport report;
    const PackingParams result = PackingParams::read(params, report);
    if (out)
        *out = result;
    return ParamsReportText::lines(report);
}

} // namespace

class TestPackingParams : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void defaultsAreTheSeedsBlock();
    void readsEveryField();
    void defectsAreLocated_data();
    void defectsAreLocated();
    void hostileValuesNeverThrow();
    void pluginReportsTheSameDefects();
    void builtInPackParamsAreValid();
};

void TestPackingParams::defaultsAreTheSeedsBlock()
{
    PackingParams p;
    QVERIFY(errors(QJsonObject(), &p).isEmpty());
    QCOMPARE(p.documents.size(), 4);
    QCOMPARE(CorpusTokenizer::split(p.documents[0]).size(), 3); // slots 0–4 with BOS and EOS
    QCOMPARE(p.blockLength, 10);
    QCOMPARE(p.block, 0);
    QCOMPARE(p.query, 7);
    QCOMPARE(p.mask, PackingParams::Mask::DocumentAware);
}

void TestPackingParams::readsEveryField()
{
    PackingParams p;
    const QStringList e = errors(TestJson::object(R"({"documents": ["one two", "three"], "block_length": 4, "block": 1,
        "query": 2, "mask": "causal", "edit_slot": 1, "replacement": "three", "tile_size": 2, "seed": 9})"), &p);
    QVERIFY2(e.isEmpty(), qPrintable(e.join(QLatin1Char('\n'))));
    QCOMPARE(p.documents, (QStringList{QStringLiteral("one two"), QStringLiteral("three")}));
    QCOMPARE(p.blockLength, 4);
    QCOMPARE(p.block, 1);
    QCOMPARE(p.query, 2);
    QCOMPARE(p.mask, PackingParams::Mask::PlainCausal);
    QCOMPARE(p.editSlot, 1);
    QCOMPARE(p.replacement, QStringLiteral("three"));
    QCOMPARE(p.tileSize, 2);
    QCOMPARE(p.seed, quint64(9));
}

void TestPackingParams::defectsAreLocated_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("expected");
    auto row = [](const char *name, const char *json, const char *pointer, const char *expected) {
        QTest::newRow(name) << QString::fromUtf8(json) << QString::fromUtf8(pointer) << QString::fromUtf8(expected);
    };
    row("unknown key", R"({"block_size": 8})", "/block_size", "");
    row("documents not an array", R"({"documents": "the cat"})", "/documents", "array of texts");
    row("no documents", R"({"documents": []})", "/documents", "1 to 16 documents");
    row("document not a text", R"({"documents": ["a", 3]})", "/documents/1", "string");
    row("document too long", R"({"documents": ["a b c d e f g h i j k l m n o p q r s t u v w x y z a b c d e f g h i j k l m n o p q r s t u v w x y z a b c d e f g h i j k l m"]})", "/documents/0", "at most 64 tokens");
    row("block length zero", R"({"block_length": 0})", "/block_length", "from 1 to 64");
    row("block length large", R"({"block_length": 65})", "/block_length", "from 1 to 64");
    row("block beyond the packing", R"({"block": 3})", "/block", "from 0 to 2");
    row("query beyond the block", R"({"block": 2, "query": 10})", "/query", "from 0 to 9");
    row("query beyond a short block", R"({"block_length": 7, "block": 4, "query": 2})", "/query", "from 0 to 1");
    row("mask unknown", R"({"mask": "bidirectional"})", "/mask", "\"document\" or \"causal\"");
    row("edit slot beyond", R"({"edit_slot": 10})", "/edit_slot", "from 0 to 9");
    row("replacement not a word", R"({"replacement": "bird"})", "/replacement", "word of the documents");
    row("tile size zero", R"({"tile_size": 0})", "/tile_size", "from 1 to 64");
    row("seed fractional", R"({"seed": 1.5})", "/seed", "integer");
}

void TestPackingParams::defectsAreLocated()
{
    QFETCH(QString, json);
    QFETCH(QString, pointer);
    QFETCH(QString, expected);
    const QStringList e = errors(TestJson::object(json.toUtf8()));
    bool found = false;
    for (const QString &line : e)
        if (line.startsWith(pointer + QStringLiteral(": ")) && line.contains(expected))
            found = true;
    QVERIFY2(found, qPrintable(QStringLiteral("expected '%1' … '%2' in:\n").arg(pointer, expected) + e.join(QLatin1Char('\n'))));
}

void TestPackingParams::hostileValuesNeverThrow()
{
    const char *cases[] = {
        R"({"documents": null, "block_length": "ten", "block": -1, "query": [], "mask": 1})",
        R"({"documents": [{"text": "a"}], "edit_slot": {}, "replacement": 4, "tile_size": 1e300})",
        R"({"documents": ["", "   ", "!!!"], "block_length": 1, "block": 1e9})",
    };
    for (const char *json : cases) {
        PackingParams p;
        errors(TestJson::object(json), &p);
        QVERIFY(!p.documents.isEmpty());
        QVERIFY(p.blockLength >= 1 && p.blockLength <= 64);
        QVERIFY(p.block >= 0 && p.query >= 0 && p.editSlot >= 0);
    }
    // Empty documents are documents: BOS and EOS only.
    QVERIFY(errors(TestJson::object(R"({"documents": ["", "a"]})")).isEmpty());
}

void TestPackingParams::pluginReportsTheSameDefects()
{
    // The plugin as the application loads it.
    PluginRegistry registry;
    registry.scan({testpaths::buildPluginDir()}, false);
    ChapterParamsValidator *validator = registry.interfaceFor<ChapterParamsValidator>(QStringLiteral("packing"));
    QVERIFY(validator);
    ChapterParamsValidator &plugin = *validator;
    ParamsReport ok;
    plugin.validateParams(QJsonObject(), ok);
    QVERIFY(!ok.hasErrors());
    ParamsReport bad;
    plugin.validateParams(TestJson::object(R"({"query": 12, "colour": "red"})"), bad);
    const QStringList pointers = ParamsReportText::pointers(bad);
    QVERIFY2(pointers.contains(QStringLiteral("/query")), qPrintable(pointers.join(QLatin1Char(' '))));
    QVERIFY2(pointers.contains(QStringLiteral("/colour")), qPrintable(pointers.join(QLatin1Char(' '))));
}

void TestPackingParams::builtInPackParamsAreValid()
{
    const QList<QJsonObject> chapters = BuiltInPack::chapters(QStringLiteral("packing"));
    QVERIFY(!chapters.isEmpty());
    for (const QJsonObject &chapter : chapters) {
        const QStringList e = errors(chapter.value(QLatin1String("params")).toObject());
        QVERIFY2(e.isEmpty(), qPrintable(e.join(QLatin1Char('\n'))));
    }
}

ATLAS_TEST_GUILESS_MAIN(TestPackingParams)
#include "tst_packingparams.moc"
