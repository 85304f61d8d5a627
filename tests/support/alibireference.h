// The ALiBi slope of the attention contract (docs/cli.md), restated for the independent
// references (the tape, the long-double layer check, the CLI's loop reference) without engine
// code: head h (1-based) of H gets 2^(−8h/n) for h ≤ n, n the largest power of two ≤ H, and the
// remaining heads the odd-numbered slopes of the 2n-head sequence, 2^(−8(2(h − n) − 1)/(2n))
// (Press, Smith, Lewis 2021, § 3). For H a power of two that is 2^(−8h/H).
#pragma once

#include <cmath>

namespace atlas::reference {

template <typename Real = double>
Real alibiSlope(long long h, long long heads)
{
    long long n = 1;
    while (2 * n <= heads)
        n *= 2;
    const Real exponent = h <= n ? Real(-8) * Real(h) / Real(n) : Real(-8) * Real(2 * (h - n) - 1) / Real(2 * n);
    return std::pow(Real(2), exponent);
}

} // namespace atlas::reference
