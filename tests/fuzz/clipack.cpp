// attention-atlas-cli pack's request, read as the tool reads it, then packed: an accepted
// request stays within the tool's limits, and every block the packer makes is as long as the
// request says (the last one at most), with a mask of its own size.
#include "fuzztarget.h"

#include "commandline.h"
#include "packcommand.h"

#include <cstdlib>

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    atlas::fuzz::makeApplication<QCoreApplication>();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QString error;
    const std::optional<QJsonObject> object = atlas::CommandLine::parseRequestObject(atlas::fuzz::bytes(data, size), error);
    if (!object)
        return 0;
    atlas::DiagnosticList errors;
    atlas::JsonReader reader(errors);
    const std::optional<atlas::PackRequest> request = atlas::PackCommand::parseRequest(*object, reader);
    if (!request) {
        if (!reader.hasErrors())
            std::abort();
        return 0;
    }
    const std::vector<atlas::PackedBlock> blocks = atlas::Packer::pack(*request);
    for (std::size_t b = 0; b < blocks.size(); ++b) {
        const atlas::Index length = blocks[b].length();
        const bool last = b + 1 == blocks.size();
        if (length < 1 || length > request->blockLength || (!last && length != request->blockLength)
            || blocks[b].allowed().rows() != length || atlas::Index(blocks[b].labels.size()) != length)
            std::abort();
    }
    return 0;
}
