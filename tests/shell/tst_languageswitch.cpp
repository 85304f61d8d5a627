// View → Language switches at run time, without a restart: the menus, the navigator, the
// chapter's title and body (its German file), the lab's matrix captions and chart titles all
// change, and switching back restores them. The real window over the real plugins and the
// built-in pack of the build tree.
#include "shell/languagemanager.h"
#include "shell/mainwindow.h"

#include "core/pluginregistry.h"
#include "core/progressstore.h"
#include "sdk/markdownview.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QLabel>
#include <QListView>
#include <QMainWindow>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include "suiteregistry.h"
#include "testpaths.h"

using namespace atlas;

namespace {

// The letter after a single '&' in a menu text (its keyboard mnemonic), lowercased, or none.
QChar mnemonic(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&'))
            continue;
        if (text.at(i + 1) != QLatin1Char('&'))
            return text.at(i + 1).toLower();
        ++i; // "&&" is a literal ampersand
    }
    return {};
}

// Every menu's entries (and the menu bar's menus) have mnemonics of their own: two entries with
// one letter make Alt+F, then the letter open the first one only.
QString clashingMnemonics(const QMainWindow &window)
{
    QList<QList<QAction *>> groups{window.menuBar()->actions()};
    for (const QMenu *menu : window.menuBar()->findChildren<QMenu *>())
        groups.append(menu->actions());
    for (const QList<QAction *> &actions : std::as_const(groups)) {
        QMap<QChar, QString> seen;
        for (const QAction *action : actions) {
            const QChar key = mnemonic(action->text());
            if (action->isSeparator() || key.isNull())
                continue;
            if (seen.contains(key))
                return seen.value(key) + QStringLiteral(" / ") + action->text();
            seen.insert(key, action->text());
        }
    }
    return {};
}

// What a learner sees, in words.
struct Visible {
    QString menu, navigator, body;
    QStringList labels, charts;
};

Visible look(MainWindow &window)
{
    for (int turn = 0; turn < 3; ++turn)
        QApplication::processEvents();
    Visible v;
    v.menu = window.menuBar()->actions().constFirst()->text();
    auto *navigator = window.findChild<QListView *>(QStringLiteral("ChapterNavigator"));
    v.navigator = navigator->model()->data(navigator->model()->index(0, 0)).toString();
    QWidget *page = window.centralWidget();
    if (auto *body = page->findChild<MarkdownView *>())
        v.body = body->toPlainText().left(200);
    for (QLabel *label : page->findChildren<QLabel *>())
        if (label->isVisibleTo(&window) && !label->text().isEmpty())
            v.labels.append(label->text());
    for (QChartView *chart : page->findChildren<QChartView *>())
        if (!chart->chart()->title().isEmpty())
            v.charts.append(chart->chart()->title());
    return v;
}

} // namespace

class TestLanguageSwitch : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void switchesEverythingAtRunTime_data();
    void switchesEverythingAtRunTime();

private:
    QTemporaryDir folder_;
};

void TestLanguageSwitch::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("Attention Atlas Tests"));
    QApplication::setApplicationName(QStringLiteral("tst_languageswitch"));
}

void TestLanguageSwitch::switchesEverythingAtRunTime_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("fileMenu");
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("&Datei");
    QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("&Fichier");
}

void TestLanguageSwitch::switchesEverythingAtRunTime()
{
    QFETCH(QString, language);
    QFETCH(QString, fileMenu);
    PluginRegistry registry;
    registry.scan({testpaths::buildPluginDir()}, false);
    ProgressStore store(QDir(folder_.path()).filePath(language + QLatin1String(".json")));
    LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
    MainWindow window(registry, store, languages);
    QString error;
    QVERIFY2(window.openPack(testpaths::builtInPackDir(), &error), qPrintable(error));
    QVERIFY(window.showChapter(QStringLiteral("mechanism")));
    window.resize(1440, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    const Visible english = look(window);
    QCOMPARE(english.menu, QStringLiteral("&File"));
    QVERIFY2(clashingMnemonics(window).isEmpty(), qPrintable(clashingMnemonics(window)));
    QVERIFY(english.labels.contains(QStringLiteral("columns: keys")));
    QVERIFY(!english.charts.isEmpty());

    QVERIFY(languages.setLanguage(language));
    const Visible translated = look(window);
    QCOMPARE(translated.menu, fileMenu);
    QVERIFY2(clashingMnemonics(window).isEmpty(), qPrintable(language + QStringLiteral(": ") + clashingMnemonics(window)));
    QVERIFY2(translated.navigator != english.navigator, qPrintable(translated.navigator));
    QVERIFY2(translated.body != english.body, qPrintable(translated.body)); // the chapter's .de.md / .fr.md
    QVERIFY2(!translated.labels.contains(QStringLiteral("columns: keys")), "a matrix caption stayed English");
    for (const QString &title : translated.charts)
        QVERIFY2(!english.charts.contains(title), qPrintable(QStringLiteral("chart title stayed English: ") + title));
    int changed = 0;
    for (const QString &label : translated.labels)
        changed += english.labels.contains(label) ? 0 : 1;
    QVERIFY2(changed * 2 > translated.labels.size(), qPrintable(QStringLiteral("only %1 of %2 labels changed").arg(changed).arg(translated.labels.size())));

    QVERIFY(languages.setLanguage(QStringLiteral("en")));
    const Visible back = look(window);
    QCOMPARE(back.menu, english.menu);
    QCOMPARE(back.navigator, english.navigator);
    QCOMPARE(back.body, english.body);
    QCOMPARE(back.charts, english.charts);
}

ATLAS_TEST_MAIN(TestLanguageSwitch)
#include "tst_languageswitch.moc"
