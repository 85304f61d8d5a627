// atlas::JsonPath as a column of Qt Test's data tables, for every suite that needs it (declared
// once: two suites compiled in one translation unit must not declare it twice).
#pragma once

#include "core/jsonpath.h"

#include <QMetaType>

Q_DECLARE_METATYPE(atlas::JsonPath)
