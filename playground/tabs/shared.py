"""What the three model tabs (Generate, Fill mask, Infill spans) share: the attention panel, the example table that
runs a model event, and the banner shown when the tab's model could not be loaded."""

from dataclasses import dataclass

import gradio as gr

from playground import attention
from playground import handlers as h
from playground.components import checkbox, dropdown, radio, slider
from playground.model_store import TITLES

PRIVATE = dict(api_visibility="private")

ATTENTION_HELP = """### Attention
Each cell shows how much a **query** token (row) looks at a **key** token (column) in one head of one layer;
each row sums to 1. Pick a layer and a head, the average of a layer's heads, every head at once (grid) or the
**entropy** of each head (low: it focuses on one token; high: it spreads out). Hover for exact values."""

EXPORT_HELP = ("Save the figure as PNG with the camera button in the plot's toolbar (it runs in your browser). "
               "Download the raw weights of every layer and head as JSON or CSV with the buttons.")


@dataclass
class AttentionPanel:
    maps: gr.State  # {name: AttentionMap} of the last run
    which: gr.Radio | gr.State  # T5: encoder self / decoder self / cross; others: a fixed state
    layer: gr.Slider
    head: gr.Dropdown
    hide: gr.Checkbox
    plot: gr.Plot

    @property
    def pickers(self) -> list:
        """What a model event passes on, to draw the new attention the way the pickers are set."""
        return [self.layer, self.head, self.hide]


def attention_panel(kind: str) -> AttentionPanel:
    """The attention view, the same in every tab; T5 also picks which of its three attentions to show."""
    n_layer, n_head = h.attention_shape(kind)
    gr.Markdown(ATTENTION_HELP)
    with gr.Row():
        if kind == "t5":
            which = radio(h.T5_ATTENTION, value="cross-attention", label="Which attention",
                          info="encoder: input ↔ input; decoder: output ↔ earlier output; "
                               "cross: output → input")
        else:
            which = gr.State("self-attention")
        layer = slider(*attention.layer_range(n_layer), value=0, step=1, label="Layer",
                       info="counted from 0, as in the code: 0 is closest to the input")
        head = dropdown(attention.head_choices(n_head), value=attention.AVERAGE, label="Head or view")
        hide = checkbox(value=False, label="Hide special tokens",
                        info="[CLS] [SEP] [EOS] [PAD] [BOS] often soak up attention; hide them to see the rest")
    plot = gr.Plot(label=f"{TITLES[kind]} attention", elem_id=f"{kind}-attention")
    with gr.Row(equal_height=True):
        with gr.Column(scale=2):
            gr.Markdown(EXPORT_HELP, elem_classes="note")
        json_button = gr.Button("Download weights (JSON)", size="sm")
        csv_button = gr.Button("Download weights (CSV)", size="sm")
    download = gr.File(label="Attention weights", visible=False)
    panel = AttentionPanel(gr.State(None), which, layer, head, hide, plot)
    # GPT's plot streams (skipped between redraws), so every event that draws it sends gr.update (handlers.py says why)
    render = h.update_attention if kind == "gpt" else h.render_attention
    for control in (layer, head, hide) + ((which,) if kind == "t5" else ()):
        control.input(render, [panel.maps, which, *panel.pickers], plot, trigger_mode="always_last", **PRIVATE)
    json_button.click(h.export_json, panel.maps, download, **PRIVATE)
    csv_button.click(h.export_csv, panel.maps, download, **PRIVATE)
    return panel


def examples(rows: list, inputs: list, fn, fn_inputs: list, outputs: list, model_events: dict,
             label: str = "Examples", elem_id: str | None = None):
    """Example rows: a click fills `inputs` with the row's values, then runs fn(*fn_inputs) as a model event, in the
    shared queue and under the shared concurrency limit (model_events). Returns that event, for a Stop button.

    A table of its own rather than gr.Examples, whose click sends each value as a gr.update: that gives the
    visitor's session plain copies of the inputs, without the checks of playground/components.py, and a seed typed
    after an example click got Gradio's own message instead of ours. (Its run_on_click would also register fn as an
    event of its own, with its own limit, callable by anyone as an undocumented endpoint.)"""
    table = gr.Dataset(components=inputs, samples=rows, label=label, elem_id=elem_id, type="index")

    def load_example(index: int) -> list:
        return rows[index]

    fill = table.click(load_example, table, inputs, queue=False, show_progress="hidden", **PRIVATE)
    return fill.then(fn, fn_inputs, outputs, **PRIVATE, **model_events)


def banner(kind: str) -> gr.Markdown:
    """Shown in a tab only when its model could not be loaded (filled in when the page loads)."""
    return gr.Markdown(visible=False, elem_classes="banner", elem_id=f"{kind}-banner")
