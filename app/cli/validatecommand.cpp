#include "validatecommand.h"

#include "commandline.h"

#include "core/packloader.h"
#include "core/pluginregistry.h"

namespace atlas {

int ValidateCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Checks a chapter pack completely: the manifest, every referenced file, every "
           "chapter's params (through its plugin) and every question. Prints one diagnostic "
           "per line (FILE:LINE:COLUMN: error|warning: MESSAGE) and a summary."));
    parser.addPositionalArgument(QStringLiteral("DIR"), tr("The pack folder (it holds pack.json)."));
    const QCommandLineOption noPlugins(QStringLiteral("no-plugins"),
                                       tr("Do not load chapter plugins: kinds and params are not checked."));
    parser.addOption(noPlugins);
    const QCommandLineOption strict(QStringLiteral("strict"),
                                    tr("Treat warnings as errors: exit with status 1 when there is any warning."));
    parser.addOption(strict);
    parser.addHelpOption();
    if (const std::optional<int> status = CommandLine::parse(parser, arguments, 1))
        return *status;
    if (parser.positionalArguments().isEmpty()) {
        CommandLine::writeStderr(QStringLiteral("error: ") + tr("missing the pack folder (attention-atlas-cli validate DIR)"));
        return CommandLine::usageError;
    }
    const QString directory = parser.positionalArguments().constFirst();

    PluginRegistry registry;
    PackLoader::Options options;
    if (!parser.isSet(noPlugins)) {
        registry.scan(PluginRegistry::defaultSearchPaths());
        options.catalog = &registry;
    }
    const PackLoadResult result = PackLoader::load(directory, options);
    std::string out;
    for (const Diagnostic &d : result.diagnostics)
        out += d.toString().toStdString() + '\n';

    const int errors = result.errorCount();
    const int warnings = result.warningCount();
    const bool strictFailure = parser.isSet(strict) && errors == 0 && warnings > 0;
    QString summary;
    if (result.pack) {
        const int chapters = static_cast<int>(result.pack->chapters.size());
        const int questions = static_cast<int>(result.pack->allQuestions().size());
        summary = tr("%1: %2: %n error(s)", nullptr, errors).arg(directory, errors == 0 && !strictFailure ? tr("valid") : tr("invalid"))
            + QLatin1String(", ") + tr("%n warning(s)", nullptr, warnings)
            + QLatin1String(" (") + tr("%n chapter(s)", nullptr, chapters) + QLatin1String(", ")
            + tr("%n question(s)", nullptr, questions) + QLatin1Char(')');
    } else {
        summary = tr("%1: invalid: %n error(s)", nullptr, errors).arg(directory);
    }
    if (!options.catalog)
        summary += QLatin1String("; ") + tr("chapter kinds and params not checked (--no-plugins)");
    if (strictFailure)
        summary += QLatin1String("; ") + tr("warnings count as errors (--strict)");
    out += summary.toStdString() + '\n';
    CommandLine::writeStdout(out);
    return errors == 0 && !strictFailure ? 0 : 1;
}

} // namespace atlas
