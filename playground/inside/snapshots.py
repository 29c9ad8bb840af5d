"""The Inside tab's "Across training" view: the snapshots train_tiny.py keeps of each model at a few points of its
training (training/runfiles.py, save_snapshot; models.checkpoint names their files), each loaded with models.load
and run through playground.inference on the user's text, beside the training-loss curve of train_log.json.

Like every view, `compute` returns plain data and never draws (the figure is structure_plots.snapshots_figure); the
text as each model reads it, the token labels and the rounding are structure.py's.
"""

from __future__ import annotations

import bisect
import json
import math
from functools import lru_cache
from pathlib import Path

import torch

import models
from models.checkpoint import SNAPSHOT_DIR, SNAPSHOT_PERCENTS, snapshot_path
from models.tokenizer import EOS_ID
from playground import inference
from playground.inference import visible
from playground.input_checks import InputError
from playground.model_store import TITLES
from playground.inside import structure_plots as plots
from playground.inside.structure import ALL, rounded, table
from playground.inside.view import Option, View

SNAPSHOT_CHOICES = tuple(f"{p}%" for p in (*SNAPSHOT_PERCENTS, 100))  # 100%: the published model itself
SNAPSHOT_LIST = ", ".join(SNAPSHOT_CHOICES[:-2]) + " and " + SNAPSHOT_CHOICES[-2]  # "1%, 10% and 30%"
GPT_CONTINUATION = 6  # greedy tokens GPT writes per snapshot (4 runs of 6 steps: the cost of this view)
T5_MAX_NEW_TOKENS = 10  # enough for a blank of a few words; an early snapshot babbles on to the limit
MAX_CURVE_POINTS = 400  # of the training-loss curve sent (every n-th step): the figure shows no more


@lru_cache(maxsize=12)
def _load_snapshot(path: str, mtime_ns: int, size: int):
    return models.load(path)


def load_snapshot(path: Path):
    """models.load, cached per (path, mtime, size): a rewritten file is read again, an unchanged one never."""
    stat = path.stat()
    return _load_snapshot(str(path), stat.st_mtime_ns, stat.st_size)


@lru_cache(maxsize=4)
def _read_log(path: str, mtime_ns: int) -> dict:
    return json.loads(Path(path).read_text())


def training_log(folder: Path, kind: str) -> dict | None:
    """One model's entry of train_log.json (read again only when the file changes: it holds every step's loss)."""
    path = folder / "train_log.json"
    try:
        return _read_log(str(path), path.stat().st_mtime_ns)["models"][kind]
    except (OSError, ValueError, KeyError, TypeError):
        return None


def loss_curve(entry: dict | None) -> dict | None:
    """The training and held-out loss of one model from train_log.json, the training curve thinned out."""
    if not entry or not entry.get("train_steps"):
        return None
    steps, loss = entry["train_steps"], entry["train_loss"]
    every = max(1, math.ceil(len(steps) / MAX_CURVE_POINTS))
    keep = list(range(0, len(steps), every)) + ([len(steps) - 1] if (len(steps) - 1) % every else [])
    return {"steps": [steps[i] for i in keep], "loss": [loss[i] for i in keep],
            "valid_steps": entry.get("valid_steps", []), "valid_loss": entry.get("valid_loss", [])}


def loss_at(entry: dict | None, step: int) -> float | None:
    """The training loss logged at `step` (the nearest logged step)."""
    if not entry or not entry.get("train_steps"):
        return None
    steps = entry["train_steps"]  # ascending
    after = min(bisect.bisect_left(steps, step), len(steps) - 1)
    nearest_index = after - 1 if after and step - steps[after - 1] < steps[after] - step else after
    return entry["train_loss"][nearest_index]


def snapshots_of(store, kind: str, published) -> tuple[list[tuple[int, int, object]], list[str]]:
    """[(percent, step, model)] for every snapshot that loads, then the published model at 100%; and notes."""
    entry, found, notes = training_log(store.folder, kind), [], []
    for percent in SNAPSHOT_PERCENTS:
        path = snapshot_path(store.folder, kind, percent)
        if not path.is_file():
            continue
        try:
            model = load_snapshot(path)
        except models.CheckpointError as e:
            notes.append(f"The {percent}% snapshot cannot be read ({e.problem}).")
            continue
        recorded = model.metadata.get("tokenizer_sha256")  # written by train_tiny.py since issue 21
        if (model.kind != kind or model.config.vocab_size != published.tokenizer.vocab_size
                or (recorded and not published.tokenizer.matches(recorded))):
            notes.append(f"The {percent}% snapshot comes from another run than the published {TITLES[kind]} (it "
                         "was trained with another tokenizer), so it is not shown.")
            continue
        model.tokenizer = published.tokenizer  # a snapshot has no tokenizer.json beside it
        found.append((percent, int(model.metadata.get("step", 0)), model))
    total = (entry or {}).get("steps") or json.loads(published.metadata.get("training", "{}")).get("steps", 0)
    return found + [(100, int(total), published)], notes


