// HistoryLab on the built-in course's timeline: entries in time order, selection by keyboard
// and its details, the theme filter (including hiding the selected entry and everything),
// the content language, and each distinction's demonstration against the engine's numbers.
#include "contextreachdemo.h"
#include "distinctioncard.h"
#include "historydistinctions.h"
#include "historyentrydetails.h"
#include "historylab.h"
#include "historythemechooser.h"
#include "historytimeline.h"
#include "historytimelinedelegate.h"
#include "historytimelinemodel.h"
#include "hostileinput.h"
#include "ioawarecomparison.h"
#include "ioawaredemo.h"
#include "kernelscalingdemo.h"
#include "pairwiseworkdemo.h"
#include "suiteregistry.h"
#include "widgetpart.h"
#include "weightsexplanationdemo.h"

#include "core/packloader.h"
#include "sdk/matrixheatmap.h"

#include "pagechecks.h"

#include <atlas/attentioncost.h>
#include <atlas/multiheadattention.h>
#include <atlas/tiledattention.h>
#include <atlas/workedrelation.h>

#include <QAbstractAxis>
#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>
#include <QApplication>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QClipboard>
#include <QPushButton>
#include <QComboBox>
#include <QDir>
#include <QJsonArray>
#include <QLabel>
#include <QLineSeries>
#include <QProgressBar>
#include <QSpinBox>
#include <QTableWidget>
#include <QThread>
#include <QSlider>
#include <QStandardPaths>
#include <QSignalSpy>
#include <QTest>

#include <cmath>
#include <memory>
#include "testpaths.h"

using namespace atlas;
using atlas::test::HostileInput;

namespace {

HistoryParams builtInParams()
{
    PackLoader::Options options;
    options.checkBodies = false;
    const PackLoadResult loaded = PackLoader::load(testpaths::sourceDir() + QStringLiteral("/content/self-attention"), options);
    ParamsReport report;
    return HistoryParams::read(loaded.pack->chapter(QStringLiteral("history"))->params, report);
}

QStringList shownIds(const HistoryTimeline *timeline)
{
    QStringList ids;
    for (int row = 0; row < timeline->model()->rowCount(); ++row)
        ids.append(timeline->model()->index(row, 0).data(HistoryTimelineModel::IdRole).toString());
    return ids;
}

// The lab's parts, found by their object names.
HistoryTimeline *timelineOf(const HistoryLab &lab)
{
    return part<HistoryTimeline>(&lab, "timeline");
}

HistoryThemeChooser *chooserOf(const HistoryLab &lab)
{
    return part<HistoryThemeChooser>(&lab, "themeChooser");
}

HistoryEntryDetails *detailsOf(const HistoryLab &lab)
{
    return part<HistoryEntryDetails>(&lab, "entryDetails");
}

QString statusOf(const HistoryLab &lab)
{
    return part<QLabel>(&lab, "timelineStatus")->text();
}

} // namespace

class TestHistoryLab : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void hostileControlsStayInRange();
    void initTestCase();
    void init();
    void cleanup();

    void timelineInTimeOrder();
    void entriesArePlacedByYear();
    void longHeadlinesWrapInsteadOfBeingCut();
    void keyboardSelectsEntries();
    void detailsOfTheSelectedEntry();
    void themeFilter();
    void hidingEveryThemeAndShowingAll();
    void contentLanguage();
    void emptyTimeline();
    void modelsPassTheModelTester();
    void tabOrder();

    void weightsAreNotAnExplanation();
    void quadraticPairwiseWork();
    void ioAwareSameMathematicsLessTraffic();
    void ioAwareFloatDiffersOnlyByRounding();
    void ioAwareNewestSettingsWin();
    void ioAwareCancel();
    void kernelsMeasuredBesideTheModel();
    void kernelMeasurementCancel();
    void contextReachesEveryLaterToken();
    void distinctionStatements();
    void onlineSoftmaxQuestionsComeFromTheEngine();
    void figures();
    void render();

private:
    std::unique_ptr<HistoryLab> lab_;
};

void TestHistoryLab::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestHistoryLab::init()
{
    lab_ = std::make_unique<HistoryLab>(builtInParams(), QStringLiteral("en"));
    lab_->resize(720, 3200);
    lab_->show();
    QVERIFY(QTest::qWaitForWindowExposed(lab_.get()));
}

void TestHistoryLab::cleanup()
{
    lab_.reset();
}

void TestHistoryLab::timelineInTimeOrder()
{
    HistoryTimeline *timeline = timelineOf(*lab_);
    QCOMPARE(timeline->visibleCount(), 11);
    QList<int> years;
    for (int row = 0; row < timeline->model()->rowCount(); ++row)
        years.append(timeline->model()->index(row, 0).data(HistoryTimelineModel::YearRole).toInt());
    QCOMPARE(years, (QList<int>{2014, 2014, 2015, 2016, 2016, 2017, 2019, 2019, 2019, 2022, 2023}));
    // What a screen reader reads for an entry.
    QCOMPARE(timeline->model()->index(5, 0).data(Qt::DisplayRole).toString(),
             QStringLiteral("2017 · The Transformer replaces recurrent sequence processing — Vaswani et al."));
    QCOMPARE(timeline->model()->index(6, 0).data(Qt::AccessibleDescriptionRole).toString(), QStringLiteral("Themes: Interpretation"));
    QCOMPARE(statusOf(*lab_), QStringLiteral("Showing 11 of 11 entries. Use Up and Down to move through them."));
    // The params' selected entry is shown first.
    QCOMPARE(timeline->currentEntry(), QStringLiteral("transformer-2017"));
    QCOMPARE(detailsOf(*lab_)->entryId(), QStringLiteral("transformer-2017"));
}

