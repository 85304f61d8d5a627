// Internal to the engine: what the tiled and the dense attention kernels share — the
// validated problem, ordered units of work, progress, and turning raw products into scores.
#pragma once

#include "atlas/attentionkerneloptions.h"
#include "atlas/structuredmask.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace atlas::detail {

template <typename Scalar>
using RowMap = Eigen::Map<RowVector<Scalar>>;

// The validated problem: sizes, tiles, scale, threads.
struct Shape {
    Index tq = 0, tk = 0, heads = 1, kvHeads = 1, dk = 0, dv = 0, br = 1, bc = 1;
    double scale = 1;
    int threads = 1;
    Index group(Index head) const { return head * kvHeads / heads; } // ⌊h·G/H⌋
    // Rows and columns a tile can really have (tiles larger than T are cut to T).
    Index heldRows() const { return std::max<Index>(1, std::min(br, tq)); }
    Index heldColumns() const { return std::max<Index>(1, std::min(bc, tk)); }
    Index headsPerGroup() const { return heads / kvHeads; }
};

// The working set of one tile in bytes (see the header comment).
inline double tileWorkingSet(std::size_t scalarBytes, Index dk, Index dv, Index br, Index bc)
{
    return static_cast<double>(scalarBytes)
        * static_cast<double>(br * dk + bc * (dk + dv) + br * bc + br * dv);
}

constexpr double tileBudgetBytes = 256.0 * 1024.0;

template <typename Scalar>
Shape resolve(MatrixRef<Scalar> q, MatrixRef<Scalar> k, MatrixRef<Scalar> v,
              const StructuredMask &mask, const AttentionKernelOptions &o)
{
    Shape s;
    if (o.heads < 1)
        throw ShapeError("heads: expected at least 1, got " + std::to_string(o.heads));
    s.heads = o.heads;
    s.kvHeads = o.kvHeads == 0 ? o.heads : o.kvHeads;
    if (s.kvHeads < 1 || s.heads % s.kvHeads != 0)
        throw ShapeError("kv heads: expected a divisor of heads = " + std::to_string(s.heads)
                         + ", got " + std::to_string(s.kvHeads));
    if (q.cols() % s.heads != 0)
        throw ShapeError("q: column count " + std::to_string(q.cols())
                         + " is not a multiple of heads = " + std::to_string(s.heads));
    s.tq = q.rows();
    s.tk = k.rows();
    s.dk = q.cols() / s.heads;
    requireShape("k", k.rows(), k.cols(), s.tk, s.kvHeads * s.dk);
    if (v.cols() % s.kvHeads != 0)
        throw ShapeError("v: column count " + std::to_string(v.cols())
                         + " is not a multiple of kv heads = " + std::to_string(s.kvHeads));
    s.dv = v.cols() / s.kvHeads;
    requireShape("v", v.rows(), v.cols(), s.tk, s.kvHeads * s.dv);
    mask.check(s.tq, s.tk);
    if (!o.alibiSlopes.empty()) {
        if (static_cast<Index>(o.alibiSlopes.size()) != s.heads)
            throw ShapeError("alibi slopes: expected " + std::to_string(s.heads) + ", got "
                             + std::to_string(o.alibiSlopes.size()));
        for (double slope : o.alibiSlopes)
            if (!std::isfinite(slope))
                throw ShapeError("alibi slopes: expected finite numbers");
    }
    if (o.tileRows < 0 || o.tileColumns < 0)
        throw ShapeError("tile sizes must be at least 1, got " + shapeText(o.tileRows, o.tileColumns));
    s.br = o.tileRows > 0 ? o.tileRows : AttentionKernelOptions::defaultTileRows(sizeof(Scalar), s.dk, s.dv);
    s.bc = o.tileColumns > 0 ? o.tileColumns
                             : AttentionKernelOptions::defaultTileColumns(sizeof(Scalar), s.dk, s.dv);
    if (!std::isfinite(o.scale))
        throw ShapeError("scale: expected a finite number");
    s.scale = o.scale > 0 ? o.scale : (s.dk > 0 ? 1.0 / std::sqrt(static_cast<double>(s.dk)) : 1.0);
    if (o.threads < 0)
        throw ShapeError("threads: expected at least 1 (or 0 for every hardware thread)");
    s.threads = o.threads > 0 ? o.threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    return s;
}

