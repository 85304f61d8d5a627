#!/bin/sh
# Rewrites the params tables of docs/pack-format.md from the kinds' declarations
# (plugins/*/*.params.json). The test pack_format_tables_are_generated fails until this has run.
set -eu
cd "$(dirname "$0")/.."
exec cmake -DSOURCE_DIR="$(pwd)" -DMODE=update -P tests/schema/paramstables.cmake
