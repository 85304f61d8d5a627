// Shared matrix types of the attention engine.
//
// Convention: row vectors. A sequence of T tokens with d features is a T × d matrix whose
// row t is token t, so a projection is X·W and softmax runs along rows (over keys). Storage
// is row-major so that a row — one query's scores — is contiguous in memory.
#pragma once

#include <Eigen/Core>

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace atlas {

using Index = Eigen::Index;

template <typename Scalar>
using Matrix = Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

template <typename Scalar>
using RowVector = Eigen::Matrix<Scalar, 1, Eigen::Dynamic>;

template <typename Scalar>
using Vector = Eigen::Matrix<Scalar, Eigen::Dynamic, 1>;

// allowed(q, k): may query q read key k? Row-major like the score matrices it masks.
using BoolMatrix = Eigen::Matrix<bool, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

template <typename Scalar>
using MatrixRef = Eigen::Ref<const Matrix<Scalar>>;

// The document instance of each position of a sequence: tokens with equal ids belong to the
// same document and may read each other; the ids need not be contiguous or sorted (equality
// is all that matters). One concept wherever it appears — the attention mask, a decoder's
// input, a packed block (whose ids count the instances of the block from 0) — and one type.
using DocumentId = std::int64_t;
using DocumentIds = std::vector<DocumentId>;
// One flag per key position: true marks a padding key (a slot that holds no token, added so that
// sequences of different lengths fit one batch). Empty: no key is padding.
using KeyPadding = std::vector<bool>;

// A violated precondition of a public engine entry point (a shape that does not fit, a
// non-positive temperature). Callers that take user input check first and report in their
// own words; the engine still refuses rather than read out of bounds.
class ShapeError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

// "T×d" for messages.
inline std::string shapeText(Index rows, Index cols)
{
    return std::to_string(rows) + "×" + std::to_string(cols);
}

inline void requireShape(const char *what, Index rows, Index cols, Index wantRows,
                         Index wantCols)
{
    if (rows != wantRows || cols != wantCols)
        throw ShapeError(std::string(what) + ": expected " + shapeText(wantRows, wantCols)
                         + ", got " + shapeText(rows, cols));
}

} // namespace atlas
