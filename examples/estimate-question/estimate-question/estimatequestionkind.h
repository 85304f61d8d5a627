// "estimate" questions: the learner types a positive number; within a factor `within` of the
// true `answer` (answer/within ≤ x ≤ answer·within) earns full credit, within within² half of
// it, anything further none. In a pack:
//
//   {"id": "kv-bytes", "type": "estimate", "prompt": "How many bytes …?",
//    "answer": 4.3e9, "within": 2, "explanation": "…"}
//
// "within" is optional (2 unless written) and must be above 1. The kind keeps both numbers
// in the question's kindData; an answer is QuizAnswer::number.
#pragma once

#include "core/questionkind.h"

#include <QCoreApplication>

namespace estimate {

class EstimateQuestionKind final : public atlas::QuestionKind {
    Q_DECLARE_TR_FUNCTIONS(EstimateQuestionKind)

public:
    QString name() const override;
    QJsonObject schema() const override;
    void read(atlas::QuestionFields &fields, atlas::QuestionSpec &question) const override;
    void writeJson(const atlas::QuestionSpec &question, atlas::QuestionJsonMembers &members) const override;
    atlas::GradeResult grade(const atlas::QuestionSpec &question, const atlas::QuizAnswer &answer) const override;
    QJsonValue answerToJson(const atlas::QuizAnswer &answer) const override;
    std::optional<atlas::QuizAnswer> answerFromJson(const QJsonValue &value) const override;
    atlas::QuizAnswer correctAnswer(const atlas::QuestionSpec &question) const override;
    QString describeAnswer(const atlas::QuestionSpec &question, const atlas::QuizAnswer &answer, const QString &language,
                           const QLocale &locale) const override;
    QString describeCorrect(const atlas::QuestionSpec &question, const QString &language, const QLocale &locale) const override;

    // The true value and the factor, as read() kept them.
    static double answer(const atlas::QuestionSpec &question);
    static double within(const atlas::QuestionSpec &question);
};

} // namespace estimate
