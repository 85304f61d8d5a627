// What the attention kernels (TiledAttention, DenseAttention) are asked to compute, and how
// they may run. The problem fields define the function. The execution fields do not: tile
// sizes change only the rounding (the order of the sums), and the number of threads, the
// cancel flag and the progress callback not a single bit (see tiledattention.h on threads).
#pragma once

#include "atlas/types.h"

#include <atomic>
#include <cstddef>
#include <functional>
#include <vector>

namespace atlas {

struct AttentionKernelOptions {
    // The problem.
    Index heads = 1;                  // H: q is T_q × H·dₖ, the output T_q × H·dᵥ
    Index kvHeads = 0;                // G (0: G = H); G divides H
    double scale = 0;                 // c (≤ 0: 1/√dₖ)
    std::vector<double> alibiSlopes;  // empty, or H slopes: bᵢⱼ = −slopeₕ·|i + offset − j|
                                      // (alibibias.h; AlibiBias::slopes gives the layer's)

    // How it runs.
    Index tileRows = 0, tileColumns = 0; // Br, Bc of the tiled kernel (0: the defaults below)
    // The tiled kernel's tile products: Eigen's (the default: the faster on this project's
    // reference machine, engine/src/tileproduct.h) or OpenBLAS's GEMM, held to one thread per
    // caller. They round differently; each is deterministic, so neither the threads nor the
    // tile order change a bit.
    enum class Products { Eigen, OpenBlas };
    Products products = Products::Eigen;
    int threads = 1;                     // ≥ 1; 0: every hardware thread
    // Checked between tiles: once set, the call stops and returns with `cancelled = true`.
    const std::atomic<bool> *cancel = nullptr;
    // Called with the fraction of the work done (0 … 1, non-decreasing), from the kernel's
    // threads but one call at a time; keep it short (e.g. store the value, post an event).
    std::function<void(double)> progress;

    // The tiled kernel's defaults for scalars of `scalarBytes` bytes (see tiledattention.h).
    static Index defaultTileRows(std::size_t scalarBytes, Index dk, Index dv);
    static Index defaultTileColumns(std::size_t scalarBytes, Index dk, Index dv);
};

} // namespace atlas
