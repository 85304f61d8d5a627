// A text in several languages with locale fallback.
//
// In a pack every text field is either a plain string (the pack's default language, "en")
// or an object {"en": "…", "de": "…"}. Lookup for a locale such as de_CH tries "de_CH",
// then "de", then "en", then the first language present — so a missing translation shows
// the English text rather than nothing.
#pragma once

#include "core/coreexport.h"

#include <QMap>
#include <QString>
#include <QStringList>

namespace atlas {

class ATLAS_CORE_EXPORT LocalizedText {
public:
    LocalizedText() = default;
    explicit LocalizedText(const QString &english) { texts_.insert(defaultLanguage(), english); }

    static QString defaultLanguage() { return QStringLiteral("en"); }
    // "de-CH" and "de_CH" name one language; this is its "de_CH" spelling.
    static QString normalizedLanguage(const QString &code);
    // "de_CH" → ["de_CH", "de", "en"]; "de-CH" is read as "de_CH".
    static QStringList fallbackChain(const QString &locale);

    // Languages are stored normalized, so a pack may key its texts "de-CH" or "de_CH".
    void set(const QString &language, const QString &text) { texts_.insert(normalizedLanguage(language), text); }
    bool isEmpty() const { return texts_.isEmpty(); }
    bool has(const QString &language) const { return texts_.contains(normalizedLanguage(language)); }
    QStringList languages() const { return texts_.keys(); }

    // The best text for `locale` (see the fallback above); empty if there is none at all.
    QString text(const QString &locale = QString()) const;
    // The language `text(locale)` would use, or an empty string.
    QString resolvedLanguage(const QString &locale) const;

    friend bool operator==(const LocalizedText &, const LocalizedText &) = default;

private:
    QMap<QString, QString> texts_;
};

} // namespace atlas
