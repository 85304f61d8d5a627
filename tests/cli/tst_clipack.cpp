// attention-atlas-cli pack (docs/cli.md): documents wrapped as BOS, tokens, EOS, concatenated and
// cut into blocks; labels are the stream's next token; instance ids restart at every BOS and
// every block; the loss mask drops EOS→BOS and the stream's end; allowed = causal ∧ same
// instance. Checked against the seed's example, a hand-written response, and an independent
// model of those rules; malformed requests against the error contract.
#include "clitestsupport.h"
#include "suiteregistry.h"

#include <QJsonDocument>
#include <QTemporaryFile>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace atlas;
using namespace atlas::test;

namespace {

using Documents = std::vector<std::vector<std::int64_t>>;

QJsonObject request(const Documents &documents, qint64 blockLength, qint64 bos, qint64 eos)
{
    QJsonArray list;
    for (const auto &document : documents)
        list.append(toJson(document));
    return {{QStringLiteral("documents"), list}, {QStringLiteral("block_length"), blockLength},
            {QStringLiteral("bos"), bos}, {QStringLiteral("eos"), eos}};
}

struct Block {
    std::vector<std::int64_t> tokens;
    std::vector<std::int64_t> instanceIds;
    std::vector<std::optional<std::int64_t>> labels;
    std::vector<bool> lossMask;
    BoolMatrix allowed;
};

// The contract's rules, written independently of the engine's packer.
std::vector<Block> model(const Documents &documents, std::size_t blockLength, std::int64_t bos, std::int64_t eos)
{
    std::vector<std::int64_t> stream;
    std::vector<std::size_t> owner;
    std::vector<bool> isBos;
    for (std::size_t d = 0; d < documents.size(); ++d) {
        std::vector<std::int64_t> wrapped{bos};
        wrapped.insert(wrapped.end(), documents[d].begin(), documents[d].end());
        wrapped.push_back(eos);
        for (std::size_t i = 0; i < wrapped.size(); ++i) {
            stream.push_back(wrapped[i]);
            owner.push_back(d);
            isBos.push_back(i == 0);
        }
    }
    std::vector<Block> blocks;
    for (std::size_t start = 0; start < stream.size(); start += blockLength) {
        Block b;
        const std::size_t end = std::min(stream.size(), start + blockLength);
        std::int64_t instance = -1;
        for (std::size_t i = start; i < end; ++i) {
            if (i == start || isBos[i])
                ++instance;
            b.tokens.push_back(stream[i]);
            b.instanceIds.push_back(instance);
            const bool next = i + 1 < stream.size();
            b.labels.push_back(next ? std::optional(stream[i + 1]) : std::nullopt);
            b.lossMask.push_back(next && owner[i + 1] == owner[i]);
        }
        const Index n = static_cast<Index>(b.tokens.size());
        b.allowed.resize(n, n);
        for (Index q = 0; q < n; ++q)
            for (Index k = 0; k < n; ++k)
                b.allowed(q, k) = k <= q && b.instanceIds[std::size_t(k)] == b.instanceIds[std::size_t(q)];
        blocks.push_back(std::move(b));
    }
    return blocks;
}

// An integer written as a JSON number (exact up to 2⁵³ − 1).
bool readInteger(const QJsonValue &value, std::int64_t &out)
{
    if (!value.isDouble())
        return false;
    const double x = value.toDouble();
    if (std::floor(x) != x || std::fabs(x) > 9007199254740991.0)
        return false;
    out = static_cast<std::int64_t>(x);
    return true;
}

QString readIntegers(const QJsonValue &value, std::vector<std::int64_t> &out, const QString &what)
{
    if (!value.isArray())
        return what + QStringLiteral(": expected an array");
    out.clear();
    for (const QJsonValue &entry : value.toArray()) {
        std::int64_t x = 0;
        if (!readInteger(entry, x))
            return what + QStringLiteral(": expected integers");
        out.push_back(x);
    }
    return {};
}

// Parses and shape-checks one response; the blocks come back in `blocks`.
QString parse(const QJsonObject &response, std::vector<Block> &blocks)
{
    if (!response.value(QLatin1String("blocks")).isArray())
        return QStringLiteral("blocks: expected an array");
    blocks.clear();
    const QJsonArray list = response.value(QLatin1String("blocks")).toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonObject object = list.at(i).toObject();
        const QString at = QStringLiteral("blocks[%1].").arg(i);
        Block b;
        if (QString p = readIntegers(object.value(QLatin1String("tokens")), b.tokens, at + QStringLiteral("tokens")); !p.isEmpty())
            return p;
        if (QString p = readIntegers(object.value(QLatin1String("instance_ids")), b.instanceIds, at + QStringLiteral("instance_ids")); !p.isEmpty())
            return p;
        const std::size_t n = b.tokens.size();
        const QJsonArray labels = object.value(QLatin1String("labels")).toArray();
        const QJsonArray loss = object.value(QLatin1String("loss_mask")).toArray();
        if (b.instanceIds.size() != n || std::size_t(labels.size()) != n || std::size_t(loss.size()) != n)
            return at + QStringLiteral("tokens, instance_ids, labels and loss_mask must have one entry per slot");
        for (qsizetype s = 0; s < labels.size(); ++s) {
            std::int64_t label = 0;
            if (labels.at(s).isNull())
                b.labels.push_back(std::nullopt);
            else if (readInteger(labels.at(s), label))
                b.labels.push_back(label);
            else
                return at + QStringLiteral("labels[%1]: expected an integer or null").arg(s);
            if (!loss.at(s).isBool())
                return at + QStringLiteral("loss_mask[%1]: expected a boolean").arg(s);
            b.lossMask.push_back(loss.at(s).toBool());
        }
        if (QString p = readBoolMatrix(object.value(QLatin1String("allowed")), Index(n), Index(n), b.allowed, at + QStringLiteral("allowed")); !p.isEmpty())
            return p;
        blocks.push_back(std::move(b));
    }
    return {};
}

