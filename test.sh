#!/usr/bin/env bash
# Installs what is missing (Debian 12), builds into build/ and runs every test headless.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/scripts/common.sh"
atlas_install_packages
atlas_build
QT_QPA_PLATFORM=offscreen ctest --test-dir "$ATLAS_BUILD" --output-on-failure -j "$(nproc 2>/dev/null || echo 2)" "$@"
