#include "rowexponential.h"

#include <cmath>

// Eigen's packet types are SIMD vector typedefs; naming them as template arguments drops
// their alignment attribute, which GCC reports. The packets are only held in registers here.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wignored-attributes"

namespace atlas::detail {

namespace {

using namespace Eigen::internal;
using FloatPacket = packet_traits<float>::type;
using IntegerPacket = unpacket_traits<FloatPacket>::integer_packet;
constexpr Index packetSize = unpacket_traits<FloatPacket>::size;

struct FloatConstants {
    FloatPacket factor, shift;
    FloatPacket lowest = pset1<FloatPacket>(-87.0f);
    FloatPacket log2e = pset1<FloatPacket>(1.44269504088896341f);
    // 1.5·2²³: adding it rounds to an integer, which then sits in the low mantissa bits.
    FloatPacket roundingMagic = pset1<FloatPacket>(12582912.0f);
    FloatPacket ln2High = pset1<FloatPacket>(0.693359375f);    // exact in 9 bits
    FloatPacket ln2Low = pset1<FloatPacket>(-2.12194440e-4f);  // ln 2 − ln2High
    FloatPacket p0 = pset1<FloatPacket>(1.9875691500e-4f), p1 = pset1<FloatPacket>(1.3981999507e-3f),
                p2 = pset1<FloatPacket>(8.3334519073e-3f), p3 = pset1<FloatPacket>(4.1665795894e-2f),
                p4 = pset1<FloatPacket>(1.6666665459e-1f), p5 = pset1<FloatPacket>(5.0000001201e-1f);
    FloatPacket one = pset1<FloatPacket>(1.0f);

    FloatConstants(float f, float s) : factor(pset1<FloatPacket>(f)), shift(pset1<FloatPacket>(s)) {}
};

inline FloatPacket exponential(const FloatPacket &raw, const FloatConstants &c)
{
    const FloatPacket x = psub(pmul(raw, c.factor), c.shift);
    const FloatPacket clamped = pmax(x, c.lowest);
    const FloatPacket rounded = padd(pmul(clamped, c.log2e), c.roundingMagic);
    const FloatPacket k = psub(rounded, c.roundingMagic);
    FloatPacket r = psub(clamped, pmul(k, c.ln2High));
    r = psub(r, pmul(k, c.ln2Low));
    const FloatPacket r2 = pmul(r, r);
    FloatPacket y = pmadd(c.p0, r, c.p1);
    y = pmadd(y, r, c.p2);
    y = pmadd(y, r, c.p3);
    y = pmadd(y, r, c.p4);
    y = pmadd(y, r, c.p5);
    y = padd(pmadd(y, r2, r), c.one);
    // 2^k·y: k (|k| ≤ 126 here) added to y's exponent field.
    const IntegerPacket exponent = plogical_shift_left<23>(preinterpret<IntegerPacket>(rounded));
    const FloatPacket value = preinterpret<FloatPacket>(padd(preinterpret<IntegerPacket>(y), exponent));
    return pand(value, pcmp_le(c.lowest, x)); // 0 below the threshold (and for −∞, NaN)
}

} // namespace

float exponentiateRow(float *p, Index n, float factor, float shift)
{
    const FloatConstants c(factor, shift);
    FloatPacket sum = pset1<FloatPacket>(0.0f);
    Index at = 0;
    for (; at + packetSize <= n; at += packetSize) {
        const FloatPacket value = exponential(ploadu<FloatPacket>(p + at), c);
        pstoreu(p + at, value);
        sum = padd(sum, value);
    }
    if (at < n) {
        // The tail through one padded packet: the same arithmetic for every entry.
        alignas(64) float tail[packetSize];
        for (Index i = 0; i < packetSize; ++i)
            tail[i] = at + i < n ? p[at + i] : -std::numeric_limits<float>::infinity();
        const FloatPacket value = exponential(pload<FloatPacket>(tail), c);
        pstore(tail, value);
        sum = padd(sum, value);
        for (Index i = 0; at + i < n; ++i)
            p[at + i] = tail[i];
    }
    return predux(sum);
}

double exponentiateRow(double *p, Index n, double factor, double shift)
{
    // Eigen's packet exponential (its scalar exp would call the C library's, one entry at a
    // time: a fifth of the double forward pass's time before).
    using DoublePacket = packet_traits<double>::type;
    constexpr Index size = unpacket_traits<DoublePacket>::size;
    const DoublePacket f = pset1<DoublePacket>(factor), s = pset1<DoublePacket>(shift),
                       lowest = pset1<DoublePacket>(-708.0);
    const auto exponential = [&](const DoublePacket &raw) {
        const DoublePacket x = psub(pmul(raw, f), s);
        return pand(pexp(pmax(x, lowest)), pcmp_lt(lowest, x)); // 0 at or below the threshold, −∞, NaN
    };
    DoublePacket sum = pset1<DoublePacket>(0.0);
    Index at = 0;
    for (; at + size <= n; at += size) {
        const DoublePacket value = exponential(ploadu<DoublePacket>(p + at));
        pstoreu(p + at, value);
        sum = padd(sum, value);
    }
    if (at < n) {
        alignas(64) double tail[size];
        for (Index i = 0; i < size; ++i)
            tail[i] = at + i < n ? p[at + i] : -std::numeric_limits<double>::infinity();
        const DoublePacket value = exponential(pload<DoublePacket>(tail));
        pstore(tail, value);
        sum = padd(sum, value);
        for (Index i = 0; at + i < n; ++i)
            p[at + i] = tail[i];
    }
    return predux(sum);
}

} // namespace atlas::detail

#pragma GCC diagnostic pop
