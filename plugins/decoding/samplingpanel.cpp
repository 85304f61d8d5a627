#include "samplingpanel.h"

#include "decodingsession.h"

#include "sdk/boxlayout.h"
#include "sdk/changemarking.h"
#include "sdk/colorscale.h"
#include "sdk/matrixheatmap.h"
#include "sdk/retranslator.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QGridLayout>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QLegend>
#include <QLocale>
#include <QSlider>
#include <QSpinBox>
#include <QTimer>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace atlas {

double SamplingPanel::temperatureAt(int position)
{
    return 0.05 * std::pow(100.0, position / 1000.0);
}

int SamplingPanel::positionOf(double temperature)
{
    return std::clamp(static_cast<int>(std::lround(1000.0 * std::log(temperature / 0.05) / std::log(100.0))), 0, 1000);
}

SamplingPanel::SamplingPanel(DecodingSession &session, QWidget *parent)
    : QWidget(parent), session_(session), temperatureValue_(new QLabel(this)), temperature_(new QSlider(Qt::Horizontal, this)), topK_(new QSpinBox(this)), seed_(new QSpinBox(this)),
      greedy_(new QCheckBox(this)), chart_(new QChartView(new QChart, this)), bars_(new QBarSet(QString())),
      before_(new QBarSet(QString(), this)), series_(new QHorizontalBarSeries(this)), beforeFade_(new QTimer(this)),
      tokensAxis_(new QBarCategoryAxis(this)), probabilityAxis_(new QValueAxis(this))
{
    setObjectName(QStringLiteral("samplingPanel"));
    temperature_->setObjectName(QStringLiteral("samplingTemperature"));
    topK_->setObjectName(QStringLiteral("topK"));
    greedy_->setObjectName(QStringLiteral("greedy"));
    seed_->setObjectName(QStringLiteral("samplingSeed"));
    chart_->setObjectName(QStringLiteral("nextTokenChart"));
    temperature_->setRange(0, 1000);
    temperature_->setPageStep(50);
    topK_->setRange(0, session_.corpus().size());
    seed_->setRange(0, int(declared::decoding::seed::maximum));
    auto *texts = new Retranslator(this);
    QLabel *temperatureLabel = texts->label(temperature_, [] { return tr("Sampling &temperature:"); });
    texts->accessibleName(temperature_, [] { return tr("Sampling temperature"); });
    QLabel *topKLabel = texts->label(topK_, [] { return tr("Top-&k:"); });
    texts->bind([this] { topK_->setSpecialValueText(tr("all tokens")); });
    texts->toolTip(topK_, [] { return tr("Keep only the k most likely tokens before the draw; 0 keeps every token."); });
    texts->text(greedy_, [] { return tr("&Greedy: always the most likely token"); });
    QLabel *seedLabel = texts->label(seed_, [] { return tr("Sampler &seed:"); });
    texts->toolTip(seed_, [] {
        return tr("The same seed and settings draw the same tokens: changing it starts the sequence again.");
    });
    temperatureValue_->setMinimumWidth(temperatureValue_->fontMetrics().horizontalAdvance(QStringLiteral("τₛ = 0,000")));
    auto *note = texts->paragraph([] {
        return tr("τₛ and k reshape the output distribution only, after every layer has run: the cache, the "
                  "attention weights and the logits are the same whatever you choose here. The attention "
                  "temperature τ of the first chapter is a different knob, inside every attention softmax.");
    });

    QHorizontalBarSeries *series = series_;
    bars_->setColor(ColorScale::category(4));
    bars_->setBorderColor(ColorScale::category(4));
    // Before the change: grey and hatched, a shape as well as a shade.
    before_->setColor(QColor(0xbb, 0xbb, 0xbb));
    before_->setBorderColor(QColor(0x66, 0x66, 0x66));
    before_->setBrush(QBrush(QColor(0x88, 0x88, 0x88), Qt::BDiagPattern));
    series->append(bars_);
    series->setBarWidth(0.7);
    beforeFade_->setSingleShot(true);
    beforeFade_->setInterval(MatrixHeatmap::changeMarkMilliseconds);
    connect(beforeFade_, &QTimer::timeout, this, [this] {
        if (series_->barSets().contains(before_))
            series_->take(before_);
        chart_->chart()->legend()->hide();
    });
    QChart *chart = chart_->chart();
    chart->addSeries(series);
    chart->addAxis(tokensAxis_, Qt::AlignLeft);
    chart->addAxis(probabilityAxis_, Qt::AlignBottom);
    series->attachAxis(tokensAxis_);
    series->attachAxis(probabilityAxis_);
    tokensAxis_->setTruncateLabels(false); // a word elided to "…" says nothing
    probabilityAxis_->setRange(0, 1);
    probabilityAxis_->setTickCount(6);
    probabilityAxis_->setLabelFormat(QStringLiteral("%.1f"));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->hide();
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setBackgroundRoundness(0);
    chart_->setRenderHint(QPainter::Antialiasing);
    chart_->setMinimumHeight(300);
    chart_->setMinimumWidth(280);
    chart_->setFocusPolicy(Qt::NoFocus);

    // Labels above their fields where the fields are wide: the lab may be 440 pixels narrow.
    auto *grid = new QGridLayout;
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(temperatureLabel, 0, 0, 1, 3);
    grid->addWidget(temperature_, 1, 0, 1, 2);
    grid->addWidget(temperatureValue_, 1, 2);
    grid->addWidget(topKLabel, 2, 0);
    grid->addWidget(topK_, 2, 1, Qt::AlignLeft);
    grid->addWidget(greedy_, 3, 0, 1, 3, Qt::AlignLeft);
    grid->addWidget(seedLabel, 4, 0);
    grid->addWidget(seed_, 4, 1, Qt::AlignLeft);
    grid->setColumnStretch(1, 1);
    BoxLayout::column(this, {grid, chart_, note});

    load();
    // Each is an edit whose effect the chart shows for a moment beside the bars before it.
    connect(temperature_, &QSlider::valueChanged, this, [this](int position) {
        ChangeMarking marking(this);
        session_.setTemperature(temperatureAt(position));
    });
    connect(topK_, &QSpinBox::valueChanged, this, [this](int k) {
        ChangeMarking marking(this);
        session_.setTopK(k);
    });
    connect(greedy_, &QCheckBox::toggled, this, [this](bool on) {
        ChangeMarking marking(this);
        session_.setGreedy(on);
    });
    connect(seed_, &QSpinBox::valueChanged, this, [this](int seed) {
        ChangeMarking marking(this);
        session_.setSamplingSeed(seed);
    });
    connect(&session_, &DecodingSession::samplingChanged, this, &SamplingPanel::refresh);
    connect(&session_, &DecodingSession::sequenceChanged, this, &SamplingPanel::refresh);
    texts->bind([this] {
        probabilityAxis_->setTitleText(tr("probability"));
        //: Legend of the next-token chart for a moment after a change of τₛ, k or greedy.
        bars_->setLabel(tr("now"));
        before_->setLabel(tr("before your change"));
        tokensAxis_->setTitleText(tr("token"));
        refresh();
    });
}

