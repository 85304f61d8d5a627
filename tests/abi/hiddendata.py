#!/usr/bin/env python3
"""Every exported class an installed SDK header declares keeps its data behind a d-pointer.

A class of the SDK (`class ATLAS_CORE_EXPORT X`, `class ATLAS_SDK_EXPORT X` in core/*.h and
sdk/*.h of the installed headers) may hold one data member: its d-pointer (`d`, a
std::unique_ptr, QSharedDataPointer, QExplicitlySharedDataPointer or QScopedPointer), so its
layout does not change when what it holds does, and a plugin built against the SDK survives.
Records (`struct`) are the API version's data and exempt; so are interfaces (no data).

Usage: hiddendata.py HEADERS_DIR   (the folder holding core/ and sdk/)
Prints each breach and "N classes, M breaches"; exits 1 on a breach.
"""
import glob
import os
import re
import sys

EXPORTED = re.compile(r"\bclass\s+ATLAS_(?:CORE|SDK)_EXPORT\s+(\w+)[^;{]*\{")
D_POINTER = re.compile(r"^(?:const\s+)?(?:std::unique_ptr|QSharedDataPointer|QExplicitlySharedDataPointer|QScopedPointer)\s*<.*>\s*d$")
NOT_DATA = re.compile(r"^(?:using|typedef|friend|static|enum|struct|class|union|template|Q_[A-Z_]+|public|protected|private)\b")


def strip(text):
    """The text without comments, string and character literals (kept as empty quotes)."""
    text = re.sub(r"//[^\n]*", "", text)
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r'R"\((.*?)\)"', '""', text, flags=re.S)
    text = re.sub(r'"(?:\\.|[^"\\])*"', '""', text)
    return re.sub(r"'(?:\\.|[^'\\])'", "''", text)


def members(body):
    """The data members declared at the class's own scope (depth 0 of `body`)."""
    found = []
    depth = 0
    statement = ""
    for ch in body:
        if ch == "{":
            if depth == 0:
                pending = statement.strip()
                # A member initialised with braces (`int x{1};`, `std::vector<double> v{…};`)
                # is data; a function body, an enum or a nested record is not.
                if pending and "(" not in pending and not NOT_DATA.match(pending) and not pending.endswith("="):
                    found.append(pending)
                statement = ""
            depth += 1
        elif ch == "}":
            depth -= 1
            statement = ""
        elif depth == 0:
            if ch == ";":
                s = re.sub(r"^(?:public|protected|private)\s*(?:Q_SLOTS|Q_SIGNALS)?\s*:", "", statement.strip()).strip()
                function = re.search(r"\boperator\b", s) or "(" in re.sub(r"=.*$", "", s, flags=re.S)
                s = re.sub(r"\s*=.*$", "", s, flags=re.S).strip()  # a member's initialiser
                if s and not function and not NOT_DATA.match(s) and not s.startswith("~"):
                    found.append(s)
                statement = ""
            elif ch == ":" and re.fullmatch(r"\s*(?:public|protected|private)(?:\s+Q_SLOTS)?|\s*Q_SIGNALS", statement):
                statement = ""
            else:
                statement += ch
    return [" ".join(m.split()) for m in found]


def class_bodies(text):
    for match in EXPORTED.finditer(text):
        depth = 1
        i = match.end()
        while i < len(text) and depth:
            depth += {"{": 1, "}": -1}.get(text[i], 0)
            i += 1
        yield match.group(1), text[match.end():i - 1]


def main():
    folder = sys.argv[1]
    headers = sorted(glob.glob(os.path.join(folder, "core", "*.h")) + glob.glob(os.path.join(folder, "sdk", "*.h")))
    if not headers:
        sys.exit("no headers in %s/core or %s/sdk" % (folder, folder))
    classes = breaches = 0
    for header in headers:
        with open(header, encoding="utf-8") as f:
            text = strip(f.read())
        for name, body in class_bodies(text):
            classes += 1
            data = [m for m in members(body) if not D_POINTER.match(m)]
            if data:
                breaches += 1
                print("%s: class %s holds %s: keep it behind the d-pointer (struct Private; std::unique_ptr<Private> d;)"
                      % (os.path.relpath(header, folder), name, "; ".join(data)))
    print("%d classes, %d breaches" % (classes, breaches))
    return 1 if breaches else 0


if __name__ == "__main__":
    sys.exit(main())
