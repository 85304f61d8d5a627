#!/usr/bin/env bash
# Fuzzes every parser: builds the targets of tests/fuzz with clang, libFuzzer, AddressSanitizer
# and UBSan in the build folder scripts/sanitize.sh uses too (build-sanitize/, or
# $ATLAS_SANITIZE_BUILD; its own work in build-sanitize/fuzz/), then runs each
# for SECONDS (default 60), one after the other, from its seeds (tests/fuzz/seeds/<name>/ and
# what this script gathers from the fixtures and the built-in course) with its dictionary.
#
#   scripts/fuzz.sh [-j JOBS] [SECONDS] [NAME…]   e.g. scripts/fuzz.sh 600, scripts/fuzz.sh -j 2 30 json svg
#
# -j JOBS runs that many targets at once (default 1; each target is one process on one core),
# so a two-core machine gives every target its SECONDS in half the time.
#
# A crash, a sanitizer report, a hang (an input taking more than 1 s), a leak or running out
# of memory (one allocation of more than 512 MiB, or the target's process growing past 2 GiB)
# is a finding: the input is saved under
# build-sanitize/fuzz/findings/<name>/ (an earlier run's move to findings-earlier/<name>/ when the
# target runs again), the run goes on with the next target, and the script
# exits 1 at the end. Fix the bug, then copy the input into tests/fuzz/regressions/<name>/ —
# CTest replays that folder in every build. What each target found new is kept in
# build-sanitize/fuzz/corpus/<name>/, so later runs start where earlier ones stopped. On a
# shared machine run it niced: nice -n 10 scripts/fuzz.sh.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/common.sh"

