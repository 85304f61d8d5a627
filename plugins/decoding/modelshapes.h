// Published model shapes for the KV-cache memory calculator (atlas/kvcachesize.h): the
// attention dimensions each paper or model card states, with its source.
//
//   GPT-2 small     Radford et al. (2019), "Language Models are Unsupervised Multitask
//                   Learners", Table 2 and the released configuration: 12 layers, 12 heads of
//                   64, 1024 positions (multi-head attention)
//   Llama 2 7B      Touvron et al. (2023), "Llama 2: Open Foundation and Fine-Tuned Chat
//                   Models", arXiv:2307.09288, Table 1 and § 2.2: 32 layers, 32 heads of 128,
//                   4096 positions (multi-head)
//   Llama 2 70B     the same paper: 80 layers, 64 query heads of 128 sharing 8 key/value heads
//                   (grouped-query attention), 4096 positions
//   Mistral 7B      Jiang et al. (2023), "Mistral 7B", arXiv:2310.06825, Table 1 and § 2: 32
//                   layers, 32 query heads of 128, 8 key/value heads, context 8192, sliding
//                   window 4096 (a rolling-buffer cache of 4096 positions)
//   Falcon-7B       Almazrouei et al. (2023), "The Falcon Series of Open Language Models",
//                   arXiv:2311.16867: 32 layers, 71 query heads of 64, one key/value head
//                   (multi-query attention), 2048 positions
// Qt Core only.
#pragma once

#include <atlas/kvcachesize.h>

#include <QList>
#include <QString>

namespace atlas {

struct ModelShape {
    QString name;   // the model's own name (not translated)
    QString source; // authors, year, arXiv id
    KvCacheShape shape;
};

class ModelShapes {
public:
    static QList<ModelShape> published();
};

} // namespace atlas
