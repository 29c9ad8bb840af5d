"""Export the trained models as transformers folders to share: `from_pretrained`, the pipelines and the Hub read them.

    python -m models.export --out exports                        # weights/ -> exports/gpt, exports/bert, exports/t5
    python -m models.export runs/notes --out exports/notes       # the weights of another run
    python -m models.export --out exports --force                # replace an earlier export

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

This entry point sits above the library: the model card quotes training/'s metric names and size presets.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
from dataclasses import asdict
from pathlib import Path

from models.checkpoint import MODEL_KINDS, WEIGHTS_DIR, CheckpointError, check_tokenizer, parameter_count
from models.hf_folder import find_weights, load_weights, save_pretrained
from models.objectives import t5_window
from training.corpus import BUNDLED_VALID, ROOT
from training.evaluate import METRICS, baseline_of, format_metric
from training.recipes import DEFAULT_SIZE, SIZES, preset_batch_size, preset_context

CARDS = {  # what the Hub needs to know per model: its task, an example for its widget, the transformers class
    "gpt": dict(title="GPT-2", tag="gpt2", pipeline_tag="text-generation", example="Once upon a time",
                auto="AutoModelForCausalLM"),
    "bert": dict(title="BERT", tag="bert", pipeline_tag="fill-mask", example="The cat sat on the [MASK].",
                 auto="AutoModelForMaskedLM"),
    "t5": dict(title="T5", tag="t5", pipeline_tag="text2text-generation", example="The dog wagged its <extra_id_0>.",
               auto="AutoModelForSeq2SeqLM"),
}
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
# The model card: README.md with the Hub's front matter
# ---------------------------------------------------------------------------------------------------------------------


def _json_field(metadata: dict, key: str) -> dict:
    try:
        value = json.loads(metadata.get(key) or "{}")
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def front_matter(kind: str, bundled: bool) -> str:
    """YAML for the Hub (strings quoted as JSON, which YAML reads as they are)."""
    card = CARDS[kind]
    lines = ["---", "license: mit", "library_name: transformers", f"pipeline_tag: {card['pipeline_tag']}"]
    lines += ["language: en"] if bundled else []
    lines += ["tags:"] + [f"- {t}" for t in (card["tag"], "tiny", "from-scratch", "tiny-transformer-playground")]
    lines += ["widget:", f"- text: {json.dumps(card['example'])}", "---", ""]
    return "\n".join(lines)


def architecture_section(model) -> str:
    """The architecture choices from the model file's own docstring, the config and the parameter count."""
    doc = (sys.modules[type(model).__module__].__doc__ or "").strip()
    rows = [f"| parameters | {parameter_count(model):,} |"]
    rows += [f"| {name} | {value} |" for name, value in asdict(model.config).items()]
    return "\n".join(["## Architecture and size", "", "```text", doc, "```", "",
                      "| config | value |", "|---|---|", *rows, ""])


def corpus_section(model, log: dict | None) -> str:
    corpus = (log or {}).get("corpus") or {}
    sha = corpus.get("sha256") or model.metadata.get("corpus_sha256", "not recorded")
    if not corpus:
        text = "Not recorded: there was no train_log.json beside the weights."
    elif corpus.get("held_out") == BUNDLED_HELD_OUT:
        text = ("The bundled corpus of the Tiny Transformer Playground: original English text (CC0) written by "
                "`data/make_corpus.py`, a small imaginary world plus everyday life.")
    else:
        text = f"Your own text: {', '.join(Path(f).name for f in corpus.get('files', []))}."
    if corpus:
        text += (f" {corpus.get('train_documents', 0):,} documents ({corpus.get('train_chars', 0):,} characters) for "
                 f"training; held out: {corpus.get('held_out')} ({corpus.get('held_out_documents', 0):,} documents).")
    return f"## Training data\n\n{text} Corpus sha256: `{sha}`.\n"


def metrics_section(model) -> str:
    """The held-out metrics train_tiny.py stored in the weights, each next to its trivial baseline."""
    metrics, baselines = _json_field(model.metadata, "metrics"), _json_field(model.metadata, "baselines")
    rows = []
    for key, (label, _) in METRICS.items():
        if key in metrics:
            base, name = baseline_of(key, baselines)
            rows.append(f"| {label} | {format_metric(key, metrics[key])} | "
                        f"{'' if base is None else f'{format_metric(key, base)} ({name})'} |")
    if not rows:
        return "## Evaluation\n\nNo held-out metrics are recorded in these weights.\n"
    return "\n".join(["## Evaluation", "", "Measured by train_tiny.py on held-out text, next to a trivial baseline:",
                      "", "| metric | this model | trivial baseline |", "|---|---|---|", *rows, ""])


