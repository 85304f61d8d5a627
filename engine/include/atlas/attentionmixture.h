// The mixture behind one row of an attention output, term by term.
//
// Row i of a head's output is a weighted sum of the value vectors (maskedsoftmax.h,
// multiheadattention.h):
//     oᵢ = Σⱼ aᵢⱼ vⱼ
// with aᵢⱼ the attention weights of query i (0 for masked keys) and vⱼ row j of V. The terms
// aᵢⱼ vⱼ are what a learner needs to see to read the mixture: which value vectors were
// scaled by how much before they were added. Their sum is oᵢ up to floating-point rounding
// (the summation order may differ from that of the matrix product P·V).
#pragma once

#include "atlas/types.h"

namespace atlas {

class AttentionMixture {
public:
    // T × dᵥ: row j = weights(j) · values.row(j). weights has one entry per row of values.
    // Throws ShapeError when they do not fit.
    static Matrix<double> contributions(const RowVector<double> &weights, MatrixRef<double> values);

    // The column sums of contributions, Σⱼ aⱼ vⱼ, summed in key order.
    static RowVector<double> sum(const Matrix<double> &contributions);
};

} // namespace atlas
