"""The embeddings view of the Inside tab (named neighbours): a word's nearest tokens in the embedding table, a map
of the most frequent tokens, and the word's vector through the layers.

Every number comes from the model itself: the token embedding table, and the hidden states read with hooks on
each block during the model's own forward pass (structure.recorded_calls, on a twin of the model). The text is
read as the other structure views read it (structure.model_ids).
"""

from __future__ import annotations

import json
import math
import weakref
from collections import Counter
from pathlib import Path

import torch
import torch.nn.functional as F

from models.tokenizer import SPECIAL_TOKENS
from playground import inference
from playground.inference import visible
from playground.input_checks import InputError
from playground.model_store import TITLES, named_file
from playground.inside import structure_plots as plots
from playground.inside.structure import (ALL, DIGITS, check_length, model_ids, recorded_calls, rounded, table,
                                         token_labels)
from playground.inside.view import Option, View

FIRST_MERGE_ID = len(SPECIAL_TOKENS) + 256  # the tokenizer's ids: specials, then the 256 bytes, then merges in order
COUNT_CHARS = 100_000  # of held-out text counted for the token frequencies (about 0.1 s, once per tokenizer)
_frequency_cache: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def held_out_text(folder: Path) -> tuple[Path | None, str]:
    """The held-out text the weights were measured on, as train_log.json records it, and a note when it is not
    read: missing, or outside the weights folder and data/ (model_store.named_file: the app reads no other files)."""
    try:
        held_out = json.loads((folder / "train_log.json").read_text())["corpus"]["held_out"]
    except (OSError, ValueError, KeyError, TypeError):
        return None, "no held-out text found"
    try:
        path = named_file(folder, held_out)
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
# The record
# ---------------------------------------------------------------------------------------------------------------------

VIEWS = [
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
]
