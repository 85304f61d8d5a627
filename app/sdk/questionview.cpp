#include "questionview.h"

#include "packedblockstrip.h"
#include "wrappingchoicebutton.h"

#include "core/maskquestion.h"
#include "core/numberinput.h"

#include <QAccessible>
#include <QButtonGroup>
#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QRadioButton>
#include <QShortcut>
#include <QStyle>
#include <QVBoxLayout>

#include <cmath>
#include <limits>

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

QString joinedSlots(const QList<int> &slots)
{
    QStringList parts;
    for (int s : slots)
        parts << QString::number(s);
    return parts.join(QLatin1String(", "));
}

// A button text is a mnemonic template: an authored "Q & A" must not turn into "Q _A".
QString buttonText(const QString &text)
{
    QString escaped = text;
    escaped.replace(QLatin1Char('&'), QLatin1String("&&"));
    return escaped;
}

// The feedback of a picked choice: indented to the choice's text, with a bar on its left that
// sets it apart from the choices (drawn in the palette's mid colour, so it follows dark mode).
class FeedbackLabel final : public QLabel {
public:
    FeedbackLabel(int indent, QWidget *parent) : QLabel(parent), indent_(indent)
    {
        setContentsMargins(indent_ + barWidth + 8, 1, 0, 1);
    }

protected:
    void paintEvent(QPaintEvent *event) override
    {
        {
            QPainter p(this);
            p.fillRect(QRect(indent_, 0, barWidth, height()), palette().color(QPalette::Mid));
        }
        QLabel::paintEvent(event);
    }

private:
    static constexpr int barWidth = 3;
    int indent_;
};

} // namespace

QuestionView::QuestionView(const QuestionSpec &question, CourseProgress &progress, const QString &language,
                           QWidget *parent)
    : QFrame(parent), question_(question), progress_(progress), language_(language),
      numberLabel_(new QLabel(this)), promptLabel_(new QLabel(this)), checkButton_(nullptr),
      tryAgainButton_(nullptr), resultBox_(nullptr), verdictIcon_(nullptr), verdictLabel_(nullptr),
      keyReportLabel_(nullptr), explanationLabel_(nullptr), attemptsLabel_(nullptr)
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
    inputLayout_ = new QVBoxLayout;
    inputLayout_->setSpacing(4);
    layout->addLayout(inputLayout_);
    buildInputs();

    // Created before the result labels are laid out after them: in the focus chain the buttons
    // still follow the inputs directly (labels take no focus).
    checkButton_ = new QPushButton(this);
    checkButton_->setObjectName(QStringLiteral("check"));
    tryAgainButton_ = new QPushButton(this);
    tryAgainButton_->setObjectName(QStringLiteral("tryAgain"));
    tryAgainButton_->setVisible(false);

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
    explanationLabel_ = new QLabel(resultBox_);
    explanationLabel_->setObjectName(QStringLiteral("explanation"));
    explanationLabel_->setTextFormat(Qt::RichText);
    explanationLabel_->setWordWrap(true);
    result->addWidget(explanationLabel_);
    resultBox_->setVisible(false);
    layout->addWidget(resultBox_);

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
    buttons->addStretch(1);
    layout->addLayout(buttons);

    connect(checkButton_, &QPushButton::clicked, this, &QuestionView::check);
    connect(tryAgainButton_, &QPushButton::clicked, this, &QuestionView::tryAgain);
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
    connect(&progress_, &CourseProgress::choiceOrderChanged, this, &QuestionView::arrangeChoices);

    renderContent();
    retranslateUi();
    restoreFromProgress();
}

