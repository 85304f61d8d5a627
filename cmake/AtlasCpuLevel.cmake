# ATLAS_CPU: the processor level the engine — and everything compiled against its headers — is
# built for. The engine's time goes into matrix products, and Eigen chooses its instructions
# when it is compiled: for the x86-64 baseline that is SSE2 (4 floats per instruction, separate
# multiply and add); for x86-64-v3 AVX2 with fused multiply-add (8 floats, one instruction for
# both), about twice the throughput of every product; for x86-64-v4 AVX-512 (16 floats). How
# much v4 adds depends on the processor: one that executes AVX-512 in two 256-bit halves (AMD
# Zen 4, this project's reference machine) gains only where wider registers save instructions
# (README, "Performance"). OpenBLAS (engine/src/tileproduct.h) picks its own kernels at run
# time, whatever this level is.
#
#   auto       (default) the highest of x86-64-v4 and x86-64-v3 that the compiler offers and the
#              machine that builds can run, else the baseline — a source build (./run.sh,
#              ./test.sh) is fast on the machine it is for
#   baseline   the compiler's default target: what a distribution package must use
#              (scripts/package.sh), runs on every amd64 processor
#   x86-64-v3  AVX2, FMA, BMI1/2, F16C, MOVBE (Intel since 2013, AMD since 2015), even when
#              the building machine lacks them
#   x86-64-v4  x86-64-v3 and AVX-512 F/BW/CD/DQ/VL (Intel Xeon since 2017, AMD since Zen 4),
#              even when the building machine lacks them
#
# CI builds and tests two levels: ./test.sh with auto, scripts/sanitize.sh with x86-64-v3.
#
# The level is a PUBLIC compile option of the engine, so every target that uses the engine's
# Eigen types (core, the plugins, the tests, the benchmarks, plugins built with the installed
# SDK) compiles for the same level: a shared object never mixes two compilations of one Eigen
# template. A binary built for x86-64-v3 or v4 refuses, with a message, to start on a processor
# without it (app/core/cpulevelcheck.cpp) instead of dying of an illegal instruction.
set(ATLAS_CPU "auto" CACHE STRING "Processor level of the engine: auto, baseline, x86-64-v3 or x86-64-v4")
set_property(CACHE ATLAS_CPU PROPERTY STRINGS auto baseline x86-64-v3 x86-64-v4)

# The features each level's check at start-up (app/core/cpulevelcheck.cpp) and the build
# machine's check below ask __builtin_cpu_supports for.
set(ATLAS_X86_64_V3_FEATURES avx2 fma bmi bmi2)
set(ATLAS_X86_64_V4_FEATURES ${ATLAS_X86_64_V3_FEATURES} avx512f avx512bw avx512cd avx512dq avx512vl)

# atlas_build_machine_runs(level result): whether this machine runs code built for `level`.
function(atlas_build_machine_runs level result)
    string(REPLACE "-" "_" key "${level}")
    string(TOUPPER "${key}" key)
    set(cache ATLAS_BUILD_MACHINE_HAS_${key})
    if(NOT DEFINED ${cache})
        set(tests "")
        foreach(feature ${ATLAS_${key}_FEATURES})
            string(APPEND tests " && __builtin_cpu_supports(\"${feature}\")")
        endforeach()
        try_run(run_result compile_result
            SOURCE_FROM_CONTENT cpulevel.cpp "int main() { __builtin_cpu_init(); return 1${tests} ? 0 : 1; }")
        if(compile_result AND run_result EQUAL 0)
            set(has ON)
        else()
            set(has OFF)
        endif()
        set(${cache} ${has} CACHE INTERNAL "The building machine runs ${level} code")
    endif()
    set(${result} ${${cache}} PARENT_SCOPE)
endfunction()

include(CheckCXXCompilerFlag)
set(ATLAS_CPU_LEVEL "baseline")
if(ATLAS_CPU STREQUAL "x86-64-v3" OR ATLAS_CPU STREQUAL "x86-64-v4")
    check_cxx_compiler_flag("-march=${ATLAS_CPU}" ATLAS_COMPILER_HAS_${ATLAS_CPU})
    if(NOT ATLAS_COMPILER_HAS_${ATLAS_CPU})
        message(FATAL_ERROR "ATLAS_CPU=${ATLAS_CPU}: ${CMAKE_CXX_COMPILER} does not accept -march=${ATLAS_CPU}")
    endif()
    set(ATLAS_CPU_LEVEL "${ATLAS_CPU}")
elseif(ATLAS_CPU STREQUAL "auto")
    if(NOT CMAKE_CROSSCOMPILING)
        foreach(level x86-64-v4 x86-64-v3)
            check_cxx_compiler_flag("-march=${level}" ATLAS_COMPILER_HAS_${level})
            if(ATLAS_COMPILER_HAS_${level})
                atlas_build_machine_runs(${level} runs)
                if(runs)
                    set(ATLAS_CPU_LEVEL "${level}")
                    break()
                endif()
            endif()
        endforeach()
    endif()
elseif(NOT ATLAS_CPU STREQUAL "baseline")
    message(FATAL_ERROR "ATLAS_CPU must be auto, baseline, x86-64-v3 or x86-64-v4, not '${ATLAS_CPU}'")
endif()
message(STATUS "Attention Atlas: the engine is built for ${ATLAS_CPU_LEVEL} (ATLAS_CPU=${ATLAS_CPU})")

# atlas_cpu_level(target): the level as a PUBLIC compile option and definition of `target`
# (ATLAS_CPU_X86_64_V3 for v3 and v4 alike, ATLAS_CPU_X86_64_V4 for v4).
function(atlas_cpu_level target)
    if(ATLAS_CPU_LEVEL STREQUAL "x86-64-v3" OR ATLAS_CPU_LEVEL STREQUAL "x86-64-v4")
        target_compile_options(${target} PUBLIC -march=${ATLAS_CPU_LEVEL})
        target_compile_definitions(${target} PUBLIC ATLAS_CPU_X86_64_V3)
    endif()
    if(ATLAS_CPU_LEVEL STREQUAL "x86-64-v4")
        target_compile_definitions(${target} PUBLIC ATLAS_CPU_X86_64_V4)
        # GCC 12's own AVX-512 headers trip its -Wuninitialized and -Wmaybe-uninitialized
        # (the self-initialised `__Y` of _mm512_undefined_pd and its kin, inlined into every
        # Eigen kernel; GCC bug 105593, fixed in 13). Those two warnings stay on in the other
        # builds: GCC at x86-64-v3, and clang's own in the sanitized build CI runs.
        if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
            target_compile_options(${target} PUBLIC -Wno-uninitialized -Wno-maybe-uninitialized)
        endif()
    endif()
endfunction()
