// The params of chapter kind "gradients": the worked relation and the executable decoder. Their
// fields, bounds and defaults are declared in gradients.params.json (atlas::declared::gradients);
// what the declaration cannot say — scores, values and allowed of one count, the words against
// the vocabulary, document ids one per token, the edit against the tokens — is checked here.
// Everything has a default (the seed's example: scores [0, ln 3], values [2, 6]); unknown keys
// are errors. Qt Core only: validateParams reads them without creating a widget.
#pragma once

#include "core/paramsreport.h"
#include "gradients.params.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <cmath>
#include <vector>

namespace atlas {

struct WorkedRelationParams {
    static constexpr int minKeys = declared::gradients::worked::scores::minItems;
    static constexpr int maxKeys = declared::gradients::worked::scores::maxItems;
    static constexpr double scoreLimit = declared::gradients::worked::scores::itemMaximum; // the sweep stays readable
    static constexpr double valueLimit = declared::gradients::worked::values::itemMaximum;

    std::vector<double> scores{0.0, std::log(3.0)};
    std::vector<double> values{2.0, 6.0};
    std::vector<bool> allowed{true, true};
    int sweepKey = declared::gradients::worked::sweep_key::defaultValue;
};

struct DecoderParams {
    enum class Optimizer { Adam, Sgd }; // in the order of the declared values
    static constexpr int maxWordLength = declared::gradients::decoder::vocabulary::itemMaxLength;

    QStringList vocabulary{QStringLiteral("<bos>"), QStringLiteral("the"), QStringLiteral("cat"),
                           QStringLiteral("sat"), QStringLiteral("on"), QStringLiteral("mat"),
                           QStringLiteral("."), QStringLiteral("a"), QStringLiteral("dog"),
                           QStringLiteral("ran")};
    QStringList tokens{QStringLiteral("<bos>"), QStringLiteral("the"), QStringLiteral("cat"),
                       QStringLiteral("sat"), QStringLiteral("on"), QStringLiteral("the"),
                       QStringLiteral("mat")};
    QString nextToken = QLatin1String(declared::gradients::decoder::next_token::defaultValue); // empty: no label
    std::vector<qint64> documentIds;         // empty: one document
    int modelWidth = declared::gradients::decoder::d_model::defaultValue;
    int heads = declared::gradients::decoder::heads::defaultValue;
    int keyWidth = declared::gradients::decoder::dk::defaultValue;
    int valueWidth = declared::gradients::decoder::dv::defaultValue;
    int layers = declared::gradients::decoder::layers::defaultValue;
    quint64 seed = declared::gradients::decoder::seed::defaultValue;
    Optimizer optimizer = Optimizer::Adam;
    double learningRate = declared::gradients::decoder::learning_rate::defaultValue;
    int steps = declared::gradients::decoder::steps::defaultValue;
    int editPosition = declared::gradients::decoder::edit_position::defaultValue;
    QString editToken = QLatin1String(declared::gradients::decoder::edit_token::defaultValue);
};

struct GradientsParams {
    Q_DECLARE_TR_FUNCTIONS(GradientsParams)

public:
    WorkedRelationParams worked;
    DecoderParams decoder;

    // Reads `params`, recording every defect in `report` with its path; a defective field
    // keeps its default, so the result is always usable.
    static GradientsParams read(const QJsonObject &params, ParamsReport &report);
};

} // namespace atlas