// Every entry finite, vectorized row by row: x·0 is 0 for every finite x and NaN for ±∞ and
// NaN, so a row's sum of x·0 is 0 exactly when the row is finite. (Eigen's allFinite()
// tests one entry at a time.)
template <typename Derived>
bool allFinite(const Eigen::MatrixBase<Derived> &m)
{
    using Scalar = typename Derived::Scalar;
    for (Index r = 0; r < m.rows(); ++r)
        if (!((m.row(r).array() * Scalar(0)).sum() == Scalar(0)))
            return false;
    return true;
}

// The largest squared norm of a row of one head (`width` columns), over all rows and heads:
// NaN or ∞ when an entry is not finite, or when a square overflows.
template <typename Scalar>
double largestSquaredNorm(MatrixRef<Scalar> m, Index width)
{
    double largest = 0;
    if (width == 0)
        return largest;
    for (Index r = 0; r < m.rows(); ++r)
        for (Index head = 0; head * width < m.cols(); ++head) {
            const double n = static_cast<double>(m.row(r).segment(head * width, width).squaredNorm());
            if (!(n <= largest)) // also takes NaN
                largest = n;
            if (std::isnan(largest))
                return largest;
        }
    return largest;
}

// One pass over the inputs (their row norms) answers both questions a kernel has before it
// starts: are they finite, and can a score overflow? Scores cannot overflow when
// c·max‖q‖·max‖k‖ + max|b| stays far below the precision's largest number: |q·k| ≤ ‖q‖·‖k‖
// bounds every partial sum of the product as well. Only when a norm is not finite are the
// entries themselves examined (a large but finite input then means: check every tile).
struct InputCheck {
    bool finite = true;
    bool checkTiles = false;
};

template <typename Scalar>
InputCheck checkInputs(MatrixRef<Scalar> q, MatrixRef<Scalar> k, MatrixRef<Scalar> v, const Shape &s,
                       const StructuredMask &mask, const AttentionKernelOptions &o)
{
    InputCheck check;
    const double qNorm = largestSquaredNorm<Scalar>(q, s.dk), kNorm = largestSquaredNorm<Scalar>(k, s.dk),
                 vNorm = largestSquaredNorm<Scalar>(v, s.dv);
    if (!std::isfinite(qNorm) || !std::isfinite(kNorm) || !std::isfinite(vNorm)) {
        check.finite = allFinite(q) && allFinite(k) && allFinite(v);
        check.checkTiles = true;
        return check;
    }
    double bias = 0;
    const double distance = static_cast<double>(s.tq + s.tk) + std::abs(static_cast<double>(mask.queryOffset()));
    for (double slope : o.alibiSlopes)
        bias = std::max(bias, std::abs(slope) * distance);
    const double bound = s.scale * std::sqrt(qNorm) * std::sqrt(kNorm) + bias;
    check.checkTiles = !(bound < 0.25 * static_cast<double>(std::numeric_limits<Scalar>::max()));
    return check;
}

// A unit of work and its cost in computed tiles (for the order and the progress).
struct Unit {
    Index a = 0, b = 0;
    std::int64_t cost = 0;
};

// Longest first (ties in index order): the threads finish together.
inline void orderUnits(std::vector<Unit> &units)
{
    std::stable_sort(units.begin(), units.end(), [](const Unit &x, const Unit &y) { return x.cost > y.cost; });
}

// Reports progress one call at a time, never decreasing.
class Progress {
public:
    Progress(const std::function<void(double)> &callback, std::int64_t total)
        : callback_(callback), total_(total) {}

    void advance(std::int64_t cost)
    {
        if (!callback_)
            return;
        const std::lock_guard<std::mutex> lock(mutex_);
        done_ += cost;
        callback_(total_ > 0 ? std::min(1.0, static_cast<double>(done_) / static_cast<double>(total_)) : 1.0);
    }

private:
    const std::function<void(double)> &callback_;
    std::int64_t total_, done_ = 0;
    std::mutex mutex_;
};

// The part of a tile a kernel computes: rows [row, row + rows) × columns
// [column, column + columns); empty when rows or columns is 0.
struct Rectangle {
    Index row = 0, rows = 0, column = 0, columns = 0;
    // Which parts of the mask its pairs must be tested against (a full tile: none).
    bool testCausal = false, testDocuments = false, testWindow = false;
    bool empty() const { return rows <= 0 || columns <= 0; }
};

// Rows per strip of a causal boundary rectangle (forEachStrip).
constexpr Index causalStripRows = 16;

