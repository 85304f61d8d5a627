// Multi-head attention evaluated scalar by scalar on the reverse-mode tape (scalartape.h):
// an independent reference for the engine and for attention-atlas-cli. It restates the
// mathematics of the attention contract (docs/cli.md) directly — no engine code, only the
// engine's Matrix and AttentionOptions types to carry data — including rotary positions (RoFormer's
// interleaved pairs, θ = p·base^(−2i/dₖ)), ALiBi biases (−m_h·|i − j|, h 1-based, the slopes of
// alibireference.h, after the scaling), grouped key/value heads (query head h reads group
// ⌊h·G/H⌋), key padding (a padding key is read by no query) and cross-attention (keys and
// values from a context).
#pragma once

#include "alibireference.h"
#include "scalartape.h"

#include <atlas/multiheadattention.h>

#include <cmath>
#include <cstdint>
#include <vector>

namespace tapeattention {

using atlas::AttentionOptions;
using atlas::Index;
using scalartape::Gradient;
using scalartape::Tape;
using scalartape::Var;
using Mat = atlas::Matrix<double>;

// A row-major matrix of tape variables.
class VarMatrix {
public:
    VarMatrix() = default;
    VarMatrix(Index rows, Index cols)
        : rows_(rows), cols_(cols), data_(static_cast<std::size_t>(rows * cols))
    {
    }

    Index rows() const { return rows_; }
    Index cols() const { return cols_; }
    Var &operator()(Index i, Index j) { return data_[static_cast<std::size_t>(i * cols_ + j)]; }
    const Var &operator()(Index i, Index j) const
    {
        return data_[static_cast<std::size_t>(i * cols_ + j)];
    }

