// The positions lab driven as a learner drives it — typing tokens and document lengths,
// pressing Reverse/Rotate/Shuffle, choosing the positions, ticking the causal mask, moving the
// shift, base and slope sliders — each change recomputed at once and shown in every panel; bad
// input refused with a message and nothing lost; and the lab fitting a narrow column.
#include "baseslider.h"
#include "languagescope.h"
#include "positionslab.h"
#include "positionssession.h"
#include "rotarypanel.h"
#include "suiteregistry.h"
#include "widgetpart.h"

#include "sdk/changesummaryline.h"
#include "sdk/enginematrix.h"
#include "sdk/labsections.h"
#include "sdk/matrixheatmap.h"
#include "sdk/matrixmodel.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSlider>
#include <QTest>

using namespace atlas;

class TestPositionsLab : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void typedTokensAreRecomputed();
    void badTokensAreRefusedWithAMessage();
    void reorderingKeepsDeltaZeroUntilPositionsAreAdded();
    void causalMaskIsExplained();
    void shiftSliderKeepsTheRotaryScore();
    void baseSliderMovesEveryPanel();
    void slopeSliderRecomputesTheWeights();
    void documentLengthsAreRecomputed();
    void fitsANarrowColumn_data();
    void fitsANarrowColumn();
};

namespace {

void type(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
}

} // namespace

void TestPositionsLab::typedTokensAreRecomputed()
{
    PositionsSession session{PositionsParams{}};
    PositionsLab lab(session);
    auto *tokens = lab.findChild<QLineEdit *>(QStringLiteral("orderTokens"));
    QVERIFY(tokens);
    QCOMPARE(tokens->text(), QStringLiteral("the cat sat on the mat"));
    type(tokens, QStringLiteral("dog bit man"));
    QCOMPARE(session.tokens(), (QStringList{"dog", "bit", "man"}));
    QCOMPARE(part<MatrixHeatmap>(&lab, "order-outputs")->model()->rowCount(), 3);
    QCOMPARE(part<MatrixHeatmap>(&lab, "order-outputs-permuted")->model()->rowLabel(0), QStringLiteral("man"));
    QCOMPARE(part<MatrixHeatmap>(&lab, "alibi-weights-with-bias")->model()->rowCount(), 3);
    QVERIFY(part<QLabel>(&lab, "orderVerdict")->text().startsWith(QStringLiteral("max |Δ| = 0, exactly")));
}

void TestPositionsLab::badTokensAreRefusedWithAMessage()
{
    PositionsSession session{PositionsParams{}};
    PositionsLab lab(session);
    lab.show();
    auto *tokens = lab.findChild<QLineEdit *>(QStringLiteral("orderTokens"));
    type(tokens, QStringLiteral("alone"));
    auto *problem = lab.findChild<QLabel *>(QStringLiteral("orderTokensProblem"));
    QVERIFY(problem->isVisible());
    QVERIFY2(problem->text().contains(QStringLiteral("2 to 8")), qPrintable(problem->text()));
    QCOMPARE(session.tokens(), PositionsParams::defaultTokens());
    type(tokens, QStringLiteral("a b"));
    QVERIFY(!problem->isVisible());
}

void TestPositionsLab::reorderingKeepsDeltaZeroUntilPositionsAreAdded()
{
    PositionsSession session{PositionsParams{}};
    PositionsLab lab(session);
    auto *difference = part<MatrixHeatmap>(&lab, "order-difference");
    for (const char *button : {"rotateButton", "shuffleButton", "reverseButton"}) {
        QTest::mouseClick(lab.findChild<QPushButton *>(QString::fromLatin1(button)), Qt::LeftButton);
        QVERIFY(session.order().exact);
        QCOMPARE(engineView(difference->model()->matrix()).cwiseAbs().maxCoeff(), 0.0);
        QVERIFY(part<QLabel>(&lab, "orderVerdict")->text().startsWith(QStringLiteral("max |Δ| = 0, exactly")));
    }
    auto *positions = lab.findChild<QComboBox *>(QStringLiteral("orderPositions"));
    positions->setCurrentIndex(positions->findData(int(PositionsParams::OrderPositions::Sinusoidal)));
    QCOMPARE(session.orderPositions(), PositionsParams::OrderPositions::Sinusoidal);
    QVERIFY(engineView(difference->model()->matrix()).cwiseAbs().maxCoeff() > 1e-3);
    auto *verdict = part<QLabel>(&lab, "orderVerdict");
    QVERIFY2(verdict->text().contains(QStringLiteral("with positions")), qPrintable(verdict->text()));
    positions->setCurrentIndex(positions->findData(int(PositionsParams::OrderPositions::Rotary)));
    QVERIFY(!session.order().exact);
}