void TestHistoryLab::entriesArePlacedByYear()
{
    // The space above an entry is proportional to the years since the previous one.
    HistoryTimeline *timeline = timelineOf(*lab_);
    const auto gap = [timeline](int row) { return HistoryTimelineDelegate::gapAbove(timeline->model()->index(row, 0)); };
    QCOMPARE(gap(0), 0);
    QVERIFY(gap(1) < HistoryTimelineDelegate::pixelsPerYear);     // 2014, 2014
    QCOMPARE(gap(2), 1 * HistoryTimelineDelegate::pixelsPerYear); // 2014 → 2015
    QCOMPARE(gap(3), 1 * HistoryTimelineDelegate::pixelsPerYear); // 2015 → 2016
    QVERIFY(gap(4) < HistoryTimelineDelegate::pixelsPerYear);     // 2016, 2016
    QCOMPARE(gap(5), 1 * HistoryTimelineDelegate::pixelsPerYear); // 2016 → 2017
    QVERIFY(gap(7) < HistoryTimelineDelegate::pixelsPerYear);     // 2019, 2019
    QCOMPARE(gap(9), 3 * HistoryTimelineDelegate::pixelsPerYear); // 2019 → 2022
    const QRect r2015 = timeline->visualRect(timeline->model()->index(2, 0));
    const QRect r2016 = timeline->visualRect(timeline->model()->index(3, 0));
    const QRect r2017 = timeline->visualRect(timeline->model()->index(5, 0));
    const QRect r2019 = timeline->visualRect(timeline->model()->index(6, 0));
    QVERIFY(r2015.bottom() < r2016.top() + HistoryTimelineDelegate::pixelsPerYear);
    QVERIFY(r2016.top() < r2017.top());
    QVERIFY(r2017.top() < r2019.top());
    // Every entry is visible without scrolling inside the timeline.
    QVERIFY(timeline->visualRect(timeline->model()->index(10, 0)).bottom() <= timeline->viewport()->height());
}

void TestHistoryLab::longHeadlinesWrapInsteadOfBeingCut()
{
    // The seed's 2017 headline is longer than a narrow timeline: it takes two lines, whole.
    const QString headline = QStringLiteral("The Transformer replaces recurrent sequence processing");
    QFont bold = timelineOf(*lab_)->font();
    bold.setBold(true);
    const int width = QFontMetrics(bold).horizontalAdvance(headline) * 2 / 3;
    const QStringList lines = HistoryTimelineDelegate::headlineLines(headline, bold, width);
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines.join(QLatin1Char(' ')), headline);
    for (const QString &line : lines)
        QVERIFY(QFontMetrics(bold).horizontalAdvance(line) <= width);
    QCOMPARE(HistoryTimelineDelegate::headlineLines(headline, bold, 4 * width), QStringList{headline});

    // In the lab: narrow the timeline and its 2017 entry grows by a line, and the list by as
    // much, so every entry stays visible without scrolling.
    HistoryTimeline *timeline = timelineOf(*lab_);
    const QModelIndex transformer = timeline->model()->index(5, 0);
    QCOMPARE(transformer.data(HistoryTimelineModel::IdRole).toString(), QStringLiteral("transformer-2017"));
    const int wideRow = timeline->visualRect(transformer).height();
    const int wideHeight = timeline->height();
    lab_->resize(lab_->width() / 2 + 80, lab_->height());
    QApplication::processEvents();
    QApplication::processEvents();
    QVERIFY2(timeline->visualRect(transformer).height() > wideRow,
             qPrintable(QStringLiteral("%1 → %2").arg(wideRow).arg(timeline->visualRect(transformer).height())));
    QVERIFY(timeline->height() > wideHeight);
    QVERIFY(timeline->visualRect(timeline->model()->index(10, 0)).bottom() <= timeline->viewport()->height());
}

void TestHistoryLab::keyboardSelectsEntries()
{
    HistoryTimeline *timeline = timelineOf(*lab_);
    timeline->setFocus();
    QTRY_VERIFY(timeline->hasFocus());
    QTest::keyClick(timeline, Qt::Key_Home);
    QCOMPARE(timeline->currentEntry(), QStringLiteral("additive-2014"));
    QCOMPARE(detailsOf(*lab_)->entryId(), QStringLiteral("additive-2014"));
    QTest::keyClick(timeline, Qt::Key_Down);
    QCOMPARE(detailsOf(*lab_)->entryId(), QStringLiteral("memory-2014"));
    QTest::keyClick(timeline, Qt::Key_Down);
    QCOMPARE(detailsOf(*lab_)->entryId(), QStringLiteral("multiplicative-2015"));
    QTest::keyClick(timeline, Qt::Key_Down);
    QCOMPARE(detailsOf(*lab_)->entryId(), QStringLiteral("intra-attention-2016"));
    for (int n = 0; n < 3; ++n)
        QTest::keyClick(timeline, Qt::Key_Down);
    QCOMPARE(detailsOf(*lab_)->entryId(), QStringLiteral("not-explanation-2019"));
    QTest::keyClick(timeline, Qt::Key_Up);
    QCOMPARE(detailsOf(*lab_)->entryId(), QStringLiteral("transformer-2017"));
    QTest::keyClick(timeline, Qt::Key_End);
    QCOMPARE(detailsOf(*lab_)->entryId(), QStringLiteral("flashattention2-2023"));
    QVERIFY(timeline->selectionModel()->isSelected(timeline->currentIndex()));
    // A click selects too.
    const QRect r = timeline->visualRect(timeline->model()->index(0, 0));
    QTest::mouseClick(timeline->viewport(), Qt::LeftButton, {}, r.center() + QPoint(0, r.height() / 4));
    QCOMPARE(detailsOf(*lab_)->entryId(), QStringLiteral("additive-2014"));
}

