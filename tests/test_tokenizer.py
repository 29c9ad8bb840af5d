"""The shared byte-level BPE tokenizer: exact round trips on any Unicode, fixed special ids, files other tools read."""

import doctest
import os
import random

import pytest

import models.tokenizer as tokenizer_module
from models.tokenizer import SPECIAL_TOKENS, TinyTokenizer, train_tokenizer

CORPUS = (
    "The little fox ran to the river. The river was cold and the fox was thirsty.\n"
    "Mira baked bread in the morning; the kitchen smelled of yeast and honey.\n"
    "How to plant a tree: dig a hole, set the tree in it, fill the hole, water it well.\n"
) * 30

TRICKY = [
    "",
    " ",
    "  two leading spaces and trailing   ",
    "\n\n\t\r\n",
    "a\x00b\x01\x7f",  # NUL and other control characters
    "naïve café — “quotes” … ½",
    "e\u0301 a\u0308\u0301 n\u0303",  # combining marks
    "שלום עולם مرحبا بالعالم",  # right-to-left scripts
    "\u202eright-to-left override\u202c",
    "🙂👍🏽👨‍👩‍👧‍👦🏳️‍🌈",  # emoji, skin tone, zero-width-joiner sequences
    "中文 日本語 한국어",
    "\U0001d518\U0001d52b\U0001d526\U0001d520\U0001d52c\U0001d521\U0001d522",  # outside the BMP
    "\ufeffBOM and \u200bzero width space",
    "[MASK] [CLS] text [SEP] [PAD] <extra_id_0> <extra_id_99>",
    "[MASK][MASK]<extra_id_3>x",
    "[mask] [MASK [EOS]] <extra_id_100>",  # near-misses stay ordinary text
]


@pytest.fixture(scope="module")
def tok():
    return train_tokenizer([CORPUS], vocab_size=500)


@pytest.mark.parametrize("text", TRICKY)
def test_round_trip_tricky_strings(tok, text):
    ids = tok.encode(text)
    assert all(0 <= i < tok.vocab_size for i in ids)
    assert tok.decode(ids) == text


def random_unicode_string(rng: random.Random, length: int) -> str:
    """Code points drawn from all 17 planes, surrogates excluded (they are not valid on their own in UTF-8)."""
    chars = []
    while len(chars) < length:
        plane = rng.choice([0, 0, 0, 1, 2, 3, 14, 15, 16])  # weight the planes where real text lives
        cp = plane * 0x10000 + rng.randrange(0x10000)
        if 0xD800 <= cp <= 0xDFFF:
            continue
        chars.append(chr(cp))
    return "".join(chars)


def test_round_trip_random_unicode(tok):
    rng = random.Random(1234)
    for _ in range(300):
        text = random_unicode_string(rng, rng.randint(1, 40))
        ids = tok.encode(text)
        assert tok.decode(ids) == text, repr(text)


def test_no_unknown_token_exists(tok):
    # Byte-level BPE with all 256 bytes in the alphabet has no unknown token to fall back on.
    assert tok.tokenizer.model.unk_token is None
    byte_ids = tok.encode("".join(chr(b) for b in range(256)))
    assert None not in [tok.id_to_token(i) for i in byte_ids]


def test_special_token_ids_are_fixed(tok):
    expected = {"[PAD]": 0, "[CLS]": 1, "[SEP]": 2, "[MASK]": 3, "[BOS]": 4, "[EOS]": 5}
    for token, token_id in expected.items():
        assert tok.token_to_id(token) == token_id
        assert tok.id_to_token(token_id) == token
    assert (tok.pad_id, tok.cls_id, tok.sep_id, tok.mask_id, tok.bos_id, tok.eos_id) == (0, 1, 2, 3, 4, 5)
    assert tok.sentinel_id(0) == 6 and tok.sentinel_id(99) == 105
    assert tok.token_to_id("<extra_id_0>") == 6 and tok.token_to_id("<extra_id_99>") == 105
    assert tok.sentinel_ids == list(range(6, 106))
    assert tok.special_ids == set(range(106))
    with pytest.raises(ValueError):
        tok.sentinel_id(100)


def test_literal_special_tokens_encode_to_the_special_id(tok):
    assert tok.encode("[MASK]") == [3]
    assert tok.encode("<extra_id_3>") == [9]
    ids = tok.encode("The fox [MASK] to the river.")
    assert ids.count(3) == 1
    assert tok.decode(ids) == "The fox [MASK] to the river."
    assert tok.decode(ids, skip_special_tokens=True) == "The fox  to the river."
    # encode adds nothing of its own
    assert tok.encode("fox")[0] not in tok.special_ids


def test_training_is_deterministic(tok):
    again = train_tokenizer([CORPUS], vocab_size=500)
    assert again.to_str() == tok.to_str()
    assert 362 < tok.vocab_size <= 500  # specials + bytes + some merges; a repetitive text runs out of pairs


def test_train_from_file(tmp_path, tok):
    path = tmp_path / "corpus.txt"
    path.write_text(CORPUS, encoding="utf-8")
    assert train_tokenizer([path], vocab_size=500).to_str() == tok.to_str()
    assert train_tokenizer([str(path)], vocab_size=500).to_str() == tok.to_str()


def test_save_is_atomic_and_round_trips(tmp_path, tok):
    path = tmp_path / "tokenizer.json"
    path.write_text("old contents")
    tok.save(path)
    assert os.listdir(tmp_path) == ["tokenizer.json"]  # no temp file left behind
    loaded = TinyTokenizer.from_file(path)
    assert loaded.encode(CORPUS[:300]) == tok.encode(CORPUS[:300])


def test_refuses_a_tokenizer_with_other_special_ids(tmp_path):
    from tokenizers import Tokenizer, models

    other = Tokenizer(models.BPE())
    other.add_special_tokens(["[MASK]", "[PAD]"])  # [MASK] at 0: not ours
    with pytest.raises(ValueError, match=r"\[PAD\]"):
        TinyTokenizer(other)


def test_loads_in_transformers(tmp_path, tok):
    transformers = pytest.importorskip("transformers")  # a test-only reference; the playground never imports it
    path = tmp_path / "tokenizer.json"
    tok.save(path)
    hf = transformers.PreTrainedTokenizerFast(tokenizer_file=str(path))
    for text in TRICKY + [CORPUS[:500]]:
        ids = hf.encode(text, add_special_tokens=False)
        assert ids == tok.encode(text)
        assert hf.decode(ids) == text
    assert hf.convert_tokens_to_ids(SPECIAL_TOKENS) == list(range(106))
    assert len(hf) == tok.vocab_size


def test_docstring_examples():
    assert doctest.testmod(tokenizer_module).failed == 0
