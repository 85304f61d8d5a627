#include "questionview.h"

#include "questionkindviews.h"
#include "core/questionkinds.h"

#include <QAccessible>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QKeyEvent>
#include <QShortcut>
#include <QVBoxLayout>

namespace atlas {

namespace {

enum class Verdict { Correct, NotYet, NotCounted };

// The verdict's icon, drawn rather than taken from the style so it looks the same everywhere
// and carries its meaning by shape (tick, cross, "i") as well as by colour.
QPixmap verdictPixmap(Verdict verdict, int size, qreal dpr)
{
    QPixmap pixmap(QSize(size, size) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    // Okabe–Ito bluish green, vermillion and blue: distinct for colour-blind readers too.
    const QColor fill = verdict == Verdict::Correct ? QColor(0x00, 0x9e, 0x73)
        : verdict == Verdict::NotYet                ? QColor(0xd5, 0x5e, 0x00)
                                                    : QColor(0x00, 0x72, 0xb2);
    const double s = size;
    p.setPen(Qt::NoPen);
    p.setBrush(fill);
    p.drawEllipse(QRectF(0.5, 0.5, s - 1, s - 1));
    p.setPen(QPen(Qt::white, std::max(1.8, s * 0.13), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    switch (verdict) {
    case Verdict::Correct: {
        QPainterPath tick;
        tick.moveTo(s * 0.27, s * 0.52);
        tick.lineTo(s * 0.44, s * 0.69);
        tick.lineTo(s * 0.74, s * 0.34);
        p.drawPath(tick);
        break;
    }
    case Verdict::NotYet:
        p.drawLine(QPointF(s * 0.33, s * 0.33), QPointF(s * 0.67, s * 0.67));
        p.drawLine(QPointF(s * 0.67, s * 0.33), QPointF(s * 0.33, s * 0.67));
        break;
    case Verdict::NotCounted:
        p.drawLine(QPointF(s * 0.5, s * 0.46), QPointF(s * 0.5, s * 0.74));
        p.drawPoint(QPointF(s * 0.5, s * 0.28));
        break;
    }
    return pixmap;
}

// What a question of a kind without widgets (a plugin's kind, its plugin missing) shows.
class NoInput final : public QuestionInput {
public:
    NoInput(const QuestionSpec &question, QWidget *parent) : QuestionInput(question, parent), label_(new QLabel(this))
    {
        label_->setObjectName(QStringLiteral("noInput"));
        label_->setWordWrap(true);
        auto *layout = new QVBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(label_);
    }
    Input currentInput() const override { return {}; }
    void setAnswer(const QuizAnswer &) override {}
    void clear() override {}
    void setLocked(bool) override {}
    bool isUsable() const override { return false; }
    void showResult(const std::optional<GradeResult> &) override {}
    void setLanguage(const QString &language) override { setContentLanguage(language); }
    void retranslateUi() override
    {
        //: %1: a question type, e.g. "ordering"
        label_->setText(QuestionView::tr("This application cannot show \"%1\" questions.").arg(question().type));
    }
    void focusFirst() override {}

private:
    QLabel *label_;
};

} // namespace

QuestionView::QuestionView(const QuestionSpec &question, CourseProgress &progress, const QString &language,
                           QWidget *parent)
    : QFrame(parent), question_(question), progress_(progress), language_(language),
      numberLabel_(new QLabel(this)), promptLabel_(new QLabel(this)), checkButton_(nullptr),
      tryAgainButton_(nullptr), resultBox_(nullptr), verdictIcon_(nullptr), verdictLabel_(nullptr),
      keyReportLabel_(nullptr), hintLabel_(nullptr), solutionBox_(nullptr), answerLabel_(nullptr),
      explanationLabel_(nullptr), showSolutionButton_(nullptr), attemptsLabel_(nullptr)
{
    setObjectName(QStringLiteral("question-") + question_.id);
    setFrameShape(QFrame::StyledPanel);
    setFrameShadow(QFrame::Plain);
    setFocusPolicy(Qt::NoFocus);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 12, 14, 12);
    layout->setSpacing(8);

    numberLabel_->setObjectName(QStringLiteral("questionNumber"));
    // Secondary text in the palette's muted colour (follows dark mode).
    numberLabel_->setForegroundRole(QPalette::PlaceholderText);
    numberLabel_->setVisible(false);
    layout->addWidget(numberLabel_);

    promptLabel_->setObjectName(QStringLiteral("prompt"));
    promptLabel_->setTextFormat(Qt::PlainText);
    promptLabel_->setWordWrap(true);
    QFont promptFont = promptLabel_->font();
    promptFont.setBold(true);
    promptLabel_->setFont(promptFont);
    layout->addWidget(promptLabel_);

    // Inputs are created in reading order, so the tab order follows them.
    if (const QuestionKindView *view = QuestionKindViews::find(question_.type))
        input_ = view->createInput(question_, progress_, language_, this);
    else
        input_ = new NoInput(question_, this);
    input_->setObjectName(QStringLiteral("input"));
    layout->addWidget(input_);
    connect(input_, &QuestionInput::submitRequested, this, &QuestionView::check);

    // Created before the result labels are laid out after them: in the focus chain the buttons
    // still follow the inputs directly (labels take no focus).
    checkButton_ = new QPushButton(this);
    checkButton_->setObjectName(QStringLiteral("check"));
    tryAgainButton_ = new QPushButton(this);
    tryAgainButton_->setObjectName(QStringLiteral("tryAgain"));
    tryAgainButton_->setVisible(false);
    showSolutionButton_ = new QPushButton(this);
    showSolutionButton_->setObjectName(QStringLiteral("showSolution"));
    showSolutionButton_->setVisible(false);

    resultBox_ = new QWidget(this);
    resultBox_->setObjectName(QStringLiteral("result"));
    auto *result = new QVBoxLayout(resultBox_);
    result->setContentsMargins(0, 0, 0, 0);
    result->setSpacing(6);
    verdictIcon_ = new QLabel(resultBox_);
    verdictIcon_->setObjectName(QStringLiteral("verdictIcon"));
    verdictIcon_->setAlignment(Qt::AlignTop);
    verdictLabel_ = new QLabel(resultBox_);
    verdictLabel_->setObjectName(QStringLiteral("verdict"));
    verdictLabel_->setTextFormat(Qt::RichText);
    verdictLabel_->setWordWrap(true);
    auto *verdictRow = new QHBoxLayout;
    verdictRow->setSpacing(8);
    verdictRow->addWidget(verdictIcon_, 0, Qt::AlignTop);
    verdictRow->addWidget(verdictLabel_, 1);
    result->addLayout(verdictRow);
    keyReportLabel_ = new QLabel(resultBox_);
    keyReportLabel_->setObjectName(QStringLiteral("keyReport"));
    keyReportLabel_->setTextFormat(Qt::PlainText);
    keyReportLabel_->setWordWrap(true);
    result->addWidget(keyReportLabel_);
    hintLabel_ = new QLabel(resultBox_);
    hintLabel_->setObjectName(QStringLiteral("hint"));
    hintLabel_->setTextFormat(Qt::RichText);
    hintLabel_->setWordWrap(true);
    result->addWidget(hintLabel_);
    resultBox_->setVisible(false);
    layout->addWidget(resultBox_);

    solutionBox_ = new QWidget(this);
    solutionBox_->setObjectName(QStringLiteral("solution"));
    auto *solution = new QVBoxLayout(solutionBox_);
    solution->setContentsMargins(0, 0, 0, 0);
    solution->setSpacing(6);
    answerLabel_ = new QLabel(solutionBox_);
    answerLabel_->setObjectName(QStringLiteral("solutionAnswer"));
    answerLabel_->setTextFormat(Qt::RichText);
    answerLabel_->setWordWrap(true);
    solution->addWidget(answerLabel_);
    explanationLabel_ = new QLabel(solutionBox_);
    explanationLabel_->setObjectName(QStringLiteral("explanation"));
    explanationLabel_->setTextFormat(Qt::RichText);
    explanationLabel_->setWordWrap(true);
    solution->addWidget(explanationLabel_);
    solutionBox_->setVisible(false);
    layout->addWidget(solutionBox_);

    attemptsLabel_ = new QLabel(this);
    attemptsLabel_->setObjectName(QStringLiteral("attempts"));
    attemptsLabel_->setTextFormat(Qt::PlainText);
    attemptsLabel_->setWordWrap(true);
    attemptsLabel_->setForegroundRole(QPalette::PlaceholderText);
    attemptsLabel_->setVisible(false);
    layout->addWidget(attemptsLabel_);

    // The buttons come last: a learner reads the verdict, then decides to try again.
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(checkButton_);
    buttons->addWidget(tryAgainButton_);
    buttons->addWidget(showSolutionButton_);
    buttons->addStretch(1);
    layout->addLayout(buttons);

    for (QPushButton *button : {checkButton_, tryAgainButton_, showSolutionButton_})
        button->installEventFilter(this);
    connect(checkButton_, &QPushButton::clicked, this, &QuestionView::check);
    connect(tryAgainButton_, &QPushButton::clicked, this, &QuestionView::tryAgain);
    connect(showSolutionButton_, &QPushButton::clicked, this, &QuestionView::showSolution);
    // Ctrl+Return anywhere inside this question; each question of a panel has its own.
    for (const QKeySequence &keys : {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)}) {
        auto *shortcut = new QShortcut(keys, this);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, &QuestionView::check);
    }
    connect(&progress_, &CourseProgress::recordChanged, this, [this](const QString &id) {
        if (id == question_.id && !submitting_)
            restoreFromProgress();
    });

