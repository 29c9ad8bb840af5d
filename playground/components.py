"""Gradio's Slider and Number, with range errors that name the control.

The server checks a slider's range on every request, but its own message names neither the control nor what to
do ("Value 500 is greater than maximum value 200."). `slider()` and `number()` make the same components whose
refusal reads "Max new tokens must be between 1 and 200 (got 500); pick a value in that range."

They wrap the instance's preprocess rather than subclass: Gradio writes a .pyi stub next to the source file of any
component subclass, at import time.
"""

import html

import gradio as gr


def _check(component, payload):
    low, high = component.minimum, component.maximum
    span = f"between {low:g} and {high:g}" if high is not None else f"at least {low:g}"
    what = component.label or "This value"
    sent = html.escape(repr(payload)[:40], quote=False)  # gr.Error renders HTML; the payload is the client's
    try:
        value = float(payload)
    except (TypeError, ValueError):
        raise gr.Error(f"{what} must be a number {span} (got {sent}); send a number.") from None
    if (low is not None and value < low) or (high is not None and value > high):
        raise gr.Error(f"{what} must be {span} (got {sent}); pick a value in that range.")


def named_range_errors(component):
    """Check the range (and name the control) before Gradio's own preprocess runs."""
    gradio_preprocess = component.preprocess

    def preprocess(payload):
        if payload is not None:
            _check(component, payload)
        return gradio_preprocess(payload)

    component.preprocess = preprocess
    return component


def slider(*args, **kwargs) -> gr.Slider:
    return named_range_errors(gr.Slider(*args, **kwargs))


def number(*args, **kwargs) -> gr.Number:
    return named_range_errors(gr.Number(*args, **kwargs))
