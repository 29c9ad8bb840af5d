"""The Inside tab's forward-pass views (playground/inside/forward.py, knockout.py, shapes.py) are exact: each number
they show is the one the model computed. Every check compares a view with a value taken some other way: the model's
own returned attention weights and logits, a plain hook on the model (not the views' tracing helper), transformers'
models on the same weights (hidden states; knock-outs done there by zeroing weights instead of values in flight).

The views run on the bundled weights (weights/, as in test_inference.py) and on small random models; no check
depends on what the weights are.
"""

import inspect
import threading

import plotly.graph_objects as go
import pytest
import torch

import models
from playground.input_checks import InputError
from playground.inside import forward, knockout, shapes, trace
from tests.conftest import randomize_

TEXTS = forward.EXAMPLES
# the forward-pass views, with the knock-outs and the shapes in files of their own
VIEWS = forward.VIEWS + knockout.VIEWS + shapes.VIEWS



@pytest.fixture(scope="module")
def hf(store):
    """transformers' models with the bundled weights, built once (about a second each)."""
    return {kind: models.to_hf(store.get(kind)) for kind in ("gpt", "bert", "t5")}


def own_output(store, kind, text, **kwargs):
    """The shared model's own forward pass on the text as the views read it."""
    prepared = forward.prepare(store, kind, text)
    with torch.inference_mode():
        return prepared, prepared.model(**prepared.inputs, **kwargs)


# ---------------------------------------------------------------------------------------------------------------------
# The twin: hooks never reach the shared model
# ---------------------------------------------------------------------------------------------------------------------


def test_a_twin_shares_every_tensor_but_not_its_hooks(store):
    model = store.get("gpt")
    twin = trace.twin(model)
    assert all(a is b for a, b in zip(model.parameters(), twin.parameters()))
    assert twin.lm_head.weight is twin.tok_emb.weight  # tying survives
    assert twin.blocks[0].attn is not model.blocks[0].attn
    ids = torch.tensor([[5, 100, 200, 300]])
    with torch.inference_mode():
        reference = model(ids).logits
        with trace.replace(twin, outputs={f"blocks.{i}.mlp": torch.zeros_like for i in range(len(model.blocks))}):
            assert not torch.equal(twin(ids).logits, reference)
            assert torch.equal(model(ids).logits, reference)  # the shared model, mid-knock-out, is untouched
            assert not any(m._forward_hooks or m._forward_pre_hooks for m in model.modules())
        assert torch.equal(twin(ids).logits, reference)  # hooks removed on the way out


def test_a_knock_out_in_one_thread_never_reaches_a_pass_in_another(store):
    model = store.get("gpt")
    ids = torch.tensor([[5, 100, 200, 300, 400, 500]])
    with torch.inference_mode():
        reference = model(ids).logits
    every_mlp = ", ".join(f"L{i}" for i in range(len(model.blocks)))
    stop, seen = threading.Event(), []

    def knock_out_repeatedly():
        while not stop.is_set():
            knockout.knockout(store, "gpt", TEXTS["gpt"], mlp=every_mlp, heads="L0H0")

    worker = threading.Thread(target=knock_out_repeatedly)
    worker.start()
    try:
        with torch.inference_mode():
            for _ in range(40):
                seen.append(torch.equal(model(ids).logits, reference))
    finally:
        stop.set()
        worker.join()
    assert all(seen)


def test_hooks_are_removed_when_the_pass_raises(store):
    twin = trace.twin(store.get("bert"))
    with pytest.raises(RuntimeError):
        with trace.record(twin, ["blocks.0.attn"]), trace.replace(twin, outputs={"blocks.0.mlp": torch.zeros_like}):
            raise RuntimeError("a failing forward pass")
    assert not any(m._forward_hooks or m._forward_pre_hooks for m in twin.modules())


# ---------------------------------------------------------------------------------------------------------------------
# 1. One attention head
# ---------------------------------------------------------------------------------------------------------------------

