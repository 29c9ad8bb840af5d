"""Reliability of the playground server (issue 6): every bad input gets its own one-sentence message and the server
answers the next request; a full queue answers "busy, try again" at once and then serves everyone it accepted,
every event that runs a model shares one limit; broken weights turn off one tab only.

The server is the real app, in this process (swapping the model store where a test needs broken or slow models).
The 40-client burst against `python playground/app.py` is in tests/test_burst.py, a training run or a publish
killed mid-way in tests/test_crash_safety.py.
"""

import os
import re
import shutil
import threading
import time
from pathlib import Path

import pytest

os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")

from gradio_client import Client  # noqa: E402
from gradio_client.exceptions import AppError  # noqa: E402

import models  # noqa: E402
from models.tokenizer import TinyTokenizer  # noqa: E402
from app_process import app_demo, launch_in_process, raw_call  # noqa: E402
from playground import app, attention, handlers, inference, input_checks, model_store  # noqa: E402
from playground.train import tab as train_tab  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
PROMPT = "Not long ago, in the town of Millbrook,"
SAMPLING = (12, 0.9, 40, 0.95, 1.1, 3)  # max_new_tokens, temperature, top_k, top_p, repetition_penalty, seed
GPT_PICKERS = [0, attention.AVERAGE, False]  # layer, head, hide special tokens: the raw API needs every input
T5_PICKERS = ["cross-attention", 0, attention.AVERAGE, False]  # /infill and /corrupt: which attention, and so on


@pytest.fixture(scope="module")
def server():
    """The app in this process; yields its URL."""
    yield launch_in_process()
    app_demo().close()


@pytest.fixture(scope="module")
def client(server):
    client = Client(server, verbose=False, download_files=False)
    yield client
    client.close()


def still_serving(client):
    """A normal request, right after a bad one."""
    predictions = client.predict("The badger is a wild [MASK].", 2, api_name="/fill_mask")[2]
    assert len(predictions) == 2 and predictions[0]["token_str"]


# ---------------------------------------------------------------------------------------------------------------------
# Bad input through the API: each gets its own message, and the server answers the next request
# ---------------------------------------------------------------------------------------------------------------------

# Messages that depend on the bundled models' configs are lambdas, evaluated once the models are loaded.


def config(kind: str):
    return handlers.MODELS.get(kind).config


def gpt_top_layer() -> int:
    return attention.layer_range(config("gpt").n_layer)[1]  # the layer slider's maximum (tabs.shared.attention_panel)


def gpt_heads() -> str:
    return ", ".join(repr(h) for h in attention.head_choices(config("gpt").n_head))


T5_VIEWS = ", ".join(repr(v) for v in handlers.T5_ATTENTION)
LONG_WORDS = "word " * 300  # 1,500 characters: under the text cap, over every model's context (message: a lambda,
                            # as it counts tokens with the loaded tokenizer)


def tokens(kind: str, text: str) -> int:
    return len(inference.encode_with_markers(handlers.MODELS.get(kind).tokenizer, text))


def generate_args(**changes):
    args = dict(prompt="Hello", max_new_tokens=12, temperature=0.9, top_k=40, top_p=0.95, repetition_penalty=1.1,
                seed=3)
    args.update(changes)
    return tuple(args.values())


