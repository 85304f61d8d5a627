#!/usr/bin/env python3
"""No product file over a limit of lines (issue 33: a file that grows past it holds more than
one job). Usage: filesizes.py ROOT LIMIT — checks every .cpp and .h under ROOT/app,
ROOT/engine and ROOT/plugins; prints each file over LIMIT with its count and exits 1."""
import pathlib
import sys


def main():
    root, limit = pathlib.Path(sys.argv[1]), int(sys.argv[2])
    over = []
    for folder in ("app", "engine", "plugins"):
        for path in sorted((root / folder).rglob("*")):
            if path.suffix in (".cpp", ".h") and path.is_file():
                lines = len(path.read_text(encoding="utf-8").splitlines())
                if lines > limit:
                    over.append((lines, path.relative_to(root)))
    for lines, path in sorted(over, reverse=True):
        print(f"{path}: {lines} lines, more than {limit}: split it by responsibility")
    print(f"{len(over)} product files over {limit} lines")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
