// The mechanism chapter's params: the editable example a pack gives the lab. Its fields, their
// bounds and defaults are declared in mechanism.params.json (atlas::declared::mechanism); what
// the declaration cannot say — shapes against each other, the query against the tokens — is
// checked here.
//
// Every defect is reported with its location and what was expected; reading never throws
// and needs no widget (the command-line validator uses it). Qt Core only.
#pragma once

#include "core/paramsreport.h"
#include "mechanism.params.h"

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
    static constexpr int maxTokenLength = declared::mechanism::tokens::itemMaxLength;
    static constexpr int maxModelWidth = declared::mechanism::d_model::maximum;
    static constexpr int maxHeadWidth = declared::mechanism::dk::maximum;
    // Matrix entries, in params and as typed: wide enough for any example, small enough that
    // every product stays far from overflow.
    static constexpr double maxMagnitude = 100;

    QStringList tokens;
    int modelWidth = declared::mechanism::d_model::defaultValue;
    int heads = declared::mechanism::heads::defaultValue;
    int keyWidth = declared::mechanism::dk::defaultValue;
    int valueWidth = declared::mechanism::dv::defaultValue;
    std::uint64_t seed = declared::mechanism::seed::defaultValue;
    std::optional<Matrix<double>> x, wq, wk, wv, wo;
    bool causal = declared::mechanism::causal::defaultValue;
    double temperature = declared::mechanism::temperature::defaultValue;
    double samplingTemperature = declared::mechanism::sampling_temperature::defaultValue;
    int query = -1; // −1: the last token

    int length() const { return static_cast<int>(tokens.size()); }
    int initialQuery() const { return query >= 0 ? query : length() - 1; }

    static QStringList defaultTokens();

    // Reads `params`, reporting every defect in `report`. The result is usable (defaults in
    // place of anything wrong) even when the report has errors.
    static MechanismParams read(const QJsonObject &params, ParamsReport &report);
};

} // namespace atlas