BAD_REQUESTS = [
    # -- text ----------------------------------------------------------------------------------------------------------
    ("/generate", generate_args(prompt=""), "The prompt is empty; type some text, for example: After school, my sister and I"),
    ("/generate", generate_args(prompt=" \n\t "), "The prompt is empty; type some text, for example: After school, my sister and I"),
    ("/generate", generate_args(prompt=None), "The prompt is empty; type some text, for example: After school, my sister and I"),
    ("/generate", generate_args(prompt="x" * 100_000),
     "The prompt is 100,000 characters long; shorten it to at most 2,000."),
    ("/generate", generate_args(prompt=123), "The prompt must be text (got 123); send a string."),
    ("/generate", generate_args(prompt={"text": "hi"}), "The prompt must be text (got {'text': 'hi'}); send a string."),
    ("/fill_mask", ("", 5), "The text is empty; type some text, for example: The cat sat on the [MASK]."),
    ("/fill_mask", ("x" * 100_000 + " [MASK]", 5), "The text is 100,007 characters long; shorten it to at most 2,000."),
    ("/fill_mask", (["The [MASK]."], 5), "The text must be text (got ['The [MASK].']); send a string."),
    ("/infill", (" ", 40), "The text is empty; type some text, for example: The cat ___ on the mat."),
    ("/infill", ("x" * 100_000 + " ___", 40), "The text is 100,004 characters long; shorten it to at most 2,000."),
    # -- masks and blanks ----------------------------------------------------------------------------------------------
    ("/fill_mask", ("no mask here", 5),
     "The text has no [MASK]; write [MASK] (capitals, square brackets) where BERT should guess a word."),
    ("/fill_mask", ("a [mask] in lower case", 5),
     "The text has no [MASK]; write [MASK] (capitals, square brackets) where BERT should guess a word."),
    ("/fill_mask", ("[MASK] " * 50, 5),
     "The text has 50 [MASK]s and BERT fills at most 20 at once; remove 30 of them."),
    ("/fill_mask", (LONG_WORDS + "[MASK]", 5),
     lambda: f"The text is {tokens('bert', LONG_WORDS + '[MASK]')} tokens and BERT reads at most "
             f"{config('bert').max_seq_len - 2}; shorten it."),
    ("/infill", ("nothing to fill", 40),
     "The text has no blank; write ___ (three underscores) where T5 should fill in words."),
    ("/infill", ("The <extra_id_150> sat on the mat.", 40),
     "T5 has 100 sentinels, numbered 0 to 99; use at most 100 blanks and sentinel numbers below 100."),
    ("/infill", ("___ " * 101, 40),
     "T5 has 100 sentinels, numbered 0 to 99; use at most 100 blanks and sentinel numbers below 100."),
    ("/infill", (LONG_WORDS + "___", 40),
     lambda: f"The text is {tokens('t5', LONG_WORDS + '<extra_id_0>') + 1} tokens; shorten it to at most 256."),
    # -- numbers: out of range, not whole, wrong type ------------------------------------------------------------------
    ("/generate", generate_args(max_new_tokens=0),
     "Max new tokens must be between 1 and 200 (got 0); pick a value in that range."),
    ("/generate", generate_args(max_new_tokens=201),
     "Max new tokens must be between 1 and 200 (got 201); pick a value in that range."),
    ("/generate", generate_args(max_new_tokens=12.5),
     "Max new tokens must be a whole number between 1 and 200 (got 12.5); send a whole number."),
    ("/generate", generate_args(max_new_tokens="12"),
     "Max new tokens must be a whole number between 1 and 200 (got '12'); send a whole number."),
    ("/generate", generate_args(max_new_tokens=None),
     "Max new tokens must be a whole number between 1 and 200 (got None); send a whole number."),
    ("/generate", generate_args(max_new_tokens=True),
     "Max new tokens must be a whole number between 1 and 200 (got True); send a whole number."),
    ("/generate", generate_args(max_new_tokens=[12]),
     "Max new tokens must be a whole number between 1 and 200 (got [12]); send a whole number."),
    ("/generate", generate_args(temperature=-0.1),
     "Temperature must be between 0 and 2 (got -0.1); pick a value in that range."),
    ("/generate", generate_args(temperature=2.5),
     "Temperature must be between 0 and 2 (got 2.5); pick a value in that range."),
    ("/generate", generate_args(temperature="<b>hot</b>"),  # escaped: the browser renders the message as HTML
     "Temperature must be a number between 0 and 2 (got '&lt;b&gt;hot&lt;/b&gt;'); send a number."),
    ("/generate", generate_args(top_k=-1), "Top-k must be between 0 and 200 (got -1); pick a value in that range."),
    ("/generate", generate_args(top_k=1000), "Top-k must be between 0 and 200 (got 1000); pick a value in that range."),
    ("/generate", generate_args(top_k=2.5),
     "Top-k must be a whole number between 0 and 200 (got 2.5); send a whole number."),
    ("/generate", generate_args(top_p=0),
     "Top-p (nucleus) must be between 0.05 and 1 (got 0); pick a value in that range."),
    ("/generate", generate_args(top_p=1.5),
     "Top-p (nucleus) must be between 0.05 and 1 (got 1.5); pick a value in that range."),
    ("/generate", generate_args(repetition_penalty=0.5),
     "Repetition penalty must be between 1 and 2 (got 0.5); pick a value in that range."),
    ("/generate", generate_args(repetition_penalty=[]),
     "Repetition penalty must be a number between 1 and 2 (got []); send a number."),
    ("/generate", generate_args(seed=-1),
     "Seed must be between 0 and 2147483647 (got -1); pick a value in that range."),
    ("/generate", generate_args(seed=2**31),
     "Seed must be between 0 and 2147483647 (got 2147483648); pick a value in that range."),
    ("/generate", generate_args(seed=1e30),
     "Seed must be between 0 and 2147483647 (got 1e+30); pick a value in that range."),
    ("/generate", generate_args(seed=1.5),
     "Seed must be a whole number between 0 and 2147483647 (got 1.5); send a whole number."),
    ("/generate", generate_args(seed="abc"),
     "Seed must be a whole number between 0 and 2147483647 (got 'abc'); send a whole number."),
    ("/fill_mask", ("The [MASK].", 0),
     "Guesses per mask must be between 1 and 20 (got 0); pick a value in that range."),
    ("/fill_mask", ("The [MASK].", 21),
     "Guesses per mask must be between 1 and 20 (got 21); pick a value in that range."),
    ("/fill_mask", ("The [MASK].", "5"),
     "Guesses per mask must be a whole number between 1 and 20 (got '5'); send a whole number."),
    ("/infill", ("The ___.", 0), "Max output tokens must be between 1 and 200 (got 0); pick a value in that range."),
    ("/infill", ("The ___.", 201),
     "Max output tokens must be between 1 and 200 (got 201); pick a value in that range."),
    ("/infill", ("The ___.", None),
     "Max output tokens must be a whole number between 1 and 200 (got None); send a whole number."),
    ("/corrupt", ("The heron is a bird.", 0, 0.6, 3, *T5_PICKERS),
     "Noise density must be between 0.05 and 0.5 (got 0.6); pick a value in that range."),
    ("/corrupt", ("The heron is a bird.", 0, 0.15, 11, *T5_PICKERS),
     "Mean span length must be between 1 and 10 (got 11); pick a value in that range."),
    ("/corrupt", ("The heron is a bird.", "seven", 0.15, 3, *T5_PICKERS),
     "Seed must be a whole number between 0 and 2147483647 (got 'seven'); send a whole number."),
    ("/corrupt", ("The", 0, 0.15, 3, *T5_PICKERS),
     "The sentence is a single token; write a few words so there is something to drop."),
    # -- the attention view's optional inputs --------------------------------------------------------------------------
    ("/generate", generate_args() + (99, attention.AVERAGE, False),
     lambda: f"Layer must be between 0 and {gpt_top_layer()} (got 99); pick a value in that range."),
    ("/generate", generate_args() + (0, "head 9", False),
     lambda: f"Head or view must be one of {gpt_heads()} (got 'head 9'); pick one of those."),
    ("/generate", generate_args() + (0, attention.AVERAGE, "yes"),
     "Hide special tokens must be true or false (got 'yes'); send true or false."),
    ("/infill", ("The ___.", 40, "bogus"),
     f"Which attention must be one of {T5_VIEWS} (got 'bogus'); pick one of those."),
]


