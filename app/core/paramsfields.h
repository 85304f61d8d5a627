// The optional fields of one params object (or of an object inside it), read the way every
// chapter kind reads them: a missing field keeps the caller's default, a wrong one keeps it
// too and leaves a located error in the JsonReader.
//
// Messages that belong to a kind stay in the kind's translation context: where a check needs
// a text of its own (a number's range), the caller passes it already translated.
#pragma once

#include "core/coreexport.h"

#include "jsonpath.h"
#include "jsonreader.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>

namespace atlas {

class ATLAS_CORE_EXPORT ParamsFields {
public:
    // `path` locates `object` inside the params (empty: the params object itself).
    ParamsFields(const QJsonObject &object, JsonReader &reader, const JsonPath &path = JsonPath());

    bool has(const char *key) const;
    QJsonValue value(const char *key) const;
    JsonPath path(const char *key) const;

    // Each returns whether it set `target`: the field is there and right.
    template <typename Integer>
    bool readInteger(const char *key, Integer &target, qint64 minimum, qint64 maximum)
    {
        const std::optional<qint64> v = integer(key, minimum, maximum);
        if (v)
            target = static_cast<Integer>(*v);
        return v.has_value();
    }
    bool readBoolean(const char *key, bool &target);
    // `outOfRange` is the caller's translated message with %1 the minimum, %2 the maximum
    // and %3 the value given.
    bool readNumber(const char *key, double &target, double minimum, double maximum,
                    const QString &outOfRange);

private:
    std::optional<qint64> integer(const char *key, qint64 minimum, qint64 maximum);

    QJsonObject object_; // implicitly shared: a copy is cheap and outlives a temporary
    JsonReader &reader_;
    JsonPath path_;
};

} // namespace atlas
