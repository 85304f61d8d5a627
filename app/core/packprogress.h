// What a learner has done in one pack: chapters visited and completed, the last chapter, and
// each question's record. Serialized by ProgressStore.
#pragma once

#include "core/coreexport.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace atlas {

struct ATLAS_CORE_EXPORT QuestionRecord {
    int attempts = 0;                    // graded submissions (invalid answers do not count)
    bool correct = false;                // the latest graded answer was correct
    bool solved = false;                 // some graded answer was correct (completion)
    std::optional<bool> firstTryCorrect; // set by the first graded submission
    QJsonValue lastAnswer;               // QuizAnswer::toJson of the latest submission
    // Single and multiple: the texts (in the pack's default language) of the authored choices
    // the latest answer picked, so that an answer survives a pack update that reorders them.
    QStringList answerTexts;
    double partialCredit = 0;            // the latest graded answer earned part of the credit (0 to 1, exclusive)
    bool solutionShown = false;          // the learner asked for the solution (then not right on the first try)

    // Whether the worked solution may be shown outside the question (a review of mistakes):
    // once solved, after the second graded try, or when asked for — the retry loop's rule.
    bool solutionMayShow() const { return solved || attempts >= 2 || solutionShown; }

    QJsonObject toJson() const;
    static std::optional<QuestionRecord> fromJson(const QJsonValue &value);
    friend bool operator==(const QuestionRecord &, const QuestionRecord &) = default;
};

struct ATLAS_CORE_EXPORT PackProgress {
    QString version;
    QString lastChapter;
    QSet<QString> visited;
    QSet<QString> completed;
    QMap<QString, QuestionRecord> answers;
    QJsonObject chapterState;            // per chapter id: what a chapter keeps (e.g. the quiz order)
    // Seeds the order in which this learner sees each question's choices (ChoiceOrder); drawn
    // at random when the pack is first opened here, below 2^53 so that JSON keeps it exactly.
    std::optional<std::uint64_t> learnerSeed;

    static constexpr std::uint64_t seedLimit = std::uint64_t(1) << 53;

    QJsonObject toJson() const;
    // Reads what it can; `skipped` counts entries that could not be read.
    static PackProgress fromJson(const QJsonObject &object, int &skipped);
};

} // namespace atlas
