// Typed reading of untrusted JSON with located, translatable error messages.
//
// Every accessor returns std::nullopt after reporting an error to the reader's sink, naming the
// exact location (a JsonPath) and what was expected, so a caller can keep reading and report
// every defect (the pack validator) or stop at the first (the command-line tool). The reader
// keeps no findings: it counts the errors it reported, so a caller can tell whether a part
// it read was right.
#pragma once

#include "core/coreexport.h"

#include "diagnosticsink.h"
#include "jsonpath.h"
#include "localizedtext.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace atlas {

class ATLAS_CORE_EXPORT JsonReader {
    Q_DECLARE_TR_FUNCTIONS(JsonReader)

public:
    // Reports to `sink`, which outlives the reader.
    explicit JsonReader(DiagnosticSink &sink);
    JsonReader(const JsonReader &) = delete;
    JsonReader &operator=(const JsonReader &) = delete;
    ~JsonReader();

    // The errors this reader reported; hasErrors(): any.
    int errorCount() const;
    bool hasErrors() const { return errorCount() > 0; }
    void fail(const JsonPath &path, DiagnosticCode code, const QString &message);

    std::optional<std::vector<double>> numbers(const QJsonValue &value, const JsonPath &path,
                                               qsizetype maxCount);
    std::optional<std::vector<qint64>> integers(const QJsonValue &value, const JsonPath &path,
                                                qsizetype maxCount);
    std::optional<qint64> integer(const QJsonValue &value, const JsonPath &path, qint64 minimum,
                                  qint64 maximum);
    std::optional<double> number(const QJsonValue &value, const JsonPath &path);
    std::optional<bool> boolean(const QJsonValue &value, const JsonPath &path);
    std::optional<QString> string(const QJsonValue &value, const JsonPath &path);
    std::optional<QJsonObject> object(const QJsonValue &value, const JsonPath &path);
    // A pack text: a non-empty string (English) or an object of language code → non-empty
    // string ("de", "de_CH"), each at most `maxLength` characters.
    std::optional<LocalizedText> text(const QJsonValue &value, const JsonPath &path, qsizetype maxLength);

    // Reports an error for each key of `object` not in `known`.
    void rejectUnknownKeys(const QJsonObject &object, const JsonPath &path,
                           const QStringList &known);

    static QString typeName(const QJsonValue &value);
    // The shortest text that reads back as `x` ("0.1", "1e+16"), for messages.
    static QString numberText(double x);
    // "4×6"
    static QString shape(qsizetype rows, qsizetype columns);

private:
    std::optional<qint64> exactInteger(const QJsonValue &value, const JsonPath &path);

    // Behind a d-pointer, so that what a reader keeps may grow without moving anything a
    // plugin compiled against.
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace atlas
