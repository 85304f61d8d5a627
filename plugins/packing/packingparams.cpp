#include "packingparams.h"

#include "core/jsonparser.h"
#include "core/jsonreader.h"
#include "core/paramsfields.h"

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

PackingParams PackingParams::read(const QJsonObject &params, ParamsReport &report)
{
    JsonReader reader;
    PackingParams p = readFields(params, reader);
    report.take(reader);
    return p;
}

PackingParams PackingParams::readFields(const QJsonObject &params, JsonReader &reader)
{
    PackingParams p;
    reader.rejectUnknownKeys(params, JsonPath(),
                             {QStringLiteral("documents"), QStringLiteral("block_length"), QStringLiteral("block"),
                              QStringLiteral("query"), QStringLiteral("mask"), QStringLiteral("edit_slot"),
                              QStringLiteral("replacement"), QStringLiteral("tile_size"), QStringLiteral("seed")});
    ParamsFields fields(params, reader);

    if (fields.has("documents")) {
        const QJsonValue value = fields.value("documents");
        if (!value.isArray()) {
            reader.fail(fields.path("documents"), DiagnosticCode::WrongType, tr("expected an array of texts, one per document, got %1").arg(JsonReader::typeName(value)));
        } else if (value.toArray().isEmpty() || value.toArray().size() > maxDocuments) {
            reader.fail(fields.path("documents"), DiagnosticCode::OutOfRange, tr("expected 1 to %1 documents, got %2").arg(maxDocuments).arg(value.toArray().size()));
        } else {
            QStringList documents;
            const QJsonArray array = value.toArray();
            for (qsizetype i = 0; i < array.size(); ++i) {
                const std::optional<QString> text = reader.string(array.at(i), fields.path("documents") / i);
                if (!text)
                    continue;
                const QString problem = documentProblem(*text);
                if (!problem.isEmpty())
                    reader.fail(fields.path("documents") / i, DiagnosticCode::Invalid, problem);
                else
                    documents.append(*text);
            }
            if (documents.size() == array.size())
                p.documents = documents;
        }
    }
    fields.readInteger("block_length", p.blockLength, 1, maxBlockLength);
    fields.readInteger("tile_size", p.tileSize, 1, maxBlockLength);
    fields.readInteger("seed", p.seed, 0, JsonParser::maxExactInteger);
    if (fields.has("mask")) {
        if (const auto mask = reader.string(fields.value("mask"), fields.path("mask"))) {
            if (*mask == QLatin1String("document"))
                p.mask = Mask::DocumentAware;
            else if (*mask == QLatin1String("causal"))
                p.mask = Mask::PlainCausal;
            else
                reader.fail(fields.path("mask"), DiagnosticCode::Invalid, tr("expected \"document\" or \"causal\", got \"%1\"").arg(mask->left(40)));
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
    if (fields.has("block")) {
        fields.readInteger("block", p.block, 0, blockCount - 1);
    } else {
        p.block = std::min(p.block, blockCount - 1);
    }
    const int slots = int(blocks[std::size_t(std::clamp(p.block, 0, blockCount - 1))].length());
    if (fields.has("query"))
        fields.readInteger("query", p.query, 0, slots - 1);
    else
        p.query = std::min(p.query, slots - 1);
    if (fields.has("edit_slot"))
        fields.readInteger("edit_slot", p.editSlot, 0, slots - 1);
    else
        p.editSlot = std::min(p.editSlot, slots - 1);
    if (fields.has("replacement")) {
        if (const auto word = reader.string(fields.value("replacement"), fields.path("replacement"))) {
            if (!corpus.vocabulary.mid(2).contains(*word))
                reader.fail(fields.path("replacement"), DiagnosticCode::Reference, tr("expected a word of the documents (%1), got \"%2\"")
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
