// Item analysis of a class's results (ClassResults, ItemAnalysis) and its command,
// `attention-atlas-cli questions stats`: synthetic classes whose facility and discrimination are
// known in closed form, files that cannot be read listed while the rest is counted.
#include "coretestsupport.h"
#include "suiteregistry.h"

#include "core/learnerid.h"
#include "interchange/classresults.h"
#include "interchange/itemanalysis.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <optional>

using namespace atlas;
using namespace atlas::test;

namespace {

using Marks = QList<std::pair<QString, std::optional<double>>>;

// A results file as the quiz's Export results writes it (plugins/quiz/quizresults.h).
void writeJson(const QString &path, const QString &learner, const Marks &marks, const QString &pack = QStringLiteral("org.example.class"),
               const QString &exported = QStringLiteral("2026-12-01T10:00:00Z"))
{
    QJsonArray questions;
    for (const auto &[id, credit] : marks)
        questions.append(QJsonObject{{QStringLiteral("chapter"), QStringLiteral("c")},
                                     {QStringLiteral("id"), id},
                                     {QStringLiteral("type"), QStringLiteral("single")},
                                     {QStringLiteral("prompt"), QString(QStringLiteral("Prompt of ") + id + QStringLiteral("?"))},
                                     {QStringLiteral("last_answer_text"), credit ? (*credit >= 1 ? QStringLiteral("right") : QStringLiteral("wrong")) : QString()},
                                     {QStringLiteral("credit"), credit ? QJsonValue(*credit) : QJsonValue(QJsonValue::Null)}});
    QJsonObject root{{QStringLiteral("format"), 1},
                     {QStringLiteral("pack"), QJsonObject{{QStringLiteral("id"), pack}}},
                     {QStringLiteral("exported"), exported},
                     {QStringLiteral("questions"), questions}};
    if (!learner.isEmpty())
        root.insert(QStringLiteral("learner"), learner);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(root).toJson());
}

void writeText(const QString &path, const QByteArray &text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

// Learners' marks, one row per learner, one column per question q1, q2, ….
void writeClass(const QString &folder, const QList<QList<double>> &rows)
{
    for (qsizetype l = 0; l < rows.size(); ++l) {
        Marks marks;
        for (qsizetype q = 0; q < rows.at(l).size(); ++q)
            marks.append({QStringLiteral("q%1").arg(q + 1), rows.at(l).at(q)});
        writeJson(folder + QStringLiteral("/learner%1.json").arg(l + 1), QStringLiteral("L%1").arg(l + 1), marks);
    }
}

} // namespace

class TestItemAnalysis : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void knownFigures();
    void flags();
    void unansweredCountsZeroAndAnswersAreCounted();
    void badFilesAreListedAndTheRestCounted();
    void csvResultsAreRead();
    void statsCommand();
    void statsCommandRefusals();
    void learnerIdIsCheckedAndKept();
};

void TestItemAnalysis::knownFigures()
{
    // Four learners who got 3, 2, 1 and 0 of three questions right, each a step harder. For q1
    // the marks are (1, 1, 1, 0) and the rest of the quiz (2, 1, 0, 0): cov = 1/4,
    // var = 1/4 and 11/12, so its discrimination is (1/4)/√(1/4 · 11/12) = √(3/11); q2's
    // (1, 1, 0, 0) against (2, 1, 1, 0) gives √(1/2); q3 mirrors q1.
    QTemporaryDir dir;
    writeClass(dir.path(), {{1, 1, 1}, {1, 1, 0}, {1, 0, 0}, {0, 0, 0}});
    const ClassResults results = ClassResults::read({dir.path()});
    QVERIFY(results.problems.isEmpty());
    QCOMPARE(results.learners.size(), 4);
    QCOMPARE(results.packId, QStringLiteral("org.example.class"));
    const QList<ItemAnalysis::Question> q = ItemAnalysis::analyse(results);
    QCOMPARE(q.size(), 3);
    QCOMPARE(q.at(0).id, QStringLiteral("q1"));
    QCOMPARE(q.at(0).facility, 0.75);
    QCOMPARE(q.at(1).facility, 0.5);
    QCOMPARE(q.at(2).facility, 0.25);
    QVERIFY(q.at(0).discrimination && std::abs(*q.at(0).discrimination - std::sqrt(3.0 / 11)) < 1e-12);
    QVERIFY(q.at(1).discrimination && std::abs(*q.at(1).discrimination - std::sqrt(0.5)) < 1e-12);
    QVERIFY(q.at(2).discrimination && std::abs(*q.at(2).discrimination - std::sqrt(3.0 / 11)) < 1e-12);
    // The marks are already in the same order as the rest: the covariance is the largest it can be.
    for (const ItemAnalysis::Question &question : q) {
        QVERIFY(question.efficiency && std::abs(*question.efficiency - 1) < 1e-12);
        QCOMPARE(question.learners, 4);
        QVERIFY(question.flags.isEmpty());
    }
}

