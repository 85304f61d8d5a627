// The processor level the engine was compiled for (cmake/AtlasCpuLevel.cmake, ATLAS_CPU), so
// that a measurement can say what it measured: Eigen's products run about twice as fast with
// AVX2 and fused multiply-add (x86-64-v3) as with the x86-64 baseline's SSE2.
#pragma once

namespace atlas {

// A short name and the vector instructions it brings, e.g. "x86-64-v3 (AVX2, FMA)" or
// "x86-64 (SSE2)"; the compiler's target macros decide, as they decide for Eigen.
const char *engineCpuLevel();

} // namespace atlas
