#include "questionreader.h"

#include "manifestfields.h"
#include "packdiagnostics.h"
#include "questiontypereader.h"
#include "spellingsuggestion.h"

namespace atlas {

void QuestionReader::read(const QJsonObject &object, const JsonPath &path, QuestionSpec &question,
                          const QJsonObject &chapterParams)
{
    PackDiagnostics &diagnostics = fields_.diagnostics();
    fields_.unknownKeys(object, path, {QStringLiteral("id"), QStringLiteral("type"), QStringLiteral("prompt"),
                                       QStringLiteral("choices"), QStringLiteral("answer"), QStringLiteral("tolerance"),
                                       QStringLiteral("unit"), QStringLiteral("explanation"), QStringLiteral("params"),
                                       QStringLiteral("shuffle")});
    if (const std::optional<QString> id = fields_.identifier(object, QStringLiteral("id"), path, ManifestFields::idPattern(),
                                                             ManifestFields::idExpectation())) {
        question.id = *id;
        if (questionIds_.contains(*id))
            diagnostics.error(path / QStringLiteral("id"), DiagnosticCode::Duplicate, tr("question id '%1' is used twice in this pack (progress is stored by id)").arg(*id));
        questionIds_.insert(*id);
    }
    const JsonPath typePath = path / QStringLiteral("type");
    const QJsonValue typeValue = object.value(QLatin1String("type"));
    const std::optional<QuestionType> type = QuestionSpec::typeFromName(typeValue.toString());
    if (!object.contains(QLatin1String("type")))
        diagnostics.error(typePath, DiagnosticCode::Missing, tr("missing (one of \"single\", \"multiple\", \"numeric\", \"mask\")"));
    else if (!typeValue.isString() || !type)
        diagnostics.error(typePath, DiagnosticCode::Invalid, tr("expected one of \"single\", \"multiple\", \"numeric\", \"mask\"")
                                                                 + SpellingSuggestion::hint(typeValue.toString(), {QStringLiteral("single"), QStringLiteral("multiple"), QStringLiteral("numeric"), QStringLiteral("mask")}));
    if (const std::optional<LocalizedText> prompt = fields_.text(object, QStringLiteral("prompt"), path, true))
        question.prompt = *prompt;
    if (const std::optional<LocalizedText> explanation = fields_.text(object, QStringLiteral("explanation"), path, false))
        question.explanation = *explanation;
    else if (!object.contains(QLatin1String("explanation")))
        diagnostics.warning(path, DiagnosticCode::Missing, tr("no explanation: learners will see only whether they were right"));
    if (!type)
        return;
    question.type = *type;
    QuestionTypeReader::forType(*type).read(object, path, question, fields_, chapterParams);
}

} // namespace atlas
