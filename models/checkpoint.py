"""Checkpoints: one safetensors file per model, whose header carries everything needed to rebuild it.

Header metadata (all strings, as safetensors requires): "kind" (gpt | bert | t5), "config" (the dataclass as
JSON), plus whatever the caller adds (train_tiny.py adds seed, corpus hash, commit and metrics). Tied weights
are stored once. Nothing is ever unpickled: safetensors holds raw tensors and JSON only.

Writes are atomic (models/atomic.py): a crash mid-save leaves the previous file intact.
"""

import json
import struct
from dataclasses import asdict
from pathlib import Path

import torch
from safetensors import SafetensorError
from safetensors.torch import load as load_safetensors_bytes
from safetensors.torch import save as save_safetensors_bytes

from models.atomic import atomic_write_bytes
from models.bert import BERT, BERTConfig
from models.gpt import GPT, GPTConfig
from models.t5 import T5, T5Config
from models.tokenizer import TinyTokenizer

MODEL_CLASSES = {"gpt": (GPT, GPTConfig), "bert": (BERT, BERTConfig), "t5": (T5, T5Config)}
MODEL_KINDS = tuple(MODEL_CLASSES)  # ("gpt", "bert", "t5"): every list of the models (training, the app) reads this
# The bundled weights: where train_tiny.py writes by default and the playground reads unless told otherwise.
WEIGHTS_DIR = Path(__file__).resolve().parent.parent / "weights"
RETRAIN_HINT = "run `python train_tiny.py` to write fresh weights"
# Snapshots: train_tiny.py saves each model part-way through training (4-bit, training/runfiles.py), and the Inside
# tab's "across training" view reads them from the same place.
SNAPSHOT_DIR = "snapshots"  # <weights>/snapshots/<kind>-<percent>.safetensors
SNAPSHOT_PERCENTS = (1, 10, 30)  # of each model's steps; 100% is the published model itself


def snapshot_path(folder, kind: str, percent: int) -> Path:
    """Where a model's snapshot at `percent` of its steps lives in a weights folder (or a run's folder)."""
    return Path(folder) / SNAPSHOT_DIR / f"{kind}-{percent:03d}.safetensors"


class CheckpointError(ValueError):
    """A weights file that cannot be used. The message names the file, the problem and what to do; the parts stay
    apart (.path, .problem) so an app can give its own fix instead of ours."""

    def __init__(self, path, problem: str, fix: str = RETRAIN_HINT):
        self.path, self.problem = Path(path), problem
        super().__init__(f"{path}: {problem}; {fix}.")


# 4-bit storage, for the training snapshots only (8 snapshots of bf16 weights would not fit a Space's repo):
# every weight matrix is cut into groups of QUANT_GROUP consecutive numbers, each stored as round(x / scale) in
# -8..7 with one bf16 scale (its largest magnitude / 7) per group; two numbers share a byte. Vectors (norms,
# biases) and small tensors stay bf16. load() rebuilds float32 weights: scale * q, the weights the snapshot shows.
QUANT_GROUP = 64
QUANT_SUFFIX, SCALE_SUFFIX = ".q4", ".q4scale"


