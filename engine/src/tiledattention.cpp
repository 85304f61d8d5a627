#include "atlas/tiledattention.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace atlas {

template <typename Scalar>
TiledAttentionResult<Scalar> TiledAttention<Scalar>::forward(MatrixRef<Scalar> q, MatrixRef<Scalar> k,
                                                             MatrixRef<Scalar> v, const BoolMatrix &allowed,
                                                             Index tileRows, Index tileColumns, Scalar scale)
{
    const Index tq = q.rows(), tk = k.rows(), dk = q.cols(), dv = v.cols();
    requireShape("k", k.rows(), k.cols(), tk, dk);
    requireShape("v", v.rows(), v.cols(), tk, dv);
    const bool masked = allowed.size() > 0;
    if (masked)
        requireShape("allowed", allowed.rows(), allowed.cols(), tq, tk);
    if (tileRows < 1 || tileColumns < 1)
        throw ShapeError("tile sizes must be at least 1, got " + shapeText(tileRows, tileColumns));

    TiledAttentionResult<Scalar> r;
    r.tileRows = tileRows;
    r.tileColumns = tileColumns;
    r.output = Matrix<Scalar>::Zero(tq, dv);
    r.rowMaximum = Vector<Scalar>::Constant(tq, -std::numeric_limits<Scalar>::infinity());
    r.rowNormalizer = Vector<Scalar>::Zero(tq);
    r.peakScoreValues = std::min(tileRows, tq) * std::min(tileColumns, tk);
    r.denseSlowMemoryTraffic = double(tq) * double(dk) + double(tk) * double(dk + dv)
        + 4.0 * double(tq) * double(tk) + double(tq) * double(dv);
    if (!q.allFinite() || !k.allFinite() || !v.allFinite()) {
        r.finite = false;
        return r;
    }
    if (scale <= 0)
        scale = dk > 0 ? Scalar(1) / std::sqrt(static_cast<Scalar>(dk)) : Scalar(1);

    Matrix<Scalar> tile;
    double traffic = double(tq) * double(dk) + double(tq) * double(dv + 2);
    for (Index r0 = 0; r0 < tq; r0 += tileRows) {
        const Index br = std::min(tileRows, tq - r0);
        for (Index c0 = 0; c0 < tk; c0 += tileColumns) {
            const Index bc = std::min(tileColumns, tk - c0);
            // A tile without an allowed pair is skipped before any score is computed.
            if (masked && !allowed.block(r0, c0, br, bc).any()) {
                ++r.tilesSkipped;
                continue;
            }
            ++r.tilesComputed;
            r.scoreEvaluations += br * bc;
            traffic += double(bc) * double(dk + dv);
            tile.noalias() = scale * (q.middleRows(r0, br) * k.middleRows(c0, bc).transpose());
            if (!tile.allFinite()) {
                // Finite inputs whose products overflow: refuse rather than rescale by ∞ − ∞.
                TiledAttentionResult<Scalar> refused;
                refused.tileRows = tileRows;
                refused.tileColumns = tileColumns;
                refused.output = Matrix<Scalar>::Zero(tq, dv);
                refused.rowMaximum = Vector<Scalar>::Constant(tq, -std::numeric_limits<Scalar>::infinity());
                refused.rowNormalizer = Vector<Scalar>::Zero(tq);
                refused.peakScoreValues = r.peakScoreValues;
                refused.denseSlowMemoryTraffic = r.denseSlowMemoryTraffic;
                refused.finite = false;
                return refused;
            }
            for (Index i = 0; i < br; ++i) {
                const Index row = r0 + i;
                Scalar tileMax = -std::numeric_limits<Scalar>::infinity();
                bool any = false;
                for (Index j = 0; j < bc; ++j)
                    if (!masked || allowed(row, c0 + j)) {
                        tileMax = any ? std::max(tileMax, tile(i, j)) : tile(i, j);
                        any = true;
                    }
                if (!any)
                    continue;
                const Scalar previous = r.rowMaximum(row);
                const Scalar updated = std::max(previous, tileMax);
                // e^{m − m'}: 0 on the row's first allowed tile (m = −∞).
                const Scalar rescale = std::isinf(previous) ? Scalar(0) : std::exp(previous - updated);
                r.rowNormalizer(row) *= rescale;
                r.output.row(row) *= rescale;
                for (Index j = 0; j < bc; ++j)
                    if (!masked || allowed(row, c0 + j)) {
                        const Scalar p = std::exp(tile(i, j) - updated);
                        r.rowNormalizer(row) += p;
                        r.output.row(row).noalias() += p * v.row(c0 + j);
                    }
                r.rowMaximum(row) = updated;
            }
        }
    }
    for (Index row = 0; row < tq; ++row)
        if (r.rowNormalizer(row) > 0)
            r.output.row(row) /= r.rowNormalizer(row);
    r.slowMemoryTraffic = traffic;
    return r;
}

template class TiledAttention<float>;
template class TiledAttention<double>;

} // namespace atlas
