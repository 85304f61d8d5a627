#include "languagemanager.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace atlas {

LanguageManager::LanguageManager(QObject *parent) : QObject(parent) {}

QStringList LanguageManager::available()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")};
}

QString LanguageManager::nativeName(const QString &code)
{
    if (code == QLatin1String("de"))
        return QStringLiteral("Deutsch");
    if (code == QLatin1String("fr"))
        return QStringLiteral("Français");
    return QStringLiteral("English");
}

QString LanguageManager::systemDefault()
{
    for (const QString &name : QLocale::system().uiLanguages()) {
        const QString language = name.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0);
        if (available().contains(language))
            return language;
    }
    return QStringLiteral("en");
}

bool LanguageManager::setLanguage(const QString &requested)
{
    const QString code = requested.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0);
    if (!available().contains(code))
        return false;
    if (code == current_)
        return true;
    if (application_) {
        QCoreApplication::removeTranslator(application_);
        delete application_;
        application_ = nullptr;
    }
    if (qt_) {
        QCoreApplication::removeTranslator(qt_);
        delete qt_;
        qt_ = nullptr;
    }
    // Locale first: widgets that retranslate on LanguageChange format numbers with it.
    const QLocale locale(requested.contains(QLatin1Char('_')) || requested.contains(QLatin1Char('-')) ? requested : code);
    QLocale::setDefault(locale);
    // Widgets keep the locale they were made with until told: QApplication hands each one
    // without a locale of its own the new default and sends it a LocaleChange.
    if (QCoreApplication::instance()) {
        QEvent change(QEvent::LocaleChange);
        QCoreApplication::sendEvent(QCoreApplication::instance(), &change);
    }
    // English needs nothing more: core installs its plural forms at start-up.
    auto *application = new QTranslator(this);
    if (code != QLatin1String("en") && application->load(QLatin1String(":/i18n/attention-atlas_") + code)) {
        application_ = application;
        QCoreApplication::installTranslator(application_);
    } else {
        delete application;
    }
    if (code != QLatin1String("en")) {
        auto *qt = new QTranslator(this);
        if (qt->load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            qt_ = qt;
            QCoreApplication::installTranslator(qt_);
        } else {
            delete qt;
        }
    }
    current_ = code;
    Q_EMIT languageChanged(code);
    return true;
}

} // namespace atlas

#include "moc_languagemanager.cpp"
