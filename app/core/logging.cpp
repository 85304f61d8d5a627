#include "logging.h"

namespace atlas {
Q_LOGGING_CATEGORY(lcPack, "atlas.pack", QtWarningMsg)
Q_LOGGING_CATEGORY(lcProgress, "atlas.progress", QtWarningMsg)
Q_LOGGING_CATEGORY(lcPlugins, "atlas.plugins", QtWarningMsg)
Q_LOGGING_CATEGORY(lcModels, "atlas.models", QtWarningMsg)
} // namespace atlas
