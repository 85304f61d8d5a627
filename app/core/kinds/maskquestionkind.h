// Mask questions: the learner selects, in a packed block, the keys one query may attend to
// (or, with the induction rule, the keys an induction head reads); correct iff the selection
// equals the engine's keys (MaskQuestion), the missed and the extra keys reported.
#pragma once

#include "core/questionkind.h"

#include <QCoreApplication>

namespace atlas {

class MaskQuestionKind : public QuestionKind {
    Q_DECLARE_TR_FUNCTIONS(MaskQuestionKind)

public:
    QString name() const override;
    GradeResult grade(const QuestionSpec &question, const QuizAnswer &answer) const override;
    QJsonValue answerToJson(const QuizAnswer &answer) const override;
    std::optional<QuizAnswer> answerFromJson(const QJsonValue &value) const override;
    QuizAnswer correctAnswer(const QuestionSpec &question) const override;
    QString describeAnswer(const QuestionSpec &question, const QuizAnswer &answer, const QString &language,
                           const QLocale &locale) const override;
};

} // namespace atlas
