// QuizLab on the built-in course: the questions in the session's order, answered with the
// keyboard; the score line, table, chart and review following every answer; Retry missed,
// Show all, Reset (through its confirmation, both ways), export, the review's links, the
// content language, and a rendering to look at.
#include "quizanswertext.h"
#include "quizlab.h"
#include "quizmistakesview.h"
#include "quizresults.h"
#include "quizscorechart.h"
#include "quizscoremodel.h"
#include "quizsession.h"

#include "core/kinds/orderingquestionkind.h"
#include "core/learnerid.h"
#include "core/maskquestion.h"
#include "core/packloader.h"
#include "core/progressstore.h"
#include "interchange/csv.h"
#include "sdk/packedblockstrip.h"
#include "sdk/questionview.h"

#include "pagechecks.h"
#include "suiteregistry.h"
#include "widgetpart.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QListWidget>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QValueAxis>

#include <memory>
#include <numeric>
#include "testpaths.h"

using namespace atlas;

namespace {

// Presses a button of the next modal dialog once it is open.
void answerNextDialog(QMessageBox::ButtonRole role, bool *seen)
{
    QTimer::singleShot(0, [role, seen] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        *seen = true;
        for (QAbstractButton *button : box->buttons())
            if (box->buttonRole(button) == role) {
                button->click();
                return;
            }
    });
}

void type(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QTest::keyClick(QApplication::focusWidget(), key, modifiers);
}

} // namespace

class TestQuizLab : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void questionsInTheSessionsOrder();
    void answeringByKeyboardUpdatesEverything();
    void scoreTableAndChart();
    void retryMissedAndShowAll();
    void resetAsksFirst();
    void exportResults();
    void shuffledChoicesSpeakOfTheAuthoredChoice();
    void reviewLinks();
    void contentLanguage();
    void tabsTakeTheirOwnHeight();
    void render();

private:
    // Answers the view's question with the keyboard, right or wrong.
    void answer(QuestionView *view, bool right);
    void fill(QWidget *scope, const QuestionSpec &q, const QList<int> &shown, bool right);
    QuestionView *view(const QString &questionId) const;

    std::unique_ptr<QTemporaryDir> dir_;
    ChapterPack pack_;
    std::unique_ptr<ProgressStore> store_;
    std::unique_ptr<CourseProgress> progress_;
    std::unique_ptr<QuizSession> session_;
    std::unique_ptr<QScrollArea> area_;
    QuizLab *lab_ = nullptr;
};

void TestQuizLab::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    PackLoader::Options options;
    options.checkBodies = false;
    pack_ = *PackLoader::load(testpaths::sourceDir() + QStringLiteral("/content/self-attention"), options).pack;
}

void TestQuizLab::init()
{
    dir_ = std::make_unique<QTemporaryDir>();
    store_ = std::make_unique<ProgressStore>(QDir(dir_->path()).filePath(QStringLiteral("progress.json")));
    progress_ = std::make_unique<CourseProgress>(*store_, pack_);
    session_ = std::make_unique<QuizSession>(pack_, QStringLiteral("quiz"), QuizParams(), *progress_);
    // In a scroll area, as the page's lab column holds it.
    area_ = std::make_unique<QScrollArea>();
    area_->setWidgetResizable(true);
    lab_ = new QuizLab(*session_, QStringLiteral("en"));
    area_->setWidget(lab_);
    area_->resize(760, 900);
    area_->show();
    QVERIFY(QTest::qWaitForWindowExposed(area_.get()));
}

void TestQuizLab::cleanup()
{
    area_.reset();
    session_.reset();
    progress_.reset();
    store_.reset();
    dir_.reset();
}

QuestionView *TestQuizLab::view(const QString &questionId) const
{
    for (QuestionView *v : lab_->questionViews())
        if (v->question().id == questionId)
            return v;
    return nullptr;
}

