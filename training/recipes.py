"""Size presets and one recipe per model family: the only place where GPT, BERT and T5 differ in training.

A Recipe says how to build the model, how to turn windows of the token stream into a batch (the family's
objective from models/objectives.py), how to measure it on held-out text, and its learning rate and steps. The
training loop in train_tiny.py reads a Recipe and never asks which model it has.

    recipe = make_recipe("t5", tok, parse_args(["--size", "tiny"]))
    model = recipe.model_class(recipe.config)
"""

from __future__ import annotations

import argparse
import math
import time
from dataclasses import dataclass, field, replace
from typing import Callable

import numpy as np
import torch

from models import BERT, GPT, T5, BERTConfig, GPTConfig, T5Config
from models.bert import start_bert_attention_local
from models.objectives import add_cls_sep, causal_lm_batch, masked_lm_batch, span_corruption_batch, t5_window
from models.objectives import word_piece_table
from models.t5 import start_t5_attention_local
from models.tokenizer import TinyTokenizer
from training.optimizer import make_optimizer
from training.evaluate import evaluate_bert, evaluate_gpt, evaluate_t5

# Two budgets, both one command (measured figures: docs/training-notes.md, "Learning per CPU-minute"):
#   "full"  (the default) makes the bundled weights: sized for an hour on a 2-core CPU without native bf16
#           (float32); 35 minutes measured where bf16 is native (the bf16 step is small-matrix bound, not 2x).
#           GPT is as large as the 10 MB weight files allow (stored as bf16); BERT and T5 learned more at a fixed
#           budget small and long than wide and short.
#   "quick" smaller GPT, fewer steps, sized for about 10 minutes on 2 float32 cores (6 to 7 estimated with bf16),
#           for trying things (your own corpus, a flag) and the playground's Train tab.
#   "tiny"  is for tests.
# Every model trains with Muon on its weight matrices (training/optimizer.py) and a warmup-stable-decay schedule.
# The quick GPT's peak rate is 0.012, four times the full one's: its 250 steps on the bundled corpus reached held-out
# loss 2.584 at 0.003, 2.108 at 0.005, 1.917 at 0.008 and 1.873 at 0.012 (BERT at 0.006 stayed on the unigram
# plateau: 4.642 against 1.922 at 0.002; T5 at 0.008: 2.495 against 2.484; docs/training-notes.md).
# BERT hides 30% of the tokens, not BERT's 15%: at this budget more labels per step taught it more (measured: whole
# content words 52.0% against 47.4% top-1 after 1,000 steps). mask_prob, whole_word_masking (BERT hides all the
# pieces of a word or none) and single_span_share (T5 rows cut to a sentence with one span) are keys a preset entry
# may set. On the prose corpus (issue 41) BERT hides whole words: 900 quick steps on its first 1.66 MB, whole words
# against pieces: hidden whole content words top-5 20.7% against 19.3%, probe top-5 13.8% against 9.0% (top-1 8.5
# against 8.7% and 2.8 against 2.8%); BERT at a peak rate of 0.006 stayed on the unigram plateau there as well.
# The 8,192-token vocabulary makes 95%+ of the running words of the held-out text one token each, so BERT guesses
# and attention plots show whole words. BERT and T5 start with local attention (see "Attention that starts
# local" in models/layers.py); only some of their heads do, the others start free.
DEFAULT_SIZE = "full"
SIZES = {
    "tiny": dict(
        context=64, batch_size=8, vocab_size=1024, dropout=0.1, warmup_fraction=0.1, decay_fraction=0.4,
        gpt=dict(d_model=64, n_layer=2, n_head=2, steps=60, lr=3e-3),
        bert=dict(d_model=64, n_layer=2, n_head=2, steps=60, lr=2e-3),
        t5=dict(d_model=64, n_layer=2, n_head=2, d_head=32, d_ff=256, steps=60, lr=3e-3),
    ),
    "quick": dict(
        context=128, batch_size=32, vocab_size=8192, dropout=0.0, warmup_fraction=0.05, decay_fraction=0.4,
        gpt=dict(d_model=128, n_layer=4, n_head=4, steps=250, lr=1.2e-2),
        bert=dict(d_model=128, n_layer=4, n_head=4, steps=900, lr=2e-3, context=64, batch_size=64, mask_prob=0.3,
                  whole_word_masking=True),
        t5=dict(d_model=128, n_layer=3, n_head=4, d_head=32, d_ff=512, steps=500, lr=3e-3, context=64, batch_size=64),
    ),
    "full": dict(
        context=128, batch_size=32, vocab_size=8192, dropout=0.0, warmup_fraction=0.05, decay_fraction=0.4,
        gpt=dict(d_model=192, n_layer=6, n_head=6, steps=800, lr=3e-3),
        bert=dict(d_model=128, n_layer=4, n_head=4, steps=2800, lr=2e-3, context=64, batch_size=64, mask_prob=0.3,
                  whole_word_masking=True),
        t5=dict(d_model=128, n_layer=3, n_head=4, d_head=32, d_ff=512, steps=2200, lr=3e-3, context=64, batch_size=64),
    ),
}
# The keys of a model's preset entry that are about training; the other keys are its shape (config fields).
TRAINING_KEYS = ("steps", "lr", "context", "batch_size", "mask_prob", "whole_word_masking",
                 "single_span_share")