@pytest.mark.parametrize("endpoint, args, message", BAD_REQUESTS,
                         ids=[f"{e}-{i}" for i, (e, _, _) in enumerate(BAD_REQUESTS)])
def test_bad_input_gets_its_message_and_the_server_keeps_serving(client, endpoint, args, message):
    with pytest.raises(AppError) as refused:
        client.predict(*args, api_name=endpoint)
    assert str(refused.value) == (message() if callable(message) else message)
    still_serving(client)


GENERATE_RAW = '["Hello", {}, {}, {}, {}, {}, {}, {}, "average of heads", false]'
GOOD = dict(max_new_tokens="12", temperature="0.9", top_k="40", top_p="0.95", repetition_penalty="1.1", seed="3",
            layer="0")


def generate_raw(**changes) -> str:
    return '{"data": ' + GENERATE_RAW.format(*{**GOOD, **changes}.values()) + "}"


NOT_FINITE = [
    ("generate", generate_raw(max_new_tokens="NaN"),
     "Max new tokens must be a whole number between 1 and 200 (got nan); send a whole number."),
    ("generate", generate_raw(temperature="NaN"),
     "Temperature must be a number between 0 and 2 (got nan); send a number."),
    ("generate", generate_raw(temperature="Infinity"),
     "Temperature must be a number between 0 and 2 (got inf); send a number."),
    ("generate", generate_raw(top_k="NaN"),
     "Top-k must be a whole number between 0 and 200 (got nan); send a whole number."),
    ("generate", generate_raw(top_p="NaN"),
     "Top-p (nucleus) must be a number between 0.05 and 1 (got nan); send a number."),
    ("generate", generate_raw(repetition_penalty="-Infinity"),
     "Repetition penalty must be a number between 1 and 2 (got -inf); send a number."),
    ("generate", generate_raw(seed="NaN"),
     "Seed must be a whole number between 0 and 2147483647 (got nan); send a whole number."),
    ("generate", generate_raw(seed="1e400"),  # JSON's way to say infinity
     "Seed must be a whole number between 0 and 2147483647 (got inf); send a whole number."),
    ("generate", generate_raw(layer="NaN"),
     lambda: f"Layer must be a whole number between 0 and {gpt_top_layer()} (got nan); send a whole number."),
    ("fill_mask", '{"data": ["The [MASK].", NaN, 0, "average of heads", false]}',
     "Guesses per mask must be a whole number between 1 and 20 (got nan); send a whole number."),
    ("infill", '{"data": ["The ___.", NaN, "cross-attention", 0, "average of heads", false]}',
     "Max output tokens must be a whole number between 1 and 200 (got nan); send a whole number."),
    ("corrupt", '{"data": ["The heron is a bird.", 0, NaN, 3, "cross-attention", 0, "average of heads", false]}',
     "Noise density must be a number between 0.05 and 0.5 (got nan); send a number."),
    ("corrupt", '{"data": ["The heron is a bird.", NaN, 0.15, 3, "cross-attention", 0, "average of heads", false]}',
     "Seed must be a whole number between 0 and 2147483647 (got nan); send a whole number."),
]


