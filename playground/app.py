"""Tiny Transformer Playground: the web app. This file is the page's table of contents: the tabs in order, each built
by its own module (playground/tabs/, playground/inside/tab.py, playground/train/tab.py), the events that span tabs,
the shared limits and the launch. Every event calls a function of playground/handlers.py (or of the tab's own
package), which calls the plain functions of playground/inference.py.

    python playground/app.py                                   # http://127.0.0.1:7860
    GRADIO_SERVER_NAME=0.0.0.0 GRADIO_SERVER_PORT=8080 python playground/app.py
    PLAYGROUND_WEIGHTS_DIR=runs/notes python playground/app.py # weights written by train_tiny.py --out runs/notes

    from playground import app
    demo = app.build_demo()      # the Blocks (this loads the weights); importing the module builds nothing

Named API endpoints (see "The API in brief" in README.md): /generate (streams), /fill_mask, /infill, /corrupt, one
per view of the Inside tab (/lens, /knockout, ...: playground/inside/tab.py builds them from the view records) and
the Train tab's (/train_start, ...).
"""

import argparse
import gc
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as `python playground/app.py`, as a Hugging Face Space does
    sys.path.insert(0, str(ROOT))

import playground  # noqa: E402, F401  first: Gradio is then imported without its stub writer (gradio_import.py)
import gradio as gr  # noqa: E402
import torch  # noqa: E402

from playground import glibc  # noqa: E402
from playground import handlers as h  # noqa: E402
from playground import server  # noqa: E402
from playground.inside import tab as inside_tab  # noqa: E402
from playground.tabs import fill_mask as fill_mask_tab  # noqa: E402
from playground.tabs import generate as generate_tab  # noqa: E402
from playground.tabs import infill as infill_tab  # noqa: E402
from playground.tabs import model as model_tab  # noqa: E402
from playground.train import tab as train_tab  # noqa: E402

# A 2-vCPU machine: two requests run the models at once, one torch thread each (set in main(), so importing this
# module changes nothing global); more wait in a queue of at most 32.
CONCURRENCY = 2
QUEUE_SIZE = 32
MODEL_EVENTS = dict(concurrency_id="models", concurrency_limit=CONCURRENCY)  # one shared limit for model calls
PRIVATE = dict(api_visibility="private")

CSS = """
.intro p { margin: 0.2em 0; }
.note { font-size: 0.9em; color: var(--body-text-color-subdued); }
.architecture pre, .architecture code { white-space: pre-wrap !important; }
.banner { border: 1px solid #e0a800; background: #fff8e1; border-radius: 8px; padding: 8px 12px; }
"""

INTRO = """# Tiny Transformer Playground
Three small transformers, **GPT-2**, **BERT** and **T5**, written from scratch in PyTorch and trained on one small
original corpus of everyday English prose: stories, letters, diaries, dialogues and recipes. Pick a tab, click an
example, and watch the attention.
The models are tiny (the Model tab gives their sizes; the smallest GPT-2 has 124 million parameters), so expect
charming nonsense rather than wisdom."""


def build_demo() -> gr.Blocks:
    """The whole page, every tab and event, queued with the shared limits. Building it reads each model's
    size for the attention pickers (so it loads the weights); importing this module builds nothing."""
    with gr.Blocks(title="Tiny Transformer Playground") as demo:
        gr.Markdown(INTRO, elem_classes="intro")
        with gr.Tabs():
            # Each model tab returns its banner (shown when its model cannot be loaded) and its attention panel.
            with gr.Tab("Generate · GPT-2", id="generate"):
                gpt_banner, gpt_panel = generate_tab.build(MODEL_EVENTS)  # playground/tabs/generate.py
            with gr.Tab("Fill mask · BERT", id="fill_mask"):
                bert_banner, bert_panel = fill_mask_tab.build(MODEL_EVENTS)  # playground/tabs/fill_mask.py
            with gr.Tab("Infill spans · T5", id="infill"):
                t5_banner, t5_panel = infill_tab.build(MODEL_EVENTS)  # playground/tabs/infill.py
            with gr.Tab("Model", id="model"):
                model_tables, reload_button = model_tab.build()  # playground/tabs/model.py
            with gr.Tab("Inside", id="inside"):
                inside_banner = train_tab.inside_banner()  # which models its views run for this session
                inside_tab.build(MODEL_EVENTS)  # one section and one endpoint per view of playground/inside
            with gr.Tab("Train", id="train") as train_page:
                # playground/train/tab.py; opening the tab gets a training child ready for a Start
                train_tab.build([gpt_banner, bert_banner, t5_banner], inside_banner, train_page)

        banners = [gpt_banner, bert_banner, t5_banner]
        demo.unload(train_tab.end_session)  # the session's training run stops and its files go
        # The Model tab's tables and every model tab's banner are filled when the page loads; Reload weights
        # refills them and resizes the attention pickers to the new models.
        model_outputs = [*model_tables, *banners]
        demo.load(h.model_tab, None, model_outputs, **PRIVATE)
        reload_button.click(h.reload_weights, None,
                            model_outputs + [gpt_panel.layer, gpt_panel.head, bert_panel.layer, bert_panel.head,
                                             t5_panel.layer, t5_panel.head], **PRIVATE, **MODEL_EVENTS)

    # api_open=False: Gradio otherwise serves /gradio_api/run/<endpoint> off a Space straight past the queue and its
    # limits.
    server.summarise_events_rarely()
    demo.queue(default_concurrency_limit=CONCURRENCY, max_size=QUEUE_SIZE, api_open=False)
    server.poll_queue_calmly(demo)
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
    demo = build_demo()
    # The 326,000 objects made so far (torch, Gradio, the page, the models) live as long as the server: out of the
    # garbage collector's sight, a full collection scans only what requests make. With them it took 175 ms, the GIL
    # held all the while, and every request waited (the slowest /generate while the Train tab's queue ran).
    gc.collect()
    gc.freeze()
    demo.launch(share=args.share, **LAUNCH_OPTIONS, **server.launch_options())  # + the request limits


if __name__ == "__main__":
    main()