void SamplingPanel::load()
{
    const QSignalBlocker a(temperature_), b(topK_), c(greedy_), d(seed_);
    temperature_->setValue(positionOf(session_.sampling().temperature));
    topK_->setValue(int(session_.sampling().topK));
    greedy_->setChecked(session_.sampling().greedy);
    seed_->setValue(int(session_.samplingSeed()));
}

void SamplingPanel::refresh()
{
    const QLocale locale;
    const bool greedy = session_.sampling().greedy;
    temperature_->setEnabled(!greedy);
    topK_->setEnabled(!greedy);
    seed_->setEnabled(!greedy);
    temperatureValue_->setText(QStringLiteral("τₛ = ") + locale.toString(session_.sampling().temperature, 'f', 2));

    const RowVector<double> p = session_.nextDistribution();
    // Within an edit of the same position's distribution, the bars before it stay beside the new.
    const bool compare = ChangeMarking::isActive() && shownDistribution_.size() == p.size() && p.size() > 0;
    const RowVector<double> previous = shownDistribution_;
    shownDistribution_ = p;
    bars_->remove(0, bars_->count());
    before_->remove(0, before_->count());
    tokensAxis_->clear();
    if (!compare && series_->barSets().contains(before_)) {
        series_->take(before_);
        chart_->chart()->legend()->hide();
    }
    if (p.size() == 0) {
        // Still titled while there is nothing to show: a screen reader names a chart by it.
        //: Title of the next-token chart before the model has given a distribution.
        chart_->chart()->setTitle(tr("Next token: no distribution yet"));
        return;
    }
    std::vector<int> order(static_cast<std::size_t>(p.size()));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&p](int a, int b) { return p(a) > p(b); });
    const int shown = std::min<int>(shownTokens, int(order.size()));
    QStringList labels;
    QList<qreal> values, before;
    int changed = 0;
    // The horizontal bars run bottom to top: the most likely token goes last, at the top.
    for (int i = shown - 1; i >= 0; --i) {
        const int token = order[std::size_t(i)];
        QString label = session_.corpus().label(token);
        while (labels.contains(label)) // categories must be distinct
            label += QLatin1Char(' ');
        labels.append(label);
        values.append(p(token));
        if (compare) {
            before.append(previous(token));
            changed += previous(token) != p(token) ? 1 : 0;
        }
    }
    tokensAxis_->append(labels);
    bars_->append(values);
    if (compare) {
        ChangeMarking::tally(bars_, changed);
        if (changed > 0) {
            before_->append(before);
            if (!series_->barSets().contains(before_))
                series_->append(before_);
            chart_->chart()->legend()->show();
            beforeFade_->start();
        }
    }
    const int kept = int((p.array() > 0).count());
    //: %1 the position whose next token is shown, %2 how many tokens have a chance above zero, %3 the vocabulary size.
    chart_->chart()->setTitle(tr("Next token after position %1: %2 of %3 tokens possible")
                                  .arg(session_.length() - 1)
                                  .arg(kept)
                                  .arg(p.size()));
}

QList<double> SamplingPanel::beforeProbabilities() const
{
    QList<double> values;
    if (!series_->barSets().contains(before_))
        return values;
    for (int i = before_->count() - 1; i >= 0; --i)
        values.append(before_->at(i));
    return values;
}

QList<ExportableFigure> SamplingPanel::figures() const
{
    return {{QStringLiteral("next-token-distribution"), chart_, nullptr}};
}

QList<double> SamplingPanel::shownProbabilities() const
{
    QList<double> values;
    for (int i = bars_->count() - 1; i >= 0; --i)
        values.append(bars_->at(i));
    return values;
}

} // namespace atlas

#include "moc_samplingpanel.cpp"
