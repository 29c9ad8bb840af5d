"""A race against nanoGPT: its README's CPU recipe and our train_tiny.py, on the same text, for the same whole-process
wall time, both scored the same way on the same held-out text in nats per character.

    python -m bench.race --nanogpt /path/to/nanoGPT --text shakespeare.txt          # about 6-7 minutes on 2 cores
    python -m bench.race --nanogpt ... --text ... --nanogpt-iters 10000              # the "5x time" race
    python -m bench.race --nanogpt ... --text ... --device cuda                      # nanoGPT's shipped GPU config
    python -m bench.race --nanogpt ... --text ... --also "--max-passes 100"          # one more of ours, same budget

The race:
1. The text is split as nanoGPT's data/shakespeare_char/prepare.py splits it: the first 90% of the characters train,
   the last 10% are held out. nanoGPT's data files (train.bin, val.bin, meta.pkl) are written as prepare.py writes
   them, into a copy of the checkout in the work folder (the checkout itself is only read).
2. nanoGPT's README CPU recipe (or, with --device cuda, its shipped config with torch.compile) runs as a
   subprocess, timed from start to exit. Its config saves ckpt.pt only when its own validation estimate improves,
   so the checkpoint scored is the one nanoGPT itself keeps.
3. train_tiny.py trains our GPT on the first 90% (its own hash split holds a tenth of that out again for its own
   evaluation, so it trains on less text than nanoGPT). Its --time-budget counts training seconds only, so it gets
   nanoGPT's wall time minus --ours-overhead (tokenizer, trial steps, its own evaluation), and its whole process is
   timed too: the table shows both wall times and their ratio, so an overhead guessed wrong is seen.
4. Both are scored by one function, total_nll: the held-out units cut into consecutive windows of the model's
   context plus one (each overlapping the next by one unit), every unit after the first predicted exactly once from
   the units before it inside its window; nats per character = total NLL / characters predicted.

Nothing is downloaded: the nanoGPT checkout and the text are the caller's files.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import os
import pickle
import resource
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable, NamedTuple

import numpy as np
import torch
import torch.nn.functional as F

import models
from models.checkpoint import check_tokenizer
from training.corpus import pack_documents, split_documents, tile_windows

ROOT = Path(__file__).resolve().parent.parent
TRAIN_TINY = ROOT / "train_tiny.py"

TRAIN_SHARE = 0.9  # nanoGPT's prepare.py: train_data = data[:int(n*0.9)]
# What the race copies out of the checkout: the training script, the model, the exec'd configurator and the config.
NANOGPT_FILES = ("train.py", "model.py", "configurator.py", "config/train_shakespeare_char.py")
NANOGPT_DATA = Path("data") / "shakespeare_char"  # where train.py looks for dataset = 'shakespeare_char'
NANOGPT_OUT = "out-shakespeare-char"  # the config's out_dir, relative to the copy
# nanoGPT's README, "I only have a macbook": the CPU recipe, word for word except max_iters / lr_decay_iters.
NANOGPT_README_ITERS = 2000
NANOGPT_CPU_FLAGS = ("--device=cpu", "--compile=False", "--eval_iters=20", "--log_interval=1", "--block_size=64",
                     "--batch_size=12", "--n_layer=4", "--n_head=4", "--n_embd=128", "--dropout=0.0")
SCORE_BATCH = 32  # windows per forward pass while scoring: the same grouping as training/evaluate.py's evaluate_gpt


# ---------------------------------------------------------------------------------------------------------------------
# The split and nanoGPT's data files
# ---------------------------------------------------------------------------------------------------------------------


def split_like_nanogpt(text: str) -> tuple[str, str]:
    """(first 90% of the characters, the rest), cut where nanoGPT's prepare.py cuts.

    >>> split_like_nanogpt("abcdefghijk")
    ('abcdefghi', 'jk')
    """
    cut = int(len(text) * TRAIN_SHARE)
    return text[:cut], text[cut:]


def write_nanogpt_data(text: str, data_dir: Path) -> dict:
    """train.bin, val.bin and meta.pkl as nanoGPT's shakespeare_char/prepare.py writes them from `text` (and the text
    as its input.txt). Done here rather than by running prepare.py because prepare.py imports `requests` at the top,
    for a download the race must not need. Returns the meta dict: {'vocab_size', 'itos', 'stoi'}."""
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "input.txt").write_text(text, encoding="utf-8")
    chars = sorted(set(text))  # the vocabulary: every character of the whole text, held-out part included
    stoi = {ch: i for i, ch in enumerate(chars)}
    itos = {i: ch for i, ch in enumerate(chars)}
    train, held_out = split_like_nanogpt(text)
    for name, part in (("train.bin", train), ("val.bin", held_out)):
        np.array([stoi[c] for c in part], dtype=np.uint16).tofile(data_dir / name)
    meta = {"vocab_size": len(chars), "itos": itos, "stoi": stoi}  # the key order of prepare.py, so the bytes match
    with open(data_dir / "meta.pkl", "wb") as f:
        pickle.dump(meta, f)
    return meta


def copy_nanogpt(checkout: Path, dest: Path) -> None:
    """The few files of the checkout that training needs, copied into dest (the checkout is never written to)."""
    missing = [name for name in NANOGPT_FILES if not (checkout / name).is_file()]
    if missing:
        raise SystemExit(f"race: {checkout} is not a nanoGPT checkout (no {', '.join(missing)}); pass the folder "
                         "that holds nanoGPT's train.py with --nanogpt.")
    for name in NANOGPT_FILES:
        (dest / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(checkout / name, dest / name)


# ---------------------------------------------------------------------------------------------------------------------
# The two commands, and a timer around a whole process
# ---------------------------------------------------------------------------------------------------------------------


def nanogpt_command(python: str, device: str, iters: int | None) -> list[str]:
    """nanoGPT's command, run inside its copied folder. CPU: the README's recipe (iters scales max_iters and
    lr_decay_iters together, as the README says to). CUDA: the shipped config as it is, torch.compile on."""
    command = [python, "train.py", "config/train_shakespeare_char.py"]
    if device == "cpu":
        iters = iters or NANOGPT_README_ITERS
        command += list(NANOGPT_CPU_FLAGS)
    if iters:
        command += [f"--max_iters={iters}", f"--lr_decay_iters={iters}"]
    return command


def ours_command(python: str, corpus: Path, out: Path, budget_s: float, device: str, extra: list[str]) -> list[str]:
    return [python, str(TRAIN_TINY), "--corpus", str(corpus), "--models", "gpt", "--out", str(out),
            "--time-budget", f"{budget_s:.0f}", "--device", device, *extra]


class Timing(NamedTuple):
    wall_s: float  # start to exit: interpreter start, imports and the final writes included (what a user waits for)
    cpu_s: float  # CPU time the process used: well under cores x wall_s means it shared the cores with other work


def run_timed(command: list[str], cwd: Path, log: Path) -> Timing:
    """Run a command to its end with its output in a log file, timed whole."""
    children_before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(log, "w") as out:
        start = time.perf_counter()
        done = subprocess.run(command, cwd=cwd, stdout=out, stderr=subprocess.STDOUT)
        wall = time.perf_counter() - start
    if done.returncode != 0:
        tail = "\n".join(log.read_text(errors="replace").splitlines()[-15:])
        raise SystemExit(f"race: `{shlex.join(command)}` failed (exit {done.returncode}); the end of {log}:\n{tail}")
    children = resource.getrusage(resource.RUSAGE_CHILDREN)  # counts the children waited for, so this one now
    cpu = (children.ru_utime + children.ru_stime) - (children_before.ru_utime + children_before.ru_stime)
    return Timing(wall, cpu)


def code_state() -> str:
    """Which of our code races: the commit, and whether the working tree's training code differs from it (a race
    is often run on work in progress, so the table alone would not say what ran)."""
    def git(*words):
        return subprocess.run(["git", *words], cwd=ROOT, capture_output=True, text=True).stdout.strip()

    digest = hashlib.sha256(TRAIN_TINY.read_bytes()).hexdigest()[:12]
    try:
        commit = git("rev-parse", "--short", "HEAD") or "unknown"
        changed = git("status", "--porcelain", "--", "train_tiny.py", "training", "models").splitlines()
    except OSError:  # no git: the hash alone names the script
        return f"train_tiny.py sha256 {digest}"
    edits = f"{len(changed)} file(s) of train_tiny.py, training/, models/ changed since" if changed else "clean at"
    return f"train_tiny.py sha256 {digest}, {edits} commit {commit}"


# ---------------------------------------------------------------------------------------------------------------------
# Scoring: one way for both models
# ---------------------------------------------------------------------------------------------------------------------


class Score(NamedTuple):
    nats_per_char: float
    characters: int  # the denominator: characters predicted
    predictions: int  # units predicted (characters for nanoGPT, tokens for ours)


@torch.no_grad()
def total_nll(logits_of: Callable[[torch.Tensor], torch.Tensor], ids: torch.Tensor, context: int,
              device="cpu") -> tuple[float, int]:
    """(sum of -ln p over every unit of `ids` after the first, the number of units predicted).

    The stream is cut into windows of context + 1 units, each overlapping the next by one: a window u0..u_context
    predicts u1..u_context, each from the units before it inside the window. So every unit after the first is
    predicted exactly once, from at most `context` units of its past. logits_of maps input ids (B, T) to (B, T, V).
    """
    windows = [w for w in tile_windows(ids, context + 1, context) if len(w) > 1]
    full = [w for w in windows if len(w) == context + 1]
    groups = [full[i:i + SCORE_BATCH] for i in range(0, len(full), SCORE_BATCH)]
    groups += [[w] for w in windows if len(w) != context + 1]  # the last, shorter window on its own
    nll, predicted = 0.0, 0
    for rows in groups:
        batch = torch.tensor(rows, device=device)  # (B, T + 1)
        logits = logits_of(batch[:, :-1]).float()  # (B, T, V)
        targets = batch[:, 1:]  # (B, T)
        nll += F.cross_entropy(logits.flatten(0, 1), targets.flatten(), reduction="sum").item()
        predicted += targets.numel()
    return nll, predicted


def nanogpt_score(model, stoi: dict[str, int], text: str, device="cpu") -> Score:
    """nanoGPT's character model on `text`: every character after the first is predicted (the first has no past)."""
    unknown = sorted(set(text) - set(stoi))
    if unknown:
        raise ValueError(f"the text has characters the model's vocabulary lacks ({unknown[:5]}); score it on text "
                         "from the same file its meta.pkl was made from.")
    ids = torch.tensor([stoi[c] for c in text], dtype=torch.long)

    def logits_of(inputs):
        # With targets, nanoGPT's forward returns every position's logits (without, only the last); it views them,
        # which needs a contiguous tensor, not total_nll's slice of a window.
        inputs = inputs.contiguous()
        return model(inputs, targets=inputs)[0]

    nll, predicted = total_nll(logits_of, ids, model.config.block_size, device)
    return Score(nll / predicted, predicted, predicted)


