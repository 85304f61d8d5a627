// A learner's answer to one question, in the form the question's type expects.
#pragma once

#include "core/coreexport.h"

#include "questionspec.h"

#include <QJsonValue>
#include <QList>
#include <QString>

#include <limits>
#include <vector>
#include <utility>
#include <optional>

namespace atlas {

struct ATLAS_CORE_EXPORT QuizAnswer {
    QList<int> selection;   // single: one choice index; multiple: chosen indices; mask: key slots
    double number = std::numeric_limits<double>::quiet_NaN(); // numeric
    QString text;           // short: what the learner typed
    std::vector<QuizAnswer> gaps; // gapselect, cloze: one answer per gap, in its kind's form

    static QuizAnswer choice(int index) { return choices({index}); }
    static QuizAnswer choices(QList<int> indices)
    {
        QuizAnswer a;
        a.selection = std::move(indices);
        return a;
    }
    static QuizAnswer numeric(double value)
    {
        QuizAnswer a;
        a.number = value;
        return a;
    }
    static QuizAnswer keys(QList<int> keySlots) { return choices(std::move(keySlots)); }
    static QuizAnswer typed(QString typedText)
    {
        QuizAnswer a;
        a.text = std::move(typedText);
        return a;
    }

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
