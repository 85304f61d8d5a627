// Help → Plugins: every file found in the plugin folders, what it provides, and for each one
// that was refused or failed, why.
#pragma once

#include <QDialog>

class QTableWidget;
class QLabel;

namespace atlas {

class PluginRegistry;

class PluginsDialog final : public QDialog {
    Q_OBJECT

public:
    PluginsDialog(const PluginRegistry &registry, const QString &language, QWidget *parent = nullptr);

private:
    QTableWidget *table_;
};

} // namespace atlas
