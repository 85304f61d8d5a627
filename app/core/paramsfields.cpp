#include "paramsfields.h"

namespace atlas {

ParamsFields::ParamsFields(const QJsonObject &object, JsonReader &reader, const JsonPath &path)
    : object_(object), reader_(reader), path_(path)
{
}

bool ParamsFields::has(const char *key) const
{
    return object_.contains(QLatin1String(key));
}

QJsonValue ParamsFields::value(const char *key) const
{
    return object_.value(QLatin1String(key));
}

JsonPath ParamsFields::path(const char *key) const
{
    return path_ / QString::fromLatin1(key);
}

std::optional<qint64> ParamsFields::integer(const char *key, qint64 minimum, qint64 maximum)
{
    if (!has(key))
        return std::nullopt;
    return reader_.integer(value(key), path(key), minimum, maximum);
}

bool ParamsFields::readBoolean(const char *key, bool &target)
{
    if (!has(key))
        return false;
    const std::optional<bool> v = reader_.boolean(value(key), path(key));
    if (v)
        target = *v;
    return v.has_value();
}

bool ParamsFields::readNumber(const char *key, double &target, double minimum, double maximum,
                              const QString &outOfRange)
{
    if (!has(key))
        return false;
    const std::optional<double> v = reader_.number(value(key), path(key));
    if (!v)
        return false;
    if (*v < minimum || *v > maximum) {
        reader_.fail(path(key), DiagnosticCode::OutOfRange, outOfRange.arg(minimum).arg(maximum).arg(*v));
        return false;
    }
    target = *v;
    return true;
}

} // namespace atlas
