// A small streaming JSON writer for the command-line tool's responses.
//
// Responses can hold millions of numbers (T × T per head); writing them straight into one
// buffer is several times faster and lighter than building a QJsonDocument, and with a sink
// the buffer is handed on whenever it passes a threshold, so a response of any size costs a
// megabyte of memory, not its own size. Doubles are
// written with std::to_chars: the shortest text that reads back to the same double, so the
// numbers survive the round trip exactly.
#pragma once

#include <atlas/types.h>

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace atlas {

class JsonWriter {
public:
    explicit JsonWriter(std::string &out) : out_(out) {}

    // After each row or array that leaves the buffer above `threshold` bytes, `sink` gets
    // the buffer, which is then emptied. The caller hands on what remains at the end.
    void setSink(std::function<void(const std::string &)> sink, std::size_t threshold = std::size_t(1) << 20);

    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    void key(std::string_view name);

    void value(double x);
    void value(std::int64_t x);
    void value(int x) { value(static_cast<std::int64_t>(x)); }
    void value(bool x);
    void value(std::string_view text);
    void null();

    template <typename Derived>
    void matrix(const Eigen::MatrixBase<Derived> &m)
    {
        beginArray();
        for (Index r = 0; r < m.rows(); ++r) {
            beginArray();
            for (Index c = 0; c < m.cols(); ++c)
                value(static_cast<double>(m(r, c)));
            endArray();
        }
        endArray();
    }
    void boolMatrix(const BoolMatrix &m);
    void integers(const std::vector<std::int64_t> &values);
    void integers(const std::vector<int> &values);
    void booleans(const std::vector<bool> &values);

private:
    void separate();
    void writeString(std::string_view text);

    std::string &out_;
    std::function<void(const std::string &)> sink_;
    std::size_t threshold_ = 0;
    std::vector<bool> first_; // per open container: no element written yet
    bool afterKey_ = false;
};

} // namespace atlas
