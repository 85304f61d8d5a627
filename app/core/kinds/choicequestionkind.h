// Choice questions: "single" (choose the one correct choice) and "multiple" (choose every
// correct choice; correct iff the chosen set, duplicates ignored, equals the answer set). An
// answer is the chosen choices' authored indices; the learner sees the choices in an order of
// their own when the question shuffles.
//
// From Moodle: multichoice with one answer → single (the 100% answer is correct), with several
// → multiple (the answers of positive weight are the correct set; the pack grades
// all-or-nothing); truefalse → single over "True", "False" in that order. To Moodle: single →
// multichoice, one answer at 100%, the others 0%; multiple → multichoice with several
// answers, the correct ones sharing 100% equally and each wrong one −100%, Moodle's nearest to
// all-or-nothing (a learner who picks a wrong answer gets nothing; Moodle still gives part of
// the credit for part of the correct set).
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
    QJsonObject schema() const override;
    bool hasShuffle() const override;
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
    int itemCount(const QuestionSpec &question) const override;
    QStringList answerKeys(const QuestionSpec &question, const QuizAnswer &answer) const override;
    std::optional<QuizAnswer> answerFromKeys(const QuestionSpec &question, const QStringList &keys) const override;

private:
    bool fromTrueFalse(const MoodleQuestion &moodle, QuestionSpec &question, MoodleImportContext &context) const;

    Answers answers_;
};

} // namespace atlas