void TestItemAnalysis::flags()
{
    // q1: everyone right (facility 1, no variance: no discrimination); q2: nobody right;
    // q3: right for the learners who do worse on the rest — it misleads the others. q3's marks
    // (0, 0, 1, 1) against the rest (2, 1, 1, 1): cov = −1/6, var = 1/3 and 1/4, so its
    // discrimination is −(1/6)/√(1/12) = −1/√3.
    QTemporaryDir dir;
    writeClass(dir.path(), {{1, 0, 0, 1}, {1, 0, 0, 0}, {1, 0, 1, 0}, {1, 0, 1, 0}});
    const QList<ItemAnalysis::Question> q = ItemAnalysis::analyse(ClassResults::read({dir.path()}));
    QCOMPARE(q.size(), 4);
    QCOMPARE(q.at(0).flags, QStringList{QStringLiteral("too-easy")});
    QVERIFY(!q.at(0).discrimination);
    QCOMPARE(q.at(1).flags, QStringList{QStringLiteral("too-hard")});
    QVERIFY(!q.at(1).discrimination && !q.at(1).efficiency);
    QVERIFY(q.at(2).discrimination && std::abs(*q.at(2).discrimination + 1 / std::sqrt(3.0)) < 1e-12);
    QCOMPARE(q.at(2).flags, QStringList{QStringLiteral("weak-discrimination")});
    QVERIFY(ItemAnalysis::flagText(QStringLiteral("too-easy")).contains(QLatin1String("0.9")));
}

void TestItemAnalysis::unansweredCountsZeroAndAnswersAreCounted()
{
    // Partial credit counts as earned; an unanswered question as 0, as Moodle marks it.
    QTemporaryDir dir;
    writeJson(dir.filePath(QStringLiteral("a.json")), QStringLiteral("A"), {{QStringLiteral("q1"), 1.0}, {QStringLiteral("q2"), 0.5}});
    writeJson(dir.filePath(QStringLiteral("b.json")), QStringLiteral("B"), {{QStringLiteral("q1"), std::nullopt}, {QStringLiteral("q2"), 0.0}});
    writeJson(dir.filePath(QStringLiteral("c.json")), QStringLiteral("C"), {{QStringLiteral("q1"), 1.0}, {QStringLiteral("q2"), 1.0}});
    const QList<ItemAnalysis::Question> q = ItemAnalysis::analyse(ClassResults::read({dir.path()}));
    QCOMPARE(q.at(0).learners, 3);
    QCOMPARE(q.at(0).answered, 2);
    QCOMPARE(q.at(0).facility, 2.0 / 3);
    QCOMPARE(q.at(1).facility, 0.5);
    QCOMPARE(q.at(0).answers.value(QStringLiteral("right")), 2);
    QCOMPARE(q.at(1).answers.value(QStringLiteral("wrong")), 2); // 0.5 and 0
    QCOMPARE(q.at(1).answers.value(QStringLiteral("right")), 1);
}

