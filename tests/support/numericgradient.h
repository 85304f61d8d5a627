// Central differences for the attention layer's gradient checks: ∂L/∂ of an input matrix,
// and of an intermediate perturbed through the layer's hook (multiheadattention.h). Shared by
// the suites that check the traced layer, its self- and its cross-attention form.
#pragma once

#include <atlas/multiheadattention.h>

#include <functional>

namespace enginetest {

using atlas::AttentionHook;
using atlas::AttentionNode;
using atlas::BoolMatrix;
using atlas::Index;

inline constexpr double step = 1e-5;
// Central differences with h = 1e-5 on O(1) losses: truncation ~h²·|f'''| and rounding
// ~ε·|L|/h are both around 1e-10, far below this acceptance bound.
inline constexpr double gradientTolerance = 1e-6;

// ∂L/∂target by central differences, perturbing `target` in place and restoring it exactly.
inline atlas::Matrix<double> numericGradient(atlas::Matrix<double> &target, const std::function<double()> &loss)
{
    atlas::Matrix<double> g(target.rows(), target.cols());
    for (Index i = 0; i < target.rows(); ++i) {
        for (Index j = 0; j < target.cols(); ++j) {
            const double saved = target(i, j);
            target(i, j) = saved + step;
            const double plus = loss();
            target(i, j) = saved - step;
            const double minus = loss();
            target(i, j) = saved;
            g(i, j) = (plus - minus) / (2 * step);
        }
    }
    return g;
}

// ∂L/∂(intermediate `node` of `head`) by perturbing it through the hook right after it is
// computed. Entries where `skip` is true are left 0 (masked probabilities: outside the
// softmax support, gradient 0 by contract).
inline atlas::Matrix<double> numericIntermediate(const std::function<double(const AttentionHook<double> &)> &loss,
                                                 AttentionNode node, Index head, Index rows, Index cols,
                                                 const BoolMatrix *skip = nullptr)
{
    atlas::Matrix<double> g = atlas::Matrix<double>::Zero(rows, cols);
    for (Index i = 0; i < rows; ++i) {
        for (Index j = 0; j < cols; ++j) {
            if (skip && (*skip)(i, j))
                continue;
            auto perturbed = [&](double delta) {
                return loss([&](AttentionNode n, Index h, atlas::Matrix<double> &value) {
                    if (n == node && h == head)
                        value(i, j) += delta;
                });
            };
            g(i, j) = (perturbed(step) - perturbed(-step)) / (2 * step);
        }
    }
    return g;
}

} // namespace enginetest
