#include "decodersession.h"

#include <QRegularExpression>

namespace atlas {

DecoderSession::DecoderSession(const DecoderParams &params, QObject *parent)
    : QObject(parent), params_(params)
{
    decoder_ = std::make_unique<TinyDecoder<double>>(config(), params_.seed);
    recompute();
}

DecoderConfig DecoderSession::config() const
{
    DecoderConfig c;
    c.vocabulary = params_.vocabulary.size();
    c.modelWidth = params_.modelWidth;
    c.heads = params_.heads;
    c.keyWidth = params_.keyWidth;
    c.valueWidth = params_.valueWidth;
    c.maxLength = declared::gradients::decoder::tokens::maxItems;
    c.layers = params_.layers;
    return c;
}

DecoderInput DecoderSession::inputFor(const QStringList &tokens) const
{
    std::vector<int> ids;
    ids.reserve(std::size_t(tokens.size()));
    for (const QString &word : tokens)
        ids.push_back(int(params_.vocabulary.indexOf(word)));
    std::optional<int> next;
    if (!params_.nextToken.isEmpty())
        next = int(params_.vocabulary.indexOf(params_.nextToken));
    DecoderInput input = DecoderInput::nextToken(std::move(ids), next);
    if (params_.documentIds.size() == input.tokens.size()) {
        input.documentIds.assign(params_.documentIds.begin(), params_.documentIds.end());
        // A label in another document is not this document's next token: not counted.
        input.lossMask.assign(input.tokens.size(), true);
        for (std::size_t i = 0; i + 1 < input.tokens.size(); ++i)
            if (input.documentIds[i] != input.documentIds[i + 1])
                input.lossMask[i] = false;
    }
    return input;
}

void DecoderSession::recompute()
{
    const DecoderInput in = input();
    trace_ = decoder_->forward(in);
    gradients_ = decoder_->backward(in, trace_);
    graph_ = decoder_->graph(in, trace_, gradients_);
    Q_EMIT changed();
}

QString DecoderSession::setTokensText(const QString &text)
{
    const QStringList words = text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    if (words.isEmpty() || words.size() > declared::gradients::decoder::tokens::maxItems)
        return tr("Type 1 to %1 words separated by spaces (you typed %2).").arg(declared::gradients::decoder::tokens::maxItems).arg(words.size());
    for (const QString &word : words)
        if (!params_.vocabulary.contains(word))
            //: %1 is the unknown word, %2 the vocabulary.
            return tr("\"%1\" is not in the vocabulary: %2.").arg(word.left(40), params_.vocabulary.join(QStringLiteral(" ")));
    if (words == params_.tokens)
        return QString();
    params_.tokens = words;
    // Ids that no longer fit the length would silently describe other tokens: drop them.
    if (params_.documentIds.size() != std::size_t(words.size()))
        params_.documentIds.clear();
    params_.editPosition = std::min(params_.editPosition, int(words.size()) - 1);
    recompute();
    return QString();
}

QString DecoderSession::setDocumentIdsText(const QString &text)
{
    const QStringList parts = text.split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts);
    if (parts.isEmpty()) {
        setDocumentIds({});
        return QString();
    }
    if (parts.size() != params_.tokens.size())
        //: %n is the number of tokens of the input, %1 the number of document ids typed.
        return tr("Type one document id per token, or nothing for one document: %n token(s), document ids typed: %1.",
                  nullptr, int(params_.tokens.size()))
            .arg(parts.size());
    std::vector<qint64> ids;
    for (const QString &part : parts) {
        bool ok = false;
        const int id = part.toInt(&ok);
        if (!ok || id < 0 || id > 999)
            return tr("\"%1\" is not a document id: use whole numbers from 0 to 999.").arg(part.left(20));
        ids.push_back(id);
    }
    setDocumentIds(ids);
    return QString();
}

void DecoderSession::setDocumentIds(const std::vector<qint64> &ids)
{
    if (!ids.empty() && ids.size() != std::size_t(params_.tokens.size()))
        return;
    if (ids == params_.documentIds)
        return;
    params_.documentIds = ids;
    recompute();
}

QString DecoderSession::documentIdsText() const
{
    QStringList parts;
    for (qint64 id : params_.documentIds)
        parts.append(QString::number(id));
    return parts.join(QLatin1Char(' '));
}

std::vector<qint64> DecoderSession::twoDocumentSplit() const
{
    const std::size_t n = std::size_t(params_.tokens.size());
    std::vector<qint64> ids(n, 0);
    for (std::size_t i = (n + 1) / 2; i < n; ++i)
        ids[i] = 1;
    return ids;
}

void DecoderSession::setNextToken(const QString &word)
{
    if (!word.isEmpty() && !params_.vocabulary.contains(word))
        return;
    if (word == params_.nextToken)
        return;
    params_.nextToken = word;
    recompute();
}

QString DecoderSession::setModel(int modelWidth, int heads, int keyWidth, int valueWidth, quint64 seed)
{
    if (modelWidth < 1 || modelWidth > 32 || heads < 1 || heads > 4 || keyWidth < 1 || keyWidth > 16
        || valueWidth < 1 || valueWidth > 16)
        return tr("Sizes: d_model 1–32, heads 1–4, dₖ and dᵥ 1–16.");
    params_.modelWidth = modelWidth;
    params_.heads = heads;
    params_.keyWidth = keyWidth;
    params_.valueWidth = valueWidth;
    params_.seed = seed;
    resetParameters();
    return QString();
}

void DecoderSession::resetParameters()
{
    decoder_ = std::make_unique<TinyDecoder<double>>(config(), params_.seed);
    Q_EMIT modelChanged();
    recompute();
}

void DecoderSession::setParameters(const DecoderParameters<double> &parameters)
{
    // Parameters of other sizes (the model changed meanwhile) are refused by the engine.
    try {
        decoder_ = std::make_unique<TinyDecoder<double>>(config(), parameters);
    } catch (const ShapeError &) {
        return;
    }
    recompute();
}

void DecoderSession::setTrainingSettings(DecoderParams::Optimizer optimizer, double learningRate, int steps)
{
    params_.optimizer = optimizer;
    params_.learningRate = learningRate;
    params_.steps = steps;
}

} // namespace atlas

#include "moc_decodersession.cpp"
