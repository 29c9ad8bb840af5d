"""The Inside tab: the page and the HTTP endpoints, built from the View records alone (playground/inside/view.py).

At the top one model picker and one text box; then one section per view, in VIEWS order: its title, its idea, what
to try, its options as inputs, a Run button, the figure and the data. Each Run button is also the view's named
endpoint, /<view.name>, taking (kind, text, *options in the record's order) and answering (data, figure); what a
request does is endpoints.answer, shared with Python callers and the benchmark. A view that does not apply to the
picked model says so and its Run button is off; through the API such a request gets a one-sentence error.

An Option becomes an input by its kind: int or float -> Slider (Number when the range is too wide to slide),
bool -> Checkbox, choice -> Dropdown, text and int_list -> Textbox (an int_list is typed "0, 2"; the API also
takes a list). Each input checks what a request sends before Gradio's own preprocessing, which would otherwise
crash on a value of the wrong type with a message that names nothing.
"""

from __future__ import annotations

import functools
import inspect
import json
from dataclasses import dataclass

import gradio as gr

from models import MODEL_KINDS
from playground import handlers
from playground.input_checks import InputError
from playground.model_store import TITLES
from playground.inside import endpoints
from playground.inside.endpoints import DEFAULT_TEXTS
from playground.inside.view import Option, View

INTRO = """### Inside the models
How GPT-2, BERT and T5 get from your text to their output, one idea per section, on the real models: every number
shown is the model's own. Pick a model, write a sentence (BERT reads `[MASK]`, T5 reads `___` blanks), open a
section and press **Run**. Layers, heads and token positions count from 0, here as in every tab and in the
model's code (`blocks.0`). Each section is also an HTTP endpoint (see *Use via API* at the bottom of the page)."""

MAX_SLIDER_STEPS = 200  # a whole-number range wider than this is typed into a Number box (a seed, a token index)
PRIVATE = dict(api_visibility="private")


def accepting(component, check):
    """Let `check(payload)` turn what a request sends into the value the function gets, in place of Gradio's own
    preprocess; an InputError becomes the one-sentence gr.Error."""
    def preprocess(payload):
        try:
            return check(payload)
        except InputError as e:
            raise handlers.error(e) from None

    component.preprocess = preprocess
    return component


def float_step(low: float, high: float) -> float:
    """A round step that gives a slider about a hundred positions: 0..2 -> 0.02, 0..1 -> 0.01."""
    step = (high - low) / 100
    for nice in (1e-4, 2e-4, 5e-4, 1e-3, 2e-3, 5e-3, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0):
        if nice >= step:
            return nice
    return round(step)


def option_input(option: Option, elem_id: str):
    """The input for one option, checking each request's value with endpoints.check_option."""
    common = dict(label=option.label, info=option.info or None, elem_id=elem_id)
    if option.kind in endpoints.NUMBER_KINDS:
        whole = option.kind == "int"
        if whole and option.high - option.low > MAX_SLIDER_STEPS:
            component = gr.Number(value=option.default, minimum=option.low, maximum=option.high, precision=0,
                                  **common)
        else:
            component = gr.Slider(option.low, option.high, value=option.default, **common,
                                  step=1 if whole else float_step(option.low, option.high))
    elif option.kind == "bool":
        component = gr.Checkbox(value=option.default, **common)
    elif option.kind == "choice":
        component = gr.Dropdown(list(option.choices), value=option.default, **common)
    elif option.kind == "int_list":
        component = gr.Textbox(value=", ".join(str(i) for i in option.default or ()), lines=1,
                               placeholder="whole numbers separated by commas, e.g. 0, 2", **common)
    else:
        component = gr.Textbox(value=option.default, lines=1, **common)
    return accepting(component, lambda payload: endpoints.check_option(option, payload))


def endpoint(view: View):
    """The function behind /<view.name>: (kind, text, *options) -> (data, figure). Its signature names each
    parameter as the API lists it (Gradio reads the names from it)."""
    names = [o.name for o in view.options]

    def run_view(kind, text, *values):
        # One set of models for the whole request, whatever Reload does meanwhile; this session's own model of
        # that kind where it trained one in the Train tab (the tab's banner says which).
        return endpoints.answer(handlers.MODELS.current_for(kind), view, kind, text, **dict(zip(names, values)))

    run_view.__signature__ = inspect.Signature(
        [inspect.Parameter(n, inspect.Parameter.POSITIONAL_OR_KEYWORD) for n in ["kind", "text", *names]])
    run_view.__name__ = run_view.__qualname__ = view.name
    return handlers.model_event(run_view)


