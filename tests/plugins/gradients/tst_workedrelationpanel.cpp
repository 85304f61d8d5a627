// WorkedRelationPanel: the seed's numbers, edits that give the engine's numbers, refused
// input that keeps the old value, the first causal position (o = 2 whatever the future key
// holds), keys added and removed, and the sweep chart with its series and tangent.
#include "hostileinput.h"
#include "scoresweepchart.h"
#include "shortnumber.h"
#include "suiteregistry.h"
#include "widgetpart.h"
#include "workedrelationpanel.h"

#include <atlas/workedrelation.h>

#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace atlas;
using atlas::test::HostileInput;

namespace {

WorkedRelationResult<double> engine(std::vector<double> s, std::vector<double> v, std::vector<bool> allowed = {})
{
    return WorkedRelation<double>::compute(Eigen::Map<Vector<double>>(s.data(), Index(s.size())),
                                           Eigen::Map<Vector<double>>(v.data(), Index(v.size())), allowed);
}

} // namespace

class TestWorkedRelationPanel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void hostileFieldsNeverReachTheEngine();
    void showsTheSeedsNumbers();
    void editingACellGivesTheEnginesNumbers();
    void typingIntoTheFieldRecomputes();
    void refusedInputKeepsTheValue_data();
    void refusedInputKeepsTheValue();
    void firstCausalPositionOutputIsTwoWhateverTheFuture();
    void maskingEveryKeyGivesNoMixtureNotNaN();
    void keysCanBeAddedAndRemovedWithinLimits();
    void chartCarriesOutputEveryProbabilityAndTangent();
    void raisingOneScoreRedistributesWeight();
    void sweepingAMaskedScoreIsFlat();
    void tabOrderFollowsTheRows();
    void closingWhileEditingIsQuiet();
    void narrowLabKeepsTheProductWhole();
};

void TestWorkedRelationPanel::showsTheSeedsNumbers()
{
    WorkedRelationPanel panel{WorkedRelationParams()};
    const WorkedRelationResult<double> &r = panel.result();
    QVERIFY(std::abs(r.probabilities(0) - 0.25) < 1e-15);
    QVERIFY(std::abs(r.probabilities(1) - 0.75) < 1e-15);
    QVERIFY(std::abs(r.output - 5) < 1e-14);
    QVERIFY(std::abs(r.gradScores(0) + 0.75) < 1e-14);
    QVERIFY(std::abs(r.gradScores(1) - 0.75) < 1e-14);
    QCOMPARE(panel.outputText(), QStringLiteral("o = 5"));
    QCOMPARE(panel.probabilityText(0), QStringLiteral("0.25"));
    QCOMPARE(panel.probabilityText(1), QStringLiteral("0.75"));
    // No-break spaces everywhere but before "=": a narrow lab wraps only there.
    QCOMPARE(panel.derivativeText(0), QStringLiteral("0.25\u00a0×\u00a0(2\u00a0−\u00a05) =\u00a0−0.75"));
    QCOMPARE(panel.derivativeText(1), QStringLiteral("0.75\u00a0×\u00a0(6\u00a0−\u00a05) =\u00a0+0.75"));
    QVERIFY(panel.noteText().contains(QStringLiteral("sum to zero")));
}

