"""The Train tab: its run is train_tiny.py's loop (the same weights bit for bit), bad texts get their sentence, and
through the real server and its real client a run starts, streams, is refused a second time, stops within its step
keeping its model, continues, serves that session's Fill mask and nobody else's, and leaves no file behind when
the session ends. The tiny preset on a few KB of text: seconds per run."""

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
import torch
from safetensors.torch import load_file

from test_train import write_corpus

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def tiny_env():
    """The tab's runs on the tiny preset, long enough (600 steps, an evaluation every 30) to be stopped mid-way."""
    saved = {k: os.environ.get(k) for k in ("PLAYGROUND_TRAIN_SIZE", "PLAYGROUND_TRAIN_STEPS",
                                            "GRADIO_HEARTBEAT_INTERVAL")}
    os.environ.update(PLAYGROUND_TRAIN_SIZE="tiny", PLAYGROUND_TRAIN_STEPS="600", GRADIO_HEARTBEAT_INTERVAL="0.5")
    yield
    for key, value in saved.items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value


@pytest.fixture(scope="module")
def text(tmp_path_factory):
    return write_corpus(tmp_path_factory.mktemp("text") / "corpus.txt").read_text()


def wait_for(condition, timeout: float = 300, what: str = "the condition"):
    deadline = time.time() + timeout
    while time.time() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.1)
    pytest.fail(f"{what} did not happen within {timeout:.0f} s")


# ---------------------------------------------------------------------------------------------------------------------
# One training code path
# ---------------------------------------------------------------------------------------------------------------------


def test_a_tab_run_gives_the_command_lines_weights_bit_for_bit(tiny_env, text, tmp_path):
    """Same settings and seed: the tab's run (child process, probes asked at every evaluation) and `python
    train_tiny.py` with the flags the tab shows give the same weights and the same loss curve."""
    from playground import training_run as tr

    trainer = tr.Trainer()
    try:
        run = trainer.start("s", tr.Settings(kind="bert", seed=3, text=text, steps=24))
        wait_for(lambda: not run.running, what="the tab's run to finish")
        view = run.view()
        assert view["state"] == "finished", view["message"]
        assert len(view["probes"]) == 24 and all(p["answer"]["top-5"] for p in view["probes"])
        corpus = tmp_path / "text.txt"
        corpus.write_text(text, encoding="utf-8")
        cli = subprocess.run([sys.executable, "train_tiny.py", *run.settings.argv(tmp_path / "cli", corpus)],
                             cwd=ROOT, capture_output=True, text=True, timeout=300)
        assert cli.returncode == 0, cli.stderr
        ours = load_file(str(run.model_path))
        theirs = load_file(str(tmp_path / "cli" / "bert.safetensors"))
        assert ours.keys() == theirs.keys()
        assert all(torch.equal(ours[k], theirs[k]) for k in ours)
        import json
        log = json.loads((tmp_path / "cli" / "train_log.json").read_text())["models"]["bert"]
        assert log["train_loss"] == view["curve"]["loss"] and log["valid_loss"] == view["valid"]["loss"]
    finally:
        trainer.shutdown()


# ---------------------------------------------------------------------------------------------------------------------
# Bad input
# ---------------------------------------------------------------------------------------------------------------------


