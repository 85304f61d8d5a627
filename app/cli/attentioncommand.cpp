#include "attentioncommand.h"

#include "attentionrequest.h"
#include "commandline.h"
#include "jsonwriter.h"

#include <QCommandLineParser>

#include <cmath>

namespace atlas {

namespace {

template <typename Scalar>
struct Computation {
    AttentionWeights<Scalar> weights;
    AttentionTrace<Scalar> trace;
    std::optional<AttentionGradients<Scalar>> gradients;
};

template <typename Scalar>
bool fits(const Matrix<double> &m, const QString &field, QString &error)
{
    if (m.cast<Scalar>().allFinite())
        return true;
    error = CommandLine::fieldError(field, AttentionCommand::tr("a value is too large for %1 precision")
                                               .arg(sizeof(Scalar) == 4 ? QStringLiteral("float") : QStringLiteral("double")));
    return false;
}

QString overflowMessage(std::size_t scalarBytes)
{
    return CommandLine::fieldError(QStringLiteral("request"),
                                   AttentionCommand::tr("the values are too large: the computation overflowed in %1 precision (scale the inputs down or raise the temperature)")
                                       .arg(scalarBytes == 4 ? QStringLiteral("float") : QStringLiteral("double")));
}

// Runs forward (and backward) in the requested precision; refuses results that overflowed.
template <typename Scalar>
std::optional<Computation<Scalar>> compute(const AttentionRequest &r, QString &error)
{
    Computation<Scalar> c;
    if (r.projected) {
        for (const auto &[m, name] : {std::pair{&r.x, "x"}, {&r.weights.wq, "wq"}, {&r.weights.wk, "wk"}, {&r.weights.wv, "wv"}})
            if (!fits<Scalar>(*m, QLatin1String(name), error))
                return std::nullopt;
        c.weights.wq = r.weights.wq.cast<Scalar>();
        c.weights.wk = r.weights.wk.cast<Scalar>();
        c.weights.wv = r.weights.wv.cast<Scalar>();
    }
    if (r.weights.wo) {
        if (!fits<Scalar>(*r.weights.wo, QStringLiteral("wo"), error))
            return std::nullopt;
        c.weights.wo = r.weights.wo->cast<Scalar>();
    }
    if (r.context && !fits<Scalar>(*r.context, QStringLiteral("context"), error))
        return std::nullopt;
    if (r.projected && r.context) {
        const Matrix<Scalar> x = r.x.cast<Scalar>(), context = r.context->cast<Scalar>();
        c.trace = MultiHeadAttention<Scalar>::forward(x, context, c.weights, r.heads, r.options);
    } else if (r.projected) {
        const Matrix<Scalar> x = r.x.cast<Scalar>();
        c.trace = MultiHeadAttention<Scalar>::forward(x, c.weights, r.heads, r.options);
    } else {
        std::vector<HeadInput<Scalar>> inputs;
        for (std::size_t h = 0; h < r.inputs.size(); ++h) {
            const QString field = QStringLiteral("inputs[%1]").arg(h);
            if (!fits<Scalar>(r.inputs[h].q, field + QLatin1String(".q"), error)
                || !fits<Scalar>(r.inputs[h].k, field + QLatin1String(".k"), error)
                || !fits<Scalar>(r.inputs[h].v, field + QLatin1String(".v"), error))
                return std::nullopt;
            inputs.push_back({r.inputs[h].q.cast<Scalar>(), r.inputs[h].k.cast<Scalar>(), r.inputs[h].v.cast<Scalar>()});
        }
        c.trace = MultiHeadAttention<Scalar>::forward(inputs, c.weights.wo, r.options);
    }

    bool finite = c.trace.output.allFinite();
    for (const HeadTrace<Scalar> &head : c.trace.heads)
        finite = finite && head.scores.allFinite() && head.q.allFinite() && head.k.allFinite()
            && head.v.allFinite() && head.rotatedQ.allFinite() && head.rotatedK.allFinite();
    if (!finite) {
        error = overflowMessage(sizeof(Scalar));
        return std::nullopt;
    }
    if constexpr (sizeof(Scalar) == 4) {
        // Scores the softmax cannot resolve in float: refused rather than answered wrongly.
        double largest = 0;
        for (const HeadTrace<Scalar> &head : c.trace.heads)
            for (Index i = 0; i < head.scores.rows(); ++i)
                for (Index j = 0; j < head.scores.cols(); ++j)
                    if (c.trace.allowed(i, j))
                        largest = std::max(largest, std::fabs(static_cast<double>(head.scores(i, j))));
        if (largest >= AttentionRequest::maxFloatScore) {
            error = CommandLine::fieldError(QStringLiteral("precision"),
                                            AttentionCommand::tr("a score reaches %1; in float precision scores beyond %2 are known only to %3 or worse, too coarse for the softmax (use \"double\")")
                                                .arg(JsonReader::numberText(largest))
                                                .arg(AttentionRequest::maxFloatScore)
                                                .arg(JsonReader::numberText(double(std::nextafter(float(largest), INFINITY) - float(largest)))));
            return std::nullopt;
        }
    }
    if (r.gradOutput) {
        if (!fits<Scalar>(*r.gradOutput, QStringLiteral("grad_output"), error))
            return std::nullopt;
        const Matrix<Scalar> g = r.gradOutput->cast<Scalar>();
        c.gradients = MultiHeadAttention<Scalar>::backward(c.trace, c.weights, g);
        bool gradientsFinite = !c.gradients->wo || c.gradients->wo->allFinite();
        if (r.projected)
            gradientsFinite = gradientsFinite && c.gradients->x.allFinite() && c.gradients->wq.allFinite()
                && c.gradients->wk.allFinite() && c.gradients->wv.allFinite() && c.gradients->context.allFinite();
        for (const HeadGradients<Scalar> &head : c.gradients->heads)
            gradientsFinite = gradientsFinite && head.q.allFinite() && head.k.allFinite() && head.v.allFinite();
        if (!gradientsFinite) {
            error = CommandLine::fieldError(QStringLiteral("grad_output"),
                                            AttentionCommand::tr("the gradients overflowed: the values are too large"));
            return std::nullopt;
        }
    }
    return c;
}

// Writes the response to standard output as it is made.
template <typename Scalar>
void respond(const AttentionRequest &r, const Computation<Scalar> &c)
{
    std::string out;
    out.reserve(std::size_t(1) << 21);
    JsonWriter w(out);
    w.setSink(&CommandLine::writeStdout);
    w.beginObject();
    w.key("output");
    w.matrix(c.trace.output);
    w.key("heads");
    w.beginArray();
    for (const HeadTrace<Scalar> &head : c.trace.heads) {
        w.beginObject();
        w.key("q");
        w.matrix(head.q);
        w.key("k");
        w.matrix(head.k);
        w.key("v");
        w.matrix(head.v);
        if (c.trace.rotary) {
            w.key("q_rotated");
            w.matrix(head.rotatedQ);
            w.key("k_rotated");
            w.matrix(head.rotatedK);
        }
        if (r.options.alibi) {
            w.key("alibi_slope");
            w.value(head.slope);
        }
        w.key("scores");
        w.matrix(head.scores);
        w.key("allowed");
        w.boolMatrix(c.trace.allowed);
        w.key("probabilities");
        w.matrix(head.probabilities);
        w.key("output");
        w.matrix(head.output);
        w.endObject();
    }
    w.endArray();
    if (c.gradients) {
        const AttentionGradients<Scalar> &g = *c.gradients;
        w.key("gradients");
        w.beginObject();
        if (r.projected) {
            w.key("x");
            w.matrix(g.x);
            if (r.context) {
                w.key("context");
                w.matrix(g.context);
            }
            w.key("wq");
            w.matrix(g.wq);
            w.key("wk");
            w.matrix(g.wk);
            w.key("wv");
            w.matrix(g.wv);
        }
        if (g.wo) {
            w.key("wo");
            w.matrix(*g.wo);
        }
        w.key("heads");
        w.beginArray();
        for (const HeadGradients<Scalar> &head : g.heads) {
            w.beginObject();
            w.key("q");
            w.matrix(head.q);
            w.key("k");
            w.matrix(head.k);
            w.key("v");
            w.matrix(head.v);
            w.key("scores");
            w.matrix(head.scores);
            w.key("probabilities");
            w.matrix(head.probabilities);
            w.endObject();
        }
        w.endArray();
        w.endObject();
    }
    w.endObject();
    out += '\n';
    CommandLine::writeStdout(out);
}

// "trace": false — the tiled path: the output and, with grad_output, the gradients of x and
// the weights; no per-head matrix is formed or written.
template <typename Scalar>
int computeUntraced(const AttentionRequest &r)
{
    QString error;
    for (const auto &[m, name] : {std::pair{&r.x, "x"}, {&r.weights.wq, "wq"}, {&r.weights.wk, "wk"}, {&r.weights.wv, "wv"}})
        if (!fits<Scalar>(*m, QLatin1String(name), error))
            return CommandLine::failRequest(error);
    if (r.weights.wo && !fits<Scalar>(*r.weights.wo, QStringLiteral("wo"), error))
        return CommandLine::failRequest(error);
    if (r.gradOutput && !fits<Scalar>(*r.gradOutput, QStringLiteral("grad_output"), error))
        return CommandLine::failRequest(error);
    AttentionWeights<Scalar> weights;
    weights.wq = r.weights.wq.cast<Scalar>();
    weights.wk = r.weights.wk.cast<Scalar>();
    weights.wv = r.weights.wv.cast<Scalar>();
    if (r.weights.wo)
        weights.wo = r.weights.wo->cast<Scalar>();
    // Every hardware thread: the kernel's results do not depend on their number.
    AttentionKernelOptions execution;
    execution.threads = 0;
    const Matrix<Scalar> x = r.x.cast<Scalar>();
    const TiledAttentionState<Scalar> state = MultiHeadAttention<Scalar>::forwardTiled(x, weights, r.heads, r.options, execution);
    if (!state.finite)
        return CommandLine::failRequest(overflowMessage(sizeof(Scalar)));
    std::optional<AttentionGradients<Scalar>> gradients;
    if (r.gradOutput) {
        const Matrix<Scalar> g = r.gradOutput->cast<Scalar>();
        gradients = MultiHeadAttention<Scalar>::backwardTiled(state, weights, r.heads, r.options, g, execution);
        if (!gradients)
            return CommandLine::failRequest(CommandLine::fieldError(QStringLiteral("grad_output"),
                                                                    AttentionCommand::tr("the gradients overflowed: the values are too large")));
    }
    std::string out;
    out.reserve(static_cast<std::size_t>(state.output.size()) * 24 + (1 << 12));
    JsonWriter w(out);
    w.beginObject();
    w.key("output");
    w.matrix(state.output);
    if (gradients) {
        w.key("gradients");
        w.beginObject();
        w.key("x");
        w.matrix(gradients->x);
        w.key("wq");
        w.matrix(gradients->wq);
        w.key("wk");
        w.matrix(gradients->wk);
        w.key("wv");
        w.matrix(gradients->wv);
        if (gradients->wo) {
            w.key("wo");
            w.matrix(*gradients->wo);
        }
        w.endObject();
    }
    w.endObject();
    out += '\n';
    CommandLine::writeStdout(out);
    return 0;
}

template <typename Scalar>
int computeAndRespond(const AttentionRequest &request)
{
    if (!request.trace)
        return computeUntraced<Scalar>(request);
    QString error;
    const std::optional<Computation<Scalar>> c = compute<Scalar>(request, error);
    if (!c)
        return CommandLine::failRequest(error);
    respond(request, *c); // nothing can fail from here: stdout holds a whole response or nothing
    return 0;
}

} // namespace

int AttentionCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Computes multi-head self-attention for one JSON request (standard input or --input) "
           "and writes every intermediate, and gradients when grad_output is given, as JSON. "
           "Optional: rotary positions, ALiBi biases, key/value heads shared by groups of query heads. "
           "With \"trace\": false only the output and the gradients of x and the weights are computed, "
           "by the tiled kernel, for up to 16384 positions."));
    const QCommandLineOption input(QStringLiteral("input"), tr("Read the request from <file>."), tr("file"));
    parser.addOption(input);
    parser.addHelpOption();
    if (const std::optional<int> status = CommandLine::parse(parser, arguments, 0))
        return *status;

    std::optional<QJsonObject> object = CommandLine::readRequestObject(parser.value(input));
    if (!object)
        return CommandLine::usageError;

    DiagnosticList errors;
    JsonReader reader(errors);
    const std::optional<AttentionRequest> request = AttentionRequest::parse(*object, reader);
    object.reset(); // the matrices are read: the JSON values' memory goes back before computing
    if (!request)
        return CommandLine::failRequest(errors.entries().constFirst());
    try {
        return request->singlePrecision ? computeAndRespond<float>(*request)
                                        : computeAndRespond<double>(*request);
    } catch (const ShapeError &e) {
        // The parser checks every shape first; reaching this is a defect, still reported.
        return CommandLine::failRequest(CommandLine::fieldError(QStringLiteral("request"), QString::fromStdString(e.what())));
    }
}

} // namespace atlas
