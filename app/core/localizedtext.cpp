#include "localizedtext.h"

namespace atlas {

QString LocalizedText::normalizedLanguage(const QString &code)
{
    return QString(code).replace(QLatin1Char('-'), QLatin1Char('_'));
}

QStringList LocalizedText::fallbackChain(const QString &locale)
{
    QString name = normalizedLanguage(locale);
    QStringList chain;
    while (!name.isEmpty()) {
        chain.append(name);
        const qsizetype cut = name.lastIndexOf(QLatin1Char('_'));
        name = cut > 0 ? name.left(cut) : QString();
    }
    if (!chain.contains(defaultLanguage()))
        chain.append(defaultLanguage());
    return chain;
}

QString LocalizedText::resolvedLanguage(const QString &locale) const
{
    for (const QString &language : fallbackChain(locale))
        if (texts_.contains(language))
            return language;
    return texts_.isEmpty() ? QString() : texts_.firstKey();
}

QString LocalizedText::text(const QString &locale) const
{
    const QString language = resolvedLanguage(locale);
    return language.isEmpty() ? QString() : texts_.value(language);
}

} // namespace atlas
