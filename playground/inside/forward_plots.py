"""Figures of the forward-pass views (playground/inside/forward.py, knockout.py, shapes.py), drawn from the data each
view returns and from nothing else: figure(data) -> plotly Figure. Kept apart so that the computing has no UI code
in it.

Every text goes through playground.attention.escape (plotly renders a few HTML tags in text), and tokens through
inference.visible (a leading space would vanish in a label).
"""

from __future__ import annotations

import plotly.graph_objects as go
from plotly.subplots import make_subplots

from playground.attention import COLORSCALE, FONT, escape
from playground.inference import visible

BEFORE, AFTER = "#9aa5b1", "#1f77b4"  # grey for the model as it is, blue for the changed one


def label(position: int, token: str) -> str:
    """A token as an axis category: its position first, so repeated tokens stay distinct ('3 ␣the')."""
    return f"{position} {escape(visible(token))}"


def _layout(fig: go.Figure, title: str, height: int) -> go.Figure:
    fig.update_layout(title=dict(text=escape(title), x=0.01), height=height, font=FONT, plot_bgcolor="white",
                      margin=dict(l=10, r=10, t=60, b=10), showlegend=True,
                      legend=dict(orientation="h", y=-0.08))
    return fig


def head_detail(data: dict) -> go.Figure:
    """Six panels: query and keys, values, scores, softmax, the weighted sum, and its share of the output."""
    keys = [label(j, t) for j, t in enumerate(data["key_tokens"])]
    query = f"q: {label(data['query'], data['query_token'])}"
    scale = f"× {data['scale']:.3g}" + (" + position bias" if data["bias"] is not None else "")
    fig = make_subplots(rows=3, cols=2, vertical_spacing=0.09, horizontal_spacing=0.14, subplot_titles=[
        f"the query and every key ({data['d_head']} numbers each)", "the values",
        f"scores: q·k {scale} (masked keys left out: {data['mask_kind']} mask)", "softmax: the attention weights",
        "weighted sum of the values: the head's output", "its share of the output projection"])
    dims = list(range(data["d_head"]))
    fig.add_trace(go.Heatmap(z=[data["q"]] + data["k"], x=dims, y=[query] + [f"k: {k}" for k in keys],
                             colorscale="RdBu", zmid=0, showscale=False, name="q and k"), row=1, col=1)
    fig.add_trace(go.Heatmap(z=data["v"], x=dims, y=[f"v: {k}" for k in keys], colorscale="RdBu", zmid=0,
                             showscale=False, name="v"), row=1, col=2)
    fig.add_trace(go.Bar(x=keys, y=data["scores"], marker_color=BEFORE, name="score"), row=2, col=1)
    fig.add_trace(go.Bar(x=keys, y=data["weights"], marker_color=AFTER, name="weight",
                         text=[f"{w:.2f}" for w in data["weights"]], textposition="outside"), row=2, col=2)
    fig.add_trace(go.Bar(x=dims, y=data["output"], marker_color=AFTER, name="head output"), row=3, col=1)
    fig.add_trace(go.Bar(x=list(range(len(data["share"]))), y=data["share"], marker_color=BEFORE,
                         name=f"share (norm {data['share_norm']:.2f} of {data['attention_output_norm']:.2f})"),
                  row=3, col=2)
    for row, col in ((1, 1), (1, 2)):
        fig.update_yaxes(autorange="reversed", type="category", row=row, col=col)
    for col in (1, 2):
        fig.update_xaxes(type="category", row=2, col=col)
    title = (f"{data['kind'].upper()} · {data['attention']}-attention · layer {data['layer']} · head {data['head']}"
             f" · query {label(data['query'], data['query_token'])}")
    return _layout(fig, title, height=max(760, 420 + 24 * len(keys)))


def lens(data: dict) -> go.Figure:
    """Layer by token: the first guess after each layer, shaded by its probability; the hover lists the top k."""
    columns = [label(p, t) for p, t in zip(data["positions"], data["tokens"])]
    first = [[cell[0] for cell in row] for row in data["guesses"]]
    hover = [["<br>".join(f"{escape(visible(g['token']))}: {g['prob']:.3f}" for g in cell) for cell in row]
             for row in data["guesses"]]
    fig = go.Figure(go.Heatmap(
        z=[[g["prob"] for g in row] for row in first], x=columns, y=data["layers"], zmin=0, zmax=1,
        colorscale=COLORSCALE, text=[[escape(visible(g["token"])) for g in row] for row in first],
        texttemplate="%{text}", customdata=hover, colorbar=dict(title="p"),
        hovertemplate="%{y}, reading %{x}<br>%{customdata}<extra></extra>"))
    fig.update_yaxes(type="category", title="after")
    fig.update_xaxes(type="category", title="position (the guess is for the next token)" if data["kind"] != "bert"
                     else "[MASK] position")
    note = f" ({data['note']})" if data["note"] else ""
    fig = _layout(fig, f"{data['kind'].upper()} logit lens: the first guess after each layer{note}",
                  height=max(320, 120 + 46 * len(data["layers"])))
    fig.update_layout(showlegend=False)
    return fig


