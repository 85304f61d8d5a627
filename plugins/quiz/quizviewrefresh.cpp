#include "quizviewrefresh.h"

#include "quizsession.h"

#include <QEvent>
#include <QWidget>

namespace atlas {

QuizViewRefresh::QuizViewRefresh(const QuizSession &session, QWidget *view, std::function<void()> rewrite)
    : QObject(view), view_(view), rewrite_(std::move(rewrite))
{
    view->installEventFilter(this);
    connect(&session, &QuizSession::scoreChanged, this, &QuizViewRefresh::schedule);
    connect(&session, &QuizSession::shownChanged, this, &QuizViewRefresh::schedule);
}

void QuizViewRefresh::schedule()
{
    stale_ = true;
    if (view_->isVisible())
        ensureCurrent();
}

void QuizViewRefresh::ensureCurrent()
{
    if (!stale_)
        return;
    stale_ = false;
    rewrite_();
}

bool QuizViewRefresh::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == view_) {
        switch (event->type()) {
        case QEvent::Show: // before the view's own showEvent: it shows the current state
            ensureCurrent();
            break;
        case QEvent::LanguageChange:
        case QEvent::LocaleChange:
            schedule();
            break;
        default:
            break;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace atlas

#include "moc_quizviewrefresh.cpp"
