// Formulas in bodies: where MarkdownFormulas finds them, and the validator reporting a bad
// one at the body's FILE:LINE:COLUMN.
#include "text/markdownformulas.h"
#include "core/packloader.h"

#include "suiteregistry.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace atlas;

namespace {

bool write(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

// A minimal valid pack whose one chapter has `body` as chapters/intro.md.
bool makePack(const QString &dir, const QByteArray &body)
{
    return QDir(dir).mkpath(QStringLiteral("chapters"))
        && write(dir + QStringLiteral("/pack.json"),
                 R"({"format": 1, "id": "org.example.formulas", "version": "1.0.0", "title": "Formulas",
                     "chapters": [{"id": "intro", "kind": "mechanism", "title": "Intro",
                                   "body": "chapters/intro.md"}]})")
        && write(dir + QStringLiteral("/chapters/intro.md"), body);
}

QList<Diagnostic> formulaDiagnostics(const PackLoadResult &result)
{
    QList<Diagnostic> found;
    for (const Diagnostic &d : result.diagnostics)
        if (d.message.contains(QLatin1String("formula")))
            found.append(d);
    return found;
}

} // namespace

class FormulaValidationTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void scan_data()
    {
        QTest::addColumn<QString>("markdown");
        QTest::addColumn<QStringList>("found"); // "tex|d|line:column" or "tex|i|line:column"
        auto row = [](const char *name, const char *markdown, QStringList found) {
            QTest::newRow(name) << QString::fromUtf8(markdown) << found;
        };
        row("inline", "a $x^2$ b", {QStringLiteral("x^2|i|1:4")});
        row("display", "$$\\frac{a}{b}$$", {QStringLiteral("\\frac{a}{b}|d|1:3")});
        row("both", "$a$ and $$b$$ and $c$", {QStringLiteral("a|i|1:2"), QStringLiteral("b|d|1:11"), QStringLiteral("c|i|1:20")});
        row("second line", "text\n  $y$", {QStringLiteral("y|i|2:4")});
        row("prices are not formulas", "it costs $5, or $10 for two", {});
        row("space after opening", "$ x$", {});
        row("space before closing", "$x $", {});
        row("digit after closing", "$x$5", {});
        row("escaped dollar", "\\$ not, but $x$ is", {QStringLiteral("x|i|1:14")});
        row("escaped dollar inside", "$a \\$ b$", {QStringLiteral("a \\$ b|i|1:2")});
        row("code span", "`$x$` and $y$", {QStringLiteral("y|i|1:12")});
        row("double-tick code span", "``a $x$ b`` $y$", {QStringLiteral("y|i|1:14")});
        row("fenced code", "```\n$x$\n```\n$y$", {QStringLiteral("y|i|4:2")});
        row("tilde fence", "~~~\n$$x$$\n~~~", {});
        row("multi-line display", "$$\nx\n$$", {QStringLiteral("\nx\n|d|1:3")});
        row("inline across a line break", "$a\nb$", {QStringLiteral("a\nb|i|1:2")});
        row("not across a blank line", "$a\n\nb$", {});
        row("unicode columns", "äöü $x$", {QStringLiteral("x|i|1:6")});
    }

    void scan()
    {
        QFETCH(QString, markdown);
        QFETCH(QStringList, found);
        QStringList actual;
        for (const MarkdownFormula &f : MarkdownFormulas::scan(markdown).formulas) {
            actual.append(f.tex + (f.display ? QStringLiteral("|d|") : QStringLiteral("|i|")) + QString::number(f.line)
                          + QLatin1Char(':') + QString::number(f.column));
            // start/length cover the delimiters exactly
            const QString written = markdown.mid(f.start, f.length);
            const QString delimiter = f.display ? QStringLiteral("$$") : QStringLiteral("$");
            QCOMPARE(written, delimiter + f.tex + delimiter);
            QCOMPARE(markdown.mid(f.texStart, f.tex.size()), f.tex);
        }
        QCOMPARE(actual, found);
    }

    void unclosedDisplay()
    {
        const MarkdownFormulas::Scan scan = MarkdownFormulas::scan(QStringLiteral("ok $x$\n\nthen $$ a + b\n\nmore"));
        QCOMPARE(scan.formulas.size(), 1);
        QCOMPARE(scan.unclosedDisplays.size(), 1);
        QCOMPARE(scan.unclosedDisplays.first().line, 3);
        QCOMPARE(scan.unclosedDisplays.first().column, 6);
    }

    void positionInsideFormula()
    {
        const MarkdownFormulas::Scan scan = MarkdownFormulas::scan(QStringLiteral("ab $$x +\n  \\foo$$"));
        QCOMPARE(scan.formulas.size(), 1);
        const MarkdownFormula &f = scan.formulas.first();
        QCOMPARE(f.position(0).line, 1);
        QCOMPARE(f.position(0).column, 6);
        QCOMPARE(f.position(2).column, 8);
        // "\foo" is the formula's character 6: line 2, column 3
        QCOMPARE(f.position(6).line, 2);
        QCOMPARE(f.position(6).column, 3);
    }

    void validatorLocatesBadFormulas()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(makePack(dir.path(),
                         "# Intro\n"
                         "\n"
                         "Fine: $x^2$ and $$\\frac{a}{b}$$, and \\$5 is money.\n"
                         "Broken: $a + \\foo{b}$ here.\n"
                         "Code is ignored: `$\\bad$` and\n"
                         "```\n$\\worse$\n```\n"
                         "$$\n"
                         "\\frac{a}\n"
                         "$$\n"
                         "Ünïcödé $\\left( x$ too.\n"));
        const PackLoadResult result = PackLoader::load(dir.path(), PackLoader::Options());
        QVERIFY(result.pack.has_value());
        const QList<Diagnostic> found = formulaDiagnostics(result);
        QCOMPARE(found.size(), 3);
        const QString body = QDir(dir.path()).filePath(QStringLiteral("chapters/intro.md"));

        QCOMPARE(found.at(0).file, body);
        QCOMPARE(found.at(0).line, 4);
        QCOMPARE(found.at(0).column, 14); // the backslash of \foo
        QVERIFY(found.at(0).isError());
        QVERIFY(found.at(0).message.contains(QLatin1String("'\\foo'")));
        QCOMPARE(found.at(0).toString(), body + QStringLiteral(":4:14: error: in formula: unknown command '\\foo'"));

        QCOMPARE(found.at(1).line, 10); // \frac on the display formula's second line
        QCOMPARE(found.at(1).column, 1);
        QVERIFY(found.at(1).message.contains(QLatin1String("\\frac")));

        QCOMPARE(found.at(2).line, 12);
        QCOMPARE(found.at(2).column, 10); // \left: columns count characters, not UTF-8 bytes
        QVERIFY(found.at(2).message.contains(QLatin1String("\\right")));
        QVERIFY(!result.isValid());
    }

    void validPackStaysValid()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(makePack(dir.path(), "Scores $S = \\frac{QK^\\top}{\\sqrt{d_k}}$ and\n\n"
                                     "$$\\operatorname{softmax}\\left(\\frac{QK^\\top}{\\sqrt{d_k}} + M\\right)V$$\n"));
        const PackLoadResult result = PackLoader::load(dir.path(), PackLoader::Options());
        QVERIFY(formulaDiagnostics(result).isEmpty());
        QCOMPARE(result.errorCount(), 0);
    }

    void unclosedDisplayIsAWarning()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(makePack(dir.path(), "Text\n\nand $$ x\n\nmore\n"));
        const PackLoadResult result = PackLoader::load(dir.path(), PackLoader::Options());
        const QList<Diagnostic> found = formulaDiagnostics(result);
        QCOMPARE(found.size(), 1);
        QVERIFY(!found.first().isError());
        QCOMPARE(found.first().line, 3);
        QCOMPARE(found.first().column, 5);
        QCOMPARE(result.errorCount(), 0);
    }

    void hugeFormulaInBodyIsReportedQuickly()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QByteArray body = "Deep: $";
        body += QByteArray(100000, '{');
        body += "$\n";
        QVERIFY(makePack(dir.path(), body));
        const PackLoadResult result = PackLoader::load(dir.path(), PackLoader::Options());
        const QList<Diagnostic> found = formulaDiagnostics(result);
        QCOMPARE(found.size(), 1);
        QVERIFY(found.first().message.contains(QLatin1String("2000")));
        QCOMPARE(found.first().line, 1);
        QCOMPARE(found.first().column, 8 + 2000);
    }
};

ATLAS_TEST_GUILESS_MAIN(FormulaValidationTest)
#include "tst_formulavalidation.moc"
