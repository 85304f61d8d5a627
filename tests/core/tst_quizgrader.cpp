// Grading tables for the question kinds, and grading as a pure function.
#include "coretestsupport.h"
#include "suiteregistry.h"
#include "testpaths.h"

#include "core/packloader.h"
#include "core/kinds/orderingquestionkind.h"
#include "core/kinds/shortanswerquestionkind.h"
#include "core/questionkinds.h"
#include "core/quizgrader.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>

using namespace atlas;
using namespace atlas::test;

using Outcome = GradeResult::Outcome;
Q_DECLARE_METATYPE(atlas::GradeResult::Outcome)
Q_DECLARE_METATYPE(QList<int>)

namespace {

constexpr double notANumber = std::numeric_limits<double>::quiet_NaN();
constexpr double inf = std::numeric_limits<double>::infinity();
constexpr double largest = std::numeric_limits<double>::max();

QuestionSpec choiceQuestion(const QString &type, int choices, QList<int> correct)
{
    QuestionSpec q;
    q.id = QStringLiteral("q");
    q.type = type;
    for (int n = 0; n < choices; ++n)
        q.choices.append(ChoiceSpec{LocalizedText(QString::number(n)), LocalizedText()});
    q.correctChoices = std::move(correct);
    return q;
}

QuestionSpec numericQuestion(double answer, double tolerance)
{
    QuestionSpec q;
    q.id = QStringLiteral("q");
    q.type = QStringLiteral("numeric");
    q.numericAnswer = answer;
    q.tolerance = tolerance;
    return q;
}

// Accepted answers: softmax (full), soft*max (half), *sigmoid* (none, with feedback).
QuestionSpec shortQuestion(bool caseSensitive = false)
{
    QuestionSpec q;
    q.id = QStringLiteral("q");
    q.type = QStringLiteral("short");
    q.caseSensitive = caseSensitive;
    ChoiceSpec exact{LocalizedText(QStringLiteral("softmax")), LocalizedText(QStringLiteral("right"))};
    exact.text.set(QStringLiteral("de"), QStringLiteral("Softmax-Funktion"));
    ChoiceSpec spelled{LocalizedText(QStringLiteral("soft*max")), LocalizedText(), 0.5};
    ChoiceSpec wrong{LocalizedText(QStringLiteral("*sigmoid*")), LocalizedText(QStringLiteral("no")), 0};
    ChoiceSpec literal{LocalizedText(QStringLiteral("a\\*b")), LocalizedText(), 0.25};
    q.choices = {exact, spelled, wrong, literal};
    return q;
}

// Three items; matches 0, 1, 0 (two items share one) and a distractor, 2.
QuestionSpec matchingQuestion()
{
    QuestionSpec q;
    q.id = QStringLiteral("q");
    q.type = QStringLiteral("matching");
    q.items = {LocalizedText(QStringLiteral("Q·Kᵀ")), LocalizedText(QStringLiteral("softmax")), LocalizedText(QStringLiteral("K·Qᵀ"))};
    q.choices = {ChoiceSpec{LocalizedText(QStringLiteral("scores")), LocalizedText()},
                 ChoiceSpec{LocalizedText(QStringLiteral("weights")), LocalizedText()},
                 ChoiceSpec{LocalizedText(QStringLiteral("gradients")), LocalizedText()}};
    q.correctChoices = {0, 1, 0};
    return q;
}

// The right order A B C D E.
QuestionSpec orderingQuestion()
{
    QuestionSpec q;
    q.id = QStringLiteral("q");
    q.type = QStringLiteral("ordering");
    for (const char *item : {"A", "B", "C", "D", "E"})
        q.choices.append(ChoiceSpec{LocalizedText(QLatin1String(item)), LocalizedText()});
    return q;
}

// The seed's question: two documents packed into blocks of 10; slot 7 of block 0 is the
// second document's second token (BOS at 5).
QuestionSpec maskQuestion(int block = 0, int query = 7, qint64 blockLength = 10)
{
    QuestionSpec q;
    q.id = QStringLiteral("q");
    q.type = QStringLiteral("mask");
    q.mask.documents = {{11, 12, 13}, {21, 22, 23, 24}};
    q.mask.blockLength = blockLength;
    q.mask.bos = 1;
    q.mask.eos = 2;
    q.mask.block = block;
    q.mask.query = query;
    return q;
}

QString describe(const GradeResult &r)
{
    auto list = [](const QList<int> &l) -> QString {
        QStringList s;
        for (int x : l)
            s.append(QString::number(x));
        return QLatin1Char('[') + s.join(QLatin1Char(',')) + QLatin1Char(']');
    };
    const char *outcome = r.outcome == Outcome::Correct ? "correct" : r.outcome == Outcome::Incorrect ? "incorrect" : "invalid";
    return QStringLiteral("%1 '%2' picked%3 correct%4 error=%5 keys%6 missed%7 extra%8")
        .arg(QLatin1String(outcome), r.invalidReason, list(r.pickedChoices), list(r.correctChoices))
        .arg(r.error, 0, 'g', 17)
        .arg(list(r.correctKeys), list(r.missedKeys), list(r.extraKeys));
}

} // namespace

