"""One consistent set of models at every moment (issue 21, point 3): ModelStore swaps one immutable set (models,
tokenizer, errors) under a lock, a request reads it once, and a folder published while it is read is read again,
so no set mixes the files of two runs. Two tiny runs, each with its own tokenizer, are swapped in and out of one
path the way train_tiny.py publishes (training.folder_swap.exchange) while the store reloads and requests run."""

import random
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from gradio_client import Client
from gradio_client.exceptions import AppError

import models
from app_process import app_demo, free_port
from models import MODEL_KINDS
from models.tokenizer import train_tokenizer
from playground import handlers, inference, model_store, server
from training.folder_swap import exchange

TEXTS = {"a": "the miller and the river, the river and the mill " * 40,
         "b": "a boat on the lake, a lake with a boat and a heron " * 40}


def tiny_run(folder, text: str, kinds=MODEL_KINDS):
    """A weights folder as train_tiny.py writes it, with tiny random models that record their tokenizer's hash."""
    folder.mkdir()
    tok = train_tokenizer([text], vocab_size=400)
    tok.save(folder / "tokenizer.json")
    vocab = tok.vocab_size
    shapes = dict(vocab_size=vocab, max_seq_len=64, d_model=32, n_head=2)
    built = {"gpt": models.GPT(models.GPTConfig(n_layer=1, **shapes)),
             "bert": models.BERT(models.BERTConfig(n_layer=1, **shapes)),
             "t5": models.T5(models.T5Config(vocab_size=vocab, d_model=32, n_layer=1, n_decoder_layer=1, n_head=2,
                                             d_ff=64))}
    for kind in kinds:
        models.save(built[kind], folder / f"{kind}.safetensors", metadata={"tokenizer_sha256": tok.sha256})
    return tok.sha256


class Publisher:
    """Swaps two folders at one path again and again, each swap one step, a few milliseconds apart."""

    def __init__(self, live, other):
        self.live, self.other, self.swaps = live, other, 0
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)

    def run(self):
        rng = random.Random(0)
        while not self.stop.is_set():
            exchange(self.live, self.other)
            self.swaps += 1
            time.sleep(rng.uniform(0.001, 0.03))

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.stop.set()
        self.thread.join(timeout=10)


@pytest.fixture
def two_runs(tmp_path):
    """weights/ holds run a, .other holds run b; returns (folder, {hash: run name})."""
    hashes = {tiny_run(tmp_path / "weights", TEXTS["a"]): "a", tiny_run(tmp_path / "other", TEXTS["b"]): "b"}
    return tmp_path / "weights", tmp_path / "other", hashes


def set_hashes(model_set) -> set[str]:
    """Every tokenizer hash one set of models holds: recorded in each weights file, and of each model's tokenizer."""
    found = {model_set.tokenizer_sha256}
    for kind in MODEL_KINDS:
        model = model_set.get(kind)
        found |= {model.metadata["tokenizer_sha256"], model.tokenizer.sha256}
    return found


def test_reloads_while_a_run_is_published_never_mix_two_runs(two_runs):
    live, other, hashes = two_runs
    store = model_store.ModelStore(live)
    seen, replaced = [], 0
    with Publisher(live, other) as publisher:
        # Until 40 consistent sets and both runs seen (how many swaps land between two loads is up to the machine's
        # load, so the loop counts outcomes, not time); a bound, so that a store that never sees one run fails.
        for _ in range(2000):
            if len(seen) >= 40 and set(seen) == {"a", "b"}:
                break
            status = store.load()
            if any(status.values()):  # only "replaced while being read", and for every model at once
                assert all("was replaced 5 times while it was being read" in (p or "") for p in status.values()), status
                replaced += 1
                continue
            found = set_hashes(store.current())
            assert len(found) == 1, f"one set mixes runs {sorted(hashes[h] for h in found)}"
            seen.append(hashes[found.pop()])
    assert publisher.swaps >= 2 and set(seen) == {"a", "b"} and len(seen) >= 40, (publisher.swaps, replaced)


