#include "headview.h"

#include "sdk/boxlayout.h"
#include "sdk/matrixheatmap.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QCheckBox>
#include <QLocale>
#include <QVBoxLayout>

namespace atlas {

HeadView::HeadView(int layer, int head, QWidget *parent)
    : QWidget(parent), layer_(layer), head_(head), heatmap_(new MatrixHeatmap(this)), scores_(new ParagraphLabel(this, QStringLiteral("scoresLine"))),
      switch_(new QCheckBox(this))
{
    setObjectName(QStringLiteral("head-%1-%2").arg(layer).arg(head));
    MatrixModel *model = heatmap_->model();
    model->setScale(MatrixModel::Scale::Probability);
    model->setFixedColorRange(std::make_pair(0.0, 1.0));
    model->setDecimals(2);
    heatmap_->setShowLegend(false);
    heatmap_->setCompactCellSize(12);
    heatmap_->setExportName(QStringLiteral("attention-layer-%1-head-%2").arg(layer).arg(head));
    switch_->setChecked(true);

    BoxLayout::column(this, {heatmap_, scores_, switch_})->setSpacing(2);
    connect(switch_, &QCheckBox::toggled, this, [this](bool on) {
        describe();
        Q_EMIT switched(on);
    });
    auto *texts = new Retranslator(this);
    texts->toolTip(switch_, [] {
        return tr("Switch the head off to see what the model does without it: its output is set to zero, "
                  "and the losses, accuracies and the other heads' attention follow at once.");
    });
    texts->bind([this] { describe(); });
}

void HeadView::setAttention(const Matrix<double> &attention, const QStringList &rowLabels, const QStringList &columnLabels)
{
    MatrixModel *model = heatmap_->model();
    const Index t = attention.rows();
    const bool resized = model->rowCount() != t || model->columnCount() != attention.cols();
    model->setMatrix(attention); // a new shape drops the old mask: set it after
    if (resized) {
        BoolMatrix causal(t, attention.cols());
        for (Index q = 0; q < t; ++q)
            for (Index k = 0; k < attention.cols(); ++k)
                causal(q, k) = k <= q;
        model->setMask(causal);
    }
    if (resized || rowLabels != rowLabels_ || columnLabels != columnLabels_) {
        rowLabels_ = rowLabels;
        columnLabels_ = columnLabels;
        model->setRowLabels(rowLabels);
        model->setColumnLabels(columnLabels);
    }
}

void HeadView::setScores(double previousToken, std::optional<double> induction, std::optional<double> duplicateToken)
{
    previous_ = previousToken;
    induction_ = induction;
    duplicate_ = duplicateToken;
    describe();
}

void HeadView::setOn(bool on)
{
    if (switch_->isChecked() != on)
        switch_->setChecked(on);
    describe();
}

void HeadView::setCellSize(int pixels)
{
    if (heatmap_->compactCellSize() != pixels)
        heatmap_->setCompactCellSize(pixels);
}

QString HeadView::role() const
{
    // The largest score at or above the threshold names the role; a head can do several
    // things at once, but the label names what it mostly does.
    double best = roleThreshold;
    QString role;
    if (previous_ >= best) {
        best = previous_;
        role = tr("previous-token head");
    }
    if (induction_ && *induction_ >= best) {
        best = *induction_;
        role = tr("induction head");
    }
    if (duplicate_ && *duplicate_ >= best)
        role = tr("duplicate-token head");
    return role;
}

void HeadView::describe()
{
    const QLocale locale;
    const auto number = [&](std::optional<double> v) { return v ? locale.toString(*v, 'f', 2) : tr("n/a"); };
    //: Title of one head's attention heatmap; %1 the layer, %2 the head (both from 1).
    heatmap_->setTitle(switch_->isChecked() ? tr("Layer %1, head %2").arg(layer_).arg(head_)
                                            //: Title of a head's heatmap while the head is switched off.
                                            : tr("Layer %1, head %2 (off)").arg(layer_).arg(head_));
    heatmap_->setAxisCaptions(tr("queries"), tr("keys"));
    //: The three scores of one head; "n/a" stands for a score that is undefined (no token repeats).
    QString text = tr("previous-token %1 · induction %2 · duplicate-token %3")
                       .arg(locale.toString(previous_, 'f', 2), number(induction_), number(duplicate_));
    if (const QString r = role(); !r.isEmpty())
        text += QStringLiteral("\n") + tr("→ %1").arg(r);
    scores_->setText(text);
    //: Check box under a head's heatmap: unchecked switches the head off (its output is zeroed).
    switch_->setText(tr("Layer %1, head %2 on").arg(layer_).arg(head_));
}

} // namespace atlas

#include "moc_headview.cpp"