class TestQuizGrader : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void single_data();
    void single();
    void multiple_data();
    void multiple();
    void numeric_data();
    void numeric();
    void mask_data();
    void mask();
    void shortAnswer_data();
    void shortAnswer();
    void shortAnswerMatching();
    void matching_data();
    void matching();
    void ordering_data();
    void ordering();
    void choicesWithFractions();
    void numericWithMoreAnswers();
    void gradingIsPure();
    void loadedQuestions();
    void kindsOfTheBuiltInCourse();
};

void TestQuizGrader::single_data()
{
    QTest::addColumn<QList<int>>("selection");
    QTest::addColumn<Outcome>("outcome");
    QTest::addColumn<QString>("reason");
    QTest::newRow("correct") << QList<int>{1} << Outcome::Correct << QString();
    QTest::newRow("wrong") << QList<int>{0} << Outcome::Incorrect << QString();
    QTest::newRow("last choice, wrong") << QList<int>{2} << Outcome::Incorrect << QString();
    QTest::newRow("same pick twice") << QList<int>{1, 1} << Outcome::Correct << QString();
    QTest::newRow("empty") << QList<int>{} << Outcome::Invalid << "Choose one answer.";
    QTest::newRow("two picks") << QList<int>{0, 1} << Outcome::Invalid << "Choose exactly one answer.";
    QTest::newRow("two picks, one correct, reversed") << QList<int>{1, 2} << Outcome::Invalid << "Choose exactly one answer.";
    // Choices are numbered from 1 for people.
    QTest::newRow("out of range") << QList<int>{3} << Outcome::Invalid << "Choice 4 does not exist.";
    QTest::newRow("negative") << QList<int>{-1} << Outcome::Invalid << "Choice 0 does not exist.";
    QTest::newRow("largest int") << QList<int>{std::numeric_limits<int>::max()} << Outcome::Invalid << "Choice 2147483648 does not exist.";
    QTest::newRow("smallest int") << QList<int>{std::numeric_limits<int>::min()} << Outcome::Invalid << "Choice -2147483647 does not exist.";
}

void TestQuizGrader::single()
{
    QFETCH(QList<int>, selection);
    QFETCH(Outcome, outcome);
    QFETCH(QString, reason);
    const QuestionSpec q = choiceQuestion(QStringLiteral("single"), 3, {1});
    const GradeResult r = QuizGrader::grade(q, QuizAnswer::choices(selection));
    QCOMPARE(r.outcome, outcome);
    QCOMPARE(r.invalidReason, reason);
    QCOMPARE(r.isValid(), outcome != Outcome::Invalid);
    QCOMPARE(r.isCorrect(), outcome == Outcome::Correct);
    if (r.isValid()) {
        QCOMPARE(r.pickedChoices, QList<int>{selection.first()});
        QCOMPARE(r.correctChoices, QList<int>{1});
    } else {
        QVERIFY(r.pickedChoices.isEmpty());
    }
    // QuizAnswer::choice is the one-index form of the same answer.
    if (selection.size() == 1)
        QCOMPARE(QuizGrader::grade(q, QuizAnswer::choice(selection.first())).outcome, outcome);
}

void TestQuizGrader::multiple_data()
{
    QTest::addColumn<QList<int>>("selection");
    QTest::addColumn<Outcome>("outcome");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QList<int>>("picked");
    // correct: {0, 2} of four
    QTest::newRow("exact set") << QList<int>{0, 2} << Outcome::Correct << QString() << QList<int>{0, 2};
    QTest::newRow("order irrelevant") << QList<int>{2, 0} << Outcome::Correct << QString() << QList<int>{0, 2};
    QTest::newRow("duplicates ignored") << QList<int>{2, 0, 2, 0} << Outcome::Correct << QString() << QList<int>{0, 2};
    QTest::newRow("subset") << QList<int>{0} << Outcome::Incorrect << QString() << QList<int>{0};
    QTest::newRow("superset") << QList<int>{0, 1, 2} << Outcome::Incorrect << QString() << QList<int>{0, 1, 2};
    QTest::newRow("all") << QList<int>{3, 2, 1, 0} << Outcome::Incorrect << QString() << QList<int>{0, 1, 2, 3};
    QTest::newRow("disjoint") << QList<int>{1, 3} << Outcome::Incorrect << QString() << QList<int>{1, 3};
    QTest::newRow("same size, one wrong") << QList<int>{0, 3} << Outcome::Incorrect << QString() << QList<int>{0, 3};
    QTest::newRow("empty") << QList<int>{} << Outcome::Invalid << "Choose at least one answer." << QList<int>{};
    QTest::newRow("out of range") << QList<int>{0, 2, 4} << Outcome::Invalid << "Choice 5 does not exist." << QList<int>{};
    QTest::newRow("negative") << QList<int>{0, -3} << Outcome::Invalid << "Choice -2 does not exist." << QList<int>{};
}

