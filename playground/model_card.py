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
COLORS = {"train": "#9ecae1", "valid": "#08519c", "kept": "#f5b400"}


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


# The weights bundled before these (trained on the templated corpus; commit d90222f), measured by the same code on
# this corpus's held-out text and the probes (docs/training-notes.md, issue 41): what the prose corpus changed.
PREVIOUS_WEIGHTS = {
    "gpt": {"word_validity": 0.9923, "probe_nats_per_char": 1.5937},
    "bert": {"whole_word_top1": 0.0465, "whole_word_top5": 0.1068, "probe_top1": 0.2414, "probe_top5": 0.4483},
    "t5": {"whole_word_exact": 0.0152, "probe_exact": 0.2069},
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


def training_rows(loaded: dict, log: dict | None = None) -> list[list]:
    """[model, steps, tokens seen, seconds, size preset] from the weights' header; with the folder's training log
    (read_train_log), the steps say which step's weights were kept: "2,800 · weights from step 2,450 of 2,800"."""
    rows = []
    for kind, model in loaded.items():
        t = header_json(getattr(model, "metadata", {}) or {}, "training")
        kept = kept_words(((log or {}).get("models") or {}).get(kind))
        steps = f"{t.get('steps', 0):,}" + (f" · {kept}" if kept else "")
        rows.append([TITLES[kind], steps, f"{t.get('tokens_seen', 0):,}", f"{t.get('train_seconds', 0):,.0f}",
                     t.get("size", "")])
    return rows


def kept_marker(step: int, loss: float, last_step: int, showlegend: bool = True, **axes) -> go.Scatter:
    """The held-out evaluation whose weights are kept: a star labelled with its step (the label to its left near the
    end of the axis, which ends at last_step). The Model tab marks each model's curve with it, the Train tab its
    run's (the best evaluation so far while the run trains)."""
    return go.Scatter(x=[step], y=[round(loss, 4)], mode="markers+text", name="kept weights",
                      marker=dict(symbol="star", size=15, color=COLORS["kept"], line=dict(color="#333333", width=1)),
                      text=[f"kept: step {step:,}"], textfont=dict(color="#333333"),
                      textposition="top left" if step > 0.8 * last_step else "top center",
                      hovertemplate="kept: step %{x}<br>held-out %{y:.3f}<extra></extra>", legendgroup="kept",
                      showlegend=showlegend, **axes)


def kept_point(entry: dict) -> tuple[int, float] | None:
    """(step, held-out loss) of the evaluation whose weights a model's train_log.json entry kept; None for a log
    written before runs kept their best weights (it has no best_step).

    >>> kept_point({"best_step": 200, "best_valid_loss": 2.4, "valid_steps": [100, 200], "valid_loss": [3.1, 2.4]})
    (200, 2.4)
    >>> kept_point({"valid_steps": [100, 200], "valid_loss": [3.1, 2.4]}) is None
    True
    """
    step = entry.get("best_step")
    if step is None:
        return None
    loss = entry.get("best_valid_loss")
    if loss is None:
        loss = dict(zip(entry.get("valid_steps", []), entry.get("valid_loss", []))).get(step)
    return None if loss is None else (int(step), float(loss))


def kept_words(entry: dict | None) -> str:
    """Which step's weights a model's train_log.json entry kept, of how many it trained: "weights from step 2,450 of
    2,800 (1.3 passes over the text; stopped early)"; "" for a log without best_step.

    >>> kept_words({"best_step": 300, "steps": 400, "train_steps": [1, 400], "best_epoch": 2.5, "stopped_early": True})
    'weights from step 300 of 400 (2.50 passes over the text; stopped early)'
    """
    if not entry or entry.get("best_step") is None:
        return ""
    trained = (entry.get("train_steps") or [entry.get("steps", 0)])[-1]
    notes = []
    if entry.get("best_epoch") is not None:
        notes.append(f"{entry['best_epoch']:.2f} passes over the text")
    if entry.get("stopped_early"):
        notes.append("stopped early")
    return f"weights from step {entry['best_step']:,} of {trained:,}" + (f" ({'; '.join(notes)})" if notes else "")


def read_train_log(folder) -> dict | None:
    """weights/train_log.json as a dict, or None when it is missing or unreadable."""
    try:
        log = json.loads((Path(folder) / "train_log.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return log if isinstance(log, dict) and isinstance(log.get("models"), dict) else None


def curves_figure(log: dict | None) -> go.Figure:
    """Training loss (light) and held-out loss (dark) against the step, one panel per model, side by side; a star
    marks the evaluation whose weights were kept (logs from before runs kept their best weights have none)."""
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
    layout, marked = {}, False
    for i, (kind, e) in enumerate(entries):
        suffix = "" if i == 0 else str(i + 1)
        x0 = i * (width + gap)
        fig.add_trace(go.Scatter(x=e["train_steps"], y=e["train_loss"], mode="lines", name="training batch loss",
                                 line=dict(color=COLORS["train"], width=1), xaxis=f"x{suffix}", yaxis=f"y{suffix}",
                                 legendgroup="train", showlegend=i == 0))
        fig.add_trace(go.Scatter(x=e.get("valid_steps", []), y=e.get("valid_loss", []), mode="lines+markers",
                                 name="held-out loss", line=dict(color=COLORS["valid"], width=2),
                                 xaxis=f"x{suffix}", yaxis=f"y{suffix}", legendgroup="valid", showlegend=i == 0))
        kept = kept_point(e)
        if kept is not None:
            fig.add_trace(kept_marker(*kept, e["train_steps"][-1], showlegend=not marked, xaxis=f"x{suffix}",
                                      yaxis=f"y{suffix}"))
            marked = True
        layout[f"xaxis{suffix}"] = dict(domain=[x0, x0 + width], anchor=f"y{suffix}", title="step")
        layout[f"yaxis{suffix}"] = dict(anchor=f"x{suffix}", title="loss (nats)" if i == 0 else None)
        fig.add_annotation(text=f"<b>{TITLES[kind]}</b> · {e.get('parameters', 0):,} parameters", x=x0 + width / 2,
                           y=1.0, xref="paper", yref="paper", yanchor="bottom", showarrow=False)
    fig.update_layout(**layout, height=380, font=FONT, margin=dict(l=10, r=10, t=70, b=10), plot_bgcolor="white",
                      legend=dict(orientation="h", y=-0.25))
    fig.update_xaxes(gridcolor="#eee")
    fig.update_yaxes(gridcolor="#eee")
    return fig
