"""The Train tab's text and probe: a visitor's text checked, with the statistics shown before anything starts, and
the probe the model answers at each evaluation.

    stats = check_text(decode_text(uploaded_bytes))   # InputError (one sentence, what to do) when it cannot train
    stats.describe()                                  # '12,345 characters, 2,100 words, 30 documents: ...'
    check_probe("bert", "The cat sat on the [MASK].")

Checked on the server before a run starts (Trainer.start) and as the visitor types (the tab's statistics line); the
training child (worker.py) reads the probe's settings and the word pattern from here too, so that it counts
words and answers the probe as the page says it does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from models.generation import DEFAULT_SAMPLING
from playground.input_checks import InputError
from playground.model_store import TITLES

# Text: at most 150 KB (the server refuses request bodies over 256 KB, and a pasted text travels as escaped JSON),
# at least 300 words in at least two documents (documents are separated by blank lines; some are held out).
MAX_TEXT_BYTES = 150_000
MIN_WORDS = 300
MIN_HELD_OUT_WORDS = 20
PROBE_TOKENS = 20  # what GPT writes for its probe
PROBE_SAMPLING = replace(DEFAULT_SAMPLING, max_new_tokens=PROBE_TOKENS)  # sampled: the Generate tab's defaults
MAX_PROBE_CHARS = 200
DEFAULT_PROBES = {"gpt": "After school, my sister and I", "bert": "The cat sat on the [MASK].", "t5": "The cat ___ on the mat."}
WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")  # a word for the text's statistics: letters, one apostrophe


@dataclass
class TextStats:
    characters: int
    words: int
    documents: int
    train_documents: int
    held_out_documents: int
    held_out_words: int

    def describe(self) -> str:
        return (f"{self.characters:,} characters, {self.words:,} words, {self.documents:,} documents: "
                f"{self.train_documents:,} to train on, {self.held_out_documents:,} held out "
                f"({self.held_out_words:,} words) to measure learning")


def decode_text(data: bytes, what: str = "Your text") -> str:
    """UTF-8 bytes to text, or an InputError saying what to do."""
    if len(data) > MAX_TEXT_BYTES:
        raise InputError(f"{what} is {len(data) / 1000:,.0f} KB, over the {MAX_TEXT_BYTES // 1000} KB a run here "
                         "takes; use a shorter part of it, or train on all of it on your own machine with "
                         "`python train_tiny.py --corpus FILE`.")
    if b"\x00" in data:
        raise InputError(f"{what} looks binary (it contains NUL bytes); upload a plain UTF-8 .txt file.")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise InputError(f"{what} is not UTF-8 (bad byte at offset {e.start}); save it as UTF-8 text and try "
                         "again.") from None
    return text.removeprefix("\ufeff").replace("\r\n", "\n")


def check_text(text: str | None) -> TextStats:
    """The statistics of a text a run may train on; InputError (one sentence, what to do) when it may not."""
    from training.corpus import hold_out_by_hash, split_documents  # noqa: PLC0415 (torch: only when needed)

    text = text or ""
    if len(text.encode("utf-8")) > MAX_TEXT_BYTES:
        decode_text(text.encode("utf-8"))  # the over-the-cap message
    if not text.strip():
        raise InputError(f"Your text is empty; paste or upload some UTF-8 text (at least {MIN_WORDS} words), or "
                         "pick the bundled corpus.")
    words = len(WORD.findall(text))
    if words < MIN_WORDS:
        raise InputError(f"Your text has {words:,} word{'s' if words != 1 else ''}; a run needs at least "
                         f"{MIN_WORDS} words (about a page), so paste more text.")
    docs = split_documents(text)
    if len(docs) < 2:
        raise InputError("Your text is one document (it has no blank line), so nothing can be held out to measure "
                         "learning; put a blank line between paragraphs.")
    train, held_out = hold_out_by_hash(docs)
    held_out_words = sum(len(WORD.findall(d)) for d in held_out)
    if held_out_words < MIN_HELD_OUT_WORDS:
        raise InputError(f"The documents held out of your text have only {held_out_words} words, too few to measure "
                         "learning; split your text into more paragraphs with blank lines.")
    return TextStats(len(text), words, len(docs), len(train), len(held_out), held_out_words)


def check_probe(kind: str, probe: str | None) -> str:
    """The probe the model answers at each evaluation: text with [MASK] for BERT, a blank for T5."""
    probe = (probe or "").strip()
    example = DEFAULT_PROBES[kind]
    if not probe:
        raise InputError(f"The probe is empty; type what {TITLES[kind]} should answer as it learns, for example: "
                         f"{example}")
    if len(probe) > MAX_PROBE_CHARS:
        raise InputError(f"The probe is {len(probe):,} characters; shorten it to at most {MAX_PROBE_CHARS}.")
    if kind == "bert" and "[MASK]" not in probe:
        raise InputError(f"BERT's probe needs a [MASK] where it should guess a word, for example: {example}")
    if kind == "t5" and not re.search(r"_{3,}|<extra_id_\d+>", probe):
        raise InputError(f"T5's probe needs a blank (___) where it should fill in words, for example: {example}")
    return probe

