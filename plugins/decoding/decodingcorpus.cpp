#include "decodingcorpus.h"

#include <QHash>

namespace atlas {

namespace {

bool isWordCharacter(QChar c)
{
    return c.isLetterOrNumber() || c.isMark();
}

} // namespace

QStringList DecodingCorpus::tokenize(const QString &text)
{
    QStringList tokens;
    const QString lower = text.toLower();
    qsizetype i = 0;
    while (i < lower.size()) {
        const QChar c = lower.at(i);
        if (c.isSpace()) {
            ++i;
        } else if (isWordCharacter(c)) {
            qsizetype end = i + 1;
            while (end < lower.size()
                   && (isWordCharacter(lower.at(end))
                       || (lower.at(end) == QLatin1Char('\'') && end + 1 < lower.size() && lower.at(end + 1).isLetter())))
                ++end;
            tokens.append(lower.mid(i, end - i));
            i = end;
        } else {
            // A character outside the basic plane is one token, not two halves.
            const qsizetype length = c.isHighSurrogate() && i + 1 < lower.size() ? 2 : 1;
            tokens.append(lower.mid(i, length));
            i += length;
        }
    }
    return tokens;
}

DecodingCorpus::DecodingCorpus(const QStringList &sentences)
{
    vocabulary_.append(beginLabel());
    QHash<QString, int> ids;
    for (const QString &sentence : sentences) {
        std::vector<int> encoded;
        for (const QString &word : tokenize(sentence)) {
            auto found = ids.constFind(word);
            if (found == ids.constEnd()) {
                found = ids.insert(word, static_cast<int>(vocabulary_.size()));
                vocabulary_.append(word);
            }
            encoded.push_back(*found);
        }
        if (!encoded.empty())
            sentences_.push_back(std::move(encoded));
    }
}

QString DecodingCorpus::label(int token) const
{
    return token >= 0 && token < vocabulary_.size() ? vocabulary_.at(token) : QStringLiteral("?");
}

std::optional<std::vector<int>> DecodingCorpus::encode(const QString &text, QString *problem) const
{
    std::vector<int> ids;
    for (const QString &word : tokenize(text)) {
        const qsizetype id = vocabulary_.indexOf(word, 1);
        if (id < 0) {
            if (problem)
                //: %1 a word of the prompt that is not in the corpus.
                *problem = tr("\"%1\" is not a word of the corpus: the decoder knows only the corpus's words").arg(word.left(40));
            return std::nullopt;
        }
        ids.push_back(static_cast<int>(id));
    }
    return ids;
}

std::vector<int> DecodingCorpus::trainingSequence(std::mt19937_64 &random, Index length) const
{
    std::vector<int> sequence{beginToken};
    if (sentences_.empty())
        return sequence;
    while (static_cast<Index>(sequence.size()) < length) {
        // The remainder, not std::uniform_int_distribution: the standard fixes mt19937_64's
        // numbers but not that distribution's, and a seed must give the same corpus order on
        // every platform (the bias of a 64-bit remainder over a few sentences is ~1e-18).
        const std::vector<int> &sentence = sentences_[static_cast<std::size_t>(random() % sentences_.size())];
        for (int token : sentence) {
            if (static_cast<Index>(sequence.size()) == length)
                break;
            sequence.push_back(token);
        }
    }
    return sequence;
}

} // namespace atlas
