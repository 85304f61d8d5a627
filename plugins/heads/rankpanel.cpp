#include "rankpanel.h"

#include "figureheatmap.h"
#include "headssession.h"

#include "sdk/boxlayout.h"
#include "sdk/changemarking.h"
#include "sdk/formulaview.h"
#include "sdk/matrixheatmap.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>

namespace atlas {

RankPanel::RankPanel(HeadsSession &session, QWidget *parent)
    : QWidget(parent), session_(session), headWidth_(new QSpinBox(this)), qk_(new FigureHeatmap(QStringLiteral("qk-low-rank"), MatrixModel::Scale::Signed, 1, this)),
      reading_(new ParagraphLabel(this, QStringLiteral("rankReading")))
{
    setObjectName(QStringLiteral("rankPanel"));
    auto *texts = new Retranslator(this);
    auto *intro = texts->paragraph([] {
        return tr("A head's score of query x_i on key x_j is a bilinear form: both projections fold into one "
                  "d × d matrix W_QK, and it decides where the head looks. It is a product through dₖ "
                  "columns, so its rank is at most dₖ: a narrow head can tell apart only dₖ directions of the "
                  "model's d. Change the head width and watch the singular values.");
    });
    auto *formula = new FormulaView(this);
    formula->setFormula(QStringLiteral("s_{ij} = \\frac{x_i W_q\\,(x_j W_k)^\\top}{\\sqrt{d_k}} = \\frac{x_i\\, W_{QK}\\, x_j^\\top}{\\sqrt{d_k}},\\qquad W_{QK} = W_q W_k^\\top"));
    headWidth_->setObjectName(QStringLiteral("headWidth"));
    headWidth_->setRange(1, session_.params().width);
    QLabel *headWidthLabel = texts->label(headWidth_, [] { return tr("Head &width dₖ:"); });
    texts->accessibleName(headWidth_, [] { return tr("Head width dₖ"); });
    qk_->setObjectName(QStringLiteral("qkMatrix"));
    if (session_.params().width > 8)
        qk_->setCompactCellSize(22);

    BoxLayout::column(this, {intro, formula, BoxLayout::row({headWidthLabel, headWidth_, BoxLayout::stretch()}), reading_,
                             BoxLayout::aligned(qk_, Qt::AlignLeft)});

    connect(headWidth_, &QSpinBox::valueChanged, this, [this](int dk) {
        ChangeMarking marking(this);
        session_.setHeadWidth(dk);
    });
    connect(&session_, &HeadsSession::changed, this, &RankPanel::refresh);
    refresh();
    texts->bind([this] { showReading(); });
}

void RankPanel::refresh()
{
    {
        const QSignalBlocker quiet(headWidth_);
        headWidth_->setValue(session_.headWidth());
    }
    const Matrix<double> &m = session_.qk();
    const double limit = std::max(m.cwiseAbs().maxCoeff(), 1e-9);
    qk_->model()->setMatrix(m);
    qk_->model()->setFixedColorRange(std::make_pair(-limit, limit));
    QStringList labels;
    for (Index i = 0; i < m.rows(); ++i)
        labels.append(QString::number(i));
    qk_->model()->setRowLabels(labels);
    qk_->model()->setColumnLabels(labels);
    showReading();
}

void RankPanel::showReading()
{
    const int d = session_.params().width, dk = session_.headWidth();
    //: %1 the head width, %2 the model width.
    qk_->setTitle(tr("W_QK of a head with dₖ = %1 in a model of d = %2").arg(dk).arg(d));
    //: Rows and columns of W_QK are coordinates of the model's width: the query's side and the key's side.
    qk_->setAxisCaptions(tr("query side"), tr("key side"));
    qk_->model()->setAxisNames(tr("query coordinate"), tr("key coordinate"));
    const QLocale locale;
    QStringList values;
    // What arithmetic leaves of a zero singular value (10⁻¹⁷ or so) is shown as the 0 it is.
    const std::vector<double> &singular = session_.singularValues();
    for (double s : singular)
        values.append(s <= 1e-9 * singular.front() ? QStringLiteral("0") : locale.toString(s, 'g', 2));
    const int heads = d / dk;
    //: %1 the singular values, %2 the rank, %3 d, %4 dₖ.
    QString text = tr("Singular values: %1 — rank %2 of %3: at most dₖ = %4.")
                       .arg(values.join(QStringLiteral(", ")))
                       .arg(session_.rank())
                       .arg(d)
                       .arg(dk);
    if (d % dk == 0)
        //: %1 heads of width dₖ filling d, %2 dₖ, %3 their parameters, %4 one head of width d's parameters.
        text += QLatin1Char(' ') + tr("%1 heads of dₖ = %2 have 4·d·H·dₖ = %3 parameters in W_q, W_k, W_v and W_o, "
                                      "exactly as many as one head of width d (%4), but form %1 attention patterns "
                                      "instead of one.")
                                       .arg(heads)
                                       .arg(dk)
                                       .arg(locale.toString(HeadsSession::projectionParameters(d, heads, dk)))
                                       .arg(locale.toString(HeadsSession::projectionParameters(d, 1, d)));
    else
        //: %1 d, %2 dₖ.
        text += QLatin1Char(' ') + tr("d = %1 does not split into heads of dₖ = %2; when dₖ divides d, the d/dₖ heads "
                                      "cost exactly the parameters of one head of width d.")
                                       .arg(d)
                                       .arg(dk);
    reading_->setText(text);
}

} // namespace atlas

#include "moc_rankpanel.cpp"
