"""Tiny Transformer Playground: the web app. Layout and event wiring only; each event calls a function of
playground/handlers.py, which calls the plain functions of playground/inference.py.

    python playground/app.py                                   # http://127.0.0.1:7860
    GRADIO_SERVER_NAME=0.0.0.0 GRADIO_SERVER_PORT=8080 python playground/app.py
    PLAYGROUND_WEIGHTS_DIR=runs/notes python playground/app.py # weights written by train_tiny.py --out runs/notes

    from playground import app
    demo = app.build_demo()      # the Blocks (this loads the weights); importing the module builds nothing

Named API endpoints (see "The API in brief" in README.md): /generate (streams), /fill_mask, /infill, and one per
view of the Inside tab (/lens, /knockout, ...: playground/inside/tab.py builds them from the view records).
"""

import argparse
import dataclasses
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as `python playground/app.py`, as a Hugging Face Space does
    sys.path.insert(0, str(ROOT))

import gradio as gr  # noqa: E402
import torch  # noqa: E402

from models import MODEL_KINDS  # noqa: E402
from models.generation import DEFAULT_SAMPLING, MAX_TOP_K, MIN_TOP_P  # noqa: E402
from playground import attention, glibc  # noqa: E402
from playground import handlers as h  # noqa: E402
from playground import server  # noqa: E402
from playground.components import checkbox, dropdown, number, radio, slider, textbox  # noqa: E402
from playground.inference import MAX_NEW_TOKENS, MAX_REPETITION_PENALTY, MAX_SEED, MAX_TEMPERATURE  # noqa: E402
from playground.inference import INFILL_MAX_NEW_TOKENS, MAX_FILL_TOP_K, MEAN_SPAN_RANGE  # noqa: E402
from playground.inference import NOISE_DENSITY_RANGE  # noqa: E402
from playground.inside import tab as inside_tab  # noqa: E402
from playground.model_store import TITLES  # noqa: E402
from playground.train import tab as train_tab  # noqa: E402

# A 2-vCPU machine: two requests run the models at once, one torch thread each (set in main(), so importing this
# module changes nothing global); more wait in a queue of at most 32.
CONCURRENCY = 2
QUEUE_SIZE = 32
MODEL_EVENTS = dict(concurrency_id="models", concurrency_limit=CONCURRENCY)  # one shared limit for model calls
PRIVATE = dict(api_visibility="private")


def sampled(**changes) -> list:
    """An example row's max new tokens, temperature, top-k, top-p and repetition penalty: the defaults, changed."""
    s = dataclasses.replace(DEFAULT_SAMPLING, **changes)
    return [s.max_new_tokens, s.temperature, s.top_k, s.top_p, s.repetition_penalty]

CSS = """
.intro p { margin: 0.2em 0; }
.note { font-size: 0.9em; color: var(--body-text-color-subdued); }
.architecture pre, .architecture code { white-space: pre-wrap !important; }
.banner { border: 1px solid #e0a800; background: #fff8e1; border-radius: 8px; padding: 8px 12px; }
"""

INTRO = """# Tiny Transformer Playground
Three small transformers, **GPT-2**, **BERT** and **T5**, written from scratch in PyTorch and trained on one small
original corpus of stories, letters and everyday facts. Pick a tab, click an example, and watch the attention.
The models are tiny (the Model tab gives their sizes; the smallest GPT-2 has 124 million parameters), so expect
charming nonsense rather than wisdom."""

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


def examples(rows: list, inputs: list, fn, fn_inputs: list, outputs: list, label: str = "Examples",
             elem_id: str | None = None):
    """Example rows: a click fills `inputs` with the row's values, then runs fn(*fn_inputs) as a model event, in the
    shared queue and under the shared concurrency limit. Returns that event, for a Stop button.

    A table of its own rather than gr.Examples, whose click sends each value as a gr.update: that gives the
    visitor's session plain copies of the inputs, without the checks of playground/components.py, and a seed typed
    after an example click got Gradio's own message instead of ours. (Its run_on_click would also register fn as an
    event of its own, with its own limit, callable by anyone as an undocumented endpoint.)"""
    table = gr.Dataset(components=inputs, samples=rows, label=label, elem_id=elem_id, type="index")

    def load_example(index: int) -> list:
        return rows[index]

    fill = table.click(load_example, table, inputs, queue=False, show_progress="hidden", **PRIVATE)
    return fill.then(fn, fn_inputs, outputs, **PRIVATE, **MODEL_EVENTS)


