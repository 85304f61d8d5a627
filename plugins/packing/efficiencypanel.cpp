#include "efficiencypanel.h"

#include "packingsession.h"

#include "sdk/colorscale.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QValueAxis>
#include <QVBoxLayout>

namespace atlas {

namespace {

QString times(double x)
{
    return QLocale().toString(x, 'f', 2) + QStringLiteral("×");
}

QString share(Index part, Index whole)
{
    return whole > 0 ? QLocale().toString(100.0 * double(part) / double(whole), 'f', 0) + QStringLiteral(" %") : QStringLiteral("—");
}

} // namespace

EfficiencyPanel::EfficiencyPanel(PackingSession &session, QWidget *parent)
    : QWidget(parent), session_(session), intro_(new QLabel(this)), tileLabel_(new QLabel(this)),
      tile_(new QSpinBox(this)), table_(new QTableWidget(this)), chartView_(new QChartView(new QChart, this)),
      series_(new QBarSeries(this)), denseSet_(new QBarSet(QString(), this)), causalSet_(new QBarSet(QString(), this)),
      allowedSet_(new QBarSet(QString(), this)), blockAxis_(new QBarCategoryAxis(this)), pairAxis_(new QValueAxis(this)),
      scope_(new QLabel(this))
{
    setObjectName(QStringLiteral("efficiencyPanel"));
    intro_->setWordWrap(true);
    scope_->setWordWrap(true);
    tile_->setRange(1, 64);
    tile_->setValue(session_.tileSize());
    tileLabel_->setBuddy(tile_);
    table_->setColumnCount(2);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 6);
    table_->setMinimumHeight(10 * (table_->fontMetrics().height() + 6));

    denseSet_->setColor(QColor(0xbb, 0xbb, 0xbb));
    causalSet_->setColor(ColorScale::category(1));
    allowedSet_->setColor(ColorScale::category(4));
    series_->append(denseSet_);
    series_->append(causalSet_);
    series_->append(allowedSet_);
    QChart *chart = chartView_->chart();
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->addSeries(series_);
    chart->addAxis(blockAxis_, Qt::AlignBottom);
    chart->addAxis(pairAxis_, Qt::AlignLeft);
    series_->attachAxis(blockAxis_);
    series_->attachAxis(pairAxis_);
    pairAxis_->setLabelFormat(QStringLiteral("%d"));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(2, 2, 2, 2));
    chartView_->setRenderHint(QPainter::Antialiasing);
    chartView_->setMinimumHeight(260);

    auto *tileRow = new QHBoxLayout;
    tileRow->addWidget(tileLabel_);
    tileRow->addWidget(tile_);
    tileRow->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro_);
    layout->addLayout(tileRow);
    layout->addWidget(table_);
    layout->addWidget(chartView_);
    layout->addWidget(scope_);
    layout->addStretch(1);

    connect(tile_, &QSpinBox::valueChanged, &session_, &PackingSession::setTileSize);
    connect(&session_, &PackingSession::corpusChanged, this, &EfficiencyPanel::refresh);
    connect(&session_, &PackingSession::selectionChanged, this, &EfficiencyPanel::refresh);
    retranslate();
}