void TestHistoryLab::detailsOfTheSelectedEntry()
{
    HistoryEntryDetails *details = detailsOf(*lab_);
    QVERIFY(timelineOf(*lab_)->setCurrentEntry(QStringLiteral("transformer-2017")));
    QCOMPARE(details->headingText(), QStringLiteral("2017 · The Transformer replaces recurrent sequence processing"));
    QVERIFY(details->establishedText().contains(QStringLiteral("enabling parallel processing across training positions")));
    QVERIFY(details->notEstablishedText().startsWith(QStringLiteral("It did not establish that attention alone constitutes intelligence.")));
    QVERIFY(details->citationText().startsWith(QStringLiteral("Ashish Vaswani, Noam Shazeer, Niki Parmar, Jakob Uszkoreit, Llion Jones, Aidan N. Gomez, Łukasz Kaiser and Illia Polosukhin (2017). Attention Is All You Need.")));
    QVERIFY(details->citationText().endsWith(QStringLiteral("arXiv:1706.03762.")));
    auto *themes = details->findChild<QLabel *>(QStringLiteral("themes"));
    QCOMPARE(themes->text(), QStringLiteral("Themes: Architecture, Mechanism"));

    QVERIFY(timelineOf(*lab_)->setCurrentEntry(QStringLiteral("sparse-2019")));
    QCOMPARE(details->citationText(), QStringLiteral("Rewon Child, Scott Gray, Alec Radford and Ilya Sutskever (2019). Generating Long Sequences with Sparse Transformers. arXiv:1904.10509."));
    QVERIFY(details->establishedText().contains(QStringLiteral("O(T√T)")));

    // Copy citation puts the plain text on the clipboard.
    auto *copy = details->findChild<QPushButton *>(QStringLiteral("copyCitation"));
    QVERIFY(copy);
    copy->click();
    QCOMPARE(QApplication::clipboard()->text(), details->citationText());
}

void TestHistoryLab::themeFilter()
{
    HistoryThemeChooser *chooser = chooserOf(*lab_);
    HistoryTimeline *timeline = timelineOf(*lab_);
    QCOMPARE(chooser->box(QStringLiteral("efficiency"))->text(), QStringLiteral("Efficiency (3)"));
    QCOMPARE(chooser->box(QStringLiteral("interpretation"))->text(), QStringLiteral("Interpretation (2)"));

    // Keyboard: focus the box and press Space, as a learner would.
    QCheckBox *efficiency = chooser->box(QStringLiteral("efficiency"));
    efficiency->setFocus();
    QTest::keyClick(efficiency, Qt::Key_Space);
    QVERIFY(!efficiency->isChecked());
    QCOMPARE(shownIds(timeline), (QStringList{"additive-2014", "memory-2014", "multiplicative-2015", "intra-attention-2016",
                                              "decomposable-attention-2016", "transformer-2017", "not-explanation-2019",
                                              "not-not-explanation-2019"}));
    QCOMPARE(statusOf(*lab_), QStringLiteral("Showing 8 of 11 entries. Use Up and Down to move through them."));
    // The selected entry stays selected while it is shown.
    QCOMPARE(detailsOf(*lab_)->entryId(), QStringLiteral("transformer-2017"));

    // Hide the selected entry: the earliest shown entry is selected instead.
    chooser->setChosen(QStringLiteral("mechanism"), false);
    chooser->setChosen(QStringLiteral("architecture"), false);
    QCOMPARE(shownIds(timeline), (QStringList{"not-explanation-2019", "not-not-explanation-2019"}));
    QCOMPARE(timeline->currentEntry(), QStringLiteral("not-explanation-2019"));
    QCOMPARE(detailsOf(*lab_)->entryId(), QStringLiteral("not-explanation-2019"));
    // An entry of several themes shows while any of them is chosen.
    chooser->setChosen(QStringLiteral("architecture"), true);
    QCOMPARE(shownIds(timeline), (QStringList{"decomposable-attention-2016", "transformer-2017", "not-explanation-2019", "not-not-explanation-2019"}));
    // The timeline's height follows its entries: no inner scrolling.
    const int height3 = timeline->height();
    chooser->setChosen(QStringLiteral("efficiency"), true);
    QVERIFY(timeline->height() > height3);
}

void TestHistoryLab::hidingEveryThemeAndShowingAll()
{
    HistoryThemeChooser *chooser = chooserOf(*lab_);
    for (const QString &theme : {QStringLiteral("mechanism"), QStringLiteral("architecture"), QStringLiteral("efficiency"), QStringLiteral("interpretation")})
        chooser->setChosen(theme, false);
    QCOMPARE(timelineOf(*lab_)->visibleCount(), 0);
    QCOMPARE(statusOf(*lab_), QStringLiteral("No entry has the chosen themes. Tick a theme, or press Show all."));
    QVERIFY(detailsOf(*lab_)->entryId().isEmpty());
    QVERIFY(detailsOf(*lab_)->headingText().startsWith(QStringLiteral("No entry is selected.")));

    auto *all = chooser->findChild<QPushButton *>(QStringLiteral("showAllThemes"));
    all->setFocus();
    QTest::keyClick(all, Qt::Key_Space);
    QCOMPARE(timelineOf(*lab_)->visibleCount(), 11);
    QVERIFY(!detailsOf(*lab_)->entryId().isEmpty());
}

void TestHistoryLab::contentLanguage()
{
    // A pack may give any text in several languages; the lab follows the content language.
    HistoryParams params = builtInParams();
    // (Italian, which the built-in pack does not have: only these two texts are Italian.)
    params.entries[5].title.set(QStringLiteral("it"), QStringLiteral("Il Transformer sostituisce l'elaborazione ricorrente"));
    params.entries[5].established.set(QStringLiteral("it"), QStringLiteral("Un encoder–decoder fatto di attention."));
    HistoryLab lab(params, QStringLiteral("en"));
    QCOMPARE(detailsOf(lab)->headingText(), QStringLiteral("2017 · The Transformer replaces recurrent sequence processing"));
    lab.setContentLanguage(QStringLiteral("it_CH"));
    QCOMPARE(detailsOf(lab)->headingText(), QStringLiteral("2017 · Il Transformer sostituisce l'elaborazione ricorrente"));
    QCOMPARE(detailsOf(lab)->establishedText(), QStringLiteral("Un encoder–decoder fatto di attention."));
    // Texts without an Italian version fall back to English.
    QVERIFY(detailsOf(lab)->notEstablishedText().startsWith(QStringLiteral("It did not establish")));
    QCOMPARE(timelineOf(lab)->model()->index(5, 0).data(HistoryTimelineModel::HeadlineRole).toString(),
             QStringLiteral("Il Transformer sostituisce l'elaborazione ricorrente"));
}

