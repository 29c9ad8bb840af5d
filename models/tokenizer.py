"""One byte-level BPE tokenizer shared by GPT, BERT and T5.

Why byte-level BPE (GPT-2, Radford et al. 2019): every string is first turned into its UTF-8 bytes, and all 256
bytes are in the initial alphabet, so ANY Unicode text (emoji, NUL and other control characters, combining marks,
right-to-left scripts) encodes without an unknown token and decodes back to exactly itself. There is no normalizer
and no prefix space for the same reason: either would change the text on the way through.

Special tokens have FIXED ids, the same in every tokenizer this module trains, so code can rely on them:

    id   token            used by
    0    [PAD]            all (padding; BERT's and T5's pad_token_id, T5's decoder start)
    1    [CLS]            BERT (start of a sequence)
    2    [SEP]            BERT (end of a sequence / document separator)
    3    [MASK]           BERT (masked-language-model input)
    4    [BOS]            GPT  (optional start of text)
    5    [EOS]            GPT and T5 (end of text / document separator)
    6+i  <extra_id_i>     T5 sentinels, i = 0..99 (ids 6..105), one per corrupted span

A special token typed literally in the text ("[MASK]", "<extra_id_3>") encodes to that special token: the
playground relies on it so a user can write "The capital of France is [MASK]." into a text box.

    >>> tok = train_tokenizer(["hello world, hello tokens"], vocab_size=400)
    >>> tok.decode(tok.encode("héllo 🙂 [MASK]")) == "héllo 🙂 [MASK]"
    True
    >>> tok.encode("[MASK]") == [tok.mask_id] == [3]
    True
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Iterable

from tokenizers import AddedToken, Tokenizer, decoders, models, pre_tokenizers, trainers

from models.atomic import atomic_write_bytes

NUM_SENTINELS = 100
SPECIAL_TOKENS = ["[PAD]", "[CLS]", "[SEP]", "[MASK]", "[BOS]", "[EOS]"] + [
    f"<extra_id_{i}>" for i in range(NUM_SENTINELS)
]
PAD_ID, CLS_ID, SEP_ID, MASK_ID, BOS_ID, EOS_ID = range(6)
FIRST_SENTINEL_ID = 6  # <extra_id_i> has id FIRST_SENTINEL_ID + i

DEFAULT_VOCAB_SIZE = 2048


class TinyTokenizer:
    """A thin wrapper around `tokenizers.Tokenizer` that names our fixed special ids.

    `encode` adds no special tokens: each objective in `models/objectives.py` decides where they go.
    """

    def __init__(self, tokenizer: Tokenizer, file_bytes: bytes | None = None):
        self.tokenizer = tokenizer
        # The bytes of the tokenizer.json this tokenizer was read from (None: built in memory). They, not a
        # re-serialization, are what sha256 hashes: another tokenizers version may write the same JSON differently.
        self._file_bytes = file_bytes
        self._as_text: Tokenizer | None = None  # made on first use by encode_as_text
        # Refuse a tokenizer whose special ids differ from the table above: every model and objective assumes them.
        for expected_id, token in enumerate(SPECIAL_TOKENS):
            actual_id = tokenizer.token_to_id(token)
            if actual_id != expected_id:
                raise ValueError(
                    f"tokenizer has {token!r} at id {actual_id}, expected {expected_id}; "
                    "train it with models.tokenizer.train_tokenizer"
                )

    # -- files ---------------------------------------------------------------------------------------------------

    @classmethod
    def from_file(cls, path: str | os.PathLike) -> "TinyTokenizer":
        """Read tokenizer.json once: the tokenizer is built from exactly the bytes its sha256 is taken over."""
        data = Path(path).read_bytes()
        return cls(Tokenizer.from_str(data.decode("utf-8")), file_bytes=data)

    def save(self, path: str | os.PathLike) -> None:
        """Write tokenizer.json atomically: a reader sees the old file or the new one, never half of one. A tokenizer
        read from a file writes that file's bytes again, so its sha256 stays the same."""
        atomic_write_bytes(Path(path), self.file_bytes)

    def to_str(self) -> str:
        return self.tokenizer.to_str(pretty=True)

    @property
    def file_bytes(self) -> bytes:
        """What tokenizer.json holds: the bytes it was read from, or what save() writes for a new tokenizer."""
        return self._file_bytes if self._file_bytes is not None else self.to_str().encode("utf-8")

    @property
    def sha256(self) -> str:
        """sha256 of tokenizer.json's bytes (file_sha256): train_tiny.py writes it into every weights file and
        snapshot, and the playground refuses a tokenizer.json whose hash differs (another run's tokenizer would map
        ids to other words). Taken over the file, not over a re-serialization, so it does not depend on the
        installed tokenizers version."""
        return hashlib.sha256(self.file_bytes).hexdigest()

    @property
    def legacy_sha256(self) -> str:
        """The hash as it was taken before issue 21: over this tokenizers version's re-serialization of the JSON."""
        return hashlib.sha256(self.to_str().encode()).hexdigest()

    def matches(self, recorded_sha256: str) -> bool:
        """Whether a hash recorded in a weights file or snapshot names this tokenizer. The legacy hash is accepted
        too: weights written before issue 21 recorded it, and they name the same tokenizer (for a file written by
        save() with the same tokenizers version, both hashes are equal)."""
        return recorded_sha256 in (self.sha256, self.legacy_sha256)

    # -- text <-> ids --------------------------------------------------------------------------------------------

    def encode(self, text: str) -> list[int]:
        """Token ids of `text`, with no special tokens added (literal "[MASK]" etc. still become specials)."""
        return self.tokenizer.encode(text, add_special_tokens=False).ids

    def encode_as_text(self, text: str) -> list[int]:
        """Token ids of `text` read as plain characters: a "[PAD]" or "<extra_id_3>" in it is encoded byte by byte
        like any other text, never as the special token (the playground's rule for what a visitor types)."""
        if self._as_text is None:  # a second tokenizer, set once, so that encode() keeps its behaviour
            as_text = Tokenizer.from_str(self.tokenizer.to_str())
            as_text.encode_special_tokens = True
            self._as_text = as_text
        return self._as_text.encode(text, add_special_tokens=False).ids

    def encode_batch(self, texts: list[str]) -> list[list[int]]:
        return [e.ids for e in self.tokenizer.encode_batch(texts, add_special_tokens=False)]

    def decode(self, ids: Iterable[int], skip_special_tokens: bool = False) -> str:
        # Accept tensors and numpy arrays too: the app hands over generate() outputs as they come.
        ids = [int(i) for i in (ids.tolist() if hasattr(ids, "tolist") else ids)]
        return self.tokenizer.decode(ids, skip_special_tokens=skip_special_tokens)

    def token_to_id(self, token: str) -> int | None:
        return self.tokenizer.token_to_id(token)

    def id_to_token(self, token_id: int) -> str | None:
        return self.tokenizer.id_to_token(int(token_id))

    @property
    def vocab_size(self) -> int:
        return self.tokenizer.get_vocab_size(with_added_tokens=True)

    def __len__(self) -> int:
        return self.vocab_size

    # -- the fixed special ids -----------------------------------------------------------------------------------

    @property
    def pad_id(self) -> int:
        return PAD_ID

    @property
    def cls_id(self) -> int:
        return CLS_ID

    @property
    def sep_id(self) -> int:
        return SEP_ID

    @property
    def mask_id(self) -> int:
        return MASK_ID

    @property
    def bos_id(self) -> int:
        return BOS_ID

    @property
    def eos_id(self) -> int:
        return EOS_ID

    def sentinel_id(self, i: int) -> int:
        """Id of T5's i-th sentinel <extra_id_i>: sentinel_id(0) == 6, sentinel_id(99) == 105."""
        if not 0 <= i < NUM_SENTINELS:
            raise ValueError(f"sentinel index must be in 0..{NUM_SENTINELS - 1}, got {i}")
        return FIRST_SENTINEL_ID + i

    @property
    def sentinel_ids(self) -> list[int]:
        return list(range(FIRST_SENTINEL_ID, FIRST_SENTINEL_ID + NUM_SENTINELS))

    @property
    def special_ids(self) -> set[int]:
        return set(range(len(SPECIAL_TOKENS)))


