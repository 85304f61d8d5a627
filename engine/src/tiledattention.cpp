#include "atlas/tiledattention.h"

#include "kernelcommon.h"
#include "parallelunits.h"
#include "prefault.h"
#include "rowexponential.h"
#include "tileplan.h"
#include "tileproduct.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <mutex>
#include <string>
#include <thread>

namespace atlas {

namespace {

using namespace detail;

// One tile's scores: a contiguous row-major Br × Bc block of a workspace buffer.
template <typename Scalar>
using TileMap = Eigen::Map<Matrix<Scalar>>;

struct Counters {
    std::int64_t tilesComputed = 0, tilesSkipped = 0, tilesTested = 0, scoreEvaluations = 0;
    std::int64_t columnsRead = 0; // Σ over computed tiles of Bc (the traffic model)

    void add(const Counters &other)
    {
        tilesComputed += other.tilesComputed;
        tilesSkipped += other.tilesSkipped;
        tilesTested += other.tilesTested;
        scoreEvaluations += other.scoreEvaluations;
        columnsRead += other.columnsRead;
    }
};

// What a worker does with the tile of plan kind `kind` at rows r0 … r0+br−1, columns c0 …
// c0+bc−1: the rectangle to compute (trimmed for a boundary tile), or an empty one when the tile
// holds no allowed pair (counted as skipped) or the call was cancelled (`stop` set). A tile to
// compute is counted.
template <typename Scalar>
Rectangle enterTile(TileKind kind, Index r0, Index br, Index c0, Index bc, const ScoreRows<Scalar> &tiles,
                    Counters &counters, std::atomic<bool> &stop, const AttentionKernelOptions &options)
{
    const Rectangle t = kind == TileKind::Boundary ? tiles.trim(r0, br, c0, bc)
        : kind == TileKind::Full ? Rectangle{r0, br, c0, bc} : Rectangle{};
    if (t.empty()) {
        ++counters.tilesSkipped;
        return t;
    }
    if (stop.load(std::memory_order_relaxed) || cancelled(options)) {
        stop.store(true);
        return Rectangle{};
    }
    ++counters.tilesComputed;
    counters.tilesTested += t.testCausal || t.testDocuments || t.testWindow;
    return t; // its strips count their score evaluations (forEachStrip)
}

// ---- forward ---------------------------------------------------------------------------

template <typename Scalar>
struct ForwardWorkspace {
    Matrix<Scalar> scores;          // Br × Bc
    Matrix<Scalar> accumulator;     // Br × dᵥ: õ
    Vector<Scalar> maximum, normalizer, rescale;
    RowVector<Scalar> ramp;
    Counters counters;

    ForwardWorkspace(const Shape &s)
        : scores(s.heldRows(), s.heldColumns()), accumulator(s.heldRows(), s.dv), maximum(s.heldRows()),
          normalizer(s.heldRows()), rescale(s.heldRows()), ramp(columnRamp<Scalar>(s.heldColumns())) {}

    std::size_t bytes() const
    {
        return sizeof(Scalar) * static_cast<std::size_t>(scores.size() + accumulator.size() + maximum.size()
                                                         + normalizer.size() + rescale.size() + ramp.size());
    }
};

template <typename Scalar>
class Forward {
public:
    Forward(MatrixRef<Scalar> q, MatrixRef<Scalar> k, MatrixRef<Scalar> v, const StructuredMask &mask,
            const AttentionKernelOptions &options, const Shape &shape, const TilePlan &plan,
            bool checkTiles, TiledAttentionResult<Scalar> &result)
        : q_(q), k_(k), v_(v), options_(options), s_(shape), plan_(plan), tiles_(mask, shape, options),
          checkTiles_(checkTiles), r_(result) {}

