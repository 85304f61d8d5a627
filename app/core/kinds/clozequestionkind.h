// Cloze questions ("cloze", Moodle's embedded answers): a text with 1 to 12 gaps, each a
// question of its own kind — "single" (a drop-down list), "multiple" (boxes to tick),
// "short" (a word to type) or "numeric" (a number) — with its own answers, credit and
// feedback, and a weight: the whole earns Σ wᵢ·fᵢ / Σ wᵢ (GapQuestions), as Moodle grades it.
//
// Moodle: its embedded-answers question (XML "cloze") maps both ways, each gap one of Moodle's
// codes in the text (ClozeCodes); GIFT has no such question, so a cloze question is exported
// to Moodle XML only.
#pragma once

#include "core/questionkind.h"

#include <QCoreApplication>

namespace atlas {

class ATLAS_CORE_EXPORT ClozeQuestionKind : public QuestionKind {
    Q_DECLARE_TR_FUNCTIONS(ClozeQuestionKind)

public:
    QString name() const override;
    QStringList fieldNames() const override;
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
    QString presentPrompt(const QString &prompt) const override;
};

} // namespace atlas
