#include "quizpage.h"

#include "quizlab.h"
#include "quizparams.h"
#include "quizsession.h"

#include "sdk/chaptercontext.h"

#include <QTabWidget>

namespace atlas {

QuizPage::QuizPage(ChapterContext &context, QWidget *parent) : StandardChapterPage(context, parent)
{
    // The plugin validated the params before creating the page; read them again for the session.
    ParamsReport ignored;
    session_ = new QuizSession(context.pack(), context.chapter().id, QuizParams::read(context.chapter().params, ignored),
                               context.progress(), this);
    lab_ = new QuizLab(*session_, context.language());
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
