#include "shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace atlas {

namespace {

// "&Open Pack…" → "Open Pack…" ("&&" stays one "&").
QString withoutMnemonic(QString text)
{
    text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return text;
}

void addMenuActions(QTreeWidgetItem *group, const QMenu *menu)
{
    for (QAction *action : menu->actions()) {
        if (action->menu()) {
            addMenuActions(group, action->menu());
            continue;
        }
        if (action->isSeparator() || action->shortcuts().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence &k : action->shortcuts())
            keys.append(k.toString(QKeySequence::NativeText));
        new QTreeWidgetItem(group, {withoutMnemonic(action->text()), keys.join(QLatin1String(", "))});
    }
}

} // namespace

ShortcutsDialog::ShortcutsDialog(const QList<QMenu *> &menus, QWidget *parent)
    : QDialog(parent), tree_(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("ShortcutsDialog"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    tree_->setObjectName(QStringLiteral("shortcuts"));
    tree_->setColumnCount(2);
    //: Column headers of the keyboard shortcuts list.
    tree_->setHeaderLabels({tr("Action"), tr("Keys")});
    tree_->setAccessibleName(tr("Keyboard shortcuts"));
    tree_->setRootIsDecorated(false);
    tree_->setSelectionMode(QAbstractItemView::SingleSelection);

    for (const QMenu *menu : menus) {
        auto *group = new QTreeWidgetItem(tree_, {withoutMnemonic(menu->title())});
        addMenuActions(group, menu);
        if (group->childCount() == 0)
            delete group;
    }
    const QString checkKeys = QKeySequence(Qt::CTRL | Qt::Key_Return).toString(QKeySequence::NativeText);
    auto *question = new QTreeWidgetItem(tree_, {tr("In a question")});
    const QList<QPair<QString, QString>> questionKeys{
        {tr("Choose a single-choice answer"), tr("Arrow keys")},
        {tr("Tick or untick a choice; select a key of a block"), tr("Space")},
        {tr("Check the answer"), tr("%1, or Enter or Space on Check").arg(checkKeys)},
        {tr("Check a typed number or word"), tr("Enter in the field")},
        {tr("Try again; Show the solution"), tr("Enter or Space on the button")},
        {tr("Move an item of an ordering question"), tr("Alt+Up, Alt+Down")},
    };
    for (const auto &[what, keys] : questionKeys)
        new QTreeWidgetItem(question, {what, keys});
    auto *lab = new QTreeWidgetItem(tree_, {tr("In a lab")});
    const QList<QPair<QString, QString>> labKeys{
        {tr("Move between controls"), tr("Tab, Shift+Tab")},
        {tr("Edit a matrix cell"), tr("Type a number, then Enter")},
        {tr("Change a slider, spin box or list"), tr("Arrow keys once it has the focus (the mouse wheel too)")},
    };
    for (const auto &[what, keys] : labKeys)
        new QTreeWidgetItem(lab, {what, keys});

    tree_->expandAll();
    for (int i = 0; i < tree_->topLevelItemCount(); ++i) {
        QTreeWidgetItem *group = tree_->topLevelItem(i);
        group->setFirstColumnSpanned(true);
        QFont bold = group->font(0);
        bold.setBold(true);
        group->setFont(0, bold);
        group->setFlags(Qt::ItemIsEnabled);
    }
    tree_->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    tree_->header()->setStretchLastSection(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(tree_);
    layout->addWidget(buttons);
    resize(640, 560);
}

QStringList ShortcutsDialog::rows() const
{
    QStringList rows;
    for (int i = 0; i < tree_->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *group = tree_->topLevelItem(i);
        for (int j = 0; j < group->childCount(); ++j)
            rows.append(group->text(0) + QLatin1Char('\t') + group->child(j)->text(0) + QLatin1Char('\t') + group->child(j)->text(1));
    }
    return rows;
}

} // namespace atlas

#include "moc_shortcutsdialog.cpp"
