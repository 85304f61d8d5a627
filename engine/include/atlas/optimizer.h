// Gradient-descent optimizers over a list of parameter matrices.
//
// A model exposes its parameters as a list of matrix pointers in a fixed order and its
// gradients as a list of the same shapes in the same order; an optimizer updates them in
// place. State (momentum, Adam's moments) is sized on the first step and kept in that order.
#pragma once

#include "atlas/types.h"

#include <vector>

namespace atlas {

template <typename Scalar>
class Optimizer {
public:
    virtual ~Optimizer() = default;
    // Throws ShapeError if the lists differ in length or shape from each other or from the
    // lists of earlier steps.
    virtual void step(const std::vector<Matrix<Scalar> *> &parameters,
                      const std::vector<const Matrix<Scalar> *> &gradients) = 0;
    virtual void reset() = 0;
    // The step size η of the next steps (a warm-up schedule changes it between steps).
    virtual double learningRate() const = 0;
    virtual void setLearningRate(double learningRate) = 0;

protected:
    // Checks that the lists match and sizes `state` (zeros) on the first step.
    static void prepare(const std::vector<Matrix<Scalar> *> &parameters,
                        const std::vector<const Matrix<Scalar> *> &gradients,
                        std::vector<Matrix<Scalar>> &state)
    {
        if (parameters.size() != gradients.size())
            throw ShapeError("optimizer: " + std::to_string(parameters.size())
                             + " parameters but " + std::to_string(gradients.size())
                             + " gradients");
        for (std::size_t i = 0; i < parameters.size(); ++i)
            requireShape("optimizer: gradient", gradients[i]->rows(), gradients[i]->cols(),
                         parameters[i]->rows(), parameters[i]->cols());
        if (state.empty()) {
            for (const Matrix<Scalar> *p : parameters)
                state.push_back(Matrix<Scalar>::Zero(p->rows(), p->cols()));
        } else if (state.size() != parameters.size()) {
            throw ShapeError("optimizer: the parameter list changed between steps");
        } else {
            for (std::size_t i = 0; i < parameters.size(); ++i)
                requireShape("optimizer: parameter (shape changed between steps)",
                             parameters[i]->rows(), parameters[i]->cols(), state[i].rows(),
                             state[i].cols());
        }
    }
};

} // namespace atlas
