#include "modelshapes.h"

namespace atlas {

namespace {

KvCacheShape shape(Index layers, Index queryHeads, Index kvHeads, Index width, Index context, Index window = 0)
{
    KvCacheShape s;
    s.layers = layers;
    s.queryHeads = queryHeads;
    s.kvHeads = kvHeads;
    s.keyWidth = width;
    s.valueWidth = width;
    s.contextLength = context;
    s.batch = 1;
    s.bytesPerNumber = 2;
    s.window = window;
    return s;
}

} // namespace

QList<ModelShape> ModelShapes::published()
{
    return {
        {QStringLiteral("GPT-2 small"), QStringLiteral("Radford et al. 2019, “Language Models are Unsupervised Multitask Learners”"),
         shape(12, 12, 12, 64, 1024)},
        {QStringLiteral("Llama 2 7B"), QStringLiteral("Touvron et al. 2023, arXiv:2307.09288"), shape(32, 32, 32, 128, 4096)},
        {QStringLiteral("Llama 2 70B"), QStringLiteral("Touvron et al. 2023, arXiv:2307.09288"), shape(80, 64, 8, 128, 4096)},
        {QStringLiteral("Mistral 7B"), QStringLiteral("Jiang et al. 2023, arXiv:2310.06825"), shape(32, 32, 8, 128, 8192, 4096)},
        {QStringLiteral("Falcon-7B"), QStringLiteral("Almazrouei et al. 2023, arXiv:2311.16867"), shape(32, 71, 1, 64, 2048)},
    };
}

} // namespace atlas
