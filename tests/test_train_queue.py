"""The Train tab's queue, on the server's Trainer with the tiny preset: a Start while another visitor trains takes a
place, each queued run starts by itself in its turn and in order, a visitor can leave, turns are shortened while
others wait (and a visitor whose run has just ended, or who continues, goes behind them), a session nobody holds
can neither start a run nor keep one, and a stranger cannot reach another's run. Through the real server: a raw HTTP
call without a session is refused with its sentence."""

import time

import pytest

from test_train import write_corpus

LONG = 100_000  # steps no machine reaches in these tests: a run that has them ends only by Stop or by its clock


@pytest.fixture(scope="module")
def tiny_env():
    with pytest.MonkeyPatch.context() as patch:  # the environment as it was, after the module
        patch.setenv("PLAYGROUND_TRAIN_SIZE", "tiny")
        patch.setenv("PLAYGROUND_TRAIN_SPARE", "0")
        patch.delenv("PLAYGROUND_TRAIN_SHARED_MINUTES", raising=False)
        yield


@pytest.fixture(scope="module")
def text(tmp_path_factory):
    return write_corpus(tmp_path_factory.mktemp("text") / "corpus.txt").read_text()


@pytest.fixture
def trainer(tiny_env):
    """A Trainer whose sessions are present until a test says one has gone (here: `gone`)."""
    from playground.train.sessions import Trainer

    gone: set[str] = set()
    t = Trainer(present=lambda session: session not in gone)
    t.gone = gone
    yield t
    t.shutdown()


def wait_for(condition, timeout: float = 120, what: str = "the condition"):
    deadline = time.time() + timeout
    while time.time() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.05)
    pytest.fail(f"{what} did not happen within {timeout:.0f} s")


def settings(text, kind="gpt", steps=LONG, minutes=5.0):
    from playground.train import run as tr

    return tr.Settings(kind=kind, seed=0, text=text, steps=steps, minutes=minutes)


def training(run) -> bool:
    return bool(run.steps)


def test_starts_while_one_trains_queue_in_order_and_start_by_themselves(trainer, text):
    first = trainer.start("a", settings(text))
    wait_for(lambda: training(first), what="the first run's first step")
    second = trainer.start("b", settings(text, kind="bert", steps=10))
    third = trainer.start("c", settings(text, kind="t5", steps=10))
    views = [second.view(), third.view()]
    assert [v["state"] for v in views] == ["queued", "queued"]
    assert [v["queue"]["place"] for v in views] == [1, 2]
    assert 0 < views[0]["queue"]["wait_seconds"] < views[1]["queue"]["wait_seconds"]
    assert second.process is None and third.process is None  # no child until its turn
    assert first.view()["turn_shortened"]  # others wait: its turn is the shared one (2 minutes) at most
    assert first.budget_seconds() == 120 < first.settings.minutes * 60

    trainer.stop("a")  # the slot frees: the first in line starts by itself, with the settings it chose
    wait_for(lambda: second.process is not None, what="the second run to start by itself")
    assert third.view()["queue"]["place"] == 1 and third.process is None
    wait_for(lambda: third.process is not None, what="the third run to start by itself")
    wait_for(lambda: third.state == "finished", what="the third run to finish")
    assert first.state == "stopped" and second.state == "finished" and third.state == "finished"
    assert first.ended_at <= second.started_at and second.ended_at <= third.started_at  # one at a time, in order
    assert second.settings.kind == "bert" and third.settings.kind == "t5"
    wait_for(lambda: trainer.active is None, what="the slot to be free once the last child has ended")
    assert not trainer.waiting


def test_a_visitor_can_leave_the_queue_and_is_back_at_their_run_before(trainer, text):
    first = trainer.start("a", settings(text))
    wait_for(lambda: training(first), what="the first step")
    before = trainer.start("b", settings(text, steps=5))  # b queues, then trains in its turn ...
    trainer.stop("a")
    wait_for(lambda: before.state == "finished", what="b's first run to finish")
    first = trainer.start("a", settings(text))
    wait_for(lambda: training(first), what="a's second run's first step")
    queued = trainer.start("b", settings(text))  # ... and queues again behind a's new run
    folder = queued.folder
    assert folder.is_dir() and trainer.sessions["b"].last is queued and first.view()["turn_shortened"]
    left = trainer.stop("b")
    assert not first.view()["turn_shortened"] and first.budget_seconds() == 300  # nobody waits: its own budget
    assert left is queued and left.state == "left" and left.message.startswith("You left the queue")
    assert not folder.exists() and trainer.waiting == []
    assert trainer.sessions["b"].last is before and before.model_path.is_file()  # its finished model is kept
    with pytest.raises(Exception, match="You have no run training"):
        trainer.stop("b")
    trainer.stop("a")


