// Matching questions ("matching"): the learner matches each of 2 to 12 items with one of the
// matches, which are the items' own (two items may share one) plus distractors that match
// nothing. The matches are offered in the learner's own order (unless "shuffle": false); the
// items stay in the order written. Credit is per item: the share of items matched right, as
// Moodle grades its matching question; an item left without a match is not an answer yet.
//
// An answer is, per item, the authored index of the match chosen (QuizAnswer::selection).
// Moodle's matching question (GIFT's {=item -> match}, XML's <subquestion>) maps both ways; a
// subquestion without text is a distractor there.
#pragma once

#include "core/questionkind.h"

#include <QCoreApplication>

namespace atlas {

class ATLAS_CORE_EXPORT MatchingQuestionKind : public QuestionKind {
    Q_DECLARE_TR_FUNCTIONS(MatchingQuestionKind)

public:
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

    static constexpr int minItems = 2;
    static constexpr int maxItems = 12;
    static constexpr int maxMatches = 16;
};

} // namespace atlas
