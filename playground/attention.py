"""The attention view shared by all tabs: plotly figures of an AttentionMap, per-head entropy, and exports.

    from playground import attention, inference
    att = inference.fill_mask(bert, "The cat sat on the [MASK].").attention
    attention.figure(att, layer=0, head=attention.AVERAGE).show()  # layer 0: the one nearest the input
    attention.figure(att, head=attention.GRID)                     # every head of every layer at once
    attention.export(att, "csv")                                   # path of a temp file with the raw weights

Layers, heads and token positions count from 0 here as everywhere in the project (docs/inside.md says why): layer 0
is blocks[0], "head 0" the first head, and the CSV's layer, head, query_pos and key_pos are the indices of the JSON's
nested lists.

Views (the `head` argument): one head ("head 2", the third), the average of a layer's heads, all heads of all
layers as a grid (one go.Figure whose axes have hand-set domains: about ten times faster than make_subplots), or
the mean entropy of each head. Every text is escaped with escape() below: plotly renders a few HTML tags in text.
PNG export needs no server code: the camera button in the plot's toolbar saves the figure in the browser.
"""

from __future__ import annotations

import csv
import html
import json
import tempfile
import time
from pathlib import Path

import numpy as np
import plotly.graph_objects as go

from playground.inference import STRUCTURAL_IDS, AttentionMap, visible

AVERAGE = "average of heads"
GRID = "all heads (grid)"
ENTROPY = "entropy per head"
COLORSCALE = "Blues"
FONT = dict(family="ui-sans-serif, system-ui, sans-serif", size=12)


def escape(text: str) -> str:
    """html.escape for plotly text: & < > only. Plotly turns &lt; back into '<' on screen but knows no &quot;,
    and a quote outside a tag is harmless."""
    return html.escape(text, quote=False)


def head_choices(n_head: int) -> list[str]:
    """The options of the head picker, for a model with n_head heads (counted from 0)."""
    return [AVERAGE] + [f"head {h}" for h in range(n_head)] + [GRID, ENTROPY]


def layer_range(n_layer: int) -> tuple[int, int]:
    """The layer slider's (minimum, maximum): 0 to n_layer - 1. A slider needs maximum > minimum, so a one-layer
    model gets 0 to 1 (figure() clamps the layer)."""
    return 0, max(n_layer - 1, 1)


def labels(tokens: list[str], positions: list[int]) -> list[str]:
    """Axis categories: escaped token text with its position, so repeated tokens stay distinct ('3 ␣the')."""
    return [f"{p} {escape(visible(t))}" for t, p in zip(tokens, positions)]


def kept_positions(ids: list[int], hide_special: bool) -> list[int]:
    return [i for i, t in enumerate(ids) if not (hide_special and t in STRUCTURAL_IDS)]


def entropy(weights: np.ndarray) -> np.ndarray:
    """Entropy in bits of each attention row, (..., T_q, T_k) -> (..., T_q). 0 = all weight on one token;
    log2(n) = spread evenly over n tokens."""
    p = np.clip(weights, 1e-12, 1.0)
    return -(weights * np.log2(p)).sum(axis=-1)


def head_entropy(att: AttentionMap, hide_special: bool = False) -> np.ndarray:
    """Mean row entropy of each head, (L, H), over the query positions shown."""
    rows = kept_positions(att.query_ids, hide_special) or list(range(len(att.query_ids)))
    return entropy(att.weights[:, :, rows, :]).mean(axis=-1)


def message_figure(text: str) -> go.Figure:
    """An empty figure with a note, for when there is nothing to plot yet."""
    note = dict(text=escape(text), showarrow=False, font=dict(size=14, color="#555"), xref="paper", yref="paper",
                x=0.5, y=0.5)
    return go.Figure(layout=dict(annotations=[note], height=220, xaxis=dict(visible=False),
                                 yaxis=dict(visible=False), font=FONT, margin=dict(l=10, r=10, t=10, b=10),
                                 plot_bgcolor="white"))


