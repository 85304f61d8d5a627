// The long-context chapter's params: where its lab's three sections start.
//
//     length        4–48 positions of the band picture (default 24)
//     window        W, 1–48 keys of the sliding window drawn (default 4)
//     layers        1–8 layers whose reach the picture shows (default 3)
//     bench_length  1024–16384 positions timed with and without a window (default 8192)
//     bench_window  W of the timed window, 16–4096 (default 512)
//     steps         1–20000 training steps of each of the two decoders (default 8000, the
//                   engine's SinkExperiment::chapterPreset; fewer learn less)
//     tune_steps    1–2000 steps of each fine-tuning the lab offers (default 200)
//     seed          seeds the decoders' weights and texts (default 2)
//
// Every defect is reported at its path with what was expected; reading never throws and needs
// no widget. Qt Core only.
#pragma once

#include "core/paramsreport.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <cstdint>

namespace atlas {

struct LongContextParams {
    Q_DECLARE_TR_FUNCTIONS(LongContextParams)

public:
    static constexpr int minLength = 4, maxLength = 48;
    static constexpr int maxLayers = 8;
    static constexpr int minBenchLength = 1024, maxBenchLength = 16384;
    static constexpr int minBenchWindow = 16, maxBenchWindow = 4096;
    static constexpr int maxSteps = 20000;
    static constexpr int maxTuneSteps = 2000;

    int length = 24;
    int window = 4;
    int layers = 3;
    int benchLength = 8192;
    int benchWindow = 512;
    int steps = 8000;
    int tuneSteps = 200;
    std::uint64_t seed = 2;

    static QStringList keys();
    // Reads `params`, reporting every defect in `report`; the result is usable (defaults in
    // place of anything wrong) even when the report has errors.
    static LongContextParams read(const QJsonObject &params, ParamsReport &report);
};

} // namespace atlas