void QuestionView::buildInputs()
{
    if (question_.type == QLatin1String("single") || question_.type == QLatin1String("multiple")) {
        const bool single = question_.type == QLatin1String("single");
        if (single) {
            radioGroup_ = new QButtonGroup(this);
            radioGroup_->setExclusive(true);
        }
        // Buttons are indexed by the authored choice (their names say it: "choice1" is the
        // authored second choice) and laid out in the learner's order.
        const qsizetype count = question_.choices.size();
        choiceButtons_.resize(count, nullptr);
        feedbackLabels_.resize(count, nullptr);
        for (int i : progress_.choiceOrder(question_)) {
            // Long choices wrap instead of widening the question beyond its column.
            QAbstractButton *button = single ? static_cast<QAbstractButton *>(new WrappingChoiceButton<QRadioButton>(this))
                                             : static_cast<QAbstractButton *>(new WrappingChoiceButton<QCheckBox>(this));
            button->setObjectName(QStringLiteral("choice%1").arg(i));
            button->installEventFilter(this);
            if (radioGroup_)
                radioGroup_->addButton(button, i);
            choiceButtons_[i] = button;
            // The feedback of a picked choice appears right under it, indented to its text.
            const int indent = style()->pixelMetric(single ? QStyle::PM_ExclusiveIndicatorWidth : QStyle::PM_IndicatorWidth, nullptr, button)
                + style()->pixelMetric(single ? QStyle::PM_RadioButtonLabelSpacing : QStyle::PM_CheckBoxLabelSpacing, nullptr, button);
            auto *feedback = new FeedbackLabel(indent, this);
            feedback->setObjectName(QStringLiteral("feedback%1").arg(i));
            feedback->setTextFormat(Qt::PlainText);
            feedback->setWordWrap(true);
            feedback->setVisible(false);
            feedbackLabels_[i] = feedback;
        }
        arrangeChoices();
    } else if (question_.type == QLatin1String("numeric")) {
        numberField_ = new QLineEdit(this);
        numberField_->setObjectName(QStringLiteral("numberField"));
        unitLabel_ = new QLabel(this);
        unitLabel_->setObjectName(QStringLiteral("unit"));
        unitLabel_->setTextFormat(Qt::PlainText);
        unitLabel_->setWordWrap(true);
        unitLabel_->setBuddy(numberField_);
        auto *row = new QHBoxLayout;
        row->addWidget(numberField_);
        row->addWidget(unitLabel_, 1);
        inputLayout_->addLayout(row);
        connect(numberField_, &QLineEdit::returnPressed, this, &QuestionView::check);
    } else if (question_.type == QLatin1String("mask")) {
        strip_ = new PackedBlockStrip(this);
        strip_->setObjectName(QStringLiteral("strip"));
        stripHint_ = new QLabel(this);
        stripHint_->setObjectName(QStringLiteral("stripHint"));
        stripHint_->setTextFormat(Qt::PlainText);
        stripHint_->setWordWrap(true);
        stripHint_->setForegroundRole(QPalette::PlaceholderText);
        if (const std::optional<PackedBlock> block = MaskQuestion::block(question_.mask)) {
            strip_->setBlock(*block);
            strip_->setQuerySlot(question_.mask.query);
            strip_->setSelectable(true);
        } else {
            // The loader refuses such a pack; a hand-made spec still must not crash the view.
            blockUsable_ = false;
            strip_->setEnabled(false);
        }
        inputLayout_->addWidget(strip_);
        inputLayout_->addWidget(stripHint_);
    }
}

void QuestionView::arrangeChoices()
{
    const QList<int> order = progress_.choiceOrder(question_);
    if (order.size() != choiceButtons_.size())
        return;
    // The widget before the choices in the focus chain: the choices follow it in the new order.
    QWidget *before = nullptr;
    if (!displayOrder_.isEmpty())
        before = choiceButtons_.at(displayOrder_.constFirst())->previousInFocusChain();
    for (QAbstractButton *button : std::as_const(choiceButtons_))
        inputLayout_->removeWidget(button);
    for (QLabel *feedback : std::as_const(feedbackLabels_))
        inputLayout_->removeWidget(feedback);
    for (int k = 0; k < order.size(); ++k) {
        const int i = order.at(k);
        inputLayout_->insertWidget(2 * k, choiceButtons_.at(i));
        inputLayout_->insertWidget(2 * k + 1, feedbackLabels_.at(i));
    }
    if (before) {
        QWidget *previous = before;
        for (int i : order) {
            QWidget::setTabOrder(previous, choiceButtons_.at(i));
            previous = choiceButtons_.at(i);
        }
    }
    displayOrder_ = order;
}

QList<int> QuestionView::displayedChoiceOrder() const
{
    return displayOrder_;
}

// ---- texts ---------------------------------------------------------------------------------