def figure(att: AttentionMap | None, layer: int = 0, head: str = AVERAGE, hide_special: bool = False) -> go.Figure:
    """The figure for one choice of the pickers. layer counts from 0; head is one of head_choices()."""
    if att is None:
        return message_figure("Run the model to see its attention here.")
    layer = min(max(int(layer or 0), 0), att.n_layer - 1)  # a panel's slider spans the model with the most layers
    rows = kept_positions(att.query_ids, hide_special)
    cols = kept_positions(att.key_ids, hide_special)
    if not rows or not cols:
        return message_figure("Every token here is a special token; untick 'hide special tokens' to see them.")
    if head == GRID:
        return grid_figure(att, rows, cols, hide_special)
    if head == ENTROPY:
        return entropy_figure(att, hide_special)
    if head == AVERAGE:
        z, which = att.weights[layer].mean(axis=0), f"layer {layer}, average of {att.n_head} heads"
    else:
        try:
            h = min(max(int(str(head).removeprefix("head ")), 0), att.n_head - 1)
        except ValueError:
            raise ValueError(f"head must be one of {head_choices(att.n_head)}, got {head!r}") from None
        z, which = att.weights[layer, h], f"layer {layer}, head {h}"
    z = np.round(z[np.ix_(rows, cols)], 4)
    size = max(len(rows), len(cols))
    heatmap = dict(
        type="heatmap", z=z, x=labels([att.key_tokens[c] for c in cols], cols),
        y=labels([att.query_tokens[r] for r in rows], rows), colorscale=COLORSCALE, zmin=0,
        zmax=float(max(z.max(), 1e-6)), colorbar=dict(title="weight", thickness=12),
        hovertemplate="query %{y}<br>key %{x}<br>weight %{z:.4f}<extra></extra>")
    # Data and layout in one constructor call: plotly validates each update_layout/add_trace call on its own, and
    # that validation, not the data, was most of the time of a figure (see grid_figure).
    return go.Figure(data=[heatmap], layout=dict(
        title=dict(text=f"{escape(att.name.capitalize())}: {which}", font=dict(size=14)),
        height=min(900, max(460, 240 + 22 * size)), font=FONT, margin=dict(l=10, r=10, t=50, b=10),
        xaxis=dict(title="key (attended to)", tickangle=-60, side="bottom", type="category",
                   tickfont=dict(size=10 if size < 40 else 8), constrain="domain"),
        yaxis=dict(title="query (attending)", autorange="reversed", type="category",
                   tickfont=dict(size=10 if size < 40 else 8), scaleanchor="x", constrain="domain"),  # square cells
        plot_bgcolor="white"))