def test_turns_are_shared_while_others_wait(trainer, text, monkeypatch):
    """A turn is cut to the shared length when someone queues (the run then ends by its clock, as finished); a
    visitor whose run has just ended goes behind those already waiting; Continue while others wait is a new turn."""
    from playground.train.sessions import SHARED_MINUTES_VARIABLE

    monkeypatch.setenv(SHARED_MINUTES_VARIABLE, str(3 / 60))  # 3 s turns
    first = trainer.start("a", settings(text))
    wait_for(lambda: training(first), what="the first step")
    waiting = trainer.start("b", settings(text))
    wait_for(lambda: first.state == "finished", timeout=60, what="the shortened turn to end by its clock")
    view = first.view()
    assert view["turn_shortened"] and view["budget_seconds"] == 3 and 3 <= view["seconds"] < 5
    assert view["step"] < view["max_steps"] and first.model_path.is_file()
    wait_for(lambda: training(waiting), what="b's run to start by itself")
    assert waiting.view()["budget_seconds"] == 300 and not waiting.view()["turn_shortened"]  # nobody waits behind

    again = trainer.start("a", settings(text))  # a's run has ended: a new start goes behind ...
    third = trainer.start("c", settings(text))
    assert [again.view()["queue"]["place"], third.view()["queue"]["place"]] == [1, 2]
    assert waiting.view()["turn_shortened"]  # ... and b's turn is now the shared one
    trainer.stop("a")  # a leaves; c is next
    wait_for(lambda: training(third), timeout=60, what="c's turn")
    assert third.view()["turn_shortened"] is False and waiting.state == "finished"

    trainer.stop("c")
    wait_for(lambda: third.state == "stopped", what="c to stop")
    fourth = trainer.start("d", settings(text))
    wait_for(lambda: training(fourth), what="d's run")
    resumed = trainer.start("c", third.settings, resume=True)  # Continue while d trains: a new turn, in the queue
    assert resumed.state == "queued" and resumed.view()["queue"]["place"] == 1 and resumed.resumed
    trainer.stop("d")
    wait_for(lambda: training(resumed) and resumed.steps[-1] > third.steps[-1], what="c to continue")
    assert resumed.steps[:len(third.steps)] == third.steps  # on from where it stopped
    trainer.stop("c")


def test_a_session_nobody_holds_can_neither_start_nor_keep_a_run(trainer, text, monkeypatch):
    from playground.input_checks import InputError
    from playground.train import sessions

    monkeypatch.setattr(sessions, "PRESENCE_WAIT_S", 0.2)
    trainer.gone.add("ghost")
    with pytest.raises(InputError, match="A training run needs a session that stays open while it trains"):
        trainer.start("ghost", settings(text))
    assert trainer.active is None and "ghost" not in trainer.sessions

    first = trainer.start("a", settings(text))
    wait_for(lambda: training(first), what="the first step")
    queued = trainer.start("b", settings(text, steps=5))
    other = trainer.start("c", settings(text, steps=5))
    folder_a, folder_b = trainer.sessions["a"].folder, trainer.sessions["b"].folder
    trainer.gone.update({"a", "b"})  # both pages close (and no unload reaches the server)
    wait_for(lambda: first.process.poll() is not None, timeout=30, what="the vanished session's run to end")
    wait_for(lambda: not folder_a.exists() and not folder_b.exists(), timeout=30, what="their files to go")
    assert "a" not in trainer.sessions and "b" not in trainer.sessions and queued.state == "left"
    wait_for(lambda: other.state == "finished", what="the visitor still here to get the slot")


def test_a_stranger_cannot_stop_watch_continue_or_download_another_s_run(trainer, text):
    from playground.input_checks import InputError

    run = trainer.start("a", settings(text))
    wait_for(lambda: training(run), what="the first step")
    with pytest.raises(InputError, match="You have no run training"):
        trainer.stop("stranger")
    assert trainer.last_run("stranger") is None
    with pytest.raises(InputError, match="Nothing to download yet: there is no finished or stopped model"):
        trainer.archive("stranger")
    with pytest.raises(InputError, match="There is no stopped run to continue"):
        trainer.start("stranger", run.settings, resume=True)
    assert run.running
    trainer.stop("a")
