// Language fallback: de_CH → de → en → the first language present, for texts (LocalizedText)
// and for chapter bodies (x.de_CH.md → x.de.md → x.md, ChapterPack::bodyPath); locales and
// pack keys may be spelled with '-' or '_'.
#include "coretestsupport.h"
#include "suiteregistry.h"

#include "core/chapterpack.h"
#include "core/localizedtext.h"
#include "core/packloader.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace atlas;
using namespace atlas::test;

namespace {

LocalizedText textIn(const QStringList &languages)
{
    LocalizedText t;
    for (const QString &language : languages)
        t.set(language, QLatin1String("text:") + language);
    return t;
}

} // namespace

class TestLocalizedText : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void fallbackChain_data();
    void fallbackChain();
    void lookup_data();
    void lookup();
    void plainStringIsEnglish();
    void packTextsWithRegionalKeys();
    void bodyCandidates_data();
    void bodyCandidates();
    void bodyPath_data();
    void bodyPath();
    void bodyPathStaysInThePack();
};

void TestLocalizedText::fallbackChain_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QStringList>("chain");
    QTest::newRow("de_CH") << "de_CH" << QStringList{"de_CH", "de", "en"};
    QTest::newRow("de-CH") << "de-CH" << QStringList{"de_CH", "de", "en"};
    QTest::newRow("de") << "de" << QStringList{"de", "en"};
    QTest::newRow("en") << "en" << QStringList{"en"};
    QTest::newRow("en_GB") << "en_GB" << QStringList{"en_GB", "en"};
    QTest::newRow("three parts") << "zh_Hant_TW" << QStringList{"zh_Hant_TW", "zh_Hant", "zh", "en"};
    QTest::newRow("empty") << "" << QStringList{"en"};
}

void TestLocalizedText::fallbackChain()
{
    QFETCH(QString, locale);
    QFETCH(QStringList, chain);
    QCOMPARE(LocalizedText::fallbackChain(locale), chain);
}

void TestLocalizedText::lookup_data()
{
    QTest::addColumn<QStringList>("languages");
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("resolved");

    const QStringList all{"en", "de", "de_CH", "fr"};
    QTest::newRow("exact region") << all << "de_CH" << "de_CH";
    QTest::newRow("region spelled with a dash") << all << "de-CH" << "de_CH";
    QTest::newRow("region → language") << QStringList{"en", "de", "fr"} << "de_CH" << "de";
    QTest::newRow("region → English") << QStringList{"en", "fr"} << "de_CH" << "en";
    QTest::newRow("language → English") << QStringList{"en", "fr"} << "it" << "en";
    QTest::newRow("a region is not used for its language") << QStringList{"en", "de_CH"} << "de" << "en";
    QTest::newRow("only French") << QStringList{"fr"} << "de_CH" << "fr";
    QTest::newRow("only French, no locale") << QStringList{"fr"} << "" << "fr";
    QTest::newRow("no English: the first language") << QStringList{"it", "fr"} << "de" << "fr";
    QTest::newRow("no locale: English") << all << "" << "en";
    QTest::newRow("pack key with a dash") << QStringList{"en", "de-CH"} << "de_CH" << "de_CH";
    QTest::newRow("pack key with a dash, locale with a dash") << QStringList{"en", "de-CH"} << "de-CH" << "de_CH";
    QTest::newRow("nothing") << QStringList{} << "de" << "";
}

void TestLocalizedText::lookup()
{
    QFETCH(QStringList, languages);
    QFETCH(QString, locale);
    QFETCH(QString, resolved);
    const LocalizedText t = textIn(languages);
    QCOMPARE(t.resolvedLanguage(locale), resolved);
    if (resolved.isEmpty()) {
        QCOMPARE(t.text(locale), QString());
    } else {
        // The text is the one stored under that language, however its key was spelled.
        QString spelled = resolved;
        for (const QString &language : languages)
            if (QString(language).replace(QLatin1Char('-'), QLatin1Char('_')) == resolved)
                spelled = language;
        QCOMPARE(t.text(locale), QLatin1String("text:") + spelled);
    }
}

