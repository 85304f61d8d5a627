#include "matchingquestioninput.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>


namespace atlas {

namespace {

// A list as wide as its longest match when there is room, and narrower (the match elided; the
// open list shows it whole) in a narrow column.
class MatchList final : public QComboBox {
public:
    explicit MatchList(QWidget *parent) : QComboBox(parent) { setSizeAdjustPolicy(QComboBox::AdjustToContents); }
    QSize minimumSizeHint() const override
    {
        QSize size = QComboBox::minimumSizeHint();
        size.setWidth(std::min(size.width(), fontMetrics().averageCharWidth() * 14));
        return size;
    }
};

} // namespace

MatchingQuestionInput::MatchingQuestionInput(const QuestionSpec &question, CourseProgress &progress, QWidget *parent)
    : QuestionInput(question, parent), progress_(progress)
{
    // Each item on its own line, its list and verdict mark under it: as narrow as the reading
    // column needs, whatever the lengths of the items and matches.
    auto *rows = new QVBoxLayout(this);
    rows->setContentsMargins(0, 0, 0, 0);
    rows->setSpacing(8);
    const int indent = fontMetrics().averageCharWidth() * 2;
    for (qsizetype i = 0; i < question.items.size(); ++i) {
        auto *item = new QLabel(this);
        item->setObjectName(QStringLiteral("item%1").arg(i));
        item->setTextFormat(Qt::PlainText);
        item->setWordWrap(true);
        auto *list = new MatchList(this);
        list->setObjectName(QStringLiteral("match%1").arg(i));
        list->installEventFilter(this);
        item->setBuddy(list);
        auto *mark = new QLabel(this);
        mark->setObjectName(QStringLiteral("matchResult%1").arg(i));
        mark->setTextFormat(Qt::PlainText);
        mark->setVisible(false);
        auto *line = new QHBoxLayout;
        line->setContentsMargins(indent, 0, 0, 0);
        line->addWidget(list);
        line->addWidget(mark);
        line->addStretch(1);
        rows->addWidget(item);
        rows->addLayout(line);
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
            list->addItem(question().choices.at(m).text.text(contentLanguage()), m);
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
    setContentLanguage(language);
    for (qsizetype i = 0; i < itemLabels_.size(); ++i) {
        const QString item = question().items.at(i).text(language);
        itemLabels_.at(i)->setText(item);
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
