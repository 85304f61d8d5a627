// Chapter kind "hello-chapter": the plugin class the application loads. It checks a
// chapter's params (also for `attention-atlas-cli validate`, without widgets) and creates the
// chapter's page.
#pragma once

#include "sdk/chapterplugin.h"

#include <QObject>

namespace hello {

class HelloChapterPlugin final : public QObject, public atlas::ChapterPlugin {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID ATLAS_CHAPTER_PLUGIN_IID FILE "hello-chapter.json")
    Q_INTERFACES(atlas::ChapterParamsValidator atlas::ChapterPlugin)

public:
    void validateParams(const QJsonObject &params, atlas::ParamsReport &report) const override;
    atlas::ChapterPage *createPage(atlas::ChapterContext &context, QWidget *parent) override;
};

} // namespace hello
