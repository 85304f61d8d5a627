// Packing several documents into fixed-length training blocks.
//
// Stream: each document d becomes BOS, d₀ … d_{n−1}, EOS; the wrapped documents are
// concatenated in order and cut into blocks of `blockLength` slots (the last block may be
// shorter). For a slot i of the stream with token xᵢ:
//   - label[i] = x_{i+1}, the next token of the *stream*. For the last slot of a block the
//     label lies in the next block: it is supervision, never context — nothing in this block
//     can attend to it. At the very end of the stream there is no label.
//   - document id (the slot's document *instance*, types.h): counted from 0 within each
//     block; a new instance starts at every BOS and at the start of every block. A document
//     that crosses a block boundary therefore continues as a new instance with no access to
//     its earlier slots (this specimen's declared policy; `continuesPrevious` marks such a
//     fragment).
//   - loss mask: false where the label belongs to another document than the input token
//     (EOS followed by the next document's BOS) or does not exist.
//   - allowed(q, k) = k ≤ q ∧ instance(k) = instance(q): the document-aware causal mask.
//     Adjacent storage grants no access: in a block whose second document begins at slot 5,
//     the query at slot 7 may read exactly slots 5, 6, 7.
//
// cumulativeLengths() gives the boundaries [0, n₀, n₀+n₁, …, T] of the instances of one
// block: the "cu_seqlens" form that variable-length attention kernels take.
#pragma once

#include "atlas/types.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace atlas {

enum class SlotRole { Bos, Token, Eos };

struct PackedBlock {
    Index streamOffset = 0;                           // stream index of slot 0
    std::vector<std::int64_t> tokens;
    std::vector<std::optional<std::int64_t>> labels;  // nullopt: no next token
    DocumentIds documentIds;                          // the instance of each slot, from 0
    std::vector<bool> lossMask;
    std::vector<int> documentIndex;                   // which input document each slot is from
                                                      // (a document cut by a block boundary
                                                      // is two instances of one document)
    std::vector<SlotRole> roles;
    std::vector<bool> continuesPrevious;              // per instance: started in an earlier block

    Index length() const { return static_cast<Index>(tokens.size()); }
    BoolMatrix allowed() const;                       // document-aware causal mask
    BoolMatrix causalOnly() const;                    // plain causal mask (leaks across documents)
    std::vector<int> cumulativeLengths() const;
    int instanceCount() const;
};

struct PackRequest {
    std::vector<std::vector<std::int64_t>> documents;
    Index blockLength = 0;                            // ≥ 1
    std::int64_t bos = 0;
    std::int64_t eos = 0;
};

class Packer {
public:
    static Index streamLength(const PackRequest &request);
    // Throws ShapeError if blockLength < 1.
    static std::vector<PackedBlock> pack(const PackRequest &request);
};

} // namespace atlas
