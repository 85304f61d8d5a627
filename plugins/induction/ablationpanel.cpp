#include "ablationpanel.h"

#include "headerwrapping.h"
#include "wholetable.h"

#include "sdk/boxlayout.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QLabel>
#include <QLocale>
#include <QResizeEvent>
#include <QTableWidget>

#include <cmath>

namespace atlas {

namespace {

// "+2.18", "−0.03", and "0.00" for what rounds to zero (never "−0.00").
QString signedNats(const QLocale &locale, double value)
{
    const double rounded = std::round(value * 100) / 100;
    if (rounded == 0)
        return locale.toString(0.0, 'f', 2);
    return (rounded > 0 ? QStringLiteral("+") : QStringLiteral("−")) + locale.toString(std::abs(rounded), 'f', 2);
}

} // namespace

AblationPanel::AblationPanel(QWidget *parent) : QWidget(parent), step_(new ParagraphLabel(this, QStringLiteral("ablationStep")))
{
    auto *texts = new Retranslator(this);
    auto *intro = texts->paragraph([] {
        return tr("Each row switches one head off alone, on the 128 held-out sequences, and says what the repeated "
                  "half loses: a head the circuit needs raises its loss by nats and drops its accuracy towards "
                  "chance; a head it does not need changes almost nothing. The scores are those of the heatmaps, "
                  "averaged over the same sequences.");
    });
    auto *ablationCaption = texts->paragraph([] { return tr("Each head switched off alone:"); });
    // Two narrow tables rather than one wide one: six columns of German or French headings do
    // not fit a lab column at 1024 × 700.
    scores_ = WholeTable::make(this, QStringLiteral("headScores"), 4);
    table_ = WholeTable::make(this, QStringLiteral("headReports"), 3);
    texts->bind([this] {
        scoreHeadings_ = {tr("head"), tr("previous-token"), tr("induction"), tr("duplicate-token")};
        HeaderWrapping::apply(scores_, scoreHeadings_);
        scores_->setAccessibleName(tr("Every head's scores"));
        ablationHeadings_ = {tr("head"),
                             //: Column: how much the repeated half's loss rises, in nats, with this head off.
                             tr("loss rise when off"),
                             //: Column: the repeated half's accuracy with this head off.
                             tr("accuracy when off")};
        HeaderWrapping::apply(table_, ablationHeadings_);
        table_->setAccessibleName(tr("Every head switched off alone"));
    });
    BoxLayout::column(this, {intro, step_, scores_, ablationCaption, table_});
}

namespace {

void fill(QTableWidget *table, int row, const QStringList &cells)
{
    for (int c = 0; c < cells.size(); ++c) {
        auto *item = table->item(row, c);
        if (!item) {
            item = new QTableWidgetItem;
            table->setItem(row, c, item);
        }
        item->setText(cells.at(c));
        item->setTextAlignment(c == 0 ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter);
    }
}

} // namespace

void AblationPanel::show(const std::vector<HeadReport> &reports, std::int64_t step)
{
    shownStep_ = step;
    const QLocale locale;
    scores_->setRowCount(int(reports.size()));
    table_->setRowCount(int(reports.size()));
    for (std::size_t i = 0; i < reports.size(); ++i) {
        const HeadReport &r = reports[i];
        const QString head = tr("L%1 H%2").arg(r.layer).arg(r.head);
        fill(scores_, int(i), {head, locale.toString(r.previousTokenScore, 'f', 2), locale.toString(r.inductionScore, 'f', 2),
                               locale.toString(r.duplicateTokenScore, 'f', 2)});
        fill(table_, int(i), {head, signedNats(locale, r.ablationLossIncrease),
                              locale.toString(100.0 * r.ablatedRepeatedHalfAccuracy, 'f', 1) + QStringLiteral("\u00A0%")});
    }
    WholeTable::fit(scores_, scoreHeadings_);
    WholeTable::fit(table_, ablationHeadings_);
    //: %1 is the training step of the model the table measures.
    step_->setText(tr("Measured on the held-out sequences after step %1.").arg(step));
}

void AblationPanel::markStale(std::int64_t step)
{
    if (shownStep_ >= 0 && step != shownStep_)
        //: %1 is the step the table shows, %2 the step the model has reached.
        step_->setText(tr("Measured after step %1; the model is at step %2 and the table is measured again when the run "
                          "pauses or ends.").arg(shownStep_).arg(step));
}

void AblationPanel::markMeasuring(std::int64_t step)
{
    //: %1 is the step the model has reached; the table is being measured in the background.
    step_->setText(tr("Measuring the model of step %1 on the held-out sequences…").arg(step));
}

void AblationPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    WholeTable::fit(scores_, scoreHeadings_);
    WholeTable::fit(table_, ablationHeadings_);
}

} // namespace atlas

#include "moc_ablationpanel.cpp"
