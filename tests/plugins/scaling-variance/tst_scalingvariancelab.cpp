// ScalingVarianceLab: the charts carry the engine's numbers for the setting the controls show
// (histograms, variance against width with the line Var = dₖ, saturation with the uniform
// references), breaking an assumption draws the exact curve and says how far the prediction
// is off, the width control, restore, cancel, and the chapter's numeric answers come from its
// own example. Set ATLAS_RENDER_DIR to also write the lab to PNG.
#include "hostileinput.h"
#include "saturationchart.h"
#include "scalingvariancelab.h"
#include "scorehistogramchart.h"
#include "sdk/chartfigure.h"
#include "sdk/matrixheatmap.h"
#include "settingchangeline.h"
#include "suiteregistry.h"
#include "variancechart.h"
#include "variancesweep.h"
#include "widgetpart.h"
#include "widthcontrol.h"

#include "builtinpack.h"
#include "core/numberinput.h"
#include "pagechecks.h"

#include <QAreaSeries>
#include <QApplication>
#include <QChartView>
#include <QDir>
#include <QDoubleSpinBox>
#include <QJsonArray>
#include <QLabel>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTest>
#include <QValueAxis>

#include <cmath>

using namespace atlas;
using atlas::test::HostileInput;

namespace {

// A chart's title: in its figure's title line (where it wraps), or its own.
QString titleOf(const QChartView *view)
{
    if (const ChartFigure *figure = ChartFigure::of(const_cast<QChartView *>(view)))
        return figure->titleLabel()->text();
    return view->chart()->title();
}

ScalingVarianceParams builtInParams()
{
    ParamsReport report;
    return ScalingVarianceParams::read(test::BuiltInPack::params(QStringLiteral("scaling-variance")), report);
}

// A quick setting: the tests check numbers, not statistics.
ScalingVarianceParams quick()
{
    ScalingVarianceParams p;
    p.dk = 16;
    p.samples = 200;
    p.keys = 4;
    return p;
}

QList<QPointF> points(QLineSeries *s)
{
    return s->points();
}

// A chart's series, found by its object name below the chart that owns it.
template <typename Series>
Series *seriesOf(const QChartView *view, const char *name)
{
    return part<Series>(view->chart(), name);
}

} // namespace

class TestScalingVarianceLab : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void hostileControlsStayInRange();
    void initTestCase();
    void controlsShowTheParams();
    void histogramsAreTheEnginesHistograms();
    void varianceChartSeries();
    void saturationChartSeries();
    void breakingAnAssumptionShowsThePredictionFail_data();
    void breakingAnAssumptionShowsThePredictionFail();
    void restoreTheAssumptions();
    void widthControlSelectsAnyWidth();
    void runButtonCancelsAndCompletes();
    void readoutNamesTheNumbers();
    void figuresAreTheFourCharts();
    void controlsAreNamedForScreenReaders();
    void questionAnswersComeFromTheExample();
    void renderForInspection();
    void aChangeSaysWhatItDidToTheNumbers();
};

void TestScalingVarianceLab::initTestCase()
{
    QLocale::setDefault(QLocale::c());
}

void TestScalingVarianceLab::controlsShowTheParams()
{
    ScalingVarianceParams p = quick();
    p.seed = 5;
    p.coordinateStd = 1.5;
    p.correlation = 0.25;
    ScalingVarianceLab lab(p);
    QCOMPARE(part<WidthControl>(&lab, "width")->value(), 16);
    QCOMPARE(part<QSpinBox>(&lab, "samples")->value(), 200);
    QCOMPARE(part<QSpinBox>(&lab, "seed")->value(), 5);
    QCOMPARE(part<QSpinBox>(&lab, "keys")->value(), 4);
    QCOMPARE(part<QDoubleSpinBox>(&lab, "coordinateStd")->value(), 1.5);
    QCOMPARE(part<QDoubleSpinBox>(&lab, "correlation")->value(), 0.25);
    const ScalingVarianceParams s = lab.settings();
    QCOMPARE(s.dk, 16);
    QCOMPARE(s.coordinateStd, 1.5);
    lab.finishPendingWork();
}

