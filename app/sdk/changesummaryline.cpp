#include "changesummaryline.h"

#include "changemarking.h"

#include <QEvent>

namespace atlas {

ChangeSummaryLine::ChangeSummaryLine(QWidget *scope, QWidget *parent) : QLabel(parent), scope_(scope)
{
    setObjectName(QStringLiteral("changeSummary"));
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    connect(ChangeMarking::notifier(), &ChangeNotifier::reported, this, &ChangeSummaryLine::onReport);
    retranslate();
}

void ChangeSummaryLine::onReport()
{
    const ChangeMarking::Report &report = ChangeMarking::lastReport();
    QWidget *origin = report.origin.data();
    if (!origin || !(origin == scope_ || scope_->isAncestorOf(origin)))
        return; // another lab's change
    reported_ = true;
    figures_ = report.figures;
    changedFigures_ = report.changedFigures;
    changedCells_ = report.changedCells;
    reshaped_ = report.reshaped;
    retranslate();
}

void ChangeSummaryLine::retranslate()
{
    QString text;
    if (!reported_)
        //: Under a lab's controls before the learner changed anything.
        text = tr("Change a control or a text: the numbers your change moves are outlined in every figure for a moment.");
    else if (changedCells_ == 0 && reshaped_ > 0)
        //: Under a lab's controls: the last change added or removed rows or columns of %n figures.
        text = tr("Your last change resized %n figure(s): rows or columns came or went, so there is nothing to "
                  "compare number by number.", nullptr, reshaped_);
    else if (changedCells_ == 0)
        //: Under a lab's controls: the learner's last change left every number shown as it was.
        text = tr("Your last change moved none of the numbers shown, bit for bit.");
    else {
        //: Under a lab's controls: how many numbers the last change moved; a sentence on the figures follows.
        text = tr("Your last change moved %n number(s).", nullptr, changedCells_) + QLatin1Char(' ')
            + (changedFigures_ == figures_
                   //: After the count of outlined numbers, when every figure recomputed changed (%n of them).
                   ? tr("They are outlined in every figure it recomputed (%n).", nullptr, figures_)
                   //: %1 figures of %2 changed; the sentence before counts the numbers.
                   : tr("They are outlined in %1 of the %2 figures it recomputed.").arg(changedFigures_).arg(figures_));
        if (reshaped_ > 0)
            //: After the count of outlined numbers: %n other figures gained or lost rows or columns.
            text += QLatin1Char(' ') + tr("%n other figure(s) changed size.", nullptr, reshaped_);
    }
    setText(text);
    setAccessibleName(text);
}

void ChangeSummaryLine::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QLabel::changeEvent(event);
}

} // namespace atlas

#include "moc_changesummaryline.cpp"