def banner(kind: str) -> gr.Markdown:
    """Shown in a tab only when its model could not be loaded (filled in when the page loads)."""
    return gr.Markdown(visible=False, elem_classes="banner", elem_id=f"{kind}-banner")


def build_demo() -> gr.Blocks:
    """The whole page, every tab and event, queued with the shared limits. Building it reads each model's
    size for the attention pickers (so it loads the weights); importing this module builds nothing."""
    with gr.Blocks(title="Tiny Transformer Playground") as demo:
        gr.Markdown(INTRO, elem_classes="intro")
        with gr.Tabs():
            # ----------------------------------------------------------------------------------------------------------
            with gr.Tab("Generate · GPT-2", id="generate"):
                gr.Markdown("GPT-2 writes one token at a time. At each step it gives every token in its vocabulary a "
                            "probability; the controls decide which of them may be drawn. Click a generated token (or "
                            "move the step slider) to see what else it could have written.")
                gpt_banner = banner("gpt")
                with gr.Row():
                    with gr.Column(scale=2):
                        prompt = textbox(name="The prompt", label="Prompt", lines=3, elem_id="gen-prompt",
                                         placeholder="Once upon a time")
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
                                                  api_name="generate", **MODEL_EVENTS)
                with gen_examples_slot:
                    example_event = examples([["Once upon a time", *sampled(), 0],
                                              ["The cat is a pet.", 40, 0, 0, 1.0, 1.0, 0],
                                              ["Dear Grandma,", *sampled(max_new_tokens=80), 7]],
                                             gen_inputs, h.generate, gen_inputs + gpt_panel.pickers, gen_outputs,
                                             label="Examples (the second is greedy: temperature 0)",
                                             elem_id="gen-examples")
                submit_event = prompt.submit(h.generate, gen_inputs + gpt_panel.pickers, gen_outputs, **PRIVATE,
                                             **MODEL_EVENTS)
                # Every way to start a generation: the button (and /generate through the API), Enter, an example.
                stop_button.click(None, cancels=[gen_event, submit_event, example_event], **PRIVATE)
                step.input(h.show_step, [gen_steps, step], [step_summary, candidates], trigger_mode="always_last",
                           **PRIVATE)
                gen_tokens.select(h.select_step, [gen_steps, step], [step, step_summary, candidates], **PRIVATE)

            # ----------------------------------------------------------------------------------------------------------
            with gr.Tab("Fill mask · BERT", id="fill_mask"):
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
                        mask_table = gr.Dataframe(headers=["mask", "rank", "token", "probability"],
                                                  label="Guesses per mask", interactive=False, max_height=330,
                                                  elem_id="fill-table")
                        with gr.Accordion("As JSON, in the format of transformers' fill-mask pipeline", open=False):
                            mask_json = gr.JSON(label="Predictions", elem_id="fill-json")
                fill_examples_slot = gr.Row()
                bert_panel = attention_panel("bert")
                fill_outputs = [filled, mask_table, mask_json, bert_panel.maps, bert_panel.plot]
                fill_inputs = [mask_text, mask_top_k] + bert_panel.pickers
                fill_button.click(h.fill_mask, fill_inputs, fill_outputs, api_name="fill_mask", **MODEL_EVENTS)
                with fill_examples_slot:
                    examples([["The cat is a [MASK].", 5],
                              ["She was so tired that she fell [MASK].", 5],
                              ["The dog wagged its [MASK] and the owl hunted at [MASK].", 5]],
                             [mask_text, mask_top_k], h.fill_mask, fill_inputs, fill_outputs, elem_id="fill-examples")
                mask_text.submit(h.fill_mask, fill_inputs, fill_outputs, **PRIVATE, **MODEL_EVENTS)
                mask_text.change(h.fill_mask_live, fill_inputs, fill_outputs, trigger_mode="always_last",
                                 show_progress="hidden", **PRIVATE, **MODEL_EVENTS)

            # ----------------------------------------------------------------------------------------------------------
            with gr.Tab("Infill spans · T5", id="infill"):
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
                                                   value="Not long ago, in the town of Longfield, there lived a "
                                                         "candle maker named Molly.")
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
                infill_button.click(h.infill, infill_inputs, infill_outputs, api_name="infill", **MODEL_EVENTS)
                with infill_examples_slot:
                    examples([["The dog wagged its ___.", 40],
                              ["I have a sore ___ and a runny ___.", 40],
                              ["The farmer milked the ___ in the barn.", 40]],
                             [infill_text, infill_max_new], h.infill, infill_inputs, infill_outputs,
                             elem_id="infill-examples")
                infill_text.submit(h.infill, infill_inputs, infill_outputs, **PRIVATE, **MODEL_EVENTS)
                corrupt_outputs = [corrupted, corrupt_target, reconstruction, corrupt_score, t5_panel.maps,
                                   t5_panel.plot]
                corrupt_inputs = [corrupt_text, corrupt_seed, noise_density, mean_span]
                corrupt_run = corrupt_inputs + [t5_panel.which] + t5_panel.pickers
                corrupt_button.click(h.corrupt, corrupt_run, corrupt_outputs, api_name="corrupt",
                                     api_visibility="undocumented", **MODEL_EVENTS)
                with corrupt_examples_slot:
                    examples([["The heron is a bird. A heron has long grey legs and a sharp yellow beak.", 0, 0.15, 3],
                              ["Everyone in Granton knew Ivan Greaves, the cheeky shoemaker.", 3, 0.3, 2]],
                             corrupt_inputs, h.corrupt, corrupt_run, corrupt_outputs, elem_id="corrupt-examples")

            # ----------------------------------------------------------------------------------------------------------
            with gr.Tab("Model", id="model"):
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

            # ----------------------------------------------------------------------------------------------------------
            with gr.Tab("Inside", id="inside"):
                inside_banner = train_tab.inside_banner()  # which models its views run for this session
                inside_tab.build(MODEL_EVENTS)  # one section and one endpoint per view of playground/inside

            # ----------------------------------------------------------------------------------------------------------
            with gr.Tab("Train", id="train"):
                train_tab.build([gpt_banner, bert_banner, t5_banner], inside_banner)  # playground/train/run.py

        banners = [gpt_banner, bert_banner, t5_banner]
        demo.unload(train_tab.end_session)  # the session's training run stops and its files go
        model_outputs = [model_status, *cards, metrics, training, curves, *banners]
        demo.load(h.model_tab, None, model_outputs, **PRIVATE)
        reload_button.click(h.reload_weights, None,
                            model_outputs + [gpt_panel.layer, gpt_panel.head, bert_panel.layer, bert_panel.head,
                                             t5_panel.layer, t5_panel.head], **PRIVATE, **MODEL_EVENTS)

    # api_open=False: Gradio otherwise serves /gradio_api/run/<endpoint> off a Space straight past the queue and its
    # limits.
    demo.queue(default_concurrency_limit=CONCURRENCY, max_size=QUEUE_SIZE, api_open=False)
    return demo


