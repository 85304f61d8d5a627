// MarkdownReferences: which images and links a body refers to, where, and which are images.
#include "text/markdownreferences.h"

#include "suiteregistry.h"

#include <QTest>

using namespace atlas;

namespace {

// "L:C image|link TARGET" per reference, so a table row states all of them at once.
QStringList describe(const QList<MarkdownReference> &references)
{
    QStringList lines;
    for (const MarkdownReference &r : references)
        lines.append(QStringLiteral("%1:%2 %3 %4").arg(r.line).arg(r.column)
                         .arg(r.image ? QStringLiteral("image") : QStringLiteral("link"), r.target));
    return lines;
}

} // namespace

class TestMarkdownReferences : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void scan_data();
    void scan();
    void classification();
    void longLinesAreScannedInLinearTime();
    void bareChapterLinks_data();
    void bareChapterLinks();
};

void TestMarkdownReferences::scan_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("none") << "# Title\n\nJust text, [brackets] and (parentheses)." << QStringList();
    QTest::newRow("link and image")
        << "See [the notes](notes.md) and ![a diagram](images/a.png)."
        << QStringList{"1:17 link notes.md", "1:44 image images/a.png"};
    QTest::newRow("line and column")
        << "one\n\n  two ![x](b.png)"
        << QStringList{"3:12 image b.png"};
    QTest::newRow("column counts characters") << "Grüße € ![x](b.png)" << QStringList{"1:14 image b.png"};
    QTest::newRow("titles dropped")
        << "![a](a.png \"Title\") ![b](b.png 'Title') [c](c.md \"x y\")"
        << QStringList{"1:6 image a.png", "1:26 image b.png", "1:45 link c.md"};
    QTest::newRow("angle brackets") << "![a](<my image.png>)" << QStringList{"1:6 image my image.png"};
    QTest::newRow("percent-decoded") << "![a](my%20image.png)" << QStringList{"1:6 image my image.png"};
    QTest::newRow("escaped bracket in text") << "[a\\]b](x.md)" << QStringList{"1:8 link x.md"};
    QTest::newRow("balanced brackets inside text") << "[see [1]](x.md) ![a [b] c](y.png)"
                                                   << QStringList{"1:11 link x.md", "1:28 image y.png"};
    QTest::newRow("unbalanced opener before a link") << "[[a](x.md)" << QStringList{"1:6 link x.md"};
    QTest::newRow("link text around a link") << "[[a](x.md)](y.md)" << QStringList{"1:6 link x.md"};
    QTest::newRow("image around a link") << "![[a](x.md)](https://example.org/x.png)"
                                         << QStringList{"1:7 link x.md", "1:14 image https://example.org/x.png"};
    QTest::newRow("empty target skipped") << "[a]() ![b]( )" << QStringList();
    QTest::newRow("anchor and chapter links") << "[up](#top) [next](chapter:gradients)"
                                              << QStringList{"1:6 link #top", "1:19 link chapter:gradients"};
    QTest::newRow("several per line") << "![a](a.png)![b](b.png)[c](c.md)"
                                      << QStringList{"1:6 image a.png", "1:17 image b.png", "1:27 link c.md"};
    QTest::newRow("no closing parenthesis") << "[a](x.md and more" << QStringList();

    QTest::newRow("code span") << "Write `![x](secret.png)` to show an image." << QStringList();
    QTest::newRow("double-backtick span") << "``a ` ![x](y.png)`` ![z](z.png)" << QStringList{"1:26 image z.png"};
    QTest::newRow("unclosed backtick") << "` ![x](y.png)" << QStringList{"1:8 image y.png"};
    QTest::newRow("fenced code") << "```\n![x](a.png)\n```\n![y](b.png)" << QStringList{"4:6 image b.png"};
    QTest::newRow("tilde fence") << "~~~ markdown\n![x](a.png)\n~~~\n![y](b.png)" << QStringList{"4:6 image b.png"};
    QTest::newRow("fence closes only with its marker")
        << "```\n~~~\n![x](a.png)\n```\n![y](b.png)" << QStringList{"5:6 image b.png"};
    QTest::newRow("unclosed fence") << "```\n![x](a.png)\n" << QStringList();
    QTest::newRow("indented fence") << "  ```\n![x](a.png)\n  ```" << QStringList();

    QTest::newRow("HTML image") << "<img src=\"a.png\" alt=\"x\">" << QStringList{"1:11 image a.png"};
    QTest::newRow("HTML image, single quotes, upper case")
        << "<IMG alt='x' SRC='b.png'/>" << QStringList{"1:19 image b.png"};
    QTest::newRow("HTML image, spaces around =") << "<img src = \"c.png\">" << QStringList{"1:13 image c.png"};
    QTest::newRow("not an img tag") << "<imgx src=\"a.png\"> <video src=\"v.mp4\">" << QStringList();

    QTest::newRow("reference definition") << "[notes]: notes.md" << QStringList{"1:10 link notes.md"};
    QTest::newRow("definition with title") << "   [n]: <a b.md> \"T\"" << QStringList{"1:9 link <a"};
    QTest::newRow("definition indented 4 is code") << "    [n]: notes.md" << QStringList();
    QTest::newRow("image by full reference")
        << "![a diagram][fig]\n\n[fig]: images/a.png \"Figure\""
        << QStringList{"3:8 image images/a.png"};
    QTest::newRow("image by collapsed reference, definition first")
        << "[Fig]: a.png\n\n![fig][]" << QStringList{"1:8 image a.png"};
    QTest::newRow("image by shortcut reference, label case and spacing")
        << "![My   Figure]\n\n[my figure]: a.png" << QStringList{"3:14 image a.png"};
    QTest::newRow("link by reference stays a link") << "[text][r]\n\n[r]: r.md" << QStringList{"3:6 link r.md"};
    QTest::newRow("unused definition is a link") << "![x][other]\n\n[r]: r.png" << QStringList{"3:6 link r.png"};
}

