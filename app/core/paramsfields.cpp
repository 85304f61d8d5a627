#include "paramsfields.h"

namespace atlas {

struct ParamsFields::Private {
    QJsonObject object; // implicitly shared: a copy is cheap and outlives a temporary
    JsonReader &reader;
    JsonPath path;
};

ParamsFields::ParamsFields(const QJsonObject &object, JsonReader &reader, const JsonPath &path)
    : d(new Private{object, reader, path})
{
}

ParamsFields::~ParamsFields() = default;

JsonReader &ParamsFields::reader() const
{
    return d->reader;
}

bool ParamsFields::has(const char *key) const
{
    return d->object.contains(QLatin1String(key));
}

QJsonValue ParamsFields::value(const char *key) const
{
    return d->object.value(QLatin1String(key));
}

JsonPath ParamsFields::path(const char *key) const
{
    return d->path / QString::fromLatin1(key);
}

std::optional<qint64> ParamsFields::integer(const char *key, qint64 minimum, qint64 maximum)
{
    if (!has(key))
        return std::nullopt;
    return d->reader.integer(value(key), path(key), minimum, maximum);
}

bool ParamsFields::readBoolean(const char *key, bool &target)
{
    if (!has(key))
        return false;
    const std::optional<bool> v = d->reader.boolean(value(key), path(key));
    if (v)
        target = *v;
    return v.has_value();
}

bool ParamsFields::readNumber(const char *key, double &target, double minimum, double maximum,
                              const QString &outOfRange)
{
    if (!has(key))
        return false;
    const std::optional<double> v = d->reader.number(value(key), path(key));
    if (!v)
        return false;
    if (*v < minimum || *v > maximum) {
        d->reader.fail(path(key), DiagnosticCode::OutOfRange, outOfRange.arg(minimum).arg(maximum).arg(*v));
        return false;
    }
    target = *v;
    return true;
}

} // namespace atlas
