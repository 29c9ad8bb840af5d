"""The corpus: read and check the files, split them into documents, hold some out; then the token streams and the
windows the training loop cuts from them.

    train_docs, held_out_docs, info = load_corpus(None)   # the bundled data/train.txt, held out: data/valid.txt
    stream = pack_documents(tok.encode_batch(train_docs), separator=tok.eos_id)
    windows = sample_windows(stream, length=129, batch_size=32, generator=torch.Generator().manual_seed(0))
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import numpy as np
import torch

from models import MODEL_KINDS
from training import InputError

ROOT = Path(__file__).resolve().parent.parent
BUNDLED_TRAIN = ROOT / "data" / "train.txt"
BUNDLED_VALID = ROOT / "data" / "valid.txt"
HELD_OUT_FRACTION = 0.1  # share of documents held out when the corpus comes without a validation file


# ---------------------------------------------------------------------------------------------------------------------
# Read, check, split into documents and hold some out
# ---------------------------------------------------------------------------------------------------------------------


def read_text_file(path: Path) -> str:
    """The file's text, or an InputError that says why it cannot be used."""
    if not path.exists():
        raise InputError(f"corpus file {path} does not exist; pass an existing UTF-8 text file with --corpus.")
    if not path.is_file():
        raise InputError(f"corpus path {path} is not a file; pass UTF-8 text files (not folders) to --corpus.")
    data = path.read_bytes()
    if b"\x00" in data:
        raise InputError(f"corpus file {path} looks binary (it contains NUL bytes); pass a plain UTF-8 text file.")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise InputError(f"corpus file {path} is not valid UTF-8 (bad byte at offset {e.start}); convert it first, "
                         f"e.g. `iconv -f latin1 -t utf-8 {path} > {path.stem}.utf8.txt`.") from None
    return text.removeprefix("\ufeff").replace("\r\n", "\n")  # a BOM or Windows line ends are not content


def split_documents(text: str) -> list[str]:
    """Documents are separated by one or more blank lines; whitespace around a document is dropped.

    >>> split_documents("First doc,\\nline two.\\n\\nSecond doc.\\n\\n\\n  \\nThird.\\n")
    ['First doc,\\nline two.', 'Second doc.', 'Third.']
    """
    docs, current = [], []
    for line in text.split("\n"):
        if line.strip():
            current.append(line.rstrip())
        elif current:
            docs.append("\n".join(current))
            current = []
    if current:
        docs.append("\n".join(current))
    return docs


def hold_out_by_hash(docs: list[str], fraction: float = HELD_OUT_FRACTION) -> tuple[list[str], list[str]]:
    """Split documents into (train, held_out): a document is held out when the sha256 of its text, read as a
    number in [0, 1), is below `fraction`. So the same document always lands on the same side, whatever the
    order of the files, and adding text never moves an old document across. With two or more documents at least
    one is held out and one kept (the lowest / highest hash).

    >>> train, held_out = hold_out_by_hash([f"document {i}" for i in range(100)])
    >>> len(train), len(held_out)
    (86, 14)
    """
    def unit_hash(doc: str) -> float:
        return int(hashlib.sha256(doc.encode("utf-8")).hexdigest(), 16) / 2**256

    held_out = {d for d in docs if unit_hash(d) < fraction}
    if len(set(docs)) > 1:
        ranked = sorted(set(docs), key=unit_hash)
        held_out = (held_out or {ranked[0]}) - {ranked[-1]}
    return [d for d in docs if d not in held_out], [d for d in docs if d in held_out]


