"""train_tiny.py's flags, checked. They live here, below the script, so that the playground's Train tab (which
runs the same loop in a child process) turns the same command line into the same run without importing the script.

    args = parse_args(["--models", "gpt", "--size", "quick", "--time-budget", "300"])

Flags left unset (None) are filled in by the recipe that fits the text (training/recipes.py fit_to_text), which
prints what it chose and why at the start of every run; a flag that is set always wins.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from models import MODEL_KINDS, WEIGHTS_DIR
from training.recipes import DEFAULT_SIZE, SIZES


def parse_args(argv=None) -> argparse.Namespace:
    """The flags, checked; read-only from here on (what main() derives from them goes into a Plan)."""
    p = argparse.ArgumentParser(
        description="Train the playground's tokenizer and tiny GPT, BERT and T5 (see the module docstring).")
    p.add_argument("--models", nargs="+", choices=MODEL_KINDS, default=list(MODEL_KINDS),
                   help="which models to train, in this order (default: all three)")
    p.add_argument("--corpus", nargs="+", type=Path, default=None, metavar="PATH",
                   help="UTF-8 text files to train on, documents separated by blank lines (default: the bundled "
                        "data/train.txt, held out: data/valid.txt)")
    p.add_argument("--out", type=Path, default=WEIGHTS_DIR,
                   help="folder for the weights, tokenizer and log (default: weights/)")
    p.add_argument("--size", choices=list(SIZES), default=DEFAULT_SIZE,
                   help=f"model-size preset, see SIZES in training/recipes.py: full makes the bundled weights "
                        f"(about an hour on 2 float32 CPU cores, 35 minutes with bf16), quick trains smaller models "
                        f"for fewer steps, tiny is for tests (default: {DEFAULT_SIZE})")
    p.add_argument("--steps", type=int, default=None, help="optimizer steps per model (default: from --size)")
    p.add_argument("--time-budget", type=float, default=None, metavar="SECONDS",
                   help="stop each model after this many seconds of training (the schedule follows the clock; "
                        "not bit-reproducible, use --steps for that)")
    p.add_argument("--batch-size", type=int, default=None,
                   help="sequences per step per process, for every model (default: per model, from --size)")
    p.add_argument("--context", type=int, default=None,
                   help="tokens per training sequence and the model's context, for every model (default: per model, "
                        "from --size)")
    p.add_argument("--vocab-size", type=int, default=None,
                   help="tokenizer vocabulary size (default: chosen from the text's size, training/recipes.py)")
    p.add_argument("--lr", type=float, default=None, help="peak learning rate for every model (default: per model)")
    p.add_argument("--dropout", type=float, default=None,
                   help="dropout for every model (default: chosen from the text's size, training/recipes.py)")
    p.add_argument("--patience", type=int, default=None, metavar="EVALS",
                   help="stop a model once this many held-out evaluations in a row have not beaten its best (0: "
                        "never stop early; default: chosen from the text's size). The weights written are always "
                        "those of the best held-out evaluation")
    p.add_argument("--max-passes", type=float, default=None, metavar="N",
                   help="cap GPT's steps at N passes over a text of your own (0: no cap; default: chosen by the "
                        "recipe, training/recipes.py; not with --steps)")
    p.add_argument("--optimizer", choices=["muon", "adamw"], default="muon",
                   help="muon (the default): Muon for the weight matrices, AdamW for the rest; adamw: AdamW for "
                        "everything, the earlier recipe (training/optimizer.py)")
    p.add_argument("--eval-every", type=int, default=None,
                   help="held-out loss and a checkpoint every N steps (default: about 8 times per model)")
    p.add_argument("--seed", type=int, default=0, help="seed for initialisation and data order (default: 0)")
    p.add_argument("--device", choices=["auto", "cpu", "cuda"], default="auto",
                   help="auto (the default): CUDA when available, else CPU")
    p.add_argument("--precision", choices=["auto", "bf16", "fp32"], default="auto",
                   help="matmul precision while training; weights always stay float32. auto (the default): bf16 "
                        "autocast on CUDA and on CPUs with native bf16 arithmetic (AVX512-BF16 or AMX), else fp32")
    p.add_argument("--compile", action="store_true",
                   help="torch.compile the training step (pays on a GPU for long runs; see docs/training-notes.md)")
    p.add_argument("--threads", type=int, default=None,
                   help="CPU threads per process (default: all cores shared between the processes)")
    p.add_argument("--resume", action="store_true",
                   help="continue the unfinished run in OUT/checkpoints (same flags as the run it continues)")
    args = p.parse_args(argv)
    args.models = list(dict.fromkeys(args.models))  # drop repeats, keep the order
    # --context and --batch-size, when given, apply to every model; otherwise each model takes its preset's own.
    for name in ("steps", "batch_size", "context", "eval_every", "threads"):
        value = getattr(args, name)
        if value is not None and value < 1:
            p.error(f"--{name.replace('_', '-')} must be at least 1, got {value}")
    if args.context is not None and args.context < 16:
        p.error(f"--context must be at least 16 tokens, got {args.context}")
    if args.dropout is not None and not 0 <= args.dropout < 1:
        p.error(f"--dropout must be at least 0 and below 1, got {args.dropout}")
    if args.patience is not None and args.patience < 0:
        p.error(f"--patience must be 0 (never stop early) or more, got {args.patience}")
    if args.time_budget is not None and args.time_budget <= 0:
        p.error(f"--time-budget must be positive, got {args.time_budget}")
    return args