void TestQuizGrader::multiple()
{
    QFETCH(QList<int>, selection);
    QFETCH(Outcome, outcome);
    QFETCH(QString, reason);
    QFETCH(QList<int>, picked);
    // The spec's set may be unsorted or repeat an index: it is a set all the same.
    for (const QList<int> &correct : {QList<int>{0, 2}, QList<int>{2, 0, 2}}) {
        const GradeResult r = QuizGrader::grade(choiceQuestion(QStringLiteral("multiple"), 4, correct), QuizAnswer::choices(selection));
        QCOMPARE(r.outcome, outcome);
        QCOMPARE(r.invalidReason, reason);
        QCOMPARE(r.pickedChoices, picked);
        QCOMPARE(r.correctChoices, r.isValid() ? (QList<int>{0, 2}) : (QList<int>{}));
    }
}

void TestQuizGrader::numeric_data()
{
    QTest::addColumn<double>("answer");
    QTest::addColumn<double>("tolerance");
    QTest::addColumn<double>("typed");
    QTest::addColumn<Outcome>("outcome");

    QTest::newRow("exact") << -0.75 << 0.005 << -0.75 << Outcome::Correct;
    QTest::newRow("inside") << -0.75 << 0.005 << -0.752 << Outcome::Correct;
    QTest::newRow("upper boundary") << -0.75 << 0.005 << -0.745 << Outcome::Correct;
    QTest::newRow("lower boundary") << -0.75 << 0.005 << -0.755 << Outcome::Correct;
    QTest::newRow("just above") << -0.75 << 0.005 << -0.7449 << Outcome::Incorrect;
    QTest::newRow("just below") << -0.75 << 0.005 << -0.7551 << Outcome::Incorrect;
    QTest::newRow("sign error") << -0.75 << 0.005 << 0.75 << Outcome::Incorrect;
    // In binary, 0.15 − 0.1 and 0.1 − 0.05 are not exactly 0.05: the boundary still counts.
    QTest::newRow("0.1 ± 0.05, typed 0.15") << 0.1 << 0.05 << 0.15 << Outcome::Correct;
    QTest::newRow("0.1 ± 0.05, typed 0.05") << 0.1 << 0.05 << 0.05 << Outcome::Correct;
    QTest::newRow("0.3 ± 0.1, typed 0.4") << 0.3 << 0.1 << 0.4 << Outcome::Correct;
    QTest::newRow("0.3 ± 0.1, typed 0.2") << 0.3 << 0.1 << 0.2 << Outcome::Correct;
    QTest::newRow("0.1 ± 0.05, typed 0.1500001") << 0.1 << 0.05 << 0.1500001 << Outcome::Incorrect;
    QTest::newRow("0.1 ± 0.05, typed 0.0499999") << 0.1 << 0.05 << 0.0499999 << Outcome::Incorrect;
    QTest::newRow("tolerance 0, exact") << 0.1 << 0.0 << 0.1 << Outcome::Correct;
    QTest::newRow("tolerance 0, computed 0.1 + 0.2 for 0.3") << 0.3 << 0.0 << (0.1 + 0.2) << Outcome::Correct;
    QTest::newRow("tolerance 0, off by 1e-9") << 0.1 << 0.0 << 0.100000001 << Outcome::Incorrect;
    QTest::newRow("tolerance 0, integer off by one") << 42.0 << 0.0 << 41.0 << Outcome::Incorrect;
    QTest::newRow("negative zero") << 0.0 << 0.0 << -0.0 << Outcome::Correct;
    QTest::newRow("NaN") << 1.0 << 0.5 << notANumber << Outcome::Invalid;
    QTest::newRow("+Inf") << 1.0 << 0.5 << inf << Outcome::Invalid;
    QTest::newRow("-Inf") << 1.0 << 0.5 << -inf << Outcome::Invalid;
    QTest::newRow("huge, exact") << 1e300 << 0.0 << 1e300 << Outcome::Correct;
    QTest::newRow("huge, inside") << 1e300 << 1e290 << 1.000000000001e300 << Outcome::Correct;
    QTest::newRow("huge, outside") << 1e300 << 1e290 << 1.00000001e300 << Outcome::Incorrect;
    QTest::newRow("huge, opposite sign") << 1e300 << 1e299 << -1e300 << Outcome::Incorrect;
    QTest::newRow("difference overflows") << largest << 1.0 << -largest << Outcome::Incorrect;
    QTest::newRow("difference overflows, tolerance largest") << largest << largest << -largest << Outcome::Incorrect;
    QTest::newRow("tiny") << 1e-300 << 1e-310 << 1.00000000000000000001e-300 << Outcome::Correct;
}