void TestScalingVarianceLab::histogramsAreTheEnginesHistograms()
{
    ScalingVarianceLab lab(quick());
    lab.finishPendingWork();
    const VarianceResult r = ScalingVarianceExperiment::run(quick().config(16));
    ScoreHistogramChart *chart = part<ScoreHistogramChart>(&lab, "histogram");
    QCOMPARE(seriesOf<QAreaSeries>(chart, "unscaled")->upperSeries()->points(), ScoreHistogramChart::outline(r.unscaled, 200));
    QCOMPARE(seriesOf<QAreaSeries>(chart, "scaled")->upperSeries()->points(), ScoreHistogramChart::outline(r.scaled, 200));
    // The outline: one step per bin, heights are shares of the samples.
    const QList<QPointF> outline = ScoreHistogramChart::outline(r.unscaled, 200);
    QCOMPARE(outline.size(), 2 * 40 + 2);
    double total = 0;
    for (int b = 0; b < 40; ++b)
        total += outline.at(1 + 2 * b).y();
    QVERIFY(std::abs(total - double(200 - r.unscaled.below - r.unscaled.above) / 200) < 1e-12);
    QVERIFY(titleOf(chart).contains(QStringLiteral("dₖ = 16")));
    QVERIFY(seriesOf<QAreaSeries>(chart, "unscaled")->name().contains(QStringLiteral("unscaled")));
    QVERIFY(seriesOf<QAreaSeries>(chart, "scaled")->name().contains(QStringLiteral("√dₖ")));
    for (QAbstractAxis *axis : chart->chart()->axes())
        QVERIFY(!axis->titleText().isEmpty());
}

void TestScalingVarianceLab::varianceChartSeries()
{
    ScalingVarianceLab lab(quick());
    lab.finishPendingWork();
    VarianceChart *chart = part<VarianceChart>(&lab, "variance");
    QCOMPARE(seriesOf<QLineSeries>(chart, "measured")->count(), 11);
    QCOMPARE(seriesOf<QLineSeries>(chart, "scaled")->count(), 11);
    QCOMPARE(seriesOf<QLineSeries>(chart, "assumed")->count(), 11);
    for (const QPointF &p : points(seriesOf<QLineSeries>(chart, "assumed")))
        QCOMPARE(p.y(), p.x()); // Var = dₖ
    for (const QPointF &p : points(seriesOf<QLineSeries>(chart, "measured"))) {
        const VarianceResult r = ScalingVarianceExperiment::run(quick().config(int(p.x())));
        QCOMPARE(p.y(), r.variance);
    }
    for (const QPointF &p : points(seriesOf<QLineSeries>(chart, "scaled")))
        QCOMPARE(p.y(), ScalingVarianceExperiment::run(quick().config(int(p.x()))).scaledVariance);
    QVERIFY(!seriesOf<QLineSeries>(chart, "exact")->isVisible()); // the assumptions hold
    QCOMPARE(seriesOf<QScatterSeries>(chart, "current")->count(), 2);
    QCOMPARE(seriesOf<QScatterSeries>(chart, "current")->at(0).x(), 16.0);
    const QList<QAbstractAxis *> axes = chart->chart()->axes();
    QCOMPARE(axes.size(), 2);
    for (QAbstractAxis *axis : axes) {
        QVERIFY(qobject_cast<QLogValueAxis *>(axis)); // log–log
        QVERIFY2(axis->titleText().contains(QStringLiteral("log scale")), qPrintable(axis->titleText()));
    }
    QVERIFY(seriesOf<QLineSeries>(chart, "measured")->name().contains(QStringLiteral("Var(q·k)")));
    QVERIFY(seriesOf<QLineSeries>(chart, "assumed")->name().contains(QStringLiteral("dₖ")));
}