SHORT_ROW_TOKENS = (8, 24)  # T5's sentence-length rows: noise_span_counts gives them one span (up to 29 tokens)


def model_shape(size: str, kind: str) -> dict:
    """The config fields a preset gives one model (d_model, n_layer, ...), without its training settings."""
    return {k: v for k, v in SIZES[size][kind].items() if k not in TRAINING_KEYS}


def preset_context(size: str, kind: str) -> int:
    """Tokens per training sequence: the model's own entry, else the preset's."""
    return SIZES[size][kind].get("context", SIZES[size]["context"])


def preset_batch_size(size: str, kind: str) -> int:
    """Sequences per step per process: the model's own entry, else the preset's."""
    return SIZES[size][kind].get("batch_size", SIZES[size]["batch_size"])


def shape_lr(kind: str, config) -> float | None:
    """The peak learning rate of the preset whose model shape `config` has (None: no preset's): a model that starts
    from given weights (the Train tab's "bundled" start) trains at the rate of its own shape, whatever --size says."""
    for size in SIZES:
        if all(getattr(config, key) == value for key, value in model_shape(size, kind).items()):
            return SIZES[size][kind]["lr"]
    return None


def training_window(kind: str, context: int) -> int:
    """Tokens cut from the stream per training example for a --context of `context` tokens: GPT reads T and is
    scored on the next T (T + 1 tokens, causal_lm_batch shifts them), BERT reads [CLS] + T - 2 tokens + [SEP], and
    T5 the longest raw window whose corrupted input (kept tokens + one sentinel per span + EOS) fits in T.

    >>> [training_window(kind, 64) for kind in ("gpt", "bert", "t5")]
    [65, 62, 70]
    """
    if kind == "gpt":
        return context + 1
    if kind == "bert":
        return context - 2
    return t5_window(context)


def context_of_window(kind: str, window: int) -> int:
    """--context from a training window that weights record: the inverse of training_window.

    >>> [context_of_window(kind, training_window(kind, 64)) for kind in ("gpt", "bert", "t5")]
    [64, 64, 64]
    """
    if kind == "gpt":
        return window - 1
    if kind == "bert":
        return window + 2
    return next(T for T in range(16, 2 * window + 16) if t5_window(T) == window)  # train_tiny.py: --context >= 16