@pytest.mark.parametrize("endpoint, body, message", NOT_FINITE, ids=[f"{e}-{i}" for i, (e, _, _) in
                                                                      enumerate(NOT_FINITE)])
def test_nan_and_infinity_through_the_raw_api_get_a_message(server, client, endpoint, body, message):
    event, data = raw_call(server, endpoint, body)
    assert (event, data["error"]) == ("error", message() if callable(message) else message)
    still_serving(client)


def test_the_raw_api_serves_a_well_formed_request(server):
    """The counterpart of the test above: the same body with finite numbers streams a generation."""
    event, data = raw_call(server, "generate", generate_raw())
    assert event == "complete" and data[0].startswith("Hello") and len(data[0]) > len("Hello")


ODD_TEXT = {
    "NUL bytes": "The miller\x00 sat\x00\x00 by the river",
    "control characters": "The miller\x07\x1b[31m sat\x7f by the\x0b river",
    "right-to-left": "\u202eThe miller \u05e9\u05dc\u05d5\u05dd \u0645\u0631\u062d\u0628\u0627 sat by the river",
    "emoji": "The miller 🧑‍🌾🌾🐀 sat by the river",
    "combining marks": "The mi\u0301ller sa\u0308\u0308\u0308t by the ri\u0336v\u0336e\u0336r",
    "HTML": '<img src=x onerror="window.__xss=1"> The miller sat by the river',
    "script": "<script>window.__xss=1</script> The miller sat by the river",
}


