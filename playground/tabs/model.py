"""Model: what each model is, how big it is, how well it does on held-out text, and its training curves. The tables
are filled when the page loads and by Reload weights; app.py wires both, as they also redraw the other tabs."""

import gradio as gr

from models import MODEL_KINDS
from playground.model_store import TITLES


def build() -> tuple[list, gr.Button]:
    """The tab's layout; returns its outputs in the order handlers.model_tab fills them (before the tabs' banners)
    and the Reload weights button."""
    gr.Markdown("What each model is, how big it is, how well it does on text it never saw in training, and "
                "how its loss fell while `train_tiny.py` trained it.")
    model_status = gr.Markdown(elem_id="model-status")
    reload_button = gr.Button("Reload weights", elem_id="reload-button")
    gr.Markdown("Picks up weights rewritten by `python train_tiny.py` without restarting the server.",
                elem_classes="note")
    curves = gr.Plot(label="Training curves", elem_id="training-curves")
    metrics = gr.Dataframe(headers=["model", "held-out metric", "ours", "trivial baseline",
                                    "previous weights"],
                           label="Held-out results (text the models never trained on)", interactive=False)
    training = gr.Dataframe(headers=["model", "steps", "tokens seen", "seconds", "size preset"],
                            label="Training", interactive=False)
    cards = []
    with gr.Tabs():
        for kind in MODEL_KINDS:
            with gr.Tab(TITLES[kind]):
                with gr.Row():
                    with gr.Column(scale=3):
                        cards.append(gr.Markdown(label="Architecture", elem_classes="architecture"))
                    with gr.Column(scale=2):
                        cards.append(gr.Dataframe(headers=["component", "parameters", "share"],
                                                  label="Parameters", interactive=False))
                        cards.append(gr.JSON(label="Config", open=True))
    return [model_status, *cards, metrics, training, curves], reload_button
