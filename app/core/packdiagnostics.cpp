#include "packdiagnostics.h"

#include "packlimits.h"

namespace atlas {

void PackDiagnostics::add(Diagnostic::Severity severity, const QString &file, int line, int column,
                          const QString &pointer, DiagnosticCode code, const QString &message)
{
    // An error counts against its chapter whether or not it is still reported.
    if (severity == Diagnostic::Severity::Error && errorsMarkChapter_ && currentChapter_ >= 0)
        chapterErrors_[currentChapter_].append(pointer.isEmpty() ? message : pointer + QLatin1String(": ") + message);
    if (diagnostics_.size() >= PackLimits::maxDiagnostics) {
        // One notice stands for the rest. It is an error only if an error was dropped: a pack
        // with many warnings is still valid.
        if (!truncated_) {
            truncated_ = true;
            Diagnostic d;
            d.severity = severity;
            d.file = file;
            d.code = DiagnosticCode::TooLarge;
            d.message = tr("too many problems; stopped reporting after %1").arg(PackLimits::maxDiagnostics);
            diagnostics_.append(d);
        } else if (severity == Diagnostic::Severity::Error) {
            diagnostics_.last().severity = severity;
        }
        return;
    }
    Diagnostic d;
    d.severity = severity;
    d.file = file;
    d.line = line;
    d.column = column;
    d.pointer = pointer;
    d.code = code;
    d.message = message;
    d.chapter = currentChapter_;
    diagnostics_.append(d);
}

void PackDiagnostics::decideUsability(QList<ChapterSpec> &chapters) const
{
    for (qsizetype i = 0; i < chapters.size(); ++i)
        chapters[i].problems = chapterErrors_.value(static_cast<int>(i));
}

JsonLocator::Position PackDiagnostics::position(const JsonPath &path) const
{
    // Locating walks the text; past the cap the diagnostic is dropped anyway, and a manifest
    // with thousands of defects must not cost thousands of walks.
    if (!locator_ || diagnostics_.size() >= PackLimits::maxDiagnostics)
        return {};
    return locator_->locate(path);
}

void PackDiagnostics::report(Diagnostic::Severity severity, const JsonPath &path, DiagnosticCode code,
                             const QString &message)
{
    const JsonLocator::Position p = position(path);
    add(severity, manifestFile_, p.line, p.column, path.toPointer(), code, message);
}

void PackDiagnostics::fileError(const QString &file, DiagnosticCode code, const QString &message, int line, int column)
{
    add(Diagnostic::Severity::Error, file, line, column, QString(), code, message);
}

void PackDiagnostics::fileError(const QString &file, DiagnosticCode code, const QString &message, int line,
                                 int column, const QString &pointer)
{
    add(Diagnostic::Severity::Error, file, line, column, pointer, code, message);
}

void PackDiagnostics::fileWarning(const QString &file, DiagnosticCode code, const QString &message, int line,
                                   int column)
{
    add(Diagnostic::Severity::Warning, file, line, column, QString(), code, message);
}

} // namespace atlas
