#include "packingsession.h"

#include <algorithm>
#include <utility>

namespace atlas {

PackingSession::PackingSession(const PackingParams &params, QObject *parent)
    : QObject(parent), documents_(params.documents), blockLength_(params.blockLength), block_(params.block),
      query_(params.query), mask_(params.mask), tileSize_(params.tileSize), seed_(params.seed),
      editSlot_(params.editSlot)
{
    repack();
    const qsizetype word = corpus_.vocabulary.indexOf(params.replacement, 2);
    replacement_ = word >= 2 ? word : (corpus_.vocabulary.size() > 2 ? 2 : CorpusTokenizer::eos);
    clampSelection();
}

void PackingSession::repack()
{
    // Ids follow first appearance, so an edit can renumber words: keep the replacement by word.
    const QString word = replacement_ < corpus_.vocabulary.size() ? corpus_.vocabulary[replacement_] : QString();
    corpus_ = CorpusTokenizer::tokenize(documents_);
    const qsizetype id = word.isEmpty() ? -1 : corpus_.vocabulary.indexOf(word);
    if (id >= 0)
        replacement_ = id;
    PackRequest request;
    request.documents = corpus_.documents;
    request.blockLength = blockLength_;
    request.bos = CorpusTokenizer::bos;
    request.eos = CorpusTokenizer::eos;
    blocks_ = Packer::pack(request);
}

void PackingSession::clampSelection()
{
    block_ = std::clamp(block_, 0, int(blocks_.size()) - 1);
    const int slots = int(block().length());
    query_ = std::clamp(query_, 0, slots - 1);
    editSlot_ = std::clamp(editSlot_, 0, slots - 1);
    if (replacement_ >= corpus_.vocabulary.size())
        replacement_ = corpus_.vocabulary.size() > 2 ? 2 : CorpusTokenizer::eos;
}

void PackingSession::repackAndTell()
{
    repack();
    clampSelection();
    Q_EMIT corpusChanged();
}

BoolMatrix PackingSession::currentMask() const
{
    return mask_ == PackingParams::Mask::DocumentAware ? block().allowed() : block().causalOnly();
}

QList<int> PackingSession::allowedKeys() const
{
    const BoolMatrix allowed = currentMask();
    QList<int> keys;
    for (Index k = 0; k < allowed.cols(); ++k)
        if (allowed(query_, k))
            keys.append(int(k));
    return keys;
}

QString PackingSession::setDocument(int index, const QString &text)
{
    if (index < 0 || index >= documents_.size())
        return tr("There is no document %1.").arg(index + 1);
    const QString problem = PackingParams::documentProblem(text);
    if (!problem.isEmpty())
        return tr("Document %1: %2.").arg(index + 1).arg(problem);
    if (documents_[index] == text)
        return QString();
    documents_[index] = text;
    repackAndTell();
    return QString();
}

QString PackingSession::addDocument(const QString &text)
{
    if (documents_.size() >= declared::packing::documents::maxItems)
        return tr("At most %1 documents.").arg(declared::packing::documents::maxItems);
    const QString problem = PackingParams::documentProblem(text);
    if (!problem.isEmpty())
        return tr("New document: %1.").arg(problem);
    documents_.append(text);
    repackAndTell();
    return QString();
}

QString PackingSession::removeDocument(int index)
{
    if (documents_.size() <= 1)
        return tr("A corpus needs at least one document.");
    if (index < 0 || index >= documents_.size())
        return tr("There is no document %1.").arg(index + 1);
    documents_.removeAt(index);
    repackAndTell();
    return QString();
}

void PackingSession::setBlockLength(int length)
{
    length = std::clamp(length, 1, declared::packing::block_length::maximum);
    if (std::exchange(blockLength_, length) == length)
        return;
    repackAndTell();
}

void PackingSession::setBlock(int index)
{
    index = std::clamp(index, 0, int(blocks_.size()) - 1);
    if (std::exchange(block_, index) == index)
        return;
    clampSelection();
    Q_EMIT selectionChanged();
}

void PackingSession::setQuery(int slot)
{
    slot = std::clamp(slot, 0, int(block().length()) - 1);
    if (std::exchange(query_, slot) != slot)
        Q_EMIT selectionChanged();
}

void PackingSession::setMask(PackingParams::Mask mask)
{
    if (std::exchange(mask_, mask) != mask)
        Q_EMIT selectionChanged();
}

void PackingSession::setTileSize(int size)
{
    size = std::clamp(size, 1, declared::packing::block_length::maximum);
    if (std::exchange(tileSize_, size) != size)
        Q_EMIT selectionChanged();
}

void PackingSession::setEdit(int slot, qint64 replacement)
{
    slot = std::clamp(slot, 0, int(block().length()) - 1);
    if (replacement < 0 || replacement >= corpus_.vocabulary.size())
        return;
    if (slot == editSlot_ && replacement == replacement_)
        return;
    editSlot_ = slot;
    replacement_ = replacement;
    Q_EMIT selectionChanged();
}

} // namespace atlas

#include "moc_packingsession.cpp"