@dataclass
class Section:
    """One view's part of the page: what the model picker switches, and what its Run event reads and writes."""
    view: View
    note: gr.Markdown  # "this view is not for this model" (hidden when it is)
    run: gr.Button
    options: list
    data: gr.JSON
    plot: gr.Plot


def view_section(view: View, kind: gr.Radio, text: gr.Textbox, first_kind: str, is_open: bool) -> Section:
    """Title, idea, what to try, the options, Run, the figure and the data of one view, in an Accordion."""
    with gr.Accordion(view.title, open=is_open, elem_id=f"inside-{view.name}"):
        gr.Markdown(view.idea)
        gr.Markdown(f"**Try this:** {view.try_this}", elem_classes="note")
        applies = first_kind in view.kinds
        note = gr.Markdown(value="" if applies else endpoints.not_for(view, first_kind), visible=not applies,
                           elem_classes="banner", elem_id=f"inside-{view.name}-note")
        options = []
        if view.options:
            with gr.Row():
                options = [option_input(o, f"inside-{view.name}-{o.name}") for o in view.options]
        with gr.Row():
            run = gr.Button("Run", variant="primary", interactive=applies, elem_id=f"inside-{view.name}-run")
        if view.examples:
            gr.Examples([[k, t] for k, t in view.examples.items()], inputs=[kind, text],
                        label="Examples (click one to put it in the model picker and the text box above)",
                        elem_id=f"inside-{view.name}-examples", **PRIVATE)
        plot = gr.Plot(label=view.title, elem_id=f"inside-{view.name}-plot")
        with gr.Accordion("The numbers, as the API returns them", open=False):
            data = gr.JSON(show_label=False, elem_id=f"inside-{view.name}-data")
    return Section(view, note, run, options, data, plot)


def applicability(sections: list[Section], kind: str) -> list:
    """For each section: its note (shown when the view is not for this model) and whether Run is on."""
    updates = []
    for s in sections:
        applies = kind in s.view.kinds
        updates.append(gr.update(value="" if applies else endpoints.not_for(s.view, kind), visible=not applies))
    return updates + [gr.update(interactive=kind in s.view.kinds) for s in sections]


# Picking another model swaps in its starting text, unless the user has written their own. In the browser, so that
# no answer from the server can arrive after the user has started typing and overwrite what they typed.
SWAP_TEXT = """(kind, text) => {
    const starts = %s;
    return (!(text || "").trim() || Object.values(starts).includes(text)) ? starts[kind] : text;
}""" % json.dumps(DEFAULT_TEXTS)


def build(model_events: dict, views: dict[str, View] | None = None) -> list[Section]:
    """The tab's content, inside the caller's `with gr.Tab(...)`. model_events: the app's shared concurrency limit,
    given to every event that runs a model. views: {name: View} in page order (default: playground.inside.VIEWS)."""
    if views is None:
        from playground.inside import VIEWS as views
    gr.Markdown(INTRO, elem_classes="intro")
    first_kind = MODEL_KINDS[0]
    with gr.Row():
        kind = accepting(gr.Radio([(TITLES[k], k) for k in MODEL_KINDS], value=first_kind, label="Model",
                                  elem_id="inside-kind", scale=1), endpoints.check_kind)
        text = accepting(gr.Textbox(value=DEFAULT_TEXTS[first_kind], label="Text", lines=2, scale=3,
                                    elem_id="inside-text",
                                    info="BERT's views read [MASK]s, T5's read ___ blanks"),
                         endpoints.check_text_type)
    sections = [view_section(view, kind, text, first_kind, is_open=i == 0) for i, view in enumerate(views.values())]
    for s in sections:
        s.run.click(endpoint(s.view), [kind, text, *s.options], [s.data, s.plot], api_name=s.view.name,
                    api_description=f"{s.view.title}: {s.view.idea}", **model_events)
    kind.input(None, [kind, text], text, js=SWAP_TEXT, **PRIVATE)
    kind.change(functools.partial(applicability, sections), kind,
                [s.note for s in sections] + [s.run for s in sections], **PRIVATE)
    return sections
