// The built-in kinds' bridge between the SDK's matrix value types (matrixmodel.h) and the
// engine's Eigen matrices. Not installed: the SDK's headers show no engine type, so a plugin
// outside the application converts with its own linear algebra (MatrixValues builds from any
// Eigen-like matrix).
#pragma once

#include "sdk/matrixmodel.h"

#include <atlas/types.h>

#include <Eigen/Core>

namespace atlas {

// The SDK's row-major cells seen as an engine matrix expression, without a copy (valid while
// `values` lives and keeps its shape).
inline auto engineView(const MatrixValues &values)
{
    return Eigen::Map<const Matrix<double>>(values.cells().data(), values.rows(), values.cols());
}

// A copy as the engine's matrix (row-major too: one block copy).
inline Matrix<double> engineMatrix(const MatrixValues &values)
{
    return engineView(values);
}

} // namespace atlas
