// One file found in a plugin folder, and what became of it.
#pragma once

#include "core/coreexport.h"

#include "localizedtext.h"

#include <QJsonObject>
#include <QString>

class QObject;
class QPluginLoader;

namespace atlas {

struct ATLAS_CORE_EXPORT PluginRecord {
    enum class State {
        Found,    // metadata read and valid; not loaded yet (plugins load on first use)
        Loaded,   // instance created and it implements the interface
        Rejected, // metadata unusable: not a plugin, wrong IID or apiVersion, duplicate kind …
        Failed    // metadata fine, but loading or creating the instance failed
    };

    // What the plugin adds: a chapter kind (ATLAS_CHAPTER_PLUGIN_IID) or a question kind
    // (ATLAS_QUESTION_KIND_PLUGIN_IID).
    enum class Role { Chapter, QuestionKind };

    QString file;            // absolute path
    State state = State::Found;
    Role role = Role::Chapter;
    QString kind;            // the chapter kind, or the question kind
    LocalizedText name;
    LocalizedText description;
    QString version;
    int apiVersion = 0;
    QString error;           // translated reason, for people (Help → Plugins, stderr)
    QString logError;        // untranslated detail, for logs
    QPluginLoader *loader = nullptr; // owned by the registry
    QObject *instance = nullptr;
    // A chapter kind's params module (its metadata's "paramsModule", in the plugin's folder):
    // what validation loads instead of the plugin, when it is usable. Empty when there is none.
    QString paramsModule;
    // A chapter kind's params as it declares them (its metadata's "params": the kind's
    // <kind>.params.json, a JSON Schema); empty when the kind declares none.
    QJsonObject paramsDeclaration;
    QPluginLoader *paramsLoader = nullptr; // owned by the registry, once tried
    QObject *paramsInstance = nullptr;     // null when the module was not usable

    bool usable() const { return state == State::Found || state == State::Loaded; }
};

} // namespace atlas
