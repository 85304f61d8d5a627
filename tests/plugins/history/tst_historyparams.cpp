// HistoryParams and HistoryCitation: defaults, the built-in course's timeline, every defect
// located by its JSON pointer with what was expected, arXiv identifiers, and citations.
#include "historycitation.h"
#include "historyparams.h"

#include "core/packloader.h"

#include "paramsreporttext.h"
#include "suiteregistry.h"
#include "testjson.h"

#include <QDate>
#include <QJsonArray>
#include <QTest>
#include "testpaths.h"

using namespace atlas;
using test::ParamsReportText;
using test::TestJson;

namespace {

// A complete, valid entry; `patch` replaces or adds its fields.
QJsonObject entry(const QJsonObject &patch = {})
{
    QJsonObject e = TestJson::object(R"({"id": "transformer-2017", "year": 2017, "title": "The Transformer",
        "established": "An encoder–decoder built from attention.", "not_established": "Intelligence.",
        "themes": ["mechanism"],
        "source": {"authors": ["Ashish Vaswani", "Noam Shazeer"], "title": "Attention Is All You Need",
                   "venue": "NIPS 2017", "arxiv": "1706.03762"}})");
    for (auto it = patch.begin(); it != patch.end(); ++it)
        e.insert(it.key(), it.value());
    return e;
}

QJsonObject withSource(const QJsonObject &patch, const QStringList &remove = {})
{
    QJsonObject source = entry().value(QLatin1String("source")).toObject();
    for (const QString &key : remove)
        source.remove(key);
    for (auto it = patch.begin(); it != patch.end(); ++it)
        source.insert(it.key(), it.value());
    return entry({{QStringLiteral("source"), source}});
}

QJsonObject paramsWith(const QJsonArray &entries)
{
    return QJsonObject{{QStringLiteral("entries"), entries}};
}

QString describe(const ParamsReport &report)
{
    QStringList lines;
    for (const ParamsReport::Entry &e : report.entries())
        lines.append((e.severity == Diagnostic::Severity::Error ? QStringLiteral("error ") : QStringLiteral("warning "))
                     + e.path.toPointer() + QStringLiteral(": ") + e.message);
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestHistoryParams : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void defaults();
    void builtInCourse();
    void validEntryReadsCompletely();
    void entriesAreOrderedByYear();
    void defects_data();
    void defects();
    void everyDefectIsReported();
    void defectiveEntryIsLeftOut();
    void customThemes();
    void arxivIds_data();
    void arxivIds();
    void arxivYearMismatchIsAWarning();
    void citations();
    void builtInThemeNames();
};

void TestHistoryParams::defaults()
{
    ParamsReport report;
    const HistoryParams p = HistoryParams::read(QJsonObject(), report);
    QCOMPARE(p.entries.size(), 0);
    QCOMPARE(p.themes.size(), 4);
    QCOMPARE(p.themes.at(0).id, QStringLiteral("mechanism"));
    QVERIFY(p.themes.at(0).isBuiltIn());
    QVERIFY(p.selected.isEmpty());
    // An empty timeline is allowed but worth a warning.
    QVERIFY(!report.hasErrors());
    QCOMPARE(report.entries().size(), 1);
    QCOMPARE(report.entries().at(0).path.toPointer(), QStringLiteral("/entries"));
    QCOMPARE(report.entries().at(0).severity, Diagnostic::Severity::Warning);
}

