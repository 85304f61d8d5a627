// The hello-chapter kind: its params (defaults, every defect located), its session against
// the worked numbers (scores 0 and ln 3 give weights 1/4 and 3/4), and its lab following an
// edit typed into the score editor.
#include "hellochapterlab.h"
#include "hellochapterparams.h"
#include "hellochaptersession.h"

#include "sdk/matrixeditor.h"
#include "sdk/matrixheatmap.h"

#include <QDoubleSpinBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace hello;

namespace {

QJsonObject object(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

// The JSON pointer of every defect, in order.
QStringList pointers(const atlas::ParamsReport &report)
{
    QStringList list;
    for (const atlas::ParamsReport::Entry &e : report.entries())
        list.append(e.path.toPointer());
    return list;
}

} // namespace

class TestHelloChapter : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void defaultsAreTheWorkedExample();
    void readsEveryField();
    void defectsAreLocated_data();
    void defectsAreLocated();
    void weightsAreTheSoftmaxOfTheScores();
    void temperatureEvensTheWeightsOut();
    void outOfRangeEditsChangeNothing();
    void labFollowsAnEdit();
};

void TestHelloChapter::defaultsAreTheWorkedExample()
{
    atlas::ParamsReport report;
    const HelloChapterParams p = HelloChapterParams::read(QJsonObject(), report);
    QVERIFY(report.entries().isEmpty());
    QCOMPARE(p.scores, (std::vector<double>{0.0, std::log(3.0)}));
    QCOMPARE(p.temperature, 1.0);
}

void TestHelloChapter::readsEveryField()
{
    atlas::ParamsReport report;
    const HelloChapterParams p = HelloChapterParams::read(object(R"({"scores": [1, 2, 3], "temperature": 0.5})"), report);
    QVERIFY(report.entries().isEmpty());
    QCOMPARE(p.scores, (std::vector<double>{1, 2, 3}));
    QCOMPARE(p.temperature, 0.5);
}

void TestHelloChapter::defectsAreLocated_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QStringList>("where");
    QTest::newRow("unknown key") << QByteArray(R"({"score": [1, 2]})") << QStringList{QStringLiteral("/score")};
    QTest::newRow("one score") << QByteArray(R"({"scores": [1]})") << QStringList{QStringLiteral("/scores")};
    QTest::newRow("too many scores") << QByteArray(R"({"scores": [1, 2, 3, 4, 5, 6, 7, 8, 9]})") << QStringList{QStringLiteral("/scores")};
    QTest::newRow("a score not a number") << QByteArray(R"({"scores": [1, "2"]})") << QStringList{QStringLiteral("/scores/1")};
    QTest::newRow("a score too large") << QByteArray(R"({"scores": [1, 21]})") << QStringList{QStringLiteral("/scores/1")};
    QTest::newRow("temperature zero") << QByteArray(R"({"temperature": 0})") << QStringList{QStringLiteral("/temperature")};
    QTest::newRow("temperature a string") << QByteArray(R"({"temperature": "1"})") << QStringList{QStringLiteral("/temperature")};
}

void TestHelloChapter::defectsAreLocated()
{
    QFETCH(QByteArray, json);
    QFETCH(QStringList, where);
    atlas::ParamsReport report;
    const HelloChapterParams p = HelloChapterParams::read(object(json.constData()), report);
    QVERIFY(report.hasErrors());
    QCOMPARE(pointers(report), where);
    for (const atlas::ParamsReport::Entry &e : report.entries())
        QVERIFY2(e.message.startsWith(QStringLiteral("expected")) || e.message.startsWith(QStringLiteral("unknown")), qPrintable(e.message));
    // A defective field keeps its default: the result is usable.
    QVERIFY(p.scores.size() >= 2);
    QVERIFY(p.temperature > 0);
}

void TestHelloChapter::weightsAreTheSoftmaxOfTheScores()
{
    HelloChapterSession session{HelloChapterParams()};
    QCOMPARE(session.weights().size(), std::size_t(2));
    QVERIFY(std::abs(session.weights()[0] - 0.25) < 1e-12);
    QVERIFY(std::abs(session.weights()[1] - 0.75) < 1e-12);
    QCOMPARE(session.strongestKey(), 1);
}

void TestHelloChapter::temperatureEvensTheWeightsOut()
{
    HelloChapterSession session{HelloChapterParams()};
    QSignalSpy changed(&session, &HelloChapterSession::changed);
    QVERIFY(session.setTemperature(2));
    QCOMPARE(changed.count(), 1);
    // softmax(0, ln 3 / 2) = (1, √3) / (1 + √3)
    const double root3 = std::sqrt(3.0);
    QVERIFY(std::abs(session.weights()[0] - 1 / (1 + root3)) < 1e-12);
    QVERIFY(std::abs(session.weights()[1] - root3 / (1 + root3)) < 1e-12);
}

void TestHelloChapter::outOfRangeEditsChangeNothing()
{
    HelloChapterSession session{HelloChapterParams()};
    const std::vector<double> before = session.weights();
    QVERIFY(!session.setScore(0, 100));
    QVERIFY(!session.setScore(2, 1));
    QVERIFY(!session.setScore(0, std::nan("")));
    QVERIFY(!session.setTemperature(0));
    QCOMPARE(session.weights(), before);
}

void TestHelloChapter::labFollowsAnEdit()
{
    HelloChapterSession session{HelloChapterParams()};
    HelloChapterLab lab(session);
    QCOMPARE(lab.weightsMap()->model()->columnCount(), 2);
    QVERIFY(std::abs(lab.weightsMap()->model()->value(0, 1) - 0.75) < 1e-12);

    // Typed as a learner types it: key 1 now scores ln 3 too, and both weights are 1/2.
    QVERIFY(lab.scoreEditor()->submitText(0, 0, QString::number(std::log(3.0), 'g', 17)));
    QVERIFY(std::abs(lab.weightsMap()->model()->value(0, 0) - 0.5) < 1e-12);
    QVERIFY(std::abs(lab.weightsMap()->model()->value(0, 1) - 0.5) < 1e-12);

    // A score beyond the limit is refused at the cell; nothing changes.
    QVERIFY(!lab.scoreEditor()->submitText(0, 1, QStringLiteral("50")));
    QVERIFY(std::abs(lab.weightsMap()->model()->value(0, 1) - 0.5) < 1e-12);

    lab.temperatureBox()->setValue(0.5);
    QCOMPARE(session.temperature(), 0.5);
    QVERIFY(lab.summary()->text().contains(QStringLiteral("0.500")));
}

QTEST_MAIN(TestHelloChapter)
#include "tst_hellochapter.moc"
