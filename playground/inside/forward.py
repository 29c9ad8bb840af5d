"""Views of the Inside tab that run the user's text through a model and read what it computes on the way: one
attention head number by number, the logit lens, the residual stream. The two other views that do so, knock-outs
(knockout.py) and the tensor shapes (shapes.py), read the text through this module's prepare and checks too, so
that every forward-pass view reads the same tokens and refuses the same numbers in the same words.

Every number shown is the model's own. Values are read with forward hooks on the model's own modules
(playground/inside/trace.py), and knock-outs are edits of values in flight, made by hooks too; nothing is
re-implemented. The hooks sit on a private twin of the shared model (same parameter tensors, its own hook
tables), so two requests, or a generation running beside a view, never see each other's hooks (trace.py says
why). Where a view does arithmetic of its own (the one-head view's scores and weighted sum, the lens' softmax),
it calls the model's own functions (models.layers.attention_scores, the model's final norm and head), and
tests/test_inside_forward.py checks each such number against the value the model itself produced.

What each model reads:
  GPT   [EOS] + the prompt, as in generation ([EOS] starts a new document), up to its context;
  BERT  [CLS] text [SEP], as in fill-mask ([MASK] marks the words to guess);
  T5    the encoder reads the text with each ___ turned into a sentinel, as in Infill; the decoder reads what T5
        itself writes there (its greedy output, playground.inference.infill) shifted right behind the start
        token, exactly as in training. So at each decoder position the last layer's first guess is the token T5
        wrote next, and the views show how it got there.
Layers, heads and token positions are counted from 0, as in the code (blocks[0]) and in head names like L0H1.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch
import torch.nn.functional as F

from models.layers import Attention, attention_scores, visible_keys
from models.tokenizer import EOS_ID
from playground import inference
from playground.inference import token_texts
from playground.input_checks import InputError, check_text
from playground.model_store import TITLES
from playground.inside import forward_plots as plots
from playground.inside import trace
from playground.inside.view import Option, View

MAX_INDEX = 255  # the largest layer, head or token index an option offers (each model checks its own sizes)
# The lens reads GPT at its last 32 positions at most: a table of a 120-token prompt is unreadable, and putting
# every position of every layer through the 8,192-token head took about 300 ms on a busy 2-core CPU.
LENS_POSITIONS = 32
EXAMPLES = {"gpt": "After school, my sister and I went to the", "bert": "The cat is a [MASK].",
            "t5": "The dog wagged its ___."}


# ---------------------------------------------------------------------------------------------------------------------
# The user's text as each model reads it
# ---------------------------------------------------------------------------------------------------------------------


@dataclass
class Stack:
    """One stack of blocks and the tokens it reads."""
    path: str  # "blocks", "encoder_blocks" or "decoder_blocks": where the blocks live in the model
    what: str  # how a message names its tokens: "the prompt", "T5's output"
    ids: list[int]
    tokens: list[str]  # each token decoded on its own

    @property
    def size(self) -> int:
        return len(self.ids)


@dataclass
class Prepared:
    """A model and the user's text, ready to run."""
    model: torch.nn.Module
    kind: str
    inputs: dict  # keyword arguments of the model's forward
    stacks: dict[str, Stack]  # "main" (GPT, BERT) or "encoder" and "decoder" (T5)
    output: str  # the stack whose last states become the logits

    def forward(self, model, output_attentions: bool = False):
        """Run `model` (the shared model or a twin of it) on the prepared input."""
        return model(**self.inputs, output_attentions=output_attentions)