    renderContent();
    retranslateUi();
    restoreFromProgress();
}

QList<int> QuestionView::displayedChoiceOrder() const
{
    return input_->displayedOrder();
}

// ---- texts ---------------------------------------------------------------------------------

void QuestionView::renderContent()
{
    const QString prompt = QuestionKinds::of(question_).presentPrompt(question_.prompt.text(language_));
    promptLabel_->setText(prompt);
    setAccessibleName(prompt);
    input_->setLanguage(language_);
    updateResultTexts();
    updateSolution();
}

void QuestionView::retranslateUi()
{
    if (count_ > 0)
        //: Above each question of a quiz: "Question 2 of 5".
        numberLabel_->setText(tr("Question %1 of %2").arg(number_).arg(count_));
    //: The button that grades the learner's answer.
    checkButton_->setText(tr("Check"));
    const QString shortcut = QKeySequence(Qt::CTRL | Qt::Key_Return).toString(QKeySequence::NativeText);
    //: Tooltip of the Check button; %1 is its shortcut, e.g. Ctrl+Return.
    checkButton_->setToolTip(tr("Check your answer (%1)").arg(shortcut));
    checkButton_->setAccessibleDescription(checkButton_->toolTip());
    // Named before the first grading too: hidden, it is still listed to a screen reader.
    if (!graded_)
        tryAgainButton_->setText(tr("Try again"));
    tryAgainButton_->setToolTip(tr("Change your answer and check it again"));
    tryAgainButton_->setAccessibleDescription(tryAgainButton_->toolTip());
    //: The button that shows a question's answer and explanation before the learner found it.
    showSolutionButton_->setText(tr("Show the solution"));
    showSolutionButton_->setToolTip(tr("Show the answer and why; the question then does not count as right on the first try"));
    showSolutionButton_->setAccessibleDescription(showSolutionButton_->toolTip());
    input_->retranslateUi();
    updateResultTexts();
    updateSolution();
    updateAttempts();
    if (invalidShown_) {
        // The reason was translated when shown: work it out again in the new language.
        const Input in = currentInput();
        const QString reason = in.answer ? QuizGrader::grade(question_, *in.answer).invalidReason : in.error;
        if (reason.isEmpty())
            clearResult();
        else
            showInvalid(reason);
    }
}

void QuestionView::setLanguage(const QString &language)
{
    if (language == language_)
        return;
    language_ = language;
    renderContent();
    retranslateUi();
}

void QuestionView::setNumber(int number, int count)
{
    number_ = number;
    count_ = count;
    numberLabel_->setVisible(count > 0);
    retranslateUi();
}

QString QuestionView::invalidMessage() const
{
    return invalidShown_ ? verdictText_ : QString();
}

// ---- answer in, verdict out ----------------------------------------------------------------

QuestionView::Input QuestionView::currentInput() const
{
    return input_->currentInput();
}

void QuestionView::check()
{
    if (graded_)
        return;
    const Input in = currentInput();
    if (!in.answer) {
        showInvalid(in.error);
        return;
    }
    submitting_ = true;
    const GradeResult result = progress_.submit(question_, *in.answer);
    submitting_ = false;
    if (!result.isValid()) {
        showInvalid(result.invalidReason);
        return;
    }
    showGraded(result);
    tryAgainButton_->setFocus(Qt::OtherFocusReason);
    Q_EMIT answered(question_.id, result.isCorrect());
}

void QuestionView::tryAgain()
{
    if (!graded_)
        return;
    graded_.reset();
    clearResult();
    setLocked(false);
    updateSolution();
    focusFirstInput();
}

void QuestionView::showSolution()
{
    if (isSolutionVisible())
        return;
    submitting_ = true;
    progress_.showSolution(question_);
    submitting_ = false;
    updateResultTexts();
    updateSolution();
    updateAttempts();
    // The button is gone: the focus goes to what it showed.
    (tryAgainButton_->isVisible() ? static_cast<QWidget *>(tryAgainButton_) : checkButton_)->setFocus(Qt::OtherFocusReason);
    if (QAccessible::isActive()) {
        QAccessibleEvent event(explanationLabel_->isVisible() ? explanationLabel_ : answerLabel_, QAccessible::Alert);
        QAccessible::updateAccessibility(&event);
    }
}

bool QuestionView::isSolutionVisible() const
{
    const QuestionRecord record = progress_.record(question_.id);
    if (record.solutionShown)
        return true;
    // After a right answer, or once a second graded try missed too.
    return graded_ && (graded_->isCorrect() || record.attempts >= 2);
}

bool QuestionView::isHintVisible() const
{
    return graded_ && !graded_->isCorrect() && !isSolutionVisible();
}

QString QuestionView::hintText() const
{
    const QString authored = question_.hint.text(language_);
    if (!authored.isEmpty())
        return authored;
    const ChapterSpec *chapter = progress_.pack().chapter(question_.chapterId);
    const QString title = chapter ? chapter->title.text(language_) : QString();
    if (title.isEmpty())
        //: The hint after a wrong try when the author wrote none and the question's chapter has no title.
        return tr("Reread the part of the chapter this question is about, and work it out again.");
    //: The hint after a wrong try when the author wrote none; %1 is the title of the question's chapter.
    return tr("Look again at the chapter “%1”: its text and its lab show what this question is about.").arg(title);
}

void QuestionView::restoreFromProgress()
{
    const QuestionRecord record = progress_.record(question_.id);
    graded_.reset();
    clearResult();
    setLocked(false);
    if (record.attempts == 0) {
        clearInputs();
    } else if (const std::optional<QuizAnswer> last = progress_.lastAnswer(question_)) {
        setInputs(*last);
        // Grading is pure, so the verdict is worked out again rather than stored.
        const GradeResult result = QuizGrader::grade(question_, *last);
        if (result.isValid())
            showGraded(result);
    }
    updateSolution();
    updateAttempts();
}

void QuestionView::setInputs(const QuizAnswer &answer)
{
    input_->setAnswer(answer);
}

void QuestionView::clearInputs()
{
    input_->clear();
}

void QuestionView::setLocked(bool locked)
{
    // Locked inputs keep their normal look and stay in the tab order (a screen reader can
    // still read the answer); the event filter refuses changes to the choice buttons.
    input_->setLocked(locked);
    checkButton_->setVisible(!locked);
    checkButton_->setEnabled(input_->isUsable());
    tryAgainButton_->setVisible(locked);
}

void QuestionView::showGraded(const GradeResult &result)
{
    graded_ = result;
    invalidShown_ = false;
    // Show "Try again" before hiding "Check", so focus does not fall out of the question.
    setLocked(true);
    input_->setSolutionVisible(isSolutionVisible());
    input_->showResult(result);
    resultBox_->setVisible(true);
    updateResultTexts();
    updateSolution();
    updateAttempts();
}

void QuestionView::showInvalid(const QString &message)
{
    graded_.reset();
    invalidShown_ = true;
    //: Verdict when an answer is not an answer (nothing chosen, not a number).
    setVerdict(static_cast<int>(Verdict::NotCounted), tr("Not an answer yet."),
               //: %1 says what is expected, e.g. "Choose one answer."
               tr("%1 This did not count as an attempt.").arg(message));
    keyReportLabel_->setVisible(false);
    hintLabel_->setVisible(false);
    resultBox_->setVisible(true);
}

void QuestionView::setVerdict(int verdict, const QString &head, const QString &tail)
{
    const int size = QFontMetrics(verdictLabel_->font()).height() + 4;
    verdictIcon_->setPixmap(verdictPixmap(static_cast<Verdict>(verdict), size, devicePixelRatioF()));
    verdictLabel_->setText(QStringLiteral("<b>") + head.toHtmlEscaped() + QStringLiteral("</b>")
                           + (tail.isEmpty() ? QString() : QStringLiteral(" ") + tail.toHtmlEscaped()));
    verdictText_ = tail.isEmpty() ? head : head + QLatin1Char(' ') + tail;
    verdictLabel_->setAccessibleName(verdictText_);
    if (QAccessible::isActive()) {
        QAccessibleEvent event(verdictLabel_, QAccessible::Alert);
        QAccessible::updateAccessibility(&event);
    }
}

void QuestionView::clearResult()
{
    invalidShown_ = false;
    resultBox_->setVisible(false);
    verdictLabel_->clear();
    verdictText_.clear();
    input_->showResult(std::nullopt);
}

void QuestionView::updateResultTexts()
{
    if (!graded_ || !verdictLabel_)
        return;
    const GradeResult &r = *graded_;
    const bool solution = isSolutionVisible();
    input_->setSolutionVisible(solution);
    //: After a wrong try, when the hint is shown.
    const QString next = solution ? tr("The solution is below; try again when you see why.") : tr("Read the hint, then try again.");
    if (r.isCorrect())
        //: Verdict after a graded answer that is right.
        setVerdict(static_cast<int>(Verdict::Correct), tr("Correct."), QString());
    else if (r.isPartlyCorrect())
        //: Verdict after an answer that earns part of the credit; %1% is a percentage, e.g. "50%".
        setVerdict(static_cast<int>(Verdict::NotYet), tr("Partly right: %1% of the credit.").arg(locale().toString(r.fraction * 100, 'g', 3)), next);
    else
        //: Verdict after a graded answer that is wrong: encouraging, not final.
        setVerdict(static_cast<int>(Verdict::NotYet), tr("Not yet."), next);

    const QString report = input_->resultReport(r);
    keyReportLabel_->setText(report);
    keyReportLabel_->setVisible(!report.isEmpty());

    const bool hint = isHintVisible();
    //: Precedes the hint shown after a wrong try.
    hintLabel_->setText(hint ? QStringLiteral("<b>") + tr("Hint:").toHtmlEscaped() + QStringLiteral("</b> ") + hintText().toHtmlEscaped()
                             : QString());
    hintLabel_->setVisible(hint);

    tryAgainButton_->setText(r.isCorrect() ? tr("Answer again") : tr("Try again"));
}

void QuestionView::updateSolution()
{
    const bool visible = isSolutionVisible();
    input_->setSolutionVisible(visible);
    const QuestionRecord record = progress_.record(question_.id);
    // Offered once the learner has tried, while the solution is not on show.
    showSolutionButton_->setVisible(!visible && record.attempts > 0 && input_->isUsable());
    solutionBox_->setVisible(visible);
    if (!visible)
        return;
    // After a right answer the learner's own answer is the answer: only the why is new.
    const bool ownAnswerRight = graded_ && graded_->isCorrect();
    const QString answer = ownAnswerRight ? QString() : QuestionKinds::of(question_).describeCorrect(question_, language_, locale());
    //: Precedes the right answer when the solution is shown, e.g. "The answer: 0.5".
    answerLabel_->setText(QStringLiteral("<b>") + tr("The answer:").toHtmlEscaped() + QStringLiteral("</b> ") + answer.toHtmlEscaped());
    answerLabel_->setVisible(!answer.isEmpty());
    const QString explanation = question_.explanation.text(language_);
    //: Precedes the explanation of a question after it was answered.
    explanationLabel_->setText(QStringLiteral("<b>") + tr("Why:").toHtmlEscaped() + QStringLiteral("</b> ")
                               + explanation.toHtmlEscaped());
    explanationLabel_->setVisible(!explanation.isEmpty());
}

void QuestionView::updateAttempts()
{
    const QuestionRecord record = progress_.record(question_.id);
    attemptsLabel_->setVisible(record.attempts > 0 || record.solutionShown);
    QStringList parts;
    if (record.attempts > 0)
        //: %1 is the number of graded attempts at this question.
        parts << tr("Attempts so far: %1.").arg(record.attempts);
    if (record.firstTryCorrect.has_value())
        parts << (*record.firstTryCorrect ? tr("Right on the first try.") : tr("Not right on the first try."));
    if (record.solutionShown)
        //: In the line of attempts under a question: the learner asked for the solution.
        parts << tr("You asked for the solution.");
    attemptsLabel_->setText(parts.join(QLatin1Char(' ')));
}

void QuestionView::focusFirstInput()
{
    input_->focusFirst();
}

// ---- events --------------------------------------------------------------------------------

bool QuestionView::eventFilter(QObject *watched, QEvent *event)
{
    // Outside a dialog a push button answers Space only; a learner who has tabbed to Check
    // presses Enter as often as Space.
    if ((watched == checkButton_ || watched == tryAgainButton_ || watched == showSolutionButton_) && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && key->modifiers() == Qt::NoModifier) {
            auto *button = static_cast<QPushButton *>(watched);
            if (button->isEnabled() && button->isVisible())
                button->click();
            return true;
        }
    }
    return QFrame::eventFilter(watched, event);
}

void QuestionView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::LocaleChange) {
        // Numbers (a placeholder's example, a graded number) in the new locale's notation.
        input_->localeChanged();
        if (graded_)
            if (const std::optional<QuizAnswer> last = progress_.lastAnswer(question_))
                setInputs(*last);
    }
    QFrame::changeEvent(event);
}

} // namespace atlas

#include "moc_questionview.cpp"