def train_command(model, log: dict | None) -> str:
    """The train_tiny.py command that makes these weights again, from the settings the weights record: only the
    flags that differ from the defaults, and always the precision (its default, auto, depends on the CPU)."""
    kind, t = model.kind, _json_field(model.metadata, "training")
    size, flags = t.get("size", DEFAULT_SIZE), []
    corpus = (log or {}).get("corpus") or {}
    if corpus and corpus.get("held_out") != BUNDLED_HELD_OUT:
        flags += ["--corpus", *corpus.get("files", [])]
    if size != DEFAULT_SIZE:
        flags += ["--size", size]
    if size in SIZES:
        preset = SIZES[size]
        context = preset_context(size, kind)
        window = {"gpt": context + 1, "bert": context - 2, "t5": t5_window(context)}[kind]
        if (log or {}).get("vocab_size", preset["vocab_size"]) != preset["vocab_size"]:
            flags += ["--vocab-size", str(log["vocab_size"])]
        if t.get("steps", preset[kind]["steps"]) != preset[kind]["steps"]:
            flags += ["--steps", str(t["steps"])]
        if t.get("batch_size", preset_batch_size(size, kind)) != preset_batch_size(size, kind):
            flags += ["--batch-size", str(t["batch_size"])]
        if t.get("window", window) != window:
            flags += ["--context", str(context_of(kind, t["window"]))]
    if model.metadata.get("seed", "0") != "0":
        flags += ["--seed", model.metadata["seed"]]
    flags += ["--precision", t.get("precision", "fp32")]
    world = int(t.get("world_size", 1))
    start = f"torchrun --nproc_per_node={world} train_tiny.py" if world > 1 else "python train_tiny.py"
    return " ".join([start, *flags])


def context_of(kind: str, window: int) -> int:
    """--context from the training window the weights record (the inverse of make_recipe's window)."""
    if kind == "gpt":
        return window - 1
    if kind == "bert":
        return window + 2
    return next(T for T in range(16, 2 * window + 16) if t5_window(T) == window)  # train_tiny.py: --context >= 16


def training_section(model, log: dict | None) -> str:
    t, meta = _json_field(model.metadata, "training"), model.metadata
    done = (f"{t['steps']:,} steps of {t.get('batch_size', '?')} sequences ({t.get('tokens_seen', 0):,} tokens) in "
            f"{t.get('train_seconds', 0):,.0f} s, {t.get('precision', '?')}, seed {meta.get('seed', '?')}"
            if "steps" in t else "settings not recorded")
    return "\n".join([
        "## How it was made", "",
        f"Trained from scratch by `train_tiny.py` of the Tiny Transformer Playground: {done}; code commit "
        f"`{meta.get('code_commit', 'unknown')}`. From a checkout of that commit, this makes it again (built "
        "from the settings the weights record):", "",
        "```bash", train_command(model, log), "```", ""])


def usage_section(model, where: Path) -> str:
    """A snippet that runs as it stands (tests/test_export.py runs it), with the folder's path as written."""
    kind = model.kind
    card, name = CARDS[kind], json.dumps(str(where))
    if kind == "gpt":
        code = [f"generate = pipeline({json.dumps(card['pipeline_tag'])}, model={name})",
                f"# the context holds {model.config.max_seq_len} tokens, prompt and new ones together",
                f"print(generate({json.dumps(card['example'])}, max_new_tokens=30)[0][\"generated_text\"])"]
    elif kind == "bert":
        code = [f"fill = pipeline(\"fill-mask\", model={name})",
                f"print(fill({json.dumps(card['example'])}))"]
    else:
        code = [f"tokenizer = AutoTokenizer.from_pretrained({name})",
                f"model = AutoModelForSeq2SeqLM.from_pretrained({name})",
                f"ids = tokenizer({json.dumps(card['example'])}, return_tensors=\"pt\").input_ids",
                "stop = [tokenizer.eos_token_id, tokenizer.convert_tokens_to_ids(\"<extra_id_1>\")]  # the next blank",
                "print(tokenizer.decode(model.generate(ids, max_new_tokens=20, eos_token_id=stop)[0]))"]
    imports = "from transformers import pipeline" if kind != "t5" else \
        "from transformers import AutoModelForSeq2SeqLM, AutoTokenizer"
    return "\n".join([
        "## Usage", "", f"With transformers (`{card['auto']}`; the path is this folder, or its Hub id once pushed):",
        "", "```python", imports, "", *code, "```", "",
        "In the Tiny Transformer Playground, with every view (attention, candidates, model card): put the gpt, bert "
        "and t5 folders side by side in one folder and run `PLAYGROUND_WEIGHTS_DIR=that_folder python "
        "playground/app.py`.", "",
        "The tokenizer (byte-level BPE, shared by the three models) has fixed special ids: `[PAD]` 0, `[CLS]` 1, "
        "`[SEP]` 2, `[MASK]` 3, `[BOS]` 4, `[EOS]` 5, `<extra_id_0>` to `<extra_id_99>` 6 to 105. It adds what the "
        "model read in training (`[EOS]` before a GPT prompt, `[CLS]` ... `[SEP]` around BERT's text, `[EOS]` after "
        "T5's), and `[MASK]` and the sentinels take the space typed before them.", ""])


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
    p = argparse.ArgumentParser(prog="python -m models.export", description=(
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
        print(f"models.export: error: {e}", file=sys.stderr)
        return 2
    except OSError as e:  # writing: permissions, a full disk, a read-only file system
        print(f"models.export: error: cannot write {e.filename or args.out} ({e.strerror or e}); choose an --out "
              "folder you can write to, with room for the models.", file=sys.stderr)
        return 2
    for kind in MODEL_KINDS:
        size = sum(f.stat().st_size for f in (out / kind).iterdir())
        print(f"wrote {out / kind} ({size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