void TestScalingVarianceLab::saturationChartSeries()
{
    ScalingVarianceLab lab(quick());
    lab.finishPendingWork();
    for (SaturationChart *chart :
         {part<SaturationChart>(&lab, "largestProbability"), part<SaturationChart>(&lab, "entropy")}) {
        const bool largest = chart->measure() == SaturationChart::Measure::LargestProbability;
        const QLineSeries *unscaled = seriesOf<QLineSeries>(chart, "unscaled"), *scaled = seriesOf<QLineSeries>(chart, "scaled");
        QCOMPARE(unscaled->count(), 11);
        QCOMPARE(scaled->count(), 11);
        for (int i = 0; i < 11; ++i) {
            const QPointF u = unscaled->at(i), s = scaled->at(i);
            const VarianceResult r = ScalingVarianceExperiment::run(quick().config(int(u.x())));
            QCOMPARE(u.y(), largest ? r.unscaledSaturation->meanMaxProbability : r.unscaledSaturation->meanEntropy);
            QCOMPARE(s.y(), largest ? r.scaledSaturation->meanMaxProbability : r.scaledSaturation->meanEntropy);
        }
        const double uniform = largest ? 0.25 : std::log(4.0);
        QCOMPARE(seriesOf<QLineSeries>(chart, "uniform")->at(0).y(), uniform);
        QVERIFY(titleOf(chart).contains(QStringLiteral("T = 4")));
        // Without scaling, the widest head saturates more than the narrowest.
        const double first = unscaled->at(0).y(), last = unscaled->at(10).y();
        QVERIFY(largest ? last > first : last < first);
    }
}

void TestScalingVarianceLab::breakingAnAssumptionShowsThePredictionFail_data()
{
    QTest::addColumn<double>("sigma");
    QTest::addColumn<double>("rho");
    QTest::newRow("sigma 2") << 2.0 << 0.0;
    QTest::newRow("rho 0.5") << 1.0 << 0.5;
    QTest::newRow("both") << 0.5 << 0.3;
}

void TestScalingVarianceLab::breakingAnAssumptionShowsThePredictionFail()
{
    QFETCH(double, sigma);
    QFETCH(double, rho);
    ScalingVarianceLab lab(quick());
    lab.finishPendingWork();
    QVERIFY(part<QLabel>(&lab, "assumptionNote")->text().contains(QStringLiteral("hold")));
    part<QDoubleSpinBox>(&lab, "coordinateStd")->setValue(sigma);
    part<QDoubleSpinBox>(&lab, "correlation")->setValue(rho);
    lab.finishPendingWork();
    VarianceChart *chart = part<VarianceChart>(&lab, "variance");
    QVERIFY(seriesOf<QLineSeries>(chart, "exact")->isVisible());
    QCOMPARE(seriesOf<QLineSeries>(chart, "exact")->count(), 11);
    for (const QPointF &p : points(seriesOf<QLineSeries>(chart, "exact")))
        QCOMPARE(p.y(), ScalingVarianceExperiment::predictedVariance(Index(p.x()), sigma, rho));
    // The measurements follow the exact curve, not the line Var = dₖ.
    ScalingVarianceParams broken = quick();
    broken.coordinateStd = sigma;
    broken.correlation = rho;
    for (const QPointF &p : points(seriesOf<QLineSeries>(chart, "measured")))
        QCOMPARE(p.y(), ScalingVarianceExperiment::run(broken.config(int(p.x()))).variance);
    const QPointF widest = seriesOf<QLineSeries>(chart, "measured")->points().last();
    const double exact = ScalingVarianceExperiment::predictedVariance(1024, sigma, rho);
    QVERIFY2(std::abs(std::log(widest.y() / exact)) < std::abs(std::log(widest.y() / 1024.0)),
             qPrintable(QStringLiteral("measured %1, exact %2").arg(widest.y()).arg(exact)));
    const QString note = part<QLabel>(&lab, "assumptionNote")->text();
    QVERIFY2(note.contains(QStringLiteral("broken")), qPrintable(note));
    QVERIFY2(note.contains(QStringLiteral("predicts Var = 16")), qPrintable(note));
}

