#!/usr/bin/env bash
# Refreshes the Qt Linguist catalogues from the sources (app/ and plugins/): new strings are
# added as unfinished, strings no longer in the sources are dropped. Translate the unfinished
# entries with Qt Linguist (`linguist translations/attention-atlas_de.ts`) or any editor.
#
#   attention-atlas_en.ts  English plural forms only ("1 question", "2 questions")
#   attention-atlas_de.ts  German
#   attention-atlas_fr.ts  French
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
LUPDATE="${LUPDATE:-$(command -v lupdate || echo /usr/lib/qt6/bin/lupdate)}"
sources=(app plugins)
"$LUPDATE" -silent -no-obsolete -locations none -source-language en -target-language en \
    -pluralonly "${sources[@]}" -ts translations/attention-atlas_en.ts
for language in de fr; do
    "$LUPDATE" -silent -no-obsolete -locations none -source-language en -target-language "$language" \
        "${sources[@]}" -ts "translations/attention-atlas_$language.ts"
done
