// Stochastic gradient descent, optionally with momentum.
#pragma once

#include "atlas/optimizer.h"

namespace atlas {

// θ ← θ − η g (with momentum μ: m ← μm + g, θ ← θ − η m).
template <typename Scalar>
class SgdOptimizer final : public Optimizer<Scalar> {
public:
    explicit SgdOptimizer(double learningRate, double momentum = 0);
    void step(const std::vector<Matrix<Scalar> *> &parameters,
              const std::vector<const Matrix<Scalar> *> &gradients) override;
    double learningRate() const override { return learningRate_; }
    void setLearningRate(double learningRate) override { learningRate_ = learningRate; }
    void reset() override { velocity_.clear(); }

private:
    double learningRate_, momentum_;
    std::vector<Matrix<Scalar>> velocity_;
};

extern template class SgdOptimizer<float>;
extern template class SgdOptimizer<double>;

} // namespace atlas
