#include "questionfields.h"

#include "manifestfields.h"
#include "packdiagnostics.h"

namespace atlas {

std::optional<LocalizedText> QuestionFields::text(const QJsonObject &object, const QString &key, const JsonPath &parent,
                                                  bool required)
{
    return manifest_.text(object, key, parent, required);
}

std::optional<LocalizedText> QuestionFields::textValue(const QJsonValue &value, const JsonPath &path)
{
    return manifest_.textValue(value, path);
}

void QuestionFields::unknownKeys(const QJsonObject &object, const JsonPath &path, const QStringList &known)
{
    manifest_.unknownKeys(object, path, known);
}

void QuestionFields::error(const JsonPath &path, DiagnosticCode code, const QString &message)
{
    manifest_.diagnostics().error(path, code, message);
}

void QuestionFields::warning(const JsonPath &path, DiagnosticCode code, const QString &message)
{
    manifest_.diagnostics().warning(path, code, message);
}

void QuestionFields::take(JsonReader &reader)
{
    manifest_.diagnostics().take(reader);
}

} // namespace atlas
