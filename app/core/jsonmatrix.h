// A matrix read from JSON into the engine's type: a rectangular, non-empty array of arrays of
// finite numbers within limits, each defect recorded in the JsonReader at its place. Apart from
// JsonReader because it shows an engine type, which no installed header may (the engine makes
// no ABI promise): the application's readers use it; a kind built against the installed SDK
// reads rows with JsonReader::numbers.
#pragma once

#include "core/coreexport.h"

#include "jsonreader.h"

#include <atlas/types.h>

#include <QJsonValue>

#include <optional>

namespace atlas {

struct MatrixLimits {
    qsizetype maxRows = 4096;
    qsizetype maxColumns = 4096;
    qsizetype maxElements = qsizetype(1) << 24;
};

class ATLAS_CORE_EXPORT JsonMatrix {
public:
    static std::optional<Matrix<double>> read(JsonReader &reader, const QJsonValue &value, const JsonPath &path,
                                              const MatrixLimits &limits = {});
};

} // namespace atlas
