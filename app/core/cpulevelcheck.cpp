// Refuses to start on a processor the build cannot run on (cmake/AtlasCpuLevel.cmake).
//
// An engine built for x86-64-v3 executes AVX2 and FMA instructions, one built for x86-64-v4
// AVX-512 too; on a processor without them the first of them kills the program with SIGILL,
// far from any explanation. This file is compiled for the x86-64 baseline, and its check runs
// when libatlas_core is loaded — before main() and before any code built for the higher
// level — so the learner reads why instead. It runs before Qt exists, hence plain stderr and
// no translation.
#include <cstdio>
#include <cstdlib>

#if defined(ATLAS_CPU_X86_64_V3) && (defined(__x86_64__) || defined(__i386__))
namespace {

bool runsX86_64V3()
{
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") && __builtin_cpu_supports("bmi")
        && __builtin_cpu_supports("bmi2");
}

// x86-64-v4 as the psABI defines it: v3 and AVX-512 F, BW, CD, DQ and VL.
[[maybe_unused]] bool runsX86_64V4()
{
    return runsX86_64V3() && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw")
        && __builtin_cpu_supports("avx512cd") && __builtin_cpu_supports("avx512dq")
        && __builtin_cpu_supports("avx512vl");
}

__attribute__((constructor(101))) void refuseAProcessorBelowTheBuild()
{
    __builtin_cpu_init();
#if defined(ATLAS_CPU_X86_64_V4)
    if (runsX86_64V4())
        return;
    std::fputs("Attention Atlas was built for x86-64-v4 processors (AVX-512), and this one lacks it.\n"
               "Build it for this machine (./run.sh does), or configure with -DATLAS_CPU=baseline.\n",
               stderr);
#else
    if (runsX86_64V3())
        return;
    std::fputs("Attention Atlas was built for x86-64-v3 processors (AVX2, FMA), and this one is older.\n"
               "Build it for this machine (./run.sh does), or configure with -DATLAS_CPU=baseline.\n",
               stderr);
#endif
    std::_Exit(70); // EX_SOFTWARE
}

} // namespace
#endif
