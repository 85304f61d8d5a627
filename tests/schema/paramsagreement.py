#!/usr/bin/env python3
"""Each chapter kind's params declaration and its reader agree.

A kind declares its params once, in plugins/<kind>/<kind>.params.json (a JSON Schema); its
plugin's metadata carries it and `attention-atlas-cli schema` puts it in the pack's schema as
$defs/params-<kind>. The kind's reader (what `validate` runs) may refuse more than the
declaration says — values that must agree with each other — but never less:

  - every value the declaration refuses (a wrong type, a number past a bound, a value not in an
    enum, too many or too few items, a key it does not declare) the reader refuses too, and
    says so at that value;
  - every default the declaration states the reader accepts where it stands.

The probes are made from the declarations, so a kind added later is checked without a line
here. Usage: paramsagreement.py CLI
"""
import copy
import json
import os
import subprocess
import sys
import tempfile

import jsonschema

CHAPTERS_PER_PACK = 60  # under the manifest's limit of 64


def wrong_type(field):
    return {"integer": "seven", "number": "seven", "boolean": 1, "string": 5, "array": {"a": 1},
            "object": [1]}.get(field.get("type"), None)


def probes(declaration, prefix=()):
    """(path, value, what) of values the declaration refuses, one field at a time."""
    out = [(prefix + ("no_such_field",), 1, "a key not declared")]
    for name, field in declaration.get("properties", {}).items():
        path = prefix + (name,)
        kind = field.get("type")
        bad = wrong_type(field)
        if bad is not None:
            out.append((path, bad, "a value of another type"))
        if kind in ("integer", "number"):
            step = 1 if kind == "integer" else max(abs(field.get("minimum", 1)), 1) * 1e-3
            if "minimum" in field:
                out.append((path, field["minimum"] - step, "a number below the minimum"))
            if "maximum" in field:
                out.append((path, field["maximum"] + step, "a number above the maximum"))
            if kind == "integer":
                out.append((path, field.get("minimum", 0) + 0.5, "a number that is not an integer"))
        if kind == "string" and "enum" in field:
            out.append((path, "not-one-of-them", "a string not in the enum"))
        if kind == "array":
            if field.get("minItems", 0) > 0:
                out.append((path, [], "too few items"))
            sample = field.get("default")
            if "maxItems" in field and isinstance(sample, list) and sample:
                out.append((path, (sample * (field["maxItems"] + 1))[: field["maxItems"] + 1], "too many items"))
            items = field.get("items", {})
            if isinstance(sample, list) and sample and items.get("type") in ("integer", "number"):
                step = 1 if items["type"] == "integer" else 1e-3
                for bound, beyond in (("minimum", -step), ("maximum", step)):
                    if bound in items:
                        out.append((path, [items[bound] + beyond] + sample[1:], "an item past its " + bound))
        if kind == "object":
            out.extend(probes(field, path))
    return out


def defaults(declaration, prefix=()):
    out = []
    for name, field in declaration.get("properties", {}).items():
        if "default" in field:
            out.append((prefix + (name,), field["default"]))
        if field.get("type") == "object":
            out.extend(defaults(field, prefix + (name,)))
    return out


def nested(path, value):
    params = value
    for key in reversed(path):
        params = {key: params}
    return params


def pointer(index, path):
    return "/chapters/%d/params/" % index + "/".join(path)


def validate(cli, kind, params_list):
    """The validator's diagnostics for a pack of one chapter of `kind` per params object."""
    with tempfile.TemporaryDirectory() as folder:
        chapters = [{"id": "c%d" % i, "kind": kind, "title": "C%d" % i, "params": params}
                    for i, params in enumerate(params_list)]
        with open(os.path.join(folder, "pack.json"), "w", encoding="utf-8") as f:
            json.dump({"format": 1, "id": "org.example.agreement", "version": "1.0.0",
                       "title": "Agreement", "chapters": chapters}, f)
        run = subprocess.run([cli, "validate", "--json", folder], capture_output=True, text=True, timeout=300)
        try:
            return json.loads(run.stdout)["diagnostics"]
        except (ValueError, KeyError):
            sys.exit("validate gave no JSON report for %s (exit %d): %s" % (kind, run.returncode, run.stderr))


def validate_each(cli, kind, params_list):
    """Like validate, but a value that stops the whole manifest from being read (a number
    beyond what JSON carries exactly is refused as it is parsed) sends each params object
    through a pack of its own; the diagnostics are renumbered as if in one pack."""
    diagnostics = validate(cli, kind, params_list)
    if not any(d["code"] == "syntax" for d in diagnostics):
        return diagnostics
    merged = []
    for index, params in enumerate(params_list):
        for d in validate(cli, kind, [params]):
            d = dict(d)
            d["pointer"] = d.get("pointer", "").replace("/chapters/0", "/chapters/%d" % index, 1)
            merged.append(d)
    return merged


def errors_at(diagnostics, where):
    return [d for d in diagnostics if d["severity"] == "error"
            and (d.get("pointer") == where or d.get("pointer", "").startswith(where + "/"))]


def main():
    cli = sys.argv[1]
    schema = json.loads(subprocess.run([cli, "schema", "--no-plugins"], capture_output=True, text=True,
                                       check=True, timeout=120).stdout)
    definitions = schema["$defs"]
    # The chapter kinds: those a chapter's "kind" selects params for.
    kinds = sorted(rule["if"]["properties"]["kind"]["const"] for rule in definitions["chapter"].get("allOf", [])
                   if "params-" in json.dumps(rule.get("then", {})))
    if not kinds:
        sys.exit("the schema declares no chapter kind's params: are the plugins built?")
    failures = []
    checked = 0
    for kind in kinds:
        declaration = definitions["params-" + kind]
        checker = jsonschema.Draft202012Validator({"$defs": definitions, "$ref": "#/$defs/params-" + kind})
        cases = probes(declaration)
        for path, value, what in cases:
            if checker.is_valid(nested(path, value)):
                failures.append("%s: the probe %s at %s (%r) is valid by the declaration: fix the probe"
                                % (kind, what, "/".join(path), value))
        for start in range(0, len(cases), CHAPTERS_PER_PACK):
            chunk = cases[start:start + CHAPTERS_PER_PACK]
            diagnostics = validate_each(cli, kind, [nested(path, value) for path, value, _ in chunk])
            for index, (path, value, what) in enumerate(chunk):
                checked += 1
                if not errors_at(diagnostics, pointer(index, path)):
                    failures.append("%s: the declaration refuses %s at %s (%s), but the reader reports no error there"
                                    % (kind, what, "/".join(path), json.dumps(value)))
        stated = defaults(declaration)
        diagnostics = validate(cli, kind, [nested(path, value) for path, value in stated]) if stated else []
        for index, (path, value) in enumerate(stated):
            checked += 1
            found = errors_at(diagnostics, pointer(index, path))
            if found:
                failures.append("%s: the declared default of %s (%s) is refused by the reader: %s"
                                % (kind, "/".join(path), json.dumps(value), found[0]["message"]))
    for failure in failures:
        print(failure)
    print("%d kinds, %d probes, %d disagreements" % (len(kinds), checked, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
