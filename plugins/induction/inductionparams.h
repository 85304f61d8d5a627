// The params of chapter kind "induction" (documented in docs/pack-format.md, "Chapter kinds"):
// the settings a two-layer attention-only decoder starts from when it is trained on the
// repeated-token task until an induction head forms (atlas/inductiontrainer.h): a preset of the
// engine's (inductionPreset), and every setting given overriding the preset's. Its fields, their
// bounds and defaults are declared in induction.params.json (atlas::declared::induction); what
// the declaration cannot say — the copy lengths against the vocabulary, the width against the
// heads, the labels against the vocabulary, the sequence against the labels, and the model file
// (atlas/decoderarchive.h, as `attention-atlas-cli train-induction --save` writes it) as a path
// in the pack — is checked here.
//
// Every defect is reported with its location and what was expected; reading never throws and
// needs no widget (the command-line validator uses it). Qt Core only.
#pragma once

#include "core/paramsreport.h"
#include "induction.params.h"

#include <atlas/inductiontrainer.h>

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

namespace atlas {

struct InductionParams {
    Q_DECLARE_TR_FUNCTIONS(InductionParams)

public:
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

    // Reads `params`, reporting every defect in `report`. The result is usable (defaults in
    // place of anything wrong) even when the report has errors.
    static InductionParams read(const QJsonObject &params, ParamsReport &report);
};

} // namespace atlas
