// Internal to the engine: the softmax's exponentials over one row of a tile, the kernel's most
// frequent operation after the matrix products (one per score).
//
//     p[c] ← e^{factor·p[c] − shift}   for c < n,   returns Σ_c p[c].
//
// The arguments are ≤ 0 in practice (shift is the row's maximum or its log-sum-exp), and
// every argument below a threshold — among them each masked entry, −∞ — gives exactly 0, so
// a masked key has probability exactly 0 and passes exactly no gradient.
//
// Float: e^x = 2^k·e^r with k = round(x·log₂e), r = x − k·ln 2 (ln 2 in two parts, so r is
// exact to a few ulp), and e^r by Cephes' degree-7 polynomial 1 + r + r²·P₅(r) (the same
// polynomial as Eigen's pexp, relative error ≲ 2⁻²³); 2^k is added to the exponent bits
// directly. It runs on Eigen's packets (SSE, AVX, NEON, whichever the build targets), sums as
// it goes, and is about twice as fast as Eigen's general exp, which must also handle large
// positive arguments and rounds with a floor. Threshold: x < −87 (e^−87 ≈ 1.6·10⁻³⁸, the
// smallest normal float's neighbourhood) gives 0.
// Double: Eigen's packet exp (pexp: Cephes' rational approximation, within about an ulp),
// with the threshold x ≤ −708 (e^−708 ≈ 3.3·10⁻³⁰⁸, the smallest normal double's neighbourhood).
#pragma once

#include "atlas/types.h"

namespace atlas::detail {

float exponentiateRow(float *p, Index n, float factor, float shift);
double exponentiateRow(double *p, Index n, double factor, double shift);

} // namespace atlas::detail
