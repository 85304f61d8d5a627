// PackingExport: valid JSON holding, per block, the engine's tokens, labels (null at the end
// of the stream), loss mask, document ids, position ids restarting per instance and
// cu_seqlens — the seed's block gives [0, 5, 10].
#include "exportpanel.h"
#include "packingexport.h"
#include "packingsession.h"

#include "suiteregistry.h"

#include <QApplication>
#include <QClipboard>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTest>

using namespace atlas;

namespace {

QList<int> ints(const QJsonValue &value)
{
    QList<int> out;
    for (const QJsonValue &v : value.toArray())
        out.append(v.toInt());
    return out;
}

} // namespace

class TestPackingExport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void seedBlockExportsItsArrays();
    void everyBlockMatchesTheEngine();
    void wordsAreEscaped();
    void panelCopiesAndSaves();
};

void TestPackingExport::seedBlockExportsItsArrays()
{
    PackingSession session{PackingParams()};
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(
        PackingExport::json(session.corpus(), session.blocks(), session.blockLength()).toUtf8(), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonObject root = document.object();
    QCOMPARE(root.value(QLatin1String("block_length")).toInt(), 10);
    QCOMPARE(root.value(QLatin1String("bos_id")).toInt(), 0);
    QCOMPARE(root.value(QLatin1String("eos_id")).toInt(), 1);
    QCOMPARE(root.value(QLatin1String("vocabulary")).toArray().at(2).toString(), QStringLiteral("the"));
    const QJsonObject block = root.value(QLatin1String("blocks")).toArray().at(0).toObject();
    QCOMPARE(ints(block.value(QLatin1String("cu_seqlens"))), (QList<int>{0, 5, 10}));
    QCOMPARE(block.value(QLatin1String("max_seqlen")).toInt(), 5);
    QCOMPARE(ints(block.value(QLatin1String("document_ids"))), (QList<int>{0, 0, 0, 0, 0, 1, 1, 1, 1, 1}));
    QCOMPARE(ints(block.value(QLatin1String("position_ids"))), (QList<int>{0, 1, 2, 3, 4, 0, 1, 2, 3, 4}));
    QCOMPARE(ints(block.value(QLatin1String("input_ids"))), (QList<int>{0, 2, 3, 4, 1, 0, 5, 6, 7, 8}));
    QCOMPARE(ints(block.value(QLatin1String("labels"))), (QList<int>{2, 3, 4, 1, 0, 5, 6, 7, 8, 1}));
    const QJsonArray mask = block.value(QLatin1String("loss_mask")).toArray();
    QCOMPARE(mask.at(4).toBool(), false);
    QCOMPARE(mask.at(9).toBool(), true);
}

void TestPackingExport::everyBlockMatchesTheEngine()
{
    PackingSession session{PackingParams()};
    const QJsonArray blocks = QJsonDocument::fromJson(
        PackingExport::json(session.corpus(), session.blocks(), session.blockLength()).toUtf8()).object().value(QLatin1String("blocks")).toArray();
    QCOMPARE(blocks.size(), qsizetype(session.blocks().size()));
    for (qsizetype b = 0; b < blocks.size(); ++b) {
        const PackedBlock &expected = session.blocks()[std::size_t(b)];
        const QJsonObject block = blocks.at(b).toObject();
        const std::vector<int> cu = expected.cumulativeLengths();
        QCOMPARE(ints(block.value(QLatin1String("cu_seqlens"))), QList<int>(cu.begin(), cu.end()));
        const QJsonArray labels = block.value(QLatin1String("labels")).toArray();
        for (std::size_t i = 0; i < expected.labels.size(); ++i) {
            if (expected.labels[i])
                QCOMPARE(labels.at(qsizetype(i)).toInteger(), *expected.labels[i]);
            else
                QVERIFY(labels.at(qsizetype(i)).isNull());
        }
        QCOMPARE(ints(block.value(QLatin1String("source_documents"))), QList<int>(expected.documentIndex.begin(), expected.documentIndex.end()));
    }
    // The stream's last slot has no label.
    QVERIFY(blocks.last().toObject().value(QLatin1String("labels")).toArray().last().isNull());
}

void TestPackingExport::wordsAreEscaped()
{
    const TokenizedCorpus corpus = CorpusTokenizer::tokenize({QStringLiteral("say \"hi\" \\ %1")});
    PackRequest request;
    request.documents = corpus.documents;
    request.blockLength = 8;
    const QString text = PackingExport::json(corpus, Packer::pack(request), 8);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QStringList words;
    for (const QJsonValue &v : document.object().value(QLatin1String("vocabulary")).toArray())
        words.append(v.toString());
    QVERIFY(words.contains(QStringLiteral("\"")));
    QVERIFY(words.contains(QStringLiteral("\\")));
    QVERIFY(words.contains(QStringLiteral("%")));
}

void TestPackingExport::panelCopiesAndSaves()
{
    PackingSession session{PackingParams()};
    ExportPanel panel(session);
    panel.copy();
    QCOMPARE(QApplication::clipboard()->text(), panel.text());
    QTemporaryDir dir;
    QString error;
    const QString path = dir.filePath(QStringLiteral("packing.json"));
    QVERIFY2(panel.save(path, error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(file.readAll()), panel.text());
    QVERIFY(!panel.save(dir.filePath(QStringLiteral("missing/folder/x.json")), error));
    QVERIFY(!error.isEmpty());
    // Edits show up in the export.
    QCOMPARE(session.setDocument(0, QStringLiteral("the cat sat down")), QString());
    QVERIFY(panel.findChild<QPlainTextEdit *>()->toPlainText().contains(QStringLiteral("\"cu_seqlens\": [0, 6, 10]")));
}

ATLAS_TEST_MAIN(TestPackingExport)
#include "tst_packingexport.moc"
