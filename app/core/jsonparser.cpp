#include "jsonparser.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringDecoder>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <vector>

namespace atlas {

namespace {

// What a failure message quotes of the text: enough to recognize it, never a megabyte.
QString quoted(const char *begin, const char *end)
{
    const qsizetype length = end - begin;
    if (length <= 40)
        return QString::fromUtf8(begin, length);
    return QString::fromUtf8(begin, 37) + QStringLiteral("…");
}

QString describeByte(char c)
{
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x21 && byte < 0x7F)
        return QStringLiteral("'%1'").arg(QLatin1Char(c));
    return QStringLiteral("byte 0x%1").arg(byte, 2, 16, QLatin1Char('0'));
}

class Parser {
public:
    Parser(const QByteArray &text, const JsonParseLimits &limits)
        : begin_(text.constData()), end_(text.constData() + text.size()), at_(begin_),
          maxDepth_(limits.maxDepth), maxMemory_(limits.maxMemory)
    {
    }

    std::optional<QJsonValue> run(JsonParseFailure *failure);

private:
    struct Segment {
        QString key;
        qsizetype index = -1; // ≥ 0: an array element
    };

    bool fail(const char *where, const QString &message, bool validJson = false);
    bool charge(const char *where, qint64 bytes);
    void skipWhitespace();
    bool parseValue(QJsonValue &out, int depth);
    bool parseObject(QJsonValue &out, int depth);
    bool parseArray(QJsonValue &out, int depth);
    bool parseString(QString &out);
    bool parseNumber(QJsonValue &out);
    bool parseLiteral(QJsonValue &out);
    bool parseEscape(QString &out);
    std::pair<int, int> position(const char *where) const;

