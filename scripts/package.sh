#!/usr/bin/env bash
# Builds the Debian packages of Attention Atlas on Debian 12 (docs/packaging.md):
#   attention-atlas_<version>_<arch>.deb       the application, its plugins and the course
#   attention-atlas-dev_<version>_<arch>.deb   the plugin SDK
# in its own build folder (build-package/, Release, prefix /usr, without tests and benchmarks),
# with CPack; dependencies come from dpkg-shlibdeps. The packages land in the folder given
# (default: the source folder) and are checked with lintian when it is installed.
#
#   scripts/package.sh [OUTPUT_DIR]
#
# ATLAS_PACKAGE_BUILD overrides the build folder.
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
# Only this script needs them: dpkg-shlibdeps (dependencies) and lintian (the check).
ATLAS_PACKAGES+=(dpkg-dev lintian)
atlas_install_packages

OUTPUT="$(mkdir -p "${1:-$ATLAS_ROOT}" && cd "${1:-$ATLAS_ROOT}" && pwd)"
BUILD="${ATLAS_PACKAGE_BUILD:-$ATLAS_ROOT/build-package}"

# Linker hardening of Debian's build flags (dpkg-buildflags: full RELRO, bind now). The
# compiler flags stay the project's Release ones, the same as every other build's, so the
# objects come from ccache when a build of this tree has made them.
hardening_ldflags="-Wl,-z,relro -Wl,-z,now"

# A package runs on every amd64 processor, so its engine is built for the x86-64 baseline, not
# for the building machine (ATLAS_CPU, docs/architecture.md "Processor level").
# A package is built from what the source tree holds: a folder configured earlier for another
# prefix or with tests would leak into it, so the configuration is always made afresh.
rm -f "$BUILD/CMakeCache.txt"
cmake -S "$ATLAS_ROOT" -B "$BUILD" -G Ninja \
  -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_INSTALL_PREFIX=/usr \
  -DATLAS_BUILD_TESTS=OFF -DATLAS_BUILD_BENCHMARKS=OFF \
  -DATLAS_CPU=baseline \
  -DCMAKE_EXE_LINKER_FLAGS="$hardening_ldflags" \
  -DCMAKE_SHARED_LINKER_FLAGS="$hardening_ldflags" \
  -DCMAKE_MODULE_LINKER_FLAGS="$hardening_ldflags"
cmake --build "$BUILD" -j "$(nproc 2>/dev/null || echo 2)"

rm -rf "$BUILD/_CPack_Packages"
(cd "$BUILD" && cpack -G DEB -B "$BUILD/packages")

version=$(sed -n 's/^set(CPACK_PACKAGE_VERSION "\(.*\)")$/\1/p' "$BUILD/CPackConfig.cmake")
arch=$(dpkg --print-architecture)
packages=()
for name in attention-atlas attention-atlas-dev; do
  deb="$BUILD/packages/${name}_${version}_${arch}.deb"
  [ -f "$deb" ] || { echo "package.sh: CPack did not make $deb" >&2; exit 1; }
  cp "$deb" "$OUTPUT/"
  packages+=("$OUTPUT/$(basename "$deb")")
done

if command -v lintian >/dev/null 2>&1; then
  # docs/packaging.md lists every tag lintian still reports and why it stays.
  lintian --info --display-info "${packages[@]}" || { echo "package.sh: lintian found errors" >&2; exit 1; }
else
  echo "package.sh: lintian is not installed; not checked (apt-get install lintian)" >&2
fi
printf '%s\n' "${packages[@]}"
