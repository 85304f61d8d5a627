#include "gradientcheckpanel.h"

#include "decodersession.h"
#include "nodepresentation.h"
#include "shortnumber.h"

#include "sdk/boxlayout.h"
#include "sdk/matrixheatmap.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"
#include "sdk/taskcontrols.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QTimer>

#include <cmath>

namespace atlas {

namespace {

// Agreement expected in double precision with h = 10⁻⁵: the truncation error of a central
// difference is O(h²), the rounding error O(ε/h); both stay far below 10⁻⁶ here.
constexpr double agreement = 1e-6;

} // namespace

GradientCheckPanel::GradientCheckPanel(DecoderSession &session, QWidget *parent)
    : QWidget(parent), session_(session), stepBox_(new QComboBox(this)),
      controls_(new TaskControls(task_, TaskControls::Bar::Stretched, this)),
      summary_(new ParagraphLabel(this, QString(), ParagraphLabel::Selection::ByMouse)), table_(new QTableWidget(this)),
      errorMap_(new MatrixHeatmap(this)), debounce_(new QTimer(this))
{
    setObjectName(QStringLiteral("gradientCheck"));
    controls_->progressBar()->setObjectName(QStringLiteral("gradientCheckProgress"));
    table_->setObjectName(QStringLiteral("gradientCheckTable"));
    auto *texts = new Retranslator(this);
    auto *intro = texts->paragraph([] {
        return tr("Is the backward pass right? For every entry x of every node, nudge it by ±h, run "
                  "the decoder forward again and compare (L(x + h) − L(x − h)) / 2h with the "
                  "analytic ∂L/∂x. Masked probabilities are outside the softmax support and are "
                  "not nudged.");
    });
    for (int exponent : {-3, -4, -5, -6, -7})
        stepBox_->addItem(ShortNumber::powerOfTen(exponent), std::pow(10.0, exponent));
    stepBox_->setCurrentIndex(2);
    QLabel *stepLabel = texts->label(stepBox_, [] { return tr("Step h:"); });
    texts->text(controls_->runButton(), [] {
        //: Button: run the gradient check once more (with the step h chosen beside it).
        return tr("Check again");
    });
    texts->accessibleName(controls_->progressBar(), [] { return tr("gradient check progress"); });
    QFont big = summary_->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    summary_->setFont(big);

    table_->setColumnCount(4);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->verticalHeader()->setVisible(false);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 6);
    table_->setMinimumHeight(12 * (table_->fontMetrics().height() + 6));
    errorMap_->model()->setScale(MatrixModel::Scale::Sequential);
    errorMap_->setExportName(QStringLiteral("gradient-check-error"));
    debounce_->setSingleShot(true);
    debounce_->setInterval(120);

    // The panel's own margins: it fills a tab page.
    setLayout(BoxLayout::column({intro, BoxLayout::row({stepLabel, stepBox_, BoxLayout::stretched(controls_, 1)}), summary_,
                                 table_, errorMap_, BoxLayout::stretch()}));

    connect(controls_, &TaskControls::runRequested, this, &GradientCheckPanel::run);
    // Not only the run: a restart the decoder asked for is called off too.
    connect(controls_->cancelButton(), &QPushButton::clicked, this, &GradientCheckPanel::cancel);
    connect(stepBox_, &QComboBox::currentIndexChanged, this, [this] {
        stale_ = true;
        run();
    });
    connect(debounce_, &QTimer::timeout, this, &GradientCheckPanel::run);
    connect(&task_, &BackgroundTaskBase::finished, this, &GradientCheckPanel::onFinished);
    connect(table_, &QTableWidget::currentCellChanged, this, [this](int row) { showNodeError(row); });
    connect(&session_, &DecoderSession::changed, this, [this] {
        stale_ = true;
        summary_->setText(tr("The decoder changed: the check runs again."));
        if (isVisible() || isRunning())
            debounce_->start();
    });
    texts->bind([this] {
        table_->setHorizontalHeaderLabels({tr("node"), tr("shape"), tr("largest |analytic − numeric|"), tr("relative error")});
        table_->setAccessibleName(tr("gradient check per node"));
        if (report() && !stale_)
            showReport();
    });
}

GradientCheckPanel::~GradientCheckPanel()
{
    // QWidget's destructor hides the children after this class's members are gone: stop
    // listening to them first. The task stops its check as it goes, and emits nothing then.
    for (QObject *child : findChildren<QObject *>())
        child->disconnect(this);
}

double GradientCheckPanel::step() const
{
    return stepBox_->currentData().toDouble();
}

void GradientCheckPanel::setStep(double h)
{
    for (int i = 0; i < stepBox_->count(); ++i)
        if (std::abs(stepBox_->itemData(i).toDouble() - h) <= 1e-3 * h)
            stepBox_->setCurrentIndex(i);
}

void GradientCheckPanel::run()
{
    if (isRunning()) {
        // The decoder changed under a running check: finish it off and start over.
        restart_ = true;
        task_.cancel();
        return;
    }
    restart_ = false;
    const TinyDecoder<double> decoder = session_.decoder();
    const DecoderInput input = session_.input();
    const double h = step();
    summary_->setText(tr("Checking every entry of every node…"));
    // The session only holds inputs the decoder accepts: a ShapeError is not reachable, and
    // would end the check as not checked.
    task_.start([decoder, input, h](const std::atomic<bool> &cancel, const std::function<void(double)> &progress) {
        return decoder.gradientCheck(input, h, [&](std::size_t done, std::size_t total) {
            progress(total ? double(done) / double(total) : 0);
            return !cancel.load();
        });
    });
}