def test_bad_texts_each_get_their_sentence():
    from playground import training_run as tr
    from playground.inference import InputError

    cases = {
        "": "Your text is empty; paste or upload",
        "   \n\n  ": "Your text is empty",
        "hello": "Your text has 1 word; a run needs at least 300 words",
        " ".join(["word"] * 400): "Your text is one document (it has no blank line)",
    }
    for text, message in cases.items():
        with pytest.raises(InputError, match=message.replace("(", r"\(").replace(")", r"\)")):
            tr.check_text(text)
    files = {b"abc\x00def": "looks binary (it contains NUL bytes); upload a plain UTF-8 .txt file",
             "café".encode("latin-1") + b" and more": "is not UTF-8 (bad byte at offset 3)",
             b"a" * (tr.MAX_TEXT_BYTES + 1): "over the 150 KB a run here takes"}
    for data, message in files.items():
        with pytest.raises(InputError, match=message.replace("(", r"\(").replace(")", r"\)")):
            tr.decode_text(data, "The uploaded file")
    with pytest.raises(InputError, match="over the 150 KB"):
        tr.check_text("word " * (tr.MAX_TEXT_BYTES // 4))
    with pytest.raises(InputError, match=r"BERT's probe needs a \[MASK\]"):
        tr.check_probe("bert", "no mask here")
    with pytest.raises(InputError, match=r"T5's probe needs a blank"):
        tr.check_probe("t5", "no blank here")
    for message in list(cases.values()) + list(files.values()):
        assert message  # every message says what to do: checked above in full sentences


# ---------------------------------------------------------------------------------------------------------------------
# The real server and its real client
# ---------------------------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def server(tiny_env):
    from app_process import app_demo, launch_in_process
    from playground import training_run

    url = launch_in_process()
    yield url
    app_demo().close()
    training_run.TRAINER.shutdown()


def client_of(url):
    from gradio_client import Client

    return Client(url, verbose=False, download_files=False)


OWN = "My text (pasted or uploaded)"
PROBE = "Ada walked to the [MASK]."


def watch_until(client, condition, timeout: float = 300):
    """Stream /train_watch until condition(run JSON) holds; returns that JSON and the job (still streaming)."""
    job = client.submit(api_name="/train_watch")
    deadline = time.time() + timeout
    seen = 0
    while time.time() < deadline:
        outputs = job.outputs()
        for update in outputs[seen:]:
            run = update[3]
            if condition(run):
                return run, job
        seen = len(outputs)
        if job.done() and seen == len(job.outputs()):
            job = client.submit(api_name="/train_watch")
            seen = 0
        time.sleep(0.1)
    pytest.fail(f"the run did not get there within {timeout:.0f} s")


def test_start_watch_refuse_stop_continue_and_use_the_model_in_this_session_only(server, text):
    from gradio_client.exceptions import AppError

    visitor, other = client_of(server), client_of(server)
    try:
        bundled = other.predict(PROBE, 5, api_name="/fill_mask")[2]
        status = visitor.predict(OWN, text, "bert", 5, 7, PROBE, api_name="/train_start")[0]
        assert "Starting" in status
        with pytest.raises(AppError, match="Your BERT run is still training"):
            visitor.predict(OWN, text, "bert", 5, 7, PROBE, api_name="/train_start")
        with pytest.raises(AppError, match="Another visitor's run is training on this server"):
            other.predict(OWN, text, "gpt", 5, 0, "Ada", api_name="/train_start")

        # Live: a loss per step, and the probe's answer at every evaluation, while it trains.
        run, job = watch_until(visitor, lambda r: len(r.get("probes", [])) >= 2)
        assert run["state"] == "training" and run["loss"] is not None and len(run["curve"]["loss"]) >= 2
        assert run["settings"]["seed"] == 7 and "--seed 7" in run["command"]
        assert all(len(p["answer"]["top-5"]) == 5 for p in run["probes"])

        # Stop: the run ends at the step in progress, keeping its model; the stream ends with it.
        visitor.predict(api_name="/train_stop")
        final = job.result(timeout=60)
        stopped = final[3]
        assert stopped["state"] == "stopped" and 0 < stopped["step"] < stopped["max_steps"]
        assert "Stopped" in final[0]
        assert visitor.predict(api_name="/train_status")["state"] == "stopped"
        assert visitor.predict(api_name="/train_stop") == "You have no run training; press Start to begin one."

        # This session's Fill mask uses the stopped model (its own small vocabulary); the other session's does not.
        from playground import training_run as tr
        model, said = tr.TRAINER.model_for(visitor.session_hash, "bert")
        assert model.tokenizer.vocab_size == stopped["data"]["vocab_size"] < 1000  # its own text's vocabulary
        assert said == f"the BERT you stopped in the Train tab ({stopped['step']:,} steps, seed 7)"
        own = visitor.predict(PROBE, 5, api_name="/fill_mask")[2]
        assert own != bundled
        assert other.predict(PROBE, 5, api_name="/fill_mask")[2] == bundled

        # Continue: from the step it stopped at, on the same curve.
        visitor.predict(api_name="/train_continue")
        run, job = watch_until(visitor, lambda r: r.get("step", 0) > stopped["step"] + 5)
        assert run["curve"]["loss"][:len(stopped["curve"]["loss"])] == stopped["curve"]["loss"]
        visitor.predict(api_name="/train_stop")
        assert job.result(timeout=60)[3]["state"] == "stopped"
    finally:
        visitor.close()
        other.close()


def test_the_session_s_files_go_when_it_ends(server, text):
    from playground import training_run as tr

    visitor = client_of(server)
    visitor.predict(OWN, text, "gpt", 5, 0, "Ada walked", api_name="/train_start")
    session = tr.TRAINER.sessions[visitor.session_hash]
    folder = session.folder
    wait_for(lambda: session.last.steps, what="the first step")
    assert any(folder.rglob("*.safetensors")) or (folder / "run-1" / "text.txt").exists()
    visitor.close()  # the heartbeat ends: the page was closed
    wait_for(lambda: not folder.exists(), timeout=60, what="the session's folder to be removed")
    assert visitor.session_hash not in tr.TRAINER.sessions
    assert session.last.process.poll() is not None  # the child has ended


def test_a_server_that_dies_leaves_no_files(tiny_env, text, tmp_path):
    """A server killed without its atexit (SIGTERM, SIGKILL): its child sees the end of its input and removes the
    session's files; a folder left by a dead server (its pid in the name) is removed by the next server."""
    import tempfile

    from playground import training_run as tr

    trainer = tr.Trainer()
    run = trainer.start("s", tr.Settings(kind="gpt", text=text, steps=600))
    folder = run.folder.parent
    wait_for(lambda: run.steps, what="the first step")
    run.process.stdin.close()  # what the child sees when the server dies
    assert run.process.wait(timeout=60) == 0
    assert not folder.exists()

    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    left = Path(tempfile.mkdtemp(prefix=f"{tr.TEMP_PREFIX}{dead.pid}-"))
    (left / "run-1").mkdir()
    ours = Path(tempfile.mkdtemp(prefix=f"{tr.TEMP_PREFIX}{os.getpid()}-"))
    tr.Trainer()
    assert not left.exists() and ours.exists()
    ours.rmdir()
