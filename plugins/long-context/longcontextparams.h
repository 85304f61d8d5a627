// The long-context chapter's params: where its lab's three sections start. Its fields, their
// bounds and defaults are declared in long-context.params.json (atlas::declared::long_context);
// the training steps' default is the engine's SinkExperiment::chapterPreset (fewer learn less).
//
// Every defect is reported at its path with what was expected; reading never throws and needs
// no widget. Qt Core only.
#pragma once

#include "core/paramsreport.h"
#include "long-context.params.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <cstdint>

namespace atlas {

struct LongContextParams {
    Q_DECLARE_TR_FUNCTIONS(LongContextParams)

public:
    int length = declared::long_context::length::defaultValue;
    int window = declared::long_context::window::defaultValue;
    int layers = declared::long_context::layers::defaultValue;
    int benchLength = declared::long_context::bench_length::defaultValue;
    int benchWindow = declared::long_context::bench_window::defaultValue;
    int steps = declared::long_context::steps::defaultValue;
    int tuneSteps = declared::long_context::tune_steps::defaultValue;
    std::uint64_t seed = declared::long_context::seed::defaultValue;

    // Reads `params`, reporting every defect in `report`; the result is usable (defaults in
    // place of anything wrong) even when the report has errors.
    static LongContextParams read(const QJsonObject &params, ParamsReport &report);
};

} // namespace atlas
