// The command-line contract over generated requests (§4 of the hardening issue), as a careless
// script would send them: every valid request → exit 0, finite numbers, nothing on stderr;
// every malformed one (valid requests cut, spliced, with bytes flipped, keys doubled, numbers
// made NaN or huge) → exit 2, nothing on stdout, one line naming a field; never a signal.
// And the memory the tool documents (README, "The command-line tool"): the peak of the real
// process, measured with wait4, for the requests that cost the most to read and to answer.
#include "clitestsupport.h"
#include "suiteregistry.h"

#include <QFile>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

using namespace atlas;
using namespace atlas::test;

namespace {

// A random valid attention request, small, in either form, with any options (rotary
// positions, ALiBi and grouped key/value heads included).
AttentionCase randomCase(QRandomGenerator &random, Values &values)
{
    AttentionCase c;
    const int t = 1 + int(random.bounded(6));
    const int heads = 1 + int(random.bounded(4));
    const bool rotary = random.bounded(3) == 0;
    // Rotary turns pairs of coordinates: dₖ even.
    const int dk = rotary ? 2 * (1 + int(random.bounded(2))) : 1 + int(random.bounded(3));
    const int dv = 1 + int(random.bounded(3));
    int outWidth = heads * dv;
    if (random.bounded(2)) {
        const int d = 1 + int(random.bounded(4));
        // Grouped key/value heads: any divisor of the query heads.
        int groups = heads;
        if (random.bounded(2))
            do
                groups = 1 + int(random.bounded(heads));
            while (heads % groups != 0);
        if (groups != heads || random.bounded(4) == 0)
            c.kvHeads = groups;
        c.x = values.matrix(t, d);
        c.heads = heads;
        c.wq = values.matrix(d, heads * dk);
        c.wk = values.matrix(d, groups * dk);
        c.wv = values.matrix(d, groups * dv);
    } else {
        for (int h = 0; h < heads; ++h)
            c.inputs.push_back({values.matrix(t, dk), values.matrix(t, dk), values.matrix(t, dv)});
    }
    if (random.bounded(2)) {
        const int out = 1 + int(random.bounded(3));
        c.wo = values.matrix(heads * dv, out);
        outWidth = out;
    }
    if (random.bounded(2))
        c.causal = random.bounded(2) == 1;
    if (random.bounded(3) == 0)
        for (int i = 0; i < t; ++i)
            c.documentIds.push_back(std::int64_t(random.bounded(3)) - 1);
    if (random.bounded(3) == 0)
        c.temperature = 0.25 + random.bounded(4.0);
    if (random.bounded(2))
        c.gradOutput = values.matrix(t, outWidth);
    if (rotary) {
        RotaryOptions options;
        options.base = random.bounded(2) ? 10000.0 : 1.5 + random.bounded(100.0);
        if (random.bounded(2))
            for (int i = 0; i < t; ++i)
                options.positions.push_back(std::int64_t(random.bounded(2 * t)));
        c.rotary = options;
    }
    if (random.bounded(3) == 0)
        c.alibi = random.bounded(2) == 1;
    if (random.bounded(4) == 0)
        c.precision = random.bounded(2) ? QStringLiteral("float") : QStringLiteral("double");
    return c;
}

QByteArray packRequest(QRandomGenerator &random)
{
    QJsonArray documents;
    for (int d = 0, n = 1 + int(random.bounded(4)); d < n; ++d) {
        QJsonArray tokens;
        for (int i = 0, m = int(random.bounded(6)); i < m; ++i)
            tokens.append(qint64(random.bounded(100)) - 50);
        documents.append(tokens);
    }
    return toJson(QJsonObject{{QStringLiteral("documents"), documents},
                              {QStringLiteral("block_length"), 1 + int(random.bounded(8))},
                              {QStringLiteral("bos"), -1},
                              {QStringLiteral("eos"), -2}});
}

// One damage of the kinds a script or a disk does to a request.
QByteArray damaged(QByteArray text, QRandomGenerator &random)
{
    const qsizetype at = text.isEmpty() ? 0 : qsizetype(random.bounded(int(text.size())));
    static const QByteArray junk[] = {"NaN", "-Infinity", "1e999", "9007199254740993", "1.", ".5", "01", "\"", "{", "]", ",",
                                      "null", "\"x\"", "\xff", "\x01", "\\u0000", "[[[[[[[[", "-", "e", "true"};
    switch (random.bounded(7)) {
    case 0: // cut short
        return text.left(at);
    case 1: // a byte gone
        return text.remove(at, 1);
    case 2: // something inserted
        return text.insert(at, junk[random.bounded(int(std::size(junk)))]);
    case 3: // a byte changed
        if (!text.isEmpty())
            text[at] = char(random.bounded(256));
        return text;
    case 4: { // a number replaced
        qsizetype begin = at;
        while (begin < text.size() && !(text.at(begin) >= '0' && text.at(begin) <= '9'))
            ++begin;
        if (begin >= text.size())
            return text;
        if (begin > 0 && text.at(begin - 1) == '-')
            --begin;
        qsizetype end = begin + 1;
        while (end < text.size() && QByteArray("0123456789.eE+-").contains(text.at(end)))
            ++end;
        return text.replace(begin, end - begin, junk[random.bounded(int(std::size(junk)))]);
    }
    case 5: { // a key given twice
        const qsizetype quote = text.indexOf("\":", at);
        if (quote < 0)
            return text;
        const qsizetype open = text.lastIndexOf('"', quote - 1);
        return text.insert(open, text.mid(open, quote + 2 - open) + "0,");
    }
    default: // two requests run together
        return text + text;
    }
}

// A pack response: every number finite; null only where the format has it (a slot with no
// next token has the label null).
QString packResponseIsFinite(const QJsonObject &response)
{
    for (const QJsonValue &block : response.value(QStringLiteral("blocks")).toArray()) {
        QJsonObject b = block.toObject();
        for (const QJsonValue &label : b.value(QStringLiteral("labels")).toArray())
            if (!label.isNull() && !label.isDouble())
                return QStringLiteral("a label is neither a token nor null");
        b.remove(QStringLiteral("labels"));
        if (const QString problem = noNullOrNonFinite(b); !problem.isEmpty())
            return problem;
    }
    return QString();
}

struct Peak {
    bool ran = false;
    int status = 0;    // from wait4
    long maxRssKiB = 0;
};

// Runs the tool with `input` as standard input, the output thrown away, and returns how it
// ended and the most memory it ever held.
Peak measure(const QStringList &arguments, const QString &inputFile)
{
    Peak peak;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, QFile::encodeName(inputFile).constData(), O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    QList<QByteArray> storage{QFile::encodeName(cliPath())};
    for (const QString &a : arguments)
        storage.append(a.toUtf8());
    std::vector<char *> argv;
    for (QByteArray &a : storage)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0)
        return peak;
    rusage usage{};
    if (wait4(pid, &peak.status, 0, &usage) != pid)
        return peak;
    peak.ran = true;
    peak.maxRssKiB = usage.ru_maxrss;
    return peak;
}

