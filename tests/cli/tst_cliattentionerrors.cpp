// attention-atlas-cli attention, malformed requests (docs/cli.md): exit status 2, nothing on
// stdout, exactly one line "error: FIELD: message" on stderr naming the field. One row per
// defect; every request but the defect is valid, so the field to blame is determined.
#include "clitestsupport.h"
#include "suiteregistry.h"

#include <QJsonDocument>
#include <QTemporaryFile>
#include <QTest>

using namespace atlas;
using namespace atlas::test;

namespace {

// rows × cols, every entry `value`.
QJsonArray filled(int rows, int cols, double value = 0.25)
{
    return toJson(Mat::Constant(rows, cols, value));
}

// A valid projected request: T = 2, d_model = 4, two heads, dk = 3, dv = 2.
QJsonObject base()
{
    return {{QStringLiteral("x"), toJson(Mat{{0.1, 0.2, 0.3, 0.4}, {-0.5, 0.6, -0.7, 0.8}})},
            {QStringLiteral("heads"), 2},
            {QStringLiteral("wq"), filled(4, 6)},
            {QStringLiteral("wk"), filled(4, 6, -0.5)},
            {QStringLiteral("wv"), filled(4, 4, 0.75)}};
}

// base() with even head widths, so that rotary positions apply: two heads, dk = 2, dv = 2.
QJsonObject evenBase()
{
    QJsonObject r = base();
    r.insert(QStringLiteral("wq"), filled(4, 4));
    r.insert(QStringLiteral("wk"), filled(4, 4, -0.5));
    return r;
}

// A valid per-head request: one head, T = 2, dk = 1, dv = 1.
QJsonObject head()
{
    return {{QStringLiteral("q"), filled(2, 1)}, {QStringLiteral("k"), filled(2, 1)}, {QStringLiteral("v"), filled(2, 1)}};
}

QByteArray json(const QJsonObject &object)
{
    return toJson(object);
}

QByteArray with(const QJsonObject &object, const char *key, const QJsonValue &value)
{
    QJsonObject copy = object;
    copy.insert(QLatin1String(key), value);
    return json(copy);
}

QByteArray with(const char *key, const QJsonValue &value)
{
    return with(base(), key, value);
}

QByteArray without(const char *key)
{
    QJsonObject copy = base();
    copy.remove(QLatin1String(key));
    return json(copy);
}

QByteArray perHead(const QJsonArray &heads, const char *key = nullptr, const QJsonValue &value = {})
{
    QJsonObject request{{QStringLiteral("inputs"), heads}};
    if (key)
        request.insert(QLatin1String(key), value);
    return json(request);
}

QJsonObject headWith(const char *key, const QJsonValue &value)
{
    QJsonObject h = head();
    h.insert(QLatin1String(key), value);
    return h;
}

QJsonArray rows(const QByteArray &text)
{
    return QJsonDocument::fromJson(text).array();
}

} // namespace

class TestCliAttentionErrors : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void baseIsValid();
    void malformed_data();
    void malformed();
    void limits_data();
    void limits();
    void floatRangeOnlyLimitsFloat();
    void validGrammarEdges();
    void missingInputFile();
};

