#include "attentionrequest.h"

#include "core/jsonmatrix.h"

#include <QJsonArray>

#include <cstdint>
#include <limits>

namespace atlas {

namespace {

class Parser {
    Q_DECLARE_TR_FUNCTIONS(AttentionRequest)

public:
    Parser(const QJsonObject &request, JsonReader &reader) : request_(request), reader_(reader) {}

    std::optional<AttentionRequest> parse();

private:
    bool readTrace(AttentionRequest &r);
    bool readProjected(AttentionRequest &r);
    bool readKvHeads(AttentionRequest &r);
    bool readInputs(AttentionRequest &r);
    bool readOptions(AttentionRequest &r);
    bool readRotary(AttentionRequest &r);
    bool readContext(AttentionRequest &r);
    bool readKeyPadding(AttentionRequest &r);
    std::optional<Matrix<double>> matrix(const QString &name, const JsonPath &path);
    bool requireShape(const JsonPath &path, const Matrix<double> &m, Index rows, Index cols,
                      const QString &meaning);

    const QJsonObject &request_;
    JsonReader &reader_;
    Index maxLength_ = AttentionRequest::maxLength;
};

std::optional<Matrix<double>> Parser::matrix(const QString &name, const JsonPath &path)
{
    if (!request_.contains(name) && path.segments().size() == 1) {
        reader_.fail(path, DiagnosticCode::Missing, tr("missing (a required matrix)"));
        return std::nullopt;
    }
    MatrixLimits limits;
    limits.maxRows = maxLength_;
    limits.maxColumns = AttentionRequest::maxWidth;
    return JsonMatrix::read(reader_, request_.value(name), path, limits);
}

bool Parser::readTrace(AttentionRequest &r)
{
    if (!request_.contains(QLatin1String("trace")))
        return true;
    const JsonPath path = JsonPath::field(QStringLiteral("trace"));
    const std::optional<bool> trace = reader_.boolean(request_.value(QLatin1String("trace")), path);
    if (!trace)
        return false;
    r.trace = *trace;
    if (!r.trace) {
        if (request_.contains(QLatin1String("inputs"))) {
            reader_.fail(path, DiagnosticCode::Inconsistent, tr("false needs x and the projections wq, wk, wv (the per-head form inputs is always traced)"));
            return false;
        }
        maxLength_ = AttentionRequest::maxUntracedLength;
    }
    return true;
}

bool Parser::requireShape(const JsonPath &path, const Matrix<double> &m, Index rows, Index cols,
                          const QString &meaning)
{
    if (m.rows() == rows && m.cols() == cols)
        return true;
    reader_.fail(path, DiagnosticCode::Inconsistent, tr("expected %1 (%2), got %3")
                           .arg(JsonReader::shape(rows, cols), meaning,
                                JsonReader::shape(m.rows(), m.cols())));
    return false;
}

bool Parser::readProjected(AttentionRequest &r)
{
    const std::optional<Matrix<double>> x = matrix(QStringLiteral("x"), JsonPath::field(QStringLiteral("x")));
    if (!x)
        return false;
    r.x = *x;
    const Index modelWidth = x->cols();

    if (!request_.contains(QLatin1String("heads"))) {
        reader_.fail(JsonPath::field(QStringLiteral("heads")), DiagnosticCode::Missing, tr("missing (the number of heads, an integer ≥ 1)"));
        return false;
    }
    const std::optional<qint64> heads = reader_.integer(request_.value(QLatin1String("heads")),
                                                        JsonPath::field(QStringLiteral("heads")), 1,
                                                        AttentionRequest::maxHeads);
    if (!heads)
        return false;
    r.heads = *heads;
    if (!readKvHeads(r))
        return false;
    const bool grouped = r.kvHeads != r.heads;

    // The key projection fixes G·dₖ (G = H unless kv_heads); the query projection must have
    // H·dₖ columns.
    const JsonPath wkPath = JsonPath::field(QStringLiteral("wk"));
    const std::optional<Matrix<double>> wk = matrix(QStringLiteral("wk"), wkPath);
    if (!wk)
        return false;
    if (wk->rows() != modelWidth || wk->cols() % r.kvHeads != 0) {
        if (grouped)
            reader_.fail(wkPath, DiagnosticCode::Inconsistent, tr("expected d_model = %1 rows and a multiple of kv_heads = %2 columns (d_model × kv_heads·dk), got %3")
                                     .arg(modelWidth).arg(r.kvHeads).arg(JsonReader::shape(wk->rows(), wk->cols())));
        else
            reader_.fail(wkPath, DiagnosticCode::Inconsistent, tr("expected d_model = %1 rows and a multiple of heads = %2 columns (d_model × heads·dk), got %3")
                                     .arg(modelWidth).arg(r.heads).arg(JsonReader::shape(wk->rows(), wk->cols())));
        return false;
    }
    const Index dk = wk->cols() / r.kvHeads;
    const JsonPath wqPath = JsonPath::field(QStringLiteral("wq"));
    const std::optional<Matrix<double>> wq = matrix(QStringLiteral("wq"), wqPath);
    if (!wq || !requireShape(wqPath, *wq, modelWidth, r.heads * dk, tr("d_model × heads·dk")))
        return false;

    const JsonPath wvPath = JsonPath::field(QStringLiteral("wv"));
    const std::optional<Matrix<double>> wv = matrix(QStringLiteral("wv"), wvPath);
    if (!wv)
        return false;
    if (wv->rows() != modelWidth || wv->cols() % r.kvHeads != 0) {
        if (grouped)
            reader_.fail(wvPath, DiagnosticCode::Inconsistent, tr("expected d_model = %1 rows and a multiple of kv_heads = %2 columns (d_model × kv_heads·dv), got %3")
                                     .arg(modelWidth).arg(r.kvHeads).arg(JsonReader::shape(wv->rows(), wv->cols())));
        else
            reader_.fail(wvPath, DiagnosticCode::Inconsistent, tr("expected d_model = %1 rows and a multiple of heads = %2 columns (d_model × heads·dv), got %3")
                                     .arg(modelWidth).arg(r.heads).arg(JsonReader::shape(wv->rows(), wv->cols())));
        return false;
    }
    r.weights.wq = *wq;
    r.weights.wk = *wk;
    r.weights.wv = *wv;
    return true;
}

bool Parser::readKvHeads(AttentionRequest &r)
{
    r.kvHeads = r.heads;
    if (!request_.contains(QLatin1String("kv_heads")))
        return true;
    const JsonPath path = JsonPath::field(QStringLiteral("kv_heads"));
    const std::optional<qint64> groups = reader_.integer(request_.value(QLatin1String("kv_heads")), path, 1,
                                                         AttentionRequest::maxHeads);
    if (!groups)
        return false;
    if (r.heads % *groups != 0) {
        reader_.fail(path, DiagnosticCode::Inconsistent, tr("expected a divisor of heads = %1 (query heads share key/value heads in equal groups), got %2")
                               .arg(r.heads).arg(*groups));
        return false;
    }
    r.kvHeads = *groups;
    r.options.kvHeads = *groups;
    return true;
}

bool Parser::readInputs(AttentionRequest &r)
{
    const JsonPath path = JsonPath::field(QStringLiteral("inputs"));
    const QJsonValue value = request_.value(QLatin1String("inputs"));
    if (!value.isArray() || value.toArray().isEmpty()) {
        reader_.fail(path, DiagnosticCode::WrongType, tr("expected a non-empty array of heads, each {\"q\", \"k\", \"v\"}, got %1")
                               .arg(JsonReader::typeName(value)));
        return false;
    }
    const QJsonArray heads = value.toArray();
    if (heads.size() > AttentionRequest::maxHeads) {
        reader_.fail(path, DiagnosticCode::TooLarge, tr("expected at most %1 heads, got %2").arg(AttentionRequest::maxHeads).arg(heads.size()));
        return false;
    }
    r.projected = false;
    r.heads = heads.size();
    r.kvHeads = r.heads;
    if (request_.contains(QLatin1String("heads"))) {
        const std::optional<qint64> declared = reader_.integer(request_.value(QLatin1String("heads")),
                                                               JsonPath::field(QStringLiteral("heads")),
                                                               1, AttentionRequest::maxHeads);
        if (!declared)
            return false;
        if (*declared != r.heads) {
            reader_.fail(JsonPath::field(QStringLiteral("heads")), DiagnosticCode::Inconsistent,
                         tr("expected %1, the number of entries in inputs, got %2").arg(r.heads).arg(*declared));
            return false;
        }
    }
    MatrixLimits limits;
    limits.maxRows = AttentionRequest::maxLength;
    limits.maxColumns = AttentionRequest::maxWidth;
    Index length = -1;
    for (qsizetype h = 0; h < heads.size(); ++h) {
        const JsonPath headPath = path / h;
        const std::optional<QJsonObject> head = reader_.object(heads.at(h), headPath);
        if (!head)
            return false;
        reader_.rejectUnknownKeys(*head, headPath, {QStringLiteral("q"), QStringLiteral("k"), QStringLiteral("v")});
        if (reader_.hasErrors())
            return false;
        HeadInput<double> input;
        for (const char *name : {"q", "k", "v"}) {
            const QString key = QLatin1String(name);
            if (!head->contains(key)) {
                reader_.fail(headPath / key, DiagnosticCode::Missing, tr("missing (a required matrix)"));
                return false;
            }
            const std::optional<Matrix<double>> m = JsonMatrix::read(reader_, head->value(key), headPath / key, limits);
            if (!m)
                return false;
            (key == QLatin1String("q") ? input.q : key == QLatin1String("k") ? input.k : input.v) = *m;
        }
        if (length < 0)
            length = input.q.rows();
        if (!requireShape(headPath / QStringLiteral("q"), input.q, length, input.q.cols(), tr("T × dk, T as in inputs[0]"))
            || !requireShape(headPath / QStringLiteral("k"), input.k, length, input.q.cols(), tr("T × dk, as q"))
            || !requireShape(headPath / QStringLiteral("v"), input.v, length, input.v.cols(), tr("T × dv")))
            return false;
        r.inputs.push_back(std::move(input));
    }
    return true;
}

bool Parser::readOptions(AttentionRequest &r)
{
    const Index length = r.length();
    if (length > maxLength_) {
        reader_.fail(JsonPath::field(r.projected ? QStringLiteral("x") : QStringLiteral("inputs")), DiagnosticCode::TooLarge,
                     tr("T = %1 is beyond this tool's limit of %2 positions").arg(length).arg(maxLength_));
        return false;
    }
    const Index keys = r.keyLength();
    if (r.trace && r.heads * length * keys > AttentionRequest::maxScoreEntries) {
        // In the per-head form the head count is the length of inputs; "heads" may be absent.
        reader_.fail(JsonPath::field(r.projected ? QStringLiteral("heads") : QStringLiteral("inputs")), DiagnosticCode::TooLarge,
                     r.context ? tr("heads·T·T_k = %1 score entries is beyond this tool's limit of %2")
                                     .arg(r.heads * length * keys).arg(AttentionRequest::maxScoreEntries)
                               : tr("heads·T² = %1 score entries is beyond this tool's limit of %2")
                                     .arg(r.heads * length * length).arg(AttentionRequest::maxScoreEntries));
        return false;
    }

    if (request_.contains(QLatin1String("wo"))) {
        const JsonPath path = JsonPath::field(QStringLiteral("wo"));
        const std::optional<Matrix<double>> wo = matrix(QStringLiteral("wo"), path);
        if (!wo)
            return false;
        Index concatenated = 0;
        if (r.projected)
            concatenated = r.heads * r.valueWidth();
        else
            for (const HeadInput<double> &head : r.inputs)
                concatenated += head.v.cols();
        if (!requireShape(path, *wo, concatenated, wo->cols(), tr("heads·dv × d_out")))
            return false;
        r.weights.wo = *wo;
    }

    // Cross-attention has no order between its two sequences: not causal unless asked.
    r.options.causal = !r.context;
    if (request_.contains(QLatin1String("causal"))) {
        const JsonPath path = JsonPath::field(QStringLiteral("causal"));
        const std::optional<bool> causal = reader_.boolean(request_.value(QLatin1String("causal")), path);
        if (!causal)
            return false;
        if (*causal && r.context && keys != length) {
            reader_.fail(path, DiagnosticCode::Inconsistent,
                         tr("true needs a context of T = %1 rows (query i reads context rows ≤ i), got %2: a context of another length has no order relative to the queries")
                             .arg(length).arg(keys));
            return false;
        }
        r.options.causal = *causal;
    }
    if (r.context)
        for (const char *name : {"document_ids", "rotary", "alibi", "window"})
            if (request_.contains(QLatin1String(name))) {
                reader_.fail(JsonPath::field(QLatin1String(name)), DiagnosticCode::Inconsistent,
                             tr("not allowed together with context (it describes positions within one sequence)"));
                return false;
            }
    if (request_.contains(QLatin1String("key_padding")) && !readKeyPadding(r))
        return false;
    if (request_.contains(QLatin1String("document_ids"))) {
        const JsonPath path = JsonPath::field(QStringLiteral("document_ids"));
        const std::optional<std::vector<qint64>> ids = reader_.integers(request_.value(QLatin1String("document_ids")), path, maxLength_);
        if (!ids)
            return false;
        if (static_cast<Index>(ids->size()) != length) {
            reader_.fail(path, DiagnosticCode::Inconsistent, tr("expected %1 integers (one per position, T = %1), got %2").arg(length).arg(ids->size()));
            return false;
        }
        r.options.documentIds.assign(ids->begin(), ids->end());
    }
    if (request_.contains(QLatin1String("window"))) {
        // A sliding window counts back from the query: it needs the causal order.
        const JsonPath path = JsonPath::field(QStringLiteral("window"));
        const std::optional<qint64> w = reader_.integer(request_.value(QLatin1String("window")), path, 1,
                                                        std::numeric_limits<std::int32_t>::max());
        if (!w)
            return false;
        if (!r.options.causal) {
            reader_.fail(path, DiagnosticCode::Inconsistent,
                         tr("needs the causal mask (query i reads keys i − W + 1 … i), but causal is false"));
            return false;
        }
        r.options.window = *w;
    }
    if (request_.contains(QLatin1String("alibi"))) {
        const std::optional<bool> alibi = reader_.boolean(request_.value(QLatin1String("alibi")), JsonPath::field(QStringLiteral("alibi")));
        if (!alibi)
            return false;
        r.options.alibi = *alibi;
    }
    if (request_.contains(QLatin1String("rotary")) && !readRotary(r))
        return false;
    if (request_.contains(QLatin1String("temperature"))) {
        const JsonPath path = JsonPath::field(QStringLiteral("temperature"));
        const std::optional<double> t = reader_.number(request_.value(QLatin1String("temperature")), path);
        if (!t)
            return false;
        if (!(*t > 0)) {
            reader_.fail(path, DiagnosticCode::OutOfRange, tr("expected a number > 0, got %1").arg(*t));
            return false;
        }
        r.options.temperature = *t;
    }
    if (request_.contains(QLatin1String("precision"))) {
        const JsonPath path = JsonPath::field(QStringLiteral("precision"));
        const std::optional<QString> p = reader_.string(request_.value(QLatin1String("precision")), path);
        if (!p)
            return false;
        if (*p != QLatin1String("double") && *p != QLatin1String("float")) {
            reader_.fail(path, DiagnosticCode::Invalid, tr("expected \"double\" or \"float\", got \"%1\"").arg(*p));
            return false;
        }
        r.singlePrecision = *p == QLatin1String("float");
    }
    if (request_.contains(QLatin1String("grad_output"))) {
        const JsonPath path = JsonPath::field(QStringLiteral("grad_output"));
        const std::optional<Matrix<double>> g = matrix(QStringLiteral("grad_output"), path);
        if (!g || !requireShape(path, *g, length, r.outputWidth(), tr("T × d_out, the shape of the output")))
            return false;
        r.gradOutput = *g;
    }
    return true;
}

bool Parser::readContext(AttentionRequest &r)
{
    const JsonPath path = JsonPath::field(QStringLiteral("context"));
    if (!r.projected) {
        reader_.fail(path, DiagnosticCode::Inconsistent,
                     tr("not allowed together with inputs (cross-attention needs x and the projections: keys and values are the context times wk and wv)"));
        return false;
    }
    if (!r.trace) {
        reader_.fail(path, DiagnosticCode::Inconsistent, tr("not available with \"trace\": false (cross-attention is answered traced)"));
        return false;
    }
    const std::optional<Matrix<double>> context = matrix(QStringLiteral("context"), path);
    if (!context)
        return false;
    if (context->cols() != r.x.cols()) {
        reader_.fail(path, DiagnosticCode::Inconsistent, tr("expected d_model = %1 columns (as x: wk and wv take it), got %2")
                               .arg(r.x.cols()).arg(JsonReader::shape(context->rows(), context->cols())));
        return false;
    }
    r.context = *context;
    return true;
}

bool Parser::readKeyPadding(AttentionRequest &r)
{
    const JsonPath path = JsonPath::field(QStringLiteral("key_padding"));
    if (!r.trace) {
        reader_.fail(path, DiagnosticCode::Inconsistent, tr("not available with \"trace\": false (padding is answered traced)"));
        return false;
    }
    const QJsonValue value = request_.value(QLatin1String("key_padding"));
    const Index keys = r.keyLength();
    if (!value.isArray()) {
        reader_.fail(path, DiagnosticCode::WrongType, tr("expected an array of %1 booleans (one per key, true = padding), got %2")
                               .arg(keys).arg(JsonReader::typeName(value)));
        return false;
    }
    const QJsonArray flags = value.toArray();
    if (flags.size() != keys) {
        reader_.fail(path, DiagnosticCode::Inconsistent, tr("expected %1 booleans (one per key, T_k = %1), got %2").arg(keys).arg(flags.size()));
        return false;
    }
    KeyPadding padding;
    for (qsizetype k = 0; k < flags.size(); ++k) {
        const std::optional<bool> flag = reader_.boolean(flags.at(k), path / k);
        if (!flag)
            return false;
        padding.push_back(*flag);
    }
    r.options.keyPadding = std::move(padding);
    return true;
}

bool Parser::readRotary(AttentionRequest &r)
{
    const JsonPath path = JsonPath::field(QStringLiteral("rotary"));
    const std::optional<QJsonObject> rotary = reader_.object(request_.value(QLatin1String("rotary")), path);
    if (!rotary)
        return false;
    reader_.rejectUnknownKeys(*rotary, path, {QStringLiteral("base"), QStringLiteral("positions")});
    if (reader_.hasErrors())
        return false;
    RotaryOptions options;
    if (rotary->contains(QLatin1String("base"))) {
        const std::optional<double> base = reader_.number(rotary->value(QLatin1String("base")), path / QStringLiteral("base"));
        if (!base)
            return false;
        if (!(*base > 0)) {
            reader_.fail(path / QStringLiteral("base"), DiagnosticCode::OutOfRange, tr("expected a number > 0, got %1").arg(*base));
            return false;
        }
        options.base = *base;
    }
    const Index length = r.length();
    if (rotary->contains(QLatin1String("positions"))) {
        const JsonPath positionsPath = path / QStringLiteral("positions");
        const std::optional<std::vector<qint64>> positions
            = reader_.integers(rotary->value(QLatin1String("positions")), positionsPath, maxLength_);
        if (!positions)
            return false;
        if (static_cast<Index>(positions->size()) != length) {
            reader_.fail(positionsPath, DiagnosticCode::Inconsistent, tr("expected %1 integers (one per position, T = %1), got %2").arg(length).arg(positions->size()));
            return false;
        }
        options.positions.assign(positions->begin(), positions->end());
    }
    // The rotation turns coordinate pairs (2i, 2i+1): every head's dk must be even.
    std::vector<Index> widths;
    if (r.projected)
        widths.push_back(r.weights.wq.cols() / r.heads);
    else
        for (const HeadInput<double> &head : r.inputs)
            widths.push_back(head.q.cols());
    for (std::size_t h = 0; h < widths.size(); ++h)
        if (widths[h] % 2 != 0) {
            if (r.projected)
                reader_.fail(path, DiagnosticCode::Inconsistent, tr("expected an even dk (the rotation turns coordinate pairs), got dk = %1").arg(widths[h]));
            else
                reader_.fail(path, DiagnosticCode::Inconsistent, tr("expected an even dk in every head (the rotation turns coordinate pairs), got dk = %1 in inputs[%2]")
                                       .arg(widths[h]).arg(h));
            return false;
        }
    r.options.rotary = std::move(options);
    return true;
}

std::optional<AttentionRequest> Parser::parse()
{
    static const QStringList known{
        QStringLiteral("x"), QStringLiteral("heads"), QStringLiteral("wq"), QStringLiteral("wk"),
        QStringLiteral("wv"), QStringLiteral("wo"), QStringLiteral("causal"),
        QStringLiteral("document_ids"), QStringLiteral("temperature"),
        QStringLiteral("grad_output"), QStringLiteral("precision"), QStringLiteral("inputs"),
        QStringLiteral("rotary"), QStringLiteral("alibi"), QStringLiteral("kv_heads"),
        QStringLiteral("trace"), QStringLiteral("context"), QStringLiteral("key_padding"),
        QStringLiteral("window")};
    reader_.rejectUnknownKeys(request_, JsonPath(), known);
    if (reader_.hasErrors())
        return std::nullopt;

    AttentionRequest r;
    if (!readTrace(r))
        return std::nullopt;
    const bool hasInputs = request_.contains(QLatin1String("inputs"));
    if (hasInputs) {
        for (const char *name : {"x", "wq", "wk", "wv"})
            if (request_.contains(QLatin1String(name))) {
                reader_.fail(JsonPath::field(QLatin1String(name)), DiagnosticCode::Inconsistent,
                             tr("not allowed together with inputs (give either x and the projections, or per-head inputs)"));
                return std::nullopt;
            }
        if (request_.contains(QLatin1String("kv_heads"))) {
            reader_.fail(JsonPath::field(QStringLiteral("kv_heads")), DiagnosticCode::Inconsistent,
                         tr("not allowed together with inputs (each per-head input has its own k and v; "
                            "shared key/value heads need x and the projections)"));
            return std::nullopt;
        }
        if (!readInputs(r))
            return std::nullopt;
    } else if (!readProjected(r)) {
        return std::nullopt;
    }
    if (request_.contains(QLatin1String("context")) && !readContext(r))
        return std::nullopt;
    if (!readOptions(r))
        return std::nullopt;
    if (r.responseNumbers() > AttentionRequest::maxResponseNumbers) {
        reader_.fail(JsonPath::field(r.projected ? QStringLiteral("x") : QStringLiteral("inputs")), DiagnosticCode::TooLarge,
                     tr("the response would hold %1 numbers, beyond this tool's limit of %2 (JSON is the wrong medium for more)")
                         .arg(r.responseNumbers()).arg(AttentionRequest::maxResponseNumbers));
        return std::nullopt;
    }
    return r;
}

} // namespace

Index AttentionRequest::length() const
{
    return projected ? x.rows() : inputs.front().q.rows();
}

Index AttentionRequest::keyLength() const
{
    return context ? context->rows() : length();
}

Index AttentionRequest::valueWidth() const
{
    return projected && kvHeads > 0 ? weights.wv.cols() / kvHeads : 0;
}

Index AttentionRequest::outputWidth() const
{
    if (weights.wo)
        return weights.wo->cols();
    if (projected)
        return heads * valueWidth();
    Index width = 0;
    for (const HeadInput<double> &head : inputs)
        width += head.v.cols();
    return width;
}

Index AttentionRequest::responseNumbers() const
{
    const Index t = length();
    Index total = t * outputWidth();
    if (!trace) {
        // The tiled path answers with the output and, with grad_output, the gradients of x
        // and the weights: nothing per head, no T × T matrix.
        if (gradOutput) {
            total += x.size() + weights.wq.size() + weights.wk.size() + weights.wv.size();
            if (weights.wo)
                total += weights.wo->size();
        }
        return total;
    }
    // Σ dₖ and Σ dᵥ over the query heads: with grouped key/value heads each head still
    // reports the keys and values of its group, so every query head counts in full.
    Index keyWidths = 0, valueWidths = 0;
    if (projected) {
        if (kvHeads > 0) {
            keyWidths = heads * (weights.wk.cols() / kvHeads);
            valueWidths = heads * valueWidth();
        }
    } else {
        for (const HeadInput<double> &head : inputs) {
            keyWidths += head.k.cols();
            valueWidths += head.v.cols();
        }
    }
    // q and output (T rows), k and v (T_k rows) per head; scores, allowed and probabilities
    // T × T_k per head.
    const Index tk = keyLength();
    total += t * (keyWidths + valueWidths) + tk * (keyWidths + valueWidths) + 3 * heads * t * tk;
    if (options.rotary)
        total += 2 * t * keyWidths; // q_rotated and k_rotated
    if (gradOutput) {
        total += t * keyWidths + tk * (keyWidths + valueWidths) + 2 * heads * t * tk;
        if (projected)
            total += x.size() + weights.wq.size() + weights.wk.size() + weights.wv.size();
        if (context)
            total += context->size();
        if (weights.wo)
            total += weights.wo->size();
    }
    return total;
}

std::optional<AttentionRequest> AttentionRequest::parse(const QJsonObject &request, JsonReader &reader)
{
    return Parser(request, reader).parse();
}

} // namespace atlas
