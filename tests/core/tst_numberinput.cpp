// NumberInput: what every number field of the application reads typed or pasted text with.
// Whatever the text — NaN and infinities in any spelling, overflowing exponents, megabytes of
// digits, another locale's separators — the result is a finite number within the range, or a
// refusal with a short message; never a NaN, an infinity or a value outside the range.
#include "core/numberinput.h"

#include "suiteregistry.h"

#include <QLocale>
#include <QRegularExpression>
#include <QTest>

#include <cmath>
#include <limits>

using namespace atlas;

class TestNumberInput : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void accepted_data();
    void accepted();
    void refused_data();
    void refused();
    void hugeTextsAreRefusedBriefly();
    void formatting();
};

void TestNumberInput::accepted_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("locale");
    QTest::addColumn<double>("value");
    QTest::newRow("plain") << QStringLiteral("0.5") << QStringLiteral("en") << 0.5;
    QTest::newRow("German comma") << QStringLiteral("0,5") << QStringLiteral("de") << 0.5;
    QTest::newRow("C locale in German") << QStringLiteral("0.5") << QStringLiteral("de") << 0.5;
    QTest::newRow("typographic minus") << QStringLiteral("−2") << QStringLiteral("en") << -2.0;
    QTest::newRow("exponent") << QStringLiteral("2.5e-1") << QStringLiteral("en") << 0.25;
    QTest::newRow("spaces around") << QStringLiteral("  7 ") << QStringLiteral("fr") << 7.0;
    QTest::newRow("minus zero is zero") << QStringLiteral("-0") << QStringLiteral("en") << 0.0;
    QTest::newRow("the range's ends") << QStringLiteral("10") << QStringLiteral("en") << 10.0;
}

void TestNumberInput::accepted()
{
    QFETCH(QString, text);
    QFETCH(QString, locale);
    QFETCH(double, value);
    const NumberParse r = NumberInput::parse(text, QLocale(locale), -10, 10);
    QVERIFY2(r.ok, qPrintable(r.error));
    QCOMPARE(r.value, value);
    QVERIFY(!std::signbit(r.value) || r.value != 0);
}

void TestNumberInput::refused_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("mention");
    for (const char *text : {"nan", "NaN", "-nan", "NAN(123)", "inf", "-inf", "Infinity", "+INF", "∞", "−∞"})
        QTest::newRow(text) << QString::fromUtf8(text) << QStringLiteral("finite");
    QTest::newRow("overflowing exponent") << QStringLiteral("1e309") << QStringLiteral("not a number|too large");
    QTest::newRow("negative overflow") << QStringLiteral("-1e400") << QStringLiteral("not a number|too large");
    QTest::newRow("out of range") << QStringLiteral("11") << QStringLiteral("outside the allowed range");
    QTest::newRow("below the range") << QStringLiteral("-10.5") << QStringLiteral("outside the allowed range");
    QTest::newRow("empty") << QString() << QStringLiteral("Type a number");
    QTest::newRow("blank") << QStringLiteral(" \t ") << QStringLiteral("Type a number");
    QTest::newRow("words") << QStringLiteral("five") << QStringLiteral("not a number");
    QTest::newRow("hexadecimal") << QStringLiteral("0x10") << QStringLiteral("not a number");
    QTest::newRow("two numbers") << QStringLiteral("1 2") << QStringLiteral("not a number");
    QTest::newRow("a matrix row") << QStringLiteral("1\t2\t3") << QStringLiteral("not a number");
}

void TestNumberInput::refused()
{
    QFETCH(QString, text);
    QFETCH(QString, mention);
    for (const QString &locale : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")}) {
        const NumberParse r = NumberInput::parse(text, QLocale(locale), -10, 10);
        QVERIFY2(!r.ok, qPrintable(QStringLiteral("%1 accepted as %2").arg(text).arg(r.value)));
        QVERIFY2(QRegularExpression(mention).match(r.error).hasMatch(), qPrintable(r.error));
        // The message quotes at most a little of the text.
        QVERIFY(r.error.size() < 200);
    }
}

void TestNumberInput::hugeTextsAreRefusedBriefly()
{
    // Pasting 10 MB into a field: refused, and the message stays one short line.
    const QList<QString> huge{QString(10 << 20, QLatin1Char('9')), QStringLiteral("1 ").repeated(5 << 20),
                              QStringLiteral("0.") + QString(10 << 20, QLatin1Char('1')), QString(10 << 20, QLatin1Char('n'))};
    for (const QString &text : huge) {
        const NumberParse r = NumberInput::parse(text, QLocale(QStringLiteral("de")), -1e6, 1e6);
        if (r.ok) {
            // 0.111… is a number in range: finite and within it.
            QVERIFY(std::isfinite(r.value) && r.value >= -1e6 && r.value <= 1e6);
            continue;
        }
        QVERIFY2(r.error.size() < 200, qPrintable(r.error.left(300)));
    }
    // Without a range, still finite.
    const NumberParse r = NumberInput::parse(QString(400, QLatin1Char('9')), QLocale::c(), -std::numeric_limits<double>::infinity(),
                                             std::numeric_limits<double>::infinity());
    QVERIFY(!r.ok || std::isfinite(r.value));
}

void TestNumberInput::formatting()
{
    QCOMPARE(NumberInput::format(-0.0001, QLocale(QStringLiteral("en")), 2), QStringLiteral("0.00"));
    QCOMPARE(NumberInput::format(-1.5, QLocale(QStringLiteral("de")), 1), QStringLiteral("−1,5"));
    QCOMPARE(NumberInput::format(std::numeric_limits<double>::quiet_NaN(), QLocale::c(), 2), NumberInput::tr("n/a"));
    QCOMPARE(NumberInput::format(std::numeric_limits<double>::infinity(), QLocale::c(), 2), QStringLiteral("∞"));
}

ATLAS_TEST_GUILESS_MAIN(TestNumberInput)
#include "tst_numberinput.moc"
