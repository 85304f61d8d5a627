// The heads chapter's params. Its fields, their bounds and defaults are declared in
// heads.params.json (atlas::declared::heads); what the declaration cannot say — the head no
// wider than the model — is checked here.
//
// Every defect is reported at its path with what was expected; reading never throws and needs
// no widget. Qt Core only.
#pragma once

#include "core/paramsreport.h"
#include "heads.params.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <cstdint>

namespace atlas {

struct HeadsParams {
    Q_DECLARE_TR_FUNCTIONS(HeadsParams)

public:
    int width = declared::heads::width::defaultValue;
    int headWidth = declared::heads::head_width::defaultValue;
    std::uint64_t seed = declared::heads::seed::defaultValue;
    QString trainedModel; // a path inside the pack; empty: none

    static HeadsParams read(const QJsonObject &params, ParamsReport &report);
};

} // namespace atlas
