// File → Class Results…: a folder of 30 learners' exported results opens as a table of every
// question, sortable and exportable; a truncated and a foreign file in the folder are listed
// with their reasons and the 30 are still counted.
#include "shell/classresultsdialog.h"

#include "suiteregistry.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListWidget>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace atlas;

class TestClassResultsDialog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void thirtyLearnersAndTwoBadFiles();
};

void TestClassResultsDialog::thirtyLearnersAndTwoBadFiles()
{
    // Learner l (0…29) gets q1 right when l ≥ 3 (facility 0.9), q2 when l ≥ 15 (0.5), q3 when
    // l ≥ 27 (0.1), q4 when l is even (unrelated to the rest: weak discrimination).
    QTemporaryDir dir;
    QByteArray first;
    for (int l = 0; l < 30; ++l) {
        QJsonArray questions;
        const QList<std::pair<QString, bool>> marks{{QStringLiteral("q1"), l >= 3}, {QStringLiteral("q2"), l >= 15},
                                                   {QStringLiteral("q3"), l >= 27}, {QStringLiteral("q4"), l % 2 == 0}};
        for (const auto &[id, right] : marks)
            questions.append(QJsonObject{{QStringLiteral("chapter"), QStringLiteral("c")},
                                         {QStringLiteral("id"), id},
                                         {QStringLiteral("type"), QStringLiteral("single")},
                                         {QStringLiteral("prompt"), QString(QStringLiteral("Prompt ") + id)},
                                         {QStringLiteral("last_answer_text"), right ? QStringLiteral("right") : QStringLiteral("wrong")},
                                         {QStringLiteral("credit"), right ? 1.0 : 0.0}});
        const QByteArray json = QJsonDocument(QJsonObject{{QStringLiteral("format"), 1},
                                                          {QStringLiteral("pack"), QJsonObject{{QStringLiteral("id"), QStringLiteral("org.example")}}},
                                                          {QStringLiteral("learner"), QStringLiteral("learner-%1").arg(l)},
                                                          {QStringLiteral("exported"), QStringLiteral("2026-12-01T10:00:00Z")},
                                                          {QStringLiteral("questions"), questions}})
                                    .toJson();
        if (l == 0)
            first = json;
        QFile file(dir.filePath(QStringLiteral("learner-%1.json").arg(l, 2, 10, QLatin1Char('0'))));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(json);
    }
    for (const auto &[name, data] : {std::pair{QStringLiteral("truncated.json"), first.left(first.size() / 2)},
                                     std::pair{QStringLiteral("photo.csv"), QByteArray("\x89PNG\r\n\x1a\n not a table")}}) {
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(data);
    }

    ClassResultsDialog dialog(dir.path());
    QTableView *table = dialog.table();
    QCOMPARE(table->model()->rowCount(), 4);
    QCOMPARE(dialog.problems()->count(), 2);
    QVERIFY(dialog.problems()->item(0)->text().startsWith(QLatin1String("photo.csv: not quiz results")));
    QVERIFY(dialog.problems()->item(1)->text().startsWith(QLatin1String("truncated.json: not JSON")));
    const auto at = [table](int row, int column) { return table->model()->index(row, column).data().toString(); };
    QCOMPARE(at(0, ClassResultsDialog::Question), QStringLiteral("q1"));
    QVERIFY(at(0, ClassResultsDialog::Learners).startsWith(QLatin1String("30")));
    QCOMPARE(at(0, ClassResultsDialog::Facility), QStringLiteral("0.90"));
    QVERIFY(at(2, ClassResultsDialog::Flags).contains(QLatin1String("too hard")));
    QCOMPARE(at(3, ClassResultsDialog::Flags), QStringLiteral("weak"));
    QVERIFY(table->model()->index(3, ClassResultsDialog::Flags).data(Qt::ToolTipRole).toString().contains(QLatin1String("weak discrimination")));
    QCOMPARE(at(3, ClassResultsDialog::Discrimination).left(1), QStringLiteral("\u2212")); // a real minus sign
    // Sorting by facility, as a click on the header does: hardest first.
    table->sortByColumn(ClassResultsDialog::Facility, Qt::AscendingOrder);
    QCOMPARE(at(0, ClassResultsDialog::Question), QStringLiteral("q3"));
    QCOMPARE(at(3, ClassResultsDialog::Question), QStringLiteral("q1"));
    table->sortByColumn(ClassResultsDialog::Discrimination, Qt::AscendingOrder);
    QCOMPARE(at(0, ClassResultsDialog::Question), QStringLiteral("q4"));
    QCOMPARE(dialog.sortBy()->currentIndex(), ClassResultsDialog::Discrimination + 1); // the controls follow the header
    // By the keyboard: "Sort by" and "Highest first", then back to the quiz's order.
    dialog.sortBy()->setFocus();
    dialog.sortBy()->setCurrentIndex(ClassResultsDialog::Facility + 1);
    QCOMPARE(at(0, ClassResultsDialog::Question), QStringLiteral("q3"));
    dialog.descending()->setChecked(true);
    QCOMPARE(at(0, ClassResultsDialog::Question), QStringLiteral("q1"));
    dialog.sortBy()->setCurrentIndex(0);
    QCOMPARE(at(0, ClassResultsDialog::Question), QStringLiteral("q1"));
    QCOMPARE(at(3, ClassResultsDialog::Question), QStringLiteral("q4"));

    // The export is the command-line tool's table.
    QString error;
    QVERIFY2(dialog.exportCsv(dir.filePath(QStringLiteral("class.csv")), error), qPrintable(error));
    QFile written(dir.filePath(QStringLiteral("class.csv")));
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = written.readAll().split('\n');
    QCOMPARE(lines.size(), 6); // header, 4 questions, the empty piece after the last CRLF
    QVERIFY(lines.at(1).startsWith("q1,c,single,30,30,0.9000,"));
    QVERIFY(!dialog.exportCsv(dir.filePath(QStringLiteral("no-such-folder/class.csv")), error));
    QVERIFY(error.contains(QLatin1String("no-such-folder")));
}

ATLAS_TEST_MAIN(TestClassResultsDialog)
#include "tst_classresultsdialog.moc"
