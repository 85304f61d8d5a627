#include "atlas/tinydecoder.h"

#include "atlas/normalsampler.h"
#include "atlas/rowkernels.h"

#include <cmath>
#include <limits>

namespace atlas {

namespace {

template <typename Scalar>
Matrix<Scalar> randomMatrix(NormalSampler &sampler, Index rows, Index cols, double std)
{
    Matrix<Scalar> m(rows, cols);
    for (Index i = 0; i < rows; ++i)
        for (Index j = 0; j < cols; ++j)
            m(i, j) = static_cast<Scalar>(std * sampler.next());
    return m;
}

// Applies a NodePerturbation to the node it names, if any.
class Perturber {
public:
    explicit Perturber(const NodePerturbation *perturbation) : perturbation_(perturbation) {}

    bool targets(const std::string &id) const
    {
        return perturbation_ && perturbation_->id == id;
    }

    template <typename Scalar>
    void apply(const std::string &id, Matrix<Scalar> &value) const
    {
        if (!targets(id))
            return;
        if (perturbation_->row < 0 || perturbation_->row >= value.rows()
            || perturbation_->col < 0 || perturbation_->col >= value.cols())
            throw ShapeError("perturbation of " + id + ": entry outside "
                             + shapeText(value.rows(), value.cols()));
        value(perturbation_->row, perturbation_->col) += static_cast<Scalar>(perturbation_->delta);
    }

private:
    const NodePerturbation *perturbation_;
};

// The node an attention hook reports, as a node id of layer `layer` (1-based).
NodeId attentionNodeId(AttentionNode node, int layer, Index head)
{
    const int h = static_cast<int>(head) + 1;
    switch (node) {
    case AttentionNode::Q: return {NodeKind::Queries, layer, 0};
    case AttentionNode::K: return {NodeKind::Keys, layer, 0};
    case AttentionNode::V: return {NodeKind::Values, layer, 0};
    case AttentionNode::Scores: return {NodeKind::Scores, layer, h};
    case AttentionNode::Probabilities: return {NodeKind::Probabilities, layer, h};
    case AttentionNode::HeadOutput: return {NodeKind::HeadOutput, layer, h};
    case AttentionNode::Concatenated: return {NodeKind::Concatenated, layer, 0};
    case AttentionNode::Output: return {NodeKind::AttentionOutput, layer, 0};
    }
    return {};
}

AttentionOptions attentionOptions(const DecoderConfig &config, const DecoderInput &input)
{
    AttentionOptions options;
    options.causal = input.causal;
    options.documentIds = input.documentIds;
    options.temperature = config.temperature;
    if (config.positions == DecoderPositions::Rotary) {
        RotaryOptions rotary;
        rotary.base = config.rotaryBase;
        rotary.positionScale = config.rotaryScale;
        options.rotary = rotary;
    }
    options.alibi = config.positions == DecoderPositions::Alibi;
    return options;
}

std::vector<bool> effectiveMask(const DecoderInput &input)
{
    std::vector<bool> counted(input.tokens.size(), false);
    for (std::size_t i = 0; i < counted.size(); ++i) {
        const bool hasLabel = i < input.labels.size() && input.labels[i].has_value();
        const bool selected = input.lossMask.empty() || input.lossMask[i];
        counted[i] = hasLabel && selected;
    }
    return counted;
}

} // namespace

template <typename Scalar>
std::vector<Matrix<Scalar> *> DecoderParameters<Scalar>::list()
{
    std::vector<Matrix<Scalar> *> all{&tokenEmbedding, &positionEmbedding};
    for (auto &layer : layers)
        for (Matrix<Scalar> *m : {&layer.wq, &layer.wk, &layer.wv, &*layer.wo})
            all.push_back(m);
    all.push_back(&unembedding);
    return all;
}

template <typename Scalar>
std::vector<const Matrix<Scalar> *> DecoderParameters<Scalar>::list() const
{
    std::vector<const Matrix<Scalar> *> all;
    for (Matrix<Scalar> *m : const_cast<DecoderParameters *>(this)->list())
        all.push_back(m);
    return all;
}

template <typename Scalar>
std::vector<std::string> DecoderParameters<Scalar>::ids() const
{
    std::vector<std::string> all{nodeId(NodeKind::TokenEmbedding), nodeId(NodeKind::PositionEmbedding)};
    for (std::size_t l = 1; l <= layers.size(); ++l)
        for (NodeKind kind : {NodeKind::QueryWeights, NodeKind::KeyWeights, NodeKind::ValueWeights,
                              NodeKind::OutputWeights})
            all.push_back(nodeId(kind, static_cast<int>(l)));
    all.push_back(nodeId(NodeKind::Unembedding));
    return all;
}

DecoderInput DecoderInput::nextToken(std::vector<int> tokens, std::optional<int> nextToken)
{
    DecoderInput input;
    input.labels.resize(tokens.size());
    for (std::size_t i = 0; i + 1 < tokens.size(); ++i)
        input.labels[i] = tokens[i + 1];
    if (!tokens.empty())
        input.labels.back() = nextToken;
    input.tokens = std::move(tokens);
    return input;
}

template <typename Scalar>
TinyDecoder<Scalar>::TinyDecoder(const DecoderConfig &config, std::uint64_t seed)
    : config_(config)
{
    if (config.vocabulary < 1 || config.modelWidth < 1 || config.heads < 1
        || config.keyWidth < 1 || config.valueWidth < 1 || config.maxLength < 1
        || config.layers < 1)
        throw ShapeError("decoder: every size must be at least 1");
    NormalSampler sampler(seed);
    const double s = config.initScale;
    const Index d = config.modelWidth;
    parameters_.tokenEmbedding = randomMatrix<Scalar>(sampler, config.vocabulary, d, s / std::sqrt(2.0));
    // No table without learned positions (and the same draws as ever with them).
    if (config.positions == DecoderPositions::Learned)
        parameters_.positionEmbedding = randomMatrix<Scalar>(sampler, config.maxLength, d, s / std::sqrt(2.0));
    else
        parameters_.positionEmbedding = Matrix<Scalar>(0, d);
    const double inScale = s / std::sqrt(static_cast<double>(d));
    const double outScale
        = s / std::sqrt(static_cast<double>(config.heads * config.valueWidth));
    for (Index l = 0; l < config.layers; ++l) {
        AttentionWeights<Scalar> layer;
        layer.wq = randomMatrix<Scalar>(sampler, d, config.heads * config.keyWidth, inScale);
        layer.wk = randomMatrix<Scalar>(sampler, d, config.heads * config.keyWidth, inScale);
        layer.wv = randomMatrix<Scalar>(sampler, d, config.heads * config.valueWidth, inScale);
        layer.wo = randomMatrix<Scalar>(sampler, config.heads * config.valueWidth, d, outScale);
        parameters_.layers.push_back(std::move(layer));
    }
    parameters_.unembedding = randomMatrix<Scalar>(sampler, d, config.vocabulary, inScale);
}

template <typename Scalar>
TinyDecoder<Scalar>::TinyDecoder(const DecoderConfig &config, DecoderParameters<Scalar> parameters)
    : config_(config), parameters_(std::move(parameters))
{
    const Index d = config.modelWidth;
    requireShape("E", parameters_.tokenEmbedding.rows(), parameters_.tokenEmbedding.cols(),
                 config.vocabulary, d);
    requireShape("P", parameters_.positionEmbedding.rows(), parameters_.positionEmbedding.cols(),
                 config.positionRows(), d);
    if (static_cast<Index>(parameters_.layers.size()) != config.layers)
        throw ShapeError("decoder: expected " + std::to_string(config.layers) + " layers");
    for (const auto &layer : parameters_.layers) {
        requireShape("Wq", layer.wq.rows(), layer.wq.cols(), d, config.heads * config.keyWidth);
        requireShape("Wk", layer.wk.rows(), layer.wk.cols(), d, config.heads * config.keyWidth);
        requireShape("Wv", layer.wv.rows(), layer.wv.cols(), d, config.heads * config.valueWidth);
        if (!layer.wo)
            throw ShapeError("Wo: expected " + shapeText(config.heads * config.valueWidth, d) + ", got none");
        requireShape("Wo", layer.wo->rows(), layer.wo->cols(), config.heads * config.valueWidth, d);
    }
    requireShape("U", parameters_.unembedding.rows(), parameters_.unembedding.cols(), d,
                 config.vocabulary);
}

template <typename Scalar>
void TinyDecoder<Scalar>::validate(const DecoderInput &input) const
{
    const std::size_t length = input.tokens.size();
    if (length == 0)
        throw ShapeError("tokens: expected at least one token");
    if (static_cast<Index>(length) > config_.maxLength)
        throw ShapeError("tokens: expected at most " + std::to_string(config_.maxLength)
                         + " tokens (the position embedding's rows), got "
                         + std::to_string(length));
    auto inVocabulary = [&](int id) { return id >= 0 && id < config_.vocabulary; };
    for (std::size_t i = 0; i < length; ++i)
        if (!inVocabulary(input.tokens[i]))
            throw ShapeError("tokens[" + std::to_string(i) + "]: expected an id in [0, "
                             + std::to_string(config_.vocabulary) + ")");
    if (!input.labels.empty() && input.labels.size() != length)
        throw ShapeError("labels: expected " + std::to_string(length) + " entries");
    for (std::size_t i = 0; i < input.labels.size(); ++i)
        if (input.labels[i] && !inVocabulary(*input.labels[i]))
            throw ShapeError("labels[" + std::to_string(i) + "]: expected an id in [0, "
                             + std::to_string(config_.vocabulary) + ")");
    if (!input.lossMask.empty() && input.lossMask.size() != length)
        throw ShapeError("lossMask: expected " + std::to_string(length) + " entries");
    if (!input.documentIds.empty() && input.documentIds.size() != length)
        throw ShapeError("documentIds: expected " + std::to_string(length) + " entries");
}

template <typename Scalar>
DecoderTrace<Scalar> TinyDecoder<Scalar>::forward(const DecoderInput &input,
                                                  const NodePerturbation *perturbation) const
{
    validate(input);
    const Perturber perturber(perturbation);
    // Parameters are read in place unless this pass perturbs one of them.
    const bool perturbsParameter = perturbation != nullptr
        && [&] {
               for (const std::string &id : parameters_.ids())
                   if (perturber.targets(id))
                       return true;
               return false;
           }();
    DecoderParameters<Scalar> perturbed;
    if (perturbsParameter) {
        perturbed = parameters_;
        const std::vector<std::string> ids = perturbed.ids();
        const std::vector<Matrix<Scalar> *> list = perturbed.list();
        for (std::size_t i = 0; i < ids.size(); ++i)
            perturber.apply(ids[i], *list[i]);
    }
    const DecoderParameters<Scalar> &p = perturbsParameter ? perturbed : parameters_;

    const Index length = static_cast<Index>(input.tokens.size());
    DecoderTrace<Scalar> trace;
    trace.embeddings.resize(length, config_.modelWidth);
    for (Index i = 0; i < length; ++i)
        trace.embeddings.row(i) = p.tokenEmbedding.row(input.tokens[static_cast<std::size_t>(i)]);
    if (config_.positions == DecoderPositions::Learned)
        trace.embeddings += p.positionEmbedding.topRows(length);
    perturber.apply(nodeId(NodeKind::Embeddings), trace.embeddings);

    const AttentionOptions options = attentionOptions(config_, input);
    const Matrix<Scalar> *stream = &trace.embeddings;
    trace.residual.reserve(p.layers.size());
    for (std::size_t l = 0; l < p.layers.size(); ++l) {
        const int layer = static_cast<int>(l) + 1;
        AttentionHook<Scalar> hook;
        if (perturbation) {
            hook = [&, layer](AttentionNode node, Index head, Matrix<Scalar> &value) {
                perturber.apply(attentionNodeId(node, layer, head).text(), value);
            };
        }
        trace.attention.push_back(MultiHeadAttention<Scalar>::forward(
            *stream, p.layers[l], config_.heads, options, hook));
        Matrix<Scalar> next = *stream + trace.attention.back().output;
        perturber.apply(nodeId(NodeKind::Residual, layer), next);
        trace.residual.push_back(std::move(next));
        stream = &trace.residual.back();
    }

    // Row by row in a fixed order, like every forward product of attention (rowkernels.h): a
    // cached decoding step (incrementaldecoder.h) gives these very logits.
    trace.logits = RowKernels::product<Scalar>(*stream, p.unembedding);
    perturber.apply(nodeId(NodeKind::Logits), trace.logits);

    trace.counted = effectiveMask(input);
    trace.probabilities.resize(length, config_.vocabulary);
    trace.positionLoss.assign(static_cast<std::size_t>(length), Scalar(0));
    Scalar total = 0;
    Index count = 0;
    for (Index i = 0; i < length; ++i) {
        const auto row = trace.logits.row(i);
        const Scalar maximum = row.maxCoeff();
        const Scalar sum = (row.array() - maximum).exp().sum();
        const Scalar logSumExp = maximum + std::log(sum);
        trace.probabilities.row(i) = (row.array() - logSumExp).exp();
        if (trace.counted[static_cast<std::size_t>(i)]) {
            const int label = *input.labels[static_cast<std::size_t>(i)];
            const Scalar loss = logSumExp - row(label);
            trace.positionLoss[static_cast<std::size_t>(i)] = loss;
            total += loss;
            ++count;
        }
    }
    trace.loss = count > 0 ? total / static_cast<Scalar>(count) : Scalar(0);
    if (perturber.targets(nodeId(NodeKind::Loss)))
        trace.loss += static_cast<Scalar>(perturbation->delta);
    return trace;
}

template <typename Scalar>
DecoderGradients<Scalar> TinyDecoder<Scalar>::backward(const DecoderInput &input,
                                                       const DecoderTrace<Scalar> &trace) const
{
    const Index length = trace.logits.rows();
    Index count = 0;
    for (bool c : trace.counted)
        count += c ? 1 : 0;

    DecoderGradients<Scalar> g;
    g.logits = Matrix<Scalar>::Zero(length, config_.vocabulary);
    for (Index i = 0; i < length; ++i) {
        if (!trace.counted[static_cast<std::size_t>(i)])
            continue;
        g.logits.row(i) = trace.probabilities.row(i);
        g.logits(i, *input.labels[static_cast<std::size_t>(i)]) -= Scalar(1);
        g.logits.row(i) /= static_cast<Scalar>(count);
    }

    const Matrix<Scalar> &last = trace.residual.empty() ? trace.embeddings : trace.residual.back();
    g.parameters.unembedding.noalias() = last.transpose() * g.logits;
    Matrix<Scalar> stream = g.logits * parameters_.unembedding.transpose();

    const std::size_t layers = parameters_.layers.size();
    g.residual.resize(layers);
    g.attention.resize(layers);
    g.parameters.layers.resize(layers);
    for (std::size_t l = layers; l-- > 0;) {
        g.residual[l] = stream;
        // X_l = X_{l−1} + MHA(X_{l−1}): the residual passes G straight through, and MHA adds
        // its own contribution to X_{l−1}.
        g.attention[l] = MultiHeadAttention<Scalar>::backward(
            trace.attention[l], parameters_.layers[l], stream);
        AttentionWeights<Scalar> &lp = g.parameters.layers[l];
        lp.wq = g.attention[l].wq;
        lp.wk = g.attention[l].wk;
        lp.wv = g.attention[l].wv;
        lp.wo = g.attention[l].wo;
        stream += g.attention[l].x;
    }
    g.embeddings = stream;

    g.parameters.tokenEmbedding = Matrix<Scalar>::Zero(config_.vocabulary, config_.modelWidth);
    g.parameters.positionEmbedding = Matrix<Scalar>::Zero(config_.positionRows(), config_.modelWidth);
    for (Index i = 0; i < length; ++i)
        g.parameters.tokenEmbedding.row(input.tokens[static_cast<std::size_t>(i)]) += g.embeddings.row(i);
    if (config_.positions == DecoderPositions::Learned)
        g.parameters.positionEmbedding.topRows(length) = g.embeddings;
    return g;
}

template <typename Scalar>
GradientGraph<Scalar> TinyDecoder<Scalar>::graph(const DecoderInput &input,
                                                 const DecoderTrace<Scalar> &trace,
                                                 const DecoderGradients<Scalar> &gradients) const
{
    GradientGraph<Scalar> graph;
    auto add = [&](NodeKind kind, NodeRole role, int layer, int head,
                   const Matrix<Scalar> &value, const Matrix<Scalar> &gradient) {
        GraphNode<Scalar> node;
        node.id = nodeId(kind, layer, head);
        node.kind = kind;
        node.role = role;
        node.layer = layer;
        node.head = head;
        node.value = value;
        node.gradient = gradient;
        graph.nodes.push_back(std::move(node));
        return graph.nodes.size() - 1;
    };
    auto edge = [&](std::size_t from, std::size_t to) { graph.edges.push_back({from, to}); };

    const Index length = static_cast<Index>(input.tokens.size());
    Matrix<Scalar> tokenValues(length, 1);
    for (Index i = 0; i < length; ++i)
        tokenValues(i, 0) = static_cast<Scalar>(input.tokens[static_cast<std::size_t>(i)]);
    const std::size_t tokens = add(NodeKind::Tokens, NodeRole::Input, 0, 0, tokenValues, {});
    graph.nodes[tokens].differentiable = false;
    const std::size_t e = add(NodeKind::TokenEmbedding, NodeRole::Parameter, 0, 0,
                              parameters_.tokenEmbedding, gradients.parameters.tokenEmbedding);
    // P only where it exists (learned positions; rotary and ALiBi act inside the attention).
    const bool learned = config_.positions == DecoderPositions::Learned;
    const std::size_t p = learned ? add(NodeKind::PositionEmbedding, NodeRole::Parameter, 0, 0,
                                        parameters_.positionEmbedding, gradients.parameters.positionEmbedding)
                                  : 0;
    std::size_t stream = add(NodeKind::Embeddings, NodeRole::Activation, 0, 0,
                             trace.embeddings, gradients.embeddings);
    edge(tokens, stream);
    edge(e, stream);
    if (learned)
        edge(p, stream);

    for (std::size_t l = 0; l < parameters_.layers.size(); ++l) {
        const int layer = static_cast<int>(l) + 1;
        const AttentionWeights<Scalar> &lp = parameters_.layers[l];
        const AttentionWeights<Scalar> &lg = gradients.parameters.layers[l];
        const AttentionTrace<Scalar> &at = trace.attention[l];
        const AttentionGradients<Scalar> &ag = gradients.attention[l];
        const std::size_t wq = add(NodeKind::QueryWeights, NodeRole::Parameter, layer, 0, lp.wq, lg.wq);
        const std::size_t wk = add(NodeKind::KeyWeights, NodeRole::Parameter, layer, 0, lp.wk, lg.wk);
        const std::size_t wv = add(NodeKind::ValueWeights, NodeRole::Parameter, layer, 0, lp.wv, lg.wv);
        const std::size_t q = add(NodeKind::Queries, NodeRole::Activation, layer, 0, at.q, ag.q);
        const std::size_t k = add(NodeKind::Keys, NodeRole::Activation, layer, 0, at.k, ag.k);
        const std::size_t v = add(NodeKind::Values, NodeRole::Activation, layer, 0, at.v, ag.v);
        edge(stream, q);
        edge(wq, q);
        edge(stream, k);
        edge(wk, k);
        edge(stream, v);
        edge(wv, v);
        std::vector<std::size_t> outputs;
        for (std::size_t h = 0; h < at.heads.size(); ++h) {
            const int head = static_cast<int>(h) + 1;
            const std::size_t s = add(NodeKind::Scores, NodeRole::Activation, layer, head, at.heads[h].scores, ag.heads[h].scores);
            graph.nodes[s].allowed = at.allowed;
            const std::size_t pr = add(NodeKind::Probabilities, NodeRole::Activation, layer, head, at.heads[h].probabilities, ag.heads[h].probabilities);
            graph.nodes[pr].allowed = at.allowed;
            const std::size_t o = add(NodeKind::HeadOutput, NodeRole::Activation, layer, head, at.heads[h].output, ag.heads[h].output);
            edge(q, s);
            edge(k, s);
            edge(s, pr);
            edge(pr, o);
            edge(v, o);
            outputs.push_back(o);
        }
        const std::size_t concat = add(NodeKind::Concatenated, NodeRole::Activation, layer, 0, at.concatenated, ag.concatenated);
        for (std::size_t o : outputs)
            edge(o, concat);
        const std::size_t wo = add(NodeKind::OutputWeights, NodeRole::Parameter, layer, 0, *lp.wo, *lg.wo);
        const std::size_t attention = add(NodeKind::AttentionOutput, NodeRole::Activation, layer, 0, at.output, gradients.residual[l]);
        edge(concat, attention);
        edge(wo, attention);
        const std::size_t next = add(NodeKind::Residual, NodeRole::Activation, layer, 0, trace.residual[l], gradients.residual[l]);
        edge(stream, next);
        edge(attention, next);
        stream = next;
    }
    const std::size_t u = add(NodeKind::Unembedding, NodeRole::Parameter, 0, 0, parameters_.unembedding, gradients.parameters.unembedding);
    const std::size_t logits = add(NodeKind::Logits, NodeRole::Activation, 0, 0, trace.logits, gradients.logits);
    edge(stream, logits);
    edge(u, logits);
    Matrix<Scalar> loss(1, 1);
    loss(0, 0) = trace.loss;
    const std::size_t lossNode = add(NodeKind::Loss, NodeRole::Loss, 0, 0, loss, Matrix<Scalar>::Ones(1, 1));
    edge(logits, lossNode);
    edge(tokens, lossNode); // the labels are the shifted tokens
    return graph;
}

template <typename Scalar>
GradientCheckReport<Scalar> TinyDecoder<Scalar>::gradientCheck(const DecoderInput &input,
                                                               double step,
                                                               const GradientCheckProgress &progress) const
{
    const DecoderTrace<Scalar> trace = forward(input);
    const GradientGraph<Scalar> graph = this->graph(input, trace, backward(input, trace));
    GradientCheckReport<Scalar> report;
    report.step = step;
    std::size_t total = 0, done = 0;
    for (const GraphNode<Scalar> &node : graph.nodes)
        if (node.differentiable)
            total += static_cast<std::size_t>(node.value.size());
    for (const GraphNode<Scalar> &node : graph.nodes) {
        if (!node.differentiable)
            continue;
        if (progress && !progress(done, total)) {
            report.complete = false;
            break;
        }
        done += static_cast<std::size_t>(node.value.size());
        NodeCheck<Scalar> check;
        check.id = node.id;
        check.numeric = Matrix<Scalar>::Zero(node.value.rows(), node.value.cols());
        NodePerturbation perturbation{node.id, 0, 0, 0};
        for (Index r = 0; r < node.value.rows(); ++r) {
            for (Index c = 0; c < node.value.cols(); ++c) {
                if (node.kind == NodeKind::Probabilities && !(*node.allowed)(r, c))
                    continue; // outside the softmax support: gradient 0 by definition
                perturbation.row = r;
                perturbation.col = c;
                perturbation.delta = step;
                const double plus = static_cast<double>(forward(input, &perturbation).loss);
                perturbation.delta = -step;
                const double minus = static_cast<double>(forward(input, &perturbation).loss);
                check.numeric(r, c) = static_cast<Scalar>((plus - minus) / (2 * step));
            }
        }
        const Matrix<Scalar> difference = (node.gradient - check.numeric).cwiseAbs();
        const double scale = std::max({static_cast<double>(node.gradient.cwiseAbs().maxCoeff()),
                                       static_cast<double>(check.numeric.cwiseAbs().maxCoeff()),
                                       1e-6});
        check.error = difference / static_cast<Scalar>(scale);
        check.maxAbsoluteError = static_cast<double>(difference.maxCoeff());
        check.relativeError = check.maxAbsoluteError / scale;
        if (check.relativeError >= report.maxRelativeError) {
            report.maxRelativeError = check.relativeError;
            report.worstNode = check.id;
        }
        report.nodes.push_back(std::move(check));
    }
    if (progress && report.complete)
        progress(total, total);
    return report;
}

template <typename Scalar>
Scalar TinyDecoder<Scalar>::trainStep(const DecoderInput &input, Optimizer<Scalar> &optimizer)
{
    const DecoderTrace<Scalar> trace = forward(input);
    const DecoderGradients<Scalar> gradients = backward(input, trace);
    optimizer.step(parameters_.list(), gradients.parameters.list());
    return trace.loss;
}

template struct DecoderParameters<float>;
template struct DecoderParameters<double>;
template class TinyDecoder<float>;
template class TinyDecoder<double>;

} // namespace atlas