def load_corpus(paths: list[Path] | None) -> tuple[list[str], list[str], dict]:
    """(train documents, held-out documents, a description for the log). Raises InputError for bad input.
    paths None means the bundled corpus, whose held-out part is its own file; other corpora are split by hash."""
    if paths is None:
        if not BUNDLED_TRAIN.exists():
            raise InputError(f"the bundled corpus {BUNDLED_TRAIN} is missing; create it with "
                             "`python data/make_corpus.py` or pass your own text with --corpus FILE.")
        files = [BUNDLED_TRAIN] + ([BUNDLED_VALID] if BUNDLED_VALID.exists() else [])
    else:
        files = list(paths)
    texts = [read_text_file(f) for f in files]
    sha = hashlib.sha256()
    for f in files:
        sha.update(f.read_bytes())
    if paths is None and BUNDLED_VALID.exists():
        train_docs, held_out_docs = split_documents(texts[0]), split_documents(texts[1])
        split = f"{BUNDLED_VALID.relative_to(ROOT)}"
    else:
        all_docs = [d for t in texts for d in split_documents(t)]
        train_docs, held_out_docs = hold_out_by_hash(all_docs)
        split = f"{len(held_out_docs)} of {len(all_docs)} documents held out by hash"
    if not train_docs and not held_out_docs:
        names = ", ".join(str(f) for f in files)
        raise InputError(f"the corpus ({names}) contains no text; put some UTF-8 text in it, "
                         "documents separated by blank lines.")
    if not held_out_docs:
        raise InputError("the corpus is a single document, so nothing can be held out for evaluation; "
                         "separate documents with blank lines.")
    info = {"files": [str(f) for f in files], "sha256": sha.hexdigest(), "held_out": split,
            "train_documents": len(train_docs), "held_out_documents": len(held_out_docs),
            "train_chars": sum(map(len, train_docs)), "held_out_chars": sum(map(len, held_out_docs))}
    return train_docs, held_out_docs, info


# ---------------------------------------------------------------------------------------------------------------------
# Token streams and windows
# ---------------------------------------------------------------------------------------------------------------------


def pack_documents(docs_ids: list[list[int]], separator: int) -> torch.Tensor:
    """One stream of token ids: separator, document, separator, document, ..., separator.

    The leading separator means the first token of every document is predicted from "start of document".

    >>> pack_documents([[10, 11], [12]], separator=5)
    tensor([ 5, 10, 11,  5, 12,  5])
    """
    stream = [separator]
    for ids in docs_ids:
        stream += ids + [separator]
    return torch.tensor(stream, dtype=torch.long)


def shard(stream: torch.Tensor, rank: int, world_size: int) -> torch.Tensor:
    """The rank-th of world_size contiguous pieces: each process of a distributed run sees different text.

    >>> shard(torch.arange(10), 1, 2)
    tensor([5, 6, 7, 8, 9])
    """
    size = len(stream) // world_size
    return stream[rank * size:(rank + 1) * size]


def sample_windows(stream: torch.Tensor, length: int, batch_size: int, generator: torch.Generator) -> torch.Tensor:
    """batch_size random windows of `length` consecutive tokens: (B, length)."""
    starts = torch.randint(0, len(stream) - length + 1, (batch_size,), generator=generator)
    return torch.stack([stream[s:s + length] for s in starts.tolist()])


def tile_windows(stream: torch.Tensor, length: int, stride: int) -> list[list[int]]:
    """Windows that cover the stream in order, `stride` apart; the last one may be shorter.

    >>> tile_windows(torch.arange(7), length=3, stride=3)
    [[0, 1, 2], [3, 4, 5], [6]]
    >>> tile_windows(torch.arange(7), length=4, stride=3)   # GPT: each window overlaps the next by one token
    [[0, 1, 2, 3], [3, 4, 5, 6]]
    """
    ids = stream.tolist()
    windows = []
    for start in range(0, len(ids), stride):
        windows.append(ids[start:start + length])
        if start + length >= len(ids):
            break
    return windows


def step_seed(seed: int, kind: str, step: int, rank: int) -> int:
    """The seed for one step's random choices, a pure function of (seed, model, step, rank): resuming at step s
    replays exactly the batches an uninterrupted run draws, with no data-loader state to save."""
    return int(np.random.SeedSequence([seed, MODEL_KINDS.index(kind), step, rank]).generate_state(1)[0])
