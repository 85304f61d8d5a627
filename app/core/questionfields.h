// What a question kind reads its own fields with (QuestionKind::read): the question's JSON
// object, where it is in the manifest, its chapter's params, and the pack's rules for texts;
// every defect is reported here (a DiagnosticSink whose paths are in the manifest: a kind's
// JsonReader reports to it directly), located at its JSON path and coded, as the rest of the
// manifest's are.
#pragma once

#include "core/coreexport.h"

#include "diagnosticsink.h"
#include "jsonpath.h"
#include "localizedtext.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace atlas {

class ManifestFields;

class ATLAS_CORE_EXPORT QuestionFields final : public DiagnosticSink {
public:
    QuestionFields(const QJsonObject &question, const JsonPath &path, const QJsonObject &chapterParams,
                   ManifestFields &manifest);
    QuestionFields(const QuestionFields &) = delete;
    QuestionFields &operator=(const QuestionFields &) = delete;
    ~QuestionFields() override;

    const QJsonObject &object() const;
    const JsonPath &path() const;
    // The path of the question's field `key`.
    JsonPath at(const QString &key) const;
    bool has(const QString &key) const;
    QJsonValue value(const QString &key) const;
    // The params of the question's chapter (a mask question may take its block from them).
    const QJsonObject &chapterParams() const;

    // object[key]: a text, a string (English) or an object of language → string, checked
    // against the pack's languages. Missing: an error when `required`, else nullopt.
    std::optional<LocalizedText> text(const QJsonObject &object, const QString &key, const JsonPath &parent, bool required);
    std::optional<LocalizedText> text(const QString &key, bool required);
    std::optional<LocalizedText> textValue(const QJsonValue &value, const JsonPath &path);
    // A warning for each key of `object` (one of the question's own objects) not in `known`.
    void unknownKeys(const QJsonObject &object, const JsonPath &path, const QStringList &known);

    void report(DiagnosticSeverity severity, const JsonPath &path, DiagnosticCode code,
                const QString &message) override;

    // The manifest's own reader, for the built-in kinds.
    ManifestFields &manifest() const;

private:
    // Behind a d-pointer, so that what the fields keep may change without moving anything a
    // plugin compiled against.
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace atlas
