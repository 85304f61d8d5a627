// Help → Pack Problems: what the validator found in the open pack, one line per problem,
// in the same FILE:LINE:COLUMN form as `attention-atlas-cli validate`.
#pragma once

#include "core/diagnostic.h"

#include <QDialog>

namespace atlas {

class DiagnosticsDialog final : public QDialog {
    Q_OBJECT

public:
    DiagnosticsDialog(const QList<Diagnostic> &diagnostics, const QString &packDirectory,
                      QWidget *parent = nullptr);
};

} // namespace atlas
