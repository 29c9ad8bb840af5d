"""The Inside tab's endpoints (/lens, /knockout, ... one per view) through gradio_client.

First on a made-up view with one option of every kind, in a small app built by the same code (inside.tab.build),
so that every check and its exact message is pinned down whatever the real views hold; then every real view on
the bundled weights, in the real app: for each model it applies to, the default call answers with data and a
figure, the same data a Python caller gets; bad input gets one sentence and the server keeps serving.
"""

import json
import math
import os

import pytest

os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")

import gradio as gr  # noqa: E402
import plotly.graph_objects as go  # noqa: E402
from gradio_client import Client  # noqa: E402
from gradio_client.exceptions import AppError  # noqa: E402

from app_process import app_demo, free_port, launch_in_process, raw_call  # noqa: E402
from models import MODEL_KINDS  # noqa: E402
from playground import handlers, input_checks, model_store  # noqa: E402
from playground.inside import VIEWS, endpoints, tab  # noqa: E402
from playground.inside.endpoints import DEFAULT_TEXTS  # noqa: E402
from playground.inside.view import Option, View  # noqa: E402

# ---------------------------------------------------------------------------------------------------------------------
# A made-up view with every kind of option: the checks and their messages, independent of the real views
# ---------------------------------------------------------------------------------------------------------------------

ECHO_OPTIONS = (
    Option("layer", "Layer", "int", 1, 0, 3),
    Option("temperature", "Temperature", "float", 1.0, 0, 2),
    Option("hide", "Hide special tokens", "bool", False),
    Option("order", "Order", "choice", "rows", choices=("rows", "columns")),
    Option("token", "Token", "text", "cat"),
    Option("heads", "Heads to knock out", "int_list", (), 0, 3),
    Option("seed", "Seed", "int", 0, 0, 2**31 - 1),  # too wide to slide: a Number box
)


def echo_compute(store, kind, text, **options):
    """Gives back what it was given, so the test sees exactly what compute() receives."""
    return {"kind": kind, "text": text, "options": options, "table": {"headers": ["a", "b"], "data": [[1, 2]]}}


def echo_figure(data):
    return go.Figure(go.Bar(x=["a", "b"], y=data["table"]["data"][0]))


ECHO = View("echo", "Echo", "Gives back its input.", "Send anything.", ("gpt", "bert"), ECHO_OPTIONS,
            echo_compute, echo_figure, {"gpt": "Hello there", "bert": "The [MASK] sat."})
ECHO_DEFAULTS = dict(layer=1, temperature=1.0, hide=False, order="rows", token="cat", heads=[], seed=0)


@pytest.fixture(scope="module")
def echo_client():
    with gr.Blocks() as demo:
        tab.build(dict(concurrency_id="models", concurrency_limit=2), views={"echo": ECHO})
    demo.queue(max_size=8)
    _, url, _ = demo.launch(prevent_thread_lock=True, server_name="127.0.0.1", server_port=free_port(), quiet=True)
    client = Client(url, verbose=False, download_files=False)
    yield client
    client.close()
    demo.close()


def test_every_kind_of_option_reaches_compute_as_its_type(echo_client):
    data, plot = echo_client.predict("bert", "The [MASK] sat.", 3, 0.5, True, "columns", "dog", [0, 2], 7,
                                     api_name="/echo")
    assert data["kind"] == "bert" and data["text"] == "The [MASK] sat."
    assert data["options"] == dict(layer=3, temperature=0.5, hide=True, order="columns", token="dog", heads=[0, 2],
                                   seed=7)
    assert plot["type"] == "plotly" and json.loads(plot["plot"])["data"][0]["type"] == "bar"
    # the page types a list as "0, 2"; the API may send that too; whole floats count as whole numbers
    data, _ = echo_client.predict("gpt", "Hi", 2.0, 1, False, "rows", "", " 3,1 ,", 2**31 - 1, api_name="/echo")
    assert data["options"] == dict(layer=2, temperature=1, hide=False, order="rows", token="", heads=[3, 1],
                                   seed=2**31 - 1)
    assert type(data["options"]["layer"]) is int


