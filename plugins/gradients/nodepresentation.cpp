#include "nodepresentation.h"

#include "shortnumber.h"

namespace atlas {

namespace {

QStringList positionLabels(const QStringList &tokens, Index rows)
{
    QStringList labels;
    for (Index i = 0; i < rows; ++i)
        labels.append(i < tokens.size() ? QString::number(i) + QLatin1Char(' ') + tokens[i] : QString::number(i));
    return labels;
}

QStringList numbered(Index count)
{
    QStringList labels;
    for (Index i = 0; i < count; ++i)
        labels.append(QString::number(i));
    return labels;
}

} // namespace

QString NodePresentation::symbol(const GraphNode<double> &node, bool showLayer)
{
    const QString h = ShortNumber::subscript(node.head);
    QString s;
    switch (node.kind) {
    //: Symbol of the input node of the gradient graph (the token ids), shown in a small box beside
    //: symbols such as E, X₀, Wq: keep it short.
    case NodeKind::Tokens: s = tr("tokens"); break;
    case NodeKind::TokenEmbedding: s = QStringLiteral("E"); break;
    case NodeKind::PositionEmbedding: s = QStringLiteral("P"); break;
    case NodeKind::Embeddings: s = QStringLiteral("X₀"); break;
    case NodeKind::QueryWeights: s = QStringLiteral("Wq"); break;
    case NodeKind::KeyWeights: s = QStringLiteral("Wk"); break;
    case NodeKind::ValueWeights: s = QStringLiteral("Wv"); break;
    case NodeKind::Queries: s = QStringLiteral("Q"); break;
    case NodeKind::Keys: s = QStringLiteral("K"); break;
    case NodeKind::Values: s = QStringLiteral("V"); break;
    case NodeKind::Scores: s = QStringLiteral("S") + h; break;
    case NodeKind::Probabilities: s = QStringLiteral("A") + h; break;
    case NodeKind::HeadOutput: s = QStringLiteral("Y") + h; break;
    case NodeKind::Concatenated: s = QStringLiteral("C"); break;
    case NodeKind::OutputWeights: s = QStringLiteral("Wo"); break;
    case NodeKind::AttentionOutput: s = QStringLiteral("C·Wo"); break;
    case NodeKind::Residual: s = QStringLiteral("X") + ShortNumber::subscript(node.layer); break;
    case NodeKind::Unembedding: s = QStringLiteral("U"); break;
    case NodeKind::Logits: s = QStringLiteral("Z"); break;
    case NodeKind::Loss: s = QStringLiteral("L"); break;
    }
    if (showLayer && node.layer > 0 && node.kind != NodeKind::Residual)
        s = QStringLiteral("L%1 · ").arg(node.layer) + s;
    return s;
}

QString NodePresentation::description(const GraphNode<double> &node)
{
    const int h = node.head;
    switch (node.kind) {
    case NodeKind::Tokens: return tr("token ids of the input (not differentiable)");
    case NodeKind::TokenEmbedding: return tr("token embedding E, one row per vocabulary word (parameter)");
    case NodeKind::PositionEmbedding: return tr("position embedding P, one row per position (parameter)");
    case NodeKind::Embeddings: return tr("input representations X₀ = E[tokens] + P");
    case NodeKind::QueryWeights: return tr("query projection Wq (parameter)");
    case NodeKind::KeyWeights: return tr("key projection Wk (parameter)");
    case NodeKind::ValueWeights: return tr("value projection Wv (parameter)");
    case NodeKind::Queries: return tr("queries Q = X·Wq (all heads side by side)");
    case NodeKind::Keys: return tr("keys K = X·Wk (all heads side by side)");
    case NodeKind::Values: return tr("values V = X·Wv (all heads side by side)");
    case NodeKind::Scores: return tr("scores of head %1: S = Q·Kᵀ/√dₖ, before the mask").arg(h);
    case NodeKind::Probabilities: return tr("attention weights of head %1: A = masked softmax of S, row by row").arg(h);
    case NodeKind::HeadOutput: return tr("output of head %1: Y = A·V, the mixed values").arg(h);
    case NodeKind::Concatenated: return tr("the heads' outputs side by side, C = [Y₁ … Y_H]");
    case NodeKind::OutputWeights: return tr("output projection Wo (parameter)");
    case NodeKind::AttentionOutput: return tr("attention output C·Wo, added to the residual stream");
    case NodeKind::Residual: return tr("residual stream X%1 = X%2 + C·Wo").arg(ShortNumber::subscript(node.layer), ShortNumber::subscript(node.layer - 1));
    case NodeKind::Unembedding: return tr("unembedding U, from the residual stream to the vocabulary (parameter)");
    case NodeKind::Logits: return tr("logits Z = X·U, one score per vocabulary word at every position");
    case NodeKind::Loss: return tr("loss L: mean next-token cross-entropy over the counted positions");
    }
    return QString();
}

QString NodePresentation::shape(const GraphNode<double> &node)
{
    return QString::number(node.value.rows()) + QStringLiteral("×") + QString::number(node.value.cols());
}

NodeAxes NodePresentation::axes(const GraphNode<double> &node, const QStringList &tokens, const QStringList &vocabulary)
{
    const Index rows = node.value.rows(), cols = node.value.cols();
    // Each kind: the captions, the names in a cell's description, then the row and column labels.
    switch (node.kind) {
    case NodeKind::Scores:
    case NodeKind::Probabilities:
        return {tr("rows: queries"), tr("columns: keys"), tr("query"), tr("key"), positionLabels(tokens, rows),
                positionLabels(tokens, cols)};
    case NodeKind::TokenEmbedding:
        return {tr("rows: vocabulary words"), tr("columns: coordinates"), tr("word"), tr("coordinate"),
                vocabulary.mid(0, rows), numbered(cols)};
    case NodeKind::QueryWeights:
    case NodeKind::KeyWeights:
    case NodeKind::ValueWeights:
    case NodeKind::OutputWeights:
        return {tr("rows: input coordinates"), tr("columns: output coordinates"), tr("input coordinate"),
                tr("output coordinate"), numbered(rows), numbered(cols)};
    case NodeKind::Unembedding:
        return {tr("rows: coordinates"), tr("columns: vocabulary words"), tr("coordinate"), tr("word"), numbered(rows),
                vocabulary.mid(0, cols)};
    case NodeKind::Logits:
        return {tr("rows: positions"), tr("columns: vocabulary words"), tr("position"), tr("word"),
                positionLabels(tokens, rows), vocabulary.mid(0, cols)};
    case NodeKind::Tokens:
        return {tr("rows: positions"), tr("column: token id"), tr("position"), tr("token id"), positionLabels(tokens, rows),
                {tr("id")}};
    case NodeKind::Loss:
        return {QString(QLatin1Char(' ')), tr("the scalar loss"), tr("loss"), tr("value"), {QStringLiteral("L")},
                {QStringLiteral("L")}};
    case NodeKind::PositionEmbedding:
    case NodeKind::Embeddings:
    case NodeKind::Queries:
    case NodeKind::Keys:
    case NodeKind::Values:
    case NodeKind::HeadOutput:
    case NodeKind::Concatenated:
    case NodeKind::AttentionOutput:
    case NodeKind::Residual:
        break;
    }
    return {tr("rows: positions"), tr("columns: coordinates"), tr("position"), tr("coordinate"), positionLabels(tokens, rows),
            numbered(cols)};
}

} // namespace atlas
