#include "quizpage.h"

#include "quizlab.h"
#include "quizsession.h"

#include "sdk/chaptercontext.h"

#include <QTabWidget>

namespace atlas {

QuizPage::QuizPage(ChapterContext &context, const QuizParams &params, QWidget *parent)
    : StandardChapterPage(context, parent)
{
    auto *session = new QuizSession(context.pack(), context.chapter().id, params, context.progress(), this);
    lab_ = new QuizLab(*session, context.language());
    connect(lab_, &QuizLab::chapterRequested, &context, &ChapterContext::requestChapter);
    connect(lab_, &QuizLab::statusMessage, &context, &ChapterContext::showStatus);
    setLab(lab_);
}

QList<ExportableFigure> QuizPage::figures() const
{
    return lab_->figures();
}

void QuizPage::prepareForScreenshot()
{
    lab_->tabs()->setCurrentIndex(QuizLab::QuestionsTab);
}

void QuizPage::reloadContent()
{
    StandardChapterPage::reloadContent();
    if (lab_)
        lab_->setLanguage(context().language());
}

} // namespace atlas

#include "moc_quizpage.cpp"