void TestItemAnalysis::badFilesAreListedAndTheRestCounted()
{
    QTemporaryDir dir;
    writeClass(dir.path(), {{1, 0}, {0, 1}, {1, 1}});
    // Cut short; somebody else's JSON; another pack's results; a learner exported twice; no id.
    QFile whole(dir.filePath(QStringLiteral("learner1.json")));
    QVERIFY(whole.open(QIODevice::ReadOnly));
    writeText(dir.filePath(QStringLiteral("truncated.json")), whole.readAll().left(120));
    writeText(dir.filePath(QStringLiteral("foreign.json")), R"({"name": "package.json", "version": "1.0.0"})");
    writeText(dir.filePath(QStringLiteral("notes.txt")), "not read: neither .json nor .csv");
    writeJson(dir.filePath(QStringLiteral("other-pack.json")), QStringLiteral("L9"), {{QStringLiteral("q1"), 1.0}}, QStringLiteral("org.example.other"));
    writeJson(dir.filePath(QStringLiteral("learner2-again.json")), QStringLiteral("L2"), {{QStringLiteral("q1"), 1.0}, {QStringLiteral("q2"), 1.0}},
              QStringLiteral("org.example.class"), QStringLiteral("2026-12-02T10:00:00Z"));
    writeJson(dir.filePath(QStringLiteral("ada.json")), QString(), {{QStringLiteral("q1"), 1.0}, {QStringLiteral("q2"), 0.0}});
    const ClassResults results = ClassResults::read({dir.path(), dir.filePath(QStringLiteral("missing.json"))});
    QStringList ids;
    for (const ClassResults::Learner &l : results.learners)
        ids.append(l.id);
    // In the files' name order; L2's later export (learner2-again.json) is the one counted.
    QCOMPARE(ids, (QStringList{QStringLiteral("ada"), QStringLiteral("L1"), QStringLiteral("L2"), QStringLiteral("L3")}));
    QCOMPARE(results.learners.at(2).marks.value(QStringLiteral("q1")).credit, std::optional<double>(1.0));
    QMap<QString, QString> problems;
    for (const ClassResults::Problem &p : results.problems)
        problems.insert(QFileInfo(p.file).fileName(), p.reason);
    QCOMPARE(problems.size(), 5);
    QVERIFY2(problems.value(QStringLiteral("truncated.json")).startsWith(QLatin1String("not JSON:")), qPrintable(problems.value(QStringLiteral("truncated.json"))));
    QVERIFY(problems.value(QStringLiteral("foreign.json")).startsWith(QLatin1String("not quiz results")));
    QVERIFY(problems.value(QStringLiteral("other-pack.json")).contains(QLatin1String("org.example.other")));
    QVERIFY(problems.value(QStringLiteral("learner2.json")).contains(QLatin1String("the later export, learner2-again.json, is counted")));
    QCOMPARE(problems.value(QStringLiteral("missing.json")), QStringLiteral("no such file or folder"));
}

void TestItemAnalysis::csvResultsAreRead()
{
    QTemporaryDir dir;
    writeText(dir.filePath(QStringLiteral("a.csv")),
              "chapter,question id,prompt,attempts,first-try correct,correct,last answer,credit,learner\r\n"
              "c,q1,\"What, exactly?\",1,true,true,\"right, \"\"quoted\"\"\",1,\"class 7, Ada\"\r\n"
              "c,q2,Other?,0,,,,,\"class 7, Ada\"\r\n");
    // Written before results carried a learner id: counted under the file's name.
    writeText(dir.filePath(QStringLiteral("bob.csv")),
              "chapter,question id,prompt,attempts,first-try correct,correct,last answer,credit\r\n"
              "c,q1,\"What, exactly?\",1,false,false,wrong,0\r\nc,q2,Other?,1,true,true,right,1\r\n");
    writeText(dir.filePath(QStringLiteral("cut.csv")), "chapter,question id,prompt,attempts,first-try correct,correct,last answer,credit\r\nc,q1,\"What");
    writeText(dir.filePath(QStringLiteral("out-of-range.csv")), "question id,credit\r\nq1,1.5\r\n");
    const ClassResults results = ClassResults::read({dir.path()});
    QCOMPARE(results.learners.size(), 2);
    QCOMPARE(results.learners.at(0).id, QStringLiteral("class 7, Ada"));
    QCOMPARE(results.learners.at(0).marks.value(QStringLiteral("q1")).answerText, QStringLiteral("right, \"quoted\""));
    QCOMPARE(results.learners.at(0).marks.value(QStringLiteral("q1")).prompt, QStringLiteral("What, exactly?"));
    QVERIFY(!results.learners.at(0).marks.value(QStringLiteral("q2")).credit);
    QCOMPARE(results.learners.at(1).id, QStringLiteral("bob"));
    QCOMPARE(results.problems.size(), 2);
    QVERIFY(results.problems.at(0).reason.startsWith(QLatin1String("not CSV")));
    QVERIFY2(results.problems.at(1).reason.contains(QLatin1String("not a number between 0 and 1")), qPrintable(results.problems.at(1).reason));
}

