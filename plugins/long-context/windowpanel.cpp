#include "windowpanel.h"

#include "longcontextsession.h"

#include "sdk/changemarking.h"
#include "sdk/matrixheatmap.h"
#include "sdk/matrixmodel.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

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
    : QWidget(parent), session_(session), intro_(new QLabel(this)), lengthLabel_(new QLabel(this)),
      windowLabel_(new QLabel(this)), layersLabel_(new QLabel(this)), length_(new QSpinBox(this)), window_(new QSpinBox(this)),
      layers_(new QSpinBox(this)), reach_(new MatrixHeatmap(this)), facts_(new QLabel(this)), measuredTitle_(new QLabel(this)),
      benchLengthLabel_(new QLabel(this)), benchWindowLabel_(new QLabel(this)), benchLength_(new QComboBox(this)),
      benchWindow_(new QSpinBox(this)), measure_(new QPushButton(this)), cancel_(new QPushButton(this)),
      progress_(new QProgressBar(this)), measured_(new QLabel(this)), scope_(new QLabel(this))
{
    setObjectName(QStringLiteral("windowPanel"));
    for (QLabel *label : {intro_, facts_, measured_, scope_}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
    }
    facts_->setObjectName(QStringLiteral("windowFacts"));
    facts_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    measured_->setObjectName(QStringLiteral("measuredWindowSpeedup"));
    measured_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    length_->setObjectName(QStringLiteral("bandLength"));
    window_->setObjectName(QStringLiteral("bandWindow"));
    layers_->setObjectName(QStringLiteral("bandLayers"));
    length_->setRange(LongContextParams::minLength, LongContextParams::maxLength);
    layers_->setRange(1, LongContextParams::maxLayers);
    lengthLabel_->setBuddy(length_);
    windowLabel_->setBuddy(window_);
    layersLabel_->setBuddy(layers_);

    reach_->setObjectName(QStringLiteral("windowReach"));
    reach_->setExportName(QStringLiteral("window-reach"));
    reach_->model()->setScale(MatrixModel::Scale::Sequential);
    reach_->model()->setDecimals(0);
    reach_->setShowLegend(true);

    QFont bold = measuredTitle_->font();
    bold.setBold(true);
    measuredTitle_->setFont(bold);
    benchLength_->setObjectName(QStringLiteral("benchLength"));
    for (int t : {1024, 2048, 4096, 8192, 16384})
        benchLength_->addItem(QLocale().toString(t), t);
    benchLength_->setCurrentIndex(std::max(0, benchLength_->findData(session_.params().benchLength)));
    if (benchLength_->findData(session_.params().benchLength) < 0) {
        benchLength_->addItem(QLocale().toString(session_.params().benchLength), session_.params().benchLength);
        benchLength_->setCurrentIndex(benchLength_->count() - 1);
    }
    benchWindow_->setObjectName(QStringLiteral("benchWindow"));
    benchWindow_->setRange(LongContextParams::minBenchWindow, LongContextParams::maxBenchWindow);
    benchWindow_->setValue(session_.params().benchWindow);
    benchLengthLabel_->setBuddy(benchLength_);
    benchWindowLabel_->setBuddy(benchWindow_);
    measure_->setObjectName(QStringLiteral("measureWindowSpeedup"));
    cancel_->setObjectName(QStringLiteral("cancelWindowSpeedup"));
    cancel_->setEnabled(false);
    progress_->setRange(0, 1000);
    progress_->setTextVisible(false);
    progress_->setMaximumWidth(140);
    progress_->setMinimumWidth(60);

    auto *bandRow = new QHBoxLayout;
    for (auto [label, box] : {std::pair<QLabel *, QSpinBox *>{lengthLabel_, length_}, {windowLabel_, window_}, {layersLabel_, layers_}}) {
        bandRow->addWidget(label);
        bandRow->addWidget(box);
        bandRow->addSpacing(8);
    }
    bandRow->addStretch(1);
    auto *benchRow = new QHBoxLayout;
    benchRow->addWidget(benchLengthLabel_);
    benchRow->addWidget(benchLength_);
    benchRow->addSpacing(8);
    benchRow->addWidget(benchWindowLabel_);
    benchRow->addWidget(benchWindow_);
    benchRow->addStretch(1);
    auto *measureRow = new QHBoxLayout;
    measureRow->addWidget(measure_);
    measureRow->addWidget(progress_);
    measureRow->addWidget(cancel_);
    measureRow->addStretch(1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(intro_);
    layout->addLayout(bandRow);
    layout->addWidget(reach_, 0, Qt::AlignLeft);
    layout->addWidget(facts_);
    layout->addWidget(measuredTitle_);
    layout->addLayout(benchRow);
    layout->addLayout(measureRow);
    layout->addWidget(measured_);
    layout->addWidget(scope_);

    // An edit of T, W or L outlines the cells whose reach it changed.
    connect(length_, &QSpinBox::valueChanged, this, [this](int v) {
        ChangeMarking marking(length_);
        session_.setLength(v);
    });
    connect(window_, &QSpinBox::valueChanged, this, [this](int v) {
        ChangeMarking marking(window_);
        session_.setWindow(v);
    });
    connect(layers_, &QSpinBox::valueChanged, this, [this](int v) {
        ChangeMarking marking(layers_);
        session_.setLayers(v);
    });
    connect(&session_, &LongContextSession::bandChanged, this, &WindowPanel::refresh);
    connect(benchLength_, &QComboBox::currentIndexChanged, this, &WindowPanel::showMeasurement);
    connect(benchWindow_, &QSpinBox::valueChanged, this, &WindowPanel::showMeasurement);
    connect(measure_, &QPushButton::clicked, this, &WindowPanel::measure);
    connect(cancel_, &QPushButton::clicked, this, [this] {
        speedup_.cancel();
        cancel_->setEnabled(false);
    });
    connect(&speedup_, &WindowSpeedup::progressChanged, this, [this](double f) { progress_->setValue(static_cast<int>(f * 1000)); });
    connect(&speedup_, &WindowSpeedup::finished, this, &WindowPanel::showMeasurement);
    refresh();
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
    retranslate();
}

void WindowPanel::retranslate()
{
    const QLocale locale;
    intro_->setText(tr("A sliding window lets query i read only the W most recent keys, i − W + 1 … i. One layer then "
                       "moves information at most W − 1 positions; a stack of layers relays it further. Set the length, "
                       "the window and the number of layers: each cell says how many layers key j needs to reach query "
                       "i; 1 is the window itself, the band. Hatched cells are out of reach in L layers, or in the future."));
    lengthLabel_->setText(tr("&Positions T:"));
    windowLabel_->setText(tr("&Window W:"));
    layersLabel_->setText(tr("La&yers L:"));
    length_->setAccessibleName(tr("Positions T"));
    window_->setAccessibleName(tr("Window W"));
    layers_->setAccessibleName(tr("Layers L"));
    //: %1 the window W, %2 the number of layers L.
    reach_->setTitle(tr("Layers before key j reaches query i (W = %1, L = %2)").arg(session_.window()).arg(session_.layers()));
    reach_->setAxisCaptions(tr("queries i"), tr("keys j"));
    reach_->model()->setAxisNames(tr("query"), tr("key"));
    reach_->model()->setMaskedText(tr("out of reach"));

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

    measuredTitle_->setText(tr("Measured on this machine"));
    benchLengthLabel_->setText(tr("Len&gth:"));
    benchWindowLabel_->setText(tr("W&indow:"));
    benchLength_->setAccessibleName(tr("Length to time"));
    benchWindow_->setAccessibleName(tr("Window to time"));
    measure_->setText(tr("&Measure"));
    cancel_->setText(tr("Cancel"));
    progress_->setAccessibleName(tr("Measurement progress"));
    scope_->setText(tr("Scope: the engine's exact tiled kernel on this computer's processor, one thread, one head, "
                       "dₖ = dᵥ = 64, float. It skips the tiles the window empties as it skips those of the future; the "
                       "tiles the band's edges cut through are computed whole, and every tile costs a little on its "
                       "own, so the measured speed-up stays below the ideal. GPU kernels are not measured here."));
    showMeasurement();
}

WindowSpeedup::Settings WindowPanel::speedupSettings() const
{
    WindowSpeedup::Settings s;
    s.length = benchLength_->currentData().toInt();
    s.window = benchWindow_->value();
    return s;
}

void WindowPanel::measure()
{
    speedup_.start(speedupSettings());
    showMeasurement();
}

void WindowPanel::prepareForScreenshot()
{
    const std::optional<WindowSpeedup::Outcome> &o = speedup_.outcome();
    if (!speedup_.isRunning() && !(o && o->settings == speedupSettings()))
        measure();
    speedup_.finishNow();
    showMeasurement();
}

void WindowPanel::showMeasurement()
{
    const QLocale locale;
    const bool running = speedup_.isRunning();
    measure_->setEnabled(!running);
    cancel_->setEnabled(running);
    progress_->setVisible(running);
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

void WindowPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace atlas

#include "moc_windowpanel.cpp"
