// Screen readers get every chart's title as its name and a summary of its axes and series as
// its description, without each chapter having to keep them in sync: an accessibility factory
// for QChartView, installed when the SDK is loaded.
#pragma once

#include "sdk/sdkexport.h"

class QAccessibleInterface;
class QObject;
class QString;

namespace atlas {

class ATLAS_SDK_EXPORT ChartAccessibility {
public:
    // The factory QAccessible::installFactory takes; returns nullptr for anything but charts.
    static QAccessibleInterface *factory(const QString &className, QObject *object);
};

} // namespace atlas
