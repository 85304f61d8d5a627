#include "atlas/denseattention.h"

#include "kernelcommon.h"
#include "parallelunits.h"
#include "rowexponential.h"

namespace atlas {

namespace {

using namespace detail;

int workerCount(const Shape &s, Index units)
{
    return static_cast<int>(std::max<Index>(1, std::min<Index>(s.threads, units)));
}

} // namespace

template <typename Scalar>
DenseAttentionResult<Scalar> DenseAttention<Scalar>::forward(MatrixRef<Scalar> q, MatrixRef<Scalar> k,
                                                             MatrixRef<Scalar> v, const StructuredMask &mask,
                                                             const AttentionKernelOptions &options)
{
    constexpr Scalar minusInfinity = -std::numeric_limits<Scalar>::infinity();
    const Shape s = resolve<Scalar>(q, k, v, mask, options);
    DenseAttentionResult<Scalar> r;
    r.output = Matrix<Scalar>::Zero(s.tq, s.heads * s.dv);
    const InputCheck inputs = checkInputs<Scalar>(q, k, v, s, mask, options);
    if (!inputs.finite) {
        r.finite = false;
        return r;
    }
    r.probabilities.resize(static_cast<std::size_t>(s.heads));
    const ScoreRows<Scalar> rows(mask, s, options);
    const RowVector<Scalar> ramp = columnRamp<Scalar>(s.tk);
    const bool checkScores = inputs.checkTiles;
    Rectangle tests; // every pair of the whole matrix is tested against the mask
    tests.testCausal = mask.isCausal();
    tests.testDocuments = mask.hasDocuments();
    tests.testWindow = mask.window() > 0;
    std::atomic<bool> overflow{false}, stop{false};
    Progress progress(options.progress, s.heads);
    r.threads = runUnits(workerCount(s, s.heads), static_cast<std::ptrdiff_t>(s.heads), [&](std::ptrdiff_t unit, int) {
        const Index h = static_cast<Index>(unit), g = s.group(h);
        if (stop.load() || cancelled(options)) {
            stop.store(true);
            return;
        }
        Matrix<Scalar> &p = r.probabilities[static_cast<std::size_t>(h)];
        p.noalias() = q.middleCols(h * s.dk, s.dk) * k.middleCols(g * s.dk, s.dk).transpose();
        if (checkScores && !allFinite(p)) {
            overflow.store(true);
            stop.store(true);
            return;
        }
        for (Index i = 0; i < s.tq; ++i) {
            RowMap<Scalar> row(p.data() + i * s.tk, s.tk);
            const Scalar factor = rows.prepare(row, h, i, 0, tests, ramp);
            const Scalar maximum = s.tk > 0 ? factor * row.maxCoeff() : minusInfinity;
            if (maximum == minusInfinity) {
                row.setZero();
                continue;
            }
            const Scalar sum = exponentiateRow(row.data(), s.tk, factor, maximum);
            row /= sum;
        }
        r.output.middleCols(h * s.dv, s.dv).noalias() = p * v.middleCols(g * s.dv, s.dv);
        progress.advance(1);
    });
    for (const Matrix<Scalar> &p : r.probabilities)
        r.peakExtraBytes += sizeof(Scalar) * static_cast<std::size_t>(p.size());
    if (overflow.load()) {
        r.finite = false;
        r.output.setZero();
        r.probabilities.clear();
    } else if (stop.load()) {
        r.cancelled = true;
    }
    return r;
}

template <typename Scalar>
DenseAttentionGradients<Scalar> DenseAttention<Scalar>::backward(MatrixRef<Scalar> q, MatrixRef<Scalar> k,
                                                                 MatrixRef<Scalar> v, const StructuredMask &mask,
                                                                 const AttentionKernelOptions &options,
                                                                 const DenseAttentionResult<Scalar> &forward,
                                                                 MatrixRef<Scalar> gradOutput)
{
    const Shape s = resolve<Scalar>(q, k, v, mask, options);
    requireShape("grad_output", gradOutput.rows(), gradOutput.cols(), s.tq, s.heads * s.dv);
    requireShape("output", forward.output.rows(), forward.output.cols(), s.tq, s.heads * s.dv);
    DenseAttentionGradients<Scalar> r;
    r.q = Matrix<Scalar>::Zero(s.tq, s.heads * s.dk);
    r.k = Matrix<Scalar>::Zero(s.tk, s.kvHeads * s.dk);
    r.v = Matrix<Scalar>::Zero(s.tk, s.kvHeads * s.dv);
    if (!forward.finite || forward.cancelled || static_cast<Index>(forward.probabilities.size()) != s.heads
        || !allFinite(gradOutput)) {
        r.finite = false;
        return r;
    }
    for (const Matrix<Scalar> &p : forward.probabilities)
        requireShape("probabilities", p.rows(), p.cols(), s.tq, s.tk);
    const Scalar scale = static_cast<Scalar>(s.scale);
    const int workers = workerCount(s, s.kvHeads);
    // Each thread's T_q × T_k dP (dS in place) and row sums, allocated before any work so the
    // memory does not depend on how the units happen to fall on the threads.
    std::vector<Matrix<Scalar>> gradScores(static_cast<std::size_t>(workers), Matrix<Scalar>(s.tq, s.tk));
    std::vector<Vector<Scalar>> deltas(static_cast<std::size_t>(workers), Vector<Scalar>(s.tq));
    std::atomic<bool> stop{false};
    Progress progress(options.progress, s.kvHeads);
    r.threads = runUnits(workers, static_cast<std::ptrdiff_t>(s.kvHeads), [&](std::ptrdiff_t unit, int worker) {
        const Index g = static_cast<Index>(unit);
        Matrix<Scalar> &dS = gradScores[static_cast<std::size_t>(worker)];
        Vector<Scalar> &delta = deltas[static_cast<std::size_t>(worker)];
        const auto kg = k.middleCols(g * s.dk, s.dk);
        const auto vg = v.middleCols(g * s.dv, s.dv);
        auto dK = r.k.middleCols(g * s.dk, s.dk);
        auto dV = r.v.middleCols(g * s.dv, s.dv);
        for (Index h = g * s.headsPerGroup(); h < (g + 1) * s.headsPerGroup(); ++h) {
            if (stop.load() || cancelled(options)) {
                stop.store(true);
                return;
            }
            const Matrix<Scalar> &p = forward.probabilities[static_cast<std::size_t>(h)];
            const auto dO = gradOutput.middleCols(h * s.dv, s.dv);
            dV.noalias() += p.transpose() * dO;
            dS.noalias() = dO * vg.transpose();
            delta.noalias() = dO.cwiseProduct(forward.output.middleCols(h * s.dv, s.dv)).rowwise().sum();
            for (Index i = 0; i < s.tq; ++i)
                dS.row(i) = p.row(i).cwiseProduct((dS.row(i).array() - delta(i)).matrix());
            r.q.middleCols(h * s.dk, s.dk).noalias() = dS * kg;
            r.q.middleCols(h * s.dk, s.dk) *= scale;
            dK.noalias() += dS.transpose() * q.middleCols(h * s.dk, s.dk);
        }
        dK *= scale;
        progress.advance(1);
    });
    for (std::size_t w = 0; w < gradScores.size(); ++w)
        r.peakExtraBytes += sizeof(Scalar) * static_cast<std::size_t>(gradScores[w].size() + deltas[w].size());
    if (stop.load()) {
        r.cancelled = true;
    } else if (!allFinite(r.q) || !allFinite(r.k) || !allFinite(r.v)) {
        r.finite = false;
        r.q.setZero();
        r.k.setZero();
        r.v.setZero();
    }
    return r;
}

template class DenseAttention<float>;
template class DenseAttention<double>;

} // namespace atlas