void TestHistoryParams::builtInCourse()
{
    PackLoader::Options options;
    options.checkBodies = false;
    const PackLoadResult loaded = PackLoader::load(testpaths::sourceDir() + QStringLiteral("/content/self-attention"), options);
    QVERIFY(loaded.pack);
    const ChapterSpec *chapter = loaded.pack->chapter(QStringLiteral("history"));
    QVERIFY(chapter);
    QCOMPARE(chapter->kind, QStringLiteral("history"));
    ParamsReport report;
    const HistoryParams p = HistoryParams::read(chapter->params, report);
    QVERIFY2(report.entries().isEmpty(), qPrintable(describe(report)));

    // The issue's milestones, each with a primary source a reader can look up.
    QStringList ids;
    for (const HistoryEntry &e : p.entries)
        ids.append(e.id);
    QCOMPARE(ids, (QStringList{"additive-2014", "memory-2014", "multiplicative-2015", "intra-attention-2016", "decomposable-attention-2016",
                               "transformer-2017", "not-explanation-2019", "sparse-2019", "not-not-explanation-2019",
                               "flashattention-2022", "flashattention2-2023"}));
    const QHash<QString, QString> arxiv{{"additive-2014", "1409.0473"}, {"memory-2014", "1410.5401"}, {"multiplicative-2015", "1508.04025"},
                                        {"intra-attention-2016", "1601.06733"}, {"decomposable-attention-2016", "1606.01933"},
                                        {"transformer-2017", "1706.03762"}, {"not-explanation-2019", "1902.10186"},
                                        {"sparse-2019", "1904.10509"}, {"not-not-explanation-2019", "1908.04626"},
                                        {"flashattention-2022", "2205.14135"}, {"flashattention2-2023", "2307.08691"}};
    for (const HistoryEntry &e : p.entries) {
        QCOMPARE(e.source.arxiv, arxiv.value(e.id));
        QCOMPARE(HistoryParams::checkArxivId(e.source.arxiv).year, std::optional<int>(e.year));
        QVERIFY2(!e.established.text().isEmpty() && !e.notEstablished.text().isEmpty(), qPrintable(e.id));
    }
    QCOMPARE(p.selected, QStringLiteral("transformer-2017"));

    // The seed's scope statement for 2017, word for word where it matters.
    const HistoryEntry *transformer = p.entry(QStringLiteral("transformer-2017"));
    QVERIFY(transformer->established.text().contains(QStringLiteral("an encoder–decoder built from attention and position-wise transformations, enabling parallel processing across training positions")));
    QVERIFY(transformer->notEstablished.text().contains(QStringLiteral("It did not establish that attention alone constitutes intelligence.")));
    QCOMPARE(transformer->source.authors.size(), 8);
    QCOMPARE(transformer->source.title, QStringLiteral("Attention Is All You Need"));
    QVERIFY(transformer->established.text().contains(QStringLiteral("independent, zero-mean, unit-variance coordinates")));

    // Attention over a model's own memory (2014), and what it did not establish: attention among
    // the tokens of the sequence being read.
    const HistoryEntry *memory = p.entry(QStringLiteral("memory-2014"));
    QCOMPARE(memory->source.title, QStringLiteral("Neural Turing Machines"));
    QVERIFY(memory->notEstablished.text().contains(QStringLiteral("not the words of the sequence being read")));

    // Self-attention before the Transformer: intra-attention (2016), with what it established.
    const HistoryEntry *intra = p.entry(QStringLiteral("intra-attention-2016"));
    QCOMPARE(intra->source.title, QStringLiteral("Long Short-Term Memory-Networks for Machine Reading"));
    QCOMPARE(intra->source.authors, (QStringList{"Jianpeng Cheng", "Li Dong", "Mirella Lapata"}));
    QVERIFY(intra->established.text().contains(QStringLiteral("intra-attention")));
    const HistoryEntry *decomposable = p.entry(QStringLiteral("decomposable-attention-2016"));
    QCOMPARE(decomposable->source.title, QStringLiteral("A Decomposable Attention Model for Natural Language Inference"));
    QVERIFY(decomposable->established.text().contains(QStringLiteral("no recurrence")));
    for (const HistoryEntry *e : {memory, intra, decomposable})
        for (const QString &language : {QStringLiteral("de"), QStringLiteral("fr")})
            QVERIFY2(e->established.has(language) && e->notEstablished.has(language) && e->title.has(language), qPrintable(e->id + language));

    // Themes: every theme has entries, and the filter vocabulary is the built-in one.
    for (const HistoryTheme &theme : p.themes) {
        int n = 0;
        for (const HistoryEntry &e : p.entries)
            n += e.themes.contains(theme.id) ? 1 : 0;
        QVERIFY2(n > 0, qPrintable(theme.id));
    }
}

void TestHistoryParams::validEntryReadsCompletely()
{
    ParamsReport report;
    QJsonObject localized = entry({{QStringLiteral("title"), QJsonObject{{"en", "The Transformer"}, {"de", "Der Transformer"}}}});
    const HistoryParams p = HistoryParams::read(paramsWith({localized}), report);
    QVERIFY2(report.entries().isEmpty(), qPrintable(describe(report)));
    QCOMPARE(p.entries.size(), 1);
    const HistoryEntry &e = p.entries.at(0);
    QCOMPARE(e.id, QStringLiteral("transformer-2017"));
    QCOMPARE(e.year, 2017);
    QCOMPARE(e.title.text(QStringLiteral("de_CH")), QStringLiteral("Der Transformer"));
    QCOMPARE(e.title.text(QStringLiteral("fr")), QStringLiteral("The Transformer"));
    QCOMPARE(e.themes, QStringList{QStringLiteral("mechanism")});
    QCOMPARE(e.source.authors, (QStringList{"Ashish Vaswani", "Noam Shazeer"}));
    QCOMPARE(e.source.venue, QStringLiteral("NIPS 2017"));
    QCOMPARE(e.source.arxiv, QStringLiteral("1706.03762"));
    QCOMPARE(p.selected, QStringLiteral("transformer-2017")); // the earliest, by default
}

