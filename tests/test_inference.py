"""The playground's plain functions (playground/inference.py, attention.py, model_card.py) on the bundled weights.

The weights come from weights/ (or $PLAYGROUND_WEIGHTS_DIR); if they are missing the tests fail and say to run
train_tiny.py. Fault-injection tests write their own folders.
"""

import csv
import json
import math
import os
import re
import shutil

import numpy as np
import plotly.graph_objects as go
import pytest
import torch

os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")

import models  # noqa: E402
from playground import attention, inference, model_card, model_store  # noqa: E402
from playground.inference import MAX_FILL_TOP_K  # noqa: E402
from playground.input_checks import InputError  # noqa: E402
from playground.model_store import ModelUnavailable  # noqa: E402



@pytest.fixture(scope="module")
def gpt(store):
    return store.get("gpt")


@pytest.fixture(scope="module")
def bert(store):
    return store.get("bert")


@pytest.fixture(scope="module")
def t5(store):
    return store.get("t5")


# ---------------------------------------------------------------------------------------------------------------------
# Text handling, no model needed
# ---------------------------------------------------------------------------------------------------------------------


def test_blanks_become_the_next_sentinels():
    assert inference.blanks_to_sentinels("The ___ sat on the ___.") == "The <extra_id_0> sat on the <extra_id_1>."
    # A sentinel typed by hand keeps its number; a blank takes the next one not in use.
    assert inference.blanks_to_sentinels("___ <extra_id_0> _____") == "<extra_id_1> <extra_id_0> <extra_id_2>"
    assert inference.blanks_to_sentinels("a __ b") == "a __ b"  # two underscores are not a blank


def test_parse_spans_reads_a_t5_target():
    # [PAD] <extra_id_0> 200 201 <extra_id_1> 215 [EOS] 99
    assert inference.parse_spans([0, 6, 200, 201, 7, 215, 5, 99]) == {0: [200, 201], 1: [215]}


def test_the_space_before_a_marker_belongs_to_the_hidden_word(bert):
    tok = bert.tokenizer
    assert inference.encode_with_markers(tok, "on the [MASK].") == tok.encode("on the[MASK].")
    assert tok.encode("on the [MASK].") != tok.encode("on the[MASK].")  # the plain encoding has an extra ' '


def test_visible_shows_whitespace():
    assert inference.visible(" the") == "␣the"
    assert inference.visible("\n") == "⏎"


# ---------------------------------------------------------------------------------------------------------------------
# BERT
# ---------------------------------------------------------------------------------------------------------------------


def test_fill_mask_one_mask_is_a_flat_pipeline_list(bert):
    result = inference.fill_mask(bert, "The badger is a wild [MASK].", top_k=5)
    predictions = result.pipeline_json()
    assert isinstance(predictions, list) and len(predictions) == 5
    for p in predictions:
        assert set(p) == {"score", "token", "token_str", "sequence"}
        assert p["token_str"] == bert.tokenizer.decode([p["token"]])
        assert p["sequence"] == "The badger is a wild" + p["token_str"] + "."
        assert p["token"] not in bert.tokenizer.special_ids
    scores = [p["score"] for p in predictions]
    assert scores == sorted(scores, reverse=True) and 0 < sum(scores) <= 1 + 1e-6
    assert result.filled == result.words[0][0]["sequence"]


