// Short-answer questions ("short"): the learner types a word or a phrase. The question lists
// the answers it accepts, each with the credit it gives (a fraction from 0 to 1; at least one
// gives full credit) and its own feedback; the first that matches, in the order written,
// grades the answer; none matching is wrong.
//
// Matching, as Moodle's short-answer question does it: the typed text and each accepted answer
// are compared whole, after Unicode NFC normalization, trimming and collapsing every run of
// white space into one space; case does not matter unless the question says
// "case_sensitive": true; "*" in an accepted answer matches any run of characters (none
// included) and "\*" a literal asterisk. An answer is accepted in any of the pack's languages.
//
// Moodle's shortanswer maps both ways: its answers, fractions, feedback and usecase.
#pragma once

#include "core/questionkind.h"

#include <QCoreApplication>

namespace atlas {

class ATLAS_CORE_EXPORT ShortAnswerQuestionKind : public QuestionKind {
    Q_DECLARE_TR_FUNCTIONS(ShortAnswerQuestionKind)

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

    // `text` as it is compared: NFC, trimmed, each run of white space one space.
    static QString normalized(const QString &text);
    // Whether `typed` matches the accepted answer `pattern` (both normalized here).
    static bool matches(const QString &pattern, const QString &typed, bool caseSensitive);
};

} // namespace atlas
