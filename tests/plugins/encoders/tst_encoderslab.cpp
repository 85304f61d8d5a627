// The encoders lab driven as a learner drives it: the check box changes the last word and the
// reading counts the rows that moved; typed sentences and lengths recompute (a bad line is
// explained and changes nothing); the sequence box and the refill button; Reset.
#include "crossattentionpanel.h"
#include "directionpanel.h"
#include "encoderslab.h"
#include "encoderssession.h"
#include "paddingpanel.h"

#include "sdk/changesummaryline.h"
#include "sdk/matrixheatmap.h"
#include "sdk/matrixmodel.h"

#include "suiteregistry.h"
#include "widgetpart.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>

using namespace atlas;

class TestEncodersLab : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void changingTheLastWordIsCounted();
    void typedSentencesRecompute();
    void paddingControls();
    void resetRestoresTheExamples();

private:
    std::unique_ptr<EncodersSession> session_;
    std::unique_ptr<EncodersLab> lab_;
};

void TestEncodersLab::init()
{
    session_ = std::make_unique<EncodersSession>(EncodersParams());
    lab_ = std::make_unique<EncodersLab>(*session_);
    lab_->resize(700, 900);
    lab_->show();
}

void TestEncodersLab::cleanup()
{
    lab_.reset();
    session_.reset();
}

void TestEncodersLab::changingTheLastWordIsCounted()
{
    auto *d = part<DirectionPanel>(lab_.get(), "directionPanel");
    auto *reading = part<QLabel>(d, "directionReading");
    auto *changeLast = part<QCheckBox>(d, "changeLastWord");
    auto *encoder = part<MatrixHeatmap>(d, "encoder-weights");
    auto *decoder = part<MatrixHeatmap>(d, "decoder-weights");
    QVERIFY2(reading->text().contains(QStringLiteral("moves 5 of 5 output rows in the encoder and 1 of 5 in the decoder")),
             qPrintable(reading->text()));
    QTest::mouseClick(changeLast, Qt::LeftButton, {}, QPoint(4, changeLast->height() / 2));
    QVERIFY(changeLast->isChecked());
    QCOMPARE(session_->sentence().last(), QStringLiteral("vault"));
    QCOMPARE(encoder->model()->headerData(4, Qt::Horizontal, Qt::DisplayRole).toString().contains(QStringLiteral("vault")), true);
    // The switch's effect is outlined: in the encoder every query row moved, in the decoder
    // only the last one (no earlier query may read the changed word).
    const auto rowsChanged = [](const MatrixModel *m) {
        QList<int> rows;
        for (int r = 0; r < m->rowCount(); ++r)
            for (int c = 0; c < m->columnCount(); ++c)
                if (m->isChanged(r, c)) {
                    rows.append(r);
                    break;
                }
        return rows;
    };
    QCOMPARE(rowsChanged(encoder->model()), (QList<int>{0, 1, 2, 3, 4}));
    QCOMPARE(rowsChanged(decoder->model()), (QList<int>{4}));
    // The line beside Reset says so in numbers, and only this lab's changes reach it.
    auto *line = lab_->findChild<ChangeSummaryLine *>();
    QVERIFY(line);
    const int cells = encoder->model()->changedCount() + decoder->model()->changedCount();
    const QString said = line->text();
    QVERIFY2(said.startsWith(QStringLiteral("Your last change moved %1 number").arg(cells)), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("They are outlined in 2 of the")), qPrintable(said));
    EncodersSession otherSession{EncodersParams()};
    EncodersLab other(otherSession);
    part<QCheckBox>(&other, "changeLastWord")->click();
    QCOMPARE(line->text(), said);
}

void TestEncodersLab::typedSentencesRecompute()
{
    auto *c = part<CrossAttentionPanel>(lab_.get(), "crossAttentionPanel");
    auto *problem = part<QLabel>(c, "crossProblem");
    auto *target = part<QLineEdit>(c, "targetSentence");
    auto *source = part<QLineEdit>(c, "sourceSentence");
    auto *alignment = part<MatrixHeatmap>(c, "crossAlignment");
    QCOMPARE(alignment->model()->rowCount(), 4);
    QCOMPARE(alignment->model()->columnCount(), 5);
    QVERIFY(part<QLabel>(c, "crossReading")->text().contains(QStringLiteral("“chat” → “cat”")));
    target->setFocus();
    target->selectAll();
    QTest::keyClicks(target, QStringLiteral("le chat dort"));
    QTest::keyClick(target, Qt::Key_Return);
    QCOMPARE(session_->target().size(), 3);
    QCOMPARE(alignment->model()->rowCount(), 3);
    QVERIFY(problem->isHidden());
    // Nine words: explained, nothing changes.
    source->setFocus();
    source->selectAll();
    QTest::keyClicks(source, QStringLiteral("a b c d e f g h i"));
    QTest::keyClick(source, Qt::Key_Return);
    QVERIFY(!problem->isHidden());
    QVERIFY(problem->text().contains(QStringLiteral("9 now")));
    QCOMPARE(session_->source().size(), 5);
}

void TestEncodersLab::paddingControls()
{
    auto *p = part<PaddingPanel>(lab_.get(), "paddingPanel");
    auto *sequence = part<QComboBox>(p, "shownSequence");
    auto *counts = part<QLabel>(p, "paddingCounts");
    auto *invariance = part<QLabel>(p, "paddingInvariance");
    auto *redraw = part<QPushButton>(p, "redrawPadding");
    auto *lengths = part<QLineEdit>(p, "batchLengths");
    QCOMPARE(sequence->count(), 3);
    QCOMPARE(sequence->currentIndex(), 1);
    QVERIFY2(counts->text().contains(QStringLiteral("computes 75 (query, key) pairs")), qPrintable(counts->text()));
    QVERIFY(counts->text().contains(QStringLiteral("use 38 of them")));
    QTest::mouseClick(redraw, Qt::LeftButton);
    QVERIFY2(invariance->text().contains(QStringLiteral("is 0 —")), qPrintable(invariance->text()));
    sequence->setCurrentIndex(0); // the longest: nothing to refill
    QCOMPARE(session_->selected(), 0);
    QVERIFY(!redraw->isEnabled());
    lengths->setFocus();
    lengths->selectAll();
    QTest::keyClicks(lengths, QStringLiteral("6 2 4"));
    QTest::keyClick(lengths, Qt::Key_Return);
    QVERIFY(counts->text().contains(QStringLiteral("computes 108 (query, key) pairs")));
    lengths->selectAll();
    QTest::keyClicks(lengths, QStringLiteral("6 two"));
    QTest::keyClick(lengths, Qt::Key_Return);
    QVERIFY(!part<QLabel>(p, "lengthsProblem")->isHidden());
    QCOMPARE(session_->lengths(), (QList<int>{6, 2, 4}));
}

void TestEncodersLab::resetRestoresTheExamples()
{
    session_->setLastChanged(true);
    QVERIFY(session_->setTarget(QStringLiteral("x")));
    QTest::mouseClick(lab_->resetButton(), Qt::LeftButton);
    QVERIFY(!part<QCheckBox>(lab_.get(), "changeLastWord")->isChecked());
    QCOMPARE(part<QLineEdit>(lab_.get(), "targetSentence")->text(), QStringLiteral("le chat noir dort"));
}

ATLAS_TEST_MAIN(TestEncodersLab)
#include "tst_encoderslab.moc"
