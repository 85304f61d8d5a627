// JSON written in a test, read as the application reads packs: a typo in it is the test's own bug, so it stops the suite at once.
#pragma once

#include "core/jsonparser.h"

#include <QByteArray>
#include <QJsonObject>
#include <QtGlobal>

namespace atlas::test {

class TestJson {
public:
    static QJsonObject object(const QByteArray &json)
    {
        // The application's own reader, so a test sees the values a pack would give.
        JsonParseFailure failure;
        const std::optional<QJsonValue> value = JsonParser::parse(json, &failure);
        if (!value || !value->isObject())
            qFatal("test JSON does not parse: %s in %s", value ? "not an object" : qPrintable(failure.message), json.constData());
        return value->toObject();
    }
};

} // namespace atlas::test
