"""Corpus assembly: draw documents from the catalogue until the text is big enough, add the hand-written passages,
split train/valid by document, and mix in the documents of other generators (everyday/, routines.py).

Every draw here comes from rng.R in a fixed order, so the output is the same on every run; documents from other
sources come from generators seeded by themselves, so adding one leaves the world documents unchanged.
"""

import random
import re
from typing import Callable, NamedTuple

from .rng import pick
from .scenes import passage
from .texts import PASSAGES

MIN_CHARS, MAX_CHARS = 300, 2500  # a document outside these lengths is drawn again
VALID_EVERY, VALID_AT = 20, 7  # generated documents 7, 27, 47, ... go to the validation split


class Source(NamedTuple):
    """Documents from a generator with a random generator of its own."""
    kind: str  # its kind in the statistics: "everyday"
    make: Callable[[random.Random, int], list]  # (rng, target_bytes) -> documents
    seed: int
    target_bytes: int


def tidy(text):
    """Final clean-up of one line: single spaces, no space before punctuation."""
    text = re.sub(r"\s+", " ", text).strip()
    text = re.sub(r" ([,.;:?!])", r"\1", text)
    return text


def build_documents(builders, target_bytes):
    """Draw documents from the builders (as often as their weights say) until the text reaches target_bytes,
    then spread the hand-written passages evenly through them. Returns the documents and their kinds.

    Duplicates and documents outside the length limits are thrown away and drawn again.
    """
    docs, kinds, seen, size = [], [], set(), 0
    weighted = [b for b in builders for _ in range(b.weight)]
    while size < target_bytes:
        builder = pick(weighted)
        lines = builder.make()
        if not lines:
            continue
        lines = [tidy(x) for x in lines if x and x.strip()]
        doc = "\n".join(lines)
        if not (MIN_CHARS <= len(doc) <= MAX_CHARS) or doc in seen:
            continue
        seen.add(doc)
        docs.append(doc)
        kinds.append(builder.kind)
        size += len(doc.encode("utf-8")) + 2
    for i in reversed(range(len(PASSAGES))):
        at = (i * len(docs)) // len(PASSAGES)
        docs.insert(at, "\n".join(tidy(x) for x in passage(i)))
        kinds.insert(at, "passage")
    return docs, kinds


def split(docs, kinds):
    """Fixed split by document: every VALID_EVERY-th generated document (counting from VALID_AT) goes to
    validation, so no document is in both files. The one-off hand-written passages always stay in train, so the
    validation file measures the generated text only. Returns two lists of (document, kind)."""
    train, valid = [], []
    n = 0
    for d, k in zip(docs, kinds):
        if k == "passage":
            train.append((d, k))
            continue
        (valid if n % VALID_EVERY == VALID_AT else train).append((d, k))
        n += 1
    return train, valid


def add_sources(train, valid, sources):
    """Mix the documents of other generators into the two splits. Each source's documents are spread evenly
    through those of the sources before it, split the same way (every VALID_EVERY-th to validation) and spread
    evenly through each file."""
    more = []
    for source in sources:
        docs = source.make(random.Random(source.seed), source.target_bytes)
        more = interleave(more, [(d, source.kind) for d in docs])
    more_train = [doc for i, doc in enumerate(more) if i % VALID_EVERY != VALID_AT]
    more_valid = [doc for i, doc in enumerate(more) if i % VALID_EVERY == VALID_AT]
    return interleave(train, more_train), interleave(valid, more_valid)


def interleave(a, b):
    """The items of a and b in one list, each list's order kept and b spread evenly through a."""
    out, j = [], 0
    for i, item in enumerate(a):
        while j < len(b) and j * len(a) <= i * len(b):
            out.append(b[j])
            j += 1
        out.append(item)
    return out + b[j:]


def write(path, docs):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n\n".join(docs) + "\n")