// Answers `q` by keyboard in the widgets under `scope`, its choices shown in the order `shown`.
void TestQuizLab::fill(QWidget *scope, const QuestionSpec &q, const QList<int> &shown, bool right)
{
    if (q.type == QLatin1String("single")) {
        // The learner sees the choices in their own order: go down to where the target is shown.
        const int target = right ? q.correctChoices.at(0) : (q.correctChoices.at(0) + 1) % static_cast<int>(q.choices.size());
        
        auto *first = scope->findChild<QAbstractButton *>(QStringLiteral("choice%1").arg(shown.constFirst()));
        first->setFocus();
        type(Qt::Key_Space);
        for (int i = 0; i < shown.indexOf(target); ++i)
            type(Qt::Key_Down);
    } else if (q.type == QLatin1String("multiple")) {
        // Wrong: the first right choice and the first wrong one (a question may have one right choice).
        int wrongChoice = 0;
        while (q.correctChoices.contains(wrongChoice))
            ++wrongChoice;
        const QList<int> wanted = right ? q.correctChoices : QList<int>{q.correctChoices.at(0), wrongChoice};
        for (qsizetype i = 0; i < q.choices.size(); ++i) {
            auto *box = scope->findChild<QAbstractButton *>(QStringLiteral("choice%1").arg(i));
            if (box->isChecked() != wanted.contains(static_cast<int>(i))) {
                box->setFocus();
                type(Qt::Key_Space);
            }
        }
    } else if (q.type == QLatin1String("numeric")) {
        auto *field = scope->findChild<QLineEdit *>(QStringLiteral("numberField"));
        field->setFocus();
        field->selectAll();
        type(Qt::Key_Backspace);
        // The shortest text that reads back as the number: QString::number's six digits would
        // type 1048576 as 1.04858e+06.
        QTest::keyClicks(field, QLocale::c().toString(right ? q.numericAnswer : q.numericAnswer + 1 + 10 * q.tolerance, 'g',
                                                      QLocale::FloatingPointShortest));
    } else if (q.type == QLatin1String("mask")) {
        auto *strip = scope->findChild<PackedBlockStrip *>(QStringLiteral("strip"));
        strip->setFocus();
        type(Qt::Key_Home);
        const QList<int> keys = right ? MaskQuestion::allowedKeys(q.mask) : QList<int>{0};
        for (int slot = 0; slot < strip->slotCount(); ++slot) {
            if (strip->selectedSlots().contains(slot) != keys.contains(slot))
                type(Qt::Key_Space);
            type(Qt::Key_Right);
        }
    } else if (q.type == QLatin1String("short")) {
        auto *field = scope->findChild<QLineEdit *>(QStringLiteral("answerField"));
        field->setFocus();
        field->selectAll();
        type(Qt::Key_Backspace);
        QTest::keyClicks(field, right ? q.choices.constFirst().text.text() : QStringLiteral("no idea"));
    } else if (q.type == QLatin1String("matching")) {
        // Each list: Home ("Choose…"), then down to where the wanted match is shown.
        
        for (qsizetype i = 0; i < q.items.size(); ++i) {
            auto *list = scope->findChild<QComboBox *>(QStringLiteral("match%1").arg(i));
            list->setFocus();
            type(Qt::Key_Home);
            const int wanted = right ? q.correctChoices.at(i) : (q.correctChoices.at(i) + 1) % static_cast<int>(q.choices.size());
            for (int k = 0; k <= shown.indexOf(wanted); ++k)
                type(Qt::Key_Down);
        }
    } else if (q.type == QLatin1String("ordering")) {
        // Alt+Up moves the current item: bring each item of the wanted order to its place.
        auto *list = scope->findChild<QListWidget *>(QStringLiteral("orderList"));
        list->setFocus();
        QList<int> wanted(q.choices.size());
        std::iota(wanted.begin(), wanted.end(), 0);
        if (!right)
            std::swap(wanted[0], wanted[1]);
        for (qsizetype place = 0; place < wanted.size(); ++place) {
            int row = 0;
            while (list->item(row)->data(Qt::UserRole).toInt() != wanted.at(place))
                ++row;
            list->setCurrentRow(row);
            for (; row > place; --row)
                type(Qt::Key_Up, Qt::AltModifier);
        }
    } else if (q.type == QLatin1String("gapselect") || q.type == QLatin1String("cloze")) {
        // Each gap is answered through its own kind's input, its choices as written.
        for (std::size_t i = 0; i < q.gaps.size(); ++i) {
            const QuestionSpec &gap = q.gaps.at(i);
            QList<int> written(gap.choices.size());
            std::iota(written.begin(), written.end(), 0);
            fill(scope->findChild<QWidget *>(QStringLiteral("gap%1").arg(i)), gap, written, right);
        }
    } else {
        QFAIL(qPrintable(QStringLiteral("no keyboard answer for a '%1' question").arg(q.type)));
    }
}

