#!/usr/bin/env python3
"""docs/pack.schema.json and `attention-atlas-cli validate` agree on every structural rule.

An independent JSON Schema validator (python3-jsonschema, Draft 2020-12) checks the built-in
course's manifest and every fixture pack's manifest; `attention-atlas-cli validate --json`
checks the same packs. Their verdicts must be the same, except for the fixtures listed in
BEYOND_SCHEMA: defects a schema cannot see (files, the engine's answers, limits on what a
body holds, …), where the schema must accept the manifest and the validator must refuse the
pack. A new fixture therefore has to agree, or be listed here with the reason.

Usage: schemaagreement.py SOURCE_DIR CLI
"""
import json
import os
import subprocess
import sys
import tempfile

import jsonschema

# Fixture → why the schema cannot see the defect (the validator reports it as an error).
BEYOND_SCHEMA = {
    # Files the manifest names: their kind, contents, place and size.
    "body-absolute-path": None, "body-backslash": None, "body-file-url": None,
    "body-is-a-directory": "a body that is a folder", "body-missing": "a body that does not exist",
    "body-not-utf8": "a body's bytes", "body-path-escapes-with-dotdot": None,
    "body-too-large": "a body's size", "body-url": None, "body-windows-drive-path": None,
    "html-image-url-in-body": "what a body refers to", "image-absolute-path": "what a body refers to",
    "image-missing": "what a body refers to", "image-outside-pack-symlink": "what a body refers to",
    "image-path-escapes-with-dotdot": "what a body refers to", "image-svg-absolute-path": "an SVG's contents",
    "image-svg-device": "an SVG's contents", "image-svg-fifo-outside": "an SVG's contents",
    "image-svg-includes-itself": "an SVG's contents", "image-svg-refers-outside": "an SVG's contents",
    "image-svg-use-cycle": "an SVG's contents", "image-url-in-body": "what a body refers to",
    "image-url-with-brackets-in-text": "what a body refers to", "image-wrong-format": "an image's format",
    "link-to-missing-chapter": "a body's links", "link-to-missing-file": "a body's links",
    "reference-definition-file-url": "a body's links", "reference-style-image-url-in-body": "a body's links",
    "too-many-references-in-body": "a body's links", "translated-body-is-a-directory": "a translated body",
    # Values that must agree with other values, or with the engine.
    "duplicate-chapter-id": "ids unique across the chapters", "duplicate-question-id": "ids unique across the pack",
    "mask-answer-disagrees-with-engine": "the engine's answer", "mask-block-beyond-packing": "the engine's packing",
    "single-answer-with-partial-fraction": "a choice's fraction against the answer",
    "multiple-fractions-do-not-add-up": "the fractions of the correct choices added up",
    "multiple-fraction-on-a-wrong-choice": "a choice's fraction against the answer",
    "mask-induction-query-not-repeated": "the engine's answer", "mask-query-outside-block": "the engine's packing",
    "mask-from-chapter-with-documents": None,
    "single-answer-out-of-range": "an index within the choices", "multiple-answer-index-out-of-range": "indices within the choices",
    "multiple-answer-duplicate-index": None, "choice-feedback-without-text": None,
    "too-many-questions-in-chapter": None, "too-many-chapters": None,
    "numeric-negative-tolerance": None,
    "truncated-json": "not JSON", "duplicate-key-last-one-wrong": "a key given twice (JSON readers keep one)",
    "huge-manifest": "the manifest's size",
}
# Entries without a reason are structural: the schema says them too (the entry is ignored).
BEYOND_SCHEMA = {name: why for name, why in BEYOND_SCHEMA.items() if why}


def strict_json(text):
    """The manifest as the validator reads it, or None: a key given twice or NaN is refused."""
    def pairs(items):
        keys = [k for k, _ in items]
        if len(keys) != len(set(keys)):
            raise ValueError("duplicate key")
        return dict(items)

    def constant(name):
        raise ValueError(name)

    try:
        return json.loads(text, object_pairs_hook=pairs, parse_constant=constant)
    except (ValueError, RecursionError):
        return None