HEAD_CASES = [("gpt", "self", 0, 3), ("gpt", "self", -1, -1), ("bert", "self", -1, 5), ("t5", "self", 1, 2),
              ("t5", "decoder self", -1, -1), ("t5", "cross", 0, 1)]  # layer -1: the last
RETURNED = {"self": "encoder_attentions", "decoder self": "decoder_attentions", "cross": "cross_attentions"}


@pytest.mark.parametrize("kind, attention, layer, query", HEAD_CASES)
def test_one_head_reproduces_the_models_weights_and_head_output(store, kind, attention, layer, query):
    text = TEXTS[kind]
    prepared = forward.prepare(store, kind, text)
    model = prepared.model
    stack = "decoder_blocks" if attention != "self" else ("encoder_blocks" if kind == "t5" else "blocks")
    layer = layer % len(model.get_submodule(stack))
    data = [forward.head_detail(store, kind, text, layer=layer, head=h, query=query, attention=attention)
            for h in range(model.config.n_head)]
    attn = model.get_submodule(f"{stack}.{layer}.{'cross_attn' if attention == 'cross' else 'attn'}")
    seen = {}  # a plain hook of this test, not the views' tracing helper
    handles = [attn.out_proj.register_forward_pre_hook(lambda m, args: seen.__setitem__("heads", args[0])),
               attn.out_proj.register_forward_hook(lambda m, args, out: seen.__setitem__("out", out))]
    try:
        with torch.inference_mode():
            out = model(**prepared.inputs, output_attentions=True)
    finally:
        for handle in handles:
            handle.remove()
    returned = out.attentions if kind != "t5" else getattr(out, RETURNED[attention])
    q = data[0]["query"]
    D = attn.d_head
    for h, one in enumerate(data):
        # the softmax row the view computed from its q, k, scores and mask is the model's attention row
        torch.testing.assert_close(torch.tensor(one["weights"]), returned[layer][0, h, q], atol=1e-6, rtol=0)
        # the weighted sum of the values is this head's slice of what the model fed its output projection
        torch.testing.assert_close(torch.tensor(one["output"]), seen["heads"][0, q, h * D:(h + 1) * D],
                                   atol=1e-5, rtol=0)
    # every head's share of the output projection, plus its bias, is the projection's output
    total = sum(torch.tensor(one["share"]) for one in data)
    bias = attn.out_proj.bias if attn.out_proj.bias is not None else 0
    torch.testing.assert_close(total + bias, seen["out"][0, q], atol=1e-4, rtol=0)
    causal = kind == "gpt" or attention == "decoder self"
    assert data[0]["mask"] == [not causal or j <= q for j in range(len(data[0]["key_tokens"]))]
    assert data[0]["mask_kind"] == ("causal" if causal else "none")
    assert all((s is None) == (not v) for s, v in zip(data[0]["scores"], data[0]["mask"]))


def test_t5_position_bias_row_is_the_models_bias(store):
    data = forward.head_detail(store, "t5", TEXTS["t5"], layer=0, head=1, query=3)
    model = store.get("t5")
    T = len(data["key_tokens"])
    with torch.inference_mode():
        bias = model.encoder_pos_bias(T, T)[0, 1, 3]  # shared by every encoder layer
    assert data["bias"] == bias.tolist()
    assert data["scale"] == 1.0  # T5 does not scale its scores
    gpt = store.get("gpt").config
    d_head = gpt.d_model // gpt.n_head
    assert forward.head_detail(store, "gpt", TEXTS["gpt"])["scale"] == pytest.approx(d_head ** -0.5)


# ---------------------------------------------------------------------------------------------------------------------
# 2. Logit lens
# ---------------------------------------------------------------------------------------------------------------------


LONG_PROMPT = "Once upon a time, there was a little girl who loved to play in the park with her dog. " * 4


