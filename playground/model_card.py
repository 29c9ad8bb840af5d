"""What the Model tab shows about each model: architecture, parameter counts, config, held-out metrics and the
training curves from weights/train_log.json (written by train_tiny.py).

    gpt = models.load("gpt")
    model_card.parameter_rows(gpt)        # [["tok_emb", "327,680", "21.9%"], ["blocks[*].attn", ...], ...]
    model_card.metric_rows({"gpt": gpt})  # held-out numbers next to the trivial baseline's
    model_card.curves_figure(model_card.read_train_log("weights"))
"""

from __future__ import annotations

import json
import sys
from dataclasses import asdict
from pathlib import Path

import plotly.graph_objects as go

from models import MODEL_KINDS
from models.checkpoint import header_json
from playground.model_store import TITLES
from models.metrics import METRICS, baseline_of, format_metric

FONT = dict(family="ui-sans-serif, system-ui, sans-serif", size=12)
COLORS = {"train": "#9ecae1", "valid": "#08519c"}


def architecture(model) -> str:
    """The architecture choices, from the model file's own docstring (models/gpt.py etc.): one source of truth."""
    return (sys.modules[type(model).__module__].__doc__ or "").strip()


def config_dict(model) -> dict:
    return asdict(model.config)


def parameter_rows(model) -> list[list]:
    """Parameters per component: [name, count, share] (as display strings). Blocks are summed over layers
    ('blocks[*].attn'); a tied embedding is counted once, under the embedding."""
    groups: dict[str, int] = {}
    for name, p in model.named_parameters():  # named_parameters skips the tied duplicate
        parts = name.split(".")
        key = f"{parts[0]}[*].{parts[2]}" if len(parts) > 3 and parts[1].isdigit() else parts[0]
        groups[key] = groups.get(key, 0) + p.numel()
    total = sum(groups.values())
    rows = [[k, f"{v:,}", f"{v / total:.1%}"] for k, v in groups.items()]
    return rows + [["total", f"{total:,}", "100%"]]


# The weights bundled before these (AdamW, 15% masks, float32 on an AVX2 CPU, 1 h 42 min; commit ea19e6b), measured
# by the same code on the same held-out text and probe set: what the Muon recipe of docs/training-notes.md changed.
PREVIOUS_WEIGHTS = {
    "gpt": {"nats_per_char": 0.3341, "word_validity": 0.9986},
    "bert": {"whole_word_top1": 0.5643, "whole_word_top5": 0.741, "probe_top1": 0.1655, "probe_top5": 0.331},
    "t5": {"whole_word_exact": 0.2474, "probe_exact": 0.0966},
}


def metric_rows(loaded: dict) -> list[list[str]]:
    """[model, metric, ours, baseline, previous weights] for each loaded model, from the metrics train_tiny.py
    stores in the weights' header. `loaded` maps kind -> model."""
    rows = []
    for kind, model in loaded.items():
        metadata = getattr(model, "metadata", {}) or {}
        metrics, baselines = header_json(metadata, "metrics"), header_json(metadata, "baselines")
        for key, (label, _) in METRICS.items():
            if key in metrics:
                base, name = baseline_of(key, baselines)
                base_text = "" if base is None else f"{format_metric(key, base)} ({name})"
                previous = PREVIOUS_WEIGHTS.get(kind, {}).get(key)
                rows.append([TITLES[kind], label, format_metric(key, metrics[key]), base_text,
                             "" if previous is None else format_metric(key, previous)])
    return rows


def training_rows(loaded: dict) -> list[list]:
    """[model, steps, tokens seen, seconds, size preset] from the weights' header."""
    rows = []
    for kind, model in loaded.items():
        t = header_json(getattr(model, "metadata", {}) or {}, "training")
        rows.append([TITLES[kind], f"{t.get('steps', 0):,}", f"{t.get('tokens_seen', 0):,}",
                     f"{t.get('train_seconds', 0):,.0f}", t.get("size", "")])
    return rows


def read_train_log(folder) -> dict | None:
    """weights/train_log.json as a dict, or None when it is missing or unreadable."""
    try:
        log = json.loads((Path(folder) / "train_log.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return log if isinstance(log, dict) and isinstance(log.get("models"), dict) else None


def curves_figure(log: dict | None) -> go.Figure:
    """Training loss (light) and held-out loss (dark) against the step, one panel per model, side by side."""
    fig = go.Figure()
    entries = [(k, (log or {}).get("models", {}).get(k)) for k in MODEL_KINDS]
    entries = [(k, e) for k, e in entries if isinstance(e, dict) and e.get("train_steps")]
    if not entries:
        fig.add_annotation(text="No training log yet: run python train_tiny.py to write weights/train_log.json.",
                           showarrow=False, xref="paper", yref="paper", x=0.5, y=0.5)
        fig.update_layout(height=220, xaxis_visible=False, yaxis_visible=False, font=FONT, plot_bgcolor="white")
        return fig
    n, gap = len(entries), 0.06
    width = (1 - gap * (n - 1)) / n
    layout = {}
    for i, (kind, e) in enumerate(entries):
        suffix = "" if i == 0 else str(i + 1)
        x0 = i * (width + gap)
        fig.add_trace(go.Scatter(x=e["train_steps"], y=e["train_loss"], mode="lines", name="training batch loss",
                                 line=dict(color=COLORS["train"], width=1), xaxis=f"x{suffix}", yaxis=f"y{suffix}",
                                 legendgroup="train", showlegend=i == 0))
        fig.add_trace(go.Scatter(x=e.get("valid_steps", []), y=e.get("valid_loss", []), mode="lines+markers",
                                 name="held-out loss", line=dict(color=COLORS["valid"], width=2),
                                 xaxis=f"x{suffix}", yaxis=f"y{suffix}", legendgroup="valid", showlegend=i == 0))
        layout[f"xaxis{suffix}"] = dict(domain=[x0, x0 + width], anchor=f"y{suffix}", title="step")
        layout[f"yaxis{suffix}"] = dict(anchor=f"x{suffix}", title="loss (nats)" if i == 0 else None)
        fig.add_annotation(text=f"<b>{TITLES[kind]}</b> · {e.get('parameters', 0):,} parameters", x=x0 + width / 2,
                           y=1.0, xref="paper", yref="paper", yanchor="bottom", showarrow=False)
    fig.update_layout(**layout, height=380, font=FONT, margin=dict(l=10, r=10, t=70, b=10), plot_bgcolor="white",
                      legend=dict(orientation="h", y=-0.25))
    fig.update_xaxes(gridcolor="#eee")
    fig.update_yaxes(gridcolor="#eee")
    return fig
