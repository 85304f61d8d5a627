// The params of chapter kind "gradients" (documented in docs/pack-format.md, "Chapter kinds"):
//
//   "worked":  the worked relation — "scores", "values" (2–6 each, the same count), "allowed"
//              (booleans, default all true), "sweep_key" (which score the chart sweeps)
//   "decoder": the executable decoder — "vocabulary" (words), "tokens" (words of the
//              vocabulary), "next_token" (the label after the last token, from outside the
//              input), "document_ids", "d_model", "heads", "dk", "dv", "layers", "seed",
//              "optimizer" ("adam" | "sgd"), "learning_rate", "steps", "edit_position",
//              "edit_token" (the prefix-invariance edit shown first)
//
// Everything has a default (the seed's example: scores [0, ln 3], values [2, 6]); unknown keys
// are errors. Qt Core only: validateParams reads them without creating a widget.
#pragma once

#include "core/paramsreport.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <cmath>
#include <vector>

namespace atlas {

struct WorkedRelationParams {
    static constexpr int minKeys = 2;
    static constexpr int maxKeys = 6;
    static constexpr double scoreLimit = 50;  // |s| ≤ 50: the sweep stays readable
    static constexpr double valueLimit = 1000;

    std::vector<double> scores{0.0, std::log(3.0)};
    std::vector<double> values{2.0, 6.0};
    std::vector<bool> allowed{true, true};
    int sweepKey = 0;
};

struct DecoderParams {
    enum class Optimizer { Adam, Sgd };
    static constexpr int maxVocabulary = 32;
    static constexpr int maxTokens = 16; // the position embedding's rows
    static constexpr int maxWordLength = 24;

    QStringList vocabulary{QStringLiteral("<bos>"), QStringLiteral("the"), QStringLiteral("cat"),
                           QStringLiteral("sat"), QStringLiteral("on"), QStringLiteral("mat"),
                           QStringLiteral("."), QStringLiteral("a"), QStringLiteral("dog"),
                           QStringLiteral("ran")};
    QStringList tokens{QStringLiteral("<bos>"), QStringLiteral("the"), QStringLiteral("cat"),
                       QStringLiteral("sat"), QStringLiteral("on"), QStringLiteral("the"),
                       QStringLiteral("mat")};
    QString nextToken = QStringLiteral("."); // empty: the last position has no label
    std::vector<qint64> documentIds;         // empty: one document
    int modelWidth = 8;
    int heads = 2;
    int keyWidth = 4;
    int valueWidth = 4;
    int layers = 1;
    quint64 seed = 7;
    Optimizer optimizer = Optimizer::Adam;
    double learningRate = 0.01;
    int steps = 300;
    int editPosition = 4;
    QString editToken = QStringLiteral("dog");
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
