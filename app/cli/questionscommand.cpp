#include "questionscommand.h"

#include "commandline.h"
#include "questionstatscommand.h"

#include "interchange/importlimits.h"
#include "interchange/moodleexport.h"
#include "core/packloader.h"
#include "core/pluginregistry.h"
#include "core/questionjson.h"
#include "interchange/moodlefile.h"
#include "interchange/moodleimport.h"
#include "interchange/questioninserter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QSaveFile>
#include <QTranslator>

#include <memory>

namespace atlas {

namespace {

int usage(const QString &message)
{
    CommandLine::writeStderr(QStringLiteral("error: ") + message);
    return CommandLine::usageError;
}

QString severityName(ImportMessage::Severity s)
{
    switch (s) {
    case ImportMessage::Severity::Note: return QStringLiteral("note");
    case ImportMessage::Severity::Warning: return QStringLiteral("warning");
    case ImportMessage::Severity::Error: return QStringLiteral("error");
    }
    return QString();
}

void report(const QString &file, const QList<ImportMessage> &messages)
{
    for (const ImportMessage &m : messages)
        CommandLine::writeStderr(QStringLiteral("%1:%2: %3: %4").arg(file).arg(m.line).arg(severityName(m.severity), m.text));
}

// The options both subcommands share.
struct Common {
    QCommandLineOption format{QStringLiteral("format"), QString(), QStringLiteral("FORMAT")};
    QCommandLineOption lang{QStringLiteral("lang"), QString(), QStringLiteral("LANG"), QStringLiteral("en")};
    QCommandLineOption chapter{QStringLiteral("chapter"), QString(), QStringLiteral("ID")};
};

// The texts the command writes (True/False, the mask note) and its messages in `language`.
void installTranslator(const QString &language)
{
    const QString code = language.section(QLatin1Char('_'), 0, 0);
    if (code == QLatin1String("en"))
        return;
    static std::unique_ptr<QTranslator> translator;
    auto candidate = std::make_unique<QTranslator>();
    if (candidate->load(QLatin1String(":/i18n/attention-atlas_") + code)) {
        translator = std::move(candidate);
        QCoreApplication::installTranslator(translator.get());
    }
}

// Parses the options both subcommands share: an exit status when the command stops here.
std::optional<int> parseCommon(QCommandLineParser &parser, const QStringList &arguments, const Common &common,
                               std::optional<MoodleFile::Format> &format, QString &language)
{
    parser.addHelpOption();
    if (const std::optional<int> status = CommandLine::parse(parser, arguments, 1))
        return *status;
    if (!parser.isSet(common.format))
        return usage(QuestionsCommand::tr("missing --format (gift or moodle-xml)"));
    format = MoodleFile::formatFromName(parser.value(common.format));
    if (!format)
        return usage(QuestionsCommand::tr("--format: expected gift or moodle-xml, got '%1'").arg(parser.value(common.format)));
    language = parser.value(common.lang);
    if (!MoodleFile::isLanguageCode(language))
        return usage(QuestionsCommand::tr("--lang: expected a language code such as en, de or de_CH, got '%1'").arg(language));
    language = LocalizedText::normalizedLanguage(language);
    installTranslator(language);
    return std::nullopt;
}

PackLoadResult loadPack(const QString &directory, bool withPlugins)
{
    static PluginRegistry registry;
    static bool scanned = false;
    PackLoader::Options options;
    if (withPlugins) {
        if (!scanned) {
            registry.scan(PluginRegistry::defaultSearchPaths());
            registry.loadQuestionKinds();
            scanned = true;
        }
        options.catalog = &registry;
    }
    return PackLoader::load(directory, options);
}

} // namespace

int QuestionsCommand::run(const QStringList &arguments)
{
    const QString sub = arguments.value(1);
    // The subcommand's name as --help shows it: "attention-atlas-cli questions import".
    QStringList rest = arguments.mid(1);
    if (!rest.isEmpty())
        rest.first().prepend(QStringLiteral("questions "));
    if (sub == QLatin1String("import"))
        return runImport(rest);
    if (sub == QLatin1String("export"))
        return runExport(rest);
    if (sub == QLatin1String("stats"))
        return QuestionStatsCommand::run(rest);
    if (sub == QLatin1String("--help") || sub == QLatin1String("--help-all") || sub == QLatin1String("-h")) {
        CommandLine::writeStdout(tr("Usage: attention-atlas-cli questions import --format gift|moodle-xml FILE [--into PACK --chapter ID] [--lang L]\n"
                                    "       attention-atlas-cli questions export --format gift|moodle-xml PACK [--chapter ID] [--lang L]\n"
                                    "       attention-atlas-cli questions stats RESULTS… [--format csv|json]\n\n"
                                    "Moodle question interchange, and item analysis of a class's results; 'questions import --help', "
                                    "'questions export --help' and 'questions stats --help' list the options.\n")
                                     .toStdString());
        return 0;
    }
    return usage(sub.isEmpty() ? tr("missing import, export or stats (attention-atlas-cli questions import|export|stats …)")
                               : tr("unknown subcommand '%1' (expected import, export or stats)").arg(sub));
}

int QuestionsCommand::runImport(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Reads Moodle questions (GIFT or Moodle XML) and prints them as the pack's question JSON, or adds them "
           "to a chapter of a pack. Questions and details the pack cannot hold are reported as FILE:LINE: warning."));
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("The GIFT or Moodle XML file."));
    Common common;
    common.format.setDescription(tr("gift or moodle-xml."));
    common.lang.setDescription(tr("The language of the file's texts (default en)."));
    common.chapter.setDescription(tr("With --into: the chapter that receives the questions."));
    const QCommandLineOption into(QStringLiteral("into"), tr("Add the questions to this pack (edits its pack.json)."), QStringLiteral("PACK"));
    parser.addOptions({common.format, common.lang, into, common.chapter});
    std::optional<MoodleFile::Format> format;
    QString language;
    if (const std::optional<int> status = parseCommon(parser, arguments, common, format, language))
        return *status;
    if (parser.positionalArguments().isEmpty())
        return usage(tr("missing the question file (attention-atlas-cli questions import --format F FILE)"));
    if (parser.isSet(into) != parser.isSet(common.chapter))
        return usage(tr("--into and --chapter go together: the pack and the chapter that receives the questions"));
    const QString file = parser.positionalArguments().constFirst();

    QFile input(file);
    if (!QFileInfo(file).isFile() || !input.open(QIODevice::ReadOnly))
        return usage(tr("%1: cannot read the file").arg(file));
    if (input.size() > ImportLimits::maxFileBytes)
        return usage(tr("%1: larger than %2 MiB").arg(file).arg(ImportLimits::maxFileBytes >> 20));
    const QByteArray bytes = input.read(ImportLimits::maxFileBytes + 1);

    const MoodleFile::Contents contents = MoodleFile::read(bytes, *format);
    if (contents.hasErrors()) {
        QList<ImportMessage> errors;
        for (const ImportMessage &m : contents.messages)
            if (m.severity == ImportMessage::Severity::Error)
                errors.append(m);
        report(file, errors);
        return CommandLine::usageError;
    }

    QSet<QString> taken;
    QString packDirectory;
    QString manifestPath;
    QByteArray manifest;
    if (parser.isSet(into)) {
        packDirectory = parser.value(into);
        const PackLoadResult before = loadPack(packDirectory, true);
        if (!before.isValid())
            return usage(tr("%1: the pack does not validate (%n error(s)); fix it first (attention-atlas-cli validate %1)", nullptr, before.errorCount())
                             .arg(packDirectory));
        manifestPath = QDir(packDirectory).filePath(PackLoader::manifestName());
        QFile m(manifestPath);
        if (!m.open(QIODevice::ReadOnly))
            return usage(tr("%1: cannot read").arg(manifestPath));
        manifest = m.readAll();
        QString error;
        const std::optional<QSet<QString>> ids = QuestionInserter::questionIds(manifest, error);
        if (!ids)
            return usage(manifestPath + QStringLiteral(": ") + error);
        taken = *ids;
    }

    const MoodleImport::Result imported = MoodleImport::convert(contents.questions, language, taken);
    QList<ImportMessage> messages = contents.messages;
    messages.append(imported.messages);
    std::stable_sort(messages.begin(), messages.end(), [](const ImportMessage &a, const ImportMessage &b) { return a.line < b.line; });
    report(file, messages);

    int warnings = 0;
    for (const ImportMessage &m : messages)
        warnings += m.severity == ImportMessage::Severity::Warning ? 1 : 0;
    int total = 0;
    for (const MoodleQuestion &q : contents.questions)
        total += q.type == QLatin1String("category") ? 0 : 1;
    const int count = static_cast<int>(imported.questions.size());
    const QString summary = tr("%1: %n question(s) imported", nullptr, count).arg(file) + QStringLiteral(", ")
        + tr("%n skipped", nullptr, total - count) + QStringLiteral(", ") + tr("%n warning(s)", nullptr, warnings);

    if (!parser.isSet(into)) {
        QString out = QStringLiteral("[");
        for (qsizetype i = 0; i < imported.questions.size(); ++i)
            out += (i == 0 ? QStringLiteral("\n  ") : QStringLiteral(",\n  ")) + QuestionJson::write(imported.questions.at(i), QStringLiteral("  "));
        out += imported.questions.isEmpty() ? QStringLiteral("]\n") : QStringLiteral("\n]\n");
        CommandLine::writeStdout(out.toStdString());
        CommandLine::writeStderr(summary);
        return 0;
    }

    const QString chapterId = parser.value(common.chapter);
    QString error;
    const std::optional<QByteArray> edited = QuestionInserter::insert(manifest, chapterId, imported.questions, error);
    if (!edited)
        return usage(manifestPath + QStringLiteral(": ") + error);
    const auto save = [&manifestPath](const QByteArray &text) {
        QSaveFile out(manifestPath);
        return out.open(QIODevice::WriteOnly) && out.write(text) == text.size() && out.commit();
    };
    if (!save(*edited))
        return usage(tr("%1: cannot write").arg(manifestPath));
    const PackLoadResult after = loadPack(packDirectory, true);
    if (!after.isValid()) {
        for (const Diagnostic &d : after.diagnostics)
            if (d.severity == Diagnostic::Severity::Error)
                CommandLine::writeStderr(d.toString());
        if (!save(manifest))
            return usage(tr("%1: cannot restore the file as it was").arg(manifestPath));
        CommandLine::writeStderr(QStringLiteral("error: ") + tr("%1: with these questions the pack would not validate; pack.json is unchanged").arg(packDirectory));
        return 1;
    }
    const QString done = summary + QStringLiteral("; ") + tr("added to chapter '%1' of %2").arg(chapterId, packDirectory) + QLatin1Char('\n');
    CommandLine::writeStdout(done.toStdString());
    return 0;
}

