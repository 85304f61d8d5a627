#include "packingexport.h"

#include <atlas/packingleakage.h>

#include <QStringList>

#include <algorithm>

namespace atlas {

namespace {

template <typename T, typename Format>
QString array(const std::vector<T> &values, Format format)
{
    QStringList items;
    items.reserve(qsizetype(values.size()));
    for (const T &v : values)
        items.append(format(v));
    return QLatin1Char('[') + items.join(QStringLiteral(", ")) + QLatin1Char(']');
}

QString quoted(const QString &text)
{
    // JSON string escaping: backslash, quote and control characters.
    QString escaped = text;
    escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('"'), QStringLiteral("\\\""));
    QString out;
    for (QChar c : std::as_const(escaped))
        out += c.unicode() < 0x20 ? QStringLiteral("\\u%1").arg(int(c.unicode()), 4, 16, QLatin1Char('0')) : QString(c);
    return QLatin1Char('"') + out + QLatin1Char('"');
}

} // namespace

QString PackingExport::json(const TokenizedCorpus &corpus, const std::vector<PackedBlock> &blocks, int blockLength)
{
    QStringList vocabulary;
    for (const QString &word : corpus.vocabulary)
        vocabulary.append(quoted(word));
    QStringList blockTexts;
    for (const PackedBlock &block : blocks) {
        const std::vector<int> cu = block.cumulativeLengths();
        int longest = 0;
        for (std::size_t i = 1; i < cu.size(); ++i)
            longest = std::max(longest, cu[i] - cu[i - 1]);
        const std::vector<Index> positions = PackingLeakage::positions(block, true);
        auto integer = [](auto v) { return QString::number(v); };
        QStringList fields{
            QStringLiteral("\"input_ids\": ") + array(block.tokens, integer),
            QStringLiteral("\"labels\": ") + array(block.labels, [](const std::optional<std::int64_t> &label) {
                return label ? QString::number(*label) : QStringLiteral("null");
            }),
            QStringLiteral("\"loss_mask\": ") + array(block.lossMask, [](bool b) { return b ? QStringLiteral("true") : QStringLiteral("false"); }),
            QStringLiteral("\"document_ids\": ") + array(block.documentIds, integer),
            QStringLiteral("\"source_documents\": ") + array(block.documentIndex, integer),
            QStringLiteral("\"position_ids\": ") + array(positions, integer),
            QStringLiteral("\"cu_seqlens\": ") + array(cu, integer),
            QStringLiteral("\"max_seqlen\": ") + QString::number(longest)};
        blockTexts.append(QStringLiteral("    {\n      ") + fields.join(QStringLiteral(",\n      ")) + QStringLiteral("\n    }"));
    }
    return QStringLiteral("{\n  \"block_length\": %1,\n  \"bos_id\": %2,\n  \"eos_id\": %3,\n  \"vocabulary\": [%4],\n  \"blocks\": [\n%5\n  ]\n}\n")
        .arg(blockLength)
        .arg(CorpusTokenizer::bos)
        .arg(CorpusTokenizer::eos)
        .arg(vocabulary.join(QStringLiteral(", ")), blockTexts.join(QStringLiteral(",\n")));
}

} // namespace atlas
