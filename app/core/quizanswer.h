// A learner's answer to one question, in the form the question's type expects.
#pragma once

#include "core/coreexport.h"

#include "questionspec.h"

#include <QJsonValue>
#include <QList>

#include <limits>
#include <utility>
#include <optional>

namespace atlas {

struct ATLAS_CORE_EXPORT QuizAnswer {
    QList<int> selection;   // single: one choice index; multiple: chosen indices; mask: key slots
    double number = std::numeric_limits<double>::quiet_NaN(); // numeric

    static QuizAnswer choice(int index) { return QuizAnswer{{index}, std::numeric_limits<double>::quiet_NaN()}; }
    static QuizAnswer choices(QList<int> indices) { return QuizAnswer{std::move(indices), std::numeric_limits<double>::quiet_NaN()}; }
    static QuizAnswer numeric(double value) { return QuizAnswer{{}, value}; }
    static QuizAnswer keys(QList<int> keySlots) { return QuizAnswer{std::move(keySlots), std::numeric_limits<double>::quiet_NaN()}; }

    // For the progress store, in the form the question's kind gives it (QuestionKind).
    // `type` is the question's (QuestionSpec::type).
    QJsonValue toJson(const QString &type) const;
    static std::optional<QuizAnswer> fromJson(const QString &type, const QJsonValue &value);

    // Indices (of choices, of key slots) as the progress file stores them, and back: an array
    // of integers from 0 to 10⁶, else nullopt.
    static QJsonValue indicesToJson(const QList<int> &indices);
    static std::optional<QList<int>> indicesFromJson(const QJsonValue &value);
};

} // namespace atlas
