// Sampling temperature: a knob on a model's *output*, not on its attention.
//
// A language model turns its final hidden vector y (one row of the layer output) into logits
// over a vocabulary with an unembedding; here a toy one, tied to the input embeddings (as in
// many decoders): the logit of vocabulary entry j is the dot product with its embedding eⱼ,
//     zⱼ = y · eⱼ.
// The next-token distribution at sampling temperature τₛ > 0 is
//     pⱼ = exp(zⱼ/τₛ) / Σₗ exp(zₗ/τₛ)
// computed as exp((zⱼ − max z)/τₛ) / Σₗ …, so no exponent is positive and no division by
// zero can happen. τₛ < 1 sharpens p towards the largest logit, τₛ > 1 flattens it.
//
// τₛ acts after the whole network has run: changing it cannot change any attention weight
// or any hidden vector. The attention temperature τ (multiheadattention.h) sits inside the
// softmax of every attention layer and changes the weights themselves.
#pragma once

#include "atlas/types.h"

namespace atlas {

class NextTokenDistribution {
public:
    // z = y·Eᵀ for the embeddings E (vocabulary × d). Throws ShapeError when y does not have
    // d entries.
    static RowVector<double> logits(const RowVector<double> &hidden, MatrixRef<double> embeddings);

    // softmax(z / τₛ). Throws ShapeError on an empty z, a non-finite logit, or τₛ not a
    // finite number > 0.
    static RowVector<double> probabilities(const RowVector<double> &logits, double temperature);
};

} // namespace atlas
