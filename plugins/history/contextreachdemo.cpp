#include "contextreachdemo.h"

#include "settinglabel.h"

#include "sdk/boxlayout.h"
#include "sdk/matrixheatmap.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <atlas/normalsampler.h>

#include <QComboBox>
#include <QLabel>

namespace atlas {

namespace {

QString tokenName(int t)
{
    // Subscript digits: t₀ … t₉.
    return QStringLiteral("t") + QChar(0x2080 + t);
}

QString tokenList(const QList<int> &tokens)
{
    QStringList names;
    for (int t : tokens)
        names.append(tokenName(t));
    return names.join(QLatin1String(", "));
}

} // namespace

ContextReachDemo::ContextReachDemo(QWidget *parent)
    : QWidget(parent), tokenBox_(new QComboBox(this)), heatmap_(new MatrixHeatmap(this)),
      result_(new ParagraphLabel(this, QStringLiteral("result")))
{
    setObjectName(QStringLiteral("contextReach"));
    NormalSampler sampler(2017);
    HeadInput<double> head;
    for (Matrix<double> *m : {&head.q, &head.k, &head.v}) {
        m->resize(tokens, width);
        for (Index i = 0; i < tokens; ++i)
            for (Index j = 0; j < width; ++j)
                (*m)(i, j) = sampler.next();
    }
    inputs_ = {head};
    AttentionOptions options;
    options.causal = true;
    original_ = MultiHeadAttention<double>::forward(inputs_, std::nullopt, options);

    QStringList labels;
    for (int t = 0; t < tokens; ++t)
        labels.append(tokenName(t));
    MatrixModel *model = heatmap_->model();
    model->setScale(MatrixModel::Scale::Probability);
    model->setMatrix(original_.heads.front().probabilities);
    model->setMask(original_.allowed);
    model->setRowLabels(labels);
    model->setColumnLabels(labels);
    heatmap_->setExportName(QStringLiteral("context-reach-weights"));

    tokenBox_->setObjectName(QStringLiteral("changedToken"));
    for (int t = 0; t < tokens; ++t)
        tokenBox_->addItem(tokenName(t));
    tokenBox_->setCurrentIndex(2);
    auto *texts = new Retranslator(this);
    texts->bind([this] {
        //: Title of the heatmap of attention weights in the "context available to each token" demonstration.
        heatmap_->setTitle(tr("Attention weights A, one causal head"));
        heatmap_->setAxisCaptions(tr("queries (the token reading)"), tr("keys (the token read)"));
        heatmap_->model()->setAxisNames(tr("query"), tr("key"));
    });
    QLabel *tokenLabel = settingLabel(texts, tokenBox_, [] { return tr("Change the value vector of token:"); }, [] { return tr("Token whose value vector is changed"); });

    BoxLayout::column(this, {heatmap_, BoxLayout::row({tokenLabel, tokenBox_, BoxLayout::stretch()}), result_});

    connect(tokenBox_, &QComboBox::currentIndexChanged, this, &ContextReachDemo::recompute);
    recompute();
    texts->bind([this] { updateTexts(); });
}

void ContextReachDemo::setChangedToken(int token)
{
    tokenBox_->setCurrentIndex(token);
}

int ContextReachDemo::changedToken() const
{
    return tokenBox_->currentIndex();
}

void ContextReachDemo::recompute()
{
    const int token = changedToken();
    std::vector<HeadInput<double>> changedInputs = inputs_;
    changedInputs.front().v.row(token).array() += 1.0;
    AttentionOptions options;
    options.causal = true;
    const AttentionTrace<double> changed = MultiHeadAttention<double>::forward(changedInputs, std::nullopt, options);
    changed_.clear();
    const Matrix<double> difference = changed.output - original_.output;
    for (Index row = 0; row < tokens; ++row)
        if (difference.row(row).cwiseAbs().maxCoeff() > 1e-12)
            changed_.append(static_cast<int>(row));
    updateTexts();
}

QString ContextReachDemo::resultText() const
{
    return result_->text();
}

void ContextReachDemo::updateTexts()
{
    const int token = changedToken();
    QList<int> unchanged;
    for (int t = 0; t < tokens; ++t)
        if (!changed_.contains(t))
            unchanged.append(t);
    // Two whole sentences at most, each translated on its own (a space joins them).
    QString text;
    if (changed_.isEmpty()) {
        text = tr("No output changed.");
    } else {
        //: %1 is the changed token (such as t₂); %2 lists the tokens whose outputs moved (such as "t₂, t₃, t₄"),
        //: %n how many they are.
        text = tr("Adding 1 to every coordinate of %1's value vector changes the output(s) of %2: each of these tokens "
                  "reads %1 directly, in this single layer, whatever the distance.", nullptr, int(changed_.size()))
                   .arg(tokenName(token), tokenList(changed_));
    }
    if (!unchanged.isEmpty()) {
        //: A sentence of its own, after the one on the outputs that changed. %1 lists the tokens whose outputs
        //: stayed the same (such as "t₀, t₁"), %n how many they are; %2 is the changed token.
        text += QLatin1Char(' ')
            + tr("The output(s) of %1 stay exactly the same: the causal mask keeps them from reading %2.", nullptr,
                 int(unchanged.size()))
                  .arg(tokenList(unchanged), tokenName(token));
    }
    result_->setText(text);
}

} // namespace atlas

#include "moc_contextreachdemo.cpp"
