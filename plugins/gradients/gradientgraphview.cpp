#include "gradientgraphview.h"

#include "nodepresentation.h"

#include <QAccessible>
#include <QEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <climits>
#include <cmath>
#include <map>

namespace atlas {

namespace {

constexpr int margin = 8;
constexpr int horizontalGap = 16;
constexpr int laneWidth = 10;
constexpr double minimumZoom = 0.6;

// Light tints of Okabe–Ito hues, so black text stays readable; the legend names them and
// every box carries its symbol, so colour is never the only cue.
QColor roleFill(NodeRole role)
{
    switch (role) {
    case NodeRole::Input: return QColor(0xfb, 0xe3, 0xb0);
    case NodeRole::Parameter: return QColor(0xcf, 0xe8, 0xf7);
    case NodeRole::Activation: return QColor(0xff, 0xff, 0xff);
    case NodeRole::Loss: return QColor(0xf6, 0xc9, 0xa8);
    }
    return Qt::white;
}

void drawArrowHead(QPainter &p, const QPointF &tip, const QPointF &from)
{
    const QPointF d = tip - from;
    const double length = std::hypot(d.x(), d.y());
    if (length < 1e-6)
        return;
    const QPointF u = d / length;
    const QPointF n(-u.y(), u.x());
    const double size = 6;
    QPolygonF head;
    head << tip << tip - u * size + n * size * 0.5 << tip - u * size - n * size * 0.5;
    p.drawPolygon(head);
}

} // namespace

GradientGraphView::GradientGraphView(QWidget *parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setAccessibleName(tr("Gradient graph"));
}

void GradientGraphView::setGraph(const GradientGraph<double> &graph, bool showLayers)
{
    const std::string previous = selected_ >= 0 && std::size_t(selected_) < graph_.nodes.size()
        ? graph_.nodes[std::size_t(selected_)].id
        : std::string();
    graph_ = graph;
    showLayers_ = showLayers;
    placement_ = GradientGraphLayout::place(graph_);
    // Edges that skip rows (the residual connection, the values into the head outputs, the
    // labels into the loss) run down a lane beside the graph — on the side their source is
    // on — and along the gap above their target's row, so they never cross a box.
    longEdge_.assign(graph_.edges.size(), false);
    lane_.assign(graph_.edges.size(), -1);
    laneSide_.assign(graph_.edges.size(), 0);
    int lanes[2] = {0, 0};
    for (std::size_t e = 0; e < graph_.edges.size(); ++e) {
        const GraphEdge &edge = graph_.edges[e];
        if (placement_.row[edge.to] - placement_.row[edge.from] <= 1)
            continue;
        longEdge_[e] = true;
        const int row = placement_.row[edge.from];
        const bool left = 2 * placement_.slot[edge.from] + 1 <= placement_.rowSizes[std::size_t(row)];
        laneSide_[e] = left ? -1 : 1;
        lane_[e] = lanes[left ? 0 : 1]++;
    }
    const Index kept = previous.empty() ? -1 : graph_.indexOf(previous);
    selected_ = int(kept);
    if (selected_ < 0 && !graph_.nodes.empty())
        selected_ = int(std::max<Index>(graph_.indexOf(NodeId{NodeKind::Probabilities, 1, 1}), 0));
    updateGeometry();
    updateAccessibleText();
    update();
}

int GradientGraphView::nodeWidth() const
{
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics fm(bold);
    const int widest = fm.horizontalAdvance(showLayers_ ? QStringLiteral("L3 · C·Wo") : QStringLiteral("tokens"));
    return std::max(widest, fm.horizontalAdvance(QStringLiteral("16×32"))) + 18;
}

int GradientGraphView::nodeHeight() const
{
    return 2 * fontMetrics().height() + 8;
}

int GradientGraphView::rowPitch() const
{
    return nodeHeight() + 22;
}

int GradientGraphView::legendHeight() const
{
    return fontMetrics().height() + 14;
}

int GradientGraphView::laneReserve(int side) const
{
    int lanes = 0;
    for (std::size_t e = 0; e < lane_.size(); ++e)
        if (laneSide_[e] == side)
            lanes = std::max(lanes, lane_[e] + 1);
    return lanes ? 12 + lanes * laneWidth : 0;
}

int GradientGraphView::contentWidth() const
{
    int widest = 0;
    for (int size : placement_.rowSizes)
        widest = std::max(widest, size * (nodeWidth() + horizontalGap) - horizontalGap);
    return 2 * margin + laneReserve(-1) + widest + laneReserve(1);
}

int GradientGraphView::legendWidth() const
{
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.85);
    const QFontMetrics fm(small);
    int width = 2 * margin;
    for (const QString &name : {tr("input"), tr("parameter"), tr("activation"), tr("loss")})
        width += 14 + 5 + fm.horizontalAdvance(name) + 14;
    return width;
}

