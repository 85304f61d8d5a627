// MechanismLab: what the learner sees is what the engine computes. Edits typed into the
// editors (accepted, rejected, undone), the causal and head controls, the temperatures, query
// selection by clicking a row, the two distinctions, and the charts' series — each checked
// against the engine called directly. Set ATLAS_RENDER_DIR to also write the whole lab to PNG.
#include "distinctionsview.h"
#include "exampleeditors.h"
#include "headcombinationview.h"
#include "headpipelineview.h"
#include "hostileinput.h"
#include "mechanismlab.h"
#include "querymixtureview.h"
#include "scorememoryview.h"
#include "temperatureslider.h"

#include "sdk/chartfigure.h"
#include "sdk/formulaview.h"
#include "sdk/labsections.h"
#include "sdk/matrixeditor.h"
#include "sdk/matrixheatmap.h"

#include "builtinpack.h"
#include "mechanismreference.h"
#include "pagechecks.h"
#include "suiteregistry.h"
#include "widgetpart.h"

#include <atlas/attentioncost.h>
#include <atlas/nexttokendistribution.h>

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QSlider>
#include <QSpinBox>
#include <QTabBar>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

#include <cmath>

using namespace atlas;
using mechanismtest::builtInParams;
using mechanismtest::engine;
using atlas::test::HostileInput;

namespace {

AttentionTrace<double> engine(const Matrix<double> &x, const AttentionWeights<double> &w, int heads, bool causal,
                              double temperature = 1)
{
    AttentionOptions options;
    options.causal = causal;
    options.temperature = temperature;
    return MultiHeadAttention<double>::forward(x, w, heads, options);
}

QBarSeries *barSeries(QChartView *view)
{
    const QList<QAbstractSeries *> series = view->chart()->series();
    return series.size() == 1 ? qobject_cast<QBarSeries *>(series.first()) : nullptr;
}

QStringList categories(QChartView *view)
{
    for (QAbstractAxis *axis : view->chart()->axes(Qt::Horizontal))
        if (auto *c = qobject_cast<QBarCategoryAxis *>(axis))
            return c->categories();
    return {};
}

// Every number a heatmap shows is finite, and every text is a number or a masked marker.
bool showsOnlyFiniteNumbers(const MatrixHeatmap *m, QString &problem)
{
    const MatrixModel *model = m->model();
    for (int r = 0; r < model->rowCount(); ++r)
        for (int c = 0; c < model->columnCount(); ++c) {
            const QString text = model->data(model->index(r, c)).toString();
            if (model->isMasked(r, c))
                continue;
            if (!std::isfinite(model->value(r, c)) || text.contains(QLatin1String("nan"), Qt::CaseInsensitive)
                || text.contains(QLatin1String("inf"), Qt::CaseInsensitive) || text.contains(QChar(0x221E))) {
                problem = QStringLiteral("%1 (%2, %3): %4").arg(m->title()).arg(r).arg(c).arg(text);
                return false;
            }
        }
    return true;
}

// A stage of the head the lab shows (HeadPipelineView), by its object name.
MatrixHeatmap *stage(const MechanismLab &lab, const char *name)
{
    return part<MatrixHeatmap>(lab.findChild<HeadPipelineView *>(), name);
}

} // namespace

class TestMechanismLab : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void hostileInputNeverReachesTheEngine();
    void initTestCase();
    void showsTheEnginesTrace();
    void everyStageHasItsShapeInTheTitle();
    void typedEditGivesTheEnginesNumbers_data();
    void typedEditGivesTheEnginesNumbers();
    void rejectedTextChangesNothing_data();
    void rejectedTextChangesNothing();
    void undoRestoresTheTrace();
    void anEditOutlinesWhatItChangedAndSaysSo();
    void causalToggle();
    void headsToggle();
    void pipelineShowsTheChosenHead();
    void clickingARowSelectsTheQuery();
    void queryChartAndMixtureFollowTheEngine();
    void attentionTemperatureSlider();
    void samplingTemperatureLeavesAAndY();
    void newValueWeightsShowAUnchangedAndYMoved();
    void engineeringChartSeries();
    void nothingNonFiniteAtTheExtremes();
    void resetRestoresTheExample();
    void figuresAreNamedAndComplete();
    void controlsAreNamedForScreenReaders();
    void controlsWrapInANarrowLab();
    void everyFormulaTypesets();
    void renderForInspection();
};

void TestMechanismLab::initTestCase()
{
    QLocale::setDefault(QLocale::c());
}

