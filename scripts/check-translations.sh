#!/usr/bin/env bash
# Fails when a UI catalogue is incomplete: a source string missing from a catalogue, an
# unfinished or untranslated entry, or a string the sources no longer have. It refreshes
# copies of translations/*.ts from app/ and plugins/ exactly as scripts/update-translations.sh
# does — a string missing from a catalogue arrives there unfinished — and asks lrelease.
#
#   check-translations.sh [QT_BIN_DIR]     (default: where lupdate is found, else /usr/lib/qt6/bin)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="${1:-$(dirname "$(command -v lupdate 2>/dev/null || echo /usr/lib/qt6/bin/lupdate)")}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp "$root"/translations/attention-atlas_*.ts "$work/"
cd "$root"
"$bin/lupdate" -silent -no-obsolete -locations none -source-language en -target-language en \
    -pluralonly app plugins -ts "$work/attention-atlas_en.ts"
for language in de fr; do
    "$bin/lupdate" -silent -no-obsolete -locations none -source-language en -target-language "$language" \
        app plugins -ts "$work/attention-atlas_$language.ts"
done
status=0
for file in "$work"/attention-atlas_*.ts; do
    name="translations/$(basename "$file")"
    report=$("$bin/lrelease" "$file" -qm "$work/check.qm")
    generated=$(echo "$report" | sed -n 's/.*Generated \([0-9]*\) translation.*/\1/p')
    unfinished=$(echo "$report" | sed -n 's/.*finished and \([0-9]*\) unfinished.*/\1/p')
    ignored=$(echo "$report" | sed -n 's/.*Ignored \([0-9]*\) untranslated.*/\1/p')
    obsolete=$(grep -c 'type="obsolete"\|type="vanished"' "$root/$name" || true)
    problems=$(( ${unfinished:-0} + ${ignored:-0} + obsolete ))
    if [ "$problems" -ne 0 ]; then
        echo "$name: ${unfinished:-0} unfinished, ${ignored:-0} untranslated or missing, $obsolete obsolete:"
        # The first few offenders, by their English source text.
        grep -B3 'type="unfinished"' "$file" | sed -n 's/.*<source>\(.*\)<\/source>.*/  \1/p' | head -15  || true
        status=1
    else
        echo "$name: complete (${generated:-0} translations)"
    fi
done
[ $status -eq 0 ] || echo "Run scripts/update-translations.sh, then translate the unfinished entries (Qt Linguist)."
exit $status
