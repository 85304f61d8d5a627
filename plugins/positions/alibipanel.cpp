#include "alibipanel.h"

#include "positionssession.h"

#include "sdk/boxlayout.h"
#include "sdk/changemarking.h"
#include "sdk/formulaview.h"
#include "sdk/matrixheatmap.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <atlas/alibibias.h>

#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSlider>

#include <cmath>

namespace atlas {

namespace {

// The slider moves in hundredths of a unit of score per position.
constexpr int slopeSteps = 100;

MatrixHeatmap *squareHeatmap(const QString &exportName, MatrixModel::Scale scale, QWidget *parent)
{
    auto *heatmap = new MatrixHeatmap(parent);
    heatmap->setObjectName(exportName);
    heatmap->model()->setScale(scale);
    heatmap->model()->setDecimals(2);
    if (scale == MatrixModel::Scale::Probability)
        heatmap->model()->setFixedColorRange(std::make_pair(0.0, 1.0));
    heatmap->setShowLegend(false);
    heatmap->setExportName(exportName);
    return heatmap;
}

} // namespace

AlibiPanel::AlibiPanel(PositionsSession &session, QWidget *parent)
    : QWidget(parent), session_(session), slope_(new QSlider(Qt::Horizontal, this)), slopeValue_(new QLabel(this)),
      bias_(squareHeatmap(QStringLiteral("alibi-bias"), MatrixModel::Scale::Signed, this)),
      maskOnly_(squareHeatmap(QStringLiteral("alibi-weights-mask-only"), MatrixModel::Scale::Probability, this)),
      withBias_(squareHeatmap(QStringLiteral("alibi-weights-with-bias"), MatrixModel::Scale::Probability, this)),
      reading_(new ParagraphLabel(this, QStringLiteral("alibiReading")))
{
    setObjectName(QStringLiteral("alibiPanel"));
    auto *texts = new Retranslator(this);
    auto *intro = texts->paragraph([] {
        return tr("ALiBi (Press et al. 2021) adds no vector and turns nothing: it lowers each score by the "
                  "slope m times the distance between query and key, in the same place as the causal mask. "
                  "The mask removes a key entirely (−∞); the bias only makes a distant key less likely: a soft "
                  "mask.");
    });
    auto *formula = new FormulaView(this);
    formula->setFormula(QStringLiteral("A = \\operatorname{softmax}\\left(\\frac{QK^\\top}{\\sqrt{d_k}} + B + M\\right),\\quad B_{ij} = -m\\,|i - j|"));
    slope_->setObjectName(QStringLiteral("alibiSlope"));
    slope_->setRange(0, int(declared::positions::slope::maximum * slopeSteps));
    slope_->setSingleStep(5);
    slope_->setPageStep(25);
    QLabel *slopeLabel = texts->label(slope_, [] {
        //: ALiBi's slope m, in units of score per position of distance.
        return tr("Slop&e m:");
    });
    texts->accessibleName(slope_, [] { return tr("ALiBi slope m"); });
    slopeValue_->setMinimumWidth(slopeValue_->fontMetrics().horizontalAdvance(QStringLiteral("0,000")));
    bias_->setShowLegend(true);
    texts->bind([this] {
        bias_->setTitle(tr("Bias B = −m·|i − j|"));
        maskOnly_->setTitle(tr("Weights with the causal mask alone, softmax(S + M)"));
        withBias_->setTitle(tr("Weights with ALiBi, softmax(S + B + M)"));
        for (MatrixHeatmap *heatmap : {bias_, maskOnly_, withBias_}) {
            heatmap->setAxisCaptions(tr("queries i"), tr("keys j"));
            heatmap->model()->setAxisNames(tr("query"), tr("key"));
        }
    });

    BoxLayout::column(this, {intro, formula, BoxLayout::row({slopeLabel, BoxLayout::stretched(slope_, 1), slopeValue_}),
                             BoxLayout::aligned(bias_, Qt::AlignLeft), BoxLayout::aligned(maskOnly_, Qt::AlignLeft),
                             BoxLayout::aligned(withBias_, Qt::AlignLeft), reading_});

    connect(slope_, &QSlider::valueChanged, this, [this](int steps) { ChangeMarking marking(this); session_.setSlope(double(steps) / slopeSteps); });
    connect(&session_, &PositionsSession::changed, this, &AlibiPanel::refresh);
    refresh();
    texts->bind([this] { showReading(); });
}

void AlibiPanel::refresh()
{
    {
        const QSignalBlocker blocker(slope_);
        slope_->setValue(int(std::lround(session_.slope() * slopeSteps)));
    }
    const PositionsSession::Alibi &a = session_.alibi();
    const QStringList tokens = session_.tokens();
    const double limit = std::max(a.bias.cwiseAbs().maxCoeff(), 1e-9);
    for (MatrixHeatmap *heatmap : {bias_, maskOnly_, withBias_}) {
        const Matrix<double> &values = heatmap == bias_ ? a.bias : heatmap == maskOnly_ ? a.maskOnly : a.withBias;
        heatmap->model()->setMatrix(values); // a new shape drops the mask: set it after
        heatmap->model()->setMask(a.allowed);
        heatmap->model()->setRowLabels(tokens);
        heatmap->model()->setColumnLabels(tokens);
    }
    bias_->model()->setFixedColorRange(std::make_pair(-limit, limit));
    // Up to six tokens the numbers fit the lab column of a 1024 × 700 window; beyond, colours
    // (the numbers stay in each cell's tooltip).
    const int cell = tokens.size() > 6 ? 34 : 0;
    for (MatrixHeatmap *heatmap : {bias_, maskOnly_, withBias_})
        if (heatmap->compactCellSize() != cell)
            heatmap->setCompactCellSize(cell);
    showReading();
}

void AlibiPanel::showReading()
{
    const QLocale locale;
    slopeValue_->setText(locale.toString(session_.slope(), 'f', 2));
    const PositionsSession::Alibi &a = session_.alibi();
    const Index last = a.withBias.rows() - 1;
    QString slopes;
    for (double s : AlibiBias::slopes(8))
        slopes += (slopes.isEmpty() ? QString() : QStringLiteral("; ")) + locale.toString(s, 'g', 4);
    // What the last query gives the keys more than two positions away: what the bias takes.
    double farMask = 0, farBias = 0;
    for (Index j = 0; j + 2 < last; ++j) {
        farMask += a.maskOnly(last, j);
        farBias += a.withBias(last, j);
    }
    if (last >= 0)
        //: %1 the last query's token, %2 and %3 the weight it gives the keys more than two positions
        //: away without and with ALiBi, %4 the eight slopes of an 8-head model.
        reading_->setText(tr("The last query (“%1”) gives the keys more than two positions away %2 of its weight with "
                             "the mask alone and %3 with ALiBi. At m = 0 the bias vanishes and the weights are the "
                             "causal ones; a large m leaves almost all weight on the nearest keys, yet none is removed. "
                             "Each head has its own, fixed slope: for 8 heads, mₕ = 2^(−8h/8) = %4.")
                              .arg(session_.tokens().at(last), locale.toString(farMask, 'f', 3),
                                   locale.toString(farBias, 'f', 3), slopes));
}

} // namespace atlas

#include "moc_alibipanel.cpp"