def quantize_4bit(tensor: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """(packed uint8 of numel/2 bytes, bf16 scale per group of QUANT_GROUP numbers) for a float tensor."""
    groups = tensor.detach().float().reshape(-1, QUANT_GROUP)
    best_scale, best_error = None, None
    for clip in (1.0, 0.9, 0.8, 0.7):  # clipping the largest numbers a little often lowers the group's error
        scale = (groups.abs().amax(dim=1, keepdim=True) * clip / 7).to(torch.bfloat16).float().clamp(min=1e-30)
        error = (torch.round(groups / scale).clamp(-8, 7) * scale - groups).square().sum(dim=1, keepdim=True)
        if best_scale is None:
            best_scale, best_error = scale, error
        else:
            better = error < best_error
            best_scale, best_error = torch.where(better, scale, best_scale), torch.minimum(error, best_error)
    codes = (torch.round(groups / best_scale).clamp(-8, 7) + 8).to(torch.uint8).reshape(-1, 2)
    return (codes[:, 0] << 4 | codes[:, 1]).contiguous(), best_scale.to(torch.bfloat16).reshape(-1)


def dequantize_4bit(packed: torch.Tensor, scale: torch.Tensor, shape) -> torch.Tensor:
    codes = torch.stack([packed >> 4, packed & 15], dim=1).reshape(-1, QUANT_GROUP).float() - 8
    return (codes * scale.float().reshape(-1, 1)).reshape(shape)


def quantizable(tensor: torch.Tensor) -> bool:
    return tensor.is_floating_point() and tensor.dim() == 2 and tensor.numel() % QUANT_GROUP == 0 \
        and tensor.numel() >= 16 * QUANT_GROUP


def save(model, path, metadata: dict[str, str] | None = None, dtype: torch.dtype | None = None,
         four_bit: bool = False) -> Path:
    """Save model weights and config to a .safetensors file, atomically. metadata values must be strings.

    dtype (e.g. torch.bfloat16) stores the floating-point weights in that type, which halves the file; load()
    turns them back into float32, so the model computes in float32 either way. four_bit stores every weight
    matrix in 4 bits (see quantize_4bit), a quarter of bf16, and the rest in dtype."""
    path = Path(path)
    tensors, shapes = {}, {}
    for name, t in model.state_dict().items():
        if name in model.tied_weights:
            continue
        if four_bit and quantizable(t):
            tensors[name + QUANT_SUFFIX], tensors[name + SCALE_SUFFIX] = quantize_4bit(t.cpu())
            shapes[name] = list(t.shape)
        else:
            tensors[name] = t.detach().to(dtype or t.dtype).contiguous().cpu()
    header = {"kind": model.kind, "config": json.dumps(asdict(model.config))}
    if shapes:
        header["four_bit"] = json.dumps(shapes)  # {name: shape} of the matrices stored in 4 bits
    for key, value in (metadata or {}).items():
        if key in header:
            raise ValueError(f"metadata key {key!r} is reserved.")
        if not isinstance(value, str):
            raise TypeError(f"metadata[{key!r}] must be a str (JSON-encode it), got {type(value).__name__}.")
        header[key] = value
    atomic_write_bytes(path, save_safetensors_bytes(tensors, metadata=header))
    return path


def header_json(metadata: dict, key: str) -> dict:
    """A JSON object that train_tiny.py stores as text in a weights header ("metrics", "baselines", "training"),
    or {} when it is missing or not an object."""
    try:
        value = json.loads(metadata.get(key) or "{}")
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def read_header(path) -> dict:
    """The safetensors JSON header of a file, checked for shape but without reading the tensors."""
    path = Path(path)
    with open(path, "rb") as f:
        prefix = f.read(8)
        size = path.stat().st_size
        if len(prefix) < 8:
            raise CheckpointError(path, "file is too short to be a safetensors checkpoint")
        (header_len,) = struct.unpack("<Q", prefix)
        if header_len > min(size - 8, 100_000_000):
            raise CheckpointError(path, "not a safetensors file (or it is truncated)")
        try:
            header = json.loads(f.read(header_len))
        except (UnicodeDecodeError, json.JSONDecodeError):
            raise CheckpointError(path, "not a safetensors file (its header is not JSON)") from None
    if not isinstance(header, dict):
        raise CheckpointError(path, "not a safetensors file (bad header)")
    try:
        data_end = max((int(t["data_offsets"][1]) for k, t in header.items() if k != "__metadata__"), default=0)
    except (KeyError, TypeError, IndexError, ValueError):
        raise CheckpointError(path, "not a safetensors file (bad tensor entries)") from None
    if 8 + header_len + data_end > size:
        raise CheckpointError(path, f"file is truncated ({size} bytes, header promises {8 + header_len + data_end})")
    return header


def resolve(path_or_name) -> Path:
    """A file path, or the name of a bundled model ("gpt", "bert", "t5") -> weights/<name>.safetensors."""
    path = Path(path_or_name)
    if not path.exists() and str(path_or_name) in MODEL_CLASSES:
        path = WEIGHTS_DIR / f"{path_or_name}.safetensors"
    return path


def load(path_or_name, device="cpu"):
    """Rebuild a model from a checkpoint written by save(). Accepts a path or a bundled model's name.
    The returned model is in eval mode, has .metadata (the header's extra keys) and .tokenizer (a TinyTokenizer
    when a tokenizer.json sits beside the file, else None)."""
    path = resolve(path_or_name)
    if not path.is_file():
        raise CheckpointError(path, "no such checkpoint", f"{RETRAIN_HINT} or check the path")
    header = read_header(path)
    metadata = header.get("__metadata__") or {}
    kind = metadata.get("kind")
    if kind not in MODEL_CLASSES:
        raise CheckpointError(path, f"header names no model kind (expected one of {sorted(MODEL_CLASSES)})",
                              f"it was not written by models.save, {RETRAIN_HINT}")
    model_cls, config_cls = MODEL_CLASSES[kind]
    try:
        config = config_cls(**json.loads(metadata["config"]))
    except (KeyError, TypeError, ValueError) as e:
        raise CheckpointError(path, f"the config in the header is missing or invalid ({e})") from None
    try:
        tensors = load_safetensors_bytes(path.read_bytes())
    except SafetensorError as e:
        raise CheckpointError(path, f"cannot read the tensors ({e})") from None

    try:
        for name, shape in json.loads(metadata.get("four_bit", "{}")).items():
            tensors[name] = dequantize_4bit(tensors.pop(name + QUANT_SUFFIX), tensors.pop(name + SCALE_SUFFIX), shape)
    except (KeyError, TypeError, ValueError, RuntimeError) as e:
        raise CheckpointError(path, f"its 4-bit weights cannot be unpacked ({e})") from None

    model = model_cls(config)
    expected = {name: t.shape for name, t in model.state_dict().items() if name not in model.tied_weights}
    missing = sorted(set(expected) - set(tensors))
    unexpected = sorted(set(tensors) - set(expected))
    wrong_shape = [f"{name} {tuple(tensors[name].shape)} vs {tuple(shape)}" for name, shape in expected.items()
                   if name in tensors and tensors[name].shape != shape]
    if missing or unexpected or wrong_shape:
        details = "; ".join(filter(None, [
            f"missing {missing[:3]}" if missing else "", f"unexpected {unexpected[:3]}" if unexpected else "",
            f"wrong shape {wrong_shape[:3]}" if wrong_shape else ""]))
        raise CheckpointError(path, f"the tensors do not match the config in the header ({details})")
    model.load_state_dict(tensors, strict=False)  # tied weights are absent from the file on purpose
    model.to(device).eval()
    model.metadata = {k: v for k, v in metadata.items() if k not in ("kind", "config", "four_bit")}
    tokenizer_path = path.parent / "tokenizer.json"
    if tokenizer_path.is_file():
        model.tokenizer = TinyTokenizer.from_file(tokenizer_path)
    return model


def check_tokenizer(model, path: Path) -> None:
    """Refuse a tokenizer.json that is not the one the model was trained with: a larger vocabulary would feed the
    embedding ids it does not have, and any other tokenizer would feed it ids that mean other words. path is the
    model's weights file; the tokenizer.json beside it is the one checked."""
    tok, where = model.tokenizer, path.parent / "tokenizer.json"
    if tok.vocab_size != model.config.vocab_size:
        raise CheckpointError(where, f"has {tok.vocab_size:,} tokens but {path.name} was trained with "
                                     f"{model.config.vocab_size:,}, so they come from different runs")
    trained_with = model.metadata.get("tokenizer_sha256")  # written by train_tiny.py
    if trained_with and not tok.matches(trained_with):  # the file-bytes hash, or the legacy one (see matches)
        raise CheckpointError(where, f"is not the tokenizer {path.name} was trained with (another run wrote one "
                                     "of them)")


def parameter_count(model: torch.nn.Module) -> int:
    """Distinct parameters (a tied embedding counts once)."""
    return sum(p.numel() for p in model.parameters())
