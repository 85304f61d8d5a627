// scalartape: a minimal reverse-mode automatic-differentiation tape over double scalars.
//
// An independent reference for hand-written backward passes. It knows nothing about
// matrices, masks or attention: every arithmetic operation on a Var appends one node to the
// tape holding the result's value and the local partial derivatives with respect to its (at
// most two) operands. Because a node can only refer to nodes recorded before it, the tape is
// already in topological order, and one backward sweep applies the chain rule:
//
//     adjoint[output] = 1
//     for node n from the output down to 0:  adjoint[parent] += ∂n/∂parent · adjoint[n]
//
// so adjoint[n] = ∂output/∂n for *every* node — inputs and intermediates alike. The adjoint
// of an intermediate is the derivative of the output with respect to that value as if it
// were perturbed right after being computed, which is exactly what a gradient check that
// perturbs intermediates measures.
//
// Usage:
//     scalartape::Tape tape;
//     const scalartape::Var x = tape.variable(2.0);
//     const scalartape::Var y = tape.variable(3.0);
//     const scalartape::Var f = x * exp(y) - log(x) / y;
//     const scalartape::Gradient g = tape.gradient(f);
//     g[x];  // ∂f/∂x = exp(y) − 1/(x·y)
//     g[y];  // ∂f/∂y = x·exp(y) + log(x)/y²
//
// Operations: + − × ÷ between Vars and with plain doubles (constants are not recorded),
// unary −, exp, log, and the helpers sum, dot and softmax. softmax is written with exp and a
// sum only (no maximum subtraction): it is a reference for moderate inputs, not a robust
// kernel. Vars of different tapes must not be mixed (std::logic_error). A Tape must outlive
// its Vars and must not be copied while Vars refer to it (Vars hold its address).
//
// Header-only, C++20 standard library only: no Qt, no Eigen, no engine code.
#pragma once

#include <cmath>
#include <cstddef>
#include <stdexcept>
#include <utility>
#include <vector>

namespace scalartape {

class Tape;

// A recorded scalar: its value and its position on a tape.
class Var {
public:
    Var() = default;

    double value() const { return value_; }
    std::size_t index() const { return index_; }
    Tape *tape() const { return tape_; }

private:
    friend class Tape;
    Var(Tape *tape, std::size_t index, double value) : tape_(tape), index_(index), value_(value) {}

    Tape *tape_ = nullptr;
    std::size_t index_ = 0;
    double value_ = 0;
};

// ∂output/∂node for every node of the tape, indexed by Var.
class Gradient {
public:
    explicit Gradient(std::vector<double> adjoints) : adjoints_(std::move(adjoints)) {}

    double operator[](const Var &v) const { return adjoints_.at(v.index()); }
    const std::vector<double> &adjoints() const { return adjoints_; }

private:
    std::vector<double> adjoints_;
};

class Tape {
public:
    Tape() = default;
    Tape(const Tape &) = delete;
    Tape &operator=(const Tape &) = delete;

    // An independent input (a leaf: no parents).
    Var variable(double value)
    {
        nodes_.push_back(Node{});
        return Var(this, nodes_.size() - 1, value);
    }

    std::size_t size() const { return nodes_.size(); }

    // Reverse sweep from `output`; nodes recorded after it do not influence it and get 0.
    Gradient gradient(const Var &output) const
    {
        if (output.tape() != this)
            throw std::logic_error("scalartape: output belongs to another tape");
        std::vector<double> adjoint(nodes_.size(), 0.0);
        adjoint[output.index()] = 1.0;
        for (std::size_t n = output.index() + 1; n-- > 0;) {
            const Node &node = nodes_[n];
            for (int p = 0; p < node.arity; ++p)
                adjoint[node.parents[p]] += node.partials[p] * adjoint[n];
        }
        return Gradient(std::move(adjoint));
    }

    // Records a node computed from one or two earlier Vars with the given local partials.
    Var record(double value, const Var &a, double da)
    {
        Node node;
        node.arity = 1;
        node.parents[0] = own(a);
        node.partials[0] = da;
        nodes_.push_back(node);
        return Var(this, nodes_.size() - 1, value);
    }

