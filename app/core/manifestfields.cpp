#include "manifestfields.h"

#include "controlcharacters.h"
#include "jsonreader.h"
#include "packdiagnostics.h"
#include "packlimits.h"
#include "spellingsuggestion.h"

namespace atlas {

const QRegularExpression &ManifestFields::idPattern()
{
    static const QRegularExpression p(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$"));
    return p;
}

QString ManifestFields::idExpectation()
{
    return tr("letters, digits, '-', '_' or '.', at most 64");
}

const QRegularExpression &ManifestFields::languagePattern()
{
    static const QRegularExpression p(QStringLiteral("^[a-z]{2,3}(?:[_-][A-Za-z0-9]{2,8})*$"));
    return p;
}

void ManifestFields::unknownKeys(const QJsonObject &object, const JsonPath &path, const QStringList &known)
{
    for (auto it = object.begin(); it != object.end(); ++it)
        if (!known.contains(it.key()))
            diagnostics_.warning(path / it.key(), DiagnosticCode::UnknownField, tr("unknown field, ignored (known fields: %1)")
                                                      .arg(known.join(QLatin1String(", ")))
                                                      + SpellingSuggestion::hint(it.key(), known));
}

std::optional<LocalizedText> ManifestFields::text(const QJsonObject &object, const QString &key,
                                                  const JsonPath &parent, bool required)
{
    const JsonPath path = parent / key;
    if (!object.contains(key)) {
        if (required)
            diagnostics_.error(path, DiagnosticCode::Missing, tr("missing (a required text: a string, or an object of language → string)"));
        return std::nullopt;
    }
    return textValue(object.value(key), path);
}

std::optional<LocalizedText> ManifestFields::textValue(const QJsonValue &value, const JsonPath &path)
{
    LocalizedText result;
    auto accept = [&](const QString &language, const QJsonValue &v, const JsonPath &where) {
        if (!v.isString()) {
            diagnostics_.error(where, DiagnosticCode::WrongType, tr("expected a string, got %1").arg(JsonReader::typeName(v)));
            return;
        }
        const QString s = v.toString();
        if (s.trimmed().isEmpty()) {
            diagnostics_.error(where, DiagnosticCode::Missing, tr("expected a non-empty text"));
            return;
        }
        if (s.size() > PackLimits::maxTextLength) {
            diagnostics_.error(where, DiagnosticCode::TooLarge, tr("%1 characters, more than the limit of %2").arg(s.size()).arg(PackLimits::maxTextLength));
            return;
        }
        if (const qsizetype control = ControlCharacters::first(s); control >= 0) {
            //: Pack validation: %1 is e.g. "U+0000", %2 the character's position in the text (from 1).
            diagnostics_.error(where, DiagnosticCode::Invalid, tr("a control character (%1) at character %2: a text holds no invisible control characters (tab and line breaks are allowed)")
                                                                  .arg(ControlCharacters::name(s.at(control)))
                                                                  .arg(control + 1));
            return;
        }
        result.set(language, s);
    };
    if (value.isString()) {
        accept(LocalizedText::defaultLanguage(), value, path);
    } else if (value.isObject()) {
        const QJsonObject translations = value.toObject();
        if (translations.isEmpty()) {
            diagnostics_.error(path, DiagnosticCode::Missing, tr("expected at least one language"));
            return std::nullopt;
        }
        for (auto it = translations.begin(); it != translations.end(); ++it) {
            if (!languagePattern().match(it.key()).hasMatch()) {
                diagnostics_.error(path / it.key(), DiagnosticCode::Invalid, tr("'%1' is not a language code (expected e.g. \"en\", \"de\", \"de_CH\")").arg(it.key()));
                continue;
            }
            accept(it.key(), it.value(), path / it.key());
        }
        if (!result.isEmpty() && !result.has(LocalizedText::defaultLanguage()))
            diagnostics_.warning(path, DiagnosticCode::Untranslated, tr("no English (\"en\") text: learners in other languages see %1").arg(result.languages().constFirst()));
    } else {
        diagnostics_.error(path, DiagnosticCode::WrongType, tr("expected a string or an object of language → string, got %1").arg(JsonReader::typeName(value)));
        return std::nullopt;
    }
    if (result.isEmpty())
        return std::nullopt;
    for (const QString &language : languages_)
        if (language != LocalizedText::defaultLanguage() && !result.has(language))
            missingTranslations_[language].append(path);
    for (const QString &language : result.languages())
        if (!languages_.contains(language))
            undeclaredLanguages_[language].append(path / language);
    return result;
}

std::optional<QString> ManifestFields::identifier(const QJsonObject &object, const QString &key,
                                                  const JsonPath &parent, const QRegularExpression &pattern,
                                                  const QString &expected)
{
    const JsonPath path = parent / key;
    if (!object.contains(key)) {
        diagnostics_.error(path, DiagnosticCode::Missing, tr("missing (%1)").arg(expected));
        return std::nullopt;
    }
    const QJsonValue value = object.value(key);
    if (!value.isString()) {
        diagnostics_.error(path, DiagnosticCode::WrongType, tr("expected a string (%1), got %2").arg(expected, JsonReader::typeName(value)));
        return std::nullopt;
    }
    const QString s = value.toString();
    if (!pattern.match(s).hasMatch()) {
        diagnostics_.error(path, DiagnosticCode::Invalid, tr("'%1' is not valid: expected %2").arg(s.left(80), expected));
        return std::nullopt;
    }
    return s;
}

void ManifestFields::reportLanguageGaps()
{
    for (auto it = missingTranslations_.begin(); it != missingTranslations_.end(); ++it) {
        const QList<JsonPath> &places = it.value();
        const int count = int(places.size());
        diagnostics_.warning(places.constFirst(), DiagnosticCode::Untranslated, tr("%n text(s) lack the declared language '%1' (English is shown instead); this is the first", nullptr, count).arg(it.key()));
        for (int i = 1; i < count; ++i)
            //: %1: a language code; %2: this text's number; %3: how many lack it
            diagnostics_.warning(places.at(i), DiagnosticCode::Untranslated, tr("lacks the declared language '%1' too (%2 of %3)").arg(it.key()).arg(i + 1).arg(count));
    }
    const QString declared = languages_.join(QLatin1String(", "));
    for (auto it = undeclaredLanguages_.begin(); it != undeclaredLanguages_.end(); ++it) {
        const QList<JsonPath> &places = it.value();
        const int count = int(places.size());
        diagnostics_.warning(places.constFirst(), DiagnosticCode::Inconsistent,
                             (count == 1 ? tr("a text in '%1', which the pack does not declare (\"languages\": %2): declare it, so that every text and body is checked for it, or remove it")
                                         : tr("%n text(s) in '%1', which the pack does not declare (\"languages\": %2): declare it, so that every text and body is checked for it, or remove these; this is the first", nullptr, count))
                                 .arg(it.key(), declared));
        for (int i = 1; i < count; ++i)
            //: %1: a language code; %2: this text's number; %3: how many are in it
            diagnostics_.warning(places.at(i), DiagnosticCode::Inconsistent, tr("in the undeclared language '%1' too (%2 of %3)").arg(it.key()).arg(i + 1).arg(count));
    }
}

} // namespace atlas
