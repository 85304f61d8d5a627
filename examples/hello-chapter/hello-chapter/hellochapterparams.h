// The params of chapter kind "hello-chapter": one query's scores over a few keys, and the
// temperature of its softmax. Their fields, bounds and defaults are declared in
// hello-chapter.params.json; the SDK writes them as atlas::declared::hello_chapter.
//
// Every defect is reported at its JSON path with what was expected, and a defective field
// keeps its default, so what read() returns is always usable. Unknown keys are errors (they
// are usually typos). Qt Core only: `attention-atlas-cli validate` reads params through here
// without creating a widget.
#pragma once

#include "core/paramsreport.h"
#include "hello-chapter.params.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <cmath>
#include <vector>

namespace hello {

struct HelloChapterParams {
    Q_DECLARE_TR_FUNCTIONS(HelloChapterParams)

public:
    static constexpr int minKeys = atlas::declared::hello_chapter::scores::minItems;
    static constexpr int maxKeys = atlas::declared::hello_chapter::scores::maxItems;
    static constexpr double scoreLimit = atlas::declared::hello_chapter::scores::itemMaximum;
    static constexpr double minTemperature = atlas::declared::hello_chapter::temperature::minimum;
    static constexpr double maxTemperature = atlas::declared::hello_chapter::temperature::maximum;

    std::vector<double> scores{0.0, std::log(3.0)};
    double temperature = atlas::declared::hello_chapter::temperature::defaultValue;

    static HelloChapterParams read(const QJsonObject &params, atlas::ParamsReport &report);
};

} // namespace hello
