#include "costpanel.h"

#include "costsweep.h"

#include "sdk/boxlayout.h"
#include "sdk/colorscale.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"
#include "sdk/taskcontrols.h"

#include <QChart>
#include <QChartView>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QProgressBar>
#include <QPushButton>

#include <cmath>

namespace atlas {

namespace {

// With the cache in blue, the recompute in vermillion (Okabe–Ito: distinguishable with every
// common colour-vision deficiency); counted work dashed.
QColor cachedColor() { return ColorScale::category(4); }
QColor recomputeColor() { return ColorScale::category(5); }

QChartView *makeChart(QWidget *parent, QLogValueAxis *x, QLogValueAxis *y, const QList<QLineSeries *> &series)
{
    auto *view = new QChartView(new QChart, parent);
    QChart *chart = view->chart();
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setBackgroundRoundness(0);
    x->setBase(2);
    x->setRange(double(CostSweep::lengths().constFirst()), double(CostSweep::lengths().constLast()));
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setMinorTickCount(0);
    y->setBase(10);
    y->setLabelFormat(QStringLiteral("%.0e"));
    y->setMinorTickCount(0);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QLineSeries *s : series) {
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
        s->setPointsVisible(true);
    }
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(280);
    view->setMinimumWidth(280);
    view->setFocusPolicy(Qt::NoFocus);
    return view;
}

// The decade range [10^a, 10^b] that holds every value.
void fitDecades(QLogValueAxis *axis, double low, double high)
{
    if (!(low > 0 && high >= low))
        return;
    axis->setRange(std::pow(10.0, std::floor(std::log10(low))), std::pow(10.0, std::ceil(std::log10(high))));
}

// A duration in µs below a millisecond, else in ms.
QString duration(double seconds)
{
    const QLocale locale;
    if (seconds < 1e-3)
        return locale.toString(1e6 * seconds, 'f', 1) + QStringLiteral("\u00a0µs");
    return locale.toString(1e3 * seconds, 'f', seconds < 1e-2 ? 2 : 1) + QStringLiteral("\u00a0ms");
}

} // namespace

CostPanel::CostPanel(CostSweep &sweep, QWidget *parent)
    : QWidget(parent), sweep_(sweep), controls_(new TaskControls(sweep.task(), TaskControls::Bar::Stretched, this)),
      cachedTime_(new QLineSeries(this)), recomputeTime_(new QLineSeries(this)), cachedWork_(new QLineSeries(this)),
      recomputeWork_(new QLineSeries(this)), timeLengths_(new QLogValueAxis(this)), timeAxis_(new QLogValueAxis(this)),
      workLengths_(new QLogValueAxis(this)), workAxis_(new QLogValueAxis(this)),
      summary_(new ParagraphLabel(this, QStringLiteral("costSummary")))
{
    setObjectName(QStringLiteral("costPanel"));
    controls_->runButton()->setObjectName(QStringLiteral("measureCost"));
    controls_->cancelButton()->setObjectName(QStringLiteral("cancelCost"));
    controls_->progressBar()->setObjectName(QStringLiteral("costProgress"));
    auto *texts = new Retranslator(this);
    auto *intro = texts->paragraph([this] {
        const DecoderConfig &c = sweep_.config();
        return tr("One new token's logits, with the cache (scores over the cached keys: linear in T) and by "
                  "running the whole prefix again, as a prefill of T tokens does (every allowed pair: quadratic in "
                  "T), for a decoder of this chapter's shape: %1 layers, width %2, %3 heads of %4. Both counts "
                  "take the pairs the causal mask allows. The times are the median of 3 to 5 runs on this "
                  "machine, measured in the background. The recompute also forms the masked scores and builds every "
                  "intermediate matrix the course displays, which the count leaves out: its measured ratio is larger "
                  "than the counted one.")
            .arg(c.layers)
            .arg(c.modelWidth)
            .arg(c.heads)
            .arg(c.keyWidth);
    });
    texts->text(controls_->runButton(), [] { return tr("&Measure"); });
    //: The progress bar's accessible name.
    texts->accessibleName(controls_->progressBar(), [] { return tr("Measurement progress"); });
    cachedTime_->setPen(QPen(cachedColor(), 2.5));
    recomputeTime_->setPen(QPen(recomputeColor(), 2.5));
    cachedWork_->setPen(QPen(cachedColor(), 2.5, Qt::DashLine));
    recomputeWork_->setPen(QPen(recomputeColor(), 2.5, Qt::DashLine));
    timeChart_ = makeChart(this, timeLengths_, timeAxis_, {cachedTime_, recomputeTime_});
    workChart_ = makeChart(this, workLengths_, workAxis_, {cachedWork_, recomputeWork_});
    timeChart_->setObjectName(QStringLiteral("costTimeChart"));
    workChart_->setObjectName(QStringLiteral("costWorkChart"));
    texts->bind([this] {
        timeChart_->chart()->setTitle(tr("Measured time per new token"));
        timeLengths_->setTitleText(tr("sequence length T (tokens)"));
        timeAxis_->setTitleText(tr("time (seconds)"));
        cachedTime_->setName(tr("with the KV cache"));
        recomputeTime_->setName(tr("full recompute"));
        workChart_->chart()->setTitle(tr("Counted work per new token"));
        workLengths_->setTitleText(tr("sequence length T (tokens)"));
        workAxis_->setTitleText(tr("multiply–adds"));
        cachedWork_->setName(tr("with the KV cache: O(T·d)"));
        recomputeWork_->setName(tr("full recompute: O(T²·d)"));
    });

    double low = 1e300, high = 0;
    for (Index t : CostSweep::lengths()) {
        const double cached = sweep_.cachedWork(t).total(), full = sweep_.recomputeWork(t).total();
        cachedWork_->append(double(t), cached);
        recomputeWork_->append(double(t), full);
        low = std::min(low, cached);
        high = std::max(high, full);
    }
    fitDecades(workAxis_, low, high);
    timeAxis_->setRange(1e-6, 1);

    BoxLayout::column(this, {intro, controls_, timeChart_, workChart_, summary_});

    connect(controls_, &TaskControls::runRequested, &sweep_, &CostSweep::measure);
    connect(&sweep_, &CostSweep::started, this, [this] {
        cachedTime_->clear();
        recomputeTime_->clear();
        cancelled_ = false;
        updateSummary();
    });
    connect(&sweep_, &CostSweep::measured, this, &CostPanel::onMeasured);
    connect(&sweep_, &CostSweep::finished, this, &CostPanel::onFinished);
    texts->bind([this] { updateSummary(); });
}

