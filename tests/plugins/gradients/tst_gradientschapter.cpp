// The gradients chapter opened through its plugin from the built-in pack, as the shell opens
// it — so the page's classes live in the plugin and are reached only through Qt types and
// object names, as the shell would: the page carries its lab (worked relation and executable decoder), exports its figures,
// prepares a screenshot synchronously, survives a language change, and renders without
// clipping at the tour's sizes. With ATLAS_RENDER_DIR set, the renders are kept there as PNGs
// for people to look at.
#include "chapterharness.h"
#include "languagescope.h"
#include "pagechecks.h"
#include "tourrender.h"
#include "suiteregistry.h"

#include "sdk/quizpanel.h"

#include <atlas/multiheadattention.h>
#include <atlas/workedrelation.h>

#include <QApplication>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QDir>
#include <QEvent>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QChartView>
#include <QAbstractAxis>

#include <cmath>

using namespace atlas;
using test::PageChecks;

class TestGradientsChapter : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void opensThroughItsPlugin();
    void questionsAreTheChaptersOwn();
    void numericAnswersComeFromTheEngine();
    void figuresIncludeChartsAndMatrices();
    void screenshotIsFinished();
    void languageChangeKeepsTheLab();
    void rendersEveryViewAtTourSizes_data();
    void rendersEveryViewAtTourSizes();
    void sweepAxisTitlesFitInEveryLanguage_data();
    void sweepAxisTitlesFitInEveryLanguage();
};

void TestGradientsChapter::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestGradientsChapter::opensThroughItsPlugin()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("gradients")), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    auto *lab = page->findChild<QTabWidget *>(QStringLiteral("gradientsLab"));
    QVERIFY(lab);
    QCOMPARE(lab->count(), 2);
    QCOMPARE(lab->currentWidget()->objectName(), QStringLiteral("workedRelation"));
    auto *output = page->findChild<QLabel *>(QStringLiteral("workedOutput"));
    QVERIFY(output);
    QCOMPARE(output->text(), QStringLiteral("o = 5"));
    auto *views = page->findChild<QTabWidget *>(QStringLiteral("decoderViews"));
    QVERIFY(views);
    QCOMPARE(views->count(), 4);
}

void TestGradientsChapter::questionsAreTheChaptersOwn()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("gradients")), qPrintable(harness.error()));
    const QList<QuestionSpec> &questions = harness.context().chapter().questions;
    QVERIFY(questions.size() >= 4);
    QStringList ids;
    for (const QuestionSpec &q : questions)
        ids.append(q.id);
    QVERIFY(ids.contains(QStringLiteral("gradients-first-score")));
    QVERIFY(ids.contains(QStringLiteral("gradients-query-coordinate")));
}

void TestGradientsChapter::numericAnswersComeFromTheEngine()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("gradients")), qPrintable(harness.error()));
    const ChapterPack &pack = *harness.loadResult().pack;
    const auto within = [](const QuestionSpec *q, double engineValue) {
        return q && std::abs(q->numericAnswer - engineValue) <= q->tolerance;
    };
    // ∂o/∂q₂ with the 1/√dₖ: the engine's backward pass through one head (one query row; the
    // second row only makes the sequence square and carries no gradient).
    {
        Matrix<double> q(2, 4), k(2, 4), v(2, 1), grad(2, 1);
        q << std::log(3.0), 0, 0, 0, 0, 0, 0, 0;
        k << 0, -1, 0, 0, 2, 3, 0, 0;
        v << 2, 6;
        grad << 1, 0;
        AttentionOptions options;
        options.causal = false;
        const AttentionTrace<double> trace = MultiHeadAttention<double>::forward({HeadInput<double>{q, k, v}}, std::nullopt, options);
        QVERIFY(std::abs(trace.output(0, 0) - 5.0) < 1e-12); // the worked example's scores
        const AttentionGradients<double> g = MultiHeadAttention<double>::backward(trace, {}, grad);
        QVERIFY2(within(pack.question(QStringLiteral("gradients-query-coordinate")), g.heads[0].q(0, 1)),
                 qPrintable(QString::number(g.heads[0].q(0, 1))));
        QVERIFY(std::abs(g.heads[0].q(0, 0) - 0.75) < 1e-12); // the explanation's ∂o/∂q = [0.75, 1.5, 0, 0]
    }
    // v₁ = 10: the sign flips.
    {
        Vector<double> scores(2), values(2);
        scores << 0, std::log(3.0);
        values << 10, 6;
        QVERIFY(within(pack.question(QStringLiteral("gradients-sign-flip")), WorkedRelation<double>::compute(scores, values).gradScores(0)));
    }
}

