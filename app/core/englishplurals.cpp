// Every program that uses core speaks English with correct plurals ("1 error", "2 errors"):
// the English catalogue holds only the plural forms of our strings and is installed as soon
// as the application object exists. A language chosen later is installed on top of it and
// takes precedence.
#include <QCoreApplication>
#include <QTranslator>

namespace {

void installEnglishPlurals()
{
    static QTranslator english;
    if (english.load(QStringLiteral(":/i18n/attention-atlas_en")))
        QCoreApplication::installTranslator(&english);
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(installEnglishPlurals)