def test_kind_and_text_come_first_and_every_option_has_its_default(echo_client):
    info = echo_client.view_api(print_info=False, return_format="dict")["named_endpoints"]["/echo"]
    names = [p["parameter_name"] for p in info["parameters"]]
    assert names == ["kind", "text", "layer", "temperature", "hide", "order", "token", "heads", "seed"]
    defaults = {p["parameter_name"]: p["parameter_default"] for p in info["parameters"][2:]}
    assert defaults == dict(ECHO_DEFAULTS, heads="")  # an int_list's box holds its numbers as text
    data, _ = echo_client.predict("gpt", "Hello there", api_name="/echo")
    assert data["options"] == ECHO_DEFAULTS


def echo_args(**changes):
    args = dict(kind="gpt", text="Hi", **ECHO_DEFAULTS)
    args.update(changes)
    return tuple(args.values())


ECHO_BAD = [
    (echo_args(kind="xlnet"), "The model kind must be 'gpt', 'bert' or 't5' (got 'xlnet'); pick one of those."),
    (echo_args(kind=None), "The model kind must be 'gpt', 'bert' or 't5' (got None); pick one of those."),
    (echo_args(kind="t5"), "Echo is shown for GPT-2 and BERT only, not T5; pick 'gpt' or 'bert'."),
    (echo_args(text=""), "The text is empty; type some text, for example: After school, my sister and I went to "
                         "the park, and we"),
    (echo_args(kind="bert", text=" \n "), "The text is empty; type some text, for example: The cat is a [MASK]."),
    (echo_args(text="x" * 3000), "The text is 3,000 characters long; shorten it to at most 2,000."),
    (echo_args(text=5), "The text must be text (got 5); send a string."),
    (echo_args(layer=9), "Layer must be between 0 and 3 (got 9); pick a value in that range."),
    (echo_args(layer=-1), "Layer must be between 0 and 3 (got -1); pick a value in that range."),
    (echo_args(layer=1.5), "Layer must be a whole number between 0 and 3 (got 1.5); send a whole number."),
    (echo_args(layer="2"), "Layer must be a whole number between 0 and 3 (got '2'); send a whole number."),
    (echo_args(layer=True), "Layer must be a whole number between 0 and 3 (got True); send a whole number."),
    (echo_args(layer=None), "Layer must be a whole number between 0 and 3 (got None); send a whole number."),
    (echo_args(temperature=2.5), "Temperature must be between 0 and 2 (got 2.5); pick a value in that range."),
    (echo_args(temperature=[1]), "Temperature must be a number between 0 and 2 (got [1]); send a number."),
    (echo_args(hide="yes"), "Hide special tokens must be true or false (got 'yes'); send true or false."),
    (echo_args(hide=1), "Hide special tokens must be true or false (got 1); send true or false."),
    (echo_args(order="diagonal"), "Order must be 'rows' or 'columns' (got 'diagonal'); pick one of those."),
    (echo_args(token=7), "Token must be text (got 7); send a string."),
    (echo_args(token="y" * 2001), "Token is 2,001 characters long; shorten it to at most 2,000."),
    (echo_args(heads=[0, 9]), "Each number in Heads to knock out must be between 0 and 3 (got 9); pick a value in "
                              "that range."),
    (echo_args(heads=[0.5]), "Each number in Heads to knock out must be a whole number between 0 and 3 (got 0.5); "
                             "send a whole number."),
    (echo_args(heads="0, two"), "Heads to knock out must be whole numbers between 0 and 3 separated by commas "
                                "(got 'two'); type them like this: 0, 2."),
    (echo_args(heads={"a": 1}), "Heads to knock out must be a list of whole numbers between 0 and 3 (got "
                                "{'a': 1}); send a list such as [0, 2]."),
    (echo_args(heads=[1] * 65), "Heads to knock out holds 65 numbers and takes at most 64; remove 1 of them."),
    (echo_args(seed=-5), "Seed must be between 0 and 2147483647 (got -5); pick a value in that range."),
    (echo_args(seed="x"), "Seed must be a whole number between 0 and 2147483647 (got 'x'); send a whole number."),
    (echo_args(text="<b>hi</b>", layer="<img>"),  # quoted values are escaped: the page renders a toast as HTML
     "Layer must be a whole number between 0 and 3 (got '&lt;img&gt;'); send a whole number."),
]