@dataclass
class Recipe:
    kind: str
    config: object  # GPTConfig | BERTConfig | T5Config
    model_class: type
    separator: int  # token between documents in the packed stream
    window: int  # tokens cut from the stream per training example
    batch_size: int  # windows per step per process
    make_batch: Callable[[torch.Tensor, int], dict]  # (windows (B, window), seed) -> kwargs for model(**batch)
    evaluate: Callable  # (model, held_out, train_stream, tok, device, window=, chars=) -> (metrics, baselines)
    lr: float
    steps: int
    # Adam moves every weight by about lr per step whatever its scale. T5 initialises its token embedding with
    # std 1 (GPT's and BERT's have std 0.02, T5's other matrices about d_model**-0.5), so at one learning rate
    # T5's embedding learns many times slower, relative to its size, than everything else. Adafactor, which T5
    # was trained with, scales each step by the weight's size; this multiplier does the same for the outlier
    # (measured here, d_model 64: T5's held-out loss after 800 steps 3.85 with it, 4.5 without).
    embedding_lr_multiplier: float = 1.0
    # Called on the freshly initialised model before training ("Attention that starts local", models/layers.py).
    init: Callable | None = None
    shape_size: str = ""  # the preset whose model shape this is (fit_to_time may step down to a smaller one)
    # True: `steps` is a cap the fit set from the passes over the text (steps_for_passes, MAX_PASSES), which holds
    # under --time-budget too; the clock may still end the run sooner.
    steps_capped: bool = False

    def starting_from(self, config, weights: dict, lr: float | None = None) -> "Recipe":
        """This recipe for a model that starts from given weights: their config (the shape must be theirs; dropout
        stays the recipe's), `lr` if given (see shape_lr), and, instead of the fresh initialisation, those weights."""
        return replace(self, config=replace(config, dropout=self.config.dropout), lr=lr or self.lr,
                       init=lambda model: model.load_state_dict(weights))


def make_recipe(kind: str, tok: TinyTokenizer, args: argparse.Namespace, fit: "Fit | None" = None) -> Recipe:
    """The recipe for one model: its --size preset as fitted to the text (fit_to_text), overridden by --steps,
    --lr, --context, --batch-size and --dropout."""
    fit = fit or Fit.of_preset(args)
    preset = SIZES[args.size]
    recipe = _family_recipe(kind, tok, args, fit, preset)
    recipe.shape_size = fit.shape_size
    return recipe


def _family_recipe(kind: str, tok: TinyTokenizer, args: argparse.Namespace, fit: "Fit", preset: dict) -> Recipe:
    """make_recipe's body: the one place where the three families differ."""
    shape = model_shape(fit.shape_size, kind)
    steps = args.steps or preset[kind]["steps"]
    lr = args.lr or SIZES[fit.shape_size][kind]["lr"]  # the learning rate goes with the model's shape
    T = args.context or preset_context(args.size, kind)
    B = args.batch_size or preset_batch_size(args.size, kind)
    V, dropout = tok.vocab_size, fit.dropout

    if kind == "gpt":
        config = GPTConfig(vocab_size=V, max_seq_len=T, dropout=dropout, eos_token_id=tok.eos_id, **shape)
        return Recipe(kind, config, GPT, separator=tok.eos_id, window=training_window(kind, T), batch_size=B,
                      make_batch=lambda ids, seed: causal_lm_batch(ids),
                      evaluate=evaluate_gpt, lr=lr, steps=steps)

    if kind == "bert":
        # [SEP] ends BERT's one segment and also separates documents in the stream.
        config = BERTConfig(vocab_size=V, max_seq_len=T, dropout=dropout, pad_token_id=tok.pad_id, **shape)

        mask_prob = preset[kind].get("mask_prob", 0.15)
        continues_word = word_piece_table(tok) if preset[kind].get("whole_word_masking") else None

        def bert_batch(ids, seed):
            return masked_lm_batch(add_cls_sep(ids, tok), mask_id=tok.mask_id, vocab_size=V,
                                   special_ids=tok.special_ids, pad_id=tok.pad_id, mask_prob=mask_prob,
                                   generator=torch.Generator().manual_seed(seed), continues_word=continues_word)

        return Recipe(kind, config, BERT, separator=tok.sep_id, window=training_window(kind, T), batch_size=B,
                      make_batch=bert_batch, evaluate=evaluate_bert, lr=lr, steps=steps,
                      init=start_bert_attention_local)

    if kind == "t5":
        config = T5Config(vocab_size=V, dropout=dropout, pad_token_id=tok.pad_id, eos_token_id=tok.eos_id,
                          decoder_start_token_id=tok.pad_id, **shape)

        single_span_share = preset[kind].get("single_span_share", 0.0)

        def t5_batch(ids, seed):
            rng = np.random.default_rng(seed)
            rows = ids.tolist()
            if single_span_share:
                # Some rows cut to a sentence's length (8-24 tokens), where span corruption hides exactly one span:
                # a visitor's sentence has one blank, and the model must learn to end its answer after it
                # (trained only on long windows with several spans, it wrote on after the blank).
                short = rng.random(len(rows)) < single_span_share
                lengths = rng.integers(SHORT_ROW_TOKENS[0], SHORT_ROW_TOKENS[1] + 1, len(rows))
                rows = [row[:n] if cut else row for row, cut, n in zip(rows, short, lengths)]
            return span_corruption_batch(rows, sentinel_ids=tok.sentinel_ids, eos_id=tok.eos_id, pad_id=tok.pad_id,
                                         rng=rng)

        return Recipe(kind, config, T5, separator=tok.sep_id, window=training_window(kind, T), batch_size=B,
                      make_batch=t5_batch, evaluate=evaluate_t5, lr=lr, steps=steps, embedding_lr_multiplier=10.0,
                      init=start_t5_attention_local)
    raise ValueError(f"unknown model kind {kind!r}")


