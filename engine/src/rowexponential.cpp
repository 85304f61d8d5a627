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

// p[c] ← exponential(p[c]) packet by packet, returns the sum. The tail goes through one packet
// padded with −∞ (which every exponential here maps to 0): the same arithmetic for every entry.
template <typename Packet, typename Exponential>
typename unpacket_traits<Packet>::type exponentiateRowWith(typename unpacket_traits<Packet>::type *p, Index n,
                                                           const Exponential &exponential)
{
    using Scalar = typename unpacket_traits<Packet>::type;
    constexpr Index size = unpacket_traits<Packet>::size;
    Packet sum = pset1<Packet>(Scalar(0));
    Index at = 0;
    for (; at + size <= n; at += size) {
        const Packet value = exponential(ploadu<Packet>(p + at));
        pstoreu(p + at, value);
        sum = padd(sum, value);
    }
    if (at < n) {
        alignas(64) Scalar tail[size];
        for (Index i = 0; i < size; ++i)
            tail[i] = at + i < n ? p[at + i] : -std::numeric_limits<Scalar>::infinity();
        const Packet value = exponential(pload<Packet>(tail));
        pstore(tail, value);
        sum = padd(sum, value);
        for (Index i = 0; at + i < n; ++i)
            p[at + i] = tail[i];
    }
    return predux(sum);
}

} // namespace

float exponentiateRow(float *p, Index n, float factor, float shift)
{
    const FloatConstants c(factor, shift);
    return exponentiateRowWith<FloatPacket>(p, n, [&c](const FloatPacket &raw) { return exponential(raw, c); });
}

double exponentiateRow(double *p, Index n, double factor, double shift)
{
    // Eigen's packet exponential (its scalar exp would call the C library's, one entry at a
    // time: a fifth of the double forward pass's time before).
    using DoublePacket = packet_traits<double>::type;
    const DoublePacket f = pset1<DoublePacket>(factor), s = pset1<DoublePacket>(shift),
                       lowest = pset1<DoublePacket>(-708.0);
    return exponentiateRowWith<DoublePacket>(p, n, [&](const DoublePacket &raw) {
        const DoublePacket x = psub(pmul(raw, f), s);
        return pand(pexp(pmax(x, lowest)), pcmp_lt(lowest, x)); // 0 at or below the threshold, −∞, NaN
    });
}

} // namespace atlas::detail
