"""The bundled corpus's tokenization kept between runs (training/token_cache.py): read back exactly as it was made,
never for a text of the user's own, bounded, and a file that is broken or cannot be written only costs a tokenizing.
That a kept tokenization of the real bundled corpus is exactly a fresh one is test_train_tab.py's
test_the_bundled_corpus_tokenized_ahead_or_kept_is_what_prepare_makes_itself."""

import os

import pytest
import torch

from models.tokenizer import train_tokenizer
from training import token_cache

TEXTS = ["The heron stood in the reeds. " * 20, "A [MASK] and <extra_id_3> typed in the text, and some more words."]


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv(token_cache.CACHE_VARIABLE, str(tmp_path / "cache"))
    return tmp_path / "cache"


@pytest.fixture(scope="module")
def made():
    tok = train_tokenizer(TEXTS, vocab_size=400)
    return tok, tok.encode_batch(TEXTS[:1]), tok.encode_batch(TEXTS[1:])


def test_what_is_kept_is_read_back_exactly(cache, made):
    tok, train_ids, held_out_ids = made
    assert token_cache.load("abc", 400) is None  # nothing kept yet
    path = token_cache.store("abc", 400, tok, train_ids, held_out_ids)
    assert path.parent == cache and path.is_file()
    kept_tok, kept_train, kept_held_out = token_cache.load("abc", 400)
    assert (kept_train, kept_held_out) == (train_ids, held_out_ids)
    assert kept_tok.file_bytes == tok.file_bytes and kept_tok.sha256 == tok.sha256  # the weights record the same hash
    assert kept_tok.encode(TEXTS[1]) == tok.encode(TEXTS[1]) and kept_tok.mask_id == 3
    # another corpus or another vocabulary size is another file
    assert token_cache.load("abd", 400) is None and token_cache.load("abc", 401) is None


def test_off_keeps_nothing(tmp_path, monkeypatch, made):
    monkeypatch.setenv(token_cache.CACHE_VARIABLE, "off")
    assert token_cache.store("abc", 400, *made) is None and token_cache.load("abc", 400) is None
    assert token_cache.entry_path("abc", 400) is None


def test_a_broken_file_is_a_miss_and_is_made_again(cache, made):
    path = token_cache.store("abc", 400, *made)
    path.write_bytes(path.read_bytes()[:100])  # cut short, as a full disk or a killed copy would leave it
    assert token_cache.load("abc", 400) is None
    path.write_bytes(b"not a safetensors file at all")
    assert token_cache.load("abc", 400) is None
    token_cache.store("abc", 400, *made)
    assert token_cache.load("abc", 400)[1] == made[1]


def test_a_folder_that_cannot_be_written_only_skips_keeping(tmp_path, monkeypatch, made):
    blocker = tmp_path / "a file"
    blocker.write_text("in the way")
    monkeypatch.setenv(token_cache.CACHE_VARIABLE, str(blocker / "cache"))
    assert token_cache.store("abc", 400, *made) is None
    assert token_cache.load("abc", 400) is None


def test_a_file_that_cannot_be_marked_as_used_is_still_read(cache, made, monkeypatch):
    token_cache.store("abc", 400, *made)

    def read_only(*args, **kwargs):
        raise PermissionError("read-only file system")

    monkeypatch.setattr(token_cache.os, "utime", read_only)
    assert token_cache.load("abc", 400)[1] == made[1]


def test_at_most_keep_files_the_least_recently_used_going_first(cache, made):
    paths = []
    for i in range(token_cache.KEEP):
        paths.append(token_cache.store(f"corpus {i}", 400, *made))
        os.utime(paths[-1], (1000 + i, 1000 + i))  # written one after another, long ago
    assert token_cache.load("corpus 0", 400) is not None  # the oldest, used now: kept longest
    newest = token_cache.store("another corpus", 400, *made)
    assert sorted(cache.iterdir()) == sorted([paths[0], *paths[2:], newest])  # corpus 1 went


def test_a_text_of_the_users_own_is_never_kept(cache, tmp_path):
    from training.loop import prepare_text
    from training.options import parse_args
    from training.runtime import setup_env

    corpus = tmp_path / "mine.txt"
    corpus.write_text("\n\n".join(f"My own private note number {i}, about my own private things." for i in range(40)))
    env = setup_env("cpu", "fp32", torch.get_num_threads())  # as test_train.py does: this process's threads unchanged
    text = prepare_text(parse_args(["--corpus", str(corpus), "--size", "tiny", "--out", str(tmp_path / "run")]), env)
    assert text.train_ids and not cache.exists()