def prepare(store, kind: str, text: str) -> Prepared:
    """The model of `kind` and the text as it reads it (the module docstring says what each model reads).
    Raises InputError for text the model cannot read (empty, longer than its context, for T5 without a blank)."""
    model = store.get(kind)
    tok = model.tokenizer
    if kind == "gpt":
        check_text(text, "prompt", EXAMPLES["gpt"])
        ids = [EOS_ID] + inference.encode_typed(tok, text)  # special tokens typed are text
        if len(ids) > model.config.max_seq_len:
            raise InputError(f"The prompt is {len(ids) - 1} tokens and GPT reads at most "
                             f"{model.config.max_seq_len - 1} here; shorten it.")
        stack = Stack("blocks", "the prompt", ids, token_texts(tok, ids))
        return Prepared(model, kind, {"input_ids": torch.tensor([ids])}, {"main": stack}, "main")
    if kind == "bert":
        check_text(text, "text", EXAMPLES["bert"])
        ids = inference.bert_input_ids(model, text)
        stack = Stack("blocks", "the text", ids, token_texts(tok, ids))
        return Prepared(model, kind, {"input_ids": torch.tensor([ids])}, {"main": stack}, "main")
    result = inference.infill(model, text)  # checks the text, and writes T5's own answer
    encoder_ids = result.attention["encoder self-attention"].query_ids
    decoder_ids = result.attention["decoder self-attention"].query_ids[:-1]  # start token + output, shifted right
    stacks = {"encoder": Stack("encoder_blocks", "T5's input", encoder_ids, token_texts(tok, encoder_ids)),
              "decoder": Stack("decoder_blocks", "T5's output", decoder_ids, token_texts(tok, decoder_ids))}
    inputs = {"input_ids": torch.tensor([encoder_ids]), "decoder_input_ids": torch.tensor([decoder_ids])}
    return Prepared(model, kind, inputs, stacks, "decoder")


def output_head(model):
    """The model's own final norm and output head, the code its forward ends with: states (..., C) -> logits."""
    return model.mlm_head if model.kind == "bert" else model.lm_logits


def n_layers(model, stack: Stack) -> int:
    return len(model.get_submodule(stack.path))


def check_layer(prepared: Prepared, stack: Stack, layer: int) -> int:
    count = n_layers(prepared.model, stack)
    where = f"T5's {stack.path.split('_')[0]}" if prepared.kind == "t5" else TITLES[prepared.kind]
    if not 0 <= layer < count:
        raise InputError(f"{where} has {count} layers, numbered 0 to {count - 1}; pick a layer in that range "
                         f"(got {layer}).")
    return layer


def check_head(prepared: Prepared, head: int) -> int:
    count = prepared.model.config.n_head
    if not 0 <= head < count:
        raise InputError(f"{TITLES[prepared.kind]} has {count} heads per layer, numbered 0 to {count - 1}; pick a "
                         f"head in that range (got {head}).")
    return head


def check_position(stack: Stack, position: int) -> int:
    """A token index into the stack; -1 means the last token."""
    if not -1 <= position < stack.size:
        raise InputError(f"{stack.what[0].upper() + stack.what[1:]} has {stack.size} tokens here, numbered 0 to "
                         f"{stack.size - 1} (-1 is the last); pick a token in that range (got {position}).")
    return position % stack.size


def mask_positions(prepared: Prepared) -> list[int]:
    """BERT's [MASK] positions; InputError if there is none."""
    mask_id = prepared.model.tokenizer.mask_id
    positions = [i for i, t in enumerate(prepared.stacks["main"].ids) if t == mask_id]
    if not positions:
        raise InputError("The text has no [MASK]; write [MASK] (capitals, square brackets) where BERT should "
                         "guess a word.")
    return positions


def guessed_positions(prepared: Prepared) -> list[int]:
    """Where the model's guesses are read: GPT after every token, BERT at each [MASK], T5 at every decoder step."""
    return mask_positions(prepared) if prepared.kind == "bert" else list(range(prepared.stacks[prepared.output].size))


def top_guesses(tok, probs: torch.Tensor, k: int) -> list:
    """The k most likely tokens of a probability row (V,), best first, as [{token, id, prob}]; of each row of a
    matrix (P, V): a list of those (one topk call for all the rows)."""
    top = probs.topk(k)
    if probs.dim() == 2:
        return [[{"token": tok.decode([i]), "id": i, "prob": p} for i, p in zip(ids, values)]
                for ids, values in zip(top.indices.tolist(), top.values.tolist())]
    return [{"token": tok.decode([i]), "id": i, "prob": p} for i, p in zip(top.indices.tolist(), top.values.tolist())]


def rows_table(headers: list[str], rows: list[list]) -> dict:
    return {"headers": headers, "data": rows}


