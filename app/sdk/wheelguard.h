// Controls change only when meant: a mouse wheel turned over a slider, spin box or combo box
// that does not have the keyboard focus scrolls the page around it instead of changing the
// value. (Qt's default lets a wheel passing under the pointer change a setting silently, and
// even takes the focus with it.) Installed once on the application by the shell, so every
// chapter's controls — the built-in ones and a plugin's — behave alike: click or Tab into a
// control, then the wheel changes it.
#pragma once

#include "sdk/sdkexport.h"

#include <QObject>

class QWidget;

namespace atlas {

class ATLAS_SDK_EXPORT WheelGuard final : public QObject {
    Q_OBJECT

public:
    // Installs one guard as an event filter on the application (idempotent).
    static void install();
    // Whether `widget` is a control the guard keeps from unfocused wheels.
    static bool guards(const QWidget *widget);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
};

} // namespace atlas
