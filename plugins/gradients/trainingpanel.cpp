#include "trainingpanel.h"

#include "decodersession.h"
#include "shortnumber.h"
#include "stoplistening.h"
#include "trainingwatch.h"

#include "core/numberinput.h"
#include "sdk/boxlayout.h"
#include "sdk/chartfigure.h"
#include "sdk/colorscale.h"
#include "sdk/paragraphlabel.h"
#include "sdk/replaybar.h"
#include "sdk/retranslator.h"
#include "sdk/taskcontrols.h"
#include "sdk/trainingpace.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLegend>
#include <QLineEdit>
#include <QLineSeries>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QResizeEvent>
#include <QSlider>
#include <QSpinBox>
#include <QValueAxis>

#include <cmath>

namespace atlas {

namespace {

constexpr double minimumRate = 1e-6;
constexpr double maximumRate = 10;
// About this many snapshots per run (the history thins itself beyond its capacity).
constexpr int snapshotsPerRun = 60;
// Wider than this, the watch stands beside the curve.
constexpr int sideBySideWidth = 880;

bool allFinite(const DecoderParameters<double> &parameters)
{
    for (const Matrix<double> *m : parameters.list())
        if (!m->allFinite())
            return false;
    return true;
}

} // namespace

TrainingPanel::TrainingPanel(DecoderSession &session, QWidget *parent)
    : QWidget(parent), session_(session), learningRate_(session.params().learningRate),
      optimizerBox_(new QComboBox(this)), rateEdit_(new QLineEdit(this)), stepsBox_(new QSpinBox(this)),
      controls_(new TaskControls(task_, TaskControls::Bar::Stretched, this)), resetButton_(new QPushButton(this)),
      status_(new ParagraphLabel(this)), chartView_(new QChartView(new QChart, this)),
      loss_(new QLineSeries(this)), uniform_(new QLineSeries(this)), stepAxis_(new QValueAxis(this)),
      lossAxis_(new QValueAxis(this))
{
    setObjectName(QStringLiteral("training"));
    auto *texts = new Retranslator(this);
    settings_ = new QWidget(this);
    settings_->setObjectName(QStringLiteral("trainingSettings"));
    pace_ = new QCheckBox(settings_);
    pace_->setObjectName(QStringLiteral("paceCheck"));
    replayLine_ = new QLineSeries(this);
    replayLine_->setObjectName(QStringLiteral("replayLine"));
    loss_->setObjectName(QStringLiteral("lossSeries"));
    uniform_->setObjectName(QStringLiteral("uniformSeries"));
    watch_ = new TrainingWatch(this);
    replay_ = new ReplayBar(this);
    replay_->hide();
    controls_->runButton()->setObjectName(QStringLiteral("trainButton"));
    controls_->progressBar()->setObjectName(QStringLiteral("trainingProgress"));
    controls_->cancelButton()->setObjectName(QStringLiteral("trainingCancel"));
    auto *intro = new ParagraphLabel(settings_);
    texts->text(intro, [] {
        return tr("Train the decoder to predict each next token of its own sequence. Each step runs "
                  "the forward pass, the backward pass through the probabilities and the values, "
                  "and one optimizer update of every parameter.");
    });
    optimizerBox_->addItem(QStringLiteral("Adam"), int(DecoderParams::Optimizer::Adam));
    optimizerBox_->addItem(QStringLiteral("SGD"), int(DecoderParams::Optimizer::Sgd));
    setOptimizer(session.params().optimizer);
    rateEdit_->setText(QLocale().toString(learningRate_, 'g', 6));
    rateEdit_->setMaximumWidth(90);
    stepsBox_->setRange(1, 20000);
    stepsBox_->setValue(session.params().steps);
    stepsBox_->setSingleStep(50);
    QLabel *optimizerLabel = texts->label(optimizerBox_, [] { return tr("Optimizer:"); });
    QLabel *rateLabel = texts->label(rateEdit_, [] { return tr("Learning rate:"); });
    QLabel *stepsLabel = texts->label(stepsBox_, [] { return tr("Steps:"); });
    texts->text(pace_, [] { return tr("Slow enough to watch"); });
    texts->toolTip(pace_, [] {
        //: %1 is a number of seconds.
        return tr("Spread the run over about %1 s, so that you can follow the curve and the maps as they change")
            .arg(watchablePace.count());
    });
    texts->toolTip(replay_->slider(), [] {
        return tr("Show the maps and the probabilities as they were at an earlier step; the graph "
                  "and the other tabs keep the newest weights");
    });
    texts->text(controls_->runButton(), [] { return tr("Train"); });
    texts->text(resetButton_, [] { return tr("Reset parameters"); });
    texts->accessibleName(controls_->progressBar(), [] { return tr("training progress"); });
    texts->accessibleName(rateEdit_, [] { return tr("learning rate"); });

    QChart *chart = chartView_->chart();
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->addAxis(stepAxis_, Qt::AlignBottom);
    chart->addAxis(lossAxis_, Qt::AlignLeft);
    for (QLineSeries *series : {loss_, uniform_, replayLine_}) {
        chart->addSeries(series);
        series->attachAxis(stepAxis_);
        series->attachAxis(lossAxis_);
    }
    loss_->setPen(QPen(ColorScale::category(4), 2.5));
    uniform_->setPen(QPen(QColor(0x66, 0x66, 0x66), 1.5, Qt::DashLine));
    replayLine_->setPen(QPen(QColor(0x33, 0x33, 0x33), 1.5, Qt::DotLine));
    stepAxis_->setLabelFormat(QStringLiteral("%d"));
    lossAxis_->setLabelFormat(QStringLiteral("%.2f"));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chartView_->setRenderHint(QPainter::Antialiasing);
    chartView_->setMinimumHeight(240);

    BoxLayout::column(settings_, {intro, BoxLayout::row({optimizerLabel, optimizerBox_, rateLabel, rateEdit_, stepsLabel,
                                                         stepsBox_, pace_, BoxLayout::stretch()})});
    body_ = new QBoxLayout(QBoxLayout::TopToBottom);
    // Title and key outside the chart, where they wrap instead of being cut.
    BoxLayout::add(body_, {BoxLayout::aligned(watch_, Qt::AlignTop), BoxLayout::stretched(new ChartFigure(chartView_, this), 1)});
    BoxLayout::Item body(body_);
    body.amount = 1;
    // The panel's own margins: it fills a tab page.
    setLayout(BoxLayout::column({settings_, BoxLayout::row({BoxLayout::stretched(controls_, 1), resetButton_}), status_,
                                 replay_, body}));

    connect(controls_, &TaskControls::runRequested, this, &TrainingPanel::train);
    connect(resetButton_, &QPushButton::clicked, this, &TrainingPanel::reset);
    connect(rateEdit_, &QLineEdit::textEdited, this, &TrainingPanel::setLearningRateText);
    connect(rateEdit_, &QLineEdit::editingFinished, this, [this] {
        rateEdit_->setText(QLocale().toString(learningRate_, 'g', 6));
    });
    connect(optimizerBox_, &QComboBox::currentIndexChanged, this, [this] {
        session_.setTrainingSettings(optimizer(), learningRate_, steps());
    });
    connect(stepsBox_, &QSpinBox::valueChanged, this, [this] {
        session_.setTrainingSettings(optimizer(), learningRate_, steps());
    });
    // A cancelled run keeps the weights it reached.
    task_.setKeepsCancelledResults(true);
    connect(&task_, &BackgroundTaskBase::finished, this, &TrainingPanel::onFinished);
    connect(&session_, &DecoderSession::modelChanged, this, [this] {
        // New sizes or a reset: a running run's parameters no longer belong to this model.
        if (isRunning()) {
            discard_ = true;
            task_.cancel();
        }
        loss_->clear();
        totalSteps_ = 0;
        history_.clear(1);
        replayIndex_ = -1;
        runWeights_.reset();
        replayLine_->clear();
        updateAxes();
        updateReplay();
    });
    // A new sequence (or weights) is read again by the watch, at the step it shows.
    connect(&session_, &DecoderSession::changed, this, &TrainingPanel::updateWatch);
    connect(replay_, &ReplayBar::snapshotRequested, this, &TrainingPanel::showSnapshot);
    connect(replay_, &ReplayBar::latestRequested, this, &TrainingPanel::showLatest);
    texts->bind([this] {
        QChart *chart = chartView_->chart();
        chart->setTitle(tr("Training loss"));
        stepAxis_->setTitleText(tr("optimizer step"));
        // Short: a vertical title longer than the plot is cut; the key says what the loss is.
        lossAxis_->setTitleText(tr("loss (nats)"));
        loss_->setName(tr("mean next-token cross-entropy before the step"));
        chartView_->setAccessibleName(chart->title());
        updateAxes();
    });
    updateWatch();
}

TrainingPanel::~TrainingPanel()
{
    // The task stops its run as it goes, and emits nothing then.
    stopListeningToChildren(this);
}

void TrainingPanel::setOptimizer(DecoderParams::Optimizer optimizer)
{
    optimizerBox_->setCurrentIndex(optimizer == DecoderParams::Optimizer::Adam ? 0 : 1);
}

DecoderParams::Optimizer TrainingPanel::optimizer() const
{
    return optimizerBox_->currentIndex() == 0 ? DecoderParams::Optimizer::Adam : DecoderParams::Optimizer::Sgd;
}

bool TrainingPanel::setLearningRateText(const QString &text)
{
    const NumberParse parsed = NumberInput::parse(text, QLocale(), minimumRate, maximumRate);
    if (!parsed.ok) {
        //: %1 is a whole sentence saying what is wrong with the typed learning rate ("'x' is not a number."),
        //: %2 the rate that stays in use.
        setStatus(tr("The learning rate stays at %2: %1").arg(parsed.error, QLocale().toString(learningRate_, 'g', 6)));
        return false;
    }
    learningRate_ = parsed.value;
    if (!rateEdit_->hasFocus())
        rateEdit_->setText(text);
    session_.setTrainingSettings(optimizer(), learningRate_, steps());
    setStatus(QString());
    return true;
}

void TrainingPanel::setSteps(int steps)
{
    stepsBox_->setValue(steps);
}

int TrainingPanel::steps() const
{
    return stepsBox_->value();
}

void TrainingPanel::train()
{
    if (isRunning())
        return;
    discard_ = false;
    diverged_ = false;
    runStart_ = totalSteps_;
    runSteps_ = steps();
    TinyDecoder<double> decoder = session_.decoder();
    const DecoderInput input = session_.input();
    const bool adam = optimizer() == DecoderParams::Optimizer::Adam;
    const double rate = learningRate_;
    const int count = runSteps_;
    if (history_.empty()) {
        history_.clear(std::max(1, count / snapshotsPerRun));
        history_.add(runStart_, decoder.parameters(), true);
    }
    const std::int64_t interval = history_.interval();
    const std::int64_t start = runStart_;
    TrainingPace pace(pace_->isChecked() ? std::chrono::milliseconds(watchablePace) : std::chrono::milliseconds(0), count);
    showLatest();
    runWeights_ = decoder.parameters();
    watchStep_ = runStart_;
    settings_->hide(); // the curve and the watch move up, into view
    replay_->hide();
    resetButton_->setEnabled(false);
    setStatus(tr("Training…"));
    Q_EMIT trainingStarted();
    task_.start(
        [decoder, input, adam, rate, count, interval, start, pace](const std::atomic<bool> &cancel,
                                                                   const std::function<void(double)> &progress,
                                                                   const std::function<void(Tick)> &publish) mutable {
            std::unique_ptr<Optimizer<double>> optimizer;
            if (adam)
                optimizer = std::make_unique<AdamOptimizer<double>>(rate);
            else
                optimizer = std::make_unique<SgdOptimizer<double>>(rate);
            Outcome outcome;
            // trainStep evaluates the loss of the parameters it is given, then updates them. A
            // non-finite loss means the previous update overflowed: go back to the parameters
            // before it (the last ones with a finite loss) and stop — a NaN explains nothing.
            DecoderParameters<double> lastGood = decoder.parameters();
            pace.start();
            for (int step = 0; step < count && !cancel.load(); ++step) {
                if (step > 0)
                    pace.waitFor(step, [&cancel] { return cancel.load(); });
                const DecoderParameters<double> current = decoder.parameters();
                const double loss = decoder.trainStep(input, *optimizer);
                if (!std::isfinite(loss)) {
                    decoder.parameters() = lastGood;
                    outcome.diverged = true;
                    break;
                }
                lastGood = current;
                Tick tick{step, loss, std::nullopt};
                if ((start + step) % interval == 0)
                    tick.snapshot = current;
                publish(std::move(tick));
                outcome.stepsDone = step + 1;
                progress(double(step + 1) / count);
                if (!allFinite(decoder.parameters())) {
                    decoder.parameters() = current;
                    outcome.diverged = true;
                    break;
                }
            }
            // The final update has not been evaluated yet.
            if (!outcome.diverged && !std::isfinite(decoder.forward(input).loss)) {
                decoder.parameters() = lastGood;
                outcome.diverged = true;
            }
            outcome.parameters = decoder.parameters();
            return outcome;
        },
        [this](std::vector<Tick> ticks) { onResults(std::move(ticks)); });
}

void TrainingPanel::onResults(std::vector<Tick> ticks)
{
    if (discard_)
        return;
    QList<QPointF> points;
    bool newWeights = false;
    for (Tick &tick : ticks) {
        const int i = tick.step;
        const double loss = tick.loss;
        if (tick.snapshot) {
            history_.add(runStart_ + i, *tick.snapshot);
            runWeights_ = std::move(tick.snapshot);
            watchStep_ = runStart_ + i;
            newWeights = true;
        }
        // The loss reported with step i is the loss before that step's update.
        points.append(QPointF(runStart_ + i, loss));
        if (loss_->count() == 0 && points.size() == 1)
            lowest_ = highest_ = loss;
        lowest_ = std::min(lowest_, loss);
        highest_ = std::max(highest_, loss);
    }
    // One replace, not append: Qt Charts 6.4 appends a list point by point, each relaying out
    // the whole curve, which froze the window for seconds when a fast run delivered thousands.
    QList<QPointF> curve = loss_->points();
    curve.append(points);
    loss_->replace(curve);
    const int end = ticks.back().step + 1;
    totalSteps_ = std::max(totalSteps_, runStart_ + end);
    setStatus(tr("Step %1 of %2: loss %3 nats").arg(end).arg(runSteps_).arg(ShortNumber::format(points.isEmpty() ? 0 : points.last().y(), 4)));
    updateAxes();
    if (newWeights)
        updateWatch();
}

void TrainingPanel::onFinished()
{
    runWeights_.reset();
    resetButton_->setEnabled(true);
    settings_->show();
    const bool cancelled = task_.wasCancelled();
    // This run's outcome: each is taken, so none of an earlier run is left.
    const std::optional<Outcome> outcome = task_.takeResult();
    if (discard_ || !outcome) {
        // A failed run (the work threw) has nothing to keep either.
        setStatus(discard_ ? tr("The model changed during training; that run was discarded.") : task_.errorText());
        discard_ = false;
        updateReplay();
        updateWatch();
        Q_EMIT trainingFinished();
        return;
    }
    diverged_ = outcome->diverged;
    const int done = outcome->stepsDone;
    // The run's last weights close its part of the history (a diverged run's, those it went
    // back to).
    history_.truncateAfter(runStart_ + done);
    history_.add(runStart_ + done, outcome->parameters, true);
    session_.setParameters(outcome->parameters); // the watch follows (changed)
    updateReplay();
    const QString loss = ShortNumber::scientific(session_.trace().loss, 3);
    const QString optimizerName = optimizer() == DecoderParams::Optimizer::Adam ? QStringLiteral("Adam") : QStringLiteral("SGD");
    if (diverged_) {
        //: %n is the number of steps done, %1 the learning rate, %2 the optimizer (Adam or SGD), %3 the loss.
        setStatus(tr("Stopped after %n step(s): the next step made the parameters overflow (the learning rate "
                     "%1 is too large for %2). That step was undone; try a smaller rate. Loss now %3 nats.", nullptr, done)
                      .arg(QLocale().toString(learningRate_, 'g', 6), optimizerName, loss));
    } else if (cancelled) {
        //: %1 is the number of steps done, %n the number of steps asked for, %2 the loss.
        setStatus(tr("Cancelled after %1 of %n step(s); the decoder keeps the parameters it reached. Loss now %2 nats.",
                     nullptr, runSteps_)
                      .arg(done)
                      .arg(loss));
    } else {
        //: %n is the number of training steps done, %1 the loss.
        setStatus(tr("Trained %n step(s). Loss now %1 nats — the graph, the gradient check and the prefix "
                     "panel show the trained decoder.", nullptr, done)
                      .arg(loss));
    }
    Q_EMIT trainingFinished();
}

void TrainingPanel::reset()
{
    if (isRunning())
        return;
    session_.resetParameters(); // emits modelChanged: the curve is cleared
    setStatus(tr("Parameters reset to the seed's; loss %1 nats.").arg(ShortNumber::format(session_.trace().loss, 4)));
}

void TrainingPanel::showSnapshot(int index)
{
    if (isRunning() || index < 0 || std::size_t(index) >= history_.size())
        return;
    replayIndex_ = index;
    const std::int64_t step = history_.at(std::size_t(index)).step;
    replayLine_->replace({QPointF(double(step), lossAxis_->min()), QPointF(double(step), lossAxis_->max())});
    updateWatch();
    updateReplay();
}

void TrainingPanel::showLatest()
{
    replayIndex_ = -1;
    replayLine_->clear();
    updateWatch();
    updateReplay();
}

void TrainingPanel::updateWatch()
{
    const DecoderInput input = session_.input();
    const QStringList &words = session_.vocabulary();
    if (replayIndex_ >= 0 && std::size_t(replayIndex_) < history_.size()) {
        const History::Snapshot &snapshot = history_.at(std::size_t(replayIndex_));
        watch_->show(session_.config(), snapshot.parameters, input, words, snapshot.step, true);
    } else if (isRunning() && runWeights_) {
        watch_->show(session_.config(), *runWeights_, input, words, watchStep_, false);
    } else {
        watch_->show(session_.config(), session_.decoder().parameters(), input, words, totalSteps_, false);
    }
}

void TrainingPanel::updateReplay()
{
    // The cursor is in the key only while it is drawn (an unnamed series is left out).
    //: Legend entry of the vertical line at the step the replay shows.
    replayLine_->setName(replayIndex_ >= 0 ? tr("step shown") : QString());
    if (ChartFigure *figure = ChartFigure::of(chartView_))
        figure->syncFromChart();
    replay_->setHistory(history_.steps(), std::nullopt, replayIndex_);
    replay_->setVisible(!isRunning() && history_.size() > 1);
}

void TrainingPanel::resizeEvent(QResizeEvent *event)
{
    body_->setDirection(event->size().width() >= sideBySideWidth ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    QWidget::resizeEvent(event);
}

void TrainingPanel::updateAxes()
{
    const double uniform = std::log(double(session_.vocabulary().size()));
    const int last = std::max(totalSteps_, std::max(runStart_ + runSteps_, 10)) ;
    stepAxis_->setRange(0, last);
    uniform_->replace({QPointF(0, uniform), QPointF(last, uniform)});
    const double low = loss_->count() ? std::min(lowest_, uniform) : 0.0;
    const double high = loss_->count() ? std::max(highest_, uniform) : uniform * 1.5;
    lossAxis_->setRange(std::max(0.0, low - 0.05 * (high - low)), high + 0.05 * (high - low) + 1e-9);
    lossAxis_->applyNiceNumbers();
    //: Legend entry: the loss of guessing uniformly over the vocabulary, ln V.
    uniform_->setName(tr("uniform guess, ln %1 = %2").arg(session_.vocabulary().size()).arg(ShortNumber::format(uniform, 2)));
    if (ChartFigure *figure = ChartFigure::of(chartView_))
        figure->syncFromChart();
}

QString TrainingPanel::statusText() const
{
    return status_->text();
}

void TrainingPanel::setStatus(const QString &text)
{
    status_->setText(text);
}

} // namespace atlas

#include "moc_trainingpanel.cpp"
