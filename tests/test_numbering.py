"""One numbering (docs/inside.md, "Counting from 0"): layers, heads and token positions count from 0 in every view,
plot, picker, export and API parameter, as in the model's code (`blocks.0`) and in the exported arrays.

Each check reads what a user sees: the text of every figure (titles, axis labels, hover templates, annotations,
legend names) and the data a view returns, searched for "layer N", "head N", "L0H1" and "blocks.N". A view that
counts from 1 shows either a number one past the last (the last layer as "layer 6" of six) or no 0 where the first
layer or head is shown; both fail here.
"""

import csv
import json
import re

import gradio as gr
import pytest
import torch

from app_process import app_demo
from playground import attention, handlers, inference
from playground.inside import VIEWS, endpoints

LAYER = re.compile(r"\blayer (\d+)|\bL(\d+) ?H\d+\b|\bblocks\.(\d+)\b")
HEAD = re.compile(r"\bhead (\d+)|\bL\d+ ?H(\d+)\b")


def named(pattern: re.Pattern, text: str) -> set[int]:
    """Every number the pattern names in the text (whichever of its groups matched)."""
    return {int(next(g for g in m.groups() if g is not None)) for m in pattern.finditer(text)}


def shown(*things) -> str:
    """What a user can read of figures and data: all their text, as one string."""
    return " ".join(json.dumps(t.to_plotly_json() if hasattr(t, "to_plotly_json") else t, default=str)
                    for t in things)


def assert_within(text: str, n_layer: int, n_head: int, where: str) -> tuple[set[int], set[int]]:
    """No layer or head named past count - 1; returns the layers and heads named."""
    layers, heads = named(LAYER, text), named(HEAD, text)
    for what, numbers, count in (("layer", layers, n_layer), ("head", heads, n_head)):
        assert all(n < count for n in numbers), f"{where}: {what}s {sorted(numbers)} of {count}"
    return layers, heads


def assert_counts_from_0(text: str, n_layer: int, n_head: int, where: str) -> None:
    """Within the model's sizes, and the smallest layer or head named is 0 (the first layer, the first head, or the
    "L0H1" of an example)."""
    layers, heads = assert_within(text, n_layer, n_head, where)
    if layers or heads:
        assert min(layers | heads) == 0, f"{where}: layers {sorted(layers)}, heads {sorted(heads)}"



def sizes(model) -> tuple[int, int]:
    config = model.config
    return max(config.n_layer, getattr(config, "n_decoder_layer", None) or 0), config.n_head


@pytest.mark.parametrize("name, kind", [(n, k) for n, v in VIEWS.items() for k in v.kinds])
def test_every_inside_view_counts_from_0(store, name, kind):
    """Each view with its default options, on its starting text."""
    torch.set_num_threads(1)
    data, figure = endpoints.answer(store, VIEWS[name], kind, endpoints.DEFAULT_TEXTS[kind])
    assert_counts_from_0(shown(data, figure), *sizes(store.get(kind)), f"/{name} for {kind}")


def test_the_inside_options_count_from_0():
    """A layer, head or token-position option starts at 0, or at -1 (the average of the heads, the last token)."""
    checked = 0
    for view in VIEWS.values():
        for option in view.options:
            if option.name in ("layer", "head", "query", "token") and option.kind == "int":
                assert option.low in (0, -1) and option.default in (0, -1), (view.name, option)
                checked += 1
    assert checked >= 5


def panel_maps() -> dict[str, inference.AttentionMap]:
    """The attention each tab's panel draws, from the handlers a page event calls (default pickers)."""
    gpt = handlers.MODELS.get("gpt")
    maps = {"gpt": inference.gpt_attention(gpt, gpt.tokenizer.encode("Once upon a time"))}
    maps["bert"] = handlers.fill_mask("The cat is a [MASK].", 5)[3]["self-attention"]
    for which, att in handlers.infill("The dog wagged its ___.", 20)[3].items():
        maps[f"t5 {which}"] = att
    return maps


def test_the_attention_panels_and_their_exports_count_from_0():
    """Every view of the panel (each head, the average, the grid, the entropy) at every layer its slider offers,
    and the CSV export, whose layer, head and positions index the JSON export's nested lists."""
    for name, att in panel_maps().items():
        L, H, Tq, Tk = att.weights.shape
        low, high = attention.layer_range(L)
        seen = ""
        for layer in range(low, high + 1):
            for head in attention.head_choices(H):
                text = shown(attention.figure(att, layer, head))
                assert_within(text, L, H, f"{name}, layer {layer}, {head}")
                seen += text
        assert named(LAYER, seen) == set(range(L)) and named(HEAD, seen) == set(range(H)), name
        default = shown(attention.figure(att))  # the pickers as a page opens: layer 0, the average
        assert f"layer 0, average of {H} heads" in default, name
        assert named(HEAD, " ".join(attention.head_choices(H))) == set(range(H))

        with open(attention.export(att, "csv"), newline="", encoding="utf-8") as f:
            rows = list(csv.DictReader(f))
        weights = json.load(open(attention.export(att, "json"), encoding="utf-8"))["attention"][0]["weights"]
        for column, count in (("layer", L), ("head", H), ("query_pos", Tq), ("key_pos", Tk)):
            assert {int(r[column]) for r in rows} == set(range(count)), (name, column)
        for r in rows[:: max(1, len(rows) // 50)]:
            at = weights[int(r["layer"])][int(r["head"])][int(r["query_pos"])][int(r["key_pos"])]
            assert float(r["weight"]) == pytest.approx(at, abs=2e-6)  # the CSV has 6 decimals


def test_every_layer_slider_and_head_picker_of_the_page_counts_from_0():
    """The attention panels of Generate, Fill mask and Infill, and the Train tab's, as the page is built."""
    blocks = list(app_demo().blocks.values())
    layer_sliders = [b for b in blocks if isinstance(b, gr.Slider) and b.label == "Layer"]
    head_pickers = [b for b in blocks if isinstance(b, gr.Dropdown) and b.label == "Head or view"]
    assert len(layer_sliders) >= 4 and len(head_pickers) >= 4  # three model tabs and the Train tab
    for slider in layer_sliders:
        assert (slider.minimum, slider.value) == (0, 0), slider.elem_id
    for picker in head_pickers:
        heads = named(HEAD, " ".join(str(c[0]) for c in picker.choices))
        assert min(heads) == 0 and heads == set(range(len(heads))), picker.elem_id
