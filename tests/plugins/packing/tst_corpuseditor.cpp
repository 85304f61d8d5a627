// CorpusEditor: documents are edited as text (typed into the list), added and removed; a text
// the chapter cannot take is refused with a message and the old text returns; the tokenizer's
// view of the selected document and the vocabulary are shown; the block length repacks.
#include "corpuseditor.h"
#include "hostileinput.h"
#include "packingsession.h"
#include "suiteregistry.h"
#include "widgetpart.h"

#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

using namespace atlas;
using atlas::test::HostileInput;

namespace {

// The editor's list of documents, found by its object name.
QListWidget *documentsOf(const CorpusEditor &editor)
{
    return part<QListWidget>(&editor, "documents");
}

} // namespace

class TestCorpusEditor : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void hostileDocumentsAreRefused();
    void editingTextRepacks();
    void typingIntoTheListEdits();
    void tooLongTextIsRefused();
    void addAndRemove();
    void blockLengthRepacks();
    void showsTheTokenizersView();
};

void TestCorpusEditor::editingTextRepacks()
{
    PackingSession session{PackingParams()};
    CorpusEditor editor(session);
    QVERIFY(editor.editDocument(1, QStringLiteral("A Dog, running!")));
    QCOMPARE(session.documents().at(1), QStringLiteral("A Dog, running!"));
    QCOMPARE(session.corpus().pieces.at(1), (QStringList{QStringLiteral("a"), QStringLiteral("dog"), QStringLiteral(","), QStringLiteral("running"), QStringLiteral("!")}));
    QCOMPARE(session.block().roles[5], SlotRole::Bos);
    QCOMPARE(documentsOf(editor)->item(1)->text(), QStringLiteral("A Dog, running!"));
    QVERIFY(editor.message().isEmpty());
}

void TestCorpusEditor::typingIntoTheListEdits()
{
    PackingSession session{PackingParams()};
    CorpusEditor editor(session);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    documentsOf(editor)->setCurrentRow(0);
    documentsOf(editor)->setFocus();
    QTest::keyClick(documentsOf(editor), Qt::Key_F2);
    auto *line = documentsOf(editor)->findChild<QLineEdit *>();
    QVERIFY(line);
    line->selectAll();
    QTest::keyClicks(line, QStringLiteral("the cat sat down"));
    QTest::keyClick(line, Qt::Key_Return);
    // The delegate commits the editor's text from the event loop.
    QTRY_COMPARE(session.documents().at(0), QStringLiteral("the cat sat down"));
    QCOMPARE(session.block().roles[6], SlotRole::Bos); // the second document moved one slot
}

void TestCorpusEditor::tooLongTextIsRefused()
{
    PackingSession session{PackingParams()};
    CorpusEditor editor(session);
    QStringList words;
    for (int i = 0; i < 65; ++i)
        words.append(QStringLiteral("w%1").arg(i));
    QVERIFY(!editor.editDocument(0, words.join(QLatin1Char(' '))));
    QVERIFY2(editor.message().contains(QStringLiteral("at most 64 tokens")), qPrintable(editor.message()));
    QCOMPARE(documentsOf(editor)->item(0)->text(), QStringLiteral("the cat sat"));
    QCOMPARE(session.documents().at(0), QStringLiteral("the cat sat"));
}

void TestCorpusEditor::addAndRemove()
{
    PackingSession session{PackingParams()};
    CorpusEditor editor(session);
    part<QPushButton>(&editor, "addDocument")->click();
    QCOMPARE(session.documents().size(), 5);
    QCOMPARE(documentsOf(editor)->count(), 5);
    QCOMPARE(documentsOf(editor)->currentRow(), 4);
    documentsOf(editor)->setCurrentRow(0);
    part<QPushButton>(&editor, "removeDocument")->click();
    QCOMPARE(session.documents().size(), 4);
    QCOMPARE(session.documents().at(0), QStringLiteral("a dog ran home"));
    while (session.documents().size() > 1)
        part<QPushButton>(&editor, "removeDocument")->click();
    QVERIFY(!part<QPushButton>(&editor, "removeDocument")->isEnabled());
}

void TestCorpusEditor::blockLengthRepacks()
{
    PackingSession session{PackingParams()};
    CorpusEditor editor(session);
    part<QSpinBox>(&editor, "blockLength")->setValue(5);
    QCOMPARE(session.blockLength(), 5);
    QCOMPARE(session.blocks().size(), std::size_t(6));
    QCOMPARE(session.block().length(), Index(5));
}

void TestCorpusEditor::showsTheTokenizersView()
{
    PackingSession session{PackingParams()};
    CorpusEditor editor(session);
    documentsOf(editor)->setCurrentRow(2);
    QVERIFY2(editor.tokensText().contains(QStringLiteral("birds · sing · at · dawn · and · again · at · dusk · .")), qPrintable(editor.tokensText()));
    QVERIFY(editor.tokensText().contains(QStringLiteral("ids 9 10 11 12 13 14 11 15 16")));
}

// §4: documents pasted as ten megabytes of words, one ten-megabyte word, control characters
// and line breaks: each is taken within the chapter's limits or refused with the old text
// kept, and the packing the engine makes stays consistent; the block length stays in range.
void TestCorpusEditor::hostileDocumentsAreRefused()
{
    PackingSession session{PackingParams()};
    CorpusEditor editor(session);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    QStringList texts = HostileInput::texts();
    texts << HostileInput::tenMegabytes(QStringLiteral("cat ")) << HostileInput::tenMegabytes(QStringLiteral("a"))
          << QStringLiteral("a\nb\tc\x01d") << QStringLiteral("\u200b\u202e dog") << QString(500, QChar(0x1F600));
    for (const QString &text : std::as_const(texts)) {
        const QString before = session.documents().at(0);
        const bool taken = editor.editDocument(0, text);
        const QString now = session.documents().at(0);
        QVERIFY2(taken || now == before, qPrintable(text.left(20)));
        QVERIFY(now.size() <= PackingParams::maxDocumentCharacters);
        QVERIFY(session.corpus().pieces.at(0).size() <= PackingParams::maxDocumentTokens);
        qsizetype slots = 0;
        for (const PackedBlock &block : session.blocks()) {
            QVERIFY(block.length() >= 1 && block.length() <= session.blockLength());
            slots += block.length();
        }
        QVERIFY(slots > 0);
    }
    ATLAS_ABUSE_OK(HostileInput::abuseAll(&editor));
    QVERIFY(session.blockLength() >= 1 && session.blockLength() <= declared::packing::block_length::maximum);
}

ATLAS_TEST_MAIN(TestCorpusEditor)
#include "tst_corpuseditor.moc"
