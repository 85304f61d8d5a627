#!/usr/bin/env python3
"""Extracts or applies the translatable texts of a chapter pack manifest.

  pack-texts.py extract PACK.json > texts.json
      every text field (title, summary, prompt, choices, feedback, explanation, unit, the
      history timeline's texts, theme names …) as {JSON pointer: English text}
  pack-texts.py apply PACK.json LANG translations.json
      writes each translation into its field as {"en": …, LANG: …}, keeping the others

Authors use it to hand a translator one flat file instead of the whole manifest.
"""
import json
import sys

TEXT_KEYS = {"title", "description", "summary", "prompt", "text", "feedback", "explanation",
             "unit", "established", "not_established", "name"}
NOT_TEXT_PARENTS = {"source"}  # citations keep their original titles


def walk(node, pointer, parent_key, out):
    if isinstance(node, dict):
        for key, value in node.items():
            child = f"{pointer}/{key}"
            if key in TEXT_KEYS and parent_key not in NOT_TEXT_PARENTS and (
                    isinstance(value, str) or (isinstance(value, dict) and "en" in value)):
                out[child] = value if isinstance(value, str) else value["en"]
            else:
                walk(value, child, key, out)
    elif isinstance(node, list):
        for index, value in enumerate(node):
            child = f"{pointer}/{index}"
            if parent_key == "choices" and (isinstance(value, str) or (isinstance(value, dict) and "en" in value and "text" not in value)):
                out[child] = value if isinstance(value, str) else value["en"]
            else:
                walk(value, child, parent_key, out)


def resolve(root, pointer):
    parts = pointer.split("/")[1:]
    node = root
    for part in parts[:-1]:
        node = node[int(part)] if isinstance(node, list) else node[part]
    last = parts[-1]
    return node, int(last) if isinstance(node, list) else last


def main():
    if len(sys.argv) >= 3 and sys.argv[1] == "extract":
        pack = json.load(open(sys.argv[2], encoding="utf-8"))
        out = {}
        walk(pack, "", None, out)
        json.dump(out, sys.stdout, ensure_ascii=False, indent=1)
        print()
    elif len(sys.argv) == 5 and sys.argv[1] == "apply":
        path, language, translations = sys.argv[2], sys.argv[3], json.load(open(sys.argv[4], encoding="utf-8"))
        pack = json.load(open(path, encoding="utf-8"))
        for pointer, text in translations.items():
            parent, key = resolve(pack, pointer)
            value = parent[key]
            if isinstance(value, str):
                value = {"en": value}
            value[language] = text
            parent[key] = value
        with open(path, "w", encoding="utf-8") as f:
            json.dump(pack, f, ensure_ascii=False, indent=2)
            f.write("\n")
    else:
        print(__doc__, file=sys.stderr)
        sys.exit(2)


if __name__ == "__main__":
    main()
