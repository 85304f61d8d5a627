// An independent reference for the attention kernels: the formulas written as loops over
// heads, queries and keys in double, with the mask as a plain boolean matrix — no tiles, no
// online softmax, no Eigen products, nothing shared with the engine but the matrix types.
//
// Layout as the kernels': q is T_q × H·dₖ, k is T_k × G·dₖ, v is T_k × G·dᵥ; head h reads
// key/value head ⌊h·G/H⌋. Score of allowed (i, j): c·qᵢ·kⱼ − slopeₕ·(i + offset − j).
// Backward for L = Σ dO ∘ O:  dpᵢⱼ = dOᵢ·vⱼ,  dsᵢⱼ = pᵢⱼ·(dpᵢⱼ − Σₗ pᵢₗ·dpᵢₗ),
// dqᵢ = c·Σⱼ dsᵢⱼ·kⱼ,  dkⱼ = c·Σᵢ dsᵢⱼ·qᵢ,  dvⱼ = Σᵢ pᵢⱼ·dOᵢ.
#pragma once

#include <atlas/types.h>

#include <cmath>
#include <vector>

namespace naive {

using atlas::BoolMatrix;
using atlas::Index;
using Mat = atlas::Matrix<double>;

struct Problem {
    Index heads = 1, kvHeads = 1;
    double scale = 1;
    std::vector<double> slopes; // empty: no ALiBi
    Index queryOffset = 0;
    BoolMatrix allowed;         // T_q × T_k
};

struct Result {
    Mat output, dq, dk, dv;
};

inline Result attention(const Mat &q, const Mat &k, const Mat &v, const Problem &p, const Mat *gradOutput = nullptr)
{
    const Index tq = q.rows(), tk = k.rows();
    const Index dk = q.cols() / p.heads, dv = v.cols() / p.kvHeads;
    Result r;
    r.output = Mat::Zero(tq, p.heads * dv);
    r.dq = Mat::Zero(tq, p.heads * dk);
    r.dk = Mat::Zero(tk, p.kvHeads * dk);
    r.dv = Mat::Zero(tk, p.kvHeads * dv);
    for (Index h = 0; h < p.heads; ++h) {
        const Index g = h * p.kvHeads / p.heads;
        for (Index i = 0; i < tq; ++i) {
            std::vector<double> s(static_cast<std::size_t>(tk), 0.0), prob(static_cast<std::size_t>(tk), 0.0);
            double maximum = -INFINITY;
            for (Index j = 0; j < tk; ++j) {
                if (!p.allowed(i, j))
                    continue;
                double dot = 0;
                for (Index d = 0; d < dk; ++d)
                    dot += q(i, h * dk + d) * k(j, g * dk + d);
                double score = p.scale * dot;
                if (!p.slopes.empty())
                    score -= p.slopes[static_cast<std::size_t>(h)] * std::abs(static_cast<double>(i + p.queryOffset - j));
                s[static_cast<std::size_t>(j)] = score;
                maximum = std::max(maximum, score);
            }
            if (maximum == -INFINITY)
                continue; // no allowed key: output 0, no gradient
            double sum = 0;
            for (Index j = 0; j < tk; ++j)
                if (p.allowed(i, j))
                    sum += prob[static_cast<std::size_t>(j)] = std::exp(s[static_cast<std::size_t>(j)] - maximum);
            for (Index j = 0; j < tk; ++j) {
                const double pj = prob[static_cast<std::size_t>(j)] /= sum;
                for (Index d = 0; d < dv; ++d)
                    r.output(i, h * dv + d) += pj * v(j, g * dv + d);
            }
            if (!gradOutput)
                continue;
            std::vector<double> dp(static_cast<std::size_t>(tk), 0.0);
            double weighted = 0;
            for (Index j = 0; j < tk; ++j) {
                double dot = 0;
                for (Index d = 0; d < dv; ++d)
                    dot += (*gradOutput)(i, h * dv + d) * v(j, g * dv + d);
                dp[static_cast<std::size_t>(j)] = dot;
                weighted += prob[static_cast<std::size_t>(j)] * dot;
            }
            for (Index j = 0; j < tk; ++j) {
                const double pj = prob[static_cast<std::size_t>(j)];
                if (pj == 0)
                    continue;
                const double ds = pj * (dp[static_cast<std::size_t>(j)] - weighted);
                for (Index d = 0; d < dk; ++d) {
                    r.dq(i, h * dk + d) += p.scale * ds * k(j, g * dk + d);
                    r.dk(j, g * dk + d) += p.scale * ds * q(i, h * dk + d);
                }
                for (Index d = 0; d < dv; ++d)
                    r.dv(j, g * dv + d) += pj * (*gradOutput)(i, h * dv + d);
            }
        }
    }
    return r;
}

} // namespace naive
