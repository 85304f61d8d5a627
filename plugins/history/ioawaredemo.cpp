#include "ioawaredemo.h"

#include "settinglabel.h"

#include "sdk/boxlayout.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"
#include "sdk/scientificnumber.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>

namespace atlas {

namespace {
constexpr int trafficTableRows = 4;    // scores computed, scores held, traffic, output
constexpr int trafficTableColumns = 3; // what, dense, IO-aware

QString count(double n)
{
    return QLocale().toString(n, 'f', 0);
}
} // namespace

IoAwareDemo::IoAwareDemo(QWidget *parent)
    : QWidget(parent), lengthBox_(new QComboBox(this)), tileBox_(new QComboBox(this)), precisionBox_(new QComboBox(this)),
      causalBox_(new QCheckBox(this)), busy_(new QProgressBar(this)), cancelButton_(new QPushButton(this)),
      status_(new ParagraphLabel(this, QStringLiteral("status"))), table_(new QGridLayout),
      verdict_(new ParagraphLabel(this, QStringLiteral("verdict")))
{
    setObjectName(QStringLiteral("ioAware"));
    lengthBox_->setObjectName(QStringLiteral("length"));
    for (int t : {128, 256, 512, 1024, 2048})
        lengthBox_->addItem(QLocale().toString(t), t);
    lengthBox_->setCurrentIndex(2);
    tileBox_->setObjectName(QStringLiteral("tile"));
    for (int b : {16, 32, 64, 128})
        tileBox_->addItem(QStringLiteral("%1 × %1").arg(b), b);
    tileBox_->setCurrentIndex(2);
    precisionBox_->setObjectName(QStringLiteral("precision"));
    precisionBox_->addItem(QString(), false);
    precisionBox_->addItem(QString(), true);
    causalBox_->setObjectName(QStringLiteral("causal"));
    causalBox_->setChecked(true);
    auto *texts = new Retranslator(this);
    QLabel *lengthLabel = settingLabel(texts, lengthBox_, [] { return tr("T:"); }, [] { return tr("Sequence length T, in tokens"); });
    QLabel *tileLabel = settingLabel(texts, tileBox_, [] { return tr("Tile:"); }, [] { return tr("Tile size, queries × keys"); });
    QLabel *precisionLabel = settingLabel(texts, precisionBox_, [] { return tr("Precision:"); }, [] { return tr("Floating-point precision"); });
    texts->bind([this] {
        // A translation may be longer than the first one shown: the box follows its items.
        precisionBox_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        precisionBox_->setItemText(0, tr("double"));
        precisionBox_->setItemText(1, tr("float"));
    });
    texts->text(causalBox_, [] { return tr("Causal mask"); });
    texts->text(cancelButton_, [] { return tr("Cancel"); });
    busy_->setRange(0, 0);
    busy_->setMaximumWidth(120);
    busy_->setTextVisible(false);
    busy_->setVisible(false);
    cancelButton_->setObjectName(QStringLiteral("cancel"));
    cancelButton_->setVisible(false);

    for (int r = 0; r <= trafficTableRows; ++r) {
        QList<QLabel *> row;
        for (int c = 0; c < trafficTableColumns; ++c) {
            auto *cell = new QLabel(this);
            cell->setObjectName(QStringLiteral("cell%1%2").arg(r).arg(c));
            cell->setWordWrap(c == 0);
            cell->setAlignment(c == 0 ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter);
            // The empty corner holds nothing to select or to read out.
            if (r > 0 || c > 0)
                cell->setTextInteractionFlags(Qt::TextSelectableByMouse);
            if (r == 0) {
                QFont bold = cell->font();
                bold.setBold(true);
                cell->setFont(bold);
            }
            row.append(cell);
            table_->addWidget(cell, r, c);
        }
        cells_.append(row);
    }
    table_->setHorizontalSpacing(16);
    table_->setColumnStretch(0, 2);
    table_->setColumnStretch(1, 1);
    table_->setColumnStretch(2, 1);
    texts->bind([this] {
        cells_[0][0]->setText(QString());
        cells_[0][1]->setText(tr("Dense"));
        //: Column header: the tiled, FlashAttention-style computation.
        cells_[0][2]->setText(tr("IO-aware (tiles)"));
        cells_[1][0]->setText(tr("Scores computed (query–key pairs)"));
        cells_[2][0]->setText(tr("Scores held in memory at once"));
        cells_[3][0]->setText(tr("Numbers moved to and from slow memory (model)"));
        cells_[4][0]->setText(tr("Output O"));
        for (int r = 1; r <= trafficTableRows; ++r)
            for (int c = 1; c < trafficTableColumns; ++c)
                cells_[r][c]->setAccessibleName(cells_[r][0]->text() + QStringLiteral(", ") + cells_[0][c]->text());
        if (outcome())
            showOutcome();
    });

    auto *settings = new QGridLayout;
    settings->addWidget(lengthLabel, 0, 0);
    settings->addWidget(lengthBox_, 0, 1);
    settings->addWidget(tileLabel, 0, 2);
    settings->addWidget(tileBox_, 0, 3);
    settings->addWidget(precisionLabel, 1, 0);
    settings->addWidget(precisionBox_, 1, 1);
    settings->addWidget(causalBox_, 1, 2, 1, 2);
    settings->setColumnStretch(4, 1);
    BoxLayout::column(this, {settings, BoxLayout::row({busy_, BoxLayout::stretched(status_, 1), cancelButton_}), table_, verdict_});

    for (QComboBox *box : {lengthBox_, tileBox_, precisionBox_})
        connect(box, &QComboBox::currentIndexChanged, this, &IoAwareDemo::start);
    connect(causalBox_, &QCheckBox::toggled, this, &IoAwareDemo::start);
    connect(cancelButton_, &QPushButton::clicked, this, &IoAwareDemo::cancel);
    connect(&task_, &BackgroundTaskBase::finished, this, &IoAwareDemo::finished);
    start();
}

IoAwareComparison::Request IoAwareDemo::request() const
{
    IoAwareComparison::Request r;
    r.length = lengthBox_->currentData().toInt();
    r.tile = tileBox_->currentData().toInt();
    r.singlePrecision = precisionBox_->currentData().toBool();
    r.causal = causalBox_->isChecked();
    return r;
}

void IoAwareDemo::setRequest(const IoAwareComparison::Request &request)
{
    const QSignalBlocker a(lengthBox_), b(tileBox_), c(precisionBox_), d(causalBox_);
    lengthBox_->setCurrentIndex(std::max(0, lengthBox_->findData(static_cast<int>(request.length))));
    tileBox_->setCurrentIndex(std::max(0, tileBox_->findData(static_cast<int>(request.tile))));
    precisionBox_->setCurrentIndex(request.singlePrecision ? 1 : 0);
    causalBox_->setChecked(request.causal);
    start();
}

void IoAwareDemo::start()
{
    if (task_.isRunning()) {
        // Only the newest settings matter: stop this run and start again when it returns.
        pending_ = true;
        task_.cancel();
        return;
    }
    pending_ = false;
    const IoAwareComparison::Request r = request();
    task_.start([r](const std::atomic<bool> &cancel, const std::function<void(double)> &) {
        return IoAwareComparison::run(r, &cancel);
    });
    busy_->setVisible(true);
    cancelButton_->setVisible(true);
    cancelButton_->setEnabled(true);
    //: Shown while the engine computes; %1 is the sequence length.
    status_->setText(tr("Computing attention for T = %1 twice (dense, then tile by tile)…").arg(QLocale().toString(static_cast<qlonglong>(r.length))));
}

void IoAwareDemo::cancel()
{
    if (!task_.isRunning())
        return;
    pending_ = false;
    task_.cancel();
    cancelButton_->setEnabled(false);
}

void IoAwareDemo::finished()
{
    busy_->setVisible(false);
    cancelButton_->setVisible(false);
    if (pending_) {
        start();
        return;
    }
    if (task_.wasCancelled()) {
        status_->setText(tr("Cancelled. The last finished comparison is shown; change a setting to run again."));
        return;
    }
    if (task_.ending() == BackgroundTaskBase::Ending::Failed) {
        status_->setText(task_.errorText()); // the request comes from the boxes: not reachable
        return;
    }
    showOutcome();
    Q_EMIT resultShown();
}

void IoAwareDemo::waitForResult()
{
    // A queued run starts from finished(), which finishNow() delivers.
    while (task_.isRunning())
        task_.finishNow();
}

QString IoAwareDemo::cellText(int row, int column) const
{
    return cells_.value(row).value(column) ? cells_.at(row).at(column)->text() : QString();
}

QString IoAwareDemo::verdictText() const
{
    return verdict_->text();
}

void IoAwareDemo::showOutcome()
{
    const std::optional<IoAwareComparison::Outcome> &outcome = task_.result();
    if (!outcome) {
        for (int r = 1; r <= trafficTableRows; ++r)
            for (int c = 1; c < trafficTableColumns; ++c)
                cells_[r][c]->clear();
        verdict_->clear();
        return;
    }
    const IoAwareComparison::Outcome &o = *outcome;
    const QLocale locale;
    //: Status after a comparison; %1 is the sequence length T (at least 2 tokens), %2 the head width dₖ = dᵥ,
    //: %3 the tile side, %4 the number of tiles computed, %5 the number of tiles skipped.
    status_->setText(tr("T = %1 tokens, one head, dₖ = dᵥ = %2, tiles of %3 × %3. Tiles computed: %4; skipped (no allowed pair): %5.")
                         .arg(locale.toString(static_cast<qlonglong>(o.request.length)))
                         .arg(o.request.headWidth)
                         .arg(o.request.tile)
                         .arg(locale.toString(static_cast<qlonglong>(o.tilesComputed)))
                         .arg(locale.toString(static_cast<qlonglong>(o.tilesSkipped))));
    cells_[1][1]->setText(count(double(o.denseScores)));
    cells_[1][2]->setText(count(double(o.tiledScores)));
    cells_[2][1]->setText(count(double(o.denseHeld)));
    cells_[2][2]->setText(count(double(o.tiledHeld)));
    cells_[3][1]->setText(count(o.denseTraffic));
    cells_[3][2]->setText(count(o.tiledTraffic));
    cells_[4][1]->setText(tr("reference"));
    //: The largest difference between the two outputs, e.g. "max |Δ| = 4.4e-16".
    cells_[4][2]->setText(tr("max |Δ| = %1").arg(ScientificNumber::format(o.maxDifference, 1, locale)));
    QString verdict;
    if (o.request.singlePrecision) {
        //: %1: the largest output difference; %2: the largest output magnitude; %3: traffic ratio.
        verdict = tr("Same mathematics: the outputs differ by at most %1 (the outputs are up to %2 in size) — rounding in "
                     "single precision (float, about 7 significant digits), because the sums are taken in another order. "
                     "Different memory traffic: the tiles move %3 times fewer numbers in this model, and never hold the "
                     "T × T matrix. The scores computed stay quadratic in T.");
    } else {
        //: %1: the largest output difference; %2: the largest output magnitude; %3: traffic ratio.
        verdict = tr("Same mathematics: the outputs differ by at most %1 (the outputs are up to %2 in size) — rounding in "
                     "double precision (about 16 significant digits), because the sums are taken in another order. "
                     "Different memory traffic: the tiles move %3 times fewer numbers in this model, and never hold the "
                     "T × T matrix. The scores computed stay quadratic in T.");
    }
    verdict_->setText(verdict.arg(ScientificNumber::format(o.maxDifference, 1, locale), locale.toString(o.outputScale, 'f', 2),
                                  locale.toString(o.denseTraffic / std::max(1.0, o.tiledTraffic), 'f', 1)));
}

} // namespace atlas

#include "moc_ioawaredemo.cpp"
