#include "trainingcharts.h"

#include "sdk/boxlayout.h"
#include "sdk/chartfigure.h"
#include "sdk/colorscale.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QValueAxis>

#include <cmath>
#include <tuple>

namespace atlas {

namespace {

// The first half in vermillion, the repeated half in blue (Okabe–Ito: distinguishable with
// every common colour-vision deficiency); the mark of formation in bluish green, dashed.
QColor firstColor() { return ColorScale::category(5); }
QColor repeatedColor() { return ColorScale::category(4); }
QColor formedColor() { return ColorScale::category(2); }

QChartView *makeView(QWidget *parent, QValueAxis *steps, QValueAxis *values, const QList<QLineSeries *> &series)
{
    auto *view = new QChartView(new QChart, parent);
    QChart *chart = view->chart();
    chart->setAnimationOptions(QChart::NoAnimation);
    // The chart's own legend keeps its entries on one line and shortens them to fit ("wiederholte
    // …" in a narrow lab); the key under the chart wraps instead (ChartFigure).
    chart->legend()->hide();
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->addAxis(steps, Qt::AlignBottom);
    chart->addAxis(values, Qt::AlignLeft);
    for (QLineSeries *s : series) {
        chart->addSeries(s);
        s->attachAxis(steps);
        s->attachAxis(values);
    }
    steps->setLabelFormat(QStringLiteral("%d"));
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(250);
    view->setMinimumWidth(300);
    return view;
}

// A line of the charts, named so that a test or an accessibility tool finds it among the
// chart's series.
QLineSeries *line(const char *name, QObject *parent)
{
    auto *series = new QLineSeries(parent);
    series->setObjectName(QLatin1String(name));
    return series;
}

void setPen(QLineSeries *series, const QColor &color, qreal width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen pen(color, width, style);
    series->setPen(pen);
}

// A vertical line at `step` across both charts (`lossTop` high on the loss chart); none
// without a step.
void markStep(QLineSeries *onLoss, QLineSeries *onAccuracy, std::optional<std::int64_t> step, double lossTop)
{
    if (step) {
        const double x = double(*step);
        onLoss->replace({QPointF(x, 0), QPointF(x, lossTop)});
        onAccuracy->replace({QPointF(x, 0), QPointF(x, 1)});
    } else {
        onLoss->clear();
        onAccuracy->clear();
    }
}

} // namespace

TrainingCharts::TrainingCharts(QWidget *parent)
    : QWidget(parent), firstLoss_(line("firstHalfLoss", this)), repeatedLoss_(line("repeatedHalfLoss", this)),
      chanceLoss_(line("chanceLoss", this)), formedLoss_(line("formationOnLoss", this)),
      firstAccuracy_(line("firstHalfAccuracy", this)), repeatedAccuracy_(line("repeatedHalfAccuracy", this)),
      chanceAccuracy_(line("chanceAccuracy", this)), threshold_(line("formationThreshold", this)),
      formedAccuracy_(line("formationOnAccuracy", this)), replayLoss_(line("replayOnLoss", this)),
      replayAccuracy_(line("replayOnAccuracy", this)),
      lossSteps_(new QValueAxis(this)), lossAxis_(new QValueAxis(this)),
      accuracySteps_(new QValueAxis(this)), accuracyAxis_(new QValueAxis(this)), note_(new ParagraphLabel(this))
{
    setPen(firstLoss_, firstColor(), 2.5);
    setPen(repeatedLoss_, repeatedColor(), 2.5);
    setPen(chanceLoss_, QColor(0x66, 0x66, 0x66), 1.5, Qt::DotLine);
    setPen(formedLoss_, formedColor(), 2, Qt::DashLine);
    setPen(firstAccuracy_, firstColor(), 2.5);
    setPen(repeatedAccuracy_, repeatedColor(), 2.5);
    setPen(chanceAccuracy_, QColor(0x66, 0x66, 0x66), 1.5, Qt::DotLine);
    setPen(threshold_, QColor(0x33, 0x33, 0x33), 1, Qt::DashDotLine);
    setPen(formedAccuracy_, formedColor(), 2, Qt::DashLine);
    // The replayed step: a thin line in the text's colour (neither half's nor the formation's).
    setPen(replayLoss_, palette().color(QPalette::WindowText), 1.5);
    setPen(replayAccuracy_, palette().color(QPalette::WindowText), 1.5);
    lossView_ = makeView(this, lossSteps_, lossAxis_, {chanceLoss_, firstLoss_, repeatedLoss_, formedLoss_, replayLoss_});
    accuracyView_ = makeView(this, accuracySteps_, accuracyAxis_,
                             {chanceAccuracy_, threshold_, firstAccuracy_, repeatedAccuracy_, formedAccuracy_, replayAccuracy_});
    lossView_->setObjectName(QStringLiteral("lossChart"));
    accuracyView_->setObjectName(QStringLiteral("accuracyChart"));
    // Each chart with its key, in one widget: what an exported figure holds.
    lossFigure_ = new ChartFigure(lossView_, this);
    accuracyFigure_ = new ChartFigure(accuracyView_, this);
    lossAxis_->setLabelFormat(QStringLiteral("%.1f"));
    accuracyAxis_->setRange(0, 1);
    accuracyAxis_->setTickCount(6);
    accuracyAxis_->setLabelFormat(QStringLiteral("%.1f"));

    BoxLayout::column(this, {lossFigure_, accuracyFigure_, note_});
    auto *texts = new Retranslator(this);
    texts->bind([this] {
        lossView_->chart()->setTitle(tr("Loss during training"));
        accuracyView_->chart()->setTitle(tr("Accuracy during training"));
        lossAxis_->setTitleText(tr("loss (nats)"));
        //: The axis of the accuracy chart: the share of predictions that are right, from 0 to 1.
        accuracyAxis_->setTitleText(tr("accuracy"));
        //: Legend entry: the accuracy the formation rule waits for.
        threshold_->setName(tr("50 % (the rule)"));
        // The two charts share their steps axis and the names of the halves.
        for (auto [view, steps, first, repeated] : {std::tuple{lossView_, lossSteps_, firstLoss_, repeatedLoss_},
                                                    std::tuple{accuracyView_, accuracySteps_, firstAccuracy_, repeatedAccuracy_}}) {
            steps->setTitleText(tr("training step"));
            first->setName(tr("first half"));
            repeated->setName(tr("repeated half"));
            view->setAccessibleName(view->chart()->title());
        }
    });
    texts->text(note_, [] {
        return tr("The first half holds fresh random tokens, the repeated half their copy. Each point is the mean over ten training steps of the figures of each step's batch, measured "
                  "before the step's update — on sequences the model has not been trained on. The induction "
                  "head is marked as formed at the first point whose repeated-half accuracy reaches 50 %.");
    });
    texts->bind([this] { showLegend(); });
    reset(InductionCurve(), 2);
}

void TrainingCharts::reset(const InductionCurve &curve, int vocabulary)
{
    vocabulary_ = std::max(vocabulary, 2);
    for (QLineSeries *s : {firstLoss_, repeatedLoss_, firstAccuracy_, repeatedAccuracy_})
        s->clear();
    drawn_ = 0;
    lastStep_ = 0;
    highestLoss_ = 0;
    formedAt_.reset();
    update(curve);
    updateAxes();
    showLegend();
}

void TrainingCharts::update(const InductionCurve &curve)
{
    const std::vector<CurvePoint> &points = curve.points();
    if (points.size() < drawn_) { // the curve was cut back (a run went back to earlier weights)
        reset(curve, vocabulary_);
        return;
    }
    QList<QPointF> firstLoss, repeatedLoss, firstAccuracy, repeatedAccuracy;
    for (std::size_t i = drawn_; i < points.size(); ++i) {
        const CurvePoint &p = points[i];
        const double x = double(p.step);
        firstLoss.append({x, p.firstHalfLoss});
        repeatedLoss.append({x, p.repeatedHalfLoss});
        firstAccuracy.append({x, p.firstHalfAccuracy});
        repeatedAccuracy.append({x, p.repeatedHalfAccuracy});
        highestLoss_ = std::max({highestLoss_, p.firstHalfLoss, p.repeatedHalfLoss});
    }
    drawn_ = points.size();
    if (!firstLoss.isEmpty()) {
        firstLoss_->append(firstLoss);
        repeatedLoss_->append(repeatedLoss);
        firstAccuracy_->append(firstAccuracy);
        repeatedAccuracy_->append(repeatedAccuracy);
    }
    const std::int64_t last = points.empty() ? 0 : points.back().step;
    const bool moved = last != lastStep_ || curve.formedAt() != formedAt_;
    lastStep_ = last;
    formedAt_ = curve.formedAt();
    if (moved || firstLoss.isEmpty()) {
        updateAxes();
        updateFormation();
        updateReplay(); // its line spans the new loss axis
    }
}

void TrainingCharts::updateAxes()
{
    // Steps in round hundreds, so the axis does not jump with every point.
    const double steps = std::max<double>(100, std::ceil(double(lastStep_) / 100.0) * 100.0);
    lossSteps_->setRange(0, steps);
    accuracySteps_->setRange(0, steps);
    const double chance = std::log(double(vocabulary_));
    const double top = std::max(chance, highestLoss_) * 1.1;
    lossAxis_->setRange(0, top);
    lossAxis_->applyNiceNumbers();
    chanceLoss_->replace({QPointF(0, chance), QPointF(steps, chance)});
    chanceAccuracy_->replace({QPointF(0, 1.0 / vocabulary_), QPointF(steps, 1.0 / vocabulary_)});
    threshold_->replace({QPointF(0, InductionCurve::formationAccuracy), QPointF(steps, InductionCurve::formationAccuracy)});
}

void TrainingCharts::setReplayStep(std::optional<std::int64_t> step)
{
    replayStep_ = step;
    updateReplay();
    showLegend();
}

void TrainingCharts::updateReplay()
{
    markStep(replayLoss_, replayAccuracy_, replayStep_, lossAxis_->max());
}

void TrainingCharts::updateFormation()
{
    markStep(formedLoss_, formedAccuracy_, formedAt_, lossAxis_->max());
    showLegend();
}

void TrainingCharts::showLegend()
{
    const QLocale locale;
    //: Legend entry: the loss of guessing uniformly among the V tokens, ln V; %1 is V, %2 the value.
    chanceLoss_->setName(tr("uniform, ln %1 = %2").arg(vocabulary_).arg(locale.toString(std::log(double(vocabulary_)), 'f', 2)));
    //: Legend entry: the accuracy of a uniform guess among the V tokens; %1 is V.
    chanceAccuracy_->setName(tr("chance, 1/%1").arg(vocabulary_));
    //: Legend entry of the vertical line: the step at which the induction head formed.
    const QString formed = formedAt_ ? tr("formed: step %1").arg(*formedAt_) : tr("formed: not yet");
    formedLoss_->setName(formed);
    formedAccuracy_->setName(formed);
    //: Legend entry of the vertical line at the step the lab shows in a replay.
    const QString replay = replayStep_ ? tr("shown: step %1").arg(*replayStep_) : QString();
    replayLoss_->setName(replay);
    replayAccuracy_->setName(replay);
    // The replay's line has a name only during a replay: only then is it in the key.
    lossFigure_->updateKey();
    accuracyFigure_->updateKey();
}

} // namespace atlas

#include "moc_trainingcharts.cpp"