    std::vector<Var> row(Index i, Index firstCol, Index count) const
    {
        std::vector<Var> out;
        for (Index j = firstCol; j < firstCol + count; ++j)
            out.push_back((*this)(i, j));
        return out;
    }
    Mat values() const
    {
        Mat m(rows_, cols_);
        for (Index i = 0; i < rows_; ++i)
            for (Index j = 0; j < cols_; ++j)
                m(i, j) = (*this)(i, j).value();
        return m;
    }
    Mat adjoints(const Gradient &g) const
    {
        Mat m(rows_, cols_);
        for (Index i = 0; i < rows_; ++i)
            for (Index j = 0; j < cols_; ++j)
                m(i, j) = g[(*this)(i, j)];
        return m;
    }
    VarMatrix columns(Index first, Index count) const
    {
        VarMatrix out(rows_, count);
        for (Index i = 0; i < rows_; ++i)
            for (Index j = 0; j < count; ++j)
                out(i, j) = (*this)(i, first + j);
        return out;
    }

private:
    Index rows_ = 0, cols_ = 0;
    std::vector<Var> data_;
};

inline VarMatrix leaves(Tape &tape, const Mat &m)
{
    VarMatrix out(m.rows(), m.cols());
    for (Index i = 0; i < m.rows(); ++i)
        for (Index j = 0; j < m.cols(); ++j)
            out(i, j) = tape.variable(m(i, j));
    return out;
}

inline VarMatrix product(const VarMatrix &a, const VarMatrix &b)
{
    VarMatrix out(a.rows(), b.cols());
    for (Index i = 0; i < a.rows(); ++i) {
        for (Index j = 0; j < b.cols(); ++j) {
            std::vector<Var> column;
            for (Index l = 0; l < b.rows(); ++l)
                column.push_back(b(l, j));
            out(i, j) = scalartape::dot(a.row(i, 0, a.cols()), column);
        }
    }
    return out;
}

// The rule, restated here rather than taken from AttentionMask.
inline bool allowedKey(Index query, Index key, bool causal, const std::vector<std::int64_t> &ids, Index window = 0)
{
    return (!causal || key <= query) && (window == 0 || key > query - window)
        && (ids.empty() || ids[std::size_t(key)] == ids[std::size_t(query)]);
}

// Every element of `m` passed through a node of its own (value and adjoint flow through
// unchanged): a head's private copy, whose adjoint is that head's share.
inline VarMatrix copy(const VarMatrix &m)
{
    VarMatrix out(m.rows(), m.cols());
    for (Index i = 0; i < m.rows(); ++i)
        for (Index j = 0; j < m.cols(); ++j)
            out(i, j) = m(i, j) + 0.0;
    return out;
}

// Row t rotated pair by pair by θ = s·p_t·base^(−2i/dₖ): (x, y) → (x cos θ − y sin θ, x sin θ + y cos θ).
inline VarMatrix rotated(const VarMatrix &m, const std::vector<std::int64_t> &positions, double base, double scale = 1.0)
{
    VarMatrix out(m.rows(), m.cols());
    const double dk = static_cast<double>(m.cols());
    for (Index t = 0; t < m.rows(); ++t) {
        for (Index i = 0; 2 * i + 1 < m.cols(); ++i) {
            const double theta = scale * static_cast<double>(positions[std::size_t(t)]) * std::pow(base, -2.0 * double(i) / dk);
            const Var &x = m(t, 2 * i), &y = m(t, 2 * i + 1);
            out(t, 2 * i) = x * std::cos(theta) - y * std::sin(theta);
            out(t, 2 * i + 1) = x * std::sin(theta) + y * std::cos(theta);
        }
    }
    return out;
}

struct TapeAttention {
    VarMatrix q, k, v;                           // X·Wq, X·Wk (T × G·dₖ), X·Wv (T × G·dᵥ)
    std::vector<VarMatrix> headQ, headK, headV;  // each head's own copies, before rotation
    std::vector<VarMatrix> rotatedQ, rotatedK;   // with rotary only
    std::vector<VarMatrix> scores, probabilities, outputs;
    VarMatrix concatenated, output;
};

// Projected multi-head attention, scalar by scalar; with a context, keys and values come from
// it (T_k rows). Masked probabilities are unused constants 0 (leaves): their adjoint is 0, as
// the engine's contract says; a query with no allowed key gets an output of constants 0.
inline TapeAttention attention(Tape &tape, const VarMatrix &x, const VarMatrix &wq, const VarMatrix &wk,
                               const VarMatrix &wv, const VarMatrix *wo, Index heads,
                               const AttentionOptions &options, const VarMatrix *context = nullptr)
{
    TapeAttention a;
    const VarMatrix &keysFrom = context ? *context : x;
    a.q = product(x, wq);
    a.k = product(keysFrom, wk);
    a.v = product(keysFrom, wv);
    const Index groups = options.kvHeads > 0 ? options.kvHeads : heads;
    const Index T = x.rows(), Tk = keysFrom.rows(), dk = wq.cols() / heads, dv = wv.cols() / groups;
    const double c = 1.0 / (options.temperature * std::sqrt(static_cast<double>(dk)));
    std::vector<std::int64_t> positions;
    if (options.rotary) {
        positions = options.rotary->positions;
        if (positions.empty())
            for (Index t = 0; t < T; ++t)
                positions.push_back(t);
    }
    a.concatenated = VarMatrix(T, heads * dv);
    for (Index h = 0; h < heads; ++h) {
        const Index group = h * groups / heads;
        a.headQ.push_back(copy(a.q.columns(h * dk, dk)));
        a.headK.push_back(copy(a.k.columns(group * dk, dk)));
        a.headV.push_back(copy(a.v.columns(group * dv, dv)));
        const VarMatrix *q = &a.headQ.back(), *k = &a.headK.back();
        if (options.rotary) {
            a.rotatedQ.push_back(rotated(*q, positions, options.rotary->base, options.rotary->positionScale));
            a.rotatedK.push_back(rotated(*k, positions, options.rotary->base, options.rotary->positionScale));
            q = &a.rotatedQ.back();
            k = &a.rotatedK.back();
        }
        const VarMatrix &v = a.headV.back();
        const double slope = options.alibi ? reference::alibiSlope(h + 1, heads) : 0.0;
        VarMatrix scores(T, Tk), probabilities(T, Tk), output(T, dv);
        for (Index i = 0; i < T; ++i)
            for (Index j = 0; j < Tk; ++j) {
                scores(i, j) = c * scalartape::dot(q->row(i, 0, dk), k->row(j, 0, dk));
                if (options.alibi)
                    scores(i, j) = scores(i, j) - slope * static_cast<double>(i >= j ? i - j : j - i);
            }
        for (Index i = 0; i < T; ++i) {
            std::vector<Var> allowed;
            std::vector<Index> keys;
            for (Index j = 0; j < Tk; ++j) {
                const bool padding = !options.keyPadding.empty() && options.keyPadding[std::size_t(j)];
                if (!padding && allowedKey(i, j, options.causal, options.documentIds, options.window)) {
                    allowed.push_back(scores(i, j));
                    keys.push_back(j);
                } else {
                    probabilities(i, j) = tape.variable(0.0);
                }
            }
            if (keys.empty()) { // nothing to read: a row of zeros
                for (Index b = 0; b < dv; ++b)
                    a.concatenated(i, h * dv + b) = output(i, b) = tape.variable(0.0);
                continue;
            }
            const std::vector<Var> p = scalartape::softmax(allowed);
            for (std::size_t n = 0; n < keys.size(); ++n)
                probabilities(i, keys[n]) = p[n];
            for (Index b = 0; b < dv; ++b) {
                std::vector<Var> values;
                for (Index j : keys)
                    values.push_back(v(j, b));
                output(i, b) = scalartape::dot(p, values);
                a.concatenated(i, h * dv + b) = output(i, b);
            }
        }
        a.scores.push_back(scores);
        a.probabilities.push_back(probabilities);
        a.outputs.push_back(output);
    }
    a.output = wo ? product(a.concatenated, *wo) : a.concatenated;
    return a;
}

} // namespace tapeattention
