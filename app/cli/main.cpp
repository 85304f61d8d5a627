// attention-atlas-cli: the engine and the pack tools without a window.
//
//   attention-atlas-cli attention [--input FILE]
//   attention-atlas-cli pack      [--input FILE]
//   attention-atlas-cli variance  --dk N [--samples S] [--seed K] [--keys T] …
//   attention-atlas-cli bench     --length T --heads H --dk D --mask M --pass P --precision F …
//   attention-atlas-cli validate  DIR
//   attention-atlas-cli schema    [--no-plugins]
//   attention-atlas-cli new-pack  DIR [--id ID] [--title T] [--languages en,de]
//   attention-atlas-cli train-induction [--seed S] [--steps N] [--threads K] …
//   attention-atlas-cli questions import|export --format gift|moodle-xml …
#include "attentioncommand.h"
#include "benchcommand.h"
#include "commandline.h"
#include "newpackcommand.h"
#include "packcommand.h"
#include "questionscommand.h"
#include "schemacommand.h"
#include "traininductioncommand.h"
#include "validatecommand.h"
#include "variancecommand.h"

#include <QCoreApplication>

#include <functional>

namespace {

struct Command {
    const char *name;
    const char *summary;
    std::function<int(const QStringList &)> run;
};

QString usage(const std::vector<Command> &commands)
{
    QString text = QCoreApplication::translate("main", "Usage: attention-atlas-cli <command> [options]\n\nCommands:\n");
    for (const Command &c : commands)
        text += QStringLiteral("  %1  %2\n").arg(QLatin1String(c.name), -10).arg(QCoreApplication::translate("main", c.summary));
    text += QCoreApplication::translate("main", "\nRun 'attention-atlas-cli <command> --help' for a command's options.\n");
    return text;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("attention-atlas-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("Attention Atlas"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ATLAS_VERSION));

    const std::vector<Command> commands{
        {"attention", QT_TRANSLATE_NOOP("main", "multi-head self-attention with every intermediate and gradients (JSON in, JSON out)"), &atlas::AttentionCommand::run},
        {"pack", QT_TRANSLATE_NOOP("main", "pack documents into blocks with labels, loss mask and document-aware mask"), &atlas::PackCommand::run},
        {"variance", QT_TRANSLATE_NOOP("main", "the seeded scaling-variance experiment"), &atlas::VarianceCommand::run},
        {"validate", QT_TRANSLATE_NOOP("main", "check a chapter pack completely"), &atlas::ValidateCommand::run},
        {"schema", QT_TRANSLATE_NOOP("main", "print the JSON Schema of pack.json, with every question kind installed"), &atlas::SchemaCommand::run},
        {"new-pack", QT_TRANSLATE_NOOP("main", "write a new, valid chapter pack to start from"), &atlas::NewPackCommand::run},
        {"train-induction", QT_TRANSLATE_NOOP("main", "train a two-layer decoder until an induction head forms; the run as JSON"), &atlas::TrainInductionCommand::run},
        {"bench", QT_TRANSLATE_NOOP("main", "measure an attention kernel on this machine (time, GFLOP/s, memory)"), &atlas::BenchCommand::run},
        {"questions", QT_TRANSLATE_NOOP("main", "import Moodle questions (GIFT, Moodle XML) into a pack, or export a pack's questions for Moodle"), &atlas::QuestionsCommand::run},
    };

    // The commands' names, for the messages: said once, in the table above.
    QStringList commandNames;
    for (const Command &c : commands)
        commandNames.append(QLatin1String(c.name));
    const QString names = commandNames.join(QStringLiteral(", "));

    QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() < 2) {
        atlas::CommandLine::writeStderr(QStringLiteral("error: ")
                                        + QCoreApplication::translate("main", "missing command (expected one of: %1; see 'attention-atlas-cli --help')").arg(names));
        return atlas::CommandLine::usageError;
    }
    const QString name = arguments.at(1);
    if (name == QLatin1String("--help") || name == QLatin1String("-h") || name == QLatin1String("help")) {
        atlas::CommandLine::writeStdout(usage(commands).toStdString());
        return 0;
    }
    if (name == QLatin1String("--version")) {
        atlas::CommandLine::writeStdout("attention-atlas-cli " ATLAS_VERSION "\n");
        return 0;
    }
    for (const Command &c : commands)
        if (name == QLatin1String(c.name))
            return c.run(arguments.mid(1));
    atlas::CommandLine::writeStderr(QStringLiteral("error: ")
                                    + QCoreApplication::translate("main", "unknown command '%1' (expected one of: %2)").arg(name, names));
    return atlas::CommandLine::usageError;
}