    const char *begin_;
    const char *end_;
    const char *at_;
    int maxDepth_;
    qint64 maxMemory_;
    qint64 memory_ = 0; // charged so far: never given back, so an upper bound
    std::vector<Segment> path_;
    // Set by fail(): the first problem is the one reported.
    std::optional<JsonParseFailure> failure_;
};

std::pair<int, int> Parser::position(const char *where) const
{
    int line = 1, column = 1;
    for (const char *p = begin_; p < where && p < end_; ++p) {
        const auto c = static_cast<unsigned char>(*p);
        if (c == '\n') {
            ++line;
            column = 1;
        } else if ((c & 0xC0) != 0x80) { // characters, not UTF-8 continuation bytes
            ++column;
        }
    }
    return {line, column};
}

bool Parser::fail(const char *where, const QString &message, bool validJson)
{
    if (failure_)
        return false;
    JsonParseFailure f;
    f.offset = where - begin_;
    std::tie(f.line, f.column) = position(where);
    for (const Segment &s : path_)
        f.path = s.index >= 0 ? f.path / s.index : f.path / s.key;
    f.message = message;
    f.validJson = validJson;
    failure_ = f;
    return false;
}

bool Parser::charge(const char *where, qint64 bytes)
{
    memory_ += bytes;
    if (memory_ <= maxMemory_)
        return true;
    //: %1: a size in MiB
    return fail(where, JsonParser::tr("the text holds more values than this reader takes (they would need more than %1 MiB of memory)")
                           .arg(maxMemory_ >> 20), true);
}

void Parser::skipWhitespace()
{
    while (at_ < end_ && (*at_ == ' ' || *at_ == '\t' || *at_ == '\n' || *at_ == '\r'))
        ++at_;
}

std::optional<QJsonValue> Parser::run(JsonParseFailure *failure)
{
    if (end_ - at_ >= 3 && std::equal(at_, at_ + 3, "\xEF\xBB\xBF"))
        at_ += 3;
    skipWhitespace();
    QJsonValue value;
    bool ok = false;
    if (at_ == end_)
        fail(at_, JsonParser::tr("no JSON value (the text is empty)"));
    else
        ok = parseValue(value, 0);
    if (ok) {
        skipWhitespace();
        if (at_ != end_)
            ok = fail(at_, JsonParser::tr("unexpected %1 after the JSON value (a text holds one value)").arg(describeByte(*at_)));
    }
    if (!ok) {
        if (failure && failure_)
            *failure = *failure_;
        return std::nullopt;
    }
    return value;
}

bool Parser::parseValue(QJsonValue &out, int depth)
{
    if (at_ == end_)
        return fail(at_, JsonParser::tr("the text ends where a value should be"));
    if (!charge(at_, JsonParser::costPerValue))
        return false;
    switch (*at_) {
    case '{':
        return parseObject(out, depth + 1);
    case '[':
        return parseArray(out, depth + 1);
    case '"': {
        QString s;
        if (!parseString(s))
            return false;
        out = QJsonValue(s);
        return true;
    }
    case '-': case '0': case '1': case '2': case '3': case '4':
    case '5': case '6': case '7': case '8': case '9':
        return parseNumber(out);
    case '.': case '+':
        return parseNumber(out); // for its message
    default:
        return parseLiteral(out);
    }
}

bool Parser::parseLiteral(QJsonValue &out)
{
    const char *start = at_;
    const char *word = at_;
    while (word < end_ && ((*word >= 'a' && *word <= 'z') || (*word >= 'A' && *word <= 'Z')))
        ++word;
    const QByteArrayView name(start, word - start);
    if (name == "true")
        out = QJsonValue(true);
    else if (name == "false")
        out = QJsonValue(false);
    else if (name == "null")
        out = QJsonValue(QJsonValue::Null);
    else if (name == "NaN" || name == "Infinity" || name == "nan" || name == "inf")
        return fail(start, JsonParser::tr("%1 is not a JSON number (JSON numbers are finite)").arg(quoted(start, word)));
    else if (!name.isEmpty())
        return fail(start, JsonParser::tr("unexpected word '%1' (expected a value: a number, a string, true, false, null, an array or an object)").arg(quoted(start, word)));
    else
        return fail(start, JsonParser::tr("unexpected %1 (expected a value: a number, a string, true, false, null, an array or an object)").arg(describeByte(*start)));
    at_ = word;
    return true;
}

bool Parser::parseObject(QJsonValue &out, int depth)
{
    if (depth > maxDepth_)
        return fail(at_, JsonParser::tr("nested deeper than %1 levels").arg(maxDepth_), true);
    ++at_; // '{'
    struct Member {
        QString key;
        QJsonValue value;
        const char *keyAt;
    };
    std::vector<Member> members;
    skipWhitespace();
    if (at_ < end_ && *at_ == '}') {
        ++at_;
        out = QJsonObject();
        return true;
    }
    if (!charge(at_, JsonParser::costPerContainer))
        return false;
    while (true) {
        skipWhitespace();
        if (at_ == end_)
            return fail(at_, JsonParser::tr("the text ends inside an object (expected a key in double quotes)"));
        if (*at_ != '"') {
            if (*at_ == '}' && !members.empty())
                return fail(at_, JsonParser::tr("a comma before '}' (JSON allows no trailing comma)"));
            return fail(at_, JsonParser::tr("unexpected %1 (expected a key in double quotes)").arg(describeByte(*at_)));
        }
        const char *keyAt = at_;
        QString key;
        if (!charge(at_, JsonParser::costPerMember) || !parseString(key))
            return false;
        skipWhitespace();
        if (at_ == end_ || *at_ != ':')
            return fail(at_, at_ == end_ ? JsonParser::tr("the text ends after a key (expected ':')")
                                         : JsonParser::tr("unexpected %1 after a key (expected ':')").arg(describeByte(*at_)));
        ++at_;
        skipWhitespace();
        path_.push_back(Segment{key, -1});
        QJsonValue value;
        if (!parseValue(value, depth))
            return false;
        path_.pop_back();
        members.push_back(Member{std::move(key), std::move(value), keyAt});
        skipWhitespace();
        if (at_ == end_)
            return fail(at_, JsonParser::tr("the text ends inside an object (expected ',' or '}')"));
        if (*at_ == ',') {
            ++at_;
            continue;
        }
        if (*at_ == '}') {
            ++at_;
            break;
        }
        return fail(at_, JsonParser::tr("unexpected %1 after a value in an object (expected ',' or '}')").arg(describeByte(*at_)));
    }
    // QJsonObject keeps its keys sorted: sorted, each insertion appends, and a key given
    // twice sits next to its twin (the stable sort keeps them in text order).
    std::stable_sort(members.begin(), members.end(), [](const Member &a, const Member &b) { return a.key < b.key; });
    const Member *twin = nullptr; // the second of a pair, the earliest in the text
    for (std::size_t i = 1; i < members.size(); ++i)
        if (members[i].key == members[i - 1].key && (!twin || members[i].keyAt < twin->keyAt))
            twin = &members[i];
    if (twin) {
        const auto first = std::find_if(members.begin(), members.end(), [twin](const Member &m) { return m.key == twin->key; });
        const auto [line, column] = position(first->keyAt);
        path_.push_back(Segment{twin->key, -1});
        //: %1: the key; %2, %3: where the key was given first
        return fail(twin->keyAt, JsonParser::tr("the key \"%1\" is given twice (first at line %2, column %3); readers disagree on which one counts")
                                     .arg(twin->key.left(40)).arg(line).arg(column), true);
    }
    QJsonObject object;
    for (const Member &m : members)
        object.insert(m.key, m.value);
    out = object;
    return true;
}

bool Parser::parseArray(QJsonValue &out, int depth)
{
    if (depth > maxDepth_)
        return fail(at_, JsonParser::tr("nested deeper than %1 levels").arg(maxDepth_), true);
    ++at_; // '['
    QJsonArray array;
    skipWhitespace();
    if (at_ < end_ && *at_ == ']') {
        ++at_;
        out = array;
        return true;
    }
    if (!charge(at_, JsonParser::costPerContainer))
        return false;
    path_.push_back(Segment{QString(), 0});
    while (true) {
        skipWhitespace();
        if (at_ < end_ && *at_ == ']')
            return fail(at_, JsonParser::tr("a comma before ']' (JSON allows no trailing comma)"));
        QJsonValue value;
        if (!parseValue(value, depth))
            return false;
        array.append(value);
        skipWhitespace();
        if (at_ == end_)
            return fail(at_, JsonParser::tr("the text ends inside an array (expected ',' or ']')"));
        if (*at_ == ',') {
            ++at_;
            ++path_.back().index;
            continue;
        }
        if (*at_ == ']') {
            ++at_;
            break;
        }
        return fail(at_, JsonParser::tr("unexpected %1 after a value in an array (expected ',' or ']')").arg(describeByte(*at_)));
    }
    path_.pop_back();
    out = array;
    return true;
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

bool Parser::parseEscape(QString &out)
{
    const char *start = at_; // at the backslash
    if (end_ - at_ < 2)
        return fail(start, JsonParser::tr("the text ends inside an escape sequence"));
    const char c = at_[1];
    at_ += 2;
    switch (c) {
    case '"': out += QLatin1Char('"'); return true;
    case '\\': out += QLatin1Char('\\'); return true;
    case '/': out += QLatin1Char('/'); return true;
    case 'b': out += QLatin1Char('\b'); return true;
    case 'f': out += QLatin1Char('\f'); return true;
    case 'n': out += QLatin1Char('\n'); return true;
    case 'r': out += QLatin1Char('\r'); return true;
    case 't': out += QLatin1Char('\t'); return true;
    case 'u': break;
    default:
        return fail(start, JsonParser::tr("unknown escape \\%1 in a string (JSON knows \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
                               .arg(static_cast<unsigned char>(c) >= 0x20 && static_cast<unsigned char>(c) < 0x7F ? QString(QLatin1Char(c)) : describeByte(c)));
    }
    auto unit = [this](char16_t &value) {
        if (end_ - at_ < 4)
            return false;
        value = 0;
        for (int i = 0; i < 4; ++i) {
            const int h = hexValue(at_[i]);
            if (h < 0)
                return false;
            value = static_cast<char16_t>(value * 16 + h);
        }
        at_ += 4;
        return true;
    };
    char16_t high = 0;
    if (!unit(high))
        return fail(start, JsonParser::tr("\\u needs four hexadecimal digits"));
    if (high >= 0xDC00 && high <= 0xDFFF)
        return fail(start, JsonParser::tr("\\u%1 is the second half of a surrogate pair without a first").arg(int(high), 4, 16, QLatin1Char('0')));
    if (high >= 0xD800 && high <= 0xDBFF) {
        const char *second = at_;
        char16_t low = 0;
        if (end_ - at_ < 2 || at_[0] != '\\' || at_[1] != 'u' || (at_ += 2, !unit(low)) || low < 0xDC00 || low > 0xDFFF) {
            at_ = second;
            return fail(start, JsonParser::tr("\\u%1 is the first half of a surrogate pair without a second").arg(int(high), 4, 16, QLatin1Char('0')));
        }
        out += QChar(high);
        out += QChar(low);
        return true;
    }
    out += QChar(high);
    return true;
}

bool Parser::parseString(QString &out)
{
    const char *open = at_;
    ++at_; // '"'
    // The common case: no escape, no control character, ASCII or UTF-8 copied in one piece.
    const char *run = at_;
    bool ascii = true;
    auto flush = [&](const char *until) {
        if (until == run)
            return true;
        if (ascii) {
            out += QLatin1String(run, until - run);
            return true;
        }
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString piece = decoder(QByteArrayView(run, until - run));
        if (decoder.hasError())
            return fail(open, JsonParser::tr("the string is not UTF-8 text"));
        out += piece;
        return true;
    };
    while (at_ < end_) {
        const auto c = static_cast<unsigned char>(*at_);
        if (c == '"') {
            if (!flush(at_) || !charge(open, JsonParser::costPerCharacter * out.size()))
                return false;
            ++at_;
            return true;
        }
        if (c == '\\') {
            if (!flush(at_) || !parseEscape(out))
                return false;
            run = at_;
            ascii = true;
            continue;
        }
        if (c < 0x20)
            return fail(at_, JsonParser::tr("a control character (U+%1) in a string: write it as an escape such as \\n or \\t")
                                 .arg(QString::number(c, 16).toUpper().rightJustified(4, QLatin1Char('0'))));
        if (c >= 0x80)
            ascii = false;
        ++at_;
    }
    return fail(open, JsonParser::tr("a string that is never closed (no matching '\"')"));
}

bool Parser::parseNumber(QJsonValue &out)
{
    const char *start = at_;
    const char *p = at_;
    auto isDigit = [this](const char *q) { return q < end_ && *q >= '0' && *q <= '9'; };
    auto wholeToken = [&]() { // for messages: the number-like characters from start
        const char *q = start;
        while (q < end_ && (std::isalnum(static_cast<unsigned char>(*q)) || *q == '.' || *q == '-' || *q == '+'))
            ++q;
        return quoted(start, q);
    };
    if (*p == '+')
        return fail(start, JsonParser::tr("%1: a JSON number has no '+' sign").arg(wholeToken()));
    if (*p == '.')
        return fail(start, JsonParser::tr("%1: a JSON number needs a digit before the decimal point (write 0.5, not .5)").arg(wholeToken()));
    const bool negative = *p == '-';
    if (negative)
        ++p;
    if (!isDigit(p)) {
        if (p < end_ && (*p == 'I' || *p == 'N' || *p == 'i' || *p == 'n'))
            return fail(start, JsonParser::tr("%1 is not a JSON number (JSON numbers are finite)").arg(wholeToken()));
        return fail(start, JsonParser::tr("%1: a '-' must be followed by digits").arg(wholeToken()));
    }
    const char *integerStart = p;
    if (*p == '0') {
        ++p;
        if (isDigit(p))
            return fail(start, JsonParser::tr("%1: a JSON number has no leading zeros").arg(wholeToken()));
    } else {
        while (isDigit(p))
            ++p;
    }
    const char *integerEnd = p;
    const char *fractionStart = p, *fractionEnd = p;
    bool plainInteger = true;
    if (p < end_ && *p == '.') {
        ++p;
        if (!isDigit(p))
            return fail(start, JsonParser::tr("%1: a JSON number needs a digit after the decimal point (write 1.0 or 1, not 1.)").arg(wholeToken()));
        fractionStart = p;
        while (isDigit(p))
            ++p;
        fractionEnd = p;
        plainInteger = false;
    }
    qint64 exponent = 0;
    if (p < end_ && (*p == 'e' || *p == 'E')) {
        ++p;
        bool negativeExponent = false;
        if (p < end_ && (*p == '+' || *p == '-')) {
            negativeExponent = *p == '-';
            ++p;
        }
        if (!isDigit(p))
            return fail(start, JsonParser::tr("%1: an exponent needs digits").arg(wholeToken()));
        while (isDigit(p)) {
            // Saturates: 10^(±10¹²) is far beyond any double either way.
            if (exponent < 1000000000000)
                exponent = exponent * 10 + (*p - '0');
            ++p;
        }
        if (negativeExponent)
            exponent = -exponent;
        plainInteger = false;
    }
    if (p < end_ && (std::isalpha(static_cast<unsigned char>(*p)) || *p == '.'))
        return fail(start, JsonParser::tr("%1 is not a JSON number").arg(wholeToken()));
    at_ = p;

    if (plainInteger) {
        // Digits alone: an integer, kept exact — or refused when a double would round it.
        qint64 value = 0;
        const auto [end, error] = std::from_chars(integerStart, integerEnd, value);
        if (error != std::errc() || end != integerEnd || value > JsonParser::maxExactInteger)
            //: %1: the integer as written; %2: 9007199254740991
            return fail(start, JsonParser::tr("the integer %1 is beyond ±%2, the largest every JSON reader carries exactly; it is refused rather than rounded")
                                   .arg(quoted(start, p)).arg(JsonParser::maxExactInteger), true);
        out = QJsonValue(negative ? -value : value);
        return true;
    }
    double value = 0;
    const auto [end, error] = std::from_chars(start, p, value);
    if (error == std::errc::result_out_of_range) {
        // Overflow or underflow: tell them apart by the decimal exponent of the first
        // significant digit (the literal is not zero: zero is in range).
        qint64 firstNonZero = 0;
        for (const char *d = integerStart; d < integerEnd && *d == '0'; ++d)
            ++firstNonZero;
        if (firstNonZero == integerEnd - integerStart)
            for (const char *d = fractionStart; d < fractionEnd && *d == '0'; ++d)
                ++firstNonZero;
        const qint64 leading = (integerEnd - integerStart) - 1 - firstNonZero + exponent;
        if (leading >= 0)
            return fail(start, JsonParser::tr("the number %1 is beyond ±1.8e308, the largest a double holds").arg(quoted(start, p)), true);
        value = negative ? -0.0 : 0.0; // smaller than the smallest double: its nearest is zero
    } else if (error != std::errc() || end != p || !std::isfinite(value)) {
        return fail(start, JsonParser::tr("%1 is not a JSON number").arg(quoted(start, p)));
    }
    out = QJsonValue(value);
    return true;
}

} // namespace

std::optional<QJsonValue> JsonParser::parse(const QByteArray &utf8, JsonParseFailure *failure, const JsonParseLimits &limits)
{
    return Parser(utf8, limits).run(failure);
}


} // namespace atlas