void TestMechanismLab::showsTheEnginesTrace()
{
    MechanismLab lab(builtInParams());
    const AttentionTrace<double> trace = engine(lab.state());
    HeadPipelineView *p = lab.findChild<HeadPipelineView *>();
    QCOMPARE(p->head(), 0);
    QCOMPARE(part<MatrixHeatmap>(p, "queries")->model()->matrix(), trace.heads[0].q);
    QCOMPARE(part<MatrixHeatmap>(p, "keys")->model()->matrix(), trace.heads[0].k);
    QCOMPARE(part<MatrixHeatmap>(p, "values")->model()->matrix(), trace.heads[0].v);
    QCOMPARE(part<MatrixHeatmap>(p, "rawScores")->model()->matrix(), trace.heads[0].rawScores);
    QCOMPARE(part<MatrixHeatmap>(p, "scores")->model()->matrix(), trace.heads[0].scores);
    QCOMPARE(part<MatrixHeatmap>(p, "weights")->model()->matrix(), trace.heads[0].probabilities);
    QCOMPARE(part<MatrixHeatmap>(p, "output")->model()->matrix(), trace.heads[0].output);
    QCOMPARE(lab.findChild<HeadCombinationView *>()->concatenated()->model()->matrix(), trace.concatenated);
    QCOMPARE(lab.findChild<HeadCombinationView *>()->output()->model()->matrix(), trace.output);
    QCOMPARE(lab.findChild<HeadCombinationView *>()->headWeights().size(), 2);
    QCOMPARE(lab.findChild<HeadCombinationView *>()->headWeights().at(1)->model()->matrix(), trace.heads[1].probabilities);
    // The masked scores show −∞ where the mask removes a key, the weights are hatched there.
    const MatrixModel *masked = part<MatrixHeatmap>(p, "maskedScores")->model();
    QVERIFY(masked->isMasked(0, 5));
    QCOMPARE(masked->data(masked->index(0, 5)).toString(), QStringLiteral("−∞"));
    QVERIFY(!masked->isMasked(5, 0));
    QVERIFY(part<MatrixHeatmap>(p, "weights")->model()->isMasked(2, 3));
    QVERIFY(!part<MatrixHeatmap>(p, "rawScores")->model()->isMasked(0, 5)); // QKᵀ is before the mask
    // Rows are the tokens, columns the keys.
    QCOMPARE(part<MatrixHeatmap>(p, "weights")->model()->rowLabel(1), QStringLiteral("cat"));
    QCOMPARE(part<MatrixHeatmap>(p, "weights")->model()->columnLabel(5), QStringLiteral("mat"));
}

void TestMechanismLab::everyStageHasItsShapeInTheTitle()
{
    MechanismLab lab(builtInParams());
    for (MatrixHeatmap *m : lab.findChild<HeadPipelineView *>()->heatmaps()) {
        const QString shape = QStringLiteral("%1 × %2").arg(m->model()->rowCount()).arg(m->model()->columnCount());
        QVERIFY2(m->accessibleName().endsWith(shape), qPrintable(m->accessibleName()));
        QVERIFY2(!m->title().isEmpty(), "a stage without a title");
    }
    QVERIFY(stage(lab, "queries")->accessibleName().endsWith(QStringLiteral("6 × 2")));
    QVERIFY(stage(lab, "weights")->accessibleName().endsWith(QStringLiteral("6 × 6")));
    QVERIFY(lab.findChild<HeadCombinationView *>()->concatenated()->accessibleName().endsWith(QStringLiteral("6 × 4")));
}

void TestMechanismLab::typedEditGivesTheEnginesNumbers_data()
{
    QTest::addColumn<int>("matrix"); // −1: X
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("value");
    QTest::newRow("X") << -1 << 2 << 0 << QStringLiteral("1.5") << 1.5;
    QTest::newRow("X with a typographic minus") << -1 << 4 << 1 << QStringLiteral("−0.5") << -0.5;
    QTest::newRow("Wq") << int(MechanismState::Weight::Query) << 3 << 2 << QStringLiteral("1") << 1.0;
    QTest::newRow("Wk") << int(MechanismState::Weight::Key) << 1 << 0 << QStringLiteral("3") << 3.0;
    QTest::newRow("Wv") << int(MechanismState::Weight::Value) << 0 << 3 << QStringLiteral("-2") << -2.0;
    QTest::newRow("Wo") << int(MechanismState::Weight::Output) << 2 << 2 << QStringLiteral("0.5") << 0.5;
}

void TestMechanismLab::typedEditGivesTheEnginesNumbers()
{
    QFETCH(int, matrix);
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QString, text);
    QFETCH(double, value);
    const MechanismParams params = builtInParams();
    MechanismLab lab(params);
    Matrix<double> x = *params.x;
    AttentionWeights<double> w;
    w.wq = *params.wq;
    w.wk = *params.wk;
    w.wv = *params.wv;
    w.wo = *params.wo;
    MatrixEditor *editor = nullptr;
    if (matrix < 0) {
        editor = part<MatrixEditor>(&lab, "embeddings");
        x(row, column) = value;
    } else {
        const auto which = static_cast<MechanismState::Weight>(matrix);
        editor = lab.findChild<ExampleEditors *>()->weightEditor(which);
        Matrix<double> &target = which == MechanismState::Weight::Query ? w.wq
                                 : which == MechanismState::Weight::Key ? w.wk
                                 : which == MechanismState::Weight::Value ? w.wv : *w.wo;
        target(row, column) = value;
    }
    QVERIFY2(editor->submitText(row, column, text), qPrintable(editor->lastError()));
    // The expected numbers: the engine on the edited matrices, independently of the lab.
    const AttentionTrace<double> expected = engine(x, w, 2, true);
    QCOMPARE(stage(lab, "weights")->model()->matrix(), expected.heads[0].probabilities);
    QCOMPARE(stage(lab, "output")->model()->matrix(), expected.heads[0].output);
    QCOMPARE(lab.findChild<HeadCombinationView *>()->headWeights().at(1)->model()->matrix(), expected.heads[1].probabilities);
    QCOMPARE(lab.findChild<HeadCombinationView *>()->output()->model()->matrix(), expected.output);
    const RowVector<double> p = NextTokenDistribution::probabilities(NextTokenDistribution::logits(expected.output.row(5), x), 1.0);
    QBarSeries *distribution = barSeries(lab.distinctions()->distributionChart());
    QVERIFY(distribution);
    for (int j = 0; j < 6; ++j)
        QCOMPARE(distribution->barSets().first()->at(j), p(j));
}