@pytest.mark.parametrize("name", ODD_TEXT)
def test_unusual_text_is_served_and_shown_as_sent(client, name):
    """Control characters, NUL, right-to-left text, emoji, combining marks and HTML are text like any other: each
    endpoint answers and gives the text back unchanged (the page shows it as text: test_browser.py)."""
    text = ODD_TEXT[name]
    generated = client.predict(text, *SAMPLING, api_name="/generate")
    assert generated[0].startswith(text) and generated[2][0]["token"] == text
    filled = client.predict(text + " [MASK].", 3, api_name="/fill_mask")[0]
    assert filled[0]["token"] == text and filled[1]["class_or_confidence"] == "[MASK]"
    infilled, encoder_input, _, _ = client.predict(text + " ___.", 20, api_name="/infill")
    assert infilled[0]["token"] == text and encoder_input == text + "<extra_id_0>.[EOS]"


# ---------------------------------------------------------------------------------------------------------------------
# Caps: text length, mask count and generation length hold through the API
# ---------------------------------------------------------------------------------------------------------------------


def test_text_length_is_capped_at_2000_characters(client):
    """2,000 characters are accepted (GPT reads the end of such a prompt and says so); one more is refused."""
    text = "The miller sat by the river. " * 68 + "Then he wrote a long letter."
    assert len(text) == input_checks.MAX_TEXT_CHARS
    generated, notice = client.predict(text, *SAMPLING, api_name="/generate")[:2]
    assert generated.startswith(text) and "so with 12 new tokens it reads only the last" in notice
    for endpoint, args in [("/generate", ("A" + text, *SAMPLING)), ("/fill_mask", ("A" + text + " [MASK]", 1)),
                           ("/infill", ("A" + text + " ___", 5))]:
        length = len(args[0])
        with pytest.raises(AppError, match=f"is {length:,} characters long; shorten it to at most 2,000"):
            client.predict(*args, api_name=endpoint)


def test_mask_count_is_capped_at_20(client):
    filled, table, predictions, _ = client.predict("[MASK] " * 20, 2, api_name="/fill_mask")
    assert len(predictions) == 20 and len(table["data"]) == 40
    with pytest.raises(AppError, match=re.escape("The text has 21 [MASK]s and BERT fills at most 20 at once")):
        client.predict("[MASK] " * 21, 2, api_name="/fill_mask")


def test_generation_length_is_capped_at_200_tokens(client):
    """200 is the most anyone may ask for; GPT's context (128 tokens) then allows fewer, with a notice."""
    text, notice, pieces, step = client.predict("Hello", 200, 0.9, 40, 0.95, 1.0, 0, api_name="/generate")[:4]
    assert len(pieces) - 1 <= 200 and step["value"] == len(pieces) - 1
    assert "at most" in notice and "you asked for 200" in notice
    with pytest.raises(AppError, match="Max new tokens must be between 1 and 200"):
        client.predict("Hello", 201, 0.9, 40, 0.95, 1.0, 0, api_name="/generate")
    target = client.predict("The ___ sat.", 200, api_name="/infill")[2]
    assert len(handlers.MODELS.get("t5").tokenizer.encode(target)) <= 200
    with pytest.raises(AppError, match="Max output tokens must be between 1 and 200"):
        client.predict("The ___ sat.", 201, api_name="/infill")


# ---------------------------------------------------------------------------------------------------------------------
# Load: a burst of clients is bounded in count and time
# ---------------------------------------------------------------------------------------------------------------------