void TestPositionsLab::causalMaskIsExplained()
{
    PositionsSession session{PositionsParams{}};
    PositionsLab lab(session);
    lab.findChild<QCheckBox *>(QStringLiteral("orderCausal"))->setChecked(true);
    QVERIFY(session.causal());
    QVERIFY(!session.order().exact);
    auto *verdict = part<QLabel>(&lab, "orderVerdict");
    QVERIFY2(verdict->text().contains(QStringLiteral("leaks in through the mask")), qPrintable(verdict->text()));
}

void TestPositionsLab::shiftSliderKeepsTheRotaryScore()
{
    PositionsSession session{PositionsParams{}};
    PositionsLab lab(session);
    const double score = session.rotary().score;
    auto *shift = part<QSlider>(&lab, "rotaryShiftSlider");
    shift->setFocus();
    QTest::keyClick(shift, Qt::Key_PageUp);
    QCOMPARE(session.shift(), 40 + shift->pageStep());
    QCOMPARE(session.rotary().score, score); // the unshifted score is the same computation
    QVERIFY(std::abs(session.rotary().shiftedScore - score) < 1e-12);
    auto *scores = part<QLabel>(&lab, "rotaryScores");
    QVERIFY2(scores->text().contains(QStringLiteral("m + s = %1").arg(5 + 40 + shift->pageStep())), qPrintable(scores->text()));
}

void TestPositionsLab::baseSliderMovesEveryPanel()
{
    PositionsSession session{PositionsParams{}};
    PositionsLab lab(session);
    QSlider *slider = part<BaseSlider>(&lab, "absoluteBase")->findChild<QSlider *>();
    slider->setValue(20); // 10^2
    QCOMPARE(session.base(), 100.0);
    QCOMPARE(session.rotary().frequencies[1], std::pow(100.0, -0.25));
    auto *rotaryBase = part<RotaryPanel>(&lab, "rotaryPanel")->findChild<BaseSlider *>(QStringLiteral("rotaryBase"));
    QVERIFY(rotaryBase);
    QCOMPARE(rotaryBase->base(), 100.0);
    QCOMPARE(rotaryBase->findChild<QSlider *>()->value(), 20);
    QCOMPARE(part<MatrixHeatmap>(&lab, "sinusoidal-table")->model()->value(1, 2), std::sin(std::pow(100.0, -2.0 / 16)));
}

void TestPositionsLab::slopeSliderRecomputesTheWeights()
{
    PositionsSession session{PositionsParams{}};
    PositionsLab lab(session);
    auto *slope = part<QSlider>(&lab, "alibiSlope");
    auto *bias = part<MatrixHeatmap>(&lab, "alibi-bias");
    auto *maskOnly = part<MatrixHeatmap>(&lab, "alibi-weights-mask-only");
    auto *withBias = part<MatrixHeatmap>(&lab, "alibi-weights-with-bias");
    const Matrix<double> before = engineMatrix(withBias->model()->matrix());
    slope->setValue(200);
    QCOMPARE(session.slope(), 2.0);
    // Cause and effect: exactly the weights whose number the slope moved are outlined, masked
    // ones never, and the line beside Reset counts them.
    const MatrixModel *weights = withBias->model();
    int changed = 0;
    for (int r = 0; r < weights->rowCount(); ++r)
        for (int c = 0; c < weights->columnCount(); ++c) {
            const bool moved = !weights->isMasked(r, c) && weights->value(r, c) != before(r, c);
            QCOMPARE(weights->isChanged(r, c), moved);
            changed += moved ? 1 : 0;
        }
    QVERIFY(changed > 0);
    QVERIFY(!weights->isChanged(0, 0)); // the first query reads only itself: 1 before and after
    auto *line = lab.findChild<ChangeSummaryLine *>();
    QVERIFY(line);
    QVERIFY2(line->text().startsWith(QStringLiteral("Your last change moved")), qPrintable(line->text()));
    QCOMPARE(bias->model()->value(5, 0), -10.0);
    QVERIFY(bias->model()->isMasked(0, 5));
    QCOMPARE(withBias->model()->matrix(), session.alibi().withBias);
    slope->setValue(0);
    // m = 0: the causal weights (to rounding: two softmax computations of the same scores).
    QVERIFY((engineView(withBias->model()->matrix()) - engineView(maskOnly->model()->matrix())).cwiseAbs().maxCoeff() < 1e-15);
}

