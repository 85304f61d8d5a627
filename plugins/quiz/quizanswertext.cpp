#include "quizanswertext.h"

#include "core/questionkinds.h"

namespace atlas {

QString QuizAnswerText::number(double value, const QLocale &locale)
{
    return QuestionKind::numberText(value, locale);
}

QuizAnswer QuizAnswerText::correctAnswer(const QuestionSpec &question)
{
    return QuestionKinds::of(question).correctAnswer(question);
}

QString QuizAnswerText::describe(const QuestionSpec &question, const QuizAnswer &answer, const QString &language,
                                 const QLocale &locale)
{
    return QuestionKinds::of(question).describeAnswer(question, answer, language, locale);
}

QString QuizAnswerText::correct(const QuestionSpec &question, const QString &language, const QLocale &locale)
{
    return QuestionKinds::of(question).describeCorrect(question, language, locale);
}

} // namespace atlas
