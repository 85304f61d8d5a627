// What each head reads and writes: the circuits view of Elhage et al. (2021), "A Mathematical
// Framework for Transformer Circuits", for the tiny decoder (tinydecoder.h).
//
// Row vectors, width d, head h with dₖ = dᵥ columns of its own in Wq, Wk, Wv and dᵥ rows in Wo:
//     W_QK^h = W_q^h (W_k^h)ᵀ        d × d    score of query x_i on key x_j: x_i W_QK x_jᵀ / √dₖ
//     W_OV^h = W_v^h W_o^h           d × d    what reading x_j writes into the residual: x_j W_OV
// W_QK decides *where* the head looks, W_OV *what* it moves; the softmax sits between them, so
// the two can be studied apart. Both are products through dₖ (or dᵥ) columns: rank ≤ dₖ. H heads
// of width d/H cost the parameters of one head of width d (4d² with Wo) but form H patterns.
//
// Over the vocabulary (token embeddings E, V × d; unembedding U, d × V; positions left out):
//     QK over tokens = E W_QK Eᵀ     V × V    row: the query's token, column: the key's token
//     OV over tokens = E W_OV U      V × V    row: the token read, column: the logit it raises —
//                                             the direct path to the output, skipping later layers
// A copying head's OV circuit raises the logit of the token it reads: its matrix has positive
// eigenvalues. The copying score is Σλᵢ / Σ|λᵢ| over its (complex) eigenvalues: 1 for pure
// copying, −1 for pure anti-copying, near 0 for neither (the paper's summary statistic).
//
// Composition: head a of an earlier layer writes x W_OV^a; head b of a later layer reads it
// through its queries (Q-), its keys (K-) or its values (V-composition):
//     Q:  ‖W_OV^a W_QK^b‖_F        K:  ‖W_QK^b (W_OV^a)ᵀ‖_F        V:  ‖W_OV^a W_OV^b‖_F
// each divided by ‖W_OV^a‖_F ‖W_QK^b‖_F (or ‖W_OV^a‖_F ‖W_OV^b‖_F): a number in [0, 1] that
// does not depend on how large either head's weights are. An induction head K-composes with a
// previous-token head: its keys are built from what that head wrote.
#pragma once

#include "atlas/tinydecoder.h"

#include <vector>

namespace atlas {

struct HeadComposition {
    double q = 0, k = 0, v = 0;
};

class HeadCircuits {
public:
    // Throw ShapeError unless 0 ≤ layer < L and 0 ≤ head < H.
    static Matrix<double> qk(const DecoderParameters<double> &parameters, const DecoderConfig &config, Index layer, Index head);
    static Matrix<double> ov(const DecoderParameters<double> &parameters, const DecoderConfig &config, Index layer, Index head);
    static Matrix<double> tokenQK(const DecoderParameters<double> &parameters, const DecoderConfig &config, Index layer, Index head);
    static Matrix<double> tokenOV(const DecoderParameters<double> &parameters, const DecoderConfig &config, Index layer, Index head);

    // Σλᵢ / Σ|λᵢ| of a square matrix (0 when every eigenvalue is 0). Throws ShapeError unless square.
    static double copyingScore(const Matrix<double> &square);
    // Singular values, largest first.
    static std::vector<double> singularValues(const Matrix<double> &m);
    // Head (earlierLayer, a) into head (laterLayer, b); throws ShapeError unless earlierLayer < laterLayer.
    static HeadComposition composition(const DecoderParameters<double> &parameters, const DecoderConfig &config,
                                       Index earlierLayer, Index a, Index laterLayer, Index b);
};

} // namespace atlas
