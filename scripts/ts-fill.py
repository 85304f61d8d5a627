#!/usr/bin/env python3
"""Lists and fills the unfinished entries of a Qt Linguist catalogue, for translators who
work in a text editor (or with a helper) instead of Qt Linguist.

  ts-fill.py list  translations/attention-atlas_de.ts > todo.json
      every unfinished entry: {"context", "source", "comment", "extracomment", "numerus",
      "translation"} ("translation" is "" or, for %n entries, a list of plural forms)
  ts-fill.py apply translations/attention-atlas_de.ts done.json
      sets the translations given (same objects, "translation" filled in) and marks them
      finished; entries are matched by context, source and comment
  ts-fill.py carry translations/attention-atlas_de.ts [OLD.ts]
      fills unfinished entries whose source text is translated in another context of the same
      catalogue, or of OLD.ts (a class renamed or a string moved: lupdate drops the old
      entries, so pass the catalogue as it was, e.g. from `git show HEAD:translations/…`),
      and lists what it filled
  ts-fill.py merge translations/attention-atlas_de.ts BASE.ts THEIRS.ts
      after a merge that took this catalogue from one side: takes every translation the other
      side (THEIRS.ts) changed since the merge base (BASE.ts), matched by context and source
      text, so a corrected translation on a merged branch is not lost; lists what it took

Run scripts/update-translations.sh afterwards: lupdate rewrites the file in its own layout.
"""
import json
import sys
import xml.etree.ElementTree as ET

HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'


def messages(root):
    for context in root.iter('context'):
        name = context.findtext('name')
        for message in context.iter('message'):
            yield name, message


def key_of(context, message):
    return (context, message.findtext('source') or '', message.findtext('comment') or '')


def is_unfinished(message):
    translation = message.find('translation')
    return translation is not None and translation.get('type') == 'unfinished'


def current(message):
    translation = message.find('translation')
    if message.get('numerus') == 'yes':
        return [form.text or '' for form in translation.findall('numerusform')]
    return translation.text or ''


def set_translation(message, value):
    translation = message.find('translation')
    if message.get('numerus') == 'yes':
        if not isinstance(value, list):
            raise SystemExit('a %n entry needs a list of plural forms: ' + (message.findtext('source') or ''))
        for form in list(translation):
            translation.remove(form)
        for text in value:
            ET.SubElement(translation, 'numerusform').text = text
    else:
        if not isinstance(value, str) or not value:
            raise SystemExit('an empty translation for: ' + (message.findtext('source') or ''))
        translation.text = value
    translation.attrib.pop('type', None)


def write(tree, path):
    body = ET.tostring(tree.getroot(), encoding='unicode')
    with open(path, 'w', encoding='utf-8') as f:
        f.write(HEADER + body + '\n')


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in ('list', 'apply', 'carry', 'merge'):
        print(__doc__, file=sys.stderr)
        return 2
    command, path = sys.argv[1], sys.argv[2]
    tree = ET.parse(path)
    root = tree.getroot()
    if command == 'list':
        todo = []
        for context, message in messages(root):
            if is_unfinished(message):
                todo.append({'context': context, 'source': message.findtext('source') or '',
                             'comment': message.findtext('comment') or '',
                             'extracomment': message.findtext('extracomment') or '',
                             'numerus': message.get('numerus') == 'yes',
                             'translation': current(message)})
        json.dump(todo, sys.stdout, ensure_ascii=False, indent=1)
        print()
        return 0
    if command == 'apply':
        with open(sys.argv[3], encoding='utf-8') as f:
            done = json.load(f)
        wanted = {(d['context'], d['source'], d.get('comment', '')): d['translation'] for d in done}
        applied = 0
        for context, message in messages(root):
            k = key_of(context, message)
            if k in wanted:
                set_translation(message, wanted.pop(k))
                applied += 1
        write(tree, path)
        print(f'{applied} applied', file=sys.stderr)
        if wanted:
            print('not found in the catalogue:', file=sys.stderr)
            for k in wanted:
                print('  ', k, file=sys.stderr)
            return 1
        return 0
    if command == 'merge':
        if len(sys.argv) != 5:
            print(__doc__, file=sys.stderr)
            return 2

        def finished(path_):
            table = {}
            for _, message in messages(ET.parse(path_).getroot()):  # _: the context
                if not is_unfinished(message) and message.find('translation') is not None:
                    table[(_, message.findtext('source'), message.get('numerus'))] = current(message)
            return table
        base, theirs = finished(sys.argv[3]), finished(sys.argv[4])
        changed = {k: v for k, v in theirs.items() if base.get(k) != v}
        taken = 0
        for context, message in messages(root):
            k = (context, message.findtext('source'), message.get('numerus'))
            if k in changed and (is_unfinished(message) or current(message) != changed[k]):
                set_translation(message, changed[k])
                taken += 1
                print(f'{context}: {message.findtext("source")}')
        write(tree, path)
        print(f'{taken} taken from {sys.argv[4]}', file=sys.stderr)
        return 0
    # carry
    known = {}
    sources = [root] + [ET.parse(extra).getroot() for extra in sys.argv[3:]]
    for context, message in (m for r in sources for m in messages(r)):
        if not is_unfinished(message) and message.find('translation') is not None:
            known.setdefault((message.findtext('source'), message.get('numerus')), current(message))
    filled = 0
    for context, message in messages(root):
        if is_unfinished(message):
            value = known.get((message.findtext('source'), message.get('numerus')))
            if value:
                set_translation(message, value)
                filled += 1
                print(f'{context}: {message.findtext("source")}')
    write(tree, path)
    print(f'{filled} carried over', file=sys.stderr)
    return 0


if __name__ == '__main__':
    sys.exit(main())
