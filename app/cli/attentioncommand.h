// `attention-atlas-cli attention`: one JSON request in, one JSON response out (docs/cli.md).
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace atlas {

class AttentionCommand {
    Q_DECLARE_TR_FUNCTIONS(AttentionCommand)

public:
    // arguments[0] is the command name. Returns the process exit status.
    static int run(const QStringList &arguments);
};

} // namespace atlas
