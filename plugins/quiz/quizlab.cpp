#include "quizlab.h"

#include "quizmistakesview.h"
#include "quizresults.h"
#include "quizscorechart.h"
#include "quizscoremodel.h"
#include "quiztabpage.h"

#include "core/learnerid.h"
#include "sdk/boxlayout.h"
#include "sdk/paragraphlabel.h"
#include "sdk/questionview.h"
#include "sdk/retranslator.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QScrollArea>
#include <QVBoxLayout>

namespace atlas {

namespace {

// A tab's page: its widgets from the top, within the tabs' margins.
QVBoxLayout *tabLayout(QWidget *page, std::initializer_list<BoxLayout::Item> items)
{
    QVBoxLayout *layout = BoxLayout::column(page, items);
    layout->setContentsMargins(2, 8, 2, 8);
    layout->addStretch(1);
    return layout;
}

} // namespace

QuizLab::QuizLab(QuizSession &session, const QString &language, QWidget *parent)
    : ChapterLab(parent), session_(session), language_(language), scoreLine_(new ParagraphLabel(this, QStringLiteral("quizScore"))),
      note_(new ParagraphLabel(this, QStringLiteral("quizNote"))), retryButton_(new QPushButton(this)),
      showAllButton_(new QPushButton(this)), resetButton_(new QPushButton(this)), exportButton_(new QPushButton(this)),
      learnerIdButton_(new QPushButton(this)), tabs_(new QTabWidget(this)), questionsPage_(new QuizTabPage),
      roundLabel_(new ParagraphLabel(questionsPage_, QStringLiteral("round"))), questionsLayout_(new QVBoxLayout),
      scoreModel_(new QuizScoreModel(session, this)), scoreTable_(new QTableView), scoreChart_(new QuizScoreChart(session)),
      mistakes_(new QuizMistakesView(session))
{
    setObjectName(QStringLiteral("quizLab"));
    auto *texts = new Retranslator(this);
    QFont bold = scoreLine_->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    scoreLine_->setFont(bold);
    note_->setForegroundRole(QPalette::PlaceholderText);
    retryButton_->setObjectName(QStringLiteral("retryMissed"));
    showAllButton_->setObjectName(QStringLiteral("showAllQuestions"));
    resetButton_->setObjectName(QStringLiteral("resetQuiz"));
    exportButton_->setObjectName(QStringLiteral("exportResults"));
    learnerIdButton_->setObjectName(QStringLiteral("learnerId"));
    texts->toolTip(retryButton_, [] { return tr("Show only the questions whose latest answer is wrong, in a new order"); });
    texts->text(showAllButton_, [] { return tr("Show all questions"); });
    texts->text(resetButton_, [] { return tr("Reset quiz…"); });
    texts->toolTip(resetButton_, [] { return tr("Clear the answers of this quiz and start a new attempt"); });
    texts->text(exportButton_, [] { return tr("Export results…"); });
    texts->toolTip(exportButton_, [] { return tr("Save your results as a CSV table or as JSON, with your learner id, for your teacher"); });
    texts->text(learnerIdButton_, [] { return tr("Learner id…"); });
    texts->toolTip(learnerIdButton_, [] { return tr("Set the id your exported results carry, so that your teacher can tell them apart"); });
    texts->accessibleName(tabs_, [] { return tr("Quiz"); });

    // Questions tab.
    questionsLayout_->setSpacing(12);
    tabLayout(questionsPage_, {roundLabel_, questionsLayout_})->setSpacing(10);

    // Score tab: the table, then the same counts as a chart.
    auto *scorePage = new QuizTabPage;
    scoreTable_->setObjectName(QStringLiteral("scoreTable"));
    scoreTable_->setModel(scoreModel_);
    scoreTable_->setSelectionBehavior(QAbstractItemView::SelectRows);
    scoreTable_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    scoreTable_->verticalHeader()->setVisible(false);
    scoreTable_->horizontalHeader()->setSectionResizeMode(QuizScoreModel::ChapterColumn, QHeaderView::Stretch);
    for (int c = QuizScoreModel::QuestionsColumn; c < QuizScoreModel::ColumnCount; ++c)
        scoreTable_->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    scoreTable_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scoreTable_->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    texts->accessibleName(scoreTable_, [] { return tr("Score by chapter"); });
    tabLayout(scorePage, {scoreTable_, scoreChart_});

    tabs_->addTab(questionsPage_, QString());
    tabs_->addTab(scorePage, QString());
    auto *mistakesPage = new QuizTabPage;
    tabLayout(mistakesPage, {mistakes_});
    tabs_->addTab(mistakesPage, QString());

    QVBoxLayout *layout = BoxLayout::column(this, {scoreLine_, note_,
                                                   BoxLayout::row({retryButton_, showAllButton_, BoxLayout::stretch(), resetButton_,
                                                                   learnerIdButton_, exportButton_}),
                                                   BoxLayout::stretched(tabs_, 1)});
    layout->setContentsMargins(0, 0, 4, 4);
    layout->setSpacing(8);

    // The tabs are as tall as the page shown, not as the tallest page (QuizTabPage).
    connect(tabs_, &QTabWidget::currentChanged, this, [this] {
        for (int i = 0; i < tabs_->count(); ++i)
            tabs_->widget(i)->updateGeometry();
    });

    connect(retryButton_, &QPushButton::clicked, this, &QuizLab::retryMissed);
    connect(showAllButton_, &QPushButton::clicked, this, &QuizLab::showAllQuestions);
    connect(resetButton_, &QPushButton::clicked, this, &QuizLab::requestReset);
    connect(exportButton_, &QPushButton::clicked, this, &QuizLab::requestExport);
    connect(learnerIdButton_, &QPushButton::clicked, this, &QuizLab::requestLearnerId);
    connect(&session_, &QuizSession::scoreChanged, this, &QuizLab::updateTexts);
    connect(&session_, &QuizSession::shownChanged, this, &QuizLab::rebuildQuestions);
    connect(mistakes_, &QuizMistakesView::questionRequested, this, &QuizLab::showQuestion);
    connect(mistakes_, &QuizMistakesView::chapterRequested, this, &QuizLab::chapterRequested);

    scoreModel_->setLanguage(language_);
    scoreChart_->setLanguage(language_);
    mistakes_->setLanguage(language_);
    rebuildQuestions();
    texts->bind([this] { updateTexts(); });
}

void QuizLab::rebuildQuestions()
{
    qDeleteAll(views_);
    views_.clear();
    const QList<const QuestionSpec *> &shown = session_.shown();
    for (qsizetype i = 0; i < shown.size(); ++i) {
        auto *view = new QuestionView(*shown.at(i), session_.progress(), language_, questionsPage_);
        view->setNumber(static_cast<int>(i + 1), static_cast<int>(shown.size()));
        // In a retry round the missed questions open ready for a new answer; the wrong one
        // stays in the inputs to adjust.
        if (session_.isRetryRound() && view->isGraded())
            view->tryAgain();
        questionsLayout_->addWidget(view);
        // Shown now, not when the layout gets round to it: focus may be given to it at once.
        if (questionsPage_->isVisible())
            view->show();
        views_.append(view);
    }
    updateTexts();
}

QString QuizLab::scoreText() const
{
    return scoreLine_->text();
}

void QuizLab::updateTexts()
{
    const CourseProgress::Score s = session_.score();
    QString line;
    if (s.total == 0)
        line = tr("This quiz has no questions.");
    else if (s.attempted == 0)
        //: Score line of the final quiz before any answer.
        line = tr("Score: none of %n question(s) answered yet.", nullptr, s.total);
    else if (s.attempted < s.total)
        //: Score line of the final quiz: %1 correct of %2 questions (%3 percent), %4 right on the first try;
        //: %n questions are not answered yet.
        line = tr("Score: %1 of %2 correct (%3 %), %4 right on the first try. %n not answered yet.", nullptr,
                  s.total - s.attempted)
                   .arg(s.correct)
                   .arg(s.total)
                   .arg(qRound(100.0 * s.correct / s.total))
                   .arg(s.firstTryCorrect);
    else if (session_.isComplete())
        //: Score line of the final quiz when every question is answered correctly: %1 correct of %2 questions
        //: (%3 percent, always 100), %4 right on the first try.
        line = tr("Score: %1 of %2 correct (%3 %), %4 right on the first try. Every question answered correctly.")
                   .arg(s.correct)
                   .arg(s.total)
                   .arg(qRound(100.0 * s.correct / s.total))
                   .arg(s.firstTryCorrect);
    else
        //: Score line of the final quiz when every question is answered: %1 correct of %2 questions
        //: (%3 percent), %4 right on the first try.
        line = tr("Score: %1 of %2 correct (%3 %), %4 right on the first try.")
                   .arg(s.correct)
                   .arg(s.total)
                   .arg(qRound(100.0 * s.correct / s.total))
                   .arg(s.firstTryCorrect);
    if (s.total > 0 && s.credit > s.correct + 1e-9)
        //: Added to the score line of the final quiz when answers earned part of the credit: %1 credit
        //: (e.g. "7.5") of %2 questions, %3 percent.
        line += QLatin1Char(' ') + tr("With partial credit: %1 of %2 (%3 %).")
                                       .arg(locale().toString(s.credit, 'g', 4))
                                       .arg(s.total)
                                       .arg(qRound(100.0 * s.credit / s.total));
    scoreLine_->setText(line);
    scoreLine_->setAccessibleName(line);

    //: Under the score line of the final quiz; %1 is the attempt number.
    note_->setText(tr("Attempt %1. Each question has one record in the course: answers you gave in the chapters count here, "
                      "and answers here count there.")
                       .arg(session_.attemptNumber()));

    const int missed = static_cast<int>(session_.missed().size());
    //: Button: show only the questions whose latest answer is wrong; %n is how many.
    retryButton_->setText(tr("Retry missed (%n)", nullptr, missed));
    retryButton_->setEnabled(missed > 0);
    showAllButton_->setVisible(session_.isRetryRound());
    if (session_.isRetryRound())
        //: Above the questions in a retry round; %n is how many are shown.
        roundLabel_->setText(tr("Retry round %1: the %n question(s) you missed, in a new order. Your first tries still count as first tries.",
                                nullptr, static_cast<int>(session_.shown().size()))
                                 .arg(session_.retryRound()));
    else
        roundLabel_->setText(tr("All %n question(s) of this attempt, shuffled. Answer with the mouse or the keyboard: Tab moves between "
                                "questions, the arrow keys choose one answer and Space ticks a box, Enter on Check (or Ctrl+Return "
                                "anywhere in a question) checks.",
                                nullptr, static_cast<int>(session_.attemptQuestions().size())));
    tabs_->setTabText(QuestionsTab, tr("Questions (%1)").arg(session_.shown().size()));
    tabs_->setTabText(ScoreTab, tr("Score by chapter"));
    tabs_->setTabText(MistakesTab, tr("Mistakes (%1)").arg(session_.mistakes().size()));
    scoreTable_->setMinimumHeight(scoreTable_->horizontalHeader()->height() + scoreModel_->rowCount() * scoreTable_->verticalHeader()->defaultSectionSize() + 4);
}

void QuizLab::retryMissed()
{
    if (!session_.retryMissed())
        return;
    tabs_->setCurrentIndex(QuestionsTab);
    if (!views_.isEmpty())
        focusQuestion(views_.constFirst());
    //: Status message after "Retry missed".
    Q_EMIT statusMessage(tr("Showing the %n missed question(s) again.", nullptr, static_cast<int>(views_.size())));
}

void QuizLab::showAllQuestions()
{
    session_.showAll();
    tabs_->setCurrentIndex(QuestionsTab);
}

void QuizLab::requestReset()
{
    const int n = static_cast<int>(session_.attemptQuestions().size());
    QMessageBox box(QMessageBox::Question, tr("Reset the quiz?"),
                    tr("This clears your answers to the %n question(s) of this quiz — in their chapters too — and starts a new "
                       "attempt in a new order. Export your results first if you want to keep them.",
                       nullptr, n),
                    QMessageBox::NoButton, this);
    //: Button of the confirmation "Reset the quiz?": clear the answers and start a new attempt.
    QPushButton *reset = box.addButton(tr("Reset"), QMessageBox::DestructiveRole);
    QPushButton *cancel = box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(cancel);
    box.setEscapeButton(cancel);
    box.setObjectName(QStringLiteral("resetConfirmation"));
    box.exec();
    if (box.clickedButton() != reset)
        return;
    session_.reset();
    tabs_->setCurrentIndex(QuestionsTab);
    Q_EMIT statusMessage(tr("The quiz was reset: attempt %1, in a new order.").arg(session_.attemptNumber()));
}

bool QuizLab::exportTo(const QString &path, QString &error)
{
    if (!QuizResults::save(session_, language_, path, error))
        return false;
    //: Status message after exporting the quiz results; %1 is the file.
    Q_EMIT statusMessage(tr("Results written to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

void QuizLab::requestLearnerId()
{
    bool ok = false;
    const QString id = QInputDialog::getText(this, tr("Learner Id"),
                                             tr("The id your exported results carry: what your teacher asked for, such as your "
                                                "name or a number (at most %1 characters).").arg(LearnerId::maxLength),
                                             QLineEdit::Normal, LearnerId::current(), &ok);
    if (!ok)
        return;
    if (QString error; !LearnerId::set(id, error))
        QMessageBox::warning(this, tr("Learner Id"), error);
}

void QuizLab::requestExport()
{
    const QString csv = tr("CSV table (*.csv)"), json = tr("JSON (*.json)");
    QString filter = csv;
    const QString suggested = QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                                  .filePath(session_.pack().id + QStringLiteral("-quiz-results.csv"));
    QString path = QFileDialog::getSaveFileName(this, tr("Export Quiz Results"), suggested, csv + QStringLiteral(";;") + json, &filter);
    if (path.isEmpty())
        return;
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("csv") && suffix != QLatin1String("json"))
        path += filter == json ? QStringLiteral(".json") : QStringLiteral(".csv");
    QString error;
    if (!exportTo(path, error))
        QMessageBox::warning(this, tr("Export Quiz Results"), error);
}

void QuizLab::showQuestion(const QString &questionId)
{
    const auto find = [this, &questionId]() -> QuestionView * {
        for (QuestionView *view : std::as_const(views_))
            if (view->question().id == questionId)
                return view;
        return nullptr;
    };
    QuestionView *view = find();
    if (!view && session_.isRetryRound()) {
        session_.showAll();
        view = find();
    }
    if (!view)
        return;
    tabs_->setCurrentIndex(QuestionsTab);
    if (view->isGraded() && !view->shownResult()->isCorrect())
        view->tryAgain();
    focusQuestion(view);
}

void QuizLab::focusQuestion(QuestionView *view)
{
    // The first input of the question: its first focusable child in tab order.
    QWidget *target = view->nextInFocusChain();
    while (target && target != view && !(view->isAncestorOf(target) && (target->focusPolicy() & Qt::TabFocus) && target->isVisibleTo(view)))
        target = target->nextInFocusChain();
    if (target && target != view)
        target->setFocus(Qt::OtherFocusReason);
    // Bring it into view in whatever scroll area holds the lab (the page's lab column).
    for (QWidget *w = parentWidget(); w; w = w->parentWidget())
        if (auto *area = qobject_cast<QScrollArea *>(w)) {
            area->ensureWidgetVisible(view, 0, 40);
            break;
        }
}

QList<ExportableFigure> QuizLab::figures() const
{
    // Exported even from another tab: bring the chart up to date first.
    scoreChart_->ensureCurrent();
    return {{QStringLiteral("quiz-score-by-chapter"), scoreChart_, nullptr}};
}

void QuizLab::prepareForScreenshot()
{
    tabs_->setCurrentIndex(QuestionsTab);
}

void QuizLab::setContentLanguage(const QString &language)
{
    language_ = language;
    for (QuestionView *view : std::as_const(views_))
        view->setLanguage(language);
    scoreModel_->setLanguage(language);
    scoreChart_->setLanguage(language);
    mistakes_->setLanguage(language);
    updateTexts();
}

} // namespace atlas

#include "moc_quizlab.cpp"