@pytest.mark.parametrize("args, message", ECHO_BAD, ids=[str(i) for i in range(len(ECHO_BAD))])
def test_each_bad_value_gets_its_one_sentence_and_the_server_keeps_serving(echo_client, args, message):
    with pytest.raises(AppError) as refused:
        echo_client.predict(*args, api_name="/echo")
    assert str(refused.value) == message
    assert echo_client.predict(*echo_args(), api_name="/echo")[0]["options"] == ECHO_DEFAULTS


@pytest.mark.parametrize("layer, temperature, message", [
    ("NaN", "1", "Layer must be a whole number between 0 and 3 (got nan); send a whole number."),
    ("1", "Infinity", "Temperature must be a number between 0 and 2 (got inf); send a number."),
    ("1", "1e400", "Temperature must be a number between 0 and 2 (got inf); send a number."),
])
def test_nan_and_infinity_through_the_raw_api(echo_client, layer, temperature, message):
    body = f'{{"data": ["gpt", "Hi", {layer}, {temperature}, false, "rows", "", "", 0]}}'
    event, data = raw_call(echo_client.src, "echo", body)
    assert (event, data["error"]) == ("error", message)


def test_each_kind_of_option_becomes_its_input():
    with gr.Blocks():
        inputs = [tab.option_input(o, f"echo-{o.name}") for o in ECHO_OPTIONS]
    assert [type(c) for c in inputs] == [gr.Slider, gr.Slider, gr.Checkbox, gr.Dropdown, gr.Textbox, gr.Textbox,
                                         gr.Number]
    assert (inputs[0].minimum, inputs[0].maximum, inputs[0].step, inputs[0].value) == (0, 3, 1, 1)
    assert (inputs[1].minimum, inputs[1].maximum, inputs[1].step) == (0, 2, 0.02)
    assert (inputs[6].minimum, inputs[6].maximum, inputs[6].precision) == (0, 2**31 - 1, 0)


def test_a_view_that_does_not_apply_says_so_and_its_run_button_is_off():
    section = tab.Section(ECHO, *(None,) * 5)
    note, run = tab.applicability([section], "t5")
    assert note["visible"] and note["value"] == "Echo is shown for GPT-2 and BERT only, not T5; pick 'gpt' or 'bert'."
    assert run["interactive"] is False
    note, run = tab.applicability([section], "bert")
    assert not note["visible"] and run["interactive"] is True


def test_python_callers_get_the_same_checks_and_defaults():
    data, figure = endpoints.answer(None, ECHO, "gpt", "Hi", heads="1, 2")
    assert data["options"] == dict(ECHO_DEFAULTS, heads=[1, 2]) and isinstance(figure, go.Figure)
    with pytest.raises(input_checks.InputError, match=r"^Layer must be between 0 and 3 \(got 4\)"):
        endpoints.answer(None, ECHO, "gpt", "Hi", layer=4)
    with pytest.raises(TypeError, match="has no option 'layers'"):
        endpoints.answer(None, ECHO, "gpt", "Hi", layers=4)


# ---------------------------------------------------------------------------------------------------------------------
# The real views in the real app, on the bundled weights
# ---------------------------------------------------------------------------------------------------------------------

APPLIES = [(name, kind) for name, view in VIEWS.items() for kind in view.kinds]
DOES_NOT_APPLY = [(name, kind) for name, view in VIEWS.items() for kind in MODEL_KINDS if kind not in view.kinds]
ISSUE_13 = {"lens", "knockout", "head_detail", "masks", "positions", "residual", "neighbours", "objective",
            "snapshots", "distribution", "shapes"}