QSize GradientGraphView::sizeHint() const
{
    const int height = 2 * margin + legendHeight() + placement_.rows * rowPitch() - (rowPitch() - nodeHeight());
    return QSize(std::max(contentWidth(), legendWidth()), std::max(height, 100));
}

QSize GradientGraphView::minimumSizeHint() const
{
    const QSize natural = sizeHint();
    return QSize(int(std::ceil(natural.width() * minimumZoom)), int(std::ceil(natural.height() * minimumZoom)));
}

int GradientGraphView::heightForWidth(int width) const
{
    const QSize natural = sizeHint();
    const double z = std::clamp(double(width) / double(std::max(natural.width(), 1)), minimumZoom, 1.0);
    return int(std::ceil(natural.height() * z));
}

double GradientGraphView::zoom() const
{
    return std::clamp(double(width()) / double(std::max(sizeHint().width(), 1)), minimumZoom, 1.0);
}

int GradientGraphView::logicalWidth() const
{
    return int(std::floor(width() / zoom()));
}

QRect GradientGraphView::nodeRect(int index) const
{
    const QRect r = layoutRect(index);
    const double z = zoom();
    return QRectF(r.x() * z, r.y() * z, r.width() * z, r.height() * z).toAlignedRect();
}

QRect GradientGraphView::layoutRect(int index) const
{
    if (index < 0 || std::size_t(index) >= graph_.nodes.size())
        return QRect();
    int widest = 0;
    for (int size : placement_.rowSizes)
        widest = std::max(widest, size * (nodeWidth() + horizontalGap) - horizontalGap);
    const int offset = std::max(0, (logicalWidth() - contentWidth()) / 2);
    const int row = placement_.row[std::size_t(index)];
    const int count = placement_.rowSizes[std::size_t(row)];
    const int rowWidth = count * (nodeWidth() + horizontalGap) - horizontalGap;
    const int x = offset + margin + laneReserve(-1) + (widest - rowWidth) / 2
        + placement_.slot[std::size_t(index)] * (nodeWidth() + horizontalGap);
    const int y = margin + legendHeight() + row * rowPitch();
    return QRect(x, y, nodeWidth(), nodeHeight());
}

int GradientGraphView::nodeAt(const QPoint &point) const
{
    for (std::size_t i = 0; i < graph_.nodes.size(); ++i)
        if (nodeRect(int(i)).contains(point))
            return int(i);
    return -1;
}

int GradientGraphView::nodeInRow(int row, int slot) const
{
    for (std::size_t i = 0; i < graph_.nodes.size(); ++i)
        if (placement_.row[i] == row && placement_.slot[i] == slot)
            return int(i);
    return -1;
}

void GradientGraphView::setSelectedNode(int index)
{
    if (index < 0 || std::size_t(index) >= graph_.nodes.size() || index == selected_)
        return;
    selected_ = index;
    updateAccessibleText();
    update();
    Q_EMIT nodeSelected(index);
}

bool GradientGraphView::selectNode(const QString &id)
{
    const Index index = graph_.indexOf(id.toStdString());
    if (index < 0)
        return false;
    setSelectedNode(int(index));
    return true;
}

QString GradientGraphView::nodeAccessibleText(int index) const
{
    if (index < 0 || std::size_t(index) >= graph_.nodes.size())
        return QString();
    const GraphNode<double> &node = graph_.nodes[std::size_t(index)];
    QString text = NodePresentation::symbol(node, showLayers_) + QStringLiteral(", ")
        + NodePresentation::description(node) + QStringLiteral(", ") + NodePresentation::shape(node);
    if (index == selected_)
        //: Appended to a node's spoken description.
        text += tr(", selected");
    return text;
}

void GradientGraphView::updateAccessibleText()
{
    setAccessibleDescription(nodeAccessibleText(selected_));
    if (QAccessible::isActive()) {
        QAccessibleEvent event(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&event);
    }
}