void TestScalingVarianceLab::restoreTheAssumptions()
{
    ScalingVarianceLab lab(quick());
    part<QDoubleSpinBox>(&lab, "coordinateStd")->setValue(3);
    part<QDoubleSpinBox>(&lab, "correlation")->setValue(0.8);
    part<QPushButton>(&lab, "restoreAssumptions")->click();
    QCOMPARE(part<QDoubleSpinBox>(&lab, "coordinateStd")->value(), 1.0);
    QCOMPARE(part<QDoubleSpinBox>(&lab, "correlation")->value(), 0.0);
    QVERIFY(lab.settings().assumptionsHold());
    lab.finishPendingWork();
    QVERIFY(!seriesOf<QLineSeries>(part<VarianceChart>(&lab, "variance"), "exact")->isVisible());
}

void TestScalingVarianceLab::widthControlSelectsAnyWidth()
{
    ScalingVarianceLab lab(quick());
    lab.finishPendingWork();
    WidthControl *width = part<WidthControl>(&lab, "width");
    width->spinBox()->setValue(100);
    QCOMPARE(lab.width(), 100);
    lab.finishPendingWork();
    QVERIFY(titleOf(part<ScoreHistogramChart>(&lab, "histogram")).contains(QStringLiteral("dₖ = 100")));
    const VarianceChart *variance = part<VarianceChart>(&lab, "variance");
    QCOMPARE(seriesOf<QScatterSeries>(variance, "current")->at(0).x(), 100.0);
    QCOMPARE(seriesOf<QScatterSeries>(variance, "current")->at(0).y(), ScalingVarianceExperiment::run(quick().config(100)).variance);
    // The sweep's line keeps the powers of two only.
    QCOMPARE(seriesOf<QLineSeries>(variance, "measured")->count(), 11);
    // The slider moves by doublings with Page Up: 100 → 200.
    width->slider()->triggerAction(QAbstractSlider::SliderPageStepAdd);
    QCOMPARE(lab.width(), 200);
    QCOMPARE(width->spinBox()->value(), 200);
    width->slider()->triggerAction(QAbstractSlider::SliderToMaximum);
    QCOMPARE(lab.width(), 1024);
    width->slider()->triggerAction(QAbstractSlider::SliderToMinimum);
    QCOMPARE(lab.width(), 1);
    lab.finishPendingWork();
}

