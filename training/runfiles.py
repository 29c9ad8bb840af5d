"""The files of a run: checkpoints (safetensors + JSON, never pickle), the run record that --resume continues,
the provenance written into every weights file, and publishing the finished files into the output folder.

Work in progress lives in <out>/checkpoints/: run.json (the fingerprint of the flags and the models already
finished), tokenizer.json, <kind>.resume.safetensors (written at every evaluation and on Ctrl-C) and the finished
<kind>.safetensors. publish() puts the finished files into <out> only when the whole run is done, all of them in one
step (training/folder_swap.py), so <out> always holds one consistent set. Every file is written atomically
(models/atomic.py).
"""

from __future__ import annotations

import argparse
import json
import shutil
from dataclasses import asdict, dataclass, field
from pathlib import Path

import torch
from safetensors import safe_open
from safetensors.torch import load_file as load_safetensors
from safetensors.torch import save as safetensors_bytes

from models import MODEL_KINDS
from models.atomic import atomic_write_bytes, atomic_write_json
from models.checkpoint import SNAPSHOT_DIR, SNAPSHOT_PERCENTS, CheckpointError, read_header, save, snapshot_path
from models.tokenizer import file_sha256
from training import InputError, folder_swap
from training.runtime import Env, set_rng_state

ROOT = Path(__file__).resolve().parent.parent
# The flags that must match for --resume to continue a run exactly.
FINGERPRINT_FLAGS = ("models", "size", "steps", "time_budget", "batch_size", "context", "vocab_size", "lr", "dropout",
                     "patience", "max_passes", "eval_every", "seed", "optimizer")


@dataclass(frozen=True)
class Provenance:
    """Where a run's weights come from: written into every weights file's header and into train_log.json."""
    seed: int
    size: str  # the --size preset
    precision: str  # "bf16" or "fp32", as trained
    corpus_sha256: str  # of the corpus files' bytes, in order
    tokenizer_sha256: str  # of tokenizer.json's bytes (TinyTokenizer.sha256): the app refuses another tokenizer
    code_commit: str


def default_log() -> dict:
    return {"train_steps": [], "train_loss": [], "lr": [], "valid_steps": [], "valid_loss": []}


@dataclass
class LoopState:
    """Where one model's loop is: what a checkpoint restores besides the weights, the optimizer and the RNG."""
    step: int = 0
    elapsed: float = 0.0  # seconds spent in training steps, over every session of the run (--time-budget's clock)
    tokens_seen: int = 0  # input tokens over all processes
    log: dict = field(default_factory=default_log)  # the curves of train_log.json, so far


# ---------------------------------------------------------------------------------------------------------------------
# Checkpoints: model, AdamW moments, every rank's RNG state and the loop's state, in one safetensors file
# ---------------------------------------------------------------------------------------------------------------------


def save_checkpoint(path: Path, model, optimizer, rng_states: list[torch.Tensor], kind: str,
                    state: LoopState) -> None:
    """Model, AdamW moments, every rank's RNG state and the loop's state (step, curves) in one safetensors file."""
    tensors = {f"model.{k}": v.detach().cpu().contiguous() for k, v in model.state_dict().items()
               if k not in model.tied_weights}  # a tied weight is stored once, as in models.save
    optim = optimizer.state_dict()
    for index, param_state in optim["state"].items():
        for key, value in param_state.items():
            tensors[f"optim.{index}.{key}"] = value.detach().cpu().contiguous()
    for rank, rng in enumerate(rng_states):
        tensors[f"rng.{rank}"] = rng.cpu().contiguous()
    metadata = {"state": json.dumps({"kind": kind, **asdict(state)}),
                "param_groups": json.dumps(optim["param_groups"])}
    atomic_write_bytes(path, safetensors_bytes(tensors, metadata=metadata))


