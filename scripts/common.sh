# Shared by run.sh and test.sh: install what a fresh Debian 12 machine lacks, then configure
# and build into build/. Sourced, not executed.

ATLAS_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ATLAS_BUILD="${ATLAS_BUILD:-$ATLAS_ROOT/build}"
# ccache keys on paths relative to the repository, so that a fresh clone (CI clones one each
# time) finds what an earlier clone compiled; the tests carry no absolute path (testpaths.h).
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$ATLAS_ROOT}"

# Debian 12 packages, and why:
ATLAS_PACKAGES=(
  g++ cmake ninja-build ccache       # compiler and build system (ccache: fast rebuilds)
  git ca-certificates                # the project lives in git
  qt6-base-dev                       # Qt Core/Gui/Widgets/Concurrent/Test (and Xml: the Moodle XML test reads exports with its DOM)
  qt6-charts-dev libqt6opengl6-dev   # Qt Charts (its CMake config needs Qt OpenGL)
  qt6-svg-dev                        # SVG figure export (QSvgGenerator)
  qt6-tools-dev qt6-l10n-tools       # Qt Linguist: lupdate/lrelease for translations
  qt6-translations-l10n              # Qt's own strings in German and French
  qt6-qpa-plugins                    # the xcb platform plugin for real windows
  libxkbcommon-dev libgl-dev         # Qt Gui's CMake config needs them
  libeigen3-dev                      # the attention engine's linear algebra
  libopenblas-pthread-dev            # OpenBLAS: bench's second GEMM ceiling, and the tiled kernels' tile products on request (engine/src/tileproduct.h)
  libbenchmark-dev                   # Google Benchmark for benchmarks/
  fonts-dejavu-core                  # a font for offscreen rendering and figures
  desktop-file-utils appstream       # tests: the launcher entry and AppStream file validate
  fonts-dejavu-extra                 # its true italics: formula variables, emphasis (else slanted by Qt, badly spaced)
  clang-14 libclang-rt-14-dev        # scripts/fuzz.sh: libFuzzer and clang's sanitizer runtimes
  poppler-utils                      # tests: pdfinfo/pdftotext read the exported PDF handouts back
  python3-jsonschema                 # tests: docs/pack.schema.json checked by an independent validator
  at-spi2-core                       # test atspi_accessibility: the AT-SPI bus and registry a screen reader asks
  python3-pyatspi                    # test atspi_accessibility: walks the application's accessible tree over AT-SPI
  dbus-x11                           # test atspi_accessibility: a private D-Bus session (brings dbus-run-session)
  xvfb                               # test atspi_accessibility: a private X server for the real window
  xdotool                            # test atspi_accessibility: presses keys through the X server, as a keyboard does
  abigail-tools                      # test sdk_abi: abidiff holds the SDK libraries to the ABI baseline (tests/abi)
)

atlas_missing_packages() {
  local missing=() p
  for p in "${ATLAS_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  echo "${missing[@]}"
}

atlas_install_packages() {
  if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "This script installs Debian packages; on another system install the equivalents of:" >&2
    echo "  ${ATLAS_PACKAGES[*]}" >&2
    return 0
  fi
  local missing
  missing=$(atlas_missing_packages)
  [ -z "$missing" ] && return 0
  echo "Installing missing Debian packages: $missing"
  local apt=(env DEBIAN_FRONTEND=noninteractive apt-get)
  if [ "$(id -u)" -eq 0 ]; then
    "${apt[@]}" update && "${apt[@]}" install -y --no-install-recommends $missing
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo "${apt[@]}" update && sudo "${apt[@]}" install -y --no-install-recommends $missing
  else
    echo "These Debian packages are missing and I cannot install them without root:" >&2
    echo "  sudo apt-get install -y --no-install-recommends $missing" >&2
    echo "Run that command, then run this script again." >&2
    exit 1
  fi
}

atlas_build() {
  local jobs
  jobs=$(nproc 2>/dev/null || echo 2)
  if [ ! -f "$ATLAS_BUILD/build.ninja" ]; then
    cmake -S "$ATLAS_ROOT" -B "$ATLAS_BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release
  fi
  cmake --build "$ATLAS_BUILD" -j "$jobs"
}

# The build folder scripts/sanitize.sh and scripts/fuzz.sh share: clang, AddressSanitizer and
# UBSan, coverage for libFuzzer, the tests and the fuzz targets, no benchmarks; optimised
# lightly (-O1, line tables for the reports), which the sanitizers need and builds quickest.
# One folder, so the libraries are compiled once for both (CI runs both on a cold machine).
# It is built for x86-64-v3 where the machine runs it (the baseline elsewhere), so that CI
# tests a second processor level beside the one ./test.sh builds (auto: x86-64-v4 on a machine
# with AVX-512; cmake/AtlasCpuLevel.cmake).
ATLAS_SANITIZE_BUILD="${ATLAS_SANITIZE_BUILD:-$ATLAS_ROOT/build-sanitize}"
atlas_sanitize_cpu_level() {
  local flag
  for flag in avx2 fma bmi1 bmi2; do
    grep -qw "$flag" /proc/cpuinfo 2>/dev/null || { echo baseline; return; }
  done
  echo x86-64-v3
}
atlas_configure_sanitize() {
  if [ ! -f "$ATLAS_SANITIZE_BUILD/build.ninja" ]; then
    CC=clang-14 CXX=clang++-14 cmake -S "$ATLAS_ROOT" -B "$ATLAS_SANITIZE_BUILD" -G Ninja \
      -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only" \
      -DATLAS_SANITIZE=ON -DATLAS_FUZZ=ON -DATLAS_BUILD_BENCHMARKS=OFF \
      -DATLAS_CPU="$(atlas_sanitize_cpu_level)"
  fi
}

# What both sanitizers do on a report, for the suite and the fuzzers alike: LeakSanitizer reads
# the suppressions (code that is not ours, scripts/sanitize.supp), UBSan stops at its first
# report with the stack. AddressSanitizer's options differ between the two and stay with them.
ATLAS_LSAN_OPTIONS="suppressions=$ATLAS_ROOT/scripts/sanitize.supp:print_suppressions=0"
ATLAS_UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
