// JSON written in a test: a typo in it is the test's own bug, so it stops the suite at once.
#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtGlobal>

namespace atlas::test {

class TestJson {
public:
    static QJsonObject object(const QByteArray &json)
    {
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(json, &error);
        if (error.error != QJsonParseError::NoError)
            qFatal("test JSON does not parse: %s in %s", qPrintable(error.errorString()), json.constData());
        return document.object();
    }
};

} // namespace atlas::test
