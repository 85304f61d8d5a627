#!/usr/bin/env bash
# Builds everything with AddressSanitizer and UndefinedBehaviorSanitizer (clang) in a build
# folder of its own (build-sanitize/, or $ATLAS_SANITIZE_BUILD, shared with scripts/fuzz.sh)
# and runs the whole CTest suite there, GUI tests offscreen. The first report of either
# sanitizer (a buffer overrun, a use after free, a leak, an overflowing signed integer, a
# misaligned or null access …) stops the test that made it, so any report fails the run.
#
#   scripts/sanitize.sh [CTEST OPTIONS…]      e.g. scripts/sanitize.sh -R core
#   scripts/sanitize.sh --build-only          builds everything, runs nothing
#
# The build has no benchmarks and is optimised lightly (the libraries -O1, the suites -O0, line
# tables for the reports): the sanitizers need no more (scripts/common.sh,
# atlas_configure_sanitize; tests/CMakeLists.txt).
# Leaks in code that is not ours go in scripts/sanitize.supp, each with the upstream bug.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/common.sh"

build_only=0
if [ "${1:-}" = "--build-only" ]; then
    build_only=1
    shift
fi

atlas_install_packages
atlas_configure_sanitize
cmake --build "$ATLAS_SANITIZE_BUILD" -j "$(nproc 2>/dev/null || echo 2)"
if [ "$build_only" = 1 ]; then
    exit 0
fi

export ASAN_OPTIONS="detect_leaks=1:detect_stack_use_after_return=1:strict_string_checks=1:check_initialization_order=1:abort_on_error=1"
export LSAN_OPTIONS="$ATLAS_LSAN_OPTIONS"
export UBSAN_OPTIONS="$ATLAS_UBSAN_OPTIONS"
QT_QPA_PLATFORM=offscreen ctest --test-dir "$ATLAS_SANITIZE_BUILD" --output-on-failure -j "$(nproc 2>/dev/null || echo 2)" "$@"