@pytest.mark.parametrize("kind, text", [("gpt", TEXTS["gpt"]), ("gpt", LONG_PROMPT), ("bert", TEXTS["bert"]),
                                        ("t5", TEXTS["t5"])])
def test_lens_last_layer_is_the_models_output(store, kind, text):
    data = forward.lens(store, kind, text, top_k=4)
    prepared, out = own_output(store, kind, text)
    probs = out.logits[0, data["positions"]].softmax(dim=-1)
    for i, cell in enumerate(data["guesses"][-1]):
        top = probs[i].topk(4)
        assert [g["id"] for g in cell] == top.indices.tolist()
        assert [g["prob"] for g in cell] == top.values.tolist()  # bit for bit: the same code on the same states
    assert data["layers"][0] == "embeddings" and len(data["layers"]) == len(prepared.model.get_submodule(
        prepared.stacks[prepared.output].path)) + 1
    if kind == "bert":
        assert data["positions"] == [i for i, t in enumerate(prepared.stacks["main"].ids) if t == 3]  # [MASK]
    else:  # GPT's last positions (a long prompt shows only its tail), T5's every decoder step
        size = prepared.stacks[prepared.output].size
        assert data["positions"] == list(range(size))[-forward.LENS_POSITIONS if kind == "gpt" else 0:]
        assert bool(data["note"]) == (kind == "gpt" and size > forward.LENS_POSITIONS)


@pytest.mark.parametrize("kind", ["gpt", "bert"])
def test_lens_earlier_rows_read_the_states_transformers_reports(store, hf, kind):
    """transformers' hidden states (the embeddings, then each block's output; for GPT the last has ln_f applied,
    so it is left out) through our model's own head give the lens' rows."""
    data = forward.lens(store, kind, TEXTS[kind], top_k=1)
    prepared = forward.prepare(store, kind, TEXTS[kind])
    with torch.inference_mode():
        states = hf[kind](**prepared.inputs, output_hidden_states=True).hidden_states
        rows = states[:-1] if kind == "gpt" else states
        for layer, state in enumerate(rows):
            probs = forward.output_head(prepared.model)(state)[0, data["positions"]].softmax(dim=-1)
            assert [cell[0]["id"] for cell in data["guesses"][layer]] == probs.argmax(dim=-1).tolist()
            torch.testing.assert_close(torch.tensor([cell[0]["prob"] for cell in data["guesses"][layer]]),
                                       probs.max(dim=-1).values, atol=1e-4, rtol=0)


# ---------------------------------------------------------------------------------------------------------------------
# 3. Knock-outs
# ---------------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["gpt", "bert", "t5"])
def test_knocking_out_nothing_changes_nothing(store, kind):
    data = knockout.knockout(store, kind, TEXTS[kind])
    assert data["knocked_out"] == [] and data["top_changed"] == 0
    for row in data["positions"]:
        assert row["before"] == row["after"] and row["prob_before"] == row["prob_after"] and row["change"] == 0
    prepared, out = own_output(store, kind, TEXTS[kind])
    with torch.inference_mode():
        again = knockout.knocked_out_forward(prepared.model, knockout.Knockouts(), **prepared.inputs)
    assert torch.equal(again.logits, out.logits)


@pytest.mark.parametrize("kind", ["gpt", "bert", "t5"])
def test_knocking_out_every_feed_forward_changes_the_guesses(store, kind):
    config = store.get(kind).config
    if kind == "t5":
        layers = [f"E{i}" for i in range(config.n_layer)] + [f"D{i}" for i in range(config.n_decoder_layer)]
    else:
        layers = [f"L{i}" for i in range(config.n_layer)]
    data = knockout.knockout(store, kind, TEXTS[kind], mlp=", ".join(layers))
    assert all(row["prob_after"] != row["prob_before"] for row in data["positions"])
    assert len(data["knocked_out"]) == len(layers)


