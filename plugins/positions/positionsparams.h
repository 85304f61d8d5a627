// The positions chapter's params: the example each panel of the lab starts from.
//
//     tokens          2–8 token labels of 1–16 characters (default: the cat sat on the mat)
//     seed            seeds the token vectors, projections and the rotary q and k
//     permutation     the reordering shown first, a permutation of 0 … T−1 (default: reversed)
//     positions       what the order panel adds: "none" (default), "sinusoidal" or "rotary"
//     causal          the order panel's causal mask (default false: bidirectional)
//     table_length    rows of the absolute tables, 4–64 (default 32)
//     width           columns of the sinusoidal table, an even number 2–64 (default 16)
//     base            the sinusoid and rotary base, 2–1 000 000 (default 10 000)
//     learned_model   a model file in the pack (attention-atlas-cli train-induction --save)
//                     whose trained position table is shown as the learned P (default none)
//     query_position  m, the rotary query's position, 0–4096 (default 5)
//     key_position    n, the rotary key's position, 0–4096 (default 2)
//     shift           s, added to both, 0–4096 (default 40)
//     pair            the rotary pair drawn, 0–3 (default 0)
//     slope           ALiBi's slope m, 0–4 (default 0.5)
//     documents       lengths of the packed documents, 1–8 of 1–16 tokens, at most 32 in all
//                     (default [3, 4, 2])
//
// Every defect is reported at its path with what was expected; reading never throws and needs
// no widget. Qt Core only.
#pragma once

#include "core/paramsreport.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace atlas {

struct PositionsParams {
    Q_DECLARE_TR_FUNCTIONS(PositionsParams)

public:
    enum class OrderPositions { None, Sinusoidal, Rotary };

    static constexpr int minTokens = 2;
    static constexpr int maxTokens = 8;
    static constexpr int maxTokenLength = 16;
    static constexpr int minTableLength = 4;
    static constexpr int maxTableLength = 64;
    static constexpr int maxWidth = 64;
    static constexpr double minBase = 2;
    static constexpr double maxBase = 1e6;
    static constexpr int maxPosition = 4096;
    // The rotary example's head width: four pairs, from one radian per position down.
    static constexpr int rotaryWidth = 8;
    static constexpr double maxSlope = 4;
    static constexpr int maxDocuments = 8;
    static constexpr int maxDocumentLength = 16;
    static constexpr int maxPackedLength = 32;

    QStringList tokens = defaultTokens();
    std::uint64_t seed = 3;
    std::vector<int> permutation; // empty: reversed
    OrderPositions positions = OrderPositions::None;
    bool causal = false;
    int tableLength = 32;
    int width = 16;
    double base = 10000;
    QString learnedModel; // a path inside the pack; empty: none
    int queryPosition = 5;
    int keyPosition = 2;
    int shift = 40;
    int pair = 0;
    double slope = 0.5;
    QList<int> documents{3, 4, 2};

    static QStringList defaultTokens();
    static QStringList keys();
    // The permutation shown first: `permutation`, or the tokens reversed.
    std::vector<int> initialPermutation() const;
    // Whether `order` lists each of 0 … length − 1 once.
    static bool isPermutation(const std::vector<int> &order, int length);

    // Reads `params`, reporting every defect in `report`; the result is usable (defaults in
    // place of anything wrong) even when the report has errors.
    static PositionsParams read(const QJsonObject &params, ParamsReport &report);
};

} // namespace atlas
