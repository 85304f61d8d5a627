// The user-interface language: loads our catalogue and Qt's own for a language, installs
// them (every widget then receives QEvent::LanguageChange and retranslates itself), sets the
// default locale so numbers shown to people follow it, and remembers the choice.
#pragma once

#include <QObject>
#include <QStringList>

class QTranslator;

namespace atlas {

class LanguageManager final : public QObject {
    Q_OBJECT

public:
    explicit LanguageManager(QObject *parent = nullptr);

    // Language codes with a catalogue (English needs none).
    static QStringList available();
    // The language's own name ("Deutsch"), so a learner finds it whatever is shown now.
    static QString nativeName(const QString &code);
    // The best available language for the system locale (de_CH → de), else "en".
    static QString systemDefault();

    QString current() const { return current_; }
    // Switches at run time; returns false (and keeps the current one) for an unknown code.
    bool setLanguage(const QString &code);

Q_SIGNALS:
    void languageChanged(const QString &code);

private:
    QString current_;
    QTranslator *application_ = nullptr;
    QTranslator *qt_ = nullptr;
};

} // namespace atlas