def _random_pair(kind, seed=0):
    config = {"gpt": models.GPTConfig(vocab_size=97, max_seq_len=32, d_model=48, n_layer=3, n_head=4),
              "bert": models.BERTConfig(vocab_size=97, max_seq_len=32, d_model=48, n_layer=3, n_head=4),
              "t5": models.T5Config(vocab_size=97, d_model=48, d_head=12, d_ff=96, n_layer=2, n_decoder_layer=3,
                                    n_head=4, num_buckets=16, max_distance=20)}[kind]
    # The model's own initialisation draws from torch's global generator: seeded here (and put back after), so that
    # the weights, and how close the two sides' logits come, do not depend on which tests this worker ran before.
    # Unseeded, t5-positions once differed by 1.6e-4 (over the 1e-4 allowed) after another file's tests.
    with torch.random.fork_rng():
        torch.manual_seed(seed)
        ours = randomize_({"gpt": models.GPT, "bert": models.BERT, "t5": models.T5}[kind](config), seed=seed)
    gen = torch.Generator().manual_seed(seed)
    inputs = {"input_ids": torch.randint(4, 97, (1, 11), generator=gen)}
    if kind == "t5":
        inputs["decoder_input_ids"] = torch.randint(4, 97, (1, 6), generator=gen)
    return ours, models.to_hf(ours), inputs


def _hf_output_layer(kind, hf_model, path):
    """The transformers layer that writes what our module `path` returns ("blocks.1.attn" -> GPT-2's
    h[1].attn.c_proj): its output projection, or the feed-forward's last linear layer."""
    stack, layer, part = path.split(".")
    if kind == "gpt":
        block = hf_model.transformer.h[int(layer)]
        return {"attn": block.attn.c_proj, "mlp": block.mlp.c_proj}[part]
    if kind == "bert":
        block = hf_model.bert.encoder.layer[int(layer)]
        return {"attn": block.attention.output.dense, "mlp": block.output.dense}[part]
    block = (hf_model.encoder if stack == "encoder_blocks" else hf_model.decoder).block[int(layer)]
    if part == "mlp":
        return block.layer[-1].DenseReluDense.wo
    return block.layer[1].EncDecAttention.o if part == "cross_attn" else block.layer[0].SelfAttention.o


KNOCKOUTS = {  # (GPT and BERT, T5)
    "heads": (knockout.Knockouts(heads={"blocks.1.attn": frozenset({0, 2}), "blocks.0.attn": frozenset({3})}),
              knockout.Knockouts(heads={"encoder_blocks.1.attn": frozenset({0, 2}),
                                        "decoder_blocks.0.attn": frozenset({3}),
                                        "decoder_blocks.2.cross_attn": frozenset({1})})),
    "attention": (knockout.Knockouts(attentions=("blocks.1.attn",)),
                  knockout.Knockouts(attentions=("encoder_blocks.0.attn", "decoder_blocks.1.cross_attn"))),
    "mlp": (knockout.Knockouts(mlps=("blocks.0.mlp",)),
            knockout.Knockouts(mlps=("encoder_blocks.1.mlp", "decoder_blocks.2.mlp"))),
    "positions": (knockout.Knockouts(positions=True),) * 2,
}


def _zero_in_transformers(kind, theirs, knockouts, d_head):
    """The same knock-outs done on transformers' model by zeroing weights. transformers 5 removed the
    `head_mask` argument (the installed 5.23 has none), so a head is turned off the way head_mask did it: nothing
    of that head reaches the output projection, whose input columns for the head are zeroed (GPT-2's Conv1D
    stores its weight transposed: rows). A whole attention or feed-forward: its output layer's weight and bias.
    Positions: the position table, or T5's relative bias tables."""
    for path, heads in knockouts.heads.items():
        layer = _hf_output_layer(kind, theirs, path)
        for h in heads:
            columns = slice(h * d_head, (h + 1) * d_head)
            (layer.weight[columns] if kind == "gpt" else layer.weight[:, columns]).zero_()
    for path in knockouts.attentions + knockouts.mlps:
        layer = _hf_output_layer(kind, theirs, path)
        layer.weight.zero_()
        if layer.bias is not None:
            layer.bias.zero_()
    if knockouts.positions and kind == "t5":
        for stack in (theirs.encoder, theirs.decoder):
            stack.block[0].layer[0].SelfAttention.relative_attention_bias.weight.zero_()
    elif knockouts.positions:
        (theirs.transformer.wpe if kind == "gpt" else theirs.bert.embeddings.position_embeddings).weight.zero_()


