#include "packingparams.h"

#include <atlas/packer.h>

#include <QJsonArray>

#include <algorithm>

namespace atlas {

QString PackingParams::documentProblem(const QString &text)
{
    if (text.size() > maxDocumentCharacters)
        return tr("expected at most %1 characters, got %2").arg(maxDocumentCharacters).arg(text.size());
    const qsizetype tokens = CorpusTokenizer::split(text).size();
    if (tokens > maxDocumentTokens)
        return tr("expected at most %1 tokens, got %2").arg(maxDocumentTokens).arg(tokens);
    return QString();
}

PackingParams PackingParams::read(const QJsonObject &params, JsonReader &reader)
{
    PackingParams p;
    reader.rejectUnknownKeys(params, JsonPath(),
                             {QStringLiteral("documents"), QStringLiteral("block_length"), QStringLiteral("block"),
                              QStringLiteral("query"), QStringLiteral("mask"), QStringLiteral("edit_slot"),
                              QStringLiteral("replacement"), QStringLiteral("tile_size"), QStringLiteral("seed")});
    auto has = [&](const char *key) { return params.contains(QLatin1String(key)); };
    auto at = [&](const char *key) { return params.value(QLatin1String(key)); };
    auto field = [](const char *key) { return JsonPath::field(QString::fromLatin1(key)); };

    if (has("documents")) {
        const QJsonValue value = at("documents");
        if (!value.isArray()) {
            reader.fail(field("documents"), tr("expected an array of texts, one per document, got %1").arg(JsonReader::typeName(value)));
        } else if (value.toArray().isEmpty() || value.toArray().size() > maxDocuments) {
            reader.fail(field("documents"), tr("expected 1 to %1 documents, got %2").arg(maxDocuments).arg(value.toArray().size()));
        } else {
            QStringList documents;
            const QJsonArray array = value.toArray();
            for (qsizetype i = 0; i < array.size(); ++i) {
                const std::optional<QString> text = reader.string(array.at(i), field("documents") / i);
                if (!text)
                    continue;
                const QString problem = documentProblem(*text);
                if (!problem.isEmpty())
                    reader.fail(field("documents") / i, problem);
                else
                    documents.append(*text);
            }
            if (documents.size() == array.size())
                p.documents = documents;
        }
    }
    auto readInt = [&](const char *key, qint64 minimum, qint64 maximum, int &target) {
        if (has(key))
            if (const auto x = reader.integer(at(key), field(key), minimum, maximum))
                target = int(*x);
    };
    readInt("block_length", 1, maxBlockLength, p.blockLength);
    readInt("tile_size", 1, maxBlockLength, p.tileSize);
    if (has("seed"))
        if (const auto seed = reader.integer(at("seed"), field("seed"), 0, qint64(1) << 53))
            p.seed = quint64(*seed);
    if (has("mask")) {
        if (const auto mask = reader.string(at("mask"), field("mask"))) {
            if (*mask == QLatin1String("document"))
                p.mask = Mask::DocumentAware;
            else if (*mask == QLatin1String("causal"))
                p.mask = Mask::PlainCausal;
            else
                reader.fail(field("mask"), tr("expected \"document\" or \"causal\", got \"%1\"").arg(mask->left(40)));
        }
    }

    // Block, query and edit slot are checked against the packing of these documents.
    const TokenizedCorpus corpus = CorpusTokenizer::tokenize(p.documents);
    PackRequest request;
    request.documents = corpus.documents;
    request.blockLength = p.blockLength;
    request.bos = CorpusTokenizer::bos;
    request.eos = CorpusTokenizer::eos;
    const std::vector<PackedBlock> blocks = Packer::pack(request);
    const int blockCount = int(blocks.size());
    if (has("block")) {
        readInt("block", 0, blockCount - 1, p.block);
    } else {
        p.block = std::min(p.block, blockCount - 1);
    }
    const int slots = int(blocks[std::size_t(std::clamp(p.block, 0, blockCount - 1))].length());
    if (has("query"))
        readInt("query", 0, slots - 1, p.query);
    else
        p.query = std::min(p.query, slots - 1);
    if (has("edit_slot"))
        readInt("edit_slot", 0, slots - 1, p.editSlot);
    else
        p.editSlot = std::min(p.editSlot, slots - 1);
    if (has("replacement")) {
        if (const auto word = reader.string(at("replacement"), field("replacement"))) {
            if (!corpus.vocabulary.mid(2).contains(*word))
                reader.fail(field("replacement"), tr("expected a word of the documents (%1), got \"%2\"")
                                                      .arg(corpus.vocabulary.mid(2).join(QStringLiteral(" ")).left(200), word->left(40)));
            else
                p.replacement = *word;
        }
    } else if (!corpus.vocabulary.mid(2).contains(p.replacement)) {
        p.replacement = corpus.vocabulary.size() > 2 ? corpus.vocabulary.at(2) : QString();
    }
    return p;
}

} // namespace atlas