def train_tokenizer(
    texts_or_files: Iterable[str | os.PathLike], vocab_size: int = DEFAULT_VOCAB_SIZE, min_frequency: int = 2
) -> TinyTokenizer:
    """Train a byte-level BPE tokenizer; the same input gives the same tokenizer.

    Each item is a text, or a file to read as UTF-8 (a `Path`, or a string naming an existing file).
    `vocab_size` counts everything: 106 specials + 256 bytes + the merges (so it must be at least 362).

        >>> tok = train_tokenizer(["low lower lowest " * 50], vocab_size=370)
        >>> tok.vocab_size <= 370 and tok.token_to_id("Ġlow") is not None
        True
    """
    min_vocab = len(SPECIAL_TOKENS) + 256
    if vocab_size < min_vocab:
        raise ValueError(f"vocab_size must be at least {min_vocab} (specials + 256 bytes), got {vocab_size}")
    texts = [_read_if_file(item) for item in texts_or_files]

    tokenizer = Tokenizer(models.BPE())
    # add_prefix_space=False: a prefix space would make decode(encode(s)) == " " + s.
    tokenizer.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=True)
    tokenizer.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=vocab_size,
        min_frequency=min_frequency,
        show_progress=False,
        # Specials first, in table order, so they get ids 0..105. normalized=False: matched verbatim in raw text.
        special_tokens=[AddedToken(t, special=True, normalized=False) for t in SPECIAL_TOKENS],
        # All 256 byte symbols, even those the corpus never uses: this is what makes "no unknown token" true.
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
    )
    tokenizer.train_from_iterator(texts, trainer=trainer)
    return TinyTokenizer(tokenizer)


def file_sha256(path: str | os.PathLike) -> str:
    """sha256 of a tokenizer.json file's bytes: equal to TinyTokenizer.from_file(path).sha256."""
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def _read_if_file(item: str | os.PathLike) -> str:
    if isinstance(item, os.PathLike) or (isinstance(item, str) and "\n" not in item and os.path.isfile(item)):
        return Path(item).read_text(encoding="utf-8")
    return item

