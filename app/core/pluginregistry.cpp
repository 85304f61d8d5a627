#include "pluginregistry.h"

#include "chapterparamsvalidator.h"
#include "questionkindprovider.h"
#include "questionkinds.h"
#include "logging.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QPluginLoader>
#include <QProcessEnvironment>

#include <utility>

namespace atlas {

PluginRegistry::PluginRegistry() = default;

PluginRegistry::~PluginRegistry()
{
    // Instances belong to their loaders; the libraries stay mapped until exit (unloading a
    // plugin whose objects may still be referenced is never worth the risk).
    for (PluginRecord &r : records_) {
        delete r.loader;
        delete r.paramsLoader;
    }
}

QStringList PluginRegistry::defaultSearchPaths()
{
    QStringList folders;
    const QString variable = QProcessEnvironment::systemEnvironment().value(QStringLiteral("ATLAS_PLUGIN_PATH"));
    for (const QString &folder : variable.split(QLatin1Char(':'), Qt::SkipEmptyParts))
        folders.append(folder);
    folders.append(builtInFolder());
    return folders;
}

QString PluginRegistry::builtInFolder()
{
    return QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral(ATLAS_BIN_TO_PLUGINS));
}

QMap<QString, QJsonObject> PluginRegistry::chapterParamsDeclarations() const
{
    // The plugin that serves a kind (record()) declares its params, or the kind has none here.
    QMap<QString, QJsonObject> declarations;
    for (const QString &kind : kinds())
        if (const PluginRecord *served = record(kind); served && !served->paramsDeclaration.isEmpty())
            declarations.insert(kind, served->paramsDeclaration);
    return declarations;
}

void PluginRegistry::scan(const QStringList &folders, bool warn)
{
    for (const QString &folder : folders) {
        const QDir dir(folder);
        if (!dir.exists())
            continue;
        const QFileInfoList entries = dir.entryInfoList(QDir::Files | QDir::NoDotAndDotDot, QDir::Name);
        for (const QFileInfo &entry : entries)
            inspect(entry.absoluteFilePath(), warn);
    }
}

void PluginRegistry::reject(PluginRecord &record, const QString &error, const QString &logError, bool warn)
{
    record.state = PluginRecord::State::Rejected;
    record.error = error;
    record.logError = logError;
    if (warn)
        qCWarning(lcPlugins).noquote() << QStringLiteral("%1: %2").arg(record.file, logError);
}

void PluginRegistry::fail(PluginRecord &record, const QString &error, const QString &logError)
{
    record.state = PluginRecord::State::Failed;
    record.error = error;
    record.logError = logError;
    qCWarning(lcPlugins).noquote() << QStringLiteral("%1: %2").arg(record.file, logError);
}

QObject *PluginRegistry::load(PluginRecord &record)
{
    QObject *object = record.loader->instance();
    if (!object)
        fail(record, tr("could not be loaded: %1").arg(record.loader->errorString()),
             QStringLiteral("instance() failed: ") + record.loader->errorString());
    return object;
}