@pytest.mark.parametrize("what", KNOCKOUTS)
@pytest.mark.parametrize("kind", ["gpt", "bert", "t5"])
def test_knockouts_equal_transformers_with_those_weights_zeroed(kind, what):
    ours, theirs, inputs = _random_pair(kind)
    knockouts = KNOCKOUTS[what][kind == "t5"]
    d_head = ours.config.d_head if kind == "t5" else ours.config.d_model // ours.config.n_head
    with torch.no_grad():
        _zero_in_transformers(kind, theirs, knockouts, d_head)
        mine = knockout.knocked_out_forward(ours, knockouts, **inputs).logits
        reference = theirs(**inputs).logits
        untouched = ours(**inputs).logits
    torch.testing.assert_close(mine, reference, atol=1e-4, rtol=0)
    assert (mine - untouched).abs().max() > 1e-2  # the knock-out did something


def test_typed_knockouts_name_the_modules_and_refuse_what_does_not_exist(store):
    prepared = forward.prepare(store, "t5", TEXTS["t5"])
    knockouts = knockout.parse_knockouts(prepared, "E0H1, c2h3 D1H0 e0h2", "D2", "E1", True)
    assert knockouts.heads == {"encoder_blocks.0.attn": {1, 2}, "decoder_blocks.2.cross_attn": {3},
                               "decoder_blocks.1.attn": {0}}
    assert knockouts.attentions == ("decoder_blocks.2.attn",) and knockouts.mlps == ("encoder_blocks.1.mlp",)
    assert "the relative position bias" in knockouts.described
    gpt = store.get("gpt").config
    cases = [("gpt", dict(heads=f"L{gpt.n_layer}H0"), f"{gpt.n_layer} layers"),
             ("gpt", dict(heads=f"L0H{gpt.n_head}"), f"{gpt.n_head} heads"),
             ("gpt", dict(heads="E0H1"), "L0, L1"), ("t5", dict(heads="L0H1"), "E0H1"),
             ("bert", dict(heads="L0H1 and more"), "Could not read"), ("bert", dict(attention="L1H0"), "whole layers"),
             ("t5", dict(mlp="C1"), "no feed-forward"), ("bert", dict(token="elephantine giraffe"), "several tokens")]
    for kind, options, message in cases:
        with pytest.raises(InputError, match=message) as error:
            knockout.knockout(store, kind, TEXTS[kind], **options)
        assert str(error.value).count(". ") == 0  # one sentence


def test_the_watched_token_is_the_one_typed(store):
    guesses = knockout.knockout(store, "bert", TEXTS["bert"])["positions"][0]["before"]
    second = next(g for g in guesses[1:] if g["token"].startswith(" "))  # a word, typed without its space
    data = knockout.knockout(store, "bert", TEXTS["bert"], heads="L1H0", token=second["token"].strip())
    row = data["positions"][0]
    assert row["token"] == second["token"] and row["token_id"] == second["id"]
    assert row["prob_before"] == second["prob"]
    assert row["change"] == pytest.approx(row["prob_after"] - row["prob_before"])


# ---------------------------------------------------------------------------------------------------------------------
# 4. The residual stream
# ---------------------------------------------------------------------------------------------------------------------