void TestWorkedRelationPanel::editingACellGivesTheEnginesNumbers()
{
    WorkedRelationPanel panel{WorkedRelationParams()};
    QSignalSpy changed(&panel, &WorkedRelationPanel::changed);
    QVERIFY(panel.submitScore(0, QStringLiteral("1.5")));
    QVERIFY(panel.submitValue(1, QStringLiteral("−3")));
    QCOMPARE(changed.count(), 2);
    const WorkedRelationResult<double> expected = engine({1.5, std::log(3.0)}, {2, -3});
    const WorkedRelationResult<double> &r = panel.result();
    QCOMPARE(r.output, expected.output);
    QCOMPARE(r.probabilities, expected.probabilities);
    QCOMPARE(r.gradScores, expected.gradScores);
    QCOMPARE(panel.scoreEdit(0)->text(), QStringLiteral("1.5"));
    QVERIFY(panel.derivativeText(1).endsWith(QStringLiteral(" =\u00a0") + ShortNumber::signedFormat(expected.gradScores(1))));
    QVERIFY(expected.gradScores(1) < 0); // v₂ = −3 is below o now: raising s₂ lowers o
    QVERIFY(panel.derivativeText(1).contains(QStringLiteral(" =\u00a0−")));
    // Back to the seed: exactly ln 3 again, not a rounded copy of it.
    panel.loadSeedExample();
    QCOMPARE(panel.scores()(1), std::log(3.0));
    QCOMPARE(panel.result().output, engine({0, std::log(3.0)}, {2, 6}).output);
}

void TestWorkedRelationPanel::typingIntoTheFieldRecomputes()
{
    WorkedRelationPanel panel{WorkedRelationParams()};
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QLineEdit *value = panel.valueEdit(0);
    value->setFocus();
    value->selectAll();
    QTest::keyClicks(value, QStringLiteral("10"));
    QCOMPARE(panel.values()(0), 10.0);
    QCOMPARE(panel.result().output, engine({0, std::log(3.0)}, {10, 6}).output);
    QVERIFY(std::abs(panel.result().output - 7) < 1e-14); // 0.25·10 + 0.75·6
    QCOMPARE(panel.outputText(), QStringLiteral("o = 7"));
}

void TestWorkedRelationPanel::refusedInputKeepsTheValue_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("score");
    QTest::addColumn<QString>("message");
    QTest::newRow("not a number") << QStringLiteral("ln 3") << true << QStringLiteral("not a number");
    QTest::newRow("empty") << QString() << true << QStringLiteral("Type a number");
    QTest::newRow("NaN") << QStringLiteral("nan") << false << QStringLiteral("finite");
    // Too large for a double: NumberInput calls it "not a number" (its message, not ours).
    QTest::newRow("infinity") << QStringLiteral("1e400") << false << QStringLiteral("1e400");
    QTest::newRow("score out of range") << QStringLiteral("51") << true << QStringLiteral("outside the allowed range");
    QTest::newRow("value out of range") << QStringLiteral("-1001") << false << QStringLiteral("outside the allowed range");
}

void TestWorkedRelationPanel::refusedInputKeepsTheValue()
{
    QFETCH(QString, text);
    QFETCH(bool, score);
    QFETCH(QString, message);
    WorkedRelationPanel panel{WorkedRelationParams()};
    const double before = score ? panel.scores()(1) : panel.values()(1);
    const double output = panel.result().output;
    QVERIFY(!(score ? panel.submitScore(1, text) : panel.submitValue(1, text)));
    QVERIFY2(panel.lastError().contains(message), qPrintable(panel.lastError()));
    QVERIFY(panel.lastError().contains(score ? QStringLiteral("s₂") : QStringLiteral("v₂")));
    QCOMPARE(score ? panel.scores()(1) : panel.values()(1), before);
    QCOMPARE(panel.result().output, output);
    QVERIFY(std::isfinite(panel.result().output));
    // A good number afterwards clears the message.
    QVERIFY(panel.submitScore(1, QStringLiteral("0")));
    QVERIFY(panel.lastError().isEmpty());
}

