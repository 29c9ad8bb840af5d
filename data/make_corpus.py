#!/usr/bin/env python3
"""Generate the bundled Tiny Transformer Playground corpus.

Every word of text produced here was written for this project: the lexicons, world tables, word lists and
short passages in tables/ and the sentence patterns in corpus/ are hand-written, and the builders combine them
into documents (stories, descriptions, dialogue, everyday facts, letters, diary entries and how-to instructions).

The output is deterministic: a single fixed seed drives one random generator, so running

    python data/make_corpus.py            # writes data/train.txt, data/valid.txt
    python data/make_corpus.py --stats    # prints the figures for the README

always produces byte-for-byte identical files.  Only the standard library is used.

The package beside this file (data/corpus/), data first, then the code that uses it:
    records.py      the record types of the tables (Town, Job, Animal, Food, ...)
    tables.py       reads the tables' rows from data/tables/*.tsv (plain text, one item a line)
    grammar.py      articles, verb forms, numbers, clock times, lists, a Person's pronouns
    lexicon.py      months, weather, colours, feelings, clothes, music, sayings, ...
    world.py        the little world: regions, rivers, towns, jobs, animals, plants, foods, objects,
                    how-to tasks, festivals, names, walks, market stalls, forecasts, games, rooms
    texts.py        the hand-written passages and the small dictionary
    rng.py          the one seeded generator and its helpers (pick, sample, chance, Deck)
    people.py       the fixed cast, drawn once from the seed
    phrases.py      sentence pieces the builders share
    stories_home.py, stories_out.py, dialogues.py, letters.py, facts.py, scenes.py   the document builders
    catalogue.py    every builder with its weight and kind (add a kind of document here)
    assembly.py     drawing documents, the fixed train/valid split, other sources mixed in
This file: the recipe (how much of what) and the command line, with the statistics.
"""

import argparse
import hashlib
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)  # corpus/, everyday/ and routines.py beside this file, from any folder
import everyday  # noqa: E402
import routines  # noqa: E402
from corpus import assembly  # noqa: E402
from corpus.catalogue import BUILDERS  # noqa: E402
from corpus.rng import SEED  # noqa: E402

TARGET_BYTES = 1_400_000  # draw documents from the catalogue until the text is this big
# Then documents from generators with their own seeds (so the documents above stay as they are), each source
# spread evenly through the ones before it.
SOURCES = [
    assembly.Source("everyday", everyday.everyday_documents, SEED + 1, 3_000_000),  # home, meals, animals, ...
    assembly.Source("everyday", routines.routine_documents, SEED + 2, 700_000),  # the actions of a day
]

WORD_RE = re.compile(r"[a-zà-öø-ÿ]+")


def read_docs(path):
    with open(path, encoding="utf-8") as f:
        return [d for d in f.read().strip("\n").split("\n\n") if d]


def stats(train_path, valid_path):
    """Measure the corpus files as they are on disk."""
    out = {}
    vocab_all = set()
    for name, path in (("train", train_path), ("valid", valid_path)):
        docs = read_docs(path)
        text = "\n\n".join(docs)
        words = WORD_RE.findall(text.lower())
        vocab = set(words)
        vocab_all |= vocab
        lens = [len(d) for d in docs]
        out[name] = dict(bytes=os.path.getsize(path), documents=len(docs), words=len(words),
                         distinct_words=len(vocab), min_chars=min(lens), max_chars=max(lens),
                         mean_chars=round(sum(lens) / len(lens)),
                         sha256=hashlib.sha256(open(path, "rb").read()).hexdigest())
    out["total"] = dict(bytes=out["train"]["bytes"] + out["valid"]["bytes"],
                        documents=out["train"]["documents"] + out["valid"]["documents"],
                        words=out["train"]["words"] + out["valid"]["words"],
                        distinct_words=len(vocab_all))
    tr = set(read_docs(train_path))
    out["overlap_documents"] = sum(1 for d in read_docs(valid_path) if d in tr)
    return out


def print_stats(st, kinds=None):
    for name in ("train", "valid", "total"):
        row = st[name]
        print(f"{name:6s} " + "  ".join(f"{k}={v}" for k, v in row.items() if k != "sha256"))
    for name in ("train", "valid"):
        print(f"sha256 {name}: {st[name]['sha256']}")
    print(f"documents in both splits: {st['overlap_documents']}")
    if kinds:
        print("documents by kind:", ", ".join(f"{k}={v}" for k, v in kinds))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--stats", action="store_true", help="print figures after writing the files")
    ap.add_argument("--out", default=HERE, help="output folder (default: the data folder)")
    args = ap.parse_args(argv)
    docs, kinds = assembly.build_documents(BUILDERS, TARGET_BYTES)
    train, valid = assembly.add_sources(*assembly.split(docs, kinds), SOURCES)
    os.makedirs(args.out, exist_ok=True)
    tp, vp = os.path.join(args.out, "train.txt"), os.path.join(args.out, "valid.txt")
    assembly.write(tp, [d for d, _ in train])
    assembly.write(vp, [d for d, _ in valid])
    if args.stats:
        print_stats(stats(tp, vp), sorted(Counter(k for _, k in train + valid).items()))
    else:
        print(f"wrote {tp} ({len(train)} documents) and {vp} ({len(valid)} documents)")


if __name__ == "__main__":
    main()
