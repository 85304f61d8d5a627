#include "kernelscalingdemo.h"

#include "demochartview.h"
#include "localewatcher.h"
#include "settinglabel.h"

#include "sdk/boxlayout.h"
#include "sdk/colorscale.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"
#include "sdk/scientificnumber.h"
#include "sdk/taskcontrols.h"

#include <atlas/cpulevel.h>

#include <QChart>
#include <QComboBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QThread>

#include <cmath>

namespace atlas {

namespace {

using Kernel = KernelScalingSweep::Kernel;

constexpr double mebibyte = 1024.0 * 1024.0;

QColor kernelColor(Kernel kernel)
{
    switch (kernel) {
    case Kernel::Dense:
        return ColorScale::category(5);
    case Kernel::Tiled:
        return ColorScale::category(4);
    case Kernel::TiledDocuments:
        return ColorScale::category(2);
    }
    return Qt::black;
}

int kernelIndex(Kernel kernel)
{
    return static_cast<int>(kernel);
}

QLineSeries *measuredSeries(Kernel kernel)
{
    auto *s = new QLineSeries;
    s->setPen(QPen(kernelColor(kernel), 2));
    s->setPointsVisible(true);
    s->setMarkerSize(7);
    return s;
}

// Drawn over the measured line of its kernel, so darker and dashed to stay visible where the
// two agree.
QLineSeries *countedSeries(Kernel kernel)
{
    auto *s = new QLineSeries;
    s->setPen(QPen(kernelColor(kernel).darker(160), 1.5, Qt::DashLine));
    return s;
}

// "256 KiB", "1.5 MiB": one decimal only below 10 of the unit.
QString dataSize(double bytes, const QLocale &locale)
{
    double value = bytes;
    while (value >= 1024)
        value /= 1024;
    return locale.formattedDataSize(qint64(std::llround(bytes)), value < 10 ? 1 : 0);
}

QLogValueAxis *logAxis(int base, const QString &format)
{
    auto *axis = new QLogValueAxis;
    axis->setBase(base);
    axis->setLabelFormat(format);
    axis->setMinorTickCount(-1);
    return axis;
}

// A decade-aligned range around [low, high] for a base-10 log axis.
std::pair<double, double> decades(double low, double high)
{
    if (!(low > 0) || !(high > 0))
        return {0.01, 100};
    double from = std::pow(10.0, std::floor(std::log10(low)));
    double to = std::pow(10.0, std::ceil(std::log10(high)));
    if (to <= from)
        to = from * 10;
    // A hair wider, so that pow()'s rounding never drops the end labels.
    return {from * (1 - 1e-9), to * (1 + 1e-9)};
}

void addAxes(QChart *chart, QLogValueAxis *x, QLogValueAxis *y)
{
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
}

void attach(QChart *chart, QLineSeries *series, QLogValueAxis *x, QLogValueAxis *y)
{
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
}

} // namespace

KernelScalingDemo::KernelScalingDemo(QWidget *parent)
    : QWidget(parent), fromBox_(new QComboBox(this)), toBox_(new QComboBox(this)), headsBox_(new QComboBox(this)),
      widthBox_(new QComboBox(this)), precisionBox_(new QComboBox(this)), threadsBox_(new QSpinBox(this)),
      documentsBox_(new QSpinBox(this)), repeatsBox_(new QSpinBox(this)), controls_(new TaskControls(sweep_.task(), TaskControls::Bar::Compact, this)),
      status_(new ParagraphLabel(this, QStringLiteral("status"))), machine_(new ParagraphLabel(this, QStringLiteral("machine"))), timeChart_(new QChart), memoryChart_(new QChart),
      timeView_(new DemoChartView(timeChart_, 340, this)), memoryView_(new DemoChartView(memoryChart_, 340, this)),
      timeX_(logAxis(2, QStringLiteral("%.0f"))), timeY_(logAxis(10, QStringLiteral("%g"))),
      memoryX_(logAxis(2, QStringLiteral("%.0f"))), memoryY_(logAxis(10, QStringLiteral("%g"))),
      countedDenseTime_(countedSeries(Kernel::Dense)), countedTiledTime_(countedSeries(Kernel::Tiled)),
      countedDenseMemory_(countedSeries(Kernel::Dense)), countedTiledMemory_(countedSeries(Kernel::Tiled)),
      table_(new QTableWidget(this))
{
    setObjectName(QStringLiteral("kernelScaling"));
    const QLocale locale;
    auto *texts = new Retranslator(this);
    auto *intro = texts->paragraph([] {
        return tr("Measured on this machine: the engine's dense kernel, which forms and keeps every T × T score "
                  "matrix, against its tiled kernel, which never does — with a causal mask, and with a causal mask "
                  "within equal documents (tiles with no allowed pair are skipped). One forward pass each, on random "
                  "Q, K and V.");
    });
    for (Index t = KernelScalingSweep::minLength; t <= KernelScalingSweep::maxLength; t *= 2) {
        fromBox_->addItem(locale.toString(static_cast<qlonglong>(t)), static_cast<qlonglong>(t));
        toBox_->addItem(locale.toString(static_cast<qlonglong>(t)), static_cast<qlonglong>(t));
    }
    for (int h : {1, 2, 4, 8, 16})
        headsBox_->addItem(locale.toString(h), h);
    for (int d : {32, 64, 128, 256})
        widthBox_->addItem(locale.toString(d), d);
    precisionBox_->addItem(QString(), true);
    precisionBox_->addItem(QString(), false);
    threadsBox_->setRange(1, std::max(1, QThread::idealThreadCount()));
    documentsBox_->setRange(2, int(KernelScalingSweep::maxDocuments));
    repeatsBox_->setRange(1, KernelScalingSweep::maxRepeats);
    fromBox_->setObjectName(QStringLiteral("fromLength"));
    toBox_->setObjectName(QStringLiteral("toLength"));
    headsBox_->setObjectName(QStringLiteral("heads"));
    widthBox_->setObjectName(QStringLiteral("headWidth"));
    precisionBox_->setObjectName(QStringLiteral("precision"));
    threadsBox_->setObjectName(QStringLiteral("threads"));
    documentsBox_->setObjectName(QStringLiteral("documents"));
    repeatsBox_->setObjectName(QStringLiteral("repeats"));
    controls_->runButton()->setObjectName(QStringLiteral("measure"));
    controls_->cancelButton()->setObjectName(QStringLiteral("cancel"));
    controls_->progressBar()->setObjectName(QStringLiteral("progress"));
    table_->setObjectName(QStringLiteral("measurements"));
    QLabel *fromLabel = settingLabel(texts, fromBox_, [] { return tr("T from:"); }, [] { return tr("Shortest sequence length T, in tokens"); });
    QLabel *toLabel = settingLabel(texts, toBox_, [] { return tr("to:"); }, [] { return tr("Longest sequence length T, in tokens"); });
    QLabel *headsLabel = settingLabel(texts, headsBox_, [] { return tr("Heads:"); }, [] { return tr("Number of heads H"); });
    QLabel *widthLabel = settingLabel(texts, widthBox_, [] { return tr("dₖ = dᵥ:"); }, [] { return tr("Head width dₖ = dᵥ"); });
    QLabel *precisionLabel = settingLabel(texts, precisionBox_, [] { return tr("Precision:"); }, [] { return tr("Floating-point precision"); });
    texts->bind([this] {
        // A translation may be longer than the first one shown: the box follows its items.
        precisionBox_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        precisionBox_->setItemText(0, tr("float"));
        precisionBox_->setItemText(1, tr("double"));
    });
    QLabel *threadsLabel = settingLabel(texts, threadsBox_, [] { return tr("Threads:"); }, [] { return tr("Threads the kernels run on"); });
    QLabel *documentsLabel = settingLabel(texts, documentsBox_, [] { return tr("Documents:"); }, [] { return tr("Number of equal documents of the document mask"); });
    QLabel *repeatsLabel = settingLabel(texts, repeatsBox_, [] { return tr("Timed runs:"); }, [] { return tr("Timed runs per measurement"); });
    texts->text(controls_->runButton(), [] {
        //: Starts the benchmark.
        return tr("Measure");
    });
    texts->accessibleName(controls_->progressBar(), [] { return tr("Measurement progress"); });
    auto *note = new ParagraphLabel(this);
    note->setForegroundRole(QPalette::PlaceholderText);
    texts->text(note, [] {
        return tr("Points: measured. Dashed lines: the counted model, in the kernel's colour — in the time chart "
                  "the counted operations at the matrix-product rate measured here, in the memory chart the bytes of "
                  "the scores held at once (dense H·T²·b; tiled (Br·Bc + 2T)·H·b, one tile per head and two numbers "
                  "per query). Time: the median wall-clock time of one forward pass. Extra memory: what the kernel "
                  "holds beyond Q, K, V and the output, as it reports it. Operations: 2·H·(dₖ + dᵥ) per query–key pair "
                  "computed — all T² for the dense kernel, which masks after forming the scores; the allowed pairs "
                  "for the tiled ones. A dense measurement that would hold more than 2²⁷ scores is not run.");
    });

    addAxes(timeChart_, timeX_, timeY_);
    addAxes(memoryChart_, memoryX_, memoryY_);
    for (Kernel kernel : KernelScalingSweep::kernels()) {
        QLineSeries *time = measuredSeries(kernel), *memory = measuredSeries(kernel);
        attach(timeChart_, time, timeX_, timeY_);
        attach(memoryChart_, memory, memoryX_, memoryY_);
        measuredTime_.append(time);
        measuredMemory_.append(memory);
    }
    attach(timeChart_, countedDenseTime_, timeX_, timeY_);
    attach(timeChart_, countedTiledTime_, timeX_, timeY_);
    attach(memoryChart_, countedDenseMemory_, memoryX_, memoryY_);
    attach(memoryChart_, countedTiledMemory_, memoryX_, memoryY_);
    // The legend names the kernels (their colours); the note under the charts says what the
    // dashed lines are, so the legend fits a narrow column.
    for (QChart *chart : {timeChart_, memoryChart_})
        for (QLegendMarker *marker : chart->legend()->markers())
            if (marker->series() == countedDenseTime_ || marker->series() == countedTiledTime_
                || marker->series() == countedDenseMemory_ || marker->series() == countedTiledMemory_)
                marker->setVisible(false);

    table_->setColumnCount(6);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    table_->verticalHeader()->setVisible(false);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Fixed); // set in showPoints()
    // The share of GEMM speed holds "78 %": as wide as its header, the rest for the others.
    table_->horizontalHeader()->setSectionResizeMode(3, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setDefaultAlignment(Qt::AlignRight | Qt::AlignVCenter);
    table_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table_->setWordWrap(true);

    auto *settingsGrid = new QGridLayout;
    settingsGrid->addWidget(fromLabel, 0, 0);
    settingsGrid->addWidget(fromBox_, 0, 1);
    settingsGrid->addWidget(toLabel, 0, 2);
    settingsGrid->addWidget(toBox_, 0, 3);
    settingsGrid->addWidget(headsLabel, 1, 0);
    settingsGrid->addWidget(headsBox_, 1, 1);
    settingsGrid->addWidget(widthLabel, 1, 2);
    settingsGrid->addWidget(widthBox_, 1, 3);
    settingsGrid->addWidget(precisionLabel, 2, 0);
    settingsGrid->addWidget(precisionBox_, 2, 1);
    settingsGrid->addWidget(threadsLabel, 2, 2);
    settingsGrid->addWidget(threadsBox_, 2, 3);
    settingsGrid->addWidget(documentsLabel, 3, 0);
    settingsGrid->addWidget(documentsBox_, 3, 1);
    settingsGrid->addWidget(repeatsLabel, 3, 2);
    settingsGrid->addWidget(repeatsBox_, 3, 3);
    settingsGrid->setColumnStretch(4, 1);
    BoxLayout::column(this, {intro, settingsGrid, controls_, status_, machine_, timeView_, memoryView_, table_, note});

    setSettings(KernelScalingSweep::Settings());
    for (QComboBox *box : {fromBox_, toBox_, headsBox_, widthBox_, precisionBox_})
        connect(box, &QComboBox::currentIndexChanged, this, &KernelScalingDemo::settingsEdited);
    for (QSpinBox *box : {threadsBox_, documentsBox_, repeatsBox_})
        connect(box, &QSpinBox::valueChanged, this, &KernelScalingDemo::settingsEdited);
    connect(controls_, &TaskControls::runRequested, this, &KernelScalingDemo::measure);
    // The controls cancel the run themselves; the status says it is stopping.
    connect(controls_->cancelButton(), &QPushButton::clicked, this, &KernelScalingDemo::showStopping);
    // The first event of a run is the ceiling, which the counted time needs: redraw the model.
    connect(&sweep_, &KernelScalingSweep::pointMeasured, this, &KernelScalingDemo::showModel);
    connect(&sweep_, &KernelScalingSweep::finished, this, &KernelScalingDemo::updateStatus);
    texts->bind([this] { retranslateFigures(); });
    new LocaleWatcher(this, [this] { showPoints(); });
}

KernelScalingSweep::Settings KernelScalingDemo::settings() const
{
    KernelScalingSweep::Settings s;
    s.fromLength = static_cast<Index>(fromBox_->currentData().toLongLong());
    s.toLength = static_cast<Index>(toBox_->currentData().toLongLong());
    s.heads = headsBox_->currentData().toInt();
    s.headWidth = widthBox_->currentData().toInt();
    s.singlePrecision = precisionBox_->currentData().toBool();
    s.threads = threadsBox_->value();
    s.documents = documentsBox_->value();
    s.repeats = repeatsBox_->value();
    return KernelScalingSweep::normalized(s);
}

void KernelScalingDemo::setSettings(const KernelScalingSweep::Settings &wanted)
{
    const KernelScalingSweep::Settings s = KernelScalingSweep::normalized(wanted);
    {
        const QSignalBlocker a(fromBox_), b(toBox_), c(headsBox_), d(widthBox_), e(precisionBox_), f(threadsBox_),
            g(documentsBox_), h(repeatsBox_);
        auto choose = [](QComboBox *box, qlonglong value) {
            const int i = box->findData(value);
            if (i >= 0)
                box->setCurrentIndex(i);
        };
        choose(fromBox_, s.fromLength);
        choose(toBox_, s.toLength);
        const int heads = headsBox_->findData(static_cast<int>(s.heads));
        headsBox_->setCurrentIndex(std::max(0, heads));
        const int width = widthBox_->findData(static_cast<int>(s.headWidth));
        widthBox_->setCurrentIndex(std::max(0, width));
        precisionBox_->setCurrentIndex(s.singlePrecision ? 0 : 1);
        threadsBox_->setValue(s.threads);
        documentsBox_->setValue(static_cast<int>(s.documents));
        repeatsBox_->setValue(s.repeats);
    }
    settingsEdited();
}

void KernelScalingDemo::settingsEdited()
{
    // "From" above "to" would be an empty range: the other end follows.
    if (sender() == fromBox_ && toBox_->currentIndex() < fromBox_->currentIndex()) {
        const QSignalBlocker block(toBox_);
        toBox_->setCurrentIndex(fromBox_->currentIndex());
    } else if (sender() == toBox_ && fromBox_->currentIndex() > toBox_->currentIndex()) {
        const QSignalBlocker block(fromBox_);
        fromBox_->setCurrentIndex(toBox_->currentIndex());
    }
    nameSeries();
    showModel();
}

void KernelScalingDemo::measure()
{
    measuredOnce_ = true;
    sweep_.start(settings());
    showModel();
}

void KernelScalingDemo::showStopping()
{
    //: Shown between pressing Cancel and the worker's return (a fraction of a second).
    status_->setText(tr("Stopping…"));
}

void KernelScalingDemo::prepareForScreenshot()
{
    if (!measuredOnce_)
        measure();
    sweep_.finishNow();
    showModel();
}

QString KernelScalingDemo::statusText() const
{
    return status_->text();
}

QString KernelScalingDemo::machineText() const
{
    return machine_->text();
}

QLineSeries *KernelScalingDemo::measuredTimeSeries(Kernel kernel) const
{
    return measuredTime_.value(kernelIndex(kernel));
}

QString KernelScalingDemo::kernelName(Kernel kernel) const
{
    switch (kernel) {
    case Kernel::Dense:
        //: A kernel (table cell, legend): the standard computation that forms and keeps the whole T × T score matrix.
        return tr("dense");
    case Kernel::Tiled:
        //: A kernel (table cell, legend): the IO-aware, tiled computation (online softmax), causal mask.
        return tr("tiled");
    case Kernel::TiledDocuments:
        //: A kernel (table cell, legend): tiled, with a causal mask within N equal documents; %1 is N. Keep it short.
        return tr("tiled, %1 docs").arg(QLocale().toString(static_cast<qlonglong>(settings().documents)));
    }
    return QString();
}

void KernelScalingDemo::showModel()
{
    // The counted memory needs only the settings; the counted time also needs the ceiling.
    const KernelScalingSweep::Settings s = settings();
    const QList<Index> lengths = s.lengths();
    countedDenseMemory_->clear();
    countedTiledMemory_->clear();
    countedDenseTime_->clear();
    countedTiledTime_->clear();
    const std::optional<double> ceiling = sweep_.settings() == s ? sweep_.ceilingGflops() : std::nullopt;
    for (Index t : lengths) {
        countedDenseMemory_->append(double(t), KernelScalingSweep::countedScoreBytes(s, t, Kernel::Dense) / mebibyte);
        countedTiledMemory_->append(double(t), KernelScalingSweep::countedScoreBytes(s, t, Kernel::Tiled) / mebibyte);
        if (ceiling && *ceiling > 0) {
            countedDenseTime_->append(double(t), KernelScalingSweep::countedOperations(s, t, Kernel::Dense) / (*ceiling * 1e6));
            countedTiledTime_->append(double(t), KernelScalingSweep::countedOperations(s, t, Kernel::Tiled) / (*ceiling * 1e6));
        }
    }
    const double x0 = double(lengths.constFirst()) / std::sqrt(2.0), x1 = double(lengths.constLast()) * std::sqrt(2.0);
    timeX_->setRange(x0, x1);
    memoryX_->setRange(x0, x1);
    showPoints();
}

void KernelScalingDemo::showPoints()
{
    const QLocale locale;
    const bool current = sweep_.settings() == settings();
    for (QLineSeries *series : std::as_const(measuredTime_))
        series->clear();
    for (QLineSeries *series : std::as_const(measuredMemory_))
        series->clear();
    double timeLow = 0, timeHigh = 0, memoryLow = 0, memoryHigh = 0;
    auto widen = [](double &low, double &high, double value) {
        if (!(value > 0))
            return;
        low = low > 0 ? std::min(low, value) : value;
        high = std::max(high, value);
    };
    for (QLineSeries *s : {countedDenseTime_, countedTiledTime_})
        for (const QPointF &p : s->points())
            widen(timeLow, timeHigh, p.y());
    for (QLineSeries *s : {countedDenseMemory_, countedTiledMemory_})
        for (const QPointF &p : s->points())
            widen(memoryLow, memoryHigh, p.y());

    const KernelScalingSweep::Settings s = current ? sweep_.settings() : settings();
    const QList<Index> lengths = s.lengths();
    // One heading row per T, spanning the table, then a row per kernel.
    table_->clearSpans();
    table_->setRowCount(int(lengths.size() * (1 + KernelScalingSweep::kernels().size())));
    int row = 0;
    for (Index t : lengths) {
        //: Heading row of the measurement table; %1 is the sequence length.
        auto *heading = new QTableWidgetItem(tr("T = %1").arg(locale.toString(static_cast<qlonglong>(t))));
        QFont bold = table_->font();
        bold.setBold(true);
        heading->setFont(bold);
        table_->setItem(row, 0, heading);
        table_->setSpan(row, 0, 1, table_->columnCount());
        // The cells under the span are still listed to a screen reader, one by one: each
        // speaks the heading rather than nothing.
        for (int c = 1; c < table_->columnCount(); ++c) {
            auto *covered = new QTableWidgetItem;
            covered->setData(Qt::AccessibleTextRole, heading->text());
            table_->setItem(row, c, covered);
        }
        ++row;
        for (Kernel kernel : KernelScalingSweep::kernels()) {
            std::optional<KernelScalingSweep::Point> point;
            if (current)
                point = sweep_.point(t, kernel);
            QString time = QStringLiteral("—"), memory = QStringLiteral("—"), share = QStringLiteral("—");
            if (point && point->skipped) {
                //: In the table: the dense kernel was not run at this T (it would hold too many scores).
                time = tr("not run");
                memory = tr("not run");
            } else if (point) {
                if (const std::optional<double> roofline = sweep_.roofline(*point))
                    //: The share of the matrix product's speed a kernel reached, e.g. "78 %".
                    share = tr("%1 %").arg(locale.toString(100 * *roofline, 'f', 0));
                const KernelBenchmark::Result &r = point->result;
                measuredTime_[kernelIndex(kernel)]->append(double(t), r.medianMs);
                measuredMemory_[kernelIndex(kernel)]->append(double(t), double(r.peakExtraBytes) / mebibyte);
                widen(timeLow, timeHigh, r.medianMs);
                widen(memoryLow, memoryHigh, double(r.peakExtraBytes) / mebibyte);
                //: A measured time in milliseconds, e.g. "12.4 ms".
                time = tr("%1 ms").arg(locale.toString(r.medianMs, 'f', r.medianMs < 10 ? 2 : 1));
                memory = dataSize(double(r.peakExtraBytes), locale);
            }
            const QStringList cells = {
                kernelName(kernel),
                ScientificNumber::format(KernelScalingSweep::countedOperations(s, t, kernel), 1, locale),
                time,
                share,
                dataSize(KernelScalingSweep::countedScoreBytes(s, t, kernel), locale),
                memory,
            };
            for (int c = 0; c < cells.size(); ++c) {
                auto *item = new QTableWidgetItem(cells.at(c));
                item->setTextAlignment(c == 0 ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter);
                if (c == 0)
                    item->setForeground(kernelColor(kernel).darker(120));
                table_->setItem(row, c, item);
            }
            ++row;
        }
    }
    // The kernel column as wide as its longest name with room to spare (the others share the
    // rest), so that no name is elided in any language.
    const QTableWidgetItem *header = table_->horizontalHeaderItem(0);
    int kernelWidth = header ? QFontMetrics(table_->horizontalHeader()->font()).horizontalAdvance(header->text()) : 0;
    for (Kernel kernel : KernelScalingSweep::kernels())
        kernelWidth = std::max(kernelWidth, table_->fontMetrics().horizontalAdvance(kernelName(kernel)));
    table_->horizontalHeader()->resizeSection(0, kernelWidth + 16);
    table_->resizeRowsToContents();
    int height = table_->horizontalHeader()->height() + 2 * table_->frameWidth();
    for (int r = 0; r < table_->rowCount(); ++r)
        height += table_->rowHeight(r);
    table_->setFixedHeight(height);

    const auto [t0, t1] = decades(timeLow, timeHigh);
    timeY_->setRange(t0, t1);
    const auto [m0, m1] = decades(memoryLow, memoryHigh);
    memoryY_->setRange(m0, m1);
    updateStatus();
}

void KernelScalingDemo::updateStatus()
{
    const QLocale locale;
    const KernelScalingSweep::Settings s = settings();
    const int total = int(s.lengths().size() * KernelScalingSweep::kernels().size());
    const int measured = sweep_.settings() == s ? int(sweep_.points().size()) : 0;
    if (sweep_.isRunning()) {
        //: %1 of %2 measurements done so far.
        status_->setText(tr("Measuring on a worker thread: %1 of %2 done. The window stays usable; Cancel stops within a "
                            "fraction of a second.").arg(measured).arg(total));
    } else if (!measuredOnce_) {
        status_->setText(tr("Nothing measured yet: the dashed lines are the counted model. Press Measure to time the three "
                            "kernels on this machine (a few seconds for the default settings; the largest settings take "
                            "minutes)."));
    } else if (sweep_.settings() != s) {
        status_->setText(tr("The settings changed since the last measurement. Press Measure to time them."));
    } else if (sweep_.wasCancelled()) {
        //: %1 of %2 measurements were finished before Cancel.
        status_->setText(tr("Cancelled: %1 of %2 measurements were finished and are shown.").arg(measured).arg(total));
    } else {
        //: %n is the number of timed runs per measurement.
        status_->setText(tr("Measured: each time is the median of %n timed forward pass(es), after one untimed run. On a "
                            "shared machine times vary from run to run; the shapes of the curves do not.",
                            nullptr, sweep_.settings().repeats));
    }

    //: %n is the number of hardware threads of this computer.
    QString machine = tr("This machine has %n hardware thread(s).", nullptr, std::max(1, QThread::idealThreadCount()));
    machine += QLatin1Char(' ');
    if (s.singlePrecision)
        machine += tr("The kernels run on %n thread(s) in single precision (float, 4 bytes a number).", nullptr, s.threads);
    else
        machine += tr("The kernels run on %n thread(s) in double precision (double, 8 bytes a number).", nullptr, s.threads);
    machine += QLatin1Char(' ');
    //: %1 names a processor instruction level, e.g. "x86-64-v3 (AVX2, FMA)"; it stays as written.
    machine += tr("The engine was compiled for %1.").arg(QLatin1String(engineCpuLevel()));
    if (sweep_.settings() == s && sweep_.gemmGflops() && sweep_.blasGflops()) {
        machine += QLatin1Char(' ');
        //: %1, %2: GFLOP/s of Eigen's and of OpenBLAS's matrix product measured in the same run; %3: its size n.
        machine += tr("A %3 × %3 matrix product reached %1 GFLOP/s with Eigen and %2 GFLOP/s with OpenBLAS here in the "
                      "same run: the better is the ceiling a kernel made of such products can approach, and the table "
                      "gives each kernel's share of it.")
                       .arg(locale.toString(*sweep_.gemmGflops(), 'f', 1), locale.toString(*sweep_.blasGflops(), 'f', 1))
                       .arg(KernelScalingSweep::gemmSize);
    }
    machine_->setText(machine);
}

void KernelScalingDemo::nameSeries()
{
    for (Kernel kernel : KernelScalingSweep::kernels()) {
        const QString name = kernelName(kernel);
        measuredTime_[kernelIndex(kernel)]->setName(name);
        measuredMemory_[kernelIndex(kernel)]->setName(name);
    }
}

void KernelScalingDemo::retranslateFigures()
{
    //: Chart title.
    timeChart_->setTitle(tr("Time of one forward pass"));
    timeX_->setTitleText(tr("sequence length T (tokens, log scale)"));
    timeY_->setTitleText(tr("milliseconds (log scale)"));
    //: Chart title.
    memoryChart_->setTitle(tr("Extra memory held by the kernel"));
    memoryX_->setTitleText(tr("sequence length T (tokens, log scale)"));
    memoryY_->setTitleText(tr("MiB (log scale)"));
    nameSeries();
    timeView_->setAccessibleName(timeChart_->title());
    memoryView_->setAccessibleName(memoryChart_->title());

    //: Table headers: short lines, one word or two each, so that the table fits a narrow column.
    table_->setHorizontalHeaderLabels({tr("kernel"), tr("operations\ncounted"), tr("time\nmeasured"),
                                       tr("share of\nGEMM\nspeed"), tr("scores\ncounted"), tr("extra\nmemory\nmeasured")});
    table_->horizontalHeaderItem(0)->setTextAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    table_->horizontalHeaderItem(3)->setToolTip(
        tr("The roofline: a kernel's useful operations — the allowed pairs only — per second, over the better matrix "
           "product's rate measured in the same run. The dense kernel pays for the masked pairs it computes."));
    table_->setAccessibleName(tr("Measured times and memory beside the counted model"));
    showModel();
}

} // namespace atlas

#include "moc_kernelscalingdemo.cpp"