void TestWorkedRelationPanel::firstCausalPositionOutputIsTwoWhateverTheFuture()
{
    WorkedRelationPanel panel{WorkedRelationParams()};
    panel.loadFirstCausalPosition();
    QVERIFY(!panel.allowed()[1]);
    QVERIFY(!panel.allowedBox(1)->isChecked());
    QCOMPARE(panel.result().output, 2.0);
    QCOMPARE(panel.outputText(), QStringLiteral("o = 2"));
    QVERIFY(panel.noteText().contains(QStringLiteral("first causal position")));
    QCOMPARE(panel.sweepKey(), 1); // the chart sweeps the future score
    for (const char *future : {"-50", "0", "3.7", "50"})
        for (const char *value : {"-1000", "6", "999.5"}) {
            QVERIFY(panel.submitScore(1, QString::fromLatin1(future)));
            QVERIFY(panel.submitValue(1, QString::fromLatin1(value)));
            QCOMPARE(panel.result().output, 2.0); // exactly: a₁ = 1
            QCOMPARE(panel.result().probabilities(1), 0.0);
            QCOMPARE(panel.result().gradScores(0), 0.0);
            QCOMPARE(panel.result().gradScores(1), 0.0);
        }
    QCOMPARE(panel.derivativeText(1), QStringLiteral("0 (masked: not in the softmax support)"));
    // Allowing the future key again changes everything.
    panel.setAllowed(1, true);
    QVERIFY(panel.result().output != 2.0);
}

void TestWorkedRelationPanel::maskingEveryKeyGivesNoMixtureNotNaN()
{
    WorkedRelationPanel panel{WorkedRelationParams()};
    panel.allowedBox(0)->setChecked(false);
    panel.allowedBox(1)->setChecked(false);
    QVERIFY(panel.result().empty);
    QCOMPARE(panel.result().output, 0.0);
    QVERIFY(panel.outputText().contains(QStringLiteral("nothing to mix")));
    for (double y : panel.sweep().outputs)
        QVERIFY(std::isfinite(y));
    QVERIFY(!panel.noteText().contains(QStringLiteral("NaN")) || panel.noteText().contains(QStringLiteral("never NaN")));
}

void TestWorkedRelationPanel::keysCanBeAddedAndRemovedWithinLimits()
{
    WorkedRelationPanel panel{WorkedRelationParams()};
    QVERIFY(!panel.removeKey()); // at least two keys
    for (int n = 3; n <= 6; ++n) {
        QVERIFY(panel.addKey());
        QCOMPARE(panel.keyCount(), n);
        QCOMPARE(panel.chart()->probabilitySeries().size(), n);
        QVERIFY(std::abs(panel.result().probabilities.sum() - 1) < 1e-14);
    }
    QVERIFY(!panel.addKey());
    QVERIFY(panel.scoreEdit(5) != nullptr);
    QVERIFY(panel.scoreEdit(6) == nullptr);
    QVERIFY(panel.submitValue(5, QStringLiteral("-4")));
    QCOMPARE(panel.result().output,
             engine({0, std::log(3.0), 0, 0, 0, 0}, {2, 6, 7, 8, 9, -4}).output);
    QVERIFY(panel.removeKey());
    QCOMPARE(panel.keyCount(), 5);
    QCOMPARE(panel.chart()->probabilitySeries().size(), 5);
}