# Options of the real launch (tests that start the server pass their own host and port).
LAUNCH_OPTIONS = dict(theme=gr.themes.Soft(primary_hue="indigo"), css=CSS, footer_links=["api", "gradio"])


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description="Run the Tiny Transformer Playground web app. Host and port come "
                                                 "from GRADIO_SERVER_NAME (default 127.0.0.1) and GRADIO_SERVER_PORT "
                                                 "(default 7860); the weights from PLAYGROUND_WEIGHTS_DIR "
                                                 "(default weights/).")
    parser.add_argument("--share", action="store_true", help="also open a temporary public gradio.live link")
    args = parser.parse_args(argv)
    torch.set_num_threads(1)  # tiny models gain nothing from more threads; CONCURRENCY requests share the cores
    glibc.limit_memory_arenas(CONCURRENCY)  # one arena per request that runs at once
    # Blocks of 256 KB and more (attention maps, figures' JSON) in mappings of their own, returned when freed: the
    # memory at rest after each of six 16-client bursts then stayed within 0.9 MiB (it wandered by 13.6 MiB in the
    # heap); it costs about 10% on a generation with the grid of all heads (bench/RESULTS.md, the soak section).
    glibc.return_large_blocks(256 * 1024)
    train_tab.get_ready()  # a training child waits, ready, before the first Start (playground/train/spare.py)
    build_demo().launch(share=args.share, **LAUNCH_OPTIONS, **server.launch_options())  # + the request limits


if __name__ == "__main__":
    main()