    // Head `head`, query block `block`: its output rows and row statistics.
    void run(Index head, Index block, ForwardWorkspace<Scalar> &w)
    {
        constexpr Scalar minusInfinity = -std::numeric_limits<Scalar>::infinity();
        const Index r0 = plan_.rowStart(block), br = plan_.rowCount(block);
        const Index g = s_.group(head);
        const auto qBlock = q_.block(r0, head * s_.dk, br, s_.dk);
        auto acc = w.accumulator.topRows(br);
        acc.setZero();
        w.maximum.head(br).setConstant(minusInfinity);
        w.normalizer.head(br).setZero();
        for (Index column = 0; column < plan_.columnBlocks(); ++column) {
            const TileKind kind = plan_.kind(block, column);
            const Index c0 = plan_.columnStart(column), bc = plan_.columnCount(column);
            const Rectangle t = enterTile(kind, r0, br, c0, bc, tiles_, w.counters, stop_, options_);
            if (stop_.load(std::memory_order_relaxed))
                return;
            if (t.empty())
                continue;
            w.counters.columnsRead += t.columns;

            forEachStrip(t, tiles_.queryOffset(), [&](const Rectangle &strip) { computeStrip(head, r0, g, qBlock, strip, w); });
            if (stop_.load(std::memory_order_relaxed))
                return;
        }
        for (Index r = 0; r < br; ++r) {
            const Index i = r0 + r;
            auto out = r_.output.block(i, head * s_.dv, 1, s_.dv);
            if (w.normalizer(r) > 0)
                out = acc.row(r) / w.normalizer(r);
            else
                out.setZero();
            r_.rowMaximum(head * s_.tq + i) = w.maximum(r);
            r_.rowNormalizer(head * s_.tq + i) = w.normalizer(r);
        }
    }

    bool overflowed() const { return overflow_.load(); }
    bool stopped() const { return stop_.load(); }

private:
    // One strip t of a tile in the query block starting at r0: its scores, the online
    // softmax's update of its rows' statistics, and P·V into their accumulator rows.
    template <typename QBlock>
    void computeStrip(Index head, Index r0, Index g, const QBlock &qBlock, const Rectangle &t, ForwardWorkspace<Scalar> &w)
    {
        constexpr Scalar minusInfinity = -std::numeric_limits<Scalar>::infinity();
        if (stop_.load(std::memory_order_relaxed))
            return;
        w.counters.scoreEvaluations += t.rows * t.columns;
        // Row r of the strip is row `first + r` of the block.
        const Index first = t.row - r0, n = t.columns;
        TileMap<Scalar> scores(w.scores.data(), t.rows, n);
        tileProduct(options_.products, scores, qBlock.middleRows(first, t.rows), Op::AsIs, k_.block(t.column, g * s_.dk, n, s_.dk),
                    Op::Transposed, Scalar(1), false);
        if (checkTiles_ && !allFinite(scores)) {
            overflow_.store(true);
            stop_.store(true);
            return;
        }
        for (Index r = 0; r < t.rows; ++r) {
            const Index b = first + r;
            RowMap<Scalar> row(w.scores.data() + r * n, n);
            const Scalar factor = tiles_.prepare(row, head, t.row + r, t.column, t, w.ramp);
            const Scalar previous = w.maximum(b);
            const Scalar updated = std::max(previous, factor * row.maxCoeff());
            if (updated == minusInfinity) { // nothing allowed in this row yet
                row.setZero();
                w.rescale(b) = 1;
                continue;
            }
            w.rescale(b) = std::exp(previous - updated); // 0 on the row's first allowed tile
            const Scalar rowSum = detail::exponentiateRow(row.data(), n, factor, updated);
            w.normalizer(b) = w.rescale(b) * w.normalizer(b) + rowSum;
            w.maximum(b) = updated;
        }
        auto acc = w.accumulator.middleRows(first, t.rows);
        for (Index r = 0; r < t.rows; ++r)
            if (w.rescale(first + r) != Scalar(1))
                acc.row(r) *= w.rescale(first + r);
        tileProduct(options_.products, acc, scores, Op::AsIs, v_.block(t.column, g * s_.dv, n, s_.dv), Op::AsIs, Scalar(1), true);
    }

