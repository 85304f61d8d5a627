// The current packing as JSON for other frameworks (see PackingExport): document-id arrays,
// position ids and cumulative sequence lengths per block, with Copy and Save.
#pragma once

#include <QWidget>

class QLabel;
class QPlainTextEdit;

namespace atlas {

class PackingSession;

class ExportPanel : public QWidget {
    Q_OBJECT

public:
    explicit ExportPanel(PackingSession &session, QWidget *parent = nullptr);

    QString text() const;
    void copy();
    // Writes the JSON atomically; false and `error` (translated) on failure.
    bool save(const QString &path, QString &error) const;

private:
    void refresh();
    void saveInteractively();

    PackingSession &session_;
    QPlainTextEdit *view_;
    QLabel *status_;
};

} // namespace atlas
