// GradientsParams: the seed's defaults, every defect located by its JSON path with a message
// saying what was expected, defective fields keeping their defaults, and the plugin's
// validateParams reporting the same.
#include "gradientsparams.h"

#include "core/chapterparamsvalidator.h"
#include "core/pluginregistry.h"

#include "builtinpack.h"
#include "paramsreporttext.h"
#include "suiteregistry.h"
#include "testjson.h"

#include <QTest>

#include <cmath>
#include "testpaths.h"

using namespace atlas;
using test::BuiltInPack;
using test::ParamsReportText;
using test::TestJson;

namespace {

// "pointer: message" of every error, for comparison and failure messages.
QStringList errors(const QJsonObject &params, GradientsParams *out = nullptr)
{
    ParamsReport report;
    const GradientsParams result = GradientsParams::read(params, report);
    if (out)
        *out = result;
    return ParamsReportText::lines(report);
}

} // namespace

class TestGradientsParams : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void defaultsAreTheSeedsExample();
    void readsEveryField();
    void defectsAreLocated_data();
    void defectsAreLocated();
    void defectiveFieldsKeepDefaults();
    void hostileValuesNeverThrow();
    void pluginReportsTheSameDefects();
    void builtInPackParamsAreValid();
};

void TestGradientsParams::defaultsAreTheSeedsExample()
{
    GradientsParams p;
    QVERIFY(errors(QJsonObject(), &p).isEmpty());
    QCOMPARE(p.worked.scores, (std::vector<double>{0.0, std::log(3.0)}));
    QCOMPARE(p.worked.values, (std::vector<double>{2.0, 6.0}));
    QCOMPARE(p.worked.allowed, (std::vector<bool>{true, true}));
    QCOMPARE(p.decoder.tokens.size(), 7);
    for (const QString &token : std::as_const(p.decoder.tokens))
        QVERIFY(p.decoder.vocabulary.contains(token));
    QVERIFY(p.decoder.vocabulary.contains(p.decoder.nextToken));
    QVERIFY(p.decoder.vocabulary.contains(p.decoder.editToken));
    QVERIFY(p.decoder.editPosition < p.decoder.tokens.size());
    QVERIFY(p.decoder.documentIds.empty());
}

void TestGradientsParams::readsEveryField()
{
    GradientsParams p;
    const QStringList e = errors(TestJson::object(R"({
        "worked": {"scores": [1, 2, 3], "values": [-1, 0, 1], "allowed": [true, false, true], "sweep_key": 2},
        "decoder": {"vocabulary": ["<s>", "x", "y"], "tokens": ["<s>", "x", "y", "x"], "next_token": "y",
                    "document_ids": [0, 0, 1, 1], "d_model": 6, "heads": 3, "dk": 2, "dv": 5, "layers": 2,
                    "seed": 11, "optimizer": "sgd", "learning_rate": 0.5, "steps": 40,
                    "edit_position": 3, "edit_token": "y"}})"), &p);
    QVERIFY2(e.isEmpty(), qPrintable(e.join(QLatin1Char('\n'))));
    QCOMPARE(p.worked.scores, (std::vector<double>{1, 2, 3}));
    QCOMPARE(p.worked.values, (std::vector<double>{-1, 0, 1}));
    QCOMPARE(p.worked.allowed, (std::vector<bool>{true, false, true}));
    QCOMPARE(p.worked.sweepKey, 2);
    QCOMPARE(p.decoder.vocabulary, (QStringList{QStringLiteral("<s>"), QStringLiteral("x"), QStringLiteral("y")}));
    QCOMPARE(p.decoder.tokens.size(), 4);
    QCOMPARE(p.decoder.nextToken, QStringLiteral("y"));
    QCOMPARE(p.decoder.documentIds, (std::vector<qint64>{0, 0, 1, 1}));
    QCOMPARE(p.decoder.modelWidth, 6);
    QCOMPARE(p.decoder.heads, 3);
    QCOMPARE(p.decoder.keyWidth, 2);
    QCOMPARE(p.decoder.valueWidth, 5);
    QCOMPARE(p.decoder.layers, 2);
    QCOMPARE(p.decoder.seed, quint64(11));
    QCOMPARE(p.decoder.optimizer, DecoderParams::Optimizer::Sgd);
    QCOMPARE(p.decoder.learningRate, 0.5);
    QCOMPARE(p.decoder.steps, 40);
    QCOMPARE(p.decoder.editPosition, 3);
    QCOMPARE(p.decoder.editToken, QStringLiteral("y"));

    // null next_token: the last position has no label.
    QVERIFY(errors(TestJson::object(R"({"decoder": {"next_token": null}})"), &p).isEmpty());
    QVERIFY(p.decoder.nextToken.isEmpty());
}

