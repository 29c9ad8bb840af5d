"""The structure views of the Inside tab (playground/inside/structure.py, and neighbours.py, objective.py,
distribution.py, snapshots.py beside it), each checked against the code it must show: the models' own masks and
position bias, the embedding table, the objectives training calls, the snapshots through playground.inference, and
the distribution generation samples from.

The models are small and random, written into a folder of their own with a tokenizer trained here (a second),
so no test depends on the bundled weights, which a training run may replace at any time.
"""

import json
import os
import re
from collections import Counter

import numpy as np
import plotly.graph_objects as go
import pytest
import torch
import torch.nn.functional as F

import models
from models import objectives
from models.t5 import relative_position_bucket
from models.tokenizer import EOS_ID, PAD_ID, train_tokenizer
from playground import inference, model_store
from playground.input_checks import InputError
from playground.inside import distribution, neighbours, objective, snapshots, structure, trace
from tests.conftest import randomize_
from training.runfiles import save_snapshot

# the structure views, and those in files of their own, in the tab's order
VIEWS = structure.VIEWS + neighbours.VIEWS + objective.VIEWS + distribution.VIEWS + snapshots.VIEWS
SENTENCES = ["The cat sat on the mat by the door.", "Gran baked bread in the morning.", "Ada went home with apples."]
TEXTS = {"gpt": "The cat sat on the mat.", "bert": "The cat sat on the [MASK].", "t5": "The cat ___ on the mat."}
LOG_STEPS = 40


def random_models(tok, seed: int) -> dict:
    """Small random GPT, BERT and T5 on this tokenizer."""
    torch.manual_seed(seed)
    V = tok.vocab_size
    gpt = models.GPT(models.GPTConfig(vocab_size=V, max_seq_len=64, d_model=32, n_layer=2, n_head=2,
                                      eos_token_id=EOS_ID))
    bert = models.BERT(models.BERTConfig(vocab_size=V, max_seq_len=48, d_model=32, n_layer=2, n_head=2))
    t5 = models.T5(models.T5Config(vocab_size=V, d_model=32, d_head=16, d_ff=64, n_layer=2, n_head=2,
                                   eos_token_id=EOS_ID))
    # Spread the weights so that distributions are peaked and neighbours differ (attention stays far from
    # underflow: the masks test reads exact zeros as masked).
    return {"gpt": randomize_(gpt, 0.3, seed), "bert": randomize_(bert, 0.3, seed), "t5": randomize_(t5, 0.1, seed)}


def write_log(folder, held_out):
    losses = [round(9.0 - 0.1 * s, 3) for s in range(1, LOG_STEPS + 1)]
    entry = {"steps": LOG_STEPS, "train_steps": list(range(1, LOG_STEPS + 1)), "train_loss": losses,
             "valid_steps": [20, 40], "valid_loss": [7.5, 5.5]}
    log = {"models": {kind: dict(entry) for kind in ("gpt", "bert", "t5")}, "corpus": {"held_out": str(held_out)}}
    (folder / "train_log.json").write_text(json.dumps(log))


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    """A weights folder: tokenizer, three models, train_log.json, a held-out text, and snapshots of GPT (1%, 10%)
    and BERT (10%) written by training's own save_snapshot; T5 has none."""
    folder = tmp_path_factory.mktemp("weights")
    held_out = folder / "held_out.txt"
    held_out.write_text("\n\n".join(SENTENCES * 30), encoding="utf-8")
    tok = train_tokenizer([str(held_out)], vocab_size=420)
    tok.save(folder / "tokenizer.json")
    for kind, model in random_models(tok, seed=0).items():
        models.save(model, folder / f"{kind}.safetensors")
    write_log(folder, held_out)
    early = random_models(tok, seed=1)
    for kind, percent, step in (("gpt", 1, 1), ("gpt", 10, 4), ("bert", 10, 4)):
        save_snapshot(early[kind], folder, step, percent)
    return folder


@pytest.fixture(scope="module")
def store(folder):
    store = model_store.ModelStore(folder)
    assert not any(store.load().values()), store.status()
    return store