void TestQuizGrader::numeric()
{
    QFETCH(double, answer);
    QFETCH(double, tolerance);
    QFETCH(double, typed);
    QFETCH(Outcome, outcome);
    const GradeResult r = QuizGrader::grade(numericQuestion(answer, tolerance), QuizAnswer::numeric(typed));
    QVERIFY2(r.outcome == outcome, qPrintable(describe(r)));
    if (outcome == Outcome::Invalid) {
        QCOMPARE(r.invalidReason, QStringLiteral("Type a number."));
    } else {
        QVERIFY(r.invalidReason.isEmpty());
        // The reported error is |typed − answer| (infinite when that overflows).
        QCOMPARE(r.error, std::fabs(typed - answer));
    }
    // Selections mean nothing to a numeric question.
    QCOMPARE(QuizGrader::grade(numericQuestion(answer, tolerance), QuizAnswer::choices({1})).outcome, Outcome::Invalid);
}

void TestQuizGrader::shortAnswer_data()
{
    QTest::addColumn<bool>("caseSensitive");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<Outcome>("outcome");
    QTest::addColumn<double>("fraction");
    QTest::addColumn<int>("matched"); // the answer whose feedback shows; -1 none

    QTest::newRow("exact") << false << QStringLiteral("softmax") << Outcome::Correct << 1.0 << 0;
    QTest::newRow("case ignored") << false << QStringLiteral("SoftMax") << Outcome::Correct << 1.0 << 0;
    QTest::newRow("case kept") << true << QStringLiteral("SoftMax") << Outcome::Incorrect << 0.0 << -1;
    QTest::newRow("trimmed") << false << QStringLiteral("  softmax\t") << Outcome::Correct << 1.0 << 0;
    QTest::newRow("another language's text") << false << QStringLiteral("softmax-funktion") << Outcome::Correct << 1.0 << 0;
    QTest::newRow("spaces collapsed") << false << QStringLiteral("Softmax   -Funktion") << Outcome::Incorrect << 0.0 << -1;
    QTest::newRow("runs of space are one") << true << QStringLiteral("Softmax-Funktion") << Outcome::Correct << 1.0 << 0;
    QTest::newRow("wildcard: partial credit") << false << QStringLiteral("soft-max") << Outcome::Incorrect << 0.5 << 1;
    QTest::newRow("wildcard matches across spaces") << false << QStringLiteral("soft arg max") << Outcome::Incorrect << 0.5 << 1;
    QTest::newRow("first match wins") << false << QStringLiteral("a sigmoid") << Outcome::Incorrect << 0.0 << 2;
    QTest::newRow("no match") << false << QStringLiteral("argmax") << Outcome::Incorrect << 0.0 << -1;
    QTest::newRow("prefix is not a match") << false << QStringLiteral("softmaxes") << Outcome::Incorrect << 0.0 << -1;
    QTest::newRow("escaped asterisk is literal") << false << QStringLiteral("a*b") << Outcome::Incorrect << 0.25 << 3;
    QTest::newRow("escaped asterisk is no wildcard") << false << QStringLiteral("axb") << Outcome::Incorrect << 0.0 << -1;
    QTest::newRow("empty") << false << QStringLiteral("   ") << Outcome::Invalid << 0.0 << -1;
}

void TestQuizGrader::shortAnswer()
{
    QFETCH(bool, caseSensitive);
    QFETCH(QString, typed);
    QFETCH(Outcome, outcome);
    QFETCH(double, fraction);
    QFETCH(int, matched);
    const GradeResult r = QuizGrader::grade(shortQuestion(caseSensitive), QuizAnswer::typed(typed));
    QVERIFY2(r.outcome == outcome, qPrintable(describe(r)));
    QCOMPARE(r.fraction, fraction);
    QCOMPARE(r.isPartlyCorrect(), outcome == Outcome::Incorrect && fraction > 0);
    if (outcome == Outcome::Invalid) {
        QCOMPARE(r.invalidReason, QStringLiteral("Type an answer."));
        return;
    }
    QCOMPARE(r.pickedChoices, matched < 0 ? QList<int>() : QList<int>{matched});
    QCOMPARE(r.correctChoices, QList<int>{0});
}

void TestQuizGrader::shortAnswerMatching()
{
    using K = ShortAnswerQuestionKind;
    // NFC: "é" typed as e + combining acute is the precomposed "é".
    QVERIFY(K::matches(QStringLiteral("caf\u00e9"), QStringLiteral("cafe\u0301"), true));
    QVERIFY(K::matches(QStringLiteral("cafe\u0301"), QStringLiteral("caf\u00e9"), true));
    // Every other regular-expression character is itself.
    QVERIFY(!K::matches(QStringLiteral("a.c"), QStringLiteral("abc"), false));
    QVERIFY(K::matches(QStringLiteral("a.c"), QStringLiteral("a.c"), false));
    QVERIFY(!K::matches(QStringLiteral("(a|b)"), QStringLiteral("a"), false));
    QVERIFY(K::matches(QStringLiteral("[x]+"), QStringLiteral("[x]+"), false));
    // '*' matches nothing too, and runs of them are one; a line break is white space.
    QVERIFY(K::matches(QStringLiteral("soft*max"), QStringLiteral("softmax"), false));
    QVERIFY(K::matches(QStringLiteral("**"), QStringLiteral("anything\nat all"), false));
    QVERIFY(K::matches(QStringLiteral("two words"), QStringLiteral("two\n words"), false));
    // Case folding beyond ASCII.
    QVERIFY(K::matches(QStringLiteral("\u00c9T\u00c9"), QStringLiteral("\u00e9t\u00e9"), false));
    QVERIFY(!K::matches(QStringLiteral("\u00c9T\u00c9"), QStringLiteral("\u00e9t\u00e9"), true));
}

