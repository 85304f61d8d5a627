#include "memorypanel.h"

#include "modelshapes.h"

#include "sdk/boxlayout.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>

#include <cmath>

namespace atlas {

namespace {

QSpinBox *spin(QWidget *parent, const char *name, int minimum, int maximum)
{
    auto *box = new QSpinBox(parent);
    box->setObjectName(QLatin1String(name));
    box->setRange(minimum, maximum);
    box->setGroupSeparatorShown(true);
    return box;
}

} // namespace

MemoryPanel::MemoryPanel(QWidget *parent)
    : QWidget(parent), preset_(new QComboBox(this)), layers_(spin(this, "kvLayers", 1, 1000)),
      queryHeads_(spin(this, "kvQueryHeads", 1, 1024)), kvHeads_(spin(this, "kvHeads", 1, 1024)),
      width_(spin(this, "kvHeadWidth", 1, 4096)), context_(spin(this, "kvContext", 1, 10000000)),
      batch_(spin(this, "kvBatch", 1, 4096)), window_(spin(this, "kvWindow", 0, 10000000)), bytes_(new QComboBox(this)),
      table_(new QGridLayout), message_(new ParagraphLabel(this, QStringLiteral("kvMessage"))),
      source_(new ParagraphLabel(this, QStringLiteral("kvSource"))),
      windowNote_(new ParagraphLabel(this, QStringLiteral("kvWindowNote")))
{
    setObjectName(QStringLiteral("memoryPanel"));
    preset_->setObjectName(QStringLiteral("kvPreset"));
    bytes_->setObjectName(QStringLiteral("kvBytes"));
    for (const ModelShape &m : ModelShapes::published())
        preset_->addItem(m.name);
    preset_->addItem(QString()); // "your own", named below
    for (double b : {4.0, 2.0, 1.0})
        bytes_->addItem(QString(), b);

    auto *texts = new Retranslator(this);
    auto *form = new QFormLayout;
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(texts->label(preset_, [] { return tr("&Model shape:"); }), preset_);
    form->addRow(texts->label(layers_, [] { return tr("&Layers L:"); }), layers_);
    form->addRow(texts->label(queryHeads_, [] { return tr("&Query heads H:"); }), queryHeads_);
    form->addRow(texts->label(kvHeads_, [] { return tr("&Key/value heads G:"); }), kvHeads_);
    form->addRow(texts->label(width_, [] { return tr("Head &width dₖ = dᵥ:"); }), width_);
    form->addRow(texts->label(context_, [] { return tr("&Context length T:"); }), context_);
    form->addRow(texts->label(batch_, [] { return tr("&Batch (sequences):"); }), batch_);
    form->addRow(texts->label(window_, [] { return tr("Sliding &window W:"); }), window_);
    form->addRow(texts->label(bytes_, [] { return tr("Bytes per &number:"); }), bytes_);
    texts->bind([this] {
        // A translation may be longer than the first one shown: the box follows its items.
        preset_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        preset_->setItemText(preset_->count() - 1, tr("Your own shape"));
        //: Shown in the window box at 0: every position is cached.
        window_->setSpecialValueText(tr("none"));
        window_->setToolTip(tr("Sliding-window attention: each query reads only the last W keys, so the cache keeps W "
                               "positions at most. 0: no window."));
        // A translation may be longer than the first one shown: the box follows its items.
        bytes_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        bytes_->setItemText(0, tr("4 (fp32)"));
        bytes_->setItemText(1, tr("2 (fp16, bf16)"));
        bytes_->setItemText(2, tr("1 (8-bit)"));
    });
    for (int c = 0; c < 4; ++c) {
        auto *header = new QLabel(this);
        header->setWordWrap(true);
        QFont bold = header->font();
        bold.setBold(true);
        header->setFont(bold);
        headers_.append(header);
        table_->addWidget(header, 0, c, c == 0 ? Qt::AlignLeft : Qt::AlignRight);
    }
    for (int r = 0; r < 3; ++r) {
        QList<QLabel *> row;
        for (int c = 0; c < 4; ++c) {
            auto *cell = new QLabel(this);
            cell->setObjectName(QStringLiteral("kvCell%1%2").arg(r).arg(c));
            cell->setTextInteractionFlags(Qt::TextSelectableByMouse);
            table_->addWidget(cell, r + 1, c, c == 0 ? Qt::AlignLeft : Qt::AlignRight);
            row.append(cell);
        }
        cells_.append(row);
    }
    table_->setHorizontalSpacing(12);
    table_->setColumnStretch(0, 1);

    texts->bind([this] {
        headers_[0]->setText(tr("attention"));
        headers_[1]->setText(tr("KV heads"));
        headers_[2]->setText(tr("per token"));
        headers_[3]->setText(tr("whole cache"));
    });
    BoxLayout::column(this, {form, source_, table_, windowNote_, message_});

    connect(preset_, &QComboBox::currentIndexChanged, this, &MemoryPanel::applyPreset);
    for (QSpinBox *box : {layers_, queryHeads_, kvHeads_, width_, context_, batch_, window_})
        connect(box, &QSpinBox::valueChanged, this, [this] {
            // An edit makes the shape the learner's own.
            const QSignalBlocker quiet(preset_);
            preset_->setCurrentIndex(preset_->count() - 1);
            source_->clear();
            recompute();
        });
    connect(bytes_, &QComboBox::currentIndexChanged, this, &MemoryPanel::recompute);
    bytes_->setCurrentIndex(1);
    // The source and the table are in the language too.
    texts->bind([this] {
        if (preset_->currentIndex() >= 0 && preset_->currentIndex() < preset_->count() - 1)
            applyPreset(preset_->currentIndex());
        else
            recompute();
    });
    applyPreset(2); // Llama 2 70B: the three variants differ most
    {
        const QSignalBlocker quiet(preset_);
        preset_->setCurrentIndex(2);
    }
}

void MemoryPanel::applyPreset(int index)
{
    const QList<ModelShape> shapes = ModelShapes::published();
    if (index < 0 || index >= shapes.size()) {
        source_->clear();
        recompute();
        return;
    }
    const KvCacheShape &s = shapes.at(index).shape;
    for (QSpinBox *box : {layers_, queryHeads_, kvHeads_, width_, context_, batch_, window_})
        box->blockSignals(true);
    layers_->setValue(int(s.layers));
    queryHeads_->setValue(int(s.queryHeads));
    kvHeads_->setValue(int(s.kvHeads));
    width_->setValue(int(s.keyWidth));
    context_->setValue(int(s.contextLength));
    batch_->setValue(int(s.batch));
    window_->setValue(int(s.window));
    for (QSpinBox *box : {layers_, queryHeads_, kvHeads_, width_, context_, batch_, window_})
        box->blockSignals(false);
    {
        const QSignalBlocker quiet(bytes_);
        bytes_->setCurrentIndex(bytes_->findData(s.bytesPerNumber));
    }
    //: %1 the source of a model's shape (authors, year, title or arXiv id).
    source_->setText(tr("Shape as published: %1. Numbers in 16 bits, as these models are usually served.").arg(shapes.at(index).source));
    recompute();
}

QString MemoryPanel::cellText(int row, int column) const
{
    return cells_.value(row).value(column) ? cells_.at(row).at(column)->text() : QString();
}

KvCacheShape MemoryPanel::shape() const
{
    KvCacheShape s;
    s.layers = layers_->value();
    s.queryHeads = queryHeads_->value();
    s.kvHeads = kvHeads_->value();
    s.keyWidth = width_->value();
    s.valueWidth = width_->value();
    s.contextLength = context_->value();
    s.batch = batch_->value();
    s.window = window_->value();
    s.bytesPerNumber = bytes_->currentData().toDouble();
    return s;
}

QString MemoryPanel::bytesText(double bytes)
{
    const QLocale locale;
    //: Units of memory, powers of 1024 (French: o, Kio, Mio, Gio, Tio, Pio).
    const QString units[] = {tr("B"), tr("KiB"), tr("MiB"), tr("GiB"), tr("TiB"), tr("PiB")};
    int u = 0;
    while (bytes >= 1024 && u < 5) {
        bytes /= 1024;
        ++u;
    }
    return locale.toString(bytes, 'f', u == 0 ? 0 : 2) + QChar(0x00a0) + units[u];
}

void MemoryPanel::recompute()
{
    const KvCacheShape s = shape();
    const QLocale locale;
    for (QList<QLabel *> &row : cells_)
        for (QLabel *cell : row)
            cell->clear();
    // The learner's G when it divides H; otherwise the message says why and GQA shows H/8 or so.
    Index grouped = s.kvHeads;
    if (s.queryHeads % s.kvHeads != 0) {
        //: %1 the key/value heads given, %2 the query heads.
        message_->setText(tr("Key/value heads (%1) must divide the query heads (%2): each group of query heads shares "
                             "one key/value head. The GQA row uses the nearest divisor below.")
                              .arg(s.kvHeads)
                              .arg(s.queryHeads));
        while (grouped > 1 && s.queryHeads % grouped != 0)
            --grouped;
    } else {
        message_->clear();
    }
    const Index kvs[3] = {s.queryHeads, grouped, 1};
    const double full = KvCacheSize::bytes(KvCacheSize::withKvHeads(s, s.queryHeads));
    for (int r = 0; r < 3; ++r) {
        const KvCacheShape v = KvCacheSize::withKvHeads(s, kvs[r]);
        const double bytes = KvCacheSize::bytes(v);
        cells_[r][1]->setText(locale.toString(qlonglong(kvs[r])));
        cells_[r][2]->setText(bytesText(KvCacheSize::numbersPerToken(v) * v.bytesPerNumber));
        //: %1 the cache's size, %2 its share of multi-head attention's, in percent.
        cells_[r][3]->setText(r == 0 ? bytesText(bytes)
                                     : tr("%1 (%2 %)").arg(bytesText(bytes), locale.toString(100 * bytes / full, 'f', 1)));
    }
    cells_[0][0]->setText(tr("MHA (multi-head)"));
    // The middle row is the shape's own G, named for what it is: G = H is multi-head attention
    // and G = 1 multi-query attention, not a grouped-query variant.
    if (grouped == s.queryHeads)
        cells_[1][0]->setText(tr("MHA (this shape)"));
    else if (grouped == 1)
        cells_[1][0]->setText(tr("MQA (this shape)"));
    else
        //: Grouped-query attention's row with the learner's number of key/value heads G.
        cells_[1][0]->setText(tr("GQA (G = %1)").arg(grouped));
    cells_[2][0]->setText(tr("MQA (multi-query)"));

    if (s.window > 0 && s.window < s.contextLength) {
        KvCacheShape unbounded = KvCacheSize::withKvHeads(s, grouped);
        const double windowed = KvCacheSize::bytes(unbounded);
        unbounded.window = 0;
        //: %1 the window W, %2 the context length T, %3 the cache with the window (G of this
        //: shape), %4 the cache of every position.
        windowNote_->setText(tr("Sliding window W = %1 < T = %2: every layer reads only the last %1 keys, so the cache "
                                "is a rolling buffer of %1 positions — %3 for this shape, against %4 for a cache that "
                                "kept all %2.")
                                 .arg(locale.toString(qlonglong(s.window)), locale.toString(qlonglong(s.contextLength)),
                                      bytesText(windowed), bytesText(KvCacheSize::bytes(unbounded))));
    } else {
        windowNote_->clear();
    }
    windowNote_->setVisible(!windowNote_->text().isEmpty());
}

} // namespace atlas

#include "moc_memorypanel.cpp"
