// attention-atlas-cli as a whole: choosing a command, usage errors and --help.
#include "clitestsupport.h"
#include "suiteregistry.h"

#include <QTest>

using namespace atlas::test;

class TestCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void noCommand();
    void unknownCommand();
    void toolHelp();
    void commandHelp_data();
    void commandHelp();
    void unexpectedArgument_data();
    void unexpectedArgument();
    void unknownOption_data();
    void unknownOption();
};

void TestCli::noCommand()
{
    // A usage error like any other: one line, and it tells the user which commands exist.
    ATLAS_VERIFY_OK(errorContract(runCli({}), QString(),
                                  {QStringLiteral("attention"), QStringLiteral("pack"), QStringLiteral("variance")}));
}

void TestCli::unknownCommand()
{
    ATLAS_VERIFY_OK(errorContract(runCli({QStringLiteral("attend")}), QString(), {QStringLiteral("attend")}));
}

void TestCli::toolHelp()
{
    const CliResult r = runCli({QStringLiteral("--help")});
    QVERIFY2(r.finished && r.exitCode == 0 && r.err.isEmpty(), qPrintable(r.describe()));
    for (const char *command : {"attention", "pack", "variance"})
        QVERIFY2(r.out.contains(command), qPrintable(r.describe()));
}

void TestCli::commandHelp_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("option"); // an option the help must document
    QTest::newRow("attention") << QStringLiteral("attention") << QStringLiteral("--input");
    QTest::newRow("pack") << QStringLiteral("pack") << QStringLiteral("--input");
    QTest::newRow("variance") << QStringLiteral("variance") << QStringLiteral("--dk");
}

void TestCli::commandHelp()
{
    QFETCH(QString, command);
    QFETCH(QString, option);
    // --help wins over everything else, even on an empty standard input.
    const CliResult r = runCli({command, QStringLiteral("--help")});
    QVERIFY2(r.finished && r.exitCode == 0 && r.err.isEmpty(), qPrintable(r.describe()));
    const QString help = QString::fromUtf8(r.out);
    QVERIFY2(help.contains(option), qPrintable(r.describe()));
    // The usage line must be one a user can type: the tool's name followed by the command.
    const QString usage = help.section(QLatin1Char('\n'), 0, 0);
    QVERIFY2(usage.contains(QStringLiteral("attention-atlas-cli ") + command), qPrintable(usage));

    // --help-all, which the help itself offers, prints the same help (it once ran the command).
    const CliResult all = runCli({command, QStringLiteral("--help-all")});
    QVERIFY2(all.finished && all.exitCode == 0 && all.err.isEmpty(), qPrintable(all.describe()));
    QCOMPARE(QString::fromUtf8(all.out), help);
}

void TestCli::unexpectedArgument_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("attention") << QStringList{QStringLiteral("attention"), QStringLiteral("stray")};
    QTest::newRow("pack") << QStringList{QStringLiteral("pack"), QStringLiteral("stray")};
    QTest::newRow("variance") << QStringList{QStringLiteral("variance"), QStringLiteral("--dk"), QStringLiteral("4"), QStringLiteral("stray")};
}

void TestCli::unexpectedArgument()
{
    QFETCH(QStringList, arguments);
    ATLAS_VERIFY_OK(errorContract(runCli(arguments, "{}"), QString(), {QStringLiteral("stray")}));
}

void TestCli::unknownOption_data()
{
    QTest::addColumn<QString>("command");
    QTest::newRow("attention") << QStringLiteral("attention");
    QTest::newRow("pack") << QStringLiteral("pack");
    QTest::newRow("variance") << QStringLiteral("variance");
}

void TestCli::unknownOption()
{
    QFETCH(QString, command);
    ATLAS_VERIFY_OK(errorContract(runCli({command, QStringLiteral("--bogus")}, "{}"), QString(), {QStringLiteral("bogus")}));
}

ATLAS_TEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
