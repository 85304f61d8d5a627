#include "lengthpanel.h"

#include "decodertrainingbar.h"
#include "longcontextsession.h"

#include "sdk/chartfigure.h"
#include "sdk/colorscale.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QPushButton>
#include <QChartView>
#include <QEvent>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>

namespace atlas {

LengthPanel::LengthPanel(LongContextSession &session, QWidget *parent)
    : QWidget(parent), session_(session), intro_(new QLabel(this)), training_(new DecoderTrainingBar(session, false, this)),
      series_{new QLineSeries(this), new QLineSeries(this), new QLineSeries(this), new QLineSeries(this)},
      uniform_(new QLineSeries(this)), lengthAxis_(new QLogValueAxis(this)), lossAxis_(new QValueAxis(this)),
      reading_(new QLabel(this)), fineTune_(new QPushButton(this)), tuneNote_(new QLabel(this)),
      untuned_(new QBarSet(QString(), this)), tuned_(new QBarSet(QString(), this)), readingAxis_(new QBarCategoryAxis(this)),
      tunedLossAxis_(new QValueAxis(this))
{
    setObjectName(QStringLiteral("lengthPanel"));
    for (QLabel *label : {intro_, reading_}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
    }
    reading_->setObjectName(QStringLiteral("lengthReading"));
    reading_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *view = new QChartView(new QChart, this);
    view->setObjectName(QStringLiteral("lengthLossChart"));
    QChart *chart = view->chart();
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->hide(); // the figure's key wraps instead
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->addAxis(lengthAxis_, Qt::AlignBottom);
    chart->addAxis(lossAxis_, Qt::AlignLeft);
    // Okabe–Ito colours, and a line style each, so that no series depends on colour alone.
    const std::pair<QColor, Qt::PenStyle> styles[] = {{ColorScale::category(5), Qt::SolidLine},
                                                      {ColorScale::category(6), Qt::DashLine},
                                                      {ColorScale::category(4), Qt::DashDotLine},
                                                      {ColorScale::category(2), Qt::SolidLine}};
    for (int v = 0; v < LongContextFindings::VariantCount; ++v) {
        series_[v]->setPen(QPen(styles[v].first, 2.5, styles[v].second));
        series_[v]->setPointsVisible(true);
        chart->addSeries(series_[v]);
    }
    uniform_->setPen(QPen(QColor(0x66, 0x66, 0x66), 1.5, Qt::DotLine));
    chart->addSeries(uniform_);
    for (QLineSeries *s : {series_[0], series_[1], series_[2], series_[3], uniform_}) {
        s->attachAxis(lengthAxis_);
        s->attachAxis(lossAxis_);
    }
    lengthAxis_->setBase(2);
    lengthAxis_->setLabelFormat(QStringLiteral("%d"));
    lossAxis_->setLabelFormat(QStringLiteral("%.1f"));
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(280);
    view->setMinimumWidth(300);
    figure_ = new ChartFigure(view, this);

    fineTune_->setObjectName(QStringLiteral("fineTune"));
    tuneNote_->setWordWrap(true);
    tuneNote_->setTextFormat(Qt::PlainText);
    auto *tunedView = new QChartView(new QChart, this);
    tunedView->setObjectName(QStringLiteral("tunedLossChart"));
    QChart *tunedChart = tunedView->chart();
    tunedChart->setAnimationOptions(QChart::NoAnimation);
    tunedChart->legend()->hide();
    tunedChart->setMargins(QMargins(4, 4, 4, 4));
    untuned_->setColor(QColor(0xbb, 0xbb, 0xbb));
    tuned_->setColor(ColorScale::category(4));
    auto *bars = new QBarSeries(this);
    bars->append(untuned_);
    bars->append(tuned_);
    tunedChart->addSeries(bars);
    tunedChart->addAxis(readingAxis_, Qt::AlignBottom);
    tunedChart->addAxis(tunedLossAxis_, Qt::AlignLeft);
    bars->attachAxis(readingAxis_);
    bars->attachAxis(tunedLossAxis_);
    tunedLossAxis_->setLabelFormat(QStringLiteral("%.1f"));
    tunedView->setRenderHint(QPainter::Antialiasing);
    tunedView->setMinimumHeight(240);
    tunedView->setMinimumWidth(300);
    tunedFigure_ = new ChartFigure(tunedView, this);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(intro_);
    layout->addWidget(training_);
    layout->addWidget(figure_);
    layout->addWidget(reading_);
    layout->addWidget(tuneNote_);
    layout->addWidget(fineTune_, 0, Qt::AlignLeft);
    layout->addWidget(tunedFigure_);
    connect(fineTune_, &QPushButton::clicked, &session_, &LongContextSession::fineTune);
    connect(&session_, &LongContextSession::stateChanged, this, &LengthPanel::refresh);
    refresh();
}

void LengthPanel::refresh()
{
    const std::optional<LongContextFindings> &f = session_.findings();
    for (QLineSeries *s : series_)
        s->clear();
    uniform_->clear();
    const double trained = double(LongContextSession::trainedWindow());
    const double longest = trained * LongContextFindings::lengthFactors.back();
    lengthAxis_->setRange(trained / 1.25, longest * 1.25);
    lengthAxis_->setMinorTickCount(0);
    if (f) {
        double highest = f->uniformLoss;
        for (int v = 0; v < LongContextFindings::VariantCount; ++v)
            for (std::size_t l = 0; l < LongContextFindings::lengthFactors.size(); ++l) {
                const double loss = f->lengthLoss[std::size_t(v)][l];
                series_[v]->append(trained * LongContextFindings::lengthFactors[l], loss);
                highest = std::max(highest, loss);
            }
        uniform_->append(trained / 1.25, f->uniformLoss);
        uniform_->append(longest * 1.25, f->uniformLoss);
        lossAxis_->setRange(0, highest * 1.1);
        lossAxis_->applyNiceNumbers();
    } else {
        lossAxis_->setRange(0, 4);
    }
    for (QBarSet *set : {untuned_, tuned_})
        set->remove(0, set->count());
    const bool tuned = f && f->tuned;
    tunedFigure_->setVisible(tuned);
    fineTune_->setEnabled(f && session_.state() == LongContextSession::State::Ready);
    if (tuned) {
        const std::size_t last = LongContextFindings::lengthFactors.size() - 1;
        double highest = f->uniformLoss;
        for (int v = 0; v < LongContextFindings::rotaryReadings; ++v) {
            untuned_->append(f->lengthLoss[std::size_t(v)][last]);
            tuned_->append(f->tunedLoss[std::size_t(v)][last]);
            highest = std::max({highest, f->lengthLoss[std::size_t(v)][last], f->tunedLoss[std::size_t(v)][last]});
        }
        tunedLossAxis_->setRange(0, highest * 1.1);
        tunedLossAxis_->applyNiceNumbers();
    }
    retranslate();
}

void LengthPanel::retranslate()
{
    const QLocale locale;
    const QString trained = locale.toString(qint64(LongContextSession::trainedWindow()));
    //: %1 the training window in tokens.
    intro_->setText(tr("Both decoders read whole windows of the same copy text, %1 tokens long as in training, then two "
                       "and four times as long. Only the copied tokens count, those whose original lies in the window: "
                       "the question stays the same, but the queries now see keys further away than any training window "
                       "held. The rotary decoder is read three ways, none fine-tuned: as trained, with its positions "
                       "interpolated (s = 1/κ) and with its base raised NTK-aware (base·κ^(dₖ/(dₖ − 2))), κ the length "
                       "factor.").arg(trained));
    figure_->setTitle(tr("Loss on the copied tokens against the length read"));
    //: %1 the training window in tokens.
    lengthAxis_->setTitleText(tr("tokens read (trained on %1)").arg(trained));
    lossAxis_->setTitleText(tr("loss (nats)"));
    series_[LongContextFindings::Rotary]->setName(tr("rotary, as trained"));
    series_[LongContextFindings::Interpolated]->setName(tr("rotary, interpolated"));
    series_[LongContextFindings::NtkScaled]->setName(tr("rotary, NTK-aware base"));
    series_[LongContextFindings::Alibi]->setName(tr("ALiBi"));
    const std::optional<LongContextFindings> &f = session_.findings();
    //: Legend entry: the loss of guessing uniformly among the text's tokens, ln(V − 1); %1 the value.
    uniform_->setName(tr("uniform guess, %1").arg(locale.toString(f ? f->uniformLoss : 0.0, 'f', 2)));
    figure_->view()->setAccessibleName(figure_->titleLabel()->text());
    figure_->updateKey();
    const QString longest = locale.toString(qint64(LongContextSession::trainedWindow() * LongContextFindings::lengthFactors.back()));
    //: %1 steps.
    fineTune_->setText(tr("&Fine-tune at the longer lengths (%1 steps each)").arg(session_.params().tuneSteps));
    tuneNote_->setText(tr("Chen et al. fine-tune after interpolating, briefly, at the new length. Fine-tune gives each rotary "
                          "reading %1 more steps on windows of each longer length, then measures it there again.")
                           .arg(session_.params().tuneSteps));
    tunedFigure_->setTitle(tr("At %1 tokens, before and after fine-tuning there").arg(longest));
    readingAxis_->clear();
    readingAxis_->append({tr("as trained"), tr("interpolated"), tr("NTK-aware base")});
    readingAxis_->setTitleText(tr("rotary reading"));
    tunedLossAxis_->setTitleText(tr("loss (nats)"));
    untuned_->setLabel(tr("not fine-tuned"));
    //: %1 steps.
    tuned_->setLabel(tr("after %1 steps at this length").arg(session_.params().tuneSteps));
    tunedFigure_->view()->setAccessibleName(tunedFigure_->titleLabel()->text());
    tunedFigure_->updateKey();
    if (!f) {
        reading_->setText(tr("The chart fills in when the decoders are trained."));
        return;
    }
    const auto nats = [&locale](double x) { return locale.toString(x, 'f', 2); };
    const auto &loss = f->lengthLoss;
    const std::size_t last = LongContextFindings::lengthFactors.size() - 1;
    //: %1 trained length, %2 four times it; %3, %4 rotary at %1 and %2; %5 interpolated, %6 NTK at %2; %7, %8 ALiBi at %1 and %2.
    reading_->setText(tr("At %1 tokens the rotary decoder copies with %3 nats per token; at %2, %4. Read at %2, interpolated "
                         "positions give %5 and the NTK-aware base %6. The ALiBi decoder, trained the same way, gives %7 at "
                         "%1 and %8 at %2.")
                          .arg(trained, locale.toString(qint64(LongContextSession::trainedWindow() * LongContextFindings::lengthFactors[last])),
                               nats(loss[LongContextFindings::Rotary][0]), nats(loss[LongContextFindings::Rotary][last]),
                               nats(loss[LongContextFindings::Interpolated][last]), nats(loss[LongContextFindings::NtkScaled][last]),
                               nats(loss[LongContextFindings::Alibi][0]), nats(loss[LongContextFindings::Alibi][last])));
    if (f->tuned) {
        const auto &tuned = f->tunedLoss;
        //: %1 steps, %2 the longest length; %3–%5 the three readings after fine-tuning.
        QString text = reading_->text() + QLatin1Char(' ')
            + tr("After %1 steps at %2 tokens: as trained %3, interpolated %4, NTK-aware base %5.")
                  .arg(QString::number(session_.params().tuneSteps), longest, nats(tuned[LongContextFindings::Rotary][last]),
                       nats(tuned[LongContextFindings::Interpolated][last]), nats(tuned[LongContextFindings::NtkScaled][last]));
        if (tuned[LongContextFindings::Rotary][last] <= tuned[LongContextFindings::Interpolated][last])
            text += QLatin1Char(' ') + tr("In this small model the reading as trained recovers at least as well as the "
                                          "interpolated one; for LLaMA, Chen et al. found that fine-tuning without "
                                          "interpolation extends the context far more slowly.");
        reading_->setText(text);
    }
}

void LengthPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace atlas

#include "moc_lengthpanel.cpp"
