// The measured lab of "IO-aware kernels": the engine's attention kernels timed on this machine
// against the sequence length T, beside the counted model.
//
// For each T of the chosen range (powers of two, 256 … 8192) and each kernel —
//   dense            DenseAttention, causal: forms and keeps every T × T score matrix;
//   tiled            TiledAttention, causal: online softmax, no T × T matrix;
//   tiled, documents TiledAttention, causal within N equal documents (id ⌊i·N/T⌋): tiles
//                    with no allowed pair are skipped —
// KernelBenchmark runs one forward pass untimed, then `repeats` timed ones, on seeded N(0, 1)
// inputs of H heads of width dₖ = dᵥ, and reports the median time, the pairs the mask allows
// and the extra memory the kernel held (beyond inputs and outputs). Once per sweep, before the
// kernels, Eigen's and OpenBLAS's matrix products of the same precision on the same threads
// are timed: the better is the ceiling in GFLOP/s, and a point's roofline is its useful
// GFLOP/s (allowed pairs only) over it. The counted model beside each measurement (AttentionCost):
//   operations   2·H·(dₖ + dᵥ) per pair computed — every pair for the dense kernel, which
//                masks after forming the scores; the allowed pairs for the tiled ones (their
//                boundary tiles compute a few masked pairs more);
//   score bytes  H·T²·b held by the dense kernel; (Br·Bc + 2T)·H·b by the tiled one (a tile
//                per head in flight and the row statistics; b bytes a number, Br × Bc the
//                kernel's default tile for this precision and width).
// A dense point that would hold more than 2²⁷ scores (H·T², as `attention-atlas-cli bench`
// allows) is not run and is marked as such.
//
// The work runs off the GUI thread (BackgroundTask); points arrive as they are measured,
// progress is a fraction of the estimated work (pairs computed × runs), and cancel() sets the
// flag the kernels test between tiles (dense: between heads), so a run stops within one tile or
// one head's scores and the caller never waits. Nothing here touches a widget.
#pragma once

#include "core/backgroundtask.h"

#include <atlas/kernelbenchmark.h>

#include <QList>
#include <QObject>

#include <optional>

namespace atlas {

class KernelScalingSweep : public QObject {
    Q_OBJECT

public:
    enum class Kernel { Dense, Tiled, TiledDocuments };

    struct Settings {
        Index fromLength = 256, toLength = 1024; // powers of two within [minLength, maxLength]
        Index heads = 1;
        Index headWidth = 64;                    // dₖ = dᵥ
        bool singlePrecision = true;
        int threads = 1;
        Index documents = 8;                     // for TiledDocuments
        int repeats = 3;
        std::uint64_t seed = 1;

        // fromLength, 2·fromLength, … toLength.
        QList<Index> lengths() const;
        friend bool operator==(const Settings &, const Settings &) = default;
    };

    struct Point {
        Index length = 0;
        Kernel kernel = Kernel::Tiled;
        bool skipped = false;            // a dense point beyond maxDenseScores: not run
        KernelBenchmark::Result result;  // empty when skipped
    };

    // What the worker reports, in order: the two products first, then each point.
    struct Event {
        std::optional<double> gemmGflops, blasGflops;
        std::optional<Point> point;
    };

    static constexpr Index minLength = 256, maxLength = 8192;
    static constexpr Index maxHeads = 16, maxHeadWidth = 256, maxDocuments = 64;
    static constexpr int maxRepeats = 20;
    static constexpr double maxDenseScores = 134217728.0; // 2²⁷: H·T² of the dense kernel
    static constexpr Index gemmSize = 512;                 // the ceiling's n × n product

    static QList<Kernel> kernels() { return {Kernel::Dense, Kernel::Tiled, Kernel::TiledDocuments}; }

    // The benchmark request of one point (timed runs only: no GEMM per point).
    static KernelBenchmark::Request request(const Settings &settings, Index length, Kernel kernel);
    static bool runs(const Settings &settings, Index length, Kernel kernel);

    // The counted model (see above).
    static double countedOperations(const Settings &settings, Index length, Kernel kernel);
    static double countedScoreBytes(const Settings &settings, Index length, Kernel kernel);
    static Index bytesPerNumber(const Settings &settings) { return settings.singlePrecision ? 4 : 8; }

    // Clamps every field into its range and the lengths to powers of two, from ≤ to.
    static Settings normalized(Settings settings);

    explicit KernelScalingSweep(QObject *parent = nullptr);

    // Starts measuring `settings` (normalized), dropping the previous points; a run in flight
    // is cancelled first, and none of its points arrive after.
    void start(const Settings &settings);
    void cancel() { task_.cancel(); }
    bool isRunning() const { return task_.isRunning(); }
    // Blocks until the run in flight has ended and its points are taken (screenshots, tests).
    void finishNow() { task_.finishNow(); }

    const Settings &settings() const { return settings_; }
    const QList<Point> &points() const { return points_; }
    std::optional<Point> point(Index length, Kernel kernel) const;
    std::optional<double> gemmGflops() const { return gemmGflops_; } // Eigen's product
    std::optional<double> blasGflops() const { return blasGflops_; } // OpenBLAS's
    // The better of the two: what the counted time and the rooflines divide by.
    std::optional<double> ceilingGflops() const;
    // A measured point's useful GFLOP/s over the ceiling (0 … 1 for a kernel slower than the
    // products); nothing before the ceiling is known or for a point not run.
    std::optional<double> roofline(const Point &point) const;
    double progress() const { return task_.progress(); }
    // The run itself, for the controls that follow it (TaskControls).
    BackgroundTaskBase &task() { return task_; }
    bool wasCancelled() const { return task_.wasCancelled(); }

Q_SIGNALS:
    void pointMeasured();
    void progressChanged(double fraction);
    // The run ended, complete or cancelled.
    void finished(bool cancelled);

private:
    void take(const Event &event);

    Settings settings_;
    QList<Point> points_;
    std::optional<double> gemmGflops_, blasGflops_;
    BackgroundTask<void, Event> task_;
};

} // namespace atlas