void TestGradientsChapter::figuresIncludeChartsAndMatrices()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("gradients")), qPrintable(harness.error()));
    const QList<ExportableFigure> figures = harness.page()->figures();
    QStringList names;
    int matrices = 0;
    for (const ExportableFigure &f : figures) {
        names.append(f.name);
        QVERIFY(f.widget);
        matrices += f.matrix ? 1 : 0;
    }
    QVERIFY(names.contains(QStringLiteral("worked-relation-sweep")));
    QVERIFY(names.contains(QStringLiteral("training-loss")));
    QVERIFY(names.contains(QStringLiteral("prefix-invariance")));
    QVERIFY(names.contains(QStringLiteral("gradient-check-error")));
    QVERIFY(matrices >= 2);
}

void TestGradientsChapter::screenshotIsFinished()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("gradients")), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    QVERIFY(harness.showPage(QSize(1440, 900)));
    auto *lab = page->findChild<QTabWidget *>(QStringLiteral("gradientsLab"));
    auto *views = page->findChild<QTabWidget *>(QStringLiteral("decoderViews"));
    // Showing the gradient check starts it; the screenshot waits for it and returns to the
    // worked relation.
    lab->setCurrentIndex(1);
    views->setCurrentIndex(1);
    QApplication::processEvents();
    page->prepareForScreenshot();
    auto *progress = page->findChild<QProgressBar *>(QStringLiteral("gradientCheckProgress"));
    QVERIFY(progress);
    QCOMPARE(progress->value(), progress->maximum());
    QCOMPARE(lab->currentWidget()->objectName(), QStringLiteral("workedRelation"));
}

void TestGradientsChapter::languageChangeKeepsTheLab()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("gradients")), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    QEvent event(QEvent::LanguageChange);
    QApplication::sendEvent(page, &event);
    for (QWidget *w : page->findChildren<QWidget *>())
        QApplication::sendEvent(w, &event);
    harness.context().setLanguage(QStringLiteral("de"));
    QCOMPARE(page->findChild<QLabel *>(QStringLiteral("workedOutput"))->text(), QStringLiteral("o = 5"));
    QCOMPARE(page->findChild<QTabWidget *>(QStringLiteral("gradientsLab"))->tabText(0), QStringLiteral("Worked relation"));
}

void TestGradientsChapter::rendersEveryViewAtTourSizes_data()
{
    test::addTourSizes();
}

