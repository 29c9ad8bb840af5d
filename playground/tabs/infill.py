"""Infill spans · T5: T5 fills the blanks of a text (/infill), and below, its training objective tried on a sentence:
span corruption, then T5's reconstruction of the dropped spans (/corrupt)."""

import gradio as gr

from playground import handlers as h
from playground.components import number, slider, textbox
from playground.inference import INFILL_MAX_NEW_TOKENS, MAX_NEW_TOKENS, MAX_SEED, MEAN_SPAN_RANGE
from playground.inference import NOISE_DENSITY_RANGE
from playground.tabs.shared import PRIVATE, AttentionPanel, attention_panel, banner, examples


def build(model_events: dict) -> tuple[gr.Markdown, AttentionPanel]:
    """The tab's layout and events, /infill and /corrupt among them; returns its banner and its attention panel."""
    gr.Markdown("T5 reads a text with blanks and writes what goes in each one. Write `___` for a blank (it "
                "becomes the next sentinel `<extra_id_0>`, `<extra_id_1>`, ...) or type sentinels "
                "yourself. The model answers with each sentinel followed by its guess.")
    t5_banner = banner("t5")
    with gr.Row():
        with gr.Column(scale=2):
            infill_text = textbox(name="The text", label="Text with blanks (___)", lines=3,
                                  elem_id="infill-text", placeholder="The cat ___ on the mat.")
            infill_max_new = slider(1, MAX_NEW_TOKENS, value=INFILL_MAX_NEW_TOKENS, step=1,
                                    label="Max output tokens",
                                    info="how long T5's answer (all spans together) may be")
            infill_button = gr.Button("Infill", variant="primary", elem_id="infill-button")
        with gr.Column(scale=3):
            infill_filled = gr.HighlightedText(label="Filled text (T5's spans highlighted)",
                                               elem_id="infill-filled", show_legend=False)
            infill_input = gr.Textbox(label="What the encoder reads (blanks as sentinels, then [EOS])",
                                      interactive=False, elem_id="infill-input")
            infill_target = gr.Textbox(label="What the decoder wrote: the raw target sequence",
                                       info="greedy; it stops at [EOS] or at a sentinel the input does not "
                                            "have (what follows one has no blank to go to)",
                                       interactive=False, elem_id="infill-target")
    infill_examples_slot = gr.Row()
    with gr.Accordion("Corrupt a sentence: T5's training objective, step by step", open=True):
        gr.Markdown("In training, T5 never sees `___`: it gets a sentence with about 15% of its tokens "
                    "dropped in short spans, each span replaced by one sentinel, and learns to write the "
                    "dropped spans back. Try it on your own sentence; the seed picks which spans are "
                    "dropped.")
        with gr.Row():
            with gr.Column(scale=2):
                corrupt_text = textbox(name="The sentence", label="Sentence", lines=2,
                                       elem_id="corrupt-text",
                                       value="On Saturday morning, Grandma made pancakes for the whole "
                                             "family.")
                corrupt_seed = number(value=0, precision=0, minimum=0, maximum=MAX_SEED, label="Seed")
                noise_density = slider(*NOISE_DENSITY_RANGE, value=0.15, step=0.01, label="Noise density",
                                       info="share of the tokens dropped (T5: 0.15)")
                mean_span = slider(*MEAN_SPAN_RANGE, value=3, step=0.5, label="Mean span length",
                                   info="average tokens per dropped span (T5: 3)")
                corrupt_button = gr.Button("Corrupt and reconstruct", variant="primary",
                                           elem_id="corrupt-button")
            with gr.Column(scale=3):
                corrupted = gr.Textbox(label="Corrupted input (what the encoder reads)", interactive=False,
                                       elem_id="corrupt-input")
                corrupt_target = gr.Textbox(label="Target (what T5 is trained to write)",
                                            interactive=False, elem_id="corrupt-target")
                reconstruction = gr.HighlightedText(label="T5's reconstruction (✓ = span exactly right)",
                                                    elem_id="corrupt-reconstruction", show_legend=False)
                corrupt_score = gr.Markdown()
        corrupt_examples_slot = gr.Row()
    t5_panel = attention_panel("t5")
    infill_outputs = [infill_filled, infill_input, infill_target, t5_panel.maps, t5_panel.plot]
    infill_inputs = [infill_text, infill_max_new, t5_panel.which] + t5_panel.pickers
    infill_button.click(h.infill, infill_inputs, infill_outputs, api_name="infill", **model_events)
    with infill_examples_slot:
        examples([["The dog wagged its ___.", 40],
                  ["I have a sore ___ and a runny ___.", 40],
                  ["The farmer milked the ___ in the barn.", 40]],
                 [infill_text, infill_max_new], h.infill, infill_inputs, infill_outputs, model_events,
                 elem_id="infill-examples")
    infill_text.submit(h.infill, infill_inputs, infill_outputs, **PRIVATE, **model_events)
    corrupt_outputs = [corrupted, corrupt_target, reconstruction, corrupt_score, t5_panel.maps,
                       t5_panel.plot]
    corrupt_inputs = [corrupt_text, corrupt_seed, noise_density, mean_span]
    corrupt_run = corrupt_inputs + [t5_panel.which] + t5_panel.pickers
    # Public like the others: gradio_client fills in left-out trailing inputs only for an endpoint the API page
    # lists, and sent an undocumented /corrupt its four visible inputs alone, which Gradio answered with a bare error.
    corrupt_button.click(h.corrupt, corrupt_run, corrupt_outputs, api_name="corrupt", **model_events)
    with corrupt_examples_slot:
        examples([["The library opens at nine, and the children's books are upstairs by the window.", 0, 0.15, 3],
                  ["Everyone in our street knows Mr Patel, who runs the corner shop.", 3, 0.3, 2]],
                 corrupt_inputs, h.corrupt, corrupt_run, corrupt_outputs, model_events,
                 elem_id="corrupt-examples")
    return t5_banner, t5_panel
