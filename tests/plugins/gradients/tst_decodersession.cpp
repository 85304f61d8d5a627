// DecoderSession and DecoderInputBar: the words become the engine's input (shifted labels, the
// label after the last token, cross-document labels out of the loss); edits that do not fit
// are refused with a message and change nothing; new sizes give fresh parameters.
#include "decoderinputbar.h"
#include "decoderlab.h"
#include "decoderlabparts.h"
#include "decodersession.h"
#include "nodeinspector.h"
#include "trainingpanel.h"

#include "sdk/changesummaryline.h"
#include "sdk/enginematrix.h"
#include "sdk/matrixheatmap.h"
#include "sdk/matrixmodel.h"

#include "hostileinput.h"
#include "suiteregistry.h"
#include "widgetpart.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

using namespace atlas;
using atlas::test::HostileInput;
using decoderlabtest::inputBarOf;
using decoderlabtest::inspectorOf;
using decoderlabtest::trainingPanelOf;

class TestDecoderSession : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void hostileInputBarEdits();
    void wordsBecomeTheEnginesInput();
    void crossDocumentLabelsLeaveTheLoss();
    void refusedEditsChangeNothing();
    void newSizesGiveFreshParameters();
    void inputBarEditsTheSession();
    void anInputEditOutlinesWhatItMovedAndSaysSo();
    void theInputFoldsAwayWhileTraining();
};

void TestDecoderSession::wordsBecomeTheEnginesInput()
{
    DecoderSession session{DecoderParams()};
    const DecoderInput input = session.input();
    // <bos> the cat sat on the mat → ids in vocabulary order; the last label is ".".
    QCOMPARE(input.tokens, (std::vector<int>{0, 1, 2, 3, 4, 1, 5}));
    QVERIFY(input.labels == (std::vector<std::optional<int>>{1, 2, 3, 4, 1, 5, 6}));
    QVERIFY(input.documentIds.empty() && input.lossMask.empty());
    // The trace is the engine's for that input.
    const DecoderTrace<double> trace = session.decoder().forward(input);
    QCOMPARE(session.trace().loss, trace.loss);
    QVERIFY(session.graph().find("L1.H1.probabilities"));
    QCOMPARE(session.graph().find("logits")->value.rows(), Index(7));

    session.setNextToken(QString());
    QVERIFY(!session.input().labels.back().has_value());
}

void TestDecoderSession::crossDocumentLabelsLeaveTheLoss()
{
    DecoderSession session{DecoderParams()};
    QSignalSpy changed(&session, &DecoderSession::changed);
    QCOMPARE(session.setDocumentIdsText(QStringLiteral("0 0 0 0 1 1 1")), QString());
    QCOMPARE(changed.count(), 1);
    const DecoderInput input = session.input();
    QCOMPARE(input.documentIds, (std::vector<std::int64_t>{0, 0, 0, 0, 1, 1, 1}));
    QCOMPARE(input.lossMask, (std::vector<bool>{true, true, true, false, true, true, true}));
    QCOMPARE(session.documentIdsText(), QStringLiteral("0 0 0 0 1 1 1"));
    QCOMPARE(session.twoDocumentSplit(), (std::vector<qint64>{0, 0, 0, 0, 1, 1, 1}));
    QCOMPARE(session.setDocumentIdsText(QString()), QString());
    QVERIFY(session.input().documentIds.empty());
}

