"""Generate · GPT-2: GPT-2 continues a prompt one token at a time under the sampling controls; each token is coloured
by the probability it had, and a step's candidates show what else could have been drawn. /generate streams."""

import dataclasses

import gradio as gr

from models.generation import DEFAULT_SAMPLING, MAX_TOP_K, MIN_TOP_P
from playground import handlers as h
from playground.components import number, slider, textbox
from playground.inference import MAX_NEW_TOKENS, MAX_REPETITION_PENALTY, MAX_SEED, MAX_TEMPERATURE
from playground.tabs.shared import PRIVATE, AttentionPanel, attention_panel, banner, examples


def sampled(**changes) -> list:
    """An example row's max new tokens, temperature, top-k, top-p and repetition penalty: the defaults, changed."""
    s = dataclasses.replace(DEFAULT_SAMPLING, **changes)
    return [s.max_new_tokens, s.temperature, s.top_k, s.top_p, s.repetition_penalty]


def build(model_events: dict) -> tuple[gr.Markdown, AttentionPanel]:
    """The tab's layout and events, /generate among them; returns its banner and its attention panel (the Model
    tab's Reload redraws them)."""
    gr.Markdown("GPT-2 writes one token at a time. At each step it gives every token in its vocabulary a "
                "probability; the controls decide which of them may be drawn. Click a generated token (or "
                "move the step slider) to see what else it could have written.")
    gpt_banner = banner("gpt")
    with gr.Row():
        with gr.Column(scale=2):
            prompt = textbox(name="The prompt", label="Prompt", lines=3, elem_id="gen-prompt",
                             placeholder="After school, my sister and I")
            with gr.Row():
                generate_button = gr.Button("Generate", variant="primary", elem_id="gen-button")
                stop_button = gr.Button("Stop", elem_id="gen-stop")
            max_new_tokens = slider(1, MAX_NEW_TOKENS, value=DEFAULT_SAMPLING.max_new_tokens, step=1,
                                    label="Max new tokens",
                                    info="how many tokens to add (the model's context may allow fewer)")
            temperature = slider(0, MAX_TEMPERATURE, value=DEFAULT_SAMPLING.temperature, step=0.05,
                                 label="Temperature",
                                 info="0 = greedy: always the most likely token; < 1 sharpens the "
                                      "probabilities, > 1 flattens them")
            top_k = slider(0, MAX_TOP_K, value=DEFAULT_SAMPLING.top_k, step=1, label="Top-k",
                           info="draw only from the k most likely tokens; 0 = off")
            top_p = slider(MIN_TOP_P, 1, value=DEFAULT_SAMPLING.top_p, step=0.01,
                           label="Top-p (nucleus)",
                           info="draw only from the most likely tokens that together reach p; 1 = off")
            repetition_penalty = slider(1, MAX_REPETITION_PENALTY,
                                        value=DEFAULT_SAMPLING.repetition_penalty, step=0.05,
                                        label="Repetition penalty",
                                        info="makes tokens already in the prompt less likely; 1 = off")
            seed = number(value=0, precision=0, minimum=0, maximum=MAX_SEED, label="Seed",
                          elem_id="gen-seed", info="the same seed and settings give the same text")
        with gr.Column(scale=3):
            generated = gr.Textbox(label="Prompt + generated text", lines=6, interactive=False,
                                   elem_id="gen-output", buttons=["copy"])
            gen_notice = gr.Markdown(label="Notice", elem_classes="note")
            gen_tokens = gr.HighlightedText(label="Generated tokens, coloured by the probability each had "
                                                  "(click one to inspect its step)",
                                            color_map=h.PROBABILITY_COLORS, show_legend=True,
                                            show_inline_category=False, elem_id="gen-tokens")
            step = slider(1, MAX_NEW_TOKENS, value=1, step=1, label="Step")
            step_summary = gr.Textbox(label="This step", interactive=False, lines=1)
            candidates = gr.Dataframe(headers=h.CANDIDATE_HEADERS, label="Most likely candidates at this "
                                      "step (probability after temperature and repetition penalty)",
                                      interactive=False, elem_id="gen-candidates", max_height=380)
    gen_examples_slot = gr.Row()
    gen_steps = gr.State(None)
    gpt_panel = attention_panel("gpt")
    gen_outputs = [generated, gen_notice, gen_tokens, step, step_summary, candidates, gen_steps,
                   gpt_panel.maps, gpt_panel.plot]
    gen_inputs = [prompt, max_new_tokens, temperature, top_k, top_p, repetition_penalty, seed]
    gen_event = generate_button.click(h.generate, gen_inputs + gpt_panel.pickers, gen_outputs,
                                      api_name="generate", **model_events)
    with gen_examples_slot:
        example_event = examples([["After school, my sister and I", *sampled(), 0],
                                  ["On rainy days we like to", 40, 0, 0, 1.0, 1.0, 0],
                                  ["Dear Grandma,", *sampled(max_new_tokens=80), 7]],
                                 gen_inputs, h.generate, gen_inputs + gpt_panel.pickers, gen_outputs, model_events,
                                 label="Examples (the second is greedy: temperature 0)",
                                 elem_id="gen-examples")
    submit_event = prompt.submit(h.generate, gen_inputs + gpt_panel.pickers, gen_outputs, **PRIVATE,
                                 **model_events)
    # Every way to start a generation: the button (and /generate through the API), Enter, an example.
    stop_button.click(None, cancels=[gen_event, submit_event, example_event], **PRIVATE)
    step.input(h.show_step, [gen_steps, step], [step_summary, candidates], trigger_mode="always_last",
               **PRIVATE)
    gen_tokens.select(h.select_step, [gen_steps, step], [step, step_summary, candidates], **PRIVATE)
    return gpt_banner, gpt_panel
