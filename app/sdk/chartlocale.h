// Every chart's numbers follow the interface language: axis labels are written with the decimal
// comma in German and French, like every other number the application shows. Qt Charts formats
// labels with printf ("0.5" whatever the language) unless a chart localizes its numbers, and a
// chart takes its locale once, when it is made. So, as with ChartAccessibility, no chapter has
// to remember it: an application-wide event filter, installed when the SDK is loaded, applies
// the default locale (QLocale(), which the shell sets with the language) to every chart view
// when it is first polished or shown and again when the language or the locale changes.
#pragma once

#include "sdk/sdkexport.h"

class QChart;
class QString;

namespace atlas {

class ATLAS_SDK_EXPORT ChartLocale {
public:
    // Numbers of `chart` in the default locale, without group separators (a step axis reads
    // "1000", as the step numbers in the texts do, not "1.000").
    // Its value axes' label formats are made ones Qt Charts can localize ("%d" → "%.0d", "%g" →
    // "%.6g": the same labels).
    static void apply(QChart *chart);
    // `format` (a QValueAxis label format) as Qt Charts localizes it: unchanged when it is one
    // already, or not a bare "%d", "%i", "%e", "%E", "%f", "%g" or "%G" with text around it.
    static QString localizableFormat(const QString &format);
};

} // namespace atlas
