#include "atlas/headcircuits.h"

#include <Eigen/Eigenvalues>
#include <Eigen/SVD>

#include <algorithm>
#include <string>

namespace atlas {

namespace {

void requireHead(const DecoderParameters<double> &parameters, const DecoderConfig &config, Index layer, Index head)
{
    if (layer < 0 || layer >= static_cast<Index>(parameters.layers.size()))
        throw ShapeError("layer: expected 0 … " + std::to_string(parameters.layers.size() - 1) + ", got " + std::to_string(layer));
    if (head < 0 || head >= config.heads)
        throw ShapeError("head: expected 0 … " + std::to_string(config.heads - 1) + ", got " + std::to_string(head));
    if (!parameters.layers[static_cast<std::size_t>(layer)].wo)
        throw ShapeError("wo: the layer has no output projection");
}

} // namespace

Matrix<double> HeadCircuits::qk(const DecoderParameters<double> &parameters, const DecoderConfig &config, Index layer, Index head)
{
    requireHead(parameters, config, layer, head);
    const AttentionWeights<double> &w = parameters.layers[static_cast<std::size_t>(layer)];
    const Index dk = config.keyWidth;
    return w.wq.middleCols(head * dk, dk) * w.wk.middleCols(head * dk, dk).transpose();
}

Matrix<double> HeadCircuits::ov(const DecoderParameters<double> &parameters, const DecoderConfig &config, Index layer, Index head)
{
    requireHead(parameters, config, layer, head);
    const AttentionWeights<double> &w = parameters.layers[static_cast<std::size_t>(layer)];
    const Index dv = config.valueWidth;
    return w.wv.middleCols(head * dv, dv) * w.wo->middleRows(head * dv, dv);
}

Matrix<double> HeadCircuits::tokenQK(const DecoderParameters<double> &parameters, const DecoderConfig &config, Index layer, Index head)
{
    const Matrix<double> &e = parameters.tokenEmbedding;
    return e * qk(parameters, config, layer, head) * e.transpose();
}

Matrix<double> HeadCircuits::tokenOV(const DecoderParameters<double> &parameters, const DecoderConfig &config, Index layer, Index head)
{
    return parameters.tokenEmbedding * ov(parameters, config, layer, head) * parameters.unembedding;
}

double HeadCircuits::copyingScore(const Matrix<double> &square)
{
    if (square.rows() != square.cols())
        throw ShapeError("copying score: expected a square matrix, got " + std::to_string(square.rows()) + "×"
                         + std::to_string(square.cols()));
    if (square.size() == 0)
        return 0;
    const Eigen::EigenSolver<Matrix<double>> solver(square, false);
    const auto &values = solver.eigenvalues();
    double sum = 0, moduli = 0;
    for (Index i = 0; i < values.size(); ++i) {
        sum += values(i).real();
        moduli += std::abs(values(i));
    }
    return moduli > 0 ? sum / moduli : 0;
}

std::vector<double> HeadCircuits::singularValues(const Matrix<double> &m)
{
    const Eigen::JacobiSVD<Matrix<double>> svd(m);
    const auto &s = svd.singularValues();
    std::vector<double> out(s.data(), s.data() + s.size());
    std::sort(out.begin(), out.end(), std::greater<>());
    return out;
}

HeadComposition HeadCircuits::composition(const DecoderParameters<double> &parameters, const DecoderConfig &config,
                                          Index earlierLayer, Index a, Index laterLayer, Index b)
{
    if (earlierLayer >= laterLayer)
        throw ShapeError("layer: a head composes only with heads of later layers (" + std::to_string(earlierLayer)
                         + " is not before " + std::to_string(laterLayer) + ")");
    const Matrix<double> ovA = ov(parameters, config, earlierLayer, a);
    const Matrix<double> qkB = qk(parameters, config, laterLayer, b);
    const Matrix<double> ovB = ov(parameters, config, laterLayer, b);
    const auto ratio = [](const Matrix<double> &product, double scale) { return scale > 0 ? product.norm() / scale : 0.0; };
    HeadComposition c;
    c.q = ratio(ovA * qkB, ovA.norm() * qkB.norm());
    c.k = ratio(qkB * ovA.transpose(), ovA.norm() * qkB.norm());
    c.v = ratio(ovA * ovB, ovA.norm() * ovB.norm());
    return c;
}

} // namespace atlas