void TestHistoryParams::entriesAreOrderedByYear()
{
    ParamsReport report;
    QJsonObject late = withSource({{"arxiv", "2205.14135"}});
    late.insert(QStringLiteral("id"), QStringLiteral("b"));
    late.insert(QStringLiteral("year"), 2022);
    QJsonObject sameYearFirst = entry({{"id", "c"}});
    QJsonObject sameYearSecond = entry({{"id", "d"}});
    QJsonObject early = withSource({{"arxiv", "1409.0473"}});
    early.insert(QStringLiteral("id"), QStringLiteral("a"));
    early.insert(QStringLiteral("year"), 2014);
    const HistoryParams p = HistoryParams::read(paramsWith({late, sameYearFirst, sameYearSecond, early}), report);
    QVERIFY2(report.entries().isEmpty(), qPrintable(describe(report)));
    QStringList order;
    for (const HistoryEntry &e : p.entries)
        order.append(e.id);
    // By year; within a year in the order given.
    QCOMPARE(order, (QStringList{"a", "c", "d", "b"}));
    QCOMPARE(p.selected, QStringLiteral("a"));
}

void TestHistoryParams::defects_data()
{
    QTest::addColumn<QJsonObject>("params");
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<bool>("isError");
    QTest::addColumn<QString>("message");

    const int nextYear = QDate::currentDate().year() + 1;
    QTest::newRow("unknown key") << QJsonObject{{"entries", QJsonArray{entry()}}, {"entrys", 1}} << "/entrys" << true << "unknown field";
    QTest::newRow("entries not an array") << QJsonObject{{"entries", "none"}} << "/entries" << true << "expected an array of timeline entries, got a string";
    QTest::newRow("empty entries") << paramsWith({}) << "/entries" << false << "timeline is empty";
    QTest::newRow("entry not an object") << paramsWith({42}) << "/entries/0" << true << "expected an object, got a number";
    // the declared keys, alphabetical
    QTest::newRow("unknown entry key") << paramsWith({entry({{"yaer", 2017}})}) << "/entries/0/yaer" << true << "unknown field (expected one of: established, id, not_established";
    QTest::newRow("missing id") << paramsWith({[] { QJsonObject e = entry(); e.remove("id"); return e; }()}) << "/entries/0/id" << true << "missing";
    QTest::newRow("id with spaces") << paramsWith({entry({{"id", "the transformer"}})}) << "/entries/0/id" << true << "is not an id";
    QTest::newRow("duplicate id") << paramsWith({entry(), entry()}) << "/entries/1/id" << true << "entry id 'transformer-2017' is used twice";
    QTest::newRow("year too early") << paramsWith({entry({{"year", 1899}})}) << "/entries/0/year" << true << "expected an integer from 1900 to";
    QTest::newRow("year in the future") << paramsWith({entry({{"year", nextYear}})}) << "/entries/0/year" << true << QStringLiteral("got %1").arg(nextYear);
    QTest::newRow("year as text") << paramsWith({entry({{"year", "2017"}})}) << "/entries/0/year" << true << "expected an integer";
    QTest::newRow("fractional year") << paramsWith({entry({{"year", 2017.5}})}) << "/entries/0/year" << true << "integer";
    QTest::newRow("missing year") << paramsWith({[] { QJsonObject e = entry(); e.remove("year"); return e; }()}) << "/entries/0/year" << true << "missing (the year of the work)";
    QTest::newRow("empty title") << paramsWith({entry({{"title", "  "}})}) << "/entries/0/title" << true << "expected a non-empty text";
    QTest::newRow("title of the wrong type") << paramsWith({entry({{"title", 3}})}) << "/entries/0/title" << true << "expected a string or an object of language";
    QTest::newRow("bad language code") << paramsWith({entry({{"established", QJsonObject{{"English", "x"}}}})}) << "/entries/0/established/English" << true << "is not a language code";
    QTest::newRow("missing not_established") << paramsWith({[] { QJsonObject e = entry(); e.remove("not_established"); return e; }()}) << "/entries/0/not_established" << true << "missing (what the work did not establish)";
    QTest::newRow("no themes") << paramsWith({entry({{"themes", QJsonArray{}}})}) << "/entries/0/themes" << true << "expected a non-empty array of theme ids";
    QTest::newRow("unknown theme") << paramsWith({entry({{"themes", QJsonArray{"mechanism", "hardware"}}})}) << "/entries/0/themes/1" << true << "unknown theme 'hardware' (themes: mechanism, architecture, efficiency, interpretation)";
    QTest::newRow("theme twice") << paramsWith({entry({{"themes", QJsonArray{"efficiency", "efficiency"}}})}) << "/entries/0/themes/1" << true << "theme 'efficiency' is named twice";
    QTest::newRow("missing source") << paramsWith({[] { QJsonObject e = entry(); e.remove("source"); return e; }()}) << "/entries/0/source" << true << "missing (the primary source";
    QTest::newRow("no authors") << paramsWith({withSource({{"authors", QJsonArray{}}})}) << "/entries/0/source/authors" << true << "expected an array of 1 to 64 author names";
    QTest::newRow("empty author") << paramsWith({withSource({{"authors", QJsonArray{"Ashish Vaswani", ""}}})}) << "/entries/0/source/authors/1" << true << "expected a non-empty text";
    QTest::newRow("missing source title") << paramsWith({withSource({}, {"title"})}) << "/entries/0/source/title" << true << "missing (the work's own title)";
    QTest::newRow("neither venue nor arXiv") << paramsWith({withSource({}, {"venue", "arxiv"})}) << "/entries/0/source" << true << "needs a \"venue\" or an \"arxiv\" id";
    // the declared keys, alphabetical
    QTest::newRow("unknown source key") << paramsWith({withSource({{"doi", "10.1/x"}})}) << "/entries/0/source/doi" << true << "unknown field (expected one of: arxiv, authors, title, venue)";
    QTest::newRow("arXiv prefix") << paramsWith({withSource({{"arxiv", "arXiv:1706.03762"}})}) << "/entries/0/source/arxiv" << true << "without the \"arXiv:\" prefix";
    QTest::newRow("arXiv too short") << paramsWith({withSource({{"arxiv", "1706.0376"}})}) << "/entries/0/source/arxiv" << true << "from January 2015 the number has 5 digits";
    QTest::newRow("arXiv number as a number") << paramsWith({withSource({{"arxiv", 1706.03762}})}) << "/entries/0/source/arxiv" << true << "expected a string, got a number";
    QTest::newRow("themes not an array") << QJsonObject{{"themes", "mechanism"}, {"entries", QJsonArray{entry()}}} << "/themes" << true << "expected an array of themes";
    QTest::newRow("themes empty") << QJsonObject{{"themes", QJsonArray{}}, {"entries", QJsonArray{entry()}}} << "/themes" << true << "expected 1 to 16 themes, got 0";
    QTest::newRow("unknown built-in theme") << QJsonObject{{"themes", QJsonArray{"mechanism", "hardware"}}, {"entries", QJsonArray{entry()}}} << "/themes/1" << true << "'hardware' is not a built-in theme";
    QTest::newRow("theme listed twice") << QJsonObject{{"themes", QJsonArray{"mechanism", "mechanism"}}, {"entries", QJsonArray{entry()}}} << "/themes/1" << true << "theme 'mechanism' is listed twice";
    QTest::newRow("theme without name") << QJsonObject{{"themes", QJsonArray{QJsonObject{{"id", "hardware"}}}}} << "/themes/0/name" << true << "missing (the theme's name";
    QTest::newRow("selected unknown") << QJsonObject{{"entries", QJsonArray{entry()}}, {"selected", "transformer"}} << "/selected" << true << "no timeline entry has the id 'transformer'";
    QTest::newRow("selected not a string") << QJsonObject{{"entries", QJsonArray{entry()}}, {"selected", 2017}} << "/selected" << true << "expected a string, got a number";
}