def compute(view_name: str, store, kind: str, text: str, **options):
    view = next(v for v in VIEWS if v.name == view_name)
    return view.compute(store, kind, text, **({o.name: o.default for o in view.options} | options))


def close(shown, exact, digits=structure.DIGITS):
    """Numbers the view rounded to `digits` decimals against the exact ones."""
    return np.allclose(as_array(shown), as_array(exact), rtol=0, atol=0.5 * 10 ** -digits + 1e-6)


def as_array(values) -> np.ndarray:
    if isinstance(values, (list, tuple)) and values and isinstance(values[0], torch.Tensor):
        values = torch.stack(list(values))
    if isinstance(values, torch.Tensor):
        return values.detach().double().numpy()
    return np.asarray(values, dtype=float)


# -- every view --------------------------------------------------------------------------------------------------------


def test_six_records_with_their_endpoint_names_and_plain_words():
    assert [v.name for v in VIEWS] == ["masks", "positions", "neighbours", "objective", "distribution",
                                       "snapshots"]
    for view in VIEWS:
        assert 2 <= len(re.findall(r"[.!?](\s|$)", view.idea)) <= 3 and view.try_this
        assert set(view.kinds) <= {"gpt", "bert", "t5"} and set(view.examples) <= set(view.kinds)
        for option in view.options:
            assert option.kind in ("int", "float", "bool", "choice", "text", "int_list")
            if option.kind in ("int", "float"):
                assert option.low <= option.default <= option.high
            if option.kind == "choice":
                assert option.default in option.choices


def test_every_view_answers_json_data_and_a_figure_for_each_of_its_models(store):
    for view in VIEWS:
        for kind in view.kinds:
            data = compute(view.name, store, kind, TEXTS[kind])
            assert json.loads(json.dumps(data)) == data  # plain JSON, nothing else
            for value in data.values():
                if isinstance(value, dict) and "headers" in value:
                    assert all(len(row) == len(value["headers"]) for row in value["data"])
            assert isinstance(view.figure(data), go.Figure)


# -- 1. masks ----------------------------------------------------------------------------------------------------------


def returned_weights(store, text: str, pad: int) -> dict[str, torch.Tensor]:
    """Every attention the models return for the inputs the masks view describes, (L, H, T_q, T_k) each."""
    gpt, bert, t5 = (store.get(k) for k in ("gpt", "bert", "t5"))
    tok = gpt.tokenizer
    with torch.no_grad():
        # Typed special tokens are text except the tab's markers (inference.encode_typed): GPT reads none.
        weights = {"GPT-2 self-attention": gpt(torch.tensor([[EOS_ID] + inference.encode_typed(tok, text)]),
                                               output_attentions=True).attentions}
        ids = inference.bert_input_ids(bert, text) + [PAD_ID] * pad
        weights["BERT self-attention"] = bert(torch.tensor([ids]), output_attentions=True).attentions
        real = inference.encode_typed(tok, inference.blanks_to_sentinels(text), inference.SENTINEL_MARKER) + [EOS_ID]
        out = t5(torch.tensor([real + [PAD_ID] * pad]), attention_mask=torch.tensor([[1] * len(real) + [0] * pad]),
                 decoder_input_ids=torch.tensor([[0] + real[:-1]]), output_attentions=True)
    weights |= {"T5 encoder self-attention": out.encoder_attentions, "T5 decoder self-attention":
                out.decoder_attentions, "T5 cross-attention": out.cross_attentions}
    return {title: torch.stack([w[0] for w in per_layer]) for title, per_layer in weights.items()}


@pytest.mark.parametrize("text, pad", [("The cat sat on the mat.", 3), ("Gran baked ___ in the [MASK].", 0),
                                       ("Ada", 5)])
def test_drawn_masks_are_where_the_models_attention_weights_are_non_zero(store, text, pad):
    data = compute("masks", store, "bert", text, pad_tokens=pad)
    weights = returned_weights(store, text, pad)
    assert [p["title"] for p in data["panels"]] == list(weights)
    for panel in data["panels"]:
        seen = (weights[panel["title"]] > 0).all(dim=(0, 1)) | ~(weights[panel["title"]] > 0).any(dim=(0, 1))
        assert seen.all(), f"{panel['title']}: layers or heads disagree on what is masked"
        assert torch.tensor(panel["allowed"]).bool().tolist() == (weights[panel["title"]][0, 0] > 0).tolist(), \
            panel["title"]
    assert [p["selected"] for p in data["panels"]] == [False, True, False, False, False]


