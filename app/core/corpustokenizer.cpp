#include "corpustokenizer.h"

namespace atlas {

namespace {

bool isWordCharacter(QChar c)
{
    return c.isLetterOrNumber() || c.isMark();
}

} // namespace

QStringList CorpusTokenizer::split(const QString &text)
{
    const QString lowered = text.toLower();
    QStringList tokens;
    QString word;
    for (qsizetype i = 0; i < lowered.size(); ++i) {
        const QChar c = lowered.at(i);
        const bool apostropheInWord = (c == QLatin1Char('\'') || c == QChar(0x2019)) && !word.isEmpty()
            && i + 1 < lowered.size() && isWordCharacter(lowered.at(i + 1));
        if (isWordCharacter(c) || apostropheInWord) {
            word += c;
            continue;
        }
        if (!word.isEmpty()) {
            tokens.append(word);
            word.clear();
        }
        if (!c.isSpace())
            tokens.append(QString(c));
    }
    if (!word.isEmpty())
        tokens.append(word);
    return tokens;
}

TokenizedCorpus CorpusTokenizer::tokenize(const QStringList &documents)
{
    TokenizedCorpus corpus;
    corpus.vocabulary = {QStringLiteral("<bos>"), QStringLiteral("<eos>")};
    QHash<QString, std::int64_t> ids;
    for (const QString &text : documents) {
        const QStringList pieces = split(text);
        std::vector<std::int64_t> document;
        document.reserve(std::size_t(pieces.size()));
        for (const QString &piece : pieces) {
            auto it = ids.find(piece);
            if (it == ids.end()) {
                it = ids.insert(piece, std::int64_t(corpus.vocabulary.size()));
                corpus.vocabulary.append(piece);
            }
            document.push_back(*it);
        }
        corpus.documents.push_back(std::move(document));
        corpus.pieces.append(pieces);
    }
    return corpus;
}

QHash<qint64, QString> CorpusTokenizer::labels(const TokenizedCorpus &corpus)
{
    QHash<qint64, QString> labels;
    for (qsizetype id = 2; id < corpus.vocabulary.size(); ++id)
        labels.insert(id, corpus.vocabulary[id]);
    return labels;
}

} // namespace atlas
