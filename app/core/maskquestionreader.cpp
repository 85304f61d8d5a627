#include "maskquestionreader.h"

#include "jsonreader.h"
#include "manifestfields.h"
#include "maskquestion.h"
#include "packdiagnostics.h"
#include "packlimits.h"

#include <QJsonArray>

#include <algorithm>

namespace atlas {

void MaskQuestionReader::read(const QJsonObject &object, const JsonPath &path, QuestionSpec &question,
                              ManifestFields &fields) const
{
    PackDiagnostics &diagnostics = fields.diagnostics();
    forbid(object, path, "choices", tr("mask questions have no choices: the learner selects keys"), fields);
    forbid(object, path, "tolerance", onlyNumericHaveTolerance(), fields);
    forbid(object, path, "shuffle", onlySingleAndMultipleShuffle(), fields);

    const JsonPath paramsPath = path / QStringLiteral("params");
    if (!object.contains(QLatin1String("params"))) {
        diagnostics.error(paramsPath, DiagnosticCode::Missing, tr("missing (the packed block: documents, block_length, bos, eos, query)"));
        return;
    }
    JsonReader reader;
    const std::optional<QJsonObject> params = reader.object(object.value(QLatin1String("params")), paramsPath);
    if (!params) {
        diagnostics.take(reader);
        return;
    }
    fields.unknownKeys(*params, paramsPath, {QStringLiteral("documents"), QStringLiteral("block_length"), QStringLiteral("bos"),
                                             QStringLiteral("eos"), QStringLiteral("block"), QStringLiteral("query"),
                                             QStringLiteral("token_labels"), QStringLiteral("rule")});
    MaskQuestionSpec &mask = question.mask;
    const JsonPath documentsPath = paramsPath / QStringLiteral("documents");
    const QJsonValue documents = params->value(QLatin1String("documents"));
    qint64 stream = 0;
    if (!documents.isArray() || documents.toArray().isEmpty()) {
        reader.fail(documentsPath, DiagnosticCode::WrongType, tr("expected a non-empty array of documents, each an array of integer tokens"));
    } else {
        const QJsonArray list = documents.toArray();
        for (qsizetype d = 0; d < list.size(); ++d) {
            const std::optional<std::vector<qint64>> tokens = reader.integers(list.at(d), documentsPath / d, PackLimits::maxMaskStream);
            if (!tokens)
                break;
            stream += static_cast<qint64>(tokens->size()) + 2;
            if (stream > PackLimits::maxMaskStream) {
                reader.fail(documentsPath, DiagnosticCode::TooLarge, tr("more than %1 slots once packed").arg(PackLimits::maxMaskStream));
                break;
            }
            mask.documents.emplace_back(tokens->begin(), tokens->end());
        }
    }
    auto integerField = [&](const char *key, qint64 minimum, qint64 maximum, qint64 fallback, bool required) -> qint64 {
        const QString name = QLatin1String(key);
        if (!params->contains(name)) {
            if (required)
                reader.fail(paramsPath / name, DiagnosticCode::Missing, tr("missing (an integer)"));
            return fallback;
        }
        return reader.integer(params->value(name), paramsPath / name, minimum, maximum).value_or(fallback);
    };
    mask.blockLength = integerField("block_length", 1, PackLimits::maxMaskBlockLength, 0, true);
    mask.bos = integerField("bos", -1000000000, 1000000000, 0, true);
    mask.eos = integerField("eos", -1000000000, 1000000000, 0, true);
    mask.block = static_cast<int>(integerField("block", 0, PackLimits::maxMaskStream, 0, false));
    mask.query = static_cast<int>(integerField("query", 0, PackLimits::maxMaskBlockLength - 1, 0, true));
    if (params->contains(QLatin1String("rule"))) {
        const JsonPath rulePath = paramsPath / QStringLiteral("rule");
        const QJsonValue rule = params->value(QLatin1String("rule"));
        if (rule == QJsonValue(QStringLiteral("allowed")))
            mask.rule = MaskQuestionSpec::Rule::Allowed;
        else if (rule == QJsonValue(QStringLiteral("induction")))
            mask.rule = MaskQuestionSpec::Rule::Induction;
        else
            reader.fail(rulePath, DiagnosticCode::Invalid, tr("expected \"allowed\" (the keys the query may attend to) or \"induction\" "
                                     "(the keys an induction head reads from it)"));
    }
    if (params->contains(QLatin1String("token_labels"))) {
        const JsonPath labelsPath = paramsPath / QStringLiteral("token_labels");
        const QJsonValue labels = params->value(QLatin1String("token_labels"));
        if (!labels.isObject()) {
            reader.fail(labelsPath, DiagnosticCode::WrongType, tr("expected an object mapping token ids to labels, e.g. {\"1\": \"BOS\"}"));
        } else {
            const QJsonObject map = labels.toObject();
            for (auto it = map.begin(); it != map.end(); ++it) {
                bool ok = false;
                const qint64 id = it.key().toLongLong(&ok);
                if (!ok)
                    reader.fail(labelsPath / it.key(), DiagnosticCode::Invalid, tr("'%1' is not a token id (an integer)").arg(it.key()));
                else if (!it.value().isString() || it.value().toString().isEmpty() || it.value().toString().size() > 24)
                    reader.fail(labelsPath / it.key(), DiagnosticCode::Invalid, tr("expected a label of 1 to 24 characters"));
                else
                    mask.tokenLabels.insert(id, it.value().toString());
            }
        }
    }
    if (reader.hasErrors()) {
        diagnostics.take(reader);
        return;
    }
    // The engine packs the block and computes its mask: the question is checked against it.
    const std::optional<PackedBlock> block = MaskQuestion::block(mask);
    if (!block) {
        diagnostics.error(paramsPath / QStringLiteral("block"), DiagnosticCode::OutOfRange, tr("the packing has no block %1").arg(mask.block));
        return;
    }
    if (mask.query >= block->length()) {
        diagnostics.error(paramsPath / QStringLiteral("query"), DiagnosticCode::OutOfRange, tr("block %1 has %2 slots; query %3 is outside it").arg(mask.block).arg(block->length()).arg(mask.query));
        return;
    }
    if (mask.rule == MaskQuestionSpec::Rule::Induction && MaskQuestion::allowedKeys(mask).isEmpty()) {
        // An empty selection is never graded: the question would have no answer.
        diagnostics.error(paramsPath / QStringLiteral("query"), DiagnosticCode::Invalid, tr("the token at slot %1 does not occur earlier in its document, "
                                                                   "so an induction head has no key to read: choose a query in the repeat")
                                                                    .arg(mask.query));
        return;
    }
    if (object.contains(QLatin1String("answer"))) {
        const JsonPath answerPath = path / QStringLiteral("answer");
        if (const std::optional<std::vector<qint64>> written = reader.integers(object.value(QLatin1String("answer")), answerPath, PackLimits::maxMaskBlockLength)) {
            QList<int> authored;
            for (qint64 k : *written)
                authored.append(static_cast<int>(k));
            std::sort(authored.begin(), authored.end());
            authored.erase(std::unique(authored.begin(), authored.end()), authored.end());
            const QList<int> computed = MaskQuestion::allowedKeys(mask);
            if (authored != computed) {
                QStringList a, c;
                for (int k : authored)
                    a.append(QString::number(k));
                for (int k : computed)
                    c.append(QString::number(k));
                diagnostics.error(answerPath, DiagnosticCode::Inconsistent, (mask.rule == MaskQuestionSpec::Rule::Induction
                                                   ? tr("the written answer [%1] disagrees with the engine: an induction head reads [%3] from slot %2")
                                                   : tr("the written answer [%1] disagrees with the engine: slot %2 may attend to [%3]"))
                                                  .arg(a.join(QLatin1String(", "))).arg(mask.query).arg(c.join(QLatin1String(", "))));
            }
            mask.authoredAnswer = authored;
        }
        diagnostics.take(reader);
    }
}

} // namespace atlas
