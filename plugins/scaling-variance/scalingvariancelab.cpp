#include "scalingvariancelab.h"

#include "saturationchart.h"
#include "scorehistogramchart.h"
#include "settingchangeline.h"
#include "variancechart.h"
#include "variancesweep.h"
#include "widthcontrol.h"

#include "core/numberinput.h"
#include "sdk/boxlayout.h"
#include "sdk/chartfigure.h"
#include "sdk/formulaview.h"
#include "sdk/labsections.h"
#include "sdk/matrixheatmap.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QTimer>

#include <cmath>

namespace atlas {

ScalingVarianceLab::ScalingVarianceLab(const ScalingVarianceParams &params, QWidget *parent)
    : ChapterLab(parent), params_(params), sweep_(new VarianceSweep(this)),
      width_(new WidthControl(ScalingVarianceParams::maxWidth, this)), samples_(new QSpinBox(this)),
      seed_(new QSpinBox(this)), keys_(new QSpinBox(this)), std_(new QDoubleSpinBox(this)),
      correlation_(new QDoubleSpinBox(this)), restore_(new QPushButton(this)), run_(new QPushButton(this)),
      progress_(new QProgressBar(this)), status_(new ParagraphLabel(this)), scroll_(new LabSections(this)),
      sections_(scroll_->widget()),
      argument_(new FormulaView(QStringLiteral("s = q \\cdot k = \\sum_{c=1}^{d_k} q_c k_c, \\qquad "
                                               "\\operatorname{Var}(s) = d_k, \\qquad \\operatorname{Var}\\left(\\frac{s}{\\sqrt{d_k}}\\right) = 1"),
                                sections_)),
      brokenFormula_(new FormulaView(QStringLiteral("\\operatorname{Var}(q \\cdot k) = \\sigma^4 d_k \\left(1 + \\rho^2 (d_k - 1)\\right)"),
                                     sections_)),
      readout_(new QLabel(sections_)), assumptionNote_(new ParagraphLabel(sections_)),
      histogram_(new ScoreHistogramChart(sections_)), histogramNote_(new ParagraphLabel(sections_)),
      variance_(new VarianceChart(sections_)),
      largest_(new SaturationChart(SaturationChart::Measure::LargestProbability, sections_)),
      entropy_(new SaturationChart(SaturationChart::Measure::Entropy, sections_))
{
    change_ = new SettingChangeLine(this);
    // The parts' object names: what tests and accessibility tools hold on to.
    const std::pair<QObject *, const char *> names[] = {
        {sweep_, "sweep"}, {width_, "width"}, {samples_, "samples"}, {seed_, "seed"}, {keys_, "keys"},
        {std_, "coordinateStd"}, {correlation_, "correlation"}, {restore_, "restoreAssumptions"}, {run_, "run"},
        {progress_, "progress"}, {status_, "status"}, {sections_, "sections"}, {readout_, "readout"},
        {assumptionNote_, "assumptionNote"}, {histogram_, "histogram"}, {variance_, "variance"},
        {largest_, "largestProbability"}, {entropy_, "entropy"}};
    for (const auto &[part, name] : names)
        part->setObjectName(QString::fromLatin1(name));
    auto *texts = new Retranslator(this);
    auto *assumptions = new ParagraphLabel(sections_);
    texts->text(assumptions, [] {
        return tr("The argument assumes that the coordinates of q and k are independent, have mean 0 and variance 1. "
                  "Then each coordinate product (q₁k₁, q₂k₂, …) has mean 0 and variance 1, and a sum of dₖ independent such products has "
                  "variance dₖ: the scores spread like √dₖ, and dividing by √dₖ brings them back to unit variance. "
                  "Trained queries and keys need not satisfy these assumptions — the controls σ and ρ above let "
                  "you see what happens when they do not.");
    });
    readout_->setWordWrap(true); // rich text: a table
    auto *saturationNote = new ParagraphLabel(sections_);
    texts->text(saturationNote, [] {
        return tr("Each point draws one query and T keys, takes the softmax of their scores, and averages over "
                  "the samples. Without scaling, wider heads give wider-spread scores, so one key takes almost all "
                  "the weight (largest probability → 1, entropy → 0): the softmax saturates, and its gradients "
                  "vanish. With scaling the spread, and so the softmax, stays the same at every width.");
    });
    samples_->setRange(declared::scaling_variance::samples::minimum, declared::scaling_variance::samples::maximum);
    samples_->setSingleStep(500);
    samples_->setGroupSeparatorShown(true);
    seed_->setRange(0, declared::scaling_variance::seed::maximum);
    keys_->setRange(declared::scaling_variance::keys::minimum, declared::scaling_variance::keys::maximum);
    std_->setRange(declared::scaling_variance::std::minimum, declared::scaling_variance::std::maximum);
    std_->setSingleStep(0.25);
    std_->setDecimals(2);
    correlation_->setRange(0, declared::scaling_variance::correlation::maximum);
    correlation_->setSingleStep(0.05);
    correlation_->setDecimals(2);
    // Typing a number does not start an experiment at every keystroke: Enter or leaving the
    // field does.
    for (QAbstractSpinBox *box : QList<QAbstractSpinBox *>{samples_, seed_, keys_, std_, correlation_})
        box->setKeyboardTracking(false);
    progress_->setRange(0, 1000);
    progress_->setTextVisible(true);
    texts->accessibleName(progress_, [] { return tr("Progress of the experiment"); });
    QLabel *widthLabel = texts->label(width_->slider(), [] { return tr("Head &width dₖ"); });
    // WidthControl's own setAccessibleName: it names the slider and the spin box too.
    texts->bind([this] { width_->setAccessibleName(tr("Head width")); });
    QLabel *samplesLabel = texts->label(samples_, [] { return tr("&Samples"); });
    texts->accessibleName(samples_, [] { return tr("Samples per width"); });
    QLabel *seedLabel = texts->label(seed_, [] { return tr("S&eed"); });
    texts->accessibleName(seed_, [] { return tr("Seed"); });
    QLabel *keysLabel = texts->label(keys_, [] { return tr("&Keys T"); });
    texts->accessibleName(keys_, [] { return tr("Number of keys"); });
    QLabel *stdLabel = texts->label(std_, [] { return tr("Coordinate &σ"); });
    texts->accessibleName(std_, [] { return tr("Coordinate standard deviation"); });
    texts->toolTip(std_, [] { return tr("The standard deviation of every coordinate of q and k. The argument assumes 1."); });
    QLabel *correlationLabel = texts->label(correlation_, [] { return tr("Co&rrelation ρ"); });
    texts->accessibleName(correlation_, [] { return tr("Coordinate correlation"); });
    texts->toolTip(correlation_, [] {
        return tr("The correlation between any two coordinates of a vector. The argument assumes 0 (independent).");
    });
    texts->text(restore_, [] { return tr("Restore the &assumptions"); });
    texts->accessibleName(run_, [] { return tr("Cancel or complete the experiment"); });

    auto *controls = new QGridLayout;
    controls->setHorizontalSpacing(10);
    // Two label–field pairs per row, so the lab fits a narrow column.
    controls->addWidget(widthLabel, 0, 0);
    controls->addWidget(width_, 0, 1, 1, 3);
    controls->addWidget(samplesLabel, 1, 0);
    controls->addWidget(samples_, 1, 1);
    controls->addWidget(seedLabel, 1, 2);
    controls->addWidget(seed_, 1, 3);
    controls->addWidget(stdLabel, 2, 0);
    controls->addWidget(std_, 2, 1);
    controls->addWidget(correlationLabel, 2, 2);
    controls->addWidget(correlation_, 2, 3);
    controls->addWidget(keysLabel, 3, 0);
    controls->addWidget(keys_, 3, 1);
    controls->addWidget(restore_, 3, 2, 1, 2);
    controls->setColumnStretch(1, 1);
    controls->setColumnStretch(3, 1);

    argument_->setDisplayStyle(false);
    brokenFormula_->setDisplayStyle(false);
    scroll_->addHeading();
    scroll_->addWidget(argument_, Qt::AlignLeft);
    scroll_->addWidget(assumptions);
    scroll_->addWidget(readout_);
    scroll_->addHeading();
    scroll_->addWidget(new ChartFigure(histogram_, sections_));
    ChartFigure::of(histogram_)->syncFromChart();
    scroll_->addWidget(histogramNote_);
    scroll_->addHeading();
    scroll_->addWidget(new ChartFigure(variance_, sections_));
    ChartFigure::of(variance_)->syncFromChart();
    scroll_->addWidget(brokenFormula_, Qt::AlignLeft);
    scroll_->addWidget(assumptionNote_);
    scroll_->addHeading();
    scroll_->addWidget(new ChartFigure(largest_, sections_));
    ChartFigure::of(largest_)->syncFromChart();
    scroll_->addWidget(new ChartFigure(entropy_, sections_));
    ChartFigure::of(entropy_)->syncFromChart();
    scroll_->addWidget(saturationNote);
    texts->bind([this] {
        scroll_->setAccessibleName(tr("Scaling-variance lab"));
        scroll_->setHeadings({tr("1 · The argument and its assumptions"), tr("2 · The scores, unscaled and scaled"),
                              tr("3 · Variance against head width"), tr("4 · Softmax saturation")});
    });

    BoxLayout::column(this, {controls, BoxLayout::row({BoxLayout::stretched(progress_, 1), run_}), status_, change_,
                             BoxLayout::stretched(scroll_, 1)});

    setTabOrder(width_->slider(), width_->spinBox());
    setTabOrder(width_->spinBox(), samples_);
    setTabOrder(samples_, seed_);
    setTabOrder(seed_, std_);
    setTabOrder(std_, correlation_);
    setTabOrder(correlation_, keys_);
    setTabOrder(keys_, restore_);
    setTabOrder(restore_, run_);

    {
        const QSignalBlocker b1(width_), b2(samples_), b3(seed_), b4(keys_), b5(std_), b6(correlation_);
        width_->setValue(params.dk);
        samples_->setValue(params.samples);
        seed_->setValue(params.seed);
        keys_->setValue(params.keys);
        std_->setValue(params.coordinateStd);
        correlation_->setValue(params.correlation);
    }
    sweep_->setSettings(settings());
    shown_ = settings();
    beforeFade_ = new QTimer(this);
    beforeFade_->setSingleShot(true);
    beforeFade_->setInterval(MatrixHeatmap::changeMarkMilliseconds);
    connect(beforeFade_, &QTimer::timeout, this, [this] { variance_->showBefore({}); });

    connect(width_, &WidthControl::valueChanged, this, &ScalingVarianceLab::widthChanged);
    for (QSpinBox *box : {samples_, seed_, keys_})
        connect(box, &QSpinBox::valueChanged, this, &ScalingVarianceLab::settingsChanged);
    for (QDoubleSpinBox *box : {std_, correlation_})
        connect(box, &QDoubleSpinBox::valueChanged, this, &ScalingVarianceLab::settingsChanged);
    connect(restore_, &QPushButton::clicked, this, [this] {
        change_->begin(SettingChangeLine::Setting::Assumptions, shown_.coordinateStd, 1, sweep_->result(shown_.dk),
                       shown_.dk, shown_.correlation);
        {
            const QSignalBlocker b1(std_), b2(correlation_);
            std_->setValue(1);
            correlation_->setValue(0);
        }
        settingsChanged();
    });
    connect(run_, &QPushButton::clicked, this, [this] {
        if (running_)
            sweep_->cancel();
        else
            request();
    });
    connect(sweep_, &VarianceSweep::resultReady, this, &ScalingVarianceLab::showResults);
    connect(sweep_, &VarianceSweep::progressChanged, this, [this](double f) {
        progress_->setValue(static_cast<int>(std::lround(1000 * f)));
    });
    connect(sweep_, &VarianceSweep::finished, this, [this](bool cancelled) {
        updateRunState(false);
        if (variance_->beforeSeries()->count() > 0)
            beforeFade_->start();
        status_->setText(cancelled ? tr("Stopped. The charts show the widths measured so far; press “Complete the sweep” to go on.")
                                   : tr("Done: every width measured with this setting (results are kept if you come back to it)."));
    });

    texts->bind([this] {
        updateRunState(running_);
        showReadout();
    });
    showResults();
    request();
}

ScalingVarianceParams ScalingVarianceLab::settings() const
{
    ScalingVarianceParams p = params_;
    p.dk = width_->value();
    p.samples = samples_->value();
    p.seed = seed_->value();
    p.keys = keys_->value();
    p.coordinateStd = std_->value();
    p.correlation = correlation_->value();
    return p;
}

int ScalingVarianceLab::width() const
{
    return width_->value();
}

void ScalingVarianceLab::widthChanged()
{
    const ScalingVarianceParams now = settings();
    change_->begin(SettingChangeLine::Setting::Width, shown_.dk, now.dk, sweep_->result(shown_.dk), shown_.dk);
    shown_ = now;
    showResults();
    request();
}

void ScalingVarianceLab::settingsChanged()
{
    const ScalingVarianceParams now = settings();
    // Which setting moved, and what was measured before it (the restore button began its own).
    using Setting = SettingChangeLine::Setting;
    const std::optional<VarianceResult> before = sweep_->result(shown_.dk);
    if (now.samples != shown_.samples)
        change_->begin(Setting::Samples, shown_.samples, now.samples, before, shown_.dk);
    else if (now.seed != shown_.seed)
        change_->begin(Setting::Seed, double(shown_.seed), double(now.seed), before, shown_.dk);
    else if (now.keys != shown_.keys)
        change_->begin(Setting::Keys, shown_.keys, now.keys, before, shown_.dk);
    else if (now.coordinateStd != shown_.coordinateStd && now.correlation == shown_.correlation)
        change_->begin(Setting::Std, shown_.coordinateStd, now.coordinateStd, before, shown_.dk);
    else if (now.correlation != shown_.correlation && now.coordinateStd == shown_.coordinateStd)
        change_->begin(Setting::Correlation, shown_.correlation, now.correlation, before, shown_.dk);
    // The measured curve before the change stays beside the new one until it is measured.
    QList<QPointF> measured;
    const QMap<int, VarianceResult> results = sweep_->results();
    for (auto it = results.constBegin(); it != results.constEnd(); ++it)
        if (VarianceSweep::sweepWidths().contains(it.key()) && it->variance > 0)
            measured.append({double(it.key()), it->variance});
    beforeFade_->stop();
    variance_->showBefore(measured);
    shown_ = now;
    sweep_->setSettings(now);
    showResults();
    request();
    if (!sweep_->isRunning())
        beforeFade_->start(); // measured already (kept from an earlier visit)
}

void ScalingVarianceLab::request()
{
    // The current width first, so its histogram is there at once, then the sweep.
    QList<int> widths{width_->value()};
    widths += VarianceSweep::sweepWidths();
    status_->setText(tr("Sampling in the background…"));
    sweep_->compute(widths); // may finish at once, from the cache
    updateRunState(sweep_->isRunning());
}

void ScalingVarianceLab::updateRunState(bool running)
{
    running_ = running && sweep_->isRunning();
    bool complete = sweep_->result(width_->value()).has_value();
    for (int dk : VarianceSweep::sweepWidths())
        complete = complete && sweep_->result(dk).has_value();
    run_->setText(running_ ? tr("Cancel") : tr("Complete the sweep"));
    run_->setEnabled(running_ || !complete);
    if (!running_ && complete)
        progress_->setValue(1000);
}

void ScalingVarianceLab::showResults()
{
    const ScalingVarianceParams s = settings();
    const QMap<int, VarianceResult> results = sweep_->results();
    const int dk = width_->value();
    if (const auto it = results.constFind(dk); it != results.constEnd())
        histogram_->show(*it, dk, s.samples);
    else
        histogram_->clear();
    variance_->show(results, s, dk);
    largest_->show(results, s.keys, dk);
    entropy_->show(results, s.keys, dk);
    change_->update(sweep_->result(dk), dk);
    showReadout();
}

void ScalingVarianceLab::showReadout()
{
    const ScalingVarianceParams s = settings();
    const int dk = width_->value();
    const QLocale l = locale();
    const auto number = [&l](double v, int decimals = 2) { return NumberInput::format(v, l, decimals); };
    const std::optional<VarianceResult> r = sweep_->result(dk);
    if (!r) {
        readout_->setText(tr("Measuring dₖ = %1 …").arg(dk));
        histogramNote_->clear();
        return;
    }
    // The standard error is that of Gaussian coordinates with σ = 1, ρ = 0: shown only then.
    QString spread;
    if (s.assumptionsHold())
        //: Table cell, after the measured variance ("31.8 ± 0.14 (the argument predicts 32)"): %1 the standard
        //: error, %2 the predicted variance.
        spread = tr("± %1 (the argument predicts %2)").arg(number(r->varianceStandardError), QString::number(dk));
    else
        //: Table cell, after the measured variance: %1 the variance the argument predicts, %2 the exact variance
        //: for the chosen σ and ρ.
        spread = tr("(the argument predicts %1; exact for these σ, ρ: %2)").arg(QString::number(dk), number(r->predictedVariance));
    //: The numbers measured at the current head width, as an HTML table.
    readout_->setText(tr("<table cellspacing='0' cellpadding='3'>"
                         "<tr><td colspan='2'><b>At dₖ = %1, %2 samples:</b></td></tr>"
                         "<tr><td>Var(q·k) measured</td><td>%3 %4</td></tr>"
                         "<tr><td>Var(q·k/√dₖ) measured</td><td>%5 (the argument predicts 1)</td></tr>"
                         "<tr><td>mean largest probability, T = %6</td><td>%7 unscaled, %8 scaled (uniform: %9)</td></tr>"
                         "<tr><td>mean entropy</td><td>%10 nats unscaled, %11 scaled (uniform: ln T = %12)</td></tr>"
                         "</table>")
                          .arg(QString::number(dk), l.toString(s.samples), number(r->variance), spread,
                               number(r->scaledVariance, 3), QString::number(s.keys),
                               number(r->unscaledSaturation ? r->unscaledSaturation->meanMaxProbability : 0, 3),
                               number(r->scaledSaturation ? r->scaledSaturation->meanMaxProbability : 0, 3),
                               number(1.0 / s.keys, 3))
                          .arg(number(r->unscaledSaturation ? r->unscaledSaturation->meanEntropy : 0),
                               number(r->scaledSaturation ? r->scaledSaturation->meanEntropy : 0), number(r->uniformEntropy)));
    const Index outside = r->unscaled.below + r->unscaled.above + r->scaled.below + r->scaled.above;
    const QString low = number(r->unscaled.edges.front());
    const QString high = number(r->unscaled.edges.back());
    if (outside > 0)
        //: %1 … %2 is the range of the histogram's bins; %Ln samples lie outside it.
        histogramNote_->setText(tr("The bins span ±4 standard deviations of the unscaled scores (%1 … %2). "
                                   "%Ln sample(s) fell outside and are not drawn.", nullptr, int(outside))
                                    .arg(low, high));
    else
        //: %1 … %2 is the range of the histogram's bins.
        histogramNote_->setText(tr("The bins span ±4 standard deviations of the unscaled scores (%1 … %2).").arg(low, high));
    if (s.assumptionsHold()) {
        assumptionNote_->setText(tr("The assumptions hold (σ = 1, ρ = 0): the measured variance follows the line Var = dₖ "
                                    "within sampling error, and the scaled variance stays at 1. Change σ or ρ above to break them."));
    } else {
        const double exact = r->predictedVariance;
        assumptionNote_->setText(tr("Assumptions broken (σ = %1, ρ = %2): at dₖ = %3 the argument still predicts Var = %3, "
                                    "but the experiment measures %4 — the exact value for these σ and ρ is %5, %6 times the "
                                    "prediction. Dividing by √dₖ then leaves a variance of %7, not 1.")
                                     .arg(number(s.coordinateStd), number(s.correlation), QString::number(dk), number(r->variance),
                                          number(exact), number(exact / dk, 1), number(r->scaledVariance)));
    }
}

QList<ExportableFigure> ScalingVarianceLab::figures() const
{
    // Each chart with its title and key.
    return {{QStringLiteral("score-histogram"), ChartFigure::of(histogram_), nullptr},
            {QStringLiteral("variance-against-width"), ChartFigure::of(variance_), nullptr},
            {QStringLiteral("largest-probability-against-width"), ChartFigure::of(largest_), nullptr},
            {QStringLiteral("entropy-against-width"), ChartFigure::of(entropy_), nullptr}};
}

void ScalingVarianceLab::finishPendingWork()
{
    sweep_->finishNow();
    updateRunState(false);
    showResults();
}

} // namespace atlas

#include "moc_scalingvariancelab.cpp"
