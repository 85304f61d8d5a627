// Numeric questions: the correct number, the absolute error accepted, an optional unit and
// feedback; further answers tried in order, each with its credit and feedback; feedback for
// any other number.
#pragma once

#include "core/questionfields.h"
#include "core/questionspec.h"

#include <QCoreApplication>

namespace atlas {

class NumericQuestionReader {
    Q_DECLARE_TR_FUNCTIONS(NumericQuestionReader)

public:
    static void read(QuestionFields &fields, QuestionSpec &question);
    static constexpr int maxMoreAnswers = 12;
};

} // namespace atlas
