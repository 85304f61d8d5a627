// `attention-atlas-cli validate DIR`: checks a chapter pack completely (docs/cli.md).
// Exit status 0 valid (warnings allowed), 1 invalid, 2 usage error; with --strict a warning
// makes the pack invalid too (status 1).
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace atlas {

class ValidateCommand {
    Q_DECLARE_TR_FUNCTIONS(ValidateCommand)

public:
    static int run(const QStringList &arguments);
};

} // namespace atlas
