#include "questionfields.h"

#include "manifestfields.h"
#include "packdiagnostics.h"

namespace atlas {

struct QuestionFields::Private {
    const QJsonObject &object;
    const JsonPath &path;
    const QJsonObject &chapterParams;
    ManifestFields &manifest;
};

QuestionFields::QuestionFields(const QJsonObject &question, const JsonPath &path, const QJsonObject &chapterParams,
                               ManifestFields &manifest)
    : d(new Private{question, path, chapterParams, manifest})
{
}

QuestionFields::~QuestionFields() = default;

const QJsonObject &QuestionFields::object() const
{
    return d->object;
}

const JsonPath &QuestionFields::path() const
{
    return d->path;
}

JsonPath QuestionFields::at(const QString &key) const
{
    return d->path / key;
}

bool QuestionFields::has(const QString &key) const
{
    return d->object.contains(key);
}

QJsonValue QuestionFields::value(const QString &key) const
{
    return d->object.value(key);
}

const QJsonObject &QuestionFields::chapterParams() const
{
    return d->chapterParams;
}

ManifestFields &QuestionFields::manifest() const
{
    return d->manifest;
}

std::optional<LocalizedText> QuestionFields::text(const QString &key, bool required)
{
    return text(d->object, key, d->path, required);
}

std::optional<LocalizedText> QuestionFields::text(const QJsonObject &object, const QString &key, const JsonPath &parent,
                                                  bool required)
{
    return d->manifest.text(object, key, parent, required);
}

std::optional<LocalizedText> QuestionFields::textValue(const QJsonValue &value, const JsonPath &path)
{
    return d->manifest.textValue(value, path);
}

void QuestionFields::unknownKeys(const QJsonObject &object, const JsonPath &path, const QStringList &known)
{
    d->manifest.unknownKeys(object, path, known);
}

void QuestionFields::report(DiagnosticSeverity severity, const JsonPath &path, DiagnosticCode code,
                            const QString &message)
{
    d->manifest.diagnostics().report(severity, path, code, message);
}

} // namespace atlas
