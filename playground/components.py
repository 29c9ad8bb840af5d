"""Gradio's input components, with a check of every value a request sends that names the control and says what to
do when it refuses.

The server checks a slider's range on every request, but its own message names neither the control nor what to
do ("Value 500 is greater than maximum value 200."), and a value of the wrong type sent through the raw API (null,
NaN, "5", [1]) crashes Gradio's own preprocessing into a generic error with no message at all. `slider()`,
`number()`, `dropdown()`, `radio()`, `checkbox()` and `textbox()` make the same components with a check that runs
first: "Max new tokens must be between 1 and 200 (got 500); pick a value in that range."

They wrap the instance's preprocess rather than subclass: Gradio writes a .pyi stub next to the source file of any
component subclass, at import time. (An event that changes a component's props, such as new slider bounds after
Reload weights, gives that browser session a plain copy of the component; those events are private, so API clients
never get one, and the page itself only sends well-formed values.)
"""

import html

import gradio as gr

from playground.input_checks import number_problem


def _shown(payload) -> str:
    """The value a client sent, short and escaped: gr.Error renders HTML, and the payload is the client's."""
    return html.escape(repr(payload)[:40], quote=False)


def _check_number(component, what: str, payload) -> None:
    """The component's range, in the sentence the API's checks say too (input_checks.number_problem)."""
    whole = (component.precision == 0 if isinstance(component, gr.Number)
             else float(component.step).is_integer() and float(component.minimum).is_integer())
    problem = number_problem(what, payload, component.minimum, component.maximum, whole, shown=_shown(payload))
    if problem:
        raise gr.Error(problem)


def _check_choice(component, what: str, payload) -> None:
    values = [c[1] if isinstance(c, (tuple, list)) else c for c in component.choices]
    if not any(payload == v and type(payload) is type(v) for v in values):
        listed = ", ".join(repr(v) for v in values)
        raise gr.Error(f"{what} must be one of {html.escape(listed, quote=False)} (got {_shown(payload)}); "
                       "pick one of those.")


def _check_checkbox(component, what: str, payload) -> None:
    if not isinstance(payload, bool):
        raise gr.Error(f"{what} must be true or false (got {_shown(payload)}); send true or false.")


def _check_text(component, what: str, payload) -> None:
    if payload is not None and not isinstance(payload, str):  # None reads as empty text, which the app explains
        raise gr.Error(f"{what} must be text (got {_shown(payload)}); send a string.")


def checked(component, check, name: str | None = None):
    """Run check(component, name, payload) before Gradio's own preprocess; name defaults to the label."""
    gradio_preprocess = component.preprocess
    what = name or component.label or "This value"

    def preprocess(payload):
        check(component, what, payload)
        return gradio_preprocess(payload)

    component.preprocess = preprocess
    return component


def slider(*args, name: str | None = None, **kwargs) -> gr.Slider:
    return checked(gr.Slider(*args, **kwargs), _check_number, name)


def number(*args, name: str | None = None, **kwargs) -> gr.Number:
    return checked(gr.Number(*args, **kwargs), _check_number, name)


def dropdown(*args, name: str | None = None, **kwargs) -> gr.Dropdown:
    return checked(gr.Dropdown(*args, **kwargs), _check_choice, name)


def radio(*args, name: str | None = None, **kwargs) -> gr.Radio:
    return checked(gr.Radio(*args, **kwargs), _check_choice, name)


def checkbox(*args, name: str | None = None, **kwargs) -> gr.Checkbox:
    return checked(gr.Checkbox(*args, **kwargs), _check_checkbox, name)


def textbox(*args, name: str | None = None, **kwargs) -> gr.Textbox:
    return checked(gr.Textbox(*args, **kwargs), _check_text, name)
