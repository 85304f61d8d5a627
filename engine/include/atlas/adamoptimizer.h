// The Adam optimizer.
#pragma once

#include "atlas/optimizer.h"

namespace atlas {

// Adam (Kingma & Ba, 2015): m ← β₁m + (1−β₁)g, v ← β₂v + (1−β₂)g²,
// θ ← θ − η m̂ / (√v̂ + ε) with the bias corrections m̂ = m/(1−β₁ᵗ), v̂ = v/(1−β₂ᵗ).
template <typename Scalar>
class AdamOptimizer final : public Optimizer<Scalar> {
public:
    explicit AdamOptimizer(double learningRate, double beta1 = 0.9, double beta2 = 0.999,
                           double epsilon = 1e-8);
    void step(const std::vector<Matrix<Scalar> *> &parameters,
              const std::vector<const Matrix<Scalar> *> &gradients) override;
    double learningRate() const override { return learningRate_; }
    void setLearningRate(double learningRate) override { learningRate_ = learningRate; }
    void reset() override;
    long steps() const { return steps_; }

private:
    double learningRate_, beta1_, beta2_, epsilon_;
    long steps_ = 0;
    std::vector<Matrix<Scalar>> first_, second_;
};

extern template class AdamOptimizer<float>;
extern template class AdamOptimizer<double>;

} // namespace atlas