    MatrixRef<Scalar> q_, k_, v_;
    const AttentionKernelOptions &options_;
    const Shape &s_;
    const TilePlan &plan_;
    ScoreRows<Scalar> tiles_;
    bool checkTiles_;
    TiledAttentionResult<Scalar> &r_;
    std::atomic<bool> overflow_{false}, stop_{false};
};

template <typename Scalar>
void fillStatistics(TiledAttentionStatistics &st, const Shape &s)
{
    st.tileRows = s.br;
    st.tileColumns = s.bc;
    st.peakScoreValues = std::min(s.br, s.tq) * std::min(s.bc, s.tk);
    const double h = static_cast<double>(s.heads), tq = static_cast<double>(s.tq),
                 tk = static_cast<double>(s.tk), dk = static_cast<double>(s.dk), dv = static_cast<double>(s.dv);
    st.denseSlowMemoryTraffic = h * (tq * dk + tk * (dk + dv) + 4.0 * tq * tk + tq * dv);
}

void addCounters(TiledAttentionStatistics &st, const Counters &c)
{
    st.tilesComputed = c.tilesComputed;
    st.tilesSkipped = c.tilesSkipped;
    st.tilesTested = c.tilesTested;
    st.scoreEvaluations = c.scoreEvaluations;
}

template <typename Scalar>
TiledAttentionResult<Scalar> runForward(MatrixRef<Scalar> q, MatrixRef<Scalar> k, MatrixRef<Scalar> v,
                                        const StructuredMask &mask, const AttentionKernelOptions &options)
{
    const Shape s = resolve<Scalar>(q, k, v, mask, options);
    TiledAttentionResult<Scalar> r;
    fillStatistics<Scalar>(r, s);
    // Not cleared here: every unit writes all of its rows (prefault.h says why this matters).
    r.output.resize(s.tq, s.heads * s.dv);
    detail::prefault(r.output);
    r.rowMaximum = Vector<Scalar>::Constant(s.heads * s.tq, -std::numeric_limits<Scalar>::infinity());
    r.rowNormalizer = Vector<Scalar>::Zero(s.heads * s.tq);
    const InputCheck inputs = checkInputs<Scalar>(q, k, v, s, mask, options);
    if (!inputs.finite) {
        r.finite = false;
        r.output.setZero();
        return r;
    }

    const TilePlan plan(mask, s.tq, s.tk, s.br, s.bc);
    std::vector<Unit> units;
    units.reserve(static_cast<std::size_t>(s.heads * plan.rowBlocks()));
    std::int64_t total = 0;
    for (Index block = 0; block < plan.rowBlocks(); ++block) {
        std::int64_t cost = 0;
        for (Index column = 0; column < plan.columnBlocks(); ++column)
            cost += plan.kind(block, column) != TileKind::Empty;
        for (Index head = 0; head < s.heads; ++head) {
            units.push_back({head, block, cost});
            total += cost;
        }
    }
    orderUnits(units);

    const int workers = static_cast<int>(std::max<std::size_t>(1, std::min<std::size_t>(static_cast<std::size_t>(s.threads), units.size())));
    std::vector<ForwardWorkspace<Scalar>> workspaces;
    workspaces.reserve(static_cast<std::size_t>(workers));
    for (int w = 0; w < workers; ++w)
        workspaces.emplace_back(s);

    Forward<Scalar> kernel(q, k, v, mask, options, s, plan, inputs.checkTiles, r);
    Progress progress(options.progress, total);
    r.threads = detail::runUnits(workers, static_cast<std::ptrdiff_t>(units.size()), [&](std::ptrdiff_t index, int worker) {
        const Unit &u = units[static_cast<std::size_t>(index)];
        kernel.run(u.a, u.b, workspaces[static_cast<std::size_t>(worker)]);
        progress.advance(u.cost);
    });

    Counters counters;
    for (const ForwardWorkspace<Scalar> &w : workspaces)
        counters.add(w.counters);
    addCounters(r, counters);
    const double h = static_cast<double>(s.heads), tq = static_cast<double>(s.tq);
    r.slowMemoryTraffic = h * tq * static_cast<double>(s.dk)
        + static_cast<double>(counters.columnsRead) * static_cast<double>(s.dk + s.dv)
        + h * tq * static_cast<double>(s.dv + 2);
    r.peakExtraBytes = sizeof(Scalar) * static_cast<std::size_t>(r.rowMaximum.size() + r.rowNormalizer.size())
        + plan.bytes() + units.capacity() * sizeof(Unit);
    for (const ForwardWorkspace<Scalar> &w : workspaces)
        r.peakExtraBytes += w.bytes();

    if (kernel.overflowed()) {
        r.finite = false;
        r.output.setZero();
        r.rowMaximum.setConstant(-std::numeric_limits<Scalar>::infinity());
        r.rowNormalizer.setZero();
    } else if (kernel.stopped()) {
        r.cancelled = true;
        r.output.setZero(); // rows no unit reached hold nothing meaningful
    }
    return r;
}

// ---- backward --------------------------------------------------------------------------

template <typename Scalar>
struct BackwardWorkspace {
    Matrix<Scalar> probabilities;   // Br × Bc: P of one tile
    Matrix<Scalar> gradScores;      // Br × Bc: dP, then dS in place
    Matrix<Scalar> gradKeys;        // Bc × dₖ: dK of one key block (before the factor c)
    Matrix<Scalar> gradValues;      // Bc × dᵥ
    RowVector<Scalar> ramp;
    Counters counters;

