#include "quizpage.h"

namespace atlas {

QuizPage::QuizPage(ChapterContext &context, QWidget *parent) : StandardChapterPage(context, parent) {}

} // namespace atlas