def test_a_mask_that_stands_as_a_word_is_answered_with_words(bert):
    """Pieces that only continue a word, and punctuation, are not offered as a word; they stay in the raw list
    (the JSON), and a [MASK] inside a word is answered from the raw list."""
    word = re.compile(r" [A-Za-z]+('[a-z]+)?")
    filtered = 0
    for text in ("She bought apples [MASK] pears and plums.", "I went home [MASK] school.",
                 "I need a pencil to [MASK] my name."):
        result = inference.fill_mask(bert, text, top_k=MAX_FILL_TOP_K)
        words, raw = result.words[0], result.predictions[0]
        assert len(words) == MAX_FILL_TOP_K and all(word.fullmatch(w["token_str"]) for w in words), words
        raw_scores = {p["token"]: p["score"] for p in raw}
        assert [w["token"] for w in words if w["token"] in raw_scores] == \
            [p["token"] for p in raw if word.fullmatch(p["token_str"])]  # the raw list's words, in its order
        assert all(raw_scores[w["token"]] == w["score"] for w in words if w["token"] in raw_scores)
        filtered += any(not word.fullmatch(p["token_str"]) for p in raw)
    assert filtered, "no raw list above held a piece or a mark: add a sentence whose raw list does"
    inside = inference.fill_mask(bert, "The [MASK]ing dog barked.", top_k=MAX_FILL_TOP_K)  # not a word: raw
    assert inside.words == inside.predictions


def test_fill_mask_scores_are_the_models_probabilities(bert):
    result = inference.fill_mask(bert, "The badger is a wild [MASK].", top_k=3)
    ids = [bert.tokenizer.cls_id] + bert.tokenizer.encode("The badger is a wild[MASK].") + [bert.tokenizer.sep_id]
    with torch.no_grad():
        probs = bert(torch.tensor([ids])).logits[0, ids.index(bert.tokenizer.mask_id)].softmax(-1)
    for p in result.pipeline_json():
        assert p["score"] == pytest.approx(float(probs[p["token"]]), abs=1e-5)


def test_fill_mask_two_masks_give_a_list_per_mask(bert):
    result = inference.fill_mask(bert, "A heron has long grey [MASK] and a sharp yellow [MASK].", top_k=4)
    predictions = result.pipeline_json()
    assert len(predictions) == 2 and all(len(p) == 4 for p in predictions)
    for m, per_mask in enumerate(predictions):
        assert sum(p["score"] for p in per_mask) <= 1 + 1e-6
        # Only this mask is filled; the other stays [MASK].
        assert all(p["sequence"].count("[MASK]") == 1 for p in per_mask)
    assert "[MASK]" not in result.filled
    assert [label for _, label in result.pieces if label] == ["[MASK] 1", "[MASK] 2"]


@pytest.mark.parametrize("text, message", [
    ("", "empty"),
    ("   ", "empty"),
    ("no mask here", "no [MASK]"),
    ("[mask] in lower case", "no [MASK]"),
    ("[MASK] " + "word " * 500, "shorten"),
])
def test_fill_mask_refuses_bad_text_with_a_clear_message(bert, text, message):
    with pytest.raises(InputError, match=re.escape(message)):
        inference.fill_mask(bert, text)


def test_bert_attention_rows_sum_to_one_and_need_no_mask(bert):
    att = inference.bert_attention(bert, "The badger is a wild animal.")
    L, H, T, T2 = att.weights.shape
    assert (L, H) == (bert.config.n_layer, bert.config.n_head) and T == T2 == len(att.query_ids)
    assert att.query_tokens[0] == "[CLS]" and att.query_tokens[-1] == "[SEP]"
    np.testing.assert_allclose(att.weights.sum(-1), 1.0, atol=1e-5)


# ---------------------------------------------------------------------------------------------------------------------
# T5
# ---------------------------------------------------------------------------------------------------------------------


def test_infill_fills_every_blank(t5):
    result = inference.infill(t5, "Not long ago, in the town of Millbrook, there ___ a miller named ___.")
    assert result.input_text == ("Not long ago, in the town of Millbrook, there<extra_id_0> a miller "
                                 "named<extra_id_1>.[EOS]")
    assert result.filled.startswith("Not long ago, in the town of Millbrook, there")
    assert "___" not in result.filled and "<extra_id" not in result.filled
    assert [label.split()[0] for _, label in result.pieces if label] == ["<extra_id_0>", "<extra_id_1>"]
    for i, span in result.spans.items():  # each span T5 wrote is in the target after its sentinel
        assert f"<extra_id_{i}>{span}" in result.target
    assert set(result.attention) == {"encoder self-attention", "decoder self-attention", "cross-attention"}
    cross = result.attention["cross-attention"]
    assert cross.weights.shape[2:] == (len(cross.query_ids), len(result.attention["encoder self-attention"].key_ids))


