#include "quizgrader.h"

#include "questionkinds.h"

namespace atlas {

GradeResult QuizGrader::grade(const QuestionSpec &question, const QuizAnswer &answer)
{
    return QuestionKinds::of(question).grade(question, answer);
}

} // namespace atlas