    BackwardWorkspace(const Shape &s)
        : probabilities(s.heldRows(), s.heldColumns()), gradScores(s.heldRows(), s.heldColumns()),
          gradKeys(s.heldColumns(), s.dk), gradValues(s.heldColumns(), s.dv), ramp(columnRamp<Scalar>(s.heldColumns())) {}

    std::size_t bytes() const
    {
        return sizeof(Scalar) * static_cast<std::size_t>(probabilities.size() + gradScores.size() + gradKeys.size()
                                                         + gradValues.size() + ramp.size());
    }
};

// Stripes per key/value head: up to 8 units per key/value head in total, at most one per key
// block, while the extra dQ buffers ((S − 1)·T_q·H·dₖ numbers) stay within 12 MiB. A function
// of the problem only, never of the number of threads.
Index stripeCount(const Shape &s, std::size_t scalarBytes, Index columnBlocks)
{
    constexpr double budget = 12.0 * 1024 * 1024;
    const double buffer = static_cast<double>(scalarBytes) * static_cast<double>(s.tq) * static_cast<double>(s.heads * s.dk);
    Index stripes = std::max<Index>(1, std::min<Index>((8 + s.kvHeads - 1) / s.kvHeads, columnBlocks));
    while (stripes > 1 && static_cast<double>(stripes - 1) * buffer > budget)
        --stripes;
    return stripes;
}

template <typename Scalar>
class Backward {
public:
    Backward(MatrixRef<Scalar> q, MatrixRef<Scalar> k, MatrixRef<Scalar> v, MatrixRef<Scalar> gradOutput,
             const StructuredMask &mask, const AttentionKernelOptions &options, const Shape &shape,
             const TilePlan &plan, Index stripes, const Vector<Scalar> &logSumExp, const Vector<Scalar> &delta,
             std::vector<Matrix<Scalar>> &partialQ, TiledAttentionGradients<Scalar> &result)
        : q_(q), k_(k), v_(v), dO_(gradOutput), options_(options), s_(shape), plan_(plan), stripes_(stripes),
          tiles_(mask, shape, options), lse_(logSumExp), delta_(delta), partialQ_(partialQ), r_(result) {}

