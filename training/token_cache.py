"""The bundled corpus tokenized once, then read back by every later run that trains on it.

Training the tokenizer on the bundled corpus and encoding its 5.8 MB take about 4 CPU-seconds, the same every time:
the result depends only on the corpus's bytes, the vocabulary size the preset's fit chose, and the tokenizers
library. So the first run keeps it (the tokenizer's JSON and every document's ids, one safetensors file) and the
next run on the same corpus and vocabulary reads it in a fraction of a second, as nanoGPT's prepare.py writes
train.bin once. The Train tab's waiting child reads it too, so it is ready sooner and costs a shared machine less.

Only the bundled corpus is kept: a text of the user's own is tokenized each run and never copied anywhere (on a
Space, pasted texts are visitors' words). The folder is $PLAYGROUND_CACHE_DIR, else $XDG_CACHE_HOME or ~/.cache,
under tiny-transformer-playground/; PLAYGROUND_CACHE_DIR=off keeps nothing. At most KEEP files are kept, the least
recently used going first. A file that cannot be read (cut short, another format) is a miss, and one that cannot be
written (a read-only home) is skipped: the run tokenizes as it would without the cache (its log's tokenizer line
says which happened)."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import tokenizers
import torch
from safetensors import safe_open
from safetensors.torch import save as save_tensors
from tokenizers import Tokenizer

from models.atomic import atomic_write_bytes
from models.tokenizer import TinyTokenizer

CACHE_VARIABLE = "PLAYGROUND_CACHE_DIR"
FORMAT = 1  # bumped whenever what a file holds, or how the tokenizer is trained, changes
KEEP = 4  # files: one per vocabulary size in use (the presets choose 1,024 and 8,192; --vocab-size others)


def cache_dir() -> Path | None:
    """Where the kept tokenizations live, or None when PLAYGROUND_CACHE_DIR=off."""
    chosen = os.environ.get(CACHE_VARIABLE, "")
    if chosen.lower() == "off":
        return None
    if chosen:
        return Path(chosen)
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "tiny-transformer-playground"


def entry_path(corpus_sha256: str, vocab_size: int) -> Path | None:
    """The file for this corpus and vocabulary (and this tokenizers version and FORMAT), or None when off."""
    folder = cache_dir()
    if folder is None:
        return None
    key = json.dumps([FORMAT, corpus_sha256, vocab_size, tokenizers.__version__])
    return folder / f"bundled-{vocab_size}-{hashlib.sha256(key.encode()).hexdigest()[:16]}.safetensors"


def _flatten(docs_ids: list[list[int]], vocab_size: int) -> tuple[torch.Tensor, torch.Tensor]:
    """Every document's ids end to end, and each one's length. Two bytes an id while the vocabulary allows."""
    lengths = torch.tensor([len(ids) for ids in docs_ids], dtype=torch.int64)
    flat = torch.tensor([i for ids in docs_ids for i in ids], dtype=torch.int16 if vocab_size <= 2**15 else torch.int32)
    return flat, lengths


def _unflatten(flat: torch.Tensor, lengths: torch.Tensor) -> list[list[int]]:
    ids, out, start = flat.tolist(), [], 0
    for length in lengths.tolist():
        out.append(ids[start:start + length])
        start += length
    return out


def load(corpus_sha256: str, vocab_size: int) -> tuple[TinyTokenizer, list[list[int]], list[list[int]]] | None:
    """(tokenizer, training ids, held-out ids) kept by an earlier run, or None (off, not kept yet, unreadable)."""
    path = entry_path(corpus_sha256, vocab_size)
    if path is None or not path.is_file():
        return None
    try:
        with safe_open(path, "pt") as kept:
            metadata = kept.metadata()
            tensors = {name: kept.get_tensor(name) for name in kept.keys()}
        if metadata["corpus_sha256"] != corpus_sha256:
            return None
        # The tokenizer is built from the very bytes a new one's tokenizer.json would hold, so its sha256 (written
        # into every weights file) is the one a run without the cache records.
        tokenizer_bytes = metadata["tokenizer"].encode("utf-8")
        tok = TinyTokenizer(Tokenizer.from_str(metadata["tokenizer"]), file_bytes=tokenizer_bytes)
        train_ids = _unflatten(tensors["train_ids"], tensors["train_lengths"])
        held_out_ids = _unflatten(tensors["held_out_ids"], tensors["held_out_lengths"])
    except Exception:  # noqa: BLE001  cut short, another format, not ours: tokenize again (and keep that instead)
        return None
    try:
        os.utime(path)  # recently used: kept longest
    except OSError:  # a folder that is read-only here: read, just not marked
        pass
    return tok, train_ids, held_out_ids


def store(corpus_sha256: str, vocab_size: int, tok: TinyTokenizer, train_ids: list[list[int]],
          held_out_ids: list[list[int]]) -> Path | None:
    """Keep a tokenization for the next run (atomically: a reader sees the whole file or none), then let the least
    recently used files beyond KEEP go. Returns the file, or None when off or not writable."""
    path = entry_path(corpus_sha256, vocab_size)
    if path is None:
        return None
    train_flat, train_lengths = _flatten(train_ids, tok.vocab_size)
    held_out_flat, held_out_lengths = _flatten(held_out_ids, tok.vocab_size)
    data = save_tensors({"train_ids": train_flat, "train_lengths": train_lengths, "held_out_ids": held_out_flat,
                         "held_out_lengths": held_out_lengths},
                        metadata={"corpus_sha256": corpus_sha256, "vocab_size": str(vocab_size),
                                  "tokenizer": tok.file_bytes.decode("utf-8")})
    try:
        atomic_write_bytes(path, data)
    except OSError:
        return None
    try:
        kept = sorted(path.parent.glob("bundled-*.safetensors"), key=lambda p: p.stat().st_mtime, reverse=True)
        for old in kept[KEEP:]:
            old.unlink(missing_ok=True)
    except OSError:  # another run let one go first
        pass
    return path
