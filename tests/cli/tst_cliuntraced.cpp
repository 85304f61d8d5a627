// attention-atlas-cli attention with "trace": false: the response holds only "output" and,
// with grad_output, "gradients" for x, wq, wk, wv (and wo); the numbers are the traced
// response's within 1e-12 (double) and 1e-5 (float), also with rotary, alibi, kv_heads and a sliding window; T may reach 16384 and H·T² is no limit;
// malformed requests against the error contract.
#include "clitestsupport.h"
#include "suiteregistry.h"

#include <QTest>

using namespace atlas;
using namespace atlas::test;

namespace {

AttentionCase layer(Index length, int heads, bool wo, std::uint64_t seed, int dk = 3, int kvHeads = 0)
{
    const int groups = kvHeads == 0 ? heads : kvHeads;
    Values values(seed);
    AttentionCase c;
    c.x = values.matrix(length, 5);
    c.heads = heads;
    c.wq = values.matrix(5, heads * dk);
    c.wk = values.matrix(5, groups * dk);
    c.wv = values.matrix(5, groups * 2);
    if (kvHeads != 0)
        c.kvHeads = kvHeads;
    if (wo)
        c.wo = values.matrix(heads * 2, 4);
    c.gradOutput = values.matrix(length, wo ? 4 : heads * 2);
    return c;
}

QByteArray untraced(const AttentionCase &c)
{
    QJsonObject request = c.toJson();
    request.insert(QStringLiteral("trace"), false);
    return toJson(request);
}

struct Untraced {
    Mat output, x, wq, wk, wv;
    std::optional<Mat> wo;
};

// The success contract, exactly the documented keys, and the shapes.
QString runUntraced(const AttentionCase &c, Untraced &out)
{
    QJsonObject response;
    if (QString problem = successContract(runCli({QStringLiteral("attention")}, untraced(c)), response); !problem.isEmpty())
        return problem;
    if (QString problem = noNullOrNonFinite(response); !problem.isEmpty())
        return problem;
    const QStringList expectedKeys = c.gradOutput ? QStringList{QStringLiteral("gradients"), QStringLiteral("output")}
                                                  : QStringList{QStringLiteral("output")};
    if (response.keys() != expectedKeys)
        return QStringLiteral("response keys %1, expected %2").arg(response.keys().join(QLatin1Char(',')), expectedKeys.join(QLatin1Char(',')));
    const Index width = c.wo ? c.wo->cols() : c.wv.cols();
    if (QString problem = readMatrix(response.value(QLatin1String("output")), c.length(), width, out.output, QStringLiteral("output")); !problem.isEmpty())
        return problem;
    if (!c.gradOutput)
        return {};
    const QJsonObject g = response.value(QLatin1String("gradients")).toObject();
    QStringList gradientKeys{QStringLiteral("wk"), QStringLiteral("wq"), QStringLiteral("wv"), QStringLiteral("x")};
    if (c.wo)
        gradientKeys.insert(1, QStringLiteral("wo"));
    if (g.keys() != gradientKeys)
        return QStringLiteral("gradient keys %1, expected %2").arg(g.keys().join(QLatin1Char(',')), gradientKeys.join(QLatin1Char(',')));
    for (const auto &[key, matrix, reference] : {std::tuple{"x", &out.x, &c.x}, {"wq", &out.wq, &c.wq}, {"wk", &out.wk, &c.wk}, {"wv", &out.wv, &c.wv}})
        if (QString problem = readMatrix(g.value(QLatin1String(key)), reference->rows(), reference->cols(), *matrix,
                                         QStringLiteral("gradients.") + QLatin1String(key));
            !problem.isEmpty())
            return problem;
    if (c.wo) {
        out.wo.emplace();
        return readMatrix(g.value(QLatin1String("wo")), c.wo->rows(), c.wo->cols(), *out.wo, QStringLiteral("gradients.wo"));
    }
    return {};
}

} // namespace

class TestCliUntraced : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void equalsTheTracedResponse_data();
    void equalsTheTracedResponse();
    void positionsAndGroupsEqualTheTracedResponse_data();
    void positionsAndGroupsEqualTheTracedResponse();
    void outputOnlyWithoutGradOutput();
    void lengthsBeyondTheTracedLimits();
    void malformedRequests_data();
    void malformedRequests();
};

void TestCliUntraced::equalsTheTracedResponse_data()
{
    QTest::addColumn<QString>("precision");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<bool>("documents");
    QTest::addColumn<bool>("wo");
    QTest::addColumn<int>("window");
    for (const char *precision : {"double", "float"}) {
        for (bool causal : {true, false})
            for (bool documents : {false, true})
                QTest::addRow("%s, %s%s", precision, causal ? "causal" : "bidirectional", documents ? ", documents" : "")
                    << QString::fromLatin1(precision) << causal << documents << (causal != documents) << 0;
        // A sliding window, alone and with documents: the tiled path skips what it leaves out.
        QTest::addRow("%s, causal window 5", precision) << QString::fromLatin1(precision) << true << false << true << 5;
        QTest::addRow("%s, causal documents, window 8", precision) << QString::fromLatin1(precision) << true << true << false << 8;
    }
}

