#include "pluginsdialog.h"

#include "core/pluginregistry.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace atlas {

PluginsDialog::PluginsDialog(const PluginRegistry &registry, const QString &language, QWidget *parent)
    : QDialog(parent), table_(new QTableWidget(this))
{
    setWindowTitle(tr("Plugins"));
    auto *intro = new QLabel(tr("Chapter and question-kind plugins are searched in the folders of ATLAS_PLUGIN_PATH, then in %1.")
                                 .arg(QDir::toNativeSeparators(QDir::cleanPath(PluginRegistry::defaultSearchPaths().constLast()))),
                             this);
    intro->setWordWrap(true);

    table_->setColumnCount(5);
    table_->setHorizontalHeaderLabels({tr("Kind"), tr("Name"), tr("Version"), tr("State"), tr("File and reason")});
    table_->setRowCount(static_cast<int>(registry.records().size()));
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->verticalHeader()->setVisible(false);
    int row = 0;
    for (const PluginRecord &r : registry.records()) {
        QString state;
        switch (r.state) {
        //: State of a plugin (column "State"): found, not loaded (yet).
        case PluginRecord::State::Found: state = tr("available"); break;
        //: State of a plugin (column "State"): the plugin is loaded and in use.
        case PluginRecord::State::Loaded: state = tr("loaded"); break;
        //: State of a plugin (column "State"): the plugin was not accepted (the reason is in the last column).
        case PluginRecord::State::Rejected: state = tr("refused"); break;
        //: State of a plugin (column "State"): loading the plugin failed (the reason is in the last column).
        case PluginRecord::State::Failed: state = tr("failed"); break;
        }
        QString detail = QDir::toNativeSeparators(r.file);
        if (!r.error.isEmpty())
            detail += QLatin1String(" — ") + r.error;
        //: Column "Kind" of Help → Plugins for a plugin that adds a kind of question: "estimate (question)".
        const QString kind = r.role == PluginRecord::Role::QuestionKind ? tr("%1 (question)").arg(r.kind) : r.kind;
        const QStringList cells{kind, r.name.text(language), r.version, state, detail};
        for (int column = 0; column < cells.size(); ++column) {
            auto *item = new QTableWidgetItem(cells.at(column));
            item->setToolTip(column == 1 ? r.description.text(language) : cells.at(column));
            table_->setItem(row, column, item);
        }
        ++row;
    }
    table_->resizeColumnsToContents();
    table_->horizontalHeader()->setStretchLastSection(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(table_);
    layout->addWidget(buttons);
    resize(900, 360);
}

} // namespace atlas

#include "moc_pluginsdialog.cpp"