def validator_verdict(cli, pack):
    run = subprocess.run([cli, "validate", "--json", pack], capture_output=True, timeout=120)
    if run.returncode not in (0, 1):
        raise SystemExit(f"{pack}: validate exited with {run.returncode}: {run.stderr.decode(errors='replace')}")
    report = json.loads(run.stdout)
    return report["valid"], [d for d in report["diagnostics"] if d["severity"] == "error"]


# Generated packs for what fixture packs cannot show without plugins (tst_core_packfixtures
# runs the validator with --no-plugins): each kind's params, and a mask question's params.
# Each is valid-minimal's manifest with its chapter changed; name → (chapter fields, verdict).
MINIMAL_CHAPTER = {"id": "intro", "kind": "mechanism", "title": "Introduction", "body": "chapters/intro.md"}


def mask_question(params):
    return [{"id": "q", "type": "mask", "prompt": "Which keys?", "explanation": "These.", "params": params}]


HAND = {"documents": [[11, 12, 13], [21, 22]], "block_length": 8, "bos": 1, "eos": 2, "query": 6}
GENERATED = {
    "mechanism params": ({"params": {"tokens": ["a", "b"], "causal": True}}, True),
    "mechanism params, a misspelt key": ({"params": {"tokenz": ["a", "b"]}}, False),
    "mechanism params, a wrong type": ({"params": {"causal": "yes"}}, False),
    "packing params": ({"kind": "packing", "params": {"documents": ["the cat", "a dog"], "block_length": 6}}, True),
    "packing params, texts as numbers": ({"kind": "packing", "params": {"documents": [3, 4]}}, False),
    "heads params": ({"kind": "heads", "params": {"width": 6, "trained_model": "models/a.decoder"}}, True),
    "heads params, a width as text": ({"kind": "heads", "params": {"width": "6"}}, False),
    "encoders params": ({"kind": "encoders", "params": {"source": ["the", "cat"], "lengths": [4, 1], "lexicon": [["cat", "chat"]]}}, True),
    "encoders params, an unknown key": ({"kind": "encoders", "params": {"context": ["the"]}}, False),
    "quiz params, an unknown key": ({"kind": "quiz", "params": {"shuffle": True}}, False),
    "scaling-variance params": ({"kind": "scaling-variance", "params": {"dk": 16, "samples": 500}}, True),
    "mask, hand-tokenized": ({"questions": mask_question(HAND)}, True),
    "mask, token labels": ({"questions": mask_question(dict(HAND, token_labels={"11": "ko", "-3": "x"}))}, True),
    "mask, a token label that is not an id": ({"questions": mask_question(dict(HAND, token_labels={"+11": "ko"}))}, False),
    "mask, a token label too long": ({"questions": mask_question(dict(HAND, token_labels={"11": "x" * 25}))}, False),
    "mask, an empty token label": ({"questions": mask_question(dict(HAND, token_labels={"11": ""}))}, False),
    "mask, without bos": ({"questions": mask_question({k: v for k, v in HAND.items() if k != "bos"})}, False),
    "mask, from the chapter": ({"kind": "packing", "params": {"documents": ["the cat", "a dog"]},
                                "questions": mask_question({"from_chapter": True, "block_length": 8, "query": 5})}, True),
    "mask, from the chapter and documents too": ({"kind": "packing", "params": {"documents": ["the cat", "a dog"]},
                                                  "questions": mask_question(dict(HAND, from_chapter=True))}, False),
    "mask params on a numeric question": ({"questions": [{"id": "q", "type": "numeric", "prompt": "How many?", "explanation": "2.",
                                                          "answer": 2, "tolerance": 0, "params": HAND}]}, False),
    "languages listed twice": ({}, False),
}


