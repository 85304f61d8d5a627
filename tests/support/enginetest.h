// Helpers shared by the engine suites: seeded random inputs, the norm-wise relative error,
// bit-exact comparisons, ulp distances and short text for failure messages.
//
// Deliberately free of engine code except the matrix types, so that a helper can never agree
// with the engine by construction.
#pragma once

#include <atlas/types.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <sstream>
#include <functional>
#include <string>
#include <type_traits>
#include <vector>

namespace enginetest {

using atlas::Index;

// Uniform numbers from std::mt19937_64, whose output sequence the standard fixes (the
// standard distributions are implementation-defined), so a seed names the same inputs on
// every platform.
class Random {
public:
    explicit Random(std::uint64_t seed) : engine_(seed) {}

    double uniform(double low = -1, double high = 1)
    {
        const double u = static_cast<double>(engine_() >> 11) * 0x1.0p-53; // [0, 1)
        return low + (high - low) * u;
    }

    // [low, high)
    int integer(int low, int high)
    {
        return low + static_cast<int>(engine_() % static_cast<std::uint64_t>(high - low));
    }

    template <typename Scalar>
    atlas::Matrix<Scalar> matrix(Index rows, Index cols, double low = -1, double high = 1)
    {
        atlas::Matrix<Scalar> m(rows, cols);
        for (Index i = 0; i < rows; ++i)
            for (Index j = 0; j < cols; ++j)
                m(i, j) = static_cast<Scalar>(uniform(low, high));
        return m;
    }

private:
    std::mt19937_64 engine_;
};

// The norm-wise relative error max|a − b| / max(‖a‖∞, ‖b‖∞): one number per quantity that
// does not blow up on entries that happen to be tiny. 0 when both are zero (or empty);
// +∞ on a shape mismatch or a non-finite entry.
template <typename A, typename B>
double relativeError(const Eigen::MatrixBase<A> &a, const Eigen::MatrixBase<B> &b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return std::numeric_limits<double>::infinity();
    double difference = 0, scale = 0;
    for (Index i = 0; i < a.rows(); ++i) {
        for (Index j = 0; j < a.cols(); ++j) {
            const double x = static_cast<double>(a(i, j));
            const double y = static_cast<double>(b(i, j));
            if (!std::isfinite(x) || !std::isfinite(y))
                return std::numeric_limits<double>::infinity();
            difference = std::max(difference, std::abs(x - y));
            scale = std::max({scale, std::abs(x), std::abs(y)});
        }
    }
    return scale > 0 ? difference / scale : 0.0;
}

// Every bit of every entry equal: stricter than ==, since it also tells −0 from +0.
template <typename A, typename B>
bool bitIdentical(const Eigen::DenseBase<A> &a, const Eigen::DenseBase<B> &b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return false;
    for (Index i = 0; i < a.rows(); ++i) {
        for (Index j = 0; j < a.cols(); ++j) {
            const auto x = a(i, j);
            const auto y = b(i, j);
            static_assert(sizeof(x) == sizeof(y));
            if (std::memcmp(&x, &y, sizeof(x)) != 0)
                return false;
        }
    }
    return true;
}

// Every entry equal under == (NaN never is): bit-identical except that −0 == +0. The sign of
// an exact zero can legitimately carry the sign of an unrelated factor (0·x = −0 for x < 0),
// so invariance of sums that may be exactly zero is checked with this.
template <typename A, typename B>
bool exactlyEqual(const Eigen::DenseBase<A> &a, const Eigen::DenseBase<B> &b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return false;
    for (Index i = 0; i < a.rows(); ++i)
        for (Index j = 0; j < a.cols(); ++j)
            if (!(a(i, j) == b(i, j)))
                return false;
    return true;
}

// Distance in units in the last place between two finite doubles (adjacent doubles: 1).
inline std::uint64_t ulpDistance(double a, double b)
{
    // Map the sign-magnitude bit pattern onto a monotonic unsigned line.
    auto ordered = [](double x) {
        const std::uint64_t bits = std::bit_cast<std::uint64_t>(x);
        return (bits >> 63) ? ~bits + 1 : bits | (std::uint64_t(1) << 63);
    };
    const std::uint64_t x = ordered(a), y = ordered(b);
    return x > y ? x - y : y - x;
}

inline std::uint32_t ulpDistance(float a, float b)
{
    auto ordered = [](float x) {
        const std::uint32_t bits = std::bit_cast<std::uint32_t>(x);
        return (bits >> 31) ? ~bits + 1 : bits | (std::uint32_t(1) << 31);
    };
    const std::uint32_t x = ordered(a), y = ordered(b);
    return x > y ? x - y : y - x;
}

inline std::string number(double x)
{
    std::ostringstream out;
    out.precision(17);
    out << x;
    return out.str();
}

template <typename Derived>
std::string text(const Eigen::DenseBase<Derived> &m)
{
    std::string out = "[";
    for (Index i = 0; i < m.rows(); ++i) {
        out.append(i ? ", [" : "[");
        for (Index j = 0; j < m.cols(); ++j)
            out.append(j ? ", " : "").append(number(static_cast<double>(m(i, j))));
        out.append("]");
    }
    return out.append("]");
}

inline void appendTo(std::string &out, const std::string &s) { out.append(s); }
inline void appendTo(std::string &out, const char *s) { out.append(s); }
template <typename T>
    requires std::is_arithmetic_v<T>
void appendTo(std::string &out, T x)
{
    out.append(number(static_cast<double>(x)));
}

// Concatenates strings and numbers for a failure message. Built with append: GCC 12 reports
// a false -Wrestrict on "literal" + std::string at -O3.
template <typename... Parts>
std::string cat(const Parts &...parts)
{
    std::string out;
    (appendTo(out, parts), ...);
    return out;
}

template <typename Derived>
bool allFinite(const Eigen::DenseBase<Derived> &m)
{
    for (Index i = 0; i < m.rows(); ++i)
        for (Index j = 0; j < m.cols(); ++j)
            if (!std::isfinite(static_cast<double>(m(i, j))))
                return false;
    return true;
}

// Collects failed checks so that one QVERIFY2 reports every failing quantity, not just the
// first.
class Failures {
public:
    void check(bool ok, const std::string &message)
    {
        if (!ok)
            messages_.push_back(message);
    }
    // Records `name` when relativeError(a, b) > tolerance.
    template <typename A, typename B>
    void near(const std::string &name, const Eigen::MatrixBase<A> &a,
              const Eigen::MatrixBase<B> &b, double tolerance)
    {
        const double error = relativeError(a, b);
        check(error <= tolerance, cat(name, ": relative error ", error, " > ", tolerance));
    }
    bool empty() const { return messages_.empty(); }
    std::string text() const
    {
        std::string out = cat(messages_.size(), " failed:");
        for (const std::string &m : messages_)
            out.append("\n    ").append(m);
        return out;
    }

private:
    std::vector<std::string> messages_;
};

// Leaves `count` freed heap blocks of rows × cols Scalars, each filled with NaN, so that the
// next allocations of that size (the allocator hands out a just-freed block of the same size
// first) start dirty: a result the engine allocates without clearing must then be written in
// full, or the test sees NaN. (Under AddressSanitizer freed memory is quarantined instead; the
// test then passes either way.)
inline void *volatile dirtyHeapEscape = nullptr; // keeps the compiler from removing the blocks

template <typename Scalar>
void leaveDirtyHeap(Index rows, Index cols, int count)
{
    std::vector<atlas::Matrix<Scalar>> blocks;
    for (int i = 0; i < count; ++i) {
        blocks.push_back(atlas::Matrix<Scalar>::Constant(rows, cols, std::numeric_limits<Scalar>::quiet_NaN()));
        dirtyHeapEscape = blocks.back().data();
    }
}

// The field a ShapeError names ("rotary.base: expected …" → "rotary.base"), or "(accepted)"
// when `call` throws nothing: for tests of refusals.
inline std::string refusedField(const std::function<void()> &call)
{
    try {
        call();
    } catch (const atlas::ShapeError &e) {
        const std::string what = e.what();
        return what.substr(0, what.find(':'));
    }
    return "(accepted)";
}

} // namespace enginetest

// QVERIFY2 on a Failures collector, printing all of them.
#define ENGINETEST_VERIFY(failures) QVERIFY2((failures).empty(), (failures).text().c_str())
