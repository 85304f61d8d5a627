// A text in several languages with locale fallback.
//
// In a pack every text field is either a plain string (the pack's default language, "en")
// or an object {"en": "…", "de": "…"}. Lookup for a locale such as de_CH tries "de_CH",
// then "de", then "en", then the first language present — so a missing translation shows
// the English text rather than nothing.
#pragma once

#include "core/coreexport.h"

#include <QMap>
#include <QSharedDataPointer>
#include <QString>
#include <QStringList>

namespace atlas {

// A value class: copies share their texts until one is changed (a d-pointer, so that the
// layout a plugin was compiled against never changes).
class ATLAS_CORE_EXPORT LocalizedText {
public:
    LocalizedText();
    explicit LocalizedText(const QString &english);
    LocalizedText(const LocalizedText &other);
    LocalizedText(LocalizedText &&other) noexcept;
    LocalizedText &operator=(const LocalizedText &other);
    LocalizedText &operator=(LocalizedText &&other) noexcept;
    ~LocalizedText();

    static QString defaultLanguage() { return QStringLiteral("en"); }
    // "de-CH" and "de_CH" name one language; this is its "de_CH" spelling.
    static QString normalizedLanguage(const QString &code);
    // "de_CH" → ["de_CH", "de", "en"]; "de-CH" is read as "de_CH".
    static QStringList fallbackChain(const QString &locale);

    // Languages are stored normalized, so a pack may key its texts "de-CH" or "de_CH".
    void set(const QString &language, const QString &text);
    bool isEmpty() const;
    bool has(const QString &language) const;
    QStringList languages() const;

    // The best text for `locale` (see the fallback above); empty if there is none at all.
    QString text(const QString &locale = QString()) const;
    // The language `text(locale)` would use, or an empty string.
    QString resolvedLanguage(const QString &locale) const;

    friend ATLAS_CORE_EXPORT bool operator==(const LocalizedText &a, const LocalizedText &b);

private:
    class Private;
    QSharedDataPointer<Private> d;
};

} // namespace atlas
