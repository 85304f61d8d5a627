#include "maskquestioninput.h"

#include "sdk/packedblockstrip.h"

#include "core/maskquestion.h"

#include <QLabel>
#include <QVBoxLayout>

namespace atlas {

namespace {

QString joinedSlots(const QList<int> &slots)
{
    QStringList parts;
    for (int s : slots)
        parts << QString::number(s);
    return parts.join(QLatin1String(", "));
}

} // namespace

MaskQuestionInput::MaskQuestionInput(const QuestionSpec &question, QWidget *parent)
    : QuestionInput(question, parent), strip_(new PackedBlockStrip(this)), hint_(new QLabel(this))
{
    strip_->setObjectName(QStringLiteral("strip"));
    hint_->setObjectName(QStringLiteral("stripHint"));
    hint_->setTextFormat(Qt::PlainText);
    hint_->setWordWrap(true);
    hint_->setForegroundRole(QPalette::PlaceholderText);
    if (const std::optional<PackedBlock> block = MaskQuestion::block(question.mask)) {
        strip_->setBlock(*block);
        strip_->setQuerySlot(question.mask.query);
        strip_->setSelectable(true);
    } else {
        // The loader refuses such a pack; a hand-made spec still must not crash the view.
        blockUsable_ = false;
        strip_->setEnabled(false);
    }
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(strip_);
    layout->addWidget(hint_);
}

QuestionInput::Input MaskQuestionInput::currentInput() const
{
    return Input{QuizAnswer::keys(strip_->selectedSlots()), QString()};
}

void MaskQuestionInput::setAnswer(const QuizAnswer &answer)
{
    strip_->setSelectedSlots(answer.selection);
}

void MaskQuestionInput::clear()
{
    strip_->setSelectedSlots({});
}

void MaskQuestionInput::setLocked(bool locked)
{
    strip_->setSelectable(!locked && blockUsable_);
}

void MaskQuestionInput::showResult(const std::optional<GradeResult> &result)
{
    shown_ = result;
    // The missed keys are the answer's missing part: marked only once the solution may be seen.
    if (result)
        strip_->setKeyMarks(isSolutionVisible() ? result->missedKeys : QList<int>{}, result->extraKeys);
    else
        strip_->setKeyMarks({}, {});
}

void MaskQuestionInput::setSolutionVisible(bool visible)
{
    QuestionInput::setSolutionVisible(visible);
    showResult(shown_);
}

QString MaskQuestionInput::resultReport(const GradeResult &r) const
{
    QStringList report;
    const bool induction = question().mask.rule == MaskQuestionSpec::Rule::Induction;
    if (!r.missedKeys.isEmpty() && !isSolutionVisible())
        report << (induction
                       //: Induction mask question feedback before the solution is shown; %n: how many keys.
                       ? tr("%n key(s) the induction head reads are not selected yet.", nullptr, int(r.missedKeys.size()))
                       //: Mask question feedback before the solution is shown; %n: how many keys.
                       : tr("%n allowed key(s) are not selected yet.", nullptr, int(r.missedKeys.size())));
    else if (!r.missedKeys.isEmpty())
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
    return report.join(QLatin1Char('\n'));
}

void MaskQuestionInput::setLanguage(const QString &language)
{
    setContentLanguage(language);
    strip_->setTokenLabels(question().mask.tokenLabels);
}

void MaskQuestionInput::retranslateUi()
{
    hint_->setText(tr("Click the keys to select them, or move with the Left and Right arrow keys and press Space."));
}

void MaskQuestionInput::focusFirst()
{
    strip_->setFocus(Qt::OtherFocusReason);
}

} // namespace atlas

#include "moc_maskquestioninput.cpp"
