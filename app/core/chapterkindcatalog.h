// The pack loader's view of the installed chapter kinds (the seam to the plugin registry).
#pragma once

#include "core/coreexport.h"

#include "paramsreport.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace atlas {

class ATLAS_CORE_EXPORT ChapterKindCatalog {
public:
    virtual ~ChapterKindCatalog() = default;
    // Kinds that have a plugin whose metadata is valid, sorted.
    virtual QStringList kinds() const = 0;
    // Validates params through the kind's plugin. Returns false (with a reason in `problem`)
    // when the kind's plugin cannot be used; the params are then unchecked.
    virtual bool validateParams(const QString &kind, const QJsonObject &params,
                                ParamsReport &report, QString &problem) = 0;
};

} // namespace atlas
