"""The training loop and its plumbing, one job per file. train_tiny.py tells the story of a run and owns the command
line; the playground's Train tab runs the same loop in a child process, through the same functions (never the
script).

    options.py    train_tiny.py's flags, checked
    loop.py       the text prepared, the plan, the loop for one model with explicit inputs and hooks, the best
                  held-out weights kept
    corpus.py     read, check and split the corpus; pack documents into a stream; cut windows; per-step seeds
    token_cache.py  the bundled corpus's tokenization kept for the next run (never a text of the user's own)
    recipes.py    size presets (SIZES), one Recipe per model family, the learning-rate schedule, and the rule
                  that fits a recipe to the text, the time budget and the device
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