void TestDecoderSession::refusedEditsChangeNothing()
{
    DecoderSession session{DecoderParams()};
    const QStringList tokens = session.tokens();
    const double loss = session.trace().loss;
    QSignalSpy changed(&session, &DecoderSession::changed);
    QVERIFY(session.setTokensText(QStringLiteral("the cat dgo")).contains(QStringLiteral("\"dgo\" is not in the vocabulary")));
    QVERIFY(session.setTokensText(QStringLiteral("   ")).contains(QStringLiteral("1 to 16 words")));
    QVERIFY(session.setTokensText(QStringList(17, QStringLiteral("a")).join(QLatin1Char(' '))).contains(QStringLiteral("1 to 16")));
    QVERIFY(session.setDocumentIdsText(QStringLiteral("0 1")).contains(QStringLiteral("one document id per token")));
    QVERIFY(session.setDocumentIdsText(QStringLiteral("0 0 0 x 1 1 1")).contains(QStringLiteral("\"x\" is not a document id")));
    QVERIFY(session.setModel(0, 2, 4, 4, 7).contains(QStringLiteral("d_model 1–32")));
    QCOMPARE(changed.count(), 0);
    QCOMPARE(session.tokens(), tokens);
    QCOMPARE(session.trace().loss, loss);

    // A valid edit of another length drops ids that no longer fit.
    QCOMPARE(session.setDocumentIdsText(QStringLiteral("0 0 0 0 1 1 1")), QString());
    QCOMPARE(session.setTokensText(QStringLiteral("<bos> a dog ran")), QString());
    QCOMPARE(session.length(), 4);
    QVERIFY(session.documentIds().empty());
}

void TestDecoderSession::newSizesGiveFreshParameters()
{
    DecoderSession session{DecoderParams()};
    QSignalSpy model(&session, &DecoderSession::modelChanged);
    QCOMPARE(session.setModel(4, 1, 2, 3, 99), QString());
    QCOMPARE(model.count(), 1);
    QCOMPARE(session.config().modelWidth, Index(4));
    QCOMPARE(session.decoder().parameters().layers[0].wq.cols(), Index(2));
    QCOMPARE(session.decoder().parameters().layers[0].wv.cols(), Index(3));
    QCOMPARE(session.graph().find("L1.Wo")->value.rows(), Index(3));
    // Parameters of other sizes are refused.
    const TinyDecoder<double> other(DecoderSession{DecoderParams()}.config(), 1);
    const double loss = session.trace().loss;
    session.setParameters(other.parameters());
    QCOMPARE(session.trace().loss, loss);
}

void TestDecoderSession::inputBarEditsTheSession()
{
    DecoderSession session{DecoderParams()};
    DecoderInputBar bar(session);
    bar.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bar));
    QCOMPARE(part<QLineEdit>(&bar, "decoderTokens")->text(), QStringLiteral("<bos> the cat sat on the mat"));
    part<QLineEdit>(&bar, "decoderTokens")->setFocus();
    part<QLineEdit>(&bar, "decoderTokens")->selectAll();
    QTest::keyClicks(part<QLineEdit>(&bar, "decoderTokens"), QStringLiteral("<bos> a dog"));
    QCOMPARE(session.tokens(), (QStringList{QStringLiteral("<bos>"), QStringLiteral("a"), QStringLiteral("dog")}));
    QTest::keyClicks(part<QLineEdit>(&bar, "decoderTokens"), QStringLiteral(" rn"));
    QVERIFY(bar.message().contains(QStringLiteral("\"rn\"")));
    QCOMPARE(session.length(), 3); // the last valid input stays
    QTest::keyClick(part<QLineEdit>(&bar, "decoderTokens"), Qt::Key_Backspace);
    QTest::keyClicks(part<QLineEdit>(&bar, "decoderTokens"), QStringLiteral("an"));
    QCOMPARE(session.length(), 4);
    QVERIFY(bar.message().isEmpty());

    part<QComboBox>(&bar, "decoderNextToken")->setCurrentIndex(0);
    QVERIFY(session.nextToken().isEmpty());
    part<QSpinBox>(&bar, "decoderHeads")->setValue(1);
    QCOMPARE(session.params().heads, 1);
    QVERIFY(!session.graph().find("L1.H2.scores"));
}

