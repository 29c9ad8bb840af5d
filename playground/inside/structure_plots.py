"""Plotly figures of the structure views (playground/inside/structure.py, neighbours.py, objective.py,
distribution.py, snapshots.py), each drawn from the data its compute function returned and nothing else, so the page
shows exactly the numbers the API sends."""

from __future__ import annotations

import math
import textwrap

import plotly.graph_objects as go
from plotly.subplots import make_subplots

from playground.attention import COLORSCALE, FONT, escape, message_figure

ALLOWED_COLORS = [[0.0, "#e5e7eb"], [1.0, "#2563eb"]]  # masked: light grey; allowed: blue
DIVERGING = "RdBu"
HIGHLIGHT = "#dc2626"
TEXT_COLOR = "#ea580c"
PANEL_HEIGHT = 360


def axis_labels(tokens: list[str]) -> list[str]:
    """Categories for a token axis: position and escaped text, so a repeated token keeps its own row ('3 ␣the')."""
    return [f"{i} {escape(t)}" for i, t in enumerate(tokens)]


def wrapped(text: str, width: int = 110) -> str:
    return "<br>".join(textwrap.wrap(escape(text), width))


def finish(fig: go.Figure, height: int, title: str = "") -> go.Figure:
    fig.update_layout(height=height, font=FONT, margin=dict(l=60, r=20, t=90 if title else 50, b=40),
                      plot_bgcolor="white", title=dict(text=title, font=dict(size=13)) if title else None)
    return fig


# ---------------------------------------------------------------------------------------------------------------------


def masks_figure(data: dict) -> go.Figure:
    """One grid per attention mask: rows are queries, columns keys, blue where the query may look."""
    panels = data["panels"]
    if not panels:
        return message_figure("No model could be loaded.")
    cols = min(3, len(panels))
    rows = math.ceil(len(panels) / cols)
    titles = [("<b>" + escape(p["title"]) + "</b>") if p["selected"] else escape(p["title"]) for p in panels]
    fig = make_subplots(rows=rows, cols=cols, subplot_titles=titles, horizontal_spacing=0.12, vertical_spacing=0.14)
    for index, panel in enumerate(panels):
        row, col = index // cols + 1, index % cols + 1
        hover = [["may look" if cell else "masked" for cell in line] for line in panel["allowed"]]
        fig.add_trace(go.Heatmap(z=panel["allowed"], x=axis_labels(panel["keys"]), y=axis_labels(panel["queries"]),
                                 colorscale=ALLOWED_COLORS, zmin=0, zmax=1, showscale=False, xgap=1, ygap=1,
                                 customdata=hover, hovertemplate="query %{y}<br>key %{x}<br>%{customdata}"
                                 "<extra>" + escape(panel["rule"]) + "</extra>"), row=row, col=col)
        fig.update_yaxes(autorange="reversed", tickfont=dict(size=9), row=row, col=col)
        fig.update_xaxes(tickangle=-60, tickfont=dict(size=9), row=row, col=col)
    notes = " ".join(data.get("notes", []))
    return finish(fig, PANEL_HEIGHT * rows + 60, wrapped("Rows: the token that looks (query). Columns: what it "
                                                         "may look at (key). " + notes))


# ---------------------------------------------------------------------------------------------------------------------


def positions_figure(data: dict) -> go.Figure:
    return t5_positions_figure(data) if data["kind"] == "t5" else learned_positions_figure(data)