void TestQuizGrader::matching_data()
{
    QTest::addColumn<QList<int>>("selection");
    QTest::addColumn<Outcome>("outcome");
    QTest::addColumn<double>("fraction");

    QTest::newRow("all right") << QList<int>{0, 1, 0} << Outcome::Correct << 1.0;
    QTest::newRow("two of three") << QList<int>{0, 1, 1} << Outcome::Incorrect << 2.0 / 3;
    QTest::newRow("the distractor") << QList<int>{2, 1, 0} << Outcome::Incorrect << 2.0 / 3;
    QTest::newRow("none right") << QList<int>{1, 0, 2} << Outcome::Incorrect << 0.0;
    QTest::newRow("one match for all") << QList<int>{0, 0, 0} << Outcome::Incorrect << 2.0 / 3;
    QTest::newRow("an item left open") << QList<int>{0, -1, 0} << Outcome::Invalid << 0.0;
    QTest::newRow("too few") << QList<int>{0, 1} << Outcome::Invalid << 0.0;
    QTest::newRow("too many") << QList<int>{0, 1, 0, 0} << Outcome::Invalid << 0.0;
    QTest::newRow("no such match") << QList<int>{0, 1, 3} << Outcome::Invalid << 0.0;
}

void TestQuizGrader::matching()
{
    QFETCH(QList<int>, selection);
    QFETCH(Outcome, outcome);
    QFETCH(double, fraction);
    const GradeResult r = QuizGrader::grade(matchingQuestion(), QuizAnswer::choices(selection));
    QVERIFY2(r.outcome == outcome, qPrintable(describe(r)));
    QCOMPARE(r.fraction, fraction);
    if (outcome != Outcome::Invalid)
        QCOMPARE(r.pickedChoices, selection);
}

void TestQuizGrader::ordering_data()
{
    QTest::addColumn<QList<int>>("selection");
    QTest::addColumn<Outcome>("outcome");
    QTest::addColumn<double>("fraction");

    // Credit: the share of the 4 adjacent pairs that are pairs of A B C D E, in that direction.
    QTest::newRow("right") << QList<int>{0, 1, 2, 3, 4} << Outcome::Correct << 1.0;
    QTest::newRow("B moved last: C→D, D→E") << QList<int>{0, 2, 3, 4, 1} << Outcome::Incorrect << 0.5;
    QTest::newRow("B moved into the middle: D→E") << QList<int>{0, 2, 1, 3, 4} << Outcome::Incorrect << 0.25;
    QTest::newRow("two runs swapped: A→B, C→D→E") << QList<int>{2, 3, 4, 0, 1} << Outcome::Incorrect << 0.75;
    QTest::newRow("reversed") << QList<int>{4, 3, 2, 1, 0} << Outcome::Incorrect << 0.0;
    QTest::newRow("an item twice") << QList<int>{0, 1, 2, 3, 3} << Outcome::Invalid << 0.0;
    QTest::newRow("an item missing") << QList<int>{0, 1, 2, 3} << Outcome::Invalid << 0.0;
    QTest::newRow("no such item") << QList<int>{0, 1, 2, 3, 5} << Outcome::Invalid << 0.0;
}

void TestQuizGrader::ordering()
{
    QFETCH(QList<int>, selection);
    QFETCH(Outcome, outcome);
    QFETCH(double, fraction);
    const GradeResult r = QuizGrader::grade(orderingQuestion(), QuizAnswer::choices(selection));
    QVERIFY2(r.outcome == outcome, qPrintable(describe(r)));
    QCOMPARE(r.fraction, fraction);
    // The first order a learner sees is never the right one.
    QCOMPARE(OrderingQuestionKind::startingOrder({0, 1, 2}), (QList<int>{2, 1, 0}));
    QCOMPARE(OrderingQuestionKind::startingOrder({1, 0, 2}), (QList<int>{1, 0, 2}));
}