def snapshot_output(kind: str, model, text: str, with_attention: bool):
    """(what the model answers, its AttentionMap or None), through playground.inference as the other tabs do."""
    if kind == "gpt":
        # The Generate tab's prompt (inference.prepare_prompt) and greedy decoding, as inference.generate with
        # temperature 0 writes it, without the per-token candidate tables that function also builds.
        prompt_ids, max_new, _ = inference.prepare_prompt(model, text, GPT_CONTINUATION)
        ids = model.generate(torch.tensor([prompt_ids]), max_new_tokens=max_new, temperature=0.0, eos_token_id=EOS_ID)
        new_text = model.tokenizer.decode(ids[0, len(prompt_ids):].tolist(), skip_special_tokens=True)
        return new_text, inference.gpt_attention(model, prompt_ids) if with_attention else None
    if kind == "bert":
        result = inference.fill_mask(model, text, top_k=3)
        guesses = [", ".join(f"{visible(p['token_str'])} {p['score']:.0%}" for p in mask)
                   for mask in result.predictions]
        return " | ".join(guesses), result.attention
    result = inference.infill(model, text, max_new_tokens=T5_MAX_NEW_TOKENS)
    return result.filled, result.attention["cross-attention"]


def check_layer_and_head(kind: str, config, layer: int, head: int) -> None:
    """The layer and head of the attention shown (GPT and BERT: self-attention; T5: the decoder's cross-attention)
    must exist in this model; refused before any snapshot runs."""
    n_layer = config.n_decoder_layer if kind == "t5" else config.n_layer
    if not 0 <= layer < n_layer:
        raise InputError(f"{TITLES[kind]} has {n_layer} layers; pick a layer from 0 to {n_layer - 1}.")
    if not -1 <= head < config.n_head:
        raise InputError(f"{TITLES[kind]} has {config.n_head} heads per layer; pick a head from 0 to "
                         f"{config.n_head - 1}, or -1 for their average.")


def attention_grid(attention, layer: int, head: int) -> dict:
    """One layer's attention (head -1: the average over its heads); layers and heads counted from 0, as in the
    other Inside views and the model's module names (blocks.0)."""
    weights = attention.weights[layer]
    grid = weights.mean(axis=0) if head == -1 else weights[head]
    return {"name": attention.name, "layer": layer, "head": "average of heads" if head == -1 else f"head {head}",
            "queries": [visible(t) for t in attention.query_tokens],
            "keys": [visible(t) for t in attention.key_tokens], "weights": rounded(grid, 3)}


def snapshot_message(store, kind: str, found: list, wanted: int) -> str:
    """'' when every snapshot is there; else what is missing and the command that makes them."""
    have = {percent for percent, _, _ in found}
    missing = [f"{p}%" for p in SNAPSHOT_PERCENTS if p not in have]
    if not missing:
        return ""
    where = store.folder / SNAPSHOT_DIR
    message = (f"{TITLES[kind]} has no {', '.join(missing)} snapshot in {where}; run `{store.fix_command()}` from "
               f"the repository root: it keeps snapshots at {SNAPSHOT_LIST} of each model's steps.")
    if wanted not in have:
        message += " Shown here: the finished model (100%)."
    return message


# Said wherever snapshots are shown: they are not bit for bit the model at that step (models.checkpoint).
FOUR_BIT_NOTE = ("The snapshots keep their weight matrices in 4 bits to stay small, so they answer almost, not "
                 "exactly, as the model did at that step; 100% is the published model itself.")


def compute_snapshots(store, kind: str, text: str, snapshot: str = "10%", layer: int = 0, head: int = -1) -> dict:
    published = store.get(kind)
    check_layer_and_head(kind, published.config, layer, head)
    found, notes = snapshots_of(store, kind, published)
    wanted = int(snapshot.rstrip("%"))
    shown = wanted if wanted in {p for p, _, _ in found} else 100
    entry = training_log(store.folder, kind)
    rows, attention = [], None
    for percent, step, model in found:
        output, attention_map = snapshot_output(kind, model, text, with_attention=percent == shown)
        if percent == shown:
            attention = attention_grid(attention_map, layer, head)
        loss = loss_at(entry, step)
        rows.append([f"{percent}%", step, None if loss is None else round(loss, 3), output])
    markers = [{"percent": r[0], "step": r[1], "loss": r[2]} for r in rows]
    if len(found) > 1:
        notes.append(FOUR_BIT_NOTE)
    return {"kind": kind, "shown": f"{shown}%", "message": snapshot_message(store, kind, found, wanted),
            "notes": notes + ([] if entry else ["train_log.json has no loss curve for this model."]),
            "outputs": table(["snapshot", "step", "training loss", "output"], rows),
            "attention": attention, "curve": loss_curve(entry), "markers": markers}


VIEWS = [
    View(name="snapshots", title="Across training",
         idea=f"train_tiny.py keeps a copy of each model at {SNAPSHOT_LIST} of its training steps. The same input "
              "through each copy shows what the model could do at each point: early copies tend to answer with the "
              "most frequent tokens, later ones with words that fit, while the attention settles and the loss falls.",
         try_this="Give BERT 'The cat sat on the [MASK].' and step from 1% to 100%, watching the guesses and the "
                  "attention change.",
         kinds=ALL,
         options=(Option("snapshot", "Snapshot", "choice", "10%", choices=SNAPSHOT_CHOICES,
                         info="how far through training; 100% is the finished model"),
                  Option("layer", "Layer", "int", 0, low=0, high=11, info="of the attention shown, counted from 0"),
                  Option("head", "Head", "int", -1, low=-1, high=11,
                         info="counted from 0; -1: the average of the layer's heads")),
         compute=compute_snapshots, figure=plots.snapshots_figure,
         examples={"gpt": "After school, my sister and I", "bert": "The cat sat on the [MASK].", "t5": "The cat ___ on the mat."}),
]