void TestMechanismLab::rejectedTextChangesNothing_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("letters") << QStringLiteral("abc");
    QTest::newRow("empty") << QString();
    QTest::newRow("nan") << QStringLiteral("nan");
    QTest::newRow("infinity") << QStringLiteral("inf");
    QTest::newRow("overflow") << QStringLiteral("1e400");
    QTest::newRow("out of range") << QStringLiteral("1000");
}

void TestMechanismLab::rejectedTextChangesNothing()
{
    QFETCH(QString, text);
    MechanismLab lab(builtInParams());
    const MatrixValues before = lab.findChild<HeadCombinationView *>()->output()->model()->matrix();
    MatrixEditor *editor = part<MatrixEditor>(&lab, "embeddings");
    QVERIFY(!editor->submitText(1, 1, text));
    QVERIFY(!editor->lastError().isEmpty());
    QVERIFY(editor->lastError().contains(QStringLiteral("cat"))); // located: the row's token
    QCOMPARE(lab.state().embeddings(), *builtInParams().x);
    QCOMPARE(lab.findChild<HeadCombinationView *>()->output()->model()->matrix(), before);
    QVERIFY(editor->undoStack()->count() == 0);
}

void TestMechanismLab::undoRestoresTheTrace()
{
    MechanismLab lab(builtInParams());
    const AttentionTrace<double> original = engine(lab.state());
    MatrixEditor *wk = lab.findChild<ExampleEditors *>()->weightEditor(MechanismState::Weight::Key);
    QVERIFY(wk->submitText(0, 0, QStringLiteral("-1")));
    QVERIFY(stage(lab, "weights")->model()->matrix() != original.heads[0].probabilities);
    wk->undoStack()->undo();
    QCOMPARE(lab.state().weights().wk, *builtInParams().wk);
    QCOMPARE(stage(lab, "weights")->model()->matrix(), original.heads[0].probabilities);
    wk->undoStack()->redo();
    QCOMPARE(lab.state().weights().wk(0, 0), -1.0);
}

// Cause and effect: an edit of X outlines, in every view, exactly the cells whose numbers it
// changed — a head whose weights did not move shows none — the line under the controls says
// which heads moved and by how much, and the before/after figures keep the outline. A later
// recomputation that is not an edit (another head shown) clears the marks.
void TestMechanismLab::anEditOutlinesWhatItChangedAndSaysSo()
{
    const MechanismParams params = builtInParams();
    MechanismLab lab(params);
    QVERIFY2(part<QLabel>(&lab, "mechanismStatus")->text().startsWith(QStringLiteral("Edit any cell")), qPrintable(part<QLabel>(&lab, "mechanismStatus")->text()));
    const AttentionTrace<double> before = engine(lab.state());
    QVERIFY(part<QCheckBox>(&lab, "causal")->isChecked());
    // X[mat, x2] (row 5, column 2) to 2: only the last query reads "mat".
    MatrixEditor *editor = part<MatrixEditor>(&lab, "embeddings");
    QVERIFY2(editor->submitText(5, 2, QStringLiteral("2")), qPrintable(editor->lastError()));
    const AttentionTrace<double> after = engine(lab.state());

    int headsMoved = 0;
    for (int h = 0; h < lab.state().heads(); ++h) {
        const MatrixModel *a = lab.findChild<HeadCombinationView *>()->headWeights().at(h)->model();
        const Matrix<double> &was = before.heads[std::size_t(h)].probabilities, &now = after.heads[std::size_t(h)].probabilities;
        int changed = 0;
        for (int r = 0; r < a->rowCount(); ++r)
            for (int c = 0; c < a->columnCount(); ++c) {
                QCOMPARE(a->isChanged(r, c), was(r, c) != now(r, c));
                QCOMPARE(a->data(a->index(r, c), MatrixModel::ChangedRole).toBool(), was(r, c) != now(r, c));
                changed += was(r, c) != now(r, c) ? 1 : 0;
            }
        QCOMPARE(a->changedCount(), changed);
        headsMoved += changed > 0 ? 1 : 0;
        // The line names each head as moved or not, with its own amount.
        const QString head = QStringLiteral("head %1").arg(h + 1);
        QVERIFY2(part<QLabel>(&lab, "mechanismStatus")->text().contains(changed > 0 ? head + QStringLiteral(" (by up to") : head),
                 qPrintable(part<QLabel>(&lab, "mechanismStatus")->text()));
    }
    QVERIFY(headsMoved >= 1);
    const QString line = part<QLabel>(&lab, "mechanismStatus")->text();
    QVERIFY2(line.startsWith(QStringLiteral("Your last change, an edit of X: A moved in ")), qPrintable(line));
    QVERIFY2(line.contains(QStringLiteral("MHA(X) by up to")), qPrintable(line));
    QVERIFY2(line.contains(QStringLiteral("outlined")), qPrintable(line));
    // The cell's accessible text says so too.
    const MatrixModel *output = lab.findChild<HeadCombinationView *>()->output()->model();
    int outputChanged = 0;
    for (int r = 0; r < output->rowCount(); ++r)
        for (int c = 0; c < output->columnCount(); ++c)
            if (output->isChanged(r, c)) {
                ++outputChanged;
                QVERIFY(output->data(output->index(r, c), Qt::AccessibleTextRole).toString().endsWith(QStringLiteral("changed by your last edit")));
            }
    QVERIFY(outputChanged > 0);
    // Before and after keep the outline on the same cells, for good.
    const MatrixModel *was = lab.distinctions()->outputBefore()->model(), *now = lab.distinctions()->outputAfter()->model();
    QCOMPARE(now->changedCount(), outputChanged);
    QCOMPARE(was->changedCount(), outputChanged);
    // Showing another head is not an edit: the marks go, the line stays true.
    part<QTabBar>(&lab, "headTabs")->setCurrentIndex(1);
    QCOMPARE(lab.findChild<HeadCombinationView *>()->output()->model()->changedCount(), 0);
    QVERIFY(part<QLabel>(&lab, "mechanismStatus")->text().startsWith(QStringLiteral("Your last change, an edit of X")));
    // A control's note comes with the effect, and never outlives the next edit.
    part<QCheckBox>(&lab, "causal")->click();
    QVERIFY2(part<QLabel>(&lab, "mechanismStatus")->text().startsWith(QStringLiteral("Causal mask off")), qPrintable(part<QLabel>(&lab, "mechanismStatus")->text()));
    QVERIFY(part<QLabel>(&lab, "mechanismStatus")->text().contains(QStringLiteral("Your last change, switching the causal mask: A moved in")));
    QVERIFY2(editor->submitText(5, 2, QStringLiteral("1")), qPrintable(editor->lastError()));
    QVERIFY2(!part<QLabel>(&lab, "mechanismStatus")->text().contains(QStringLiteral("Causal")), qPrintable(part<QLabel>(&lab, "mechanismStatus")->text()));
}

