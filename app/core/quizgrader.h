// Grading: a pure function of a question and an answer, which the question's kind gives
// (QuestionKind::grade; the built-in kinds' rules are in app/core/kinds/). An answer that is
// not an answer (nothing chosen, an index out of range, not a number) is Invalid: it says what
// is expected and does not count as an attempt.
#pragma once

#include "core/coreexport.h"

#include "quizanswer.h"

#include <QCoreApplication>

#include <vector>

namespace atlas {

struct ATLAS_CORE_EXPORT GradeResult {
    enum class Outcome { Correct, Incorrect, Invalid };
    Outcome outcome = Outcome::Invalid;
    // The credit, from 0 to 1: 1 when correct; between, partial credit (an Incorrect answer
    // that earns some: a short answer accepted at 50%).
    double fraction = 0;
    QString invalidReason;       // translated, for Invalid
    QList<int> pickedChoices;    // single/multiple: whose feedback to show; short: the answer matched
    QList<int> correctChoices;   // single/multiple
    double error = 0;            // numeric: |x − answer|
    QList<int> correctKeys;      // mask: the engine's allowed keys
    QList<int> missedKeys;       // mask: allowed but not chosen
    QList<int> extraKeys;        // mask: chosen but not allowed
    std::vector<GradeResult> gaps; // gapselect, cloze: each gap's own verdict

    bool isCorrect() const { return outcome == Outcome::Correct; }
    bool isPartlyCorrect() const { return outcome == Outcome::Incorrect && fraction > 0; }
    // Not an answer, and why (translated).
    static GradeResult invalid(const QString &reason)
    {
        GradeResult r;
        r.invalidReason = reason;
        return r;
    }
    bool isValid() const { return outcome != Outcome::Invalid; }
};

class ATLAS_CORE_EXPORT QuizGrader {
    Q_DECLARE_TR_FUNCTIONS(QuizGrader)

public:
    static GradeResult grade(const QuestionSpec &question, const QuizAnswer &answer);
};

} // namespace atlas
