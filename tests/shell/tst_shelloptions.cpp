// The GUI's command line (docs/cli.md) as ShellOptions reads it: every option, the tour size's
// bounds, usage errors with status 2, and Qt's own options set aside for QApplication.
#include "shell/shelloptions.h"

#include <QTest>

using namespace atlas;

class TestShellOptions : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void defaults();
    void everyOption();
    void tourSize_data();
    void tourSize();
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
}

void TestShellOptions::everyOption()
{
    const auto parsed = ShellOptions::parse(command({QStringLiteral("--pack"), QStringLiteral("/packs/mine"), QStringLiteral("--chapter"),
                                                     QStringLiteral("gradients"), QStringLiteral("--lang"), QStringLiteral("de"),
                                                     QStringLiteral("--list-chapters"), QStringLiteral("--export-tour=/tmp/tour"),
                                                     QStringLiteral("--tour-size"), QStringLiteral("1024x700"), QStringLiteral("--watch")}));
    QVERIFY(std::holds_alternative<ShellOptions>(parsed));
    const ShellOptions &o = std::get<ShellOptions>(parsed);
    QCOMPARE(o.packDirectory, QStringLiteral("/packs/mine"));
    QCOMPARE(o.chapterId, QStringLiteral("gradients"));
    QCOMPARE(o.language, QStringLiteral("de"));
    QVERIFY(o.listChapters);
    QVERIFY(o.watch);
    QCOMPARE(o.tourDirectory, QStringLiteral("/tmp/tour"));
    QCOMPARE(o.tourSize, QSize(1024, 700));
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

QTEST_GUILESS_MAIN(TestShellOptions)
#include "tst_shelloptions.moc"
