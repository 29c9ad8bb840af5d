"""The plumbing of train_tiny.py, one job per file; train_tiny.py itself tells the story (arguments, the loop for
one model, main) and imports the rest from here.

    corpus.py     read, check and split the corpus; pack documents into a stream; cut windows; per-step seeds
    recipes.py    size presets (SIZES), one Recipe per model family, the learning-rate schedule
    evaluate.py   held-out metrics against a trivial baseline, the held-out loss curve, the closing table
    runtime.py    processes and devices (Env, DDP, precision), RNG state, Ctrl-C handling
    runfiles.py   checkpoints, the run record and its fingerprint (--resume), provenance, publishing
    folder_swap.py  replace a whole folder in one step (publishing the weights as one set)
    progress.py   the progress bar and its ETA
    export.py     python -m training.export: the trained models as transformers folders with model cards

Every module here may raise InputError: bad input found before training, which train_tiny.py turns into a
one-sentence error and exit code 2.
"""


class InputError(Exception):
    """Bad input found before training: the message says what is wrong and what to do, in one sentence."""