void TestQuizLab::answer(QuestionView *view, bool right)
{
    const QuestionSpec &q = view->question();
    if (view->isGraded()) {
        view->findChild<QPushButton *>(QStringLiteral("tryAgain"))->setFocus();
        type(Qt::Key_Space);
    }
    fill(view, q, view->displayedChoiceOrder(), right);
    type(Qt::Key_Return, Qt::ControlModifier);
    QVERIFY2(view->isGraded(), qPrintable(q.id + QStringLiteral(": ") + view->verdictText()));
    QVERIFY2(view->shownResult()->isCorrect() == right, qPrintable(q.id + QStringLiteral(": ") + view->verdictText()));
}

void TestQuizLab::questionsInTheSessionsOrder()
{
    const QList<QuestionView *> &views = lab_->questionViews();
    QCOMPARE(views.size(), session_->attemptQuestions().size());
    for (qsizetype i = 0; i < views.size(); ++i)
        QCOMPARE(views.at(i)->question().id, session_->attemptQuestions().at(i)->id);
    QCOMPARE(views.at(0)->findChild<QLabel *>(QStringLiteral("questionNumber"))->text(),
             QStringLiteral("Question 1 of %1").arg(views.size()));
    QCOMPARE(lab_->scoreText(), QStringLiteral("Score: none of %1 questions answered yet.").arg(views.size()));
    QVERIFY(!part<QPushButton>(lab_, "retryMissed")->isEnabled());
    QVERIFY(!part<QPushButton>(lab_, "showAllQuestions")->isVisibleTo(lab_));
    QCOMPARE(lab_->tabs()->tabText(QuizLab::QuestionsTab), QStringLiteral("Questions (%1)").arg(views.size()));
    // Every question type of the course appears.
    QSet<QString> types;
    for (const QuestionView *v : views)
        types.insert(v->question().type);
    QCOMPARE(types.size(), 9); // every kind the course uses
}

void TestQuizLab::answeringByKeyboardUpdatesEverything()
{
    const QList<QuestionView *> views = lab_->questionViews();
    answer(views.at(0), true);
    answer(views.at(1), false);
    const int total = static_cast<int>(views.size());
    QCOMPARE(lab_->scoreText(), QStringLiteral("Score: 1 of %1 correct (%2 %), 1 right on the first try. %3 not answered yet.")
                                    .arg(total).arg(qRound(100.0 / total)).arg(total - 2));
    QCOMPARE(part<QPushButton>(lab_, "retryMissed")->text(), QStringLiteral("Retry missed (1)"));
    QVERIFY(part<QPushButton>(lab_, "retryMissed")->isEnabled());
    QCOMPARE(lab_->tabs()->tabText(QuizLab::MistakesTab), QStringLiteral("Mistakes (1)"));
    // Answering the same question in its chapter (the same record) counts here too.
    QVERIFY(progress_->submit(views.at(1)->question(), QuizAnswerText::correctAnswer(views.at(1)->question())).isCorrect());
    QCOMPARE(part<QPushButton>(lab_, "retryMissed")->text(), QStringLiteral("Retry missed (0)"));
    QVERIFY(views.at(1)->isGraded() && views.at(1)->shownResult()->isCorrect());
    // Everything right: the score line says so.
    for (QuestionView *v : views)
        if (!v->isGraded())
            answer(v, true);
    QVERIFY(session_->isComplete());
    QCOMPARE(lab_->scoreText(), QStringLiteral("Score: %1 of %1 correct (100 %), %2 right on the first try. Every question answered correctly.")
                                    .arg(total).arg(total - 1));
}

