// The interface every chapter plugin implements (a plain abstract class, as in Qt's
// Plug & Paint): metadata in the plugin's JSON file, params validation without widgets
// (ChapterParamsValidator, usable from the command line), and the page it presents.
//
// A plugin is a QObject that derives from ChapterPlugin, declares
//     Q_PLUGIN_METADATA(IID ATLAS_CHAPTER_PLUGIN_IID FILE "kind.json")
//     Q_INTERFACES(atlas::ChapterParamsValidator atlas::ChapterPlugin)
// and whose JSON holds {"kind", "apiVersion", "version", "name", "description"} (apiVersion:
// ATLAS_CHAPTER_PLUGIN_API_VERSION; name and description may be {language: text} objects).
// docs/plugin-guide.md builds one from examples/hello-chapter.
//
// This header includes only Qt Core and the params types: no widget, no engine, no Eigen.
#pragma once

#include "sdk/sdkexport.h"

#include "core/chapterparamsvalidator.h"

#include <QtPlugin>

class QWidget;

namespace atlas {

class ChapterContext;
class ChapterPage;

class ATLAS_SDK_EXPORT ChapterPlugin : public ChapterParamsValidator {
public:
    ~ChapterPlugin() override = default;

    // Creates the page presenting `context`'s chapter. `context` outlives the page. Called
    // only for chapters whose params passed validateParams without errors. The plugin reads
    // the params (context.chapter().params) once, here, and gives the page what it read.
    virtual ChapterPage *createPage(ChapterContext &context, QWidget *parent) = 0;
};

} // namespace atlas

Q_DECLARE_INTERFACE(atlas::ChapterPlugin, ATLAS_CHAPTER_PLUGIN_IID)
