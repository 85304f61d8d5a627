// Choice questions: "single" (choose the one correct choice) and "multiple" (choose every
// correct choice; correct iff the chosen set, duplicates ignored, equals the answer set). An
// answer is the chosen choices' authored indices; the learner sees the choices in an order of
// their own when the question shuffles.
#pragma once

#include "core/questionkind.h"

#include <QCoreApplication>

namespace atlas {

class ChoiceQuestionKind : public QuestionKind {
    Q_DECLARE_TR_FUNCTIONS(ChoiceQuestionKind)

public:
    enum class Answers { One, Several };
    explicit ChoiceQuestionKind(Answers answers) : answers_(answers) {}

    QString name() const override;
    GradeResult grade(const QuestionSpec &question, const QuizAnswer &answer) const override;
    QJsonValue answerToJson(const QuizAnswer &answer) const override;
    std::optional<QuizAnswer> answerFromJson(const QJsonValue &value) const override;
    QuizAnswer correctAnswer(const QuestionSpec &question) const override;
    QString describeAnswer(const QuestionSpec &question, const QuizAnswer &answer, const QString &language,
                           const QLocale &locale) const override;
    int itemCount(const QuestionSpec &question) const override;
    QStringList answerKeys(const QuestionSpec &question, const QuizAnswer &answer) const override;
    std::optional<QuizAnswer> answerFromKeys(const QuestionSpec &question, const QStringList &keys) const override;

private:
    Answers answers_;
};

} // namespace atlas
