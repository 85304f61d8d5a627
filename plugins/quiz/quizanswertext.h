// A quiz answer in words, for the review of mistakes and the exported results, as the
// question's kind words it (QuestionKind::describeAnswer: "Value vectors", "−0.75 value units",
// "keys 5, 6, 7"), and the correct answer in the same words (numeric: with its tolerance; mask:
// the engine's allowed keys).
#pragma once

#include "core/questionspec.h"
#include "core/quizanswer.h"

#include <QLocale>

namespace atlas {

class QuizAnswerText {
public:
    static QString describe(const QuestionSpec &question, const QuizAnswer &answer, const QString &language,
                            const QLocale &locale);
    static QString correct(const QuestionSpec &question, const QString &language, const QLocale &locale);
    // The correct answer as a QuizAnswer (numeric: the exact number).
    static QuizAnswer correctAnswer(const QuestionSpec &question);
    // A number as the course writes it: shortest exact form, a real minus sign.
    static QString number(double value, const QLocale &locale);
};

} // namespace atlas
