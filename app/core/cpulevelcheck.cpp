// Refuses to start on a processor the build cannot run on (cmake/AtlasCpuLevel.cmake).
//
// An engine built for x86-64-v3 executes AVX2 and FMA instructions; on an older processor the
// first of them kills the program with SIGILL, far from any explanation. This file is compiled
// for the x86-64 baseline, and its check runs when libatlas_core is loaded — before main() and
// before any code built for the higher level — so the learner reads why instead. It runs
// before Qt exists, hence plain stderr and no translation.
#include <cstdio>
#include <cstdlib>

#if defined(ATLAS_CPU_X86_64_V3) && (defined(__x86_64__) || defined(__i386__))
namespace {

__attribute__((constructor(101))) void refuseAProcessorWithoutX86_64V3()
{
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")
        && __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2"))
        return;
    std::fputs("Attention Atlas was built for x86-64-v3 processors (AVX2, FMA), and this one is older.\n"
               "Build it for this machine (./run.sh does), or configure with -DATLAS_CPU=baseline.\n",
               stderr);
    std::_Exit(70); // EX_SOFTWARE
}

} // namespace
#endif