def as_list(tensor: torch.Tensor) -> list:
    return tensor.float().tolist()


# ---------------------------------------------------------------------------------------------------------------------
# 1. One attention head, number by number
# ---------------------------------------------------------------------------------------------------------------------

ATTENTIONS = ("self", "decoder self", "cross")


def attention_site(prepared: Prepared, which: str) -> tuple[Stack, Stack, str]:
    """(stack of the queries, stack of the keys, attention module name in a block) for one choice of ATTENTIONS."""
    if which not in ATTENTIONS:
        raise InputError(f"Attention must be one of {', '.join(ATTENTIONS)} (got {which!r}); pick one of those.")
    if which == "self":
        first = next(iter(prepared.stacks.values()))  # GPT's and BERT's only stack, T5's encoder
        return first, first, "attn"
    if prepared.kind != "t5":
        raise InputError(f"{TITLES[prepared.kind]} has self-attention only; pick \"self\".")
    decoder, encoder = prepared.stacks["decoder"], prepared.stacks["encoder"]
    return (decoder, decoder, "attn") if which == "decoder self" else (decoder, encoder, "cross_attn")


def head_vectors(attention: Attention, calls: trace.Recording, path: str, head: int) -> dict[str, torch.Tensor]:
    """One head's queries, keys and values, (T, D) each, read from the model's own projection outputs at the rows
    Attention.projection_rows names (the layout its forward splits)."""
    vectors = {}
    for part in ("query", "key", "value"):
        _, rows = attention.projection_rows(part, head)
        if attention.cross:
            projection = "q_proj" if part == "query" else "kv_proj"
        else:
            projection = "qkv_proj"
        vectors[part] = calls[f"{path}.{projection}"].output[0, :, rows]
    return vectors


def head_columns(attention: Attention, head: int) -> slice:
    """Head h's columns of the output projection's input (B, T, H * D): the heads are concatenated in order."""
    return slice(head * attention.d_head, (head + 1) * attention.d_head)


def mask_kind(kwargs: dict) -> str:
    causal, padding = bool(kwargs.get("causal")), kwargs.get("mask") is not None
    if causal:
        return "causal and padding" if padding else "causal"
    return "padding" if padding else "none"


@torch.inference_mode()
def head_detail(store, kind: str, text: str, layer: int = 0, head: int = 0, query: int = -1,
                attention: str = "self") -> dict:
    prepared = prepare(store, kind, text)
    queries, keys, name = attention_site(prepared, attention)
    layer, head = check_layer(prepared, queries, layer), check_head(prepared, head)
    query = check_position(queries, query)
    twin = trace.twin(prepared.model)
    path = f"{queries.path}.{layer}.{name}"
    module = twin.get_submodule(path)
    projections = ("q_proj", "kv_proj") if module.cross else ("qkv_proj",)
    with trace.record(twin, [path, f"{path}.out_proj", *(f"{path}.{p}" for p in projections)]) as calls:
        prepared.forward(twin, output_attentions=True)
    numbers = head_numbers(module, calls, path, head, query)
    rows = []
    for j in range(keys.size):
        row = [j, inference.visible(keys.tokens[j]), numbers["dot"][j], numbers["scaled"][j]]
        row += [numbers["bias"][j]] if numbers["bias"] is not None else []
        rows.append(row + [numbers["mask"][j], numbers["scores"][j], numbers["weights"][j]])
    headers = ["key", "token", "q·k", f"× {module.scale:.4g}"] + \
        (["+ position bias"] if numbers["bias"] is not None else []) + ["visible", "score", "softmax"]
    return {"kind": kind, "attention": attention, "layer": layer, "head": head, "query": query,
            "query_token": queries.tokens[query], "key_tokens": keys.tokens, "d_head": module.d_head,
            "scale": module.scale, "mask_kind": mask_kind(calls[path].kwargs), **numbers,
            "table": rows_table(headers, rows)}