constexpr bool sanitized()
{
#if defined(__SANITIZE_ADDRESS__)
    return true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
    return true;
#endif
#endif
    return false;
}

} // namespace

class TestCliContract : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void validRequestsSucceed();
    void damagedRequestsFailCleanly();
    void memoryStaysWithinTheDocumentedBound_data();
    void memoryStaysWithinTheDocumentedBound();
};

void TestCliContract::validRequestsSucceed()
{
    QRandomGenerator random(1401);
    Values values(1402);
    for (int round = 0; round < 40; ++round) {
        const AttentionCase c = randomCase(random, values);
        QJsonObject response;
        const CliResult r = runCli({QStringLiteral("attention")}, toJson(c.toJson()));
        ATLAS_VERIFY_OK(successContract(r, response));
        ATLAS_VERIFY_OK(noNullOrNonFinite(response));
        AttentionResponse parsed;
        ATLAS_VERIFY_OK(parseAttentionResponse(response, c, parsed));
    }
    for (int round = 0; round < 15; ++round) {
        QJsonObject response;
        ATLAS_VERIFY_OK(successContract(runCli({QStringLiteral("pack")}, packRequest(random)), response));
        ATLAS_VERIFY_OK(packResponseIsFinite(response));
    }
    for (int round = 0; round < 10; ++round) {
        QJsonObject response;
        const QStringList arguments{QStringLiteral("variance"), QStringLiteral("--dk"), QString::number(1 + random.bounded(64)),
                                    QStringLiteral("--samples"), QString::number(2 + random.bounded(500)),
                                    QStringLiteral("--keys"), QString::number(1 + random.bounded(16)),
                                    QStringLiteral("--std"), QString::number(0.5 + random.bounded(2.0)),
                                    QStringLiteral("--correlation"), QString::number(random.bounded(0.9))};
        ATLAS_VERIFY_OK(successContract(runCli(arguments), response));
        ATLAS_VERIFY_OK(noNullOrNonFinite(response));
    }
}

