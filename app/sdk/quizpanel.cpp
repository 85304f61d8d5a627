#include "quizpanel.h"

#include "questionview.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace atlas {

QuizPanel::QuizPanel(const QList<QuestionSpec> &questions, CourseProgress &progress, const QString &language,
                     QWidget *parent)
    : QWidget(parent), progress_(progress), language_(language), titleLabel_(new QLabel(this)),
      scoreLabel_(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(10);

    titleLabel_->setObjectName(QStringLiteral("title"));
    titleLabel_->setTextFormat(Qt::PlainText);
    QFont titleFont = titleLabel_->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    titleLabel_->setFont(titleFont);
    scoreLabel_->setObjectName(QStringLiteral("score"));
    scoreLabel_->setTextFormat(Qt::PlainText);
    scoreLabel_->setWordWrap(true);
    auto *header = new QVBoxLayout;
    header->setSpacing(2);
    header->addWidget(titleLabel_);
    header->addWidget(scoreLabel_);
    layout->addLayout(header);

    for (qsizetype i = 0; i < questions.size(); ++i) {
        auto *view = new QuestionView(questions.at(i), progress_, language_, this);
        view->setNumber(static_cast<int>(i + 1), static_cast<int>(questions.size()));
        connect(view, &QuestionView::answered, this, &QuizPanel::answered);
        views_.append(view);
        layout->addWidget(view);
    }
    layout->addStretch(1);

    // Every change of a record (ours, another view's, a reset) can change the score.
    connect(&progress_, &CourseProgress::recordChanged, this, [this](const QString &id) {
        for (const QuestionView *view : std::as_const(views_))
            if (view->question().id == id) {
                updateScore();
                return;
            }
    });
    retranslateUi();
}

QString QuizPanel::title() const
{
    return titleLabel_->text();
}

QString QuizPanel::scoreText() const
{
    return scoreLabel_->text();
}

void QuizPanel::setLanguage(const QString &language)
{
    language_ = language;
    for (QuestionView *view : std::as_const(views_))
        view->setLanguage(language);
}

void QuizPanel::retranslateUi()
{
    //: Title of the quiz section at the end of a chapter.
    titleLabel_->setText(tr("Check your understanding"));
    setAccessibleName(titleLabel_->text());
    updateScore();
}

void QuizPanel::updateScore()
{
    QList<const QuestionSpec *> questions;
    for (const QuestionView *view : std::as_const(views_))
        questions.append(&view->question());
    const CourseProgress::Score score = progress_.score(questions);
    QString text;
    if (score.total == 0)
        text = tr("This chapter has no questions.");
    else if (score.attempted == 0)
        //: Score line before any answer.
        text = tr("%n question(s), none answered yet.", nullptr, score.total);
    else
        //: Score line: %1 correct (latest answer) of %2 questions, %3 of them right on the first try.
        text = tr("%1 of %2 correct, %3 on the first try").arg(score.correct).arg(score.total).arg(score.firstTryCorrect);
    if (text == scoreLabel_->text())
        return;
    scoreLabel_->setText(text);
    scoreLabel_->setAccessibleName(text);
    Q_EMIT scoreChanged();
}

void QuizPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace atlas

#include "moc_quizpanel.cpp"
