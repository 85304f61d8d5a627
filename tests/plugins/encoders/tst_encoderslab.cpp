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
    DirectionPanel *d = lab_->direction();
    QVERIFY2(d->reading()->text().contains(QStringLiteral("moves 5 of 5 output rows in the encoder and 1 of 5 in the decoder")),
             qPrintable(d->reading()->text()));
    QTest::mouseClick(d->changeLast(), Qt::LeftButton, {}, QPoint(4, d->changeLast()->height() / 2));
    QVERIFY(d->changeLast()->isChecked());
    QCOMPARE(session_->sentence().last(), QStringLiteral("vault"));
    QCOMPARE(d->encoder()->model()->headerData(4, Qt::Horizontal, Qt::DisplayRole).toString().contains(QStringLiteral("vault")), true);
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
    QCOMPARE(rowsChanged(d->encoder()->model()), (QList<int>{0, 1, 2, 3, 4}));
    QCOMPARE(rowsChanged(d->decoder()->model()), (QList<int>{4}));
    // The line beside Reset says so in numbers, and only this lab's changes reach it.
    auto *line = lab_->findChild<ChangeSummaryLine *>();
    QVERIFY(line);
    const int cells = d->encoder()->model()->changedCount() + d->decoder()->model()->changedCount();
    const QString said = line->text();
    QVERIFY2(said.startsWith(QStringLiteral("Your last change moved %1 number").arg(cells)), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("They are outlined in 2 of the")), qPrintable(said));
    EncodersSession otherSession{EncodersParams()};
    EncodersLab other(otherSession);
    other.direction()->changeLast()->click();
    QCOMPARE(line->text(), said);
}

void TestEncodersLab::typedSentencesRecompute()
{
    CrossAttentionPanel *c = lab_->cross();
    QCOMPARE(c->alignment()->model()->rowCount(), 4);
    QCOMPARE(c->alignment()->model()->columnCount(), 5);
    QVERIFY(c->reading()->text().contains(QStringLiteral("“chat” → “cat”")));
    c->targetEdit()->setFocus();
    c->targetEdit()->selectAll();
    QTest::keyClicks(c->targetEdit(), QStringLiteral("le chat dort"));
    QTest::keyClick(c->targetEdit(), Qt::Key_Return);
    QCOMPARE(session_->target().size(), 3);
    QCOMPARE(c->alignment()->model()->rowCount(), 3);
    QVERIFY(c->problem()->isHidden());
    // Nine words: explained, nothing changes.
    c->sourceEdit()->setFocus();
    c->sourceEdit()->selectAll();
    QTest::keyClicks(c->sourceEdit(), QStringLiteral("a b c d e f g h i"));
    QTest::keyClick(c->sourceEdit(), Qt::Key_Return);
    QVERIFY(!c->problem()->isHidden());
    QVERIFY(c->problem()->text().contains(QStringLiteral("9 now")));
    QCOMPARE(session_->source().size(), 5);
}

void TestEncodersLab::paddingControls()
{
    PaddingPanel *p = lab_->padding();
    QCOMPARE(p->sequenceBox()->count(), 3);
    QCOMPARE(p->sequenceBox()->currentIndex(), 1);
    QVERIFY2(p->counts()->text().contains(QStringLiteral("computes 75 (query, key) pairs")), qPrintable(p->counts()->text()));
    QVERIFY(p->counts()->text().contains(QStringLiteral("use 38 of them")));
    QTest::mouseClick(p->redrawButton(), Qt::LeftButton);
    QVERIFY2(p->invariance()->text().contains(QStringLiteral("is 0 —")), qPrintable(p->invariance()->text()));
    p->sequenceBox()->setCurrentIndex(0); // the longest: nothing to refill
    QCOMPARE(session_->selected(), 0);
    QVERIFY(!p->redrawButton()->isEnabled());
    p->lengthsEdit()->setFocus();
    p->lengthsEdit()->selectAll();
    QTest::keyClicks(p->lengthsEdit(), QStringLiteral("6 2 4"));
    QTest::keyClick(p->lengthsEdit(), Qt::Key_Return);
    QVERIFY(p->counts()->text().contains(QStringLiteral("computes 108 (query, key) pairs")));
    p->lengthsEdit()->selectAll();
    QTest::keyClicks(p->lengthsEdit(), QStringLiteral("6 two"));
    QTest::keyClick(p->lengthsEdit(), Qt::Key_Return);
    QVERIFY(!p->problem()->isHidden());
    QCOMPARE(session_->lengths(), (QList<int>{6, 2, 4}));
}

void TestEncodersLab::resetRestoresTheExamples()
{
    session_->setLastChanged(true);
    QVERIFY(session_->setTarget(QStringLiteral("x")));
    QTest::mouseClick(lab_->resetButton(), Qt::LeftButton);
    QVERIFY(!lab_->direction()->changeLast()->isChecked());
    QCOMPARE(lab_->cross()->targetEdit()->text(), QStringLiteral("le chat noir dort"));
}

ATLAS_TEST_MAIN(TestEncodersLab)
#include "tst_encoderslab.moc"