@pytest.fixture(scope="module")
def client():
    client = Client(launch_in_process(), verbose=False, download_files=False)
    yield client
    client.close()
    app_demo().close()


def test_the_eleven_views_are_endpoints_with_kind_and_text_first(client):
    assert set(VIEWS) == ISSUE_13
    named = client.view_api(print_info=False, return_format="dict")["named_endpoints"]
    for name, view in VIEWS.items():
        parameters = named[f"/{name}"]["parameters"]
        assert [p["parameter_name"] for p in parameters] == ["kind", "text", *(o.name for o in view.options)]
        assert all(p["parameter_has_default"] for p in parameters[2:]), name
        assert len(named[f"/{name}"]["returns"]) == 2


def tables(data):
    """Every {"headers", "data"} table anywhere in a view's data."""
    if isinstance(data, dict):
        if "headers" in data and "data" in data:
            yield data
        for value in data.values():
            yield from tables(value)
    elif isinstance(data, list):
        for value in data:
            yield from tables(value)


def finite_numbers(data) -> bool:
    if isinstance(data, float):
        return math.isfinite(data)
    if isinstance(data, dict):
        return all(finite_numbers(v) for v in data.values())
    if isinstance(data, list):
        return all(finite_numbers(v) for v in data)
    return True


def assert_same_data(got, expected, where="data"):
    """Equal all through, floats to 1e-5: the server computes on its model thread and this test in its own, and
    torch's thread count (1 on an xdist worker, every core with -n 0) changes the order of its sums in the last
    bits (T5's knock-out probabilities 0.0188978 against 0.0188977 with -n 0)."""
    if isinstance(expected, float) and isinstance(got, (int, float)):
        assert math.isclose(got, expected, rel_tol=1e-5, abs_tol=1e-7), f"{where}: {got} != {expected}"
    elif isinstance(expected, dict):
        assert isinstance(got, dict) and got.keys() == expected.keys(), f"{where}: keys {got} != {expected}"
        for key in expected:
            assert_same_data(got[key], expected[key], f"{where}[{key!r}]")
    elif isinstance(expected, list):
        assert isinstance(got, list) and len(got) == len(expected), f"{where}: {got} != {expected}"
        for i, (g, e) in enumerate(zip(got, expected)):
            assert_same_data(g, e, f"{where}[{i}]")
    else:
        assert got == expected, f"{where}: {got!r} != {expected!r}"


@pytest.mark.parametrize("name, kind", APPLIES, ids=[f"{n}-{k}" for n, k in APPLIES])
def test_the_default_call_answers_with_data_and_a_figure(client, name, kind):
    """The page's starting text for this model, every option at its default: the data is what a Python caller
    gets (endpoints.answer), JSON all through, and the figure is a plotly figure with something in it."""
    data, plot = client.predict(kind, DEFAULT_TEXTS[kind], api_name=f"/{name}")
    assert isinstance(data, dict) and data and finite_numbers(data)
    for table in tables(data):
        assert isinstance(table["headers"], list) and isinstance(table["data"], list)
        assert all(len(row) == len(table["headers"]) for row in table["data"]), table["headers"]
    assert plot["type"] == "plotly" and json.loads(plot["plot"])["data"]
    expected, _ = endpoints.answer(handlers.MODELS, VIEWS[name], kind, DEFAULT_TEXTS[kind])
    assert_same_data(data, json.loads(json.dumps(expected)))


@pytest.mark.parametrize("name, kind", [(n, k) for n, v in VIEWS.items() for k, _ in v.examples.items()],
                         ids=[f"{n}-{k}" for n, v in VIEWS.items() for k in v.examples])
def test_each_views_own_examples_answer(client, name, kind):
    data, plot = client.predict(kind, VIEWS[name].examples[kind], api_name=f"/{name}")
    assert data and json.loads(plot["plot"])["data"]


