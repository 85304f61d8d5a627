#include "ablationpanel.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

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

AblationPanel::AblationPanel(QWidget *parent)
    : QWidget(parent), intro_(new QLabel(this)), step_(new QLabel(this)), table_(new QTableWidget(this))
{
    intro_->setWordWrap(true);
    intro_->setTextFormat(Qt::PlainText);
    step_->setWordWrap(true);
    step_->setTextFormat(Qt::PlainText);
    table_->setObjectName(QStringLiteral("headReports"));
    table_->setColumnCount(6);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table_->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(intro_);
    layout->addWidget(step_);
    layout->addWidget(table_);
    retranslate();
}

void AblationPanel::show(const std::vector<HeadReport> &reports, std::int64_t step)
{
    shownStep_ = step;
    const QLocale locale;
    table_->setRowCount(int(reports.size()));
    for (std::size_t i = 0; i < reports.size(); ++i) {
        const HeadReport &r = reports[i];
        const QStringList cells{tr("L%1 H%2").arg(r.layer).arg(r.head), locale.toString(r.previousTokenScore, 'f', 2),
                                locale.toString(r.inductionScore, 'f', 2), locale.toString(r.duplicateTokenScore, 'f', 2),
                                signedNats(locale, r.ablationLossIncrease),
                                locale.toString(100.0 * r.ablatedRepeatedHalfAccuracy, 'f', 1) + QStringLiteral(" %")};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = table_->item(int(i), c);
            if (!item) {
                item = new QTableWidgetItem;
                table_->setItem(int(i), c, item);
            }
            item->setText(cells.at(c));
            item->setTextAlignment(c == 0 ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter);
        }
    }
    table_->resizeRowsToContents();
    table_->setFixedHeight(table_->horizontalHeader()->height() + table_->verticalHeader()->length() + 2 * table_->frameWidth());
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

void AblationPanel::retranslate()
{
    intro_->setText(tr("Each row switches one head off alone, on the 128 held-out sequences, and says what the repeated "
                       "half loses: a head the circuit needs raises its loss by nats and drops its accuracy towards "
                       "chance; a head it does not need changes almost nothing. The scores are those of the heatmaps, "
                       "averaged over the same sequences."));
    table_->setHorizontalHeaderLabels({tr("head"), tr("previous-token"), tr("induction"), tr("duplicate-token"),
                                       //: Column: how much the repeated half's loss rises, in nats, with this head off.
                                       tr("loss rise when off"),
                                       //: Column: the repeated half's accuracy with this head off.
                                       tr("accuracy when off")});
    table_->setAccessibleName(tr("Every head switched off alone"));
}

void AblationPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace atlas
