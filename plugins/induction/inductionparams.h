// The params of chapter kind "induction" (documented in docs/pack-format.md, "Chapter kinds"):
// the settings a two-layer attention-only decoder starts from when it is trained on the
// repeated-token task until an induction head forms (atlas/inductiontrainer.h).
//
//     preset         "default" | "larger" | "quick": the engine's presets (inductionPreset);
//                    every field below that is given overrides the preset's value
//     vocabulary     V, 4–64 random tokens           repeat        R, 2–32 tokens per copy
//     min_repeat     r's lower bound (varied copy length; = repeat: every copy has R tokens)
//     begin_token    a BOS token first                layers        1–3
//     heads          1–8 per layer                    width         d, 4–256, a multiple of heads
//     positions      learned position embeddings      batch         1–256 sequences per step
//     optimizer      "adam" | "sgd"                   learning_rate (0, 1]
//     warmup         0–100 000 steps of linear warm-up
//     clip           0 (off) – 100: the gradient norm clipped to
//     steps          1–100 000: how many steps one press of Train runs
//     seed           0 – 2³¹ − 1: the initial weights and every batch
//     token_labels   how the token ids are written: at least V distinct labels of 1–8
//                    characters without white space (default: the 65 syllables ba, be, … vu)
//     sequence       the "your own sequence" text shown first: labels separated by spaces
//     trained_model  a model file in the pack (atlas/decoderarchive.h, as written by
//                    `attention-atlas-cli train-induction --save`): a model trained with these
//                    settings that the learner can open without waiting, and that screenshots show
//
// Every defect is reported with its location and what was expected; reading never throws and
// needs no widget (the command-line validator uses it). Qt Core only.
#pragma once

#include "core/paramsreport.h"

#include <atlas/inductiontrainer.h>

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

namespace atlas {

struct InductionParams {
    Q_DECLARE_TR_FUNCTIONS(InductionParams)

public:
    static constexpr int minVocabulary = 4;
    static constexpr int maxVocabulary = 64;
    static constexpr int minRepeat = 2;
    static constexpr int maxRepeat = 32;
    static constexpr int maxLayers = 3;
    static constexpr int maxHeads = 8;
    static constexpr int minWidth = 4;
    static constexpr int maxWidth = 256;
    static constexpr int maxBatch = 256;
    static constexpr double maxLearningRate = 1;
    static constexpr int maxWarmup = 100000;
    static constexpr double maxClip = 100;
    static constexpr int maxSteps = 100000;
    static constexpr int maxLabelLength = 8;

    InductionPreset preset = InductionPreset::Default;
    // The preset with the params' overrides; `threads` is the machine's business (the
    // session sets it), `steps` the steps of one run.
    InductionTrainingConfig config = inductionPreset(InductionPreset::Default);
    QStringList tokenLabels = defaultTokenLabels();
    QString sequence = defaultSequence();
    QString trainedModel; // relative to the pack; empty: none

    // The syllables ba be bi bo bu da … vu (65 labels, in alphabetical order).
    static QStringList defaultTokenLabels();
    static QString defaultSequence();
    static QString presetName(InductionPreset preset); // "default", "larger", "quick"
    static QStringList keys();

    // Reads `params`, reporting every defect in `report`. The result is usable (defaults in
    // place of anything wrong) even when the report has errors.
    static InductionParams read(const QJsonObject &params, ParamsReport &report);
};

} // namespace atlas
