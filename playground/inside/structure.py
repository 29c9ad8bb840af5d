"""Views of the Inside tab about the models' structure: the attention masks and the position encodings; and what
the other views of the tab's second half share (the text as each model reads it, the token labels, the hooks, the
rounding, the seed option), used by neighbours.py (the embedding table), objective.py (the training objectives),
distribution.py (the sampling distribution) and snapshots.py (the model across training).

Each view is a View record (playground/inside/view.py): `compute` returns plain data and never draws; the plotly
figures live in structure_plots.py. Every number comes from the code the models and training run themselves:
  masks         the mask arguments each model passes to its attention (read with hooks during its own forward),
                combined by models.layers.visible_keys as Attention.forward combines them
  positions     the learned position tables, and T5's RelativePositionBias module called as its encoder calls it
"""

from __future__ import annotations

import numpy as np
import torch
import torch.nn.functional as F

from models.layers import visible_keys
from models.t5 import relative_position_bucket
from models.tokenizer import EOS_ID, PAD_ID
from playground import inference
from playground.inference import MAX_SEED, visible
from playground.input_checks import InputError
from playground.model_store import TITLES, ModelUnavailable
from playground.inside import structure_plots as plots
from playground.inside import trace
from playground.inside.view import Option, View

MAX_GRID_TOKENS = 40  # a token-by-token grid wider than this has unreadable labels
DIGITS = 4  # decimals sent in the data: more than a figure shows, a fraction of the JSON of full floats


# ---------------------------------------------------------------------------------------------------------------------
# Shared helpers: the text as each model reads it, hooks, rounding
# ---------------------------------------------------------------------------------------------------------------------


def gpt_ids(gpt, text: str) -> list[int]:
    """[EOS] + the text, as the Generate tab feeds GPT (inference.prepare_prompt: [EOS] separates documents)."""
    return [EOS_ID] + inference.encode_typed(gpt.tokenizer, text)  # special tokens typed are text


def t5_ids(t5, text: str) -> list[int]:
    """The text with ___ blanks as sentinels, then [EOS], as the Infill tab feeds T5's encoder."""
    text = inference.blanks_to_sentinels(text)
    return inference.encode_typed(t5.tokenizer, text, inference.SENTINEL_MARKER) + [EOS_ID]


def model_ids(model, kind: str, text: str) -> list[int]:
    if kind == "gpt":
        return gpt_ids(model, text)
    if kind == "bert":
        return inference.bert_input_ids(model, text)
    return t5_ids(model, text)


def token_labels(tok, ids) -> list[str]:
    """Each token as text with its whitespace visible ('␣the'); the figures add positions to keep them apart."""
    return [visible(t) for t in inference.token_texts(tok, ids)]


def check_length(ids: list[int], most: int, limit: str = "this view shows") -> None:
    if len(ids) > most:
        raise InputError(f"The text is {len(ids)} tokens and {limit} at most {most}; shorten it.")


def rounded(tensor, digits: int = DIGITS) -> list:
    # float64 first: a float32 rounded to 3 decimals prints as 0.12300000339746475 in JSON
    return np.round(torch.as_tensor(tensor).detach().double().numpy(), digits).tolist()


def table(headers: list[str], rows: list[list]) -> dict:
    return {"headers": headers, "data": rows}


def recorded_calls(model, names: list[str], run) -> trace.Recording:
    """The calls of the named modules while run(twin) makes the model's own forward pass, recorded with hooks on a
    twin of the model (trace.twin: its own modules, the same weights), so no other request's pass is touched."""
    twin = trace.twin(model)
    with trace.record(twin, names) as calls, torch.no_grad():
        run(twin)
    return calls


# ---------------------------------------------------------------------------------------------------------------------
# 1. Masks side by side
# ---------------------------------------------------------------------------------------------------------------------


