#include "shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QMenu>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace atlas {

namespace {

void addMenuActions(QList<QPair<QString, QString>> &entries, const QMenu *menu)
{
    for (QAction *action : menu->actions()) {
        if (action->menu()) {
            addMenuActions(entries, action->menu());
            continue;
        }
        if (action->isSeparator() || action->shortcuts().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence &k : action->shortcuts())
            keys.append(k.toString(QKeySequence::NativeText));
        // iconText(): the text without its mnemonic ("&Open Pack…" → "Open Pack…").
        entries.append({action->iconText(), keys.join(QLatin1String(", "))});
    }
}

} // namespace

ShortcutsDialog::ShortcutsDialog(const QList<QMenu *> &menus, QWidget *parent)
    : QDialog(parent), text_(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("ShortcutsDialog"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    text_->setObjectName(QStringLiteral("shortcuts"));
    text_->setAccessibleName(tr("Keyboard shortcuts"));

    // Groups of (action, keys): each menu's, then the keys inside a question and a lab.
    QList<QPair<QString, QList<QPair<QString, QString>>>> groups;
    for (const QMenu *menu : menus) {
        QList<QPair<QString, QString>> entries;
        addMenuActions(entries, menu);
        if (!entries.isEmpty())
            groups.append({menu->menuAction()->iconText(), entries});
    }
    const QString checkKeys = QKeySequence(Qt::CTRL | Qt::Key_Return).toString(QKeySequence::NativeText);
    groups.append({tr("In a question"),
                   {{tr("Choose a single-choice answer"), tr("Arrow keys")},
                    {tr("Tick or untick a choice; select a key of a block"), tr("Space")},
                    {tr("Check the answer"), tr("%1, or Enter or Space on Check").arg(checkKeys)},
                    {tr("Check a typed number or word"), tr("Enter in the field")},
                    {tr("Try again; Show the solution"), tr("Enter or Space on the button")},
                    {tr("Move an item of an ordering question"), tr("Alt+Up, Alt+Down")}}});
    groups.append({tr("In a lab"),
                   {{tr("Move between controls"), tr("Tab, Shift+Tab")},
                    {tr("Edit a matrix cell"), tr("Type a number, then Enter")},
                    {tr("Change a slider, spin box or list"), tr("Arrow keys once it has the focus (the mouse wheel too)")}}});

    // A table in rich text: a long entry wraps in its cell instead of being cut.
    QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\" width=\"100%\"><tr><th align=\"left\">%1</th><th align=\"left\">%2</th></tr>")
                       //: Column headers of the keyboard shortcuts list.
                       .arg(tr("Action").toHtmlEscaped(), tr("Keys").toHtmlEscaped());
    for (const auto &[group, entries] : std::as_const(groups)) {
        html += QStringLiteral("<tr><td colspan=\"2\"><b>%1</b></td></tr>").arg(group.toHtmlEscaped());
        for (const auto &[what, keys] : entries) {
            html += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>").arg(what.toHtmlEscaped(), keys.toHtmlEscaped());
            rows_.append(group + QLatin1Char('\t') + what + QLatin1Char('\t') + keys);
        }
    }
    text_->setHtml(html + QStringLiteral("</table>"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(text_);
    layout->addWidget(buttons);
    resize(720, 600);
}

} // namespace atlas

#include "moc_shortcutsdialog.cpp"
