"""Size presets and one recipe per model family: the only place where GPT, BERT and T5 differ in training.

A Recipe says how to build the model, how to turn windows of the token stream into a batch (the family's
objective from models/objectives.py), how to measure it on held-out text, and its learning rate and steps. The
training loop in train_tiny.py reads a Recipe and never asks which model it has.

    recipe = make_recipe("t5", tok, parse_args(["--size", "tiny"]))
    model = recipe.model_class(recipe.config)
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass
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
# BERT hides 30% of the tokens, not BERT's 15%: at this budget more labels per step taught it more (measured: whole
# content words 52.0% against 47.4% top-1 after 1,000 steps). mask_prob, whole_word_masking (BERT hides all the
# pieces of a word or none) and single_span_share (T5 rows cut to a sentence with one span) are keys a preset entry
# may set; the last two were tried and left off (docs/training-notes.md).
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
        gpt=dict(d_model=128, n_layer=4, n_head=4, steps=250, lr=3e-3),
        bert=dict(d_model=128, n_layer=4, n_head=4, steps=900, lr=2e-3, context=64, batch_size=64, mask_prob=0.3),
        t5=dict(d_model=128, n_layer=3, n_head=4, d_head=32, d_ff=512, steps=500, lr=3e-3, context=64, batch_size=64),
    ),
    "full": dict(
        context=128, batch_size=32, vocab_size=8192, dropout=0.0, warmup_fraction=0.05, decay_fraction=0.4,
        gpt=dict(d_model=192, n_layer=6, n_head=6, steps=800, lr=3e-3),
        bert=dict(d_model=128, n_layer=4, n_head=4, steps=2800, lr=2e-3, context=64, batch_size=64, mask_prob=0.3),
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


def make_recipe(kind: str, tok: TinyTokenizer, args: argparse.Namespace) -> Recipe:
    """The recipe for one model: its --size preset, overridden by --steps, --lr, --context and --batch-size."""
    preset = SIZES[args.size]
    shape = model_shape(args.size, kind)
    steps = args.steps or preset[kind]["steps"]
    lr = args.lr or preset[kind]["lr"]
    T = args.context or preset_context(args.size, kind)
    B = args.batch_size or preset_batch_size(args.size, kind)
    V, dropout = tok.vocab_size, preset["dropout"]

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
                      make_batch=bert_batch, evaluate=evaluate_bert, lr=lr, steps=steps, init=start_bert_attention_local)

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
