#include "quizmistakesview.h"

#include "quizanswertext.h"
#include "quizsession.h"
#include "quizviewrefresh.h"

#include "core/questionkinds.h"

#include <QTextDocument>

#include <cmath>
#include <QUrl>

namespace atlas {

QuizMistakesView::QuizMistakesView(const QuizSession &session, QWidget *parent)
    : QTextBrowser(parent), session_(session), refresh_(new QuizViewRefresh(session, this, [this] { refresh(); }))
{
    setObjectName(QStringLiteral("mistakes"));
    setOpenLinks(false);
    setOpenExternalLinks(false);
    setFrameShape(QFrame::NoFrame);
    // As tall as its text: the lab's scroll area is the only scroll bar.
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        // question:<id> and chapter:<id>; anything else is ignored.
        if (url.scheme() == QLatin1String("question"))
            Q_EMIT questionRequested(url.path());
        else if (url.scheme() == QLatin1String("chapter"))
            Q_EMIT chapterRequested(url.path());
    });
}

void QuizMistakesView::setLanguage(const QString &language)
{
    language_ = language;
    refresh_->schedule();
}

void QuizMistakesView::refresh()
{
    const QList<const QuestionSpec *> mistakes = session_.mistakes();
    const int count = static_cast<int>(mistakes.size());
    const QLocale locale = this->locale();
    QString html;
    const CourseProgress::Score score = session_.score();
    if (score.attempted == 0) {
        html = QStringLiteral("<p>") + tr("Nothing answered yet. Questions you get wrong appear here with their explanations.").toHtmlEscaped() + QStringLiteral("</p>");
    } else if (mistakes.isEmpty()) {
        html = QStringLiteral("<p>") + tr("No mistakes so far: every answer was right on the first try.").toHtmlEscaped() + QStringLiteral("</p>");
    } else {
        const int stillWrong = static_cast<int>(session_.missed().size());
        // Two whole sentences, each translated on its own: the second counts other things than the first.
        //: %n questions went wrong at some point. A sentence of its own; the next one says how many are still wrong.
        const QString wentWrong = tr("%n question(s) went wrong at some point.", nullptr, count);
        //: After "N questions went wrong at some point.": none of them is still wrong.
        const QString allRight = tr("All of them are right now.");
        //: After "N questions went wrong at some point.": %n of them are still to be answered correctly.
        const QString stillToGet = tr("%n still to get right.", nullptr, stillWrong);
        const QString summary = wentWrong + QLatin1Char(' ') + (stillWrong == 0 ? allRight : stillToGet);
        html = QStringLiteral("<p>") + summary.toHtmlEscaped()
            + QStringLiteral("</p>");
        for (const QuestionSpec *q : mistakes) {
            const QuestionRecord record = session_.progress().record(q->id);
            const ChapterSpec *chapter = session_.pack().chapter(q->chapterId);
            const QString chapterTitle = chapter ? chapter->title.text(language_) : q->chapterId;
            const std::optional<QuizAnswer> last = session_.progress().lastAnswer(*q);
            html += QStringLiteral("<hr/><p><b>") + QuestionKinds::of(*q).presentPrompt(q->prompt.text(language_)).toHtmlEscaped() + QStringLiteral("</b><br/>");
            //: Where a question of the review comes from; %1 is a chapter title.
            html += QStringLiteral("<span>") + tr("From “%1”").arg(chapterTitle).toHtmlEscaped() + QStringLiteral(" · ");
            html += (record.correct ? tr("Right now, after %n attempt(s).", nullptr, record.attempts)
                                    : tr("Not yet right, %n attempt(s).", nullptr, record.attempts))
                        .toHtmlEscaped()
                + QStringLiteral("</span></p><p>");
            if (last)
                //: In the review of mistakes: the learner's latest answer.
                html += tr("Your last answer: %1").arg(QuizAnswerText::describe(*q, *last, language_, locale)).toHtmlEscaped() + QStringLiteral("<br/>");
            if (record.solutionMayShow()) {
                //: In the review of mistakes.
                html += tr("Correct answer: %1").arg(QuizAnswerText::correct(*q, language_, locale)).toHtmlEscaped() + QStringLiteral("</p>");
                const QString explanation = q->explanation.text(language_);
                if (!explanation.isEmpty())
                    html += QStringLiteral("<p><i>") + tr("Why:").toHtmlEscaped() + QStringLiteral("</i> ") + explanation.toHtmlEscaped() + QStringLiteral("</p>");
            } else {
                // One miss: the review gives the hint, as the question does, not the answer.
                //: In the review of mistakes, after one wrong try: the answer waits.
                html += tr("The answer comes after your second try, or with Show the solution in the question.").toHtmlEscaped()
                    + QStringLiteral("</p>");
                if (const QString hint = q->hint.text(language_); !hint.isEmpty())
                    html += QStringLiteral("<p><i>") + tr("Hint:").toHtmlEscaped() + QStringLiteral("</i> ") + hint.toHtmlEscaped() + QStringLiteral("</p>");
            }
            html += QStringLiteral("<p><a href=\"question:") + q->id.toHtmlEscaped() + QStringLiteral("\">")
                + (record.correct ? tr("Show the question") : tr("Answer it again")).toHtmlEscaped() + QStringLiteral("</a> · <a href=\"chapter:")
                + q->chapterId.toHtmlEscaped() + QStringLiteral("\">") + tr("Read its chapter").toHtmlEscaped() + QStringLiteral("</a></p>");
        }
    }
    setHtml(html);
    setAccessibleName(tr("Review of mistakes"));
    fitHeight();
}

void QuizMistakesView::fitHeight()
{
    const int width = viewport()->width();
    if (width > 0)
        document()->setTextWidth(width);
    const int height = static_cast<int>(std::ceil(document()->size().height())) + 2 * frameWidth() + 8;
    if (height != this->height())
        setFixedHeight(std::max(height, 120));
}

void QuizMistakesView::resizeEvent(QResizeEvent *event)
{
    QTextBrowser::resizeEvent(event);
    fitHeight();
}

} // namespace atlas

#include "moc_quizmistakesview.cpp"