def learned_positions_figure(data: dict) -> go.Figure:
    """The learned table and its position-by-position cosine, above the sinusoids' for comparison."""
    name = "GPT-2" if data["kind"] == "gpt" else "BERT"
    fig = make_subplots(rows=2, cols=2, horizontal_spacing=0.1, vertical_spacing=0.12, subplot_titles=(
        f"{name}'s learned positions (position × dimension)", "cosine between learned positions",
        "sinusoids of the original Transformer", "cosine between sinusoid positions"))
    for row, source in ((1, data["learned"]), (2, data["sinusoidal"])):
        fig.add_trace(go.Heatmap(z=source["values"], colorscale=DIVERGING, zmid=0, showscale=False,
                                 hovertemplate="position %{y}, dimension %{x}: %{z}<extra></extra>"), row=row, col=1)
        fig.add_trace(go.Heatmap(z=source["cosine"], colorscale=DIVERGING, zmin=-1, zmax=1, showscale=row == 1,
                                 colorbar=dict(title="cosine", len=0.4, y=0.8),
                                 hovertemplate="positions %{y} and %{x}: cosine %{z}<extra></extra>"), row=row, col=2)
    used = min(data["text_positions"], data["positions"])
    fig.add_hline(y=used - 0.5, line=dict(color=HIGHLIGHT, dash="dot"), row=1, col=1)
    for axis in ("yaxis", "yaxis2", "yaxis3", "yaxis4"):
        fig.layout[axis].autorange = "reversed"
    fig.update_xaxes(title_text="dimension", row=2, col=1)
    fig.update_yaxes(title_text="position", col=1)
    return finish(fig, 2 * PANEL_HEIGHT + 40, wrapped(" ".join(data["notes"]) + " The dotted line: where your "
                                                      "text ends."))


def t5_positions_figure(data: dict) -> go.Figure:
    """T5's learned bias by distance (encoder, decoder), the buckets of the text, and the sinusoids' cosine."""
    fig = make_subplots(rows=2, cols=2, horizontal_spacing=0.1, vertical_spacing=0.14, subplot_titles=(
        "encoder: bias added to the score, by distance", "decoder: bias added to the score, by distance",
        "encoder bucket of each key for each query (your text)", "cosine between sinusoid positions"))
    distance = data["distance"]
    for col, source in ((1, data["encoder_by_distance"]), (2, data["decoder_by_distance"])):
        for head, bias in enumerate(source["bias"]):
            fig.add_trace(go.Scatter(x=distance, y=bias, mode="lines", line=dict(shape="hv"), name=f"head {head}",
                                     legendgroup=f"head {head}", showlegend=col == 1, customdata=source["bucket"],
                                     hovertemplate="distance %{x}: bucket %{customdata}, bias %{y}<extra>head "
                                                   f"{head}</extra>"), row=1, col=col)
        fig.update_xaxes(title_text="key position − query position", row=1, col=col)
    labels = axis_labels(data["tokens"])
    fig.add_trace(go.Heatmap(z=data["encoder"]["buckets"], x=labels, y=labels, colorscale=COLORSCALE, showscale=False,
                             text=data["encoder"]["buckets"], texttemplate="%{text}", textfont=dict(size=8),
                             hovertemplate="query %{y}<br>key %{x}<br>bucket %{z}<extra></extra>"), row=2, col=1)
    fig.add_trace(go.Heatmap(z=data["sinusoidal"]["cosine"], colorscale=DIVERGING, zmin=-1, zmax=1, showscale=False,
                             hovertemplate="positions %{y} and %{x}: cosine %{z}<extra></extra>"), row=2, col=2)
    fig.update_yaxes(autorange="reversed", row=2)
    fig.update_xaxes(tickangle=-60, tickfont=dict(size=8), row=2, col=1)
    fig.update_yaxes(tickfont=dict(size=8), row=2, col=1)
    return finish(fig, 2 * PANEL_HEIGHT + 80, wrapped(" ".join(data["notes"])))


# ---------------------------------------------------------------------------------------------------------------------