def test_infill_stops_at_a_sentinel_the_input_does_not_have(t5, monkeypatch):
    """One blank: T5 may go on to <extra_id_1>, which has nowhere to go; decoding ends there."""
    seen = {}
    real = t5.generate

    def spy(inputs, **kwargs):
        seen.update(kwargs)
        return real(inputs, **kwargs)

    monkeypatch.setattr(t5, "generate", spy)
    result = inference.infill(t5, "The heron is a ___ with long grey legs.")
    sentinel_ids = t5.tokenizer.sentinel_ids
    assert seen["eos_token_id"] == [inference.EOS_ID] + sentinel_ids[1:]  # every sentinel but the input's own
    ids = t5.tokenizer.encode(result.target)
    assert ids.count(sentinel_ids[0]) == 1
    others = [i for i, t in enumerate(ids) if t in sentinel_ids[1:] or t == inference.EOS_ID]
    assert others in ([], [len(ids) - 1])  # nothing after the first stop id


@pytest.mark.parametrize("text, message", [("", "empty"), ("no blanks at all", "no blank"),
                                           ("x" * 2001 + " ___", "2,000")])
def test_infill_refuses_bad_text(t5, text, message):
    with pytest.raises(InputError, match=message):
        inference.infill(t5, text)


def test_corrupt_is_seeded_and_the_target_undoes_it(t5):
    text = "The heron is a bird. A heron has long grey legs and a sharp yellow beak."
    a = inference.corrupt(t5, text, seed=3, noise_density=0.3)
    b = inference.corrupt(t5, text, seed=3, noise_density=0.3)
    assert (a.corrupted, a.target) == (b.corrupted, b.target)
    assert a.corrupted.endswith("[EOS]") and a.target.startswith("<extra_id_0>") and a.target.endswith("[EOS]")
    # Putting the true spans back where their sentinels are gives the original sentence.
    rebuilt = a.corrupted.removesuffix("[EOS]")
    for i, span in a.true_spans.items():
        rebuilt = rebuilt.replace(f"<extra_id_{i}>", span)
    assert rebuilt == text
    assert 0 <= a.correct <= len(a.true_spans) and "dropped span" in a.score


# ---------------------------------------------------------------------------------------------------------------------
# GPT
# ---------------------------------------------------------------------------------------------------------------------


def test_generate_streams_one_token_per_update_and_is_seeded(gpt):
    updates = list(inference.generate_stream(gpt, "Once upon a time", max_new_tokens=12, seed=5))
    assert 1 <= len(updates) <= 12 and updates[-1].done
    assert [len(u.steps) for u in updates] == list(range(1, len(updates) + 1))
    assert all(u.text.startswith("Once upon a time") for u in updates)
    again = inference.generate(gpt, "Once upon a time", max_new_tokens=12, seed=5)
    assert again.text == updates[-1].text


def test_each_step_shows_what_top_k_removed_and_what_was_drawn(gpt):
    final = inference.generate(gpt, "The river", max_new_tokens=6, temperature=1.0, top_k=3, top_p=1.0, seed=1)
    for step in final.steps:
        statuses = [c.status for c in step.candidates]
        assert statuses.count("drawn") == 1 and step.kept == 3
        assert all(s == "removed by top-k" for s in statuses[3:]) and "removed by top-k" not in statuses[:3]
        drawn = next(c for c in step.candidates if c.status == "drawn")
        assert drawn.token_id == step.token_id and drawn.chance > 0
        assert sum(c.chance for c in step.candidates) == pytest.approx(1.0, abs=1e-5)  # all 3 kept are shown
        probs = [c.prob for c in step.candidates]
        assert probs[:10] == sorted(probs[:10], reverse=True)


