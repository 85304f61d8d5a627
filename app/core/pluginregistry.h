// Finds chapter plugins and question-kind plugins, reads their metadata without loading them,
// loads each chapter plugin on first use (question-kind plugins at once, loadQuestionKinds:
// a pack's questions need their kinds before it is read), and keeps every failure with its
// reason. Params are checked through a kind's params module when its plugin names one (Qt Core
// only: validating loads no widget library), else through the plugin.
//
// Search order: the folders of ATLAS_PLUGIN_PATH (colon-separated) first, so a developer can
// override a built-in kind, then the plugin folder relative to the executable
// (<bin>/../lib/attention-atlas/plugins by default; docs/architecture.md). Within a folder, files
// are taken in name order. For each file the metadata must carry the interface id
// (ChapterPluginIid), an apiVersion equal to ours, and a kind; the first plugin of a kind wins
// and later ones are rejected as duplicates. Nothing here aborts: a broken plugin is listed
// with its reason (and warned about on stderr) and the application keeps working.
//
// The registry lives in core (Qt Core only) because both the GUI and the command-line
// validator need it, and QPluginLoader needs nothing more.
#pragma once

#include "core/coreexport.h"

#include "chapterkindcatalog.h"
#include "chapterpluginapi.h"
#include "pluginrecord.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QStringList>

#include <memory>

namespace atlas {

class ChapterParamsValidator;

class ATLAS_CORE_EXPORT PluginRegistry final : public ChapterKindCatalog {
    Q_DECLARE_TR_FUNCTIONS(PluginRegistry)

public:
    PluginRegistry();
    ~PluginRegistry() override;
    PluginRegistry(const PluginRegistry &) = delete;
    PluginRegistry &operator=(const PluginRegistry &) = delete;

    // ATLAS_PLUGIN_PATH's folders, then the folder beside the executable.
    static QStringList defaultSearchPaths();
    // The application's own plugins: the built-in chapter kinds.
    static QString builtInFolder();

    // Reads the metadata of every file in `folders` (missing folders are skipped quietly).
    // Set `warn` to print each rejection on stderr (through the atlas.plugins category).
    void scan(const QStringList &folders, bool warn = true);

    const QList<PluginRecord> &records() const { return records_; }

    // Loads every question-kind plugin found and adds its kind to QuestionKinds (a plugin
    // whose kind cannot be added — its name taken, its object not a QuestionKindProvider — is
    // marked Failed with the reason). Returns the plugin objects loaded, for the widgets'
    // registry (QuestionKindViews::addFromPlugins). Call once, before packs are read.
    QList<QObject *> loadQuestionKinds();
    const PluginRecord *record(const QString &kind) const;
    // Each chapter kind's params declaration (PluginRecord::paramsDeclaration), of the plugin
    // that serves the kind; kinds that declare none are left out.
    QMap<QString, QJsonObject> chapterParamsDeclarations() const;

    QStringList kinds() const override;
    bool validateParams(const QString &kind, const QJsonObject &params, ParamsReport &report,
                        QString &problem) override;

    // The plugin's root object, loading it on first use; nullptr (and the record marked
    // Failed with its reason) when that fails.
    QObject *instance(const QString &kind);

    template <typename Interface>
    Interface *interfaceFor(const QString &kind)
    {
        return qobject_cast<Interface *>(instance(kind));
    }

private:
    void inspect(const QString &file, bool warn);
    void reject(PluginRecord &record, const QString &error, const QString &logError, bool warn);
    // The plugin's root object, loaded now; nullptr, and the record failed, when it cannot be.
    static QObject *load(PluginRecord &record);
    // The chapter kind's record that validation and pages use (the first not rejected).
    PluginRecord *chapterRecord(const QString &kind);
    // The params module's validator, loaded on first use; nullptr when the kind has none or it
    // is not usable (said on the atlas.plugins category): the plugin itself validates then.
    static ChapterParamsValidator *paramsModuleValidator(PluginRecord &record);
    // Marks a plugin that could not be used after loading, and says so on stderr.
    static void fail(PluginRecord &record, const QString &error, const QString &logError);

    QList<PluginRecord> records_;
};

} // namespace atlas
