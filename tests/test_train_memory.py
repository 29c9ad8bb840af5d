"""The Train tab's memory at rest (issue 32): when the spare training child waits (playground/train/spare.py,
PLAYGROUND_TRAIN_SPARE), and the bundled corpus packed while it waits (playground/train/worker.py, ReadyCorpus).
The figures themselves come from `python -m bench.live --memory` (bench/RESULTS.md); nothing here is timed."""

import subprocess
import sys
import time
from array import array

import pytest

from playground.train.spare import SPARE_VARIABLE, Spare, spare_mode


@pytest.fixture
def cheap_children(monkeypatch):
    """Spare.spawn starts a sleeping Python instead of a training child: the policy is under test, not the child."""
    started = []

    def spawn():
        process = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"], stdin=subprocess.PIPE,
                                   stdout=subprocess.PIPE)
        started.append(process)
        return process

    monkeypatch.setattr(Spare, "spawn", staticmethod(spawn))
    yield started
    for process in started:
        process.kill()
        process.wait()


def wait_for(condition, timeout: float = 10.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return False


@pytest.mark.parametrize("value, mode", [(None, "demand"), ("", "demand"), ("demand", "demand"), ("1", "always"),
                                         ("0", "never")])
def test_the_switch_reads_as_documented(monkeypatch, value, mode):
    if value is None:
        monkeypatch.delenv(SPARE_VARIABLE, raising=False)
    else:
        monkeypatch.setenv(SPARE_VARIABLE, value)
    assert spare_mode() == mode


def test_on_demand_a_server_nobody_trains_on_holds_no_spare(monkeypatch, cheap_children):
    """The server's start asks for a spare (Spare.start), and gets none until a visitor shows interest (warm)."""
    monkeypatch.delenv(SPARE_VARIABLE, raising=False)
    spare = Spare()
    try:
        spare.start()
        assert spare.process is None and not cheap_children
        spare.warm()
        assert spare.process is not None and spare.process.poll() is None
        spare.warm()  # again, while one waits: the same one
        assert len(cheap_children) == 1
    finally:
        spare.close()


def test_on_demand_a_spare_nobody_wants_is_let_go_and_interest_keeps_it(monkeypatch, cheap_children):
    monkeypatch.delenv(SPARE_VARIABLE, raising=False)
    spare = Spare(keep_seconds=1.0)
    try:
        spare.warm()
        waiting = spare.process
        for _ in range(4):  # interest every half keep: it stays
            time.sleep(0.5)
            spare.warm()
        assert spare.process is waiting and waiting.poll() is None
        assert wait_for(lambda: waiting.poll() is not None)  # none since: let go
        assert spare.process is None
        spare.start()  # a run's end long after the last interest starts none
        assert spare.process is None and len(cheap_children) == 1
    finally:
        spare.close()


def test_on_demand_a_run_counts_as_interest_so_its_end_starts_a_spare(monkeypatch, cheap_children):
    monkeypatch.delenv(SPARE_VARIABLE, raising=False)
    spare = Spare()
    try:
        child = spare.take()  # no spare waited: the run gets a child of its own
        assert child.poll() is None and spare.process is None
        spare.start()  # the run has ended
        assert spare.process is not None and spare.process is not child
    finally:
        spare.close()


@pytest.mark.parametrize("value, expected", [("1", True), ("0", False)])
def test_always_starts_one_with_the_server_and_never_never_does(monkeypatch, cheap_children, value, expected):
    monkeypatch.setenv(SPARE_VARIABLE, value)
    spare = Spare()
    try:
        spare.start()
        spare.warm()
        assert (spare.process is not None) is expected
    finally:
        spare.close()


def test_the_bundled_corpus_waits_packed_and_is_handed_over_as_lists(monkeypatch):
    """While the spare waits, the ids are 4-byte arrays (about a ninth of the lists' memory); the run gets lists of
    the same ids (tests/test_train_tab.py checks them against prepare's own)."""
    from playground.train import worker

    monkeypatch.setenv("PLAYGROUND_TRAIN_SIZE", "tiny")
    ready = worker.GettingReady("tiny")
    ready.thread.join()
    assert ready.made is not None and ready.made.packed
    waiting = ready.made.text
    assert all(isinstance(ids, array) and ids.itemsize == 4 for ids in waiting.train_ids + waiting.held_out_ids)
    corpus = ready.corpus()
    assert not corpus.packed
    assert all(type(ids) is list for ids in corpus.text.train_ids + corpus.text.held_out_ids)
    assert corpus.text.train_ids == [ids.tolist() for ids in waiting.train_ids]
    assert corpus.text.held_out_ids == [ids.tolist() for ids in waiting.held_out_ids]
    assert ready.corpus() is corpus and corpus.text.train_ids is ready.corpus().text.train_ids  # unpacked once