def ours_score(model, tok, text: str, device="cpu") -> Score:
    """Our GPT on `text`, counted as training/evaluate.py's evaluate_gpt counts: the text split into documents at
    blank lines, packed with an EOS before each and after the last; every token after the leading EOS predicted; the
    characters are the documents' characters plus one per document end (its EOS).

    That counts slightly fewer characters than the raw text (the blank lines and the whitespace around documents
    are not counted, one EOS stands for a document break of two or more newlines), and the same total NLL over
    fewer characters is more nats per character: conservative for us."""
    docs = split_documents(text)
    stream = pack_documents(tok.encode_batch(docs), separator=tok.eos_id)
    characters = sum(map(len, docs)) + len(docs)
    nll, predicted = total_nll(lambda inputs: model(inputs).logits, stream, model.config.max_seq_len, device)
    return Score(nll / characters, characters, predicted)


def load_nanogpt(checkout: Path, checkpoint: Path, device="cpu"):
    """(nanoGPT's GPT with the checkpoint's weights, the checkpoint's iter_num and its own validation estimate).
    The class comes from the checkout's model.py, so the model is exactly the one that trained."""
    spec = importlib.util.spec_from_file_location("nanogpt_model", Path(checkout) / "model.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up in sys.modules
    spec.loader.exec_module(module)
    # ckpt.pt is a pickle of the user's own run; weights_only still refuses anything but tensors and plain values.
    ckpt = torch.load(checkpoint, map_location="cpu", weights_only=True)
    model = module.GPT(module.GPTConfig(**ckpt["model_args"]))
    # A run with torch.compile saves the compiled wrapper's names, each behind this prefix (as nanoGPT's sample.py).
    model.load_state_dict({k.removeprefix("_orig_mod."): v for k, v in ckpt["model"].items()})
    return model.to(device).eval(), ckpt["iter_num"], float(ckpt["best_val_loss"])


def load_ours(folder: Path, device="cpu"):
    """Our GPT from a train_tiny.py --out folder (gpt.safetensors and its tokenizer.json), with the project's loader."""
    path = Path(folder) / "gpt.safetensors"
    model = models.load(path, device=device)
    if model.tokenizer is None:
        raise SystemExit(f"race: no tokenizer.json beside {path}; train_tiny.py writes one, was the run cut short?")
    check_tokenizer(model, path)
    return model


# ---------------------------------------------------------------------------------------------------------------------
# The race
# ---------------------------------------------------------------------------------------------------------------------


def parse_args(argv=None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description="Race nanoGPT's README recipe against train_tiny.py at equal wall time "
                                            "(see the module docstring).")
    p.add_argument("--nanogpt", type=Path, required=True, help="a nanoGPT checkout (only read; the race uses a copy)")
    p.add_argument("--text", type=Path, required=True, help="the UTF-8 text to train and score on (e.g. Tiny "
                                                            "Shakespeare's input.txt)")
    p.add_argument("--work", type=Path, default=None,
                   help="folder for the copies, data, logs and both runs' weights (default: a temporary folder, "
                        "removed at the end)")
    p.add_argument("--device", choices=["cpu", "cuda"], default="cpu",
                   help="cpu (the default): nanoGPT's README CPU recipe; cuda: its shipped config, compile on. Both "
                        "sides train and are scored on this device")
    p.add_argument("--nanogpt-iters", type=int, default=None,
                   help=f"nanoGPT's max_iters and lr_decay_iters (default: the README's {NANOGPT_README_ITERS} on "
                        "CPU, the config's own on CUDA); e.g. 10000 for the race at 5x the time")
    p.add_argument("--ours-overhead", type=float, default=14.0,
                   help="seconds of our process that are not training (tokenizer, trial steps, evaluations, the final "
                        "metrics); our --time-budget is nanoGPT's wall time minus this (default: 14, measured on Tiny "
                        "Shakespeare on 2 CPU cores; the table shows both wall times, so a wrong guess is seen)")
    p.add_argument("--ours-flags", default="", help='more flags for train_tiny.py, in one string (e.g. "--seed 1")')
    p.add_argument("--also", action="append", default=[], metavar="FLAGS",
                   help='another run of ours with these flags instead of --ours-flags (e.g. "--max-passes 32"), at the '
                        "same budget and scored the same way, against the same nanoGPT run; may be repeated")
    args = p.parse_args(argv)
    if args.nanogpt_iters is not None and args.nanogpt_iters < 1:
        p.error(f"--nanogpt-iters must be at least 1, got {args.nanogpt_iters}")
    if not args.text.is_file():
        p.error(f"--text {args.text} is not a file; pass the text to race on (e.g. Tiny Shakespeare's input.txt)")
    return args


def race(args: argparse.Namespace, work: Path) -> None:
    for name in ("nanogpt", "ours"):
        if (work / name).exists():
            raise SystemExit(f"race: {work / name} already exists (an earlier race?); pass an empty or new --work.")
    python = sys.executable  # the interpreter running the race: it has torch and numpy, all nanoGPT needs here

    # 1. The split, nanoGPT's data files in its copy, our training text.
    with open(args.text, encoding="utf-8") as f:  # as prepare.py reads it (universal newlines)
        text = f.read()
    train_text, held_out_text = split_like_nanogpt(text)
    nanogpt_dir = work / "nanogpt"
    copy_nanogpt(args.nanogpt, nanogpt_dir)
    meta = write_nanogpt_data(text, nanogpt_dir / NANOGPT_DATA)
    corpus = work / "train90.txt"
    corpus.write_text(train_text, encoding="utf-8")
    print(f"text: {len(text):,} characters, {len(train_text):,} train / {len(held_out_text):,} held out; "
          f"work folder {work}")
    print(f"ours: {code_state()}; load average {os.getloadavg()[0]:.2f} at the start", flush=True)

    # 2. nanoGPT, timed whole.
    theirs_cmd = nanogpt_command(python, args.device, args.nanogpt_iters)
    print(f"nanoGPT: {shlex.join(theirs_cmd[1:])}  (log: {work / 'nanogpt.log'})", flush=True)
    theirs_time = run_timed(theirs_cmd, nanogpt_dir, work / "nanogpt.log")
    print(f"nanoGPT: {theirs_time.wall_s:.1f} s", flush=True)

    # 3. Ours, for the same wall time.
    budget = theirs_time.wall_s - args.ours_overhead
    if budget < 1:
        raise SystemExit(f"race: nanoGPT took {theirs_time.wall_s:.0f} s, no more than --ours-overhead "
                         f"({args.ours_overhead:.0f} s); pass a smaller --ours-overhead or more --nanogpt-iters.")
    runs = []  # (name, command, timing, folder) of each of our runs
    for i, flags in enumerate([args.ours_flags, *args.also]):
        name = "ours" if i == 0 else f"ours-{i + 1}"
        ours_cmd = ours_command(python, corpus, work / name, budget, args.device, shlex.split(flags))
        print(f"{name}: {shlex.join(ours_cmd[1:])}  (log: {work / f'{name}.log'})", flush=True)
        ours_time = run_timed(ours_cmd, ROOT, work / f"{name}.log")
        print(f"{name}: {ours_time.wall_s:.1f} s; load average {os.getloadavg()[0]:.2f} at the end", flush=True)
        runs.append((name, ours_cmd, ours_time, work / name))

    # 4. Both scored on the held-out 10%, the same way.
    checkpoint = nanogpt_dir / NANOGPT_OUT / "ckpt.pt"
    if not checkpoint.is_file():
        raise SystemExit(f"race: nanoGPT saved no {checkpoint} (it saves at its evaluations, every 250 steps); "
                         "pass more --nanogpt-iters.")
    theirs_model, iter_num, own_estimate = load_nanogpt(args.nanogpt, checkpoint, args.device)
    theirs = nanogpt_score(theirs_model, meta["stoi"], held_out_text, args.device)
    scores = []
    for _, _, _, folder in runs:
        ours_model = load_ours(folder, args.device)
        scores.append(ours_score(ours_model, ours_model.tokenizer, held_out_text, args.device))
    scored = [(name, command, timing, score) for (name, command, timing, _), score in zip(runs, scores)]

    # 5. The table. Commands as a user would type them: "python", and WORK for the work folder.
    def shown(command):
        return shlex.join(["python", *command[1:]]).replace(str(work), "WORK").replace(f"{ROOT}/", "")

    rows = [("", "command", "wall time", "CPU time", "held-out nats/char", "characters scored")]
    for name, command, timing, score in [("nanoGPT", theirs_cmd, theirs_time, theirs), *scored]:
        rows.append((name, f"`{shown(command)}`", f"{timing.wall_s:.1f} s", f"{timing.cpu_s:.0f} s",
                     f"{score.nats_per_char:.4f}", f"{score.characters:,}"))
    print()
    print(markdown_table(rows))
    print(f"\nWORK = {work}; nanoGPT runs inside WORK/nanogpt, a copy of the files it needs from {args.nanogpt}")
    print(f"nanoGPT's checkpoint: iter {iter_num}, its own val estimate {own_estimate:.4f} nats/char")
    for (name, _, timing, folder), score in zip(runs, scores):
        print(f"{name}: wall time / nanoGPT's {timing.wall_s / theirs_time.wall_s:.3f}; {ours_training(folder)} of "
              f"its --time-budget {budget:.0f} s; relative lead, 1 - {name}/nanoGPT: "
              f"{100 * (1 - score.nats_per_char / theirs.nats_per_char):+.1f}%")


def ours_training(folder: Path) -> str:
    """How long our run trained, from its train_log.json: a run that stops early (its held-out loss no longer
    improving) leaves part of its budget unused, and the table's wall time alone would not say so."""
    try:
        entry = json.loads((folder / "train_log.json").read_text())["models"]["gpt"]
        trained = f"{entry['train_seconds']:.0f} s of training in {entry['steps']} steps"
    except (OSError, ValueError, KeyError, TypeError):  # another train_tiny.py may log otherwise
        return "training time not in train_log.json"
    return trained + (" (stopped early)" if entry.get("stopped_early") else "")


def markdown_table(rows: list[tuple[str, ...]]) -> str:
    lines = ["| " + " | ".join(row) + " |" for row in rows]
    lines.insert(1, "|" + "---|" * len(rows[0]))
    return "\n".join(lines)


def main(argv=None) -> int:
    args = parse_args(argv)
    if args.work is not None:
        args.work.mkdir(parents=True, exist_ok=True)
        race(args, args.work.resolve())
    else:
        with tempfile.TemporaryDirectory(prefix="race-") as work:
            race(args, Path(work))
    return 0


if __name__ == "__main__":
    sys.exit(main())
