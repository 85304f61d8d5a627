// The params of chapter kind "hello-chapter": one query's scores over a few keys, and the
// temperature of its softmax.
//
//   "scores"       2 to 8 numbers from −20 to 20, one per key (default [0, ln 3]: the weights
//                  are then 1/4 and 3/4)
//   "temperature"  τ from 0.1 to 10 (default 1): the weights are softmax(scores / τ)
//
// Every defect is reported at its JSON path with what was expected, and a defective field
// keeps its default, so what read() returns is always usable. Unknown keys are errors (they
// are usually typos). Qt Core only: `attention-atlas-cli validate` reads params through here
// without creating a widget.
#pragma once

#include "core/paramsreport.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <cmath>
#include <vector>

namespace hello {

struct HelloChapterParams {
    Q_DECLARE_TR_FUNCTIONS(HelloChapterParams)

public:
    static constexpr int minKeys = 2;
    static constexpr int maxKeys = 8;
    static constexpr double scoreLimit = 20;
    static constexpr double minTemperature = 0.1;
    static constexpr double maxTemperature = 10;

    std::vector<double> scores{0.0, std::log(3.0)};
    double temperature = 1;

    static HelloChapterParams read(const QJsonObject &params, atlas::ParamsReport &report);
};

} // namespace hello
