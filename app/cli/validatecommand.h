// `attention-atlas-cli validate DIR`: checks a chapter pack completely (docs/cli.md).
// Exit status 0 valid (warnings allowed), 1 invalid, 2 usage error; with --strict a warning
// makes the pack invalid too (status 1). With --json the findings are one JSON object, each
// with its stable code (core/diagnosticcode.h).
#pragma once

#include <QCoreApplication>
#include <QStringList>

#include <string>

namespace atlas {

struct PackLoadResult;

class ValidateCommand {
    Q_DECLARE_TR_FUNCTIONS(ValidateCommand)

public:
    static int run(const QStringList &arguments);

private:
    static std::string jsonReport(const QString &directory, const PackLoadResult &result, bool pluginsChecked,
                                  bool strict, bool valid);
};

} // namespace atlas