void TestHistoryParams::defects()
{
    QFETCH(QJsonObject, params);
    QFETCH(QString, pointer);
    QFETCH(bool, isError);
    QFETCH(QString, message);
    ParamsReport report;
    HistoryParams::read(params, report);
    bool found = false;
    for (const ParamsReport::Entry &e : report.entries())
        if (e.path.toPointer() == pointer && (e.severity == Diagnostic::Severity::Error) == isError && e.message.contains(message))
            found = true;
    QVERIFY2(found, qPrintable(QStringLiteral("expected %1 at %2 containing \"%3\"; got:\n%4")
                                   .arg(isError ? QStringLiteral("an error") : QStringLiteral("a warning"), pointer, message, describe(report))));
    QCOMPARE(report.hasErrors(), isError);
}

void TestHistoryParams::everyDefectIsReported()
{
    // Three defects in three entries: all three reported, in document order; the valid entry kept.
    ParamsReport report;
    const HistoryParams p = HistoryParams::read(paramsWith({entry({{"id", "a"}, {"year", 1800}}), entry({{"id", "b"}}),
                                                            entry({{"id", "c"}, {"themes", QJsonArray{"x"}}}),
                                                            withSource({{"arxiv", "1713.12345"}})}),
                                                report);
    QCOMPARE(ParamsReportText::pointers(report), (QStringList{"/entries/0/year", "/entries/2/themes/0", "/entries/3/source/arxiv"}));
    QCOMPARE(p.entries.size(), 1);
    QCOMPARE(p.entries.at(0).id, QStringLiteral("b"));
}

