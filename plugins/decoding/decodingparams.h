// The params of chapter kind "decoding" (documented in docs/pack-format.md, "Chapter kinds"):
// the tiny corpus the chapter's decoder is trained on when the chapter opens, the prompt it
// continues, and the sampling settings the lab starts from.
//
//     corpus          1–32 sentences of at most 200 characters; at most 96 distinct words
//                     (tokenized as DecodingCorpus says)
//     prompt          the words generation starts from (after ⟨bos⟩), words of the corpus;
//                     at most 16 tokens; default "the cat"
//     seed            0 – 2³¹ − 1: the decoder's initial weights and its training sequences
//     training_steps  1–5000 Adam steps on one sequence each, when the chapter opens
//     temperature     sampling temperature τₛ, 0.05–5
//     top_k           0 (every token) – 96
//     sampling_seed   0 – 2³¹ − 1: the draws of the sampler (the same seed, the same tokens)
//
// Every defect is reported with its location and what was expected; reading never throws and
// needs no widget. Qt Core only.
#pragma once

#include "core/paramsreport.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

namespace atlas {

struct DecodingParams {
    Q_DECLARE_TR_FUNCTIONS(DecodingParams)

public:
    static constexpr int maxSentences = 32;
    static constexpr int maxSentenceLength = 200;
    static constexpr int maxVocabulary = 96; // ⟨bos⟩ included
    static constexpr int maxPromptTokens = 16;
    static constexpr int maxTrainingSteps = 5000;
    static constexpr double minTemperature = 0.05;
    static constexpr double maxTemperature = 5;
    static constexpr qint64 largestSeed = 2147483647;

    QStringList corpus = defaultCorpus();
    QString prompt = QStringLiteral("the cat");
    qint64 seed = 7;
    int trainingSteps = 600;
    double temperature = 1;
    int topK = 0;
    qint64 samplingSeed = 1;

    static QStringList defaultCorpus();
    static QStringList keys();
    static DecodingParams read(const QJsonObject &params, ParamsReport &report);
};

} // namespace atlas
