#!/usr/bin/env python3
"""Checks that COVERAGE.md still points at things that exist, so that the map of what the
course teaches and which test demonstrates it cannot drift from the pack and the suites:

  - every test it names, `tst_<suite>::<function>` (or `::<function>` after one), is a function
    of a tst_<suite>.cpp under the tests folder (defined as Class::function or in the class);
  - every question it names (Q `id`, Qs `a`, `b`) is a question of the pack;
  - every section it names, `<chapter> § <name>`, is a chapter of the pack whose body
    (chapters/<chapter>.md) has a heading or a bold paragraph lead that begins with <name>;
  - every row of a table has a "Demonstrated by" cell: a test, or "—" with the reason in
    parentheses; and the rows' numbers (S1, B1, …) are unique.

  coveragemap.py PACK_FOLDER TESTS_FOLDER     (e.g. content/self-attention tests)
Prints one line per problem, naming the line of COVERAGE.md, and exits 1 if there is any.
"""
import json
import os
import re
import sys


def test_functions(tests_folder):
    """suite name → the source text of its tst_<suite>.cpp files."""
    sources = {}
    for folder, _, files in os.walk(tests_folder):
        for name in files:
            if name.startswith("tst_") and name.endswith(".cpp"):
                with open(os.path.join(folder, name), encoding="utf-8") as f:
                    sources.setdefault(name[:-4], []).append(f.read())
    return {suite: "\n".join(texts) for suite, texts in sources.items()}


def question_ids(node, ids):
    if isinstance(node, dict):
        if isinstance(node.get("questions"), list):
            ids.update(q["id"] for q in node["questions"] if isinstance(q, dict) and "id" in q)
        for value in node.values():
            question_ids(value, ids)
    elif isinstance(node, list):
        for value in node:
            question_ids(value, ids)
    return ids


def section_names(body):
    """Headings and bold paragraph leads ("**What a causal mask alone changes.** …")."""
    names = []
    for line in body.splitlines():
        if line.startswith("#"):
            names.append(line.lstrip("#").strip())
        lead = re.match(r"\*\*([^*]+)\*\*", line)
        if lead:
            names.append(lead.group(1).strip())
    return names


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    pack_folder, tests_folder = sys.argv[1], sys.argv[2]
    coverage_path = os.path.join(pack_folder, "COVERAGE.md")
    with open(coverage_path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    with open(os.path.join(pack_folder, "pack.json"), encoding="utf-8") as f:
        pack = json.load(f)
    chapters = {c["id"] for c in pack["chapters"]}
    sections = {}
    for chapter in chapters:
        body = os.path.join(pack_folder, "chapters", chapter + ".md")
        if os.path.exists(body):
            with open(body, encoding="utf-8") as f:
                sections[chapter] = section_names(f.read())
    questions = question_ids(pack, set())
    suites = test_functions(tests_folder)

    problems = []
    row_numbers = {}
    checked = {"tests": 0, "questions": 0, "sections": 0, "rows": 0}
    for number, line in enumerate(lines, 1):
        where = f"{coverage_path}:{number}"
        suite = None
        for match in re.finditer(r"`(tst_[A-Za-z0-9_]+)(::[A-Za-z0-9_]+)?`|`::([A-Za-z0-9_]+)`", line):
            if match.group(1):
                suite = match.group(1)
                function = match.group(2)[2:] if match.group(2) else None
            else:
                function = match.group(3)
            if suite is None:
                problems.append(f"{where}: `::{function}` follows no `tst_<suite>`")
                continue
            checked["tests"] += 1
            if suite not in suites:
                problems.append(f"{where}: no test suite {suite} (no {suite}.cpp under {tests_folder})")
            elif function and not re.search(r"(::|\bvoid\s+)" + re.escape(function) + r"\s*\(", suites[suite]):
                problems.append(f"{where}: {suite} has no test function {function}")
        for group in re.finditer(r"\bQs? ((?:`[^`]+`(?:,\s*|\s+and\s+)?)+)", line):
            for question in re.findall(r"`([^`]+)`", group.group(1)):
                checked["questions"] += 1
                if question not in questions:
                    problems.append(f"{where}: no question '{question}' in pack.json")
        for match in re.finditer(r"\b([a-z]+(?:-[a-z]+)*) § ([^;|]+)", line):
            chapter = match.group(1)
            if chapter not in chapters:
                continue
            # The name ends where a remark begins: "(…)", " and …", ", …"; "…" abbreviates.
            name = re.split(r" \(| and |, |\)\.", match.group(2))[0].strip().rstrip("…").strip()
            checked["sections"] += 1
            if not any(candidate.startswith(name) for candidate in sections.get(chapter, [])):
                problems.append(f"{where}: chapter {chapter} has no section or bold lead '{name}'")
        row = re.match(r"\|\s*([A-Z]?\d+)\s*\|", line)
        if row:
            checked["rows"] += 1
            label = row.group(1)
            if label in row_numbers:
                problems.append(f"{where}: row {label} again (first at line {row_numbers[label]})")
            row_numbers.setdefault(label, number)
            demonstrated = line.rstrip().rstrip("|").split("|")[-1].strip()
            if not demonstrated:
                problems.append(f"{where}: row {label} has no \"Demonstrated by\"")
            elif "`tst_" not in demonstrated and "`::" not in demonstrated and not re.match(r"—\s*\(.+\)", demonstrated):
                problems.append(f"{where}: row {label}: \"Demonstrated by\" names no test and gives no reason (— (why))")

    for problem in problems:
        print(problem)
    print(f"{coverage_path}: {checked['rows']} rows, {checked['tests']} test references, "
          f"{checked['questions']} question references, {checked['sections']} section references; "
          f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
