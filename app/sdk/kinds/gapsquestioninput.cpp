#include "gapsquestioninput.h"

#include "sdk/questionkindviews.h"

#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace atlas {

GapsQuestionInput::GapsQuestionInput(const QuestionSpec &question, CourseProgress &progress, QWidget *parent)
    : QuestionInput(question, parent)
{
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(6);
    const int indent = fontMetrics().averageCharWidth() * 2;
    for (std::size_t i = 0; i < question.gaps.size(); ++i) {
        const QuestionSpec &gap = question.gaps.at(i);
        auto *heading = new QLabel(this);
        heading->setObjectName(QStringLiteral("gapHeading%1").arg(i));
        heading->setTextFormat(Qt::PlainText);
        QFont font = heading->font();
        font.setBold(true);
        heading->setFont(font);
        const QuestionKindView *view = QuestionKindViews::find(gap.type);
        // In the default language until setLanguage() passes the question's on.
        QuestionInput *input = view ? view->createInput(gap, progress, LocalizedText::defaultLanguage(), this) : nullptr;
        column->addWidget(heading);
        headings_.append(heading);
        if (!input)
            continue; // the pack loader admits only gap kinds with inputs
        input->setObjectName(QStringLiteral("gap%1").arg(i));
        auto *line = new QVBoxLayout;
        line->setContentsMargins(indent, 0, 0, 0);
        line->addWidget(input);
        column->addLayout(line);
        gaps_.append(input);
        connect(input, &QuestionInput::submitRequested, this, &QuestionInput::submitRequested);
    }
}

QuestionInput::Input GapsQuestionInput::currentInput() const
{
    QuizAnswer answer;
    for (qsizetype i = 0; i < gaps_.size(); ++i) {
        const Input gap = gaps_.at(i)->currentInput();
        if (!gap.answer && !gap.error.isEmpty())
            //: A gap question's gap holds no answer: "Gap 2: not a number".
            return Input{std::nullopt, tr("Gap %1: %2").arg(i + 1).arg(gap.error)};
        answer.gaps.push_back(gap.answer.value_or(QuizAnswer()));
    }
    return Input{answer, QString()};
}

void GapsQuestionInput::setAnswer(const QuizAnswer &answer)
{
    for (std::size_t i = 0; i < answer.gaps.size() && i < static_cast<std::size_t>(gaps_.size()); ++i)
        gaps_.at(static_cast<qsizetype>(i))->setAnswer(answer.gaps.at(i));
}

void GapsQuestionInput::clear()
{
    for (QuestionInput *gap : std::as_const(gaps_))
        gap->clear();
}

void GapsQuestionInput::setLocked(bool locked)
{
    for (QuestionInput *gap : std::as_const(gaps_))
        gap->setLocked(locked);
}

void GapsQuestionInput::showResult(const std::optional<GradeResult> &result)
{
    shown_ = result;
    for (qsizetype i = 0; i < gaps_.size(); ++i) {
        const auto index = static_cast<std::size_t>(i);
        gaps_.at(i)->showResult(result && index < result->gaps.size() ? std::optional<GradeResult>(result->gaps.at(index)) : std::nullopt);
    }
    retranslateUi();
}

void GapsQuestionInput::setLanguage(const QString &language)
{
    setContentLanguage(language);
    for (QuestionInput *gap : std::as_const(gaps_))
        gap->setLanguage(language);
}

void GapsQuestionInput::retranslateUi()
{
    for (qsizetype i = 0; i < headings_.size(); ++i) {
        //: The heading of one gap of a gap question, above its input; matches the numbered blank "___(2)___" in the text.
        QString text = tr("Gap %1").arg(i + 1);
        const auto index = static_cast<std::size_t>(i);
        if (shown_ && index < shown_->gaps.size()) {
            const GradeResult &g = shown_->gaps.at(index);
            //: After grading, beside a gap's heading: its answer is right.
            text += QLatin1String("   ") + (g.isCorrect() ? tr("✓ right")
                                          : g.isPartlyCorrect()
                                              //: After grading, beside a gap's heading: its answer earns part of the credit, e.g. "50%".
                                              ? tr("◐ partly right (%1%)").arg(locale().toString(g.fraction * 100, 'g', 3))
                                              //: After grading, beside a gap's heading: its answer is not right.
                                              : tr("✗ not yet"));
        }
        headings_.at(i)->setText(text);
        headings_.at(i)->setAccessibleName(text);
        if (i < gaps_.size()) {
            gaps_.at(i)->setAccessibleName(tr("Gap %1").arg(i + 1));
            gaps_.at(i)->retranslateUi();
        }
    }
}

void GapsQuestionInput::localeChanged()
{
    for (QuestionInput *gap : std::as_const(gaps_))
        gap->localeChanged();
}

void GapsQuestionInput::focusFirst()
{
    if (!gaps_.isEmpty())
        gaps_.constFirst()->focusFirst();
}

} // namespace atlas

#include "moc_gapsquestioninput.cpp"
