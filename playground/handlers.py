"""What each event of the web app does: call playground.inference, and shape its result for the components.

No model code here and no layout: the tabs' builders (playground/tabs/) wire these to the components. Refused input
(input_checks.InputError) and a missing model (model_store.ModelUnavailable) become gr.Error, whose one-sentence
message reaches the browser as a toast and gradio_client as AppError; the server keeps serving.
Every value shown goes into components that render text (Textbox, Dataframe, HighlightedText, JSON); the only
Markdown holds text written here, and plot labels are html-escaped in playground.attention.
"""

from __future__ import annotations

import functools
import html
import inspect
import re

import gradio as gr

import models

from playground import attention, inference, model_card, model_store
from models import MODEL_KINDS
from playground.inference import visible
from playground.input_checks import InputError
from playground.model_store import TITLES, ModelUnavailable
from playground.model_threads import on_model_threads
from playground.session_models import SessionModels

# The folder comes from $PLAYGROUND_WEIGHTS_DIR, default weights/; a session that trained a model in the Train tab
# gets its own model of that kind instead (playground/session_models.py).
MODELS = SessionModels(model_store.ModelStore())
ATTENTION_EVERY = 4  # while text streams, redraw the attention every this many tokens (and at the end)
T5_ATTENTION = ["encoder self-attention", "decoder self-attention", "cross-attention"]
CANDIDATE_HEADERS = ["rank", "token", "probability", "chance of being drawn", "what happened"]
STATUS_LABELS = {"drawn": "◀ drawn", "kept": "kept", "removed by top-k": "✗ removed by top-k",
                 "removed by top-p": "✗ removed by top-p", "passed over": "passed over (greedy)"}


def error(e: Exception) -> gr.Error:
    """gr.Error renders its message as HTML in the browser: escape it (it may quote a value the user sent). The
    command in a missing model's message (`python train_tiny.py`, Markdown in its banner) becomes <code> here, so
    the toast shows it as code and not between backticks; only there, as other messages quote what users typed."""
    message = html.escape(str(e), quote=False)
    if isinstance(e, ModelUnavailable):
        message = re.sub(r"`([^`]+)`", r"<code>\1</code>", message)
    return gr.Error(message)