def test_masks_by_hand_for_three_tokens_and_two_pads(store):
    tok = store.get("gpt").tokenizer
    text = "a b"  # GPT: [EOS] a ␣b; BERT: [CLS] a ␣b [SEP] [PAD] [PAD]; T5: a ␣b [EOS] [PAD] [PAD]
    assert len(tok.encode(text)) == 2
    panels = {p["title"]: p["allowed"] for p in compute("masks", store, "gpt", text, pad_tokens=2)["panels"]}
    assert panels["GPT-2 self-attention"] == [[1, 0, 0], [1, 1, 0], [1, 1, 1]]
    assert panels["BERT self-attention"] == [[1, 1, 1, 1, 0, 0]] * 6
    assert panels["T5 encoder self-attention"] == [[1, 1, 1, 0, 0]] * 5
    assert panels["T5 decoder self-attention"] == [[1, 0, 0], [1, 1, 0], [1, 1, 1]]
    assert panels["T5 cross-attention"] == [[1, 1, 1, 0, 0]] * 3


def test_masks_refuse_a_text_too_long_to_draw(store):
    with pytest.raises(InputError, match="shorten it"):
        compute("masks", store, "gpt", "word " * 60)


# -- 2. positions ------------------------------------------------------------------------------------------------------


def test_t5_bias_numbers_are_what_its_encoder_and_decoder_add_to_the_scores(store):
    t5 = store.get("t5")
    data = compute("positions", store, "t5", TEXTS["t5"], positions=20)
    ids = inference.encode_with_markers(t5.tokenizer, inference.blanks_to_sentinels(TEXTS["t5"])) + [EOS_ID]
    twin = trace.twin(t5)
    with trace.record(twin, ["encoder_blocks.0.attn", "decoder_blocks.1.attn"]) as calls, torch.no_grad():
        twin(torch.tensor([ids]), decoder_input_ids=torch.tensor([ids]))
    encoder_bias = calls["encoder_blocks.0.attn"].kwargs["bias"][0]  # (H, T, T) added to every encoder score
    assert close(data["encoder"]["bias"], encoder_bias)
    table = t5.encoder_pos_bias.bucket_emb.weight
    assert close(data["encoder"]["bias"], table[torch.tensor(data["encoder"]["buckets"])].permute(2, 0, 1))
    decoder_bias = calls["decoder_blocks.1.attn"].kwargs["bias"][0]
    T = len(ids)
    for name, bias in (("encoder_by_distance", encoder_bias), ("decoder_by_distance", decoder_bias)):
        by_distance = np.array(data[name]["bias"])  # (H, distances)
        for q in range(T):
            for k in range(T):
                assert close(by_distance[:, k - q + 20], bias[:, q, k]), (name, q, k)
    distance = data["distance"]
    buckets = dict(zip(distance, data["encoder_by_distance"]["bucket"]))
    assert (buckets[-1], buckets[0], buckets[1]) == (1, 0, 17)  # relative_position_bucket's docstring example
    assert data["decoder_by_distance"]["bucket"][distance.index(5):] == [0] * 16  # later keys: bucket 0
    assert data["encoder"]["buckets"] == relative_position_bucket(
        torch.arange(T)[None] - torch.arange(T)[:, None], True, 32, 128).tolist()


