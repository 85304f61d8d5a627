// The drawn gradient graph: every node of the engine's graph in its documented row, no two
// boxes overlapping, every edge of the engine's graph, selection by mouse and keyboard, and
// the inspector showing the selected node's value and gradient (masked cells hatched).
#include "decoderlab.h"
#include "decoderlabparts.h"
#include "decodersession.h"
#include "gradientgraphlayout.h"
#include "gradientgraphview.h"
#include "nodeinspector.h"
#include "nodepresentation.h"

#include "sdk/matrixheatmap.h"

#include "suiteregistry.h"

#include <QSignalSpy>
#include <QTest>

using namespace atlas;
using decoderlabtest::graphViewOf;
using decoderlabtest::inspectorOf;

class TestGradientGraphView : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void oneLayerRowsAreAsDocumented();
    void everyNodeHasItsOwnBoxAndShape();
    void twoLayersStackTheBlocks();
    void narrowWidthScalesToFit();
    void clickAndKeyboardSelect();
    void inspectorShowsValueAndGradient();
    void inspectorHatchesMaskedCells();
    void decimalsFollowTheMagnitude();
    void selectionSurvivesAnEdit();
};

void TestGradientGraphView::oneLayerRowsAreAsDocumented()
{
    DecoderSession session{DecoderParams()};
    const GradientGraph<double> &graph = session.graph();
    const GraphPlacement placement = GradientGraphLayout::place(graph);
    QCOMPARE(placement.rows, 11);
    const std::pair<const char *, int> rows[] = {
        {"tokens", 0}, {"E", 0}, {"P", 0}, {"X0", 1}, {"L1.Wq", 1}, {"L1.Wk", 1}, {"L1.Wv", 1},
        {"L1.Q", 2}, {"L1.K", 2}, {"L1.V", 2}, {"L1.H1.scores", 3}, {"L1.H2.scores", 3},
        {"L1.H1.probabilities", 4}, {"L1.H2.probabilities", 4}, {"L1.H1.output", 5}, {"L1.H2.output", 5},
        {"L1.concat", 6}, {"L1.Wo", 6}, {"L1.attention", 7}, {"X1", 8}, {"U", 8}, {"logits", 9}, {"loss", 10}};
    QCOMPARE(graph.nodes.size(), std::size(rows));
    for (const auto &[id, row] : rows) {
        const Index index = graph.indexOf(id);
        QVERIFY2(index >= 0, id);
        QVERIFY2(placement.row[std::size_t(index)] == row, id);
    }
    // Every edge points down.
    for (const GraphEdge &edge : graph.edges)
        QVERIFY(placement.row[edge.to] > placement.row[edge.from]);
}

void TestGradientGraphView::everyNodeHasItsOwnBoxAndShape()
{
    DecoderSession session{DecoderParams()};
    GradientGraphView view;
    view.setGraph(session.graph());
    view.resize(view.sizeHint());
    const int n = int(session.graph().nodes.size());
    for (int i = 0; i < n; ++i) {
        const QRect r = view.nodeRect(i);
        QVERIFY(view.rect().contains(r));
        QCOMPARE(view.nodeAt(r.center()), i);
        for (int j = i + 1; j < n; ++j)
            QVERIFY2(!r.intersects(view.nodeRect(j)), qPrintable(QStringLiteral("%1 overlaps %2").arg(i).arg(j)));
    }
    const GraphNode<double> &q = *session.graph().find("L1.Q");
    QCOMPARE(NodePresentation::shape(q), QStringLiteral("7×8"));
    QCOMPARE(NodePresentation::symbol(*session.graph().find("L1.H2.probabilities")), QStringLiteral("A₂"));
    QCOMPARE(NodePresentation::symbol(*session.graph().find("X1")), QStringLiteral("X₁"));
    QVERIFY(view.nodeAccessibleText(int(session.graph().indexOf("L1.Q"))).startsWith(QStringLiteral("Q, queries Q = X·Wq")));
    QCOMPARE(view.accessibleName(), QStringLiteral("Gradient graph"));
}

void TestGradientGraphView::twoLayersStackTheBlocks()
{
    DecoderParams params;
    params.layers = 2;
    DecoderSession session(params);
    const GraphPlacement placement = GradientGraphLayout::place(session.graph());
    QCOMPARE(placement.rows, 18);
    QCOMPARE(placement.row[std::size_t(session.graph().indexOf("X2"))], 15);
    QCOMPARE(placement.row[std::size_t(session.graph().indexOf("L2.Wq"))], 8);
    GradientGraphView view;
    view.setGraph(session.graph(), true);
    QCOMPARE(NodePresentation::symbol(*session.graph().find("L2.Q"), true), QStringLiteral("L2 · Q"));
    view.resize(view.sizeHint());
    for (int i = 0; i < int(session.graph().nodes.size()); ++i)
        QVERIFY(view.rect().contains(view.nodeRect(i)));
}

void TestGradientGraphView::narrowWidthScalesToFit()
{
    DecoderSession session{DecoderParams()};
    GradientGraphView view;
    view.setGraph(session.graph());
    const QSize natural = view.sizeHint();
    const int width = int(natural.width() * 0.75);
    view.resize(width, view.heightForWidth(width));
    QVERIFY(std::abs(view.zoom() - 0.75) < 0.01);
    QVERIFY(view.heightForWidth(width) < natural.height());
    QVERIFY(view.minimumSizeHint().width() < width);
    for (int i = 0; i < int(session.graph().nodes.size()); ++i) {
        const QRect r = view.nodeRect(i);
        QVERIFY2(view.rect().contains(r), qPrintable(QStringLiteral("node %1").arg(i)));
        QCOMPARE(view.nodeAt(r.center()), i);
    }
    view.resize(natural);
    QCOMPARE(view.zoom(), 1.0);
}

