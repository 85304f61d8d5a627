#include "scorememoryview.h"

#include "stageheader.h"

#include "sdk/boxlayout.h"
#include "sdk/chartfigure.h"
#include "sdk/colorscale.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <atlas/attentioncost.h>

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QScatterSeries>
#include <QTableWidget>

#include <cmath>

namespace atlas {

namespace {

constexpr double maxLog2Length = 17; // T up to 131 072

// "8.6 × 10⁹": large counts as a reader says them.
QString powerOfTen(double value, const QLocale &locale)
{
    const int exponent = static_cast<int>(std::floor(std::log10(value)));
    QString power = QString::number(exponent);
    static const char16_t superscripts[] = u"⁰¹²³⁴⁵⁶⁷⁸⁹";
    for (QChar &c : power)
        c = QChar(superscripts[c.digitValue()]);
    return locale.toString(value / std::pow(10.0, exponent), 'f', 1) + QStringLiteral(" × 10") + power;
}

Index tile(Index length)
{
    return std::min<Index>(length, ScoreMemoryView::tileSize);
}

} // namespace

ScoreMemoryView::ScoreMemoryView(QWidget *parent)
    : QWidget(parent), header_(new StageHeader(QString(), this)),
      chart_(new QChart), chartView_(new QChartView(chart_, this)), figure_(new ChartFigure(chartView_, this)),
      dense_(new QLineSeries), tiled_(new QLineSeries),
      example_(new QScatterSeries), intensityIntro_(new ParagraphLabel(this)), table_(new QTableWidget(3, 2, this)),
      scope_(new ParagraphLabel(this))
{
    // Object names let tests find the chart and its series.
    chartView_->setObjectName(QStringLiteral("scoreMemoryChart"));
    dense_->setObjectName(QStringLiteral("denseSeries"));
    tiled_->setObjectName(QStringLiteral("tiledSeries"));
    example_->setObjectName(QStringLiteral("exampleSeries"));
    chart_->setAnimationOptions(QChart::NoAnimation);
    chartView_->setRenderHint(QPainter::Antialiasing);
    chartView_->setMinimumHeight(320);
    chartView_->setMinimumWidth(380);
    dense_->setPen(QPen(ColorScale::category(5), 2.5));
    tiled_->setPen(QPen(ColorScale::category(4), 2.5, Qt::DashLine));
    example_->setColor(Qt::black);
    example_->setMarkerSize(11);
    example_->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    chart_->addSeries(dense_);
    chart_->addSeries(tiled_);
    chart_->addSeries(example_);

    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // The columns share the width there is and their texts wrap: in a narrow lab the table
    // grows taller instead of hiding a column.
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->horizontalHeader()->setDefaultAlignment(Qt::Alignment::fromInt(Qt::AlignCenter | Qt::TextWordWrap));
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->verticalHeader()->setDefaultAlignment(Qt::Alignment::fromInt(Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap));
    table_->setWordWrap(true);
    table_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table_->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    table_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Maximum);

    BoxLayout::column(this, {header_, figure_, intensityIntro_, table_, scope_});
    // Its texts and numbers are made together: a language change makes them again.
    (new Retranslator(this))->bind([this] { rebuild(); });
}

double ScoreMemoryView::lengthAt(double x)
{
    return std::pow(10.0, x);
}

double ScoreMemoryView::bytesAt(double y)
{
    return std::pow(10.0, y);
}

void ScoreMemoryView::show(int length, int heads, int keyWidth, int valueWidth)
{
    length_ = std::max(1, length);
    heads_ = std::max(1, heads);
    keyWidth_ = std::max(1, keyWidth);
    valueWidth_ = std::max(1, valueWidth);
    rebuild();
}

