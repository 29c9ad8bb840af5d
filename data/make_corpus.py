#!/usr/bin/env python3
"""Assemble the bundled corpus, data/train.txt and data/valid.txt, from the prose written for this project.

The texts live in data/prose/texts/*.txt, written by hand around plans drawn from an everyday vocabulary list
(data/prose/plan.py; data/README.md tells how). This script only checks and gathers them:

    python data/make_corpus.py            # writes data/train.txt and data/valid.txt
    python data/make_corpus.py --stats    # the same, then prints the corpus figures (size, repetition, vocabulary)
    python data/make_corpus.py --out /tmp/corpus --stats

The output is byte for byte the same on every run: the files are read in name order, and whether a document is
held out depends on its own text only (a SHA-256 of it), so adding a text never moves another between the files.
A file that breaks the format stops the assembly with its name and line. Only the standard library is used.
"""

import argparse
import hashlib
import os
import re
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "prose"))
import figures as corpus_figures  # noqa: E402

TEXTS = HERE / "prose" / "texts"
VALID_PER_THOUSAND = 50  # about 5% of the documents are held out
MIN_DOC_CHARS = 200  # shorter is a fragment, not a text (a stray line, half a paragraph)
# Characters a plain line of prose never holds: tabs, carriage returns and other controls, invisible marks.
CONTROL = re.compile("[\x00-\x09\x0b-\x1f\x7f\u200b-\u200f\u2028\u2029\ufeff]")


class FormatError(ValueError):
    """A text file that breaks the corpus format; the message names the file and the line."""


def read_texts(path: Path) -> list[str]:
    """The documents of one text file, checked: UTF-8, no control characters or tabs, no empty or tiny
    document (blank lines separate documents; two blank lines in a row would make an empty one)."""
    raw = path.read_bytes()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line = raw[:e.start].count(b"\n") + 1
        raise FormatError(f"{path}: line {line}: not UTF-8 (byte {raw[e.start]:#04x}); save the file as UTF-8.")
    lines = text.split("\n")
    for number, line in enumerate(lines, 1):
        bad = CONTROL.search(line)
        if bad:
            what = "a carriage return (Windows line ends)" if bad.group() == "\r" else \
                f"a control or invisible character (U+{ord(bad.group()):04X})"
            raise FormatError(f"{path}: line {number}: {what}; remove it, texts are plain lines of prose.")
        if line and not line.strip():
            raise FormatError(f"{path}: line {number}: a line of spaces only; make it empty if it separates texts, "
                              "or remove it.")
    while lines and lines[-1] == "":
        lines.pop()
    docs, current, start = [], [], 1
    for number, line in enumerate(lines + [""], 1):
        if line:
            if not current:
                start = number
            current.append(line)
            continue
        if not current:
            raise FormatError(f"{path}: line {number}: an empty document (two blank lines in a row, or a blank "
                              "first line); leave exactly one blank line between texts.")
        doc = "\n".join(current)
        if len(doc) < MIN_DOC_CHARS:
            raise FormatError(f"{path}: line {start}: a document of {len(doc)} characters (under {MIN_DOC_CHARS}); "
                              "join it to its text or finish it.")
        docs.append(doc)
        current = []
    return docs


def is_held_out(doc: str) -> bool:
    return int(hashlib.sha256(doc.encode("utf-8")).hexdigest()[:8], 16) % 1000 < VALID_PER_THOUSAND


def assemble(texts: Path = TEXTS) -> tuple[list[str], list[str]]:
    """(train documents, held-out documents) from every *.txt under texts, in file-name order; a document seen
    twice is kept once."""
    files = sorted(texts.glob("*.txt"))
    if not files:
        raise FormatError(f"{texts}: no .txt files; the prose texts belong there (data/README.md).")
    seen, train, valid = set(), [], []
    for path in files:
        for doc in read_texts(path):
            if doc not in seen:
                seen.add(doc)
                (valid if is_held_out(doc) else train).append(doc)
    return train, valid


def write_atomically(path: Path, docs: list[str]) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n\n".join(docs) + "\n")
    os.replace(tmp, path)


read_docs = corpus_figures.read_documents  # a written train.txt or valid.txt, as documents


def print_stats(train: list[str], valid: list[str]) -> dict:
    result = {}
    for name, docs in (("train", train), ("valid", valid)):
        fig = corpus_figures.figures(docs)
        result[name] = fig
        print(f"{name}: {fig['bytes']:,} bytes, {fig['documents']:,} documents, {fig['words']:,} words, "
              f"{fig['different_words']:,} different words")
    fig = result["train"]
    print(f"train: {fig['repeated_6gram_share']:.1%} of word positions start a 6-word sequence seen 5+ times; "
          f"distinct 6-word sequences per position {fig['distinct_6gram_share']:.1%}; "
          f"{fig['vocabulary_used_share']:.1%} of the {fig['vocabulary_size']:,} vocabulary words used 20+ times")
    return result


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--stats", action="store_true", help="print the corpus figures after writing the files")
    ap.add_argument("--out", type=Path, default=HERE, help="output folder (default: the data folder)")
    ap.add_argument("--texts", type=Path, default=TEXTS, help="the folder of text files (default: data/prose/texts)")
    args = ap.parse_args(argv)
    try:
        train, valid = assemble(args.texts)
    except FormatError as e:
        sys.exit(f"make_corpus: {e}")
    args.out.mkdir(parents=True, exist_ok=True)
    write_atomically(args.out / "train.txt", train)
    write_atomically(args.out / "valid.txt", valid)
    print(f"wrote {args.out / 'train.txt'} ({len(train)} documents) and {args.out / 'valid.txt'} ({len(valid)})")
    if args.stats:
        print_stats(train, valid)


if __name__ == "__main__":
    main()