void TestGradientsChapter::rendersEveryViewAtTourSizes()
{
    QFETCH(QSize, size);
    QFETCH(QString, language);
    const test::LanguageScope scope(language);
    QVERIFY(scope.isLoaded());
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("gradients"), language), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    QVERIFY(harness.showPage(size));
    page->prepareForScreenshot();
    const QString stem = QStringLiteral("gradients-%1x%2-%3").arg(size.width()).arg(size.height()).arg(language);
    PageChecks::keepPageAndQuestions(page, stem);

    // Each view of the lab at its full height, as a learner scrolls through it.
    auto *lab = page->findChild<QTabWidget *>(QStringLiteral("gradientsLab"));
    auto *views = page->findChild<QTabWidget *>(QStringLiteral("decoderViews"));
    QVERIFY(lab && views);
    auto render = [&](const QString &name) {
        QApplication::processEvents();
        lab->setMinimumHeight(lab->sizeHint().height());
        QApplication::processEvents();
        const QImage image = lab->grab().toImage();
        QVERIFY(!image.isNull());
        PageChecks::keep(image, stem + QLatin1Char('-') + name + QStringLiteral(".png"));
        // Nothing of the lab is wider than the lab: no control is cut off on the right.
        const QString overhang = PageChecks::overhang(lab->currentWidget(), lab);
        QVERIFY2(overhang.isEmpty(), qPrintable(overhang));
        // Nothing cut short: no chart text elided, no table scrolled sideways.
        const QStringList elided = PageChecks::elidedChartTexts(lab->currentWidget());
        QVERIFY2(elided.isEmpty(), qPrintable(name + QStringLiteral(": ") + elided.join(QStringLiteral("; "))));
        const QStringList clipped = PageChecks::clippedTables(lab->currentWidget());
        QVERIFY2(clipped.isEmpty(), qPrintable(name + QStringLiteral(": ") + clipped.join(QStringLiteral("; "))));
        lab->setMinimumHeight(0);
    };
    lab->setCurrentIndex(0);
    render(QStringLiteral("worked"));
    lab->setCurrentIndex(1);
    for (int i = 0; i < views->count(); ++i) {
        views->setCurrentIndex(i);
        if (i == 1) {
            QApplication::processEvents();
            page->prepareForScreenshot();
            lab->setCurrentIndex(1);
        }
        if (i == 3) {
            auto *train = page->findChild<QPushButton *>(QStringLiteral("trainButton"));
            QVERIFY(train);
            train->click();
            page->prepareForScreenshot();
            lab->setCurrentIndex(1);
        }
        render(QStringLiteral("decoder-%1").arg(i));
    }
}

void TestGradientsChapter::sweepAxisTitlesFitInEveryLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("de") << QStringLiteral("de");
    QTest::newRow("fr") << QStringLiteral("fr");
}

// The sweep chart names its vertical axes in lines under its title, not in titles turned along
// the axes (which a chart cut by the edge of the scrolled lab showed only as "…ten)" in German
// at 1024 × 700). In every language, at the tour's smaller size, each of those lines fits the
// chart's width, so none is elided.
void TestGradientsChapter::sweepAxisTitlesFitInEveryLanguage()
{
    QFETCH(QString, language);
    const test::LanguageScope scope(language);
    QVERIFY(scope.isLoaded());
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("gradients"), language), qPrintable(harness.error()));
    QVERIFY(harness.showPage(QSize(1024, 700)));
    harness.page()->prepareForScreenshot();
    for (int turn = 0; turn < 4; ++turn)
        QApplication::processEvents();
    QChartView *sweep = nullptr;
    for (QChartView *view : harness.page()->findChildren<QChartView *>())
        if (view->chart()->axes(Qt::Vertical).size() == 2)
            sweep = view;
    QVERIFY(sweep);
    const QStringList lines = sweep->chart()->title().split(QStringLiteral("<br/>"));
    QCOMPARE(lines.size(), 3);
    const QFontMetrics metrics(sweep->chart()->titleFont());
    for (QAbstractAxis *axis : sweep->chart()->axes(Qt::Vertical)) {
        QVERIFY(!axis->isTitleVisible());
        QVERIFY2(lines.at(1).contains(axis->titleText()) || lines.at(2).contains(axis->titleText()), qPrintable(axis->titleText()));
    }
    if (language != QLatin1String("en"))
        QVERIFY2(!lines.at(1).startsWith(QLatin1String("left axis")), "the captions are translated");
    for (const QString &line : lines)
        QVERIFY2(metrics.horizontalAdvance(line) <= sweep->chart()->size().width() - 16,
                 qPrintable(QStringLiteral("%1: \"%2\" is %3 px in a chart %4 px wide").arg(language, line).arg(metrics.horizontalAdvance(line)).arg(sweep->chart()->size().width())));
}

ATLAS_TEST_MAIN(TestGradientsChapter)
#include "tst_gradientschapter.moc"
