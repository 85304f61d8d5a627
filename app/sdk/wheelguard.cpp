#include "wheelguard.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QPointer>
#include <QWheelEvent>

namespace atlas {

bool WheelGuard::guards(const QWidget *widget)
{
    // A scroll bar is a slider too, and a wheel over it must scroll: it is left alone.
    return widget && (qobject_cast<const QAbstractSpinBox *>(widget) || qobject_cast<const QComboBox *>(widget)
                      || (qobject_cast<const QAbstractSlider *>(widget) && !widget->inherits("QScrollBar")));
}

void WheelGuard::install()
{
    static QPointer<WheelGuard> installed;
    if (installed || !qApp)
        return;
    installed = new WheelGuard(qApp);
    qApp->installEventFilter(installed);
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (!watched->isWidgetType())
        return false;
    auto *widget = static_cast<QWidget *>(watched);
    if (event->type() == QEvent::Polish && guards(widget) && widget->focusPolicy() == Qt::WheelFocus)
        // A wheel must not take the focus either: click or Tab gives it.
        widget->setFocusPolicy(Qt::StrongFocus);
    if (event->type() == QEvent::Wheel && guards(widget) && !widget->hasFocus()) {
        // Not for this control: ignored, the event goes on to its parents — the scroll area
        // around the lab scrolls, as the learner meant.
        event->ignore();
        return true;
    }
    return false;
}

} // namespace atlas

#include "moc_wheelguard.cpp"
