#include "cachepanel.h"

#include "decodingsession.h"

#include "sdk/boxlayout.h"
#include "sdk/matrixheatmap.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QLabel>
#include <QLocale>
#include <QSpinBox>

namespace atlas {

namespace {

QStringList numbered(const QString &prefix, Index count)
{
    QStringList labels;
    for (Index i = 0; i < count; ++i)
        labels.append(prefix + QString::number(i + 1));
    return labels;
}

} // namespace

CachePanel::CachePanel(DecodingSession &session, QWidget *parent)
    : QWidget(parent), session_(session), layer_(new QSpinBox(this)), keys_(new MatrixHeatmap(this)),
      values_(new MatrixHeatmap(this)), attention_(new MatrixHeatmap(this)),
      summary_(new ParagraphLabel(this, QStringLiteral("cacheSummary")))
{
    setObjectName(QStringLiteral("cachePanel"));
    auto *texts = new Retranslator(this);
    layer_->setObjectName(QStringLiteral("cacheLayer"));
    layer_->setRange(1, int(session_.config().layers));
    QLabel *layerLabel = texts->label(layer_, [] { return tr("&Layer:"); });
    for (MatrixHeatmap *map : {keys_, values_}) {
        map->model()->setScale(MatrixModel::Scale::Signed);
        map->setCompactCellSize(6);
        map->setShowLegend(false);
    }
    // Each figure's export name is its object name too.
    const auto name = [](MatrixHeatmap *map, const QString &name) {
        map->setObjectName(name);
        map->setExportName(name);
    };
    name(keys_, QStringLiteral("kv-cache-keys"));
    name(values_, QStringLiteral("kv-cache-values"));
    attention_->model()->setScale(MatrixModel::Scale::Probability);
    attention_->model()->setFixedColorRange(std::make_pair(0.0, 1.0));
    attention_->setCompactCellSize(14);
    attention_->setShowLegend(false);
    name(attention_, QStringLiteral("kv-cache-newest-attention"));
    texts->bind([this] {
        keys_->setTitle(tr("Cached keys K"));
        keys_->setAxisCaptions(tr("positions (keys), newest selected"), tr("key coordinates, head by head"));
        keys_->model()->setAxisNames(tr("position"), tr("coordinate"));
        values_->setTitle(tr("Cached values V"));
        values_->setAxisCaptions(tr("positions, newest selected"), tr("value coordinates, head by head"));
        values_->model()->setAxisNames(tr("position"), tr("coordinate"));
        attention_->setTitle(tr("The newest query's attention over the cache, one row per head"));
        //: Rows of a short heatmap (one per head): keep it to one short word.
        attention_->setAxisCaptions(tr("query"), tr("keys (cached positions)"));
        attention_->model()->setAxisNames(tr("head"), tr("key"));
    });

    // One above the other: side by side they would not fit a lab 440 pixels wide.
    BoxLayout::column(this, {BoxLayout::row({layerLabel, layer_, BoxLayout::stretch()}), summary_,
                             BoxLayout::aligned(keys_, Qt::AlignLeft), BoxLayout::aligned(values_, Qt::AlignLeft), attention_});

    connect(layer_, &QSpinBox::valueChanged, this, &CachePanel::refresh);
    texts->bind([this] { refresh(); });
}

QList<ExportableFigure> CachePanel::figures() const
{
    QList<ExportableFigure> figures;
    for (MatrixHeatmap *map : {keys_, values_, attention_})
        figures.append({map->objectName(), map, map->model()});
    return figures;
}

void CachePanel::refresh()
{
    const IncrementalDecoder<double> *cache = session_.cache();
    const Index t = session_.length();
    if (!cache || t == 0) {
        summary_->setText(tr("The cache fills once the decoder is trained."));
        return;
    }
    const Index layer = layer_->value() - 1;
    const DecoderConfig &c = session_.config();
    QStringList positions;
    const QStringList labels = session_.tokenLabels();
    for (Index i = 0; i < t; ++i)
        //: A row of the cache: position number and its token, e.g. "7 cat".
        positions.append(tr("%1 %2").arg(i).arg(labels.value(int(i))));
    QStringList keyColumns, valueColumns;
    for (Index h = 0; h < c.heads; ++h) {
        //: Columns of the cached keys: head h, coordinate i of its key (k).
        keyColumns += numbered(tr("h%1·k").arg(h + 1), c.keyWidth);
        //: Columns of the cached values: head h, coordinate i of its value (v).
        valueColumns += numbered(tr("h%1·v").arg(h + 1), c.valueWidth);
    }
    keys_->model()->setMatrix(cache->keys(layer));
    keys_->model()->setRowLabels(positions);
    keys_->model()->setColumnLabels(keyColumns);
    values_->model()->setMatrix(cache->values(layer));
    values_->model()->setRowLabels(positions);
    values_->model()->setColumnLabels(valueColumns);
    keys_->setSelectedRow(int(t - 1));
    values_->setSelectedRow(int(t - 1));

    const std::vector<Matrix<double>> &attention = cache->lastStep().attention;
    if (std::size_t(layer) < attention.size()) {
        attention_->model()->setMatrix(attention[std::size_t(layer)]);
        attention_->model()->setRowLabels(numbered(tr("head "), c.heads));
        attention_->model()->setColumnLabels(positions);
    }
    const QLocale locale;
    const double bytes = double(t) * double(c.layers) * double(c.heads) * double(c.keyWidth + c.valueWidth) * 8;
    //: %n positions cached, %1 the cache's size in KiB.
    QString text = tr("%n position(s) cached, %1 KiB in double.", nullptr, int(t)).arg(locale.toString(bytes / 1024, 'f', 1));
    text += QLatin1Char(' ');
    if (session_.pastRowsBitIdentical())
        text += tr("Every earlier row of K and V was compared before and after each step: none changed, bit for bit. "
                   "Appending a token never rewrites the past.");
    else
        //: %1 the largest change of an earlier row of the cache.
        text += tr("An earlier row changed (largest change %1): the cache no longer matches the prefix.")
                    .arg(session_.pastRowsChange());
    summary_->setText(text);
}

} // namespace atlas

#include "moc_cachepanel.cpp"
