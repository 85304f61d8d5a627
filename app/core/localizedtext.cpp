#include "localizedtext.h"

namespace atlas {

class LocalizedText::Private : public QSharedData {
public:
    QMap<QString, QString> texts; // normalized language → text
};

// No text is shared by every text made empty: a default-constructed one allocates nothing.
LocalizedText::LocalizedText()
{
    static const QSharedDataPointer<Private> none(new Private);
    d = none;
}

LocalizedText::LocalizedText(const QString &english) : d(new Private)
{
    d->texts.insert(defaultLanguage(), english);
}

LocalizedText::LocalizedText(const LocalizedText &other) = default;
// A moved-from text stays a valid one: it shares the data (or takes this one's).
LocalizedText::LocalizedText(LocalizedText &&other) noexcept : d(other.d) {}
LocalizedText &LocalizedText::operator=(const LocalizedText &other) = default;
LocalizedText &LocalizedText::operator=(LocalizedText &&other) noexcept
{
    d.swap(other.d);
    return *this;
}
LocalizedText::~LocalizedText() = default;

void LocalizedText::set(const QString &language, const QString &text)
{
    d->texts.insert(normalizedLanguage(language), text);
}

bool LocalizedText::isEmpty() const
{
    return d->texts.isEmpty();
}

bool LocalizedText::has(const QString &language) const
{
    return d->texts.contains(normalizedLanguage(language));
}

QStringList LocalizedText::languages() const
{
    return d->texts.keys();
}

bool operator==(const LocalizedText &a, const LocalizedText &b)
{
    return a.d == b.d || a.d->texts == b.d->texts;
}

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
        if (d->texts.contains(language))
            return language;
    return d->texts.isEmpty() ? QString() : d->texts.firstKey();
}

QString LocalizedText::text(const QString &locale) const
{
    const QString language = resolvedLanguage(locale);
    return language.isEmpty() ? QString() : d->texts.value(language);
}

} // namespace atlas