// Cause and effect in the lab: changing the label after the last token (same shapes) moves
// the loss's gradients; the inspected node's gradient map outlines exactly the numbers that
// moved, and the line under the input bar counts them.
void TestDecoderSession::anInputEditOutlinesWhatItMovedAndSaysSo()
{
    DecoderSession session{DecoderParams()};
    DecoderLab lab(session);
    lab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&lab));
    auto *line = lab.findChild<ChangeSummaryLine *>();
    QVERIFY(line);
    QVERIFY(line->text().startsWith(QStringLiteral("Change a control")));
    const MatrixModel *gradient = inspectorOf(lab)->gradientMap()->model();
    const Matrix<double> before = engineMatrix(gradient->matrix());
    QComboBox *next = part<QComboBox>(inputBarOf(lab), "decoderNextToken");
    next->setCurrentIndex(next->currentIndex() == 1 ? 2 : 1);
    const Matrix<double> after = engineMatrix(gradient->matrix());
    QCOMPARE(after.rows(), before.rows());
    int moved = 0;
    for (int r = 0; r < gradient->rowCount(); ++r)
        for (int c = 0; c < gradient->columnCount(); ++c) {
            QCOMPARE(gradient->isChanged(r, c), before(r, c) != after(r, c));
            moved += before(r, c) != after(r, c) ? 1 : 0;
        }
    QVERIFY(moved > 0);
    QVERIFY2(line->text().startsWith(QStringLiteral("Your last change moved")), qPrintable(line->text()));
}

// §4: the input bar's fields — words, document ids, sizes, seed — under pasted garbage and
// ten megabytes: the session keeps a valid input (words of the vocabulary, ids 0–999, one per
// token, sizes in their ranges), so the decoder never sees anything else.
void TestDecoderSession::hostileInputBarEdits()
{
    DecoderSession session{DecoderParams()};
    DecoderInputBar bar(session);
    bar.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bar));
    const auto valid = [&session]() {
        for (const QString &word : session.tokens())
            if (!session.vocabulary().contains(word))
                return false;
        if (session.tokens().isEmpty() || session.tokens().size() > declared::gradients::decoder::tokens::maxItems)
            return false;
        if (!session.documentIds().empty() && qsizetype(session.documentIds().size()) != session.tokens().size())
            return false;
        for (qint64 id : session.documentIds())
            if (id < 0 || id > 999)
                return false;
        return std::isfinite(session.trace().loss);
    };
    QStringList texts = HostileInput::texts();
    texts << QStringLiteral("<bos> the cat") << QStringLiteral("99999999999999999999 1 2") << QStringLiteral("-1 0 0")
          << QStringLiteral("2147483648 0 0") << QStringLiteral("1e3 0 0") << HostileInput::tenMegabytes(QStringLiteral("the "));
    for (QLineEdit *edit : {part<QLineEdit>(&bar, "decoderTokens"), part<QLineEdit>(&bar, "decoderDocumentIds")}) {
        for (const QString &text : std::as_const(texts)) {
            HostileInput::paste(edit, text);
            QVERIFY2(valid(), qPrintable(text.left(30)));
        }
    }
    ATLAS_ABUSE_OK(HostileInput::abuseAll(&bar));
    QVERIFY(valid());
}

ATLAS_TEST_MAIN(TestDecoderSession)
// While a run goes the input (which cannot change under it) folds away, so that the watch and
// the loss curve move up into view; it comes back when the run ends.
void TestDecoderSession::theInputFoldsAwayWhileTraining()
{
    DecoderSession session{DecoderParams()};
    DecoderLab lab(session);
    lab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&lab));
    QVERIFY(inputBarOf(lab)->isVisible());
    TrainingPanel *training = trainingPanelOf(lab);
    part<QCheckBox>(training, "paceCheck")->setChecked(true); // slow: it is still going when looked at
    training->train();
    QVERIFY(inputBarOf(lab)->isHidden());
    training->cancel();
    training->waitForFinished();
    QVERIFY(inputBarOf(lab)->isVisible());
    QVERIFY(inputBarOf(lab)->isEnabled());
}

#include "tst_decodersession.moc"