def seconds_per_step(recipe: Recipe, env, algorithm: str = "muon", tries: int = 3) -> float:
    """A few timed training steps of a throwaway copy of the model on random tokens: what one step costs on this
    machine, at this precision, before any real training (the progress bar's whole-run ETA from the first minute).
    Every random number drawn here comes from a forked generator, so the real run is unchanged bit for bit."""
    devices = [env.device.index or 0] if env.device.type == "cuda" else []
    with torch.random.fork_rng(devices=devices):
        model = recipe.model_class(recipe.config).to(env.device).train()
        optimizer = make_optimizer(model, lr=1e-4, algorithm=algorithm, ns_dtype=env.matmul_dtype)
        windows = torch.randint(200, recipe.config.vocab_size, (recipe.batch_size, recipe.window))
        batch = {k: v.to(env.device) for k, v in recipe.make_batch(windows, 0).items()}
        timings = []
        for _ in range(tries):
            t0 = time.time()
            with env.autocast():
                loss = model(**batch).loss
            loss.backward()
            optimizer.step()
            optimizer.zero_grad(set_to_none=True)
            if env.device.type == "cuda":
                torch.cuda.synchronize(env.device)  # the step's kernels done, not only queued
            timings.append(time.time() - t0)
    return min(timings[1:] or timings)  # the first step pays for one-off set-up


def lr_at(progress: float, peak: float, warmup_fraction: float, decay_fraction: float) -> float:
    """Warmup-stable-decay: linear warmup to `peak`, flat, then a linear decay to 0 over the last
    `decay_fraction` of the run; progress runs from 0 to 1. Tied to the budget: the decay always ends with the
    run, and the long flat part is where Muon learns fastest (measured: docs/training-notes.md).

    >>> [round(lr_at(p, 1.0, 0.1, 0.4), 3) for p in (0.0, 0.05, 0.1, 0.5, 0.6, 0.8, 1.0)]
    [0.0, 0.5, 1.0, 1.0, 1.0, 0.5, 0.0]
    """
    if progress < warmup_fraction:
        return peak * progress / warmup_fraction
    return peak * min(1.0, (1.0 - progress) / max(1e-9, decay_fraction))