void TestCliContract::damagedRequestsFailCleanly()
{
    QRandomGenerator random(1403);
    Values values(1404);
    int refused = 0, stillValid = 0;
    for (int round = 0; round < 150; ++round) {
        const bool attention = round % 3 != 0;
        QByteArray request = attention ? toJson(randomCase(random, values).toJson()) : packRequest(random);
        for (int damage = 0, n = 1 + int(random.bounded(3)); damage < n; ++damage)
            request = damaged(request, random);
        const CliResult r = runCli({attention ? QStringLiteral("attention") : QStringLiteral("pack")}, request);
        const QString where = QStringLiteral("round %1, request %2: ").arg(round).arg(QString::fromUtf8(request.left(300)));
        QVERIFY2(r.finished, qPrintable(where + r.describe())); // never a signal
        if (r.exitCode == 0) {
            // The damage left a valid request: then it is answered in full.
            QJsonObject response;
            ATLAS_VERIFY_OK(successContract(r, response));
            ATLAS_VERIFY_OK(attention ? noNullOrNonFinite(response) : packResponseIsFinite(response));
            ++stillValid;
        } else {
            const QString problem = errorContract(r, QString());
            QVERIFY2(problem.isEmpty(), qPrintable(where + problem));
            // "error: FIELD: message": a field is named.
            const QString line = QString::fromUtf8(r.err).trimmed();
            QVERIFY2(line.indexOf(QStringLiteral(": "), 7) > 7, qPrintable(where + line));
            ++refused;
        }
    }
    qInfo("%d damaged requests refused, %d still valid and answered", refused, stillValid);
    QVERIFY(refused > 100);
}

void TestCliContract::memoryStaysWithinTheDocumentedBound_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("shape"); // what the generator writes
    QTest::addColumn<bool>("answered");
    // The requests that cost the most: up to the 256 MiB limit of text, of the shapes that cost
    // Qt's JSON values most per byte ("[1]," is ~180 bytes once read), and the largest answer.
    QTest::newRow("256 MiB of one-element rows") << QStringList{QStringLiteral("pack")} << QByteArray("rows") << false;
    QTest::newRow("256 MiB of short numbers") << QStringList{QStringLiteral("attention")} << QByteArray("numbers") << false;
    QTest::newRow("256 MiB of short strings") << QStringList{QStringLiteral("attention")} << QByteArray("strings") << false;
    QTest::newRow("the largest answer: 4 M scores with gradients") << QStringList{QStringLiteral("attention")} << QByteArray("scores") << true;
    QTest::newRow("the longest packed stream") << QStringList{QStringLiteral("pack")} << QByteArray("stream") << true;
}

void TestCliContract::memoryStaysWithinTheDocumentedBound()
{
    if (sanitized())
        QSKIP("AddressSanitizer's shadow memory and quarantine make the process larger than the tool it checks");
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, shape);
    QFETCH(bool, answered);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("request.json"));
    {
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        constexpr qint64 budget = (qint64(256) << 20) - 64;
        if (shape == "rows") {
            const QByteArray chunk = QByteArray("[1],").repeated(1 << 16);
            out.write("{\"documents\": [");
            for (qint64 written = 0; written + chunk.size() < budget; written += chunk.size())
                out.write(chunk);
            out.write("[1]], \"block_length\": 4, \"bos\": 1, \"eos\": 2}");
        } else if (shape == "numbers" || shape == "strings") {
            const QByteArray chunk = QByteArray(shape == "numbers" ? "1," : "\"\",").repeated(1 << 16);
            out.write("{\"x\": [[");
            for (qint64 written = 0; written + chunk.size() < budget; written += chunk.size())
                out.write(chunk);
            out.write("1]]}");
        } else if (shape == "scores") {
            // T = 2048, one head: 4 M scores, probabilities, allowed, and their gradients.
            QByteArray x = "[";
            for (int i = 0; i < 2048; ++i)
                x += (i ? ",[" : "[") + QByteArray::number((i % 17) * 0.01) + "]";
            x += "]";
            out.write("{\"x\": " + x + ", \"heads\": 1, \"wq\": [[0.5]], \"wk\": [[0.7]], \"wv\": [[1]], \"wo\": [[1]], "
                      "\"causal\": false, \"grad_output\": " + QByteArray(x).replace("0.", "1.") + "}");
        } else {
            // 2^20 slots of stream in blocks of 16.
            QByteArray tokens = "[";
            for (int i = 0; i < (1 << 20) - 2; ++i)
                tokens += (i ? "," : "") + QByteArray::number(i % 1000);
            out.write("{\"documents\": [" + tokens + "]], \"block_length\": 16, \"bos\": 1, \"eos\": 2}");
        }
    }
    const Peak peak = measure(arguments, file);
    QVERIFY(peak.ran);
    QVERIFY2(WIFEXITED(peak.status), "the tool was killed by a signal");
    QCOMPARE(WEXITSTATUS(peak.status), answered ? 0 : 2);
    // README, "The command-line tool": at most 1 GiB whatever the request.
    qInfo("peak memory: %ld MiB", peak.maxRssKiB / 1024);
    QVERIFY2(peak.maxRssKiB <= 1024 * 1024, qPrintable(QStringLiteral("%1 MiB").arg(peak.maxRssKiB / 1024)));
}

ATLAS_TEST_GUILESS_MAIN(TestCliContract)
#include "tst_clicontract.moc"
