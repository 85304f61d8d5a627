// What every subcommand of attention-atlas-cli shares: option parsing, reading a JSON
// request, and the error contract (one line on stderr, nothing on stdout, exit status 2).
#pragma once

#include "core/diagnosticlist.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <optional>
#include <string>

namespace atlas {

class CommandLine {
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    static constexpr int usageError = 2;
    // What a request's values may take in memory once read (JsonParser's estimate): with the
    // text itself (RequestInput::defaultLimit) the most that reading a request costs.
    static constexpr qint64 maxRequestMemory = qint64(512) << 20;

    // Parses `arguments` (arguments[0] is the command name). Returns an exit status when the
    // command should stop now (help shown: 0; bad options or more than maxPositional
    // positional arguments: 2, with the message on stderr).
    static std::optional<int> parse(QCommandLineParser &parser, const QStringList &arguments,
                                    int maxPositional);

    // Reads and parses the request (file or standard input) with JsonParser's strict grammar.
    // On failure prints the error (naming the field being read, line and column) and returns
    // nullopt.
    static std::optional<QJsonObject> readRequestObject(const QString &path);
    // The same for a request already read: the object, or nullopt and the one-line message.
    static std::optional<QJsonObject> parseRequestObject(const QByteArray &text, QString &error);

    // The integer option --name in [minimum, maximum], or `fallback` when it is not given; a
    // value that is not such an integer prints the error and gives nullopt.
    static std::optional<qint64> integerOption(const QCommandLineParser &parser, const QString &name,
                                               qint64 fallback, qint64 minimum, qint64 maximum);

    static QString fieldError(const QString &field, const QString &message);
    static int failRequest(const QString &message);   // prints "error: message", returns 2
    static int failRequest(const DiagnosticList::Entry &error);
    static void writeStdout(const std::string &text);
    static void writeStderr(const QString &line);
};

} // namespace atlas