void TestWorkedRelationPanel::chartCarriesOutputEveryProbabilityAndTangent()
{
    WorkedRelationPanel panel{WorkedRelationParams()};
    ScoreSweepChart *chart = panel.chart();
    QStringList names;
    for (QAbstractSeries *series : chart->chart()->series())
        names.append(series->name());
    QVERIFY2(names.contains(QStringLiteral("output o")), qPrintable(names.join(QLatin1Char('|'))));
    QVERIFY(names.contains(QStringLiteral("a₁")));
    QVERIFY(names.contains(QStringLiteral("a₂")));
    QVERIFY(names.contains(QStringLiteral("tangent, slope ∂o/∂s₁ = −0.75")));
    // The title, then what each vertical axis shows, on lines of their own.
    QCOMPARE(chart->chart()->title(), QStringLiteral("Sweeping s₁: the output and every probability<br/>"
                                                     "left axis: output o (value units)<br/>right axis: probability a (dimensionless)"));
    QCOMPARE(chart->accessibleName(), QStringLiteral("Sweeping s₁: the output and every probability"));
    QCOMPARE(chart->chart()->animationOptions(), QChart::NoAnimation);
    for (QAbstractAxis *axis : chart->chart()->axes(Qt::Vertical))
        QVERIFY(!axis->isTitleVisible());
    const auto axes = chart->chart()->axes();
    QStringList titles;
    for (QAbstractAxis *axis : axes)
        titles.append(axis->titleText());
    QVERIFY(titles.contains(QStringLiteral("score s₁ (dimensionless)")));
    QVERIFY(titles.contains(QStringLiteral("output o (value units)")));
    QVERIFY(titles.contains(QStringLiteral("probability a (dimensionless)")));

    // The tangent passes through the current point with slope ∂o/∂s₁.
    const QList<QPointF> tangent = part<QLineSeries>(chart->chart(), "sweepTangent")->points();
    QCOMPARE(tangent.size(), 2);
    const double slope = (tangent[1].y() - tangent[0].y()) / (tangent[1].x() - tangent[0].x());
    QVERIFY(std::abs(slope - panel.result().gradScores(0)) < 1e-12);
    const QPointF current = part<QScatterSeries>(chart->chart(), "sweepCurrentPoint")->points().value(0);
    QCOMPARE(current.x(), 0.0);
    QVERIFY(std::abs(current.y() - 5) < 1e-14);
    QVERIFY(std::abs((tangent[0].y() + tangent[1].y()) / 2 - 5) < 1e-12);
    // The output curve passes through the current point, and its numerical slope there is
    // the tangent's.
    const QList<QPointF> curve = part<QLineSeries>(chart->chart(), "sweepOutput")->points();
    QCOMPARE(curve.size(), 241);
    const int middle = 120;
    QVERIFY(std::abs(curve[middle].x()) < 1e-12);
    QVERIFY(std::abs(curve[middle].y() - 5) < 1e-12);
    const double numeric = (curve[middle + 1].y() - curve[middle - 1].y()) / (curve[middle + 1].x() - curve[middle - 1].x());
    QVERIFY2(std::abs(numeric - slope) < 1e-3, qPrintable(QString::number(numeric)));

    panel.setSweepKey(1);
    QVERIFY(chart->chart()->title().startsWith(QStringLiteral("Sweeping s₂: the output and every probability<br/>")));
    QVERIFY(std::abs(chart->sweep().slope - 0.75) < 1e-14);
}

void TestWorkedRelationPanel::raisingOneScoreRedistributesWeight()
{
    // Three keys: raising s₁ raises a₁ and lowers both others at every step of the sweep.
    WorkedRelationPanel panel{WorkedRelationParams()};
    panel.addKey();
    const ScoreSweepResult &sweep = panel.sweep();
    QCOMPARE(sweep.probabilities.size(), std::size_t(3));
    for (std::size_t p = 1; p < sweep.scores.size(); ++p) {
        QVERIFY(sweep.probabilities[0][p] > sweep.probabilities[0][p - 1]);
        QVERIFY(sweep.probabilities[1][p] < sweep.probabilities[1][p - 1]);
        QVERIFY(sweep.probabilities[2][p] < sweep.probabilities[2][p - 1]);
        const double total = sweep.probabilities[0][p] + sweep.probabilities[1][p] + sweep.probabilities[2][p];
        QVERIFY(std::abs(total - 1) < 1e-12);
    }
    // v₁ = 2 is the smallest value, so o falls as s₁ rises.
    QVERIFY(sweep.outputs.back() < sweep.outputs.front());
}

void TestWorkedRelationPanel::sweepingAMaskedScoreIsFlat()
{
    WorkedRelationPanel panel{WorkedRelationParams()};
    panel.loadFirstCausalPosition();
    const ScoreSweepResult &sweep = panel.sweep();
    QVERIFY(!sweep.keyAllowed);
    for (double y : sweep.outputs)
        QCOMPARE(y, 2.0);
    QCOMPARE(sweep.slope, 0.0);
    QVERIFY(panel.noteText().contains(QStringLiteral("flat")));
    QStringList names;
    for (QLineSeries *series : panel.chart()->probabilitySeries())
        names.append(series->name());
    QCOMPARE(names, (QStringList{QStringLiteral("a₁"), QStringLiteral("a₂ (masked)")}));
}

