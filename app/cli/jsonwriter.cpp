#include "jsonwriter.h"

#include <charconv>
#include <cmath>

namespace atlas {

void JsonWriter::separate()
{
    if (afterKey_) {
        afterKey_ = false;
        return;
    }
    if (!first_.empty()) {
        if (!first_.back())
            out_ += ',';
        first_.back() = false;
    }
}

void JsonWriter::beginObject()
{
    separate();
    out_ += '{';
    first_.push_back(true);
}

void JsonWriter::endObject()
{
    out_ += '}';
    first_.pop_back();
}

void JsonWriter::beginArray()
{
    separate();
    out_ += '[';
    first_.push_back(true);
}

void JsonWriter::endArray()
{
    out_ += ']';
    first_.pop_back();
    if (sink_ && out_.size() >= threshold_) {
        sink_(out_);
        out_.clear();
    }
}

void JsonWriter::setSink(std::function<void(const std::string &)> sink, std::size_t threshold)
{
    sink_ = std::move(sink);
    threshold_ = threshold;
}

void JsonWriter::key(std::string_view name)
{
    separate();
    writeString(name);
    out_ += ':';
    afterKey_ = true;
}

void JsonWriter::value(double x)
{
    separate();
    if (!std::isfinite(x)) { // JSON has no infinities; callers check first
        out_ += "null";
        return;
    }
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, x);
    out_.append(buffer, result.ptr);
}

void JsonWriter::value(std::int64_t x)
{
    separate();
    char buffer[24];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, x);
    out_.append(buffer, result.ptr);
}

void JsonWriter::value(bool x)
{
    separate();
    out_ += x ? "true" : "false";
}

void JsonWriter::null()
{
    separate();
    out_ += "null";
}

void JsonWriter::value(std::string_view text)
{
    separate();
    writeString(text);
}

void JsonWriter::writeString(std::string_view text)
{
    out_ += '"';
    for (char ch : text) {
        switch (ch) {
        case '"': out_ += "\\\""; break;
        case '\\': out_ += "\\\\"; break;
        case '\n': out_ += "\\n"; break;
        case '\r': out_ += "\\r"; break;
        case '\t': out_ += "\\t"; break;
        default:
            if (static_cast<unsigned char>(ch) < 0x20) {
                static const char hex[] = "0123456789abcdef";
                out_ += "\\u00";
                out_ += hex[(ch >> 4) & 0xf];
                out_ += hex[ch & 0xf];
            } else {
                out_ += ch;
            }
        }
    }
    out_ += '"';
}

void JsonWriter::boolMatrix(const BoolMatrix &m)
{
    beginArray();
    for (Index r = 0; r < m.rows(); ++r) {
        beginArray();
        for (Index c = 0; c < m.cols(); ++c)
            value(static_cast<bool>(m(r, c)));
        endArray();
    }
    endArray();
}

void JsonWriter::integers(const std::vector<std::int64_t> &values)
{
    beginArray();
    for (std::int64_t x : values)
        value(x);
    endArray();
}

void JsonWriter::integers(const std::vector<int> &values)
{
    beginArray();
    for (int x : values)
        value(x);
    endArray();
}

void JsonWriter::booleans(const std::vector<bool> &values)
{
    beginArray();
    for (bool x : values)
        value(x);
    endArray();
}

} // namespace atlas
