// Where the pack loader's findings go: every Diagnostic, located in the manifest by a JSON
// pointer (turned into line and column) or in another file by line and column. As a
// DiagnosticSink its paths are in the manifest: the readers of the manifest, its questions and
// (through ParamsReport) its chapters' params report here directly.
//
// At most PackLimits::maxDiagnostics are kept; one notice stands for the rest. An error found
// while a chapter is being read counts against that chapter, whether or not it is still
// reported: once loading is done, decideUsability() gives each chapter its problems — the one
// place where a chapter is found unusable.
#pragma once

#include "chapterspec.h"
#include "diagnostic.h"
#include "jsonlocator.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace atlas {

class PackDiagnostics final : public DiagnosticSink {
    Q_DECLARE_TR_FUNCTIONS(PackDiagnostics)

public:
    // `manifestFile` is the manifest's name as shown (the pack folder as given, joined).
    explicit PackDiagnostics(const QString &manifestFile) : manifestFile_(manifestFile) {}

    // The manifest's text, for locating JSON pointers in it.
    void setManifestText(const QByteArray &utf8) { locator_.emplace(utf8); }
    const JsonLocator *locator() const { return locator_ ? &*locator_ : nullptr; }
    const QString &manifestFile() const { return manifestFile_; }

    // Findings from now on concern chapters[index] (index < 0: the pack as a whole), and errors
    // count against that chapter's usability unless `errorsMarkIt` is false — for a body's
    // defects, which the reading view shows in place (a broken formula in red, a refused image
    // as a placeholder) while the rest of the chapter stays usable.
    void setCurrentChapter(int index, bool errorsMarkIt = true)
    {
        currentChapter_ = index;
        errorsMarkChapter_ = errorsMarkIt;
    }

    // In the manifest, at `path`.
    void report(Diagnostic::Severity severity, const JsonPath &path, DiagnosticCode code,
                const QString &message) override;
    // In any file (line and column 1-based, 0 when unknown).
    void fileError(const QString &file, DiagnosticCode code, const QString &message, int line = 0, int column = 0);
    // In any file, at a JSON pointer inside it as well (the parser's failures in the manifest).
    void fileError(const QString &file, DiagnosticCode code, const QString &message, int line, int column,
                   const QString &pointer);
    void fileWarning(const QString &file, DiagnosticCode code, const QString &message, int line = 0, int column = 0);

    const QList<Diagnostic> &diagnostics() const { return diagnostics_; }
    // Each chapter's problems (ChapterSpec::problems): the errors that counted against it,
    // reported or not. Called once every finding is in.
    void decideUsability(QList<ChapterSpec> &chapters) const;
    int errorCount() const { return Diagnostic::errorCount(diagnostics_); }

private:
    void add(Diagnostic::Severity severity, const QString &file, int line, int column,
             const QString &pointer, DiagnosticCode code, const QString &message);
    JsonLocator::Position position(const JsonPath &path) const;

    QString manifestFile_;
    std::optional<JsonLocator> locator_;
    QList<Diagnostic> diagnostics_;
    bool truncated_ = false;
    QHash<int, QStringList> chapterErrors_; // chapter index → its errors, as ChapterSpec::problems says them
    int currentChapter_ = -1;
    bool errorsMarkChapter_ = true;
};

} // namespace atlas