void TestWorkedRelationPanel::tabOrderFollowsTheRows()
{
    WorkedRelationPanel panel{WorkedRelationParams()};
    QCOMPARE(panel.allowedBox(0)->nextInFocusChain(), panel.scoreEdit(0));
    QCOMPARE(panel.scoreEdit(0)->nextInFocusChain(), panel.valueEdit(0));
    QCOMPARE(panel.valueEdit(0)->nextInFocusChain(), panel.allowedBox(1));
    QCOMPARE(panel.scoreEdit(1)->accessibleName(), QStringLiteral("score s2"));
}

void TestWorkedRelationPanel::closingWhileEditingIsQuiet()
{
    // Destroying the panel while a field has focus and refused text: the focus-out that
    // QWidget's destructor causes must not reach the half-destroyed panel (it once did).
    for (int round = 0; round < 20; ++round) {
        auto *panel = new WorkedRelationPanel{WorkedRelationParams()};
        panel->show();
        QVERIFY(QTest::qWaitForWindowExposed(panel));
        panel->activateWindow();
        QLineEdit *edit = panel->scoreEdit(round % 2);
        edit->setFocus();
        QTest::keyClicks(edit, QStringLiteral("x"));
        delete panel;
    }
}

void TestWorkedRelationPanel::narrowLabKeepsTheProductWhole()
{
    // In French at 1024×700 the derivative column was narrower than "0,25 × (2 − 5)" and the
    // label broke it at the decimal comma. Squeezed, the column stays as wide as the product;
    // only "= −0,75" goes to the next line.
    const QLocale previous;
    QLocale::setDefault(QLocale(QLocale::French));
    {
        WorkedRelationPanel panel{WorkedRelationParams()};
        panel.resize(320, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        for (int key = 0; key < 2; ++key) {
            const QString text = panel.derivativeText(key);
            QVERIFY2(text.startsWith(key == 0 ? QStringLiteral("0,25\u00a0×") : QStringLiteral("0,75\u00a0×")), qPrintable(text));
            QLabel *label = nullptr;
            for (QLabel *l : panel.findChildren<QLabel *>())
                if (l->text() == text)
                    label = l;
            QVERIFY2(label, qPrintable(text));
            const QString product = text.left(text.lastIndexOf(QLatin1String(" =")));
            QVERIFY2(label->width() >= label->fontMetrics().horizontalAdvance(product),
                     qPrintable(QStringLiteral("%1 px for %2 px of \"%3\"").arg(label->width())
                                    .arg(label->fontMetrics().horizontalAdvance(product)).arg(product)));
        }
    }
    QLocale::setDefault(previous);
}

// §4: every score and value field under pasted garbage and ten megabytes: the scores and
// values the engine gets stay finite and within their limits, and so does the output.
void TestWorkedRelationPanel::hostileFieldsNeverReachTheEngine()
{
    WorkedRelationPanel panel{WorkedRelationParams()};
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    for (int key = 0; key < panel.keyCount(); ++key) {
        for (QLineEdit *edit : {panel.scoreEdit(key), panel.valueEdit(key)}) {
            for (const QString &text : HostileInput::texts()) {
                HostileInput::paste(edit, text);
                for (int k = 0; k < panel.keyCount(); ++k) {
                    QVERIFY2(std::isfinite(panel.scores()(k)) && std::abs(panel.scores()(k)) <= WorkedRelationParams::scoreLimit,
                             qPrintable(text.left(20)));
                    QVERIFY2(std::isfinite(panel.values()(k)) && std::abs(panel.values()(k)) <= WorkedRelationParams::valueLimit,
                             qPrintable(text.left(20)));
                }
                QVERIFY(std::isfinite(panel.result().output));
            }
        }
    }
    ATLAS_ABUSE_OK(HostileInput::abuseAll(&panel));
}

ATLAS_TEST_MAIN(TestWorkedRelationPanel)
#include "tst_workedrelationpanel.moc"