def neighbours_figure(data: dict) -> go.Figure:
    """The PCA map on top; below, the nearest tokens and the word's cosine to its own embedding per layer."""
    word = data["word"]
    fig = make_subplots(rows=2, cols=2, specs=[[{"colspan": 2}, None], [{}, {}]], row_heights=[0.62, 0.38],
                        vertical_spacing=0.1, subplot_titles=(
                            f"embeddings of the most frequent tokens, PCA to 2-D ({data['map']['frequency_source']})",
                            f"nearest tokens to {word} (cosine)", f"{word} after each {data['stack']}: cosine to "
                                                                  "its own embedding"))
    points = data["map"]
    explained = points["explained"]
    colors = [HIGHLIGHT if t == word else "#2563eb" for t in points["tokens"]]
    fig.add_trace(go.Scatter(x=points["x"], y=points["y"], mode="markers+text",
                             text=[escape(t) for t in points["tokens"]],
                             textposition="top center", textfont=dict(size=9), marker=dict(size=6, color=colors),
                             name="frequent tokens", hovertemplate="%{text}<extra></extra>"), row=1, col=1)
    fig.add_trace(go.Scatter(x=points["text_x"], y=points["text_y"], mode="markers+text",
                             text=[escape(t) for t in points["text_tokens"]], textposition="bottom center",
                             textfont=dict(size=10, color=TEXT_COLOR),
                             marker=dict(size=8, symbol="diamond",
                                         color=[HIGHLIGHT if t == word else TEXT_COLOR for t in points["text_tokens"]]),
                             name="your text's other tokens", hovertemplate="%{text}<extra></extra>"), row=1, col=1)
    fig.update_xaxes(title_text=f"PC 1 ({explained[0]:.0%} of the variance)", row=1, col=1)
    fig.update_yaxes(title_text=f"PC 2 ({explained[1]:.0%})", row=1, col=1)
    nearest = data["nearest"]["data"]
    fig.add_trace(go.Bar(x=[r[2] for r in nearest][::-1], y=[f"{r[0]} {escape(r[1])}" for r in nearest][::-1],
                         orientation="h", marker_color="#2563eb", showlegend=False,
                         hovertemplate="%{y}: cosine %{x}<extra></extra>"), row=2, col=1)
    layers = data["layers"]["data"]
    fig.add_trace(go.Scatter(x=[r[0] for r in layers], y=data["layer_cosine"], mode="lines+markers",
                             customdata=[escape(r[2]) for r in layers], showlegend=False,
                             hovertemplate="%{x}: cosine %{y}<br>nearest: %{customdata}<extra></extra>"), row=2, col=2)
    fig.update_yaxes(range=[-1, 1.05], row=2, col=2)
    return finish(fig, 2 * PANEL_HEIGHT + 200)


# ---------------------------------------------------------------------------------------------------------------------


def objective_figure(data: dict) -> go.Figure:
    """The table of training pairs, the chosen (BERT) or dropped (T5) tokens highlighted; for T5 the three
    sequences too."""
    pairs = data["pairs"]
    marked = [bool(row[2]) for row in pairs["data"]] if data["kind"] != "gpt" else [False] * len(pairs["data"])
    fill = [["#fef3c7" if m else "white" for m in marked]] * len(pairs["headers"])
    pairs_table = go.Table(header=dict(values=[f"<b>{escape(h)}</b>" for h in pairs["headers"]], fill_color="#f3f4f6"),
                           cells=dict(values=[[escape(str(v)) for v in column] for column in zip(*pairs["data"])],
                                      fill_color=fill, height=22))
    rows_height = 26 * len(pairs["data"]) + 60
    if data["kind"] != "t5":
        fig = go.Figure(pairs_table)
        return finish(fig, min(900, rows_height + 100), wrapped(data["summary"]))
    sequences = [("encoder reads", data["encoder_reads"]), ("decoder reads (target shifted right)",
                                                             data["decoder_reads"]),
                 ("decoder writes (the target)", data["decoder_writes"])]
    fig = make_subplots(rows=2, cols=1, specs=[[{"type": "table"}], [{"type": "table"}]], row_heights=[0.3, 0.7],
                        vertical_spacing=0.03)
    fig.add_trace(go.Table(columnwidth=[1, 5], header=dict(values=["", "tokens"], fill_color="#f3f4f6"),
                           cells=dict(values=[[name for name, _ in sequences],
                                              [escape(" ".join(tokens)) for _, tokens in sequences]],
                                      align="left")), row=1, col=1)
    fig.add_trace(pairs_table, row=2, col=1)
    return finish(fig, min(1100, rows_height + 320), wrapped(data["summary"]))


# ---------------------------------------------------------------------------------------------------------------------


