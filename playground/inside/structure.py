"""Views of the Inside tab about the models' structure: the attention masks, the position encodings, the embedding
table, the training objectives and the sampling distribution (the snapshots taken during training: snapshots.py).

Each view is a View record (playground/inside/view.py): `compute` returns plain data and never draws; the plotly
figures live in structure_plots.py. Every number comes from the code the models and training run themselves:
  masks         the mask arguments each model passes to its attention (read with hooks during its own forward),
                combined by models.layers.visible_keys as Attention.forward combines them
  positions     the learned position tables, and T5's RelativePositionBias module called as its encoder calls it
  neighbours    the token embedding table, and the hidden states read with hooks on each block
  objective     causal_lm_batch, masked_lm_batch and span_corruption_batch from models/objectives.py
  distribution  models.generation's own filter_candidates and draw, the functions generate() samples with
"""

from __future__ import annotations

import json
import math
import weakref
from collections import Counter
from pathlib import Path

import numpy as np
import torch
import torch.nn.functional as F

from models import generation, objectives
from models.layers import visible_keys
from models.t5 import relative_position_bucket
from models.tokenizer import EOS_ID, PAD_ID, SPECIAL_TOKENS
from playground import inference
from playground.inference import MAX_SEED, MAX_TEMPERATURE, TITLES, InputError, ModelUnavailable, visible
from playground.inside import structure_plots as plots
from playground.inside import trace
from playground.inside.view import Option, View

ROOT = Path(__file__).resolve().parent.parent.parent
MAX_GRID_TOKENS = 40  # a token-by-token grid wider than this has unreadable labels
MAX_TABLE_TOKENS = 96  # rows of the objectives' table
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
# 3. Embeddings: nearest tokens, a map of the frequent ones, one word's vector through the layers
# ---------------------------------------------------------------------------------------------------------------------

FIRST_MERGE_ID = len(SPECIAL_TOKENS) + 256  # the tokenizer's ids: specials, then the 256 bytes, then merges in order
COUNT_CHARS = 100_000  # of held-out text counted for the token frequencies (about 0.1 s, once per tokenizer)
_frequency_cache: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def held_out_text(folder: Path) -> tuple[Path | None, str]:
    """The held-out text the weights were measured on, as train_log.json records it, and a note when it is not
    read: missing, or outside the weights folder and data/ (inference.named_file: the app reads no other files)."""
    try:
        held_out = json.loads((folder / "train_log.json").read_text())["corpus"]["held_out"]
    except (OSError, ValueError, KeyError, TypeError):
        return None, "no held-out text found"
    try:
        path = inference.named_file(folder, held_out)
    except InputError as e:
        return None, str(e)
    return (path, "") if path.is_file() else (None, f"the held-out text {held_out} is not there")


def frequent_ids(tok, folder: Path) -> tuple[list[int], str]:
    """Ordinary token ids, most frequent first, and where the order comes from: counted on the held-out text, or,
    without it, the tokenizer's merge order (BPE merges the most frequent pair of its training text first)."""
    if tok not in _frequency_cache:
        path, note = held_out_text(folder)
        if path is None:
            order = list(range(FIRST_MERGE_ID, tok.vocab_size))
            source = f"the tokenizer's merge order ({note.rstrip('.')})"
        else:
            counts = Counter(tok.encode(path.read_text(encoding="utf-8")[:COUNT_CHARS]))
            order = [t for t, _ in counts.most_common() if t not in tok.special_ids]
            source = f"counts in the first {COUNT_CHARS:,} characters of {path.name}"
        _frequency_cache[tok] = (order, source)
    return _frequency_cache[tok]


def unit_rows(matrix: torch.Tensor) -> torch.Tensor:
    return F.normalize(matrix.float(), dim=-1)


def nearest(unit_table: torch.Tensor, vector: torch.Tensor, excluded: torch.Tensor, n: int):
    """(ids, cosines) of the n rows of a unit-normalised table closest in cosine to vector, skipping `excluded`."""
    cosine = unit_table @ F.normalize(vector.float(), dim=-1)
    cosine = cosine.masked_fill(excluded, -math.inf)
    top = cosine.topk(n)
    return top.indices.tolist(), top.values.tolist()