void TestMechanismLab::causalToggle()
{
    MechanismLab lab(builtInParams());
    QVERIFY(part<QCheckBox>(&lab, "causal")->isChecked());
    part<QCheckBox>(&lab, "causal")->click();
    QVERIFY(!lab.state().causal());
    const MatrixModel *a = stage(lab, "weights")->model();
    for (int r = 0; r < 6; ++r)
        for (int c = 0; c < 6; ++c)
            QVERIFY(!a->isMasked(r, c));
    const AttentionTrace<double> bidirectional = engine(lab.state());
    QVERIFY(bidirectional.allowed(0, 5));
    QCOMPARE(a->matrix(), bidirectional.heads[0].probabilities);
    QVERIFY(a->value(0, 5) > 0); // "The" now reads "mat"
    QVERIFY(part<QLabel>(&lab, "mechanismStatus")->text().contains(QStringLiteral("off")));
    part<QCheckBox>(&lab, "causal")->click();
    QVERIFY(a->isMasked(0, 5));
    QCOMPARE(a->value(0, 5), 0.0);
    QCOMPARE(a->matrix(), engine(lab.state()).heads[0].probabilities);
}

void TestMechanismLab::headsToggle()
{
    MechanismLab lab(builtInParams());
    part<QSpinBox>(&lab, "heads")->setValue(3);
    QCOMPARE(lab.state().heads(), 3);
    QCOMPARE(part<QTabBar>(&lab, "headTabs")->count(), 3);
    QCOMPARE(lab.findChild<HeadCombinationView *>()->headWeights().size(), 3);
    QCOMPARE(lab.findChild<HeadCombinationView *>()->concatenated()->model()->columnCount(), 3 * lab.state().valueWidth());
    QCOMPARE(lab.findChild<ExampleEditors *>()->weightEditor(MechanismState::Weight::Query)->matrix().cols(), Index(3 * lab.state().keyWidth()));
    QCOMPARE(lab.findChild<ExampleEditors *>()->weightEditor(MechanismState::Weight::Output)->matrix().rows(), Index(3 * lab.state().valueWidth()));
    QCOMPARE(lab.findChild<ExampleEditors *>()->weightEditor(MechanismState::Weight::Value)->matrix(), lab.state().weights().wv);
    QVERIFY2(part<QLabel>(&lab, "mechanismStatus")->text().contains(QStringLiteral("replacing")), qPrintable(part<QLabel>(&lab, "mechanismStatus")->text()));
    const AttentionTrace<double> trace = engine(lab.state());
    for (int h = 0; h < 3; ++h)
        QCOMPARE(lab.findChild<HeadCombinationView *>()->headWeights().at(h)->model()->matrix(), trace.heads[std::size_t(h)].probabilities);
    QCOMPARE(barSeries(lab.findChild<QueryMixtureView *>()->weightChart())->count(), 3);
    part<QSpinBox>(&lab, "heads")->setValue(1);
    QCOMPARE(part<QTabBar>(&lab, "headTabs")->count(), 1);
    QCOMPARE(lab.findChild<HeadCombinationView *>()->headWeights().size(), 1);
    QCOMPARE(barSeries(lab.findChild<QueryMixtureView *>()->weightChart())->count(), 1);
    QVERIFY2(!part<QLabel>(&lab, "mechanismStatus")->text().contains(QStringLiteral("replacing")), qPrintable(part<QLabel>(&lab, "mechanismStatus")->text()));
}

