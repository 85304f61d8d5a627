// The part of a chapter plugin that checks a chapter's params without creating any widget.
//
// Every chapter plugin implements it (the SDK's ChapterPlugin derives from it), so both the
// GUI and `attention-atlas-cli validate` — a QCoreApplication — can ask the plugin of a kind
// whether the params a pack gives it make sense.
#pragma once

#include "core/coreexport.h"

#include "chapterpluginapi.h"
#include "paramsreport.h"

#include <QJsonObject>
#include <QtPlugin>

namespace atlas {

class ATLAS_CORE_EXPORT ChapterParamsValidator {
public:
    virtual ~ChapterParamsValidator() = default;
    // Records every defect of `params` in `report`. Must not create widgets, must not throw,
    // and must finish quickly whatever `params` holds.
    virtual void validateParams(const QJsonObject &params, ParamsReport &report) const = 0;
};

} // namespace atlas

Q_DECLARE_INTERFACE(atlas::ChapterParamsValidator, ATLAS_CHAPTER_PARAMS_VALIDATOR_IID)
