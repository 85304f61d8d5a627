// Help → Keyboard Shortcuts: every menu action that has a shortcut, read from the menus
// themselves (so the list cannot drift from them), grouped by menu, then the keys that work
// inside a question and a lab.
#pragma once

#include <QDialog>
#include <QList>
#include <QStringList>

class QMenu;
class QTextBrowser;

namespace atlas {

class ShortcutsDialog final : public QDialog {
    Q_OBJECT

public:
    ShortcutsDialog(const QList<QMenu *> &menus, QWidget *parent = nullptr);

    // The rows shown, "group\taction\tkeys", for tests.
    QStringList rows() const { return rows_; }

private:
    QTextBrowser *text_;
    QStringList rows_;
};

} // namespace atlas