void TestMechanismLab::pipelineShowsTheChosenHead()
{
    MechanismLab lab(builtInParams());
    part<QTabBar>(&lab, "headTabs")->setCurrentIndex(1);
    QCOMPARE(lab.findChild<HeadPipelineView *>()->head(), 1);
    const AttentionTrace<double> trace = engine(lab.state());
    QCOMPARE(stage(lab, "weights")->model()->matrix(), trace.heads[1].probabilities);
    QCOMPARE(stage(lab, "queries")->model()->matrix(), trace.heads[1].q);
    QVERIFY(stage(lab, "weights")->title().contains(QStringLiteral("A₂")));
    QVERIFY(lab.findChild<QueryMixtureView *>()->mixture()->title().contains(QStringLiteral("head 2")));
}

void TestMechanismLab::clickingARowSelectsTheQuery()
{
    MechanismLab lab(builtInParams());
    lab.resize(1000, 800);
    lab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&lab));
    QCOMPARE(lab.state().query(), 5);
    // A click on row 2's header of the weights.
    QTableView *view = stage(lab, "weights")->view();
    QHeaderView *rows = view->verticalHeader();
    QTest::mouseClick(rows->viewport(), Qt::LeftButton, {}, QPoint(rows->width() / 2, rows->sectionViewportPosition(2) + rows->sectionSize(2) / 2));
    QCOMPARE(lab.state().query(), 2);
    QCOMPARE(part<QComboBox>(&lab, "query")->currentIndex(), 2);
    QCOMPARE(stage(lab, "scores")->selectedRow(), 2);
    QCOMPARE(lab.findChild<HeadCombinationView *>()->headWeights().at(1)->selectedRow(), 2);
    // A click on a cell of the scores selects its row too.
    QTableView *scores = stage(lab, "scores")->view();
    QTest::mouseClick(scores->viewport(), Qt::LeftButton, {}, scores->visualRect(scores->model()->index(4, 1)).center());
    QCOMPARE(lab.state().query(), 4);
    // And the query box.
    part<QComboBox>(&lab, "query")->setCurrentIndex(1);
    QCOMPARE(lab.state().query(), 1);
    QCOMPARE(stage(lab, "weights")->selectedRow(), 1);
}

void TestMechanismLab::queryChartAndMixtureFollowTheEngine()
{
    MechanismLab lab(builtInParams());
    lab.selectQuery(2);
    const AttentionTrace<double> trace = engine(lab.state());
    QBarSeries *bars = barSeries(lab.findChild<QueryMixtureView *>()->weightChart());
    QVERIFY(bars);
    QCOMPARE(bars->count(), 2);
    for (int h = 0; h < 2; ++h) {
        QCOMPARE(bars->barSets().at(h)->label(), QStringLiteral("head %1").arg(h + 1));
        for (int j = 0; j < 6; ++j)
            QCOMPARE(bars->barSets().at(h)->at(j), trace.heads[std::size_t(h)].probabilities(2, j));
    }
    // Masked keys are marked on the axis and have weight exactly 0.
    const QStringList keys = categories(lab.findChild<QueryMixtureView *>()->weightChart());
    QCOMPARE(keys.size(), 6);
    QCOMPARE(keys.at(1), QStringLiteral("cat"));
    QVERIFY(keys.at(3).contains(QStringLiteral("⊘")));
    QCOMPARE(bars->barSets().at(0)->at(3), 0.0);
    QVERIFY(lab.findChild<QueryMixtureView *>()->weightChart()->chart()->title().contains(QStringLiteral("sat")));
    // The mixture: aⱼvⱼ rows, and a Σ row equal to the head output's row.
    const MatrixModel *mixture = lab.findChild<QueryMixtureView *>()->mixture()->model();
    QCOMPARE(mixture->rowCount(), 7);
    const HeadTrace<double> &head = trace.heads[0];
    for (int j = 0; j < 6; ++j)
        for (int c = 0; c < 2; ++c)
            QCOMPARE(mixture->value(j, c), head.probabilities(2, j) * head.v(j, c));
    for (int c = 0; c < 2; ++c)
        QVERIFY(std::abs(mixture->value(6, c) - head.output(2, c)) <= 1e-15);
    QVERIFY(mixture->isMasked(4, 0));
    QVERIFY(!mixture->isMasked(6, 0));
    QVERIFY(lab.findChild<QueryMixtureView *>()->mixtureDiscrepancy() <= 1e-15);
    QVERIFY(lab.findChild<QueryMixtureView *>()->verification().contains(QStringLiteral("Y₁")));
}

void TestMechanismLab::attentionTemperatureSlider()
{
    MechanismLab lab(builtInParams());
    const double before = stage(lab, "scores")->model()->value(5, 1);
    lab.temperatureControl()->setValue(2.0);
    QCOMPARE(lab.state().temperature(), 2.0);
    QCOMPARE(stage(lab, "scores")->model()->matrix(), engine(lab.state()).heads[0].scores);
    QCOMPARE(stage(lab, "scores")->model()->value(5, 1), before / 2);
    QVERIFY(lab.distinctions()->effectText().contains(QStringLiteral("changed (max |Δ|")));
    // The keyboard moves the slider: End goes to the largest temperature.
    lab.temperatureControl()->slider()->setFocus();
    QTest::keyClick(lab.temperatureControl()->slider(), Qt::Key_End);
    QCOMPARE(lab.state().temperature(), declared::mechanism::temperature::maximum);
}

