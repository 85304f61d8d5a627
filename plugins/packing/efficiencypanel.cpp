#include "efficiencypanel.h"

#include "packingsession.h"

#include "sdk/boxlayout.h"
#include "sdk/colorscale.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"
#include "sdk/taskcontrols.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QValueAxis>

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
    : QWidget(parent), session_(session), tile_(new QSpinBox(this)), table_(new QTableWidget(this)),
      chartView_(new QChartView(new QChart, this)), series_(new QBarSeries(this)), denseSet_(new QBarSet(QString(), this)),
      causalSet_(new QBarSet(QString(), this)), allowedSet_(new QBarSet(QString(), this)),
      blockAxis_(new QBarCategoryAxis(this)), pairAxis_(new QValueAxis(this)), rowLength_(new QComboBox(this)),
      measured_(new ParagraphLabel(this, QStringLiteral("measuredSpeedup"), ParagraphLabel::Selection::ByMouse)),
      controls_(new TaskControls(speedup_.task(), TaskControls::Bar::Compact, this))
{
    setObjectName(QStringLiteral("efficiencyPanel"));
    auto *texts = new Retranslator(this);
    auto *intro = texts->paragraph([] {
        return tr("Dense attention forms T² scores per head — quadratic in the block length. With "
                  "packing, most of them are masked: only the allowed (query, key) pairs contribute. A "
                  "kernel that skips masked work does that many, and one that skips whole tiles does "
                  "the tiles containing an allowed pair.");
    });
    tile_->setObjectName(QStringLiteral("tileSide"));
    tile_->setRange(1, 64);
    tile_->setValue(session_.tileSize());
    QLabel *tileLabel = texts->label(tile_, [] { return tr("Tile side B:"); });
    texts->accessibleName(tile_, [] { return tr("tile side"); });
    table_->setObjectName(QStringLiteral("pairCounts"));
    table_->setColumnCount(2);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 6);
    table_->setMinimumHeight(10 * (table_->fontMetrics().height() + 6));
    texts->accessibleName(table_, [] { return tr("pair counts and ideal speedups"); });

    denseSet_->setColor(QColor(0xbb, 0xbb, 0xbb));
    causalSet_->setColor(ColorScale::category(1));
    allowedSet_->setColor(ColorScale::category(4));
    allowedSet_->setObjectName(QStringLiteral("allowedBars"));
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
    texts->bind([this] { showChartTexts(); });

    auto *measuredTitle = new QLabel(this);
    QFont bold = measuredTitle->font();
    bold.setBold(true);
    measuredTitle->setFont(bold);
    texts->text(measuredTitle, [] { return tr("Measured on this machine"); });
    rowLength_->setObjectName(QStringLiteral("rowLength"));
    rowLength_->addItem(QString(), 0); // the block as packed
    for (int target : {512, 2048, 8192})
        rowLength_->addItem(QString(), target);
    rowLength_->setCurrentIndex(2);
    QLabel *rowLengthLabel = texts->label(rowLength_, [] { return tr("Row length:"); });
    texts->accessibleName(rowLength_, [] { return tr("Length of the row to measure"); });
    controls_->runButton()->setObjectName(QStringLiteral("measureSpeedup"));
    controls_->cancelButton()->setObjectName(QStringLiteral("cancelSpeedup"));
    texts->text(controls_->runButton(), [] { return tr("Measure"); });
    texts->accessibleName(controls_->progressBar(), [] { return tr("Measurement progress"); });
    auto *scope = texts->paragraph([] {
        return tr("Scope: the counts and ideal speedups assume no launch overhead, no load imbalance and no memory "
                  "traffic. The measured speedup is the engine's exact tiled kernel on this computer's processor, "
                  "one thread, skipping the tiles the document mask empties; it can differ from the ideal either way, "
                  "since a kernel also pays per tile and per masked boundary, and a busy machine is noisy. It does not "
                  "measure fused variable-length GPU kernels or tensor units, where the figures differ. IO-aware kernels change "
                  "memory movement, not the mathematics (up to floating-point rounding): the same pairs are "
                  "computed.");
    });

    // The panel keeps the style's margins (a tab of its own, not a lab section). Two rows for the
    // measurement, so that the tab stays as narrow as the chapter's other views in every language.
    setLayout(BoxLayout::column({intro, BoxLayout::row({tileLabel, tile_, BoxLayout::stretch()}), table_, measuredTitle,
                                 BoxLayout::row({rowLengthLabel, rowLength_, BoxLayout::stretch()}), controls_, measured_,
                                 chartView_, scope, BoxLayout::stretch()}));

    connect(tile_, &QSpinBox::valueChanged, &session_, &PackingSession::setTileSize);
    connect(&session_, &PackingSession::corpusChanged, this, &EfficiencyPanel::refresh);
    connect(&session_, &PackingSession::selectionChanged, this, &EfficiencyPanel::refresh);
    connect(rowLength_, &QComboBox::currentIndexChanged, this, &EfficiencyPanel::showMeasurement);
    connect(controls_, &TaskControls::runRequested, this, &EfficiencyPanel::measure);
    connect(&speedup_.task(), &BackgroundTaskBase::started, this, &EfficiencyPanel::showMeasurement);
    connect(&speedup_.task(), &BackgroundTaskBase::finished, this, &EfficiencyPanel::showMeasurement);
    // The table's and the chart's category names are translated too.
    texts->bind([this] { refresh(); });
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
    showMeasurement();
}