    // Key/value head g, stripe `stripe`: dK and dV of its key blocks, and their share of dQ.
    void run(Index g, Index stripe, BackwardWorkspace<Scalar> &w)
    {
        Matrix<Scalar> &dq = stripe == 0 ? r_.q : partialQ_[static_cast<std::size_t>(stripe - 1)];
        // This unit alone writes these columns of its dQ buffer: it clears them itself, so that
        // the clearing (and the first touch of fresh pages) is spread over the threads.
        dq.middleCols(g * s_.headsPerGroup() * s_.dk, s_.headsPerGroup() * s_.dk).setZero();
        const Scalar scale = static_cast<Scalar>(s_.scale);
        for (Index column = stripe; column < plan_.columnBlocks(); column += stripes_) {
            const Index c0 = plan_.columnStart(column), bc = plan_.columnCount(column);
            auto dK = w.gradKeys.topRows(bc);
            auto dV = w.gradValues.topRows(bc);
            dK.setZero();
            dV.setZero();
            for (Index head = g * s_.headsPerGroup(); head < (g + 1) * s_.headsPerGroup(); ++head) {
                for (Index block = 0; block < plan_.rowBlocks(); ++block) {
                    const TileKind kind = plan_.kind(block, column);
                    const Index r0 = plan_.rowStart(block), br = plan_.rowCount(block);
                    const Rectangle t = enterTile(kind, r0, br, c0, bc, tiles_, w.counters, stop_, options_);
                    if (stop_.load(std::memory_order_relaxed))
                        return;
                    if (t.empty())
                        continue;

                    forEachStrip(t, tiles_.queryOffset(), [&](const Rectangle &strip) {
                        computeStrip(head, g, c0, strip, dK, dV, dq, w);
                    });
                }
            }
            r_.k.block(c0, g * s_.dk, bc, s_.dk) = dK * scale;
            r_.v.block(c0, g * s_.dv, bc, s_.dv) = dV;
        }
    }

    bool stopped() const { return stop_.load(); }

private:
    // One strip t of a tile in the key block starting at c0: P recomputed, dV, dS, and their
    // shares of dK (without the factor c), and of dQ.
    template <typename Block>
    void computeStrip(Index head, Index g, Index c0, const Rectangle &t, Block &dK, Block &dV, Matrix<Scalar> &dq,
                      BackwardWorkspace<Scalar> &w)
    {
        w.counters.scoreEvaluations += t.rows * t.columns;
        // Columns of the strip are rows `firstKey …` of the key block.
        const Index firstKey = t.column - c0, n = t.columns, m = t.rows;
        const auto qBlock = q_.block(t.row, head * s_.dk, m, s_.dk);
        const auto dOBlock = dO_.block(t.row, head * s_.dv, m, s_.dv);
        const auto kPart = k_.block(t.column, g * s_.dk, n, s_.dk);
        const auto vPart = v_.block(t.column, g * s_.dv, n, s_.dv);
        TileMap<Scalar> p(w.probabilities.data(), m, n);
        TileMap<Scalar> dS(w.gradScores.data(), m, n);
        tileProduct(options_.products, p, qBlock, Op::AsIs, kPart, Op::Transposed, Scalar(1), false);
        for (Index r = 0; r < m; ++r) {
            RowMap<Scalar> row(w.probabilities.data() + r * n, n);
            const Scalar factor = tiles_.prepare(row, head, t.row + r, t.column, t, w.ramp);
            // pᵢⱼ = e^{sᵢⱼ − Lᵢ}; Lᵢ = +∞ for a query without an allowed key.
            detail::exponentiateRow(row.data(), n, factor, lse_(head * s_.tq + t.row + r));
        }
        tileProduct(options_.products, dV.middleRows(firstKey, n), p, Op::Transposed, dOBlock, Op::AsIs, Scalar(1), true);
        tileProduct(options_.products, dS, dOBlock, Op::AsIs, vPart, Op::Transposed, Scalar(1), false);
        for (Index r = 0; r < m; ++r) {
            RowMap<Scalar> dRow(w.gradScores.data() + r * n, n);
            const RowMap<Scalar> pRow(w.probabilities.data() + r * n, n);
            dRow = (pRow.array() * (dRow.array() - delta_(head * s_.tq + t.row + r))).matrix();
        }
        tileProduct(options_.products, dK.middleRows(firstKey, n), dS, Op::Transposed, qBlock, Op::AsIs, Scalar(1), true);
        tileProduct(options_.products, dq.block(t.row, head * s_.dk, m, s_.dk), dS, Op::AsIs, kPart, Op::AsIs,
                    static_cast<Scalar>(s_.scale), true);
    }