void TestScalingVarianceLab::runButtonCancelsAndCompletes()
{
    ScalingVarianceParams heavy = quick();
    heavy.samples = 50000;
    heavy.keys = 128;
    ScalingVarianceLab lab(heavy);
    QVERIFY(part<VarianceSweep>(&lab, "sweep")->isRunning());
    QCOMPARE(part<QPushButton>(&lab, "run")->text(), QStringLiteral("Cancel"));
    QSignalSpy finished(part<VarianceSweep>(&lab, "sweep"), &VarianceSweep::finished);
    part<QPushButton>(&lab, "run")->click();
    QVERIFY(finished.wait(10000));
    QVERIFY(finished.last().first().toBool());
    QVERIFY(part<QLabel>(&lab, "status")->text().contains(QStringLiteral("Stopped")));
    QCOMPARE(part<QPushButton>(&lab, "run")->text(), QStringLiteral("Complete the sweep"));
    QVERIFY(part<QPushButton>(&lab, "run")->isEnabled());
    // Lighter settings: the sweep completes and the button has nothing left to do.
    part<QSpinBox>(&lab, "samples")->setValue(200);
    part<QSpinBox>(&lab, "keys")->setValue(4);
    QTRY_VERIFY_WITH_TIMEOUT(!part<VarianceSweep>(&lab, "sweep")->isRunning(), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(part<QLabel>(&lab, "status")->text().startsWith(QStringLiteral("Done")), 60000);
    QVERIFY(!part<QPushButton>(&lab, "run")->isEnabled());
    QCOMPARE(part<QProgressBar>(&lab, "progress")->value(), 1000);
}

void TestScalingVarianceLab::readoutNamesTheNumbers()
{
    ScalingVarianceLab lab(quick());
    lab.finishPendingWork();
    const VarianceResult r = ScalingVarianceExperiment::run(quick().config(16));
    const QString text = part<QLabel>(&lab, "readout")->text();
    QVERIFY2(text.contains(QStringLiteral("At dₖ = 16, 200 samples")), qPrintable(text));
    QVERIFY2(text.contains(QLocale::c().toString(r.variance, 'f', 2)), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("the argument predicts 16")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("ln T = %1").arg(QLocale::c().toString(std::log(4.0), 'f', 2))), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("%1 unscaled").arg(QLocale::c().toString(r.unscaledSaturation->meanMaxProbability, 'f', 3))),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("(uniform: 0.250)")), qPrintable(text));
    QVERIFY(!text.contains(QLatin1Char('%')));
    // With an assumption broken, the standard error (valid only under it) gives way to the
    // exact value.
    part<QDoubleSpinBox>(&lab, "coordinateStd")->setValue(2);
    lab.finishPendingWork();
    const QString broken = part<QLabel>(&lab, "readout")->text();
    QVERIFY2(!broken.contains(QStringLiteral("±")), qPrintable(broken));
    QVERIFY2(broken.contains(QStringLiteral("exact for these σ, ρ: 256.00")), qPrintable(broken));
}

void TestScalingVarianceLab::figuresAreTheFourCharts()
{
    ScalingVarianceLab lab(quick());
    const QList<ExportableFigure> figures = lab.figures();
    QCOMPARE(figures.size(), 4);
    for (const ExportableFigure &f : figures) {
        // Each chart exported with its title and key (ChartFigure).
        const auto *figure = qobject_cast<ChartFigure *>(f.widget);
        QVERIFY(figure);
        QVERIFY(!f.name.isEmpty());
        QCOMPARE(figure->view()->chart()->animationOptions(), QChart::NoAnimation);
        QVERIFY(!figure->titleLabel()->text().isEmpty());
        QVERIFY2(!figure->keyLabel()->text().isEmpty(), qPrintable(f.name));
    }
    lab.finishPendingWork();
}

void TestScalingVarianceLab::controlsAreNamedForScreenReaders()
{
    ScalingVarianceLab lab(quick());
    const WidthControl *width = part<WidthControl>(&lab, "width");
    for (QWidget *w : QList<QWidget *>{width->slider(), width->spinBox(), part<QSpinBox>(&lab, "samples"),
                                       part<QSpinBox>(&lab, "seed"), part<QSpinBox>(&lab, "keys"),
                                       part<QDoubleSpinBox>(&lab, "coordinateStd"), part<QDoubleSpinBox>(&lab, "correlation"),
                                       part<QPushButton>(&lab, "run"), part<QProgressBar>(&lab, "progress")})
        QVERIFY2(!w->accessibleName().isEmpty(), w->metaObject()->className());
    lab.finishPendingWork();
}

