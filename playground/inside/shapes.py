"""The shapes view of the Inside tab: every tensor of one forward pass, module by module, with the matrix
products and the softmax inside attention, so the T x T attention scores can be seen growing with the text.

Every shape is read from the model's own pass on a private twin (trace.record), the text as the other
forward-pass views read it (forward.prepare); tests/test_inside_forward.py checks the rows against the real pass.
"""

from __future__ import annotations

import torch
from torch.overrides import TorchFunctionMode

from models.layers import Attention, Dropout
from playground.inside import forward_plots as plots
from playground.inside import trace
from playground.inside.forward import EXAMPLES, prepare, rows_table
from playground.inside.view import View

ATTENTION_STEPS = ("scores = q · kᵀ", "weights = softmax(scores)", "heads = weights · v")  # in explicit_attention
LINEAR_ROLES = {"qkv_proj": "q, k and v of every head, in one projection", "q_proj": "queries (from the decoder)",
                "kv_proj": "keys and values (from the encoder output)", "out_proj": "output projection (heads mixed)",
                "up": "feed-forward hidden layer", "down": "feed-forward back to the model width",
                "lm_head": "output head: a score per vocabulary token", "head_dense": "MLM head transform"}


class AttentionSteps(TorchFunctionMode):
    """Records the matrix products and the softmax inside attention as they run, each as (how many module calls
    had finished before it, operands, result). Torch function modes are per thread, so a request in another
    thread is never recorded. Outside attention the models use neither (their linear layers call F.linear), so
    each step belongs to the attention call that finishes next."""

    def __init__(self, finished: list):
        super().__init__()
        self.finished = finished  # the recording's module calls, growing as the pass runs
        self.steps: list[tuple[int, tuple, torch.Tensor]] = []

    def __torch_function__(self, func, types, args=(), kwargs=None):
        result = func(*args, **(kwargs or {}))
        name = getattr(func, "__name__", "")
        if name in ("matmul", "__matmul__", "softmax"):
            self.steps.append((len(self.finished), args[:2] if "matmul" in name else args[:1], result))
        return result


def shape_text(value) -> str:
    if isinstance(value, torch.Tensor):
        return str(tuple(value.shape))
    if isinstance(value, (tuple, list)):
        return " and ".join(shape_text(v) for v in value if v is not None and shape_text(v))
    return str(value) if isinstance(value, int) else ""


def module_role(name: str, module) -> str:
    leaf = name.rsplit(".", 1)[-1]
    if isinstance(module, torch.nn.Linear):
        return LINEAR_ROLES.get(leaf, "linear layer")
    if isinstance(module, Attention):
        return "attention output (and its weights)"
    roles = {"Embedding": "embedding lookup", "LayerNorm": "layer norm", "RMSNorm": "RMS norm (T5)",
             "GELU": "activation", "ReLU": "activation", "MLP": "feed-forward output",
             "RelativePositionBias": "relative position bias, per head"}
    return roles.get(type(module).__name__, "block output" if "blocks." in name else type(module).__name__)


@torch.inference_mode()
def shapes(store, kind: str, text: str) -> dict:
    prepared = prepare(store, kind, text)
    twin = trace.twin(prepared.model)
    # The explicit attention path (output_attentions=True) writes the T x T scores out, so their shape is real;
    # the fused kernel of an ordinary pass computes the same numbers without ever storing them.
    with trace.record(twin) as calls, AttentionSteps(calls.calls) as attention:
        prepared.forward(twin, output_attentions=True)
    finished = calls.calls
    attention_calls = [i for i, call in enumerate(finished) if isinstance(call.module, Attention)]
    rows, seen = [], {}
    for position, operands, result in attention.steps:  # each step belongs to the next attention call to finish
        owner = finished[next(i for i in attention_calls if i >= position)].name
        seen[owner] = seen.get(owner, -1) + 1
        rows.append((position, {"module": owner, "step": ATTENTION_STEPS[seen[owner]], "numbers": result.numel(),
                                "input": " · ".join(shape_text(o) for o in operands), "output": shape_text(result)}))
    rows += [(i + 0.5, module_row(call)) for i, call in enumerate(finished)  # i + 0.5: after the steps before it
             if call.name and not isinstance(call.module, Dropout)]  # not the whole model, nor the dropouts
    rows = [row for _, row in sorted(rows, key=lambda item: item[0])]  # stable: steps keep their order
    headers = ["module", "step", "input shape", "output shape", "numbers"]
    return {"kind": kind, "tokens": {name: s.tokens for name, s in prepared.stacks.items()}, "rows": rows,
            "table": rows_table(headers, [[r["module"], r["step"], r["input"], r["output"], r["numbers"]]
                                          for r in rows])}


def module_row(call: trace.Call) -> dict:
    """One module call as a row: its role, the shape of its main input (the first tensor it is given; T5's
    position bias takes two lengths instead), its output."""
    tensors = [a for a in call.args if isinstance(a, torch.Tensor)]
    inputs = tensors[:1] or [a for a in call.args if isinstance(a, int)]
    if call.kwargs.get("memory") is not None:  # cross-attention also reads the encoder output
        inputs.append(call.kwargs["memory"])
    first = call.output[0] if isinstance(call.output, tuple) else call.output
    return {"module": call.name, "step": module_role(call.name, call.module),
            "input": " and ".join(shape_text(a) for a in inputs), "output": shape_text(call.output),
            "numbers": first.numel()}


# ---------------------------------------------------------------------------------------------------------------------
# The record
# ---------------------------------------------------------------------------------------------------------------------

VIEWS = [
    View(
        name="shapes", title="Shapes: every tensor of one forward pass",
        idea="A forward pass is a chain of tensors, and their shapes tell the story. B sentences of T tokens "
             "become vectors of width C; attention splits them into H heads of width D and compares every token "
             "with every other (T x T scores); the output head finally gives every token of the vocabulary a "
             "score.",
        try_this="Add a word to the text and see which shapes grow: the T x T attention scores grow fastest.",
        kinds=("gpt", "bert", "t5"), options=(), compute=shapes, figure=plots.shapes, examples=EXAMPLES),
]