void GradientGraphView::moveSelection(int key)
{
    if (selected_ < 0)
        return;
    const int row = placement_.row[std::size_t(selected_)];
    const int slot = placement_.slot[std::size_t(selected_)];
    int target = -1;
    switch (key) {
    case Qt::Key_Left: target = nodeInRow(row, slot - 1); break;
    case Qt::Key_Right: target = nodeInRow(row, slot + 1); break;
    case Qt::Key_Home: target = 0; break;
    case Qt::Key_End: target = int(graph_.nodes.size()) - 1; break;
    case Qt::Key_Up:
    case Qt::Key_Down: {
        // The node of the neighbouring row whose centre is nearest.
        const int next = row + (key == Qt::Key_Up ? -1 : 1);
        const int x = nodeRect(selected_).center().x();
        int best = INT_MAX;
        for (std::size_t i = 0; i < graph_.nodes.size(); ++i) {
            if (placement_.row[i] != next)
                continue;
            const int distance = std::abs(nodeRect(int(i)).center().x() - x);
            if (distance < best) {
                best = distance;
                target = int(i);
            }
        }
        break;
    }
    default: break;
    }
    if (target >= 0)
        setSelectedNode(target);
}

void GradientGraphView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Home:
    case Qt::Key_End:
        moveSelection(event->key());
        event->accept();
        return;
    default: QWidget::keyPressEvent(event);
    }
}

void GradientGraphView::mousePressEvent(QMouseEvent *event)
{
    const int index = nodeAt(event->position().toPoint());
    if (index >= 0) {
        setFocus(Qt::MouseFocusReason);
        setSelectedNode(index);
    }
    QWidget::mousePressEvent(event);
}

