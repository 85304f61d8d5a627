// The positions chapter's params: the defaults, the built-in pack's chapter read without a
// defect, and each defect reported at its JSON pointer with what was expected, keeping the
// default in its place.
#include "paramsreporttext.h"
#include "suiteregistry.h"

#include "builtinpack.h"
#include "positionsparams.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace atlas;
using test::ParamsReportText;

class TestPositionsParams : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void defaults();
    void builtInChapterIsValid();
    void readsEveryField();
    void defectsAreLocated_data();
    void defectsAreLocated();
};

namespace {

QJsonObject object(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

} // namespace

void TestPositionsParams::defaults()
{
    ParamsReport report;
    const PositionsParams p = PositionsParams::read({}, report);
    QVERIFY(report.entries().isEmpty());
    QCOMPARE(p.tokens, PositionsParams::defaultTokens());
    QCOMPARE(p.initialPermutation(), (std::vector<int>{5, 4, 3, 2, 1, 0}));
    QVERIFY(p.positions == PositionsParams::OrderPositions::None);
    QVERIFY(!p.causal);
    QCOMPARE(p.tableLength, 32);
    QCOMPARE(p.width, 16);
    QCOMPARE(p.base, 10000.0);
    QVERIFY(p.learnedModel.isEmpty());
    QCOMPARE(p.queryPosition, 5);
    QCOMPARE(p.keyPosition, 2);
    QCOMPARE(p.shift, 40);
    QCOMPARE(p.slope, 0.5);
    QCOMPARE(p.documents, (QList<int>{3, 4, 2}));
}

void TestPositionsParams::builtInChapterIsValid()
{
    ParamsReport report;
    const PositionsParams p = PositionsParams::read(test::BuiltInPack::params(QStringLiteral("positions")), report);
    QVERIFY2(report.entries().isEmpty(), qPrintable(ParamsReportText::lines(report).join(QLatin1Char('\n'))));
    QCOMPARE(p.learnedModel, QStringLiteral("models/induction-default.decoder"));
}

void TestPositionsParams::readsEveryField()
{
    ParamsReport report;
    const PositionsParams p = PositionsParams::read(
        object(R"({"tokens": ["a", "b", "c"], "seed": 9, "permutation": [2, 0, 1], "positions": "rotary",
                   "causal": true, "table_length": 8, "width": 6, "base": 500, "learned_model": "models/x.decoder",
                   "query_position": 7, "key_position": 1, "shift": 100, "pair": 3, "slope": 1.25,
                   "documents": [5, 1]})"),
        report);
    QVERIFY2(report.entries().isEmpty(), qPrintable(ParamsReportText::lines(report).join(QLatin1Char('\n'))));
    QCOMPARE(p.tokens, (QStringList{"a", "b", "c"}));
    QCOMPARE(p.seed, std::uint64_t(9));
    QCOMPARE(p.initialPermutation(), (std::vector<int>{2, 0, 1}));
    QVERIFY(p.positions == PositionsParams::OrderPositions::Rotary);
    QVERIFY(p.causal);
    QCOMPARE(p.tableLength, 8);
    QCOMPARE(p.width, 6);
    QCOMPARE(p.base, 500.0);
    QCOMPARE(p.learnedModel, QStringLiteral("models/x.decoder"));
    QCOMPARE(p.queryPosition, 7);
    QCOMPARE(p.keyPosition, 1);
    QCOMPARE(p.shift, 100);
    QCOMPARE(p.pair, 3);
    QCOMPARE(p.slope, 1.25);
    QCOMPARE(p.documents, (QList<int>{5, 1}));
}

void TestPositionsParams::defectsAreLocated_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("code");
    QTest::newRow("unknown key") << R"({"slop": 1})" << "/slop" << "" << "unknown-field";
    QTest::newRow("one token") << R"({"tokens": ["a"]})" << "/tokens" << "expected 2 to 8 token labels, got 1" << "out-of-range";
    QTest::newRow("token with a space") << R"({"tokens": ["a", "b c"]})" << "/tokens/1" << "without spaces" << "invalid";
    QTest::newRow("not a permutation") << R"({"permutation": [0, 0, 1, 2, 3, 4]})" << "/permutation"
                                       << "expected a permutation of 0 to 5" << "invalid";
    QTest::newRow("permutation too short") << R"({"permutation": [1, 0]})" << "/permutation" << "permutation of 0 to 5" << "invalid";
    QTest::newRow("positions") << R"({"positions": "learned"})" << "/positions"
                               << R"(expected "none", "sinusoidal" or "rotary", got "learned")" << "invalid";
    QTest::newRow("odd width") << R"({"width": 7})" << "/width" << "expected an even width" << "invalid";
    QTest::newRow("table too long") << R"({"table_length": 65})" << "/table_length" << "65" << "out-of-range";
    QTest::newRow("base below 2") << R"({"base": 1})" << "/base" << "expected a base from 2 to 1e+06, got 1" << "out-of-range";
    QTest::newRow("pair 4") << R"({"pair": 4})" << "/pair" << "4" << "out-of-range";
    QTest::newRow("negative slope") << R"({"slope": -0.5})" << "/slope" << "expected a slope from 0 to 4, got -0.5" << "out-of-range";
    QTest::newRow("model outside the pack") << R"({"learned_model": "../x.decoder"})" << "/learned_model" << "" << "unsafe";
    QTest::newRow("empty document") << R"({"documents": [3, 0]})" << "/documents/1" << "expected a length from 1 to 16, got 0" << "out-of-range";
    QTest::newRow("too many tokens") << R"({"documents": [16, 16, 1]})" << "/documents"
                                     << "expected at most 32 tokens in all, got 33" << "too-large";
}

void TestPositionsParams::defectsAreLocated()
{
    QFETCH(QString, json);
    QFETCH(QString, pointer);
    QFETCH(QString, message);
    QFETCH(QString, code);
    ParamsReport report;
    const PositionsParams p = PositionsParams::read(QJsonDocument::fromJson(json.toUtf8()).object(), report);
    QCOMPARE(ParamsReportText::codes(report), QStringList{QStringLiteral("error ") + pointer + QLatin1Char(' ') + code});
    QVERIFY2(ParamsReportText::lines(report).constFirst().contains(message), qPrintable(ParamsReportText::lines(report).constFirst()));
    // The defective field keeps its default.
    const PositionsParams defaults;
    QCOMPARE(p.tokens, defaults.tokens);
    QCOMPARE(p.width, defaults.width);
    QCOMPARE(p.documents, defaults.documents);
    QCOMPARE(p.slope, defaults.slope);
    QVERIFY(p.permutation.empty());
}

ATLAS_TEST_GUILESS_MAIN(TestPositionsParams)
#include "tst_positionsparams.moc"