void TestPositionsLab::documentLengthsAreRecomputed()
{
    PositionsSession session{PositionsParams{}};
    PositionsLab lab(session);
    lab.show();
    auto *lengths = lab.findChild<QLineEdit *>(QStringLiteral("documentLengths"));
    QCOMPARE(lengths->text(), QStringLiteral("3 4 2"));
    type(lengths, QStringLiteral("2 5"));
    QCOMPARE(session.documents(), (QList<int>{2, 5}));
    MatrixModel *ids = part<MatrixHeatmap>(&lab, "positionIds")->model();
    // Rows = slots (with their document), columns = continuing and reset.
    QCOMPARE(ids->rowCount(), 7);
    QCOMPARE(ids->columnCount(), 2);
    QCOMPARE(ids->value(6, 0), 6.0);
    QCOMPARE(ids->value(6, 1), 4.0);
    QCOMPARE(ids->rowLabel(2), QStringLiteral("2 B"));
    type(lengths, QStringLiteral("2 x"));
    auto *problem = lab.findChild<QLabel *>(QStringLiteral("documentsProblem"));
    QVERIFY(problem->isVisible());
    QCOMPARE(session.documents(), (QList<int>{2, 5}));
}

void TestPositionsLab::fitsANarrowColumn_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("largest");
    for (const char *language : {"en", "de", "fr"}) {
        QTest::addRow("%s", language) << QString::fromLatin1(language) << false;
        QTest::addRow("%s, 8 tokens, 64 positions", language) << QString::fromLatin1(language) << true;
    }
}

void TestPositionsLab::fitsANarrowColumn()
{
    // 440: the lab column of a 1024 × 700 window beside the chapter list, as the tour shows it.
    QFETCH(QString, language);
    QFETCH(bool, largest);
    const test::LanguageScope scope(language);
    QVERIFY(scope.isLoaded());
    PositionsParams params;
    if (largest) {
        params.tokens = {"the", "quick", "brown", "fox", "jumps", "over", "lazy", "dogs"};
        params.tableLength = declared::positions::table_length::maximum;
        params.width = declared::positions::width::maximum;
        params.documents = {16, 16};
    }
    PositionsSession session(params);
    PositionsLab lab(session);
    lab.resize(440, 640);
    lab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&lab));
    QApplication::processEvents();
    QWidget *content = lab.sections()->widget();
    const int viewport = lab.sections()->viewport()->width();
    QStringList wide;
    for (const QWidget *w : content->findChildren<QWidget *>())
        if (w->isVisibleTo(content) && w->minimumSizeHint().width() > viewport)
            wide.append(QStringLiteral("%1 %2 (min %3)").arg(QString::fromLatin1(w->metaObject()->className()), w->objectName()).arg(w->minimumSizeHint().width()));
    QVERIFY2(wide.isEmpty(), qPrintable(wide.join(QStringLiteral("; "))));
    QVERIFY2(content->width() <= viewport, qPrintable(QStringLiteral("content %1 > viewport %2").arg(content->width()).arg(viewport)));
    // The two orders stack in so narrow a column, and nothing reaches past its right edge.
    for (const QWidget *w : content->findChildren<QWidget *>())
        if (w->isVisible() && !w->inherits("QScrollBar"))
            QVERIFY2(w->mapTo(lab.sections()->viewport(), QPoint(w->width(), 0)).x() <= viewport + 1,
                     qPrintable(QStringLiteral("%1 %2").arg(QString::fromLatin1(w->metaObject()->className()), w->objectName())));
}

ATLAS_TEST_MAIN(TestPositionsLab)
#include "tst_positionslab.moc"
