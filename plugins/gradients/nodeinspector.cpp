#include "nodeinspector.h"

#include "nodepresentation.h"

#include "sdk/boxlayout.h"
#include "sdk/matrixheatmap.h"
#include "sdk/paragraphlabel.h"

#include <QBoxLayout>
#include <QLabel>
#include <QResizeEvent>

#include <cmath>

namespace atlas {

NodeInspector::NodeInspector(QWidget *parent)
    : QWidget(parent), heading_(new ParagraphLabel(this)), explanation_(new ParagraphLabel(this)),
      maps_(new QBoxLayout(QBoxLayout::LeftToRight)), value_(new MatrixHeatmap(this)),
      gradient_(new MatrixHeatmap(this))
{
    QFont f = heading_->font();
    f.setBold(true);
    heading_->setFont(f);
    BoxLayout::add(maps_, {BoxLayout::aligned(value_, Qt::AlignTop), BoxLayout::aligned(gradient_, Qt::AlignTop),
                           BoxLayout::stretch()});
    BoxLayout::column(this, {heading_, explanation_, maps_});
}

int NodeInspector::decimalsFor(double largest)
{
    if (!(largest > 0) || !std::isfinite(largest))
        return 2;
    // Two significant digits of the largest entry, between 2 and 6 decimals.
    const int leading = int(std::floor(std::log10(largest)));
    return std::clamp(1 - leading, 2, 6);
}

void NodeInspector::setNode(const GraphNode<double> &node, const QStringList &tokens,
                            const QStringList &vocabulary, bool showLayer)
{
    id_ = QString::fromStdString(node.id);
    const QString symbol = NodePresentation::symbol(node, showLayer);
    heading_->setText(tr("%1 — %2, %3").arg(symbol, NodePresentation::description(node), NodePresentation::shape(node)));
    const NodeAxes axes = NodePresentation::axes(node, tokens, vocabulary);
    const bool probabilities = node.kind == NodeKind::Probabilities;
    const bool masked = node.allowed.has_value();

    auto fill = [&](MatrixHeatmap *map, const Matrix<double> &values, bool gradient) {
        MatrixModel *model = map->model();
        model->setAxisNames(axes.rowName, axes.columnName);
        model->setRowLabels(axes.rowLabels);
        model->setColumnLabels(axes.columnLabels);
        model->setScale(!gradient && probabilities ? MatrixModel::Scale::Probability
                        : !gradient && node.kind == NodeKind::Tokens ? MatrixModel::Scale::Sequential
                                                                     : MatrixModel::Scale::Signed);
        //: Text of a matrix cell (an attention pair) that the mask forbids.
        const QString maskedText = tr("masked");
        model->setMaskedText(node.kind == NodeKind::Scores && !gradient ? QStringLiteral("−∞") : maskedText);
        model->setDecimals(node.kind == NodeKind::Tokens ? 0 : decimalsFor(values.size() ? values.cwiseAbs().maxCoeff() : 0));
        model->setMatrix(values);
        model->setMask(masked ? node.allowed : std::nullopt);
        map->setAxisCaptions(axes.rowCaption, axes.columnCaption);
    };
    value_->setTitle(tr("value of %1").arg(symbol));
    value_->setExportName(QStringLiteral("value-") + id_);
    fill(value_, node.value, false);
    if (node.differentiable && node.gradient.size() > 0) {
        gradient_->setVisible(true);
        //: Title of the heatmap of ∂L/∂(node).
        gradient_->setTitle(tr("gradient ∂L/∂%1").arg(symbol));
        gradient_->setExportName(QStringLiteral("gradient-") + id_);
        fill(gradient_, node.gradient, true);
    } else {
        gradient_->setVisible(false);
    }

    explanation_->setText(explanation(node));
}

QString NodeInspector::explanation(const GraphNode<double> &node)
{
    switch (node.kind) {
    case NodeKind::Tokens:
        return tr("Token ids are integers: nothing can be differentiated with respect to them. "
                  "Their gradient arrives at the rows of E they select.");
    case NodeKind::Scores:
        return tr("Hatched cells are masked keys: a query may not read its future. Their "
                  "scores never enter the softmax, so their gradient is exactly 0.");
    case NodeKind::Probabilities:
        return tr("Each row sums to 1 over the allowed keys. The gradient reaches the scores "
                  "through dS = A ∘ (dA − rowsum(A ∘ dA)): every allowed key of a row shares it.");
    case NodeKind::Values:
        return tr("The value path: ∂L/∂V = Aᵀ·∂L/∂Y. Learning changes the values as well as "
                  "the probabilities that mix them.");
    case NodeKind::Loss:
        return tr("∂L/∂L = 1: the backward pass starts here and flows up every arrow.");
    case NodeKind::PositionEmbedding:
        return tr("Rows beyond the input's length are not used, so their gradient is 0.");
    default:
        return node.role == NodeRole::Parameter
            ? tr("A parameter: training moves it against this gradient.")
            : tr("An intermediate: its gradient is what flows back through it to the parameters.");
    }
}

void NodeInspector::resizeEvent(QResizeEvent *event)
{
    // Side by side when both maps fit, one above the other otherwise.
    const int needed = value_->sizeHint().width() + gradient_->sizeHint().width() + maps_->spacing() + 8;
    maps_->setDirection(event->size().width() >= needed ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    QWidget::resizeEvent(event);
}

} // namespace atlas

#include "moc_nodeinspector.cpp"