QString compare(const std::vector<Block> &actual, const std::vector<Block> &expected)
{
    if (actual.size() != expected.size())
        return QStringLiteral("%1 blocks, expected %2").arg(actual.size()).arg(expected.size());
    for (std::size_t i = 0; i < actual.size(); ++i) {
        const Block &a = actual[i], &e = expected[i];
        const QString at = QStringLiteral("blocks[%1].").arg(i);
        if (a.tokens != e.tokens)
            return at + QStringLiteral("tokens differ");
        if (a.instanceIds != e.instanceIds)
            return at + QStringLiteral("instance_ids differ");
        if (a.labels != e.labels)
            return at + QStringLiteral("labels differ");
        if (a.lossMask != e.lossMask)
            return at + QStringLiteral("loss_mask differs");
        if (QString p = compareBool(at + QStringLiteral("allowed"), a.allowed, e.allowed); !p.isEmpty())
            return p;
    }
    return {};
}

QString runPack(const QByteArray &input, std::vector<Block> &blocks)
{
    QJsonObject response;
    if (QString p = successContract(runCli({QStringLiteral("pack")}, input), response); !p.isEmpty())
        return p;
    return parse(response, blocks);
}

// The seed's specimen: the second document begins at slot 5.
const Documents seedDocuments{{11, 12, 13}, {21, 22, 23, 24}};

} // namespace

class TestCliPack : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void seedSpecimen();
    void blockBoundary();
    void matchesModel_data();
    void matchesModel();
    void noDocuments();
    void inputFile();
    void malformed_data();
    void malformed();
};

void TestCliPack::seedSpecimen()
{
    std::vector<Block> blocks;
    ATLAS_VERIFY_OK(runPack(toJson(request(seedDocuments, 16, 1, 2)), blocks));
    QCOMPARE(blocks.size(), std::size_t(1));
    const Block &b = blocks[0];
    QCOMPARE(b.tokens, (std::vector<std::int64_t>{1, 11, 12, 13, 2, 1, 21, 22, 23, 24, 2}));
    QCOMPARE(b.tokens[5], std::int64_t(1)); // the second document's BOS at slot 5
    // "its query at slot 7 can attend to slots 5, 6, 7": not the prior example, not the future.
    for (Index k = 0; k < b.allowed.cols(); ++k)
        QVERIFY2(b.allowed(7, k) == (k >= 5 && k <= 7), qPrintable(QStringLiteral("allowed[7][%1]").arg(k)));
    // EOS followed by the next document's BOS: that prediction is masked.
    QCOMPARE(b.labels[4].value_or(-1), std::int64_t(1));
    QCOMPARE(b.lossMask[4], false);
    QCOMPARE(b.instanceIds, (std::vector<std::int64_t>{0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1}));
    // The stream's end has no label and no loss.
    QVERIFY(!b.labels.back().has_value());
    QCOMPARE(b.lossMask.back(), false);
    QCOMPARE(std::count(b.lossMask.begin(), b.lossMask.end(), false), std::ptrdiff_t(2));
}

