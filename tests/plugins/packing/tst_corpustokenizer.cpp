// CorpusTokenizer: lowercase words, punctuation as tokens of its own, apostrophes inside
// words, and ids 0/1 reserved for BOS/EOS with words numbered by first appearance.
#include "core/corpustokenizer.h"

#include "suiteregistry.h"

#include <QTest>

using namespace atlas;

class TestCorpusTokenizer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void splitsWordsAndPunctuation_data();
    void splitsWordsAndPunctuation();
    void idsFollowFirstAppearance();
    void labelsNameEveryWord();
};

void TestCorpusTokenizer::splitsWordsAndPunctuation_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("tokens");
    QTest::newRow("documented example") << QStringLiteral("The cat sat.") << QStringList{QStringLiteral("the"), QStringLiteral("cat"), QStringLiteral("sat"), QStringLiteral(".")};
    QTest::newRow("apostrophe inside") << QStringLiteral("Don't stop") << QStringList{QStringLiteral("don't"), QStringLiteral("stop")};
    QTest::newRow("apostrophe outside") << QStringLiteral("'quoted'") << QStringList{QStringLiteral("'"), QStringLiteral("quoted"), QStringLiteral("'")};
    QTest::newRow("digits and symbols") << QStringLiteral("2 + 2 = 4!") << QStringList{QStringLiteral("2"), QStringLiteral("+"), QStringLiteral("2"), QStringLiteral("="), QStringLiteral("4"), QStringLiteral("!")};
    QTest::newRow("accents") << QStringLiteral("Café Übermut") << QStringList{QStringLiteral("café"), QStringLiteral("übermut")};
    QTest::newRow("white space only") << QStringLiteral(" \t\n ") << QStringList{};
    QTest::newRow("angle brackets") << QStringLiteral("<bos>") << QStringList{QStringLiteral("<"), QStringLiteral("bos"), QStringLiteral(">")};
}

void TestCorpusTokenizer::splitsWordsAndPunctuation()
{
    QFETCH(QString, text);
    QFETCH(QStringList, tokens);
    QCOMPARE(CorpusTokenizer::split(text), tokens);
}

void TestCorpusTokenizer::idsFollowFirstAppearance()
{
    const TokenizedCorpus corpus = CorpusTokenizer::tokenize({QStringLiteral("The cat sat."), QStringLiteral("the dog")});
    QCOMPARE(corpus.vocabulary, (QStringList{QStringLiteral("<bos>"), QStringLiteral("<eos>"), QStringLiteral("the"), QStringLiteral("cat"),
                                             QStringLiteral("sat"), QStringLiteral("."), QStringLiteral("dog")}));
    QCOMPARE(corpus.documents, (std::vector<std::vector<std::int64_t>>{{2, 3, 4, 5}, {2, 6}}));
    QCOMPARE(corpus.pieces.size(), 2);
    QCOMPARE(CorpusTokenizer::bos, std::int64_t(0));
    QCOMPARE(CorpusTokenizer::eos, std::int64_t(1));
}

void TestCorpusTokenizer::labelsNameEveryWord()
{
    const TokenizedCorpus corpus = CorpusTokenizer::tokenize({QStringLiteral("a b"), QString()});
    const QHash<qint64, QString> labels = CorpusTokenizer::labels(corpus);
    QCOMPARE(labels.size(), 2);
    QCOMPARE(labels.value(2), QStringLiteral("a"));
    QCOMPARE(labels.value(3), QStringLiteral("b"));
    QVERIFY(corpus.documents[1].empty());
}

ATLAS_TEST_GUILESS_MAIN(TestCorpusTokenizer)
#include "tst_corpustokenizer.moc"