void TestLocalizedText::plainStringIsEnglish()
{
    const LocalizedText t(QStringLiteral("Scores"));
    QVERIFY(t.has(QStringLiteral("en")));
    QCOMPARE(t.languages(), QStringList{"en"});
    QCOMPARE(t.text(QStringLiteral("de_CH")), QStringLiteral("Scores"));
    QVERIFY(LocalizedText().isEmpty());
    QCOMPARE(LocalizedText().text(QStringLiteral("en")), QString());
}

// Through the loader: a pack that declares and writes "de-CH" serves de_CH learners.
void TestLocalizedText::packTextsWithRegionalKeys()
{
    QTemporaryDir dir;
    QJsonObject manifest = minimalManifest();
    manifest.insert(QStringLiteral("languages"), QJsonArray{QStringLiteral("en"), QStringLiteral("de-CH")});
    manifest.insert(QStringLiteral("title"), QJsonObject{{QStringLiteral("en"), QStringLiteral("Course")},
                                                         {QStringLiteral("de-CH"), QStringLiteral("Kurs")}});
    QJsonArray chapters = manifest.value(QStringLiteral("chapters")).toArray();
    QJsonObject chapter = chapters.at(0).toObject();
    chapter.insert(QStringLiteral("title"), QJsonObject{{QStringLiteral("en"), QStringLiteral("Intro")},
                                                        {QStringLiteral("de_CH"), QStringLiteral("Einstieg")}});
    chapters[0] = chapter;
    manifest.insert(QStringLiteral("chapters"), chapters);
    QVERIFY(writePack(dir.path(), manifest));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("chapters/intro.de_CH.md")), "# Einstieg\n"));

    const PackLoadResult r = PackLoader::load(dir.path(), {});
    QVERIFY2(r.isValid(), qPrintable(diagnosticLines(r.diagnostics).join(QLatin1Char('\n'))));
    // Both spellings name one language: nothing is reported missing.
    QCOMPARE(diagnosticLines(r.diagnostics), QStringList());
    QCOMPARE(r.pack->title.text(QStringLiteral("de_CH")), QStringLiteral("Kurs"));
    QCOMPARE(r.pack->title.text(QStringLiteral("de-CH")), QStringLiteral("Kurs"));
    QCOMPARE(r.pack->title.text(QStringLiteral("de")), QStringLiteral("Course"));
    QCOMPARE(r.pack->chapters.at(0).title.text(QStringLiteral("de-CH")), QStringLiteral("Einstieg"));
}

void TestLocalizedText::bodyCandidates_data()
{
    QTest::addColumn<QString>("body");
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QStringList>("candidates");
    QTest::newRow("de_CH") << "chapters/x.md" << "de_CH" << QStringList{"chapters/x.de_CH.md", "chapters/x.de.md", "chapters/x.md"};
    QTest::newRow("de-CH") << "chapters/x.md" << "de-CH" << QStringList{"chapters/x.de_CH.md", "chapters/x.de.md", "chapters/x.md"};
    QTest::newRow("en") << "chapters/x.md" << "en" << QStringList{"chapters/x.md"};
    QTest::newRow("en_GB") << "chapters/x.md" << "en_GB" << QStringList{"chapters/x.en_GB.md", "chapters/x.md"};
    QTest::newRow("no locale") << "x.md" << "" << QStringList{"x.md"};
    QTest::newRow("no extension") << "chapters/x" << "de" << QStringList{"chapters/x.de", "chapters/x"};
    QTest::newRow("dot in a folder name") << "v1.0/x" << "de" << QStringList{"v1.0/x.de", "v1.0/x"};
    QTest::newRow("hidden file") << "chapters/.x" << "de" << QStringList{"chapters/.x.de", "chapters/.x"};
    QTest::newRow("two extensions") << "x.tar.md" << "fr" << QStringList{"x.tar.fr.md", "x.tar.md"};
    QTest::newRow("no body") << "" << "de" << QStringList();
}