void TestGradientsParams::defectsAreLocated_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("expected"); // a part of the message
    auto row = [](const char *name, const char *json, const char *pointer, const char *expected) {
        QTest::newRow(name) << QString::fromUtf8(json) << QString::fromUtf8(pointer) << QString::fromUtf8(expected);
    };
    row("unknown root key", R"({"wroked": {}})", "/wroked", "");
    row("unknown worked key", R"({"worked": {"score": [0, 1]}})", "/worked/score", "");
    row("unknown decoder key", R"({"decoder": {"dmodel": 4}})", "/decoder/dmodel", "");
    row("worked not an object", R"({"worked": [1]})", "/worked", "object");
    row("one score", R"({"worked": {"scores": [0], "values": [1]}})", "/worked/scores", "2 to 6 numbers");
    row("seven scores", R"({"worked": {"scores": [0,0,0,0,0,0,0], "values": [1,1,1,1,1,1,1]}})", "/worked/scores", "at most 6");
    row("score not a number", R"({"worked": {"scores": [0, "ln 3"]}})", "/worked/scores/1", "expected a number");
    row("score too large", R"({"worked": {"scores": [0, 51]}})", "/worked/scores/1", "from −50 to 50");
    row("value too large", R"({"worked": {"values": [2, -1001]}})", "/worked/values/1", "from −1000 to 1000");
    row("values miscounted", R"({"worked": {"scores": [0, 1, 2]}})", "/worked/values", "expected 3 values");
    row("allowed miscounted", R"({"worked": {"allowed": [true]}})", "/worked/allowed", "expected 2 entries");
    row("allowed not boolean", R"({"worked": {"allowed": [true, 1]}})", "/worked/allowed/1", "true or false");
    row("sweep key out of range", R"({"worked": {"sweep_key": 2}})", "/worked/sweep_key", "from 0 to 1");
    row("vocabulary too small", R"({"decoder": {"vocabulary": ["a"]}})", "/decoder/vocabulary", "2 to 32 words");
    row("vocabulary duplicate", R"({"decoder": {"vocabulary": ["a", "b", "a"], "tokens": ["a"]}})", "/decoder/vocabulary/2", "already");
    row("vocabulary with space", R"({"decoder": {"vocabulary": ["a b", "c"], "tokens": ["c"]}})", "/decoder/vocabulary/0", "without spaces");
    row("new vocabulary, default tokens", R"({"decoder": {"vocabulary": ["a", "b"]}})", "/decoder/tokens", "new vocabulary");
    row("token not in vocabulary", R"({"decoder": {"tokens": ["the", "dgo"]}})", "/decoder/tokens/1", "\"dgo\"");
    row("no tokens", R"({"decoder": {"tokens": []}})", "/decoder/tokens", "1 to 16 words");
    row("too many tokens", R"({"decoder": {"tokens": ["a","a","a","a","a","a","a","a","a","a","a","a","a","a","a","a","a"]}})", "/decoder/tokens", "1 to 16 words");
    row("next token unknown", R"({"decoder": {"next_token": "bird"}})", "/decoder/next_token", "vocabulary");
    row("document ids miscounted", R"({"decoder": {"document_ids": [0, 1]}})", "/decoder/document_ids", "7 document ids");
    row("document id negative", R"({"decoder": {"document_ids": [0, 0, 0, -1, 1, 1, 1]}})", "/decoder/document_ids", "0 to 999");
    row("d_model zero", R"({"decoder": {"d_model": 0}})", "/decoder/d_model", "from 1 to 32");
    row("heads five", R"({"decoder": {"heads": 5}})", "/decoder/heads", "from 1 to 4");
    row("dk fractional", R"({"decoder": {"dk": 2.5}})", "/decoder/dk", "integer");
    row("layers four", R"({"decoder": {"layers": 4}})", "/decoder/layers", "from 1 to 3");
    row("optimizer unknown", R"({"decoder": {"optimizer": "rmsprop"}})", "/decoder/optimizer", "\"adam\" or \"sgd\"");
    row("learning rate zero", R"({"decoder": {"learning_rate": 0}})", "/decoder/learning_rate", "greater than 0");
    row("steps zero", R"({"decoder": {"steps": 0}})", "/decoder/steps", "from 1 to 20000");
    row("seed negative", R"({"decoder": {"seed": -1}})", "/decoder/seed", "from 0");
    row("edit position beyond", R"({"decoder": {"edit_position": 7}})", "/decoder/edit_position", "from 0 to 6");
    row("edit token unknown", R"({"decoder": {"edit_token": "bird"}})", "/decoder/edit_token", "vocabulary");
}

