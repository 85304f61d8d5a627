// What every subcommand of attention-atlas-cli shares: option parsing, reading a JSON
// request, and the error contract (one line on stderr, nothing on stdout, exit status 2).
#pragma once

#include "core/jsonreader.h"

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

    // Parses `arguments` (arguments[0] is the command name). Returns an exit status when the
    // command should stop now (help shown: 0; bad options or more than maxPositional
    // positional arguments: 2, with the message on stderr).
    static std::optional<int> parse(QCommandLineParser &parser, const QStringList &arguments,
                                    int maxPositional);

    // Reads and parses the request (file or standard input). On failure prints the error and
    // returns nullopt.
    static std::optional<QJsonObject> readRequestObject(const QString &path);

    static QString fieldError(const QString &field, const QString &message);
    static int failRequest(const QString &message);   // prints "error: message", returns 2
    static int failRequest(const FieldError &error);
    static void writeStdout(const std::string &text);
    static void writeStderr(const QString &line);
};

} // namespace atlas