void TestCliAttentionErrors::baseIsValid()
{
    // Every row below changes one thing of these; they must succeed as they are.
    QJsonObject response;
    ATLAS_VERIFY_OK(successContract(runCli({QStringLiteral("attention")}, json(base())), response));
    ATLAS_VERIFY_OK(successContract(runCli({QStringLiteral("attention")}, perHead({head()})), response));
    ATLAS_VERIFY_OK(successContract(runCli({QStringLiteral("attention")}, perHead({head(), head()}, "heads", 2)), response));
    QJsonObject full = base();
    full.insert(QStringLiteral("wo"), filled(4, 3));
    full.insert(QStringLiteral("grad_output"), filled(2, 3));
    full.insert(QStringLiteral("document_ids"), QJsonArray{1, 2});
    full.insert(QStringLiteral("temperature"), 0.5);
    full.insert(QStringLiteral("causal"), false);
    full.insert(QStringLiteral("precision"), QStringLiteral("float"));
    ATLAS_VERIFY_OK(successContract(runCli({QStringLiteral("attention")}, json(full)), response));
    // The position and grouping options: rotary (with even dk), alibi, one key/value head.
    QJsonObject positions = evenBase();
    positions.insert(QStringLiteral("rotary"), QJsonObject{{QStringLiteral("base"), 500.0}, {QStringLiteral("positions"), QJsonArray{3, -1}}});
    positions.insert(QStringLiteral("alibi"), true);
    positions.insert(QStringLiteral("kv_heads"), 1);
    positions.insert(QStringLiteral("wk"), filled(4, 2, -0.5));
    positions.insert(QStringLiteral("wv"), filled(4, 2, 0.75));
    positions.insert(QStringLiteral("grad_output"), filled(2, 4));
    ATLAS_VERIFY_OK(successContract(runCli({QStringLiteral("attention")}, json(positions)), response));
    ATLAS_VERIFY_OK(successContract(runCli({QStringLiteral("attention")}, perHead({head()}, "alibi", true)), response));
    // Cross-attention with groups, padding and its gradient; padding without a context, in
    // both forms.
    QJsonObject cross = base();
    cross.insert(QStringLiteral("context"), filled(3, 4));
    cross.insert(QStringLiteral("key_padding"), QJsonArray{false, true, false});
    cross.insert(QStringLiteral("kv_heads"), 1);
    cross.insert(QStringLiteral("wk"), filled(4, 3, -0.5));
    cross.insert(QStringLiteral("wv"), filled(4, 2, 0.75));
    cross.insert(QStringLiteral("grad_output"), filled(2, 4));
    ATLAS_VERIFY_OK(successContract(runCli({QStringLiteral("attention")}, json(cross)), response));
    ATLAS_VERIFY_OK(successContract(runCli({QStringLiteral("attention")}, with("key_padding", QJsonArray{false, true})), response));
    ATLAS_VERIFY_OK(successContract(runCli({QStringLiteral("attention")}, perHead({head()}, "key_padding", QJsonArray{true, false})), response));
}