# ---------------------------------------------------------------------------------------------------------------------
# The recipe that fits the text and the time: one rule, printed at the start of every run
# ---------------------------------------------------------------------------------------------------------------------
# The presets were tuned on the bundled corpus (4.9 MB). On a smaller text the same recipe memorises: on
# Shakespeare's first 90% (0.9 MB; issue 31) GPT at the full preset's shape and 8,192-token vocabulary was best at step
# 300 and then rose at every evaluation. So, for a text of the user's (docs/training-notes.md "Your text, your machine"
# has the measurements):
#   - a vocabulary in proportion to the text, so that each token is seen often enough to be learned;
#   - dropout from the passes over the text the run will make: none for a run that sees the text about once (there it
#     only slows a CPU step: a quarter of a quick GPT step is drawing the masks), more the more often it is seen;
#   - under --time-budget, a model and batch this machine can take through MIN_BUDGET_STEPS steps in the budget;
#   - held-out decides: the best evaluation's weights are kept, and a model stops after PATIENCE evaluations without a
#     new best.
# The bundled corpus and the tiny preset (tests) keep their presets exactly.
VOCAB_CHARS_PER_TOKEN = 400  # characters of training text per vocabulary entry, rounded down to a power of 2
MIN_VOCAB = 512  # 256 bytes, the specials and some merges: below this BPE barely merges at all
TINY_TEXT_CHARS = 300_000  # below this, the quick preset's smaller shapes for the "full" preset
DROPOUT_BY_EPOCHS = ((8, 0.0), (20, 0.1), (float("inf"), 0.2))  # (planned passes over the text up to, dropout)
PATIENCE = 3  # held-out evaluations without a new best before a model stops (on texts the rule fits)
# Under --time-budget: the fewest steps a model should get. On Shakespeare at nanoGPT's wall time (about 90 s of
# training on this project's 2-core bf16 CPU), GPT's quick shape at batch 16 (444 steps) beat batch 32 (248 steps),
# 1.640 against 1.669 nats per character, and the full shape (about 100 steps) did worse still. The Train tab's BERT on
# an AVX2 CPU (1.1 s a step at batch 64) ended near step 260 still answering "." to its probe (issue 31).
MIN_BUDGET_STEPS = 400
MIN_BATCH = 16
SHAPE_LADDER = ("full", "quick")  # the model shapes a slow machine steps down through, largest first
DROPOUT_BY_EPOCHS_TEXT = "none up to 8 passes (there it only slows the step), 0.1 up to 20, 0.2 beyond"
# GPT's high quick-shape rate pays in a run that sees its text about once (War and Peace, 1.35 passes: 1.3507 nats/char
# at 0.012 against 1.3815 at 0.003), not in one that passes over it again and again (Tiny Shakespeare, 4.6 passes:
# 1.5812 against 1.5599). So a fitted GPT that will pass over its text more than FEW_PASSES times trains at
# MANY_PASSES_GPT_LR at most.
FEW_PASSES = 2.0
MANY_PASSES_GPT_LR = 3e-3
# A fitted GPT passes over its text at most MAX_PASSES times (but takes at least MIN_BUDGET_STEPS steps), so that the
# schedule's decay comes before the model learns the text by heart, not after. A CPU rarely gets near (Tiny Shakespeare
# at five times nanoGPT's CPU time: about 18 passes); a GPU does at once: its 8x batch takes the full GPT through
# Tiny Shakespeare's first 90% 43 times in 400 steps, and a time budget allows hundreds. Measured there (one H100,
# 6 x 192, batch 256 x 129, dropout 0.2, 134 s budget; docs/training-notes.md "On a GPU"): with the schedule ending
# at 43 passes, held-out loss fell to the last evaluation and scored 1.533 nats/char; with it planned to end at 64,
# 100 and 150 passes, held-out loss was best at 37-39 passes, before the decay, and the kept weights scored 1.557,
# 1.536 and 1.540. Only GPT's: BERT and T5 see a fresh masking of the text at every pass, and their patience
# (PATIENCE) is what stops them.
MAX_PASSES = 40


def lr_for_passes(kind: str, lr: float, epochs: float) -> float:
    """The peak learning rate of a fitted recipe that will pass over its training text `epochs` times.

    >>> [lr_for_passes("gpt", 0.012, e) for e in (1.35, 4.6)], lr_for_passes("bert", 0.002, 4.6)
    ([0.012, 0.003], 0.002)
    """
    return min(lr, MANY_PASSES_GPT_LR) if kind == "gpt" and epochs > FEW_PASSES else lr


def steps_for_passes(recipe: Recipe, passes: float, train_tokens: int, world_size: int = 1) -> int:
    """The steps that take `recipe` through `passes` passes over `train_tokens` tokens, and never fewer than
    MIN_BUDGET_STEPS (0: no cap).

    >>> r = Recipe("gpt", None, None, 0, window=129, batch_size=256, make_batch=None, evaluate=None, lr=0, steps=800)
    >>> steps_for_passes(r, 16, 620_000), steps_for_passes(r, 16, 6_200_000), steps_for_passes(r, 0, 620_000)
    (400, 3004, 0)
    """
    if not passes:
        return 0
    return max(MIN_BUDGET_STEPS, math.ceil(passes * train_tokens / (recipe.batch_size * recipe.window * world_size)))


def gpt_step_cap(recipe: Recipe, fit: "Fit", train_tokens: int, world_size: int = 1) -> int:
    """The fit's cap on a recipe's steps (0: none): MAX_PASSES, or --max-passes, passes over the text, for GPT only."""
    return steps_for_passes(recipe, fit.max_passes, train_tokens, world_size) if recipe.kind == "gpt" else 0


