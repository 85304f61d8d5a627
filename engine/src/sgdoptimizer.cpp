#include "atlas/sgdoptimizer.h"

namespace atlas {

template <typename Scalar>
SgdOptimizer<Scalar>::SgdOptimizer(double learningRate, double momentum)
    : learningRate_(learningRate), momentum_(momentum)
{
}

template <typename Scalar>
void SgdOptimizer<Scalar>::step(const std::vector<Matrix<Scalar> *> &parameters,
                                const std::vector<const Matrix<Scalar> *> &gradients)
{
    this->prepare(parameters, gradients, velocity_);
    const Scalar rate = static_cast<Scalar>(learningRate_);
    const Scalar mu = static_cast<Scalar>(momentum_);
    for (std::size_t i = 0; i < parameters.size(); ++i) {
        velocity_[i] = mu * velocity_[i] + *gradients[i];
        *parameters[i] -= rate * velocity_[i];
    }
}

template class SgdOptimizer<float>;
template class SgdOptimizer<double>;

} // namespace atlas
