#include "packloader.h"

#include "bodychecker.h"
#include "kinds/choicechecks.h"
#include "kinds/questionformchecks.h"
#include "jsonlocator.h"
#include "jsonparser.h"
#include "logging.h"
#include "manifestfields.h"
#include "manifestreader.h"
#include "packdiagnostics.h"
#include "packfile.h"
#include "packlimits.h"
#include "packpaths.h"
#include "paramschecker.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace atlas {

namespace {

// The manifest as a JSON object, or nullopt (with the reason reported) when the file is not a
// safe, readable, well-formed manifest of the format this version reads: then nothing else of
// the pack can be checked.
std::optional<QJsonObject> readManifestObject(const QString &directory, const PackPaths &paths,
                                              PackDiagnostics &diagnostics)
{
    const QString &shown = diagnostics.manifestFile();
    if (paths.root().isEmpty() || !QFileInfo(paths.root()).isDir()) {
        diagnostics.fileError(directory, DiagnosticCode::File, PackLoader::tr("not a folder (a chapter pack is a folder holding %1)").arg(PackLoader::manifestName()));
        return std::nullopt;
    }
    const QFileInfo manifestInfo(QDir(directory).filePath(PackLoader::manifestName()));
    if (manifestInfo.isSymLink() && (!manifestInfo.exists() || !paths.contains(manifestInfo.absoluteFilePath()))) {
        // A dangling link or a loop does not leave the pack: it leads nowhere.
        diagnostics.fileError(shown, manifestInfo.exists() ? DiagnosticCode::Unsafe : DiagnosticCode::Missing,
                              manifestInfo.exists() ? PackLoader::tr("a symbolic link that leaves the pack folder")
                                            : PackLoader::tr("a symbolic link to nothing"));
        return std::nullopt;
    }
    const PackFile::Contents read = PackFile::read(QDir(paths.root()).filePath(PackLoader::manifestName()),
                                                   PackLimits::maxManifestBytes);
    if (!read.ok()) {
        diagnostics.fileError(shown, read.code, read.error);
        return std::nullopt;
    }
    diagnostics.setManifestText(read.data);
    const JsonLocator &locator = *diagnostics.locator();
    qsizetype tooDeepAt = 0;
    if (JsonLocator::nestingDepth(read.data, PackLimits::maxNestingDepth, &tooDeepAt) > PackLimits::maxNestingDepth) {
        const JsonLocator::Position p = locator.positionOf(tooDeepAt);
        diagnostics.fileError(shown, DiagnosticCode::TooLarge, PackLoader::tr("nested deeper than %1 levels").arg(PackLimits::maxNestingDepth), p.line, p.column);
        return std::nullopt;
    }
    // The strict grammar of docs/pack-format.md ("Numbers and objects"): a key given twice, a
    // number JSON does not allow or an integer beyond 2⁵³ − 1 is an error, never guessed at.
    JsonParseFailure parseFailure;
    const std::optional<QJsonValue> document = JsonParser::parse(read.data, &parseFailure);
    if (!document) {
        diagnostics.fileError(shown, DiagnosticCode::Syntax,
                              parseFailure.validJson ? parseFailure.message
                                                     : PackLoader::tr("invalid JSON: %1").arg(parseFailure.message),
                              parseFailure.line, parseFailure.column, parseFailure.path.toPointer());
        return std::nullopt;
    }
    if (!document->isObject()) {
        diagnostics.fileError(shown, DiagnosticCode::WrongType, PackLoader::tr("expected a JSON object at the top level"), 1, 1);
        return std::nullopt;
    }
    const QJsonObject root = document->toObject();
    const JsonPath formatPath = JsonPath::field(QStringLiteral("format"));
    if (!root.contains(QLatin1String("format"))) {
        diagnostics.error(formatPath, DiagnosticCode::Missing, PackLoader::tr("missing (the pack format; this version reads format 1)"));
        return std::nullopt;
    }
    if (!root.value(QLatin1String("format")).isDouble() || root.value(QLatin1String("format")).toDouble() != 1.0) {
        diagnostics.error(formatPath, DiagnosticCode::Invalid, PackLoader::tr("unsupported pack format %1; this version reads format 1")
                                          .arg(QString::fromUtf8(QJsonDocument(QJsonArray{root.value(QLatin1String("format"))}).toJson(QJsonDocument::Compact)).mid(1).chopped(1)));
        return std::nullopt;
    }
    return root;
}

} // namespace

