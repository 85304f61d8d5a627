// Where the pack loader's findings go: every Diagnostic, located in the manifest by a JSON
// pointer (turned into line and column) or in another file by line and column.
//
// At most PackLimits::maxDiagnostics are kept; one notice stands for the rest. An error found
// while a chapter is being read also marks that chapter unusable (ChapterSpec::problems),
// whether or not it is still reported.
#pragma once

#include "chapterspec.h"
#include "diagnostic.h"
#include "jsonlocator.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace atlas {

class JsonReader;

class PackDiagnostics {
    Q_DECLARE_TR_FUNCTIONS(PackDiagnostics)

public:
    // `manifestFile` is the manifest's name as shown (the pack folder as given, joined).
    explicit PackDiagnostics(const QString &manifestFile) : manifestFile_(manifestFile) {}

    // The manifest's text, for locating JSON pointers in it.
    void setManifestText(const QByteArray &utf8) { locator_.emplace(utf8); }
    const JsonLocator *locator() const { return locator_ ? &*locator_ : nullptr; }
    const QString &manifestFile() const { return manifestFile_; }

    // Findings from now on concern chapters[index] (index < 0: the pack as a whole), and errors
    // mark that chapter unusable (no list: none) unless `errorsMarkIt` is false — for a body's
    // defects, which the reading view shows in place (a broken formula in red, a refused image
    // as a placeholder) while the rest of the chapter stays usable.
    void setChapters(QList<ChapterSpec> *chapters) { chapters_ = chapters; }
    void setCurrentChapter(int index, bool errorsMarkIt = true)
    {
        currentChapter_ = index;
        errorsMarkChapter_ = errorsMarkIt;
    }

    // In the manifest, at `path`.
    void error(const JsonPath &path, DiagnosticCode code, const QString &message);
    void warning(const JsonPath &path, DiagnosticCode code, const QString &message);
    // In any file (line and column 1-based, 0 when unknown).
    void fileError(const QString &file, DiagnosticCode code, const QString &message, int line = 0, int column = 0);
    // In any file, at a JSON pointer inside it as well (the parser's failures in the manifest).
    void fileError(const QString &file, DiagnosticCode code, const QString &message, int line, int column,
                   const QString &pointer);
    void fileWarning(const QString &file, DiagnosticCode code, const QString &message, int line = 0, int column = 0);
    // Moves a JsonReader's errors here (their paths are in the manifest) and empties it.
    void take(JsonReader &reader);

    const QList<Diagnostic> &diagnostics() const { return diagnostics_; }
    int errorCount() const { return Diagnostic::errorCount(diagnostics_); }

private:
    void add(Diagnostic::Severity severity, const QString &file, int line, int column,
             const QString &pointer, DiagnosticCode code, const QString &message);
    JsonLocator::Position position(const JsonPath &path) const;

    QString manifestFile_;
    std::optional<JsonLocator> locator_;
    QList<Diagnostic> diagnostics_;
    bool truncated_ = false;
    QList<ChapterSpec> *chapters_ = nullptr;
    int currentChapter_ = -1;
    bool errorsMarkChapter_ = true;
};

} // namespace atlas
