#!/usr/bin/env bash
# Installs what is missing (Debian 12), builds into build/ and launches Attention Atlas.
# Without a display it renders every chapter of the course to PNG files instead.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/scripts/common.sh"
atlas_install_packages
atlas_build
app="$ATLAS_BUILD/bin/attention-atlas"
if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
  exec "$app" "$@"
fi
tour="${ATLAS_TOUR_DIR:-$ATLAS_BUILD/tour}"
echo "No display found: rendering the course to PNG files instead."
QT_QPA_PLATFORM=offscreen "$app" --export-tour "$tour" "$@"
echo "The course's chapters are in $tour/ (one PNG per chapter)."