BUSY = "Queue is full! Please try again."  # what gradio_client raises (QueueError) when the queue is full; the page
# shows Gradio's "This application is currently busy. Please try again."


class HeldStore:
    """The real models, handed out only once the test opens the gate: every request that reaches a model waits
    there, so the test knows exactly how many are running and how many are queued."""

    def __init__(self, store):
        self.store, self.gate, self.waiting = store, threading.Event(), 0
        self.lock = threading.Lock()

    def get(self, kind):
        with self.lock:
            self.waiting += 1
        self.gate.wait(timeout=300)
        return self.store.get(kind)


def wait_for(condition, seconds: float, what: str):
    deadline = time.time() + seconds
    while not condition():
        if time.time() > deadline:
            raise AssertionError(f"timed out after {seconds:.0f} s waiting for {what}")
        time.sleep(0.05)


def test_a_full_queue_answers_busy_try_again_and_then_serves_everyone(server):
    """CONCURRENCY requests run and QUEUE_SIZE wait; the next ones are refused at once with a message saying to try
    again, and once the running ones finish every accepted request completes."""
    held, good = HeldStore(handlers.MODELS), handlers.MODELS
    handlers.MODELS = held
    extra = 4
    client = Client(server, verbose=False, download_files=False)
    try:
        running = [client.submit("The badger is a wild [MASK].", 1, api_name="/fill_mask")
                   for _ in range(app.CONCURRENCY)]
        wait_for(lambda: held.waiting == app.CONCURRENCY, 60, f"{app.CONCURRENCY} requests to reach the models")
        later = [client.submit("The heron is a [MASK].", 1, api_name="/fill_mask")
                 for _ in range(app.QUEUE_SIZE + extra)]
        wait_for(lambda: sum(job.done() for job in later) == extra, 60, f"{extra} requests to be refused")
        time.sleep(1)  # any further refusal would show up now
        refused = [job for job in later if job.done()]
        assert len(refused) == extra and held.waiting == app.CONCURRENCY
        for job in refused:
            with pytest.raises(Exception) as busy:
                job.result(timeout=10)
            assert str(busy.value) == BUSY
    finally:
        held.gate.set()
        handlers.MODELS = good
    accepted = running + [job for job in later if job not in refused]
    assert len(accepted) == app.CONCURRENCY + app.QUEUE_SIZE
    for job in accepted:
        assert job.result(timeout=120)[2][0]["token_str"]
    still_serving(client)
    client.close()


def test_every_event_that_runs_a_model_shares_one_limit_and_queue():
    """An example click, a button, Enter in a text box, the live fill-mask and every endpoint a client may call all
    run under the one shared limit of app.MODEL_EVENTS: a burst of any of them waits in the same queue. (Examples
    with run_on_click made an event of their own, with a limit of its own, that anyone could call by name.)"""
    events = list(app_demo().fns.values())
    model_functions = {e.fn for e in events if e.concurrency_id == app.MODEL_EVENTS["concurrency_id"]}
    apart = [e.name for e in events if e.fn in model_functions and e.concurrency_id != "models"]
    # The Train tab's endpoints wait on a child process, under a limit of their own (playground/train/tab.py).
    callable_apart = [e.name for e in events if e.fn and e.api_visibility != "private"
                      and e.concurrency_id not in ("models", train_tab.TRAIN_EVENTS["concurrency_id"])]
    assert (apart, callable_apart) == ([], [])
    assert all(e.concurrency_limit == app.CONCURRENCY for e in events if e.concurrency_id == "models")
    example_runs = [e for e in events if e.trigger_after is not None
                    and app_demo().fns[e.trigger_after].name.startswith("load_example")]  # what an example click runs
    assert len(example_runs) >= 4 and all(e.concurrency_id == "models" for e in example_runs)


# ---------------------------------------------------------------------------------------------------------------------
# Weights faults: the tab whose model is broken says what is wrong and how to fix it; the others work
# ---------------------------------------------------------------------------------------------------------------------


