// ScientificNumber: very large and very small numbers as a reader writes them, in the locale.
#include "sdk/scientificnumber.h"

#include "suiteregistry.h"

#include <QLocale>
#include <QTest>
#include <QTextBoundaryFinder>

using namespace atlas;

namespace {
// The expected text as written here, with the no-break spaces the format puts around ×.
QString number(const QString &written)
{
    QString text = written;
    return text.replace(QStringLiteral(" × "), QString(QChar(0x00A0)) + QChar(0x00D7) + QChar(0x00A0));
}
} // namespace

class TestScientificNumber : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void english();
    void carriesIntoTheExponent();
    void decimalComma();
    void neverBreaksInside();
};

void TestScientificNumber::english()
{
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    QCOMPARE(ScientificNumber::format(4294967296.0, 2, english), number(QStringLiteral("4.29 × 10⁹")));
    QCOMPARE(ScientificNumber::format(1.7179869184e10, 2, english), number(QStringLiteral("1.72 × 10¹⁰")));
    QCOMPARE(ScientificNumber::format(7.8e-16, 1, english), number(QStringLiteral("7.8 × 10⁻¹⁶")));
    QCOMPARE(ScientificNumber::format(-0.00123, 1, english), number(QStringLiteral("−1.2 × 10⁻³")));
    QCOMPARE(ScientificNumber::format(0, 2, english), QStringLiteral("0"));
}

void TestScientificNumber::carriesIntoTheExponent()
{
    // 9.996 at two decimals would read "10.00 × 10⁰".
    QCOMPARE(ScientificNumber::format(9.996, 2, QLocale(QLocale::English)), number(QStringLiteral("1.00 × 10¹")));
}

void TestScientificNumber::decimalComma()
{
    QCOMPARE(ScientificNumber::format(4294967296.0, 2, QLocale(QLocale::German, QLocale::Germany)), number(QStringLiteral("4,29 × 10⁹")));
    // What the decoding lab's Δ meter showed as "2,2E-15" before.
    QCOMPARE(ScientificNumber::format(2.2e-15, 1, QLocale(QLocale::French, QLocale::France)), number(QStringLiteral("2,2 × 10⁻¹⁵")));
}

void TestScientificNumber::neverBreaksInside()
{
    // No line-break opportunity inside the number, in any of the course's languages.
    for (const QLocale &locale : {QLocale(QLocale::English), QLocale(QLocale::German, QLocale::Germany), QLocale(QLocale::French, QLocale::France)}) {
        const QString text = ScientificNumber::format(-4.4e-15, 1, locale);
        QTextBoundaryFinder lines(QTextBoundaryFinder::Line, text);
        lines.toStart();
        const qsizetype firstBreak = lines.toNextBoundary();
        QCOMPARE(firstBreak, text.size());
    }
}

ATLAS_TEST_GUILESS_MAIN(TestScientificNumber)
#include "tst_scientificnumber.moc"
