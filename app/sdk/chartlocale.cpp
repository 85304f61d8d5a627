#include "chartlocale.h"

#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QEvent>
#include <QLocale>
#include <QLogValueAxis>
#include <QRegularExpression>
#include <QValueAxis>

namespace atlas {

namespace {

class ChartLocaleFilter final : public QObject {
public:
    using QObject::QObject;

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        switch (event->type()) {
        case QEvent::Polish:
        case QEvent::Show:
        case QEvent::LanguageChange:
        case QEvent::LocaleChange:
            if (auto *view = qobject_cast<QChartView *>(watched); view && view->chart())
                ChartLocale::apply(view->chart());
            break;
        default:
            break;
        }
        return false;
    }
};

} // namespace

QString ChartLocale::localizableFormat(const QString &format)
{
    // Qt Charts localizes only "%.<precision><d, i, e, E, f, g or G>" and leaves any other
    // format's labels empty; "%d" and "%g" say the same with the precision printf implies.
    static const QRegularExpression bare(QStringLiteral("^([^%]*)%([dieEfgG])(.*)$"));
    const QRegularExpressionMatch m = bare.match(format);
    if (!m.hasMatch())
        return format;
    const QChar conversion = m.captured(2).at(0);
    const bool integer = conversion == QLatin1Char('d') || conversion == QLatin1Char('i');
    return m.captured(1) + (integer ? QStringLiteral("%.0") : QStringLiteral("%.6")) + conversion + m.captured(3);
}

void ChartLocale::apply(QChart *chart)
{
    for (QAbstractAxis *axis : chart->axes()) {
        if (auto *values = qobject_cast<QValueAxis *>(axis)) {
            if (const QString format = localizableFormat(values->labelFormat()); format != values->labelFormat())
                values->setLabelFormat(format);
        } else if (auto *logarithmic = qobject_cast<QLogValueAxis *>(axis)) {
            if (const QString format = localizableFormat(logarithmic->labelFormat()); format != logarithmic->labelFormat())
                logarithmic->setLabelFormat(format);
        }
    }
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    chart->setLocalizeNumbers(true);
    if (chart->locale() != locale)
        chart->setLocale(locale);
}

} // namespace atlas

namespace {

void installChartLocale()
{
    QCoreApplication *application = QCoreApplication::instance();
    application->installEventFilter(new atlas::ChartLocaleFilter(application));
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(installChartLocale)
