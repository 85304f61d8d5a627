#include "diagnosticsdialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace atlas {

DiagnosticsDialog::DiagnosticsDialog(const QList<Diagnostic> &diagnostics, const QString &packDirectory,
                                     QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Pack Problems"));
    const int errors = Diagnostic::errorCount(diagnostics);
    const int warnings = Diagnostic::warningCount(diagnostics);
    auto *summary = new QLabel(this);
    summary->setWordWrap(true);
    summary->setText(diagnostics.isEmpty()
                         ? tr("The pack in %1 has no problems.").arg(QDir::toNativeSeparators(packDirectory))
                         : tr("The pack in %1 has %2 and %3.")
                               .arg(QDir::toNativeSeparators(packDirectory), tr("%n error(s)", nullptr, errors),
                                    tr("%n warning(s)", nullptr, warnings)));
    auto *text = new QPlainTextEdit(this);
    text->setReadOnly(true);
    text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    text->setLineWrapMode(QPlainTextEdit::NoWrap);
    QStringList lines;
    for (const Diagnostic &d : diagnostics)
        lines.append(d.toString());
    text->setPlainText(lines.join(QLatin1Char('\n')));
    text->setAccessibleName(tr("Problems"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(summary);
    layout->addWidget(text);
    layout->addWidget(buttons);
    resize(900, 420);
}

} // namespace atlas

#include "moc_diagnosticsdialog.cpp"