PackingSpeedup::Settings EfficiencyPanel::speedupSettings() const
{
    PackingSpeedup::Settings s;
    const PackedBlock &block = session_.block();
    s.documentIds.assign(block.documentIds.begin(), block.documentIds.end());
    const Index target = rowLength_->currentData().toInt();
    s.scale = target > 0 ? PackingSpeedup::scaleFor(block.length(), target) : 1;
    s.block = session_.blockIndex();
    return s;
}

void EfficiencyPanel::measure()
{
    // The settings stay within PackingSpeedup's limits; a ShapeError would end the run as failed.
    speedup_.start(speedupSettings());
}

void EfficiencyPanel::prepareForScreenshot()
{
    speedup_.finish(speedupSettings());
}

QString EfficiencyPanel::measuredText() const
{
    return measured_->text();
}

void EfficiencyPanel::showMeasurement()
{
    const QLocale locale;
    const bool running = speedup_.task().isRunning();
    const PackedBlock &block = session_.block();
    // A translation may be longer than the first one shown: the box follows its items.
    rowLength_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (int i = 0; i < rowLength_->count(); ++i) {
        const Index target = rowLength_->itemData(i).toInt();
        const Index length = target > 0 ? block.length() * PackingSpeedup::scaleFor(block.length(), target) : block.length();
        rowLength_->setItemText(i, target > 0
            //: A row length to measure at: every slot stands for several positions; %1 is the resulting T.
            ? tr("T = %1 (scaled)").arg(locale.toString(static_cast<qlonglong>(length)))
            //: The block measured as packed; %1 is its length T.
            : tr("T = %1 (as packed)").arg(locale.toString(static_cast<qlonglong>(length))));
    }
    if (running) {
        //: While the kernel is being timed on a worker thread.
        measured_->setText(tr("Measuring on a worker thread…"));
        return;
    }
    const std::optional<PackingSpeedup::Outcome> &o = speedup_.outcome();
    if (!o) {
        measured_->setText(tr("Not measured yet. Measure times the engine's tiled kernel on this block twice — with the "
                              "plain causal mask over the whole row and with the document-aware mask — and sets the "
                              "measured speedup beside the ideal one."));
        return;
    }
    const PackingSpeedup::Settings &s = o->settings;
    const QString number = locale.toString(s.block), scale = locale.toString(static_cast<qlonglong>(s.scale)),
                  length = locale.toString(static_cast<qlonglong>(o->length)), width = locale.toString(static_cast<qlonglong>(s.headWidth)),
                  runs = locale.toString(s.repeats);
    QString text = s.scale > 1
        //: %1 block number; %2 positions per slot; %3 the row length measured; %4 head width; %5 timed runs.
        ? tr("Block %1, every slot standing for %2 positions: T = %3, one head, dₖ = dᵥ = %4, float, one thread; the "
             "tiled kernel, median of %5 forward passes.").arg(number, scale, length, width, runs)
        //: %1 block number; %2 its length T; %3 head width; %4 timed runs.
        : tr("Block %1 as packed: T = %2, one head, dₖ = dᵥ = %3, float, one thread; the tiled kernel, median of %4 "
             "forward passes.").arg(number, length, width, runs);
    text += QLatin1Char(' ');
    //: %1 and %2: times in ms; %3 measured speedup; %4 ideal speedup of the same row.
    text += tr("Causal over the whole row: %1 ms; document-aware: %2 ms. Measured speedup %3, ideal %4 (plain causal "
               "pairs ÷ allowed pairs of this row).")
                .arg(locale.toString(o->causal.medianMs, 'f', 2), locale.toString(o->documents.medianMs, 'f', 2),
                     times(o->measuredSpeedup()), times(o->idealSpeedup()));
    if (!(s == speedupSettings()))
        text += QLatin1Char(' ') + tr("(Measured before the last change of the packing, block or length: press Measure "
                                      "again.)");
    measured_->setText(text);
}

void EfficiencyPanel::showChartTexts()
{
    QChart *chart = chartView_->chart();
    chart->setTitle(tr("(query, key) pairs per block"));
    blockAxis_->setTitleText(tr("block"));
    pairAxis_->setTitleText(tr("pairs"));
    denseSet_->setLabel(tr("dense T²"));
    causalSet_->setLabel(tr("plain causal T(T+1)/2"));
    allowedSet_->setLabel(tr("document-aware, allowed"));
    chartView_->setAccessibleName(chart->title());
}

} // namespace atlas

#include "moc_efficiencypanel.cpp"
