#include "compositionpanel.h"

#include "figureheatmap.h"
#include "headssession.h"

#include "sdk/boxlayout.h"
#include "sdk/matrixheatmap.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QLocale>

namespace atlas {

namespace {

MatrixHeatmap *compositionHeatmap(const QString &name, QWidget *parent)
{
    auto *heatmap = new FigureHeatmap(name, MatrixModel::Scale::Probability, 2, parent);
    heatmap->model()->setFixedColorRange(std::make_pair(0.0, 1.0));
    heatmap->setShowLegend(false);
    return heatmap;
}

} // namespace

CompositionPanel::CompositionPanel(HeadsSession &session, QWidget *parent)
    : QWidget(parent), session_(session), q_(compositionHeatmap(QStringLiteral("q-composition"), this)),
      k_(compositionHeatmap(QStringLiteral("k-composition"), this)), v_(compositionHeatmap(QStringLiteral("v-composition"), this)),
      reading_(new ParagraphLabel(this, QStringLiteral("compositionReading")))
{
    setObjectName(QStringLiteral("compositionPanel"));
    auto *texts = new Retranslator(this);
    auto *intro = texts->paragraph([] {
        return tr("A layer-2 head reads the residual stream, and a layer-1 head has written into it. How much of "
                  "what head a writes (W_OV of a) head b picks up, through its queries (Q-composition), its keys "
                  "(K-composition) or its values (V-composition): ‖product‖ / (‖W_OV‖·‖W_QK‖), between 0 and 1, "
                  "whatever the weights' size. An induction head needs K-composition with a previous-token head, "
                  "or Q-composition with a duplicate-token head. In a model this small, read the numbers as a "
                  "hint, not a proof: the ablation in the panel above is the test.");
    });
    v_->setShowLegend(true);
    BoxLayout::column(this, {intro, reading_, BoxLayout::aligned(q_, Qt::AlignLeft), BoxLayout::aligned(k_, Qt::AlignLeft),
                             BoxLayout::aligned(v_, Qt::AlignLeft)});
    texts->bind([this] {
        q_->setTitle(tr("Q-composition"));
        k_->setTitle(tr("K-composition"));
        v_->setTitle(tr("V-composition"));
        for (MatrixHeatmap *m : {q_, k_, v_}) {
            m->setAxisCaptions(tr("layer 1"), tr("layer 2"));
            m->model()->setAxisNames(tr("layer-1 head"), tr("layer-2 head"));
        }
    });
    connect(&session_, &HeadsSession::changed, this, &CompositionPanel::refresh);
    refresh();
    texts->bind([this] { showReading(); });
}

void CompositionPanel::refresh()
{
    const auto &c = session_.composition();
    const bool shown = !c.empty();
    for (MatrixHeatmap *m : {q_, k_, v_})
        m->setVisible(shown);
    if (shown) {
        const Index heads = Index(c.size());
        QStringList rows, columns;
        for (Index h = 0; h < heads; ++h) {
            //: A head of layer 1 (rows) or layer 2 (columns), e.g. "1.2": layer 1, head 2.
            rows.append(tr("1.%1").arg(h + 1));
            columns.append(tr("2.%1").arg(h + 1));
        }
        for (MatrixHeatmap *m : {q_, k_, v_}) {
            Matrix<double> values(heads, heads);
            for (Index a = 0; a < heads; ++a)
                for (Index b = 0; b < heads; ++b) {
                    const HeadComposition &h = c[std::size_t(a)][std::size_t(b)];
                    values(a, b) = m == q_ ? h.q : m == k_ ? h.k : h.v;
                }
            m->model()->setMatrix(values);
            m->model()->setRowLabels(rows);
            m->model()->setColumnLabels(columns);
        }
    }
    showReading();
}

void CompositionPanel::showReading()
{
    const auto &c = session_.composition();
    if (c.empty()) {
        reading_->setText(tr("Composition needs a trained model of two layers."));
        return;
    }
    // The strongest K-composition, and what the two heads are.
    double best = -1;
    std::size_t bestA = 0, bestB = 0;
    for (std::size_t a = 0; a < c.size(); ++a)
        for (std::size_t b = 0; b < c[a].size(); ++b)
            if (c[a][b].k > best) {
                best = c[a][b].k;
                bestA = a;
                bestB = b;
            }
    const QLocale locale;
    //: %1 the layer-1 head, %2 the layer-2 head, %3 their K-composition.
    reading_->setText(tr("The strongest K-composition: layer-1 head %1 into layer-2 head %2, %3.")
                          .arg(bestA + 1)
                          .arg(bestB + 1)
                          .arg(locale.toString(best, 'f', 2)));
}

} // namespace atlas

#include "moc_compositionpanel.cpp"
