// The GUI's command line (docs/cli.md) as ShellOptions reads it: every option, the tour size's
// bounds, usage errors with status 2, and Qt's own options set aside for QApplication.
#include "shell/appearance.h"
#include "shell/shelloptions.h"

#include "suiteregistry.h"

#include <QPalette>
#include <QTest>

#include <cmath>

using namespace atlas;

class TestShellOptions : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void defaults();
    void everyOption();
    void tourSize_data();
    void tourSize();
    void fontScale_data();
    void fontScale();
    void highContrastPaletteReadsAtSevenToOne();
    void usageErrorsExitTwo_data();
    void usageErrorsExitTwo();
    void qtOptionsAreSetAside_data();
    void qtOptionsAreSetAside();

private:
    static QStringList command(const QStringList &arguments) { return QStringList{QStringLiteral("attention-atlas")} + arguments; }
};

void TestShellOptions::defaults()
{
    const auto parsed = ShellOptions::parse(command({}));
    QVERIFY(std::holds_alternative<ShellOptions>(parsed));
    const ShellOptions &o = std::get<ShellOptions>(parsed);
    QVERIFY(o.packDirectory.isEmpty());
    QVERIFY(o.chapterId.isEmpty());
    QVERIFY(o.language.isEmpty());
    QVERIFY(!o.listChapters);
    QVERIFY(!o.watch);
    QVERIFY(o.tourDirectory.isEmpty());
    QCOMPARE(o.tourSize, QSize(1440, 900));
    QCOMPARE(o.fontScale, 1.0);
    QVERIFY(!o.highContrast);
}

void TestShellOptions::everyOption()
{
    const auto parsed = ShellOptions::parse(command({QStringLiteral("--pack"), QStringLiteral("/packs/mine"), QStringLiteral("--chapter"),
                                                     QStringLiteral("gradients"), QStringLiteral("--lang"), QStringLiteral("de"),
                                                     QStringLiteral("--list-chapters"), QStringLiteral("--export-tour=/tmp/tour"),
                                                     QStringLiteral("--tour-size"), QStringLiteral("1024x700"), QStringLiteral("--watch"),
                                                     QStringLiteral("--font-scale"), QStringLiteral("1.5"), QStringLiteral("--high-contrast")}));
    QVERIFY(std::holds_alternative<ShellOptions>(parsed));
    const ShellOptions &o = std::get<ShellOptions>(parsed);
    QCOMPARE(o.packDirectory, QStringLiteral("/packs/mine"));
    QCOMPARE(o.chapterId, QStringLiteral("gradients"));
    QCOMPARE(o.language, QStringLiteral("de"));
    QVERIFY(o.listChapters);
    QVERIFY(o.watch);
    QCOMPARE(o.tourDirectory, QStringLiteral("/tmp/tour"));
    QCOMPARE(o.tourSize, QSize(1024, 700));
    QCOMPARE(o.fontScale, 1.5);
    QVERIFY(o.highContrast);
}

void TestShellOptions::tourSize_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QSize>("size"); // invalid: refused with status 2
    QTest::newRow("smallest") << QStringLiteral("320x240") << QSize(320, 240);
    QTest::newRow("largest") << QStringLiteral("8192x8192") << QSize(8192, 8192);
    QTest::newRow("too narrow") << QStringLiteral("319x240") << QSize();
    QTest::newRow("too tall") << QStringLiteral("1024x8193") << QSize();
    QTest::newRow("one number") << QStringLiteral("1024") << QSize();
    QTest::newRow("three numbers") << QStringLiteral("1024x700x2") << QSize();
    QTest::newRow("not numbers") << QStringLiteral("widexhigh") << QSize();
    QTest::newRow("capital X") << QStringLiteral("1024X700") << QSize();
    QTest::newRow("negative") << QStringLiteral("-1024x700") << QSize();
}

void TestShellOptions::tourSize()
{
    QFETCH(QString, value);
    QFETCH(QSize, size);
    const auto parsed = ShellOptions::parse(command({QStringLiteral("--tour-size"), value}));
    if (size.isValid()) {
        QVERIFY(std::holds_alternative<ShellOptions>(parsed));
        QCOMPARE(std::get<ShellOptions>(parsed).tourSize, size);
    } else {
        QVERIFY(std::holds_alternative<int>(parsed));
        QCOMPARE(std::get<int>(parsed), 2);
    }
}