void TestGradientsParams::defectsAreLocated()
{
    QFETCH(QString, json);
    QFETCH(QString, pointer);
    QFETCH(QString, expected);
    const QStringList e = errors(TestJson::object(json.toUtf8()));
    QVERIFY2(!e.isEmpty(), "no error reported");
    bool found = false;
    for (const QString &line : e)
        if (line.startsWith(pointer + QStringLiteral(": ")) && line.contains(expected))
            found = true;
    QVERIFY2(found, qPrintable(QStringLiteral("expected '%1' … '%2' in:\n").arg(pointer, expected) + e.join(QLatin1Char('\n'))));
}

void TestGradientsParams::defectiveFieldsKeepDefaults()
{
    GradientsParams p;
    const QStringList e = errors(TestJson::object(R"({"worked": {"scores": [0, 99], "values": [1, 2]},
                                           "decoder": {"heads": 9, "d_model": 12}})"), &p);
    QCOMPARE(e.size(), 2);
    // The scores were refused: scores and values are one list of keys, so both stay.
    QCOMPARE(p.worked.scores, (std::vector<double>{0.0, std::log(3.0)}));
    QCOMPARE(p.worked.values, (std::vector<double>{1.0, 2.0}));
    QCOMPARE(p.decoder.heads, 2);
    QCOMPARE(p.decoder.modelWidth, 12);
}

void TestGradientsParams::hostileValuesNeverThrow()
{
    const char *cases[] = {
        R"({"worked": null, "decoder": "x"})",
        R"({"worked": {"scores": {"a": 1}, "values": [[1]], "allowed": "yes", "sweep_key": "0"}})",
        R"({"decoder": {"vocabulary": [1, 2, 3], "tokens": [{"a": 1}], "document_ids": "0 1"}})",
        R"({"decoder": {"vocabulary": [], "tokens": null, "next_token": 4, "edit_token": []}})",
        R"({"decoder": {"seed": 1e300, "learning_rate": "fast", "steps": 1e20, "optimizer": null}})",
    };
    for (const char *json : cases) {
        GradientsParams p;
        const QStringList e = errors(TestJson::object(json), &p);
        QVERIFY2(!e.isEmpty(), json);
        // Whatever was wrong, the result is usable.
        QVERIFY(p.worked.scores.size() == p.worked.values.size());
        QVERIFY(p.worked.allowed.size() == p.worked.scores.size());
        for (const QString &token : std::as_const(p.decoder.tokens))
            QVERIFY(p.decoder.vocabulary.contains(token));
    }
}

void TestGradientsParams::pluginReportsTheSameDefects()
{
    // The plugin as the application loads it.
    PluginRegistry registry;
    registry.scan({testpaths::buildPluginDir()}, false);
    ChapterParamsValidator *validator = registry.interfaceFor<ChapterParamsValidator>(QStringLiteral("gradients"));
    QVERIFY(validator);
    ChapterParamsValidator &plugin = *validator;
    ParamsReport ok;
    plugin.validateParams(QJsonObject(), ok);
    QVERIFY(!ok.hasErrors());
    ParamsReport bad;
    plugin.validateParams(TestJson::object(R"({"worked": {"scores": [0, "x"]}, "extra": 1})"), bad);
    QVERIFY(bad.hasErrors());
    const QStringList pointers = ParamsReportText::pointers(bad);
    QVERIFY2(pointers.contains(QStringLiteral("/extra")), qPrintable(pointers.join(QLatin1Char(' '))));
    QVERIFY2(pointers.contains(QStringLiteral("/worked/scores/1")), qPrintable(pointers.join(QLatin1Char(' '))));
}

void TestGradientsParams::builtInPackParamsAreValid()
{
    const QList<QJsonObject> chapters = BuiltInPack::chapters(QStringLiteral("gradients"));
    QVERIFY(!chapters.isEmpty());
    for (const QJsonObject &chapter : chapters) {
        const QStringList e = errors(chapter.value(QLatin1String("params")).toObject());
        QVERIFY2(e.isEmpty(), qPrintable(e.join(QLatin1Char('\n'))));
    }
}

ATLAS_TEST_GUILESS_MAIN(TestGradientsParams)
#include "tst_gradientsparams.moc"