// Partial credit in choice questions: a single question's other choices may give part of
// the credit; a multiple question with fractions is graded as Moodle grades it.
void TestQuizGrader::choicesWithFractions()
{
    QuestionSpec single = choiceQuestion(QStringLiteral("single"), 3, {0});
    single.choices[1].fraction = 0.5;
    GradeResult r = QuizGrader::grade(single, QuizAnswer::choice(1));
    QCOMPARE(r.outcome, Outcome::Incorrect);
    QCOMPARE(r.fraction, 0.5);
    QVERIFY(r.isPartlyCorrect());
    QCOMPARE(QuizGrader::grade(single, QuizAnswer::choice(2)).fraction, 0.0);
    QCOMPARE(QuizGrader::grade(single, QuizAnswer::choice(0)).fraction, 1.0);

    // Moodle's colours: yellow and off-beige 50% each, red and blue −100%.
    QuestionSpec multiple = choiceQuestion(QStringLiteral("multiple"), 4, {0, 2});
    const QList<double> weights{0.5, -1, 0.5, -1};
    for (int i = 0; i < 4; ++i)
        multiple.choices[i].fraction = weights.at(i);
    const auto grade = [&](QList<int> picked) { return QuizGrader::grade(multiple, QuizAnswer::choices(picked)); };
    QCOMPARE(grade({0, 2}).outcome, Outcome::Correct);
    QCOMPARE(grade({0, 2}).fraction, 1.0);
    QCOMPARE(grade({0}).fraction, 0.5);
    QCOMPARE(grade({0}).outcome, Outcome::Incorrect);
    QCOMPARE(grade({0, 1}).fraction, 0.0); // clamped at 0, never negative
    QCOMPARE(grade({0, 1, 2}).fraction, 0.0);
    // A choice of 0 picked with the correct set: still full credit, as in Moodle.
    multiple.choices[3].fraction = 0;
    QCOMPARE(grade({0, 2, 3}).outcome, Outcome::Correct);
    // Without fractions: all-or-nothing.
    QuestionSpec plain = choiceQuestion(QStringLiteral("multiple"), 4, {0, 2});
    QCOMPARE(QuizGrader::grade(plain, QuizAnswer::choices({0})).fraction, 0.0);
}

// Moodle's numerical question with several answers: the first that holds the number decides.
void TestQuizGrader::numericWithMoreAnswers()
{
    QuestionSpec q = numericQuestion(1822, 0);
    q.moreAnswers = {NumericAnswerSpec{1822, 2, 0.5, LocalizedText(QStringLiteral("close"))},
                     NumericAnswerSpec{1800, 50, 0.25, LocalizedText()}, NumericAnswerSpec{1821, 0, 1, LocalizedText()}};
    const auto grade = [&](double x) { return QuizGrader::grade(q, QuizAnswer::numeric(x)); };
    QCOMPARE(grade(1822).outcome, Outcome::Correct);
    QCOMPARE(grade(1822).pickedChoices, QList<int>{0});
    QCOMPARE(grade(1823).fraction, 0.5);
    QCOMPARE(grade(1823).pickedChoices, QList<int>{1});
    QVERIFY(grade(1823).isPartlyCorrect());
    QCOMPARE(grade(1821).fraction, 0.5); // the 50% range comes first
    QCOMPARE(grade(1790).fraction, 0.25);
    QCOMPARE(grade(1700).fraction, 0.0);
    QVERIFY(grade(1700).pickedChoices.isEmpty());
    q.moreAnswers = {q.moreAnswers.at(2)};
    QCOMPARE(grade(1821).outcome, Outcome::Correct); // a further answer at full credit
    QCOMPARE(grade(1821).fraction, 1.0);
}