def knockout(data: dict) -> go.Figure:
    """The watched token's probability before and after at each position, and the guesses before and after at
    the position that changed most."""
    rows = data["positions"]
    names = [f"{label(r['position'], r['reads'])} → {escape(visible(r['token']))}" for r in rows]
    most = max(rows, key=lambda r: abs(r["change"]))
    fig = make_subplots(rows=1, cols=3, column_widths=[0.5, 0.25, 0.25], horizontal_spacing=0.12,
                        subplot_titles=["probability of the watched token", f"guesses before, at {most['position']}",
                                        f"guesses after, at {most['position']}"])
    fig.add_trace(go.Bar(x=names, y=[r["prob_before"] for r in rows], name="before", marker_color=BEFORE), 1, 1)
    fig.add_trace(go.Bar(x=names, y=[r["prob_after"] for r in rows], name="after", marker_color=AFTER), 1, 1)
    for col, key, color in ((2, "before", BEFORE), (3, "after", AFTER)):
        guesses = most[key]
        fig.add_trace(go.Bar(y=[escape(visible(g["token"])) for g in guesses], x=[g["prob"] for g in guesses],
                             orientation="h", marker_color=color, showlegend=False), 1, col)
        fig.update_yaxes(autorange="reversed", type="category", row=1, col=col)
    fig.update_xaxes(type="category", row=1, col=1)
    off = ", ".join(data["knocked_out"]) or "nothing (type heads such as L0H1)"
    return _layout(fig, f"{data['kind'].upper()} with {off} knocked out", height=460)


def residual(data: dict) -> go.Figure:
    """Top: per layer and token, the residual's size and what attention and the feed-forward added. Bottom: one
    token's vector before and after the chosen norm module."""
    parts = [("residual after the layer", data["residual_norm"]), ("attention added", data["attention_norm"])]
    if data["cross_attention_norm"]:
        parts.append(("cross-attention added", data["cross_attention_norm"]))
    parts.append(("feed-forward added", data["mlp_norm"]))
    norm = data["norm"]
    stats = "; ".join(f"{when}: mean {norm[when]['mean']:.2f}, spread {norm[when]['std']:.2f}"
                      for when in ("before", "after"))
    fig = make_subplots(rows=2, cols=len(parts), specs=[[{}] * len(parts), [{"colspan": len(parts)}] +
                                                        [None] * (len(parts) - 1)],
                        vertical_spacing=0.16, row_heights=[0.55, 0.45],
                        subplot_titles=[f"size (norm) of the {name}" for name, _ in parts] +
                        [f"{norm['module']} on {label(norm['token'], norm['token_text'])} — {stats}"])
    tokens = [label(i, t) for i, t in enumerate(data["tokens"])]
    top = max(max(max(row) for row in values) for _, values in parts)
    for col, (name, values) in enumerate(parts, start=1):
        fig.add_trace(go.Heatmap(z=values, x=tokens, y=data["layers"], zmin=0, zmax=top, colorscale=COLORSCALE,
                                 showscale=col == len(parts), name=name,
                                 hovertemplate="%{y}, %{x}: %{z:.2f}<extra></extra>"), row=1, col=col)
        fig.update_yaxes(type="category", row=1, col=col)
        fig.update_xaxes(type="category", showticklabels=len(tokens) <= 24, row=1, col=col)
    dims = list(range(len(norm["vector_before"])))
    fig.add_trace(go.Bar(x=dims, y=norm["vector_before"], name="before the norm", marker_color=BEFORE), 2, 1)
    fig.add_trace(go.Bar(x=dims, y=norm["vector_after"], name="after the norm", marker_color=AFTER), 2, 1)
    fig.update_layout(barmode="overlay")
    where = f"T5 {data['stack']}" if data["kind"] == "t5" else data["kind"].upper()
    return _layout(fig, f"The residual stream of {where}", height=720)


def shapes(data: dict) -> go.Figure:
    """One bar per step of the pass, in order from the top: how many numbers it produced (log scale), with the
    shape written beside it."""
    rows = data["rows"]
    names = [f"{i} {escape(r['module'])}: {escape(r['step'])}" for i, r in enumerate(rows)]
    fig = go.Figure(go.Bar(y=names, x=[r["numbers"] for r in rows], orientation="h", marker_color=AFTER,
                           text=[escape(r["output"]) for r in rows], textposition="outside",
                           customdata=[escape(r["input"]) for r in rows],
                           hovertemplate="%{y}<br>in: %{customdata}<br>out: %{text}<extra></extra>"))
    fig.update_yaxes(autorange="reversed", type="category", tickfont=dict(size=10))
    fig.update_xaxes(type="log", title="numbers in the output tensor")
    fig = _layout(fig, f"{data['kind'].upper()}: the shape of every tensor, in the order they are computed",
                  height=120 + 18 * len(rows))
    fig.update_layout(showlegend=False)
    return fig