def pick_word(tok, ids: list[int], word: str) -> int:
    """The position of `word` in the text's tokens (the last word when empty), or an InputError listing them."""
    texts = inference.token_texts(tok, ids)
    ordinary = [i for i, t in enumerate(ids) if t not in tok.special_ids]
    if not ordinary:
        raise InputError("The text holds only special tokens; write a few words.")
    if not word.strip():
        wordlike = [i for i in ordinary if any(c.isalnum() for c in texts[i])]
        return (wordlike or ordinary)[-1]
    for same in (lambda a, b: a == b, lambda a, b: a.lower() == b.lower()):
        found = [i for i in ordinary if same(texts[i].strip(), word.strip())]
        if found:
            return found[0]
    choices = ", ".join(dict.fromkeys(texts[i].strip() for i in ordinary if texts[i].strip()))
    raise InputError(f"'{word.strip()}' is not one token of your text; pick one of: {choices}.")


def embedding_map(model, tok, folder: Path, map_tokens: int, text_ids: list[int]) -> dict:
    """A 2-D PCA of the embeddings of the map_tokens most frequent tokens; the text's tokens are placed on the
    same two axes."""
    order, source = frequent_ids(tok, folder)
    chosen = order[:map_tokens]
    table = model.tok_emb.weight.float()
    points = table[chosen]
    mean = points.mean(dim=0)
    _, singular, directions = torch.linalg.svd(points - mean, full_matrices=False)
    axes = directions[:2]  # (2, C): the two directions of largest variance
    coords = (points - mean) @ axes.T
    extra = [t for t in dict.fromkeys(text_ids) if t not in set(chosen) and t not in tok.special_ids]
    extra_coords = (table[extra] - mean) @ axes.T if extra else torch.zeros(0, 2)
    variance = singular.square()
    return {"tokens": token_labels(tok, chosen), "x": rounded(coords[:, 0]), "y": rounded(coords[:, 1]),
            "text_tokens": token_labels(tok, extra), "text_x": rounded(extra_coords[:, 0]),
            "text_y": rounded(extra_coords[:, 1]), "explained": rounded(variance[:2] / variance.sum()),
            "frequency_source": source}


def hidden_states(model, kind: str, ids: list[int]) -> list[torch.Tensor]:
    """(T, C) per layer: what enters the first block (the embeddings), then what leaves each block (for T5, of the
    encoder, which reads the text), recorded during the model's own forward pass."""
    stack = "encoder_blocks" if kind == "t5" else "blocks"
    names = [f"{stack}.{i}" for i in range(len(getattr(model, stack)))]
    batch = torch.tensor([ids])
    calls = recorded_calls(model, names, lambda twin: twin.encode(batch) if kind == "t5" else twin(batch))
    return [calls[names[0]].args[0][0]] + [calls[name].output[0][0] for name in names]  # blocks return (x, ...)


@torch.no_grad()
def layer_rows(model, kind: str, ids: list[int], position: int, unit_table, excluded, top_n: int) -> tuple:
    """Per layer: the word's vector's cosine to its own input embedding, and its nearest tokens in the table."""
    tok, token_id = model.tokenizer, ids[position]
    own = unit_table[token_id]
    cosines, rows = [], []
    for layer, states in enumerate(hidden_states(model, kind, ids)):
        vector = states[position]
        cosine = float(F.normalize(vector.float(), dim=-1) @ own)
        near_ids, near_cos = nearest(unit_table, vector, excluded, min(top_n, 5))
        near = ", ".join(f"{visible(t)} {c:.2f}" for t, c in zip(inference.token_texts(tok, near_ids), near_cos))
        cosines.append(round(cosine, DIGITS))
        # Named as the logit lens names them: "layer 0" is what leaves blocks[0].
        rows.append(["embeddings" if layer == 0 else f"layer {layer - 1}", round(cosine, DIGITS), near])
    return cosines, rows


