// The params of a "quiz" chapter:
//
//   { "questions": ["mechanism-causal-why", "packing-slot7-mask", …],   optional
//     "seed": 2017,                                                        optional
//     "count": 12 }                                                        optional
//
// questions  the ids of the questions to draw from, from any chapter of the pack (checked
//            by the loader against the pack's ids). Default: every question of every other
//            chapter, in pack order. Unique.
// seed       the shuffle's seed (an integer from 0 to 2⁵³ − 1): the same seed gives every
//            learner the same order. Default 2017.
// count      how many of the shuffled questions make up one attempt (1 to 512); default all.
//            More than the questions listed is an error.
//
// The chapter is complete when every question it draws from has been answered correctly at
// least once — in any attempt, or in the question's own chapter — not as soon as it is visited.
#pragma once

#include "core/paramsreport.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace atlas {

class QuizParams {
    Q_DECLARE_TR_FUNCTIONS(QuizParams)

public:
    static constexpr qint64 defaultSeed = 2017;
    static constexpr qint64 maxSeed = (qint64(1) << 53) - 1;
    static constexpr int maxQuestions = 512;

    QStringList questions;        // empty: every question of every other chapter
    qint64 seed = defaultSeed;
    std::optional<int> count;

    static QuizParams read(const QJsonObject &params, ParamsReport &report);
};

} // namespace atlas
