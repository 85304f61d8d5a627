#include "schemacommand.h"

#include "commandline.h"

#include "core/packschema.h"
#include "core/pluginregistry.h"

#include <QCommandLineParser>

namespace atlas {

int SchemaCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Prints the JSON Schema (Draft 2020-12) of a pack's manifest, pack.json, with every question kind "
           "and every chapter kind's params this installation has, for an editor to check and complete a pack as it is written. "
           "attention-atlas-cli validate checks everything the schema says and more."));
    const QCommandLineOption noPlugins(QStringLiteral("no-plugins"),
                                       tr("Only what the application ships: the built-in question kinds, and the params "
                                          "of the chapter kinds in its own plugin folder; no question-kind plugin is "
                                          "loaded and ATLAS_PLUGIN_PATH is ignored (this is docs/pack.schema.json)."));
    parser.addOption(noPlugins);
    parser.addHelpOption();
    if (const std::optional<int> status = CommandLine::parse(parser, arguments, 0))
        return *status;
    // A chapter kind's params come from its plugin's metadata: reading it loads no plugin.
    PluginRegistry registry;
    if (parser.isSet(noPlugins)) {
        registry.scan({PluginRegistry::builtInFolder()});
    } else {
        registry.scan(PluginRegistry::defaultSearchPaths());
        registry.loadQuestionKinds();
    }
    CommandLine::writeStdout(PackSchema::toJson(PackSchema::document(registry.chapterParamsDeclarations())).toStdString());
    return 0;
}

} // namespace atlas