void GradientCheckPanel::cancel()
{
    restart_ = false;
    task_.cancel();
}

void GradientCheckPanel::waitForFinished()
{
    if (debounce_->isActive()) {
        debounce_->stop();
        run();
    }
    while (isRunning()) {
        // Delivers finished() now, which may start the restarted check.
        task_.finishNow();
        QCoreApplication::processEvents();
    }
}

void GradientCheckPanel::onFinished()
{
    if (restart_) {
        // The decoder changed while this check ran: its result describes the old one.
        run();
        return;
    }
    if (task_.ending() != BackgroundTaskBase::Ending::Completed) {
        controls_->progressBar()->setValue(0);
        summary_->setText(report() && !stale_ ? summaryText() : tr("Check cancelled."));
        return;
    }
    stale_ = false;
    showReport();
    Q_EMIT finished();
}

QString GradientCheckPanel::summaryText() const
{
    if (!report())
        return tr("Not checked yet.");
    const GraphNode<double> *worst = session_.graph().find(report()->worstNode);
    const QString where = worst ? NodePresentation::symbol(*worst, session_.params().layers > 1)
                                : QString::fromStdString(report()->worstNode);
    const QString error = ShortNumber::scientific(report()->maxRelativeError);
    if (report()->maxRelativeError <= agreement)
        //: %1 the error, %2 the node, %n the number of nodes checked, %3 the step h.
        return tr("Largest relative error: %1 (at %2). Analytic and finite-difference gradients agree "
                  "on all %n differentiable node(s) (step h = %3).", nullptr, int(report()->nodes.size()))
            .arg(error, where, ShortNumber::powerOfTen(int(std::lround(std::log10(report()->step)))));
    return tr("Largest relative error: %1 (at %2) — more than %3: with this step h = %4 the central "
              "difference is not accurate enough.")
        .arg(error, where, ShortNumber::powerOfTen(-6), ShortNumber::powerOfTen(int(std::lround(std::log10(report()->step)))));
}

void GradientCheckPanel::showReport()
{
    if (!report())
        return;
    summary_->setText(summaryText());
    const bool layers = session_.params().layers > 1;
    const QSignalBlocker block(table_);
    table_->setRowCount(int(report()->nodes.size()));
    int worstRow = 0;
    for (int row = 0; row < int(report()->nodes.size()); ++row) {
        const NodeCheck<double> &check = report()->nodes[std::size_t(row)];
        const GraphNode<double> *node = session_.graph().find(check.id);
        const QStringList cells{node ? NodePresentation::symbol(*node, layers) : QString::fromStdString(check.id),
                                node ? NodePresentation::shape(*node) : QString(),
                                ShortNumber::scientific(check.maxAbsoluteError),
                                ShortNumber::scientific(check.relativeError)};
        const bool worst = check.id == report()->worstNode;
        if (worst)
            worstRow = row;
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setTextAlignment(c >= 2 ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter);
            if (worst) {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
            }
            if (node && c == 0)
                item->setToolTip(NodePresentation::description(*node));
            table_->setItem(row, c, item);
        }
    }
    table_->setCurrentCell(worstRow, 0);
    showNodeError(worstRow);
}

bool GradientCheckPanel::selectNode(const QString &id)
{
    if (!report())
        return false;
    for (int row = 0; row < int(report()->nodes.size()); ++row)
        if (report()->nodes[std::size_t(row)].id == id.toStdString()) {
            table_->setCurrentCell(row, 0);
            showNodeError(row);
            return true;
        }
    return false;
}

void GradientCheckPanel::showNodeError(int row)
{
    if (!report() || row < 0 || row >= int(report()->nodes.size()))
        return;
    const NodeCheck<double> &check = report()->nodes[std::size_t(row)];
    const GraphNode<double> *node = session_.graph().find(check.id);
    // Errors are tiny: show them in units of a power of ten so the cells carry digits.
    const double largest = check.error.size() ? check.error.maxCoeff() : 0;
    const int exponent = largest > 0 ? int(std::floor(std::log10(largest))) : 0;
    const Matrix<double> scaled = check.error / std::pow(10.0, exponent);
    MatrixModel *model = errorMap_->model();
    if (node) {
        const NodeAxes axes = NodePresentation::axes(*node, session_.tokens(), session_.vocabulary());
        model->setAxisNames(axes.rowName, axes.columnName);
        model->setRowLabels(axes.rowLabels);
        model->setColumnLabels(axes.columnLabels);
        errorMap_->setAxisCaptions(axes.rowCaption, axes.columnCaption);
    }
    model->setDecimals(1);
    model->setMatrix(scaled);
    // Masked scores and probabilities are outside the softmax support: hatched, as in the graph.
    model->setMask(node ? node->allowed : std::nullopt);
    const QString symbol = node ? NodePresentation::symbol(*node, session_.params().layers > 1) : QString::fromStdString(check.id);
    //: %1 the node, %2 a power of ten such as 10⁻¹⁰.
    errorMap_->setTitle(tr("relative error of ∂L/∂%1, in units of %2").arg(symbol, ShortNumber::powerOfTen(exponent)));
}

void GradientCheckPanel::showEvent(QShowEvent *event)
{
    if (stale_ && !isRunning())
        debounce_->start();
    QWidget::showEvent(event);
}

} // namespace atlas

#include "moc_gradientcheckpanel.cpp"