void TestLocalizedText::bodyCandidates()
{
    QFETCH(QString, body);
    QFETCH(QString, locale);
    QFETCH(QStringList, candidates);
    QCOMPARE(ChapterPack::bodyCandidates(body, locale), candidates);
}

void TestLocalizedText::bodyPath_data()
{
    QTest::addColumn<QStringList>("present"); // besides x.md
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("chosen");
    const QStringList all{"x.de_CH.md", "x.de.md", "x.fr.md"};
    QTest::newRow("regional") << all << "de_CH" << "x.de_CH.md";
    QTest::newRow("regional, dash") << all << "de-CH" << "x.de_CH.md";
    QTest::newRow("language") << all << "de_AT" << "x.de.md";
    QTest::newRow("regional missing") << QStringList{"x.de.md"} << "de_CH" << "x.de.md";
    QTest::newRow("all missing") << QStringList{} << "de_CH" << "x.md";
    QTest::newRow("other language") << all << "it" << "x.md";
    QTest::newRow("French") << all << "fr_CA" << "x.fr.md";
    QTest::newRow("English") << all << "en_US" << "x.md";
    QTest::newRow("no locale") << all << "" << "x.md";
    // A candidate that is not a usable file is passed over.
    QTest::newRow("regional is a folder") << QStringList{"x.de_CH.md/", "x.de.md"} << "de_CH" << "x.de.md";
}

void TestLocalizedText::bodyPath()
{
    QFETCH(QStringList, present);
    QFETCH(QString, locale);
    QFETCH(QString, chosen);
    QTemporaryDir dir;
    QVERIFY(writeFile(dir.filePath(QStringLiteral("chapters/x.md")), "en"));
    for (const QString &name : present) {
        if (name.endsWith(QLatin1Char('/')))
            QVERIFY(QDir().mkpath(dir.filePath(QLatin1String("chapters/") + name)));
        else
            QVERIFY(writeFile(dir.filePath(QLatin1String("chapters/") + name), name.toUtf8()));
    }
    ChapterPack pack;
    pack.directory = QFileInfo(dir.path()).canonicalFilePath();
    ChapterSpec chapter;
    chapter.id = QStringLiteral("x");
    chapter.body = QStringLiteral("chapters/x.md");
    QCOMPARE(pack.bodyPath(chapter, locale), QDir(pack.directory).filePath(QLatin1String("chapters/") + chosen));
}

void TestLocalizedText::bodyPathStaysInThePack()
{
    QTemporaryDir dir;
    const QString pack = dir.filePath(QStringLiteral("pack"));
    QVERIFY(writeFile(pack + QLatin1String("/chapters/x.md"), "en"));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("outside/x.de.md")), "outside"));
    QVERIFY(makeSymlink(QStringLiteral("../../outside/x.de.md"), pack + QLatin1String("/chapters/x.de.md")));
    ChapterPack p;
    p.directory = QFileInfo(pack).canonicalFilePath();
    ChapterSpec chapter;
    chapter.body = QStringLiteral("chapters/x.md");
    QCOMPARE(p.bodyPath(chapter, QStringLiteral("de")), QDir(p.directory).filePath(QStringLiteral("chapters/x.md")));
    chapter.body.clear();
    QCOMPARE(p.bodyPath(chapter, QStringLiteral("de")), QString());
    chapter.body = QStringLiteral("chapters/missing.md");
    QCOMPARE(p.bodyPath(chapter, QStringLiteral("de")), QString());
}

ATLAS_TEST_GUILESS_MAIN(TestLocalizedText)
#include "tst_localizedtext.moc"