void TestItemAnalysis::statsCommand()
{
    QTemporaryDir dir;
    writeClass(dir.path(), {{1, 1, 1}, {1, 1, 0}, {1, 0, 0}, {0, 0, 0}});
    writeText(dir.filePath(QStringLiteral("broken.json")), "{\"format\": 1, \"questions\": [");
    const CliRun csv = runCli({QStringLiteral("questions"), QStringLiteral("stats"), dir.path()}, dir.path());
    QVERIFY2(csv.finished && csv.exitCode == 0, qPrintable(csv.describe()));
    QStringList lines = csv.outLines();
    for (QString &line : lines) {
        QVERIFY(line.endsWith(QLatin1Char('\r'))); // CRLF, as RFC 4180
        line.chop(1);
    }
    QCOMPARE(lines.value(0), QStringLiteral("question id,chapter,type,learners,answered,facility,discrimination,efficiency,flags,answers,prompt"));
    QCOMPARE(lines.value(1), QStringLiteral("q1,c,single,4,4,0.7500,0.5222,1.0000,,right ×3; wrong ×1,Prompt of q1?"));
    QCOMPARE(lines.value(2), QStringLiteral("q2,c,single,4,4,0.5000,0.7071,1.0000,,right ×2; wrong ×2,Prompt of q2?"));
    QVERIFY2(csv.err.contains("broken.json: warning: not JSON:"), csv.err.constData());

    const CliRun json = runCli({QStringLiteral("questions"), QStringLiteral("stats"), QStringLiteral("--format"), QStringLiteral("json"), dir.path()}, dir.path());
    QVERIFY2(json.finished && json.exitCode == 0, qPrintable(json.describe()));
    const QJsonObject root = QJsonDocument::fromJson(json.out).object();
    QCOMPARE(root.value(QLatin1String("learners")).toInt(), 4);
    QCOMPARE(root.value(QLatin1String("pack")).toString(), QStringLiteral("org.example.class"));
    QCOMPARE(root.value(QLatin1String("problems")).toArray().size(), 1);
    const QJsonObject q1 = root.value(QLatin1String("questions")).toArray().at(0).toObject();
    QCOMPARE(q1.value(QLatin1String("facility")).toDouble(), 0.75);
    QVERIFY(std::abs(q1.value(QLatin1String("discrimination")).toDouble() - std::sqrt(3.0 / 11)) < 1e-12);
    QCOMPARE(q1.value(QLatin1String("answers")).toArray().at(0).toObject().value(QLatin1String("count")).toInt(), 3);
}

void TestItemAnalysis::statsCommandRefusals()
{
    QTemporaryDir dir;
    const CliRun none = runCli({QStringLiteral("questions"), QStringLiteral("stats"), dir.path()}, dir.path());
    QVERIFY2(none.finished && none.exitCode == 1, qPrintable(none.describe()));
    QVERIFY(none.err.contains("no results could be read"));
    const CliRun noArguments = runCli({QStringLiteral("questions"), QStringLiteral("stats")}, dir.path());
    QCOMPARE(noArguments.exitCode, 2);
    const CliRun badFormat = runCli({QStringLiteral("questions"), QStringLiteral("stats"), QStringLiteral("--format"), QStringLiteral("xml"), dir.path()}, dir.path());
    QCOMPARE(badFormat.exitCode, 2);
}

void TestItemAnalysis::learnerIdIsCheckedAndKept()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().remove(QStringLiteral("learner/id"));
    const QString drawn = LearnerId::current();
    QVERIFY2(QRegularExpression(QStringLiteral("^learner-[a-z2-9]{8}$")).match(drawn).hasMatch(), qPrintable(drawn));
    QCOMPARE(LearnerId::current(), drawn); // kept
    QString error;
    QVERIFY(LearnerId::set(QStringLiteral("  class 7, Ada  "), error));
    QCOMPARE(LearnerId::current(), QStringLiteral("class 7, Ada"));
    QVERIFY(!LearnerId::set(QStringLiteral("   "), error));
    QVERIFY(!LearnerId::set(QString(LearnerId::maxLength + 1, QLatin1Char('x')), error));
    QVERIFY(!LearnerId::set(QStringLiteral("ada\u0007"), error));
    QVERIFY(error.contains(QLatin1String("control")));
    QCOMPARE(LearnerId::current(), QStringLiteral("class 7, Ada")); // a refused id changes nothing
}

ATLAS_TEST_GUILESS_MAIN(TestItemAnalysis)
#include "tst_itemanalysis.moc"