// Calls f with the parts of rectangle t to compute. A rectangle cut by the causal diagonal is
// computed as its full part — every row × the keys up to its first query's position, allowed
// for all of its rows — and then the triangle right of it in strips of causalStripRows rows,
// each ending at its own last query's key. The masked pairs computed on a diagonal of Br rows
// fall from about Br²/2 to Br·16/2 (at Br = 64, from 2016 to 480 pairs, so that 8 causal
// documents of 256 compute 95% allowed pairs instead of 80%), while the full part stays one
// product of Br rows (a product of 16 rows runs the matrix kernel's 24-row panels two-thirds
// full). Every row meets its keys in order (the full part first, then its strip), so its result
// does not depend on the cut beyond rounding; the cut is a function of the problem only (never
// of the threads).
template <typename F>
void forEachStrip(const Rectangle &t, Index queryOffset, F &&f)
{
    if (!t.testCausal || t.rows <= causalStripRows) {
        f(t);
        return;
    }
    // Keys up to the first query's own position are allowed (causally) for every row; the full
    // part takes a multiple of causalStripRows of them, so that its product and the strips'
    // have widths the matrix kernel's panels divide.
    const Index allowedForAll = std::min(t.columns, t.row + queryOffset - t.column + 1);
    const Index fullColumns = allowedForAll / causalStripRows * causalStripRows;
    Index firstStripKey = t.column;
    if (fullColumns > 0) {
        Rectangle full = t;
        full.columns = fullColumns;
        full.testCausal = false;
        f(full);
        firstStripKey = t.column + fullColumns;
    }
    for (Index row = t.row; row < t.row + t.rows; row += causalStripRows) {
        Rectangle strip = t;
        strip.row = row;
        strip.rows = std::min(causalStripRows, t.row + t.rows - row);
        strip.column = firstStripKey;
        const Index lastKey = std::min(t.column + t.columns - 1, strip.row + strip.rows - 1 + queryOffset);
        strip.columns = lastKey - firstStripKey + 1;
        if (strip.columns <= 0)
            continue; // every key left lies after these queries
        strip.testCausal = lastKey > strip.row + queryOffset;
        f(strip);
    }
}

// Turns rows of raw products qᵢ·kⱼ into scores: the mask, the scale, ALiBi.
template <typename Scalar>
class ScoreRows {
public:
    ScoreRows(const StructuredMask &mask, const Shape &s, const AttentionKernelOptions &o)
        : mask_(mask), slopes_(o.alibiSlopes), scale_(static_cast<Scalar>(s.scale)) {}

    // The smallest rectangle of a boundary tile that holds all its allowed pairs, O(Br + Bc)
    // (O(Br·Bc) only for a document boundary, to find out that a tile has no allowed pair at
    // all — the search stops at the first allowed pair). Causal: no column after the last
    // query's position, no row before the first column's position. Documents: no column whose
    // id lies outside the rows' id range, and vice versa. Window W: no column before the first
    // query's window, no row whose window begins after the last column. A causal diagonal tile
    // with Br ≠ Bc, or a short document inside a large tile, then costs what it holds, not the
    // whole tile.
    Rectangle trim(Index r0, Index br, Index c0, Index bc) const
    {
        const Index offset = mask_.queryOffset(), window = mask_.window();
        Index cLo = c0, cHi = c0 + bc - 1, rLo = r0, rHi = r0 + br - 1;
        if (mask_.isCausal())
            cHi = std::min(cHi, rHi + offset);
        if (window > 0)
            cLo = std::max(cLo, rLo + offset - window + 1);
        const std::vector<std::int64_t> &qIds = mask_.queryDocuments(), &kIds = mask_.keyDocuments();
        auto id = [](const std::vector<std::int64_t> &ids, Index at) { return ids[static_cast<std::size_t>(at)]; };
        if (mask_.hasDocuments()) {
            std::int64_t qMin = id(qIds, rLo), qMax = qMin;
            for (Index r = rLo + 1; r <= rHi; ++r) {
                qMin = std::min(qMin, id(qIds, r));
                qMax = std::max(qMax, id(qIds, r));
            }
            while (cLo <= cHi && (id(kIds, cLo) < qMin || id(kIds, cLo) > qMax))
                ++cLo;
            while (cHi >= cLo && (id(kIds, cHi) < qMin || id(kIds, cHi) > qMax))
                --cHi;
        }
        if (cLo > cHi)
            return {};
        if (mask_.isCausal())
            rLo = std::max(rLo, cLo - offset);
        if (window > 0)
            rHi = std::min(rHi, cHi - offset + window - 1);
        if (mask_.hasDocuments() && rLo <= rHi) {
            std::int64_t kMin = id(kIds, cLo), kMax = kMin;
            for (Index c = cLo + 1; c <= cHi; ++c) {
                kMin = std::min(kMin, id(kIds, c));
                kMax = std::max(kMax, id(kIds, c));
            }
            while (rLo <= rHi && (id(qIds, rLo) < kMin || id(qIds, rLo) > kMax))
                ++rLo;
            while (rHi >= rLo && (id(qIds, rHi) < kMin || id(qIds, rHi) > kMax))
                --rHi;
        }
        if (rLo > rHi)
            return {};
        Rectangle rectangle{rLo, rHi - rLo + 1, cLo, cHi - cLo + 1};
        // What is left to test: the causal cut only if some pair lies after its query; the
        // ids only if the rectangle holds more than one document.
        rectangle.testCausal = mask_.isCausal() && cHi > rLo + offset;
        // The window only if some pair lies before its query's window (the last row's).
        rectangle.testWindow = window > 0 && cLo < rHi + offset - window + 1;
        if (mask_.hasDocuments()) {
            const std::int64_t one = id(qIds, rLo);
            bool single = true;
            for (Index r = rLo; single && r <= rHi; ++r)
                single = id(qIds, r) == one;
            for (Index c = cLo; single && c <= cHi; ++c)
                single = id(kIds, c) == one;
            rectangle.testDocuments = !single;
            if (!single && !anyAllowed(rectangle))
                return {};
        }
        return rectangle;
    }

