// Every chart's axis numbers follow the interface language (sdk/chartlocale.h): a chart made
// and shown in German or French writes "0,5", in English "0.5"; a chart made in English says
// "0,5" once the language changes to German; a step axis keeps "1000" without a separator; the
// bare printf formats Qt Charts cannot localize ("%d") are given the precision they imply.
// Nothing in the test calls ChartLocale: the SDK applies it to every chart view by itself.
#include "sdk/chartlocale.h"

#include "suiteregistry.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QGraphicsTextItem>
#include <QLineSeries>
#include <QLocale>
#include <QTest>
#include <QValueAxis>

#include <memory>

class TestChartLocale : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // The SDK loaded, as in the application (every chapter links it): the address of one of its
    // functions keeps the linker from dropping it. The test never calls it.
    void initTestCase()
    {
        void (*volatile sdk)(QChart *) = &atlas::ChartLocale::apply;
        QVERIFY(sdk);
    }
    void cleanup() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void axisLabelsUseTheLanguagesDecimalSeparator_data();
    void axisLabelsUseTheLanguagesDecimalSeparator();
    void aLanguageChangeReachesAChartAlreadyShown();
    void formatsAreMadeLocalizable_data();
    void formatsAreMadeLocalizable();

private:
    // A chart as the chapters make them: printf-style label formats, 0 to 1 in steps of 0.5
    // up the side, 0 to 2000 steps along the bottom.
    static std::unique_ptr<QChartView> makeChart();
    static QStringList labels(const QChartView &view);
};

std::unique_ptr<QChartView> TestChartLocale::makeChart()
{
    auto view = std::make_unique<QChartView>(new QChart);
    auto *series = new QLineSeries;
    series->append({QPointF(0, 0), QPointF(2000, 1)});
    view->chart()->addSeries(series);
    auto *steps = new QValueAxis;
    steps->setRange(0, 2000);
    steps->setTickCount(3);
    steps->setLabelFormat(QStringLiteral("%d"));
    auto *values = new QValueAxis;
    values->setRange(0, 1);
    values->setTickCount(3);
    values->setLabelFormat(QStringLiteral("%.1f"));
    view->chart()->addAxis(steps, Qt::AlignBottom);
    view->chart()->addAxis(values, Qt::AlignLeft);
    series->attachAxis(steps);
    series->attachAxis(values);
    view->resize(400, 300);
    return view;
}

QStringList TestChartLocale::labels(const QChartView &view)
{
    QStringList texts;
    for (const QGraphicsItem *item : view.scene()->items())
        if (const auto *text = qgraphicsitem_cast<const QGraphicsTextItem *>(item); text && text->isVisible())
            texts.append(text->toPlainText());
    return texts;
}

void TestChartLocale::axisLabelsUseTheLanguagesDecimalSeparator_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("half");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("0.5");
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("0,5");
    QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("0,5");
}

void TestChartLocale::axisLabelsUseTheLanguagesDecimalSeparator()
{
    QFETCH(QString, language);
    QFETCH(QString, half);
    QLocale::setDefault(QLocale(language));
    const std::unique_ptr<QChartView> view = makeChart();
    view->show();
    QVERIFY(QTest::qWaitForWindowExposed(view.get()));
    QTest::qWait(100);
    const QStringList texts = labels(*view);
    QVERIFY2(texts.contains(half), qPrintable(texts.join(QLatin1String(" | "))));
    QVERIFY2(texts.contains(QStringLiteral("1000")), qPrintable(texts.join(QLatin1String(" | "))));
    const QString other = half == QLatin1String("0.5") ? QStringLiteral("0,5") : QStringLiteral("0.5");
    QVERIFY2(!texts.contains(other), qPrintable(texts.join(QLatin1String(" | "))));
}

void TestChartLocale::aLanguageChangeReachesAChartAlreadyShown()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const std::unique_ptr<QChartView> view = makeChart();
    view->show();
    QVERIFY(QTest::qWaitForWindowExposed(view.get()));
    QApplication::processEvents();
    QVERIFY(labels(*view).contains(QStringLiteral("0.5")));
    // What the shell does: the default locale first, then a new translator, whose
    // LanguageChange reaches every widget.
    QLocale::setDefault(QLocale(QStringLiteral("de")));
    QEvent change(QEvent::LanguageChange);
    QApplication::sendEvent(view.get(), &change);
    QApplication::processEvents();
    const QStringList texts = labels(*view);
    QVERIFY2(texts.contains(QStringLiteral("0,5")) && !texts.contains(QStringLiteral("0.5")), qPrintable(texts.join(QLatin1String(" | "))));
}

void TestChartLocale::formatsAreMadeLocalizable_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("localizable");
    QTest::newRow("%d") << QStringLiteral("%d") << QStringLiteral("%.0d");
    QTest::newRow("%g") << QStringLiteral("%g") << QStringLiteral("%.6g");
    QTest::newRow("text around") << QStringLiteral("step %d of") << QStringLiteral("step %.0d of");
    QTest::newRow("%.1f stays") << QStringLiteral("%.1f") << QStringLiteral("%.1f");
    QTest::newRow("%.0e stays") << QStringLiteral("%.0e") << QStringLiteral("%.0e");
    QTest::newRow("empty stays") << QString() << QString();
}

void TestChartLocale::formatsAreMadeLocalizable()
{
    QFETCH(QString, format);
    QFETCH(QString, localizable);
    QCOMPARE(atlas::ChartLocale::localizableFormat(format), localizable);
}

ATLAS_TEST_MAIN(TestChartLocale)
#include "tst_chartlocale.moc"