void TestHistoryLab::modelsPassTheModelTester()
{
    // The timeline's filter and the model under it stay consistent (QAbstractItemModelTester
    // checks every signal) through filtering, hiding everything, showing all and a language change.
    auto *filter = qobject_cast<QSortFilterProxyModel *>(timelineOf(*lab_)->model());
    QVERIFY(filter);
    QAbstractItemModelTester filterTester(filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester sourceTester(filter->sourceModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    HistoryThemeChooser *chooser = chooserOf(*lab_);
    const QStringList themes{QStringLiteral("mechanism"), QStringLiteral("architecture"), QStringLiteral("efficiency"), QStringLiteral("interpretation")};
    for (const QString &theme : themes) {
        chooser->setChosen(theme, false);
        QVERIFY(!QTest::currentTestFailed());
    }
    QCOMPARE(filter->rowCount(), 0);
    chooser->findChild<QPushButton *>(QStringLiteral("showAllThemes"))->click();
    QCOMPARE(filter->rowCount(), 11);
    chooser->setChosen(QStringLiteral("efficiency"), false);
    lab_->setContentLanguage(QStringLiteral("de"));
    lab_->setContentLanguage(QStringLiteral("en"));
    QCOMPARE(filter->rowCount(), 8);
}

void TestHistoryLab::emptyTimeline()
{
    ParamsReport report;
    HistoryLab lab(HistoryParams::read(QJsonObject(), report), QStringLiteral("en"));
    QCOMPARE(timelineOf(lab)->visibleCount(), 0);
    QCOMPARE(statusOf(lab), QStringLiteral("This chapter's timeline has no entries (its params list none)."));
    QVERIFY(detailsOf(lab)->entryId().isEmpty());
    // The distinctions do not depend on the timeline.
    QVERIFY(part<WeightsExplanationDemo>(&lab, "weightsExplanation")->result().probabilities.size() == 3);
}

void TestHistoryLab::tabOrder()
{
    // Theme boxes, Show all, then the timeline.
    QCheckBox *first = chooserOf(*lab_)->box(QStringLiteral("mechanism"));
    first->setFocus();
    QTRY_VERIFY(first->hasFocus());
    QStringList order;
    for (int i = 0; i < 6; ++i) {
        order.append(QApplication::focusWidget()->objectName());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    }
    QCOMPARE(order, (QStringList{"theme-mechanism", "theme-architecture", "theme-efficiency", "theme-interpretation", "showAllThemes", "timeline"}));
}

void TestHistoryLab::weightsAreNotAnExplanation()
{
    WeightsExplanationDemo *demo = part<WeightsExplanationDemo>(lab_.get(), "weightsExplanation");
    auto *shift = part<QSlider>(demo, "shift");
    // Every slider position: the engine's numbers, different weights, the same output.
    for (int step = -WeightsExplanationDemo::sliderSteps; step <= WeightsExplanationDemo::sliderSteps; step += 6) {
        shift->setValue(step);
        const double delta = step / 10.0;
        const WorkedRelationResult<double> expected = WorkedRelation<double>::compute(WeightsExplanationDemo::scores(delta), WeightsExplanationDemo::values());
        QCOMPARE(demo->result().probabilities, expected.probabilities);
        QVERIFY(std::abs(demo->result().output - 4.0) < 1e-12);
        QVERIFY(std::abs(demo->result().probabilities(2) - 0.5) < 1e-12);
        // ∂o/∂sⱼ = aⱼ(vⱼ − o)
        for (Index j = 0; j < 3; ++j)
            QVERIFY(std::abs(demo->result().gradScores(j) - expected.probabilities(j) * (WeightsExplanationDemo::values()(j) - 4.0)) < 1e-12);
    }
    QVERIFY(std::abs(demo->outputAtEnds(true) - 4.0) < 1e-12);
    QVERIFY(std::abs(demo->outputAtEnds(false) - 4.0) < 1e-12);
    // The two ends put the weight on different keys.
    demo->setShift(-3);
    const double k2AtLeft = demo->result().probabilities(1);
    demo->setShift(3);
    QVERIFY(k2AtLeft > 0.49 && demo->result().probabilities(0) > 0.49);
    QVERIFY(demo->outputText().contains(QStringLiteral("Output o = 4.0000 value units here, 4.0000 with the slider at the left end, 4.0000 at the right end.")));
    QVERIFY(demo->outputText().contains(QStringLiteral("point at k₁")));
    QVERIFY(demo->influenceText().contains(QStringLiteral("k₃ +1.000")));
    // The keyboard moves the slider.
    shift->setFocus();
    QTest::keyClick(shift, Qt::Key_Left);
    QCOMPARE(demo->shift(), 2.9);
    demo->setShift(0);
    QVERIFY(demo->outputText().contains(QStringLiteral("share their weight equally")));
    // The chart shows the engine's weights.
    auto *series = qobject_cast<QBarSeries *>(demo->chartView()->chart()->series().at(0));
    QCOMPARE(series->barSets().at(0)->count(), 3);
    QCOMPARE(series->barSets().at(0)->at(2), demo->result().probabilities(2));
}

void TestHistoryLab::quadraticPairwiseWork()
{
    PairwiseWorkDemo *demo = part<PairwiseWorkDemo>(lab_.get(), "pairwiseWork");
    auto *length = part<QComboBox>(demo, "length");
    demo->setLength(4096);
    QCOMPARE(demo->cellText(1, 0), QStringLiteral("4,096"));
    QCOMPARE(demo->cellText(1, 1), QStringLiteral("16,777,216"));
    QCOMPARE(demo->cellText(0, 1), QStringLiteral("4,194,304"));
    QCOMPARE(demo->cellText(2, 1), QStringLiteral("67,108,864"));
    // Operations from the engine's cost model; each doubling multiplies them by four.
    QCOMPARE(AttentionCost::attentionOperations(4096, 1, 64, 64), 4294967296.0);
    QCOMPARE(demo->cellText(1, 2), QStringLiteral("4.29\u00A0×\u00A010⁹"));
    QCOMPARE(demo->cellText(2, 2), QStringLiteral("1.72\u00A0×\u00A010¹⁰"));
    QCOMPARE(demo->cellText(1, 3), QStringLiteral("× 4"));
    QCOMPARE(demo->cellText(2, 3), QStringLiteral("× 4"));
    QCOMPARE(demo->cellText(0, 3), QStringLiteral("—"));
    // The combo box by keyboard.
    length->setFocus();
    QTest::keyClick(length, Qt::Key_Down);
    QCOMPARE(demo->length(), Index(8192));
    QCOMPARE(demo->cellText(1, 1), QStringLiteral("67,108,864"));
    // The chart: T² and T on log axes, titled and labelled.
    QChart *chart = demo->chartView()->chart();
    QCOMPARE(chart->series().size(), 2);
    QVERIFY(!chart->title().isEmpty());
    for (QAbstractAxis *axis : chart->axes())
        QVERIFY(!axis->titleText().isEmpty());
}

void TestHistoryLab::ioAwareSameMathematicsLessTraffic()
{
    IoAwareDemo *demo = part<IoAwareDemo>(lab_.get(), "ioAware");
    IoAwareComparison::Request request;
    request.length = 256;
    request.tile = 32;
    request.causal = true;
    demo->setRequest(request);
    demo->waitForResult();
    QVERIFY(demo->outcome());
    const IoAwareComparison::Outcome &o = *demo->outcome();
    QCOMPARE(o.request.length, Index(256));
    QCOMPARE(o.denseScores, Index(256 * 256));
    QCOMPARE(o.denseHeld, Index(256 * 256));
    QCOMPARE(o.tiledHeld, Index(32 * 32));
    // 8·9/2 tiles on and below the diagonal; the 8 on it computed in strips of 16 rows, each
    // up to its last query: the lower triangle at the resolution of 16 rows.
    QCOMPARE(o.tiledScores, Index(16 * 16 * (16 * 17 / 2)));
    QCOMPARE(o.tilesSkipped, Index(28));
    QVERIFY2(o.maxDifference < 1e-14 * std::max(1.0, o.outputScale), qPrintable(QString::number(o.maxDifference)));
    QVERIFY(o.tiledTraffic < o.denseTraffic);
    // The same numbers as the engine gives directly.
    const IoAwareComparison::Outcome direct = IoAwareComparison::run(request);
    QCOMPARE(direct.maxDifference, o.maxDifference);
    QCOMPARE(direct.tiledTraffic, o.tiledTraffic);
    // The table shows them.
    QCOMPARE(demo->cellText(1, 1), QStringLiteral("65,536"));
    QCOMPARE(demo->cellText(2, 2), QStringLiteral("1,024"));
    QVERIFY(demo->cellText(4, 2).startsWith(QStringLiteral("max |Δ| = ")));
    QVERIFY(demo->cellText(4, 2).contains(QStringLiteral("\u00A0×\u00A010⁻")));
    QVERIFY(demo->verdictText().contains(QStringLiteral("double precision")));
    // Without the mask every tile is computed: T² scores both ways.
    request.causal = false;
    demo->setRequest(request);
    demo->waitForResult();
    QCOMPARE(demo->outcome()->tiledScores, Index(256 * 256));
    QCOMPARE(demo->outcome()->tilesSkipped, Index(0));
}

void TestHistoryLab::ioAwareFloatDiffersOnlyByRounding()
{
    IoAwareDemo *demo = part<IoAwareDemo>(lab_.get(), "ioAware");
    auto *precisionBox = part<QComboBox>(demo, "precision");
    demo->waitForResult();
    precisionBox->setFocus();
    QTest::keyClick(precisionBox, Qt::Key_Down); // float
    demo->waitForResult();
    const IoAwareComparison::Outcome &o = *demo->outcome();
    QVERIFY(o.request.singlePrecision);
    QVERIFY2(o.maxDifference > 0 && o.maxDifference < 1e-5, qPrintable(QString::number(o.maxDifference)));
    QVERIFY(demo->verdictText().contains(QStringLiteral("single precision")));
}

void TestHistoryLab::ioAwareNewestSettingsWin()
{
    IoAwareDemo *demo = part<IoAwareDemo>(lab_.get(), "ioAware");
    auto *lengthBox = part<QComboBox>(demo, "length");
    auto *tileBox = part<QComboBox>(demo, "tile");
    demo->waitForResult();
    int shown = 0;
    connect(demo, &IoAwareDemo::resultShown, this, [&shown] { ++shown; });
    // Three changes in a row, faster than the runs: only the last settings are shown.
    lengthBox->setCurrentIndex(lengthBox->findData(2048));
    tileBox->setCurrentIndex(tileBox->findData(16));
    lengthBox->setCurrentIndex(lengthBox->findData(128));
    demo->waitForResult();
    QCOMPARE(demo->outcome()->request.length, Index(128));
    QCOMPARE(demo->outcome()->request.tile, Index(16));
    QVERIFY(!demo->isRunning());
    QVERIFY(shown >= 1);
}

void TestHistoryLab::ioAwareCancel()
{
    // The comparison itself stops between its two computations when asked.
    std::atomic<bool> stop(true);
    IoAwareComparison::Request request;
    request.length = 128;
    QVERIFY(IoAwareComparison::run(request, &stop).cancelled);

    IoAwareDemo *demo = part<IoAwareDemo>(lab_.get(), "ioAware");
    auto *lengthBox = part<QComboBox>(demo, "length");
    auto *cancelButton = part<QPushButton>(demo, "cancel");
    demo->waitForResult();
    const IoAwareComparison::Outcome before = *demo->outcome();
    lengthBox->setCurrentIndex(lengthBox->findData(2048));
    QVERIFY(demo->isRunning());
    QVERIFY(cancelButton->isVisibleTo(demo));
    cancelButton->click();
    demo->waitForResult();
    QVERIFY(!demo->isRunning());
    QVERIFY(!cancelButton->isVisibleTo(demo));
    // Either the run was stopped (the previous result stays) or it had already finished.
    const QString status = demo->findChild<QLabel *>(QStringLiteral("status"))->text();
    if (status.startsWith(QStringLiteral("Cancelled")))
        QCOMPARE(demo->outcome()->request.length, before.request.length);
    else
        QCOMPARE(demo->outcome()->request.length, Index(2048));
}

void TestHistoryLab::kernelsMeasuredBesideTheModel()
{
    KernelScalingDemo *demo = part<KernelScalingDemo>(lab_.get(), "kernelScaling");
    auto *measureButton = part<QPushButton>(demo, "measure");
    // Before anything is measured: the counted memory model is drawn, no measured point, and
    // the status says how to measure.
    QVERIFY(demo->statusText().startsWith(QStringLiteral("Nothing measured yet")));
    QCOMPARE(demo->measuredTimeSeries(KernelScalingSweep::Kernel::Tiled)->count(), 0);
    QVERIFY(demo->machineText().contains(QStringLiteral("hardware thread")));
    QVERIFY(demo->machineText().contains(QStringLiteral("single precision (float")));

    KernelScalingSweep::Settings s;
    s.fromLength = 256;
    s.toLength = 512;
    s.heads = 2;
    s.headWidth = 32;
    s.documents = 4;
    s.repeats = 1;
    demo->setSettings(s);
    QCOMPARE(demo->settings().heads, Index(2));
    QCOMPARE(demo->settings().documents, Index(4));
    // Two lengths, each a heading row and three kernels: dense, tiled, tiled with documents.
    QTableWidget *table = part<QTableWidget>(demo, "measurements");
    QCOMPARE(table->rowCount(), 8);
    QCOMPARE(table->item(0, 0)->text(), QStringLiteral("T = 256"));
    QCOMPARE(table->columnSpan(0, 0), table->columnCount());
    QCOMPARE(table->item(4, 0)->text(), QStringLiteral("T = 512"));
    QCOMPARE(table->item(1, 0)->text(), QStringLiteral("dense"));
    QCOMPARE(table->item(1, 2)->text(), QStringLiteral("—"));
    // The counted columns are the model before any measurement: 2·H·(dₖ + dᵥ)·T² operations
    // and H·T²·4 bytes for dense; the allowed pairs, 4·(64·65/2), for four documents.
    QCOMPARE(table->item(1, 1)->text(), QStringLiteral("1.7\u00A0×\u00A010⁷"));
    QCOMPARE(table->item(1, 3)->text(), QStringLiteral("—")); // no share of GEMM speed before a measurement
    QVERIFY(table->horizontalHeaderItem(3)->toolTip().contains(QStringLiteral("the allowed pairs only")));
    QCOMPARE(table->item(1, 4)->text(), QStringLiteral("512 KiB"));
    QCOMPARE(table->item(3, 1)->text(), QStringLiteral("2.1\u00A0×\u00A010⁶")); // 2·2·64·8320
    measureButton->click();
    QVERIFY(!measureButton->isEnabled() || !demo->sweep().isRunning());
    demo->prepareForScreenshot();
    QVERIFY(!demo->sweep().isRunning());
    QVERIFY(measureButton->isEnabled());
    QVERIFY(!part<QPushButton>(demo, "cancel")->isEnabled());
    QCOMPARE(part<QProgressBar>(demo, "progress")->value(), 1000);
    QVERIFY(demo->statusText().startsWith(QStringLiteral("Measured: each time is the median of 1 timed forward pass")));
    for (KernelScalingSweep::Kernel kernel : KernelScalingSweep::kernels()) {
        const QLineSeries *series = demo->measuredTimeSeries(kernel);
        QCOMPARE(series->count(), 2);
        // The points shown are the sweep's, which are the engine's (tst_kernel_scaling_sweep).
        QCOMPARE(series->at(1).x(), 512.0);
        QCOMPARE(series->at(1).y(), demo->sweep().point(512, kernel)->result.medianMs);
    }
    for (int row : {1, 2, 3, 5, 6, 7})
        QVERIFY2(table->item(row, 2)->text().endsWith(QStringLiteral(" ms")), qPrintable(table->item(row, 2)->text()));
    // Beside each time, the kernel's share of the better matrix product's speed (its roofline).
    const KernelScalingSweep::Point tiled512 = *demo->sweep().point(512, KernelScalingSweep::Kernel::Tiled);
    QCOMPARE(table->item(6, 3)->text(), QStringLiteral("%1 %").arg(std::lround(100 * *demo->sweep().roofline(tiled512))));
    QCOMPARE(table->item(7, 0)->text(), QStringLiteral("tiled, 4 docs"));
    // Measured memory: the dense kernel keeps at least its H·T² probabilities (2 × 512² floats).
    QVERIFY(demo->sweep().point(512, KernelScalingSweep::Kernel::Dense)->result.peakExtraBytes >= std::size_t(2 * 512 * 512 * 4));
    // The counted time (operations at the measured product rate) is drawn once the rate is known.
    QCOMPARE(demo->timeChartView()->chart()->series().size(), 5);
    // The machine: its threads, the precision, and the ceiling measured in the same run.
    QVERIFY(demo->machineText().contains(QStringLiteral("%1 hardware thread").arg(QThread::idealThreadCount())));
    QVERIFY(demo->machineText().contains(QStringLiteral("GFLOP/s with Eigen")));
    QVERIFY(demo->machineText().contains(QStringLiteral("GFLOP/s with OpenBLAS")));
    // A changed setting says so instead of passing old figures off as new ones.
    demo->findChild<QComboBox *>(QStringLiteral("precision"))->setCurrentIndex(1);
    QVERIFY(demo->statusText().startsWith(QStringLiteral("The settings changed")));
    QVERIFY(demo->machineText().contains(QStringLiteral("double precision")));
    QCOMPARE(demo->measuredTimeSeries(KernelScalingSweep::Kernel::Dense)->count(), 0);
    // The charts are titled, with labelled axes, and animations off.
    for (QChartView *view : {demo->timeChartView(), demo->memoryChartView()}) {
        QCOMPARE(view->chart()->animationOptions(), QChart::NoAnimation);
        QVERIFY(!view->chart()->title().isEmpty());
        for (QAbstractAxis *axis : view->chart()->axes())
            QVERIFY(!axis->titleText().isEmpty());
    }
}

void TestHistoryLab::kernelMeasurementCancel()
{
    KernelScalingDemo *demo = part<KernelScalingDemo>(lab_.get(), "kernelScaling");
    auto *measureButton = part<QPushButton>(demo, "measure");
    auto *cancelButton = part<QPushButton>(demo, "cancel");
    KernelScalingSweep::Settings s;
    s.fromLength = 256;
    s.toLength = 8192;
    s.headWidth = 256;
    s.repeats = 20;
    demo->setSettings(s);
    QSignalSpy finished(&demo->sweep(), &KernelScalingSweep::finished);
    measureButton->click();
    QVERIFY(demo->sweep().isRunning());
    QVERIFY(cancelButton->isEnabled());
    QVERIFY(!measureButton->isEnabled());
    cancelButton->click(); // returns at once; the worker stops between tiles
    QVERIFY(!cancelButton->isEnabled());
    QVERIFY(finished.count() == 1 || finished.wait(20000));
    QVERIFY(demo->statusText().startsWith(QStringLiteral("Cancelled:")));
    QVERIFY(measureButton->isEnabled());
}

void TestHistoryLab::contextReachesEveryLaterToken()
{
    ContextReachDemo *demo = part<ContextReachDemo>(lab_.get(), "contextReach");
    auto *tokenBox = part<QComboBox>(demo, "changedToken");
    demo->setChangedToken(2);
    QCOMPARE(demo->changedOutputs(), (QList<int>{2, 3, 4}));
    QVERIFY(demo->resultText().contains(QStringLiteral("changes the outputs of t₂, t₃, t₄")));
    QVERIFY(demo->resultText().contains(QStringLiteral("The outputs of t₀, t₁ stay exactly the same")));
    demo->setChangedToken(0);
    QCOMPARE(demo->changedOutputs(), (QList<int>{0, 1, 2, 3, 4}));
    tokenBox->setFocus();
    QTest::keyClick(tokenBox, Qt::Key_Down);
    QCOMPARE(demo->changedToken(), 1);
    QCOMPARE(demo->changedOutputs(), (QList<int>{1, 2, 3, 4}));
    // The heatmap holds the engine's causal weights: rows are queries, masked keys hatched.
    const MatrixModel *model = demo->heatmap()->model();
    QCOMPARE(model->rowCount(), 5);
    QVERIFY(model->isMasked(0, 1));
    QVERIFY(!model->isMasked(3, 2));
    for (int row = 0; row < 5; ++row) {
        double sum = 0;
        for (int column = 0; column <= row; ++column)
            sum += model->value(row, column);
        QVERIFY(std::abs(sum - 1.0) < 1e-12);
    }
    QCOMPARE(model->rowAxisName(), QStringLiteral("query"));
}

void TestHistoryLab::distinctionStatements()
{
    // The four distinctions of the issue, in the seed's words.
    const QList<DistinctionCard *> cards = lab_->findChildren<DistinctionCard *>();
    QCOMPARE(cards.size(), 4);
    QCOMPARE(cards.at(0)->statement(), QStringLiteral("Attention weights are not a complete explanation of a model's reasoning."));
    QCOMPARE(cards.at(1)->statement(), QStringLiteral("Dense attention has quadratic pairwise work in sequence length."));
    QVERIFY(cards.at(2)->statement().startsWith(QStringLiteral("IO-aware kernels reduce memory traffic while implementing the same attention mathematics")));
    QVERIFY(cards.at(2)->statement().contains(QStringLiteral("finite-precision differences")));
    QCOMPARE(cards.at(3)->statement(), QStringLiteral("Attention makes relationships within the context available to each token."));
    for (const DistinctionCard *card : cards)
        QVERIFY(!card->explanation().isEmpty() && !card->accessibleName().isEmpty());
}

void TestHistoryLab::onlineSoftmaxQuestionsComeFromTheEngine()
{
    // One query, scale 1 (the scores are as given): a first tile of two keys with scores 0, 0
    // and values 2, 4, then a tile of one key with score ln 3 and value 10.
    Matrix<double> q(1, 1), k(3, 1), v(3, 1);
    q << 1;
    k << 0, 0, std::log(3.0);
    v << 2, 4, 10;
    const TiledAttentionResult<double> tiled = TiledAttention<double>::forward(q, k, v, StructuredMask::none(), 1, 2, 1.0);
    QCOMPARE(tiled.tilesComputed, Index(2));
    AttentionOptions options;
    options.causal = false;
    Matrix<double> qs(3, 1);
    qs << 1, 0, 0;
    const double dense = MultiHeadAttention<double>::forward({HeadInput<double>{qs, k, v}}, std::nullopt, options).heads.front().output(0, 0);

    PackLoader::Options loaderOptions;
    loaderOptions.checkBodies = false;
    const PackLoadResult loaded = PackLoader::load(testpaths::sourceDir() + QStringLiteral("/content/self-attention"), loaderOptions);
    QVERIFY(loaded.pack);
    const QuestionSpec *normalizer = loaded.pack->question(QStringLiteral("history-online-normalizer"));
    const QuestionSpec *output = loaded.pack->question(QStringLiteral("history-online-output"));
    QVERIFY(normalizer && output);
    QVERIFY2(std::abs(normalizer->numericAnswer - tiled.rowNormalizer(0)) <= normalizer->tolerance, qPrintable(QString::number(tiled.rowNormalizer(0))));
    QVERIFY2(std::abs(output->numericAnswer - tiled.output(0, 0)) <= output->tolerance, qPrintable(QString::number(tiled.output(0, 0))));
    QVERIFY(std::abs(tiled.output(0, 0) - dense) < 1e-12);
    QVERIFY(std::abs(tiled.rowMaximum(0) - std::log(3.0)) < 1e-15);
    // The accumulators are the dense denominator and numerator times e^(−m): only the ratio is exact.
    QVERIFY(std::abs(tiled.rowNormalizer(0) - 5.0 * std::exp(-tiled.rowMaximum(0))) < 1e-12);
    QVERIFY(std::abs(tiled.output(0, 0) * tiled.rowNormalizer(0) - 12.0) < 1e-12); // õ after the tile

    // The dense kernel's probabilities in float: 1 MiB for one head at T = 512, and at two heads
    // and T = 1536 the answer of history-dense-bytes (in MiB).
    const QuestionSpec *bytes = loaded.pack->question(QStringLiteral("history-dense-bytes"));
    QVERIFY(bytes);
    QCOMPARE(AttentionCost::denseScoreBytes(512, 1, 4), double(1 << 20));
    QCOMPARE(bytes->numericAnswer, AttentionCost::denseScoreBytes(1536, 2, 4) / double(1 << 20));
}

void TestHistoryLab::figures()
{
    const QList<ExportableFigure> figures = lab_->figures();
    QCOMPARE(figures.size(), 6);
    QStringList names;
    for (const ExportableFigure &f : figures) {
        QVERIFY(f.widget);
        names.append(f.name);
    }
    QCOMPARE(names, (QStringList{"history-timeline", "weights-not-explanation", "quadratic-pairwise-work", "kernel-time-measured",
                                 "kernel-memory-measured", "context-reach-weights"}));
    QVERIFY(figures.at(5).matrix);
    auto *weights = qobject_cast<QChartView *>(figures.at(1).widget);
    QVERIFY(weights);
    QCOMPARE(weights->chart()->animationOptions(), QChart::NoAnimation);
    QVERIFY(!weights->chart()->title().isEmpty());
    for (QAbstractAxis *axis : weights->chart()->axes())
        QVERIFY(!axis->titleText().isEmpty());
    QVERIFY(weights->chart()->legend()->isVisible());
}

void TestHistoryLab::render()
{
    // For looking at: ATLAS_SCREENSHOT_DIR=/tmp/shots renders the lab at two widths.
    const QString directory = qEnvironmentVariable("ATLAS_SCREENSHOT_DIR");
    lab_->prepareForScreenshot();
    // 420: the lab column of a 1024 × 700 window; 860: of a 1440 × 900 one.
    for (const int width : {420, 860}) {
        // As the page's scroll area sizes it: the height its word-wrapped texts need at this width.
        const int height = lab_->hasHeightForWidth() ? lab_->heightForWidth(width) : lab_->sizeHint().height();
        lab_->resize(width, std::max(height, lab_->minimumSizeHint().height()));
        // Charts lay themselves out over a few event-loop turns, as in the tour.
        for (int turn = 0; turn < 4; ++turn)
            QApplication::processEvents();
        const QPixmap shot = lab_->grab();
        QVERIFY(!shot.isNull());
        // Nothing is wider than the lab: no clipped controls at the narrow width.
        if (lab_->minimumSizeHint().width() > width) {
            const QStringList wide = test::PageChecks::widerThan(lab_.get(), width - 60);
            QFAIL(qPrintable(QStringLiteral("wider than %1: ").arg(width) + wide.join(QLatin1String("; "))));
        }
        if (!directory.isEmpty()) {
            QVERIFY(shot.save(QDir(directory).filePath(QStringLiteral("history-lab-%1.png").arg(width))));
            // In parts a viewer shows at full size.
            const int part = 900;
            for (int top = 0, n = 0; top < shot.height(); top += part, ++n)
                QVERIFY(shot.copy(0, top, shot.width(), std::min(part, shot.height() - top))
                            .save(QDir(directory).filePath(QStringLiteral("history-lab-%1-part%2.png").arg(width).arg(n))));
        }
    }
}

// §4: the lab's spin boxes and sliders (the weights demonstration's, the cost charts') under
// pasted garbage and keys beyond their ends: in range, and the demonstration's numbers finite.
void TestHistoryLab::hostileControlsStayInRange()
{
    lab_->show();
    QVERIFY(QTest::qWaitForWindowExposed(lab_.get()));
    ATLAS_ABUSE_OK(HostileInput::abuseAll(lab_.get()));
    const WorkedRelationResult<double> &r = part<WeightsExplanationDemo>(lab_.get(), "weightsExplanation")->result();
    QVERIFY(std::isfinite(r.output) && r.probabilities.allFinite());
}

ATLAS_TEST_MAIN(TestHistoryLab)
#include "tst_historylab.moc"
