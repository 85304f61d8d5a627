// A location inside a JSON document: a list of object keys and array indices.
//
// Rendered as an RFC 6901 JSON pointer for pack diagnostics ("/chapters/0/params/x/2/1")
// or in the command-line tool's field style ("x[2][1]", "inputs[0].q").
#pragma once

#include "core/coreexport.h"

#include <QList>
#include <QSharedDataPointer>
#include <QString>
#include <QVariant>

namespace atlas {

// A value class: copies share their segments until one is changed (a d-pointer, so that the
// layout a plugin was compiled against never changes).
class ATLAS_CORE_EXPORT JsonPath {
public:
    JsonPath();
    JsonPath(const JsonPath &other);
    JsonPath(JsonPath &&other) noexcept;
    JsonPath &operator=(const JsonPath &other);
    JsonPath &operator=(JsonPath &&other) noexcept;
    ~JsonPath();

    static JsonPath field(const QString &key) { return JsonPath().key(key); }

    JsonPath key(const QString &key) const;
    JsonPath index(qsizetype index) const;
    JsonPath operator/(const QString &childKey) const { return key(childKey); }
    JsonPath operator/(qsizetype childIndex) const { return index(childIndex); }
    // `relative`'s segments after this path's: where a path inside a part (a chapter's params)
    // is in the whole (the manifest).
    JsonPath operator/(const JsonPath &relative) const;

    bool isEmpty() const;
    QString toPointer() const;   // "" for the root
    // "request" for the root; a key's control characters shown escaped (\n, \u0001), so the
    // name always fits on one line of a message.
    QString toFieldName() const;
    // The segments: QString for keys, qsizetype for indices.
    const QList<QVariant> &segments() const;

    friend ATLAS_CORE_EXPORT bool operator==(const JsonPath &a, const JsonPath &b);

private:
    class Private;
    QSharedDataPointer<Private> d;
};

} // namespace atlas
