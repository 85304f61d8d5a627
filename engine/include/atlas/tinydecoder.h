// A tiny causal decoder whose whole gradient graph can be inspected.
//
// Model (row vectors; T tokens, vocabulary V, width d, L layers):
//     X₀      = E[t] + P[0:T]                        token + position embeddings (T × d)
//                                                    (learned positions; see below)
//     X_l     = X_{l−1} + MHA_l(X_{l−1})             attention block with residual
//     Z       = X_L · U                              logits (T × V)
//     pᵢ      = softmax(Zᵢ)                          over the vocabulary
//     L       = (1/N) Σ_{i ∈ mask} −ln pᵢ[yᵢ]        next-token cross-entropy, N = |mask|
// MHA_l is multiheadattention.h with its own Wq, Wk, Wv, Wo (Wo: H·dᵥ × d) and the causal,
// document-aware mask. There is deliberately no MLP and no normalization: every node stays
// small enough to display, and attention is the only place where positions interact.
//
// Positions. By default (DecoderPositions::Learned) P is a learned T_max × d table added to
// the token embeddings, and the decoder cannot read a position beyond T_max. Rotary positions
// (rotaryembedding.h) or ALiBi (alibibias.h) instead act inside every attention layer and add
// no parameter: there is no P, and T_max (maxLength) only bounds the inputs — a model trained
// on short sequences can be asked to read longer ones (positions beyond the trained length:
// the long-context chapter). rotaryScale interpolates rotary positions (θ = s·p·ω).
//
// Labels are the shifted tokens, yᵢ = t_{i+1}; the last label may come from outside the input
// (supervision, never context) or be absent. Changing token t_u changes nothing at positions
// < u (outputs, probabilities, logits) — causality — but it does change the label of position
// u − 1; so the gradient of the loss over positions ≤ u − 2 is exactly unchanged.
//
// Backward (G = ∂L/∂·): G_Z = (p − onehot(y))/N on masked-in rows, 0 elsewhere;
// G_U = X_Lᵀ G_Z; G_{X_L} = G_Z Uᵀ; each residual block passes G_{X_l} to X_{l−1} both directly
// and through MHA_l's backward; G_E scatters the rows of G_{X₀} onto the rows of the tokens
// that used them; G_P[0:T] = G_{X₀}.
//
// The gradient check perturbs one entry of one node at a time (a parameter, or an
// intermediate right after it is computed) by ±h and compares (L(+h) − L(−h))/2h with the
// analytic gradient. Masked entries of a probability matrix are outside the softmax support:
// their gradient is defined as 0 and they are not perturbed.
#pragma once

#include "atlas/gradientgraph.h"
#include "atlas/multiheadattention.h"
#include "atlas/adamoptimizer.h"
#include "atlas/sgdoptimizer.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace atlas {

enum class DecoderPositions { Learned, Rotary, Alibi };

struct DecoderConfig {
    Index vocabulary = 8;
    Index modelWidth = 8;  // d
    Index heads = 2;
    Index keyWidth = 4;    // dₖ per head
    Index valueWidth = 4;  // dᵥ per head
    Index maxLength = 16;  // the longest input (and, learned, the rows of the position embedding)
    Index layers = 1;
    double temperature = 1; // attention temperature τ
    double initScale = 1;   // weights ~ N(0, initScale²/fan_in)
    DecoderPositions positions = DecoderPositions::Learned;
    double rotaryBase = 10000;  // rotary only: the base of the frequencies
    double rotaryScale = 1;     // rotary only: position interpolation factor s > 0
    // The rows P has: maxLength with learned positions, else 0.
    Index positionRows() const { return positions == DecoderPositions::Learned ? maxLength : 0; }
};

template <typename Scalar>
struct DecoderParameters {
    Matrix<Scalar> tokenEmbedding;    // V × d
    Matrix<Scalar> positionEmbedding; // T_max × d
    std::vector<AttentionWeights<Scalar>> layers; // per layer; wo is always present
    Matrix<Scalar> unembedding;       // d × V

    std::vector<Matrix<Scalar> *> list();
    std::vector<const Matrix<Scalar> *> list() const;
    std::vector<std::string> ids() const; // node ids in the order of list()
};

