#include "packedblockcontent.h"

#include <QFontMetrics>
#include <QStringList>

namespace atlas {

QString PackedBlockContent::tokenText(qint64 token, SlotRole role) const
{
    switch (role) {
    case SlotRole::Bos:
        //: Marker of the begin-of-sequence token in a packed block; keep it short.
        return tr("⟨BOS⟩");
    case SlotRole::Eos:
        //: Marker of the end-of-sequence token in a packed block; keep it short.
        return tr("⟨EOS⟩");
    case SlotRole::Token:
        break;
    }
    const QString label = tokenLabels_.value(token);
    return label.isEmpty() ? QString::number(token) : label;
}

QString PackedBlockContent::tokenAccessibleText(qint64 token, SlotRole role) const
{
    switch (role) {
    case SlotRole::Bos:
        //: Spoken for a begin-of-sequence slot; %1 is the token id.
        return tr("BOS, start of a document, token %1").arg(token);
    case SlotRole::Eos:
        //: Spoken for an end-of-sequence slot; %1 is the token id.
        return tr("EOS, end of a document, token %1").arg(token);
    case SlotRole::Token:
        break;
    }
    const QString label = tokenLabels_.value(token);
    if (label.isEmpty())
        return tr("token %1").arg(token);
    //: %1 is a token id, %2 its display label, e.g. token 22 "cat".
    return tr("token %1 “%2”").arg(QString::number(token), label);
}

QString PackedBlockContent::slotDisplayText(int slot) const
{
    const auto i = static_cast<std::size_t>(slot);
    return tokenText(block_.tokens[i], block_.roles[i]);
}

bool PackedBlockContent::hasLabel(int slot) const
{
    return block_.labels[static_cast<std::size_t>(slot)].has_value();
}

bool PackedBlockContent::labelFromNextBlock(int slot) const
{
    return slot == slotCount() - 1 && hasLabel(slot);
}

QString PackedBlockContent::labelDisplayText(int slot) const
{
    const auto i = static_cast<std::size_t>(slot);
    if (!block_.labels[i])
        //: No label: the end of the stream. A dash.
        return tr("—");
    const qint64 label = *block_.labels[i];
    // Inside the block the label is the next slot's token, so its role is known; the last
    // label comes from the next block, where the BOS/EOS ids seen here name it.
    SlotRole role = SlotRole::Token;
    if (i + 1 < block_.roles.size())
        role = block_.roles[i + 1];
    else if (bosId_ && label == *bosId_)
        role = SlotRole::Bos;
    else if (eosId_ && label == *eosId_)
        role = SlotRole::Eos;
    return tokenText(label, role);
}

QString PackedBlockContent::labelAccessibleText(int slot) const
{
    const auto i = static_cast<std::size_t>(slot);
    if (!block_.labels[i])
        return tr("no label, end of the stream");
    const QString label = labelDisplayText(slot);
    if (labelFromNextBlock(slot))
        //: %1 is the label token; it lies in the next block, so nothing here can attend to it.
        return block_.lossMask[i] ? tr("label %1 from the next block").arg(label)
                                  : tr("label %1 from the next block, not trained (loss-masked)").arg(label);
    if (!block_.lossMask[i])
        //: %1 is the label token; the loss ignores it because it belongs to another document.
        return tr("label %1, not trained (loss-masked)").arg(label);
    return tr("label %1").arg(label);
}

int PackedBlockContent::instanceStart(int slot) const
{
    const auto &ids = block_.documentIds;
    while (slot > 0 && ids[static_cast<std::size_t>(slot - 1)] == ids[static_cast<std::size_t>(slot)])
        --slot;
    return slot;
}

bool PackedBlockContent::instanceContinues(int slot) const
{
    const DocumentId instance = block_.documentIds[static_cast<std::size_t>(slot)];
    return instance >= 0 && static_cast<std::size_t>(instance) < block_.continuesPrevious.size()
        && block_.continuesPrevious[static_cast<std::size_t>(instance)];
}

QString PackedBlockContent::instanceCaption(int slot, int availableWidth, const QFontMetrics &fm) const
{
    // The longest caption that fits: "document 2 (continued)" → "document 2" → "doc. 2" → "2".
    const int number = block_.documentIndex[static_cast<std::size_t>(slot)] + 1;
    QStringList candidates;
    if (instanceContinues(slot))
        //: Caption of a document fragment that started in an earlier block.
        candidates << tr("document %1 (continued)").arg(number) << tr("doc. %1 (cont.)").arg(number);
    candidates << tr("document %1").arg(number)
               //: Short form of "document %1" for narrow spaces.
               << tr("doc. %1").arg(number) << QString::number(number);
    for (const QString &c : std::as_const(candidates))
        if (fm.horizontalAdvance(c) <= availableWidth)
            return c;
    return QString();
}

PackedBlockContent::Captions PackedBlockContent::captions()
{
    Captions c;
    c.slot = tr("slot");
    //: Row caption: the input tokens of the packed block.
    c.input = tr("input");
    //: Row caption: the training labels (the next token of each slot).
    c.label = tr("label");
    c.query = tr("query");
    //: After grading: this key should have been selected.
    c.missed = tr("missed");
    //: After grading: this key should not have been selected.
    c.extra = tr("extra");
    return c;
}

} // namespace atlas
