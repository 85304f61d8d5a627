// "Did you mean …?": the edit distance (insert, delete, substitute, swap two adjacent
// characters) and the nearest known name within two edits.
#include "core/spellingsuggestion.h"

#include "suiteregistry.h"

#include <QTest>

using namespace atlas;

class TestSpellingSuggestion : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void distance_data();
    void distance();
    void nearest();
    void hint();
};

void TestSpellingSuggestion::distance_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("expected");
    QTest::newRow("same") << "title" << "title" << 0;
    QTest::newRow("swap") << "titel" << "title" << 1;
    QTest::newRow("swap inside") << "mechansim" << "mechanism" << 1;
    QTest::newRow("dropped") << "sumary" << "summary" << 1;
    QTest::newRow("added") << "titles" << "title" << 1;
    QTest::newRow("changed") << "kimd" << "kind" << 1;
    QTest::newRow("two") << "qestons" << "questions" << 2;
    QTest::newRow("three is beyond") << "abc" << "xyz" << 3;
    QTest::newRow("lengths far apart") << "id" << "explanation" << 3;
    QTest::newRow("empty") << "" << "id" << 2;
    QTest::newRow("not symmetric swaps twice") << "ab" << "ba" << 1;
}

void TestSpellingSuggestion::distance()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, expected);
    QCOMPARE(SpellingSuggestion::distance(a, b), expected);
    QCOMPARE(SpellingSuggestion::distance(b, a), expected);
}

void TestSpellingSuggestion::nearest()
{
    const QStringList kinds{"mechanism", "positions", "packing", "quiz", "history"};
    QCOMPARE(SpellingSuggestion::nearest(QStringLiteral("mechansim"), kinds), QStringLiteral("mechanism"));
    QCOMPARE(SpellingSuggestion::nearest(QStringLiteral("quizz"), kinds), QStringLiteral("quiz"));
    QCOMPARE(SpellingSuggestion::nearest(QStringLiteral("lesson"), kinds), QString());
    // A known name needs no suggestion.
    QCOMPARE(SpellingSuggestion::nearest(QStringLiteral("quiz"), kinds), QString());
    // The nearest wins over an earlier, further one; among equals, the first.
    QCOMPARE(SpellingSuggestion::nearest(QStringLiteral("bodyy"), {"body", "bod"}), QStringLiteral("body"));
    QCOMPARE(SpellingSuggestion::nearest(QStringLiteral("ab"), {"xb", "ax"}), QStringLiteral("xb"));
    // A hostile key costs nothing much and suggests nothing.
    QCOMPARE(SpellingSuggestion::nearest(QString(70000, QLatin1Char('t')), kinds), QString());
}

void TestSpellingSuggestion::hint()
{
    QCOMPARE(SpellingSuggestion::hint(QStringLiteral("titel"), {"id", "title"}), QStringLiteral("; did you mean 'title'?"));
    QCOMPARE(SpellingSuggestion::hint(QStringLiteral("licence"), {"id", "title"}), QString());
}

ATLAS_TEST_GUILESS_MAIN(TestSpellingSuggestion)
#include "tst_spellingsuggestion.moc"
