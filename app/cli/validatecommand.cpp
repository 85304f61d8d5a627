#include "validatecommand.h"

#include "commandline.h"
#include "jsonwriter.h"

#include "core/packloader.h"
#include "core/packwatcher.h"
#include "core/pluginregistry.h"

#include <QTime>

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
    const QCommandLineOption json(QStringLiteral("json"),
                                  tr("Print one JSON object (the diagnostics with their codes, and the counts) "
                                     "instead of lines, for scripts and editors."));
    parser.addOption(json);
    const QCommandLineOption watch(QStringLiteral("watch"),
                                   tr("Keep watching the pack: validate it again and print a fresh report each time "
                                      "one of its files is saved, until Ctrl+C."));
    parser.addOption(watch);
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
        registry.loadQuestionKinds();
        options.catalog = &registry;
    }
    const bool strictSet = parser.isSet(strict);
    const bool jsonSet = parser.isSet(json);
    // Watching starts before the first report: a save made while it is being written is not
    // missed, it brings the next one.
    PackWatcher watcher;
    if (parser.isSet(watch))
        watcher.watch(directory);
    std::string out;
    const int status = report(directory, options, strictSet, jsonSet, out);
    CommandLine::writeStdout(out);
    if (!parser.isSet(watch))
        return status;

    //: Printed to standard error when validate --watch starts; %1 is the pack folder
    CommandLine::writeStderr(tr("watching %1 for changes; press Ctrl+C to stop").arg(directory));
    QObject::connect(&watcher, &PackWatcher::changed, &watcher, [&] {
        std::string again;
        if (!jsonSet)
            //: The line before each report of validate --watch; %1 is the time of day
            again = tr("— %1: the pack changed; validating again —").arg(QTime::currentTime().toString(QStringLiteral("HH:mm:ss"))).toStdString() + '\n';
        report(directory, options, strictSet, jsonSet, again);
        CommandLine::writeStdout(again);
    });
    return QCoreApplication::exec();
}

int ValidateCommand::report(const QString &directory, const PackLoader::Options &options, bool strictSet, bool jsonSet,
                            std::string &out)
{
    const PackLoadResult result = PackLoader::load(directory, options);
    const int errors = result.errorCount();
    const int warnings = result.warningCount();
    const bool strictFailure = strictSet && errors == 0 && warnings > 0;
    const int status = errors == 0 && !strictFailure ? 0 : 1;
    if (jsonSet) {
        out += jsonReport(directory, result, options.catalog != nullptr, strictSet, status == 0);
        return status;
    }

    for (const Diagnostic &d : result.diagnostics)
        out += d.toString().toStdString() + '\n';
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
    return status;
}

std::string ValidateCommand::jsonReport(const QString &directory, const PackLoadResult &result, bool pluginsChecked,
                                        bool strict, bool valid)
{
    std::string out;
    JsonWriter w(out);
    const auto text = [&w](const QString &s) { w.value(std::string_view(s.toStdString())); };
    w.beginObject();
    w.key("pack");
    text(directory);
    w.key("valid");
    w.value(valid);
    w.key("errors");
    w.value(result.errorCount());
    w.key("warnings");
    w.value(result.warningCount());
    w.key("chapters");
    if (result.pack)
        w.value(static_cast<std::int64_t>(result.pack->chapters.size()));
    else
        w.null();
    w.key("questions");
    if (result.pack)
        w.value(static_cast<std::int64_t>(result.pack->allQuestions().size()));
    else
        w.null();
    w.key("plugins_checked");
    w.value(pluginsChecked);
    w.key("strict");
    w.value(strict);
    w.key("diagnostics");
    w.beginArray();
    for (const Diagnostic &d : result.diagnostics) {
        w.beginObject();
        w.key("severity");
        w.value(std::string_view(d.isError() ? "error" : "warning"));
        w.key("code");
        w.value(std::string_view(diagnosticCodeName(d.code).data(), std::size_t(diagnosticCodeName(d.code).size())));
        w.key("file");
        text(d.file);
        // 0 (unknown) is written as null: a line or column is 1-based.
        w.key("line");
        if (d.line > 0)
            w.value(d.line);
        else
            w.null();
        w.key("column");
        if (d.column > 0)
            w.value(d.column);
        else
            w.null();
        w.key("pointer");
        if (d.pointer.isEmpty())
            w.null();
        else
            text(d.pointer);
        w.key("message");
        text(d.message);
        w.endObject();
    }
    w.endArray();
    w.endObject();
    out += '\n';
    return out;
}

} // namespace atlas
