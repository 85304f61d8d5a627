# ATLAS_CPU: the processor level the engine — and everything compiled against its headers — is
# built for. The engine's time goes into Eigen's matrix products, and Eigen chooses its
# instructions when it is compiled: for the x86-64 baseline that is SSE2 (4 floats per
# instruction, separate multiply and add); for x86-64-v3 it is AVX2 with fused multiply-add
# (8 floats, one instruction for both), about twice the throughput of every product.
#
#   auto       (default) x86-64-v3 when the compiler offers it and the machine that builds can
#              run it — a source build (./run.sh, ./test.sh) is fast on the machine it is for
#   baseline   the compiler's default target: what a distribution package must use
#              (scripts/package.sh), runs on every amd64 processor
#   x86-64-v3  AVX2, FMA, BMI1/2, F16C, MOVBE (Intel since 2013, AMD since 2015), even when
#              the building machine lacks them
#
# The level is a PUBLIC compile option of the engine, so every target that uses the engine's
# Eigen types (core, the plugins, the tests, the benchmarks, plugins built with the installed
# SDK) compiles for the same level: a shared object never mixes two compilations of one Eigen
# template. A binary built for x86-64-v3 refuses, with a message, to start on a processor
# without it (app/core/cpulevelcheck.cpp) instead of dying of an illegal instruction.
set(ATLAS_CPU "auto" CACHE STRING "Processor level of the engine: auto, baseline or x86-64-v3")
set_property(CACHE ATLAS_CPU PROPERTY STRINGS auto baseline x86-64-v3)

set(ATLAS_CPU_LEVEL "baseline")
if(ATLAS_CPU STREQUAL "x86-64-v3" OR ATLAS_CPU STREQUAL "auto")
    include(CheckCXXCompilerFlag)
    check_cxx_compiler_flag("-march=x86-64-v3" ATLAS_COMPILER_HAS_X86_64_V3)
    if(ATLAS_CPU STREQUAL "x86-64-v3")
        if(NOT ATLAS_COMPILER_HAS_X86_64_V3)
            message(FATAL_ERROR "ATLAS_CPU=x86-64-v3: ${CMAKE_CXX_COMPILER} does not accept -march=x86-64-v3")
        endif()
        set(ATLAS_CPU_LEVEL "x86-64-v3")
    elseif(ATLAS_COMPILER_HAS_X86_64_V3 AND NOT CMAKE_CROSSCOMPILING)
        # Can this machine run what it would build? (The features the engine's products use.)
        if(NOT DEFINED ATLAS_BUILD_MACHINE_HAS_X86_64_V3)
            try_run(run_result compile_result
                SOURCE_FROM_CONTENT cpulevel.cpp [[
                    int main()
                    {
                        __builtin_cpu_init();
                        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")
                                && __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2") ? 0 : 1;
                    }
                ]])
            if(compile_result AND run_result EQUAL 0)
                set(has ON)
            else()
                set(has OFF)
            endif()
            set(ATLAS_BUILD_MACHINE_HAS_X86_64_V3 ${has} CACHE INTERNAL "The building machine runs x86-64-v3 code")
        endif()
        if(ATLAS_BUILD_MACHINE_HAS_X86_64_V3)
            set(ATLAS_CPU_LEVEL "x86-64-v3")
        endif()
    endif()
elseif(NOT ATLAS_CPU STREQUAL "baseline")
    message(FATAL_ERROR "ATLAS_CPU must be auto, baseline or x86-64-v3, not '${ATLAS_CPU}'")
endif()
message(STATUS "Attention Atlas: the engine is built for ${ATLAS_CPU_LEVEL} (ATLAS_CPU=${ATLAS_CPU})")

# atlas_cpu_level(target): the level as a PUBLIC compile option and definition of `target`.
function(atlas_cpu_level target)
    if(ATLAS_CPU_LEVEL STREQUAL "x86-64-v3")
        target_compile_options(${target} PUBLIC -march=x86-64-v3)
        target_compile_definitions(${target} PUBLIC ATLAS_CPU_X86_64_V3)
    endif()
endfunction()
