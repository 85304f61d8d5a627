// `attention-atlas-cli validate DIR`: checks a chapter pack completely (docs/cli.md).
// Exit status 0 valid (warnings allowed), 1 invalid, 2 usage error; with --strict a warning
// makes the pack invalid too (status 1). With --json the findings are one JSON object, each
// with its stable code (core/diagnosticsink.h). With --watch it stays, printing a fresh
// report each time a file of the pack is saved (PackWatcher), until it is interrupted.
#pragma once

#include "core/packloader.h"

#include <QCoreApplication>
#include <QStringList>

#include <string>

namespace atlas {

class ValidateCommand {
    Q_DECLARE_TR_FUNCTIONS(ValidateCommand)

public:
    static int run(const QStringList &arguments);

private:
    // Validates the pack and appends the report (lines and summary, or JSON) to `out`;
    // returns the exit status it stands for.
    static int report(const QString &directory, const PackLoader::Options &options, bool strict, bool json,
                      std::string &out);
    static std::string jsonReport(const QString &directory, const PackLoadResult &result, bool pluginsChecked,
                                  bool strict, bool valid);
};

} // namespace atlas
