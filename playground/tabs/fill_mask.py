"""Fill mask · BERT: BERT's guesses for each [MASK] as a filled text, a table and the JSON of transformers' fill-mask
pipeline; the attention follows the text as it is typed. /fill_mask."""

import gradio as gr

from playground import handlers as h
from playground.components import slider, textbox
from playground.inference import MAX_FILL_TOP_K
from playground.tabs.shared import PRIVATE, AttentionPanel, attention_panel, banner, examples


def build(model_events: dict) -> tuple[gr.Markdown, AttentionPanel]:
    """The tab's layout and events, /fill_mask among them; returns its banner and its attention panel."""
    gr.Markdown("BERT reads the whole sentence at once, in both directions, and guesses the word behind "
                "each `[MASK]`. It was trained by hiding 30% of the tokens of its corpus and guessing them "
                "back. The attention updates as you type.")
    bert_banner = banner("bert")
    with gr.Row():
        with gr.Column(scale=2):
            mask_text = textbox(name="The text", label="Text with one or more [MASK]", lines=3,
                                elem_id="fill-text", placeholder="The cat sat on the [MASK].")
            mask_top_k = slider(1, MAX_FILL_TOP_K, value=5, step=1, label="Guesses per mask")
            fill_button = gr.Button("Fill", variant="primary", elem_id="fill-button")
        with gr.Column(scale=3):
            filled = gr.HighlightedText(label="Filled with the most likely guess", elem_id="fill-filled",
                                        show_legend=False)
            mask_table = gr.Dataframe(headers=["mask", "rank", "guess", "probability"],
                                      label="Guesses per mask: whole words where a [MASK] stands as a word",
                                      interactive=False, max_height=330,
                                      elem_id="fill-table")
            with gr.Accordion("Every token, as JSON in the format of transformers' fill-mask pipeline (word "
                              "pieces and punctuation too)", open=False):
                mask_json = gr.JSON(label="Predictions", elem_id="fill-json")
    fill_examples_slot = gr.Row()
    bert_panel = attention_panel("bert")
    fill_outputs = [filled, mask_table, mask_json, bert_panel.maps, bert_panel.plot]
    fill_inputs = [mask_text, mask_top_k] + bert_panel.pickers
    fill_button.click(h.fill_mask, fill_inputs, fill_outputs, api_name="fill_mask", **model_events)
    with fill_examples_slot:
        examples([["The cat is a [MASK].", 5],
                  ["She was so tired that she fell [MASK].", 5],
                  ["The dog wagged its [MASK] and the owl hunted at [MASK].", 5]],
                 [mask_text, mask_top_k], h.fill_mask, fill_inputs, fill_outputs, model_events,
                 elem_id="fill-examples")
    mask_text.submit(h.fill_mask, fill_inputs, fill_outputs, **PRIVATE, **model_events)
    mask_text.change(h.fill_mask_live, fill_inputs, fill_outputs, trigger_mode="always_last",
                     show_progress="hidden", **PRIVATE, **model_events)
    return bert_banner, bert_panel