RESIDUAL_CASES = [("gpt", "main", "blocks"), ("bert", "main", "blocks"), ("t5", "encoder", "encoder_blocks"),
                  ("t5", "decoder", "decoder_blocks")]


@pytest.mark.parametrize("kind, stack, path", RESIDUAL_CASES)
def test_residual_norms_are_the_sizes_of_transformers_hidden_states(store, hf, kind, stack, path):
    data = forward.residual(store, kind, TEXTS[kind], stack=stack if kind == "t5" else "encoder")
    prepared = forward.prepare(store, kind, TEXTS[kind])
    with torch.inference_mode():
        out = hf[kind](**prepared.inputs, output_hidden_states=True)
    states = out.hidden_states if kind != "t5" else getattr(out, f"{stack}_hidden_states")
    # GPT's and T5's last hidden state has the final norm applied; BERT's are all block outputs.
    inside = states if kind == "bert" else states[:-1]
    torch.testing.assert_close(torch.tensor(data["input_norm"]), states[0][0].norm(dim=-1), atol=1e-3, rtol=1e-5)
    for layer, state in enumerate(inside[1:]):
        torch.testing.assert_close(torch.tensor(data["residual_norm"][layer]), state[0].norm(dim=-1), atol=1e-3,
                                   rtol=1e-5)


@pytest.mark.parametrize("kind, stack, path", [c for c in RESIDUAL_CASES if c[0] != "bert"])
def test_pre_norm_stream_is_the_sum_of_what_each_part_added(store, kind, stack, path):
    prepared = forward.prepare(store, kind, TEXTS[kind])
    with torch.inference_mode():
        parts = forward.residual_parts(prepared, prepared.stacks[stack], f"{path}.0.attn_norm")
    stream = parts["input"]
    for layer, after in enumerate(parts["after"]):
        stream = stream + parts["attention"][layer] + parts["mlp"][layer]
        if parts["cross_attention"]:
            stream = stream + parts["cross_attention"][layer]
        torch.testing.assert_close(stream, after, atol=1e-4, rtol=1e-5)
        stream = after


@pytest.mark.parametrize("kind, norm", [("gpt", "attn_norm"), ("bert", "mlp_norm"), ("t5", "mlp_norm")])
def test_norm_panel_shows_the_models_own_norm_of_that_token(store, kind, norm):
    data = forward.residual(store, kind, TEXTS[kind], layer=1, token=2, norm=norm)["norm"]
    module = store.get(kind).get_submodule(data["module"])
    before, after = torch.tensor(data["vector_before"]), torch.tensor(data["vector_after"])
    with torch.inference_mode():
        torch.testing.assert_close(module(before), after, atol=1e-5, rtol=0)
    assert data["before"]["mean"] == pytest.approx(float(before.mean()), abs=1e-6)
    assert data["after"]["std"] == pytest.approx(float(after.std(correction=0)), abs=1e-6)
    if kind == "gpt":  # the first norm of layer 1 reads the stream that left layer 0
        assert data["before"]["norm"] == pytest.approx(forward.residual(store, kind, TEXTS[kind])
                                                       ["residual_norm"][0][2], rel=1e-6)


# ---------------------------------------------------------------------------------------------------------------------
# 5. Shapes
# ---------------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["gpt", "bert", "t5"])
def test_shapes_are_the_shapes_of_the_real_pass(store, kind):
    data = shapes.shapes(store, kind, TEXTS[kind])
    prepared, out = own_output(store, kind, TEXTS[kind], output_attentions=True)
    returned = [out.attentions] if kind != "t5" else [out.encoder_attentions, out.decoder_attentions,
                                                      out.cross_attentions]
    weights = [tuple(w.shape) for group in returned for w in group]
    scores = [r for r in data["rows"] if r["step"] == "scores = q · kᵀ"]
    softmax = [r for r in data["rows"] if r["step"] == "weights = softmax(scores)"]
    heads = [r for r in data["rows"] if r["step"] == "heads = weights · v"]
    assert sorted(r["output"] for r in scores) == sorted(str(w) for w in weights)  # one per attention call
    assert [r["output"] for r in softmax] == [r["output"] for r in scores]
    model = prepared.model
    D = model.config.d_head if kind == "t5" else model.config.d_model // model.config.n_head
    for score, head in zip(scores, heads):
        B, H, T_q, T_k = eval(score["output"])
        assert score["input"] == f"{(B, H, T_q, D)} · {(B, H, D, T_k)}"
        assert head["output"] == str((B, H, T_q, D))
    last = data["rows"][-1]
    assert last["module"] == "lm_head" and last["output"] == str(tuple(out.logits.shape))


