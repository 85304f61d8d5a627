#include "packingparams.h"

#include "core/jsonparser.h"
#include "core/jsonreader.h"
#include "core/paramsfields.h"

#include <atlas/packer.h>

#include <QJsonArray>

#include <algorithm>
#include <string_view>

namespace atlas {

namespace {

namespace field = declared::packing;

static_assert(std::string_view(field::mask::defaultValue) == field::mask::values[int(PackingParams::Mask::DocumentAware)]);
static_assert(field::seed::maximum == JsonParser::maxExactInteger, "a seed is exact in a JSON number");

} // namespace

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
    JsonReader reader(report);
    return readFields(params, reader);
}

PackingParams PackingParams::readFields(const QJsonObject &params, JsonReader &reader)
{
    PackingParams p;
    ParamsFields fields(params, reader, field::declaredKeys);

    if (fields.has(field::documents::key)) {
        const JsonPath path = fields.path(field::documents::key);
        const QJsonValue value = fields.value(field::documents::key);
        if (!value.isArray()) {
            reader.fail(path, DiagnosticCode::WrongType, tr("expected an array of texts, one per document, got %1").arg(JsonReader::typeName(value)));
        } else if (value.toArray().size() < field::documents::minItems || value.toArray().size() > declared::packing::documents::maxItems) {
            reader.fail(path, DiagnosticCode::OutOfRange, tr("expected 1 to %1 documents, got %2").arg(declared::packing::documents::maxItems).arg(value.toArray().size()));
        } else {
            QStringList documents;
            const QJsonArray array = value.toArray();
            for (qsizetype i = 0; i < array.size(); ++i) {
                const std::optional<QString> text = reader.string(array.at(i), path / i);
                if (!text)
                    continue;
                const QString problem = documentProblem(*text);
                if (!problem.isEmpty())
                    reader.fail(path / i, DiagnosticCode::Invalid, problem);
                else
                    documents.append(*text);
            }
            if (documents.size() == array.size())
                p.documents = documents;
        }
    }
    fields.read<field::block_length>(p.blockLength);
    fields.read<field::tile_size>(p.tileSize);
    fields.read<field::seed>(p.seed);
    fields.read<field::mask>(p.mask, tr("expected \"document\" or \"causal\", got \"%1\""));

    // Block, query and edit slot are checked against the packing of these documents.
    const TokenizedCorpus corpus = CorpusTokenizer::tokenize(p.documents);
    PackRequest request;
    request.documents = corpus.documents;
    request.blockLength = p.blockLength;
    request.bos = CorpusTokenizer::bos;
    request.eos = CorpusTokenizer::eos;
    const std::vector<PackedBlock> blocks = Packer::pack(request);
    const int blockCount = int(blocks.size());
    // A slot-like field from its declared minimum to `last`; not given, its default clamped to `last`.
    const auto readUpTo = [&](auto declared, int &target, int last) {
        using Field = decltype(declared);
        if (fields.has(Field::key))
            fields.read<Field>(target, last);
        else
            target = std::min(target, last);
    };
    readUpTo(field::block(), p.block, blockCount - 1);
    const int slots = int(blocks[std::size_t(std::clamp(p.block, 0, blockCount - 1))].length());
    readUpTo(field::query(), p.query, slots - 1);
    readUpTo(field::edit_slot(), p.editSlot, slots - 1);
    if (fields.has(field::replacement::key)) {
        if (const auto word = reader.string(fields.value(field::replacement::key), fields.path(field::replacement::key))) {
            if (!corpus.vocabulary.mid(2).contains(*word))
                reader.fail(fields.path(field::replacement::key), DiagnosticCode::Reference, tr("expected a word of the documents (%1), got \"%2\"")
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