def test_requests_read_one_set_while_reload_swaps_it(two_runs):
    """What a request gets from the store is one set: each model is the one of that set, and a Reload landing in the
    middle of the request changes nothing for it (the store's set is replaced whole, never edited)."""
    live, other, hashes = two_runs
    store = model_store.ModelStore(live)
    store.load()
    stop, problems = threading.Event(), []

    def reloads():
        while not stop.is_set():
            exchange(live, other)
            store.load()

    def request():
        model_set = store.current()
        before = set_hashes(model_set)
        result = inference.fill_mask(model_set.get("bert"), "the river and the [MASK].", 2)
        inference.infill(model_set.get("t5"), "the ___ and the mill.", 3)
        if set_hashes(model_set) != before or len(before) != 1 or result.attention is None:
            problems.append(before)

    thread = threading.Thread(target=reloads, daemon=True)
    thread.start()
    try:
        for _ in range(60):
            request()
    finally:
        stop.set()
        thread.join(timeout=10)
    assert problems == []


def test_a_reload_landing_inside_get_gives_the_model_or_not_available(tmp_path):
    """get() used to read the status and then the model in two steps: a Reload that removed the model between them
    raised a KeyError (a bare server error). Here the Reload lands right after the status is read."""
    live, other = tmp_path / "weights", tmp_path / "other"
    tiny_run(live, TEXTS["a"])
    tiny_run(other, TEXTS["b"], kinds=("bert", "t5"))
    store = model_store.ModelStore(live)
    store.load()
    real_status, reloaded = store.status, []

    def status_then_reload():
        answer = real_status()
        if not reloaded:
            reloaded.append(True)
            exchange(live, other)
            store.load()
        return answer

    store.status = status_then_reload
    try:
        assert store.get("gpt").kind == "gpt"
    except model_store.ModelUnavailable as e:
        assert str(e).startswith("GPT-2 is not available (")


def test_the_first_requests_load_the_folder_once(two_runs, monkeypatch):
    live, _, _ = two_runs
    store, reads = model_store.ModelStore(live), []
    real = model_store.read_model_set

    def counted(folder, shown_as=None):
        reads.append(folder)
        time.sleep(0.2)  # a slow disk: every first request arrives while the first load is still going
        return real(folder, shown_as)

    monkeypatch.setattr(model_store, "read_model_set", counted)
    with ThreadPoolExecutor(max_workers=8) as pool:
        sets = list(pool.map(lambda _: store.current(), range(8)))
    assert len(reads) == 1 and all(s is sets[0] for s in sets)


def test_a_model_set_cannot_be_changed(two_runs):
    live, _, _ = two_runs
    model_set = model_store.ModelStore(live).current()
    with pytest.raises(TypeError):
        model_set.models["gpt"] = None
    with pytest.raises(AttributeError):
        model_set.errors = {}


@pytest.fixture(scope="module")
def served():
    """The app in this process (it serves whatever handlers.MODELS holds)."""
    _, url, _ = app_demo().launch(prevent_thread_lock=True, server_name="127.0.0.1", server_port=free_port(),
                                  quiet=True, **server.launch_options())
    yield url
    app_demo().close()


def test_reload_and_publish_while_generations_stream_gives_no_server_error(served, tmp_path):
    """GPT's file is in one run and not the other, and Reload is pressed again and again while generations stream:
    every request gets its generation or the one-sentence "not available" message, never a server error (the store
    used to read the status and then the model in two steps, and a Reload between them raised a KeyError)."""
    live, other = tmp_path / "weights", tmp_path / "other"
    tiny_run(live, TEXTS["a"])
    tiny_run(other, TEXTS["b"], kinds=("bert", "t5"))
    good = handlers.MODELS
    handlers.MODELS = store = model_store.ModelStore(live)
    stop = threading.Event()

    def reload_often():
        while not stop.is_set():
            exchange(live, other)
            store.load()  # what the Reload weights button does (handlers.reload_weights)

    reloader = threading.Thread(target=reload_often, daemon=True)
    client = Client(served, verbose=False, download_files=False)
    outcomes = []
    try:
        reloader.start()
        for seed in range(30):
            job = client.submit("the river", 4, 0.8, 40, 0.95, 1.1, seed, api_name="/generate")
            try:
                outcomes.append(("streamed", len(list(job)), job.result()[0]))
            except AppError as e:
                outcomes.append(("refused", str(e), None))
    finally:
        stop.set()
        reloader.join(timeout=10)
        handlers.MODELS = good
        client.close()
    refused = [o for o in outcomes if o[0] == "refused"]
    assert all(message.startswith("GPT-2 is not available (") for _, message, _ in refused), refused
    assert len(refused) < len(outcomes)
    assert all(text.startswith("the river") for kind, _, text in outcomes if kind == "streamed")
