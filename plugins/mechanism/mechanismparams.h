// The mechanism chapter's params: the editable example a pack gives the lab.
//
//     tokens                token labels, 1–12 (default: The cat sat on the mat)
//     d_model, heads        1–8 and 1–4
//     dk, dv                query/key and value width per head, 1–8
//     seed                  seeds every matrix the pack does not give
//     x                     T × d_model
//     wq, wk / wv / wo      d_model × heads·dk / d_model × heads·dv / heads·dv × d_model
//     causal                default true
//     temperature           attention temperature τ, 0.05–20 (default 1)
//     sampling_temperature  τₛ of the toy next-token distribution, 0.05–20 (default 1)
//     query                 the query row selected at first, 0 … T−1 (default T−1)
//
// Every defect is reported with its location and what was expected; reading never throws
// and needs no widget (the command-line validator uses it). Qt Core only.
#pragma once

#include "core/paramsreport.h"

#include <atlas/types.h>

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace atlas {

struct MechanismParams {
    Q_DECLARE_TR_FUNCTIONS(MechanismParams)

public:
    static constexpr int maxTokens = 12;
    static constexpr int maxTokenLength = 16;
    static constexpr int maxModelWidth = 8;
    static constexpr int maxHeads = 4;
    static constexpr int maxHeadWidth = 8;
    static constexpr double minTemperature = 0.05;
    static constexpr double maxTemperature = 20;
    // Matrix entries, in params and as typed: wide enough for any example, small enough that
    // every product stays far from overflow.
    static constexpr double maxMagnitude = 100;

    QStringList tokens;
    int modelWidth = 4;
    int heads = 2;
    int keyWidth = 2;
    int valueWidth = 2;
    std::uint64_t seed = 7;
    std::optional<Matrix<double>> x, wq, wk, wv, wo;
    bool causal = true;
    double temperature = 1;
    double samplingTemperature = 1;
    int query = -1; // −1: the last token

    int length() const { return static_cast<int>(tokens.size()); }
    int initialQuery() const { return query >= 0 ? query : length() - 1; }

    static QStringList defaultTokens();
    static QStringList keys();

    // Reads `params`, reporting every defect in `report`. The result is usable (defaults in
    // place of anything wrong) even when the report has errors.
    static MechanismParams read(const QJsonObject &params, ParamsReport &report);
};

} // namespace atlas