def compute_neighbours(store, kind: str, text: str, word: str = "", top_n: int = 10, map_tokens: int = 150) -> dict:
    model = store.get(kind)
    tok = model.tokenizer
    ids = model_ids(model, kind, text)
    # T5 has relative positions and no context of its own: the playground's limit for its input applies.
    check_length(ids, getattr(model.config, "max_seq_len", inference.MAX_T5_INPUT_TOKENS), f"{TITLES[kind]} reads")
    position = pick_word(tok, ids, word)
    token_id = ids[position]
    unit_table = unit_rows(model.tok_emb.weight)
    excluded = torch.zeros(unit_table.shape[0], dtype=torch.bool)
    excluded[sorted(tok.special_ids)] = True  # special tokens are not words: never offered as neighbours
    excluded[token_id] = True
    near_ids, near_cos = nearest(unit_table, model.tok_emb.weight[token_id], excluded, top_n)
    excluded[token_id] = False  # a word's vector after a layer may well be closest to the word itself
    cosines, rows = layer_rows(model, kind, ids, position, unit_table, excluded, top_n)
    stack = "encoder block" if kind == "t5" else "block"
    return {"kind": kind, "word": visible(inference.token_texts(tok, [token_id])[0]), "position": position,
            "token_id": token_id,
            "nearest": table(["rank", "token", "cosine"],
                             [[r + 1, visible(t), round(c, DIGITS)] for r, (t, c) in
                              enumerate(zip(inference.token_texts(tok, near_ids), near_cos))]),
            "layers": table(["layer", "cosine to its input embedding", "nearest tokens (cosine)"], rows),
            "layer_cosine": cosines, "stack": stack,
            "map": embedding_map(model, tok, store.folder, map_tokens, ids)}


# ---------------------------------------------------------------------------------------------------------------------
# 4. Objectives: the training pairs, built by the functions training calls (training/recipes.py)
# ---------------------------------------------------------------------------------------------------------------------


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
# 5. Temperature, seen: the distribution generate() draws GPT's next token from
# ---------------------------------------------------------------------------------------------------------------------


@torch.no_grad()
def next_token_distribution(gpt, ids: list[int], temperature: float, top_k: int, top_p: float,
                            repetition_penalty: float) -> tuple[torch.Tensor, torch.Tensor, tuple | None]:
    """(probs (V,), chance (V,), candidates): probs after the repetition penalty and the temperature, before
    top-k/top-p, as generation reports them; chance, what each token is drawn with after top-k/top-p. The steps
    are models.generation's own (start_decoding, apply_repetition_penalty, filter_candidates); candidates are
    filter_candidates' output, for draw(), or None when temperature 0 makes generation greedy."""
    logits, _, context = gpt.start_decoding(torch.tensor([ids]), None, 1)
    scores = generation.apply_repetition_penalty(logits.float(), context, repetition_penalty)
    if temperature == 0:  # generation takes the argmax: no temperature, no filtering
        probs = scores.softmax(dim=-1)[0]
        return probs, F.one_hot(probs.argmax(), probs.shape[-1]).float(), None
    scores = scores / temperature
    candidate_ids, candidate_probs, keep = generation.filter_candidates(scores, top_k or None, top_p)
    kept = candidate_probs * keep
    chance = torch.zeros_like(scores).scatter(-1, candidate_ids, kept / kept.sum(dim=-1, keepdim=True))
    return scores.softmax(dim=-1)[0], chance[0], (candidate_ids, candidate_probs, keep)


def sample_counts(probs: torch.Tensor, candidates: tuple | None, samples: int, seed: int) -> Counter:
    """How often each token comes up in `samples` draws, made as generate() draws the first token of `samples`
    copies of the prompt with this seed: one generator, models.generation.draw over a batch of identical rows."""
    if samples == 0:
        return Counter()
    if candidates is None:
        return Counter({int(probs.argmax()): samples})
    generator = torch.Generator().manual_seed(seed)
    batch = [c.expand(samples, -1) for c in candidates]
    return Counter(generation.draw(*batch, generator=generator).tolist())


def token_status(rank: int, chance: float, top_k: int, greedy: bool) -> str:
    if greedy:
        return "taken (greedy)" if chance > 0 else "passed over (greedy)"
    if chance > 0:
        return "kept"
    return "removed by top-k" if top_k and rank >= top_k else "removed by top-p"