void CostPanel::onMeasured(const DecodingTiming &timing)
{
    cachedTime_->append(double(timing.length), timing.cachedSeconds);
    recomputeTime_->append(double(timing.length), timing.recomputeSeconds);
    double low = 1e300, high = 0;
    for (const DecodingTiming &t : sweep_.timings()) {
        low = std::min(low, t.cachedSeconds);
        high = std::max(high, t.recomputeSeconds);
    }
    fitDecades(timeAxis_, low, high);
    updateSummary();
}

void CostPanel::onFinished(bool cancelled)
{
    cancelled_ = cancelled;
    updateSummary();
}

void CostPanel::updateSummary()
{
    const QLocale locale;
    const Index longest = CostSweep::lengths().constLast();
    const double counted = sweep_.recomputeWork(longest).total() / sweep_.cachedWork(longest).total();
    //: %1 the sequence length, %2 how many times more multiply–adds a recompute needs.
    QString text = tr("Counted at T = %1: a full recompute needs %2 times the multiply–adds of one cached step.")
                       .arg(longest)
                       .arg(locale.toString(counted, 'f', 0));
    if (sweep_.timings().isEmpty()) {
        text += QLatin1Char(' ') + (sweep_.isRunning() ? tr("Measuring…") : tr("Press Measure to time both on this machine."));
    } else {
        const DecodingTiming &last = sweep_.timings().constLast();
        //: %1 the length measured, %2 a cached step's time, %3 a recompute's (with their units), %4 their ratio.
        text += QLatin1Char(' ') + tr("Measured at T = %1: %2 with the cache, %3 by recomputing (%4 times longer).")
                                       .arg(last.length)
                                       .arg(duration(last.cachedSeconds), duration(last.recomputeSeconds))
                                       .arg(locale.toString(last.recomputeSeconds / last.cachedSeconds, 'f', 0));
        if (cancelled_)
            text += QLatin1Char(' ') + tr("Cancelled: the longer lengths were not measured.");
    }
    summary_->setText(text);
}

QList<ExportableFigure> CostPanel::figures() const
{
    return {{QStringLiteral("cost-measured"), timeChart_, nullptr}, {QStringLiteral("cost-counted"), workChart_, nullptr}};
}

} // namespace atlas

#include "moc_costpanel.cpp"
