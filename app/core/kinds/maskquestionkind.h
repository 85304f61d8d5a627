// Mask questions: the learner selects, in a packed block, the keys one query may attend to
// (or, with the induction rule, the keys an induction head reads); correct iff the selection
// equals the engine's keys (MaskQuestion), the missed and the extra keys reported.
//
// To Moodle: a multichoice question with several answers over the block's slots (its position,
// token and document each), the correct keys (computed by the engine) sharing 100% and each
// other slot −100%, with moodleNote() appended to the text. Moodle has nothing to import as one.
#pragma once

#include "core/questionkind.h"

#include <QCoreApplication>

namespace atlas {

class ATLAS_CORE_EXPORT MaskQuestionKind : public QuestionKind {
    Q_DECLARE_TR_FUNCTIONS(MaskQuestionKind)

public:
    QString name() const override;
    QJsonObject schema() const override;
    void read(QuestionFields &fields, QuestionSpec &question) const override;
    void writeJson(const QuestionSpec &question, QuestionJsonMembers &members) const override;
    bool toMoodle(const QuestionSpec &question, MoodleQuestion &moodle, MoodleExportContext &context) const override;
    GradeResult grade(const QuestionSpec &question, const QuizAnswer &answer) const override;
    QStringList printLines(const QuestionSpec &question, const QString &language, const QLocale &locale) const override;
    QJsonValue answerToJson(const QuizAnswer &answer) const override;
    std::optional<QuizAnswer> answerFromJson(const QJsonValue &value) const override;
    QuizAnswer correctAnswer(const QuestionSpec &question) const override;
    QString describeAnswer(const QuestionSpec &question, const QuizAnswer &answer, const QString &language,
                           const QLocale &locale) const override;

    // The note appended to a mask question's text in Moodle.
    static QString moodleNote();
};

} // namespace atlas