def compute_distribution(store, kind: str, text: str, temperature: float = 1.0, top_k: int = 40,
                         top_p: float = 0.95, repetition_penalty: float = 1.0, samples: int = 200, seed: int = 0,
                         shown: int = 15) -> dict:
    gpt = store.get("gpt")
    tok = gpt.tokenizer
    ids, _, notices = inference.prepare_prompt(gpt, text, 1)
    probs, chance, candidates = next_token_distribution(gpt, ids, temperature, top_k, top_p, repetition_penalty)
    counts = sample_counts(probs, candidates, samples, seed)
    order = probs.argsort(descending=True)
    listed = order[:shown].tolist()
    listed += [t for t, _ in counts.most_common() if t not in set(listed)][: max(0, 2 * shown - len(listed))]
    rank = torch.empty_like(order)
    rank[order] = torch.arange(len(order))
    greedy = candidates is None
    rows = [[int(rank[t]) + 1, visible(tok.decode([t])), round(float(probs[t]), DIGITS),
             token_status(int(rank[t]), float(chance[t]), top_k, greedy), round(float(chance[t]), DIGITS),
             counts.get(t, 0)] for t in listed]
    entropy = float(-(probs * probs.clamp(min=1e-30).log2()).sum())
    return {"kind": "gpt", "prompt_tokens": len(ids), "temperature": temperature, "greedy": greedy,
            "kept": int((chance > 0).sum()), "kept_mass": round(float(probs[chance > 0].sum()), DIGITS),
            "entropy_bits": round(entropy, 3), "samples": samples, "seed": seed,
            "other_samples": samples - sum(r[5] for r in rows),
            "token_ids": listed, "tokens": [r[1] for r in rows], "probs": [r[2] for r in rows],
            "chance": [r[4] for r in rows],
            "counts": [r[5] for r in rows], "status": [r[3] for r in rows],
            "table": table(["rank", "token", "probability", "top-k/top-p", "chance when drawn", "times drawn"],
                           rows),
            "notes": notices + (["Temperature 0 is greedy: generation takes the most likely token, always."]
                                if greedy else [])}


# ---------------------------------------------------------------------------------------------------------------------
# The records
# ---------------------------------------------------------------------------------------------------------------------

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
         examples={"gpt": "Once upon a time there was a fox.", "t5": "The dog wagged its ___ at the door."}),
    View(name="neighbours", title="Embeddings",
         idea="Each token starts as one row of the embedding table, a vector learned in training; tokens used in "
              "similar places end up with similar vectors (a high cosine). The map squeezes the vectors of the most "
              "frequent tokens into two dimensions (PCA). Layer by layer, a word's vector takes in its context and "
              "moves away from where it started.",
         try_this="Pick the word 'dog' in 'The dog wagged its tail.', read its nearest tokens, then follow its cosine "
                  "to its own embedding through the blocks of GPT and of BERT.",
         kinds=ALL,
         options=(Option("word", "Word", "text", "", info="a word of your text (empty: its last word)"),
                  Option("top_n", "Nearest tokens", "int", 10, low=1, high=30),
                  Option("map_tokens", "Tokens on the map", "int", 150, low=20, high=500)),
         compute=compute_neighbours, figure=plots.neighbours_figure,
         examples={"gpt": "The dog wagged its tail.", "bert": "The dog wagged its [MASK]."}),
    View(name="objective", title="Objectives",
         idea="Each model learns from plain text by its own game. GPT guesses every next token; BERT has a share of the "
              "tokens chosen (80% of those become [MASK], 10% a random token, 10% stay: 15% in the BERT paper, 30% "
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
    View(name="distribution", title="Temperature, seen",
         idea="GPT's output is a probability for every token of its vocabulary, and generating means drawing one. "
              "The temperature divides the scores before the softmax (below 1 sharpens, above 1 flattens), top-k "
              "keeps the k most likely tokens and top-p the fewest whose probability reaches p; the rest is "
              "renormalised and drawn from.",
         try_this="With 'Once upon a' set the temperature to 0.3 and then 1.5, sample 200 times each, and count the "
                  "different tokens drawn.",
         kinds=("gpt",),
         options=(Option("temperature", "Temperature", "float", 1.0, low=0.0, high=MAX_TEMPERATURE,
                         info="0 is greedy"),
                  Option("top_k", "Top-k", "int", generation.DEFAULT_SAMPLING.top_k, low=0, high=generation.MAX_TOP_K,
                         info="0 turns it off"),
                  Option("top_p", "Top-p", "float", generation.DEFAULT_SAMPLING.top_p, low=generation.MIN_TOP_P, high=1.0,
                         info="1 turns it off"),
                  Option("repetition_penalty", "Repetition penalty", "float", 1.0, low=1.0,
                         high=inference.MAX_REPETITION_PENALTY, info="1 turns it off"),
                  Option("samples", "Samples", "int", 200, low=0, high=1000, info="draws of the next token"),
                  SEED,
                  Option("shown", "Tokens shown", "int", 15, low=5, high=50)),
         compute=compute_distribution, figure=plots.distribution_figure,
         examples={"gpt": "Once upon a"}),
]
