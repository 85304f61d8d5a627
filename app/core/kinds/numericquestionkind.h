// Numeric questions: the learner types a number, correct iff |x − answer| ≤ tolerance
// (inclusive, with a few ulps of slack so that a typed boundary value is not lost to binary
// rounding); the unit is shown beside the field.
//
// From Moodle's numerical: the one 100% answer and its tolerance, the unit of multiplier 1;
// to it: the answer at 100% with its tolerance and unit.
#pragma once

#include "core/questionkind.h"

#include <QCoreApplication>

namespace atlas {

class NumericQuestionKind : public QuestionKind {
    Q_DECLARE_TR_FUNCTIONS(NumericQuestionKind)

public:
    QString name() const override;
    QJsonObject schema() const override;
    void read(QuestionFields &fields, QuestionSpec &question) const override;
    void writeJson(const QuestionSpec &question, QuestionJsonMembers &members) const override;
    bool takesMoodle(const MoodleQuestion &question) const override;
    bool fromMoodle(const MoodleQuestion &moodle, QuestionSpec &question, MoodleImportContext &context) const override;
    bool toMoodle(const QuestionSpec &question, MoodleQuestion &moodle, MoodleExportContext &context) const override;
    GradeResult grade(const QuestionSpec &question, const QuizAnswer &answer) const override;
    QStringList printLines(const QuestionSpec &question, const QString &language, const QLocale &locale) const override;
    QJsonValue answerToJson(const QuizAnswer &answer) const override;
    std::optional<QuizAnswer> answerFromJson(const QJsonValue &value) const override;
    QuizAnswer correctAnswer(const QuestionSpec &question) const override;
    QString describeAnswer(const QuestionSpec &question, const QuizAnswer &answer, const QString &language,
                           const QLocale &locale) const override;
    QString describeCorrect(const QuestionSpec &question, const QString &language, const QLocale &locale) const override;
};

} // namespace atlas
