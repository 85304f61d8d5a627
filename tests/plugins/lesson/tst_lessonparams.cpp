// LessonParams: the defaults, the figures and their placement as written, and every defect
// reported at its JSON pointer with its code; figure images referred to the loader.
#include "paramsreporttext.h"
#include "suiteregistry.h"

#include "lessonparams.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace atlas;
using test::ParamsReportText;

class TestLessonParams : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void defaults();
    void figuresAsWritten();
    void defects_data();
    void defects();
    void tooManyFigures();
};

namespace {

QJsonObject parse(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

} // namespace

void TestLessonParams::defaults()
{
    ParamsReport report;
    const LessonParams params = LessonParams::read(QJsonObject(), report);
    QVERIFY(report.entries().isEmpty());
    QVERIFY(params.figures.isEmpty());
    QVERIFY(params.placement == LessonParams::Placement::Beside);
    QVERIFY(report.imageReferences().isEmpty());
    QVERIFY(report.questionReferences().isEmpty());
}

void TestLessonParams::figuresAsWritten()
{
    ParamsReport report;
    const LessonParams params = LessonParams::read(parse(R"({"figure_placement": "below", "figures": [
        {"image": "figures/a.svg", "caption": {"en": "Rows are queries", "de": "Zeilen sind Queries"}, "alt": "A grid"},
        {"image": "b.PNG"}]})"), report);
    QVERIFY2(report.entries().isEmpty(), qPrintable(ParamsReportText::lines(report).join(QLatin1Char('\n'))));
    QVERIFY(params.placement == LessonParams::Placement::Below);
    QCOMPARE(params.figures.size(), 2);
    QCOMPARE(params.figures.at(0).image, QStringLiteral("figures/a.svg"));
    QCOMPARE(params.figures.at(0).caption.text(QStringLiteral("de")), QStringLiteral("Zeilen sind Queries"));
    QCOMPARE(params.figures.at(0).caption.text(QStringLiteral("fr")), QStringLiteral("Rows are queries"));
    QCOMPARE(params.figures.at(0).alt.text(QStringLiteral("en")), QStringLiteral("A grid"));
    QVERIFY(params.figures.at(1).caption.isEmpty());
    // Both images go to the loader, at their places, to be checked like a body's images.
    QCOMPARE(report.imageReferences().size(), 2);
    QCOMPARE(report.imageReferences().at(0).path.toPointer(), QStringLiteral("/figures/0/image"));
    QCOMPARE(report.imageReferences().at(0).file, QStringLiteral("figures/a.svg"));
    QCOMPARE(report.imageReferences().at(1).path.toPointer(), QStringLiteral("/figures/1/image"));
}

void TestLessonParams::defects_data()
{
    QTest::addColumn<QString>("params");
    QTest::addColumn<QStringList>("expected"); // "severity pointer code"
    QTest::addColumn<int>("figures");          // usable figures left

    QTest::newRow("unknown key") << R"({"figure": []})" << QStringList{"error /figure unknown-field"} << 0;
    QTest::newRow("placement") << R"({"figure_placement": "left"})" << QStringList{"error /figure_placement invalid"} << 0;
    QTest::newRow("placement type") << R"({"figure_placement": 1})" << QStringList{"error /figure_placement wrong-type"} << 0;
    QTest::newRow("figures not array") << R"({"figures": {"image": "a.png"}})" << QStringList{"error /figures wrong-type"} << 0;
    QTest::newRow("figure not object") << R"({"figures": ["a.png", {"image": "b.png"}]})" << QStringList{"error /figures/0 wrong-type"} << 1;
    QTest::newRow("image missing") << R"({"figures": [{"caption": "x"}]})" << QStringList{"error /figures/0/image missing"} << 0;
    QTest::newRow("image type") << R"({"figures": [{"image": 3}]})" << QStringList{"error /figures/0/image wrong-type"} << 0;
    QTest::newRow("image leaves pack") << R"({"figures": [{"image": "../x.png"}]})" << QStringList{"error /figures/0/image unsafe"} << 0;
    QTest::newRow("image absolute") << R"({"figures": [{"image": "/etc/x.png"}]})" << QStringList{"error /figures/0/image unsafe"} << 0;
    QTest::newRow("image url") << R"({"figures": [{"image": "https://example.org/x.png"}]})" << QStringList{"error /figures/0/image unsafe"} << 0;
    QTest::newRow("image suffix") << R"({"figures": [{"image": "notes.pdf"}]})" << QStringList{"error /figures/0/image file"} << 0;
    QTest::newRow("caption empty") << R"({"figures": [{"image": "a.png", "caption": ""}]})" << QStringList{"error /figures/0/caption missing"} << 1;
    QTest::newRow("alt language") << R"({"figures": [{"image": "a.png", "alt": {"english": "x"}}]})" << QStringList{"error /figures/0/alt/english invalid"} << 1;
    QTest::newRow("figure key") << R"({"figures": [{"image": "a.png", "width": 3}]})" << QStringList{"error /figures/0/width unknown-field"} << 1;
}

void TestLessonParams::defects()
{
    QFETCH(QString, params);
    QFETCH(QStringList, expected);
    QFETCH(int, figures);
    ParamsReport report;
    const LessonParams read = LessonParams::read(QJsonDocument::fromJson(params.toUtf8()).object(), report);
    QCOMPARE(ParamsReportText::codes(report), expected);
    QCOMPARE(read.figures.size(), figures);
    // Only usable images are referred to the loader.
    QCOMPARE(report.imageReferences().size(), figures);
}

void TestLessonParams::tooManyFigures()
{
    QJsonArray list;
    for (int i = 0; i <= declared::lesson::figures::maxItems; ++i)
        list.append(QJsonObject{{"image", "a.png"}});
    ParamsReport report;
    const LessonParams read = LessonParams::read(QJsonObject{{"figures", list}}, report);
    QCOMPARE(ParamsReportText::codes(report), QStringList{"error /figures too-large"});
    QVERIFY(read.figures.isEmpty());
}

ATLAS_TEST_GUILESS_MAIN(TestLessonParams)
#include "tst_lessonparams.moc"