void QuestionView::renderContent()
{
    const QString prompt = question_.prompt.text(language_);
    promptLabel_->setText(prompt);
    setAccessibleName(prompt);
    for (qsizetype i = 0; i < choiceButtons_.size(); ++i) {
        const ChoiceSpec &choice = question_.choices.at(i);
        choiceButtons_.at(i)->setText(buttonText(choice.text.text(language_)));
        feedbackLabels_.at(i)->setText(choice.feedback.text(language_));
    }
    if (unitLabel_) {
        const QString unit = question_.unit.text(language_);
        unitLabel_->setText(unit);
        unitLabel_->setVisible(!unit.isEmpty());
    }
    if (strip_) {
        strip_->setTokenLabels(question_.mask.tokenLabels);
    }
    updateResultTexts();
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
    if (numberField_) {
        //: Accessible name of the field where the learner types a number.
        numberField_->setAccessibleName(tr("Your answer"));
        if (question_.unit.isEmpty()) {
            numberField_->setAccessibleDescription(tr("A number. Press Return to check it."));
        } else {
            //: %1 is the unit of the expected number.
            numberField_->setAccessibleDescription(tr("A number, in %1. Press Return to check it.").arg(question_.unit.text(language_)));
        }
        // The example shows the decimal separator; it is positive so as not to hint at a sign.
        //: Placeholder of the number field; %1 is an example number in the learner's locale.
        numberField_->setPlaceholderText(tr("a number, e.g. %1").arg(numberText(0.5)));
        // Wide enough for the placeholder in any language.
        const QFontMetrics fm(numberField_->font());
        const int wanted = fm.horizontalAdvance(numberField_->placeholderText()) + 24;
        numberField_->setMinimumWidth(std::max(fm.averageCharWidth() * 10, wanted));
        numberField_->setMaximumWidth(std::max(fm.averageCharWidth() * 22, wanted));
    }
    if (stripHint_)
        stripHint_->setText(tr("Click the keys to select them, or move with the Left and Right arrow keys and press Space."));
    updateResultTexts();
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

QString QuestionView::numberText(double value) const
{
    QLocale loc = locale();
    loc.setNumberOptions(QLocale::OmitGroupSeparator);
    QString s = loc.toString(value, 'g', QLocale::FloatingPointShortest);
    if (s.startsWith(loc.negativeSign()))
        s.replace(0, loc.negativeSign().size(), QChar(0x2212)); // the typographic minus, as elsewhere
    return s;
}

QString QuestionView::invalidMessage() const
{
    return invalidShown_ ? verdictText_ : QString();
}

// ---- answer in, verdict out ----------------------------------------------------------------

QuestionView::Input QuestionView::currentInput() const
{
    Input in;
    if (!choiceButtons_.isEmpty()) {
        QList<int> picked;
        for (qsizetype i = 0; i < choiceButtons_.size(); ++i)
            if (choiceButtons_.at(i)->isChecked())
                picked.append(static_cast<int>(i));
        in.answer = QuizAnswer::choices(picked);
    } else if (numberField_) {
        const NumberParse parsed = NumberInput::parse(numberField_->text(), locale(),
                                                      -std::numeric_limits<double>::infinity(),
                                                      std::numeric_limits<double>::infinity());
        if (parsed.ok)
            in.answer = QuizAnswer::numeric(parsed.value);
        else
            in.error = parsed.error;
    } else if (strip_) {
        in.answer = QuizAnswer::keys(strip_->selectedSlots());
    }
    return in;
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
    focusFirstInput();
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
    updateAttempts();
}

void QuestionView::setInputs(const QuizAnswer &answer)
{
    if (!choiceButtons_.isEmpty()) {
        clearInputs();
        for (int index : answer.selection)
            if (index >= 0 && index < choiceButtons_.size())
                choiceButtons_.at(index)->setChecked(true);
    } else if (numberField_) {
        numberField_->setText(std::isfinite(answer.number) ? numberText(answer.number) : QString());
    } else if (strip_) {
        strip_->setSelectedSlots(answer.selection);
    }
}

void QuestionView::clearInputs()
{
    if (radioGroup_)
        radioGroup_->setExclusive(false); // an exclusive group refuses to uncheck its last button
    for (QAbstractButton *button : std::as_const(choiceButtons_))
        button->setChecked(false);
    if (radioGroup_)
        radioGroup_->setExclusive(true);
    if (numberField_)
        numberField_->clear();
    if (strip_)
        strip_->setSelectedSlots({});
}

void QuestionView::setLocked(bool locked)
{
    // Locked inputs keep their normal look and stay in the tab order (a screen reader can
    // still read the answer); the event filter refuses changes to the choice buttons.
    if (numberField_)
        numberField_->setReadOnly(locked);
    if (strip_)
        strip_->setSelectable(!locked && blockUsable_);
    checkButton_->setVisible(!locked);
    checkButton_->setEnabled(blockUsable_);
    tryAgainButton_->setVisible(locked);
}

void QuestionView::showGraded(const GradeResult &result)
{
    graded_ = result;
    invalidShown_ = false;
    // Show "Try again" before hiding "Check", so focus does not fall out of the question.
    setLocked(true);
    for (qsizetype i = 0; i < feedbackLabels_.size(); ++i)
        feedbackLabels_.at(i)->setVisible(result.pickedChoices.contains(static_cast<int>(i))
                                          && !feedbackLabels_.at(i)->text().isEmpty());
    if (strip_)
        strip_->setKeyMarks(result.missedKeys, result.extraKeys);
    resultBox_->setVisible(true);
    updateResultTexts();
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
    explanationLabel_->setVisible(false);
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
    for (QLabel *feedback : std::as_const(feedbackLabels_))
        feedback->setVisible(false);
    if (strip_)
        strip_->setKeyMarks({}, {});
}

void QuestionView::updateResultTexts()
{
    if (!graded_ || !verdictLabel_)
        return;
    const GradeResult &r = *graded_;
    if (r.isCorrect())
        //: Verdict after a graded answer that is right.
        setVerdict(static_cast<int>(Verdict::Correct), tr("Correct."), QString());
    else
        //: Verdict after a graded answer that is wrong: encouraging, not final.
        setVerdict(static_cast<int>(Verdict::NotYet), tr("Not yet."), tr("Read the feedback, then try again."));

    QStringList report;
    const bool induction = question_.mask.rule == MaskQuestionSpec::Rule::Induction;
    if (!r.missedKeys.isEmpty())
        report << (induction
                       //: Induction mask question feedback; %1 lists slot numbers, e.g. "5, 6".
                       ? tr("Missed keys (read by the induction head, but not selected): %1.")
                       //: Mask question feedback; %1 lists slot numbers, e.g. "5, 6".
                       : tr("Missed keys (allowed, but not selected): %1."))
                      .arg(joinedSlots(r.missedKeys));
    if (!r.extraKeys.isEmpty())
        report << (induction
                       //: Induction mask question feedback; %1 lists slot numbers, e.g. "4".
                       ? tr("Extra keys (selected, but not read by the induction head): %1.")
                       //: Mask question feedback; %1 lists slot numbers, e.g. "4".
                       : tr("Extra keys (selected, but not allowed): %1."))
                      .arg(joinedSlots(r.extraKeys));
    keyReportLabel_->setText(report.join(QLatin1Char('\n')));
    keyReportLabel_->setVisible(!report.isEmpty());

    const QString explanation = question_.explanation.text(language_);
    //: Precedes the explanation of a question after it was answered.
    explanationLabel_->setText(QStringLiteral("<b>") + tr("Why:").toHtmlEscaped() + QStringLiteral("</b> ")
                               + explanation.toHtmlEscaped());
    explanationLabel_->setVisible(!explanation.isEmpty());

    tryAgainButton_->setText(r.isCorrect() ? tr("Answer again") : tr("Try again"));
}

void QuestionView::updateAttempts()
{
    const QuestionRecord record = progress_.record(question_.id);
    attemptsLabel_->setVisible(record.attempts > 0);
    if (record.attempts == 0)
        return;
    //: %1 is the number of graded attempts at this question.
    QString text = tr("Attempts so far: %1.").arg(record.attempts);
    if (record.firstTryCorrect.has_value())
        text += QLatin1Char(' ') + (*record.firstTryCorrect ? tr("Right on the first try.") : tr("Not right on the first try."));
    attemptsLabel_->setText(text);
}

void QuestionView::focusFirstInput()
{
    QWidget *target = nullptr;
    for (int i : std::as_const(displayOrder_))
        if (QAbstractButton *button = choiceButtons_.at(i); !target || button->isChecked()) {
            target = button;
            if (button->isChecked())
                break;
        }
    if (numberField_) {
        target = numberField_;
        numberField_->selectAll();
    }
    if (strip_)
        target = strip_;
    if (target)
        target->setFocus(Qt::OtherFocusReason);
}

// ---- events --------------------------------------------------------------------------------

bool QuestionView::eventFilter(QObject *watched, QEvent *event)
{
    // A graded answer is locked until "Try again": its choice buttons keep focus and their look
    // but ignore clicks, Space and (radio buttons select on arrows) arrow keys.
    if (graded_ && choiceButtons_.contains(watched)) {
        switch (event->type()) {
        case QEvent::MouseButtonPress:
        case QEvent::MouseButtonRelease:
        case QEvent::MouseButtonDblClick:
            return true;
        case QEvent::KeyPress:
        case QEvent::KeyRelease: {
            const int key = static_cast<QKeyEvent *>(event)->key();
            if (key == Qt::Key_Space || key == Qt::Key_Select)
                return true;
            if (radioGroup_ && (key == Qt::Key_Up || key == Qt::Key_Down || key == Qt::Key_Left || key == Qt::Key_Right))
                return true;
            break;
        }
        default:
            break;
        }
    }
    return QFrame::eventFilter(watched, event);
}

void QuestionView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::LocaleChange && numberField_) {
        // The example in the placeholder, and a graded number, in the new locale's notation.
        retranslateUi();
        if (graded_)
            if (const std::optional<QuizAnswer> last = progress_.lastAnswer(question_))
                setInputs(*last);
    }
    QFrame::changeEvent(event);
}

} // namespace atlas

#include "moc_questionview.cpp"