def user_errors(fn):
    """Turn the errors a user can cause into gr.Error (for plain and generator functions alike)."""
    if inspect.isgeneratorfunction(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            try:
                yield from fn(*args, **kwargs)
            except (InputError, ModelUnavailable) as e:
                raise error(e) from None
    else:
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            try:
                return fn(*args, **kwargs)
            except (InputError, ModelUnavailable) as e:
                raise error(e) from None
    return wrapper


def model_event(fn):
    """A handler that runs a model: on the app's model threads (playground/model_threads.py), with user_errors."""
    return user_errors(on_model_threads(fn))


# ---------------------------------------------------------------------------------------------------------------------
# Attention panel (one per tab): the state holds {name: AttentionMap} for the last run
# ---------------------------------------------------------------------------------------------------------------------


def attention_shape(kind: str) -> tuple[int, int]:
    """(layers, heads) for the pickers of a model's panel; (1, 1) when the model is not loaded."""
    try:
        config = MODELS.get(kind).config
    except ModelUnavailable:
        return 1, 1
    return max(config.n_layer, getattr(config, "n_decoder_layer", None) or 0), config.n_head


def picker_updates(kind: str) -> tuple:
    """New ranges for a panel's layer slider and head dropdown (after weights are reloaded)."""
    n_layer, n_head = attention_shape(kind)
    return gr.update(maximum=attention.layer_range(n_layer)[1]), gr.update(choices=attention.head_choices(n_head))


def render_attention(maps: dict | None, which: str | None, layer, head, hide_special: bool):
    """The plot for the panel's current pickers."""
    if not maps:
        return attention.figure(None)
    att = maps.get(which) or next(iter(maps.values()))
    return attention.figure(att, layer, head, hide_special)


# Gradio 6.31 keeps a copy of each output's value in the session. An output that gets an update dict (gr.skip(),
# gr.update(...)) and later a bare value is stored again under a new id on every such switch, and those copies stay
# for the whole session: a streamed plot that skipped between redraws kept ~25 copies of the figure per generation.
# So an output that is ever skipped gets gr.update(value=...) from every event that writes it, never a bare value.


def update_attention(maps: dict | None, which: str | None, layer, head, hide_special: bool):
    """render_attention as gr.update(value=...), for a plot that a streamed event also skips (see above)."""
    return gr.update(value=render_attention(maps, which, layer, head, hide_special))


@user_errors
def export_attention(maps: dict | None, fmt: str) -> str:
    if not maps:
        raise InputError("There is no attention to export yet; run the model first.")
    return attention.export(list(maps.values()), fmt)


def export_json(maps):
    return gr.update(value=export_attention(maps, "json"), visible=True)


def export_csv(maps):
    return gr.update(value=export_attention(maps, "csv"), visible=True)


# ---------------------------------------------------------------------------------------------------------------------
# Generate (GPT)
# ---------------------------------------------------------------------------------------------------------------------


def candidate_rows(step: inference.Step | None) -> list[list]:
    if step is None:
        return []
    return [[rank, visible(c.token), round(c.prob, 4), round(c.chance, 4), STATUS_LABELS[c.status]]
            for rank, c in enumerate(step.candidates, start=1)]


PROBABILITY_BINS = [(0.5, "p ≥ 0.5"), (0.2, "0.2 ≤ p < 0.5"), (0.05, "0.05 ≤ p < 0.2"), (0.0, "p < 0.05")]
PROBABILITY_COLORS = dict(zip([label for _, label in PROBABILITY_BINS], ["#74c476", "#c7e9c0", "#fdd0a2", "#fc9272"]))


def probability_bin(p: float) -> str:
    return next(label for low, label in PROBABILITY_BINS if p >= low)


def token_pieces(update: inference.GenerationUpdate) -> list[tuple[str, str | None]]:
    """The prompt, then each generated token labelled by how likely it was (HighlightedText colours it)."""
    return [(update.prompt, None)] + [(s.token, probability_bin(s.prob)) for s in update.steps]


@model_event
def generate(prompt, max_new_tokens, temperature, top_k, top_p, repetition_penalty, seed, layer=0,
             head=attention.AVERAGE, hide_special=False):
    """Stream GPT's continuation: text, notices, tokens, the latest step's candidates; the attention every few
    tokens."""
    gpt = MODELS.get("gpt")
    stream = inference.generate_stream(gpt, prompt, max_new_tokens=max_new_tokens, temperature=temperature,
                                       top_k=top_k, top_p=top_p, repetition_penalty=repetition_penalty, seed=seed)
    for update in stream:
        n = len(update.steps)
        redraw = update.done or n % ATTENTION_EVERY == 1
        maps = {"self-attention": inference.gpt_attention(gpt, update.context_ids)} if redraw else None
        yield (update.text, update.notice, token_pieces(update), gr.update(value=n, maximum=max(n, 2)),
               update.steps[-1].summary(), candidate_rows(update.steps[-1]), update.steps,
               maps if redraw else gr.skip(),
               update_attention(maps, None, layer, head, hide_special) if redraw else gr.skip())


def show_step(steps: list | None, index) -> tuple:
    """The candidates table of step `index` (1-based) of the last generation."""
    if not steps:
        return "", []
    step = steps[min(max(int(index or 1), 1), len(steps)) - 1]
    return step.summary(), candidate_rows(step)


def select_step(steps: list | None, current, evt: gr.SelectData) -> tuple:
    """A click on a generated token (piece 0 is the prompt) shows that step; a click on the prompt shows the current
    step again. generate streams the step slider too, so it gets gr.update (see the note above update_attention)."""
    index = evt.index if isinstance(evt.index, int) else (evt.index or [0])[0]
    if not steps or index < 1:
        return gr.update(), *show_step(steps, current)
    return (gr.update(value=index), *show_step(steps, index))


# ---------------------------------------------------------------------------------------------------------------------
# Fill mask (BERT)
# ---------------------------------------------------------------------------------------------------------------------


def prediction_rows(result: inference.FillMaskResult) -> list[list]:
    rows = []
    for m, predictions in enumerate(result.words, start=1):  # the table offers words; the JSON keeps every token
        for rank, p in enumerate(predictions, start=1):
            rows.append([m, rank, visible(p["token_str"]), p["score"]])
    return rows


def fill_mask_outputs(bert, text, top_k, layer, head, hide_special) -> tuple:
    result = inference.fill_mask(bert, text, top_k)
    maps = {"self-attention": result.attention}
    return (result.pieces, prediction_rows(result), result.pipeline_json(), maps,
            render_attention(maps, None, layer, head, hide_special))


@model_event
def fill_mask(text, top_k, layer=0, head=attention.AVERAGE, hide_special=False):
    """BERT's guesses for each [MASK]: filled text, table, pipeline JSON, attention."""
    return fill_mask_outputs(MODELS.get("bert"), text, top_k, layer, head, hide_special)


@on_model_threads
def fill_mask_live(text, top_k, layer, head, hide_special):
    """As the user types: the attention always, the guesses when there is a [MASK]; never an error toast (the
    Fill button reports what is wrong)."""
    try:
        bert = MODELS.get("bert")
        if inference.MASK_TEXT in text:
            return fill_mask_outputs(bert, text, top_k, layer, head, hide_special)
        maps = {"self-attention": inference.bert_attention(bert, text)}
    except (InputError, ModelUnavailable):
        return (gr.skip(),) * 5
    return gr.skip(), gr.skip(), gr.skip(), maps, render_attention(maps, None, layer, head, hide_special)


# ---------------------------------------------------------------------------------------------------------------------
# Infill (T5)
# ---------------------------------------------------------------------------------------------------------------------


@model_event
def infill(text, max_new_tokens, which="cross-attention", layer=0, head=attention.AVERAGE,
           hide_special=False):
    """T5 fills the blanks: highlighted text, the input as the encoder reads it, the raw target, attention."""
    result = inference.infill(MODELS.get("t5"), text, max_new_tokens)
    return (result.pieces, result.input_text, result.target, result.attention,
            render_attention(result.attention, which, layer, head, hide_special))


@model_event
def corrupt(text, seed, noise_density, mean_span_length, which="cross-attention", layer=0, head=attention.AVERAGE,
            hide_special=False):
    """Span corruption of the user's sentence and T5's reconstruction."""
    c = inference.corrupt(MODELS.get("t5"), text, seed=seed, noise_density=noise_density,
                          mean_span_length=mean_span_length)
    pieces = []
    for piece, label in c.reconstruction.pieces:
        if label is None:
            pieces.append((piece, None))
            continue
        index = int(inference.SENTINEL.match(label).group(1))
        truth = c.true_spans.get(index)
        mark = "✓" if c.reconstruction.spans.get(index) == truth else f"✗ was {visible(truth or '')!r}"
        pieces.append((piece, f"{label.split()[0]} {mark}"))
    att = c.reconstruction.attention
    return (c.corrupted, c.target, pieces, c.score, att, render_attention(att, which, layer, head, hide_special))


# ---------------------------------------------------------------------------------------------------------------------
# Model tab and the per-tab status banners
# ---------------------------------------------------------------------------------------------------------------------


def status_banner(kind: str, model_set: model_store.ModelSet | None = None):
    """Hidden when the model is loaded; otherwise what is wrong and the command that fixes it."""
    try:
        (model_set or MODELS.current()).get(kind)
    except ModelUnavailable as e:
        return gr.update(value=f"⚠ **{TITLES[kind]} could not be loaded; this tab is off until it is fixed.**\n\n"
                               f"{e}", visible=True)
    return gr.update(value="", visible=False)


def model_tab() -> tuple:
    """Everything the Model tab and the banners show, read fresh from the store (one set of models, read once) and
    the training log."""
    model_set = MODELS.current()
    status, loaded = model_set.status(), dict(model_set.models)
    lines = [f"Weights folder: `{model_set.folder}`", ""]
    for kind in MODEL_KINDS:
        if status[kind] is None:
            n = models.parameter_count(loaded[kind])
            lines.append(f"- ✓ **{TITLES[kind]}**: loaded, {n:,} parameters")
        else:
            lines.append(f"- ✗ **{TITLES[kind]}**: not available ({status[kind]})")
    if any(status.values()):
        lines += ["", f"To fix: run `{model_set.fix_command()}` from the repository root (about 8 minutes on 2 CPU "
                      "cores), then press **Reload weights**."]
    cards = []
    for kind in MODEL_KINDS:
        model = loaded.get(kind)
        if model is None:
            cards += [f"Not loaded ({status[kind]}).", [], {}]
        else:
            cards += [f"```text\n{model_card.architecture(model)}\n```", model_card.parameter_rows(model),
                      model_card.config_dict(model)]
    log = model_card.read_train_log(model_set.folder)
    return ("\n".join(lines), *cards, model_card.metric_rows(loaded), model_card.training_rows(loaded, log),
            model_card.curves_figure(log),
            *(status_banner(kind, model_set) for kind in MODEL_KINDS))


def reload_weights() -> tuple:
    """Read the weights folder again (after train_tiny.py has rewritten it); then refresh the Model tab, the
    banners and the attention pickers."""
    MODELS.load()
    gr.Info("Weights reloaded from " + str(MODELS.folder))
    return (*model_tab(), *picker_updates("gpt"), *picker_updates("bert"), *picker_updates("t5"))
