// The kinds of field every part of a manifest has — texts in several languages, identifiers,
// known keys — read with every defect reported to PackDiagnostics at its JSON path.
//
// A text may lack a language the pack declares, or be written in one it does not declare; each
// such place is collected per language and reported by reportLanguageGaps(): the first with
// the count, then every other one, so an editor can jump to each (up to the diagnostics limit).
#pragma once

#include "core/coreexport.h"

#include "jsonpath.h"
#include "localizedtext.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QMap>
#include <QList>
#include <QRegularExpression>
#include <QStringList>

#include <optional>

namespace atlas {

class PackDiagnostics;

class ManifestFields {
    Q_DECLARE_TR_FUNCTIONS(ManifestFields)

public:
    explicit ManifestFields(PackDiagnostics &diagnostics) : diagnostics_(diagnostics) {}

    PackDiagnostics &diagnostics() const { return diagnostics_; }

    // The languages the pack declares; every text read afterwards is checked against them.
    void setLanguages(const QStringList &languages) { languages_ = languages; }
    const QStringList &languages() const { return languages_; }

    // A warning for each key of `object` not in `known`.
    void unknownKeys(const QJsonObject &object, const JsonPath &path, const QStringList &known);
    // object[key]: a string (English) or an object of language → string. Missing: an error
    // when `required`, else nothing.
    std::optional<LocalizedText> text(const QJsonObject &object, const QString &key, const JsonPath &parent, bool required);
    std::optional<LocalizedText> textValue(const QJsonValue &value, const JsonPath &path);
    // object[key]: a string matching `pattern`; `expected` describes it.
    std::optional<QString> identifier(const QJsonObject &object, const QString &key, const JsonPath &parent,
                                      const QRegularExpression &pattern, const QString &expected);
    // Warnings for every text that lacks a declared language or has an undeclared one.
    void reportLanguageGaps();

    // A chapter's or a question's id. Exported, as the language's pattern is: the Moodle
    // import (atlas_interchange) names questions and checks languages with them.
    ATLAS_CORE_EXPORT static const QRegularExpression &idPattern();
    ATLAS_CORE_EXPORT static QString idExpectation();
    // "en", "de", "de_CH".
    ATLAS_CORE_EXPORT static const QRegularExpression &languagePattern();

private:
    PackDiagnostics &diagnostics_;
    QStringList languages_;
    QMap<QString, QList<JsonPath>> missingTranslations_; // declared language → texts without it
    QMap<QString, QList<JsonPath>> undeclaredLanguages_; // undeclared language → texts in it
};

} // namespace atlas