void TestCliAttentionErrors::malformed_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QStringList>("mentions");
    QTest::addColumn<QString>("exactLine");
    const auto row = [](const char *name, const QByteArray &request, const char *field,
                        const QStringList &mentions = {}, const QString &exactLine = {}) {
        QTest::newRow(name) << request << QString::fromUtf8(field) << mentions << exactLine;
    };
    const QString none;

    // The document itself: where JSON breaks off, the error names the field being read.
    row("invalid JSON", "{\"x\": [[1, 2]", "x", {QStringLiteral("line 1, column 14")});
    row("trailing garbage", json(base()) + " x", "request");
    row("empty input", "", "request");
    row("only whitespace", "  \n ", "request");
    row("not an object: array", "[1, 2]", "request");
    row("not an object: number", "42", "request");
    row("nested beyond the parser's depth", QByteArray(3000, '[') + QByteArray(3000, ']'), "request");

    // One strict number and object grammar (docs/pack-format.md, "Numbers and objects"): the
    // probe's requests, each of which the tool used to read in some way of its own.
    const QByteArray request = json(base());
    const auto replaced = [&request](const char *from, const char *to) { return QByteArray(request).replace(from, to); };
    row("a key given twice (the last used to win)", replaced("\"wv\":", "\"wv\":[[5]],\"wv\":"), "wv",
        {QStringLiteral("twice"), QStringLiteral("line 1, column")});
    row("document_ids beyond 2^53 (used to merge into one document)",
        replaced("\"heads\":2", "\"heads\":2,\"document_ids\":[9007199254740992,9007199254740993]"), "document_ids[0]",
        {QStringLiteral("9007199254740992"), QStringLiteral("9007199254740991")});
    row("an integer far beyond 2^53 (used to say 9.0072e+15)", replaced("\"heads\":2", "\"heads\":90071992547409930"), "heads",
        {QStringLiteral("90071992547409930")});
    row("heads 1e16 (an exact integer, too large to be carried exactly)", replaced("\"heads\":2", "\"heads\":1e16"), "heads",
        {QStringLiteral("9007199254740991"), QStringLiteral("1e+16")});
    row("1. (used to be accepted)", replaced("\"heads\":2", "\"heads\":2."), "heads", {QStringLiteral("1.0 or 1")});
    row(".5 (used to be accepted)", replaced("\"heads\":2", "\"heads\":2,\"temperature\":.5"), "temperature", {QStringLiteral("0.5")});
    row("+1", replaced("\"heads\":2", "\"heads\":+2"), "heads", {QStringLiteral("'+'")});
    row("a leading zero", replaced("\"heads\":2", "\"heads\":02"), "heads", {QStringLiteral("leading zeros")});
    row("NaN", replaced("\"heads\":2", "\"heads\":2,\"temperature\":NaN"), "temperature", {QStringLiteral("NaN")});
    row("-Infinity in a matrix", replaced("[[0.1,", "[[-Infinity,"), "x[0][0]", {QStringLiteral("Infinity")});
    row("1e400", replaced("[[0.1,", "[[1e400,"), "x[0][0]", {QStringLiteral("1e400"), QStringLiteral("1.8e308")});
    row("a raw control character in a string", replaced("\"heads\":2", "\"heads\":2,\"precision\":\"flo\tat\""), "precision",
        {QStringLiteral("U+0009")});
    row("not UTF-8", replaced("\"heads\":2", "\"heads\":2,\"precision\":\"\xff\""), "precision", {QStringLiteral("UTF-8")});
    row("a lone surrogate", replaced("\"heads\":2", "\"heads\":2,\"precision\":\"\\ud800\""), "precision", {QStringLiteral("surrogate")});
    row("a trailing comma", request.chopped(1) + ",}", "request", {QStringLiteral("trailing comma")});
    row("unknown field", with("wqq", filled(4, 6)), "wqq", {QStringLiteral("unknown")});

    // Required fields.
    for (const char *field : {"x", "heads", "wq", "wk", "wv"})
        QTest::addRow("missing %s", field) << without(field) << QString::fromLatin1(field) << QStringList{QStringLiteral("missing")} << none;

    // heads
    row("heads 0", with("heads", 0), "heads", {QStringLiteral("0")});
    row("heads -1", with("heads", -1), "heads", {QStringLiteral("-1")});
    row("heads 2.5", with("heads", 2.5), "heads", {QStringLiteral("2.5")});
    row("heads \"2\"", with("heads", QStringLiteral("2")), "heads");
    row("heads null", with("heads", QJsonValue::Null), "heads");
    row("heads true", with("heads", true), "heads");
    {
        // 65 heads of dk = dv = 1: the shapes agree, only the count is beyond the limit.
        QJsonObject many = base();
        many.insert(QStringLiteral("heads"), 65);
        for (const char *w : {"wq", "wk", "wv"})
            many.insert(QLatin1String(w), filled(4, 65));
        row("heads too many", json(many), "heads", {QStringLiteral("65")});
    }

    // x
    row("x a string", with("x", QStringLiteral("[[1]]")), "x");
    row("x an object", with("x", QJsonObject{}), "x");
    row("x empty", with("x", QJsonArray{}), "x");
    row("x an empty row", with("x", rows("[[]]")), "x");
    row("x rows are numbers", with("x", rows("[1, 2, 3, 4]")), "x");
    row("x ragged rows", with("x", rows("[[1, 2, 3, 4], [1, 2, 3]]")), "x[1]");
    row("x a string cell", with("x", rows("[[1, \"2\", 3, 4], [1, 2, 3, 4]]")), "x[0][1]");
    row("x a null cell", with("x", rows("[[1, 2, 3, 4], [null, 2, 3, 4]]")), "x[1][0]");
    row("x a boolean cell", with("x", rows("[[1, 2, 3, true], [1, 2, 3, 4]]")), "x[0][3]");
    row("x nested too deep", with("x", rows("[[[1], 2, 3, 4], [1, 2, 3, 4]]")), "x[0][0]");

    // Projections: the key projection fixes heads·dk (docs/cli.md's example: wk is 4×6).
    row("wq wrong columns (docs/cli.md example)", with("wq", filled(4, 5)), "wq", {},
        QStringLiteral("error: wq: expected 4×6 (d_model × heads·dk), got 4×5"));
    row("wq wrong rows", with("wq", filled(3, 6)), "wq", {QStringLiteral("4×6"), QStringLiteral("3×6")});
    row("wq columns a multiple of heads, ≠ wk", with("wq", filled(4, 8)), "wq", {QStringLiteral("4×6"), QStringLiteral("4×8")});
    row("wq not a matrix", with("wq", 1.0), "wq");
    row("wk wrong rows", with("wk", filled(5, 6)), "wk", {QStringLiteral("5×6")});
    row("wk columns not a multiple of heads", with("wk", filled(4, 7)), "wk", {QStringLiteral("4×7")});
    row("wv wrong rows", with("wv", filled(3, 4)), "wv", {QStringLiteral("3×4")});
    row("wv columns not a multiple of heads", with("wv", filled(4, 5)), "wv", {QStringLiteral("4×5")});
    row("wo wrong rows", with("wo", filled(5, 3)), "wo", {QStringLiteral("5×3")});
    row("wo not a matrix", with("wo", QJsonArray{1, 2}), "wo");

    // grad_output must have the output's shape: T × d_out (d_out = heads·dv without wo).
    row("grad_output wrong columns", with("grad_output", filled(2, 3)), "grad_output", {QStringLiteral("2×4"), QStringLiteral("2×3")});
    row("grad_output wrong rows", with("grad_output", filled(3, 4)), "grad_output", {QStringLiteral("2×4"), QStringLiteral("3×4")});
    {
        QJsonObject projected = base();
        projected.insert(QStringLiteral("wo"), filled(4, 3));
        row("grad_output shaped like the heads, not wo's output", with(projected, "grad_output", filled(2, 4)),
            "grad_output", {QStringLiteral("2×3"), QStringLiteral("2×4")});
    }
    row("grad_output not a matrix", with("grad_output", QStringLiteral("ones")), "grad_output");

    // Options.
    row("document_ids too short", with("document_ids", QJsonArray{1}), "document_ids");
    row("document_ids too long", with("document_ids", QJsonArray{1, 1, 1}), "document_ids");
    row("document_ids non-integer", with("document_ids", QJsonArray{1, 1.5}), "document_ids");
    row("document_ids a string entry", with("document_ids", QJsonArray{QStringLiteral("a"), 1}), "document_ids");
    row("document_ids not an array", with("document_ids", 7), "document_ids");
    row("temperature 0", with("temperature", 0), "temperature", {QStringLiteral("0")});
    row("temperature negative", with("temperature", -1.5), "temperature", {QStringLiteral("-1.5")});
    row("temperature a string", with("temperature", QStringLiteral("1")), "temperature");
    row("temperature null", with("temperature", QJsonValue::Null), "temperature");
    // A sliding window: W ≥ 1 keys, counted back from the query, so only with the causal mask.
    row("window 0", with("window", 0), "window", {QStringLiteral("0")});
    row("window negative", with("window", -3), "window", {QStringLiteral("-3")});
    row("window 1.5", with("window", 1.5), "window");
    row("window a string", with("window", QStringLiteral("512")), "window");
    {
        QJsonObject bidirectional = base();
        bidirectional.insert(QStringLiteral("causal"), false);
        row("window without the causal mask", with(bidirectional, "window", 2), "window", {QStringLiteral("causal")});
    }
    row("causal a string", with("causal", QStringLiteral("true")), "causal");
    row("causal a number", with("causal", 1), "causal");
    row("precision half", with("precision", QStringLiteral("half")), "precision", {QStringLiteral("half"), QStringLiteral("double"), QStringLiteral("float")});
    row("precision a number", with("precision", 32), "precision");

    // Shared key/value heads: G divides H; wk and wv then have G·dk and G·dv columns.
    row("kv_heads not dividing heads", with("kv_heads", 3), "kv_heads", {QStringLiteral("2"), QStringLiteral("3")});
    row("kv_heads 0", with("kv_heads", 0), "kv_heads", {QStringLiteral("0")});
    row("kv_heads a string", with("kv_heads", QStringLiteral("1")), "kv_heads");
    row("kv_heads 1.5", with("kv_heads", 1.5), "kv_heads");
    {
        QJsonObject grouped = base();
        grouped.insert(QStringLiteral("kv_heads"), 1);
        grouped.insert(QStringLiteral("wk"), filled(4, 3, -0.5)); // 1·dk, dk = 3 as wq says
        row("kv_heads 1: wq must still have heads·dk columns", with(grouped, "wq", filled(4, 3)), "wq",
            {QStringLiteral("4×6"), QStringLiteral("4×3")});
        row("kv_heads 1, wk 4×5 makes dk 5: wq must be 4×10", with(grouped, "wk", filled(4, 5)), "wq", {QStringLiteral("4×10")});
        row("kv_heads 1, wv wrong rows", with(grouped, "wv", filled(3, 2)), "wv", {QStringLiteral("kv_heads"), QStringLiteral("3×2")});
        grouped.insert(QStringLiteral("kv_heads"), 2);
        row("kv_heads 2 of 2, wk columns not a multiple of 2", with(grouped, "wk", filled(4, 3)), "wk", {QStringLiteral("4×3")});
    }
    row("kv_heads with per-head inputs", perHead({head()}, "kv_heads", 1), "kv_heads", {QStringLiteral("inputs")});

    // Rotary positions: an object {"base", "positions"}; dk must be even.
    row("rotary with odd dk", with("rotary", QJsonObject{}), "rotary", {QStringLiteral("dk = 3")});
    row("rotary with odd dk in a per-head input", perHead({head()}, "rotary", QJsonObject{}), "rotary", {QStringLiteral("inputs[0]")});
    row("rotary not an object", with(evenBase(), "rotary", true), "rotary");
    row("rotary with an unknown key", with(evenBase(), "rotary", QJsonObject{{QStringLiteral("theta"), 1}}), "rotary", {QStringLiteral("theta")});
    row("rotary.base 0", with(evenBase(), "rotary", QJsonObject{{QStringLiteral("base"), 0}}), "rotary.base", {QStringLiteral("0")});
    row("rotary.base negative", with(evenBase(), "rotary", QJsonObject{{QStringLiteral("base"), -10}}), "rotary.base", {QStringLiteral("-10")});
    row("rotary.base a string", with(evenBase(), "rotary", QJsonObject{{QStringLiteral("base"), QStringLiteral("1e4")}}), "rotary.base");
    row("rotary.positions too short", with(evenBase(), "rotary", QJsonObject{{QStringLiteral("positions"), QJsonArray{0}}}), "rotary.positions",
        {QStringLiteral("2"), QStringLiteral("1")});
    row("rotary.positions too long", with(evenBase(), "rotary", QJsonObject{{QStringLiteral("positions"), QJsonArray{0, 1, 2}}}), "rotary.positions");
    row("rotary.positions non-integer", with(evenBase(), "rotary", QJsonObject{{QStringLiteral("positions"), QJsonArray{0, 0.5}}}), "rotary.positions[1]");
    row("rotary.positions not an array", with(evenBase(), "rotary", QJsonObject{{QStringLiteral("positions"), 4}}), "rotary.positions");

    // ALiBi: a boolean.
    row("alibi a number", with("alibi", 1), "alibi");
    row("alibi a string", with("alibi", QStringLiteral("true")), "alibi");

    // A context (cross-attention): T_k × d_model, the projected form only, traced; no order
    // between the two sequences unless they have one length; no positions within one sequence.
    {
        const QJsonArray context = filled(3, 4); // T_k = 3 keys for T = 2 queries
        QJsonObject cross = base();
        cross.insert(QStringLiteral("context"), context);
        row("context with d_model 3, x has 4", with("context", filled(3, 3)), "context", {QStringLiteral("4"), QStringLiteral("3×3")});
        row("context not a matrix", with("context", QStringLiteral("encoder")), "context");
        row("context ragged", with("context", QJsonArray{QJsonArray{1, 2, 3, 4}, QJsonArray{1, 2}}), "context");
        row("context with per-head inputs", perHead({head()}, "context", context), "context", {QStringLiteral("inputs")});
        row("context with trace false", with(cross, "trace", false), "context", {QStringLiteral("trace")});
        row("causal true with a context of another length", with(cross, "causal", true), "causal",
            {QStringLiteral("T = 2"), QStringLiteral("3")});
        row("document ids with a context", with(cross, "document_ids", QJsonArray{1, 2}), "document_ids", {QStringLiteral("context")});
        row("alibi with a context", with(cross, "alibi", true), "alibi", {QStringLiteral("context")});
        row("window with a context", with(cross, "window", 2), "window", {QStringLiteral("context")});
        row("grad_output with T_k rows", with(cross, "grad_output", filled(3, 4)), "grad_output", {QStringLiteral("2×4")});
        // Key padding: one boolean per key (T_k with a context, else T).
        row("key_padding one per query, not per key", with(cross, "key_padding", QJsonArray{false, true}), "key_padding",
            {QStringLiteral("3"), QStringLiteral("2")});
        row("key_padding too long", with("key_padding", QJsonArray{false, true, false}), "key_padding", {QStringLiteral("2"), QStringLiteral("3")});
        row("key_padding of numbers", with("key_padding", QJsonArray{0, 1}), "key_padding[0]");
        row("key_padding not an array", with("key_padding", true), "key_padding");
        QJsonObject untraced = base();
        untraced.insert(QStringLiteral("trace"), false);
        row("key_padding with trace false", with(untraced, "key_padding", QJsonArray{false, true}), "key_padding", {QStringLiteral("trace")});
    }

    // The per-head form.
    row("inputs together with x", with("inputs", QJsonArray{head()}), "x|inputs");
    row("inputs empty", perHead({}), "inputs");
    row("inputs not an array", json({{QStringLiteral("inputs"), head()}}), "inputs");
    row("inputs entry not an object", perHead({1}), "inputs[0]");
    {
        QJsonObject noK = head();
        noK.remove(QStringLiteral("k"));
        row("a head missing k", perHead({head(), noK}), "inputs[1].k", {QStringLiteral("missing")});
    }
    row("a head with an unknown key", perHead({headWith("w", filled(2, 1))}), "inputs[0]");
    {
        QJsonObject longer{{QStringLiteral("q"), filled(3, 1)}, {QStringLiteral("k"), filled(3, 1)}, {QStringLiteral("v"), filled(3, 1)}};
        row("heads of different T", perHead({head(), longer}), "inputs[1]", {QStringLiteral("3×1")});
    }
    row("k width ≠ q width", perHead({headWith("k", filled(2, 2))}), "inputs[0]", {QStringLiteral("2×2")});
    row("v rows ≠ T", perHead({headWith("v", filled(3, 1))}), "inputs[0].v", {QStringLiteral("3×1")});
    row("q not a matrix", perHead({headWith("q", QStringLiteral("q"))}), "inputs[0].q");
    row("heads ≠ the number of inputs", perHead({head()}, "heads", 2), "heads|inputs");
    row("wo rows ≠ Σ dv of the inputs", perHead({head(), head()}, "wo", filled(3, 1)), "wo", {QStringLiteral("2×1"), QStringLiteral("3×1")});
    row("document_ids length ≠ T of the inputs", perHead({head()}, "document_ids", QJsonArray{1, 2, 3}), "document_ids");

    // Values the requested precision cannot hold, and computations that overflow.
    QJsonObject single = base();
    single.insert(QStringLiteral("precision"), QStringLiteral("float"));
    row("x beyond float", with(single, "x", filled(2, 4, 1e39)), "x", {QStringLiteral("float")});
    row("wv beyond float", with(single, "wv", filled(4, 4, -1e39)), "wv", {QStringLiteral("float")});
    row("grad_output beyond float", with(single, "grad_output", filled(2, 4, 1e39)), "grad_output", {QStringLiteral("float")});
    {
        QJsonObject h = head();
        h.insert(QStringLiteral("v"), filled(2, 1, 1e39));
        row("inputs v beyond float", perHead({h}, "precision", QStringLiteral("float")), "inputs[0].v", {QStringLiteral("float")});
    }
    row("float computation overflows", with(single, "x", filled(2, 4, 1e20)), "request|x", {QStringLiteral("float")});
    // Finite, but beyond what float resolves for the softmax: scores of ~10⁷ are 1 apart.
    row("float scores too coarse for the softmax", with(single, "x", filled(2, 4, 2000)), "precision",
        {QStringLiteral("8192"), QStringLiteral("double")});
    row("double computation overflows (1e300 entries)", with("x", filled(2, 4, 1e300)), "request|x", {QStringLiteral("overflow")});
    row("temperature so small the scale is infinite", with("temperature", 1e-320), "request|temperature");
    {
        QJsonObject backward = base();
        backward.insert(QStringLiteral("wv"), filled(4, 4, 1e300));
        backward.insert(QStringLiteral("grad_output"), filled(2, 4, 1e300));
        row("gradients overflow", json(backward), "request|grad_output", {QStringLiteral("overflow")});
    }
}

