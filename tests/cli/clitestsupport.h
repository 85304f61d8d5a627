// What the attention-atlas-cli suites share: running the real binary, the error contract
// (docs/cli.md), JSON ↔ matrix conversion, an attention request builder that can also drive
// the engine directly, and matrix comparisons that explain themselves when they fail.
//
// Checks return an empty QString when they hold and a description otherwise, so a test says
//     ATLAS_VERIFY_OK(check(...));
// and the failure message names the entry, the values and the process output.
#pragma once

#include <atlas/multiheadattention.h>

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QTest>

#include <cstdint>
#include <optional>
#include <vector>

#define ATLAS_VERIFY_OK(expression)                                                            \
    do {                                                                                       \
        const QString atlasProblem_ = (expression);                                            \
        QVERIFY2(atlasProblem_.isEmpty(), qPrintable(atlasProblem_));                          \
    } while (false)

// QCOMPARE is fuzzy for doubles (and against 0 accepts anything below 1e-12): where the
// contract says "exactly", compare exactly.
#define ATLAS_COMPARE_EXACT(actual, expected)                                                  \
    do {                                                                                       \
        const double atlasActual_ = (actual), atlasExpected_ = (expected);                     \
        QVERIFY2(atlasActual_ == atlasExpected_,                                               \
                 qPrintable(QStringLiteral("%1 = %2, expected exactly %3")                     \
                                .arg(QStringLiteral(#actual)).arg(atlasActual_, 0, 'g', 17)     \
                                .arg(atlasExpected_, 0, 'g', 17)));                            \
    } while (false)

namespace atlas::test {

using Mat = Matrix<double>;

// ---- running the tool ------------------------------------------------------------------

struct CliResult {
    bool finished = false; // started, exited normally and within the time limit
    int exitCode = -1;
    QByteArray out, err;

    // Exit status and both streams (shortened), for failure messages.
    QString describe() const;
};

QString cliPath();

// Runs attention-atlas-cli with `arguments`, writing `input` to its standard input.
CliResult runCli(const QStringList &arguments, const QByteArray &input = {},
                 int timeoutMs = 60000);

// The error contract: exit status 2, nothing on stdout, exactly one line on stderr of the form
// "error: FIELD: message" with a non-empty message.
//   field      FIELD must be this field or a location inside it ("x" accepts "x", "x[1]",
//              "x[1][0]"; "inputs[0]" accepts "inputs[0].k"). Alternatives separated by '|'
//              where the defect can fairly be blamed on either ("x|inputs"). Empty: any
//              "error: …" line (option errors worded by QCommandLineParser).
//   mentions   strings the line must contain (what was expected, what was given).
//   exactLine  if given, the whole line without its newline.
QString errorContract(const CliResult &r, const QString &field, const QStringList &mentions = {},
                      const QString &exactLine = {});

// Success: exit 0, nothing on stderr, stdout one JSON object (whitespace around it only).
QString successContract(const CliResult &r, QJsonObject &response);

// Every number in `value` is finite and nothing is null (JSON has no NaN: a NaN written by
// the tool would have to appear as null or as invalid JSON).
QString noNullOrNonFinite(const QJsonValue &value, const QString &where = QStringLiteral("response"));

QByteArray toJson(const QJsonObject &object);

// ---- matrices --------------------------------------------------------------------------

QJsonArray toJson(const Mat &m);
QJsonArray toJson(const std::vector<std::int64_t> &values);
// A rectangular array of arrays of numbers, exactly rows × cols.
QString readMatrix(const QJsonValue &value, Index rows, Index cols, Mat &out, const QString &what);
QString readBoolMatrix(const QJsonValue &value, Index rows, Index cols, BoolMatrix &out,
                       const QString &what);

// Bit-for-bit equality (NaN never equals; +0 equals −0).
QString compareExact(const QString &what, const Mat &actual, const Mat &expected);
// |a − e| ≤ absolute + relative·|e| entrywise.
QString compareClose(const QString &what, const Mat &actual, const Mat &expected,
                     double relative, double absolute);
QString compareBool(const QString &what, const BoolMatrix &actual, const BoolMatrix &expected);

// Deterministic values in [−1, 1) that do not depend on the standard library's distributions.
class Values {
public:
    explicit Values(std::uint64_t seed) : state_(seed) {}
    double next();
    Mat matrix(Index rows, Index cols);

private:
    std::uint64_t state_;
};

// ---- the attention request -------------------------------------------------------------

// One `attention` request, in either form, that can be written as JSON for the tool or handed
// to the engine. Optional fields left unset are omitted from the JSON.
struct AttentionCase {
    // projected form
    Mat x, wq, wk, wv;
    int heads = 1;
    // per-head form (used when non-empty)
    std::vector<HeadInput<double>> inputs;

    std::optional<Mat> wo;
    std::optional<bool> causal;
    std::vector<std::int64_t> documentIds;
    std::optional<double> temperature;
    std::optional<Mat> gradOutput;
    QString precision; // empty: omitted
    std::optional<int> kvHeads;
    std::optional<bool> alibi;
    std::optional<RotaryOptions> rotary; // written as {"base", "positions" (when non-empty)}
    bool rotaryBaseOmitted = false;      // write "rotary" without "base" (the default 10000)
    std::optional<Mat> context;          // cross-attention: keys and values from it
    std::vector<bool> keyPadding;        // empty: omitted
    std::optional<Index> window;         // a sliding window of W keys

    bool projected() const { return inputs.empty(); }
    Index length() const;
    Index keyLength() const; // T_k: the context's rows, else T
    Index headCount() const;
    Index groupCount() const; // key/value heads
    QJsonObject toJson() const;
    AttentionOptions options() const;
};

// A parsed `attention` response, shapes checked against the request.
struct HeadResponse {
    Mat q, k, v, scores, probabilities, output;
    BoolMatrix allowed;
    Mat qRotated, kRotated;            // with rotary only
    std::optional<double> alibiSlope;  // with alibi only
};
struct HeadGradientResponse {
    Mat q, k, v, scores, probabilities;
};
struct AttentionResponse {
    Mat output;
    std::vector<HeadResponse> heads;
    bool hasGradients = false;
    Mat x, wq, wk, wv;          // gradients, projected form only
    std::optional<Mat> context; // gradient, when the request has a context
    std::optional<Mat> wo;      // gradient, when the request has wo
    std::vector<HeadGradientResponse> headGradients;
};

// Checks the response against the contract's shapes for `request` and fills `out`: output
// T×d_out; per head q (T×dk), k (T_k×dk), v (T_k×dv), scores, allowed, probabilities (T×T_k),
// output (T×dv), q_rotated and k_rotated (T×dk) exactly with rotary, alibi_slope exactly with alibi;
// gradients exactly when grad_output is given, with x/wq/wk/wv only in the projected form and
// wo only when the request has wo, context only when it has a context.
QString parseAttentionResponse(const QJsonObject &response, const AttentionCase &request,
                               AttentionResponse &out);

// Runs `request` through the tool and parses the response (success contract included).
QString runAttention(const AttentionCase &request, AttentionResponse &out);

// L = Σ gradOutput ∘ output, the loss whose gradients the tool reports.
double loss(const Mat &gradOutput, const Mat &output);

} // namespace atlas::test