def test_greedy_takes_the_most_likely_token(gpt):
    final = inference.generate(gpt, "The river", max_new_tokens=5, temperature=0)
    for step in final.steps:
        assert step.greedy and step.candidates[0].status == "drawn" and step.candidates[0].chance == 1.0
        assert {c.status for c in step.candidates[1:]} == {"passed over"} and "took the most likely" in step.summary()


def test_long_prompts_are_cut_from_the_left_with_a_notice(gpt):
    context = gpt.config.max_seq_len
    prompt = "the cat sat " * context
    ids, max_new, notices = inference.prepare_prompt(gpt, prompt, 200)
    assert len(ids) + max_new == context and max_new <= context // 2 + 1
    assert ids == ([inference.EOS_ID] + gpt.tokenizer.encode(prompt))[-len(ids):]  # the tail of the prompt
    assert "reads only the last" in " ".join(notices) and "at most" in " ".join(notices)
    final = inference.generate(gpt, prompt, max_new_tokens=200, temperature=0)
    assert final.text.startswith(prompt) and "reads only the last" in final.notice


@pytest.mark.parametrize("kwargs, message", [
    (dict(temperature=-1), "Temperature"), (dict(top_p=0), "Top-p"), (dict(max_new_tokens=0), "Max new tokens"),
    (dict(max_new_tokens=201), "Max new tokens"), (dict(top_k=2.5), "whole number"), (dict(seed=-1), "Seed"),
])
def test_generate_refuses_values_out_of_range(gpt, kwargs, message):
    with pytest.raises(InputError, match=message):
        inference.generate(gpt, "Hello", **kwargs)


def test_gpt_attention_is_causal(gpt):
    ids = [inference.EOS_ID] + gpt.tokenizer.encode("The heron is a bird.")
    att = inference.gpt_attention(gpt, ids)
    assert att.weights.shape == (gpt.config.n_layer, gpt.config.n_head, len(ids), len(ids))
    assert np.abs(np.triu(att.weights, k=1)).max() == 0  # no token looks at a later one
    np.testing.assert_allclose(att.weights.sum(-1), 1.0, atol=1e-5)


# ---------------------------------------------------------------------------------------------------------------------
# The attention view and exports
# ---------------------------------------------------------------------------------------------------------------------


def small_map(tokens=("[CLS]", "<img src=x onerror=alert(1)>", ' "the', "[SEP]")):
    ids = [1, 500, 501, 2]
    T = len(ids)
    weights = np.random.default_rng(0).dirichlet(np.ones(T), size=(2, 3, T)).astype(np.float32)  # (L=2, H=3, T, T)
    return inference.AttentionMap("self-attention", weights, ids, ids, list(tokens), list(tokens))


def test_entropy_in_bits():
    assert attention.entropy(np.array([0.25, 0.25, 0.25, 0.25])) == pytest.approx(2.0)
    assert attention.entropy(np.array([1.0, 0.0, 0.0])) == pytest.approx(0.0)
    att = small_map()
    ent = attention.head_entropy(att)
    assert ent.shape == (2, 3) and (ent >= 0).all() and (ent <= math.log2(4) + 1e-6).all()


def test_single_head_figure_has_escaped_token_labels_and_hover_values():
    att = small_map()
    fig = attention.figure(att, layer=1, head="head 2")  # counted from 0: the second layer, the third head
    (trace,) = fig.data
    assert isinstance(trace, go.Heatmap)
    np.testing.assert_allclose(trace.z, np.round(att.weights[1, 2], 4))
    assert fig.layout.title.text == "Self-attention: layer 1, head 2"
    assert list(trace.x) == ["0 [CLS]", "1 &lt;img␣src=x␣onerror=alert(1)&gt;", '2 ␣"the', "3 [SEP]"]
    assert "weight" in trace.hovertemplate


def test_average_and_hidden_special_tokens():
    att = small_map()
    fig = attention.figure(att, layer=0, head=attention.AVERAGE, hide_special=True)
    (trace,) = fig.data
    np.testing.assert_allclose(trace.z, np.round(att.weights[0].mean(0)[1:3, 1:3], 4))  # [CLS], [SEP] gone