def snapshots_figure(data: dict) -> go.Figure:
    """The loss curve with a marker per snapshot, the shown snapshot's attention, and every snapshot's output."""
    attention = data["attention"]
    fig = make_subplots(rows=2, cols=2, specs=[[{}, {}], [{"type": "table", "colspan": 2}, None]],
                        row_heights=[0.62, 0.38], vertical_spacing=0.12, horizontal_spacing=0.14, subplot_titles=(
                            "training loss", f"{data['shown']}: {attention['name']}, layer {attention['layer']}, "
                                             f"{attention['head']}", ""))
    curve = data["curve"]
    if curve:
        fig.add_trace(go.Scatter(x=curve["steps"], y=curve["loss"], mode="lines", name="training loss",
                                 line=dict(color="#93c5fd")), row=1, col=1)
        fig.add_trace(go.Scatter(x=curve["valid_steps"], y=curve["valid_loss"], mode="lines+markers",
                                 name="held-out loss", line=dict(color="#1d4ed8")), row=1, col=1)
    markers = [m for m in data["markers"] if m["loss"] is not None]
    fig.add_trace(go.Scatter(x=[m["step"] for m in markers], y=[m["loss"] for m in markers], mode="markers+text",
                             text=[m["percent"] for m in markers], textposition="top right", name="snapshots",
                             marker=dict(size=[14 if m["percent"] == data["shown"] else 9 for m in markers],
                                         color=HIGHLIGHT, symbol="diamond")), row=1, col=1)
    fig.update_xaxes(title_text="step", row=1, col=1)
    fig.add_trace(go.Heatmap(z=attention["weights"], x=axis_labels(attention["keys"]),
                             y=axis_labels(attention["queries"]), colorscale=COLORSCALE, zmin=0, showscale=False,
                             hovertemplate="query %{y}<br>key %{x}<br>weight %{z}<extra></extra>"), row=1, col=2)
    fig.update_yaxes(autorange="reversed", tickfont=dict(size=9), row=1, col=2)
    fig.update_xaxes(tickangle=-60, tickfont=dict(size=9), row=1, col=2)
    outputs = data["outputs"]
    fig.add_trace(go.Table(columnwidth=[1, 1, 1, 6],
                           header=dict(values=[f"<b>{escape(h)}</b>" for h in outputs["headers"]],
                                       fill_color="#f3f4f6"),
                           cells=dict(values=[[escape(str(v)) for v in column] for column in zip(*outputs["data"])],
                                      align="left")), row=2, col=1)
    title = " ".join(filter(None, [data["message"], *data["notes"]]))
    return finish(fig, 2 * PANEL_HEIGHT + 160, wrapped(title))


# ---------------------------------------------------------------------------------------------------------------------


def distribution_figure(data: dict) -> go.Figure:
    """Per token: its probability after temperature, its chance once top-k/top-p have filtered, and how often the
    samples drew it."""
    labels = [f"{i + 1}. {escape(t)}" for i, t in enumerate(data["tokens"])]
    fig = go.Figure()
    fig.add_trace(go.Bar(x=labels, y=data["probs"], name="probability (after temperature)", marker_color="#93c5fd",
                         customdata=data["status"], hovertemplate="%{x}: %{y}<br>%{customdata}<extra></extra>"))
    fig.add_trace(go.Bar(x=labels, y=data["chance"], name="chance when drawn (after top-k / top-p)",
                         marker_color="#1d4ed8", hovertemplate="%{x}: %{y}<extra></extra>"))
    if data["samples"]:
        share = [c / data["samples"] for c in data["counts"]]
        fig.add_trace(go.Bar(x=labels, y=share, name=f"share of {data['samples']} samples (seed {data['seed']})",
                          marker_color=TEXT_COLOR, customdata=data["counts"],
                          hovertemplate="%{x}: drawn %{customdata} times<extra></extra>"))
    fig.update_layout(barmode="group", legend=dict(orientation="h", y=1.02, yanchor="bottom"),
                      yaxis=dict(title="probability", rangemode="tozero"), xaxis=dict(tickangle=-45))
    summary = (f"top-k / top-p keep {data['kept']:,} tokens, which hold {data['kept_mass']:.1%} of the probability; "
               f"entropy {data['entropy_bits']} bits. " + " ".join(data["notes"]))
    if data["samples"] and data["other_samples"]:
        summary += f" {data['other_samples']} samples drew tokens not listed here."
    return finish(fig, 480, wrapped(summary))