void TestMechanismLab::samplingTemperatureLeavesAAndY()
{
    MechanismLab lab(builtInParams());
    const MatrixValues a = stage(lab, "weights")->model()->matrix();
    const MatrixValues y = lab.findChild<HeadCombinationView *>()->output()->model()->matrix();
    lab.distinctions()->samplingSlider()->setValue(3.0);
    QCOMPARE(lab.state().samplingTemperature(), 3.0);
    QCOMPARE(stage(lab, "weights")->model()->matrix(), a);
    QCOMPARE(lab.findChild<HeadCombinationView *>()->output()->model()->matrix(), y);
    const QString effect = lab.distinctions()->effectText();
    QVERIFY2(effect.contains(QStringLiteral("Attention weights A (every head): unchanged, bit for bit (max |Δ| = 0)")), qPrintable(effect));
    QVERIFY2(effect.contains(QStringLiteral("Layer output MHA(X): unchanged, bit for bit")), qPrintable(effect));
    QVERIFY2(effect.contains(QStringLiteral("Next-token distribution p: changed")), qPrintable(effect));
    QBarSeries *bars = barSeries(lab.distinctions()->distributionChart());
    const RowVector<double> p = lab.state().nextTokenDistribution();
    for (int j = 0; j < 6; ++j)
        QCOMPARE(bars->barSets().first()->at(j), p(j));
    QVERIFY(lab.distinctions()->distributionChart()->chart()->title().contains(QStringLiteral("3.00")));
}

void TestMechanismLab::newValueWeightsShowAUnchangedAndYMoved()
{
    MechanismLab lab(builtInParams());
    const MatrixValues a = stage(lab, "weights")->model()->matrix();
    part<QPushButton>(&lab, "newValueWeights")->click();
    QCOMPARE(stage(lab, "weights")->model()->matrix(), a);
    QCOMPARE(lab.findChild<ExampleEditors *>()->weightEditor(MechanismState::Weight::Value)->matrix(), lab.state().weights().wv);
    QVERIFY(lab.distinctions()->outputBefore()->model()->matrix() != lab.distinctions()->outputAfter()->model()->matrix());
    QCOMPARE(lab.distinctions()->outputAfter()->model()->matrix(), engine(lab.state()).output);
    const QString effect = lab.distinctions()->effectText();
    QVERIFY2(effect.contains(QStringLiteral("Attention weights A (every head): unchanged, bit for bit")), qPrintable(effect));
    QVERIFY2(effect.contains(QStringLiteral("Layer output MHA(X): changed")), qPrintable(effect));
}

void TestMechanismLab::engineeringChartSeries()
{
    MechanismLab lab(builtInParams());
    const QChart *memory = part<QChartView>(&lab, "scoreMemoryChart")->chart();
    const QList<QAbstractSeries *> series = memory->series();
    QCOMPARE(series.size(), 3);
    QVERIFY(part<QLineSeries>(memory, "denseSeries")->name().startsWith(QStringLiteral("dense")));
    QVERIFY(part<QLineSeries>(memory, "tiledSeries")->name().startsWith(QStringLiteral("tiled")));
    QCOMPARE(part<QLineSeries>(memory, "denseSeries")->count(), 69);
    for (const QPointF &point : part<QLineSeries>(memory, "denseSeries")->points()) {
        const Index t = std::llround(ScoreMemoryView::lengthAt(point.x()));
        QVERIFY(std::abs(ScoreMemoryView::bytesAt(point.y()) - AttentionCost::denseScoreBytes(t, 2, 2)) <= 1e-9 * AttentionCost::denseScoreBytes(t, 2, 2));
    }
    // Far past the tile size the tiled form is linear in T, the dense one quadratic.
    const QPointF lastDense = part<QLineSeries>(memory, "denseSeries")->points().last(), lastTiled = part<QLineSeries>(memory, "tiledSeries")->points().last();
    QCOMPARE(std::llround(ScoreMemoryView::lengthAt(lastDense.x())), 131072ll);
    QVERIFY(std::abs(ScoreMemoryView::bytesAt(lastTiled.y()) - AttentionCost::tiledScoreBytes(131072, 2, 64, 64, 2)) < 1e-3);
    QVERIFY(lastDense.y() - lastTiled.y() > 3); // over a thousand times
    // The example is marked at T = 6.
    QCOMPARE(part<QScatterSeries>(memory, "exampleSeries")->count(), 2);
    QCOMPARE(std::llround(ScoreMemoryView::lengthAt(part<QScatterSeries>(memory, "exampleSeries")->at(0).x())), 6ll);
    QVERIFY(part<QScatterSeries>(memory, "exampleSeries")->name().contains(QStringLiteral("T = 6")));
    for (QAbstractAxis *axis : memory->axes())
        QVERIFY2(axis->titleText().contains(QStringLiteral("log scale")), qPrintable(axis->titleText()));
    // Heads scale the curves.
    part<QSpinBox>(&lab, "heads")->setValue(4);
    const QPointF first = part<QLineSeries>(memory, "denseSeries")->points().at(12); // T = 8
    QVERIFY(std::abs(ScoreMemoryView::bytesAt(first.y()) - AttentionCost::denseScoreBytes(8, 4, 2)) < 1e-9);
}

