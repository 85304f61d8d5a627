#include "jsonpath.h"

namespace atlas {

namespace {

// A key as a message shows it on one line: control characters and the Unicode line and
// paragraph separators as JSON writes them (\n, \t, \u0001 …), everything else as it is.
QString visibleKey(const QString &key)
{
    QString shown;
    shown.reserve(key.size());
    for (const QChar c : key) {
        const char16_t u = c.unicode();
        if (u == u'\n')
            shown += QLatin1String("\\n");
        else if (u == u'\r')
            shown += QLatin1String("\\r");
        else if (u == u'\t')
            shown += QLatin1String("\\t");
        else if (u < 0x20 || u == 0x7F || (u >= 0x80 && u < 0xA0) || u == 0x2028 || u == 0x2029)
            shown += QStringLiteral("\\u%1").arg(uint(u), 4, 16, QLatin1Char('0'));
        else
            shown += c;
    }
    return shown;
}

} // namespace

class JsonPath::Private : public QSharedData {
public:
    QList<QVariant> segments;
};

// The root is shared by every path made empty: a default-constructed path allocates nothing.
JsonPath::JsonPath()
{
    static const QSharedDataPointer<Private> root(new Private);
    d = root;
}
JsonPath::JsonPath(const JsonPath &other) = default;
// A moved-from path stays a valid one: it shares the data (or takes this one's).
JsonPath::JsonPath(JsonPath &&other) noexcept : d(other.d) {}
JsonPath &JsonPath::operator=(const JsonPath &other) = default;
JsonPath &JsonPath::operator=(JsonPath &&other) noexcept
{
    d.swap(other.d);
    return *this;
}
JsonPath::~JsonPath() = default;

bool JsonPath::isEmpty() const
{
    return d->segments.isEmpty();
}

const QList<QVariant> &JsonPath::segments() const
{
    return d->segments;
}

bool operator==(const JsonPath &a, const JsonPath &b)
{
    return a.d == b.d || a.d->segments == b.d->segments;
}

JsonPath JsonPath::key(const QString &key) const
{
    JsonPath child = *this;
    child.d->segments.append(QVariant(key));
    return child;
}

JsonPath JsonPath::operator/(const JsonPath &relative) const
{
    if (relative.isEmpty())
        return *this;
    JsonPath joined = *this;
    joined.d->segments.append(relative.d->segments);
    return joined;
}

JsonPath JsonPath::index(qsizetype index) const
{
    JsonPath child = *this;
    child.d->segments.append(QVariant::fromValue(index));
    return child;
}

QString JsonPath::toPointer() const
{
    QString pointer;
    for (const QVariant &segment : d->segments) {
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
    if (d->segments.isEmpty())
        return QStringLiteral("request");
    // A document that is an array has no field name of its own: "request[0]".
    QString name = d->segments.constFirst().typeId() == QMetaType::QString ? QString() : QStringLiteral("request");
    for (const QVariant &segment : d->segments) {
        if (segment.typeId() == QMetaType::QString) {
            if (!name.isEmpty())
                name += QLatin1Char('.');
            name += visibleKey(segment.toString());
        } else {
            name += QLatin1Char('[') + QString::number(segment.toLongLong()) + QLatin1Char(']');
        }
    }
    return name;
}

} // namespace atlas
