#include "lengthpanel.h"

#include "decodertrainingbar.h"
#include "longcontextsession.h"

#include "labchartview.h"

#include "sdk/boxlayout.h"
#include "sdk/chartfigure.h"
#include "sdk/colorscale.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPushButton>
#include <QValueAxis>

#include <algorithm>

namespace atlas {

LengthPanel::LengthPanel(LongContextSession &session, QWidget *parent)
    : QWidget(parent), session_(session),
      series_{new QLineSeries(this), new QLineSeries(this), new QLineSeries(this), new QLineSeries(this)},
      uniform_(new QLineSeries(this)), lengthAxis_(new QLogValueAxis(this)), lossAxis_(new QValueAxis(this)),
      reading_(new ParagraphLabel(this, QStringLiteral("lengthReading"), ParagraphLabel::Selection::ByMouse)),
      fineTune_(new QPushButton(this)), untuned_(new QBarSet(QString(), this)), tuned_(new QBarSet(QString(), this)),
      tunedLossAxis_(new QValueAxis(this))
{
    setObjectName(QStringLiteral("lengthPanel"));
    auto *texts = new Retranslator(this);
    auto *intro = texts->paragraph([] {
        //: %1 the training window in tokens.
        return tr("Both decoders read whole windows of the same copy text, %1 tokens long as in training, then two "
                  "and four times as long. Only the copied tokens count, those whose original lies in the window: "
                  "the question stays the same, but the queries now see keys further away than any training window "
                  "held. The rotary decoder is read three ways, none fine-tuned: as trained, with its positions "
                  "interpolated (s = 1/κ) and with its base raised NTK-aware (base·κ^(dₖ/(dₖ − 2))), κ the length "
                  "factor.").arg(QLocale().toString(qint64(LongContextSession::trainedWindow())));
    });
    auto *training = new DecoderTrainingBar(session, false, this);
    auto *view = new LabChartView(QStringLiteral("lengthLossChart"), 280, this);
    // Okabe–Ito colours, and a line style each, so that no series depends on colour alone.
    const std::pair<QColor, Qt::PenStyle> styles[] = {{ColorScale::category(5), Qt::SolidLine},
                                                      {ColorScale::category(6), Qt::DashLine},
                                                      {ColorScale::category(4), Qt::DashDotLine},
                                                      {ColorScale::category(2), Qt::SolidLine}};
    for (int v = 0; v < LongContextFindings::VariantCount; ++v) {
        series_[v]->setPen(QPen(styles[v].first, 2.5, styles[v].second));
        series_[v]->setPointsVisible(true);
        view->plot(series_[v], lengthAxis_, lossAxis_);
    }
    uniform_->setPen(QPen(QColor(0x66, 0x66, 0x66), 1.5, Qt::DotLine));
    view->plot(uniform_, lengthAxis_, lossAxis_);
    lengthAxis_->setBase(2);
    lengthAxis_->setLabelFormat(QStringLiteral("%d"));
    lossAxis_->setLabelFormat(QStringLiteral("%.1f"));
    figure_ = new ChartFigure(view, this);

    fineTune_->setObjectName(QStringLiteral("fineTune"));
    auto *tuneNote = new ParagraphLabel(this);
    auto *tunedView = new LabChartView(QStringLiteral("tunedLossChart"), 240, this);
    untuned_->setColor(QColor(0xbb, 0xbb, 0xbb));
    tuned_->setColor(ColorScale::category(4));
    auto *readingAxis = new QBarCategoryAxis(this);
    auto *bars = new QBarSeries(this);
    bars->append(untuned_);
    bars->append(tuned_);
    tunedView->plot(bars, readingAxis, tunedLossAxis_);
    tunedLossAxis_->setLabelFormat(QStringLiteral("%.1f"));
    tunedFigure_ = new ChartFigure(tunedView, this);
    texts->bind([this, tuneNote, readingAxis] {
        figure_->setTitle(tr("Loss on the copied tokens against the length read"));
        //: %1 the training window in tokens.
        lengthAxis_->setTitleText(tr("tokens read (trained on %1)").arg(QLocale().toString(qint64(LongContextSession::trainedWindow()))));
        lossAxis_->setTitleText(tr("loss (nats)"));
        series_[LongContextFindings::Rotary]->setName(tr("rotary, as trained"));
        series_[LongContextFindings::Interpolated]->setName(tr("rotary, interpolated"));
        series_[LongContextFindings::NtkScaled]->setName(tr("rotary, NTK-aware base"));
        series_[LongContextFindings::Alibi]->setName(tr("ALiBi"));
        const int steps = session_.params().tuneSteps;
        //: %1 steps.
        fineTune_->setText(tr("&Fine-tune at the longer lengths (%1 steps each)").arg(steps));
        tuneNote->setText(tr("Chen et al. fine-tune after interpolating, briefly, at the new length. Fine-tune gives each rotary "
                             "reading %1 more steps on windows of each longer length, then measures it there again.")
                              .arg(steps));
        tunedFigure_->setTitle(tr("At %1 tokens, before and after fine-tuning there").arg(longestText()));
        readingAxis->clear();
        readingAxis->append({tr("as trained"), tr("interpolated"), tr("NTK-aware base")});
        readingAxis->setTitleText(tr("rotary reading"));
        tunedLossAxis_->setTitleText(tr("loss (nats)"));
        untuned_->setLabel(tr("not fine-tuned"));
        //: %1 steps.
        tuned_->setLabel(tr("after %1 steps at this length").arg(steps));
        tunedFigure_->view()->setAccessibleName(tunedFigure_->titleLabel()->text());
        tunedFigure_->updateKey();
    });

    BoxLayout::column(this, {intro, training, figure_, reading_, tuneNote, BoxLayout::aligned(fineTune_, Qt::AlignLeft),
                             tunedFigure_});
    connect(fineTune_, &QPushButton::clicked, &session_, &LongContextSession::fineTune);
    connect(&session_, &LongContextSession::stateChanged, this, &LengthPanel::refresh);
    refresh();
    texts->bind([this] { showReading(); });
}

QString LengthPanel::longestText()
{
    return QLocale().toString(qint64(LongContextSession::trainedWindow() * LongContextFindings::lengthFactors.back()));
}

QList<ExportableFigure> LengthPanel::figures() const
{
    return {{QStringLiteral("loss-by-length"), figure_, nullptr}};
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
    showReading();
}

// The texts that follow the findings: the uniform guess's value, and the reading.
void LengthPanel::showReading()
{
    const QLocale locale;
    const QString trained = locale.toString(qint64(LongContextSession::trainedWindow()));
    const std::optional<LongContextFindings> &f = session_.findings();
    //: Legend entry: the loss of guessing uniformly among the text's tokens, ln(V − 1); %1 the value.
    uniform_->setName(tr("uniform guess, %1").arg(locale.toString(f ? f->uniformLoss : 0.0, 'f', 2)));
    figure_->view()->setAccessibleName(figure_->titleLabel()->text());
    figure_->updateKey();
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
                  .arg(QString::number(session_.params().tuneSteps), longestText(), nats(tuned[LongContextFindings::Rotary][last]),
                       nats(tuned[LongContextFindings::Interpolated][last]), nats(tuned[LongContextFindings::NtkScaled][last]));
        if (tuned[LongContextFindings::Rotary][last] <= tuned[LongContextFindings::Interpolated][last])
            text += QLatin1Char(' ') + tr("In this small model the reading as trained recovers at least as well as the "
                                          "interpolated one; for LLaMA, Chen et al. found that fine-tuning without "
                                          "interpolation extends the context far more slowly.");
        reading_->setText(text);
    }
}

} // namespace atlas

#include "moc_lengthpanel.cpp"
