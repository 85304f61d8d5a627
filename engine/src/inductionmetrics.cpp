#include "atlas/inductionmetrics.h"

#include <set>

namespace atlas {

template <typename Scalar>
double previousTokenScore(const Matrix<Scalar> &attention)
{
    const Index t = attention.rows();
    if (attention.cols() != t || t < 2)
        throw ShapeError("attention: expected a square matrix of at least 2×2, got "
                         + shapeText(attention.rows(), attention.cols()));
    double sum = 0;
    for (Index i = 1; i < t; ++i)
        sum += static_cast<double>(attention(i, i - 1));
    return sum / static_cast<double>(t - 1);
}

namespace {

// {j + shift : j < i, t_j = t_i}, ascending.
template <typename Token>
void earlierOccurrences(const std::vector<Token> &tokens, Index i, Index shift, std::set<Index> &keys)
{
    keys.clear();
    for (Index j = 0; j < i; ++j)
        if (tokens[static_cast<std::size_t>(j)] == tokens[static_cast<std::size_t>(i)])
            keys.insert(j + shift);
}

template <typename Token>
std::vector<Index> inductionKeysOf(const std::vector<Token> &tokens, Index query)
{
    if (query < 0 || query >= static_cast<Index>(tokens.size()))
        throw ShapeError("query " + std::to_string(query) + " is outside a sequence of " + std::to_string(tokens.size())
                         + " tokens");
    std::set<Index> keys;
    earlierOccurrences(tokens, query, 1, keys);
    return {keys.begin(), keys.end()};
}

// The mean over queries with an earlier occurrence of their token of the weight on the keys
// {j + shift : j < i, t_j = t_i} (shift 1: induction, 0: duplicate token).
template <typename Scalar>
std::optional<double> earlierOccurrenceScore(const Matrix<Scalar> &attention, const std::vector<int> &tokens,
                                             Index shift)
{
    const Index t = attention.rows();
    if (attention.cols() != t || static_cast<Index>(tokens.size()) != t)
        throw ShapeError("attention: expected " + shapeText(Index(tokens.size()), Index(tokens.size()))
                         + " for " + std::to_string(tokens.size()) + " tokens, got "
                         + shapeText(attention.rows(), attention.cols()));
    double sum = 0;
    Index queries = 0;
    std::set<Index> keys;
    for (Index i = 1; i < t; ++i) {
        earlierOccurrences(tokens, i, shift, keys);
        if (keys.empty())
            continue;
        ++queries;
        for (Index k : keys)
            sum += static_cast<double>(attention(i, k));
    }
    if (queries == 0)
        return std::nullopt;
    return sum / static_cast<double>(queries);
}

} // namespace

std::vector<Index> inductionKeys(const std::vector<int> &tokens, Index query)
{
    return inductionKeysOf(tokens, query);
}

std::vector<Index> inductionKeys(const std::vector<std::int64_t> &tokens, Index query)
{
    return inductionKeysOf(tokens, query);
}

template <typename Scalar>
std::optional<double> inductionScore(const Matrix<Scalar> &attention, const std::vector<int> &tokens)
{
    return earlierOccurrenceScore(attention, tokens, 1);
}

template <typename Scalar>
std::optional<double> duplicateTokenScore(const Matrix<Scalar> &attention, const std::vector<int> &tokens)
{
    return earlierOccurrenceScore(attention, tokens, 0);
}

template double previousTokenScore<float>(const Matrix<float> &);
template double previousTokenScore<double>(const Matrix<double> &);
template std::optional<double> inductionScore<float>(const Matrix<float> &, const std::vector<int> &);
template std::optional<double> inductionScore<double>(const Matrix<double> &, const std::vector<int> &);
template std::optional<double> duplicateTokenScore<float>(const Matrix<float> &, const std::vector<int> &);
template std::optional<double> duplicateTokenScore<double>(const Matrix<double> &, const std::vector<int> &);

} // namespace atlas
