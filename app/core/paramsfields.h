// The optional fields of one params object (or of an object inside it), read the way every
// chapter kind reads them: a missing field keeps the caller's default, a wrong one keeps it
// too and leaves a located error in the JsonReader.
//
// A kind's fields are declared once, in its <kind>.params.json; the SDK writes each as a struct
// of atlas::declared::<kind> (its key, bounds and default; cmake/AtlasParamsDeclaration.cmake),
// and read<Field>() checks a field against what was declared.
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

#include <QStringList>

#include <array>
#include <cstddef>
#include <memory>
#include <optional>
#include <type_traits>

namespace atlas {

class ATLAS_CORE_EXPORT ParamsFields {
public:
    // `path` locates `object` inside the params (empty: the params object itself).
    ParamsFields(const QJsonObject &object, JsonReader &reader, const JsonPath &path = JsonPath());
    // The same, for an object whose keys are declared (a declaration's declaredKeys): any
    // other key is reported as unknown first.
    template <std::size_t N>
    ParamsFields(const QJsonObject &object, JsonReader &reader, const std::array<const char *, N> &declared,
                 const JsonPath &path = JsonPath())
        : ParamsFields(object, reader, path)
    {
        reader.rejectUnknownKeys(object, path, keys(declared));
    }
    ParamsFields(const ParamsFields &) = delete;
    ParamsFields &operator=(const ParamsFields &) = delete;
    ~ParamsFields();

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

    // The declared field `Field`: its key, and for a number its declared bounds.
    template <typename Field, typename Integer>
        requires(std::is_integral_v<Integer> && !std::is_same_v<Integer, bool>)
    bool read(Integer &target)
    {
        return readInteger(Field::key, target, Field::minimum, Field::maximum);
    }
    // A declared integer whose maximum depends on other fields (a query within the tokens): its
    // declared minimum, and `maximum`.
    template <typename Field, typename Integer>
        requires(std::is_integral_v<Integer> && !std::is_same_v<Integer, bool>)
    bool read(Integer &target, qint64 maximum)
    {
        return readInteger(Field::key, target, Field::minimum, maximum);
    }
    template <typename Field>
    bool read(bool &target)
    {
        return readBoolean(Field::key, target);
    }
    template <typename Field>
    bool read(double &target, const QString &outOfRange)
    {
        return readNumber(Field::key, target, Field::minimum, Field::maximum, outOfRange);
    }

    // The declared string field `Field` of "enum" values: `target` becomes the enumerator whose
    // index in Field::values is the value given (the enumeration lists them in that order).
    // `unexpected` is the caller's translated message with %1 the value given.
    template <typename Field, typename Choice>
        requires std::is_enum_v<Choice>
    bool read(Choice &target, const QString &unexpected)
    {
        if (!has(Field::key))
            return false;
        const std::optional<QString> name = reader().string(value(Field::key), path(Field::key));
        if (!name)
            return false;
        for (std::size_t i = 0; i < Field::values.size(); ++i) {
            if (*name == QLatin1String(Field::values[i])) {
                target = static_cast<Choice>(i);
                return true;
            }
        }
        reader().fail(path(Field::key), DiagnosticCode::Invalid, unexpected.arg(name->left(80)));
        return false;
    }

    // The keys a declaration declares (its declaredKeys), for JsonReader::rejectUnknownKeys.
    template <std::size_t N>
    static QStringList keys(const std::array<const char *, N> &declared)
    {
        QStringList names;
        names.reserve(static_cast<qsizetype>(N));
        for (const char *key : declared)
            names.append(QString::fromLatin1(key));
        return names;
    }

private:
    std::optional<qint64> integer(const char *key, qint64 minimum, qint64 maximum);
    JsonReader &reader() const;

    // Behind a d-pointer, so that what the fields keep may change without moving anything a
    // plugin compiled against.
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace atlas
