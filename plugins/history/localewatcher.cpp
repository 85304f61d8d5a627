#include "localewatcher.h"

#include <QEvent>
#include <QWidget>

namespace atlas {

LocaleWatcher::LocaleWatcher(QWidget *owner, std::function<void()> apply) : QObject(owner), apply_(std::move(apply))
{
    owner->installEventFilter(this);
}

bool LocaleWatcher::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LocaleChange && watched == parent())
        apply_();
    return QObject::eventFilter(watched, event);
}

} // namespace atlas

#include "moc_localewatcher.cpp"