@pytest.mark.parametrize("name, kind", DOES_NOT_APPLY, ids=[f"{n}-{k}" for n, k in DOES_NOT_APPLY])
def test_a_model_the_view_does_not_show_gets_a_sentence_saying_which_do(client, name, kind):
    with pytest.raises(AppError) as refused:
        client.predict(kind, DEFAULT_TEXTS[kind], api_name=f"/{name}")
    message = str(refused.value)
    assert message.startswith(f"{VIEWS[name].title} is shown for ") and f"not {model_store.TITLES[kind]}" in message


def bad_options(view: View):
    """For each option: values out of its range and of the wrong type, and the label the message must name."""
    for o in view.options:
        if o.kind in ("int", "float"):
            yield o, [o.high + 1, o.low - 1, "3", None]
        elif o.kind == "int_list":
            yield o, [[o.high + 1], "a, b", 5]
        elif o.kind == "bool":
            yield o, ["yes", 1]
        elif o.kind == "choice":
            yield o, ["no such choice", 3]
        else:
            yield o, [7, "x" * 2001]


def one_sentence(message: str) -> bool:
    """What went wrong; what to do: one line, short, no traceback."""
    return "\n" not in message and len(message) < 300 and message.count("; ") == 1 and "Traceback" not in message


@pytest.mark.parametrize("name", list(VIEWS))
def test_bad_input_gets_one_sentence_and_the_server_keeps_serving(client, name):
    view = VIEWS[name]
    kind, text = view.kinds[0], DEFAULT_TEXTS[view.kinds[0]]
    defaults = [o.default if o.kind != "int_list" else list(o.default or ()) for o in view.options]
    exact = [(("xlnet", text, *defaults), "The model kind must be 'gpt', 'bert' or 't5' (got 'xlnet'); pick one of "
                                         "those."),
             ((kind, "", *defaults), f"The text is empty; type some text, for example: {text}"),
             ((kind, ["a list"], *defaults), "The text must be text (got ['a list']); send a string.")]
    naming_the_option = []  # (args, label): the message must start by naming the option
    for i, (option, values) in enumerate(bad_options(view)):
        for value in values:
            args = list(defaults)
            args[i] = value
            naming_the_option.append(((kind, text, *args), option.label))
    for args, expected in exact + naming_the_option:
        with pytest.raises(AppError) as refused:
            client.predict(*args, api_name=f"/{name}")
        message = str(refused.value)
        assert one_sentence(message), message
        if (args, expected) in exact:
            assert message == expected
        else:
            assert message.startswith((expected, f"Each number in {expected}")), (args, message)
    assert client.predict(kind, text, api_name=f"/{name}")[0]


def number_text(x) -> str:
    return f"{x:g}" if abs(x) < 1e6 else str(int(x))


def test_docs_api_lists_every_endpoint_with_its_options_in_order():
    """docs/api.md's table of the Inside endpoints names each option in the order the endpoint takes it, with its
    default and, for numbers, its range: a record that changes makes this fail until the table says the same."""
    from pathlib import Path
    docs = (Path(__file__).resolve().parent.parent / "docs" / "api.md").read_text()
    for name, view in VIEWS.items():
        row = next((line for line in docs.splitlines() if line.startswith(f"| `/{name}` |")), None)
        assert row, f"docs/api.md has no row for /{name}"
        cells = row.split(" | ")
        assert cells[1] == ", ".join(view.kinds), name
        positions = [cells[2].find(f"`{o.name}` (") for o in view.options]
        assert -1 not in positions and positions == sorted(positions), (name, cells[2])
        for o, at in zip(view.options, positions):
            described = cells[2][at + len(f"`{o.name}` ("):].split(")")[0].lstrip("`")
            assert described.startswith(json.dumps(o.default)), (name, o.name, described)
            if o.kind in ("int", "float"):
                assert f"{number_text(o.low)} to {number_text(o.high)}" in described, (name, o.name, described)