void PluginRegistry::inspect(const QString &file, bool warn)
{
    PluginRecord record;
    record.file = file;
    for (const PluginRecord &existing : records_)
        if (QFileInfo(existing.file).canonicalFilePath() == QFileInfo(file).canonicalFilePath())
            return; // the same file reached through two folders

    auto *loader = new QPluginLoader(file);
    record.loader = loader;
    const QJsonObject metaData = loader->metaData();
    if (metaData.isEmpty()) {
        const QString reason = loader->errorString();
        reject(record, tr("not a plugin: %1").arg(reason), QStringLiteral("not a plugin: ") + reason, warn);
        records_.append(record);
        return;
    }
    const QString iid = metaData.value(QLatin1String("IID")).toString();
    if (iid == QLatin1String(ChapterParamsPluginIid)) {
        // A params module: reached through the plugin that names it, never a kind by itself.
        qCDebug(lcPlugins) << "params module" << file;
        delete loader;
        return;
    }
    if (iid != QLatin1String(ChapterPluginIid) && iid != QLatin1String(QuestionKindPluginIid)) {
        reject(record, tr("a plugin for another interface (%1; expected %2 or %3)").arg(iid, QLatin1String(ChapterPluginIid), QLatin1String(QuestionKindPluginIid)),
               QStringLiteral("wrong IID ") + iid, warn);
        records_.append(record);
        return;
    }
    record.role = iid == QLatin1String(QuestionKindPluginIid) ? PluginRecord::Role::QuestionKind : PluginRecord::Role::Chapter;
    const bool questionKind = record.role == PluginRecord::Role::QuestionKind;
    const QJsonObject data = metaData.value(QLatin1String("MetaData")).toObject();
    record.kind = data.value(questionKind ? QLatin1String("questionKind") : QLatin1String("kind")).toString();
    record.version = data.value(QLatin1String("version")).toString();
    record.apiVersion = data.value(QLatin1String("apiVersion")).toInt(0);
    auto localized = [](const QJsonValue &value) {
        LocalizedText text;
        if (value.isString()) {
            text.set(LocalizedText::defaultLanguage(), value.toString());
        } else {
            const QJsonObject o = value.toObject();
            for (auto it = o.begin(); it != o.end(); ++it)
                if (it.value().isString())
                    text.set(it.key(), it.value().toString());
        }
        return text;
    };
    record.name = localized(data.value(QLatin1String("name")));
    record.description = localized(data.value(QLatin1String("description")));
    if (!questionKind)
        record.paramsDeclaration = data.value(QLatin1String("params")).toObject();
    // A file of the plugin's own folder, named without any path.
    const QString paramsModule = data.value(QLatin1String("paramsModule")).toString();
    if (!questionKind && !paramsModule.isEmpty()) {
        if (paramsModule.contains(QLatin1Char('/')) || paramsModule == QLatin1String("..") || paramsModule == QLatin1String(".")) {
            if (warn)
                qCWarning(lcPlugins).noquote() << QStringLiteral("%1: ignoring paramsModule \"%2\", not a file name").arg(file, paramsModule);
        } else {
            record.paramsModule = QFileInfo(file).dir().filePath(paramsModule);
        }
    }

    if (record.apiVersion != ChapterPluginApiVersion) {
        reject(record, tr("built for plugin API version %1; this version of Attention Atlas needs %2")
                           .arg(record.apiVersion).arg(ChapterPluginApiVersion),
               QStringLiteral("wrong apiVersion ") + QString::number(record.apiVersion), warn);
    } else if (record.kind.isEmpty()) {
        if (questionKind)
            reject(record, tr("its metadata names no question kind (\"questionKind\")"), QStringLiteral("no questionKind in metadata"), warn);
        else
            reject(record, tr("its metadata names no chapter kind"), QStringLiteral("no kind in metadata"), warn);
    } else {
        for (const PluginRecord &existing : records_)
            if (existing.usable() && existing.role == record.role && existing.kind == record.kind) {
                reject(record, tr("kind '%1' is already provided by %2").arg(record.kind, existing.file),
                       QStringLiteral("duplicate kind ") + record.kind + QStringLiteral(" (first: ") + existing.file + QLatin1Char(')'), warn);
                break;
            }
    }
    qCDebug(lcPlugins) << "found" << file << record.kind << (record.usable() ? "ok" : "rejected");
    records_.append(record);
}

const PluginRecord *PluginRegistry::record(const QString &kind) const
{
    for (const PluginRecord &r : records_)
        if (r.role == PluginRecord::Role::Chapter && r.kind == kind && r.state != PluginRecord::State::Rejected)
            return &r;
    return nullptr;
}

QStringList PluginRegistry::kinds() const
{
    QStringList kinds;
    for (const PluginRecord &r : records_)
        if (r.role == PluginRecord::Role::Chapter && r.state != PluginRecord::State::Rejected && !kinds.contains(r.kind))
            kinds.append(r.kind);
    kinds.sort();
    return kinds;
}

PluginRecord *PluginRegistry::chapterRecord(const QString &kind)
{
    return const_cast<PluginRecord *>(std::as_const(*this).record(kind)); // *this is not const here
}