def allowed_keys(call: trace.Call) -> torch.Tensor:
    """(T_q, T_k) bool: the keys each query may attend to in one recorded Attention call: the padding mask the model
    built (layers.padding_mask) and its causal flag, combined by layers.visible_keys as Attention.forward does."""
    x, memory = call.args[0], call.kwargs.get("memory")
    T_q, T_k = x.shape[1], (x if memory is None else memory).shape[1]
    visible = visible_keys(call.kwargs.get("mask"), call.kwargs.get("causal", False), T_q, T_k)
    everything = torch.ones(T_q, T_k, dtype=torch.bool)
    if visible is None:  # no mask at all: every query sees every key
        return everything
    return everything & visible.reshape(-1, *visible.shape[-2:])[0]  # (B, 1, 1, T_k) or (T_q, T_k) -> (T_q, T_k)


def mask_panel(kind: str, title: str, rule: str, call, queries: list[str], keys: list[str]) -> dict:
    return {"model": kind, "title": title, "rule": rule, "queries": queries, "keys": keys,
            "allowed": allowed_keys(call).int().tolist()}


def gpt_mask_panels(gpt, text: str, pad_tokens: int) -> list[dict]:
    ids = gpt_ids(gpt, text)
    check_length(ids, MAX_GRID_TOKENS, "the masks view shows")
    calls = recorded_calls(gpt, ["blocks.0.attn"], lambda twin: twin(torch.tensor([ids])))
    labels = token_labels(gpt.tokenizer, ids)
    rule = ("Causal: each token sees itself and the tokens before it, never a later one. GPT has no padding mask: "
            "it trains on full windows and generates one prompt at a time.")
    return [mask_panel("gpt", "GPT-2 self-attention", rule, calls["blocks.0.attn"], labels, labels)]


def bert_mask_panels(bert, text: str, pad_tokens: int) -> list[dict]:
    ids = inference.bert_input_ids(bert, text)
    check_length(ids, MAX_GRID_TOKENS, "the masks view shows")
    ids += [PAD_ID] * pad_tokens  # BERT derives its padding mask from the [PAD] id itself
    calls = recorded_calls(bert, ["blocks.0.attn"], lambda twin: twin(torch.tensor([ids])))
    labels = token_labels(bert.tokenizer, ids)
    rule = ("Bidirectional: every token sees every real token, before and after it; only the [PAD] columns are "
            "masked, as when this sentence shares a batch with a longer one.")
    return [mask_panel("bert", "BERT self-attention", rule, calls["blocks.0.attn"], labels, labels)]


def t5_mask_panels(t5, text: str, pad_tokens: int) -> list[dict]:
    real = t5_ids(t5, text)
    check_length(real, MAX_GRID_TOKENS, "the masks view shows")
    encoder_ids = real + [PAD_ID] * pad_tokens
    attention_mask = [1] * len(real) + [0] * pad_tokens  # as span_corruption_batch pads a batch
    # The decoder reads the start token, then the sentence, as in teacher forcing (labels shifted right).
    decoder_ids = [t5.config.decoder_start_token_id] + real[:-1]
    names = ["encoder_blocks.0.attn", "decoder_blocks.0.attn", "decoder_blocks.0.cross_attn"]
    calls = recorded_calls(t5, names, lambda twin: twin(torch.tensor([encoder_ids]),
                                                        attention_mask=torch.tensor([attention_mask]),
                                                        decoder_input_ids=torch.tensor([decoder_ids])))
    enc, dec = token_labels(t5.tokenizer, encoder_ids), token_labels(t5.tokenizer, decoder_ids)
    rules = ("Bidirectional, like BERT: every input token sees every real input token; [PAD] columns are masked.",
             "Causal, like GPT: each token the decoder has written sees itself and the earlier ones.",
             "Each decoder token sees the whole input the encoder read, except its [PAD]s.")
    titles = ("T5 encoder self-attention", "T5 decoder self-attention", "T5 cross-attention")
    axes = ((enc, enc), (dec, dec), (dec, enc))
    return [mask_panel("t5", title, rule, calls[name], *labels)
            for title, rule, name, labels in zip(titles, rules, names, axes)]