usage() {
    echo "usage: scripts/fuzz.sh [-j JOBS] [SECONDS] [NAME…]" >&2
    exit 2
}
jobs=1
if [ "${1:-}" = "-j" ]; then
    [ $# -ge 2 ] || usage
    jobs="$2"
    shift 2
fi
[[ "$jobs" =~ ^[0-9]+$ ]] && [ "$jobs" -ge 1 ] || usage
seconds="${1:-60}"
[ $# -gt 0 ] && shift
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || [ "$seconds" -lt 1 ]; then
    usage
fi
FUZZ_BUILD="$ATLAS_SANITIZE_BUILD"
FUZZ_WORK="$FUZZ_BUILD/fuzz"
FUZZ_SOURCE="$ATLAS_ROOT/tests/fuzz"

atlas_install_packages
atlas_configure_sanitize
# Every target is a tests/fuzz/<name>.cpp (replaymain.cpp is the replayer, not a target).
mapfile -t all < <(cd "$FUZZ_SOURCE" && ls -- *.cpp | sed 's/\.cpp$//' | grep -vx replaymain | sort)
for name in "$@"; do
    if ! printf '%s\n' "${all[@]}" | grep -qx -- "$name"; then
        echo "no fuzz target '$name' (there are: ${all[*]})" >&2
        exit 2
    fi
done
# The targets named, or all of them.
targets=(atlas_fuzz_targets)
[ $# -gt 0 ] && targets=("${@/#/fuzz_}")
cmake --build "$FUZZ_BUILD" --target "${targets[@]}" -j "$(nproc 2>/dev/null || echo 2)"

# One seed file per fixture pack: the manifest, then "\0path\0contents" for each other file
# (the input format of tests/fuzz/packloader.cpp).
pack_seed() {
    local dir="$1" file
    cat "$dir/pack.json"
    while IFS= read -r -d '' file; do
        printf '\0%s\0' "${file#"$dir"/}"
        cat "$file"
    done < <(find "$dir" -type f ! -name pack.json ! -name README.md ! -name expected.txt -print0 | sort -z)
}

# gather NAME FOLDER: what the fixtures offer the target as seeds, besides seeds/NAME.
gather() {
    local name="$1" into="$2" dir f n=0
    case "$name" in
    packloader)
        for dir in "$ATLAS_ROOT"/tests/fixtures/packs/*/ "$ATLAS_ROOT"/content/*/; do
            dir="${dir%/}"
            [ -f "$dir/pack.json" ] && pack_seed "$dir" > "$into/$(basename "$dir").pack"
        done ;;
    markdown)
        find "$ATLAS_ROOT/tests/fixtures" "$ATLAS_ROOT/content" -type f -name '*.md' ! -name README.md ! -name COVERAGE.md \
            -exec cp -t "$into" --backup=numbered {} + ;;
    formula)
        # Every formula of the built-in course, one per file.
        cat "$ATLAS_ROOT"/content/*/chapters/*.md | grep -o '\$[^$]\+\$' | sed 's/^\$//; s/\$$//' | sort -u |
            while IFS= read -r f; do n=$((n + 1)); printf '%s' "$f" > "$into/course-$n.tex"; done ;;
    json)
        for f in "$ATLAS_ROOT"/tests/fixtures/packs/*/pack.json "$ATLAS_ROOT"/content/*/pack.json; do
            [ -f "$f" ] && cp "$f" "$into/$(basename "$(dirname "$f")").json"
        done
        cp "$FUZZ_SOURCE"/seeds/cli*/* "$FUZZ_SOURCE"/seeds/progress/* "$into"/ ;;
    svg)
        find "$ATLAS_ROOT/tests/fixtures" "$ATLAS_ROOT/app" "$ATLAS_ROOT/content" -type f -name '*.svg' \
            -exec cp -t "$into" --backup=numbered {} + ;;
    esac
}

# Inputs longer than this are not tried (a manifest may be 1 MiB, but the grammar shows in
# far less, and shorter inputs run many times faster).
max_len() {
    case "$1" in
    packloader) echo 32768 ;;
    formula) echo 4096 ;;
    cliattention | clipack) echo 8192 ;;
    *) echo 16384 ;;
    esac
}

if [ $# -gt 0 ]; then names=("$@"); else names=("${all[@]}"); fi

# fuzz NAME: runs one target, then writes its summary line to $FUZZ_WORK/results/NAME and
# exits 1 on a finding.
fuzz() {
    local name="$1"
    local binary="$FUZZ_BUILD/tests/fuzz/fuzz_$name"
    local corpus="$FUZZ_WORK/corpus/$name"
    local seeds="$FUZZ_WORK/seeds/$name"
    local findings="$FUZZ_WORK/findings/$name"
    local log="$FUZZ_WORK/logs/$name.log"
    rm -rf "$seeds"
    # What an earlier run found is kept aside, so that this run reports only its own findings.
    if [ -d "$findings" ] && [ -n "$(ls -A "$findings")" ]; then
        mkdir -p "$FUZZ_WORK/findings-earlier/$name"
        mv -f "$findings"/* "$FUZZ_WORK/findings-earlier/$name/"
    fi
    mkdir -p "$corpus" "$seeds" "$findings" "$(dirname "$log")"
    gather "$name" "$seeds"
    local inputs_from=("$FUZZ_SOURCE/seeds/$name")
    # regressions/<name>/ exists once a finding was kept (git keeps no empty folder).
    [ -d "$FUZZ_SOURCE/regressions/$name" ] && inputs_from+=("$FUZZ_SOURCE/regressions/$name")
    local dictionary=()
    [ -f "$FUZZ_SOURCE/$name.dict" ] && dictionary=("-dict=$FUZZ_SOURCE/$name.dict")
    echo "== fuzz_$name: $seconds s"
    local status=0
    # An input that asks for more than 512 MiB at once is a finding (-malloc_limit_mb). The
    # process as a whole may grow further: the sanitizers' allocator keeps what is freed, sorted
    # by size, so a target that renders images of every size (svg) passed 512 MiB of resident
    # memory within 30 s while its live heap stayed under 30 MiB. A leak is still a finding
    # (detect_leaks), and so is growth past 2 GiB.
    (cd "$findings" && ASAN_OPTIONS="detect_leaks=1:allocator_may_return_null=1" \
        LSAN_OPTIONS="$ATLAS_LSAN_OPTIONS" UBSAN_OPTIONS="$ATLAS_UBSAN_OPTIONS" QT_QPA_PLATFORM=offscreen \
        "$binary" "$corpus" "${inputs_from[@]}" "$seeds" \
            "${dictionary[@]}" -max_total_time="$seconds" -timeout=1 -malloc_limit_mb=512 -rss_limit_mb=2048 \
            -max_len="$(max_len "$name")" -artifact_prefix="$findings/" -print_final_stats=1) > "$log" 2>&1 || status=$?
    local runs speed inputs result found=0
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    inputs=$(find "$corpus" -type f | wc -l)
    if [ "$status" -ne 0 ] || [ -n "$(ls -A "$findings")" ]; then
        found=1
        result="FINDING (see $log and $findings/)"
        grep -m1 -E '^(==[0-9]+==ERROR|SUMMARY|ALARM|.*runtime error)' "$log" >&2 || tail -5 "$log" >&2
    else
        result="no finding"
    fi
    printf '%-14s %14s %10s %8s  %s\n' "$name" "${runs:-?}" "${speed:-?}" "$inputs" "$result" > "$FUZZ_WORK/results/$name"
    return "$found"
}

for name in "${names[@]}"; do
    if [ ! -x "$FUZZ_BUILD/tests/fuzz/fuzz_$name" ]; then
        echo "no fuzz target '$name' (there are: ${all[*]})" >&2
        exit 2
    fi
done
rm -rf "$FUZZ_WORK/results"
mkdir -p "$FUZZ_WORK/results"
found=0
running=0
for name in "${names[@]}"; do
    if [ "$running" -ge "$jobs" ]; then
        wait -n || found=1
        running=$((running - 1))
    fi
    fuzz "$name" &
    running=$((running + 1))
done
while [ "$running" -gt 0 ]; do
    wait -n || found=1
    running=$((running - 1))
done

echo
printf '%-14s %14s %10s %8s  %s\n' target executions "exec/s" corpus result
for name in "${names[@]}"; do
    cat "$FUZZ_WORK/results/$name" 2>/dev/null || printf '%-14s %s\n' "$name" "did not finish"
done
exit "$found"
