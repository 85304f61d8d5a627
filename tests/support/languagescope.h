// The interface in one language for the life of a scope, as the shell's LanguageManager sets it:
// the default locale first (numbers, charts), then the application's translator (none for
// English). Both are put back when the scope ends.
//
//     test::LanguageScope german(QStringLiteral("de"));
//     QVERIFY2(german.isLoaded(), "the German catalogue is in the resources");
#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QTranslator>

namespace atlas::test {

class LanguageScope {
public:
    explicit LanguageScope(const QString &language) : language_(language)
    {
        QLocale::setDefault(QLocale(language));
        if (language != QLatin1String("en")) {
            loaded_ = translator_.load(QStringLiteral(":/i18n/attention-atlas_") + language);
            QCoreApplication::installTranslator(&translator_);
        }
    }
    ~LanguageScope()
    {
        QCoreApplication::removeTranslator(&translator_);
        QLocale::setDefault(previous_);
    }
    LanguageScope(const LanguageScope &) = delete;
    LanguageScope &operator=(const LanguageScope &) = delete;

    // English needs no catalogue; another language's was found and installed.
    bool isLoaded() const { return language_ == QLatin1String("en") || loaded_; }

private:
    QString language_;
    QLocale previous_;
    QTranslator translator_;
    bool loaded_ = false;
};

} // namespace atlas::test
