#!/usr/bin/env python3
"""The libraries' layers, read from the sources' includes (docs/architecture.md, "Layering"):
each folder of app/ may include only the folders below it, and no Qt module above its own.
    text         (atlas_text)         Qt Core; nothing of ours, not even the engine
    core         (atlas_core)         Qt Core (and Qt Concurrent); text and the engine (atlas/)
    interchange  (atlas_interchange)  Qt Core; core and text
    sdk, cli, shell                   above these: not checked here
Usage: layering.py ROOT [LIBATLAS_CORE NM] — checks every .cpp and .h under ROOT/app/{text,
core,interchange}; with a built libatlas_core and nm, also that the library defines none of
interchange's or text's classes (a source listed in the wrong library). Prints each breach and
exits 1."""
import pathlib
import re
import subprocess
import sys

# What each layer's sources may include of ours ("<folder>/…") and which Qt modules.
ALLOWED = {
    "text": ({"text"}, {"QtCore"}),
    "core": ({"core", "text", "atlas"}, {"QtCore", "QtConcurrent"}),
    "interchange": ({"interchange", "core", "text"}, {"QtCore"}),
}
OURS = {"text", "core", "interchange", "sdk", "cli", "shell", "atlas"}
# Qt's headers by module, as far as our sources name them (<QWidget>, <QtWidgets/QWidget>).
QT_GUI_CLASSES = re.compile(r"^Q(Widget|Application|Painter|Image|Pixmap|Color|Font|Icon|Window|"
                            r"Svg|Chart|Action|Label|Layout|GuiApplication|TextDocument|Xml)\b")
INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')
# Classes that belong to atlas_text or atlas_interchange: libatlas_core must not define them.
FOREIGN = re.compile(r"\batlas::(FormulaParser|FormulaNode|MarkdownFormulas|MarkdownReferences|"
                     r"MarkdownCode|SvgSafety|Utf8Text|MoodleExport|MoodleFile|MoodleImport|"
                     r"MoodleXmlReader|MoodleXmlWriter|MoodleGrades|GiftReader|GiftWriter|"
                     r"GiftSyntax|GiftQuestionParser|Csv|ItemAnalysis|ClassResults|"
                     r"QuestionInserter)::")


def check_includes(root):
    breaches = []
    for layer, (ours, modules) in ALLOWED.items():
        folder = root / "app" / layer
        for path in sorted(folder.rglob("*")):
            if path.suffix not in (".cpp", ".h") or not path.is_file():
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                match = INCLUDE.match(line)
                if not match:
                    continue
                quote, name = match.groups()
                first = name.split("/")[0]
                where = f"{path.relative_to(root)}:{number}"
                if "/" in name and first in OURS and first not in ours:
                    breaches.append(f"{where}: {layer} includes {name}")
                elif quote == "<" and first.startswith("Qt") and "/" in name and first not in modules:
                    breaches.append(f"{where}: {layer} includes {name} (Qt module {first})")
                elif quote == "<" and "/" not in name and QT_GUI_CLASSES.match(name):
                    breaches.append(f"{where}: {layer} includes {name}, not Qt Core")
    return breaches


def check_library(library, nm):
    out = subprocess.run([nm, "-D", "-C", "--defined-only", library], check=True,
                         capture_output=True, text=True).stdout
    found = sorted({m.group(0) for m in FOREIGN.finditer(out)})
    return [f"{library}: defines {name} (another library's class)" for name in found]


def main():
    root = pathlib.Path(sys.argv[1])
    includes = check_includes(root)
    library = check_library(sys.argv[2], sys.argv[3]) if len(sys.argv) > 3 else []
    for breach in includes + library:
        print(breach)
    print(f"{len(includes)} include breaches, {len(library)} library breaches")
    return 1 if includes or library else 0


if __name__ == "__main__":
    sys.exit(main())
