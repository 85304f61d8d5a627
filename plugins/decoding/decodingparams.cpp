#include "decodingparams.h"

#include "decodingcorpus.h"

#include "core/jsonreader.h"
#include "core/paramsfields.h"

#include <QJsonArray>

namespace atlas {

namespace {

namespace field = declared::decoding;

static_assert(field::sampling_seed::maximum == field::seed::maximum, "the lab's seed fields hold either seed");

} // namespace

QStringList DecodingParams::defaultCorpus()
{
    return {QStringLiteral("the cat sat on the mat ."),   QStringLiteral("the dog sat on the log ."),
            QStringLiteral("a cat saw a bird ."),         QStringLiteral("the dog ran to the cat ."),
            QStringLiteral("a bird sang on the roof ."),  QStringLiteral("the cat ran up the tree ."),
            QStringLiteral("the bird flew over the tree ."), QStringLiteral("a dog slept on the mat .")};
}

DecodingParams DecodingParams::read(const QJsonObject &params, ParamsReport &report)
{
    DecodingParams p;
    JsonReader reader(report);
    ParamsFields fields(params, reader, field::declaredKeys);

    if (fields.has(field::corpus::key)) {
        const JsonPath path = fields.path(field::corpus::key);
        const QJsonValue value = fields.value(field::corpus::key);
        if (!value.isArray()) {
            reader.fail(path, DiagnosticCode::WrongType, tr("expected an array of sentences, got %1").arg(JsonReader::typeName(value)));
        } else if (const QJsonArray array = value.toArray(); array.size() < field::corpus::minItems || array.size() > maxSentences) {
            reader.fail(path, array.isEmpty() ? DiagnosticCode::Missing : DiagnosticCode::TooLarge, tr("expected 1 to %1 sentences, got %2").arg(maxSentences).arg(array.size()));
        } else {
            QStringList sentences;
            bool ok = true;
            for (qsizetype i = 0; i < array.size(); ++i) {
                const std::optional<QString> sentence = reader.string(array.at(i), path / i);
                if (!sentence) {
                    ok = false;
                } else if (sentence->size() > maxSentenceLength) {
                    reader.fail(path / i, DiagnosticCode::TooLarge, tr("expected at most %1 characters, got %2").arg(maxSentenceLength).arg(sentence->size()));
                    ok = false;
                } else if (DecodingCorpus::tokenize(*sentence).isEmpty()) {
                    reader.fail(path / i, DiagnosticCode::Missing, tr("expected a sentence with at least one word, got an empty one"));
                    ok = false;
                } else {
                    sentences.append(*sentence);
                }
            }
            if (ok) {
                const DecodingCorpus corpus(sentences);
                if (corpus.size() > maxVocabulary)
                    reader.fail(path, DiagnosticCode::TooLarge, tr("expected at most %1 distinct words (the decoder's vocabulary), got %2")
                                          .arg(maxVocabulary - 1)
                                          .arg(corpus.size() - 1));
                else
                    p.corpus = sentences;
            }
        }
    }
    if (fields.has(field::prompt::key)) {
        const JsonPath path = fields.path(field::prompt::key);
        const std::optional<QString> text = reader.string(fields.value(field::prompt::key), path);
        if (text) {
            const DecodingCorpus corpus(p.corpus);
            QString problem;
            const std::optional<std::vector<int>> ids = corpus.encode(*text, &problem);
            if (!ids)
                reader.fail(path, DiagnosticCode::Reference, problem);
            else if (ids->size() > std::size_t(maxPromptTokens))
                reader.fail(path, DiagnosticCode::TooLarge, tr("expected at most %1 words, got %2").arg(maxPromptTokens).arg(ids->size()));
            else
                p.prompt = *text;
        }
    } else if (!DecodingCorpus(p.corpus).encode(p.prompt)) {
        // A corpus of its own without a prompt: generation starts from ⟨bos⟩ alone.
        p.prompt.clear();
    }
    fields.read<field::seed>(p.seed);
    fields.read<field::training_steps>(p.trainingSteps);
    fields.read<field::temperature>(p.temperature, tr("expected a sampling temperature from %1 to %2, got %3"));
    fields.read<field::top_k>(p.topK);
    fields.read<field::sampling_seed>(p.samplingSeed);
    return p;
}

} // namespace atlas
