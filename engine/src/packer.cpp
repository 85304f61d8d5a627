#include "atlas/packer.h"

#include "atlas/attentionmask.h"

namespace atlas {

BoolMatrix PackedBlock::allowed() const
{
    return AttentionMask::build(length(), true, documentIds);
}

BoolMatrix PackedBlock::causalOnly() const
{
    return AttentionMask::build(length(), true);
}

std::vector<int> PackedBlock::cumulativeLengths() const
{
    std::vector<int> boundaries{0};
    for (std::size_t i = 1; i < documentIds.size(); ++i)
        if (documentIds[i] != documentIds[i - 1])
            boundaries.push_back(static_cast<int>(i));
    if (!documentIds.empty())
        boundaries.push_back(static_cast<int>(documentIds.size()));
    return boundaries;
}

int PackedBlock::instanceCount() const
{
    return documentIds.empty() ? 0 : static_cast<int>(documentIds.back()) + 1;
}

Index Packer::streamLength(const PackRequest &request)
{
    Index total = 0;
    for (const auto &document : request.documents)
        total += static_cast<Index>(document.size()) + 2;
    return total;
}

std::vector<PackedBlock> Packer::pack(const PackRequest &request)
{
    if (request.blockLength < 1)
        throw ShapeError("block_length: expected an integer ≥ 1");

    std::vector<std::int64_t> stream;
    std::vector<int> owner;
    std::vector<SlotRole> roles;
    stream.reserve(static_cast<std::size_t>(streamLength(request)));
    for (std::size_t d = 0; d < request.documents.size(); ++d) {
        const int document = static_cast<int>(d);
        stream.push_back(request.bos);
        owner.push_back(document);
        roles.push_back(SlotRole::Bos);
        for (std::int64_t token : request.documents[d]) {
            stream.push_back(token);
            owner.push_back(document);
            roles.push_back(SlotRole::Token);
        }
        stream.push_back(request.eos);
        owner.push_back(document);
        roles.push_back(SlotRole::Eos);
    }

    std::vector<PackedBlock> blocks;
    const std::size_t n = stream.size();
    const std::size_t blockLength = static_cast<std::size_t>(request.blockLength);
    for (std::size_t start = 0; start < n; start += blockLength) {
        const std::size_t end = std::min(n, start + blockLength);
        PackedBlock block;
        block.streamOffset = static_cast<Index>(start);
        DocumentId instance = -1;
        for (std::size_t i = start; i < end; ++i) {
            const bool newInstance = i == start || roles[i] == SlotRole::Bos;
            if (newInstance) {
                ++instance;
                block.continuesPrevious.push_back(roles[i] != SlotRole::Bos);
            }
            block.tokens.push_back(stream[i]);
            block.documentIds.push_back(instance);
            block.documentIndex.push_back(owner[i]);
            block.roles.push_back(roles[i]);
            const bool hasLabel = i + 1 < n;
            block.labels.push_back(hasLabel ? std::optional<std::int64_t>(stream[i + 1])
                                            : std::nullopt);
            block.lossMask.push_back(hasLabel && owner[i + 1] == owner[i]);
        }
        blocks.push_back(std::move(block));
    }
    return blocks;
}

} // namespace atlas
