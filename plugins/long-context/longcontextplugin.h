// Chapter kind "long-context".
#pragma once

#include "sdk/chapterplugin.h"

#include <QObject>

namespace atlas {

class LongContextPlugin final : public QObject, public ChapterPlugin {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID ATLAS_CHAPTER_PLUGIN_IID FILE "longcontext.json")
    Q_INTERFACES(atlas::ChapterParamsValidator atlas::ChapterPlugin)

public:
    void validateParams(const QJsonObject &params, ParamsReport &report) const override;
    ChapterPage *createPage(ChapterContext &context, QWidget *parent) override;
};

} // namespace atlas
