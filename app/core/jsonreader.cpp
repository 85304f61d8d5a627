#include "jsonreader.h"

#include "jsonparser.h"
#include "spellingsuggestion.h"

#include <QJsonArray>
#include <QLocale>
#include <QRegularExpression>

#include <cmath>

namespace atlas {

struct JsonReader::Private {
    DiagnosticSink &sink;
    int errors = 0;
};

JsonReader::JsonReader(DiagnosticSink &sink) : d(std::make_unique<Private>(Private{sink})) {}
JsonReader::~JsonReader() = default;

int JsonReader::errorCount() const
{
    return d->errors;
}

void JsonReader::fail(const JsonPath &path, DiagnosticCode code, const QString &message)
{
    ++d->errors;
    d->sink.error(path, code, message);
}

QString JsonReader::typeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null: return tr("null");
    case QJsonValue::Bool: return tr("a boolean");
    case QJsonValue::Double: return tr("a number");
    case QJsonValue::String: return tr("a string");
    case QJsonValue::Array: return tr("an array");
    case QJsonValue::Object: return tr("an object");
    case QJsonValue::Undefined: break;
    }
    return tr("nothing");
}

QString JsonReader::shape(qsizetype rows, qsizetype columns)
{
    return QString::number(rows) + QChar(0x00D7) + QString::number(columns);
}

std::optional<std::vector<double>> JsonReader::numbers(const QJsonValue &value,
                                                       const JsonPath &path, qsizetype maxCount)
{
    if (!value.isArray()) {
        fail(path, DiagnosticCode::WrongType, tr("expected an array of numbers, got %1").arg(typeName(value)));
        return std::nullopt;
    }
    const QJsonArray array = value.toArray();
    if (array.size() > maxCount) {
        fail(path, DiagnosticCode::TooLarge, tr("expected at most %1 numbers, got %2").arg(maxCount).arg(array.size()));
        return std::nullopt;
    }
    std::vector<double> result;
    result.reserve(static_cast<std::size_t>(array.size()));
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonValue element = array.at(i);
        if (!element.isDouble() || !std::isfinite(element.toDouble())) {
            number(element, path / i); // says what is wrong, at the element (its path made only now)
            return std::nullopt;
        }
        result.push_back(element.toDouble());
    }
    return result;
}

std::optional<qint64> JsonReader::exactInteger(const QJsonValue &value, const JsonPath &path)
{
    if (!value.isDouble()) {
        fail(path, DiagnosticCode::WrongType, tr("expected an integer, got %1").arg(typeName(value)));
        return std::nullopt;
    }
    // JsonParser refuses integers written beyond ±(2⁵³ − 1), where neighbours share a double;
    // one written otherwise (1e16) is refused here, never rounded into range.
    const double x = value.toDouble();
    if (!std::isfinite(x) || std::floor(x) != x) {
        fail(path, DiagnosticCode::WrongType, tr("expected an integer, got %1").arg(numberText(x)));
        return std::nullopt;
    }
    if (std::fabs(x) > double(JsonParser::maxExactInteger)) {
        //: %1: 9007199254740991 (2^53 − 1); %2: the number given
        fail(path, DiagnosticCode::OutOfRange, tr("expected an integer from −%1 to %1, the integers a JSON number carries exactly; got %2")
                       .arg(JsonParser::maxExactInteger).arg(numberText(x)));
        return std::nullopt;
    }
    return value.toInteger();
}

QString JsonReader::numberText(double x)
{
    return QString::number(x, 'g', QLocale::FloatingPointShortest);
}

std::optional<std::vector<qint64>> JsonReader::integers(const QJsonValue &value,
                                                        const JsonPath &path, qsizetype maxCount)
{
    if (!value.isArray()) {
        fail(path, DiagnosticCode::WrongType, tr("expected an array of integers, got %1").arg(typeName(value)));
        return std::nullopt;
    }
    const QJsonArray array = value.toArray();
    if (array.size() > maxCount) {
        fail(path, DiagnosticCode::TooLarge, tr("expected at most %1 integers, got %2").arg(maxCount).arg(array.size()));
        return std::nullopt;
    }
    std::vector<qint64> result;
    result.reserve(static_cast<std::size_t>(array.size()));
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonValue element = array.at(i);
        const double x = element.toDouble();
        if (!element.isDouble() || !std::isfinite(x) || std::floor(x) != x || std::fabs(x) > double(JsonParser::maxExactInteger)) {
            exactInteger(element, path / i); // says what is wrong, at the element (its path made only now)
            return std::nullopt;
        }
        result.push_back(element.toInteger());
    }
    return result;
}

