// `attention-atlas-cli train-induction`: trains the tiny decoder on the repeated-token task
// (engine: inductiontrainer.h) and prints the run as one JSON object — the settings, the loss
// curve, the final figures on the held-out set and every head's scores and ablation.
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace atlas {

class TrainInductionCommand {
    Q_DECLARE_TR_FUNCTIONS(TrainInductionCommand)

public:
    static constexpr qint64 minSteps = 50;       // the curve has at least 50 points
    static constexpr qint64 maxSteps = 1000000;
    static constexpr qint64 maxThreads = 64;
    static constexpr qint64 maxVocabulary = 4096;
    static constexpr qint64 maxRepeat = 512;
    static constexpr qint64 maxLayers = 8;
    static constexpr qint64 maxHeads = 64;
    static constexpr qint64 maxWidth = 1024;
    static constexpr qint64 maxBatch = 4096;
    static constexpr int curvePoints = 100;      // at most 2 × this many points

    static int run(const QStringList &arguments);
};

} // namespace atlas