void TestScalingVarianceLab::questionAnswersComeFromTheExample()
{
    // Every number the chapter's questions and text state about the lab is the engine's.
    const ScalingVarianceParams p = builtInParams();
    const VarianceResult r = ScalingVarianceExperiment::run(p.config(p.dk));
    const QJsonArray questions = test::BuiltInPack::chapter(QStringLiteral("scaling-variance")).value(QLatin1String("questions")).toArray();
    const auto question = [&questions](const QString &id) {
        for (const QJsonValue &v : questions)
            if (v.toObject().value(QLatin1String("id")).toString() == id)
                return v.toObject();
        qFatal("no question %s", qPrintable(id));
        return QJsonObject();
    };
    const auto check = [&question](const QString &id, double engineValue) {
        const QJsonObject q = question(id);
        return std::abs(q.value(QLatin1String("answer")).toDouble() - engineValue) <= q.value(QLatin1String("tolerance")).toDouble();
    };
    // What an explanation or a choice's feedback says, in English.
    const auto says = [](const QJsonObject &text, double value, int decimals) {
        return text.value(QLatin1String("en")).toString().contains(QString::number(value, 'f', decimals));
    };
    const auto at = [&p](int dk, double std, double correlation) {
        VarianceConfig c = p.config(dk);
        c.coordinateStd = std;
        c.correlation = correlation;
        return ScalingVarianceExperiment::run(c);
    };
    // Two keys one standard deviation √Var = √dₖ apart at dₖ = 16, unscaled: the higher one's
    // softmax weight, 1 / (1 + e^−√Var), with Var as the engine's experiment assumes it.
    QVERIFY(check(QStringLiteral("scaling-variance-softmax-one-sd"), 1 / (1 + std::exp(-std::sqrt(at(16, 1, 0).assumedVariance)))));
    // Coordinates of σ = 0.5 at dₖ = 64: the scaled score's standard deviation √(σ⁴dₖ / dₖ) = σ²;
    // the lab measures the softmax closer to uniform than at σ = 1 (the chosen gap says so).
    {
        const QJsonObject cloze = question(QStringLiteral("scaling-variance-trained-small-scale"));
        const QJsonArray gaps = cloze.value(QLatin1String("gaps")).toArray();
        const QJsonObject deviation = gaps.at(0).toObject();
        const double predicted = std::sqrt(ScalingVarianceExperiment::predictedVariance(64, 0.5, 0) / 64);
        QVERIFY2(std::abs(deviation.value(QLatin1String("answer")).toDouble() - predicted) <= deviation.value(QLatin1String("tolerance")).toDouble(),
                 qPrintable(QString::number(predicted)));
        const VarianceResult small = at(64, 0.5, 0), assumed = at(64, 1, 0);
        QVERIFY(small.scaledSaturation && assumed.scaledSaturation);
        QVERIFY(small.scaledSaturation->meanMaxProbability < assumed.scaledSaturation->meanMaxProbability);
        QCOMPARE(gaps.at(1).toObject().value(QLatin1String("answer")).toInt(), 0); // "closer to uniform"
    }
    QVERIFY(check(QStringLiteral("scaling-variance-uniform-entropy"), std::log(16.0)));
    QVERIFY(check(QStringLiteral("scaling-variance-broken-sigma"), ScalingVarianceExperiment::predictedVariance(64, 2, 0) / 64));

    // The starting setting's measurements, as the text and the prediction question state them.
    QCOMPARE(QString::number(r.variance, 'f', 1), QStringLiteral("59.5"));
    QCOMPARE(QString::number(r.varianceStandardError, 'f', 1), QStringLiteral("2.1"));
    QCOMPARE(QString::number(r.unscaledSaturation->meanMaxProbability, 'f', 2), QStringLiteral("0.84"));
    QCOMPARE(QString::number(r.scaledSaturation->meanMaxProbability, 'f', 2), QStringLiteral("0.25"));
    QVERIFY(question(QStringLiteral("scaling-variance-predict-dk256")).value(QLatin1String("prompt")).toObject()
                .value(QLatin1String("en")).toString().contains(QStringLiteral("59.5")));

    // Prediction at dₖ = 256: the expectation is the answer, the tolerance two standard errors,
    // and the lab's own measurement lies within it (as its explanation says).
    {
        const QJsonObject q = question(QStringLiteral("scaling-variance-predict-dk256"));
        const VarianceResult wide = at(256, 1, 0);
        QCOMPARE(q.value(QLatin1String("answer")).toDouble(), wide.assumedVariance);
        QVERIFY2(std::abs(q.value(QLatin1String("tolerance")).toDouble() - 2 * wide.varianceStandardError) < 0.5,
                 qPrintable(QString::number(wide.varianceStandardError)));
        QVERIFY2(check(q.value(QLatin1String("id")).toString(), wide.variance), qPrintable(QString::number(wide.variance)));
        QVERIFY(says(q.value(QLatin1String("explanation")).toObject(), wide.variance, 1));
        QVERIFY(says(q.value(QLatin1String("explanation")).toObject(), wide.varianceStandardError, 1));
    }
    // Prediction of saturation at dₖ = 1024: the range the answer names holds the measurement.
    {
        const QJsonObject q = question(QStringLiteral("scaling-variance-predict-saturation"));
        const double measured = at(1024, 1, 0).unscaledSaturation->meanMaxProbability;
        const QJsonArray choices = q.value(QLatin1String("choices")).toArray();
        const int answer = q.value(QLatin1String("answer")).toInt();
        QCOMPARE(choices.at(answer).toObject().value(QLatin1String("text")).toObject().value(QLatin1String("en")).toString(), QStringLiteral("Above 0.9"));
        QVERIFY2(measured > 0.9, qPrintable(QString::number(measured)));
        QVERIFY(says(q.value(QLatin1String("explanation")).toObject(), measured, 3));
        QVERIFY(q.value(QLatin1String("shuffle")) == QJsonValue(false));
        // The second range's feedback quotes the measurement at dₖ = 16.
        QVERIFY(says(choices.at(1).toObject().value(QLatin1String("feedback")).toObject(), at(16, 1, 0).unscaledSaturation->meanMaxProbability, 2));
    }
    // Two broken assumptions: the exact formula, and the lab's measurement the explanation quotes.
    {
        const QJsonObject q = question(QStringLiteral("scaling-variance-correlated"));
        QVERIFY(check(q.value(QLatin1String("id")).toString(), ScalingVarianceExperiment::predictedVariance(16, 2, 0.25)));
        QCOMPARE(q.value(QLatin1String("answer")).toDouble(), 496.0);
        QVERIFY(says(q.value(QLatin1String("explanation")).toObject(), at(16, 2, 0.25).variance, 0));
    }
}

