#include "jsonpath.h"

namespace atlas {

JsonPath JsonPath::key(const QString &key) const
{
    JsonPath child = *this;
    child.segments_.append(QVariant(key));
    return child;
}

JsonPath JsonPath::index(qsizetype index) const
{
    JsonPath child = *this;
    child.segments_.append(QVariant::fromValue(index));
    return child;
}

QString JsonPath::toPointer() const
{
    QString pointer;
    for (const QVariant &segment : segments_) {
        pointer += QLatin1Char('/');
        if (segment.typeId() == QMetaType::QString) {
            QString key = segment.toString();
            key.replace(QLatin1Char('~'), QLatin1String("~0"));
            key.replace(QLatin1Char('/'), QLatin1String("~1"));
            pointer += key;
        } else {
            pointer += QString::number(segment.toLongLong());
        }
    }
    return pointer;
}

QString JsonPath::toFieldName() const
{
    if (segments_.isEmpty())
        return QStringLiteral("request");
    // A document that is an array has no field name of its own: "request[0]".
    QString name = segments_.constFirst().typeId() == QMetaType::QString ? QString() : QStringLiteral("request");
    for (const QVariant &segment : segments_) {
        if (segment.typeId() == QMetaType::QString) {
            if (!name.isEmpty())
                name += QLatin1Char('.');
            name += segment.toString();
        } else {
            name += QLatin1Char('[') + QString::number(segment.toLongLong()) + QLatin1Char(']');
        }
    }
    return name;
}

} // namespace atlas
