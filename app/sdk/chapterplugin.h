// The interface every chapter plugin implements (a plain abstract class, as in Qt's
// Plug & Paint): metadata in the plugin's JSON file, params validation without widgets
// (ChapterParamsValidator, usable from the command line), and the page it presents.
//
// A plugin is a QObject that derives from ChapterPlugin, declares
//     Q_PLUGIN_METADATA(IID AtlasChapterPlugin_iid FILE "kind.json")
//     Q_INTERFACES(atlas::ChapterParamsValidator atlas::ChapterPlugin)
// and whose JSON holds {"kind", "apiVersion": 1, "version", "name", "description"} (name and
// description may be {language: text} objects).
#pragma once

#include "core/chapterparamsvalidator.h"

#include <QtPlugin>

class QWidget;

namespace atlas {

class ChapterContext;
class ChapterPage;

class ChapterPlugin : public ChapterParamsValidator {
public:
    ~ChapterPlugin() override = default;

    // Creates the page presenting `context`'s chapter. `context` outlives the page. Called
    // only for chapters whose params passed validateParams without errors.
    virtual ChapterPage *createPage(ChapterContext &context, QWidget *parent) = 0;
};

} // namespace atlas

#define AtlasChapterPlugin_iid "org.attention-atlas.ChapterPlugin/1.0"
Q_DECLARE_INTERFACE(atlas::ChapterPlugin, AtlasChapterPlugin_iid)
