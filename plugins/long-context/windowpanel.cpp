#include "windowpanel.h"

#include "longcontextsession.h"

#include "sdk/boxlayout.h"
#include "sdk/changemarking.h"
#include "sdk/matrixheatmap.h"
#include "sdk/matrixmodel.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"
#include "sdk/taskcontrols.h"

#include <QComboBox>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>

namespace atlas {

namespace {

QString times(double x)
{
    return QLocale().toString(x, 'f', 1) + QStringLiteral("×");
}

QString count(qint64 n)
{
    return QLocale().toString(n);
}

} // namespace

WindowPanel::WindowPanel(LongContextSession &session, QWidget *parent)
    : QWidget(parent), session_(session), length_(new QSpinBox(this)), window_(new QSpinBox(this)), layers_(new QSpinBox(this)),
      reach_(new MatrixHeatmap(this)),
      facts_(new ParagraphLabel(this, QStringLiteral("windowFacts"), ParagraphLabel::Selection::ByMouse)),
      benchLength_(new QComboBox(this)), benchWindow_(new QSpinBox(this)),
      measured_(new ParagraphLabel(this, QStringLiteral("measuredWindowSpeedup"), ParagraphLabel::Selection::ByMouse)),
      controls_(new TaskControls(speedup_.task(), TaskControls::Bar::Compact, this))
{
    setObjectName(QStringLiteral("windowPanel"));
    auto *texts = new Retranslator(this);
    auto *intro = texts->paragraph([] {
        return tr("A sliding window lets query i read only the W most recent keys, i − W + 1 … i. One layer then "
                  "moves information at most W − 1 positions; a stack of layers relays it further. Set the length, "
                  "the window and the number of layers: each cell says how many layers key j needs to reach query "
                  "i; 1 is the window itself, the band. Hatched cells are out of reach in L layers, or in the future.");
    });
    length_->setObjectName(QStringLiteral("bandLength"));
    window_->setObjectName(QStringLiteral("bandWindow"));
    layers_->setObjectName(QStringLiteral("bandLayers"));
    length_->setRange(declared::long_context::length::minimum, declared::long_context::length::maximum);
    layers_->setRange(1, declared::long_context::layers::maximum);
    QLabel *lengthLabel = texts->label(length_, [] { return tr("&Positions T:"); });
    QLabel *windowLabel = texts->label(window_, [] { return tr("&Window W:"); });
    QLabel *layersLabel = texts->label(layers_, [] { return tr("La&yers L:"); });
    texts->accessibleName(length_, [] { return tr("Positions T"); });
    texts->accessibleName(window_, [] { return tr("Window W"); });
    texts->accessibleName(layers_, [] { return tr("Layers L"); });

    reach_->setObjectName(QStringLiteral("windowReach"));
    reach_->setExportName(QStringLiteral("window-reach"));
    reach_->model()->setScale(MatrixModel::Scale::Sequential);
    reach_->model()->setDecimals(0);
    reach_->setShowLegend(true);
    texts->bind([this] {
        reach_->setAxisCaptions(tr("queries i"), tr("keys j"));
        reach_->model()->setAxisNames(tr("query"), tr("key"));
        reach_->model()->setMaskedText(tr("out of reach"));
    });

    auto *measuredTitle = new QLabel(this);
    QFont bold = measuredTitle->font();
    bold.setBold(true);
    measuredTitle->setFont(bold);
    texts->text(measuredTitle, [] { return tr("Measured on this machine"); });
    benchLength_->setObjectName(QStringLiteral("benchLength"));
    for (int t : {1024, 2048, 4096, 8192, 16384})
        benchLength_->addItem(QLocale().toString(t), t);
    benchLength_->setCurrentIndex(std::max(0, benchLength_->findData(session_.params().benchLength)));
    if (benchLength_->findData(session_.params().benchLength) < 0) {
        benchLength_->addItem(QLocale().toString(session_.params().benchLength), session_.params().benchLength);
        benchLength_->setCurrentIndex(benchLength_->count() - 1);
    }
    benchWindow_->setObjectName(QStringLiteral("benchWindow"));
    benchWindow_->setRange(declared::long_context::bench_window::minimum, declared::long_context::bench_window::maximum);
    benchWindow_->setValue(session_.params().benchWindow);
    QLabel *benchLengthLabel = texts->label(benchLength_, [] { return tr("Len&gth:"); });
    QLabel *benchWindowLabel = texts->label(benchWindow_, [] { return tr("W&indow:"); });
    texts->accessibleName(benchLength_, [] { return tr("Length to time"); });
    texts->accessibleName(benchWindow_, [] { return tr("Window to time"); });
    controls_->runButton()->setObjectName(QStringLiteral("measureWindowSpeedup"));
    controls_->cancelButton()->setObjectName(QStringLiteral("cancelWindowSpeedup"));
    texts->text(controls_->runButton(), [] { return tr("&Measure"); });
    texts->accessibleName(controls_->progressBar(), [] { return tr("Measurement progress"); });
    auto *scope = texts->paragraph([] {
        return tr("Scope: the engine's exact tiled kernel on this computer's processor, one thread, one head, "
                  "dₖ = dᵥ = 64, float. It skips the tiles the window empties as it skips those of the future; the "
                  "tiles the band's edges cut through are computed whole, and every tile costs a little on its "
                  "own, so the measured speed-up stays below the ideal. GPU kernels are not measured here.");
    });

    BoxLayout::column(this, {intro,
                             BoxLayout::row({lengthLabel, length_, BoxLayout::spacing(8), windowLabel, window_, BoxLayout::spacing(8),
                                             layersLabel, layers_, BoxLayout::spacing(8), BoxLayout::stretch()}),
                             BoxLayout::aligned(reach_, Qt::AlignLeft), facts_, measuredTitle,
                             BoxLayout::row({benchLengthLabel, benchLength_, BoxLayout::spacing(8), benchWindowLabel,
                                             benchWindow_, BoxLayout::stretch()}),
                             controls_, measured_, scope});

    // An edit of T, W or L outlines the cells whose reach it changed.
    const std::pair<QSpinBox *, void (LongContextSession::*)(int)> edits[] = {
        {length_, &LongContextSession::setLength}, {window_, &LongContextSession::setWindow}, {layers_, &LongContextSession::setLayers}};
    // Init-captures: a structured binding itself cannot be captured before clang 16.
    for (const auto &[box, set] : edits)
        connect(box, &QSpinBox::valueChanged, this, [this, spin = box, setter = set](int v) {
            ChangeMarking marking(spin);
            (session_.*setter)(v);
        });
    connect(&session_, &LongContextSession::bandChanged, this, &WindowPanel::refresh);
    connect(benchLength_, &QComboBox::currentIndexChanged, this, &WindowPanel::showMeasurement);
    connect(benchWindow_, &QSpinBox::valueChanged, this, &WindowPanel::showMeasurement);
    connect(controls_, &TaskControls::runRequested, this, [this] { speedup_.start(speedupSettings()); });
    connect(&speedup_.task(), &BackgroundTaskBase::started, this, &WindowPanel::showMeasurement);
    connect(&speedup_.task(), &BackgroundTaskBase::finished, this, &WindowPanel::showMeasurement);
    refresh();
    texts->bind([this] {
        showBand();
        showMeasurement();
    });
}

void WindowPanel::refresh()
{
    {
        const QSignalBlocker a(length_), b(window_), c(layers_);
        length_->setValue(session_.length());
        window_->setRange(1, session_.length());
        window_->setValue(session_.window());
        layers_->setValue(session_.layers());
    }
    const std::vector<std::vector<int>> reach = session_.reach();
    const int t = session_.length();
    Matrix<double> values(t, t);
    BoolMatrix allowed(t, t);
    QStringList labels;
    for (int i = 0; i < t; ++i) {
        labels.append(QString::number(i));
        for (int j = 0; j < t; ++j) {
            const int layers = reach[std::size_t(i)][std::size_t(j)];
            values(i, j) = layers;
            allowed(i, j) = layers > 0;
        }
    }
    MatrixModel *model = reach_->model();
    model->setMatrix(values); // a new shape drops the mask: set it after
    model->setMask(allowed);
    // From 0, so that 1 — the band itself — is a visible tint, not the scale's white.
    model->setFixedColorRange(std::make_pair(0.0, double(session_.layers())));
    // The whole picture at a glance: cells as large as a column of about 480 pixels allows.
    reach_->setCompactCellSize(std::clamp(480 / t, MatrixHeatmap::minAutoCompactCell + 2, 24));
    model->setRowLabels(labels);
    model->setColumnLabels(labels);
    showBand();
}

void WindowPanel::showBand()
{
    const QLocale locale;
    //: %1 the window W, %2 the number of layers L.
    reach_->setTitle(tr("Layers before key j reaches query i (W = %1, L = %2)").arg(session_.window()).arg(session_.layers()));

    const qint64 t = session_.length(), w = session_.window(), l = session_.layers();
    const qint64 pairs = LongContextSession::windowPairs(t, w), causal = LongContextSession::causalPairs(t);
    const qint64 field = std::min(t, LongContextSession::receptiveField(l, w));
    const qint64 last = t - 1;
    //: %1 pairs allowed by the window, %2 causal pairs, %3 their ratio as a share, %4 T, %5 W.
    QString text = tr("One layer with the window allows %1 (query, key) pairs of the %2 the causal mask allows over T = %4 "
                      "(%3): every query after the first W − 1 reads exactly W = %5 keys.")
                       .arg(count(pairs), count(causal), locale.toString(100.0 * double(pairs) / double(causal), 'f', 0) + QStringLiteral(" %"),
                            count(t), count(w));
    text += QLatin1Char(' ');
    //: %1 L, %2 the inputs the last query has read after L layers, %3 the last position, %4 the formula's value.
    text += tr("After L = %1 layers query %3 has read %2 inputs: 1 + L(W − 1) = %4, at most all of them.")
                .arg(count(l), count(field), count(last), count(LongContextSession::receptiveField(l, w)));
    text += QLatin1Char(' ');
    //: %1 W, %2 the last position, %3 its slot, %4 the position it overwrote (or none).
    text += last >= w
        ? tr("A rolling-buffer cache keeps W = %1 slots per layer: position %2 is written into slot %2 mod %1 = %3, "
             "over position %4, which no later query reads.").arg(count(w), count(last), count(last % w), count(last - w))
        : tr("A rolling-buffer cache keeps W = %1 slots per layer: position %2 goes into slot %3, and no slot has been "
             "overwritten yet.").arg(count(w), count(last), count(last % w));
    facts_->setText(text);
}

WindowSpeedup::Settings WindowPanel::speedupSettings() const
{
    WindowSpeedup::Settings s;
    s.length = benchLength_->currentData().toInt();
    s.window = benchWindow_->value();
    return s;
}

void WindowPanel::prepareForScreenshot()
{
    speedup_.finish(speedupSettings());
}

void WindowPanel::showMeasurement()
{
    const QLocale locale;
    const bool running = speedup_.task().isRunning();
    controls_->progressBar()->setVisible(running);
    if (running) {
        //: While the kernel is being timed on a worker thread.
        measured_->setText(tr("Measuring on a worker thread…"));
        return;
    }
    const std::optional<WindowSpeedup::Outcome> &o = speedup_.outcome();
    if (!o) {
        measured_->setText(tr("Not measured yet. Measure times the tiled kernel on one row, with the causal mask and "
                              "with the causal mask and the window, and sets the measured speed-up beside the ideal one."));
        return;
    }
    //: %1 T, %2 W, %3 causal ms, %4 window ms, %5 measured speed-up, %6 ideal speed-up, %7 measured as a share of ideal.
    QString text = tr("T = %1, W = %2, median of five forward passes each: causal %3 ms, with the window %4 ms. Measured "
                      "speed-up %5; ideal %6 (causal pairs ÷ window pairs), so the kernel reached %7 of it.")
                       .arg(count(o->settings.length), count(o->settings.window), locale.toString(o->causal.medianMs, 'f', 1),
                            locale.toString(o->windowed.medianMs, 'f', 1), times(o->measuredSpeedup()), times(o->idealSpeedup()),
                            locale.toString(100.0 * o->measuredSpeedup() / o->idealSpeedup(), 'f', 0) + QStringLiteral(" %"));
    if (!(o->settings == speedupSettings()))
        text += QLatin1Char(' ') + tr("(Measured before the length or window changed: press Measure again.)");
    measured_->setText(text);
}

} // namespace atlas

#include "moc_windowpanel.cpp"