def test_grid_has_one_heatmap_per_head_on_its_own_axes():
    att = small_map()
    fig = attention.figure(att, head=attention.GRID)
    assert len(fig.data) == 2 * 3
    assert len({(t.xaxis, t.yaxis) for t in fig.data}) == 6
    domains = {tuple(fig.layout[f"xaxis{i if i > 1 else ''}"].domain) for i in range(1, 7)}
    assert len(domains) == 3  # three columns of heads
    assert all(t.z.shape == (4, 4) for t in fig.data)


@pytest.mark.parametrize("layers, heads", [(6, 6), (4, 4), (3, 4), (7, 5)])
def test_grid_domains_stay_within_the_figure(layers, heads):
    """Every layer count gives axes inside [0, 1] (with 6 layers the sums once left -4e-17, which plotly refuses)."""
    ids = [1, 500, 501, 2]
    weights = np.random.default_rng(0).dirichlet(np.ones(4), size=(layers, heads, 4)).astype(np.float32)
    att = inference.AttentionMap("self-attention", weights, ids, ids, ["a"] * 4, ["a"] * 4)
    layout = attention.figure(att, head=attention.GRID).to_plotly_json()["layout"]
    domains = [layout[k]["domain"] for k in layout if k.startswith(("xaxis", "yaxis"))]
    assert len(domains) == 2 * layers * heads and all(0 <= lo < hi <= 1 for lo, hi in domains)


def test_grid_figure_structure():
    """What the browser gets for 2 layers x 3 heads, hand-checked: axes, domains, titles, labels, weights."""
    att = small_map()
    figure = attention.figure(att, head=attention.GRID, hide_special=True)
    traces, layout = figure.to_plotly_json()["data"], figure.to_plotly_json()["layout"]
    labels = ["1 &lt;img␣src=x␣onerror=alert(1)&gt;", '2 ␣"the']  # [CLS] and [SEP] hidden
    ent = attention.head_entropy(att, hide_special=True)
    for n, (l, h) in enumerate([(l, h) for l in range(2) for h in range(3)], start=1):
        suffix = "" if n == 1 else str(n)
        t = traces[n - 1]
        assert (t["type"], t["xaxis"], t["yaxis"], t["coloraxis"]) == ("heatmap", f"x{suffix}", f"y{suffix}",
                                                                        "coloraxis")
        assert list(t["x"]) == labels and list(t["y"]) == labels
        np.testing.assert_array_equal(figure.data[n - 1].z, np.round(att.weights[l, h][1:3, 1:3], 4))
        assert t["hovertemplate"].startswith(f"layer {l}, head {h}<br>query %{{y}}")
        x_axis, y_axis = layout[f"xaxis{suffix}"], layout[f"yaxis{suffix}"]
        # columns 0.94 / 3 wide with gaps of 0.03; rows 0.93 / 2 high with a gap of 0.07; layer 0 on top
        np.testing.assert_allclose(x_axis["domain"], [[0, 0.313333], [0.343333, 0.656667], [0.686667, 1]][h],
                                   atol=1e-6)
        np.testing.assert_allclose(y_axis["domain"], [[0.535, 1], [0, 0.465]][l], atol=1e-9)
        assert (x_axis["anchor"], y_axis["anchor"], y_axis["scaleanchor"]) == (f"y{suffix}", f"x{suffix}",
                                                                               f"x{suffix}")
        assert y_axis["autorange"] == "reversed" and x_axis["showticklabels"] is False
        note = layout["annotations"][n - 1]
        assert note["text"] == f"L{l}H{h} · {ent[l, h]:.2f} bits"
        assert (note["xref"], note["yref"], note["yanchor"]) == ("paper", "paper", "bottom")
        assert (note["x"], note["y"]) == pytest.approx((x_axis["domain"][0] + 0.94 / 6, y_axis["domain"][1]))  # tops
    assert len(traces) == 6 and len(layout["annotations"]) == 6
    assert layout["coloraxis"]["cmax"] == 1 and layout["height"] == 60 + 1000 // 3 * 2
    assert layout["title"]["text"].startswith("Self-attention: every head")


