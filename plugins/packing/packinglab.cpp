#include "packinglab.h"

#include "corpuseditor.h"
#include "efficiencypanel.h"
#include "exportpanel.h"
#include "leakagemeter.h"
#include "maskpanel.h"
#include "packingsession.h"

#include "sdk/boxlayout.h"
#include "sdk/changemarking.h"
#include "sdk/changesummaryline.h"
#include "sdk/matrixheatmap.h"
#include "sdk/packedblockstrip.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QChartView>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTabWidget>

namespace atlas {

PackingLab::PackingLab(PackingSession &session, QWidget *parent)
    : ChapterLab(parent), session_(session), blockBox_(new QSpinBox(this)), blockCount_(new QLabel(this)),
      strip_(new PackedBlockStrip(this)), labels_(new ParagraphLabel(this)), tabs_(new QTabWidget(this)),
      mask_(new MaskPanel(session, tabs_)), leakage_(new LeakageMeter(session, tabs_)), corpus_(new CorpusEditor(session, tabs_)),
      export_(new ExportPanel(session, tabs_)), efficiency_(new EfficiencyPanel(session, tabs_))
{
    setObjectName(QStringLiteral("packingLab"));
    auto *texts = new Retranslator(this);
    tabs_->setObjectName(QStringLiteral("packingViews"));
    strip_->setObjectName(QStringLiteral("packedBlockStrip"));
    blockBox_->setObjectName(QStringLiteral("block"));
    QLabel *blockLabel = texts->label(blockBox_, [] { return tr("Block:"); });
    texts->accessibleName(blockBox_, [] { return tr("block"); });
    strip_->setShowLabels(true);
    strip_->setSelectable(false);

    tabs_->addTab(mask_, QString());
    tabs_->addTab(leakage_, QString());
    tabs_->addTab(corpus_, QString());
    tabs_->addTab(export_, QString());
    tabs_->addTab(efficiency_, QString());
    texts->bind([this] {
        tabs_->setTabText(0, tr("Mask"));
        tabs_->setTabText(1, tr("Leakage"));
        tabs_->setTabText(2, tr("Corpus"));
        tabs_->setTabText(3, tr("Export"));
        tabs_->setTabText(4, tr("Efficiency"));
    });
    texts->accessibleName(tabs_, [] { return tr("Views of the packing"); });

    // What the last change did, above the views it was outlined in.
    BoxLayout::column(this, {BoxLayout::row({blockLabel, blockBox_, blockCount_, BoxLayout::stretch()}), strip_, labels_,
                             new ChangeSummaryLine(this, this), BoxLayout::stretched(tabs_, 1)});

    connect(blockBox_, &QSpinBox::valueChanged, this, [this](int block) {
        ChangeMarking marking(this);
        session_.setBlock(block);
    });
    connect(strip_, &PackedBlockStrip::slotClicked, &session_, &PackingSession::setQuery);
    connect(strip_, &PackedBlockStrip::currentSlotChanged, &session_, &PackingSession::setQuery);
    connect(&session_, &PackingSession::corpusChanged, this, &PackingLab::showBlock);
    connect(&session_, &PackingSession::selectionChanged, this, &PackingLab::showBlock);
    texts->bind([this] { showBlock(); });
}

QList<ExportableFigure> PackingLab::figures() const
{
    QList<ExportableFigure> list{{QStringLiteral("packed-block"), strip_, nullptr},
                                 {QStringLiteral("packing-mask"), mask_->heatmap(), mask_->heatmap()->model()}};
    const std::pair<LeakagePolicy, const char *> charts[] = {{LeakagePolicy::DocumentAware, "leakage-document-aware"},
                                                             {LeakagePolicy::PlainCausal, "leakage-plain-causal"},
                                                             {LeakagePolicy::ResetPositionsPlainCausal, "leakage-reset-positions"}};
    for (const auto &[policy, name] : charts)
        list.append({QString::fromLatin1(name), leakage_->chartView(policy), nullptr});
    list.append({QStringLiteral("packing-pairs"), efficiency_->chartView(), nullptr});
    return list;
}

void PackingLab::prepareForScreenshot()
{
    // The efficiency view's measured speedup (a short run on a worker) finishes first; the
    // tour shows the seed's picture: the mask with the query the seed discusses selected.
    efficiency_->prepareForScreenshot();
    tabs_->setCurrentWidget(mask_);
}

void PackingLab::showBlock()
{
    {
        const QSignalBlocker block(blockBox_);
        blockBox_->setRange(0, int(session_.blocks().size()) - 1);
        blockBox_->setValue(session_.blockIndex());
    }
    //: Shown after the spin box that chooses the block ("Block: [3]"); a text of its own, not the end of a
    //: sentence. %n is the number of packed blocks, %1 the number of the last one (they count from 0).
    blockCount_->setText(tr("(%n block(s) in all, numbered 0 to %1)", nullptr, int(session_.blocks().size()))
                             .arg(session_.blocks().size() - 1));
    if (strip_->block().tokens != session_.block().tokens || strip_->block().streamOffset != session_.block().streamOffset
        || strip_->block().documentIds != session_.block().documentIds) {
        strip_->setTokenLabels(CorpusTokenizer::labels(session_.corpus()));
        strip_->setBlock(session_.block());
    }
    showSelection();
}

void PackingLab::showSelection()
{
    const QSignalBlocker block(strip_);
    strip_->setQuerySlot(session_.query());
    // Non-selectable strips still draw the selected slots: the query's allowed keys.
    strip_->setSelectedSlots(session_.allowedKeys());
    if (strip_->currentSlot() != session_.query())
        strip_->setCurrentSlot(session_.query());
    labels_->setText(labelsText());
}

QString PackingLab::labelsText() const
{
    const PackedBlock &block = session_.block();
    QStringList parts;
    const Index last = block.length() - 1;
    // The paragraph is made of independent whole sentences, joined with a space.
    if (block.labels[std::size_t(last)])
        //: %1 the last slot, %2 the next block. A sentence of its own; further sentences may follow it.
        parts.append(tr("The label of slot %1 comes from block %2: it is supervision for slot %1, never context "
                        "for anything in this block.").arg(last).arg(session_.blockIndex() + 1));
    else
        //: %1 the last slot. A sentence of its own; further sentences may follow it.
        parts.append(tr("Slot %1 ends the corpus: it has no label.").arg(last));
    QStringList struck;
    for (Index i = 0; i < block.length(); ++i)
        if (!block.lossMask[std::size_t(i)] && block.labels[std::size_t(i)])
            struck.append(QString::number(i));
    if (!struck.isEmpty())
        //: %n is the number of slots whose label is struck out, %1 their numbers (such as "4" or "4 and 9").
        //: A sentence of its own, shown after the sentence about the last slot.
        parts.append(tr("Struck out: the label of slot(s) %1 is another document's ⟨BOS⟩ — predicting it across the "
                        "boundary would teach nothing, so the loss mask leaves it out.", nullptr, int(struck.size()))
                         .arg(QLocale().createSeparatedList(struck)));
    bool continues = false;
    for (bool c : block.continuesPrevious)
        continues = continues || c;
    if (continues)
        //: A sentence of its own, the last of the paragraph about the block's labels.
        parts.append(tr("The first fragment continues a document from the previous block; in this specimen it "
                        "loses that earlier context."));
    return parts.join(QLatin1Char(' '));
}

} // namespace atlas

#include "moc_packinglab.cpp"
