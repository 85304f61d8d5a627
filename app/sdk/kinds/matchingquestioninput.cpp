#include "matchingquestioninput.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>

#include <algorithm>

namespace atlas {

MatchingQuestionInput::MatchingQuestionInput(const QuestionSpec &question, CourseProgress &progress, QWidget *parent)
    : QuestionInput(question, parent), progress_(progress)
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(12);
    grid->setVerticalSpacing(6);
    // The lists right after the items (the longest sets the column, up to ~45 characters, then
    // items wrap); what is left goes after the verdict marks.
    grid->setColumnStretch(2, 1);
    const int itemWidth = fontMetrics().averageCharWidth() * 45;
    for (qsizetype i = 0; i < question.items.size(); ++i) {
        auto *item = new QLabel(this);
        item->setObjectName(QStringLiteral("item%1").arg(i));
        item->setTextFormat(Qt::PlainText);
        item->setWordWrap(true);
        item->setMaximumWidth(itemWidth);
        auto *list = new QComboBox(this);
        list->setObjectName(QStringLiteral("match%1").arg(i));
        list->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        list->installEventFilter(this);
        item->setBuddy(list);
        auto *mark = new QLabel(this);
        mark->setObjectName(QStringLiteral("matchResult%1").arg(i));
        mark->setTextFormat(Qt::PlainText);
        mark->setVisible(false);
        grid->addWidget(item, static_cast<int>(i), 0);
        grid->addWidget(list, static_cast<int>(i), 1, Qt::AlignLeft);
        grid->addWidget(mark, static_cast<int>(i), 2);
        itemLabels_.append(item);
        lists_.append(list);
        marks_.append(mark);
    }
    fillLists();
    connect(&progress_, &CourseProgress::choiceOrderChanged, this, &MatchingQuestionInput::fillLists);
}

void MatchingQuestionInput::fillLists()
{
    const QList<int> order = progress_.choiceOrder(question());
    if (order.size() != question().choices.size())
        return;
    order_ = order;
    const Input before = currentInput();
    for (QComboBox *list : std::as_const(lists_)) {
        list->clear();
        //: The first entry of a matching question's drop-down list, before a match is chosen.
        list->addItem(tr("Choose…"), -1);
        for (int m : order)
            list->addItem(question().choices.at(m).text.text(language_), m);
    }
    if (before.answer)
        setAnswer(*before.answer);
}

QuestionInput::Input MatchingQuestionInput::currentInput() const
{
    QList<int> chosen;
    for (const QComboBox *list : lists_)
        chosen.append(list->currentData().isValid() ? list->currentData().toInt() : -1);
    return Input{QuizAnswer::choices(chosen), QString()};
}

void MatchingQuestionInput::setAnswer(const QuizAnswer &answer)
{
    for (qsizetype i = 0; i < lists_.size(); ++i) {
        const int index = lists_.at(i)->findData(answer.selection.value(i, -1));
        lists_.at(i)->setCurrentIndex(index < 0 ? 0 : index);
    }
}

void MatchingQuestionInput::clear()
{
    for (QComboBox *list : std::as_const(lists_))
        list->setCurrentIndex(0);
}

void MatchingQuestionInput::setLocked(bool locked)
{
    locked_ = locked; // the event filter refuses changes to the lists
}

void MatchingQuestionInput::showResult(const std::optional<GradeResult> &result)
{
    shown_ = result;
    for (qsizetype i = 0; i < marks_.size(); ++i) {
        QLabel *mark = marks_.at(i);
        if (!result || i >= result->pickedChoices.size()) {
            mark->setVisible(false);
            continue;
        }
        const bool right = result->pickedChoices.at(i) == question().correctChoices.value(i);
        //: After grading a matching question, beside an item whose match is right.
        mark->setText(right ? tr("✓ right")
                            //: After grading a matching question, beside an item whose match is wrong.
                            : tr("✗ not this one"));
        mark->setAccessibleName(mark->text());
        mark->setVisible(true);
    }
}

void MatchingQuestionInput::setLanguage(const QString &language)
{
    language_ = language;
    for (qsizetype i = 0; i < itemLabels_.size(); ++i) {
        const QString item = question().items.at(i).text(language);
        QLabel *label = itemLabels_.at(i);
        label->setText(item);
        // On one line when it fits in the item column, else wrapped at its width.
        label->setMinimumWidth(std::min(label->fontMetrics().horizontalAdvance(item) + 2, label->maximumWidth()));
        lists_.at(i)->setAccessibleName(item);
    }
    fillLists();
}

void MatchingQuestionInput::retranslateUi()
{
    for (QComboBox *list : std::as_const(lists_)) {
        list->setItemText(0, tr("Choose…"));
        //: Accessible description of a matching question's drop-down list.
        list->setAccessibleDescription(tr("The match for this item. Arrow keys choose."));
    }
    showResult(shown_);
}

void MatchingQuestionInput::focusFirst()
{
    if (!lists_.isEmpty())
        lists_.constFirst()->setFocus(Qt::OtherFocusReason);
}

bool MatchingQuestionInput::eventFilter(QObject *watched, QEvent *event)
{
    // A locked answer's lists keep focus and their look but do not open or change.
    if (locked_ && lists_.contains(watched)) {
        switch (event->type()) {
        case QEvent::MouseButtonPress:
        case QEvent::MouseButtonRelease:
        case QEvent::MouseButtonDblClick:
        case QEvent::Wheel:
            return true;
        case QEvent::KeyPress:
        case QEvent::KeyRelease: {
            const int key = static_cast<QKeyEvent *>(event)->key();
            if (key != Qt::Key_Tab && key != Qt::Key_Backtab && !(static_cast<QKeyEvent *>(event)->modifiers() & Qt::ControlModifier))
                return true;
            break;
        }
        default:
            break;
        }
    }
    return QuestionInput::eventFilter(watched, event);
}

} // namespace atlas

#include "moc_matchingquestioninput.cpp"