void TestCliUntraced::equalsTheTracedResponse()
{
    QFETCH(QString, precision);
    QFETCH(bool, causal);
    QFETCH(bool, documents);
    QFETCH(bool, wo);
    QFETCH(int, window);
    AttentionCase c = layer(37, 2, wo, 7);
    c.causal = causal;
    if (window > 0)
        c.window = window;
    c.precision = precision;
    c.temperature = 0.8;
    if (documents)
        for (Index i = 0; i < c.length(); ++i)
            c.documentIds.push_back(i < 10 ? 4 : (i < 11 ? 2 : 9));
    AttentionResponse traced;
    ATLAS_VERIFY_OK(runAttention(c, traced));
    Untraced fast;
    ATLAS_VERIFY_OK(runUntraced(c, fast));
    const double relative = precision == QLatin1String("float") ? 1e-5 : 1e-12;
    // Norm-wise: the entries' scale, times the relative tolerance.
    auto close = [&](const QString &what, const Mat &a, const Mat &e) {
        return compareClose(what, a, e, 0, relative * std::max(1.0, e.cwiseAbs().maxCoeff()));
    };
    ATLAS_VERIFY_OK(close(QStringLiteral("output"), fast.output, traced.output));
    ATLAS_VERIFY_OK(close(QStringLiteral("gradients.x"), fast.x, traced.x));
    ATLAS_VERIFY_OK(close(QStringLiteral("gradients.wq"), fast.wq, traced.wq));
    ATLAS_VERIFY_OK(close(QStringLiteral("gradients.wk"), fast.wk, traced.wk));
    ATLAS_VERIFY_OK(close(QStringLiteral("gradients.wv"), fast.wv, traced.wv));
    if (wo)
        ATLAS_VERIFY_OK(close(QStringLiteral("gradients.wo"), *fast.wo, *traced.wo));
}

void TestCliUntraced::positionsAndGroupsEqualTheTracedResponse_data()
{
    QTest::addColumn<QString>("precision");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<bool>("rotary");
    QTest::addColumn<bool>("alibi");
    QTest::addColumn<int>("kvHeads");
    for (const char *precision : {"double", "float"})
        for (bool causal : {true, false}) {
            const QString p = QString::fromLatin1(precision);
            const char *order = causal ? "causal" : "bidirectional";
            QTest::addRow("%s, %s, rotary", precision, order) << p << causal << true << false << 0;
            QTest::addRow("%s, %s, alibi", precision, order) << p << causal << false << true << 0;
            QTest::addRow("%s, %s, kv_heads = 1", precision, order) << p << causal << false << false << 1;
            QTest::addRow("%s, %s, all three", precision, order) << p << causal << true << true << 2;
        }
}

// Rotary positions (reset per document), ALiBi and shared key/value heads go through the
// tiled path as through the traced one.
void TestCliUntraced::positionsAndGroupsEqualTheTracedResponse()
{
    QFETCH(QString, precision);
    QFETCH(bool, causal);
    QFETCH(bool, rotary);
    QFETCH(bool, alibi);
    QFETCH(int, kvHeads);
    AttentionCase c = layer(29, 4, true, 31, 4, kvHeads);
    c.causal = causal;
    c.precision = precision;
    for (Index i = 0; i < c.length(); ++i)
        c.documentIds.push_back(i < 12 ? 0 : 1);
    if (rotary) {
        RotaryOptions r;
        r.base = 500.0;
        for (Index i = 0; i < c.length(); ++i)
            r.positions.push_back(i < 12 ? i : i - 12);
        c.rotary = r;
    }
    if (alibi)
        c.alibi = true;
    AttentionResponse traced;
    ATLAS_VERIFY_OK(runAttention(c, traced));
    Untraced fast;
    ATLAS_VERIFY_OK(runUntraced(c, fast));
    const double relative = precision == QLatin1String("float") ? 1e-5 : 1e-12;
    auto close = [&](const QString &what, const Mat &a, const Mat &e) {
        return compareClose(what, a, e, 0, relative * std::max(1.0, e.cwiseAbs().maxCoeff()));
    };
    ATLAS_VERIFY_OK(close(QStringLiteral("output"), fast.output, traced.output));
    ATLAS_VERIFY_OK(close(QStringLiteral("gradients.x"), fast.x, traced.x));
    ATLAS_VERIFY_OK(close(QStringLiteral("gradients.wq"), fast.wq, traced.wq));
    ATLAS_VERIFY_OK(close(QStringLiteral("gradients.wk"), fast.wk, traced.wk));
    ATLAS_VERIFY_OK(close(QStringLiteral("gradients.wv"), fast.wv, traced.wv));
    ATLAS_VERIFY_OK(close(QStringLiteral("gradients.wo"), *fast.wo, *traced.wo));
}

