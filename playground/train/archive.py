"""A Train tab model as one zip a visitor downloads: the export issue's transformers folder (config.json,
model.safetensors, the tokenizer files, generation settings) and a README.md model card naming the visitor's
settings and figures.

    path = write_archive(run.view(), run.model_path, run.folder)     # <run folder>/bert-stopped-step-120.zip
    # unzipped: bert/config.json, bert/model.safetensors, bert/tokenizer.json, ..., bert/README.md
    python -m playground.train.archive VIEW.json MODEL.safetensors FOLDER  # the same, in a process of its own

The server writes it in a child process of its own (Trainer.archive), as it trains: the card quotes training/'s
metric table (training/export.py), and the web app itself loads nothing of training/.

What is in the zip is what training/export.py writes (models.save_pretrained, and the card's architecture, metrics and
usage sections), so `transformers.AutoModelForMaskedLM.from_pretrained("bert")` loads it and the playground serves it
(`PLAYGROUND_WEIGHTS_DIR=<the folder holding bert/> python playground/app.py`). The zip is written to a temporary
file in the run's folder and renamed into place, so a download never gets half a file; it lives in the run's
folder and goes with the session.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # run as `python -m playground.train.archive` from the repository root
    sys.path.insert(0, str(ROOT))

from playground.model_store import TITLES  # noqa: E402


def settings_section(view: dict) -> str:
    """The visitor's settings and the run's figures, as a table (from the run's view: run.TrainingRun)."""
    s, data, kind = view["settings"], view["data"] or {}, view["kind"]
    valid = view["valid"]["loss"]
    corpus = "the playground's bundled corpus" if s["bundled_corpus"] else "the visitor's own text"
    start = (f"the bundled {TITLES[kind]}'s weights and tokenizer" if s.get("start_from") == "bundled" else
             "scratch (fresh weights, a tokenizer trained on the text)")
    ended = (f"finished at step {view['step']:,}" if view["state"] == "finished" else
             f"stopped by the visitor at step {view['step']:,} of {view['max_steps']:,}")
    rows = [("model", TITLES[kind]), ("started from", start), ("data", corpus),
            ("tokens in the data", f"{data.get('tokens', 0):,}"), ("vocabulary", f"{data.get('vocab_size', 0):,}"),
            ("seed", s["seed"]), ("preset", f"`--size {s['size']}`, {view['max_steps']:,} steps at most"),
            ("time budget", f"{s['minutes']:g} minutes"), ("ended", ended),
            ("tokens seen", f"{view['tokens']:,}"), ("training time", f"{view['seconds']:,.0f} s"),
            ("training loss at the end", "n/a" if view["loss"] is None else f"{view['loss']:.3f}"),
            ("held-out loss at the last evaluation", f"{valid[-1]:.3f}" if valid else "n/a"),
            ("weights kept", f"step {view['kept_step']:,}, the best held-out evaluation"
             + (f" ({view['best_valid_loss']:.3f})" if view.get("best_valid_loss") is not None else "")
             if view.get("kept_step") is not None else f"step {view['step']:,}"),
            ("probe", f"`{s['probe']}`")]
    for p in view["probes"][-1:]:
        rows.append(("probe's answer at the last evaluation", f"`{json.dumps(p['answer'] or p['error'])}`"))
    command = view.get("command")
    how = (f"On your machine, `{command}` trains the same model (bit for bit when the run ends by its steps, not the "
           "clock)." if command else
           "train_tiny.py has no flag to start from the bundled weights; the Train tab gives the same model again "
           "from the same settings and seed.")
    return "\n".join(["## How it was made", "",
                      "Trained in the **Train** tab of the Tiny Transformer Playground, by `train_tiny.py`'s own loop "
                      "and recipe, with these settings:", "", "| setting or figure | value |", "|---|---|",
                      *[f"| {name} | {value} |" for name, value in rows], "", how, ""])


def model_card(model, view: dict) -> str:
    import models  # noqa: PLC0415
    from training.export import CARDS, architecture_section, front_matter, metrics_section, usage_section  # noqa: PLC0415

    kind = view["kind"]
    intro = (f"# Tiny {CARDS[kind]['title']}, trained in the playground\n\nA {models.parameter_count(model) / 1e6:.2f} "
             f"M-parameter {CARDS[kind]['title']} written from scratch in PyTorch and trained for minutes in the "
             "Train tab of the Tiny Transformer Playground: for learning and playing, not for facts.\n")
    return "\n".join([front_matter(kind, view["settings"]["bundled_corpus"]), intro, settings_section(view),
                      architecture_section(model), metrics_section(model), usage_section(model, Path(kind))])


def archive_name(view: dict) -> str:
    return f"{view['kind']}-{view['state']}-step-{view['step']}.zip"


def write_archive(view: dict, model_path: Path, folder: Path) -> Path:
    """folder/<kind>-<state>-step-<step>.zip holding <kind>/ (a transformers folder with its model card); written
    once per model (a later call returns the same file), atomically."""
    import models  # noqa: PLC0415
    from models.hf_folder import save_pretrained  # noqa: PLC0415

    path = Path(folder) / archive_name(view)
    if path.is_file():
        return path
    model = models.load(model_path)
    with tempfile.TemporaryDirectory(dir=folder, prefix=".export-") as export:
        kind_folder = save_pretrained(model, Path(export) / view["kind"], card=model_card(model, view))
        fd, partial = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".partial")
        try:
            with os.fdopen(fd, "wb") as f, zipfile.ZipFile(f, "w", zipfile.ZIP_DEFLATED) as zf:
                for file in sorted(kind_folder.iterdir()):
                    zf.write(file, f"{view['kind']}/{file.name}")
            os.replace(partial, path)
        except BaseException:
            Path(partial).unlink(missing_ok=True)
            raise
    return path


def main(argv: list[str]) -> int:
    """python -m playground.train.archive VIEW.json MODEL.safetensors FOLDER: prints the zip's path."""
    view_path, model_path, folder = argv
    view = json.loads(Path(view_path).read_text(encoding="utf-8"))
    print(write_archive(view, Path(model_path), Path(folder)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