void TestShellOptions::fontScale_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<double>("factor"); // 0: refused with status 2
    QTest::newRow("half") << QStringLiteral("0.5") << 0.5;
    QTest::newRow("one and a half") << QStringLiteral("1.5") << 1.5;
    QTest::newRow("three") << QStringLiteral("3") << 3.0;
    QTest::newRow("too small") << QStringLiteral("0.4") << 0.0;
    QTest::newRow("too large") << QStringLiteral("3.5") << 0.0;
    QTest::newRow("decimal comma") << QStringLiteral("1,5") << 0.0;
    QTest::newRow("not a number") << QStringLiteral("large") << 0.0;
    QTest::newRow("nan") << QStringLiteral("nan") << 0.0;
}

void TestShellOptions::fontScale()
{
    QFETCH(QString, value);
    QFETCH(double, factor);
    const auto parsed = ShellOptions::parse(command({QStringLiteral("--font-scale"), value}));
    if (factor > 0) {
        QVERIFY(std::holds_alternative<ShellOptions>(parsed));
        QCOMPARE(std::get<ShellOptions>(parsed).fontScale, factor);
    } else {
        QVERIFY(std::holds_alternative<int>(parsed));
        QCOMPARE(std::get<int>(parsed), 2);
    }
}

namespace {

// WCAG 2 contrast ratio of two colours.
double contrast(const QColor &a, const QColor &b)
{
    const auto luminance = [](const QColor &c) {
        const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    };
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace

void TestShellOptions::highContrastPaletteReadsAtSevenToOne()
{
    // Every text on every background it is drawn on, in every state: at least 7:1 (WCAG AAA).
    const QPalette p = Appearance::highContrastPalette();
    const std::pair<QPalette::ColorRole, QPalette::ColorRole> pairs[] = {
        {QPalette::WindowText, QPalette::Window}, {QPalette::Text, QPalette::Base}, {QPalette::Text, QPalette::AlternateBase},
        {QPalette::ButtonText, QPalette::Button}, {QPalette::PlaceholderText, QPalette::Base},
        {QPalette::PlaceholderText, QPalette::Window}, {QPalette::HighlightedText, QPalette::Highlight},
        {QPalette::ToolTipText, QPalette::ToolTipBase}, {QPalette::Link, QPalette::Base}};
    for (const QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive, QPalette::Disabled})
        for (const auto &[text, background] : pairs) {
            const double ratio = contrast(p.color(group, text), p.color(group, background));
            QVERIFY2(ratio >= 7.0, qPrintable(QStringLiteral("group %1, roles %2 on %3: %4:1")
                                                  .arg(int(group)).arg(int(text)).arg(int(background)).arg(ratio, 0, 'f', 2)));
        }
}

void TestShellOptions::usageErrorsExitTwo_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("unknown option") << QStringList{QStringLiteral("--bogus")};
    QTest::newRow("missing value") << QStringList{QStringLiteral("--pack")};
    QTest::newRow("stray argument") << QStringList{QStringLiteral("somewhere")};
    QTest::newRow("Qt option not set aside") << QStringList{QStringLiteral("-style"), QStringLiteral("fusion")};
}

void TestShellOptions::usageErrorsExitTwo()
{
    QFETCH(QStringList, arguments);
    const auto parsed = ShellOptions::parse(command(arguments));
    QVERIFY(std::holds_alternative<int>(parsed));
    QCOMPARE(std::get<int>(parsed), 2);
}

void TestShellOptions::qtOptionsAreSetAside_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("kept");
    const QString list = QStringLiteral("--list-chapters");
    QTest::newRow("none") << QStringList{list} << QStringList{list};
    QTest::newRow("with a value") << QStringList{QStringLiteral("-platform"), QStringLiteral("offscreen"), list} << QStringList{list};
    QTest::newRow("two dashes") << QStringList{list, QStringLiteral("--style"), QStringLiteral("fusion")} << QStringList{list};
    QTest::newRow("equals sign") << QStringList{QStringLiteral("-stylesheet=my.qss"), list} << QStringList{list};
    QTest::newRow("flag") << QStringList{QStringLiteral("-reverse"), list} << QStringList{list};
    QTest::newRow("Qt takes the next word") << QStringList{QStringLiteral("--pack"), QStringLiteral("-style"), list}
                                    << QStringList{QStringLiteral("--pack")}; // -style takes the next word, as in QApplication
    QTest::newRow("value at the end is left for the parser") << QStringList{QStringLiteral("-style")} << QStringList{QStringLiteral("-style")};
}

void TestShellOptions::qtOptionsAreSetAside()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, kept);
    QCOMPARE(ShellOptions::withoutQtOptions(command(arguments)), command(kept));
}

ATLAS_TEST_GUILESS_MAIN(TestShellOptions)
#include "tst_shelloptions.moc"