void TestCliUntraced::outputOnlyWithoutGradOutput()
{
    AttentionCase c = layer(9, 3, true, 11);
    c.gradOutput.reset();
    Untraced fast;
    ATLAS_VERIFY_OK(runUntraced(c, fast));
    AttentionResponse traced;
    ATLAS_VERIFY_OK(runAttention(c, traced));
    ATLAS_VERIFY_OK(compareClose(QStringLiteral("output"), fast.output, traced.output, 1e-12, 1e-14));
}

void TestCliUntraced::lengthsBeyondTheTracedLimits()
{
    // T = 16384, two heads: H·T² = 2²⁹ scores, beyond the traced limit of 2²²; the response
    // holds T × d_out numbers only.
    AttentionCase c = layer(16384, 2, true, 13);
    c.gradOutput.reset();
    Untraced fast;
    ATLAS_VERIFY_OK(runUntraced(c, fast));
    QCOMPARE(fast.output.rows(), Index(16384));
    // The traced request of the same size is refused, naming the length.
    ATLAS_VERIFY_OK(errorContract(runCli({QStringLiteral("attention")}, toJson(c.toJson())), QStringLiteral("x"), {QStringLiteral("4096")}));
    // Beyond 16384 the untraced request is refused too.
    AttentionCase longer = layer(16385, 1, false, 17);
    longer.gradOutput.reset();
    ATLAS_VERIFY_OK(errorContract(runCli({QStringLiteral("attention")}, untraced(longer)), QStringLiteral("x"), {QStringLiteral("16384")}));
    // A middle size with gradients: T = 5000, where H·T² also exceeds the traced limit.
    AttentionCase middle = layer(5000, 1, false, 19);
    Untraced gradients;
    ATLAS_VERIFY_OK(runUntraced(middle, gradients));
    QCOMPARE(gradients.x.rows(), Index(5000));
}

void TestCliUntraced::malformedRequests_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("mention");
    const AttentionCase c = layer(4, 2, false, 23);
    QJsonObject notBoolean = c.toJson();
    notBoolean.insert(QStringLiteral("trace"), QStringLiteral("no"));
    QTest::newRow("trace not a boolean") << toJson(notBoolean) << QStringLiteral("trace") << QString();
    QJsonObject perHead{{QStringLiteral("inputs"), QJsonArray{QJsonObject{{QStringLiteral("q"), toJson(Mat::Ones(2, 1))},
                                                                          {QStringLiteral("k"), toJson(Mat::Ones(2, 1))},
                                                                          {QStringLiteral("v"), toJson(Mat::Ones(2, 1))}}}},
                        {QStringLiteral("trace"), false}};
    QTest::newRow("trace false with per-head inputs") << toJson(perHead) << QStringLiteral("trace") << QStringLiteral("inputs");
    QJsonObject wrongGrad = c.toJson();
    wrongGrad.insert(QStringLiteral("trace"), false);
    wrongGrad.insert(QStringLiteral("grad_output"), toJson(Mat::Ones(4, 3)));
    QTest::newRow("grad_output of the wrong shape") << toJson(wrongGrad) << QStringLiteral("grad_output") << QStringLiteral("4×4");
    QJsonObject wrongIds = c.toJson();
    wrongIds.insert(QStringLiteral("trace"), false);
    wrongIds.insert(QStringLiteral("document_ids"), toJson(std::vector<std::int64_t>{0, 1}));
    QTest::newRow("document ids of the wrong length") << toJson(wrongIds) << QStringLiteral("document_ids") << QString();
    QJsonObject oddRotary = c.toJson();
    oddRotary.insert(QStringLiteral("trace"), false);
    oddRotary.insert(QStringLiteral("rotary"), QJsonObject{});
    QTest::newRow("rotary with an odd dk") << toJson(oddRotary) << QStringLiteral("rotary") << QStringLiteral("dk = 3");
    QJsonObject wrongGroups = c.toJson();
    wrongGroups.insert(QStringLiteral("trace"), false);
    wrongGroups.insert(QStringLiteral("kv_heads"), 3);
    QTest::newRow("kv_heads not a divisor") << toJson(wrongGroups) << QStringLiteral("kv_heads") << QString();
    QJsonObject huge = c.toJson();
    huge.insert(QStringLiteral("trace"), false);
    huge.insert(QStringLiteral("precision"), QStringLiteral("float"));
    huge.insert(QStringLiteral("x"), toJson(Mat::Constant(4, 5, 1e30)));
    QTest::newRow("overflow in float") << toJson(huge) << QStringLiteral("request") << QStringLiteral("float");
}

void TestCliUntraced::malformedRequests()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, field);
    QFETCH(QString, mention);
    ATLAS_VERIFY_OK(errorContract(runCli({QStringLiteral("attention")}, request), field,
                                  mention.isEmpty() ? QStringList{} : QStringList{mention}));
}

ATLAS_TEST_MAIN(TestCliUntraced)
#include "tst_cliuntraced.moc"
