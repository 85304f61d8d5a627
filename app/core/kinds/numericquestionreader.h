// Numeric questions: the correct number, the absolute error accepted, and an optional unit.
#pragma once

#include "core/questionfields.h"
#include "core/questionspec.h"

#include <QCoreApplication>

namespace atlas {

class NumericQuestionReader {
    Q_DECLARE_TR_FUNCTIONS(NumericQuestionReader)

public:
    static void read(QuestionFields &fields, QuestionSpec &question);
};

} // namespace atlas