void TestCliAttentionErrors::malformed()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, field);
    QFETCH(QStringList, mentions);
    QFETCH(QString, exactLine);
    ATLAS_VERIFY_OK(errorContract(runCli({QStringLiteral("attention")}, request), field, mentions, exactLine));
}

void TestCliAttentionErrors::limits_data()
{
    // Refused from the request's size, before any T×T allocation: these run in milliseconds
    // (they would take gigabytes and minutes if computed).
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QStringList>("mentions");
    const auto projected = [](int length, int heads) {
        QJsonObject r{{QStringLiteral("x"), filled(length, 1)}, {QStringLiteral("heads"), heads},
                      {QStringLiteral("wq"), filled(1, heads)}, {QStringLiteral("wk"), filled(1, heads)},
                      {QStringLiteral("wv"), filled(1, heads)}};
        return json(r);
    };
    QTest::newRow("T = 4097") << projected(4097, 1) << QStringLiteral("x") << QStringList{QStringLiteral("4096"), QStringLiteral("4097")};
    QTest::newRow("heads·T² beyond the limit") << projected(4096, 2) << QStringLiteral("heads|x") << QStringList{};
    const QJsonObject tall{{QStringLiteral("q"), filled(4097, 1)}, {QStringLiteral("k"), filled(4097, 1)}, {QStringLiteral("v"), filled(4097, 1)}};
    QTest::newRow("per-head T = 4097") << perHead({tall}) << QStringLiteral("inputs") << QStringList{QStringLiteral("4096"), QStringLiteral("4097")};
    // Per-head form: the request has no "heads"; the error must name a field it has.
    const QJsonObject long4096{{QStringLiteral("q"), filled(4096, 1)}, {QStringLiteral("k"), filled(4096, 1)}, {QStringLiteral("v"), filled(4096, 1)}};
    QTest::newRow("per-head heads·T² beyond the limit") << perHead({long4096, long4096}) << QStringLiteral("inputs") << QStringList{};
    // Small requests whose response would be huge: T·(H·dk) of q alone, from a 2048×1 x and
    // 1×4096 projections (every intermediate is in the response).
    {
        QJsonObject wide{{QStringLiteral("x"), filled(2048, 1)}, {QStringLiteral("heads"), 1},
                         {QStringLiteral("wq"), filled(1, 4096)}, {QStringLiteral("wk"), filled(1, 4096)},
                         {QStringLiteral("wv"), filled(1, 4096)}};
        QTest::newRow("a response beyond 2^25 numbers") << json(wide) << QStringLiteral("x")
                                                        << QStringList{QStringLiteral("33554432")};
    }
    QTest::newRow("too many inputs") << perHead(QJsonArray{head(), head(), head(), head(), head(), head(), head(), head(), head(), head(),
                                                           head(), head(), head(), head(), head(), head(), head(), head(), head(), head(),
                                                           head(), head(), head(), head(), head(), head(), head(), head(), head(), head(),
                                                           head(), head(), head(), head(), head(), head(), head(), head(), head(), head(),
                                                           head(), head(), head(), head(), head(), head(), head(), head(), head(), head(),
                                                           head(), head(), head(), head(), head(), head(), head(), head(), head(), head(),
                                                           head(), head(), head(), head(), head()})
                                     << QStringLiteral("inputs") << QStringList{QStringLiteral("65")};
}

