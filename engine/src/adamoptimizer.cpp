#include "atlas/adamoptimizer.h"

#include <cmath>

namespace atlas {

template <typename Scalar>
AdamOptimizer<Scalar>::AdamOptimizer(double learningRate, double beta1, double beta2,
                                     double epsilon)
    : learningRate_(learningRate), beta1_(beta1), beta2_(beta2), epsilon_(epsilon)
{
}

template <typename Scalar>
void AdamOptimizer<Scalar>::reset()
{
    steps_ = 0;
    first_.clear();
    second_.clear();
}

template <typename Scalar>
void AdamOptimizer<Scalar>::step(const std::vector<Matrix<Scalar> *> &parameters,
                                 const std::vector<const Matrix<Scalar> *> &gradients)
{
    this->prepare(parameters, gradients, first_);
    this->prepare(parameters, gradients, second_);
    ++steps_;
    const double correction1 = 1.0 - std::pow(beta1_, static_cast<double>(steps_));
    const double correction2 = 1.0 - std::pow(beta2_, static_cast<double>(steps_));
    const Scalar b1 = static_cast<Scalar>(beta1_);
    const Scalar b2 = static_cast<Scalar>(beta2_);
    for (std::size_t i = 0; i < parameters.size(); ++i) {
        const Matrix<Scalar> &g = *gradients[i];
        first_[i] = b1 * first_[i] + (Scalar(1) - b1) * g;
        second_[i] = b2 * second_[i] + (Scalar(1) - b2) * g.cwiseProduct(g);
        const auto mHat = first_[i].array() / static_cast<Scalar>(correction1);
        const auto vHat = second_[i].array() / static_cast<Scalar>(correction2);
        parameters[i]->array() -= static_cast<Scalar>(learningRate_) * mHat
            / (vHat.sqrt() + static_cast<Scalar>(epsilon_));
    }
}

template class AdamOptimizer<float>;
template class AdamOptimizer<double>;

} // namespace atlas
