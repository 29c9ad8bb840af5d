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
    """The tab's runs on the tiny preset (600 steps, an evaluation every 30, where a test names no steps). No
    spare child waits after a run (it would get ready beside the next test's run, for nothing) except in the tests
    of the spare, which switch it on."""
    saved = {k: os.environ.get(k) for k in ("PLAYGROUND_TRAIN_SIZE", "PLAYGROUND_TRAIN_STEPS",
                                            "GRADIO_HEARTBEAT_INTERVAL", "PLAYGROUND_TRAIN_SPARE")}
    os.environ.update(PLAYGROUND_TRAIN_SIZE="tiny", PLAYGROUND_TRAIN_STEPS="600", GRADIO_HEARTBEAT_INTERVAL="0.5",
                      PLAYGROUND_TRAIN_SPARE="0")
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


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


def wait_until_idle(pid: int, what: str, quiet: float = 1.0, timeout: float = 120):
    """Wait until a child has used no CPU for `quiet` seconds: it has done what it does before it waits for input."""
    seen = {"cpu": -1.0, "since": time.time()}

    def quiet_long_enough() -> bool:
        used = cpu_seconds(pid)
        if used != seen["cpu"]:
            seen.update(cpu=used, since=time.time())
        return time.time() - seen["since"] >= quiet

    wait_for(quiet_long_enough, timeout, what)