void TestCliPack::blockBoundary()
{
    // Blocks of 8: the second document crosses into block 1. Written out by hand from §3.
    const CliResult r = runCli({QStringLiteral("pack")}, toJson(request(seedDocuments, 8, 1, 2)));
    QJsonObject response;
    ATLAS_VERIFY_OK(successContract(r, response));
    const QByteArray expected = R"({"blocks": [
        {"tokens":       [1, 11, 12, 13, 2, 1, 21, 22],
         "instance_ids": [0, 0, 0, 0, 0, 1, 1, 1],
         "labels":       [11, 12, 13, 2, 1, 21, 22, 23],
         "loss_mask":    [true, true, true, true, false, true, true, true],
         "allowed": [[true, false, false, false, false, false, false, false],
                     [true, true, false, false, false, false, false, false],
                     [true, true, true, false, false, false, false, false],
                     [true, true, true, true, false, false, false, false],
                     [true, true, true, true, true, false, false, false],
                     [false, false, false, false, false, true, false, false],
                     [false, false, false, false, false, true, true, false],
                     [false, false, false, false, false, true, true, true]]},
        {"tokens":       [23, 24, 2],
         "instance_ids": [0, 0, 0],
         "labels":       [24, 2, null],
         "loss_mask":    [true, true, false],
         "allowed": [[true, false, false], [true, true, false], [true, true, true]]}]})";
    QCOMPARE(toJson(response), toJson(QJsonDocument::fromJson(expected).object()));
    // The label of block 0's last slot is block 1's first token: supervision, never context.
    const QJsonArray blocks = response.value(QLatin1String("blocks")).toArray();
    QCOMPARE(blocks[0].toObject().value(QLatin1String("labels")).toArray().last(),
             blocks[1].toObject().value(QLatin1String("tokens")).toArray().first());
}

void TestCliPack::matchesModel_data()
{
    QTest::addColumn<Documents>("documents");
    QTest::addColumn<int>("blockLength");
    QTest::addColumn<qint64>("bos");
    QTest::addColumn<qint64>("eos");
    for (int length : {1, 2, 3, 5, 7, 10, 11, 12, 100})
        QTest::addRow("seed, blocks of %d", length) << seedDocuments << length << qint64(1) << qint64(2);
    const Documents mixed{{}, {5}, {}, {6, 7, 8, 9, 10, 11, 12}, {13, 14}};
    for (int length : {2, 3, 4, 9})
        QTest::addRow("empty documents, blocks of %d", length) << mixed << length << qint64(0) << qint64(-1);
    Documents longOne(1);
    for (std::int64_t t = 100; t < 130; ++t)
        longOne[0].push_back(t);
    QTest::newRow("one document over five blocks") << longOne << 7 << qint64(1) << qint64(2);
    QTest::newRow("extreme token values") << Documents{{-9007199254740991LL, 9007199254740991LL}, {0}}
                                           << 3 << qint64(-3) << qint64(4000000000LL);
}

void TestCliPack::matchesModel()
{
    QFETCH(Documents, documents);
    QFETCH(int, blockLength);
    QFETCH(qint64, bos);
    QFETCH(qint64, eos);
    const Documents &docs = documents;
    std::vector<Block> blocks;
    ATLAS_VERIFY_OK(runPack(toJson(request(docs, blockLength, bos, eos)), blocks));
    ATLAS_VERIFY_OK(compare(blocks, model(docs, std::size_t(blockLength), bos, eos)));
    // Every block but the last is full.
    for (std::size_t i = 0; i + 1 < blocks.size(); ++i)
        QCOMPARE(blocks[i].tokens.size(), std::size_t(blockLength));
}

void TestCliPack::noDocuments()
{
    std::vector<Block> blocks;
    ATLAS_VERIFY_OK(runPack(toJson(request({}, 4, 1, 2)), blocks));
    QVERIFY(blocks.empty());
    // An empty document is still wrapped: BOS → EOS is a prediction within the document.
    ATLAS_VERIFY_OK(runPack(toJson(request({{}}, 4, 1, 2)), blocks));
    ATLAS_VERIFY_OK(compare(blocks, model({{}}, 4, 1, 2)));
    QCOMPARE(blocks[0].lossMask, (std::vector<bool>{true, false}));
}

void TestCliPack::inputFile()
{
    QTemporaryFile file;
    QVERIFY(file.open());
    file.write(toJson(request(seedDocuments, 8, 1, 2)));
    file.close();
    const CliResult fromFile = runCli({QStringLiteral("pack"), QStringLiteral("--input"), file.fileName()});
    const CliResult fromStdin = runCli({QStringLiteral("pack")}, toJson(request(seedDocuments, 8, 1, 2)));
    QJsonObject response;
    ATLAS_VERIFY_OK(successContract(fromFile, response));
    QCOMPARE(fromFile.out, fromStdin.out);
}

