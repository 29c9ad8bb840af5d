"""The objectives view of the Inside tab: the training pairs each model learns from, built from the user's text by
the very functions training calls (causal_lm_batch, masked_lm_batch and span_corruption_batch from
models/objectives.py, with the arguments training/recipes.py passes them), so what the page shows is what a training
step would see for the same seed.
"""

from __future__ import annotations

import numpy as np
import torch

from models import objectives
from playground import inference
from playground.inference import visible
from playground.input_checks import InputError
from playground.inside import structure_plots as plots
from playground.inside.structure import ALL, SEED, check_length, gpt_ids, table, token_labels
from playground.inside.view import Option, View

MAX_TABLE_TOKENS = 96  # rows of the objectives' table


def gpt_objective(gpt, text: str, seed: int, rate: float) -> dict:
    """causal_lm_batch over [EOS] + the text: the same window, shifted by one, is the input and the target."""
    tok = gpt.tokenizer
    ids = gpt_ids(gpt, text)
    check_length(ids, MAX_TABLE_TOKENS + 1, "the objectives view shows")
    batch = objectives.causal_lm_batch(torch.tensor([ids]))
    inputs, labels = batch["input_ids"][0].tolist(), batch["labels"][0].tolist()
    texts = token_labels(tok, ids)
    rows = [[t, "".join(texts[max(0, t - 5): t + 1]), texts[t], texts[t + 1]] for t in range(len(inputs))]
    return {"batch": {"input_ids": inputs, "labels": labels},
            "pairs": table(["position", "reads (last 6 tokens)", "input token", "target: the next token"], rows),
            "summary": f"{len(rows)} training pairs from {len(ids)} tokens: every position learns to guess the "
                       "token after it. There is no randomness, so the seed and the rate change nothing."}


def bert_change(tok, original: int, chosen: bool, shown: int) -> str:
    """What masked_lm_batch did to one position, read from its output."""
    if not chosen:
        return ""
    if shown == tok.mask_id:
        return "→ [MASK]"
    if shown != original:
        return f"→ random token {visible(tok.decode([shown]))}"
    return "kept as it is"


def bert_objective(bert, text: str, seed: int, rate: float) -> dict:
    """masked_lm_batch on [CLS] text [SEP], with the arguments training.recipes passes it and the user's seed."""
    tok = bert.tokenizer
    ids = objectives.add_cls_sep(torch.tensor([inference.encode_typed(tok, text, inference.MASK_MARKER)]), tok)
    check_length(ids[0].tolist(), MAX_TABLE_TOKENS, "the objectives view shows")
    batch = objectives.masked_lm_batch(ids, mask_id=tok.mask_id, vocab_size=tok.vocab_size,
                                       special_ids=tok.special_ids, pad_id=tok.pad_id,
                                       generator=torch.Generator().manual_seed(seed), mask_prob=rate)
    original, shown, labels = ids[0].tolist(), batch["input_ids"][0].tolist(), batch["labels"][0].tolist()
    if all(label == objectives.IGNORE_INDEX for label in labels):
        raise InputError("The text has no ordinary tokens for BERT to hide; write a few words.")
    texts, shown_texts = token_labels(tok, original), token_labels(tok, shown)
    rows = []
    for t, (token, seen, label) in enumerate(zip(original, shown, labels)):
        chosen = label != objectives.IGNORE_INDEX
        rows.append([t, texts[t], "yes" if chosen else "", bert_change(tok, token, chosen, seen), shown_texts[t],
                     texts[t] if chosen else ""])
    n_chosen = sum(r[2] == "yes" for r in rows)
    return {"batch": {"input_ids": shown, "attention_mask": batch["attention_mask"][0].tolist(), "labels": labels},
            "pairs": table(["position", "token", "chosen", "what happened", "BERT reads", "target"], rows),
            "summary": f"{n_chosen} of {len(rows) - 2} ordinary tokens chosen (rate {rate:g}); each chosen one "
                       "became [MASK] with probability 0.8, a random token with 0.1, or stayed itself with 0.1, "
                       "and BERT is scored only on the chosen positions."}


def t5_objective(t5, text: str, seed: int, rate: float) -> dict:
    """span_corruption_batch on the text's tokens, with the arguments training.recipes passes it and the seed."""
    tok = t5.tokenizer
    tokens = inference.encode_typed(tok, text)  # no markers: the sentinels are the objective's to place
    check_length(tokens, MAX_TABLE_TOKENS, "the objectives view shows")
    if len(tokens) < 2:
        raise InputError("The text is a single token; write a few words so there is something to drop.")
    batch = objectives.span_corruption_batch([tokens], sentinel_ids=tok.sentinel_ids, eos_id=tok.eos_id,
                                             pad_id=tok.pad_id, rng=np.random.default_rng(seed), noise_density=rate)
    # The same draw again, to say which tokens were dropped: span_corruption draws this mask first from its rng.
    noise = objectives.random_spans_noise_mask(len(tokens), np.random.default_rng(seed), rate)
    inputs, labels = batch["input_ids"][0].tolist(), batch["labels"][0].tolist()
    decoder_inputs = t5.shift_right(batch["labels"])[0].tolist()
    texts, span, rows = token_labels(tok, tokens), -1, []
    for t, dropped in enumerate(noise):
        if dropped and (t == 0 or not noise[t - 1]):
            span += 1
        rows.append([t, texts[t], f"span {span} → <extra_id_{span}>" if dropped else ""])
    return {"batch": {"input_ids": inputs, "labels": labels, "decoder_input_ids": decoder_inputs},
            "pairs": table(["position", "token", "dropped"], rows),
            "encoder_reads": token_labels(tok, inputs), "decoder_writes": token_labels(tok, labels),
            "decoder_reads": token_labels(tok, decoder_inputs),
            "summary": f"{sum(noise)} of {len(tokens)} tokens dropped in {span + 1} span(s) (rate {rate:g}, mean "
                       "span length 3); each span became one sentinel in the input, and the target spells the spans "
                       "out after their sentinels."}


OBJECTIVES = {"gpt": gpt_objective, "bert": bert_objective, "t5": t5_objective}


def compute_objective(store, kind: str, text: str, seed: int = 0, rate: float = 0.15) -> dict:
    model = store.get(kind)
    return {"kind": kind, "seed": seed, "rate": rate} | OBJECTIVES[kind](model, text, seed, rate)


# ---------------------------------------------------------------------------------------------------------------------
# The record
# ---------------------------------------------------------------------------------------------------------------------

VIEWS = [
    View(name="objective", title="Objectives",
         idea="Each model learns from plain text by its own game. GPT guesses every next token; BERT has a share of "
              "the tokens chosen (80% of those become [MASK], 10% a random token, 10% stay: 15% in the BERT paper, 30% "
              "here, which learns faster on a small budget) and guesses the originals; "
              "T5 gets the text with spans cut out, each replaced by a sentinel, and writes the spans back.",
         try_this="Run BERT with seeds 0, 1 and 2 and see other tokens chosen each time; then set the rate to 0.5 "
                  "for T5 and count the sentinels.",
         kinds=ALL,
         options=(SEED, Option("rate", "Rate", "float", 0.15, low=0.05, high=0.5,
                               info="share of the tokens BERT chooses or T5 drops (training: BERT 0.3, T5 0.15)")),
         compute=compute_objective, figure=plots.objective_figure,
         examples={"bert": "Gran whisked the eggs and warmed up some soup.",
                   "t5": "Gran whisked the eggs and warmed up some soup for dinner."}),
]
