// How much memory a decoder's KV cache takes, for real model sizes.
//
// Incremental decoding (incrementaldecoder.h) keeps, for every layer and every position
// generated so far, the key and value rows of every key/value head:
//     numbers per token = L · G · (dₖ + dᵥ)
//     bytes             = numbers per token · T · B · b
// for L layers, G key/value heads, head widths dₖ and dᵥ (usually equal), context length T,
// batch B (sequences decoded together) and b bytes per number (2 for fp16/bf16, 4 for fp32,
// 1 for an 8-bit format). The query heads H do not appear: queries are never cached.
//
// This is what grouped heads are for (multiheadattention.h). Multi-head attention has G = H;
// multi-query attention (Shazeer 2019, arXiv:1911.02150) shares one key/value head, G = 1,
// dividing the cache by H; grouped-query attention (Ainslie et al. 2023, arXiv:2305.13245)
// sits between with 1 < G < H, dividing it by H/G. Example: 80 layers, 64 query heads of
// width 128, 8 key/value heads, 4096 positions in 2-byte numbers need
// 80·8·256·4096·2 = 1 342 177 280 bytes (1.25 GiB) per sequence, against 10 GiB with G = 64.
//
// Sliding-window attention (Beltagy et al. 2020, arXiv:2004.05150; Mistral 7B, Jiang et al.
// 2023, arXiv:2310.06825, § 2) lets query i read only the keys i − W + 1 … i in every layer.
// Keys older than W positions are never read again, so the cache is a rolling buffer of
// min(T, W) positions (position i is stored in slot i mod W, overwriting i − W):
//     bytes = numbers per token · min(T, W) · B · b
// Mistral 7B (32 layers, 8 key/value heads of 128, W = 4096): 0.5 GiB at T = 8192 in 16 bits,
// against 1 GiB for a cache that keeps every position.
#pragma once

#include "atlas/types.h"

namespace atlas {

struct KvCacheShape {
    Index layers = 1;           // L
    Index queryHeads = 1;       // H (only checked: G must divide it)
    Index kvHeads = 1;          // G
    Index keyWidth = 64;        // dₖ
    Index valueWidth = 0;       // dᵥ; 0: the same as dₖ
    Index contextLength = 1;    // T
    Index batch = 1;            // B
    double bytesPerNumber = 2;  // b > 0
    Index window = 0;           // W, sliding-window attention's window; 0: none (every position kept)
};

class KvCacheSize {
public:
    // Throws ShapeError naming the field (layers, queryHeads, kvHeads, keyWidth, valueWidth,
    // contextLength, batch, bytesPerNumber) that is out of range, or kvHeads when it does not
    // divide queryHeads; window when it is negative.
    static void check(const KvCacheShape &shape);
    // The positions the cache holds per sequence: min(T, W) with a window, else T.
    static Index cachedPositions(const KvCacheShape &shape);
    static double numbersPerToken(const KvCacheShape &shape);
    static double bytes(const KvCacheShape &shape);
    // The same shape with another number of key/value heads: G = H (multi-head), G = 1
    // (multi-query), or any divisor of H.
    static KvCacheShape withKvHeads(KvCacheShape shape, Index kvHeads);
};

} // namespace atlas