def head_numbers(module: Attention, calls: trace.Recording, path: str, head: int, query: int) -> dict:
    """One head's computation for one query, step by step, from the recorded pass: its query, keys and values,
    the scores (by the model's own attention_scores, with the mask and bias the model was given), the softmax,
    the weighted sum of the values, and that sum's share of the output projection. JSON-ready lists."""
    vectors = head_vectors(module, calls, path, head)
    q, keys, values = vectors["query"][query], vectors["key"], vectors["value"]
    kwargs, (T_q, T_k) = calls[path].kwargs, (vectors["query"].shape[0], keys.shape[0])
    full = (1, module.n_head, T_q, T_k)
    visible = visible_keys(kwargs.get("mask"), bool(kwargs.get("causal")), T_q, T_k)  # as the model combined them
    visible = torch.ones(T_k, dtype=torch.bool) if visible is None else \
        torch.broadcast_to(visible, full)[0, head, query]
    bias = kwargs.get("bias")
    bias = None if bias is None else torch.broadcast_to(bias, full)[0, head, query]
    scores = attention_scores(q[None], keys, scale=module.scale, bias=bias, mask=visible)[0]
    weights = scores.softmax(dim=-1, dtype=torch.float32)  # as explicit_attention does
    output = weights @ values  # (D,): what this head passes on for this query
    share = F.linear(output, module.out_proj.weight[:, head_columns(module, head)])  # (C,), before out_proj's bias
    attention_out = calls[f"{path}.out_proj"].output[0, query]  # all heads mixed, with the bias
    out_bias = module.out_proj.bias
    return {"q": as_list(q), "k": as_list(keys), "v": as_list(values), "dot": as_list(keys @ q),
            "scaled": as_list((keys @ q) * module.scale), "bias": None if bias is None else as_list(bias),
            "mask": visible.tolist(),  # True: the query may attend to that key
            "scores": [s if ok else None for s, ok in zip(as_list(scores), visible.tolist())],  # JSON has no -inf
            "weights": as_list(weights), "output": as_list(output), "share": as_list(share),
            "share_norm": float(share.norm()), "attention_output_norm": float(attention_out.norm()),
            "out_proj_bias_norm": None if out_bias is None else float(out_bias.norm())}


# ---------------------------------------------------------------------------------------------------------------------
# 2. Logit lens
# ---------------------------------------------------------------------------------------------------------------------


def stack_states(prepared: Prepared, stack: Stack, model, output_attentions: bool = False):
    """Run `model` (a twin) and return the residual stream entering the first block and leaving each block,
    [(1, T, C)] * (n_layers + 1), with the model's output."""
    names = [f"{stack.path}.{i}" for i in range(n_layers(model, stack))]
    with trace.record(model, names) as calls:
        out = prepared.forward(model, output_attentions)
    return [calls[names[0]].args[0]] + [calls[name].output[0] for name in names], out


@torch.inference_mode()
def lens(store, kind: str, text: str, top_k: int = 3) -> dict:
    prepared = prepare(store, kind, text)
    stack, positions = prepared.stacks[prepared.output], guessed_positions(prepared)
    shown = positions[-LENS_POSITIONS:] if kind == "gpt" else positions
    note = f"GPT's last {len(shown)} positions of {len(positions)}" if len(shown) < len(positions) else ""
    positions = shown
    twin = trace.twin(prepared.model)
    states, _ = stack_states(prepared, stack, twin)
    head, tok, rows_read = output_head(twin), twin.tokenizer, torch.tensor(positions)
    # The last layer's states go through the head whole, as in forward, so its row is bit for bit the model's
    # output; the earlier layers' only at the positions shown.
    logits = [head(state[0].index_select(0, rows_read)) for state in states[:-1]]
    logits.append(head(states[-1])[0].index_select(0, rows_read))
    probs = [layer_logits.float().softmax(dim=-1) for layer_logits in logits]  # each (P, V)
    final_best = probs[-1].argmax(dim=-1)
    layers = ["embeddings"] + [f"layer {i}" for i in range(len(states) - 1)]
    guesses = [top_guesses(tok, layer_probs, top_k) for layer_probs in probs]
    final_prob = [as_list(layer_probs.gather(1, final_best[:, None])[:, 0]) for layer_probs in probs]
    columns = [f"{p} {inference.visible(stack.tokens[p])}" for p in positions]
    rows = [[label] + [", ".join(f"{inference.visible(g['token'])} {g['prob']:.2f}" for g in cell)
                       for cell in layer_guesses] for label, layer_guesses in zip(layers, guesses)]
    return {"kind": kind, "layers": layers, "positions": positions, "tokens": [stack.tokens[p] for p in positions],
            "top_k": top_k, "guesses": guesses, "final_token_prob": final_prob, "note": note,
            "final_tokens": [tok.decode([i]) for i in final_best.tolist()],
            "table": rows_table(["after"] + columns, rows)}


