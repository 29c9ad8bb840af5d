"""The real playground server, called through its real client (gradio_client), on the bundled weights."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")

import gradio as gr  # noqa: E402
import torch  # noqa: E402
from gradio_client import Client  # noqa: E402
from gradio_client.exceptions import AppError  # noqa: E402

import models  # noqa: E402
from app_process import app_demo, launch_in_process  # noqa: E402
from models.generation import MAX_TOP_K, MIN_TOP_P  # noqa: E402
from playground import attention, handlers, inference, input_checks, model_store  # noqa: E402

PROMPT = "Not long ago, in the town of Millbrook,"
# prompt, max_new_tokens, temperature, top_k, top_p, repetition_penalty, seed
SAMPLING = (12, 0.9, 40, 0.95, 1.1, 3)


@pytest.fixture(scope="module")
def client():
    client = Client(launch_in_process(), verbose=False, download_files=False)
    yield client
    client.close()
    app_demo().close()


def test_only_the_tabs_endpoints_and_the_inside_views_are_documented(client):
    from playground.train import tab as train_tab
    from playground.inside import VIEWS
    inside = {f"/{name}" for name in VIEWS}  # one per view of the Inside tab: tests/test_inside_api.py
    train = {f"/{name}" for name in train_tab.ENDPOINTS}  # the Train tab's: tests/test_train_tab.py
    named = set(client.view_api(print_info=False, return_format="dict")["named_endpoints"])
    assert {"/generate", "/fill_mask", "/infill", "/corrupt"} | inside | train == named


def test_generate_streams_and_starts_with_the_prompt(client):
    job = client.submit(PROMPT, *SAMPLING, api_name="/generate")
    updates = list(job)
    final = job.result()
    assert len(updates) > 1
    text, notice, tokens, step, summary, candidates, plot = final
    assert text.startswith(PROMPT) and len(text) > len(PROMPT)
    assert summary.startswith("Step ")
    assert candidates["headers"] == handlers.CANDIDATE_HEADERS
    assert any(row[-1] == "◀ drawn" for row in candidates["data"])
    # The plot comes as gr.update(value=figure) (why: handlers.update_attention), with a real plotly figure in it.
    assert plot["__type__"] == "update" and plot["value"]["type"] == "plotly"
    figure = json.loads(plot["value"]["plot"])
    assert figure["data"][0]["type"] == "heatmap" and figure["layout"]["title"]["text"].startswith("Self-attention")
    # Some intermediate updates skip the attention plot (it is redrawn every few tokens).
    assert any(u[-1] == {"__type__": "update"} for u in updates[:-1] if isinstance(u[-1], dict))


def session_entries(client) -> int:
    """How many component values the server keeps for this client's session (Gradio's in-process session state)."""
    return len(app_demo().state_holder.session_data[client.session_hash].config_values)


@pytest.mark.parametrize("view", [attention.AVERAGE, attention.GRID])
def test_streamed_generations_keep_no_copies_in_the_session(client, view):
    """A plot that is skipped and then redrawn with a bare figure is stored again under a new id on every redraw
    (Gradio 6.31): the session grew by a figure every few tokens, 1.2 MB each in the grid view, for good."""
    request = (PROMPT, *SAMPLING, 0, view, False)
    client.predict(*request, api_name="/generate")
    before = session_entries(client)
    for _ in range(3):
        updates = list(client.submit(*request, api_name="/generate"))
        assert sum(u[-1] != {"__type__": "update"} for u in updates) >= 3  # skips, then redraws, several times
    assert session_entries(client) == before


def test_clicking_a_token_shows_its_step_and_the_prompt_shows_the_current_one(client):
    steps = list(inference.generate_stream(handlers.MODELS.get("gpt"), PROMPT, max_new_tokens=3, seed=0))[-1].steps
    step, summary, rows = handlers.select_step(steps, 3, SimpleNamespace(index=2))  # only .index of gr.SelectData
    assert step == {"__type__": "update", "value": 2} and summary == steps[1].summary()
    assert rows == handlers.candidate_rows(steps[1])
    step, summary, rows = handlers.select_step(steps, 3, SimpleNamespace(index=0))
    assert step == {"__type__": "update"} and summary == steps[2].summary()


def test_generate_is_reproducible_with_a_seed(client):
    first = client.predict(PROMPT, *SAMPLING, api_name="/generate")[0]
    second = client.predict(PROMPT, *SAMPLING, api_name="/generate")[0]
    assert first == second


def test_fill_mask_returns_pipeline_shaped_json(client):
    filled, table, predictions, plot = client.predict("The badger is a wild [MASK].", 5, api_name="/fill_mask")
    assert len(predictions) == 5 and all(set(p) == {"score", "token", "token_str", "sequence"} for p in predictions)
    assert sum(p["score"] for p in predictions) <= 1 + 1e-6
    two = client.predict("A heron has long grey [MASK] and a sharp yellow [MASK].", 3, api_name="/fill_mask")[2]
    assert len(two) == 2 and all(len(per_mask) == 3 and sum(p["score"] for p in per_mask) <= 1 + 1e-6
                                 for per_mask in two)
    assert "".join(piece["token"] for piece in filled).startswith("The badger is a wild")
    assert plot["type"] == "plotly"


def test_infill_returns_the_filled_text(client):
    filled, encoder_input, target, plot = client.predict("The heron is a ___. A heron has long grey legs.", 40,
                                                         api_name="/infill")
    text = "".join(piece["token"] for piece in filled)
    assert text.startswith("The heron is a") and text.endswith(". A heron has long grey legs.")
    assert "___" not in text
    assert encoder_input == "The heron is a<extra_id_0>. A heron has long grey legs.[EOS]"
    # The decoder's raw output names the blank, and what it wrote there is the span in the filled text.
    assert target.startswith("<extra_id_0>")
    span = target.removeprefix("<extra_id_0>").split("<extra_id_1>")[0].removesuffix("[EOS]")
    assert text == "The heron is a" + span + ". A heron has long grey legs."


def test_corrupt_answers_every_call_gradio_client_makes(client):
    """/corrupt with its four visible inputs, fewer, none or by name: the answer, the pickers at their defaults
    (gradio_client fills them in only for an endpoint the API page lists: an undocumented /corrupt got a bare server
    error); a wrong value, however few inputs come with it: one sentence naming the input."""
    sentence = "The heron is a bird with long grey legs."
    full = client.predict(sentence, 0, 0.15, 3, "cross-attention", 0, attention.AVERAGE, False, api_name="/corrupt")
    corrupted, target, reconstruction, score, plot = full
    assert corrupted.endswith("[EOS]") and target.startswith("<extra_id_0>") and score.startswith("T5 reproduced")
    assert plot["type"] == "plotly"
    assert client.predict(sentence, 0, 0.15, 3, api_name="/corrupt") == full
    assert client.predict(sentence, api_name="/corrupt") == full  # seed 0, density 0.15, span 3: the defaults
    assert client.predict(sentence, seed=0, mean_span_length=3, api_name="/corrupt") == full
    assert client.predict(api_name="/corrupt")[0].startswith("On Saturday morning")  # the page's own sentence
    for args, message in [((sentence, "seven"), r"^Seed must be a whole number between 0 and \d+ \(got 'seven'\)"),
                          ((sentence, 0, 0.9), r"^Noise density must be between 0\.05 and 0\.5 \(got 0\.9\)"),
                          ((sentence, 0, 0.15, 3, "cross"), r"^Which attention must be one of"),
                          ((None, None, None, None), r"^Seed must be a whole number"),
                          (("The",), r"^The sentence is a single token"),
                          (("",), r"^The sentence is empty")]:
        with pytest.raises(AppError, match=message) as refused:
            client.predict(*args, api_name="/corrupt")
        assert str(refused.value).count(". ") == 0 and str(refused.value).endswith("."), refused.value


# Bad requests, each with its exact message, and the server serving on: tests/test_reliability.py.


def test_a_broken_model_file_turns_off_only_its_tab(client, tmp_path):
    folder = handlers.MODELS.folder
    for name in ("gpt.safetensors", "bert.safetensors", "tokenizer.json"):
        shutil.copy(folder / name, tmp_path / name)
    (tmp_path / "t5.safetensors").write_bytes(b"\0" * 100)  # truncated
    good = handlers.MODELS
    handlers.MODELS = model_store.ModelStore(tmp_path)
    try:
        with pytest.raises(AppError, match=r"T5 is not available.*train_tiny\.py"):
            client.predict("The heron is a ___.", 40, api_name="/infill")
        assert client.predict(PROMPT, *SAMPLING, api_name="/generate")[0].startswith(PROMPT)
        assert client.predict("The badger is a wild [MASK].", 2, api_name="/fill_mask")[2]
    finally:
        handlers.MODELS = good
    assert client.predict("The heron is a ___.", 40, api_name="/infill")[1].endswith("[EOS]")


def test_the_app_starts_with_no_weights_at_all(tmp_path):
    """Building the page must not need any model: each tab then explains what is wrong and how to fix it."""
    (tmp_path / "bert.safetensors").write_bytes(b"garbage")
    env = dict(os.environ, PLAYGROUND_WEIGHTS_DIR=str(tmp_path), GRADIO_ANALYTICS_ENABLED="False")
    code = ("import playground.app, playground.handlers as h; playground.app.build_demo(); out = h.model_tab(); "
            "print(out[0]); print([b['value'] for b in out[-3:]])")
    run = subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).resolve().parent.parent, env=env,
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.count("not available") == 6  # in the Model tab and in each tab's banner
    assert f"python train_tiny.py --out {tmp_path}" in run.stdout
    assert "too short to be a safetensors checkpoint" in run.stdout


def test_the_page_the_api_and_the_model_agree_on_the_sampling_limits():
    """One set of limits: the sliders offer exactly what the API checks accept and what the model takes."""
    sliders = {block.label: block for block in app_demo().blocks.values() if isinstance(block, gr.Slider)}
    limits = {"Top-k": (0, MAX_TOP_K), "Top-p (nucleus)": (MIN_TOP_P, 1.0),
              "Temperature": (0, inference.MAX_TEMPERATURE), "Max new tokens": (1, inference.MAX_NEW_TOKENS),
              "Repetition penalty": (1, inference.MAX_REPETITION_PENALTY)}
    for label, (low, high) in limits.items():
        assert (sliders[label].minimum, sliders[label].maximum) == (low, high), label

    torch.manual_seed(0)
    gpt = models.GPT(models.GPTConfig(vocab_size=300, max_seq_len=16, d_model=16, n_layer=1, n_head=2)).eval()
    prompt = torch.tensor([[5, 120, 121]])
    at_the_limits = dict(max_new_tokens=2, temperature=1.0, top_k=MAX_TOP_K, top_p=MIN_TOP_P, repetition_penalty=1.0)
    inference.check_sampling(**at_the_limits, seed=0)  # accepted by the API's checks ...
    gpt.generate(prompt, **at_the_limits, seed=0)  # ... and by the model
    for beyond in (dict(top_k=MAX_TOP_K + 1), dict(top_p=MIN_TOP_P / 2)):
        with pytest.raises(input_checks.InputError):
            inference.check_sampling(**{**at_the_limits, **beyond}, seed=0)
        with pytest.raises(ValueError, match="must be"):
            gpt.generate(prompt, **{**at_the_limits, **beyond}, seed=0)


def test_stop_cancels_every_generation_however_it_was_started():
    """The Generate button (the /generate endpoint too), Enter in the prompt and an example click each start a
    generation; Stop cancels all of them (it used to miss the example's)."""
    events = app_demo().fns
    generating = {i for i, e in events.items() if e.fn is handlers.generate}
    stops = [e for e in events.values() if e.cancels and e.fn is None]  # Stop buttons run no function
    assert len(generating) == 3 and any(generating <= set(stop.cancels) for stop in stops)


def test_the_queue_looks_for_events_every_10_ms_when_free_not_every_1_ms():
    """Gradio's queue wakes every 1 ms on Linux while nothing is queued (about 6% of a core for a server nobody
    uses); the app's waits 10 ms (playground/server.py, QUEUE_POLL_SECONDS), and 100 ms between looks for progress,
    which no endpoint reports."""
    from playground import server

    queue = app_demo()._queue
    assert queue.sleep_when_free == server.QUEUE_POLL_SECONDS == 0.01
    assert queue.progress_update_sleep_when_free == server.PROGRESS_POLL_SECONDS == 0.1
