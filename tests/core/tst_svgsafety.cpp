// SvgSafety: an SVG from a pack is drawn only when it refers to nothing outside itself and its
// expansion is bounded. Each refused case names the line and column of the offending element.
#include "text/svgsafety.h"

#include "suiteregistry.h"

#include <QTest>

using namespace atlas;

namespace {

QByteArray svg(const QByteArray &inside)
{
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
           " width=\"40\" height=\"20\">\n"
        + inside + "\n</svg>\n";
}

// A 1×1 PNG, base64.
const QByteArray tinyPng = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

} // namespace

class SvgSafetyTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void acceptsSelfContainedDrawings_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::newRow("shapes") << svg("<rect width=\"10\" height=\"10\" fill=\"#336699\"/><circle cx=\"30\" cy=\"10\" r=\"5\"/>");
        QTest::newRow("gradient by url(#id)")
            << svg("<defs><linearGradient id=\"g\"><stop offset=\"0\"/></linearGradient></defs>"
                   "<rect width=\"10\" height=\"10\" fill=\"url(#g)\" style=\"stroke: url( '#g' )\"/>");
        QTest::newRow("gradient inheriting another (Inkscape)")
            << svg("<defs><linearGradient id=\"a\"><stop offset=\"0\"/></linearGradient>"
                   "<linearGradient id=\"b\" xlink:href=\"#a\"/></defs><rect fill=\"url(#b)\" width=\"1\" height=\"1\"/>");
        QTest::newRow("use of a definition")
            << svg("<defs><g id=\"dot\"><circle r=\"2\"/></g></defs><use xlink:href=\"#dot\" x=\"5\"/><use href=\"#dot\" x=\"9\"/>");
        QTest::newRow("embedded PNG") << svg("<image width=\"1\" height=\"1\" xlink:href=\"data:image/png;base64," + tinyPng + "\"/>");
        QTest::newRow("link element") << svg("<a xlink:href=\"https://example.org/\"><text>more</text></a>");
        QTest::newRow("style element with fragment url")
            << svg("<style>.x { fill: url(#g); }</style><linearGradient id=\"g\"/>");
        QTest::newRow("doctype without entities")
            << QByteArray("<?xml version=\"1.0\"?>\n<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" "
                          "\"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\">\n")
                   + svg("<rect width=\"1\" height=\"1\"/>");
        QTest::newRow("Latin-1") << QByteArray("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n") + svg("<text>caf\xe9</text>");
        QTest::newRow("UTF-16 with a byte-order mark") << QByteArray("\xff\xfe", 2) + QByteArray(reinterpret_cast<const char *>(
            QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\"/>").utf16()), 2 * 41);
        QTest::newRow("unknown id") << svg("<use xlink:href=\"#nowhere\"/>");
        QTest::newRow("duplicate ids") << svg("<g id=\"a\"/><g id=\"a\"><rect/></g><use xlink:href=\"#a\"/>");
        // Ten uses of ten uses of ten elements: 1 000 drawn, well under the limit.
        QByteArray layered = "<defs><g id=\"l0\">";
        for (int i = 0; i < 10; ++i)
            layered += "<rect width=\"1\" height=\"1\"/>";
        layered += "</g>";
        for (int level = 1; level <= 2; ++level) {
            layered += "<g id=\"l" + QByteArray::number(level) + "\">";
            for (int i = 0; i < 10; ++i)
                layered += "<use xlink:href=\"#l" + QByteArray::number(level - 1) + "\"/>";
            layered += "</g>";
        }
        QTest::newRow("bounded reuse") << svg(layered + "</defs><use xlink:href=\"#l2\"/>");
    }

    void acceptsSelfContainedDrawings()
    {
        QFETCH(QByteArray, file);
        const std::optional<SvgSafety::Problem> problem = SvgSafety::check(file);
        QVERIFY2(!problem, problem ? qPrintable(problem->message) : "");
    }

    void refusesWhatReachesOutside_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("words");
        QTest::newRow("image outside the pack")
            << svg("<image width=\"8\" height=\"8\" xlink:href=\"../../../outside/x.png\"/>") << 2 << QStringLiteral("../../../outside/x.png");
        QTest::newRow("image by absolute path") << svg("<image xlink:href=\"/etc/passwd\"/>") << 2 << QStringLiteral("/etc/passwd");
        QTest::newRow("a device") << svg("<image href=\"/dev/zero\"/>") << 2 << QStringLiteral("/dev/zero");
        QTest::newRow("file URL") << svg("<image xlink:href=\"file:///etc/hostname\"/>") << 2 << QStringLiteral("file:///etc/hostname");
        QTest::newRow("web address") << svg("<image xlink:href=\"https://example.org/x.png\"/>") << 2 << QStringLiteral("https://example.org");
        QTest::newRow("the file itself") << svg("<image xlink:href=\"e.svg\"/>") << 2 << QStringLiteral("e.svg");
        QTest::newRow("another file's fragment") << svg("<use xlink:href=\"other.svg#a\"/>") << 2 << QStringLiteral("other.svg#a");
        QTest::newRow("empty reference") << svg("<image xlink:href=\"\"/>") << 2 << QStringLiteral("outside this SVG");
        QTest::newRow("other prefix") << svg("<image x:href=\"/etc/passwd\" xmlns:x=\"http://www.w3.org/1999/xlink\"/>") << 2 << QStringLiteral("/etc/passwd");
        QTest::newRow("embedded SVG")
            << svg("<image xlink:href=\"data:image/svg+xml;base64," + QByteArray("<svg/>").toBase64() + "\"/>") << 2 << QStringLiteral("embedded");
        QTest::newRow("SVG labelled PNG")
            << svg("<image xlink:href=\"data:image/png;base64," + QByteArray("<svg xmlns=\"http://www.w3.org/2000/svg\"/>").toBase64() + "\"/>")
            << 2 << QStringLiteral("embedded");
        QTest::newRow("url() to a file") << svg("<rect fill=\"url(pattern.svg#p)\"/>") << 2 << QStringLiteral("url(pattern.svg#p)");
        QTest::newRow("url() in a style attribute") << svg("<rect style=\"fill: url('/etc/passwd')\"/>") << 2 << QStringLiteral("/etc/passwd");
        QTest::newRow("style sheet @import") << svg("<style>@import url(#x);</style>") << 2 << QStringLiteral("@import");
        QTest::newRow("style sheet url()") << svg("<style>\n.a { fill: url(../x.svg#g) }\n</style>") << 3 << QStringLiteral("../x.svg#g");
        QTest::newRow("xml-stylesheet")
            << QByteArray("<?xml version=\"1.0\"?>\n<?xml-stylesheet href=\"../x.css\"?>\n") + svg("") << 2 << QStringLiteral("xml-stylesheet");
        QTest::newRow("entities")
            << QByteArray("<?xml version=\"1.0\"?>\n<!DOCTYPE svg [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n") + svg("<text>&x;</text>")
            << 2 << QStringLiteral("entities");
        QTest::newRow("use of its own ancestor")
            << svg("<g id=\"a\">\n<use xlink:href=\"#a\"/>\n</g>") << 3 << QStringLiteral("'#a' refers back to itself");
        QTest::newRow("use of itself") << svg("<use id=\"u\" xlink:href=\"#u\"/>") << 2 << QStringLiteral("'#u'");
        QTest::newRow("uses in a circle")
            << svg("<defs><g id=\"p\"><use xlink:href=\"#q\"/></g>\n<g id=\"q\"><use xlink:href=\"#p\"/></g></defs>") << 3 << QStringLiteral("refers back to itself");
        QTest::newRow("gradients in a circle")
            << svg("<linearGradient id=\"a\" xlink:href=\"#b\"/>\n<linearGradient id=\"b\" xlink:href=\"#a\"/>") << 3 << QStringLiteral("refers back to itself");
        QTest::newRow("another encoding")
            << QByteArray("<?xml version=\"1.0\" encoding=\"windows-1252\"?>\n") + svg("") << 1 << QStringLiteral("windows-1252");
        QTest::newRow("broken UTF-8") << svg("<text>\xc3\x28</text>") << 1 << QStringLiteral("UTF-8");
        QTest::newRow("not XML") << QByteArray("<svg><rect></svg>") << 1 << QStringLiteral("well-formed");
        QTest::newRow("not SVG") << QByteArray("<html><body/></html>") << 1 << QStringLiteral("<html>");
        QTest::newRow("empty") << QByteArray() << 1 << QStringLiteral("no <svg>");
        QByteArray deep;
        for (int i = 0; i < SvgSafety::maxDepth + 5; ++i)
            deep += "<g>";
        for (int i = 0; i < SvgSafety::maxDepth + 5; ++i)
            deep += "</g>";
        QTest::newRow("nested too deeply") << svg(deep) << 2 << QStringLiteral("nested deeper");
        // A billion laughs by reuse: nine levels of ten uses each.
        QByteArray laughs = "<defs><g id=\"l0\"><rect/></g>";
        for (int level = 1; level <= 9; ++level) {
            laughs += "<g id=\"l" + QByteArray::number(level) + "\">";
            for (int i = 0; i < 10; ++i)
                laughs += "<use xlink:href=\"#l" + QByteArray::number(level - 1) + "\"/>";
            laughs += "</g>";
        }
        QTest::newRow("exponential reuse") << svg(laughs + "</defs><use xlink:href=\"#l9\"/>") << 1 << QStringLiteral("more than 200000");
    }

    void refusesWhatReachesOutside()
    {
        QFETCH(QByteArray, file);
        QFETCH(int, line);
        QFETCH(QString, words);
        const std::optional<SvgSafety::Problem> problem = SvgSafety::check(file);
        QVERIFY(problem);
        QVERIFY2(problem->message.contains(words), qPrintable(problem->message));
        QCOMPARE(problem->line, line);
        QVERIFY(problem->column >= 1);
    }

    void placesTheElementThatRefers()
    {
        const std::optional<SvgSafety::Problem> problem
            = SvgSafety::check("<svg xmlns=\"http://www.w3.org/2000/svg\">\n  <rect/>\n    <image href=\"/etc/passwd\"/>\n</svg>");
        QVERIFY(problem);
        QCOMPARE(problem->line, 3);
        QCOMPARE(problem->column, 5);
    }
};

ATLAS_TEST_GUILESS_MAIN(SvgSafetyTest)
#include "tst_svgsafety.moc"