void TestScalingVarianceLab::renderForInspection()
{
    const QByteArray directory = qgetenv("ATLAS_RENDER_DIR");
    if (directory.isEmpty())
        QSKIP("set ATLAS_RENDER_DIR to write the lab to PNG");
    ScalingVarianceParams p = builtInParams();
    ScalingVarianceLab lab(p);
    lab.resize(700, 800);
    lab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&lab));
    lab.finishPendingWork();
    const QDir out(QString::fromLocal8Bit(directory));
    const auto save = [&](const QString &stem) {
        QApplication::processEvents();
        QVERIFY(lab.grab().save(out.filePath(stem + QStringLiteral("-top.png"))));
        QWidget *sections = part<QWidget>(&lab, "sections");
        sections->resize(sections->width(), sections->sizeHint().height());
        QApplication::processEvents();
        QVERIFY(test::PageChecks::saveInPieces(sections, 1000, out.filePath(stem + QStringLiteral("-section-%1.png"))));
    };
    save(QStringLiteral("scaling-lab"));
    part<QDoubleSpinBox>(&lab, "coordinateStd")->setValue(2);
    lab.finishPendingWork();
    save(QStringLiteral("scaling-lab-broken"));
}

// §4: the width, samples, seed and keys boxes and the σ and ρ boxes under pasted garbage and
// keys beyond their ends: the settings the experiment runs with stay finite and in range.
void TestScalingVarianceLab::hostileControlsStayInRange()
{
    ScalingVarianceLab lab(quick());
    lab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&lab));
    ATLAS_ABUSE_OK(HostileInput::abuseAll(&lab));
    const ScalingVarianceParams s = lab.settings();
    QVERIFY(s.dk >= 1 && s.dk <= ScalingVarianceParams::maxWidth);
    QVERIFY(s.samples >= declared::scaling_variance::samples::minimum && s.samples <= declared::scaling_variance::samples::maximum);
    QVERIFY(s.keys >= declared::scaling_variance::keys::minimum && s.keys <= declared::scaling_variance::keys::maximum);
    QVERIFY(std::isfinite(s.coordinateStd) && s.coordinateStd >= declared::scaling_variance::std::minimum && s.coordinateStd <= declared::scaling_variance::std::maximum);
    QVERIFY(std::isfinite(s.correlation) && s.correlation >= 0 && s.correlation <= declared::scaling_variance::correlation::maximum);
    lab.finishPendingWork();
}