def test_entropy_figure_is_layers_by_heads():
    fig = attention.figure(small_map(), head=attention.ENTROPY)
    assert np.asarray(fig.data[0].z).shape == (2, 3)


def test_head_choices_cover_every_head():
    assert attention.head_choices(2) == [attention.AVERAGE, "head 0", "head 1", attention.GRID, attention.ENTROPY]


def test_export_csv_and_json_hold_every_weight():
    att = small_map()
    with open(attention.export(att, "csv"), newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    assert rows[0] == ["attention", "layer", "head", "query_pos", "query_token", "key_pos", "key_token", "weight"]
    assert len(rows) == 1 + 2 * 3 * 4 * 4
    row = rows[1 + (1 * 3 + 2) * 16 + 1 * 4 + 3]  # weights[1][2][1][3]: every index counted from 0, as in the JSON
    assert row[:4] == ["self-attention", "1", "2", "1"] and row[4] == "<img src=x onerror=alert(1)>"
    assert row[5] == "3"
    assert float(row[7]) == pytest.approx(float(att.weights[1, 2, 1, 3]), abs=1e-6)
    with open(attention.export([att], "json"), encoding="utf-8") as f:
        data = json.load(f)
    (entry,) = data["attention"]
    np.testing.assert_allclose(np.array(entry["weights"]), att.weights, atol=1e-6)
    assert entry["query_tokens"] == list(att.query_tokens)


# ---------------------------------------------------------------------------------------------------------------------
# Loading and the Model tab
# ---------------------------------------------------------------------------------------------------------------------


def test_a_broken_model_disables_only_itself(store, tmp_path):
    for name in ("gpt.safetensors", "tokenizer.json"):
        shutil.copy(store.folder / name, tmp_path / name)
    (tmp_path / "bert.safetensors").write_bytes(b"not a checkpoint at all")  # t5 is simply missing
    broken = model_store.ModelStore(tmp_path)
    status = broken.load()
    assert status["gpt"] is None and status["bert"] and status["t5"]
    assert inference.generate(broken.get("gpt"), "Hello", max_new_tokens=2).text.startswith("Hello")
    for kind in ("bert", "t5"):
        with pytest.raises(ModelUnavailable, match=r"train_tiny\.py --out") as e:
            broken.get(kind)
        assert f"{kind}.safetensors" in str(e.value)
    # Reload picks up fixed files without a new store.
    for name in ("bert.safetensors", "t5.safetensors"):
        shutil.copy(store.folder / name, tmp_path / name)
    assert broken.load() == {"gpt": None, "bert": None, "t5": None}


def test_model_card(store):
    gpt = store.get("gpt")
    rows = model_card.parameter_rows(gpt)
    assert rows[-1][0] == "total" and int(rows[-1][1].replace(",", "")) == sum(p.numel() for p in gpt.parameters())
    assert "GPT-2" in model_card.architecture(gpt)
    loaded = {k: store.get(k) for k in models.MODEL_KINDS}
    metrics = model_card.metric_rows(loaded)
    assert {r[0] for r in metrics} == {"GPT-2", "BERT", "T5"}
    log = model_card.read_train_log(store.folder)
    assert log is not None
    fig = model_card.curves_figure(log)
    kept = [t for t in fig.data if t.name == "kept weights"]  # one star per model whose log names its kept step
    assert len(kept) == sum(model_card.kept_point(e) is not None for e in log["models"].values())
    assert len(fig.data) - len(kept) == 2 * 3  # training and held-out loss for each model
    assert model_card.curves_figure(None).layout.annotations  # no log: a note instead of a plot


def test_docstring_examples():
    import doctest
    from models import tasks  # the typed-text rule and blanks_to_sentinels, which inference wraps
    results = [doctest.testmod(module) for module in (inference, tasks)]
    assert sum(r.attempted for r in results) >= 3 and sum(r.failed for r in results) == 0
