"""The knock-out view of the Inside tab: turn heads, whole attention layers, feed-forward layers or the position
information off, and see how the model's guesses change.

A knock-out is an edit of values in flight, made by hooks on a private twin of the shared model (trace.replace):
the shared model, and any request running beside this one, never see it, and nothing of the model is
re-implemented. tests/test_inside_forward.py checks each kind of knock-out against transformers' model with the
same weights zeroed. The text is read as the other forward-pass views read it (forward.prepare, whose docstring
says what each model reads), and layers and heads are checked, and counted from 0, as they are there.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import torch

from models.layers import Attention
from playground import inference
from playground.inference import token_texts
from playground.input_checks import InputError
from playground.model_store import TITLES
from playground.inside import forward_plots as plots
from playground.inside import trace
from playground.inside.forward import (EXAMPLES, Prepared, check_head, check_layer, guessed_positions, head_columns,
                                       prepare, rows_table, top_guesses)
from playground.inside.view import Option, View

KNOCKOUT_TOP_K = 5  # guesses shown before and after a knock-out

TARGET = re.compile(r"([LEDC])\s*(\d+)\s*(?:H\s*(\d+))?", re.IGNORECASE)
STACK_LETTERS = {"gpt": {"L": ("blocks", "attn")}, "bert": {"L": ("blocks", "attn")},
                 "t5": {"E": ("encoder_blocks", "attn"), "D": ("decoder_blocks", "attn"),
                        "C": ("decoder_blocks", "cross_attn")}}
LETTER_HINT = {"gpt": "GPT's layers are written L0, L1 and so on, and L0H1 is layer 0, head 1",
               "bert": "BERT's layers are written L0, L1 and so on, and L0H1 is layer 0, head 1",
               "t5": "T5's layers are written E0 (encoder), D0 (decoder self-attention) and C0 (cross-attention); "
                     "E0H1 is encoder layer 0, head 1"}


@dataclass
class Knockouts:
    """What to turn off, by module path. heads: {attention path: heads whose output is zeroed};
    attentions, mlps: modules whose whole output is replaced by zeros; positions: zero the position information
    (GPT's and BERT's position embeddings, T5's relative position biases)."""
    heads: dict[str, frozenset[int]] = field(default_factory=dict)
    attentions: tuple[str, ...] = ()
    mlps: tuple[str, ...] = ()
    positions: bool = False
    described: list[str] = field(default_factory=list)  # in words, for the page

    def edits(self, model) -> dict:
        """trace.replace's keyword arguments that apply these knock-outs to `model` (a twin)."""
        inputs = {f"{path}.out_proj": zero_heads(model.get_submodule(path), heads)
                  for path, heads in self.heads.items()}
        outputs = {path: zero_attention_output for path in self.attentions}
        outputs.update({path: torch.zeros_like for path in self.mlps})
        if self.positions:
            names = ("encoder_pos_bias", "decoder_pos_bias") if model.kind == "t5" else ("pos_emb",)
            outputs.update({name: torch.zeros_like for name in names})
        return {"inputs": inputs, "outputs": outputs}


def zero_heads(attention: Attention, heads: frozenset[int]):
    """An edit of the output projection's input (B, T, H * D): the chosen heads' columns become 0, so those heads
    pass nothing on. This is what transformers' head_mask did (it zeroed the heads' attention weights)."""
    def edit(args):
        concatenated = args[0].clone()
        for head in heads:
            concatenated[..., head_columns(attention, head)] = 0
        return (concatenated, *args[1:])
    return edit


def zero_attention_output(output):
    attended, weights = output  # Attention returns (output, weights)
    return torch.zeros_like(attended), weights


def parse_targets(prepared: Prepared, text: str, what: str, with_heads: bool) -> list[tuple[str, str, int, int]]:
    """Read "L0H1, L2H3" (T5: "E0H1, D1H0, C2H3") into [(letter, block path, layer, head or -1)], checking each
    layer and head against the model. with_heads=False reads whole layers ("L1, L3")."""
    kind, items, rest = prepared.kind, [], TARGET.sub(" ", text or "")
    if rest.strip(" ,;"):
        example = "L0H1, L2H3" if with_heads else "L0, L2"
        raise InputError(f"Could not read {rest.strip(' ,;')!r} in {what}; write them like {example} "
                         f"({LETTER_HINT[kind]}), separated by commas.")
    for match in TARGET.finditer(text or ""):
        letter, layer, head = match.group(1).upper(), int(match.group(2)), match.group(3)
        if letter not in STACK_LETTERS[kind]:
            raise InputError(f"{match.group(0)!r} in {what} names no part of {TITLES[kind]}: {LETTER_HINT[kind]}.")
        if (head is not None) != with_heads:
            takes = "heads, like L0H1" if with_heads else "whole layers, like L1"
            raise InputError(f"Write {what} as {takes} ({LETTER_HINT[kind]}); {match.group(0)!r} is not one.")
        blocks, attention = STACK_LETTERS[kind][letter]
        stack = next(s for s in prepared.stacks.values() if s.path == blocks)
        check_layer(prepared, stack, layer)
        items.append((letter, f"{blocks}.{layer}.{attention}", layer, check_head(prepared, int(head)) if with_heads
                      else -1))
    return items


def parse_knockouts(prepared: Prepared, heads: str, attention: str, mlp: str, positions: bool) -> Knockouts:
    """The knock-out options as typed, checked against the model."""
    names = {"L": "layer", "E": "encoder layer", "D": "decoder layer", "C": "cross-attention of decoder layer"}
    knockouts = Knockouts(positions=bool(positions))
    chosen: dict[str, set[int]] = {}
    for letter, path, layer, head in parse_targets(prepared, heads, "the heads", with_heads=True):
        chosen.setdefault(path, set()).add(head)
        knockouts.described.append(f"{names[letter]} {layer} head {head}")
    knockouts.heads = {path: frozenset(h) for path, h in chosen.items()}
    for letter, path, layer, _ in parse_targets(prepared, attention, "the attention layers", with_heads=False):
        knockouts.attentions += (path,)
        knockouts.described.append(f"{names[letter]} {layer} attention" if letter != "C" else
                                   f"cross-attention of decoder layer {layer}")
    for letter, path, layer, _ in parse_targets(prepared, mlp, "the feed-forward layers", with_heads=False):
        if letter == "C":
            raise InputError("Cross-attention has no feed-forward layer; write E1 or D1 for T5's encoder or "
                             "decoder feed-forward.")
        knockouts.mlps += (path.rsplit(".", 1)[0] + ".mlp",)
        knockouts.described.append(f"{names[letter]} {layer} feed-forward")
    if positions:
        knockouts.described.append("the relative position bias" if prepared.kind == "t5" else
                                   "the position embeddings")
    return knockouts


def knocked_out_forward(model, knockouts: Knockouts, output_attentions: bool = False, **inputs):
    """The model's forward pass on `inputs` with the knock-outs applied, on a twin (the model is untouched)."""
    twin = trace.twin(model)
    with trace.replace(twin, **knockouts.edits(twin)):
        return twin(**inputs, output_attentions=output_attentions)


def watched_token_id(tok, token: str) -> int | None:
    """The id of the token to watch, None for "each position's first guess". A word is looked up with its leading
    space first (' mat', as it stands mid-sentence), then as typed."""
    if not token or not token.strip():
        return None
    for candidate in dict.fromkeys([token if token.startswith(" ") else " " + token.strip(), token.strip()]):
        ids = tok.encode(candidate)
        if len(ids) == 1:
            return ids[0]
    pieces = " + ".join(repr(t) for t in token_texts(tok, tok.encode(token.strip())))
    raise InputError(f"{token.strip()!r} is several tokens here ({pieces}); watch a single token, such as the "
                     "first of them.")


@torch.inference_mode()
def knockout(store, kind: str, text: str, heads: str = "", attention: str = "", mlp: str = "",
             positions: bool = False, token: str = "") -> dict:
    prepared = prepare(store, kind, text)
    knockouts = parse_knockouts(prepared, heads, attention, mlp, positions)
    watched_id = watched_token_id(prepared.model.tokenizer, token)
    # GPT: the next token after the prompt; BERT: each [MASK]; T5: each token it writes.
    positions_read = [prepared.stacks["main"].size - 1] if kind == "gpt" else guessed_positions(prepared)
    before = prepared.forward(prepared.model).logits[0, positions_read].float().softmax(dim=-1)
    after = knocked_out_forward(prepared.model, knockouts, **prepared.inputs).logits[0, positions_read]
    after = after.float().softmax(dim=-1)
    return knockout_data(prepared, knockouts, positions_read, before, after, watched_id)


def knockout_data(prepared, knockouts, positions_read, before, after, watched_id) -> dict:
    tok, stack = prepared.model.tokenizer, prepared.stacks[prepared.output]
    rows, table = [], []
    for i, position in enumerate(positions_read):
        top_before = top_guesses(tok, before[i], KNOCKOUT_TOP_K)
        top_after = top_guesses(tok, after[i], KNOCKOUT_TOP_K)
        token_id = top_before[0]["id"] if watched_id is None else watched_id
        p_before, p_after = float(before[i, token_id]), float(after[i, token_id])
        rows.append({"position": position, "reads": stack.tokens[position], "before": top_before,
                     "after": top_after, "token": tok.decode([token_id]), "token_id": token_id,
                     "prob_before": p_before, "prob_after": p_after, "change": p_after - p_before})
        table.append([position, inference.visible(stack.tokens[position]),
                      ", ".join(inference.visible(g["token"]) for g in top_before),
                      ", ".join(inference.visible(g["token"]) for g in top_after),
                      inference.visible(tok.decode([token_id])), p_before, p_after, p_after - p_before])
    headers = ["position", "reads", "guesses before", "guesses after", "token watched", "p before", "p after",
               "change"]
    return {"kind": prepared.kind, "knocked_out": knockouts.described, "positions": rows,
            "top_changed": sum(r["before"][0]["id"] != r["after"][0]["id"] for r in rows),
            "table": rows_table(headers, table)}


# ---------------------------------------------------------------------------------------------------------------------
# The record
# ---------------------------------------------------------------------------------------------------------------------

VIEWS = [
    View(
        name="knockout", title="Knock-outs: turn parts of the model off",
        idea="Each head, attention layer and feed-forward layer adds its output to the residual stream. "
             "Replace one of those outputs with zeros, or remove the position information, and the change in the "
             "guesses shows what that part was contributing.",
        try_this="Knock out BERT's head L1H0 and watch the guesses for 'The cat is a [MASK].'; then knock out "
                 "the position embeddings instead.",
        kinds=("gpt", "bert", "t5"),
        options=(Option("heads", "Heads", "text", "", info="e.g. L0H1, L2H3; T5: E0H1 encoder, D0H1 decoder, "
                                                           "C0H1 cross-attention (counted from 0)"),
                 Option("attention", "Whole attention layers", "text", "", info="e.g. L1, L3; T5: E0, D1, C2"),
                 Option("mlp", "Feed-forward layers", "text", "", info="e.g. L2; T5: E0, D1"),
                 Option("positions", "Remove position information", "bool", False,
                        info="GPT, BERT: zero the position embeddings; T5: zero the relative position bias"),
                 Option("token", "Token to watch", "text", "",
                        info="e.g. pet; empty: each position's first guess before the knock-out")),
        compute=knockout, figure=plots.knockout, examples=EXAMPLES),
]
