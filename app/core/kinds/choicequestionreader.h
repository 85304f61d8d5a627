// Single- and multiple-choice questions: 2 to PackLimits::maxChoices choices (a text, or
// {"text", "feedback", "fraction"}), and the index (single) or the set of indices (multiple)
// of the correct ones.
#pragma once

#include "core/questionfields.h"
#include "core/questionspec.h"

#include <QCoreApplication>

namespace atlas {

class ChoiceQuestionReader {
    Q_DECLARE_TR_FUNCTIONS(ChoiceQuestionReader)

public:
    static void read(QuestionFields &fields, QuestionSpec &question, bool single);

private:
    // The choices' fractions agree with the answer (see ChoiceSpec::fraction).
    static void checkFractions(QuestionFields &fields, const QuestionSpec &question, bool single);
};

} // namespace atlas