void EfficiencyPanel::refresh()
{
    {
        const QSignalBlocker block(tile_);
        tile_->setValue(session_.tileSize());
    }
    const Index tile = session_.tileSize();
    block_ = MaskStatistics::of(session_.block().allowed(), tile);
    total_ = MaskStatistics();
    total_.tileSize = tile;
    QStringList categories;
    QList<qreal> dense, causal, allowed;
    for (std::size_t b = 0; b < session_.blocks().size(); ++b) {
        const MaskStatistics s = MaskStatistics::of(session_.blocks()[b].allowed(), tile);
        total_.length += s.length;
        total_.pairs += s.pairs;
        total_.causalPairs += s.causalPairs;
        total_.allowed += s.allowed;
        total_.tiles += s.tiles;
        total_.activeTiles += s.activeTiles;
        categories.append(tr("block %1").arg(b));
        dense.append(qreal(s.pairs));
        causal.append(qreal(s.causalPairs));
        allowed.append(qreal(s.allowed));
    }
    const std::pair<QString, std::pair<QString, QString>> rows[] = {
        {tr("slots T"), {QString::number(block_.length), QString::number(total_.length)}},
        {tr("dense score entries T²"), {QString::number(block_.pairs), QString::number(total_.pairs)}},
        {tr("plain causal pairs T(T+1)/2"), {QString::number(block_.causalPairs), QString::number(total_.causalPairs)}},
        {tr("allowed pairs (document-aware)"), {QString::number(block_.allowed), QString::number(total_.allowed)}},
        {tr("allowed share of T²"), {share(block_.allowed, block_.pairs), share(total_.allowed, total_.pairs)}},
        {tr("ideal speedup, only allowed pairs vs T²"), {times(block_.pairSpeedup()), times(total_.pairSpeedup())}},
        {tr("ideal speedup, only allowed pairs vs causal"),
         {times(block_.allowed ? double(block_.causalPairs) / double(block_.allowed) : 1.0),
          times(total_.allowed ? double(total_.causalPairs) / double(total_.allowed) : 1.0)}},
        {tr("%1 × %1 tiles with an allowed pair").arg(tile),
         {QStringLiteral("%1 / %2").arg(block_.activeTiles).arg(block_.tiles), QStringLiteral("%1 / %2").arg(total_.activeTiles).arg(total_.tiles)}},
        {tr("ideal speedup, only active tiles"), {times(block_.tileSpeedup()), times(total_.tileSpeedup())}},
    };
    table_->setRowCount(int(std::size(rows)));
    int r = 0;
    for (const auto &[name, values] : rows) {
        table_->setVerticalHeaderItem(r, new QTableWidgetItem(name));
        for (int c = 0; c < 2; ++c) {
            auto *item = new QTableWidgetItem(c == 0 ? values.first : values.second);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            table_->setItem(r, c, item);
        }
        ++r;
    }
    //: Column header: the current block, %1 its number.
    const QString current = tr("block %1").arg(session_.blockIndex());
    //: Column header: totals over every packed block, %n of them.
    const QString all = tr("all %n block(s)", nullptr, int(session_.blocks().size()));
    table_->setHorizontalHeaderLabels({current, all});

    for (QBarSet *set : {denseSet_, causalSet_, allowedSet_})
        set->remove(0, set->count());
    denseSet_->append(dense);
    causalSet_->append(causal);
    allowedSet_->append(allowed);
    blockAxis_->clear();
    blockAxis_->append(categories);
    double largest = 0;
    for (qreal x : dense)
        largest = std::max(largest, double(x));
    pairAxis_->setRange(0, largest > 0 ? largest * 1.05 : 1);
    pairAxis_->applyNiceNumbers();
}

void EfficiencyPanel::retranslate()
{
    intro_->setText(tr("Dense attention forms T² scores per head — quadratic in the block length. With "
                       "packing, most of them are masked: only the allowed (query, key) pairs contribute. A "
                       "kernel that skips masked work does that many, and one that skips whole tiles does "
                       "the tiles containing an allowed pair."));
    tileLabel_->setText(tr("Tile side B:"));
    tile_->setAccessibleName(tr("tile side"));
    table_->setAccessibleName(tr("pair counts and ideal speedups"));
    QChart *chart = chartView_->chart();
    chart->setTitle(tr("(query, key) pairs per block"));
    blockAxis_->setTitleText(tr("block"));
    pairAxis_->setTitleText(tr("pairs"));
    denseSet_->setLabel(tr("dense T²"));
    causalSet_->setLabel(tr("plain causal T(T+1)/2"));
    allowedSet_->setLabel(tr("document-aware, allowed"));
    chartView_->setAccessibleName(chart->title());
    scope_->setText(tr("Scope: these are counts, and the speedups ideal ones — no launch overhead, no load "
                       "imbalance, no memory traffic. This product builds the explicit masks and arrays; it "
                       "does not execute fused variable-length attention or measure packing speedups. "
                       "IO-aware kernels change memory movement, not the mathematics (up to floating-point "
                       "rounding): the same pairs are computed."));
    refresh();
}

void EfficiencyPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace atlas
