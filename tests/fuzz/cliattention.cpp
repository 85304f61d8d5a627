// attention-atlas-cli attention's request, read as the tool reads it: the strict JSON
// grammar with the tool's memory limit, then AttentionRequest's field-by-field checks. A
// refusal is one line naming a field; an accepted request has shapes that fit together and
// stays within the response limit (what the computation may then rely on).
#include "fuzztarget.h"

#include "attentionrequest.h"
#include "commandline.h"

#include <cstdlib>

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    atlas::fuzz::makeApplication<QCoreApplication>();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QString error;
    std::optional<QJsonObject> object = atlas::CommandLine::parseRequestObject(atlas::fuzz::bytes(data, size), error);
    if (!object) {
        if (error.isEmpty() || error.contains(QLatin1Char('\n')))
            std::abort();
        return 0;
    }
    atlas::DiagnosticList errors;
    atlas::JsonReader reader(errors);
    const std::optional<atlas::AttentionRequest> request = atlas::AttentionRequest::parse(*object, reader);
    if (!request) {
        if (!reader.hasErrors() || errors.entries().constFirst().message.isEmpty())
            std::abort();
        return 0;
    }
    const atlas::Index t = request->length();
    if (t < 1 || t > atlas::AttentionRequest::maxLength || request->heads < 1
        || request->responseNumbers() > atlas::AttentionRequest::maxResponseNumbers
        || (request->gradOutput && (request->gradOutput->rows() != t || request->gradOutput->cols() != request->outputWidth()))
        || (!request->options.documentIds.empty() && atlas::Index(request->options.documentIds.size()) != t))
        std::abort();
    return 0;
}