struct DecoderInput {
    std::vector<int> tokens;                 // T ids in [0, V)
    std::vector<std::optional<int>> labels;  // T; nullopt: no label at that position
    std::vector<bool> lossMask;              // T, or empty: every position with a label
    DocumentIds documentIds;                 // T, or empty: one document
    bool causal = true;

    // labels[i] = tokens[i+1]; the last label is `nextToken` (from outside the input) if given.
    static DecoderInput nextToken(std::vector<int> tokens,
                                  std::optional<int> nextToken = std::nullopt);
};

template <typename Scalar>
struct DecoderTrace {
    Matrix<Scalar> embeddings;                       // X₀
    std::vector<AttentionTrace<Scalar>> attention;   // per layer
    std::vector<Matrix<Scalar>> residual;            // X₁ … X_L
    Matrix<Scalar> logits;                           // T × V
    Matrix<Scalar> probabilities;                    // T × V
    std::vector<Scalar> positionLoss;                // −ln pᵢ[yᵢ], 0 where not counted
    std::vector<bool> counted;                       // the effective loss mask
    Scalar loss = 0;
};

template <typename Scalar>
struct DecoderGradients {
    DecoderParameters<Scalar> parameters;            // ∂L/∂ each parameter
    Matrix<Scalar> embeddings;                       // ∂L/∂X₀
    std::vector<AttentionGradients<Scalar>> attention;
    std::vector<Matrix<Scalar>> residual;            // ∂L/∂X_l
    Matrix<Scalar> logits;
};

// Perturb entry (row, col) of node `id` by `delta` during a forward pass.
struct NodePerturbation {
    std::string id;
    Index row = 0, col = 0;
    double delta = 0;
};

template <typename Scalar>
struct NodeCheck {
    std::string id;
    Matrix<Scalar> numeric;      // central-difference gradient
    Matrix<Scalar> error;        // |analytic − numeric| / scale, elementwise
    double maxAbsoluteError = 0;
    double relativeError = 0;    // max |analytic − numeric| / max(‖analytic‖∞, ‖numeric‖∞, 1e-6)
};

template <typename Scalar>
struct GradientCheckReport {
    std::vector<NodeCheck<Scalar>> nodes;
    double maxRelativeError = 0;
    std::string worstNode;
    double step = 0;
    bool complete = true;        // false: stopped early by the progress callback
};

// Progress of a gradient check: called after each node with the entries perturbed so far and
// the total. Returning false stops the check (the report then holds the nodes finished).
using GradientCheckProgress = std::function<bool(std::size_t done, std::size_t total)>;

template <typename Scalar>
class TinyDecoder {
public:
    // Random parameters from a seeded generator. Throws ShapeError on a non-positive size.
    TinyDecoder(const DecoderConfig &config, std::uint64_t seed);
    TinyDecoder(const DecoderConfig &config, DecoderParameters<Scalar> parameters);

    const DecoderConfig &config() const { return config_; }
    const DecoderParameters<Scalar> &parameters() const { return parameters_; }
    DecoderParameters<Scalar> &parameters() { return parameters_; }

    // Throws ShapeError naming the field (tokens, labels, lossMask, documentIds) on misuse.
    void validate(const DecoderInput &input) const;

    DecoderTrace<Scalar> forward(const DecoderInput &input,
                                 const NodePerturbation *perturbation = nullptr) const;
    DecoderGradients<Scalar> backward(const DecoderInput &input,
                                      const DecoderTrace<Scalar> &trace) const;
    GradientGraph<Scalar> graph(const DecoderInput &input, const DecoderTrace<Scalar> &trace,
                                const DecoderGradients<Scalar> &gradients) const;
    GradientCheckReport<Scalar> gradientCheck(const DecoderInput &input, double step = 1e-5,
                                              const GradientCheckProgress &progress = {}) const;

    // One optimizer step on this input; returns the loss before the step.
    Scalar trainStep(const DecoderInput &input, Optimizer<Scalar> &optimizer);

private:
    DecoderConfig config_;
    DecoderParameters<Scalar> parameters_;
};

extern template struct DecoderParameters<float>;
extern template struct DecoderParameters<double>;
extern template class TinyDecoder<float>;
extern template class TinyDecoder<double>;

} // namespace atlas
