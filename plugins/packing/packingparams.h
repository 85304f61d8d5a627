// The params of chapter kind "packing" (documented in docs/pack-format.md, "Chapter kinds"):
// the corpus, one text per document, and what the lab shows first. Its fields, their bounds and
// defaults are declared in packing.params.json (atlas::declared::packing); what the declaration
// cannot say — a document's tokens (CorpusTokenizer), the block, the slots and the replacement
// against the packing of the documents — is checked here.
//
// The defaults reproduce the seed's block: the second document begins at slot 5, so the query
// at slot 7 may read slots 5, 6, 7. Unknown keys are errors. Qt Core only.
#pragma once

#include "core/corpustokenizer.h"

#include "core/paramsreport.h"
#include "packing.params.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

namespace atlas {

class JsonReader;

struct PackingParams {
    Q_DECLARE_TR_FUNCTIONS(PackingParams)

public:
    enum class Mask { DocumentAware, PlainCausal };
    static constexpr int maxDocumentTokens = 64;
    static constexpr int maxDocumentCharacters = declared::packing::documents::itemMaxLength;

    QStringList documents{QStringLiteral("the cat sat"), QStringLiteral("a dog ran home"),
                          QStringLiteral("birds sing at dawn and again at dusk ."),
                          QStringLiteral("the dog sat on the mat")};
    int blockLength = declared::packing::block_length::defaultValue;
    int block = declared::packing::block::defaultValue;
    int query = declared::packing::query::defaultValue;
    Mask mask = Mask::DocumentAware; // declared::packing::mask::values in the order of Mask
    int editSlot = declared::packing::edit_slot::defaultValue;
    QString replacement = QString::fromUtf8(declared::packing::replacement::defaultValue);
    int tileSize = declared::packing::tile_size::defaultValue;
    quint64 seed = declared::packing::seed::defaultValue;

    // Every defect recorded in `report` with its path; defective fields keep their defaults
    // (adjusted so that the result always fits the corpus).
    static PackingParams read(const QJsonObject &params, ParamsReport &report);
    // Problems of one document's text for the editor and the params ("" if fine).
    static QString documentProblem(const QString &text);

private:
    static PackingParams readFields(const QJsonObject &params, JsonReader &reader);
};

} // namespace atlas
