#!/usr/bin/env bash
# Rewrites tests/abi/baseline.tar.xz from the libraries in build/ — only together with a new
# plugin API version (app/core/chapterpluginapi.h), or for a change the check agrees is
# compatible. Builds first.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/common.sh"
atlas_build
cmake --build "$ATLAS_BUILD" --target update_abi_baseline