    MatrixRef<Scalar> q_, k_, v_, dO_;
    const AttentionKernelOptions &options_;
    const Shape &s_;
    const TilePlan &plan_;
    Index stripes_;
    ScoreRows<Scalar> tiles_;
    const Vector<Scalar> &lse_, &delta_;
    std::vector<Matrix<Scalar>> &partialQ_;
    TiledAttentionGradients<Scalar> &r_;
    std::atomic<bool> stop_{false};
};

template <typename Scalar>
TiledAttentionGradients<Scalar> runBackward(MatrixRef<Scalar> q, MatrixRef<Scalar> k, MatrixRef<Scalar> v,
                                            const StructuredMask &mask, const AttentionKernelOptions &options,
                                            const TiledAttentionResult<Scalar> &forward,
                                            MatrixRef<Scalar> gradOutput)
{
    const Shape s = resolve<Scalar>(q, k, v, mask, options);
    requireShape("output", forward.output.rows(), forward.output.cols(), s.tq, s.heads * s.dv);
    requireShape("row maximum", forward.rowMaximum.rows(), forward.rowMaximum.cols(), s.heads * s.tq, 1);
    requireShape("row normalizer", forward.rowNormalizer.rows(), forward.rowNormalizer.cols(), s.heads * s.tq, 1);
    requireShape("grad_output", gradOutput.rows(), gradOutput.cols(), s.tq, s.heads * s.dv);

    TiledAttentionGradients<Scalar> r;
    fillStatistics<Scalar>(r, s);
    // Not cleared here: the units clear or overwrite every element (Backward::run).
    r.q.resize(s.tq, s.heads * s.dk);
    r.k.resize(s.tk, s.kvHeads * s.dk);
    r.v.resize(s.tk, s.kvHeads * s.dv);
    detail::prefault(r.q);
    detail::prefault(r.k);
    detail::prefault(r.v);
    const auto zeroGradients = [&r] {
        r.q.setZero();
        r.k.setZero();
        r.v.setZero();
    };
    if (!forward.finite || forward.cancelled || !allFinite(gradOutput) || !checkInputs<Scalar>(q, k, v, s, mask, options).finite) {
        r.finite = false;
        zeroGradients();
        return r;
    }

    // Lᵢ = mᵢ + ln ℓᵢ (+∞ when nothing is allowed, so that every recomputed p is 0) and
    // Dᵢ = rowsum(dO ∘ O)ᵢ, per head.
    Vector<Scalar> lse(s.heads * s.tq), delta(s.heads * s.tq);
    for (Index h = 0; h < s.heads; ++h) {
        delta.segment(h * s.tq, s.tq).noalias() =
            gradOutput.middleCols(h * s.dv, s.dv).cwiseProduct(forward.output.middleCols(h * s.dv, s.dv)).rowwise().sum();
        for (Index i = 0; i < s.tq; ++i) {
            const Index at = h * s.tq + i;
            lse(at) = forward.rowNormalizer(at) > 0 ? forward.rowMaximum(at) + std::log(forward.rowNormalizer(at))
                                                    : std::numeric_limits<Scalar>::infinity();
        }
    }

    const TilePlan plan(mask, s.tq, s.tk, s.br, s.bc);
    const Index stripes = stripeCount(s, sizeof(Scalar), plan.columnBlocks());
    r.stripes = stripes;
    std::vector<Matrix<Scalar>> partialQ;
    for (Index stripe = 1; stripe < stripes; ++stripe) {
        partialQ.emplace_back(s.tq, s.heads * s.dk); // cleared by the units, like r.q
        detail::prefault(partialQ.back());
    }

    std::vector<Unit> units;
    std::int64_t total = 0;
    for (Index stripe = 0; stripe < stripes; ++stripe) {
        std::int64_t cost = 0;
        for (Index column = stripe; column < plan.columnBlocks(); column += stripes)
            for (Index block = 0; block < plan.rowBlocks(); ++block)
                cost += plan.kind(block, column) != TileKind::Empty;
        cost *= s.headsPerGroup();
        for (Index g = 0; g < s.kvHeads; ++g) {
            units.push_back({g, stripe, cost});
            total += cost;
        }
    }
    orderUnits(units);

    const int workers = static_cast<int>(std::max<std::size_t>(1, std::min<std::size_t>(static_cast<std::size_t>(s.threads), units.size())));
    std::vector<BackwardWorkspace<Scalar>> workspaces;
    workspaces.reserve(static_cast<std::size_t>(workers));
    for (int w = 0; w < workers; ++w)
        workspaces.emplace_back(s);

    Backward<Scalar> kernel(q, k, v, gradOutput, mask, options, s, plan, stripes, lse, delta, partialQ, r);
    Progress progress(options.progress, total);
    r.threads = detail::runUnits(workers, static_cast<std::ptrdiff_t>(units.size()), [&](std::ptrdiff_t index, int worker) {
        const Unit &u = units[static_cast<std::size_t>(index)];
        kernel.run(u.a, u.b, workspaces[static_cast<std::size_t>(worker)]);
        progress.advance(u.cost);
    });

    // dQ = c·dQ₀ + c·dQ₁ + … + c·dQ_{S−1}, always in this order (each unit scaled its share).
    for (const Matrix<Scalar> &partial : partialQ)
        r.q += partial;

    Counters counters;
    for (const BackwardWorkspace<Scalar> &w : workspaces)
        counters.add(w.counters);
    addCounters(r, counters);
    r.peakExtraBytes = sizeof(Scalar) * static_cast<std::size_t>(lse.size() + delta.size())
        + plan.bytes() + units.capacity() * sizeof(Unit);
    for (const Matrix<Scalar> &partial : partialQ)
        r.peakExtraBytes += sizeof(Scalar) * static_cast<std::size_t>(partial.size());
    for (const BackwardWorkspace<Scalar> &w : workspaces)
        r.peakExtraBytes += w.bytes();

    if (kernel.stopped()) {
        r.cancelled = true;
        zeroGradients(); // blocks no unit reached hold nothing meaningful
    } else if (!allFinite(r.q) || !allFinite(r.k) || !allFinite(r.v)) {
        r.finite = false;
        zeroGradients();
    }
    return r;
}

} // namespace

Index AttentionKernelOptions::defaultTileRows(std::size_t, Index, Index)
{
    return 64;
}

Index AttentionKernelOptions::defaultTileColumns(std::size_t scalarBytes, Index dk, Index dv)
{
    // The largest power of two in [16, 512] whose tile working set fits the budget.
    const Index br = 64;
    Index bc = 512;
    while (bc > 16 && tileWorkingSet(scalarBytes, dk, dv, br, bc) > tileBudgetBytes)
        bc /= 2;
    return bc;
}

template <typename Scalar>
TiledAttentionResult<Scalar> TiledAttention<Scalar>::forward(MatrixRef<Scalar> q, MatrixRef<Scalar> k,
                                                             MatrixRef<Scalar> v, const StructuredMask &mask,
                                                             const AttentionKernelOptions &options)
{
    return runForward<Scalar>(q, k, v, mask, options);
}

template <typename Scalar>
TiledAttentionGradients<Scalar> TiledAttention<Scalar>::backward(MatrixRef<Scalar> q, MatrixRef<Scalar> k,
                                                                 MatrixRef<Scalar> v, const StructuredMask &mask,
                                                                 const AttentionKernelOptions &options,
                                                                 const TiledAttentionResult<Scalar> &forward,
                                                                 MatrixRef<Scalar> gradOutput)
{
    return runBackward<Scalar>(q, k, v, mask, options, forward, gradOutput);
}

template <typename Scalar>
TiledAttentionResult<Scalar> TiledAttention<Scalar>::forward(MatrixRef<Scalar> q, MatrixRef<Scalar> k,
                                                             MatrixRef<Scalar> v, const StructuredMask &mask,
                                                             Index tileRows, Index tileColumns, Scalar scale)
{
    if (tileRows < 1 || tileColumns < 1)
        throw ShapeError("tile sizes must be at least 1, got " + shapeText(tileRows, tileColumns));
    AttentionKernelOptions options;
    options.tileRows = tileRows;
    options.tileColumns = tileColumns;
    options.scale = scale > 0 ? static_cast<double>(scale) : 0.0;
    return runForward<Scalar>(q, k, v, mask, options);
}

template class TiledAttention<float>;
template class TiledAttention<double>;

} // namespace atlas
