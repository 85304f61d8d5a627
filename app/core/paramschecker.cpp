#include "paramschecker.h"

#include "chapterkindcatalog.h"
#include "chapterpack.h"
#include "packdiagnostics.h"
#include "paramsreport.h"
#include "spellingsuggestion.h"

#include <QDir>

namespace atlas {

void ParamsChecker::check(ChapterSpec &chapter, const ChapterPack &pack, const JsonPath &path)
{
    if (!catalog_ || chapter.kind.isEmpty())
        return;
    const QStringList kinds = catalog_->kinds();
    if (!kinds.contains(chapter.kind)) {
        //: Stands for the list of installed chapter kinds when there is none: "(installed kinds: none)".
        const QString none = tr("none");
        diagnostics_.error(path / QStringLiteral("kind"), DiagnosticCode::Reference, tr("no installed plugin presents chapters of kind '%1' (installed kinds: %2)")
                                                               .arg(chapter.kind, kinds.isEmpty() ? none : kinds.join(QLatin1String(", ")))
                                                               + SpellingSuggestion::hint(chapter.kind, kinds));
        return;
    }
    // The report's paths are relative to the params object; it passes them on in place.
    const JsonPath paramsPath = path / QStringLiteral("params");
    ParamsReport report(diagnostics_, paramsPath);
    QString problem;
    if (!catalog_->validateParams(chapter.kind, chapter.params, report, problem)) {
        diagnostics_.error(path / QStringLiteral("kind"), DiagnosticCode::Invalid, tr("the plugin for kind '%1' cannot be used: %2").arg(chapter.kind, problem));
        return;
    }
    for (const ParamsReport::QuestionReference &reference : report.questionReferences())
        if (!questionIds_.contains(reference.questionId))
            diagnostics_.error(paramsPath / reference.path, DiagnosticCode::Reference, tr("no question of this pack has the id '%1'").arg(reference.questionId));
    for (const ParamsReport::ImageReference &reference : report.imageReferences()) {
        const std::optional<PackImageCheck::Problem> problem = images_.check(reference.file, reference.file);
        if (!problem)
            continue;
        if (problem->svgFile.isEmpty())
            diagnostics_.error(paramsPath / reference.path, problem->code, problem->message);
        else
            diagnostics_.fileError(QDir(directory_).filePath(problem->svgFile), problem->code, problem->message, problem->line, problem->column);
    }

    chapter.gatheredQuestions.clear();
    if (report.gathersEveryOtherChapter()) {
        for (const ChapterSpec &other : pack.chapters)
            if (&other != &chapter)
                for (const QuestionSpec &q : other.questions)
                    chapter.gatheredQuestions.append(q.id);
    } else {
        for (const QString &id : report.gatheredQuestions())
            if (questionIds_.contains(id) && !chapter.gatheredQuestions.contains(id))
                chapter.gatheredQuestions.append(id);
    }
}

} // namespace atlas
