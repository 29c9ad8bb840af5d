"""Export the trained models as transformers folders to share: `from_pretrained`, the pipelines and the Hub read them.

    python -m training.export --out exports                        # weights/ -> exports/gpt, exports/bert, exports/t5
    python -m training.export runs/notes --out exports/notes       # the weights of another run
    python -m training.export --out exports --force                # replace an earlier export

Each folder is what models.save_pretrained writes (models/hf_folder.py: config, weights, tokenizer files, generation
settings), plus a README.md model card for the Hub: front matter (license, pipeline_tag, library_name, tags, a
widget example), the architecture and size, the corpus, the held-out metrics next to their baselines, the
train_tiny.py command that makes the model again, and how to use it. Writing needs no transformers. The export root
also gets the run's train_log.json, so the playground pointed at it (PLAYGROUND_WEIGHTS_DIR=exports) shows the
training curves too.

All or nothing: everything is written into a hidden folder beside --out (.NAME.partial-PID-*) and renamed to --out
when complete, so an export killed half-way leaves nothing under the final name (the next export removes a
leftover whose process is gone). Bad input (a missing or inconsistent weights folder, a non-empty --out without
--force, a folder it cannot write) gets one line saying what to do, and exit code 2, before anything is written.

The sections every exported model's card has come from models/hub_card.py (the Train tab's downloads use them
too); this tool adds the corpus and how the model was made, which quote training's presets and window rule: so it
lives in training/.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

from models.checkpoint import MODEL_KINDS, WEIGHTS_DIR, CheckpointError, check_tokenizer, header_json, parameter_count
from models.hf_folder import find_weights, load_weights, save_pretrained
from models.hub_card import CARDS, architecture_section, front_matter, metrics_section, usage_section
from training.corpus import BUNDLED_VALID, ROOT
from training.recipes import DEFAULT_SIZE, SIZES, context_of_window, preset_batch_size, preset_context
from training.recipes import training_window

BUNDLED_HELD_OUT = str(BUNDLED_VALID.relative_to(ROOT))  # how train_log.json names the bundled corpus's split
PARTIAL = ".partial-"  # .NAME.partial-PID-XXXX: an export in progress (or killed) beside --out


class ExportError(Exception):
    """Bad input found before anything is written; the message says what to do, in one sentence."""


# ---------------------------------------------------------------------------------------------------------------------
# Reading the weights folder, checking --out
# ---------------------------------------------------------------------------------------------------------------------


def read_weights(folder: Path) -> tuple[dict, dict | None]:
    """({kind: model} for all three, train_log.json or None): every model loaded, with the tokenizer it was trained
    with. Reads train_tiny.py's layout and an earlier export's alike."""
    if not folder.is_dir():
        raise ExportError(f"{folder} is not a folder; pass the folder train_tiny.py wrote (default: weights/), "
                          "or run `python train_tiny.py` first.")
    loaded = {}
    for kind in MODEL_KINDS:
        path = find_weights(folder, kind)
        try:
            model = load_weights(path)
            if model.kind != kind:
                raise CheckpointError(path, f"holds a {model.kind} model, not {kind}")
            if model.tokenizer is None:
                raise CheckpointError(path.parent / "tokenizer.json", "no such file; a model is exported with the "
                                      "tokenizer it was trained with")
            check_tokenizer(model, path)
        except OSError as e:  # an unreadable file: permissions, a disk error
            raise ExportError(f"{e.filename or path}: {e.strerror or e}; make the weights folder readable, or "
                              "export another one.") from None
        except CheckpointError as e:
            raise ExportError(f"{e.path}: {e.problem}; export a folder train_tiny.py wrote completely, or run "
                              f"`python train_tiny.py --out {folder}` to write one.") from None
        loaded[kind] = model
    hashes = {m.tokenizer.sha256 for m in loaded.values()}
    if len(hashes) > 1:
        raise ExportError(f"the models in {folder} come with different tokenizers; export a folder one "
                          "train_tiny.py run wrote.")
    try:
        log = json.loads((folder / "train_log.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        log = None  # the card then says what it cannot know
    return loaded, log if isinstance(log, dict) else None


def check_out(out: Path, weights: Path, force: bool) -> None:
    """Refuse an --out that is a file, holds something (unless --force), or holds the weights being exported."""
    if out.exists() and not out.is_dir():
        raise ExportError(f"--out {out} is a file; choose a folder name.")
    resolved, source = out.resolve(), weights.resolve()
    if resolved == source or resolved in source.parents:
        raise ExportError(f"--out {out} holds the weights being exported; choose another folder.")
    if out.is_dir() and any(out.iterdir()) and not force:
        raise ExportError(f"{out} already exists and is not empty; choose another --out, or add --force to "
                          "replace it.")


# ---------------------------------------------------------------------------------------------------------------------
# Writing: into a hidden folder beside --out, then one rename
# ---------------------------------------------------------------------------------------------------------------------


def remove_dead_partials(out: Path) -> None:
    """Remove what exports killed before their rename left beside out (their process is gone)."""
    for leftover in out.parent.glob(f".{out.name}{PARTIAL}*"):
        try:
            pid = int(leftover.name[len(f".{out.name}{PARTIAL}"):].split("-")[0])
            os.kill(pid, 0)  # raises if no such process
        except ProcessLookupError:
            shutil.rmtree(leftover, ignore_errors=True)
        except (ValueError, PermissionError):
            continue  # not ours, or another user's live process


def publish(partial: Path, out: Path) -> None:
    """Put the complete folder under its final name. An existing --out (empty, or replaced with --force) is
    moved aside first (named as a partial folder, so a kill just then leaves nothing the next export keeps) and
    deleted after: there is never a half-written folder under that name."""
    if not out.exists():
        os.replace(partial, out)
        return
    old = Path(tempfile.mkdtemp(dir=out.parent, prefix=f".{out.name}{PARTIAL}{os.getpid()}-old-"))
    os.replace(out, old / out.name)
    os.replace(partial, out)
    shutil.rmtree(old, ignore_errors=True)


def export(weights, out, force: bool = False) -> Path:
    """Write out/gpt, out/bert, out/t5 (transformers folders with model cards) and out/train_log.json, all or
    nothing. Raises ExportError for bad input, OSError when the disk refuses."""
    weights, out = Path(weights), Path(out)
    loaded, log = read_weights(weights)
    check_out(out, weights, force)
    out.parent.mkdir(parents=True, exist_ok=True)
    remove_dead_partials(out)
    partial = Path(tempfile.mkdtemp(dir=out.parent, prefix=f".{out.name}{PARTIAL}{os.getpid()}-"))
    try:
        os.chmod(partial, 0o755)  # mkdtemp makes the folder private; an export is meant to be shared
        for kind, model in loaded.items():
            save_pretrained(model, partial / kind, card=model_card(model, log, out / kind))
        if log is not None:
            shutil.copyfile(weights / "train_log.json", partial / "train_log.json")
        publish(partial, out)
    except BaseException:  # Ctrl-C or a full disk: leave nothing behind
        shutil.rmtree(partial, ignore_errors=True)
        raise
    return out


# ---------------------------------------------------------------------------------------------------------------------
# The model card: README.md with the Hub's front matter; the shared sections are models/hub_card.py's
# ---------------------------------------------------------------------------------------------------------------------


def corpus_section(model, log: dict | None) -> str:
    corpus = (log or {}).get("corpus") or {}
    sha = corpus.get("sha256") or model.metadata.get("corpus_sha256", "not recorded")
    if not corpus:
        text = "Not recorded: there was no train_log.json beside the weights."
    elif corpus.get("held_out") == BUNDLED_HELD_OUT:
        text = ("The bundled corpus of the Tiny Transformer Playground: original English prose (CC0) written for "
                "this project, assembled by `data/make_corpus.py`: thousands of short texts about everyday life.")
    else:
        text = f"Your own text: {', '.join(Path(f).name for f in corpus.get('files', []))}."
    if corpus:
        text += (f" {corpus.get('train_documents', 0):,} documents ({corpus.get('train_chars', 0):,} characters) for "
                 f"training; held out: {corpus.get('held_out')} ({corpus.get('held_out_documents', 0):,} documents).")
    return f"## Training data\n\n{text} Corpus sha256: `{sha}`.\n"


def train_command(model, log: dict | None) -> str:
    """The train_tiny.py command that makes these weights again, from the settings the weights record: only the
    flags that differ from the defaults, and always the precision (its default, auto, depends on the CPU)."""
    kind, t = model.kind, header_json(model.metadata, "training")
    size, flags = t.get("size", DEFAULT_SIZE), []
    corpus = (log or {}).get("corpus") or {}
    if corpus and corpus.get("held_out") != BUNDLED_HELD_OUT:
        flags += ["--corpus", *corpus.get("files", [])]
    if size != DEFAULT_SIZE:
        flags += ["--size", size]
    if size in SIZES:
        preset = SIZES[size]
        context = preset_context(size, kind)
        window = training_window(kind, context)
        if (log or {}).get("vocab_size", preset["vocab_size"]) != preset["vocab_size"]:
            flags += ["--vocab-size", str(log["vocab_size"])]
        if t.get("steps", preset[kind]["steps"]) != preset[kind]["steps"]:
            flags += ["--steps", str(t["steps"])]
        if t.get("batch_size", preset_batch_size(size, kind)) != preset_batch_size(size, kind):
            flags += ["--batch-size", str(t["batch_size"])]
        if t.get("window", window) != window:
            flags += ["--context", str(context_of_window(kind, t["window"]))]
    if model.metadata.get("seed", "0") != "0":
        flags += ["--seed", model.metadata["seed"]]
    flags += ["--precision", t.get("precision", "fp32")]
    world = int(t.get("world_size", 1))
    start = f"torchrun --nproc_per_node={world} train_tiny.py" if world > 1 else "python train_tiny.py"
    return " ".join([start, *flags])


def training_section(model, log: dict | None) -> str:
    t, meta = header_json(model.metadata, "training"), model.metadata
    done = (f"{t['steps']:,} steps of {t.get('batch_size', '?')} sequences ({t.get('tokens_seen', 0):,} tokens) in "
            f"{t.get('train_seconds', 0):,.0f} s, {t.get('precision', '?')}, seed {meta.get('seed', '?')}"
            if "steps" in t else "settings not recorded")
    return "\n".join([
        "## How it was made", "",
        f"Trained from scratch by `train_tiny.py` of the Tiny Transformer Playground: {done}; code commit "
        f"`{meta.get('code_commit', 'unknown')}`. From a checkout of that commit, this makes it again (built "
        "from the settings the weights record):", "",
        "```bash", train_command(model, log), "```", ""])


def model_card(model, log: dict | None, where: Path) -> str:
    """README.md for one exported model."""
    kind = model.kind
    bundled = ((log or {}).get("corpus") or {}).get("held_out") == BUNDLED_HELD_OUT
    intro = (f"# Tiny {CARDS[kind]['title']}\n\nA {parameter_count(model) / 1e6:.2f} M-parameter "
             f"{CARDS[kind]['title']} written from scratch in PyTorch and trained on a small corpus in the Tiny "
             "Transformer Playground; transformers runs it with the same logits (within 1e-4). Small and trained "
             "for minutes: for learning and playing, not for facts.\n")
    return "\n".join([front_matter(kind, bundled), intro, architecture_section(model), corpus_section(model, log),
                      metrics_section(model), training_section(model, log), usage_section(model, where)])


# ---------------------------------------------------------------------------------------------------------------------
# Command line
# ---------------------------------------------------------------------------------------------------------------------


def parse_args(argv=None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m training.export", description=(
        "Write the trained GPT, BERT and T5 as transformers folders (OUT/gpt, OUT/bert, OUT/t5) with model cards, "
        "ready for from_pretrained, the pipelines and the Hugging Face Hub."))
    p.add_argument("weights", nargs="?", type=Path, default=WEIGHTS_DIR,
                   help="the folder train_tiny.py wrote (default: weights/)")
    p.add_argument("--out", type=Path, required=True, help="the folder to write; it must not exist or be empty")
    p.add_argument("--force", action="store_true", help="replace --out even if it holds files")
    return p.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    try:
        out = export(args.weights, args.out, force=args.force)
    except ExportError as e:
        print(f"training.export: error: {e}", file=sys.stderr)
        return 2
    except OSError as e:  # writing: permissions, a full disk, a read-only file system
        print(f"training.export: error: cannot write {e.filename or args.out} ({e.strerror or e}); choose an --out "
              "folder you can write to, with room for the models.", file=sys.stderr)
        return 2
    for kind in MODEL_KINDS:
        size = sum(f.stat().st_size for f in (out / kind).iterdir())
        print(f"wrote {out / kind} ({size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