# ---------------------------------------------------------------------------------------------------------------------
# 3. The residual stream
# ---------------------------------------------------------------------------------------------------------------------

NORMS = ("attn_norm", "mlp_norm")
STACKS = ("encoder", "decoder")


def residual_parts(prepared: Prepared, stack: Stack, norm_path: str) -> dict:
    """One pass of a twin, recording per block what enters and leaves it, what its attention (and T5's
    cross-attention) and feed-forward return, and one norm module's input and output. Tensors (T, C)."""
    twin = trace.twin(prepared.model)
    count = n_layers(twin, stack)
    cross = stack.path == "decoder_blocks"
    names = {"block": [f"{stack.path}.{i}" for i in range(count)],
             "attention": [f"{stack.path}.{i}.attn" for i in range(count)],
             "cross_attention": [f"{stack.path}.{i}.cross_attn" for i in range(count)] if cross else [],
             "mlp": [f"{stack.path}.{i}.mlp" for i in range(count)]}
    with trace.record(twin, [n for group in names.values() for n in group] + [norm_path]) as calls:
        prepared.forward(twin)
    parts = {"input": calls[names["block"][0]].args[0][0],
             "after": [calls[n].output[0][0] for n in names["block"]],
             "attention": [calls[n].output[0][0] for n in names["attention"]],
             "cross_attention": [calls[n].output[0][0] for n in names["cross_attention"]],
             "mlp": [calls[n].output[0] for n in names["mlp"]]}
    parts["norm_in"], parts["norm_out"] = calls[norm_path].args[0][0], calls[norm_path].output[0]
    parts["norm_module"] = twin.get_submodule(norm_path)
    return parts


def vector_stats(x: torch.Tensor) -> dict:
    """Mean, spread (the standard deviation LayerNorm divides by) and root mean square of one vector (C,)."""
    return {"mean": float(x.mean()), "std": float(x.std(correction=0)), "rms": float(x.pow(2).mean().sqrt()),
            "norm": float(x.norm())}


@torch.inference_mode()
def residual(store, kind: str, text: str, layer: int = 0, token: int = -1, norm: str = "attn_norm",
             stack: str = "encoder") -> dict:
    prepared = prepare(store, kind, text)
    if stack not in STACKS:
        raise InputError(f"Stack must be encoder or decoder (got {stack!r}); pick one of those.")
    if norm not in NORMS:
        raise InputError(f"Norm must be one of {', '.join(NORMS)} (got {norm!r}); pick one of those.")
    chosen = prepared.stacks[stack] if kind == "t5" else prepared.stacks["main"]
    layer, token = check_layer(prepared, chosen, layer), check_position(chosen, token)
    norm_path = f"{chosen.path}.{layer}.{norm}"
    parts = residual_parts(prepared, chosen, norm_path)
    norms = {key: [as_list(t.norm(dim=-1)) for t in parts[key]] for key in ("after", "attention",
                                                                            "cross_attention", "mlp")}
    table = []
    for i in range(len(parts["after"])):
        entering = parts["input"] if i == 0 else parts["after"][i - 1]
        for t in range(chosen.size):
            row = [i, f"{t} {inference.visible(chosen.tokens[t])}", float(entering[t].norm()),
                   norms["attention"][i][t]]
            row += [norms["cross_attention"][i][t]] if norms["cross_attention"] else []
            table.append(row + [norms["mlp"][i][t], norms["after"][i][t]])
    headers = ["layer", "token", "residual in", "attention added"] + \
        (["cross-attention added"] if norms["cross_attention"] else []) + ["feed-forward added", "residual out"]
    before, after = parts["norm_in"][token], parts["norm_out"][token]
    return {"kind": kind, "stack": stack if kind == "t5" else "main", "tokens": chosen.tokens,
            "layers": [f"layer {i}" for i in range(len(parts["after"]))], "post_norm": kind == "bert",
            "input_norm": as_list(parts["input"].norm(dim=-1)), "residual_norm": norms["after"],
            "attention_norm": norms["attention"], "cross_attention_norm": norms["cross_attention"] or None,
            "mlp_norm": norms["mlp"],
            "norm": {"module": norm_path, "type": type(parts["norm_module"]).__name__, "layer": layer,
                     "token": token, "token_text": chosen.tokens[token], "before": vector_stats(before),
                     "after": vector_stats(after), "vector_before": as_list(before), "vector_after": as_list(after)},
            "table": rows_table(headers, table)}