int PackLoadResult::chapterErrorCount(int index) const
{
    return int(std::count_if(diagnostics.cbegin(), diagnostics.cend(), [index](const Diagnostic &d) { return d.chapter == index && d.isError(); }));
}

int PackLoadResult::chapterWarningCount(int index) const
{
    return int(std::count_if(diagnostics.cbegin(), diagnostics.cend(), [index](const Diagnostic &d) { return d.chapter == index && !d.isError(); }));
}

PackLoadResult PackLoader::load(const QString &directory, const Options &options)
{
    PackDiagnostics diagnostics(QDir(directory).filePath(manifestName()));
    const PackPaths paths(directory);
    PackLoadResult result;
    const std::optional<QJsonObject> root = readManifestObject(directory, paths, diagnostics);
    if (!root) {
        result.diagnostics = diagnostics.diagnostics();
        return result;
    }

    ChapterPack pack;
    pack.directory = paths.root();
    ManifestFields fields(diagnostics);
    ManifestReader manifest(fields, paths);
    manifest.read(*root, pack);
    for (const ChoiceChecks::Finding &f : ChoiceChecks::clusteredAnswers(pack))
        diagnostics.warning(JsonPath::field(QStringLiteral("chapters")) / f.chapter / QStringLiteral("questions") / f.question
                                / QStringLiteral("answer"), DiagnosticCode::Guessable,
                            f.message);

    // Params and bodies once every chapter and question id is known: params may name questions
    // of other chapters, and links may name other chapters.
    QStringList chapterIds;
    for (const ChapterSpec &chapter : std::as_const(pack.chapters))
        if (!chapter.id.isEmpty() && !chapterIds.contains(chapter.id))
            chapterIds.append(chapter.id);
    ParamsChecker params(options.catalog, diagnostics, manifest.questions().questionIds(), paths, directory);
    BodyChecker bodies(directory, paths, fields);
    const JsonPath chaptersPath = JsonPath::field(QStringLiteral("chapters"));
    for (qsizetype i = 0; i < pack.chapters.size(); ++i) {
        diagnostics.setCurrentChapter(static_cast<int>(i));
        ChapterSpec &chapter = pack.chapters[i];
        params.check(chapter, pack, chaptersPath / i);
        // A body's defects are errors for the author but leave the chapter usable: the reading
        // view shows each in place, and the chapter's lab and questions work.
        diagnostics.setCurrentChapter(static_cast<int>(i), false);
        if (options.checkBodies)
            bodies.check(chapter, chaptersPath / i, chapterIds);
    }
    diagnostics.setCurrentChapter(-1);
    // What lets a learner answer by the form of a question; against each body as the body
    // check read it for its language (none without checkBodies).
    const auto bodyText = [&](qsizetype index, const QString &language) { return bodies.text(pack.chapters.at(index), language); };
    for (const QuestionFormChecks::Finding &f : QuestionFormChecks::check(pack, bodyText))
        diagnostics.warning(f.path, DiagnosticCode::Guessable, f.message);
    fields.reportLanguageGaps();
    // Usability, decided once every finding is in.
    diagnostics.decideUsability(pack.chapters);

    result.pack = pack;
    result.diagnostics = diagnostics.diagnostics();
    qCDebug(lcPack) << "loaded" << directory << result.errorCount() << "errors" << result.warningCount() << "warnings";
    return result;
}

} // namespace atlas
