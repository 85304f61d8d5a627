// The params of chapter kind "decoding" (documented in docs/pack-format.md, "Chapter kinds"):
// the tiny corpus the chapter's decoder is trained on when the chapter opens, the prompt it
// continues, and the sampling settings the lab starts from. Its fields, their bounds and
// defaults are declared in decoding.params.json (atlas::declared::decoding); what the
// declaration cannot say — the corpus's vocabulary (tokenized as DecodingCorpus says), the
// prompt's words against it — is checked here.
//
// Every defect is reported with its location and what was expected; reading never throws and
// needs no widget. Qt Core only.
#pragma once

#include "core/paramsreport.h"
#include "decoding.params.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

namespace atlas {

struct DecodingParams {
    Q_DECLARE_TR_FUNCTIONS(DecodingParams)

public:
    static constexpr int maxSentences = declared::decoding::corpus::maxItems;
    static constexpr int maxSentenceLength = declared::decoding::corpus::itemMaxLength;
    static constexpr int maxVocabulary = declared::decoding::top_k::maximum; // ⟨bos⟩ included: top_k keeps at most every token
    static constexpr int maxPromptTokens = 16;

    QStringList corpus = defaultCorpus();
    QString prompt = QString::fromUtf8(declared::decoding::prompt::defaultValue);
    qint64 seed = declared::decoding::seed::defaultValue;
    int trainingSteps = declared::decoding::training_steps::defaultValue;
    double temperature = declared::decoding::temperature::defaultValue;
    int topK = declared::decoding::top_k::defaultValue;
    qint64 samplingSeed = declared::decoding::sampling_seed::defaultValue;

    static QStringList defaultCorpus();
    static DecodingParams read(const QJsonObject &params, ParamsReport &report);
};

} // namespace atlas