void TestGradientGraphView::clickAndKeyboardSelect()
{
    DecoderSession session{DecoderParams()};
    GradientGraphView view;
    view.setGraph(session.graph());
    view.resize(view.sizeHint());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy selected(&view, &GradientGraphView::nodeSelected);
    const int q = int(session.graph().indexOf("L1.Q"));
    QTest::mouseClick(&view, Qt::LeftButton, {}, view.nodeRect(q).center());
    QCOMPARE(view.selectedNode(), q);
    QCOMPARE(selected.count(), 1);
    QVERIFY(view.hasFocus());
    QTest::keyClick(&view, Qt::Key_Right);
    QCOMPARE(view.selectedNode(), int(session.graph().indexOf("L1.K")));
    QTest::keyClick(&view, Qt::Key_Down); // K sits between the two heads' scores
    const int below = view.selectedNode();
    QVERIFY(below == int(session.graph().indexOf("L1.H1.scores")) || below == int(session.graph().indexOf("L1.H2.scores")));
    QTest::keyClick(&view, Qt::Key_End);
    QCOMPARE(view.selectedNode(), int(session.graph().indexOf("loss")));
    QTest::keyClick(&view, Qt::Key_Up);
    QCOMPARE(view.selectedNode(), int(session.graph().indexOf("logits")));
    QTest::keyClick(&view, Qt::Key_Home);
    QCOMPARE(view.selectedNode(), 0);
    QVERIFY(view.accessibleDescription().endsWith(QStringLiteral(", selected")));
}

void TestGradientGraphView::inspectorShowsValueAndGradient()
{
    DecoderSession session{DecoderParams()};
    DecoderLab lab(session);
    QVERIFY(graphViewOf(lab)->selectNode(QStringLiteral("L1.V")));
    const GraphNode<double> &v = *session.graph().find("L1.V");
    QCOMPARE(inspectorOf(lab)->nodeId(), QStringLiteral("L1.V"));
    QCOMPARE(inspectorOf(lab)->valueMap()->model()->matrix(), v.value);
    QCOMPARE(inspectorOf(lab)->gradientMap()->model()->matrix(), v.gradient);
    QVERIFY(inspectorOf(lab)->gradientMap()->title().contains(QStringLiteral("∂L/∂V")));
    QCOMPARE(inspectorOf(lab)->valueMap()->model()->rowLabel(2), QStringLiteral("2 cat"));

    QVERIFY(graphViewOf(lab)->selectNode(QStringLiteral("logits")));
    QCOMPARE(inspectorOf(lab)->valueMap()->model()->columnLabel(8), QStringLiteral("dog"));
    QCOMPARE(inspectorOf(lab)->gradientMap()->model()->matrix(), session.gradients().logits);

    QVERIFY(graphViewOf(lab)->selectNode(QStringLiteral("tokens")));
    QVERIFY(inspectorOf(lab)->gradientMap()->isHidden()); // ids are not differentiable
}

void TestGradientGraphView::inspectorHatchesMaskedCells()
{
    DecoderSession session{DecoderParams()};
    DecoderLab lab(session);
    QVERIFY(graphViewOf(lab)->selectNode(QStringLiteral("L1.H1.probabilities")));
    const MatrixModel *value = inspectorOf(lab)->valueMap()->model();
    const MatrixModel *gradient = inspectorOf(lab)->gradientMap()->model();
    QCOMPARE(value->scale(), MatrixModel::Scale::Probability);
    QCOMPARE(gradient->scale(), MatrixModel::Scale::Signed);
    for (int q = 0; q < 7; ++q)
        for (int k = 0; k < 7; ++k) {
            QCOMPARE(value->isMasked(q, k), k > q);
            QCOMPARE(gradient->isMasked(q, k), k > q);
        }
    QCOMPARE(value->rowAxisName(), QStringLiteral("query"));
    QVERIFY(graphViewOf(lab)->selectNode(QStringLiteral("L1.H1.scores")));
    QCOMPARE(value->data(value->index(0, 3)).toString(), QStringLiteral("−∞"));
    // With documents, the mask also separates them.
    session.setDocumentIds(session.twoDocumentSplit());
    QVERIFY(inspectorOf(lab)->valueMap()->model()->isMasked(5, 2));
    QVERIFY(!inspectorOf(lab)->valueMap()->model()->isMasked(5, 4));
}

void TestGradientGraphView::decimalsFollowTheMagnitude()
{
    QCOMPARE(NodeInspector::decimalsFor(3.2), 2);
    QCOMPARE(NodeInspector::decimalsFor(0.03), 3);
    QCOMPARE(NodeInspector::decimalsFor(0.0004), 5);
    QCOMPARE(NodeInspector::decimalsFor(1e-12), 6);
    QCOMPARE(NodeInspector::decimalsFor(0), 2);
}

void TestGradientGraphView::selectionSurvivesAnEdit()
{
    DecoderSession session{DecoderParams()};
    DecoderLab lab(session);
    QVERIFY(graphViewOf(lab)->selectNode(QStringLiteral("L1.K")));
    QCOMPARE(session.setTokensText(QStringLiteral("<bos> a dog ran")), QString());
    QCOMPARE(inspectorOf(lab)->nodeId(), QStringLiteral("L1.K"));
    QCOMPARE(inspectorOf(lab)->valueMap()->model()->rowCount(), 4);
    QCOMPARE(inspectorOf(lab)->valueMap()->model()->matrix(), session.graph().find("L1.K")->value);
}

ATLAS_TEST_MAIN(TestGradientGraphView)
#include "tst_gradientgraphview.moc"