def generated_packs(directory):
    """Writes each generated pack under `directory`; yields (name, folder, expected verdict)."""
    for index, (name, (fields, verdict)) in enumerate(GENERATED.items()):
        folder = os.path.join(directory, f"generated-{index}")
        os.makedirs(os.path.join(folder, "chapters"))
        with open(os.path.join(folder, "chapters", "intro.md"), "w", encoding="utf-8") as f:
            f.write("# Introduction\n\nA short body.\n")
        manifest = {"format": 1, "id": "org.example.generated", "version": "1.0.0", "title": "Generated",
                    "chapters": [dict(MINIMAL_CHAPTER, **fields)]}
        if name == "languages listed twice":
            manifest["languages"] = ["en", "en"]
        with open(os.path.join(folder, "pack.json"), "w", encoding="utf-8") as f:
            json.dump(manifest, f, ensure_ascii=False, indent=2)
        yield name, folder, verdict


def main():
    source, cli = sys.argv[1], sys.argv[2]
    with open(os.path.join(source, "docs", "pack.schema.json"), encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    checker = jsonschema.Draft202012Validator(schema)

    fixtures = os.path.join(source, "tests", "fixtures", "packs")
    examples = os.path.join(source, "content", "examples")
    packs = [os.path.join(source, "content", "self-attention")]
    packs += [os.path.join(examples, name) for name in sorted(os.listdir(examples))]
    packs += [os.path.join(fixtures, name) for name in sorted(os.listdir(fixtures))]
    failures = []
    compared = 0
    for pack in packs:
        name = os.path.basename(pack)
        manifest = os.path.join(pack, "pack.json")
        if not os.path.isfile(manifest) or os.path.islink(manifest):
            continue  # made at run time by tst_core_packfixtures (FIFOs, links): no manifest to check
        with open(manifest, "rb") as f:
            raw = f.read()
        try:
            document = strict_json(raw.decode("utf-8"))
        except UnicodeDecodeError:
            document = None
        valid, errors = validator_verdict(cli, pack)
        if document is None:
            if valid:
                failures.append(f"{name}: not strict JSON, but the validator accepts it")
            continue
        schema_errors = sorted(checker.iter_errors(document), key=lambda e: list(e.absolute_path))
        schema_valid = not schema_errors
        compared += 1
        if name in BEYOND_SCHEMA:
            if not schema_valid or valid:
                failures.append(f"{name}: listed as beyond the schema ({BEYOND_SCHEMA[name]}), but the schema says "
                                f"{'valid' if schema_valid else 'invalid'} and the validator {'valid' if valid else 'invalid'}")
            continue
        if schema_valid != valid:
            said = "; ".join(f"/{'/'.join(map(str, e.absolute_path))}: {e.message[:160]}" for e in schema_errors[:3])
            errs = "; ".join(f"{d['pointer']}: {d['message']}" for d in errors[:3])
            failures.append(f"{name}: the schema says {'valid' if schema_valid else 'invalid'} ({said or '-'}), "
                            f"the validator {'valid' if valid else 'invalid'} ({errs or '-'})")
    with tempfile.TemporaryDirectory() as directory:
        for name, folder, verdict in generated_packs(directory):
            with open(os.path.join(folder, "pack.json"), encoding="utf-8") as f:
                schema_errors = list(checker.iter_errors(json.load(f)))
            valid, errors = validator_verdict(cli, folder)
            compared += 1
            if (not schema_errors) != verdict or valid != verdict:
                failures.append(f"generated '{name}': expected {'valid' if verdict else 'invalid'}, the schema says "
                                f"{'valid' if not schema_errors else 'invalid'} ({'; '.join(e.message[:120] for e in schema_errors[:2]) or '-'}), "
                                f"the validator {'valid' if valid else 'invalid'} ({'; '.join(d['pointer'] or '' for d in errors[:2]) or '-'})")
    for line in failures:
        print("DISAGREE", line)
    print(f"{compared} manifests compared, {len(failures)} disagreements")
    return 1 if failures or compared < 50 else 0


if __name__ == "__main__":
    sys.exit(main())