void ScoreMemoryView::rebuild()
{
    // The curves, on log₁₀ axes labelled in plain units.
    QList<QPointF> dense, tiled;
    for (int step = 0; step <= static_cast<int>(maxLog2Length) * 4; ++step) {
        const Index t = static_cast<Index>(std::llround(std::pow(2.0, step / 4.0)));
        const double x = std::log10(static_cast<double>(t));
        dense.append({x, std::log10(AttentionCost::denseScoreBytes(t, heads_, bytesPerElement))});
        tiled.append({x, std::log10(AttentionCost::tiledScoreBytes(t, heads_, tile(t), tile(t), bytesPerElement))});
    }
    dense_->replace(dense);
    tiled_->replace(tiled);
    const double x = std::log10(static_cast<double>(length_));
    example_->replace({{x, std::log10(AttentionCost::denseScoreBytes(length_, heads_, bytesPerElement))},
                       {x, std::log10(AttentionCost::tiledScoreBytes(length_, heads_, tile(length_), tile(length_), bytesPerElement))}});

    // removeAxis only gives the axis back: it is ours to delete (LeakSanitizer found the old
    // axes piling up, two per edit).
    for (QAbstractAxis *axis : chart_->axes()) {
        chart_->removeAxis(axis);
        delete axis;
    }
    auto *lengthAxis = new QCategoryAxis;
    lengthAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    lengthAxis->setRange(0, maxLog2Length * std::log10(2.0));
    // Ticks at 1, 10, 10², …, 10⁵: short enough for a narrow chart in every locale.
    static const QStringList powers{QStringLiteral("1"), QStringLiteral("10"), QStringLiteral("10²"), QStringLiteral("10³"),
                                    QStringLiteral("10⁴"), QStringLiteral("10⁵")};
    for (int i = 0; i < powers.size(); ++i)
        lengthAxis->append(powers.at(i), i);
    lengthAxis->setTitleText(tr("tokens T (log scale)"));
    auto *bytesAxis = new QCategoryAxis;
    bytesAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    bytesAxis->setRange(0, 12);
    //: Memory sizes on the chart's axis (decimal units).
    const QStringList byteLabels{tr("1 B"), tr("1 kB"), tr("1 MB"), tr("1 GB"), tr("1 TB")};
    for (int i = 0; i < byteLabels.size(); ++i)
        bytesAxis->append(byteLabels.at(i), 3 * i);
    bytesAxis->setTitleText(tr("bytes (log scale)"));
    chart_->addAxis(lengthAxis, Qt::AlignBottom);
    chart_->addAxis(bytesAxis, Qt::AlignLeft);
    for (QAbstractSeries *s : {static_cast<QAbstractSeries *>(dense_), static_cast<QAbstractSeries *>(tiled_),
                               static_cast<QAbstractSeries *>(example_)}) {
        s->attachAxis(lengthAxis);
        s->attachAxis(bytesAxis);
    }

    //: %n is the number of attention heads.
    figure_->setTitle(tr("Score memory per layer against sequence length (%n head(s), 2-byte numbers)", nullptr, heads_));
    dense_->setName(tr("dense: the whole T × T matrix per head"));
    tiled_->setName(tr("tiled (IO-aware): one %1 × %1 tile + 2T running numbers per head").arg(tileSize));
    example_->setName(tr("this example, T = %1").arg(length_));
    figure_->updateKey();
    //: The two labels inside the typeset formula of the score memory: "dense: T²Hb   tiled: (BrBc + 2T)Hb".
    //: Plain text only (no braces or backslashes).
    const QString denseWord = tr("dense:");
    //: See "dense:" — the memory of the tiled (IO-aware) kernel.
    const QString tiledWord = tr("tiled:");
    header_->setFormula(QStringLiteral("\\text{%1 } T^2 H b \\quad \\text{%2 } (B_r B_c + 2T) H b").arg(denseWord, tiledWord));
    header_->setExplanation(tr("The dense score matrix has T² entries per head: double the context, four times the memory. "
                               "A tiled, IO-aware kernel computes the same A·V tile by tile with a running softmax, so "
                               "it never stores the matrix — it changes how data moves, not the mathematics (up to rounding). "
                               "The pairwise work stays T² per head either way."));

    // Arithmetic intensity: operations per byte moved, if each operand crosses memory once.
    table_->setHorizontalHeaderLabels({tr("this example\nT = %1, dₖ = %2, dᵥ = %3").arg(length_).arg(keyWidth_).arg(valueWidth_),
                                       tr("a long context\nT = %1, dₖ = dᵥ = %2").arg(longContext).arg(longHeadWidth)});
    table_->setVerticalHeaderLabels({tr("scores QKᵀ, one head"), tr("mixture A·V, one head"), tr("one query at a time (q·Kᵀ)")});
    const auto cell = [this](int row, int column, double value) {
        auto *item = new QTableWidgetItem(tr("%1 operations/byte").arg(locale().toString(value, 'f', value < 10 ? 2 : 0)));
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        table_->setItem(row, column, item);
    };
    cell(0, 0, AttentionCost::matmulIntensity(length_, keyWidth_, length_, bytesPerElement));
    cell(1, 0, AttentionCost::matmulIntensity(length_, length_, valueWidth_, bytesPerElement));
    cell(2, 0, AttentionCost::matmulIntensity(1, keyWidth_, length_, bytesPerElement));
    cell(0, 1, AttentionCost::matmulIntensity(longContext, longHeadWidth, longContext, bytesPerElement));
    cell(1, 1, AttentionCost::matmulIntensity(longContext, longContext, longHeadWidth, bytesPerElement));
    cell(2, 1, AttentionCost::matmulIntensity(1, longHeadWidth, longContext, bytesPerElement));
    table_->setAccessibleName(tr("Arithmetic intensity of the attention products"));
    intensityIntro_->setText(tr("Why data reuse matters: a product of an m × k and a k × n matrix does 2mkn operations on "
                                "mk + kn + mn numbers. Tensor units finish operations far faster than memory delivers "
                                "numbers, so they only run near full speed when each number fetched is reused many times — "
                                "in large block products, not in one dot product at a time:"));
    scope_->setText(tr("Counts from formulas, 2 bytes per number. Attention Atlas does not run or time GPU kernels; the "
                       "long-context column applies the same formulas to a typical size (%1 operations in QKᵀ and A·V "
                       "for one head).")
                        .arg(powerOfTen(AttentionCost::attentionOperations(longContext, 1, longHeadWidth, longHeadWidth), locale())));
}

} // namespace atlas

#include "moc_scorememoryview.cpp"
