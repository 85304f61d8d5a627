#include "quizpage.h"

#include "quizlab.h"
#include "quizsession.h"

#include "sdk/chaptercontext.h"


namespace atlas {

QuizPage::QuizPage(ChapterContext &context, const QuizParams &params, QWidget *parent)
    : LabChapterPage(context, parent)
{
    auto *session = new QuizSession(context.pack(), context.chapter().id, params, context.progress(), this);
    auto *lab = new QuizLab(*session, context.language());
    connect(lab, &QuizLab::chapterRequested, &context, &ChapterContext::requestChapter);
    connect(lab, &QuizLab::statusMessage, &context, &ChapterContext::showStatus);
    setChapterLab(lab);
}

} // namespace atlas

#include "moc_quizpage.cpp"
