#include "maskquestion.h"

#include <atlas/inductionmetrics.h>

namespace atlas {

std::optional<PackedBlock> MaskQuestion::block(const MaskQuestionSpec &spec)
{
    if (spec.blockLength < 1 || spec.block < 0)
        return std::nullopt;
    PackRequest request;
    request.documents = spec.documents;
    request.blockLength = spec.blockLength;
    request.bos = spec.bos;
    request.eos = spec.eos;
    std::vector<PackedBlock> blocks = Packer::pack(request);
    if (spec.block >= static_cast<int>(blocks.size()))
        return std::nullopt;
    return std::move(blocks[static_cast<std::size_t>(spec.block)]);
}

QList<int> MaskQuestion::allowedKeys(const MaskQuestionSpec &spec)
{
    const std::optional<PackedBlock> b = block(spec);
    QList<int> keys;
    if (!b || spec.query < 0 || spec.query >= b->length())
        return keys;
    const BoolMatrix allowed = b->allowed();
    if (spec.rule == MaskQuestionSpec::Rule::Induction) {
        for (Index k : inductionKeys(b->tokens, spec.query))
            if (allowed(spec.query, k))
                keys.append(static_cast<int>(k));
        return keys;
    }
    for (Index k = 0; k < allowed.cols(); ++k)
        if (allowed(spec.query, k))
            keys.append(static_cast<int>(k));
    return keys;
}

} // namespace atlas