@pytest.mark.parametrize("kind", ["gpt", "bert"])
def test_learned_positions_are_the_table_and_the_sinusoids_are_the_papers(store, kind):
    model = store.get(kind)
    data = compute("positions", store, kind, TEXTS[kind], positions=128)
    table = model.pos_emb.weight
    assert data["positions"] == table.shape[0]  # all of them, the model has fewer than asked for
    assert close(data["learned"]["values"], table, 3)
    assert close(data["learned"]["cosine"], F.cosine_similarity(table[:, None], table[None], dim=-1), 3)
    sinusoids = np.array(data["sinusoidal"]["values"])
    width = table.shape[1]
    assert close(sinusoids[0], [0.0, 1.0] * (width // 2), 3)
    assert close(sinusoids[5, :4], [np.sin(5), np.cos(5), np.sin(5 / 10000 ** (2 / width)),
                                    np.cos(5 / 10000 ** (2 / width))], 3)


# -- 3. embeddings -----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["gpt", "bert", "t5"])
def test_nearest_tokens_are_the_closest_rows_of_the_embedding_table(store, kind):
    model = store.get(kind)
    tok = model.tokenizer
    data = compute("neighbours", store, kind, "The cat sat on the mat.", word="cat", top_n=7)
    cat = tok.encode(" cat")[0]
    assert data["token_id"] == cat
    table = model.tok_emb.weight
    cosine = F.cosine_similarity(table[cat][None], table, dim=-1)
    cosine[cat] = -2
    cosine[sorted(tok.special_ids)] = -2
    top = cosine.topk(7)
    assert [row[1] for row in data["nearest"]["data"]] == [inference.visible(tok.decode([i])) for i in top.indices]
    assert close([row[2] for row in data["nearest"]["data"]], top.values)


@pytest.mark.parametrize("kind", ["gpt", "bert"])
def test_the_words_vector_per_layer_is_the_models_own_hidden_state(store, kind):
    model = store.get(kind)
    ids = structure.model_ids(model, kind, "The cat sat on the mat.")
    states = neighbours.hidden_states(model, kind, ids)
    assert len(states) == model.config.n_layer + 1
    with torch.no_grad():
        logits = model(torch.tensor([ids])).logits[0]
        last = model.lm_head(model.norm_f(states[-1])) if kind == "gpt" else model.mlm_head(states[-1])
        first = (model.tok_emb(torch.tensor(ids)) + model.pos_emb.weight[:len(ids)]) if kind == "gpt" else None
    assert torch.allclose(last, logits, atol=1e-5)
    if first is not None:
        assert torch.allclose(states[0], first)
    data = compute("neighbours", store, kind, "The cat sat on the mat.", word="cat")
    position = ids.index(model.tokenizer.encode(" cat")[0])
    own = model.tok_emb.weight[ids[position]]
    assert close(data["layer_cosine"], [F.cosine_similarity(s[position], own, dim=0) for s in states])


def test_the_map_is_a_pca_of_the_most_frequent_tokens_of_the_held_out_text(store, folder):
    model = store.get("gpt")
    tok = model.tokenizer
    data = compute("neighbours", store, "gpt", "The cat sat on the mat.", map_tokens=30)["map"]
    counts = Counter(tok.encode((folder / "held_out.txt").read_text()))
    frequent = [t for t, _ in counts.most_common() if t not in tok.special_ids][:30]
    assert data["tokens"] == [inference.visible(tok.decode([t])) for t in frequent]
    points = model.tok_emb.weight[frequent].detach().double().numpy()
    centred = points - points.mean(axis=0)
    _, singular, directions = np.linalg.svd(centred, full_matrices=False)
    expected = centred @ directions[:2].T
    shown = np.stack([data["x"], data["y"]], axis=1)
    assert close(np.abs(shown), np.abs(expected))  # each axis is defined up to its sign
    assert close(data["explained"], singular[:2] ** 2 / (singular ** 2).sum())


def test_a_word_not_in_the_text_or_a_text_too_long_for_the_model_is_refused(store):
    with pytest.raises(InputError, match=r"'zebra' is not one token of your text; pick one of: The, cat, sat"):
        compute("neighbours", store, "bert", "The cat sat.", word="zebra")
    with pytest.raises(InputError, match=r"The text is 121 tokens and GPT-2 reads at most 64; shorten"):
        compute("neighbours", store, "gpt", " cat" * 120)


# -- 4. objectives -----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [0, 1, 7])
def test_the_pairs_are_what_the_training_objectives_build_for_the_same_seed(store, seed):
    tok = store.get("gpt").tokenizer
    text = "Gran whisked the eggs and warmed up some soup for the dinner at home."
    ids = tok.encode(text)
    gpt = compute("objective", store, "gpt", text, seed=seed)["batch"]
    expected = objectives.causal_lm_batch(torch.tensor([[EOS_ID] + ids]))
    assert gpt == {k: v[0].tolist() for k, v in expected.items()}
    bert = compute("objective", store, "bert", text, seed=seed, rate=0.3)["batch"]
    expected = objectives.masked_lm_batch(objectives.add_cls_sep(torch.tensor([ids]), tok), mask_id=tok.mask_id,
                                          vocab_size=tok.vocab_size, special_ids=tok.special_ids, pad_id=tok.pad_id,
                                          generator=torch.Generator().manual_seed(seed), mask_prob=0.3)
    assert bert == {k: v[0].tolist() for k, v in expected.items()}
    data = compute("objective", store, "t5", text, seed=seed, rate=0.3)
    expected = objectives.span_corruption_batch([ids], sentinel_ids=tok.sentinel_ids, eos_id=EOS_ID, pad_id=PAD_ID,
                                                rng=np.random.default_rng(seed), noise_density=0.3)
    assert data["batch"]["input_ids"] == expected["input_ids"][0].tolist()
    assert data["batch"]["labels"] == expected["labels"][0].tolist()
    assert data["batch"]["decoder_input_ids"] == [0] + expected["labels"][0].tolist()[:-1]
    # The table marks exactly the tokens the target spells out, span by span.
    dropped = [ids[row[0]] for row in data["pairs"]["data"] if row[2]]
    spans = objectives.parse_spans(data["batch"]["labels"], tok.sentinel_ids, EOS_ID)
    assert dropped == sum(spans.values(), []) and dropped


def test_bert_rows_say_what_happened_to_each_chosen_token(store):
    text = "The" + " cat" * 39  # 40 ordinary tokens
    rows = compute("objective", store, "bert", text, seed=3, rate=0.5)["pairs"]["data"]
    changes = Counter("random" if row[3].startswith("→ random token") else row[3] for row in rows if row[2])
    assert sum(changes.values()) == 20  # 0.5 of the 40 ordinary tokens
    assert set(changes) <= {"→ [MASK]", "random", "kept as it is"} and changes["→ [MASK]"] >= 10
    masked = [row for row in rows if row[3] == "→ [MASK]"]
    assert all(row[4] == "[MASK]" and row[5] in ("The", "␣cat") for row in masked)


def test_gpt_pairs_by_hand(store):
    tok = store.get("gpt").tokenizer
    rows = compute("objective", store, "gpt", "a b")["pairs"]["data"]
    assert [row[2:] for row in rows] == [["[EOS]", "a"], ["a", "␣b"]]
    assert tok.encode("a b") == tok.encode("a") + tok.encode(" b")


# -- 5. snapshots ------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["gpt", "bert"])
def test_each_snapshot_answers_through_the_playgrounds_own_functions(store, folder, kind):
    data = compute("snapshots", store, kind, TEXTS[kind], snapshot="10%", layer=1, head=0)
    percents = ["1%", "10%", "100%"] if kind == "gpt" else ["10%", "100%"]
    assert [row[0] for row in data["outputs"]["data"]] == percents
    early = models.load(folder / "snapshots" / f"{kind}-010.safetensors")
    early.tokenizer = store.get(kind).tokenizer
    if kind == "gpt":
        update = inference.generate(early, TEXTS[kind], max_new_tokens=snapshots.GPT_CONTINUATION, temperature=0.0,
                                    top_k=0, top_p=1.0, repetition_penalty=1.0)
        assert data["outputs"]["data"][1][3] == update.new_text
        attention = inference.gpt_attention(early, update.context_ids[:-len(update.steps)])
    else:
        result = inference.fill_mask(early, TEXTS[kind], top_k=3)
        assert data["outputs"]["data"][0][3].split(", ")[0].startswith(
            inference.visible(result.predictions[0][0]["token_str"]))
        attention = result.attention
    assert data["shown"] == "10%" and data["attention"]["head"] == "head 0"
    assert close(data["attention"]["weights"], attention.weights[1, 0], 3)
    assert [m["step"] for m in data["markers"]] == ([1, 4, LOG_STEPS] if kind == "gpt" else [4, LOG_STEPS])
    assert data["curve"]["steps"][-1] == LOG_STEPS and data["curve"]["valid_loss"] == [7.5, 5.5]
    assert "no 30% snapshot" in data["message"] or "30% snapshot" in data["message"]
    assert "python train_tiny.py" in data["message"] and "Shown here" not in data["message"]


def test_without_snapshots_the_view_says_how_to_make_them(store):
    data = compute("snapshots", store, "t5", TEXTS["t5"], snapshot="30%")
    assert "python train_tiny.py --out" in data["message"] and "Shown here: the finished model" in data["message"]
    assert data["shown"] == "100%" and [row[0] for row in data["outputs"]["data"]] == ["100%"]
    result = inference.infill(store.get("t5"), TEXTS["t5"], max_new_tokens=snapshots.T5_MAX_NEW_TOKENS)
    assert data["outputs"]["data"][0][3] == result.filled


def test_snapshots_are_loaded_once_and_again_when_rewritten(store, folder, monkeypatch):
    loads = []
    real_load = models.load
    monkeypatch.setattr(snapshots.models, "load", lambda path: loads.append(path) or real_load(path))
    snapshots._load_snapshot.cache_clear()
    compute("snapshots", store, "gpt", TEXTS["gpt"])
    compute("snapshots", store, "gpt", TEXTS["gpt"], snapshot="1%")
    assert len(loads) == 2  # 1% and 10%, once each
    path = folder / "snapshots" / "gpt-010.safetensors"
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 10**9))
    compute("snapshots", store, "gpt", TEXTS["gpt"])
    assert len(loads) == 3


