#include "atlas/cpulevel.h"

namespace atlas {

const char *engineCpuLevel()
{
#if defined(__AVX512F__)
    return "x86-64-v4 (AVX-512, FMA)";
#elif defined(__AVX2__) && defined(__FMA__)
    return "x86-64-v3 (AVX2, FMA)";
#elif defined(__AVX__)
    return "x86-64 with AVX";
#elif defined(__SSE2__)
    return "x86-64 (SSE2)";
#elif defined(__aarch64__)
    return "AArch64 (NEON)";
#else
    return "the compiler's default target";
#endif
}

} // namespace atlas