void TestCliAttentionErrors::limits()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, field);
    QFETCH(QStringList, mentions);
    ATLAS_VERIFY_OK(errorContract(runCli({QStringLiteral("attention")}, request), field, mentions));
}

void TestCliAttentionErrors::floatRangeOnlyLimitsFloat()
{
    // 1e39 is refused for float precision only: in double it is an ordinary number.
    QJsonObject response;
    ATLAS_VERIFY_OK(successContract(runCli({QStringLiteral("attention")}, with("wv", filled(4, 4, 1e39))), response));
    ATLAS_VERIFY_OK(noNullOrNonFinite(response));
}

void TestCliAttentionErrors::validGrammarEdges()
{
    // What JSON allows, the tool takes: 1e-400 is 0, 2.0 is the integer 2, 2^53 − 1 is exact.
    const QByteArray request = json(base());
    QJsonObject response;
    ATLAS_VERIFY_OK(successContract(runCli({QStringLiteral("attention")},
                                           QByteArray(request).replace("[[0.1,", "[[1e-400,").replace("\"heads\":2", "\"heads\":2.0")),
                                    response));
    ATLAS_VERIFY_OK(noNullOrNonFinite(response));
    QCOMPARE(response.value(QStringLiteral("heads")).toArray().size(), 2);
    ATLAS_VERIFY_OK(successContract(runCli({QStringLiteral("attention")},
                                           QByteArray(request).replace("\"heads\":2", "\"heads\":2,\"document_ids\":[9007199254740991,-9007199254740991]")),
                                    response));
    // The two ids differ, so the two positions cannot see each other.
    const QJsonArray allowed = response.value(QStringLiteral("heads")).toArray().at(0).toObject().value(QStringLiteral("allowed")).toArray();
    QCOMPARE(allowed.at(0).toArray().at(1).toBool(), false);
    QCOMPARE(allowed.at(1).toArray().at(0).toBool(), false);
}

void TestCliAttentionErrors::missingInputFile()
{
    QString missing;
    {
        QTemporaryFile file;
        QVERIFY(file.open());
        missing = file.fileName(); // removed when `file` goes
    }
    ATLAS_VERIFY_OK(errorContract(runCli({QStringLiteral("attention"), QStringLiteral("--input"), missing}, json(base())),
                                  QStringLiteral("request|--input|input"), {missing}));
}

ATLAS_TEST_GUILESS_MAIN(TestCliAttentionErrors)
#include "tst_cliattentionerrors.moc"