void TestQuizGrader::mask_data()
{
    QTest::addColumn<QuestionSpec>("question");
    QTest::addColumn<QList<int>>("selection");
    QTest::addColumn<QString>("expected"); // describe() without picked/correct/error

    const QuestionSpec slot7 = maskQuestion();
    QTest::newRow("slot 7: keys 5, 6, 7") << slot7 << QList<int>{5, 6, 7} << "correct '' keys[5,6,7] missed[] extra[]";
    QTest::newRow("order irrelevant") << slot7 << QList<int>{7, 5, 6} << "correct '' keys[5,6,7] missed[] extra[]";
    QTest::newRow("duplicates ignored") << slot7 << QList<int>{5, 5, 6, 7, 7} << "correct '' keys[5,6,7] missed[] extra[]";
    QTest::newRow("missing its own slot") << slot7 << QList<int>{5, 6} << "incorrect '' keys[5,6,7] missed[7] extra[]";
    QTest::newRow("missing the BOS") << slot7 << QList<int>{6, 7} << "incorrect '' keys[5,6,7] missed[5] extra[]";
    QTest::newRow("EOS of the previous document") << slot7 << QList<int>{4, 5, 6, 7} << "incorrect '' keys[5,6,7] missed[] extra[4]";
    QTest::newRow("the whole previous document") << slot7 << QList<int>{0, 1, 2, 3, 4, 5, 6, 7} << "incorrect '' keys[5,6,7] missed[] extra[0,1,2,3,4]";
    QTest::newRow("a future key") << slot7 << QList<int>{5, 6, 7, 8} << "incorrect '' keys[5,6,7] missed[] extra[8]";
    QTest::newRow("missed and extra") << slot7 << QList<int>{3, 6} << "incorrect '' keys[5,6,7] missed[5,7] extra[3]";
    QTest::newRow("empty") << slot7 << QList<int>{} << "invalid 'Select at least one key.' keys[] missed[] extra[]";
    QTest::newRow("slot beyond the block") << slot7 << QList<int>{5, 6, 7, 10} << "invalid 'Slot 10 is not in the block.' keys[] missed[] extra[]";
    QTest::newRow("negative slot") << slot7 << QList<int>{-1, 5} << "invalid 'Slot -1 is not in the block.' keys[] missed[] extra[]";
    QTest::newRow("block beyond the packing") << maskQuestion(2) << QList<int>{0} << "invalid 'This question's block cannot be built.' keys[] missed[] extra[]";
    QTest::newRow("negative block") << maskQuestion(-1) << QList<int>{0} << "invalid 'This question's block cannot be built.' keys[] missed[] extra[]";
    QTest::newRow("block length 0") << maskQuestion(0, 0, 0) << QList<int>{0} << "invalid 'This question's block cannot be built.' keys[] missed[] extra[]";
    QTest::newRow("last block, one slot") << maskQuestion(1, 0) << QList<int>{0} << "correct '' keys[0] missed[] extra[]";
    QTest::newRow("last block, slot 1 does not exist") << maskQuestion(1, 0) << QList<int>{0, 1} << "invalid 'Slot 1 is not in the block.' keys[] missed[] extra[]";
    QTest::newRow("first slot") << maskQuestion(0, 0) << QList<int>{0} << "correct '' keys[0] missed[] extra[]";
    QTest::newRow("an EOS sees its document") << maskQuestion(0, 4) << QList<int>{0, 1, 2, 3, 4} << "correct '' keys[0,1,2,3,4] missed[] extra[]";
    // Blocks of 4: [BOS 11 12 13] [EOS BOS 21 22] [23 24 EOS]; a block start starts an instance.
    QTest::newRow("blocks of 4, block 1, slot 3") << maskQuestion(1, 3, 4) << QList<int>{1, 2, 3} << "correct '' keys[1,2,3] missed[] extra[]";
    QTest::newRow("a fragment loses its earlier context") << maskQuestion(2, 1, 4) << QList<int>{0, 1} << "correct '' keys[0,1] missed[] extra[]";
    QTest::newRow("a fragment's EOS") << maskQuestion(1, 0, 4) << QList<int>{0} << "correct '' keys[0] missed[] extra[]";
    // The induction rule: BOS a b c d a b c d (block of 9): slot 6 (b) reads slot 3, the one
    // after the earlier b at 2; a repeated token with two earlier occurrences reads both.
    QuestionSpec induction = maskQuestion(0, 6, 9);
    induction.mask.documents = {{11, 12, 13, 14, 11, 12, 13, 14}};
    induction.mask.rule = MaskQuestionSpec::Rule::Induction;
    QTest::newRow("induction: slot 6 reads 3") << induction << QList<int>{3} << "correct '' keys[3] missed[] extra[]";
    QTest::newRow("induction: the earlier b itself") << induction << QList<int>{2} << "incorrect '' keys[3] missed[3] extra[2]";
    QTest::newRow("induction: every allowed key") << induction << QList<int>{0, 1, 2, 3, 4, 5, 6} << "incorrect '' keys[3] missed[] extra[0,1,2,4,5,6]";
    QuestionSpec twice = maskQuestion(0, 5, 6);
    twice.mask.documents = {{11, 12, 11, 13, 11}};
    twice.mask.rule = MaskQuestionSpec::Rule::Induction;
    QTest::newRow("induction: two earlier occurrences") << twice << QList<int>{2, 4} << "correct '' keys[2,4] missed[] extra[]";
    // Another document's occurrence is not readable: the mask still applies.
    QuestionSpec across = maskQuestion(0, 4, 7);
    across.mask.documents = {{11}, {11}};
    across.mask.rule = MaskQuestionSpec::Rule::Induction;
    QTest::newRow("induction: not across documents") << across << QList<int>{2} << "incorrect '' keys[] missed[] extra[2]";
}

void TestQuizGrader::mask()
{
    QFETCH(QuestionSpec, question);
    QFETCH(QList<int>, selection);
    QFETCH(QString, expected);
    const GradeResult r = QuizGrader::grade(question, QuizAnswer::keys(selection));
    QString actual = describe(r);
    actual.remove(QRegularExpression(QStringLiteral(" picked\\[\\] correct\\[\\] error=0")));
    QCOMPARE(actual, expected);
}

