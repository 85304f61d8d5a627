// The current packing in the form other frameworks take, as JSON:
//
//   {"block_length": 10, "bos_id": 0, "eos_id": 1, "vocabulary": ["<bos>", "<eos>", "the", …],
//    "blocks": [{"input_ids": […], "labels": […, null], "loss_mask": […],
//                "document_ids": […],      instance per slot, from 0 in every block
//                "source_documents": […],  which corpus document each slot came from
//                "position_ids": […],      restarting at 0 in every instance
//                "cu_seqlens": [0, 5, 10], the instances' boundaries
//                "max_seqlen": 5}]}
//
// cu_seqlens (int32 in practice) and max_seqlen are what variable-length attention kernels
// take instead of a T × T mask; document_ids build the same mask explicitly
// (allowed(q, k) = k ≤ q and document_ids[k] = document_ids[q]). labels[i] is the next token
// of the stream — for the last slot it lies in the next block — and null at the very end.
// Arrays are written one per line, so the text reads like the strip.
#pragma once

#include "core/corpustokenizer.h"

#include <atlas/packer.h>

#include <QString>

namespace atlas {

class PackingExport {
public:
    static QString json(const TokenizedCorpus &corpus, const std::vector<PackedBlock> &blocks, int blockLength);
};

} // namespace atlas