void TestQuizLab::scoreTableAndChart()
{
    QAbstractItemModelTester tester(lab_->findChild<QuizScoreModel *>(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QList<QuestionView *> views = lab_->questionViews();
    QuestionView *gradients = nullptr;
    for (QuestionView *v : views)
        if (v->question().chapterId == QLatin1String("gradients"))
            gradients = v;
    answer(gradients, false);
    answer(gradients, true);
    QuizScoreModel *model = lab_->findChild<QuizScoreModel *>();
    // Rows: the chapters with questions, in pack order, then the whole quiz.
    QStringList titles;
    for (int row = 0; row < model->rowCount(); ++row)
        titles.append(model->index(row, QuizScoreModel::ChapterColumn).data().toString());
    QCOMPARE(titles.constLast(), QStringLiteral("Whole quiz"));
    QCOMPARE(titles.constFirst(), pack_.chapter(QStringLiteral("mechanism"))->title.text());
    const int gradientsRow = static_cast<int>(titles.indexOf(pack_.chapter(QStringLiteral("gradients"))->title.text()));
    QVERIFY(gradientsRow > 0);
    const int gradientsQuestions = static_cast<int>(pack_.chapter(QStringLiteral("gradients"))->questions.size());
    QCOMPARE(model->index(gradientsRow, QuizScoreModel::QuestionsColumn).data().toInt(), gradientsQuestions);
    QCOMPARE(model->index(gradientsRow, QuizScoreModel::AnsweredColumn).data().toInt(), 1);
    QCOMPARE(model->index(gradientsRow, QuizScoreModel::CorrectColumn).data().toInt(), 1);
    QCOMPARE(model->index(gradientsRow, QuizScoreModel::FirstTryColumn).data().toInt(), 0);
    QCOMPARE(model->headerData(QuizScoreModel::FirstTryColumn, Qt::Horizontal).toString(), QStringLiteral("Right first time"));
    // The chart: the same chapters top to bottom, one bar set per outcome, titled and labelled.
    QuizScoreChart *chart = part<QuizScoreChart>(lab_, "scoreChart");
    QStringList expected = titles.mid(0, titles.size() - 1);
    std::reverse(expected.begin(), expected.end());
    QCOMPARE(chart->categories(), expected);
    QCOMPARE(chart->sets().size(), 4);
    const int at = static_cast<int>(expected.indexOf(pack_.chapter(QStringLiteral("gradients"))->title.text()));
    QCOMPARE(chart->sets().at(0)->at(at), 0.0); // right first time
    QCOMPARE(chart->sets().at(1)->at(at), 1.0); // right after a retry
    QCOMPARE(chart->sets().at(3)->at(at), gradientsQuestions - 1.0); // not answered
    QCOMPARE(chart->chart()->title(), QStringLiteral("Score by chapter"));
    for (QAbstractAxis *axis : chart->chart()->axes())
        QVERIFY(!axis->titleText().isEmpty());
    QCOMPARE(chart->chart()->animationOptions(), QChart::NoAnimation);
    QCOMPARE(lab_->figures().size(), 1);
    QCOMPARE(lab_->figures().at(0).widget, static_cast<QWidget *>(chart));
}

void TestQuizLab::retryMissedAndShowAll()
{
    const QList<QuestionView *> views = lab_->questionViews();
    answer(views.at(0), false);
    answer(views.at(2), false);
    answer(views.at(3), true);
    const QString missedA = views.at(0)->question().id, missedB = views.at(2)->question().id;
    part<QPushButton>(lab_, "retryMissed")->setFocus();
    type(Qt::Key_Space);
    QVERIFY(session_->isRetryRound());
    QCOMPARE(lab_->questionViews().size(), 2);
    QSet<QString> shown;
    for (QuestionView *v : lab_->questionViews()) {
        shown.insert(v->question().id);
        // Ready for a new answer, the wrong one kept to adjust.
        QVERIFY(!v->isGraded());
    }
    QCOMPARE(shown, (QSet<QString>{missedA, missedB}));
    QVERIFY(part<QPushButton>(lab_, "showAllQuestions")->isVisibleTo(lab_));
    QVERIFY(lab_->findChild<QLabel *>(QStringLiteral("round"))->text().startsWith(QStringLiteral("Retry round 1: the 2 questions you missed")));
    answer(view(missedA), true);
    QCOMPARE(progress_->record(missedA).firstTryCorrect, std::optional<bool>(false));
    QCOMPARE(part<QPushButton>(lab_, "retryMissed")->text(), QStringLiteral("Retry missed (1)"));
    part<QPushButton>(lab_, "showAllQuestions")->click();
    QVERIFY(!session_->isRetryRound());
    QCOMPARE(lab_->questionViews().size(), session_->attemptQuestions().size());
    QVERIFY(view(missedA)->shownResult()->isCorrect());
}

void TestQuizLab::resetAsksFirst()
{
    const QList<QuestionView *> views = lab_->questionViews();
    answer(views.at(0), true);
    const QString answered = views.at(0)->question().id;
    const QStringList before = [this] {
        QStringList ids;
        for (const QuestionSpec *q : session_->attemptQuestions())
            ids.append(q->id);
        return ids;
    }();

    // Cancel keeps everything.
    bool seen = false;
    answerNextDialog(QMessageBox::RejectRole, &seen);
    part<QPushButton>(lab_, "resetQuiz")->click();
    QVERIFY(seen);
    QCOMPARE(progress_->record(answered).attempts, 1);
    QCOMPARE(session_->attemptNumber(), 1);

    // Escape is Cancel too.
    seen = false;
    QTimer::singleShot(0, [&seen] {
        if (QWidget *box = QApplication::activeModalWidget()) {
            seen = true;
            QTest::keyClick(box, Qt::Key_Escape);
        }
    });
    part<QPushButton>(lab_, "resetQuiz")->click();
    QVERIFY(seen);
    QCOMPARE(progress_->record(answered).attempts, 1);

    // Reset clears and reshuffles.
    const std::uint64_t seedBefore = progress_->learnerSeed();
    seen = false;
    QSignalSpy status(lab_, &QuizLab::statusMessage);
    answerNextDialog(QMessageBox::DestructiveRole, &seen);
    part<QPushButton>(lab_, "resetQuiz")->click();
    QVERIFY(seen);
    QCOMPARE(progress_->record(answered).attempts, 0);
    QCOMPARE(session_->attemptNumber(), 2);
    QStringList after;
    for (QuestionView *v : lab_->questionViews()) {
        after.append(v->question().id);
        QVERIFY(!v->isGraded());
    }
    QVERIFY(after != before);
    QVERIFY(lab_->scoreText().startsWith(QStringLiteral("Score: none of")));
    // …and draws a new learner seed: the choices are shown in the new seed's order.
    QVERIFY(progress_->learnerSeed() != seedBefore);
    // (An ordering question never starts in its right order: drawn so, it starts reversed —
    // one seed in 120 for a question of five items.)
    for (QuestionView *v : lab_->questionViews())
        QCOMPARE(v->displayedChoiceOrder(), v->question().type == QStringLiteral("ordering")
                                                ? OrderingQuestionKind::startingOrder(progress_->choiceOrder(v->question()))
                                                : progress_->choiceOrder(v->question()));
    QCOMPARE(status.count(), 1);
    QVERIFY(lab_->findChild<QLabel *>(QStringLiteral("quizNote"))->text().startsWith(QStringLiteral("Attempt 2.")));
}

void TestQuizLab::exportResults()
{
    answer(lab_->questionViews().at(0), true);
    QString error;
    const QString csv = QDir(dir_->path()).filePath(QStringLiteral("r.csv"));
    QSignalSpy status(lab_, &QuizLab::statusMessage);
    QVERIFY2(lab_->exportTo(csv, error), qPrintable(error));
    QCOMPARE(status.count(), 1);
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray data = file.readAll();
    QVERIFY(data.startsWith("chapter,question id,prompt,attempts,first-try correct,correct,last answer,credit,learner,solution shown\r\n"));
    QCOMPARE(data.count('\n'), lab_->questionViews().size() + 1);
    const QString json = QDir(dir_->path()).filePath(QStringLiteral("r.json"));
    QVERIFY2(lab_->exportTo(json, error), qPrintable(error));
    QVERIFY(!lab_->exportTo(QDir(dir_->path()).filePath(QStringLiteral("r.pdf")), error));
    QVERIFY(error.contains(QStringLiteral(".csv or .json")));
}

void TestQuizLab::shuffledChoicesSpeakOfTheAuthoredChoice()
{
    // A single question whose answer the learner sees at another position than it is written.
    QuestionView *moved = nullptr;
    for (int round = 0; round < 50 && !moved; ++round) {
        for (QuestionView *v : lab_->questionViews()) {
            const QuestionSpec &q = v->question();
            // One whose answer has feedback, which must then be shown beside the authored choice.
            if (q.type == QStringLiteral("single") && q.shuffle && !q.choices.at(q.correctChoices.at(0)).feedback.isEmpty()
                && v->displayedChoiceOrder().indexOf(q.correctChoices.at(0)) != q.correctChoices.at(0)) {
                moved = v;
                break;
            }
        }
        if (!moved)
            progress_->drawLearnerSeed();
    }
    QVERIFY(moved);
    const QuestionSpec &q = moved->question();
    const int authored = q.correctChoices.at(0);
    const QList<int> shown = moved->displayedChoiceOrder();
    QCOMPARE(shown, progress_->choiceOrder(q));
    // Top to bottom, the buttons are in the learner's order.
    for (int turn = 0; turn < 4; ++turn)
        QApplication::processEvents();
    for (int k = 1; k < shown.size(); ++k)
        QVERIFY(moved->findChild<QAbstractButton *>(QStringLiteral("choice%1").arg(shown.at(k - 1)))->y()
                < moved->findChild<QAbstractButton *>(QStringLiteral("choice%1").arg(shown.at(k)))->y());

    // Wrong first, then right.
    answer(moved, false);
    answer(moved, true);
    // Grading, the record and the feedback speak of the authored choice.
    const QuestionRecord record = progress_->record(q.id);
    QCOMPARE(record.lastAnswer, QJsonValue(QJsonArray{authored}));
    QCOMPARE(record.answerTexts, QStringList{q.choices.at(authored).text.text()});
    QVERIFY(record.correct);
    auto *feedback = moved->findChild<QLabel *>(QStringLiteral("feedback%1").arg(authored));
    QVERIFY(feedback->isVisible());
    QCOMPARE(feedback->text(), q.choices.at(authored).feedback.text());

    // The exports: the authored index and the authored text.
    QString error;
    const QString csv = QDir(dir_->path()).filePath(QStringLiteral("shuffled.csv"));
    QVERIFY2(lab_->exportTo(csv, error), qPrintable(error));
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    const QByteArray rows = csvFile.readAll();
    const QByteArray row = rows.mid(rows.indexOf(QByteArray(',' + q.id.toUtf8() + ',')));
    const QByteArray line = row.left(row.indexOf('\r'));
    QVERIFY2(line.endsWith(QByteArray(Csv::field(q.choices.at(authored).text.text()) + ",1," + Csv::field(LearnerId::current()) + ",false")),
             row.constData());
    const QString json = QDir(dir_->path()).filePath(QStringLiteral("shuffled.json"));
    QVERIFY2(lab_->exportTo(json, error), qPrintable(error));
    QFile jsonFile(json);
    QVERIFY(jsonFile.open(QIODevice::ReadOnly));
    bool found = false;
    for (const QJsonValue &value : QJsonDocument::fromJson(jsonFile.readAll()).object().value(QLatin1String("questions")).toArray()) {
        const QJsonObject o = value.toObject();
        if (o.value(QLatin1String("id")).toString() != q.id)
            continue;
        found = true;
        QCOMPARE(o.value(QLatin1String("last_answer")), QJsonValue(QJsonArray{authored}));
        QCOMPARE(o.value(QLatin1String("last_answer_text")).toString(), q.choices.at(authored).text.text());
    }
    QVERIFY(found);

    // The review of mistakes names the wrong and the right choice by their texts.
    answer(moved, false);
    lab_->tabs()->setCurrentIndex(QuizLab::MistakesTab);
    const QString review = part<QuizMistakesView>(lab_, "mistakes")->toPlainText();
    const int wrong = (authored + 1) % static_cast<int>(q.choices.size());
    QVERIFY2(review.contains(QStringLiteral("Your last answer: ") + q.choices.at(wrong).text.text()), qPrintable(review));
    QVERIFY2(review.contains(QStringLiteral("Correct answer: ") + q.choices.at(authored).text.text()), qPrintable(review));

    // A restart (a new store and progress over the same file) shows the same order.
    lab_->tabs()->setCurrentIndex(QuizLab::QuestionsTab);
    ProgressStore again(QDir(dir_->path()).filePath(QStringLiteral("progress.json")));
    again.load();
    CourseProgress restarted(again, pack_);
    QCOMPARE(restarted.choiceOrder(q), shown);
}

void TestQuizLab::reviewLinks()
{
    const QList<QuestionView *> views = lab_->questionViews();
    answer(views.at(4), false);
    const QString id = views.at(4)->question().id;
    QuizMistakesView *review = part<QuizMistakesView>(lab_, "mistakes");
    QCOMPARE(lab_->tabs()->tabText(QuizLab::MistakesTab), QStringLiteral("Mistakes (1)"));
    // The review is written when its tab is shown.
    lab_->tabs()->setCurrentIndex(QuizLab::MistakesTab);
    const QString text = review->toPlainText();
    QVERIFY(text.contains(views.at(4)->question().prompt.text()));
    QVERIFY(text.contains(QStringLiteral("Your last answer: ")));
    // After one miss the review gives the hint, as the question does, not the answer.
    QVERIFY(!text.contains(QStringLiteral("Correct answer: ")));
    QVERIFY(!text.contains(views.at(4)->question().explanation.text()));
    QVERIFY(text.contains(QStringLiteral("The answer comes after your second try")));
    QVERIFY(text.contains(QStringLiteral("Hint: ") + views.at(4)->question().hint.text()));
    QVERIFY(text.contains(QStringLiteral("Not yet right, 1 attempt.")));
    // After the second miss, the answer and why.
    lab_->tabs()->setCurrentIndex(QuizLab::QuestionsTab);
    views.at(4)->tryAgain();
    answer(views.at(4), false);
    lab_->tabs()->setCurrentIndex(QuizLab::MistakesTab);
    const QString second = review->toPlainText();
    QVERIFY(second.contains(QStringLiteral("Correct answer: ")));
    QVERIFY(second.contains(QStringLiteral("Why: ") + views.at(4)->question().explanation.text()));
    QVERIFY(second.contains(QStringLiteral("Not yet right, 2 attempts.")));

    // The links, by keyboard: Tab to the first ("Answer it again"), Return to follow.
    review->setFocus();
    QTest::keyClick(review, Qt::Key_Tab);
    QTest::keyClick(review, Qt::Key_Return);
    QCOMPARE(lab_->tabs()->currentIndex(), int(QuizLab::QuestionsTab));
    QVERIFY(!views.at(4)->isGraded()); // opened for a new answer
    QVERIFY(views.at(4)->isAncestorOf(QApplication::focusWidget()));

    QSignalSpy chapter(lab_, &QuizLab::chapterRequested);
    Q_EMIT review->anchorClicked(QUrl(QStringLiteral("chapter:") + views.at(4)->question().chapterId));
    QCOMPARE(chapter.count(), 1);
    QCOMPARE(chapter.at(0).at(0).toString(), views.at(4)->question().chapterId);
    Q_EMIT review->anchorClicked(QUrl(QStringLiteral("https://example.org")));
    QCOMPARE(chapter.count(), 1);
    answer(views.at(4), true);
    lab_->tabs()->setCurrentIndex(QuizLab::MistakesTab);
    QVERIFY(review->toPlainText().contains(QStringLiteral("Right now, after 3 attempts."))); // two misses above, then right
    QVERIFY(review->toPlainText().contains(QStringLiteral("All of them are right now.")));
    Q_UNUSED(id);
}

void TestQuizLab::contentLanguage()
{
    // A German prompt and chapter title where the pack gives them; English elsewhere.
    ChapterPack pack = pack_;
    pack.chapters[0].title.set(QStringLiteral("de"), QStringLiteral("Der Attention-Mechanismus"));
    pack.chapters[0].questions[0].prompt.set(QStringLiteral("de"), QStringLiteral("Was mischt die Gewichtsmatrix?"));
    ProgressStore store(QDir(dir_->path()).filePath(QStringLiteral("de.json")));
    CourseProgress progress(store, pack);
    QuizSession session(pack, QStringLiteral("quiz"), QuizParams(), progress);
    QuizLab lab(session, QStringLiteral("en"));
    lab.setContentLanguage(QStringLiteral("de_CH"));
    QuestionView *mixed = nullptr;
    for (QuestionView *v : lab.questionViews())
        if (v->question().id == QLatin1String("mechanism-mix-two-values"))
            mixed = v;
    QCOMPARE(mixed->findChild<QLabel *>(QStringLiteral("prompt"))->text(), QStringLiteral("Was mischt die Gewichtsmatrix?"));
    QCOMPARE(lab.findChild<QuizScoreModel *>()->index(0, 0).data().toString(), QStringLiteral("Der Attention-Mechanismus"));
    QVERIFY(part<QuizScoreChart>(&lab, "scoreChart")->categories().contains(QStringLiteral("Der Attention-Mechanismus")));
}

void TestQuizLab::tabsTakeTheirOwnHeight()
{
    // In the page's scroll area the score tab is as tall as the score, not as the questions.
    // The score of nine chapters needs about 930 pixels: the window is made taller than that.
    area_->resize(760, 1300);
    lab_->tabs()->setCurrentIndex(QuizLab::QuestionsTab);
    for (int turn = 0; turn < 4; ++turn)
        QApplication::processEvents();
    const int questionsHeight = lab_->height();
    QVERIFY(questionsHeight > 2 * area_->viewport()->height());
    lab_->tabs()->setCurrentIndex(QuizLab::ScoreTab);
    for (int turn = 0; turn < 4; ++turn)
        QApplication::processEvents();
    QVERIFY2(lab_->height() <= area_->viewport()->height() + 1, qPrintable(QString::number(lab_->height())));
    lab_->tabs()->setCurrentIndex(QuizLab::QuestionsTab);
    for (int turn = 0; turn < 4; ++turn)
        QApplication::processEvents();
    QCOMPARE(lab_->height(), questionsHeight);
}

void TestQuizLab::render()
{
    // For looking at: ATLAS_SCREENSHOT_DIR=/tmp/shots renders each tab at two widths.
    const QList<QuestionView *> views = lab_->questionViews();
    answer(views.at(0), true);
    answer(views.at(1), false);
    answer(views.at(2), false);
    answer(views.at(2), true);
    const QString directory = qEnvironmentVariable("ATLAS_SCREENSHOT_DIR");
    // 430: the lab column of a 1024 × 700 window (about 435 pixels beside its scroll bar);
    // 860: of a 1440 × 900 one. The widest question is a choice that does not wrap.
    for (const int width : {430, 860}) {
        for (int tab : {QuizLab::QuestionsTab, QuizLab::ScoreTab, QuizLab::MistakesTab}) {
            lab_->tabs()->setCurrentIndex(tab);
            area_->resize(width + 20, 900);
            for (int turn = 0; turn < 4; ++turn)
                QApplication::processEvents();
            if (lab_->minimumSizeHint().width() > width) {
                const QStringList wide = test::PageChecks::widerThan(lab_, width - 40);
                QFAIL(qPrintable(QStringLiteral("wider than %1: ").arg(width) + wide.join(QLatin1String("; "))));
            }
            const QPixmap shot = lab_->grab(QRect(0, 0, lab_->width(), std::min(lab_->height(), 1800)));
            QVERIFY(!shot.isNull());
            if (!directory.isEmpty())
                QVERIFY(shot.save(QDir(directory).filePath(QStringLiteral("quiz-lab-%1-tab%2.png").arg(width).arg(tab))));
        }
    }
}

ATLAS_TEST_MAIN(TestQuizLab)
#include "tst_quizlab.moc"