// Same question and answer → same result, whatever was graded before, and the question is
// left as it was.
void TestQuizGrader::gradingIsPure()
{
    const QList<std::pair<QuestionSpec, QuizAnswer>> cases{
        {choiceQuestion(QStringLiteral("single"), 3, {1}), QuizAnswer::choice(1)},
        {choiceQuestion(QStringLiteral("single"), 3, {1}), QuizAnswer::choice(2)},
        {choiceQuestion(QStringLiteral("multiple"), 4, {2, 0}), QuizAnswer::choices({0, 2, 2})},
        {choiceQuestion(QStringLiteral("multiple"), 4, {0, 2}), QuizAnswer::choices({})},
        {numericQuestion(0.1, 0.05), QuizAnswer::numeric(0.15)},
        {numericQuestion(0.1, 0.05), QuizAnswer::numeric(notANumber)},
        {maskQuestion(), QuizAnswer::keys({5, 6, 7})},
        {maskQuestion(), QuizAnswer::keys({4, 5})},
        {maskQuestion(5), QuizAnswer::keys({0})},
    };
    QStringList first;
    for (const auto &c : cases)
        first.append(describe(QuizGrader::grade(c.first, c.second)));
    for (int round = 0; round < 3; ++round) {
        for (qsizetype n = cases.size() - 1; n >= 0; --n) {
            const QuestionSpec before = cases.at(n).first;
            QCOMPARE(describe(QuizGrader::grade(cases.at(n).first, cases.at(n).second)), first.at(n));
            QCOMPARE(cases.at(n).first.correctChoices, before.correctChoices);
        }
    }
}

// The questions as the loader builds them grade as their authors meant.
void TestQuizGrader::loadedQuestions()
{
    QTemporaryDir dir;
    QVERIFY(writePack(dir.path(), minimalManifest(true)));
    const PackLoadResult r = PackLoader::load(dir.path(), {});
    QVERIFY2(r.isValid(), qPrintable(diagnosticLines(r.diagnostics).join(QLatin1Char('\n'))));
    const ChapterPack &pack = *r.pack;
    QCOMPARE(pack.questionIds(), (QStringList{"q-single", "q-multiple", "q-numeric", "q-mask"}));
    auto grade = [&](const char *id, const QuizAnswer &a) {
        return QuizGrader::grade(*pack.question(QString::fromLatin1(id)), a).outcome;
    };
    QCOMPARE(grade("q-single", QuizAnswer::choice(1)), Outcome::Correct);
    QCOMPARE(grade("q-single", QuizAnswer::choice(0)), Outcome::Incorrect);
    QCOMPARE(grade("q-multiple", QuizAnswer::choices({1, 0})), Outcome::Correct);
    QCOMPARE(grade("q-multiple", QuizAnswer::choices({0})), Outcome::Incorrect);
    QCOMPARE(grade("q-numeric", QuizAnswer::numeric(-0.745)), Outcome::Correct);
    QCOMPARE(grade("q-numeric", QuizAnswer::numeric(-0.74)), Outcome::Incorrect);
    QCOMPARE(grade("q-mask", QuizAnswer::keys({5, 6, 7})), Outcome::Correct);
    QCOMPARE(grade("q-mask", QuizAnswer::keys({4, 5, 6, 7})), Outcome::Incorrect);
    QCOMPARE(pack.question(QStringLiteral("q-mask"))->mask.authoredAnswer, std::optional<QList<int>>(QList<int>{5, 6, 7}));
}

void TestQuizGrader::kindsOfTheBuiltInCourse()
{
    // Every question of the course has a kind by its type's name; its kind's correct answer is
    // graded correct, survives the progress file, and is put in words; an answer stored for
    // another kind is refused, not misread.
    QCOMPARE(QuestionKinds::find(QStringLiteral("essay")), nullptr);
    const PackLoadResult r = PackLoader::load(testpaths::builtInPackDir(), {});
    QVERIFY(r.isValid());
    QSet<QString> seen;
    for (const QString &id : r.pack->questionIds()) {
        const QuestionSpec &q = *r.pack->question(id);
        const QuestionKind *kind = QuestionKinds::find(q.type);
        QVERIFY2(kind, qPrintable(id));
        QCOMPARE(kind->name(), q.type);
        seen.insert(kind->name());
        const QuizAnswer correct = kind->correctAnswer(q);
        QVERIFY2(kind->grade(q, correct).isCorrect(), qPrintable(id));
        const std::optional<QuizAnswer> stored = kind->answerFromJson(kind->answerToJson(correct));
        QVERIFY2(stored, qPrintable(id));
        QCOMPARE(kind->answerToJson(*stored), kind->answerToJson(correct));
        QVERIFY2(kind->grade(q, *stored).isCorrect(), qPrintable(id));
        QVERIFY2(!kind->describeCorrect(q, QStringLiteral("de"), QLocale(QStringLiteral("de"))).isEmpty(), qPrintable(id));
        const QJsonValue foreign = q.type == QStringLiteral("numeric") ? QJsonValue(QJsonArray{0}) : QJsonValue(0.5);
        QVERIFY2(!kind->answerFromJson(foreign), qPrintable(id));
    }
    QCOMPARE(seen, (QSet<QString>{QStringLiteral("single"), QStringLiteral("multiple"), QStringLiteral("numeric"), QStringLiteral("mask"),
                                  QStringLiteral("short"), QStringLiteral("matching"), QStringLiteral("ordering"),
                                  QStringLiteral("gapselect"), QStringLiteral("cloze")}));
}

ATLAS_TEST_GUILESS_MAIN(TestQuizGrader)
#include "tst_quizgrader.moc"