# ---------------------------------------------------------------------------------------------------------------------
# The records
# ---------------------------------------------------------------------------------------------------------------------

LAYER = Option("layer", "Layer", "int", 0, low=0, high=MAX_INDEX, info="counted from 0, the layer nearest the input")
VIEWS = [
    View(
        name="head_detail", title="One attention head, number by number",
        idea="Each token asks a question (its query) and every token offers an answer key; the dot product of "
             "the two says how well they match. A softmax turns the scores into weights that sum to 1, and the "
             "head passes on the weighted sum of the tokens' values, which the output projection mixes back into "
             "the model's width.",
        try_this="In GPT, pick the last token of 'After school, my sister and I went to the' and compare layer 0 "
                 "with layer 5: which earlier tokens get the weight, and is it the same head doing it?",
        kinds=("gpt", "bert", "t5"),
        options=(LAYER,
                 Option("head", "Head", "int", 0, low=0, high=MAX_INDEX, info="counted from 0"),
                 Option("query", "Query token", "int", -1, low=-1, high=MAX_INDEX,
                        info="position of the token that asks, counted from 0; -1 is the last"),
                 Option("attention", "Attention", "choice", "self", choices=ATTENTIONS,
                        info="T5 only: self is the encoder's; the decoder reads what T5 wrote")),
        compute=head_detail, figure=plots.head_detail, examples=EXAMPLES),
    View(
        name="lens", title="Logit lens: the guess after every layer",
        idea="The model's final norm and output head turn its last hidden state into a guess for the next (or "
             "masked) token. Applying the same head to the state after each earlier layer shows what the model "
             "would guess if it stopped there, and how the answer forms layer by layer.",
        try_this="Give BERT 'I drink a glass of [MASK] every morning.' and find the layer where 'water' first "
                 "becomes the top guess.",
        kinds=("gpt", "bert", "t5"),
        options=(Option("top_k", "Guesses per cell", "int", 3, low=1, high=10),),
        compute=lens, figure=plots.lens, examples=EXAMPLES),
    View(
        name="residual", title="The residual stream",
        idea="Every layer reads the running sum of vectors called the residual stream and adds its own output "
             "to it: attention, then the feed-forward. Layer norm rescales a vector to mean 0 and spread 1 (T5's "
             "RMS norm only divides by the size) before applying learned gains, so each layer sees inputs of a "
             "steady size.",
        try_this="In GPT, compare how much attention and the feed-forward add at layer 0 with layer 5, then "
                 "pick attn_norm and see the first token's vector squeezed to spread 1.",
        kinds=("gpt", "bert", "t5"),
        options=(LAYER,
                 Option("token", "Token", "int", -1, low=-1, high=MAX_INDEX,
                        info="the token whose vector the norm shows, counted from 0; -1 is the last"),
                 Option("norm", "Norm module", "choice", "attn_norm", choices=NORMS,
                        info="the norm at attention or at the feed-forward of that layer"),
                 Option("stack", "T5 stack", "choice", "encoder", choices=STACKS,
                        info="T5 only: the encoder reads the input, the decoder what T5 wrote")),
        compute=residual, figure=plots.residual, examples=EXAMPLES),
]