def test_shapes_follow_the_length_of_the_input(store):
    short, long = (shapes.shapes(store, "gpt", text) for text in ("Hello", "Hello there, my old friend"))
    n_short, n_long = (forward.prepare(store, "gpt", t).stacks["main"].size for t in ("Hello", "Hello there, "
                                                                                       "my old friend"))
    assert short["rows"][0]["input"] == str((1, n_short)) and long["rows"][0]["input"] == str((1, n_long))
    assert long["rows"][-1]["numbers"] // short["rows"][-1]["numbers"] == n_long // n_short


# ---------------------------------------------------------------------------------------------------------------------
# The records and their input checks
# ---------------------------------------------------------------------------------------------------------------------


def test_each_option_is_a_keyword_of_compute_with_the_same_default():
    for view in VIEWS:
        parameters = inspect.signature(view.compute).parameters
        assert list(parameters)[:3] == ["store", "kind", "text"]
        assert {o.name: o.default for o in view.options} == {n: p.default for n, p in list(parameters.items())[3:]}
        assert view.idea.count(". ") >= 1 and view.try_this and set(view.examples) == set(view.kinds)


@pytest.mark.parametrize("view", VIEWS, ids=lambda v: v.name)
def test_each_view_draws_a_figure_for_each_model(store, view):
    for kind in view.kinds:
        figure = view.figure(view.compute(store, kind, view.examples[kind]))
        assert isinstance(figure, go.Figure) and figure.data


BAD_INPUT = [  # "n_layer", "n_head": the model's own count, one past the last; {..} in a message: its config
    (forward.head_detail, "gpt", dict(layer="n_layer"), "GPT-2 has {n_layer} layers, numbered 0 to"),
    (forward.head_detail, "bert", dict(head="n_head"), "BERT has {n_head} heads per layer"),
    (forward.head_detail, "gpt", dict(query=200), "numbered 0 to"),
    (forward.head_detail, "gpt", dict(attention="cross"), "self-attention only"),
    (forward.head_detail, "t5", dict(layer="n_decoder_layer", attention="cross"), "T5's decoder has {n_decoder_layer}"),
    (forward.lens, "bert", dict(text="The cat is a pet."), "no \\[MASK\\]"),
    (forward.lens, "t5", dict(text="The cat is a pet."), "no blank"),
    (forward.lens, "gpt", dict(text="word " * 300), "shorten it"),
    (forward.residual, "t5", dict(layer="n_layer", stack="encoder"), "T5's encoder has {n_layer} layers"),
    (forward.residual, "bert", dict(token=60), "numbered 0 to"),
    (shapes.shapes, "gpt", dict(text="   "), "empty"),
]


@pytest.mark.parametrize("compute, kind, options, message", BAD_INPUT)
def test_input_a_view_cannot_show_gets_one_sentence_saying_what_to_do(store, compute, kind, options, message):
    config = vars(store.get(kind).config)
    options = {name: config[value] if value in config else value for name, value in options.items()}
    text = options.pop("text", TEXTS[kind])
    with pytest.raises(InputError, match=message.format(**config)) as error:
        compute(store, kind, text, **options)
    assert str(error.value).count(". ") == 0 and "\n" not in str(error.value)  # one sentence
