"""What one view of the Inside tab is: its endpoint name, the idea it shows in plain words, its options, a
function from (models, text, options) to plain data, and a function from that data to a figure.

The tab (playground/inside/tab.py) and the HTTP endpoints are built from these records alone, so a view is
written once: its numbers come from `compute`, and the page, the API and the tests all read the same data.

compute(store, kind, text, **options) -> dict
    store: playground.model_store.ModelStore (store.get(kind) -> the model; store.folder -> the weights folder).
    kind:  "gpt", "bert" or "t5" (one of View.kinds).
    text:  the user's sentence or prompt, already checked by input_checks.check_text.
    options: every Option by name, already checked against its type and range.
    Returns JSON-ready data: numbers, strings, lists, and tables as {"headers": [...], "data": [[...], ...]}.
    Raises input_checks.InputError (one sentence that says what to do) for input that cannot be shown.
figure(data) -> plotly.graph_objects.Figure, drawn from the returned data only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable


@dataclass(frozen=True)
class Option:
    """One input of a view after the model and the text. kind: "int", "float", "bool", "choice", "text" or
    "int_list" (a comma-separated list of whole numbers in the page; a list of ints in the API)."""
    name: str  # the keyword compute() takes, and the API parameter name
    label: str  # what the page shows
    kind: str
    default: Any
    low: float | None = None  # for int, float and int_list items
    high: float | None = None
    choices: tuple = ()  # for choice
    info: str = ""  # a short hint under the input


@dataclass(frozen=True)
class View:
    name: str  # the endpoint: /<name>
    title: str  # the heading in the page
    idea: str  # two or three plain sentences: what idea this shows
    try_this: str  # one concrete thing to try
    kinds: tuple[str, ...]  # the models it applies to
    options: tuple[Option, ...]
    compute: Callable[..., dict]
    figure: Callable[[dict], Any]
    examples: dict[str, str] = field(default_factory=dict)  # {kind: a text to start from}
