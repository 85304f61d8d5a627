// The estimate kind's rules: the credit by how far off an estimate is, an answer that is no
// answer, the answer in the progress file, and the input's number and verdict line.
#include "estimatequestioninput.h"
#include "estimatequestionkind.h"

#include "core/quizgrader.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QTest>

using namespace atlas;
using estimate::EstimateQuestionKind;

namespace {

QuestionSpec kvBytes()
{
    QuestionSpec q;
    q.id = QStringLiteral("kv-bytes");
    q.type = QStringLiteral("estimate");
    q.prompt = LocalizedText(QStringLiteral("How many bytes?"));
    q.kindData.insert(QStringLiteral("answer"), 1000.0);
    q.kindData.insert(QStringLiteral("within"), 2.0);
    return q;
}

} // namespace

class TestEstimateQuestion : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void credit_data();
    void credit();
    void progressFile();
    void inputShowsHowFarOff();
};

void TestEstimateQuestion::credit_data()
{
    QTest::addColumn<double>("estimate");
    QTest::addColumn<double>("fraction");
    QTest::newRow("exact") << 1000.0 << 1.0;
    QTest::newRow("double: still within") << 2000.0 << 1.0;
    QTest::newRow("half: still within") << 500.0 << 1.0;
    QTest::newRow("three times: half credit") << 3000.0 << 0.5;
    QTest::newRow("a quarter: half credit") << 250.0 << 0.5;
    QTest::newRow("five times: none") << 5000.0 << 0.0;
}

void TestEstimateQuestion::credit()
{
    QFETCH(double, estimate);
    QFETCH(double, fraction);
    const EstimateQuestionKind kind;
    const GradeResult r = kind.grade(kvBytes(), QuizAnswer::numeric(estimate));
    QVERIFY(r.isValid());
    QCOMPARE(r.fraction, fraction);
    QCOMPARE(r.isCorrect(), fraction == 1.0);
    QVERIFY(!kind.grade(kvBytes(), QuizAnswer::numeric(-5)).isValid());
    QVERIFY(!kind.grade(kvBytes(), QuizAnswer()).isValid());
}

void TestEstimateQuestion::progressFile()
{
    const EstimateQuestionKind kind;
    const std::optional<QuizAnswer> back = kind.answerFromJson(kind.answerToJson(QuizAnswer::numeric(4.3e9)));
    QVERIFY(back);
    QCOMPARE(back->number, 4.3e9);
    QVERIFY(!kind.answerFromJson(QJsonValue(QStringLiteral("many"))));
    QCOMPARE(kind.describeCorrect(kvBytes(), QStringLiteral("en"), QLocale::c()), QStringLiteral("about 1000 (within a factor of 2)"));
}

void TestEstimateQuestion::inputShowsHowFarOff()
{
    estimate::EstimateQuestionInput input(kvBytes());
    input.setLanguage(QStringLiteral("en"));
    auto *field = input.findChild<QLineEdit *>(QStringLiteral("estimateField"));
    QVERIFY(field);
    field->setText(QStringLiteral("3100"));
    const QuestionInput::Input given = input.currentInput();
    QVERIFY(given.answer);
    input.showResult(EstimateQuestionKind().grade(kvBytes(), *given.answer));
    QCOMPARE(input.findChild<QLabel *>(QStringLiteral("estimateResult"))->text(),
             QStringLiteral("Off by a factor of 3.1 (full credit within 2, half within 4)."));
    field->setText(QStringLiteral("lots"));
    QVERIFY(!input.currentInput().answer);
}

QTEST_MAIN(TestEstimateQuestion)
#include "tst_estimatequestion.moc"