def load_checkpoint(path: Path, model, optimizer, env: Env) -> LoopState:
    """Restore what save_checkpoint wrote into model and optimizer, set this rank's RNG; returns the loop state."""
    with safe_open(str(path), framework="pt") as f:
        metadata = f.metadata()
    tensors = load_safetensors(str(path))
    model.load_state_dict({k[len("model."):]: v for k, v in tensors.items() if k.startswith("model.")}, strict=False)
    optim_state: dict[int, dict] = {}
    for name, value in tensors.items():
        if name.startswith("optim."):
            _, index, key = name.split(".", 2)
            optim_state.setdefault(int(index), {})[key] = value
    # load_state_dict moves the moments to the parameters' device ("step" stays on the CPU, as AdamW keeps it).
    optimizer.load_state_dict({"state": optim_state, "param_groups": json.loads(metadata["param_groups"])})
    set_rng_state(env, tensors[f"rng.{env.rank}"])
    state = json.loads(metadata["state"])
    return LoopState(step=state["step"], elapsed=state["elapsed"], tokens_seen=state["tokens_seen"],
                     log=state["log"])


# ---------------------------------------------------------------------------------------------------------------------
# The run record: refuse to mix runs, continue the unfinished one with --resume
# ---------------------------------------------------------------------------------------------------------------------


def run_fingerprint(args: argparse.Namespace, corpus_sha256: str, env: Env) -> dict:
    """What must match for --resume to continue a run exactly."""
    return {k: getattr(args, k) for k in FINGERPRINT_FLAGS} | {"corpus_sha256": corpus_sha256,
                                                               "world_size": env.world_size,
                                                               "precision": env.precision}


def check_run_dir(run_dir: Path, fingerprint: dict, resume: bool) -> dict:
    """The unfinished run's record when resuming, else a fresh one; refuses to mix runs."""
    record_path = run_dir / "run.json"
    if resume:
        if not record_path.exists():
            raise InputError(f"there is no unfinished run in {run_dir} to resume; drop --resume to train from scratch.")
        record = json.loads(record_path.read_text())
        changed = [k for k in fingerprint if record["fingerprint"].get(k) != fingerprint[k]]
        if changed:
            was = ", ".join(f"{k}={record['fingerprint'].get(k)!r}" for k in changed)
            raise InputError(f"the unfinished run in {run_dir} was started with {was}; resume with the same flags, "
                             f"or delete {run_dir} to start over.")
        return record
    if record_path.exists():
        raise InputError(f"{run_dir} holds an unfinished run; pass --resume to continue it, or delete that folder "
                         "to start over.")
    return {"fingerprint": fingerprint, "finished": {}}


def check_other_weights(out: Path, kinds_trained: list[str], tokenizer_sha256: str) -> None:
    """Weights this run leaves alone must have been trained with the same tokenizer it publishes."""
    for kind in MODEL_KINDS:
        path = out / f"{kind}.safetensors"
        if kind in kinds_trained or not path.exists():
            continue
        previous = header_metadata(path).get("tokenizer_sha256")
        if previous and previous != tokenizer_sha256:
            raise InputError(f"{path} was trained with a different tokenizer than this run would publish; add "
                             f"{kind} to --models, or write to another folder with --out.")


def header_metadata(path: Path) -> dict:
    try:
        return read_header(path).get("__metadata__") or {}
    except (CheckpointError, OSError):  # unreadable or not ours: nothing to compare
        return {}


# ---------------------------------------------------------------------------------------------------------------------
# Provenance and publishing
# ---------------------------------------------------------------------------------------------------------------------


def weight_metadata(entry: dict, provenance: Provenance) -> dict[str, str]:
    """What goes into the safetensors header beside kind and config (models.save adds those): all strings."""
    return {
        "metrics": json.dumps(entry["metrics"]),
        "baselines": json.dumps(entry["baselines"]),
        "seed": str(provenance.seed),
        "corpus_sha256": provenance.corpus_sha256,
        "code_commit": provenance.code_commit,
        "tokenizer_sha256": provenance.tokenizer_sha256,
        "training": json.dumps({k: entry[k] for k in ("steps", "batch_size", "window", "tokens_seen", "train_seconds",
                                                      "world_size")}
                               | {"size": provenance.size, "precision": provenance.precision}),
    }