def dropout_for_epochs(epochs: float) -> float:
    """Dropout for a run that will pass over its training text `epochs` times.

    >>> [dropout_for_epochs(e) for e in (1.2, 12, 40)]
    [0.0, 0.1, 0.2]
    """
    return next(dropout for up_to, dropout in DROPOUT_BY_EPOCHS if epochs <= up_to)


def power_of_two_at_most(n: float) -> int:
    """The largest power of two not above n.

    >>> [power_of_two_at_most(n) for n in (1, 700, 1024, 5000)]
    [1, 512, 1024, 4096]
    """
    return 1 << max(0, int(n).bit_length() - 1)


@dataclass
class Fit:
    """What the text's size (and later the time budget) chose, with the reasons, for the line every run prints."""
    vocab_size: int
    dropout: float
    patience: int  # 0: never stop early
    shape_size: str  # the preset whose model shapes are used
    dropout_from_epochs: bool = False  # True: each model's dropout follows its planned passes (dropout_for_epochs)
    lr_from_epochs: bool = False  # True: GPT's peak learning rate too (lr_for_passes)
    max_passes: float = 0.0  # GPT's steps capped at this many passes over the text (0: no cap; steps_for_passes)
    reasons: list[str] = field(default_factory=list)

    @classmethod
    def of_preset(cls, args: argparse.Namespace) -> "Fit":
        preset = SIZES[args.size]
        return cls(vocab_size=args.vocab_size or preset["vocab_size"],
                   dropout=preset["dropout"] if args.dropout is None else args.dropout,
                   patience=args.patience or 0, shape_size=args.size,
                   max_passes=0.0 if args.steps else getattr(args, "max_passes", None) or 0.0)

    def describe(self, corpus_info: dict, vocab_size: int, recipes: list[Recipe], plans: dict, env) -> str:
        """The recipe in one paragraph: "0.99 MB of text: vocabulary 2,048, GPT 4 x 128 (about 600 steps of 16 x
        129, 1.6 passes over the text, dropout 0), ..., because ...". plans: {kind: (steps, epochs)} as planned."""
        chars = corpus_info["train_chars"] + corpus_info["held_out_chars"]
        models = ", ".join(f"{r.kind.upper()} {r.config.n_layer} x {r.config.d_model} (about {plans[r.kind][0]:,} "
                           f"steps of {r.batch_size} x {r.window}, {plans[r.kind][1]:.1f} passes over the text, "
                           f"dropout {r.config.dropout:g}, peak lr {r.lr:g})" for r in recipes if r.kind in plans)
        size = f"{chars / 1e6:.2f} MB" if chars >= 1e6 else f"{chars / 1e3:.0f} KB"
        line = (f"recipe: {size} of text: vocabulary {vocab_size:,}, {models}; "
                f"{f'patience {self.patience} evaluations' if self.patience else 'no early stop'}; "
                f"{env.precision} on {env.device.type}")
        why = self.reasons + ([f"dropout from the passes over the text: {DROPOUT_BY_EPOCHS_TEXT}"]
                              if self.dropout_from_epochs else []) + \
            ([f"GPT's peak lr at most {MANY_PASSES_GPT_LR:g} beyond {FEW_PASSES:g} passes over the text"]
             if self.lr_from_epochs and any(r.kind == "gpt" for r in recipes) else [])
        return line + ("\n  because " + ";\n  ".join(why) if why else "")