def weights_folder(tmp_path: Path, fault: str) -> tuple[Path, list[str], str]:
    """A weights folder with one fault: returns (folder, the models it breaks, what the message must say, with
    {kind} for the model's name)."""
    bundled = handlers.MODELS.folder
    folder = tmp_path / "weights"
    if fault == "no weights folder":
        return folder, ["gpt", "bert", "t5"], f"{folder}/{{kind}}.safetensors: no such checkpoint"
    shutil.copytree(bundled, folder)
    if fault == "one model missing":
        (folder / "bert.safetensors").unlink()
        return folder, ["bert"], f"{folder / 'bert.safetensors'}: no such checkpoint"
    if fault == "corrupt safetensors":
        path = folder / "t5.safetensors"
        data = path.read_bytes()
        path.write_bytes(data[:len(data) // 2])  # cut off half way, as an interrupted copy leaves it
        return folder, ["t5"], f"{path}: file is truncated ({len(data) // 2} bytes, header promises {len(data)})"
    if fault == "tokenizer does not match":
        config = models.T5Config(vocab_size=3000, d_model=32, n_layer=1, n_decoder_layer=1, n_head=2, d_ff=64)
        models.save(models.T5(config), folder / "t5.safetensors")  # another run's T5, with a larger vocabulary
        vocab = TinyTokenizer.from_file(bundled / "tokenizer.json").vocab_size
        return folder, ["t5"], (f"{folder / 'tokenizer.json'}: has {vocab:,} tokens but t5.safetensors was trained "
                                "with 3,000, so they come from different runs")
    if fault == "tokenizer from another run":  # same size, other tokens: only the hash in the header tells
        t5 = models.load(folder / "t5.safetensors")
        models.save(t5, folder / "t5.safetensors", metadata={**t5.metadata, "tokenizer_sha256": "0" * 64})
        return folder, ["t5"], (f"{folder / 'tokenizer.json'}: is not the tokenizer t5.safetensors was trained with "
                                "(another run wrote one of them)")
    raise ValueError(fault)


REQUESTS = {"gpt": ("/generate", (PROMPT, *SAMPLING)), "bert": ("/fill_mask", ("The badger is a wild [MASK].", 2)),
            "t5": ("/infill", ("The heron is a ___.", 20))}


@pytest.mark.parametrize("fault", ["no weights folder", "one model missing", "corrupt safetensors",
                                   "tokenizer does not match", "tokenizer from another run"])
def test_a_weights_fault_turns_off_only_its_tab_and_says_how_to_fix_it(client, tmp_path, fault):
    folder, broken, problems = weights_folder(tmp_path, fault)
    good = handlers.MODELS
    handlers.MODELS = model_store.ModelStore(folder)
    try:
        fix = f"run `python train_tiny.py --out {folder}` from the repository root, then press Reload weights in the " \
              "Model tab."
        model_status = handlers.model_tab()[0]
        banners = [b["value"] for b in handlers.model_tab()[-3:]]
        for kind in models.MODEL_KINDS:
            endpoint, args = REQUESTS[kind]
            banner = banners[models.MODEL_KINDS.index(kind)]
            if kind in broken:
                problem = problems.format(kind=kind)
                message = f"{model_store.TITLES[kind]} is not available ({problem}); {fix}"
                with pytest.raises(AppError) as refused:
                    client.predict(*args, api_name=endpoint)
                # The toast renders HTML: the command shows as code there; the banner is Markdown, with backticks.
                assert str(refused.value) == message.replace("`", "<code>", 1).replace("`", "</code>", 1)
                assert message in banner and "this tab is off until it is fixed" in banner
                assert f"✗ **{model_store.TITLES[kind]}**: not available ({problem})" in model_status
            else:
                assert client.predict(*args, api_name=endpoint)[0]
                assert banner == ""
        assert f"To fix: run `python train_tiny.py --out {folder}`" in model_status
    finally:
        handlers.MODELS = good
    still_serving(client)