def grid_figure(att: AttentionMap, rows: list[int], cols: list[int], hide_special: bool) -> go.Figure:
    """All heads of all layers: one row per layer, one column per head, each a heatmap with its own axes.

    Built in one go.Figure(data=..., layout=...) call: plotly validates the whole figure once, where one add_trace,
    add_annotation and update_layout per head validated it again and again (10 ms instead of 70 ms for 4 x 4 heads of
    110 tokens)."""
    L, H = att.n_layer, att.n_head
    gap_x, gap_y = 0.03, 0.07
    cell_w, cell_h = (1 - gap_x * (H - 1)) / H, (1 - gap_y * (L - 1)) / L
    ent = head_entropy(att, hide_special)
    xs = labels([att.key_tokens[c] for c in cols], cols)
    ys = labels([att.query_tokens[r] for r in rows], rows)
    z = np.round(att.weights[:, :, rows][:, :, :, cols], 4)  # (L, H, rows, cols)
    traces, annotations = [], []
    layout = dict(
        coloraxis=dict(colorscale=COLORSCALE, cmin=0, cmax=1, colorbar=dict(title="weight", thickness=12)),
        title=dict(text=f"{escape(att.name.capitalize())}: every head (rows = layers, columns = heads; "
                        "bits = mean entropy)", font=dict(size=14)),
        height=60 + 1000 // H * L, font=FONT, margin=dict(l=10, r=10, t=60, b=10), plot_bgcolor="white")
    for l in range(L):
        for h in range(H):
            n = l * H + h + 1
            suffix = "" if n == 1 else str(n)  # axes are x, x2, x3, ... and y, y2, y3, ...
            x0 = h * (cell_w + gap_x)
            y1 = 1 - l * (cell_h + gap_y)
            traces.append(dict(
                type="heatmap", z=z[l, h], x=xs, y=ys, xaxis=f"x{suffix}", yaxis=f"y{suffix}", coloraxis="coloraxis",
                hovertemplate=f"layer {l}, head {h}<br>query %{{y}}<br>key %{{x}}<br>"
                              f"weight %{{z:.4f}}<extra></extra>"))
            # Rounded and clamped: with 6 layers the sums leave -4e-17 at the bottom, which plotly refuses.
            x_domain = [max(0.0, round(x0, 9)), min(1.0, round(x0 + cell_w, 9))]
            y_domain = [max(0.0, round(y1 - cell_h, 9)), min(1.0, round(y1, 9))]
            layout[f"xaxis{suffix}"] = dict(domain=x_domain, anchor=f"y{suffix}", showticklabels=False,
                                            type="category", ticks="", constrain="domain")
            layout[f"yaxis{suffix}"] = dict(domain=y_domain, anchor=f"x{suffix}", showticklabels=False,
                                            type="category", ticks="", autorange="reversed",
                                            scaleanchor=f"x{suffix}", constrain="domain")
            annotations.append(dict(text=f"L{l}H{h} · {ent[l, h]:.2f} bits", x=x0 + cell_w / 2, y=y1,
                                    xref="paper", yref="paper", yanchor="bottom", showarrow=False,
                                    font=dict(size=11)))
    return go.Figure(data=traces, layout=dict(layout, annotations=annotations))


def entropy_figure(att: AttentionMap, hide_special: bool) -> go.Figure:
    """Mean attention entropy of every head as a layers x heads table of colours."""
    ent = np.round(head_entropy(att, hide_special), 3)
    n_keys = len(kept_positions(att.key_ids, hide_special))
    heatmap = dict(
        type="heatmap", z=ent, x=[f"head {h}" for h in range(att.n_head)],
        y=[f"layer {l}" for l in range(att.n_layer)], colorscale="Viridis", zmin=0, texttemplate="%{z:.2f}",
        colorbar=dict(title="bits", thickness=12),
        hovertemplate="%{y}, %{x}<br>mean entropy %{z:.3f} bits<extra></extra>")
    return go.Figure(data=[heatmap], layout=dict(
        title=dict(text=f"{escape(att.name.capitalize())}: mean entropy per head in bits (0 = all on one token; "
                        f"at most {np.log2(max(n_keys, 1)):.1f} = spread evenly over all {n_keys})",
                   font=dict(size=14)),
        height=140 + 60 * att.n_layer, font=FONT, margin=dict(l=10, r=10, t=50, b=10),
        yaxis=dict(autorange="reversed"), plot_bgcolor="white"))


# ---------------------------------------------------------------------------------------------------------------------
# Export: the raw weights as JSON or CSV
# ---------------------------------------------------------------------------------------------------------------------

EXPORT_DIR = Path(tempfile.gettempdir()) / "tiny-transformer-playground"
EXPORT_MAX_AGE_S = 3600  # exports older than this are deleted when a new one is written


def to_json(maps: list[AttentionMap]) -> dict:
    """{"attention": [{"name", "query_tokens", "key_tokens", "query_ids", "key_ids", "shape",
    "weights": nested list [layer][head][query][key]}]}"""
    return {"attention": [{"name": a.name, "shape": ["layer", "head", "query", "key"], "query_tokens": a.query_tokens,
                           "key_tokens": a.key_tokens, "query_ids": a.query_ids, "key_ids": a.key_ids,
                           "weights": np.round(a.weights, 6).tolist()} for a in maps]}


def csv_rows(maps: list[AttentionMap]):
    """One row per weight: attention, layer, head, query_pos, query_token, key_pos, key_token, weight (all four
    indices count from 0: the row holds weights[layer][head][query_pos][key_pos] of the JSON export)."""
    yield ["attention", "layer", "head", "query_pos", "query_token", "key_pos", "key_token", "weight"]
    for a in maps:
        L, H, Tq, Tk = a.weights.shape
        for l in range(L):
            for h in range(H):
                for q in range(Tq):
                    for k in range(Tk):
                        yield [a.name, l, h, q, a.query_tokens[q], k, a.key_tokens[k],
                               f"{a.weights[l, h, q, k]:.6f}"]


def export(maps: AttentionMap | list[AttentionMap], fmt: str) -> str:
    """Write the weights to a new temp file (.json or .csv) and return its path."""
    maps = [maps] if isinstance(maps, AttentionMap) else list(maps)
    if fmt not in ("json", "csv"):
        raise ValueError(f"export format must be 'json' or 'csv', got {fmt!r}")
    EXPORT_DIR.mkdir(parents=True, exist_ok=True)
    now = time.time()
    for old in EXPORT_DIR.glob("attention-*"):
        if now - old.stat().st_mtime > EXPORT_MAX_AGE_S:
            old.unlink(missing_ok=True)
    with tempfile.NamedTemporaryFile("w", dir=EXPORT_DIR, prefix="attention-", suffix=f".{fmt}", delete=False,
                                     encoding="utf-8", newline="") as f:
        if fmt == "json":
            json.dump(to_json(maps), f)
        else:
            csv.writer(f).writerows(csv_rows(maps))
    return f.name
