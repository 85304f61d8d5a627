#include "packcommand.h"

#include "commandline.h"
#include "jsonwriter.h"

#include <QJsonArray>

namespace atlas {

std::optional<PackRequest> PackCommand::parseRequest(const QJsonObject &object, JsonReader &reader)
{
    reader.rejectUnknownKeys(object, JsonPath(),
                             {QStringLiteral("documents"), QStringLiteral("block_length"),
                              QStringLiteral("bos"), QStringLiteral("eos")});
    if (reader.hasErrors())
        return std::nullopt;
    for (const char *name : {"documents", "block_length", "bos", "eos"})
        if (!object.contains(QLatin1String(name))) {
            reader.fail(JsonPath::field(QLatin1String(name)), DiagnosticCode::Missing, PackCommand::tr("missing (a required field)"));
            return std::nullopt;
        }

    PackRequest request;
    const JsonPath documentsPath = JsonPath::field(QStringLiteral("documents"));
    const QJsonValue documents = object.value(QLatin1String("documents"));
    if (!documents.isArray()) {
        reader.fail(documentsPath, DiagnosticCode::WrongType, PackCommand::tr("expected an array of documents, each an array of integer tokens, got %1")
                                       .arg(JsonReader::typeName(documents)));
        return std::nullopt;
    }
    qint64 stream = 0;
    const QJsonArray list = documents.toArray();
    for (qsizetype d = 0; d < list.size(); ++d) {
        const std::optional<std::vector<qint64>> tokens
            = reader.integers(list.at(d), documentsPath / d, PackCommand::maxStreamLength);
        if (!tokens)
            return std::nullopt;
        stream += static_cast<qint64>(tokens->size()) + 2;
        if (stream > PackCommand::maxStreamLength) {
            reader.fail(documentsPath, DiagnosticCode::TooLarge, PackCommand::tr("the packed stream would exceed this tool's limit of %1 slots")
                                           .arg(PackCommand::maxStreamLength));
            return std::nullopt;
        }
        request.documents.emplace_back(tokens->begin(), tokens->end());
    }
    const std::optional<qint64> blockLength = reader.integer(object.value(QLatin1String("block_length")),
                                                             JsonPath::field(QStringLiteral("block_length")),
                                                             1, PackCommand::maxBlockLength);
    const std::optional<qint64> bos = blockLength ? reader.integer(object.value(QLatin1String("bos")), JsonPath::field(QStringLiteral("bos")),
                                                                   std::numeric_limits<qint64>::min(), std::numeric_limits<qint64>::max())
                                                  : std::nullopt;
    const std::optional<qint64> eos = bos ? reader.integer(object.value(QLatin1String("eos")), JsonPath::field(QStringLiteral("eos")),
                                                           std::numeric_limits<qint64>::min(), std::numeric_limits<qint64>::max())
                                          : std::nullopt;
    if (!eos)
        return std::nullopt;
    if (stream * std::min(stream, *blockLength) > PackCommand::maxMaskEntries) {
        reader.fail(JsonPath::field(QStringLiteral("block_length")), DiagnosticCode::TooLarge,
                    PackCommand::tr("%1 slots in blocks of %2 would need more than %3 mask entries, this tool's limit")
                        .arg(stream).arg(*blockLength).arg(PackCommand::maxMaskEntries));
        return std::nullopt;
    }
    request.blockLength = *blockLength;
    request.bos = *bos;
    request.eos = *eos;
    return request;
}

int PackCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Packs documents into fixed-length blocks: BOS/EOS wrapping, instance ids, shifted "
           "labels, loss mask and the document-aware causal mask, as JSON."));
    const QCommandLineOption input(QStringLiteral("input"), tr("Read the request from <file>."), tr("file"));
    parser.addOption(input);
    parser.addHelpOption();
    if (const std::optional<int> status = CommandLine::parse(parser, arguments, 0))
        return *status;
    std::optional<QJsonObject> object = CommandLine::readRequestObject(parser.value(input));
    if (!object)
        return CommandLine::usageError;
    DiagnosticList errors;
    JsonReader reader(errors);
    const std::optional<PackRequest> request = parseRequest(*object, reader);
    object.reset(); // read: the JSON values' memory goes back before packing
    if (!request)
        return CommandLine::failRequest(errors.entries().constFirst());

    const std::vector<PackedBlock> blocks = Packer::pack(*request);
    std::string out;
    out.reserve(std::size_t(1) << 21);
    JsonWriter w(out);
    w.setSink(&CommandLine::writeStdout); // written as it is made: stdout is a whole response or nothing
    w.beginObject();
    w.key("blocks");
    w.beginArray();
    for (const PackedBlock &block : blocks) {
        w.beginObject();
        w.key("tokens");
        w.integers(block.tokens);
        w.key("instance_ids");
        w.integers(block.documentIds); // the contract calls them instance_ids
        w.key("labels");
        w.beginArray();
        for (const std::optional<std::int64_t> &label : block.labels) {
            if (label)
                w.value(*label);
            else
                w.null();
        }
        w.endArray();
        w.key("loss_mask");
        w.booleans(block.lossMask);
        w.key("allowed");
        w.boolMatrix(block.allowed());
        w.endObject();
    }
    w.endArray();
    w.endObject();
    out += '\n';
    CommandLine::writeStdout(out);
    return 0;
}

} // namespace atlas
