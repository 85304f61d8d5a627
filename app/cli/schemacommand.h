// `attention-atlas-cli schema`: prints the JSON Schema of pack.json (docs/cli.md) for the
// question kinds this installation has — the built-in ones and, unless --no-plugins, those
// question-kind plugins add — so an editor checks and completes a pack that uses them.
// docs/pack.schema.json is its output with --no-plugins.
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace atlas {

class SchemaCommand {
    Q_DECLARE_TR_FUNCTIONS(SchemaCommand)

public:
    static int run(const QStringList &arguments);
};

} // namespace atlas
