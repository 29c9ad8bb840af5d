"""What an Inside request does, for the page and the API alike: check it against its view's record, compute the
data, draw the figure. No layout here (tab.py) and no model code (each view's compute function).

    from playground.inside import VIEWS, endpoints
    from playground.model_store import ModelStore
    store = ModelStore()
    data, figure = endpoints.answer(store, VIEWS["lens"], "gpt", "After school, my sister and I")   # options at their defaults

Every check is generic: it reads the view's kinds and each Option's kind and range, so a new view needs no code
here. Refused input raises input_checks.InputError with one sentence that says what to do, the same sentence the
page shows in a toast and gradio_client gets as AppError.
"""

from __future__ import annotations

from models import MODEL_KINDS
from playground import input_checks
from playground.input_checks import MAX_TEXT_CHARS, InputError, between
from playground.model_store import TITLES
from playground.inside.view import Option, View

# The text each model starts from in the page (and the example an "empty text" message offers): BERT's views read
# [MASK]s and T5's read blanks, so each model gets a sentence with what it needs.
DEFAULT_TEXTS = {"gpt": "After school, my sister and I went to the park, and we",
                 "bert": "The cat is a [MASK].",
                 "t5": "The dog wagged its ___."}
MAX_LIST_ITEMS = 64  # an int_list (e.g. heads to knock out) holds at most this many numbers
NUMBER_KINDS = ("int", "float")


def shown(value) -> str:
    """A value the client sent, short enough to quote in a message."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def listed(kinds) -> str:
    """('gpt', 'bert', 't5') -> "'gpt', 'bert' or 't5'"."""
    quoted = [repr(k) for k in kinds]
    return quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " or " + quoted[-1]


def check_kind(kind) -> str:
    """One of the three model kinds, whatever the view."""
    if not isinstance(kind, str) or kind not in MODEL_KINDS:
        raise InputError(f"The model kind must be {listed(MODEL_KINDS)} (got {shown(kind)}); pick one of those.")
    return kind


def not_for(view: View, kind: str) -> str:
    """Why a view shows nothing for this model, and what to pick instead."""
    titles = " and ".join(TITLES[k] for k in view.kinds)
    return f"{view.title} is shown for {titles} only, not {TITLES[kind]}; pick {listed(view.kinds)}."


def check_view_kind(view: View, kind) -> str:
    check_kind(kind)
    if kind not in view.kinds:
        raise InputError(not_for(view, kind))
    return kind


def check_text_type(text):
    """A string or nothing (which reads as empty text, and check_text says what to write)."""
    if text is not None and not isinstance(text, str):
        raise InputError(f"The text must be text (got {shown(text)}); send a string.")
    return text


def check_text(text, kind: str) -> str:
    """The user's sentence: a string, not empty, not over-long (input_checks.check_text's messages)."""
    return input_checks.check_text(check_text_type(text), "text", DEFAULT_TEXTS[kind])


def _check_number(what: str, value, low, high, whole: bool):
    """Only an int or a float: True is an int in Python and "3" is a number to check_range, but neither is one here."""
    problem = input_checks.number_problem(what, value, low, high, whole, shown=shown(value))
    if problem:
        raise InputError(problem)
    return int(value) if whole else float(value)


def _int_list_items(what: str, value, low, high) -> list:
    """The raw items of an int_list: a list from the API, or "0, 3" typed in the page (empty: none)."""
    if value is None:
        return []
    if isinstance(value, (list, tuple)):
        return list(value)
    if not isinstance(value, str):
        raise InputError(f"{what} must be a list of whole numbers {between(low, high)} "
                         f"(got {shown(value)}); send a list such as [0, 2].")
    items = []
    for piece in (p.strip() for p in value.split(",")):
        if not piece:
            continue
        try:
            items.append(int(piece))
        except ValueError:
            raise InputError(f"{what} must be whole numbers {between(low, high)} separated by commas "
                             f"(got {shown(piece)}); type them like this: 0, 2.") from None
    return items


def _check_int_list(what: str, value, low, high) -> list[int]:
    items = _int_list_items(what, value, low, high)
    if len(items) > MAX_LIST_ITEMS:
        raise InputError(f"{what} holds {len(items)} numbers and takes at most {MAX_LIST_ITEMS}; remove "
                         f"{len(items) - MAX_LIST_ITEMS} of them.")
    return [_check_number(f"Each number in {what}", item, low, high, whole=True) for item in items]


def check_option(option: Option, value):
    """The value as compute() takes it, or InputError naming the option (by its label, as the page shows it)."""
    what = option.label
    if option.kind in NUMBER_KINDS or option.kind == "int_list":
        if option.low is None or option.high is None:  # a record without a range is a bug in the record
            raise ValueError(f"option {option.name!r} is a number and needs low and high in its record")
    if option.kind in NUMBER_KINDS:
        return _check_number(what, value, option.low, option.high, whole=option.kind == "int")
    if option.kind == "int_list":
        return _check_int_list(what, value, option.low, option.high)
    if option.kind == "bool":
        if not isinstance(value, bool):
            raise InputError(f"{what} must be true or false (got {shown(value)}); send true or false.")
        return value
    if option.kind == "choice":
        if not any(value == c and type(value) is type(c) for c in option.choices):  # 1 is not '1', True is not 1
            raise InputError(f"{what} must be {listed(option.choices)} (got {shown(value)}); pick one of those.")
        return value
    if option.kind == "text":
        if value is None:
            return ""
        if not isinstance(value, str):
            raise InputError(f"{what} must be text (got {shown(value)}); send a string.")
        if len(value) > MAX_TEXT_CHARS:
            raise InputError(f"{what} is {len(value):,} characters long; shorten it to at most {MAX_TEXT_CHARS:,}.")
        return value
    raise ValueError(f"option {option.name!r} has an unknown kind {option.kind!r}")


def check_request(view: View, kind, text, options: dict) -> dict:
    """Check the model kind, the text and every option (missing ones take their default); return the options as
    compute() takes them. The checks run in the order of the inputs, so the first wrong one is reported."""
    unknown = set(options) - {o.name for o in view.options}
    if unknown:  # a Python caller's typo: the API cannot send names that are not parameters
        raise TypeError(f"/{view.name} has no option {sorted(unknown)[0]!r}; its options are "
                        f"{[o.name for o in view.options]}")
    check_view_kind(view, kind)
    check_text(text, kind)
    return {o.name: check_option(o, options.get(o.name, o.default)) for o in view.options}


def answer(store, view: View, kind, text, **options) -> tuple[dict, object]:
    """One request: (data, figure). Options not given take their defaults."""
    checked = check_request(view, kind, text, options)
    data = view.compute(store, kind, text, **checked)
    return data, view.figure(data)