void TestHistoryParams::defectiveEntryIsLeftOut()
{
    ParamsReport report;
    QJsonObject params = paramsWith({entry({{"id", "broken"}, {"themes", "mechanism"}}), entry()});
    params.insert(QStringLiteral("selected"), QStringLiteral("broken"));
    const HistoryParams p = HistoryParams::read(params, report);
    // One error, at the entry: "selected" naming the left-out entry is not a second one.
    QCOMPARE(ParamsReportText::codes(report), QStringList{QStringLiteral("error /entries/0/themes missing")});
    QCOMPARE(p.entries.size(), 1);
    QCOMPARE(p.entries.at(0).id, QStringLiteral("transformer-2017"));
    QCOMPARE(p.selected, QStringLiteral("transformer-2017"));
}

void TestHistoryParams::customThemes()
{
    ParamsReport report;
    const QJsonObject params{{"themes", QJsonArray{"efficiency", QJsonObject{{"id", "hardware"}, {"name", QJsonObject{{"en", "Hardware"}, {"de", "Hardware (de)"}}}}}},
                             {"entries", QJsonArray{entry({{"themes", QJsonArray{"hardware", "efficiency"}}})}}};
    const HistoryParams p = HistoryParams::read(params, report);
    QVERIFY2(report.entries().isEmpty(), qPrintable(describe(report)));
    QCOMPARE(p.themes.size(), 2);
    QVERIFY(p.themes.at(0).isBuiltIn());
    QVERIFY(!p.themes.at(1).isBuiltIn());
    QCOMPARE(p.themes.at(1).name.text(QStringLiteral("de")), QStringLiteral("Hardware (de)"));
    // With custom themes, the built-in ones not listed are unknown to the entries.
    ParamsReport second;
    HistoryParams::read(QJsonObject{{"themes", QJsonArray{"efficiency"}}, {"entries", QJsonArray{entry()}}}, second);
    QCOMPARE(describe(second), QStringLiteral("error /entries/0/themes/0: unknown theme 'mechanism' (themes: efficiency)"));
}

void TestHistoryParams::arxivIds_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("year"); // 0: not well-formed
    QTest::addColumn<QString>("problem");
    QTest::newRow("5 digits, 2017") << "1706.03762" << 2017 << "";
    QTest::newRow("4 digits, 2014") << "1409.0473" << 2014 << "";
    QTest::newRow("with a version") << "2205.14135v2" << 2022 << "";
    QTest::newRow("April 2007, the first") << "0704.0001" << 2007 << "";
    QTest::newRow("December 2014, 4 digits") << "1412.6980" << 2014 << "";
    QTest::newRow("5 digits before 2015") << "1409.04731" << 0 << "until December 2014 the number has 4 digits";
    QTest::newRow("4 digits from 2015") << "1508.0402" << 0 << "from January 2015 the number has 5 digits";
    QTest::newRow("month 13") << "1713.01234" << 0 << "13 is not a month";
    QTest::newRow("month 00") << "1700.01234" << 0 << "00 is not a month";
    QTest::newRow("before April 2007") << "0612.1234" << 0 << "began in April 2007";
    QTest::newRow("old style") << "cs/0112017" << 0 << "is not an arXiv identifier";
    QTest::newRow("prefix") << "arXiv:1706.03762" << 0 << "without the \"arXiv:\" prefix";
    QTest::newRow("trailing space") << "1706.03762 " << 0 << "is not an arXiv identifier";
    QTest::newRow("version 0") << "1706.03762v0" << 0 << "is not an arXiv identifier";
    QTest::newRow("empty") << "" << 0 << "is not an arXiv identifier";
}

