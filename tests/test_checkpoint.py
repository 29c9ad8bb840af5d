"""save/load: bit-for-bit round trips, atomic writes, and a clear error for every kind of bad file."""

import json
import os
import struct

import pytest
import torch

import models
from models.checkpoint import QUANT_GROUP, CheckpointError, dequantize_4bit, quantizable, quantize_4bit, read_header
from tests.conftest import randomize_

SMALL = {
    "gpt": lambda: models.GPT(models.GPTConfig(vocab_size=60, max_seq_len=16, d_model=16, n_layer=2, n_head=2)),
    "bert": lambda: models.BERT(models.BERTConfig(vocab_size=60, max_seq_len=16, d_model=16, n_layer=2, n_head=2)),
    "t5": lambda: models.T5(models.T5Config(vocab_size=60, d_model=16, d_head=4, d_ff=32, n_layer=2, n_head=2)),
}


def _logits(model, ids):
    return model(ids, decoder_input_ids=ids[:, :5]).logits if model.kind == "t5" else model(ids).logits


@pytest.mark.parametrize("kind", SMALL)
def test_save_load_reproduces_logits_bit_for_bit(kind, tmp_path):
    model = randomize_(SMALL[kind]())
    path = models.save(model, tmp_path / f"{kind}.safetensors", metadata={"seed": "3", "metrics": json.dumps({"a": 1})})
    loaded = models.load(path)
    assert type(loaded) is type(model) and loaded.config == model.config
    assert loaded.metadata == {"seed": "3", "metrics": '{"a": 1}'}
    assert loaded.tokenizer is None  # no tokenizer.json beside it
    assert loaded.lm_head.weight is loaded.tok_emb.weight  # tying survives the round trip
    ids = torch.randint(0, 60, (2, 12), generator=torch.Generator().manual_seed(0))
    assert torch.equal(_logits(model, ids), _logits(loaded, ids))
    # Tied weights are stored once: the file holds no separate output head.
    assert "lm_head.weight" not in read_header(path)


def test_four_bit_numbers_are_what_the_group_scale_can_write():
    """Every stored number is scale * q with q a whole number in -8..7, and no group is worse than plain absmax
    rounding (the clipped scales are only kept where they lower the group's error)."""
    weights = torch.randn(64, 128, generator=torch.Generator().manual_seed(0)) * 0.05
    weights[3, 5] = 1.0  # one outlier: clipping it pays off for the rest of its group
    packed, scale = quantize_4bit(weights)
    assert packed.dtype == torch.uint8 and packed.numel() == weights.numel() // 2
    assert scale.dtype == torch.bfloat16 and scale.numel() == weights.numel() // QUANT_GROUP
    restored = dequantize_4bit(packed, scale, weights.shape)
    steps = restored.reshape(-1, QUANT_GROUP) / scale.float()[:, None]
    assert torch.equal(steps, steps.round()) and steps.min() >= -8 and steps.max() <= 7
    groups = weights.reshape(-1, QUANT_GROUP)
    absmax_scale = (groups.abs().amax(dim=1, keepdim=True) / 7).to(torch.bfloat16).float()
    absmax_error = ((groups / absmax_scale).round().clamp(-8, 7) * absmax_scale - groups).square().sum(dim=1)
    error = (restored.reshape(-1, QUANT_GROUP) - groups).square().sum(dim=1)
    assert torch.all(error <= absmax_error * (1 + 1e-6))
    assert (error.sum() / groups.square().sum()).sqrt() < 0.15  # ~11% relative error is typical of 4 bits


@pytest.mark.parametrize("kind", SMALL)
def test_four_bit_file_loads_as_its_dequantized_weights(kind, tmp_path):
    model = randomize_(SMALL[kind]())
    path = models.save(model, tmp_path / "snap.safetensors", metadata={"percent": "10"}, dtype=torch.bfloat16,
                       four_bit=True)
    loaded = models.load(path)
    assert loaded.metadata == {"percent": "10"}
    header = read_header(path)
    for name, tensor in model.state_dict().items():
        if name in model.tied_weights:
            continue
        if quantizable(tensor):
            assert name not in header and header[name + ".q4"]["dtype"] == "U8"
            expected = dequantize_4bit(*quantize_4bit(tensor), tensor.shape)
        else:
            expected = tensor.to(torch.bfloat16).float()
        assert torch.equal(loaded.state_dict()[name], expected), name