# ---------------------------------------------------------------------------------------------------------------------
# One training code path
# ---------------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("corpus", ["pasted", "bundled"])
def test_a_tab_run_gives_the_command_lines_weights_bit_for_bit(tiny_env, text, tmp_path, corpus, monkeypatch):
    """Same settings and seed: the tab's run (child process, probes asked at every evaluation) and `python
    train_tiny.py` with the flags the tab shows give the same weights and the same loss curve, on a pasted text (a
    child forked for the run, which gets nothing ready ahead) and on the bundled corpus (which the spare child has
    tokenized, and timed its trial steps on, before the run came). A spare that a pasted-text run takes is
    test_a_start_takes_the_waiting_spare_...'s: here it would tokenize the bundled corpus beside the run, for nothing."""
    from playground.train import run as tr
    from playground.train.sessions import Trainer
    from playground.train.spare import SPARE_VARIABLE

    monkeypatch.setenv(SPARE_VARIABLE, "1" if corpus == "bundled" else "0")
    trainer = Trainer()
    try:
        if corpus == "bundled":  # the spare is ready and has timed its trial steps: none of that may change the run
            trainer.spare.start()
            wait_until_idle(trainer.spare.process.pid, what="the spare to get ready")
        run = trainer.start("s", tr.Settings(kind="bert", seed=3, text=text if corpus == "pasted" else None,
                                             steps=12))
        monkeypatch.setenv(SPARE_VARIABLE, "0")  # no new spare after the run: it would get ready beside the CLI run
        wait_for(lambda: not run.running, what="the tab's run to finish")
        view = run.view()
        assert view["state"] == "finished", view["message"]
        assert len(view["probes"]) == 12 and all(p["answer"]["top-5"] for p in view["probes"])
        corpus_file = None
        if corpus == "pasted":
            corpus_file = tmp_path / "text.txt"
            corpus_file.write_text(text, encoding="utf-8")
        cli = subprocess.run([sys.executable, "train_tiny.py", *run.settings.argv(tmp_path / "cli", corpus_file)],
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


def test_the_bundled_corpus_tokenized_ahead_or_kept_is_what_prepare_makes_itself(tiny_env, tmp_path, monkeypatch):
    """A spare child tokenizes the bundled corpus before its run comes (training_worker.GettingReady), and the first
    run keeps that tokenization for the next (training/token_cache.py); handed to the loop's prepare as its text,
    either is exactly what prepare computes without them: the same tokenizer (the same tokenizer.json bytes), ids and
    word statistics, and the same recipe."""
    from playground.train import worker as training_worker
    from training import token_cache
    from training.loop import prepare
    from training.options import parse_args
    from training.runtime import setup_env

    args = parse_args(["--models", "bert", "--size", "tiny", "--out", str(tmp_path / "run")])
    threads = torch.get_num_threads()
    try:
        env = setup_env("cpu", "fp32", 1)
        monkeypatch.setenv(token_cache.CACHE_VARIABLE, "off")
        plain = prepare(args, env)
        monkeypatch.setenv(token_cache.CACHE_VARIABLE, str(tmp_path / "cache"))  # empty: the spare keeps its own
        ready = training_worker.GettingReady("tiny").corpus()
        assert ready is not None
        fast = prepare(args, env, ready.text, step_seconds=ready.step_time)
        kept_file = token_cache.entry_path(plain.corpus_info["sha256"], plain.tok.vocab_size)
        assert kept_file.is_file()
        kept = prepare(args, env)  # read back, not made
    finally:
        torch.set_num_threads(threads)
    assert fast.tok is ready.text.tok and fast.train_ids is ready.text.train_ids  # taken, not made
    assert kept.tok.file_bytes == plain.tok.file_bytes
    for other in (fast, kept):
        assert other.tok.sha256 == plain.tok.sha256 and other.text.fit == plain.text.fit
        assert other.train_ids == plain.train_ids and other.held_out_ids == plain.held_out_ids
        assert (other.words.known, other.words.frequent) == (plain.words.known, plain.words.frequent)
        assert repr(other.recipes[0].config) == repr(plain.recipes[0].config)


def test_a_start_takes_the_waiting_spare_and_a_new_one_waits_once_the_run_has_ended(tiny_env, text, monkeypatch):
    from playground.train import run as tr
    from playground.train.sessions import Trainer
    from playground.train.spare import SPARE_VARIABLE

    monkeypatch.setenv(SPARE_VARIABLE, "1")
    trainer = Trainer()
    try:
        trainer.spare.start()
        spare = trainer.spare.process
        run = trainer.start("s", tr.Settings(kind="bert", seed=0, text=text, steps=8))
        assert run.process is spare and trainer.spare.process is None  # no second child while a run trains
        wait_for(lambda: not run.running, what="the run to finish")
        assert run.view()["state"] == "finished", run.view()["message"]
        wait_for(lambda: trainer.spare.process is not None, what="a new spare")
        waiting = trainer.spare.process
        assert waiting is not spare and waiting.poll() is None
    finally:
        trainer.shutdown()
    assert waiting.poll() is not None  # the server's shutdown ends its spare too


def test_without_a_spare_a_start_starts_its_own_child_and_none_waits_after(tiny_env, text, monkeypatch):
    """PLAYGROUND_TRAIN_SPARE=0: no child waits before the first Start or after a run; a run still trains."""
    from playground.train import run as tr
    from playground.train.sessions import Trainer
    from playground.train.spare import SPARE_VARIABLE

    monkeypatch.setenv(SPARE_VARIABLE, "0")
    trainer = Trainer()
    try:
        trainer.spare.start()
        assert trainer.spare.process is None
        run = trainer.start("s", tr.Settings(kind="bert", seed=0, text=text, steps=8))
        wait_for(lambda: not run.running, what="the run to finish")
        assert run.view()["state"] == "finished", run.view()["message"]
        time.sleep(1)  # a spare would be started as the run ends
        assert trainer.spare.process is None
    finally:
        trainer.shutdown()


def test_a_run_from_the_bundled_weights_keeps_their_tokenizer_and_shape_and_learns_on_from_them(tiny_env, text):
    """"Teach it your text": the run starts from weights/bert.safetensors with weights/tokenizer.json (not a fresh
    tiny model with a tokenizer of its own), and a few steps move the weights only a little away from them."""
    import models
    from playground.train import run as tr
    from playground.train.sessions import Trainer

    bundled = models.load("bert")
    trainer = Trainer()
    try:
        run = trainer.start("s", tr.Settings(kind="bert", seed=0, text=text, steps=3, start_from="bundled"))
        wait_for(lambda: not run.running, what="the run from the bundled weights to finish")
        view = run.view()
        assert view["state"] == "finished", view["message"]
        assert view["command"] is None  # train_tiny.py has no such flag: the page says so instead of a command
        trained = models.load(run.model_path)
        from dataclasses import replace
        assert trained.config == replace(bundled.config, dropout=0.1)  # the bundled shape, the tiny preset's dropout
        assert trained.tokenizer.sha256 == bundled.tokenizer.sha256 and view["data"]["vocab_size"] == 8192
        before, after = bundled.state_dict(), trained.state_dict()
        change = sum((after[k].float() - before[k].float()).norm() ** 2 for k in before) ** 0.5
        size = sum(before[k].float().norm() ** 2 for k in before) ** 0.5
        assert 0 < change / size < 0.1, float(change / size)  # moved on from the bundled weights, not replaced
    finally:
        trainer.shutdown()


def test_a_run_over_the_memory_cap_is_ended_with_its_sentence(tiny_env, text, monkeypatch):
    from playground.train import run as tr
    from playground.train.sessions import Trainer

    monkeypatch.setenv(tr.MAX_RUN_MIB_VARIABLE, "1")  # any Python process is over 1 MiB at once
    trainer = Trainer()
    try:
        run = trainer.start("s", tr.Settings(kind="gpt", text=text, steps=600))
        wait_for(lambda: not run.running, timeout=60, what="the run over the cap to end")
        view = run.view()
        assert view["state"] == "failed" and not view["step"]
        assert view["message"].startswith("The run was stopped because its training process used ")
        assert "over this server's cap of 1 MiB per run; press Start to try again" in view["message"]
        assert run.process.poll() is not None
    finally:
        trainer.shutdown()


# ---------------------------------------------------------------------------------------------------------------------
# Bad input
# ---------------------------------------------------------------------------------------------------------------------


def test_bad_texts_each_get_their_sentence():
    from playground.train import text as training_text
    from playground.input_checks import InputError

    cases = {
        "": "Your text is empty; paste or upload",
        "   \n\n  ": "Your text is empty",
        "hello": "Your text has 1 word; a run needs at least 300 words",
        " ".join(["word"] * 400): "Your text is one document (it has no blank line)",
    }
    for text, message in cases.items():
        with pytest.raises(InputError, match=message.replace("(", r"\(").replace(")", r"\)")):
            training_text.check_text(text)
    files = {b"abc\x00def": "looks binary (it contains NUL bytes); upload a plain UTF-8 .txt file",
             "café".encode("latin-1") + b" and more": "is not UTF-8 (bad byte at offset 3)",
             b"a" * (training_text.MAX_TEXT_BYTES + 1): "over the 150 KB a run here takes"}
    for data, message in files.items():
        with pytest.raises(InputError, match=message.replace("(", r"\(").replace(")", r"\)")):
            training_text.decode_text(data, "The uploaded file")
    with pytest.raises(InputError, match="over the 150 KB"):
        training_text.check_text("word " * (training_text.MAX_TEXT_BYTES // 4))
    with pytest.raises(InputError, match=r"BERT's probe needs a \[MASK\]"):
        training_text.check_probe("bert", "no mask here")
    with pytest.raises(InputError, match=r"T5's probe needs a blank"):
        training_text.check_probe("t5", "no blank here")
    for message in list(cases.values()) + list(files.values()):
        assert message  # every message says what to do: checked above in full sentences


# ---------------------------------------------------------------------------------------------------------------------
# The real server and its real client
# ---------------------------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def server(tiny_env):
    """The app in this process. Its runs have 100,000 steps (an evaluation every 30): no machine finishes one before
    the test that started it presses Stop, however fast it is (a test must not race the clock)."""
    from app_process import app_demo, launch_in_process
    from playground.train import sessions as training_sessions

    with pytest.MonkeyPatch.context() as patch:  # the environment as it was, after the module
        patch.setenv("PLAYGROUND_TRAIN_STEPS", "100000")
        patch.setenv("PLAYGROUND_TRAIN_EVAL_EVERY", "30")
        url = launch_in_process()
        yield url
        app_demo().close()
        training_sessions.TRAINER.shutdown()


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


def test_start_watch_refuse_queue_stop_continue_and_use_the_model_in_this_session_only(server, text):
    from gradio_client.exceptions import AppError

    from playground.train import sessions as training_sessions
    from playground.input_checks import InputError

    visitor, other = client_of(server), client_of(server)
    try:
        bundled = other.predict(PROBE, 5, api_name="/fill_mask")[2]
        status = visitor.predict(OWN, text, "bert", 5, 7, PROBE, api_name="/train_start")[0]
        assert "Starting" in status
        with pytest.raises(AppError, match="Your BERT run is still training"):
            visitor.predict(OWN, text, "bert", 5, 7, PROBE, api_name="/train_start")
        # Another visitor is queued behind it, and can neither see nor stop it; Stop takes them out of the queue.
        queued = other.predict(OWN, text, "gpt", 5, 0, "Ada", api_name="/train_start")
        assert queued[0].startswith("**In the queue: number 1.** This server trains one run at a time, and the run "
                                    "training now comes first; your GPT-2 run starts by itself in about") and queued[3]["queue"]["place"] == 1
        assert other.predict(api_name="/train_status")["state"] == "queued"
        assert other.predict(api_name="/train_stop") == "You left the queue; press Start to join it again."
        assert other.predict(api_name="/train_status") == {}
        assert other.predict(api_name="/train_stop") == "You have no run training; press Start to begin one."
        assert visitor.predict(api_name="/train_status")["state"] in ("starting", "preparing", "training")
        assert visitor.predict(api_name="/train_download") is None  # and a warning: see check_download
        with pytest.raises(InputError, match="Nothing to download yet: your run is still training; press Stop"):
            training_sessions.TRAINER.archive(visitor.session_hash)

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
        model, said = training_sessions.TRAINER.model_for(visitor.session_hash, "bert")
        assert model.tokenizer.vocab_size == stopped["data"]["vocab_size"] < 1000  # its own text's vocabulary
        kept = stopped["kept_step"]  # the weights of its best held-out evaluation so far
        assert kept is not None and kept <= stopped["step"]
        what = f"{stopped['step']:,} steps" if kept == stopped["step"] else \
            f"the weights of step {kept:,} of {stopped['step']:,}"
        assert said == f"the BERT you stopped in the Train tab ({what}, seed 7)"
        own = visitor.predict(PROBE, 5, api_name="/fill_mask")[2]
        assert own != bundled
        assert other.predict(PROBE, 5, api_name="/fill_mask")[2] == bundled
        # ... and so do the Inside tab's views: this session's BERT there too, nobody else's; its banner says so.
        from unittest import mock

        from playground import session_models
        from playground.train import tab as train_tab
        assert train_tab.inside_banner_text() == "This tab uses the bundled GPT-2, BERT and T5."
        with mock.patch.object(session_models, "current_session", lambda: visitor.session_hash):
            assert (f"for your session only: GPT-2: the bundled one; BERT: **{said}**; T5: the bundled one."
                    in train_tab.inside_banner_text())
        own_lens = visitor.predict("bert", PROBE, api_name="/lens")[0]
        other_lens = other.predict("bert", PROBE, api_name="/lens")[0]
        assert own_lens != other_lens
        from playground import model_store
        from playground.inside import VIEWS, endpoints
        assert other_lens == endpoints.answer(model_store.ModelStore(), VIEWS["lens"], "bert", PROBE)[0]
        from playground import handlers
        assert own_lens == endpoints.answer(handlers.MODELS.current_for("bert", visitor.session_hash),
                                            VIEWS["lens"], "bert", PROBE)[0]

        # Download: one zip of a transformers folder with its model card, served by the app, which transformers
        # loads with this model's logits; nothing for a session without a model.
        check_download(visitor, model, stopped)
        assert other.predict(api_name="/train_download") is None
        with pytest.raises(InputError, match="Nothing to download yet: there is no finished or stopped model to "
                                             "download; train one first."):
            training_sessions.TRAINER.archive(other.session_hash)

        # Continue: from the step it stopped at, on the same curve.
        visitor.predict(api_name="/train_continue")
        run, job = watch_until(visitor, lambda r: r.get("step", 0) > stopped["step"] + 5)
        assert run["curve"]["loss"][:len(stopped["curve"]["loss"])] == stopped["curve"]["loss"]
        visitor.predict(api_name="/train_stop")
        assert job.result(timeout=60)[3]["state"] == "stopped"
    finally:
        visitor.close()
        other.close()


def check_download(client, model, stopped):
    import io
    import zipfile

    import httpx
    import transformers

    from playground.train.sessions import TRAINER

    served = client.predict(api_name="/train_download")
    archive = TRAINER.archive(client.session_hash)
    assert archive.parent == TRAINER.sessions[client.session_hash].last.folder  # in the run's temporary folder
    data = httpx.get(served["url"]).content
    assert data == archive.read_bytes()
    files = zipfile.ZipFile(io.BytesIO(data)).namelist()
    assert {"bert/config.json", "bert/model.safetensors", "bert/tokenizer.json", "bert/README.md"} <= set(files)
    folder = archive.parent / "unzipped"
    zipfile.ZipFile(io.BytesIO(data)).extractall(folder)
    card = (folder / "bert" / "README.md").read_text()
    assert "Train** tab" in card and "| seed | 7 |" in card and f"at step {stopped['step']:,}" in card
    assert f"{stopped['valid']['loss'][-1]:.3f}" in card  # the run's last held-out loss
    hf = transformers.AutoModelForMaskedLM.from_pretrained(folder / "bert").eval()
    ids = torch.tensor([model.tokenizer.encode("Ada walked to the [MASK].")])
    with torch.no_grad():
        assert torch.allclose(hf(input_ids=ids).logits, model(ids).logits, atol=1e-4)
    from models.hf_folder import find_weights, load_weights  # what the playground serves from PLAYGROUND_WEIGHTS_DIR
    served_model = load_weights(find_weights(folder, "bert"))
    with torch.no_grad():
        assert torch.equal(served_model(ids).logits, model(ids).logits)


def test_a_raw_call_without_a_session_is_refused_with_its_sentence(server, text):
    """POST /gradio_api/call/train_start names no session: nobody could watch, stop or download that run, and it
    would hold the only slot, so it is refused with the sentence that says how to keep a session."""
    import json

    from app_process import raw_call
    from playground.train.sessions import TRAINER

    body = json.dumps({"data": [OWN, text, "gpt", 5, 0, "Ada walked"]})
    event, data = raw_call(server, "train_start", body)
    assert event == "error" and "A training run needs a session that stays open while it trains" in str(data)
    assert "gradio_client" in str(data)
    from playground.server import RAW_CALL_SESSION
    assert not any(RAW_CALL_SESSION.fullmatch(session) for session in TRAINER.sessions)  # no session, no run
    assert TRAINER.active is None or not RAW_CALL_SESSION.fullmatch(TRAINER.active.session)


def test_the_session_s_files_go_when_it_ends(server, text):
    from playground.train.sessions import TRAINER

    visitor = client_of(server)
    visitor.predict(OWN, text, "gpt", 5, 0, "Ada walked", api_name="/train_start")
    session = TRAINER.sessions[visitor.session_hash]
    folder = session.folder
    wait_for(lambda: session.last.steps, what="the first step")
    assert any(folder.rglob("*.safetensors")) or (folder / "run-1" / "text.txt").exists()
    visitor.close()  # the heartbeat ends: the page was closed
    wait_for(lambda: not folder.exists(), timeout=60, what="the session's folder to be removed")
    assert visitor.session_hash not in TRAINER.sessions
    assert session.last.process.poll() is not None  # the child has ended


def test_a_server_that_dies_leaves_no_files(tiny_env, text, tmp_path):
    """A server killed without its atexit (SIGTERM, SIGKILL): its child sees the end of its input and removes the
    session's files; a folder left by a dead server (its pid in the name) is removed by the next server."""
    import tempfile

    from playground.train import run as tr
    from playground.train.sessions import TEMP_PREFIX, Trainer

    trainer = Trainer()
    run = trainer.start("s", tr.Settings(kind="gpt", text=text, steps=100_000))
    folder = run.folder.parent
    wait_for(lambda: run.steps, what="the first step")
    run.process.stdin.close()  # what the child sees when the server dies
    assert run.process.wait(timeout=60) == 0
    assert not folder.exists()

    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    left = Path(tempfile.mkdtemp(prefix=f"{TEMP_PREFIX}{dead.pid}-"))
    (left / "run-1").mkdir()
    ours = Path(tempfile.mkdtemp(prefix=f"{TEMP_PREFIX}{os.getpid()}-"))
    Trainer()
    assert not left.exists() and ours.exists()
    ours.rmdir()
