// The params of a "quiz" chapter: which questions it draws from, in which seeded order, how many
// per attempt. Its fields, their bounds and defaults are declared in quiz.params.json
// (atlas::declared::quiz); what the declaration cannot say — unique ids, the count against the
// questions listed — is checked here, and the loader checks the ids against the pack's questions.
//
// The chapter is complete when every question it draws from has been answered correctly at
// least once — in any attempt, or in the question's own chapter — not as soon as it is visited.
#pragma once

#include "core/paramsreport.h"
#include "quiz.params.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace atlas {

class QuizParams {
    Q_DECLARE_TR_FUNCTIONS(QuizParams)

public:
    QStringList questions;        // empty: every question of every other chapter
    qint64 seed = declared::quiz::seed::defaultValue;
    std::optional<int> count;

    static QuizParams read(const QJsonObject &params, ParamsReport &report);
};

} // namespace atlas