def code_commit(repo: Path = ROOT) -> str:
    """The commit the code was checked out at, read from .git without running git; "unknown" outside a repo."""
    git = repo / ".git"
    try:
        head = (git / "HEAD").read_text().strip()
        if not head.startswith("ref: "):
            return head  # detached HEAD: the hash itself
        ref = head[len("ref: "):]
        if (git / ref).is_file():
            return (git / ref).read_text().strip()
        for line in (git / "packed-refs").read_text().splitlines():
            if line.endswith(" " + ref):
                return line.split()[0]
    except OSError:
        pass
    return "unknown"


MAX_WEIGHT_BYTES = 10_000_000  # each weight file must stay under 10 MB (a Space takes larger ones only through LFS)
# The published weights are stored as bf16: half the bytes, so twice the parameters fit in 10 MB. The model is
# rounded to bf16 BEFORE its final evaluation, so the metrics describe exactly the weights that are shipped.
STORAGE_DTYPE = torch.bfloat16


@torch.no_grad()
def round_weights(model, dtype: torch.dtype = STORAGE_DTYPE) -> None:
    """Round every floating-point weight to what `dtype` can hold (kept in float32): the weights as shipped."""
    for tensor in model.state_dict().values():
        if tensor.is_floating_point():
            tensor.copy_(tensor.to(dtype))


def snapshot_steps(max_steps: int | None) -> dict[int, int]:
    """{step: percent} at which a model is snapshotted (none when the clock, not a step count, ends training).

    >>> snapshot_steps(1500)
    {15: 1, 150: 10, 450: 30}
    """
    if not max_steps:
        return {}
    return {max(1, round(max_steps * p / 100)): p for p in SNAPSHOT_PERCENTS}


def save_snapshot(model, run_dir: Path, step: int, percent: int) -> None:
    """The model part-way through training, for the playground's "across training" view; the training itself goes
    on in float32, untouched. Weight matrices are stored in 4 bits (models.checkpoint.quantize_4bit): the nine
    snapshots of the full preset take about 14 MB instead of 52 MB in bf16. The snapshot records the sha256 of
    the run's tokenizer.json (written before training starts), which the playground checks it against."""
    metadata = {"step": str(step), "percent": str(percent)}
    tokenizer_path = run_dir / "tokenizer.json"
    if tokenizer_path.is_file():
        metadata["tokenizer_sha256"] = file_sha256(tokenizer_path)
    save(model, snapshot_path(run_dir, model.kind, percent),
         metadata=metadata, dtype=STORAGE_DTYPE, four_bit=True)


def publish(run_dir: Path, out: Path, entries: dict, run_info: dict) -> None:
    """Publish the run's tokenizer, models and snapshots, and the merged train_log.json, into out as ONE set: a
    copy of out is built beside it (hard links), the run's files replace their namesakes there (and the previous
    snapshots of the models it retrained go), and the copy is swapped in for out in one step (folder_swap.py). A
    run killed at any moment leaves out with the whole previous set or the whole new one; until run.json is
    removed at the very end, `--resume` publishes again."""
    run_dir, out = run_dir.resolve(), out.resolve()
    fresh = {"tokenizer.json", "train_log.json", *(f"{kind}.safetensors" for kind in entries)}
    stale = tuple(f"{SNAPSHOT_DIR}/{kind}-" for kind in entries)  # snapshots of the models this run replaces
    log_path = out / "train_log.json"
    log = json.loads(log_path.read_text()) if log_path.exists() else {"models": {}}
    log.update(run_info)
    log["models"].update(entries)
    build = folder_swap.begin(out, keep=lambda relative: relative not in fresh and not relative.startswith(stale))
    for name in ["tokenizer.json"] + [f"{kind}.safetensors" for kind in entries]:
        folder_swap.link(run_dir / name, build / name)
    for path in sorted((run_dir / SNAPSHOT_DIR).glob("*.safetensors")):
        folder_swap.link(path, build / SNAPSHOT_DIR / path.name)
    atomic_write_json(build / "train_log.json", log)
    folder_swap.swap_in(build, out)
    # The run folder (out/checkpoints, so now the new set's copy of it) goes last: run.json first, so that from here
    # on there is nothing left to resume.
    (run_dir / "run.json").unlink(missing_ok=True)
    shutil.rmtree(run_dir, ignore_errors=True)
