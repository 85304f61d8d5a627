// The positions chapter's params: the example each panel of the lab starts from. Its fields,
// their bounds and defaults are declared in positions.params.json (atlas::declared::positions);
// what the declaration cannot say — the permutation against the tokens, an even width, labels
// without spaces, the documents' total — is checked here.
//
// Every defect is reported at its path with what was expected; reading never throws and needs
// no widget. Qt Core only.
#pragma once

#include "core/paramsreport.h"
#include "positions.params.h"

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

    static constexpr int maxTokenLength = declared::positions::tokens::itemMaxLength;
    static constexpr int maxPosition = declared::positions::shift::maximum;
    // The rotary example's head width: four pairs, from one radian per position down.
    static constexpr int rotaryWidth = 2 * (declared::positions::pair::maximum + 1);
    static constexpr int maxDocumentLength = declared::positions::documents::itemMaximum;
    static constexpr int maxPackedLength = 32;

    QStringList tokens = defaultTokens();
    std::uint64_t seed = declared::positions::seed::defaultValue;
    std::vector<int> permutation; // empty: reversed
    OrderPositions positions = OrderPositions::None;
    bool causal = declared::positions::causal::defaultValue;
    int tableLength = declared::positions::table_length::defaultValue;
    int width = declared::positions::width::defaultValue;
    double base = declared::positions::base::defaultValue;
    QString learnedModel; // a path inside the pack; empty: none
    int queryPosition = declared::positions::query_position::defaultValue;
    int keyPosition = declared::positions::key_position::defaultValue;
    int shift = declared::positions::shift::defaultValue;
    int pair = declared::positions::pair::defaultValue;
    double slope = declared::positions::slope::defaultValue;
    QList<int> documents{3, 4, 2};

    static QStringList defaultTokens();
    // The permutation shown first: `permutation`, or the tokens reversed.
    std::vector<int> initialPermutation() const;
    // Whether `order` lists each of 0 … length − 1 once.
    static bool isPermutation(const std::vector<int> &order, int length);

    // Reads `params`, reporting every defect in `report`; the result is usable (defaults in
    // place of anything wrong) even when the report has errors.
    static PositionsParams read(const QJsonObject &params, ParamsReport &report);
};

} // namespace atlas