    Index queryOffset() const { return mask_.queryOffset(); }

    // Prepares one row of raw products qᵢ·kⱼ of a rectangle: −∞ where masked and, with
    // ALiBi, already the scores c·qᵢ·kⱼ + bᵢⱼ. Returns the factor still to apply:
    // sᵢⱼ = factor·row(j). Without a bias the factor c (> 0, so the maximum commutes with it)
    // is folded into the exponential's argument, saving a pass over the tile.
    Scalar prepare(RowMap<Scalar> row, Index head, Index i, Index c0, const Rectangle &tests,
                   const RowVector<Scalar> &ramp) const
    {
        const Index bc = row.cols();
        constexpr Scalar minusInfinity = -std::numeric_limits<Scalar>::infinity();
        if (tests.testCausal) {
            const Index visible = std::clamp<Index>(i + mask_.queryOffset() - c0 + 1, 0, bc);
            row.tail(bc - visible).setConstant(minusInfinity);
        }
        if (tests.testWindow) {
            const Index behind = std::clamp<Index>(i + mask_.queryOffset() - mask_.window() + 1 - c0, 0, bc);
            row.head(behind).setConstant(minusInfinity);
        }
        if (tests.testDocuments) {
            const std::int64_t id = mask_.queryDocuments()[static_cast<std::size_t>(i)];
            const std::int64_t *keys = mask_.keyDocuments().data() + c0;
            for (Index c = 0; c < bc; ++c)
                if (keys[c] != id)
                    row(c) = minusInfinity;
        }
        if (slopes_.empty())
            return scale_;
        // bᵢⱼ = −slope·|i + offset − j| = −slope·|c − (i + offset − c₀)|, c = j − c₀: both
        // terms are exact integers, so only the product with the slope rounds.
        const Scalar slope = static_cast<Scalar>(slopes_[static_cast<std::size_t>(head)]);
        const Scalar distance = static_cast<Scalar>(i + mask_.queryOffset() - c0);
        row.array() = row.array() * scale_ - slope * (ramp.head(bc).array() - distance).abs();
        return Scalar(1);
    }

private:
    bool anyAllowed(const Rectangle &t) const
    {
        for (Index r = t.row; r < t.row + t.rows; ++r)
            for (Index c = t.column; c < t.column + t.columns; ++c)
                if (mask_.allows(r, c))
                    return true;
        return false;
    }

    const StructuredMask &mask_;
    const std::vector<double> &slopes_;
    Scalar scale_;
};

template <typename Scalar>
RowVector<Scalar> columnRamp(Index bc)
{
    RowVector<Scalar> ramp(bc);
    for (Index c = 0; c < bc; ++c)
        ramp(c) = static_cast<Scalar>(c);
    return ramp;
}

inline bool cancelled(const AttentionKernelOptions &o)
{
    return o.cancel && o.cancel->load(std::memory_order_relaxed);
}

} // namespace atlas::detail
