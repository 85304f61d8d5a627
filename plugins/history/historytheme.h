// One word of a timeline's filter vocabulary ("mechanism", "efficiency", …).
#pragma once

#include "core/localizedtext.h"

#include <QString>

namespace atlas {

struct HistoryTheme {
    QString id;         // what entries name in their "themes"
    LocalizedText name; // the pack's name for it; empty for a built-in theme (named by the plugin)

    bool isBuiltIn() const { return name.isEmpty(); }
};

} // namespace atlas