void TestMarkdownReferences::scan()
{
    QFETCH(QString, markdown);
    QFETCH(QStringList, expected);
    QCOMPARE(describe(MarkdownReferences::scan(markdown)), expected);
}

void TestMarkdownReferences::classification()
{
    const QList<MarkdownReference> refs = MarkdownReferences::scan(QStringLiteral(
        "[a](http://x) [b](HTTPS://x) [c](mailto:a@b) [d](#s) [e](ftp://x) [f](x.md) [g](chapter:x)"));
    QCOMPARE(refs.size(), 7);
    const bool external[] = {true, true, true, false, false, false, false};
    const bool anchor[] = {false, false, false, true, false, false, false};
    for (int n = 0; n < 7; ++n) {
        QCOMPARE(refs.at(n).isExternal(), external[n]);
        QCOMPARE(refs.at(n).isAnchor(), anchor[n]);
    }
}

// Link texts and lines of hundreds of thousands of characters: every reference is still found
// (a regular expression used to give up silently) and the scan stays linear.
void TestMarkdownReferences::longLinesAreScannedInLinearTime()
{
    const QString longText = QLatin1String("![") + QString(300000, QLatin1Char('a')) + QLatin1String("](https://example.org/x.png)");
    QCOMPARE(describe(MarkdownReferences::scan(longText)), QStringList{"1:300005 image https://example.org/x.png"});
    const QString escapes = QLatin1String("![") + QString(100000, QLatin1Char('\\')) + QLatin1String("](b.png)");
    QCOMPARE(describe(MarkdownReferences::scan(escapes)), QStringList{"1:100005 image b.png"});
    const QStringList hostiles{QString(300000, QLatin1Char('[')),
                               QStringLiteral("[x]") + QString(300000, QLatin1Char('(')),
                               QString(100000, QLatin1Char('`')) + QStringLiteral("a``b"),
                               QStringLiteral("<img ").repeated(60000) + QStringLiteral("src=\""),
                               QStringLiteral("![x][").repeated(60000),
                               QStringLiteral("![").repeated(100000) + QStringLiteral("[a](b)").repeated(50000)};
    for (const QString &hostile : hostiles)
        QVERIFY(MarkdownReferences::scan(hostile).size() <= 60000);
}

// "chapter:ID" written as text: everywhere a learner would see it as plain text, and nowhere
// a link, a link's text, code, an autolink or an HTML attribute holds it.
void TestMarkdownReferences::bareChapterLinks_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("in a sentence") << "See chapter:masks first." << QStringList{"1:5 link chapter:masks"};
    QTest::newRow("at the start, two on a line") << "chapter:a and chapter:b.c-d_e" << QStringList{"1:1 link chapter:a", "1:15 link chapter:b.c-d_e"};
    QTest::newRow("a link's target") << "[masks](chapter:masks)" << QStringList();
    QTest::newRow("a link's text") << "[chapter:masks](chapter:masks)" << QStringList();
    QTest::newRow("an image's target") << "![x](chapter:masks)" << QStringList();
    QTest::newRow("after a link") << "[a](chapter:a) then chapter:b" << QStringList{"1:21 link chapter:b"};
    QTest::newRow("a reference definition") << "[m]: chapter:masks" << QStringList();
    QTest::newRow("an autolink") << "<chapter:masks>" << QStringList();
    QTest::newRow("an HTML attribute") << "<a href=\"chapter:masks\">m</a>" << QStringList();
    QTest::newRow("a code span") << "Write `chapter:masks` in a link." << QStringList();
    QTest::newRow("a code block") << "```\nchapter:masks\n```\nchapter:after" << QStringList{"4:1 link chapter:after"};
    QTest::newRow("part of a word") << "subchapter:masks" << QStringList();
    QTest::newRow("no id") << "chapter: masks" << QStringList();
    QTest::newRow("a link's text over two lines") << "[the long\ntext](chapter:masks)" << QStringList();
    QTest::newRow("second line") << "Text.\nRead chapter:x." << QStringList{"2:6 link chapter:x"};
}

void TestMarkdownReferences::bareChapterLinks()
{
    QFETCH(QString, markdown);
    QFETCH(QStringList, expected);
    QCOMPARE(describe(MarkdownReferences::bareChapterLinks(markdown)), expected);
}

ATLAS_TEST_GUILESS_MAIN(TestMarkdownReferences)
#include "tst_markdownreferences.moc"
