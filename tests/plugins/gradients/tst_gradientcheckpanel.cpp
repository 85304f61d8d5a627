// GradientCheckPanel: the check runs in the background with progress, covers every
// differentiable node, shows the largest relative error (analytic vs finite differences agree
// to 1e-6), draws the selected node's error, can be cancelled, and re-runs when the decoder
// changes.
#include "decodersession.h"
#include "gradientcheckpanel.h"
#include "shortnumber.h"

#include "sdk/matrixheatmap.h"

#include "suiteregistry.h"
#include "widgetpart.h"

#include <QProgressBar>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

#include <cmath>

using namespace atlas;

class TestGradientCheckPanel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void checksEveryNodeInTheBackground();
    void errorHeatmapShowsTheSelectedNode();
    void cancelStopsTheCheck();
    void rerunsWhenTheDecoderChanges();
    void aLargerStepHasALargerTruncationError();
};

void TestGradientCheckPanel::checksEveryNodeInTheBackground()
{
    DecoderSession session{DecoderParams()};
    GradientCheckPanel panel(session);
    QSignalSpy finished(&panel, &GradientCheckPanel::finished);
    QSignalSpy progress(part<QProgressBar>(&panel, "gradientCheckProgress"), &QProgressBar::valueChanged);
    panel.run();
    QVERIFY(panel.isRunning());
    QVERIFY(finished.wait(30000));
    QVERIFY(!panel.isRunning());
    QVERIFY(panel.report().has_value());
    const GradientCheckReport<double> &report = *panel.report();
    QVERIFY(report.complete);
    int differentiable = 0;
    for (const GraphNode<double> &node : session.graph().nodes)
        differentiable += node.differentiable ? 1 : 0;
    QCOMPARE(int(report.nodes.size()), differentiable);
    QCOMPARE(part<QTableWidget>(&panel, "gradientCheckTable")->rowCount(), differentiable);
    QVERIFY2(report.maxRelativeError <= 1e-6, qPrintable(QString::number(report.maxRelativeError)));
    QVERIFY(report.maxRelativeError > 0); // a real comparison, not a copy
    QCOMPARE(part<QProgressBar>(&panel, "gradientCheckProgress")->value(), part<QProgressBar>(&panel, "gradientCheckProgress")->maximum());
    QVERIFY(progress.count() >= 1);
    QVERIFY2(panel.summaryText().startsWith(QStringLiteral("Largest relative error: ") + ShortNumber::scientific(report.maxRelativeError)),
             qPrintable(panel.summaryText()));
    QVERIFY(panel.summaryText().contains(QStringLiteral("agree")));
    QVERIFY(!panel.isStale());
    // The worst node's row is current and bold.
    const int row = part<QTableWidget>(&panel, "gradientCheckTable")->currentRow();
    QCOMPARE(report.nodes[std::size_t(row)].id, report.worstNode);
    QVERIFY(part<QTableWidget>(&panel, "gradientCheckTable")->item(row, 0)->font().bold());
}

void TestGradientCheckPanel::errorHeatmapShowsTheSelectedNode()
{
    DecoderSession session{DecoderParams()};
    GradientCheckPanel panel(session);
    panel.run();
    panel.waitForFinished();
    QVERIFY(panel.report().has_value());
    QVERIFY(panel.selectNode(QStringLiteral("L1.H2.probabilities")));
    const NodeCheck<double> *check = nullptr;
    for (const NodeCheck<double> &node : panel.report()->nodes)
        if (node.id == "L1.H2.probabilities")
            check = &node;
    QVERIFY(check);
    const MatrixModel *model = panel.errorMap()->model();
    QCOMPARE(model->rowCount(), 7);
    // The map shows the error in units of a power of ten named in its title.
    const double largest = check->error.maxCoeff();
    const int exponent = int(std::floor(std::log10(largest)));
    QVERIFY(panel.errorMap()->title().contains(ShortNumber::powerOfTen(exponent)));
    for (int r = 0; r < 7; ++r)
        for (int c = 0; c < 7; ++c) {
            QVERIFY(std::abs(model->value(r, c) - check->error(r, c) / std::pow(10.0, exponent)) < 1e-9);
            QCOMPARE(model->isMasked(r, c), c > r); // not perturbed: outside the softmax support
        }
    QVERIFY(!panel.selectNode(QStringLiteral("nonexistent")));
}

void TestGradientCheckPanel::cancelStopsTheCheck()
{
    DecoderParams params;
    params.modelWidth = 32; // a larger model, so there is time to cancel
    params.heads = 4;
    params.keyWidth = 16;
    params.valueWidth = 16;
    DecoderSession session(params);
    GradientCheckPanel panel(session);
    QSignalSpy finished(&panel, &GradientCheckPanel::finished);
    panel.run();
    QVERIFY(panel.isRunning());
    panel.cancel();
    panel.waitForFinished();
    QVERIFY(!panel.isRunning());
    QCOMPARE(finished.count(), 0); // a cancelled check reports nothing
    QVERIFY(!panel.report().has_value());
    QVERIFY(panel.summaryText().contains(QStringLiteral("Not checked")));
}

void TestGradientCheckPanel::rerunsWhenTheDecoderChanges()
{
    DecoderSession session{DecoderParams()};
    GradientCheckPanel panel(session);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy finished(&panel, &GradientCheckPanel::finished);
    // Shown and stale: the check starts by itself.
    QVERIFY(finished.wait(30000));
    const double before = panel.report()->maxRelativeError;
    QCOMPARE(session.setTokensText(QStringLiteral("<bos> a dog ran on the mat")), QString());
    QVERIFY(panel.isStale());
    QVERIFY(finished.wait(30000));
    QVERIFY(!panel.isStale());
    QVERIFY(panel.report()->maxRelativeError != before);
    QVERIFY(panel.report()->maxRelativeError <= 1e-6);
}

void TestGradientCheckPanel::aLargerStepHasALargerTruncationError()
{
    // The central difference's error is O(h²): h = 10⁻³ shows it, h = 10⁻⁵ hides it.
    DecoderSession session{DecoderParams()};
    GradientCheckPanel panel(session);
    panel.run();
    panel.waitForFinished();
    const double small = panel.report()->maxRelativeError;
    panel.setStep(1e-3);
    panel.waitForFinished();
    QVERIFY(panel.report().has_value());
    QCOMPARE(panel.report()->step, 1e-3);
    QVERIFY2(panel.report()->maxRelativeError > 10 * small,
             qPrintable(QStringLiteral("%1 vs %2").arg(panel.report()->maxRelativeError).arg(small)));
    QVERIFY(panel.report()->maxRelativeError < 1e-2);
}

ATLAS_TEST_MAIN(TestGradientCheckPanel)
#include "tst_gradientcheckpanel.moc"
