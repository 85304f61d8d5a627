#include "weightsexplanationdemo.h"

#include "demochartview.h"
#include "localewatcher.h"
#include "settinglabel.h"

#include "sdk/boxlayout.h"
#include "sdk/colorscale.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QSlider>
#include <QValueAxis>

#include <cmath>

namespace atlas {

namespace {

QString number(double value, int decimals)
{
    QString s = QLocale().toString(value, 'f', decimals);
    // A real minus sign, as everywhere in the course.
    if (s.startsWith(QLocale().negativeSign()))
        s.replace(0, QLocale().negativeSign().size(), QChar(0x2212));
    else if (value > 0)
        s.prepend(QLatin1Char('+'));
    return s;
}

} // namespace

WeightsExplanationDemo::WeightsExplanationDemo(QWidget *parent)
    : QWidget(parent), slider_(new QSlider(Qt::Horizontal, this)), shiftValue_(new QLabel(this)), chart_(new QChart),
      chartView_(new DemoChartView(chart_, 300, this)), weights_(new QBarSet(QString())),
      output_(new ParagraphLabel(this, QStringLiteral("output"))), influence_(new ParagraphLabel(this, QStringLiteral("influence")))
{
    setObjectName(QStringLiteral("weightsExplanation"));
    slider_->setObjectName(QStringLiteral("shift"));
    slider_->setRange(-sliderSteps, sliderSteps);
    slider_->setSingleStep(1);
    slider_->setPageStep(5);
    slider_->setValue(18);
    slider_->setTickPosition(QSlider::TicksBelow);
    slider_->setTickInterval(10);
    auto *texts = new Retranslator(this);
    //: Label of the slider that moves attention weight between two keys with equal values.
    QLabel *sliderLabel = settingLabel(texts, slider_, [] { return tr("Move weight between k₁ and k₂ (both hold the value 2):"); }, [] { return tr("Weight shift δ between k₁ and k₂"); });
    shiftValue_->setMinimumWidth(QFontMetrics(font()).horizontalAdvance(QStringLiteral("δ = −3.0")) + 8);

    weights_->setColor(ColorScale::category(4));
    weights_->setBorderColor(ColorScale::category(4).darker(130));
    auto *series = new QBarSeries;
    series->append(weights_);
    series->setLabelsVisible(true);
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    series->setLabelsFormat(QStringLiteral("@value"));
    series->setLabelsPrecision(3);
    chart_->addSeries(series);
    auto *keys = new QBarCategoryAxis;
    keys->append({QStringLiteral("k₁ (v = 2)"), QStringLiteral("k₂ (v = 2)"), QStringLiteral("k₃ (v = 6)")});
    chart_->addAxis(keys, Qt::AlignBottom);
    series->attachAxis(keys);
    // The chart draws on its theme's own (light) background, not the window's: its value
    // labels take the theme's text colour, as the axes do, not the desktop's.
    weights_->setLabelColor(keys->labelsColor());
    auto *weightAxis = new QValueAxis;
    weightAxis->setRange(0, 1.2); // room for the labels above the bars
    weightAxis->setTickCount(7);
    weightAxis->setLabelFormat(QStringLiteral("%.1f"));
    chart_->addAxis(weightAxis, Qt::AlignLeft);
    series->attachAxis(weightAxis);
    texts->bind([this, weightAxis, keys] {
        //: Chart title.
        chart_->setTitle(tr("Weights of one query over three keys"));
        weights_->setLabel(tr("attention weight aⱼ"));
        weightAxis->setTitleText(tr("weight aⱼ (no unit)"));
        keys->setTitleText(tr("key (its value v, in value units)"));
        chartView_->setAccessibleName(chart_->title());
    });

    auto *controls = new QGridLayout;
    controls->addWidget(sliderLabel, 0, 0, 1, 2);
    controls->addWidget(slider_, 1, 0);
    controls->addWidget(shiftValue_, 1, 1);
    controls->setColumnStretch(0, 1);
    BoxLayout::column(this, {controls, chartView_, output_, influence_});

    connect(slider_, &QSlider::valueChanged, this, &WeightsExplanationDemo::recompute);
    // The claim "the output never moves" is checked at the ends, by the engine, once.
    lowEnd_ = WorkedRelation<double>::compute(scores(-3), values()).output;
    highEnd_ = WorkedRelation<double>::compute(scores(3), values()).output;
    texts->bind([this] { updateTexts(); });
    new LocaleWatcher(this, [this] { updateTexts(); });
    recompute();
}

Vector<double> WeightsExplanationDemo::scores(double delta)
{
    Vector<double> s(3);
    s << delta, -delta, std::log(std::exp(delta) + std::exp(-delta));
    return s;
}

Vector<double> WeightsExplanationDemo::values()
{
    Vector<double> v(3);
    v << 2, 2, 6;
    return v;
}

void WeightsExplanationDemo::setShift(double delta)
{
    slider_->setValue(static_cast<int>(std::lround(std::clamp(delta, -3.0, 3.0) * 10)));
}

double WeightsExplanationDemo::shift() const
{
    return slider_->value() / 10.0;
}

double WeightsExplanationDemo::outputAtEnds(bool low) const
{
    return low ? lowEnd_ : highEnd_;
}

void WeightsExplanationDemo::recompute()
{
    result_ = WorkedRelation<double>::compute(scores(shift()), values());
    weights_->remove(0, weights_->count());
    for (Index j = 0; j < result_.probabilities.size(); ++j)
        weights_->append(result_.probabilities(j));
    updateTexts();
}

QString WeightsExplanationDemo::outputText() const
{
    return output_->text();
}

QString WeightsExplanationDemo::influenceText() const
{
    return influence_->text();
}

void WeightsExplanationDemo::updateTexts()
{
    shiftValue_->setText(QStringLiteral("δ = ") + number(shift(), 1));
    if (result_.probabilities.size() != 3) // not computed yet
        return;
    const Vector<double> &a = result_.probabilities;
    const QString here = QLocale().toString(result_.output, 'f', 4);
    const QString low = QLocale().toString(lowEnd_, 'f', 4), high = QLocale().toString(highEnd_, 'f', 4);
    QString reading;
    if (std::abs(a(0) - a(1)) < 1e-12)
        reading = tr("Here k₁ and k₂ share their weight equally.");
    else
        //: %1 is k₁ or k₂: the key that now holds most of k₁'s and k₂'s weight.
        reading = tr("Among k₁ and k₂ the weights now point at %1, yet nothing the query computes has changed.")
                      .arg(a(0) > a(1) ? QStringLiteral("k₁") : QStringLiteral("k₂"));
    //: %1 is the output; %2 and %3 the outputs at the slider's ends; %4 says where the weights point.
    output_->setText(tr("Output o = %1 value units here, %2 with the slider at the left end, %3 at the right end. %4")
                         .arg(here, low, high, reading));
    const Vector<double> &g = result_.gradScores;
    //: %1, %2, %3: derivatives of the output with respect to the three scores.
    influence_->setText(tr("How much each score moves the output, ∂o/∂sⱼ = aⱼ(vⱼ − o): k₁ %1, k₂ %2, k₃ %3. "
                           "k₃ holds half of the weight, and the biggest influence, pulling o up towards 6; "
                           "a weight is not an influence.")
                            .arg(number(g(0), 3), number(g(1), 3), number(g(2), 3)));
}

} // namespace atlas

#include "moc_weightsexplanationdemo.cpp"