std::optional<qint64> JsonReader::integer(const QJsonValue &value, const JsonPath &path,
                                          qint64 minimum, qint64 maximum)
{
    const std::optional<qint64> x = exactInteger(value, path);
    if (!x)
        return std::nullopt;
    if (*x < minimum || *x > maximum) {
        fail(path, DiagnosticCode::OutOfRange, tr("expected an integer from %1 to %2, got %3").arg(minimum).arg(maximum).arg(*x));
        return std::nullopt;
    }
    return x;
}

std::optional<double> JsonReader::number(const QJsonValue &value, const JsonPath &path)
{
    if (!value.isDouble()) {
        fail(path, DiagnosticCode::WrongType, tr("expected a number, got %1").arg(typeName(value)));
        return std::nullopt;
    }
    const double x = value.toDouble();
    if (!std::isfinite(x)) {
        fail(path, DiagnosticCode::NotFinite, tr("expected a finite number"));
        return std::nullopt;
    }
    return x;
}

std::optional<bool> JsonReader::boolean(const QJsonValue &value, const JsonPath &path)
{
    if (!value.isBool()) {
        fail(path, DiagnosticCode::WrongType, tr("expected true or false, got %1").arg(typeName(value)));
        return std::nullopt;
    }
    return value.toBool();
}

std::optional<QString> JsonReader::string(const QJsonValue &value, const JsonPath &path)
{
    if (!value.isString()) {
        fail(path, DiagnosticCode::WrongType, tr("expected a string, got %1").arg(typeName(value)));
        return std::nullopt;
    }
    return value.toString();
}

std::optional<QJsonObject> JsonReader::object(const QJsonValue &value, const JsonPath &path)
{
    if (!value.isObject()) {
        fail(path, DiagnosticCode::WrongType, tr("expected an object, got %1").arg(typeName(value)));
        return std::nullopt;
    }
    return value.toObject();
}

void JsonReader::rejectUnknownKeys(const QJsonObject &object, const JsonPath &path,
                                   const QStringList &known)
{
    for (auto it = object.begin(); it != object.end(); ++it)
        if (!known.contains(it.key()))
            fail(path / it.key(), DiagnosticCode::UnknownField, tr("unknown field (expected one of: %1)")
                                      .arg(known.join(QLatin1String(", ")))
                                      + SpellingSuggestion::hint(it.key(), known));
}

std::optional<LocalizedText> JsonReader::text(const QJsonValue &value, const JsonPath &path, qsizetype maxLength)
{
    // The language codes the pack loader accepts for its own texts.
    static const QRegularExpression language(QStringLiteral("^[a-z]{2,3}(?:[_-][A-Za-z0-9]{2,8})*$"));
    LocalizedText result;
    bool ok = true;
    auto accept = [&](const QString &code, const QJsonValue &v, const JsonPath &where) {
        if (!v.isString()) {
            fail(where, DiagnosticCode::WrongType, tr("expected a string, got %1").arg(typeName(v)));
            ok = false;
            return;
        }
        const QString s = v.toString();
        if (s.trimmed().isEmpty()) {
            fail(where, DiagnosticCode::Missing, tr("expected a non-empty text"));
            ok = false;
        } else if (s.size() > maxLength) {
            fail(where, DiagnosticCode::TooLarge, tr("%1 characters, more than the limit of %2").arg(s.size()).arg(maxLength));
            ok = false;
        } else {
            result.set(code, s);
        }
    };
    if (value.isString()) {
        accept(LocalizedText::defaultLanguage(), value, path);
    } else if (value.isObject()) {
        const QJsonObject translations = value.toObject();
        if (translations.isEmpty()) {
            fail(path, DiagnosticCode::Missing, tr("expected at least one language"));
            return std::nullopt;
        }
        for (auto it = translations.begin(); it != translations.end(); ++it) {
            if (!language.match(it.key()).hasMatch()) {
                fail(path / it.key(), DiagnosticCode::Invalid, tr("'%1' is not a language code (expected e.g. \"en\", \"de\", \"de_CH\")").arg(it.key().left(40)));
                ok = false;
                continue;
            }
            accept(it.key(), it.value(), path / it.key());
        }
    } else {
        fail(path, DiagnosticCode::WrongType, tr("expected a string or an object of language → string, got %1").arg(typeName(value)));
        return std::nullopt;
    }
    if (!ok || result.isEmpty())
        return std::nullopt;
    return result;
}

} // namespace atlas