int QuestionsCommand::runExport(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Writes a pack's questions for Moodle, as GIFT or Moodle XML, on standard output: one category per "
           "chapter, the texts in one language. A mask question becomes a multiple-answer question over its "
           "block's slots, with a note."));
    parser.addPositionalArgument(QStringLiteral("PACK"), tr("The pack folder (it holds pack.json)."));
    Common common;
    common.format.setDescription(tr("gift or moodle-xml."));
    common.lang.setDescription(tr("The language of the texts written (default en; a missing text falls back as in the app)."));
    common.chapter.setDescription(tr("Only this chapter's questions."));
    parser.addOptions({common.format, common.lang, common.chapter});
    std::optional<MoodleFile::Format> format;
    QString language;
    if (const std::optional<int> status = parseCommon(parser, arguments, common, format, language))
        return *status;
    if (parser.positionalArguments().isEmpty())
        return usage(tr("missing the pack folder (attention-atlas-cli questions export --format F PACK)"));
    const QString directory = parser.positionalArguments().constFirst();
    const PackLoadResult result = loadPack(directory, false);
    if (!result.isValid()) {
        for (const Diagnostic &d : result.diagnostics)
            if (d.severity == Diagnostic::Severity::Error)
                CommandLine::writeStderr(d.toString());
        return usage(tr("%1: the pack does not validate (%n error(s)); nothing exported", nullptr, result.errorCount()).arg(directory));
    }
    const ChapterPack &pack = *result.pack;
    const QString only = parser.value(common.chapter);
    QList<MoodleQuestion> questions;
    QStringList notes;
    const auto target = *format == MoodleFile::Format::Gift ? MoodleExportContext::Target::Gift : MoodleExportContext::Target::MoodleXml;
    bool found = only.isEmpty();
    for (const ChapterSpec &chapter : pack.chapters) {
        if (!only.isEmpty() && chapter.id != only)
            continue;
        found = true;
        if (chapter.questions.isEmpty())
            continue;
        questions.append(MoodleExport::category(pack.title.text(language), chapter.title.text(language)));
        for (const QuestionSpec &q : chapter.questions)
            if (const std::optional<MoodleQuestion> m = MoodleExport::convert(q, language, notes, target))
                questions.append(*m);
    }
    if (!found) {
        QStringList ids;
        for (const ChapterSpec &chapter : pack.chapters)
            ids.append(chapter.id);
        return usage(tr("--chapter: the pack has no chapter '%1' (its chapters: %2)").arg(only, ids.join(QLatin1String(", "))));
    }
    for (const QString &note : notes)
        CommandLine::writeStderr(directory + QStringLiteral(": note: ") + note);
    CommandLine::writeStdout(MoodleFile::write(questions, *format).toStdString());
    return 0;
}

} // namespace atlas