void GradientGraphView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    // Everything below is drawn in the unscaled drawing's coordinates.
    p.scale(zoom(), zoom());
    const QColor text = palette().color(QPalette::WindowText);
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.85);
    QFont bold = font();
    bold.setBold(true);

    // Legend.
    {
        const QFontMetrics fm(small);
        p.setFont(small);
        int x = margin + std::max(0, (logicalWidth() - contentWidth()) / 2);
        const int y = margin;
        const std::pair<NodeRole, QString> entries[] = {{NodeRole::Input, tr("input")},
                                                        {NodeRole::Parameter, tr("parameter")},
                                                        {NodeRole::Activation, tr("activation")},
                                                        {NodeRole::Loss, tr("loss")}};
        for (const auto &[role, name] : entries) {
            const QRect swatch(x, y + 2, 14, fm.height() - 2);
            p.setPen(QColor(0x55, 0x55, 0x55));
            p.setBrush(roleFill(role));
            p.drawRoundedRect(swatch, 3, 3);
            p.setPen(text);
            p.drawText(QPoint(swatch.right() + 5, y + fm.ascent()), name);
            x = swatch.right() + 5 + fm.horizontalAdvance(name) + 14;
        }
        Q_UNUSED(x);
    }

    // Entry and exit points spread along each box's top and bottom edge, ordered by where the
    // other end comes from, so parallel arrows do not coincide. A long edge leaves from its
    // source's side and enters its target's top like the others.
    const int offset = std::max(0, (logicalWidth() - contentWidth()) / 2);
    auto laneX = [&](std::size_t e) {
        return laneSide_[e] < 0 ? double(offset + margin + 6 + lane_[e] * laneWidth)
                                : double(offset + contentWidth() - margin - 6 - lane_[e] * laneWidth);
    };
    auto arrivalX = [&](std::size_t e) {
        return longEdge_[e] ? laneX(e) : double(layoutRect(int(graph_.edges[e].from)).center().x());
    };
    const std::size_t n = graph_.nodes.size();
    std::vector<std::vector<std::size_t>> in(n), out(n);
    for (std::size_t e = 0; e < graph_.edges.size(); ++e) {
        in[graph_.edges[e].to].push_back(e);
        if (!longEdge_[e])
            out[graph_.edges[e].from].push_back(e);
    }
    std::map<std::size_t, QPointF> start, end;
    for (std::size_t i = 0; i < n; ++i) {
        const QRect r = layoutRect(int(i));
        std::sort(in[i].begin(), in[i].end(), [&](std::size_t a, std::size_t b) { return arrivalX(a) < arrivalX(b); });
        std::sort(out[i].begin(), out[i].end(), [&](std::size_t a, std::size_t b) {
            return layoutRect(int(graph_.edges[a].to)).center().x() < layoutRect(int(graph_.edges[b].to)).center().x();
        });
        for (std::size_t k = 0; k < in[i].size(); ++k)
            end[in[i][k]] = QPointF(r.left() + r.width() * double(k + 1) / double(in[i].size() + 1), r.top());
        for (std::size_t k = 0; k < out[i].size(); ++k)
            start[out[i][k]] = QPointF(r.left() + r.width() * double(k + 1) / double(out[i].size() + 1), r.bottom() + 1);
    }

    for (int pass = 0; pass < 2; ++pass) {
        // The selected node's edges are drawn last, on top.
        for (std::size_t e = 0; e < graph_.edges.size(); ++e) {
            const GraphEdge &edge = graph_.edges[e];
            const bool incident = int(edge.from) == selected_ || int(edge.to) == selected_;
            if (incident != (pass == 1))
                continue;
            QPen pen(incident ? text : QColor(0x9a, 0x9a, 0x9a));
            pen.setWidthF(incident ? 2.0 : 1.2);
            p.setPen(pen);
            p.setBrush(Qt::NoBrush);
            QPainterPath path;
            const QPointF tip = end[e];
            if (longEdge_[e]) {
                const QRect from = layoutRect(int(edge.from));
                const double side = laneSide_[e];
                const QPointF a(side < 0 ? from.left() : from.right() + 1, from.center().y());
                const double x = laneX(e);
                // Along the gap above the target's row, each lane at its own height.
                const double gapY = tip.y() - (rowPitch() - nodeHeight()) / 2.0 - 3 + 4 * lane_[e] - 2 * (side > 0);
                const double r = 5;
                const double toward = tip.x() > x ? 1 : -1;
                path.moveTo(a);
                path.lineTo(x - side * r, a.y());
                path.quadTo(x, a.y(), x, a.y() + r);
                path.lineTo(x, gapY - r);
                path.quadTo(x, gapY, x + toward * r, gapY);
                path.lineTo(tip.x() - toward * r, gapY);
                path.quadTo(tip.x(), gapY, tip.x(), gapY + r);
                path.lineTo(tip);
            } else {
                const QPointF a = start[e];
                const double dy = (tip.y() - a.y()) / 2;
                path.moveTo(a);
                path.cubicTo(a + QPointF(0, dy), tip - QPointF(0, dy), tip);
            }
            p.drawPath(path);
            p.setBrush(pen.color());
            drawArrowHead(p, tip, tip - QPointF(0, 6));
        }
    }

    for (std::size_t i = 0; i < n; ++i) {
        const GraphNode<double> &node = graph_.nodes[i];
        const QRect r = layoutRect(int(i));
        const bool selected = int(i) == selected_;
        QPen border(selected ? text : QColor(0x55, 0x55, 0x55));
        border.setWidthF(selected ? 3.0 : 1.0);
        p.setPen(border);
        p.setBrush(roleFill(node.role));
        p.drawRoundedRect(QRectF(r).adjusted(0.5, 0.5, -0.5, -0.5), 5, 5);
        p.setPen(Qt::black); // the fills are light in every palette
        p.setFont(bold);
        const QRect top(r.left(), r.top() + 3, r.width(), r.height() / 2 - 1);
        p.drawText(top, Qt::AlignCenter, NodePresentation::symbol(node, showLayers_));
        p.setFont(small);
        const QRect bottom(r.left(), r.center().y(), r.width(), r.height() / 2 - 3);
        p.drawText(bottom, Qt::AlignCenter, NodePresentation::shape(node));
        if (selected && hasFocus()) {
            QPen focus(palette().color(QPalette::Highlight));
            focus.setWidthF(2);
            focus.setStyle(Qt::DotLine);
            p.setPen(focus);
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(QRectF(r).adjusted(-4, -4, 4, 4), 7, 7);
        }
    }
}

void GradientGraphView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Gradient graph"));
        updateAccessibleText();
        update();
    } else if (event->type() == QEvent::FontChange) {
        updateGeometry();
    }
    QWidget::changeEvent(event);
}

void GradientGraphView::focusInEvent(QFocusEvent *event)
{
    update();
    QWidget::focusInEvent(event);
}

void GradientGraphView::focusOutEvent(QFocusEvent *event)
{
    update();
    QWidget::focusOutEvent(event);
}

} // namespace atlas

#include "moc_gradientgraphview.cpp"
