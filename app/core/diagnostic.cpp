#include "diagnostic.h"

namespace atlas {

QString Diagnostic::toString() const
{
    QString location = file;
    if (line > 0) {
        location += QLatin1Char(':') + QString::number(line);
        if (column > 0)
            location += QLatin1Char(':') + QString::number(column);
    }
    // The severity word stays English: tools match on it.
    const QLatin1String word = severity == Severity::Error ? QLatin1String("error") : QLatin1String("warning");
    QString text = location + QLatin1String(": ") + word + QLatin1String(": ");
    if (!pointer.isEmpty())
        text += pointer + QLatin1String(": ");
    return text + message;
}

int Diagnostic::errorCount(const QList<Diagnostic> &diagnostics)
{
    return static_cast<int>(std::count_if(diagnostics.begin(), diagnostics.end(),
                                          [](const Diagnostic &d) { return d.isError(); }));
}

int Diagnostic::warningCount(const QList<Diagnostic> &diagnostics)
{
    return static_cast<int>(diagnostics.size()) - errorCount(diagnostics);
}

} // namespace atlas
