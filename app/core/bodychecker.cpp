#include "bodychecker.h"

#include "chapterpack.h"
#include "jsonlocator.h"
#include "manifestfields.h"
#include "packdiagnostics.h"
#include "packfile.h"
#include "packlimits.h"
#include "packpaths.h"
#include "text/formulaparser.h"
#include "text/markdownformulas.h"
#include "text/markdownreferences.h"
#include "text/utf8text.h"

#include <QDir>
#include <QFileInfo>

namespace atlas {

BodyChecker::BodyChecker(const QString &directory, const PackPaths &paths, ManifestFields &fields)
    : directory_(directory), paths_(paths), fields_(fields), images_(paths)
{
}

void BodyChecker::check(const ChapterSpec &chapter, const JsonPath &path, const QStringList &chapterIds)
{
    if (chapter.body.isEmpty())
        return;
    checkFile(chapter.body, chapterIds);
    for (const QString &language : fields_.languages()) {
        if (language == LocalizedText::defaultLanguage())
            continue;
        const QString candidate = ChapterPack::bodyCandidates(chapter.body, language).constFirst();
        const QFileInfo info(QDir(paths_.root()).filePath(candidate));
        if (info.exists() || info.isSymLink()) {
            const PackPaths::Resolution r = paths_.resolve(candidate);
            if (!r.ok())
                fields_.diagnostics().fileError(QDir(directory_).filePath(candidate), r.code, r.error);
            else
                checkFile(candidate, chapterIds);
        } else {
            fields_.diagnostics().warning(path / QStringLiteral("body"), DiagnosticCode::Untranslated, tr("no %1 body (%2): learners see the English one").arg(language, candidate));
        }
    }
}

QString BodyChecker::text(const ChapterSpec &chapter, const QString &language) const
{
    if (chapter.body.isEmpty())
        return {};
    // The first candidate is the language's own file ("x.de.md"; "x.md" for English).
    return texts_.value(ChapterPack::bodyCandidates(chapter.body, language).constFirst());
}

void BodyChecker::checkFile(const QString &relative, const QStringList &chapterIds)
{
    PackDiagnostics &diagnostics = fields_.diagnostics();
    const QString shown = QDir(directory_).filePath(relative);
    const PackPaths::Resolution r = paths_.resolve(relative);
    if (!r.ok()) {
        diagnostics.fileError(shown, r.code, r.error);
        return;
    }
    const PackFile::Contents read = PackFile::read(r.absolutePath, PackLimits::maxBodyBytes);
    if (!read.ok()) {
        diagnostics.fileError(shown, read.code, read.error);
        return;
    }
    const std::optional<QString> markdown = Utf8Text::decode(read.data);
    if (!markdown) {
        const qsizetype bad = Utf8Text::firstInvalidByte(read.data);
        const JsonLocator::Position p = bad < 0 ? JsonLocator::Position{} : JsonLocator(read.data).positionOf(bad);
        diagnostics.fileError(shown, DiagnosticCode::File, tr("not valid UTF-8 text"), p.line, p.column);
        return;
    }
    texts_.insert(relative, *markdown);
    checkFormulas(shown, *markdown);
    for (const MarkdownReference &ref : MarkdownReferences::bareChapterLinks(*markdown))
        diagnostics.fileWarning(shown, DiagnosticCode::Invalid, tr("'%1' outside a link is shown as plain text; write [text](%1) to link to the chapter").arg(ref.target), ref.line, ref.column);
    const QList<MarkdownReference> references = MarkdownReferences::scan(*markdown);
    if (references.size() > PackLimits::maxReferencesPerBody) {
        diagnostics.fileError(shown, DiagnosticCode::TooLarge, tr("%1 images and links, more than the limit of %2").arg(references.size()).arg(PackLimits::maxReferencesPerBody));
        return;
    }
    const QString folder = QFileInfo(relative).path();
    for (const MarkdownReference &ref : references) {
        if (ref.isAnchor())
            continue;
        if (ref.target.startsWith(QLatin1String("chapter:"))) {
            const QString id = ref.target.mid(8);
            if (!chapterIds.contains(id))
                diagnostics.fileError(shown, DiagnosticCode::Reference, tr("link to chapter '%1', which this pack does not have").arg(id), ref.line, ref.column);
            continue;
        }
        if (ref.isExternal()) {
            if (ref.image)
                diagnostics.fileError(shown, DiagnosticCode::Unsafe, tr("image '%1' is outside the pack: images are never loaded from the network").arg(ref.target), ref.line, ref.column);
            continue;
        }
        // "notes.md#part" or "icons.svg#star" name a place in a file: the file must exist.
        const QString file = ref.target.section(QLatin1Char('#'), 0, 0);
        if (const std::optional<QString> syntax = PackPaths::syntaxError(file)) {
            diagnostics.fileError(shown, DiagnosticCode::Unsafe, *syntax, ref.line, ref.column);
            continue;
        }
        const QString target = folder == QLatin1String(".") ? file : folder + QLatin1Char('/') + file;
        if (ref.image) {
            if (const std::optional<PackImageCheck::Problem> problem = images_.check(target, ref.target)) {
                if (problem->svgFile.isEmpty())
                    diagnostics.fileError(shown, problem->code, problem->message, ref.line, ref.column);
                else
                    diagnostics.fileError(QDir(directory_).filePath(problem->svgFile), problem->code, problem->message, problem->line, problem->column);
            }
            continue;
        }
        const PackPaths::Resolution resolved = paths_.resolve(target);
        if (!resolved.ok())
            diagnostics.fileError(shown, resolved.code, resolved.error, ref.line, ref.column);
    }
}

// Every $…$ and $$…$$ must parse: the reading view would show a broken one as red source.
void BodyChecker::checkFormulas(const QString &shown, const QString &markdown)
{
    PackDiagnostics &diagnostics = fields_.diagnostics();
    const MarkdownFormulas::Scan scan = MarkdownFormulas::scan(markdown);
    for (const MarkdownFormula::Position &p : scan.unclosedDisplays)
        diagnostics.fileWarning(shown, DiagnosticCode::Formula, tr("'$$' opens a display formula that is never closed; it is shown as text (write \\$ for a dollar sign)"),
                                p.line, p.column);
    if (scan.formulas.size() > PackLimits::maxFormulasPerBody) {
        diagnostics.fileError(shown, DiagnosticCode::TooLarge, tr("%1 formulas, more than the limit of %2").arg(scan.formulas.size()).arg(PackLimits::maxFormulasPerBody));
        return;
    }
    for (const MarkdownFormula &formula : scan.formulas) {
        const FormulaParseResult parsed = FormulaParser::parse(formula.tex);
        if (parsed.ok())
            continue;
        const MarkdownFormula::Position p = formula.position(parsed.error->offset);
        diagnostics.fileError(shown, DiagnosticCode::Formula, tr("in formula: %1").arg(parsed.error->message), p.line, p.column);
    }
}

} // namespace atlas