def test_four_bit_file_is_under_a_third_of_bf16(tmp_path):
    model = models.GPT(models.GPTConfig(vocab_size=1024, max_seq_len=64, d_model=64, n_layer=2, n_head=2))
    four_bit = models.save(model, tmp_path / "q.safetensors", dtype=torch.bfloat16, four_bit=True)
    bf16 = models.save(model, tmp_path / "bf16.safetensors", dtype=torch.bfloat16)
    assert os.path.getsize(four_bit) < os.path.getsize(bf16) / 3  # 4.25 bits a number against 16, plus the header


def test_header_carries_kind_and_config_so_a_file_rebuilds_its_model_alone(tmp_path):
    path = models.save(SMALL["t5"](), tmp_path / "m.safetensors")
    meta = read_header(path)["__metadata__"]
    assert meta["kind"] == "t5"
    assert json.loads(meta["config"])["d_head"] == 4


def test_save_is_atomic_when_the_write_fails(tmp_path, monkeypatch):
    path = tmp_path / "gpt.safetensors"
    first = models.save(randomize_(SMALL["gpt"]()), path)
    before = first.read_bytes()

    def crash(*args):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError, match="disk full"):
        models.save(randomize_(SMALL["gpt"](), seed=1), path)
    assert path.read_bytes() == before  # the old file is untouched...
    assert [p.name for p in tmp_path.iterdir()] == ["gpt.safetensors"]  # ...and no temp file is left behind
    models.load(path)


def test_missing_file(tmp_path):
    with pytest.raises(CheckpointError, match="nope.safetensors: no such checkpoint.*train_tiny.py"):
        models.load(tmp_path / "nope.safetensors")


def test_truncated_file_names_the_file(tmp_path):
    path = models.save(SMALL["bert"](), tmp_path / "bert.safetensors")
    data = path.read_bytes()
    for cut in (len(data) - 100, len(data) // 2, 20, 5):
        path.write_bytes(data[:cut])
        with pytest.raises(CheckpointError, match=r"bert\.safetensors: .*(truncated|too short)"):
            models.load(path)


@pytest.mark.parametrize("content", [b"PK\x03\x04 this is a zip file" * 10, b"\x00" * 64,
                                     b"hello, I am a text file, not weights\n" * 5,
                                     struct.pack("<Q", 6) + b"[1, 2]" + b"\x00" * 10])
def test_non_safetensors_file_names_the_file(tmp_path, content):
    path = tmp_path / "weights.safetensors"
    path.write_bytes(content)
    with pytest.raises(CheckpointError, match=r"weights\.safetensors: not a safetensors file"):
        models.load(path)


def test_safetensors_without_our_header(tmp_path):
    from safetensors.torch import save_file
    path = tmp_path / "plain.safetensors"
    save_file({"x": torch.zeros(3)}, path)
    with pytest.raises(CheckpointError, match="plain.safetensors: header names no model kind"):
        models.load(path)


def test_config_that_does_not_match_the_tensors(tmp_path):
    from safetensors.torch import load_file, save_file
    path = models.save(SMALL["gpt"](), tmp_path / "gpt.safetensors")
    meta = read_header(path)["__metadata__"]
    tensors = load_file(path)
    config = json.loads(meta["config"])
    save_file(tensors, path, metadata=dict(meta, config=json.dumps(dict(config, n_layer=3))))
    with pytest.raises(CheckpointError, match=r"gpt\.safetensors: the tensors do not match the config.*missing"):
        models.load(path)
    save_file(tensors, path, metadata=dict(meta, config=json.dumps(dict(config, d_model=32))))
    with pytest.raises(CheckpointError, match="wrong shape"):
        models.load(path)
    save_file(tensors, path, metadata=dict(meta, config=json.dumps(dict(config, colour="red"))))
    with pytest.raises(CheckpointError, match="config in the header is missing or invalid"):
        models.load(path)


def test_metadata_values_must_be_strings(tmp_path):
    with pytest.raises(TypeError, match="must be a str"):
        models.save(SMALL["gpt"](), tmp_path / "x.safetensors", metadata={"steps": 3})


def test_loading_never_unpickles():
    """Only safetensors and JSON are read: no torch.load and no pickle anywhere in the package."""
    from pathlib import Path
    for source in (Path(models.__file__).parent).glob("*.py"):
        text = source.read_text()
        assert "torch.load(" not in text and "import pickle" not in text, source
