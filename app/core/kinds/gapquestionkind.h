// What gap-select and cloze questions share (GapQuestionKind, their base). Their prompt marks each gap [[1]], [[2]], … —
// every gap once in every language, in whatever order the language puts them — and each gap
// is a question of its own kind without a prompt (QuestionSpec::gaps), read, graded, stored
// and put in words by that kind. The whole earns the gaps' credit weighed by their weights:
// Σ wᵢ·fᵢ / Σ wᵢ, as Moodle grades its embedded-answers question; a gap left empty is not an
// answer yet.
#pragma once

#include "core/coreexport.h"
#include "core/questionkind.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace atlas {

// The base of the two gap kinds: everything but their names and their Moodle mapping.
class ATLAS_CORE_EXPORT GapQuestionKind : public QuestionKind {
    Q_DECLARE_TR_FUNCTIONS(GapQuestionKind)

public:
    static constexpr int maxGaps = 12;
    static constexpr int maxWeight = 100;

    // How a kind's gaps are written: the kinds a gap may be (the first when a gap names
    // none, if `typed` is false), and whether a gap may say its "weight".
    struct Rules {
        QStringList kinds;
        bool typed = false;
        bool weighted = false;
    };

    explicit GapQuestionKind(Rules rules) : rules_(std::move(rules)) {}

    QJsonObject schema() const override;
    // Reads "gaps" and checks the prompt's marks against them.
    void read(QuestionFields &fields, QuestionSpec &question) const override;
    void writeJson(const QuestionSpec &question, QuestionJsonMembers &members) const override;
    GradeResult grade(const QuestionSpec &question, const QuizAnswer &answer) const override;
    // An answer as an array with one value per gap, in the gap kind's form (null: empty).
    QJsonValue answerToJson(const QuizAnswer &answer) const override;
    std::optional<QuizAnswer> answerFromJson(const QJsonValue &value) const override;
    QuizAnswer correctAnswer(const QuestionSpec &question) const override;
    QString describeAnswer(const QuestionSpec &question, const QuizAnswer &answer, const QString &language,
                           const QLocale &locale) const override;
    QString describeCorrect(const QuestionSpec &question, const QString &language, const QLocale &locale) const override;
    // Each mark a numbered blank, "___(2)___".
    QString presentPrompt(const QString &prompt) const override;
    // On paper: a line per gap, "(2) ○ scores    ○ weights".
    QStringList printLines(const QuestionSpec &question, const QString &language, const QLocale &locale) const override;

    // The gap numbers `text` marks, in the order it marks them.
    static QList<int> marks(const QString &text);
    // A gap's mark: "[[2]]".
    static QString mark(int gap);
    // `text` with each mark replaced by `replacement(gap, i)`, i counting the marks from 0.
    static QString replaceMarks(const QString &text, const std::function<QString(int gap, int index)> &replacement);

private:
    Rules rules_;
};

} // namespace atlas