    Var record(double value, const Var &a, double da, const Var &b, double db)
    {
        Node node;
        node.arity = 2;
        node.parents[0] = own(a);
        node.partials[0] = da;
        node.parents[1] = own(b);
        node.partials[1] = db;
        nodes_.push_back(node);
        return Var(this, nodes_.size() - 1, value);
    }

private:
    struct Node {
        int arity = 0;
        std::size_t parents[2] = {0, 0};
        double partials[2] = {0, 0};
    };

    std::size_t own(const Var &v) const
    {
        if (v.tape() != this)
            throw std::logic_error("scalartape: Var of another tape (or default-constructed)");
        return v.index();
    }

    std::vector<Node> nodes_;
};

namespace detail {

inline Tape &tapeOf(const Var &a, const Var &b)
{
    if (a.tape() == nullptr || a.tape() != b.tape())
        throw std::logic_error("scalartape: operands belong to different tapes");
    return *a.tape();
}

inline Tape &tapeOf(const Var &a)
{
    if (a.tape() == nullptr)
        throw std::logic_error("scalartape: default-constructed Var used in arithmetic");
    return *a.tape();
}

} // namespace detail

inline Var operator+(const Var &a, const Var &b)
{
    return detail::tapeOf(a, b).record(a.value() + b.value(), a, 1.0, b, 1.0);
}

inline Var operator-(const Var &a, const Var &b)
{
    return detail::tapeOf(a, b).record(a.value() - b.value(), a, 1.0, b, -1.0);
}

inline Var operator*(const Var &a, const Var &b)
{
    return detail::tapeOf(a, b).record(a.value() * b.value(), a, b.value(), b, a.value());
}

inline Var operator/(const Var &a, const Var &b)
{
    const double inverse = 1.0 / b.value();
    return detail::tapeOf(a, b).record(a.value() * inverse, a, inverse, b,
                                       -a.value() * inverse * inverse);
}

inline Var operator-(const Var &a)
{
    return detail::tapeOf(a).record(-a.value(), a, -1.0);
}

inline Var operator+(const Var &a, double c) { return detail::tapeOf(a).record(a.value() + c, a, 1.0); }
inline Var operator+(double c, const Var &a) { return a + c; }
inline Var operator-(const Var &a, double c) { return detail::tapeOf(a).record(a.value() - c, a, 1.0); }
inline Var operator-(double c, const Var &a) { return detail::tapeOf(a).record(c - a.value(), a, -1.0); }
inline Var operator*(const Var &a, double c) { return detail::tapeOf(a).record(a.value() * c, a, c); }
inline Var operator*(double c, const Var &a) { return a * c; }
inline Var operator/(const Var &a, double c) { return detail::tapeOf(a).record(a.value() / c, a, 1.0 / c); }

inline Var operator/(double c, const Var &a)
{
    const double inverse = 1.0 / a.value();
    return detail::tapeOf(a).record(c * inverse, a, -c * inverse * inverse);
}

inline Var exp(const Var &a)
{
    const double e = std::exp(a.value());
    return detail::tapeOf(a).record(e, a, e);
}

inline Var log(const Var &a)
{
    return detail::tapeOf(a).record(std::log(a.value()), a, 1.0 / a.value());
}

// Σ terms, left to right. Throws std::invalid_argument on an empty list (no tape to record on).
inline Var sum(const std::vector<Var> &terms)
{
    if (terms.empty())
        throw std::invalid_argument("scalartape: sum of no terms");
    Var total = terms.front();
    for (std::size_t i = 1; i < terms.size(); ++i)
        total = total + terms[i];
    return total;
}

// Σ aᵢ bᵢ; a and b have the same non-zero length.
inline Var dot(const std::vector<Var> &a, const std::vector<Var> &b)
{
    if (a.size() != b.size() || a.empty())
        throw std::invalid_argument("scalartape: dot of mismatched or empty vectors");
    Var total = a.front() * b.front();
    for (std::size_t i = 1; i < a.size(); ++i)
        total = total + a[i] * b[i];
    return total;
}

// pⱼ = exp(sⱼ) / Σₗ exp(sₗ), written directly (no maximum subtraction).
inline std::vector<Var> softmax(const std::vector<Var> &scores)
{
    std::vector<Var> exps;
    exps.reserve(scores.size());
    for (const Var &s : scores)
        exps.push_back(exp(s));
    const Var normalizer = sum(exps);
    std::vector<Var> probabilities;
    probabilities.reserve(exps.size());
    for (const Var &e : exps)
        probabilities.push_back(e / normalizer);
    return probabilities;
}

} // namespace scalartape