ATLAS_TEST_MAIN(TestScalingVarianceLab)
#include "tst_scalingvariancelab.moc"

// Cause and effect: the line under the controls names the setting and its change and, once
// measured, the engine's numbers before and after at the width shown; the measured curve
// before a change of σ stays beside the new one for a moment.
void TestScalingVarianceLab::aChangeSaysWhatItDidToTheNumbers()
{
    ScalingVarianceLab lab(quick());
    lab.finishPendingWork();
    QVERIFY(part<SettingChangeLine>(&lab, "settingChangeLine")->text().startsWith(QStringLiteral("Change a setting")));
    const VarianceResult before = ScalingVarianceExperiment::run(quick().config(16));
    part<QDoubleSpinBox>(&lab, "coordinateStd")->setValue(1.5);
    QVERIFY(part<VarianceChart>(&lab, "variance")->beforeSeries()->count() > 0);
    QVERIFY(part<VarianceChart>(&lab, "variance")->beforeSeries()->name().contains(QStringLiteral("before your change")));
    lab.finishPendingWork();
    ScalingVarianceParams changed = quick();
    changed.coordinateStd = 1.5;
    const VarianceResult after = ScalingVarianceExperiment::run(changed.config(16));
    const QLocale c = QLocale::c();
    const QString text = part<SettingChangeLine>(&lab, "settingChangeLine")->text();
    if (const QString dir = qEnvironmentVariable("ATLAS_RENDER_DIR"); !dir.isEmpty()) {
        lab.resize(600, 1400);
        QApplication::processEvents();
        lab.grab().save(dir + QStringLiteral("/scaling-variance-after-a-change.png"));
    }
    QVERIFY2(text.startsWith(QStringLiteral("Your last change, σ 1 → 1.5: at dₖ = 16, Var(q·k) %1 → %2")
                                 .arg(NumberInput::format(before.variance, c, 2), NumberInput::format(after.variance, c, 2))),
             qPrintable(text));
    QTRY_COMPARE_WITH_TIMEOUT(part<VarianceChart>(&lab, "variance")->beforeSeries()->count(), 0, MatrixHeatmap::changeMarkMilliseconds + 3000);
    QVERIFY(part<VarianceChart>(&lab, "variance")->beforeSeries()->name().isEmpty()); // out of the key
    // Another width: the numbers at the old width against those at the new one.
    part<WidthControl>(&lab, "width")->spinBox()->setValue(64);
    QVERIFY(part<SettingChangeLine>(&lab, "settingChangeLine")->text().startsWith(QStringLiteral("Your last change, dₖ 16 → 64")));
    lab.finishPendingWork();
    QVERIFY2(part<SettingChangeLine>(&lab, "settingChangeLine")->text().contains(QStringLiteral("at dₖ = 64, Var(q·k) %1 →").arg(NumberInput::format(after.variance, c, 2))),
             qPrintable(part<SettingChangeLine>(&lab, "settingChangeLine")->text()));
}