void TestHistoryParams::arxivIds()
{
    QFETCH(QString, id);
    QFETCH(int, year);
    QFETCH(QString, problem);
    const HistoryParams::ArxivCheck check = HistoryParams::checkArxivId(id);
    if (year == 0) {
        QVERIFY(!check.year);
        QVERIFY2(check.problem.contains(problem), qPrintable(check.problem));
    } else {
        QCOMPARE(check.year, std::optional<int>(year));
        QVERIFY(check.problem.isEmpty());
    }
}

void TestHistoryParams::arxivYearMismatchIsAWarning()
{
    // Bahdanau et al. written with the year of the venue (2015) rather than of the work.
    ParamsReport report;
    const HistoryParams p = HistoryParams::read(paramsWith({withSource({{"arxiv", "1409.0473"}})}), report);
    QVERIFY(!report.hasErrors());
    QCOMPARE(ParamsReportText::codes(report), QStringList{QStringLiteral("warning /entries/0/source/arxiv inconsistent")});
    // The message gives both years, so the author sees which one to write.
    const QString message = report.entries().constFirst().message;
    QVERIFY2(message.contains(QLatin1String("2014")) && message.contains(QLatin1String("2017")), qPrintable(message));
    QCOMPARE(p.entries.size(), 1);
}

void TestHistoryParams::citations()
{
    HistoryEntry e;
    e.year = 2014;
    e.source.authors = {QStringLiteral("Dzmitry Bahdanau"), QStringLiteral("Kyunghyun Cho"), QStringLiteral("Yoshua Bengio")};
    e.source.title = QStringLiteral("Neural Machine Translation by Jointly Learning to Align and Translate");
    e.source.venue = QStringLiteral("ICLR 2015");
    e.source.arxiv = QStringLiteral("1409.0473");
    QCOMPARE(HistoryCitation::shortAuthors(e.source), QStringLiteral("Bahdanau et al."));
    QCOMPARE(HistoryCitation::text(e), QStringLiteral("Dzmitry Bahdanau, Kyunghyun Cho and Yoshua Bengio (2014). Neural Machine Translation "
                                                      "by Jointly Learning to Align and Translate. ICLR 2015. arXiv:1409.0473."));
    QVERIFY(HistoryCitation::html(e).contains(QStringLiteral("<i>Neural Machine Translation by Jointly Learning to Align and Translate</i>.")));
    QVERIFY(HistoryCitation::html(e).contains(QStringLiteral("<a href=\"https://arxiv.org/abs/1409.0473\">arXiv:1409.0473</a>")));

    e.source.authors = {QStringLiteral("Sarthak Jain"), QStringLiteral("Byron C. Wallace")};
    QCOMPARE(HistoryCitation::shortAuthors(e.source), QStringLiteral("Jain and Wallace"));
    QCOMPARE(HistoryCitation::authorList(e.source), QStringLiteral("Sarthak Jain and Byron C. Wallace"));

    e.source.authors = {QStringLiteral("Tri Dao")};
    e.source.venue.clear();
    e.source.title = QStringLiteral("Is attention <all>?"); // no doubled full stop, escaped in HTML
    QCOMPARE(HistoryCitation::shortAuthors(e.source), QStringLiteral("Dao"));
    QCOMPARE(HistoryCitation::text(e), QStringLiteral("Tri Dao (2014). Is attention <all>? arXiv:1409.0473."));
    QVERIFY(HistoryCitation::html(e).contains(QStringLiteral("<i>Is attention &lt;all&gt;?</i> <a")));
}

void TestHistoryParams::builtInThemeNames()
{
    for (const HistoryTheme &theme : HistoryParams::builtInThemes())
        QVERIFY2(!HistoryParams::builtInThemeName(theme.id).isEmpty(), qPrintable(theme.id));
    QVERIFY(HistoryParams::builtInThemeName(QStringLiteral("hardware")).isEmpty());
}

ATLAS_TEST_GUILESS_MAIN(TestHistoryParams)
#include "tst_historyparams.moc"
