// Logging categories for diagnostics (never for what the learner reads: that goes through tr).
// Enable with QT_LOGGING_RULES="atlas.*.debug=true".
#pragma once

#include <QLoggingCategory>

namespace atlas {
Q_DECLARE_LOGGING_CATEGORY(lcPack)
Q_DECLARE_LOGGING_CATEGORY(lcProgress)
Q_DECLARE_LOGGING_CATEGORY(lcPlugins)
Q_DECLARE_LOGGING_CATEGORY(lcModels)
} // namespace atlas