def test_a_layer_or_head_the_model_does_not_have_is_refused(store):
    with pytest.raises(InputError, match="has 2 layers; pick a layer from 0 to 1"):
        compute("snapshots", store, "bert", TEXTS["bert"], layer=2)
    with pytest.raises(InputError, match="has 2 heads per layer"):
        compute("snapshots", store, "gpt", TEXTS["gpt"], head=5)


# -- 6. temperature, seen ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("temperature, top_k, top_p, penalty", [(1.0, 40, 0.95, 1.0), (0.7, 0, 0.6, 1.3),
                                                                 (1.6, 5, 1.0, 1.0), (1.2, 200, 0.3, 2.0)])
def test_shown_probabilities_are_those_generation_samples_from(store, temperature, top_k, top_p, penalty):
    gpt = store.get("gpt")
    text = "The cat sat on the"
    data = compute("distribution", store, "gpt", text, temperature=temperature, top_k=top_k, top_p=top_p,
                   repetition_penalty=penalty, samples=300, seed=4, shown=50)
    ids = torch.tensor([inference.prepare_prompt(gpt, text, 1)[0]])
    step = next(gpt.stream_generate(ids, max_new_tokens=1, temperature=temperature, top_k=top_k or None,
                                    top_p=top_p, repetition_penalty=penalty, seed=4))
    shown = data["token_ids"]
    kept = step.probs * step.kept
    assert close(data["probs"], step.probs[shown])
    assert close(data["chance"], (kept / kept.sum())[shown])
    assert data["kept"] == int(step.kept.sum())
    # "Sample N times" draws what generate draws as the first token of N copies of the prompt, with the seed.
    drawn = gpt.generate(ids.repeat(300, 1), max_new_tokens=1, temperature=temperature, top_k=top_k or None,
                         top_p=top_p, repetition_penalty=penalty, seed=4)[:, -1]
    counts = Counter(drawn.tolist())
    assert data["counts"] == [counts.get(t, 0) for t in shown]
    assert data["other_samples"] == 300 - sum(data["counts"])


def test_temperature_zero_is_greedy_and_every_sample_is_the_argmax(store):
    data = compute("distribution", store, "gpt", "The cat", temperature=0.0, samples=50)
    assert data["greedy"] and data["chance"][0] == 1.0 and sum(data["chance"]) == 1.0
    assert data["counts"][0] == 50 and data["status"][0] == "taken (greedy)"


def test_the_distribution_is_gpts_only():
    view = next(v for v in VIEWS if v.name == "distribution")
    assert view.kinds == ("gpt",)