void TestCliPack::malformed_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QStringList>("mentions");
    const QJsonObject valid = request(seedDocuments, 8, 1, 2);
    const auto with = [&valid](const char *key, const QJsonValue &value) {
        QJsonObject copy = valid;
        copy.insert(QLatin1String(key), value);
        return toJson(copy);
    };
    const auto row = [](const char *name, const QByteArray &input, const char *field, const QStringList &mentions = {}) {
        QTest::newRow(name) << input << QString::fromUtf8(field) << mentions;
    };

    row("invalid JSON", "{\"documents\": [[1]", "documents", {QStringLiteral("line 1, column 19")});
    row("empty input", "", "request");
    row("not an object", "[[1, 2]]", "request");
    for (const char *field : {"documents", "block_length", "bos", "eos"}) {
        QJsonObject copy = valid;
        copy.remove(QLatin1String(field));
        QTest::addRow("missing %s", field) << toJson(copy) << QString::fromLatin1(field) << QStringList{QStringLiteral("missing")};
    }
    row("unknown field", with("block_size", 8), "block_size", {QStringLiteral("unknown")});
    row("documents not an array", with("documents", QJsonObject{}), "documents");
    row("documents a string", with("documents", QStringLiteral("11 12 13")), "documents");
    row("a document not an array", with("documents", QJsonArray{QJsonArray{11}, 12}), "documents");
    // QJsonValue(…) keeps the inner array an element: QJsonArray{QJsonArray{…}} alone is a
    // copy of the inner array for clang (CWG 1467) and a nested array for GCC.
    row("a non-integer token", with("documents", QJsonArray{QJsonValue(QJsonArray{11, 12.5})}), "documents", {QStringLiteral("12.5")});
    row("a string token", with("documents", QJsonArray{QJsonValue(QJsonArray{QStringLiteral("11")})}), "documents");
    row("a null token", with("documents", QJsonArray{QJsonValue(QJsonArray{QJsonValue::Null})}), "documents");
    row("a token beyond 64 bits", with("documents", QJsonArray{QJsonValue(QJsonArray{1e300})}), "documents");
    row("block_length 0", with("block_length", 0), "block_length", {QStringLiteral("0")});
    row("block_length negative", with("block_length", -3), "block_length", {QStringLiteral("-3")});
    row("block_length 2.5", with("block_length", 2.5), "block_length", {QStringLiteral("2.5")});
    row("block_length a string", with("block_length", QStringLiteral("8")), "block_length");
    row("block_length beyond the limit", with("block_length", 4097), "block_length", {QStringLiteral("4097")});
    row("bos non-integer", with("bos", 1.5), "bos");
    row("bos a string", with("bos", QStringLiteral("<s>")), "bos");
    row("eos null", with("eos", QJsonValue::Null), "eos");
    row("eos a boolean", with("eos", true), "eos");

    // The strict grammar: tokens are echoed exactly or refused, never rounded (the probe's
    // 9007199254740993 came back as …992), and a key given twice is refused.
    const QByteArray text = toJson(valid);
    row("a token beyond 2^53 - 1", QByteArray(text).replace("\"documents\":[[", "\"documents\":[[9007199254740993,"), "documents[0][0]",
        {QStringLiteral("9007199254740993"), QStringLiteral("rounded")});
    row("a token written 1e16", QByteArray(text).replace("\"documents\":[[", "\"documents\":[[1e16,"), "documents[0][0]",
        {QStringLiteral("9007199254740991")});
    row("bos given twice", QByteArray(text).replace("\"bos\":", "\"bos\":7,\"bos\":"), "bos", {QStringLiteral("twice")});
    row("block_length 4.", QByteArray(text).replace("\"block_length\":", "\"block_length\":4.,\"x\":"), "block_length",
        {QStringLiteral("decimal point")});

    // Limits, refused from the sizes before packing: 2¹⁹ + 1 empty documents are 2²⁰ + 2 slots;
    // 8192 slots in blocks of 4096 would be 2²⁵ mask entries.
    QJsonArray empties;
    for (int i = 0; i < (1 << 19) + 1; ++i)
        empties.append(QJsonArray{});
    row("stream beyond the limit", with("documents", empties), "documents");
    QJsonArray longDocument;
    for (int i = 0; i < 8190; ++i)
        longDocument.append(7);
    QJsonObject big = request({}, 4096, 1, 2);
    big.insert(QStringLiteral("documents"), QJsonArray{longDocument});
    row("mask entries beyond the limit", toJson(big), "block_length|documents");
}

void TestCliPack::malformed()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, field);
    QFETCH(QStringList, mentions);
    ATLAS_VERIFY_OK(errorContract(runCli({QStringLiteral("pack")}, input), field, mentions));
}

ATLAS_TEST_GUILESS_MAIN(TestCliPack)
#include "tst_clipack.moc"
