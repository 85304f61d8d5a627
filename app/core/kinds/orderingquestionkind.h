// Ordering questions ("ordering"): the learner puts 2 to 10 items into their order (the steps
// of a forward pass, say). The items are written in the right order and shown in the
// learner's own (never the right one). An answer is the authored indices in the order the
// learner put them (QuizAnswer::selection), always all of them.
//
// Credit, as Moodle's ordering question grades by default ("relative to the next item,
// excluding the last"): each of the n − 1 adjacent pairs of the learner's order that is also
// adjacent, in the same direction, in the right order earns 1/(n − 1). Against the right
// order A B C D E, the answer A C D E B earns 2/4 (C→D and D→E; A→C and E→B are not pairs of
// it): a run kept intact keeps its credit, so one item in the wrong place costs at most three
// pairs, where "each item in its exact place" gives that answer 1/5 (only A is in place).
//
// Moodle's ordering question maps both ways (XML: answers in the right order; GIFT: Moodle's
// "{>" form); a Moodle question graded by another rule, or showing a subset of its items, is
// imported with a warning saying what changes.
#pragma once

#include "core/questionkind.h"

#include <QCoreApplication>

namespace atlas {

class ATLAS_CORE_EXPORT OrderingQuestionKind : public QuestionKind {
    Q_DECLARE_TR_FUNCTIONS(OrderingQuestionKind)

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
    int itemCount(const QuestionSpec &question) const override;
    QStringList answerKeys(const QuestionSpec &question, const QuizAnswer &answer) const override;
    std::optional<QuizAnswer> answerFromKeys(const QuestionSpec &question, const QStringList &keys) const override;

    // The order a learner first sees: `order` (the learner's shuffle of the items), unless it
    // is the right order, which is then reversed (no adjacent pair right).
    static QList<int> startingOrder(QList<int> order);

    static constexpr int minItems = 2;
    static constexpr int maxItems = 10;
};

} // namespace atlas
