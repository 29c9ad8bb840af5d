"""Which tokenizer a model or snapshot was trained with (issue 21, point 6): the hash is over tokenizer.json's bytes,
so a tokenizers version that writes the same JSON differently switches nothing off; the legacy hash (over the
re-serialized JSON) is still accepted for the weights written before; snapshots record the hash too."""

import hashlib
import json

import pytest

import models
from models.checkpoint import CheckpointError, check_tokenizer, read_header
from models.tokenizer import TinyTokenizer, file_sha256, train_tokenizer
from training.runfiles import save_snapshot

TEXT = "the miller and the river, the river and the mill " * 30


@pytest.fixture(scope="module")
def tok():
    return train_tokenizer([TEXT], vocab_size=400)


def _compact_copy(tok, path):
    """The same tokenizer written as compact JSON: other bytes, the same tokenizer (as another writer would)."""
    path.write_text(json.dumps(json.loads(tok.to_str())), encoding="utf-8")
    return path


def _model_beside(folder, tok, recorded_sha256):
    gpt = models.GPT(models.GPTConfig(vocab_size=tok.vocab_size, max_seq_len=16, d_model=16, n_layer=1, n_head=2))
    return models.save(gpt, folder / "gpt.safetensors", metadata={"tokenizer_sha256": recorded_sha256})


def test_hash_is_over_the_file_bytes(tmp_path, tok):
    path = _compact_copy(tok, tmp_path / "tokenizer.json")
    loaded = TinyTokenizer.from_file(path)
    assert loaded.sha256 == file_sha256(path) == hashlib.sha256(path.read_bytes()).hexdigest()
    assert loaded.sha256 != loaded.legacy_sha256  # the re-serialized JSON is pretty, the file is not
    loaded.save(tmp_path / "again.json")  # a tokenizer read from a file writes those bytes again
    assert (tmp_path / "again.json").read_bytes() == path.read_bytes()
    # A new tokenizer's hash is that of the file save() writes.
    tok.save(tmp_path / "new.json")
    assert tok.sha256 == file_sha256(tmp_path / "new.json")


def test_a_tokenizers_upgrade_that_writes_json_differently_switches_nothing_off(tmp_path, tok, monkeypatch):
    tok.save(tmp_path / "tokenizer.json")
    path = _model_beside(tmp_path, tok, file_sha256(tmp_path / "tokenizer.json"))
    # Another tokenizers version: the same tokenizer, serialized with other whitespace.
    real_to_str = TinyTokenizer.to_str
    monkeypatch.setattr(TinyTokenizer, "to_str", lambda self: json.dumps(json.loads(real_to_str(self))))
    model = models.load(path)
    check_tokenizer(model, path)  # no CheckpointError


def test_the_legacy_hash_of_the_same_tokenizer_is_accepted(tmp_path, tok):
    """Weights written before issue 21 recorded the hash of the re-serialized JSON (the bundled ones do)."""
    tokenizer_path = _compact_copy(tok, tmp_path / "tokenizer.json")
    legacy = TinyTokenizer.from_file(tokenizer_path).legacy_sha256
    path = _model_beside(tmp_path, tok, legacy)
    check_tokenizer(models.load(path), path)


def test_another_tokenizer_is_refused(tmp_path, tok):
    tok.save(tmp_path / "tokenizer.json")
    other = train_tokenizer(["a quite different text, about boats " * 30], vocab_size=tok.vocab_size)
    path = _model_beside(tmp_path, tok, other.sha256)
    with pytest.raises(CheckpointError, match="is not the tokenizer gpt.safetensors was trained with"):
        check_tokenizer(models.load(path), path)


def test_snapshots_record_the_run_tokenizer_hash(tmp_path, tok):
    tok.save(tmp_path / "tokenizer.json")
    gpt = models.GPT(models.GPTConfig(vocab_size=tok.vocab_size, max_seq_len=16, d_model=64, n_layer=1, n_head=2))
    save_snapshot(gpt, tmp_path, step=3, percent=10)
    metadata = read_header(tmp_path / "snapshots" / "gpt-010.safetensors")["__metadata__"]
    assert metadata["tokenizer_sha256"] == file_sha256(tmp_path / "tokenizer.json") == tok.sha256
    assert metadata["step"] == "3" and metadata["percent"] == "10"


# -- What the app reads: only the weights folder and the repository's data/ -------------------------------------------


def _served_folder(folder, tok, held_out):
    """A weights folder the playground serves: tiny GPT on tok, and a train_log.json naming `held_out`."""
    folder.mkdir(exist_ok=True)
    tok.save(folder / "tokenizer.json")
    gpt = models.GPT(models.GPTConfig(vocab_size=tok.vocab_size, max_seq_len=32, d_model=32, n_layer=1, n_head=2))
    models.save(gpt, folder / "gpt.safetensors", metadata={"tokenizer_sha256": tok.sha256})
    (folder / "train_log.json").write_text(json.dumps({"corpus": {"held_out": held_out}}))
    return folder


def test_a_file_is_read_only_inside_the_weights_folder_or_data(tmp_path):
    from playground.input_checks import InputError
    from playground.model_store import DATA_DIR, named_file
    folder = tmp_path / "weights"
    folder.mkdir()
    (folder / "held_out.txt").write_text("text")
    (folder / "link.txt").symlink_to("/etc/hostname")
    assert named_file(folder, str(folder / "held_out.txt")) == (folder / "held_out.txt").resolve()
    assert named_file(folder, "data/valid.txt") == (DATA_DIR / "valid.txt").resolve()  # relative to the repository
    for named in ("/etc/passwd", "data/../../../etc/passwd", "training/corpus.py", str(folder / "link.txt")):
        with pytest.raises(InputError, match="outside the weights folder and the repository's data/, so the app does "
                                             "not read it; put the file in"):
            named_file(folder, named)


def test_a_held_out_text_named_outside_is_not_read_and_the_map_says_why(tmp_path, tok):
    from playground import model_store
    from playground.inside import neighbours
    secret = tmp_path / "secret.txt"
    secret.write_text("zebra quokka " * 500)  # the most frequent tokens of this file must not reach the page
    store = model_store.ModelStore(_served_folder(tmp_path / "weights", tok, str(secret)))
    data = neighbours.compute_neighbours(store.current(), "gpt", "the miller and the river", map_tokens=20)["map"]
    assert f"names {secret}, which is outside the weights folder" in data["frequency_source"]
    assert data["frequency_source"].startswith("the tokenizer's merge order")
    assert not any("zebra" in t or "quokka" in t for t in data["tokens"])


def test_a_snapshot_from_another_tokenizer_is_not_shown(tmp_path, tok):
    from playground import model_store
    from playground.inside import snapshots
    folder = _served_folder(tmp_path / "weights", tok, "data/valid.txt")
    gpt = models.GPT(models.GPTConfig(vocab_size=tok.vocab_size, max_seq_len=32, d_model=32, n_layer=1, n_head=2))
    save_snapshot(gpt, folder, step=1, percent=10)  # records this run's tokenizer hash
    models.save(gpt, folder / "snapshots" / "gpt-030.safetensors", metadata={"step": "3", "percent": "30",
                                                                               "tokenizer_sha256": "0" * 64})
    store = model_store.ModelStore(folder)
    found, notes = snapshots.snapshots_of(store.current(), "gpt", store.get("gpt"))
    assert [percent for percent, _, _ in found] == [10, 100]
    assert notes == ["The 30% snapshot comes from another run than the published GPT-2 (it was trained with another "
                     "tokenizer), so it is not shown."]
