#include "stoplistening.h"

#include <QObject>

namespace atlas {

void stopListeningToChildren(QObject *listener)
{
    for (QObject *child : listener->findChildren<QObject *>())
        child->disconnect(listener);
}

} // namespace atlas