void TestMechanismLab::nothingNonFiniteAtTheExtremes()
{
    MechanismLab lab(builtInParams());
    MatrixEditor *x = part<MatrixEditor>(&lab, "embeddings");
    for (int r = 0; r < 6; ++r)
        for (int c = 0; c < 4; ++c)
            QVERIFY(x->submitText(r, c, (r + c) % 2 ? QStringLiteral("100") : QStringLiteral("-100")));
    for (MechanismState::Weight w : {MechanismState::Weight::Query, MechanismState::Weight::Key})
        for (int c = 0; c < 4; ++c)
            QVERIFY(lab.findChild<ExampleEditors *>()->weightEditor(w)->submitText(0, c, QStringLiteral("100")));
    lab.temperatureControl()->setValue(declared::mechanism::temperature::minimum);
    lab.distinctions()->samplingSlider()->setValue(declared::mechanism::temperature::minimum);
    QList<MatrixHeatmap *> all = lab.findChild<HeadPipelineView *>()->heatmaps();
    all << lab.findChild<HeadCombinationView *>()->headWeights() << lab.findChild<HeadCombinationView *>()->concatenated() << lab.findChild<HeadCombinationView *>()->output()
        << lab.findChild<QueryMixtureView *>()->mixture() << lab.distinctions()->outputBefore() << lab.distinctions()->outputAfter();
    for (bool causal : {true, false}) {
        part<QCheckBox>(&lab, "causal")->setChecked(causal);
        for (MatrixHeatmap *m : all) {
            QString problem;
            QVERIFY2(showsOnlyFiniteNumbers(m, problem), qPrintable(problem));
        }
        for (QBarSet *set : barSeries(lab.findChild<QueryMixtureView *>()->weightChart())->barSets())
            for (int j = 0; j < set->count(); ++j)
                QVERIFY(std::isfinite(set->at(j)));
        QBarSet *p = barSeries(lab.distinctions()->distributionChart())->barSets().first();
        for (int j = 0; j < p->count(); ++j)
            QVERIFY(std::isfinite(p->at(j)));
    }
}

void TestMechanismLab::resetRestoresTheExample()
{
    MechanismLab lab(builtInParams());
    const AttentionTrace<double> original = engine(lab.state());
    part<QSpinBox>(&lab, "heads")->setValue(3);
    part<QCheckBox>(&lab, "causal")->setChecked(false);
    part<QPushButton>(&lab, "newWeights")->click();
    part<QPushButton>(&lab, "resetExample")->click();
    QCOMPARE(part<QSpinBox>(&lab, "heads")->value(), 2);
    QVERIFY(part<QCheckBox>(&lab, "causal")->isChecked());
    QCOMPARE(lab.findChild<ExampleEditors *>()->weightEditor(MechanismState::Weight::Query)->matrix(), *builtInParams().wq);
    QCOMPARE(lab.findChild<HeadCombinationView *>()->output()->model()->matrix(), original.output);
    QCOMPARE(stage(lab, "weights")->model()->matrix(), original.heads[0].probabilities);
}

void TestMechanismLab::figuresAreNamedAndComplete()
{
    MechanismLab lab(builtInParams());
    const QList<ExportableFigure> figures = lab.figures();
    QSet<QString> names;
    int charts = 0;
    for (const ExportableFigure &f : figures) {
        QVERIFY(f.widget);
        QVERIFY2(!names.contains(f.name), qPrintable(f.name));
        names.insert(f.name);
        // A chart alone, or a chart figure (the chart with its title and key).
        if (qobject_cast<QChartView *>(f.widget) || qobject_cast<ChartFigure *>(f.widget))
            ++charts;
        else
            QVERIFY2(f.matrix, qPrintable(f.name));
    }
    QCOMPARE(charts, 3);
    QVERIFY(names.contains(QStringLiteral("weights-head-1")));
    // Every head's stages, not only the head shown: head 2's from an off-screen pipeline,
    // with head 2's numbers, laid out to be drawn.
    QVERIFY(names.contains(QStringLiteral("weights-head-2")));
    const AttentionTrace<double> trace = engine(lab.state());
    for (const ExportableFigure &f : figures)
        if (f.name == QStringLiteral("weights-head-2")) {
            QCOMPARE(f.matrix->matrix(), trace.heads[1].probabilities);
            QVERIFY(f.widget->width() > 0 && f.widget->height() > 0);
        }
    QVERIFY(names.contains(QStringLiteral("score-memory")));
    QVERIFY(names.contains(QStringLiteral("layer-output")));
}