def fit_to_text(args: argparse.Namespace, corpus_info: dict) -> Fit:
    """The vocabulary, dropout, patience and model shapes for this text, from its size; a flag given always wins.
    The bundled corpus (no --corpus) and --size tiny keep their preset as it is."""
    fit = Fit.of_preset(args)
    if args.corpus is None or args.size == "tiny":
        fit.reasons.append("the preset as tuned" + (" on this corpus" if args.corpus is None else " for tests"))
        return fit
    chars = corpus_info["train_chars"]
    preset = SIZES[args.size]
    if args.vocab_size is None:
        fit.vocab_size = max(MIN_VOCAB, min(preset["vocab_size"],
                                            power_of_two_at_most(chars / VOCAB_CHARS_PER_TOKEN)))
        if fit.vocab_size < preset["vocab_size"]:
            fit.reasons.append(f"a vocabulary of {fit.vocab_size:,} gives each token ~{VOCAB_CHARS_PER_TOKEN} "
                               f"characters of the {chars:,} training characters to be learned from")
    fit.dropout_from_epochs = args.dropout is None
    fit.lr_from_epochs = args.lr is None
    if getattr(args, "max_passes", None) is None and not args.steps and "gpt" in args.models:
        fit.max_passes = MAX_PASSES
        fit.reasons.append(f"GPT passes over the text at most {MAX_PASSES} times (at least {MIN_BUDGET_STEPS} steps), "
                           "so that its learning rate decays before it learns the text by heart")
    if args.patience is None:
        fit.patience = PATIENCE
        fit.reasons.append(f"a model stops once {PATIENCE} held-out evaluations in a row bring no new best "
                           "(the best weights are kept whatever happens)")
    if chars < TINY_TEXT_CHARS and args.size == "full":
        fit.shape_size = "quick"
        fit.reasons.append(f"the quick preset's smaller models for a text under {TINY_TEXT_CHARS / 1e3:g} KB")
    return fit


# On a GPU a step of the CPU's batch leaves the GPU mostly waiting on kernel launches: it gets CUDA_BATCH_SCALE
# times the batch (measured on one H100: docs/training-notes.md "On a GPU"), with the learning rate times
# CUDA_LR_SCALE, unless --batch-size or --lr is given.
CUDA_BATCH_SCALE = 8
CUDA_LR_SCALE = 1.0


def fit_to_device(recipe: Recipe, args: argparse.Namespace, env) -> None:
    """On CUDA, the batch (and learning rate) scaled to the device, unless the flags set them. In place."""
    if env.device.type != "cuda":
        return
    if args.batch_size is None:
        recipe.batch_size *= CUDA_BATCH_SCALE
    if args.lr is None:
        recipe.lr *= CUDA_LR_SCALE


def planned_steps(recipe: Recipe, args: argparse.Namespace, seconds_per_step: float) -> int:
    """The steps a model will take: its steps, or under --time-budget as many as the budget allows at this speed
    (no more than its steps when --steps gave them or the fit capped them)."""
    if args.time_budget is None:
        return recipe.steps
    by_clock = int(args.time_budget / max(seconds_per_step, 1e-9))
    return min(recipe.steps, by_clock) if args.steps or recipe.steps_capped else by_clock


def fit_to_time(recipe: Recipe, args: argparse.Namespace, env, time_step: Callable[[Recipe], float],
                smaller: Callable[[str], Recipe] | None = None) -> tuple[Recipe, float]:
    """Under --time-budget, a lighter step while one step is too slow for MIN_BUDGET_STEPS steps in the budget:
    first the next smaller preset's model shape (smaller(size) makes that recipe; None: the shape is fixed, as
    for a model that starts from given weights), then half the batch, down to MIN_BATCH. Not with --size tiny, nor
    the batch when --batch-size is given. Returns the recipe (the same one or a new one) and the seconds one step of
    it takes here."""
    seconds = time_step(recipe)
    if args.time_budget is None or args.size == "tiny":
        return recipe, seconds
    before = f"{recipe.config.n_layer} x {recipe.config.d_model}, batch {recipe.batch_size}"
    ladder = list(SHAPE_LADDER[SHAPE_LADDER.index(args.size) + 1:]) if args.size in SHAPE_LADDER else []
    while args.time_budget / seconds < MIN_BUDGET_STEPS:
        if ladder and smaller is not None:
            recipe = smaller(ladder.pop(0))
        elif args.batch_size is None and recipe.batch_size > MIN_BATCH:
            recipe.batch_size //= 2
        else:
            break
        seconds = time_step(recipe)
    after = f"{recipe.config.n_layer} x {recipe.config.d_model}, batch {recipe.batch_size}"
    if after != before:
        env.say(f"{recipe.kind}: {before} is too slow here for {MIN_BUDGET_STEPS} steps in {args.time_budget:g} s; "
                f"{after} instead ({seconds:.2f} s a step, about {args.time_budget / seconds:.0f} steps)")
    return recipe, seconds
