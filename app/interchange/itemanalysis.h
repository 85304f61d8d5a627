// Item analysis of a class's results (ClassResults), as Moodle's quiz statistics report
// defines it (docs/cli.md, "questions stats"). For each question, over the learners whose
// results hold it, with xᵢ a learner's mark on it (its credit, 0 to 1; 0 when unanswered, as
// Moodle marks a question left unanswered in a finished attempt) and rᵢ the learner's marks on
// every other question of their results:
//   facility        mean(x) / 1 — the share of the marks learners earned;
//   discrimination  cov(x, r) / √(var(x)·var(r)), with sample (n − 1) moments: how well the
//                   question separates learners who do well on the rest from those who do not
//                   (Moodle shows it ×100); none when either variance is 0;
//   efficiency      cov(x, r) / cov(x↑, r↑), the covariance over the largest it could be for
//                   these marks (both sorted); none when that is 0.
// A question is flagged too easy above facility 0.9, too hard below 0.2, and weak below
// discrimination 0.1. It also counts how often each answer was given (the answer in words).
#pragma once

#include "classresults.h"
#include "interchange/interchangeexport.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace atlas {

class ATLAS_INTERCHANGE_EXPORT ItemAnalysis {
    Q_DECLARE_TR_FUNCTIONS(ItemAnalysis)

public:
    static constexpr double tooEasy = 0.9;
    static constexpr double tooHard = 0.2;
    static constexpr double weak = 0.1;

    struct Question {
        QString id;
        QString chapter;
        QString type;
        QString prompt;
        int learners = 0;   // whose results hold the question
        int answered = 0;   // of them, who answered it
        double facility = 0;
        std::optional<double> discrimination;
        std::optional<double> efficiency;
        QMap<QString, int> answers; // the answer in words → how many gave it
        QStringList flags;          // "too-easy", "too-hard", "weak-discrimination"
    };

    // One entry per question, in the order the results first list them.
    static QList<Question> analyse(const ClassResults &results);
    // A flag in words: "too easy (facility above 0.9)", …; and as a short label: "too easy".
    static QString flagText(const QString &flag);
    static QString flagLabel(const QString &flag);
    // The answers given, most often first: (the answer in words, how many gave it).
    static QList<std::pair<QString, int>> answersByCount(const Question &question);
    // The analysis as CSV (RFC 4180, UTF-8, CRLF), a row per question (docs/cli.md, "questions
    // stats"): question id, chapter, type, learners, answered, facility, discrimination,
    // efficiency (4 decimals; empty when undefined), flags, answers ("text ×n; …"), prompt.
    static QByteArray toCsv(const QList<Question> &questions);
};

} // namespace atlas