MASK_PANELS = {"gpt": gpt_mask_panels, "bert": bert_mask_panels, "t5": t5_mask_panels}


def compute_masks(store, kind: str, text: str, pad_tokens: int = 3) -> dict:
    """The masks of all three models for one sentence; the picked model's panels are marked `selected`."""
    panels, notes = [], []
    for family, build in MASK_PANELS.items():
        try:
            model = store.get(family)
        except ModelUnavailable as e:
            if family == kind:
                raise
            notes.append(str(e))
            continue
        for panel in build(model, text, pad_tokens):
            panels.append(panel | {"selected": family == kind})
    return {"kind": kind, "pad_tokens": pad_tokens, "panels": panels, "notes": notes}


# ---------------------------------------------------------------------------------------------------------------------
# 2. Positions
# ---------------------------------------------------------------------------------------------------------------------


def sinusoidal_encoding(num_positions: int, d_model: int) -> torch.Tensor:
    """The original Transformer's (Vaswani et al. 2017, section 3.5), (P, C), for comparison only (no model here
    uses it): PE[p, 2i] = sin(p / 10000^(2i/C)), PE[p, 2i+1] = cos(p / 10000^(2i/C))."""
    position = torch.arange(num_positions, dtype=torch.float64)[:, None]
    frequency = 10000.0 ** (-torch.arange(0, d_model, 2, dtype=torch.float64) / d_model)
    table = torch.zeros(num_positions, d_model, dtype=torch.float64)
    table[:, 0::2] = torch.sin(position * frequency)
    table[:, 1::2] = torch.cos(position * frequency)[:, : d_model // 2]
    return table.float()


def cosine_matrix(rows: torch.Tensor) -> torch.Tensor:
    unit = F.normalize(rows.float(), dim=-1)
    return unit @ unit.T


def encoding_data(values: torch.Tensor) -> dict:
    return {"values": rounded(values, 3), "cosine": rounded(cosine_matrix(values), 3)}


@torch.no_grad()
def learned_positions(model, kind: str, text: str, positions: int) -> dict:
    """GPT's or BERT's learned position table (its first `positions` rows), next to the sinusoids."""
    table_size, width = model.pos_emb.weight.shape
    shown = min(positions, table_size)
    used = len(model_ids(model, kind, text))
    notes = [f"Your text uses positions 0 to {min(used, table_size) - 1} (it is {used} tokens with "
             f"{'[EOS] in front' if kind == 'gpt' else '[CLS] and [SEP]'})."]
    if positions > table_size:
        notes.append(f"{TITLES[kind]} has {table_size} positions, so all {table_size} are shown.")
    if kind == "bert":
        notes.append("This project starts BERT's table as sinusoid pairs (models/bert.py, "
                     "start_bert_attention_local); what you see is where training took it.")
    return {"kind": kind, "positions": shown, "table_size": table_size, "width": width, "text_positions": used,
            "learned": encoding_data(model.pos_emb.weight[:shown]),
            "sinusoidal": encoding_data(sinusoidal_encoding(shown, width)), "notes": notes}


def bias_by_distance(module, reach: int) -> dict:
    """One RelativePositionBias's bucket and learned bias per head for key-minus-query distances -reach..reach:
    the module itself called for one query at position `reach` over 2 * reach + 1 keys."""
    distance = torch.arange(-reach, reach + 1)
    buckets = relative_position_bucket(distance, module.bidirectional, module.num_buckets, module.max_distance)
    bias = module(1, 2 * reach + 1, query_offset=reach)[0, :, 0, :]  # (H, 2 * reach + 1)
    return {"bucket": buckets.tolist(), "bias": rounded(bias)}


@torch.no_grad()
def t5_positions(t5, text: str, reach: int) -> dict:
    """T5's relative position buckets and their learned bias per head, for the text and by distance."""
    cfg = t5.config
    ids = t5_ids(t5, text)
    check_length(ids, MAX_GRID_TOKENS, "the positions view shows")
    T = len(ids)
    relative = torch.arange(T)[None, :] - torch.arange(T)[:, None]  # key position minus query position
    buckets = relative_position_bucket(relative, True, cfg.num_buckets, cfg.max_distance)
    bias = t5.encoder_pos_bias(T, T)[0]  # (H, T, T): what every encoder layer adds to its scores
    width = cfg.d_model
    return {"kind": "t5", "tokens": token_labels(t5.tokenizer, ids), "num_buckets": cfg.num_buckets,
            "max_distance": cfg.max_distance, "n_head": cfg.n_head,
            "encoder": {"buckets": buckets.tolist(), "bias": rounded(bias)},
            "distance": list(range(-reach, reach + 1)),
            "encoder_by_distance": bias_by_distance(t5.encoder_pos_bias, reach),
            "decoder_by_distance": bias_by_distance(t5.decoder_pos_bias, reach),
            "sinusoidal": encoding_data(sinusoidal_encoding(min(reach, 64), width)),
            "notes": ["T5 has no position table: each head adds one learned number per bucket of distance to its "
                      "scores. Distances up to 7 each have their own bucket, longer ones share logarithmic buckets, "
                      f"and all beyond {cfg.max_distance} share the last. The decoder only looks back: every "
                      "later key falls into bucket 0, and the causal mask hides it anyway."]}


def compute_positions(store, kind: str, text: str, positions: int = 64) -> dict:
    model = store.get(kind)
    if kind == "t5":
        return t5_positions(model, text, positions)
    return learned_positions(model, kind, text, positions)


# ---------------------------------------------------------------------------------------------------------------------
# The records
# ---------------------------------------------------------------------------------------------------------------------

# ALL and SEED serve the views in the modules beside this one too (neighbours.py, objective.py, distribution.py,
# snapshots.py): one definition, so every view that offers a seed offers it in the same words and range.
ALL = ("gpt", "bert", "t5")
SEED = Option("seed", "Seed", "int", 0, low=0, high=MAX_SEED, info="the same seed gives the same draw")

VIEWS = [
    View(name="masks", title="Masks side by side",
         idea="A mask decides which tokens each token may look at: a row is the token looking, a blue cell a token "
              "it may see. GPT and T5's decoder are causal, so they only look back and can write text one token at a "
              "time; BERT and T5's encoder see the whole sentence. Padding, which only makes sentences of different "
              "lengths fit in one batch, is hidden from everyone.",
         try_this="Set the padding to 0 and watch BERT's and T5's [PAD] columns vanish; then compare GPT's triangle "
                  "with T5's decoder triangle.",
         kinds=ALL,
         options=(Option("pad_tokens", "Padding tokens", "int", 3, low=0, high=8,
                         info="[PAD]s after BERT's and T5's input, as in a batch with a longer sentence"),),
         compute=compute_masks, figure=plots.masks_figure,
         examples={"gpt": "The cat sat on the mat.", "bert": "The cat sat on the [MASK].",
                   "t5": "The cat ___ on the mat."}),
    View(name="positions", title="Positions",
         idea="Attention alone does not know in which order the tokens come, so each model adds where they are. "
              "GPT and BERT learn one vector per position and add it to the token's embedding; T5 instead adds a "
              "learned number to each attention score, one per head and per bucket of distance between the two "
              "tokens. The original Transformer used fixed sine waves, shown for comparison.",
         try_this="Compare the two cosine grids: the sinusoids' depends only on the distance between two positions "
                  "(stripes along the diagonal); does GPT's learned one? Then pick T5 and find the distance from which "
                  "the bias stops changing.",
         kinds=ALL,
         options=(Option("positions", "Positions", "int", 64, low=8, high=128,
                         info="how many positions to show (T5: the distance each way)"),),
         compute=compute_positions, figure=plots.positions_figure,
         examples={"gpt": "The dog wagged its tail at the door.", "t5": "The dog wagged its ___ at the door."}),
]
