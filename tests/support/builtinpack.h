// The built-in course's manifest as written in the source tree, for suites that test a
// chapter kind against the example its chapter really gives (without loading the pack).
#pragma once

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QString>
#include "testpaths.h"

namespace atlas::test {

class BuiltInPack {
public:
    // Every chapter of `kind`, in the pack's order; none when the pack cannot be read.
    static QList<QJsonObject> chapters(const QString &kind)
    {
        QFile file(testpaths::sourceDir() + QStringLiteral("/content/self-attention/pack.json"));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        QList<QJsonObject> found;
        const QJsonArray all = QJsonDocument::fromJson(file.readAll()).object().value(QLatin1String("chapters")).toArray();
        for (const QJsonValue &chapter : all)
            if (chapter.toObject().value(QLatin1String("kind")).toString() == kind)
                found.append(chapter.toObject());
        return found;
    }
    // The first chapter of `kind`: the suite cannot run without it.
    static QJsonObject chapter(const QString &kind)
    {
        const QList<QJsonObject> found = chapters(kind);
        if (found.isEmpty())
            qFatal("the built-in pack has no %s chapter", qPrintable(kind));
        return found.first();
    }
    static QJsonObject params(const QString &kind)
    {
        return chapter(kind).value(QLatin1String("params")).toObject();
    }
};

} // namespace atlas::test