// One row of controls in a wide lab; in a narrow one (a large font in a small window) the query
// choice and the second button move below instead of pushing the lab sideways.
void TestMechanismLab::controlsWrapInANarrowLab()
{
    MechanismLab lab(builtInParams());
    const auto top = [&lab](QWidget *w) { return w->mapTo(&lab, QPoint(0, 0)).y(); };
    lab.resize(900, 700);
    lab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&lab));
    QCOMPARE(top(part<QComboBox>(&lab, "query")), top(part<QSpinBox>(&lab, "heads")));
    QCOMPARE(top(part<QPushButton>(&lab, "resetExample")), top(part<QPushButton>(&lab, "newWeights")));
    const int narrow = part<QSpinBox>(&lab, "heads")->parentWidget()->sizeHint().width() + 40;
    lab.resize(narrow, 700);
    QTRY_VERIFY2(top(part<QComboBox>(&lab, "query")) > top(part<QSpinBox>(&lab, "heads")), qPrintable(QString::number(narrow)));
    QVERIFY(top(part<QComboBox>(&lab, "query")) + part<QComboBox>(&lab, "query")->height() <= top(lab.temperatureControl()));
    QVERIFY2(lab.minimumSizeHint().width() < 900 - 100, "the controls no longer set the lab's width");
}

void TestMechanismLab::controlsAreNamedForScreenReaders()
{
    MechanismLab lab(builtInParams());
    for (QWidget *w : QList<QWidget *>{part<QSpinBox>(&lab, "heads"), part<QComboBox>(&lab, "query"), lab.temperatureControl()->slider(),
                                       lab.distinctions()->samplingSlider()->slider()})
        QVERIFY2(!w->accessibleName().isEmpty(), w->metaObject()->className());
    for (QWidget *w : QList<QWidget *>{part<QCheckBox>(&lab, "causal"), part<QPushButton>(&lab, "newWeights"), part<QPushButton>(&lab, "resetExample"),
                                       part<QPushButton>(&lab, "newValueWeights")}) {
        QVERIFY(!static_cast<QAbstractButton *>(w)->text().isEmpty());
        QVERIFY(w->focusPolicy() & Qt::TabFocus);
    }
}

void TestMechanismLab::everyFormulaTypesets()
{
    MechanismLab lab(builtInParams());
    const QList<FormulaView *> formulas = lab.findChildren<FormulaView *>();
    QVERIFY(formulas.size() >= 12);
    for (const FormulaView *f : formulas)
        QVERIFY2(f->isValid(), qPrintable(f->formula() + QStringLiteral(": ") + f->errorString()));
}

void TestMechanismLab::renderForInspection()
{
    const QByteArray directory = qgetenv("ATLAS_RENDER_DIR");
    if (directory.isEmpty())
        QSKIP("set ATLAS_RENDER_DIR to write the lab to PNG");
    MechanismLab lab(builtInParams());
    lab.resize(900, 800);
    lab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&lab));
    lab.selectQuery(2);
    // After an edit: the cells it changed outlined, and the line under the controls.
    QVERIFY(part<MatrixEditor>(&lab, "embeddings")->submitText(5, 2, QStringLiteral("2")));
    const QDir out(QString::fromLocal8Bit(directory));
    QVERIFY(lab.grab().save(out.filePath(QStringLiteral("mechanism-lab-top.png"))));
    // The whole scrolling column, in pieces a screen high.
    QWidget *sections = lab.findChild<LabSections *>()->widget();
    sections->resize(sections->width(), sections->sizeHint().height());
    QApplication::processEvents();
    QVERIFY(test::PageChecks::saveInPieces(sections, 1000, out.filePath(QStringLiteral("mechanism-lab-section-%1.png"))));
}

// §4: every editor of the lab — the embeddings and the four weight matrices (typed and
// pasted: NaN, ∞, blocks of the wrong shape, ten megabytes), the heads box, the temperature
// slider — and the state the engine computes from stays finite, in range and consistent.
void TestMechanismLab::hostileInputNeverReachesTheEngine()
{
    MechanismLab lab(builtInParams());
    lab.resize(1200, 900);
    lab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&lab));
    const auto finite = [](const MatrixValues &m, double limit) { return std::all_of(m.cells().begin(), m.cells().end(), [limit](double v) { return std::isfinite(v) && std::abs(v) <= limit; }); };
    const QList<MatrixEditor *> editors = lab.findChildren<MatrixEditor *>();
    QVERIFY(editors.size() >= 5);
    for (MatrixEditor *editor : editors) {
        for (const QString &text : HostileInput::matrixTexts()) {
            HostileInput::paste(editor->view(), editor->model()->index(0, 0), text);
            QVERIFY(editor->submitText(0, 0, text) || !editor->lastError().isEmpty());
            QVERIFY2(finite(editor->matrix(), std::max(std::abs(editor->minimum()), std::abs(editor->maximum()))), qPrintable(text.left(20)));
        }
    }
    ATLAS_ABUSE_OK(HostileInput::abuseAll(&lab));
    const MechanismState &state = lab.state();
    QVERIFY(state.embeddings().allFinite());
    for (const auto which : {MechanismState::Weight::Query, MechanismState::Weight::Key, MechanismState::Weight::Value, MechanismState::Weight::Output})
        QVERIFY(state.weight(which).allFinite());
    QVERIFY(std::isfinite(state.temperature()) && state.temperature() > 0);
    QVERIFY(state.heads() >= 1);
    for (int h = 0; h < state.heads(); ++h)
        QVERIFY(state.mixture(h).allFinite());
}

ATLAS_TEST_MAIN(TestMechanismLab)
#include "tst_mechanismlab.moc"