ChapterParamsValidator *PluginRegistry::paramsModuleValidator(PluginRecord &record)
{
    if (record.paramsModule.isEmpty())
        return nullptr;
    if (record.paramsLoader)
        return qobject_cast<ChapterParamsValidator *>(record.paramsInstance);
    record.paramsLoader = new QPluginLoader(record.paramsModule);
    const QJsonObject metaData = record.paramsLoader->metaData();
    const QJsonObject data = metaData.value(QLatin1String("MetaData")).toObject();
    QString problem;
    if (metaData.isEmpty())
        problem = QStringLiteral("not a plugin: ") + record.paramsLoader->errorString();
    else if (metaData.value(QLatin1String("IID")).toString() != QLatin1String(ChapterParamsPluginIid))
        problem = QStringLiteral("wrong IID ") + metaData.value(QLatin1String("IID")).toString();
    else if (data.value(QLatin1String("kind")).toString() != record.kind)
        problem = QStringLiteral("params of kind ") + data.value(QLatin1String("kind")).toString();
    else if (data.value(QLatin1String("apiVersion")).toInt(0) != ChapterPluginApiVersion)
        problem = QStringLiteral("wrong apiVersion ") + QString::number(data.value(QLatin1String("apiVersion")).toInt(0));
    else if (QObject *object = record.paramsLoader->instance(); !qobject_cast<ChapterParamsValidator *>(object))
        problem = object ? QString(QStringLiteral("instance does not implement ") + QLatin1String(ATLAS_CHAPTER_PARAMS_VALIDATOR_IID))
                         : QString(QStringLiteral("instance() failed: ") + record.paramsLoader->errorString());
    else
        record.paramsInstance = object;
    if (!problem.isEmpty())
        qCWarning(lcPlugins).noquote() << QStringLiteral("%1: params module %2 not used (%3); its plugin checks the params")
                                              .arg(record.file, record.paramsModule, problem);
    return qobject_cast<ChapterParamsValidator *>(record.paramsInstance);
}

QObject *PluginRegistry::instance(const QString &kind)
{
    for (PluginRecord &r : records_) {
        if (r.role != PluginRecord::Role::Chapter || r.kind != kind || r.state == PluginRecord::State::Rejected)
            continue;
        if (r.state == PluginRecord::State::Loaded)
            return r.instance;
        if (r.state == PluginRecord::State::Failed)
            return nullptr;
        QObject *object = load(r);
        if (!object)
            return nullptr;
        if (!qobject_cast<ChapterParamsValidator *>(object)) {
            fail(r, tr("its object does not implement the chapter interface"),
                 QStringLiteral("instance does not implement ") + QLatin1String(ATLAS_CHAPTER_PARAMS_VALIDATOR_IID));
            return nullptr;
        }
        r.instance = object;
        r.state = PluginRecord::State::Loaded;
        return object;
    }
    return nullptr;
}

QList<QObject *> PluginRegistry::loadQuestionKinds()
{
    QList<QObject *> loaded;
    for (PluginRecord &r : records_) {
        if (r.role != PluginRecord::Role::QuestionKind || r.state != PluginRecord::State::Found)
            continue;
        QObject *object = load(r);
        if (!object)
            continue;
        const auto *provider = qobject_cast<QuestionKindProvider *>(object);
        if (!provider) {
            fail(r, tr("its object does not implement the question kind interface"),
                 QStringLiteral("instance does not implement ") + QLatin1String(ATLAS_QUESTION_KIND_PROVIDER_IID));
            continue;
        }
        const QuestionKind &kind = provider->questionKind();
        if (kind.name() != r.kind) {
            fail(r, tr("its kind is named '%1', its metadata says '%2'").arg(kind.name(), r.kind),
                 QStringLiteral("kind ") + kind.name() + QStringLiteral(" but metadata questionKind ") + r.kind);
            continue;
        }
        QString error;
        if (!QuestionKinds::add(kind, error)) {
            fail(r, error, QStringLiteral("not added: ") + error);
            continue;
        }
        r.instance = object;
        r.state = PluginRecord::State::Loaded;
        loaded.append(object);
    }
    return loaded;
}

bool PluginRegistry::validateParams(const QString &kind, const QJsonObject &params,
                                    ParamsReport &report, QString &problem)
{
    PluginRecord *r = chapterRecord(kind);
    ChapterParamsValidator *validator = r ? paramsModuleValidator(*r) : nullptr;
    if (!validator)
        validator = interfaceFor<ChapterParamsValidator>(kind);
    if (!validator) {
        problem = r ? r->error : tr("no plugin presents this kind");
        return false;
    }
    validator->validateParams(params, report);
    return true;
}

} // namespace atlas
