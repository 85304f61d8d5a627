// The heads chapter's params.
//
//     width          d of the low-rank example, 2–16 (default 8)
//     head_width     its first dₖ, 1–width (default 2)
//     seed           seeds the example's projections
//     trained_model  a model file in the pack (attention-atlas-cli train-induction --save) whose
//                    heads are taken apart; default none (the lab then says so)
//
// Every defect is reported at its path with what was expected; reading never throws and needs
// no widget. Qt Core only.
#pragma once

#include "core/paramsreport.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <cstdint>

namespace atlas {

struct HeadsParams {
    Q_DECLARE_TR_FUNCTIONS(HeadsParams)

public:
    static constexpr int minWidth = 2;
    static constexpr int maxWidth = 16;

    int width = 8;
    int headWidth = 2;
    std::uint64_t seed = 6;
    QString trainedModel; // a path inside the pack; empty: none

    static QStringList keys();
    static HeadsParams read(const QJsonObject &params, ParamsReport &report);
};

} // namespace atlas
