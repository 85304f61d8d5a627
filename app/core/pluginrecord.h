// One file found in a plugin folder, and what became of it.
#pragma once

#include "core/coreexport.h"

#include "localizedtext.h"

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

    QString file;            // absolute path
    State state = State::Found;
    QString kind;
    LocalizedText name;
    LocalizedText description;
    QString version;
    int apiVersion = 0;
    QString error;           // translated reason, for people (Help → Plugins, stderr)
    QString logError;        // untranslated detail, for logs
    QPluginLoader *loader = nullptr; // owned by the registry
    QObject *instance = nullptr;

    bool usable() const { return state == State::Found || state == State::Loaded; }
};

} // namespace atlas
