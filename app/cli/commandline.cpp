#include "commandline.h"

#include "requestinput.h"

#include "core/jsonparser.h"

#include <cstdio>

namespace atlas {

namespace {

// QCommandLineParser's usage line names the executable's full path and not the command
// ("Usage: /usr/bin/attention-atlas-cli [options]"); name what the user has to type.
QString helpText(const QCommandLineParser &parser, const QString &command)
{
    QString text = parser.helpText();
    const QString executable = QCoreApplication::arguments().constFirst();
    const qsizetype at = text.indexOf(executable);
    if (at >= 0 && at < text.indexOf(QLatin1Char('\n')))
        text.replace(at, executable.size(), QCoreApplication::applicationName() + QLatin1Char(' ') + command);
    return text;
}

} // namespace

std::optional<int> CommandLine::parse(QCommandLineParser &parser, const QStringList &arguments,
                                      int maxPositional)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    if (!parser.parse(arguments)) {
        writeStderr(QStringLiteral("error: ") + parser.errorText());
        return usageError;
    }
    // --help-all (which addHelpOption offers too) is the same: a command has no Qt options.
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all"))) {
        writeStdout(helpText(parser, arguments.constFirst()).toStdString());
        return 0;
    }
    if (parser.positionalArguments().size() > maxPositional) {
        writeStderr(QStringLiteral("error: ")
                    + tr("unexpected argument: %1").arg(parser.positionalArguments().value(maxPositional)));
        return usageError;
    }
    return std::nullopt;
}

std::optional<QJsonObject> CommandLine::readRequestObject(const QString &path)
{
    QString error;
    std::optional<QByteArray> data = RequestInput::read(path, RequestInput::defaultLimit, error);
    if (!data) {
        failRequest(fieldError(QStringLiteral("request"), error));
        return std::nullopt;
    }
    std::optional<QJsonObject> object = parseRequestObject(*data, error);
    if (!object)
        failRequest(error);
    return object;
}

std::optional<QJsonObject> CommandLine::parseRequestObject(const QByteArray &text, QString &error)
{
    JsonParseFailure failure;
    JsonParseLimits limits;
    limits.maxMemory = maxRequestMemory;
    const std::optional<QJsonValue> document = JsonParser::parse(text, &failure, limits);
    if (!document) {
        //: %1: what is wrong; %2, %3: line and column in the request
        error = fieldError(failure.path.toFieldName(), tr("%1 (line %2, column %3)").arg(failure.message).arg(failure.line).arg(failure.column));
        return std::nullopt;
    }
    if (!document->isObject()) {
        error = fieldError(QStringLiteral("request"), tr("expected a JSON object, got %1").arg(JsonReader::typeName(*document)));
        return std::nullopt;
    }
    return document->toObject();
}

std::optional<qint64> CommandLine::integerOption(const QCommandLineParser &parser, const QString &name,
                                                 qint64 fallback, qint64 minimum, qint64 maximum)
{
    if (!parser.isSet(name))
        return fallback;
    bool ok = false;
    const QString text = parser.value(name);
    const qint64 value = text.toLongLong(&ok);
    if (!ok || value < minimum || value > maximum) {
        failRequest(fieldError(QLatin1String("--") + name,
            tr("expected an integer from %1 to %2, got '%3'").arg(minimum).arg(maximum).arg(text)));
        return std::nullopt;
    }
    return value;
}

QString CommandLine::fieldError(const QString &field, const QString &message)
{
    return field + QLatin1String(": ") + message;
}

int CommandLine::failRequest(const QString &message)
{
    writeStderr(QStringLiteral("error: ") + message);
    return usageError;
}

int CommandLine::failRequest(const DiagnosticList::Entry &error)
{
    return failRequest(fieldError(error.path.toFieldName(), error.message));
}

void CommandLine::writeStdout(const std::string &text)
{
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
}

void CommandLine::writeStderr(const QString &line)
{
    QString oneLine = line;
    oneLine.replace(QLatin1Char('\n'), QLatin1Char(' '));
    const QByteArray bytes = oneLine.toUtf8() + '\n';
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stderr);
}

} // namespace atlas
